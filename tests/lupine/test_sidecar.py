"""The PyTorch sidecar's dispatch protocol end to end, through a stand-in runtime whose worker
computes on CPU (`sidecar_helpers.Standin`): models trained through the sidecar give the numbers
a direct CPU run gives; operators, gradients, data that crosses only when asked, freed and
shared handles, errors; and (Hypothesis) tensors and operator chains that cross unchanged."""

from __future__ import annotations

import copy
import gc
from typing import Any

import numpy as np
import pytest

torch = pytest.importorskip("torch")

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

import lupine  # noqa: E402
from lupine._sidecar._client import RemoteTensor  # noqa: E402

# ---------------------------------------------------------------------------------------------
# the dispatch protocol, end to end on CPU PyTorch


def _mlp() -> torch.nn.Module:
    return torch.nn.Sequential(
        torch.nn.Linear(8, 16), torch.nn.Tanh(), torch.nn.Linear(16, 16), torch.nn.ReLU(),
        torch.nn.Linear(16, 3),
    )  # fmt: skip


def _cnn() -> torch.nn.Module:
    # No bias on the convolution before BatchNorm (as ResNet has it): that bias's gradient is
    # zero but for rounding, and Adam would turn the rounding's sign into steps of lr.
    return torch.nn.Sequential(
        torch.nn.Conv2d(1, 4, 3, padding=1, bias=False), torch.nn.BatchNorm2d(4), torch.nn.ReLU(),
        torch.nn.MaxPool2d(2), torch.nn.Conv2d(4, 8, 3), torch.nn.AdaptiveAvgPool2d(1),
        torch.nn.Flatten(), torch.nn.Dropout(0.0), torch.nn.Linear(8, 3),
    )  # fmt: skip


def _train(
    model: torch.nn.Module, opt_cls: Any, x: Any, y: Any, steps: int, to: Any = None
) -> list[float]:
    if to is not None:
        model = model.to(to)
        x, y = x.to(to), y.to(to)
    opt = opt_cls(model.parameters())
    losses = []
    for _ in range(steps):
        opt.zero_grad()
        loss = torch.nn.functional.cross_entropy(model(x), y)
        loss.backward()
        opt.step()
        losses.append(loss.item())
    return losses


@pytest.mark.parametrize(
    ("make", "shape", "opt_cls"),
    [
        (_mlp, (6, 8), lambda p: torch.optim.SGD(p, lr=0.1, momentum=0.9)),
        (_mlp, (6, 8), lambda p: torch.optim.Adam(p, lr=0.01)),
        (_cnn, (5, 1, 10, 10), lambda p: torch.optim.AdamW(p, lr=0.01)),
    ],
    ids=["mlp-sgd", "mlp-adam", "cnn-adamw"],
)
def test_training_matches_a_direct_cpu_run(shared, make, shape, opt_cls):
    torch.manual_seed(0)
    direct = make()
    through = copy.deepcopy(direct)
    x = torch.randn(shape)
    y = torch.randint(0, 3, (shape[0],))
    expected = _train(direct, opt_cls, x, y, steps=4)
    got = _train(through, opt_cls, x, y, steps=4, to=shared.device())
    torch.testing.assert_close(got, expected)
    for (name, p), q in zip(through.named_parameters(), direct.parameters(), strict=True):
        assert isinstance(p, RemoteTensor) and isinstance(p, torch.nn.Parameter), name
        assert p.device == torch.device("cuda", 0) and p.is_leaf
        torch.testing.assert_close(p.detach().cpu(), q.detach(), msg=name)
        torch.testing.assert_close(p.grad.cpu(), q.grad, msg=name)
    for (name, b), c in zip(through.named_buffers(), direct.buffers(), strict=True):
        torch.testing.assert_close(b.cpu(), c, msg=name)  # BatchNorm's running statistics
    through.eval()
    direct.eval()
    with torch.no_grad():
        torch.testing.assert_close(through(x.to("cuda")).cpu(), direct(x))


@pytest.mark.filterwarnings("ignore:Converting a tensor with requires_grad")  # the ladder's float()
def test_the_ladders_transformer_trains_as_on_the_cpu(shared):
    from lupine import ladder

    got = ladder._train(ladder._transformer(7), shared.device(), 3)  # attention, AdamW
    # within float32 rounding, not bit for bit: with two or more CPU threads the worker's
    # operators (the client's dispatch sends aten's pieces) split reductions otherwise
    expected = ladder._train(ladder._transformer(7), torch.device("cpu"), 3)
    torch.testing.assert_close(got, expected, rtol=2e-6, atol=0)
    model, x = ladder._transformer(7).eval(), torch.randint(0, 100, (4, 32))
    with torch.no_grad():  # the encoder's inference fast path
        torch.testing.assert_close(model.to("cuda")(x.to("cuda")).cpu(), model.cpu()(x))


def test_module_round_trip_state_dict_and_clipping(shared):
    torch.manual_seed(3)
    direct = torch.nn.Sequential(
        torch.nn.Linear(4, 8), torch.nn.LayerNorm(8), torch.nn.GELU(), torch.nn.Linear(8, 2)
    )
    through = copy.deepcopy(direct).to("cuda")
    x = torch.randn(5, 4)
    for model, inp in ((direct, x), (through, x.to("cuda"))):
        model(inp).pow(2).sum().backward()
    norms = [torch.nn.utils.clip_grad_norm_(m.parameters(), 0.1) for m in (direct, through)]
    torch.testing.assert_close(norms[1].cpu(), norms[0])
    for p, q in zip(through.parameters(), direct.parameters(), strict=True):
        torch.testing.assert_close(p.grad.cpu(), q.grad)
    fresh = torch.nn.Sequential(
        torch.nn.Linear(4, 8), torch.nn.LayerNorm(8), torch.nn.GELU(), torch.nn.Linear(8, 2)
    )
    through.load_state_dict(fresh.state_dict())  # host tensors copied into the sidecar's
    with torch.inference_mode():
        torch.testing.assert_close(through(x.to("cuda")).cpu(), fresh(x))
    back = through.cpu()
    assert all(type(p) is torch.nn.Parameter and p.device.type == "cpu" for p in back.parameters())
    torch.testing.assert_close(back(x), fresh(x))


def test_indexing_assignment_and_common_operators(shared):
    host = torch.zeros(4)
    r = host.to("cuda")
    for t in (host, r):
        t[1] = 5
        t[torch.tensor([2], device=t.device)] = torch.tensor(7.0)
        t[torch.tensor([True, False, False, False], device=t.device)] = torch.ones(1)
    assert r.tolist() == host.tolist() == [1.0, 5.0, 7.0, 0.0]
    for t in (host, r):
        t[2:] = torch.tensor([8.0, 9.0])  # host values into a slice
        t[:1] = 3
    assert r.tolist() == host.tolist() == [3.0, 5.0, 8.0, 9.0]
    m = torch.arange(12.0).reshape(3, 4)
    rm = m.to("cuda")
    checks = {
        "where": lambda t: torch.where(t > 4, t, torch.zeros_like(t)),
        "cat": lambda t: torch.cat([t, t * 2], dim=1),
        "t-contiguous": lambda t: t.t().contiguous(),
        "softmax": lambda t: torch.softmax(t, dim=-1),
        "sort": lambda t: torch.sort(-t, dim=1).values,
        "topk-indices": lambda t: torch.topk(t, 2).indices,
        "cumsum": lambda t: t.cumsum(0),
        "einsum": lambda t: torch.einsum("ij,kj->ik", t, t),
        "embedding": lambda t: torch.nn.functional.embedding(
            torch.tensor([2, 0], device=t.device), t
        ),
    }
    for name, fn in checks.items():
        torch.testing.assert_close(fn(rm).cpu(), fn(m), msg=name)
    assert rm.t().stride() == m.t().stride() and rm.t().contiguous().stride() == (3, 1)
    # indices PyTorch would make on the tensor's own device: lists, arrays, host tensors, bools
    indexings = {
        "list": lambda t: t[[0, 2]],
        "list-2d": lambda t: t[[0, 2], 1],
        "host-tensor": lambda t: t[torch.tensor([2, 0])],
        "numpy": lambda t: t[np.array([1])],
        "0-dim int": lambda t: t[torch.tensor(1)],
        "True": lambda t: t[True],
        "False": lambda t: t[False],
        "0-dim mask": lambda t: t[t.sum() > 0],
        "mask": lambda t: t[t > 4],
    }
    for name, fn in indexings.items():
        torch.testing.assert_close(fn(rm).cpu(), fn(m), msg=name)
    with pytest.raises(NotImplementedError, match="boolean scalar inside a multi-part index"):
        rm[True, 0]
    # what PyTorch makes with a tensor's own options (locally: the meta device)
    made = rm.new_tensor([1, 2])
    assert isinstance(made, RemoteTensor) and made.dtype == m.dtype and made.tolist() == [1.0, 2.0]
    labels = torch.tensor([2, 0, 1])
    one_hot = torch.nn.functional.one_hot(labels.to("cuda"))
    assert torch.equal(one_hot.cpu(), torch.nn.functional.one_hot(labels))
    with pytest.raises(NotImplementedError, match="legacy constructor"):
        rm.new(2)


def test_gradients_cross_the_boundary_both_ways(shared):
    x = torch.tensor([1.0, -2.0, 3.0], requires_grad=True)
    remote = x.to(shared.device())  # differentiable upload
    assert remote.grad_fn is not None and not remote.is_leaf
    y = (remote * remote).cpu()  # differentiable download
    y.sum().backward()
    torch.testing.assert_close(x.grad, 2 * x.detach())
    leaf = torch.zeros(3, device="cuda", requires_grad=True)
    assert leaf.is_leaf and leaf.requires_grad
    (leaf * 3).sum().backward()
    assert leaf.grad.tolist() == [3.0, 3.0, 3.0]


def test_data_comes_back_only_when_asked(shared):
    big = torch.randn(512, 512)
    w = big.to("cuda")  # one upload of 1 MiB
    before = dict(shared.counters)

    def crossed(*keys: str) -> int:
        return sum(shared.counters[k] - before[k] for k in keys)

    y = torch.tanh(w @ w).sum(dim=1).relu()
    sent = crossed("sent_bytes", "bulk_sent_bytes")
    received = crossed("received_bytes", "bulk_received_bytes")
    assert crossed("requests") == 4
    assert sent < 8000 and received < 8000, (sent, received)  # handles, not 1 MiB of data
    assert y.shape == (512,)
    host = y.cpu()
    assert crossed("received_bytes", "bulk_received_bytes") > 512 * 4
    torch.testing.assert_close(host, torch.tanh(big @ big).sum(dim=1).relu())


def test_plans_tell_python_scalar_types_apart(shared):
    host = torch.arange(3)
    r = host.to("cuda")
    for scalar in (1, 1.0, True, 2, 2.5):  # equal as keys (1 == 1.0 == True), not as types
        got, want = r + scalar, host + scalar
        assert got.dtype == want.dtype and torch.equal(got.cpu(), want), scalar
    assert (r * torch.tensor(2.5)).dtype == torch.float32  # a 0-dim host tensor's dtype


def test_freed_tensors_are_released_in_the_worker(shared):
    gc.collect()  # earlier tests' cyclic garbage: freed now, not during the count
    gc.disable()
    try:
        shared.stats()  # (releases travel with the next request)
        held = shared.stats()["tensors"]
        xs = [torch.ones(10, device="cuda") for _ in range(20)]
        assert shared.stats()["tensors"] == held + 20
        del xs
        assert shared.stats()["tensors"] == held
    finally:
        gc.enable()


def test_detach_shares_the_handle_until_the_last_tensor_dies(shared):
    gc.collect()
    gc.disable()
    try:
        shared.stats()
        held = shared.stats()["tensors"]
        before = shared.counters["requests"]
        x = torch.arange(6.0, device="cuda").requires_grad_()
        d = x.detach()
        a = torch.ops.aten.alias.default(d)
        assert shared.counters["requests"] == before + 1  # (the factory only)
        assert not d.requires_grad and d.shape == x.shape and d.stride() == x.stride()
        assert shared.stats()["tensors"] == held + 1  # one worker tensor for all three
        d.mul_(2)  # in place through the alias: x sees it, as a detached view would
        torch.testing.assert_close(x.detach().cpu(), torch.arange(6.0) * 2)
        del x, d
        gc.collect()  # (a tensor that required grad can sit in a reference cycle)
        torch.testing.assert_close(a.cpu(), torch.arange(6.0) * 2)  # (still held by a)
        assert shared.stats()["tensors"] == held + 1
        y = a.add_(1)  # (in place: its result is the argument itself)
        assert y is a
        del a, y
        gc.collect()
        shared.stats()
        assert shared.stats()["tensors"] == held
    finally:
        gc.enable()


def test_values_printing_and_numpy(shared):
    r = torch.arange(6, device="cuda").reshape(2, 3)
    assert r.tolist() == [[0, 1, 2], [3, 4, 5]]
    assert r.sum().item() == 15 and int(r[1, 2]) == 5 and bool(r.any())
    assert repr(r) == "tensor([[0, 1, 2],\n        [3, 4, 5]], device='cuda:0')"
    assert f"{r.float().mean():.2f}" == "2.50"
    big = torch.randn(300, 400)
    before = shared.counters["received_bytes"]
    text = repr(big.to("cuda"))  # summarised there: a few numbers cross, not 480 kB
    assert text.split() == (repr(big)[:-1] + ", device='cuda:0')").split()
    assert shared.counters["received_bytes"] - before < 20_000
    assert r.is_cuda and r.get_device() == 0 and r.device.type == "cuda"
    with pytest.raises(TypeError, match=r"can't convert cuda:0 .* Tensor\.cpu\(\)"):
        r.numpy()
    assert r[r > 2].tolist() == [3, 4, 5]  # a data-dependent shape, from the worker
    cpu_copy = copy.deepcopy(r)
    assert isinstance(cpu_copy, RemoteTensor) and cpu_copy.tolist() == r.tolist()


def test_pickle_saves_a_host_copy(shared, tmp_path):
    model = torch.nn.Linear(2, 2).to("cuda")
    torch.save(model.state_dict(), tmp_path / "m.pt")
    loaded = torch.load(tmp_path / "m.pt")
    assert not isinstance(loaded["weight"], RemoteTensor)
    torch.testing.assert_close(loaded["weight"], model.weight.detach().cpu())


def test_host_tensors_mixed_in_are_refused_like_cuda(shared):
    r = torch.ones(3, device="cuda")
    with pytest.raises(RuntimeError, match=r"same device.*cuda:0 and cpu.*aten\.add\.Tensor"):
        r + torch.ones(3)
    assert (r + torch.tensor(2.0)).tolist() == [3.0, 3.0, 3.0]  # a 0-dim host scalar is fine
    host = torch.zeros(3)
    host.copy_(r)  # copies between host and sidecar are what copy_ is for
    assert host.tolist() == [1.0, 1.0, 1.0]
    r.copy_(torch.tensor([4.0, 5.0, 6.0]))
    assert r.tolist() == [4.0, 5.0, 6.0]


def test_worker_errors_keep_their_type_and_name_the_operator(shared):
    a = torch.ones(2, 3, device="cuda")
    with pytest.raises(RuntimeError, match=r"aten\.mm\.default in the LUPINE sidecar: .*2x3"):
        torch.mm(a, a)
    # an operator whose result's shape is known here is sent without waiting: like CUDA's
    # asynchronous errors, its failure is raised by the next operation that waits
    bad = a[torch.tensor([7], device="cuda")]
    assert bad.shape == (1, 3)
    with pytest.raises(IndexError, match=r"aten\.index\.Tensor \(deferred\): index 7 is out"):
        a.sum().item()
    assert a.sum().item() == 6.0  # the session goes on
    with pytest.raises(RuntimeError, match=r"aten\.index\.Tensor failed in the LUPINE sidecar"):
        bad.cpu()  # what the failed operator was to make


def test_sync_mode_raises_at_the_operator(standin, monkeypatch):
    monkeypatch.setenv("LUPINE_SIDECAR_SYNC", "1")
    with lupine.sidecar() as sc:
        assert not sc.defer
        a = torch.ones(2, 3, device="cuda")
        before = sc.counters["received_bytes"]
        b = a * 2
        assert sc.counters["received_bytes"] > before  # it waited for the answer
        with pytest.raises(IndexError, match=r"aten\.index\.Tensor in the LUPINE sidecar"):
            a[torch.tensor([7], device="cuda")]
        assert b.sum().item() == 12.0


# hypothesis: what crosses the pipe keeps its values, dtypes, shapes and strides


DTYPES = [
    torch.bool, torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64,
    torch.float16, torch.bfloat16, torch.float32, torch.float64, torch.complex64,
]  # fmt: skip


@st.composite
def host_tensors(draw: Any) -> Any:
    dtype = draw(st.sampled_from(DTYPES))
    shape = tuple(draw(st.lists(st.integers(0, 5), min_size=0, max_size=4)))
    seed = draw(st.integers(0, 2**31 - 1))
    g = torch.Generator().manual_seed(seed)
    t = (torch.randn(shape, generator=g, dtype=torch.float64) * 50).to(dtype)
    if draw(st.booleans()) and t.dim() >= 2:
        t = t.transpose(0, 1)  # non-contiguous
    return t


@settings(max_examples=60, deadline=None)
@given(t=host_tensors())
def test_tensors_cross_the_pipe_unchanged(shared, t):
    r = t.to("cuda")
    assert isinstance(r, RemoteTensor)
    assert r.dtype == t.dtype and r.shape == t.shape
    back = r.cpu()
    assert back.dtype == t.dtype and back.shape == t.shape
    assert torch.equal(back, t)
    if t.dtype not in (torch.bool,) and t.numel():
        doubled = (r + r).cpu()
        assert torch.equal(doubled, t + t)
        view = r.flatten()[::2] if r.dim() else r
        want = t.flatten()[::2] if t.dim() else t
        assert view.stride() == want.stride() and torch.equal(view.cpu(), want)


OPS = {
    "add-int": lambda t: t + 3,
    "mul-float": lambda t: t * 0.5,
    "sub-self": lambda t: t - t.flip(0) if t.dim() else t - t,
    "sum-0": lambda t: t.sum(0) if t.dim() else t.sum(),
    "mean-last": lambda t: t.float().mean(-1) if t.dim() else t.float().mean(),
    "amax": lambda t: t.amax() if t.numel() else t.sum(),
    "transpose-contiguous": lambda t: t.transpose(0, -1).contiguous() if t.dim() else t,
    "unsqueeze-expand": lambda t: t.unsqueeze(0).expand(2, *t.shape).clone(),
    "flatten-slice": lambda t: t.flatten()[1::2],
    "cumsum": lambda t: t.cumsum(0) if t.dim() else t,
    "clamp": lambda t: t.clamp(-10, 10),
    "where": lambda t: torch.where(t > 0, t, torch.zeros_like(t)),
    "abs-inplace": lambda t: t.clone().abs_(),
    "cat": lambda t: torch.cat([t.reshape(-1), t.reshape(-1) * 2]),
    "to-float64": lambda t: t.to(torch.float64),
    "mask": lambda t: t[t > 0],  # data-dependent: waits
}
NUMERIC = [torch.int32, torch.int64, torch.float32, torch.float64]


@pytest.mark.filterwarnings("ignore:Casting complex values to real")
@settings(max_examples=80, deadline=None)
@given(t=host_tensors(), names=st.lists(st.sampled_from(sorted(OPS)), min_size=1, max_size=3))
def test_operator_chains_match_the_host(shared, t, names):
    if t.dtype not in NUMERIC:
        t = t.to(torch.float32)
    host, remote = t, t.to("cuda")
    for name in names:  # planned layouts (deferred) and waiting operators, chained
        host, remote = OPS[name](host), OPS[name](remote)
        assert remote.shape == host.shape and remote.dtype == host.dtype, name
        if host.numel() > 1 and host.is_contiguous():  # (uploads are contiguous)
            assert remote.is_contiguous(), name
    back = remote.cpu()
    assert back.dtype == host.dtype
    torch.testing.assert_close(back, host, rtol=1e-6, atol=1e-6, equal_nan=True)

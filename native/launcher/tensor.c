/* The launcher's reads of a torch tensor through torch's own C ABI (eagle/interop/_torch.py's
 * launcher_abi finds and checks it; without one, the launcher reads a tensor through its
 * Python attributes, as the torch row's key_reads say).
 *
 * torch exports, for code compiled ahead of time (torch/csrc/inductor/aoti_torch/c/shim.h),
 * C functions that read a tensor given an AtenTensorHandle, a pointer to an at::Tensor:
 * aoti_torch_get_data_ptr, _get_dim, _get_sizes, _get_strides, _get_dtype, _get_layout,
 * _get_device_type, _get_device_index (each returns 0, AOTI_TORCH_SUCCESS, or an error code
 * where torch raised), and aoti_torch_get_current_cuda_stream (the stream
 * torch.cuda.current_stream() names). A Python tensor (torch/csrc/autograd/python_variable.h,
 * THPVariable) holds its at::Tensor right after its object header, or, in torch versions that
 * wrap it in c10::MaybeOwned, after a byte that says whether it is borrowed: launcher_abi
 * gives the offset (and that byte's, or -1) it found holding the tensor's TensorImpl on a
 * probe tensor. requires_grad is c10::TensorImpl::requires_grad() (libc10), the version bump
 * torch::autograd::impl::bump_version(const at::Tensor&) (libtorch_cpu): what
 * x.requires_grad reads and an in-place operator does.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "launcher.h"

typedef int32_t (*get_ptr_fn)(void *, void **);
typedef int32_t (*get_dims_fn)(void *, int64_t **);
typedef int32_t (*get_i64_fn)(void *, int64_t *);
typedef int32_t (*get_i32_fn)(void *, int32_t *);
typedef bool (*requires_grad_fn)(const void *);
typedef void (*bump_fn)(const void *);
typedef int32_t (*stream_fn)(int32_t, void **);

static struct {
    Py_ssize_t offset, flag; /* the at::Tensor in the object; the borrowed byte, or -1 */
    get_ptr_fn data_ptr;
    get_dims_fn sizes, strides;
    get_i64_fn dim;
    get_i32_fn dtype, layout, device_type, device_index;
    requires_grad_fn requires_grad;
    bump_fn bump;
    stream_fn stream; /* NULL in a CPU build of torch */
} abi;
static int ready;

int tensor_ready(void) { return ready; }

/* the at::Tensor of x (a torch.Tensor, its exact type checked by the caller), or NULL where
 * x holds it borrowed */
static void *handle(PyObject *x) {
    if (abi.flag >= 0 && ((const unsigned char *)x)[abi.flag])
        return NULL;
    return (char *)x + abi.offset;
}

int tensor_read(PyObject *x, TensorKey *key, uint64_t *ptr) {
    void *h = handle(x), *data;
    int64_t *sizes, *strides;
    if (!ready || !h || abi.dim(h, &key->ndim) || key->ndim < 0 || key->ndim > TENSOR_MAX_DIMS ||
        abi.dtype(h, &key->dtype) || abi.layout(h, &key->layout) ||
        abi.device_type(h, &key->device_type) || abi.device_index(h, &key->device_index) ||
        abi.sizes(h, &sizes) || abi.strides(h, &strides) || abi.data_ptr(h, &data))
        return -1;
    const void *impl = *(void *const *)h;
    key->requires_grad = abi.requires_grad(impl);
    memcpy(key->sizes, sizes, (size_t)key->ndim * sizeof(int64_t));
    memcpy(key->strides, strides, (size_t)key->ndim * sizeof(int64_t));
    *ptr = (uint64_t)(uintptr_t)data;
    return 0;
}

int tensor_key_equal(const TensorKey *a, const TensorKey *b) {
    return a->ndim == b->ndim && a->dtype == b->dtype && a->layout == b->layout &&
           a->device_type == b->device_type && a->device_index == b->device_index &&
           a->requires_grad == b->requires_grad &&
           !memcmp(a->sizes, b->sizes, (size_t)a->ndim * sizeof(int64_t)) &&
           !memcmp(a->strides, b->strides, (size_t)a->ndim * sizeof(int64_t));
}

int tensor_bump(PyObject *x) {
    void *h = handle(x);
    if (!ready || !h)
        return -1;
    abi.bump(h);
    return 0;
}

int tensor_stream(Py_ssize_t index, uint64_t *stream) {
    void *s = NULL;
    if (!ready || !abi.stream || abi.stream((int32_t)index, &s))
        return -1;
    *stream = (uint64_t)(uintptr_t)s;
    return 0;
}

int tensor_has_stream(void) { return ready && abi.stream; }

PyObject *tensor_abi(PyObject *self, PyObject *args) {
    (void)self;
    Py_ssize_t offset, flag;
    unsigned long long f[11];
    if (!PyArg_ParseTuple(args, "nnKKKKKKKKKKK", &offset, &flag, &f[0], &f[1], &f[2], &f[3],
                          &f[4], &f[5], &f[6], &f[7], &f[8], &f[9], &f[10]))
        return NULL;
    ready = 0;
    if (!f[0]) /* torch_abi(0, -1, 0, ...): none (a probe found it wrong) */
        Py_RETURN_NONE;
    for (int i = 0; i < 10; i++) /* every one but the stream's */
        if (!f[i]) {
            PyErr_SetString(PyExc_ValueError, "torch_abi: a function's address is 0");
            return NULL;
        }
    if (offset < (Py_ssize_t)sizeof(PyObject) || flag >= offset) {
        PyErr_SetString(PyExc_ValueError, "torch_abi: the tensor's offset is inside the header");
        return NULL;
    }
    abi.offset = offset;
    abi.flag = flag;
    abi.data_ptr = (get_ptr_fn)(uintptr_t)f[0];
    abi.sizes = (get_dims_fn)(uintptr_t)f[1];
    abi.strides = (get_dims_fn)(uintptr_t)f[2];
    abi.dim = (get_i64_fn)(uintptr_t)f[3];
    abi.dtype = (get_i32_fn)(uintptr_t)f[4];
    abi.layout = (get_i32_fn)(uintptr_t)f[5];
    abi.device_type = (get_i32_fn)(uintptr_t)f[6];
    abi.device_index = (get_i32_fn)(uintptr_t)f[7];
    abi.requires_grad = (requires_grad_fn)(uintptr_t)f[8];
    abi.bump = (bump_fn)(uintptr_t)f[9];
    abi.stream = f[10] ? (stream_fn)(uintptr_t)f[10] : NULL;
    ready = 1;
    Py_RETURN_NONE;
}

PyObject *tensor_key(PyObject *self, PyObject *x) {
    (void)self;
    TensorKey k;
    uint64_t p;
    if (tensor_read(x, &k, &p) < 0)
        Py_RETURN_NONE;
    PyObject *sizes = PyTuple_New(k.ndim), *strides = PyTuple_New(k.ndim);
    for (int64_t d = 0; sizes && strides && d < k.ndim; d++) {
        PyTuple_SET_ITEM(sizes, d, PyLong_FromLongLong(k.sizes[d]));
        PyTuple_SET_ITEM(strides, d, PyLong_FromLongLong(k.strides[d]));
    }
    if (!sizes || !strides || PyErr_Occurred()) {
        Py_XDECREF(sizes);
        Py_XDECREF(strides);
        return NULL;
    }
    return Py_BuildValue("(iiiiNNiK)", k.dtype, k.layout, k.device_type, k.device_index, sizes,
                         strides, k.requires_grad, (unsigned long long)p);
}

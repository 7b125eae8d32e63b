// Copies between host and device with their values checked: cudaMemcpy each way and device to
// device, sizes around LUPINE's boundaries (1 MiB direct copies, larger ones staged),
// cudaMemcpyAsync, pitched 2D copies (cudaMallocPitch, cudaMemcpy2D) and a 3D copy of a box
// out of a larger volume, cudaMemset / cudaMemset2D, module variables (__device__ and
// __constant__, with initialisers: cudaMemcpyToSymbol / FromSymbol, cudaGetSymbolAddress,
// a kernel writing one), cudaMemGetInfo.
#define PROGRAM "copies"
#include "lupine_test.cuh"

#include <vector>

__device__ unsigned lupine_counter = 7;
__device__ unsigned lupine_table[300];
__constant__ float lupine_coeffs[4] = {1.0f, 2.5f, -3.0f, 0.125f};

int main()
{
    size_t free0 = 0, total = 0;
    CUDA_OK(cudaMemGetInfo(&free0, &total));
    CHECK(total > 0 && free0 <= total, "cudaMemGetInfo: free within total");

    // 1D: sizes below, at and above 1 MiB and a large one
    const size_t sizes[] = {1, 4095, 1 << 20, (1 << 20) + 1, 9 * (1 << 20) + 13};
    for (size_t n : sizes) {
        std::vector<unsigned char> up(n), down(n, 0), down2(n, 0);
        for (size_t i = 0; i < n; i++)
            up[i] = (unsigned char)(i * 131 + n);
        unsigned char *d = nullptr, *e = nullptr;
        CUDA_REQUIRE(cudaMalloc(&d, n));
        CUDA_REQUIRE(cudaMalloc(&e, n));
        CUDA_OK(cudaMemcpy(d, up.data(), n, cudaMemcpyHostToDevice));
        CUDA_OK(cudaMemcpy(e, d, n, cudaMemcpyDeviceToDevice));
        CUDA_OK(cudaMemcpy(down.data(), d, n, cudaMemcpyDeviceToHost));
        CUDA_OK(cudaMemcpyAsync(down2.data(), e, n, cudaMemcpyDeviceToHost, 0));
        CUDA_OK(cudaStreamSynchronize(0));
        char what[96];
        std::snprintf(what, sizeof what, "%zu bytes: up, device to device, down (sync and async)", n);
        CHECK(up == down && up == down2, what);
        CUDA_OK(cudaFree(d));
        CUDA_OK(cudaFree(e));
    }

    // memsets
    unsigned *m = nullptr;
    CUDA_REQUIRE(cudaMalloc(&m, 1000 * sizeof(unsigned)));
    CUDA_OK(cudaMemset(m, 0xab, 1000 * sizeof(unsigned)));
    CUDA_OK(cudaMemset(m + 10, 0, 5 * sizeof(unsigned)));
    std::vector<unsigned> hm(1000);
    CUDA_OK(cudaMemcpy(hm.data(), m, 1000 * sizeof(unsigned), cudaMemcpyDeviceToHost));
    bool ok = true;
    for (int i = 0; i < 1000; i++)
        ok &= hm[i] == ((i >= 10 && i < 15) ? 0u : 0xababababu);
    CHECK(ok, "cudaMemset: bytes set, a hole of zeros");
    CUDA_OK(cudaFree(m));

    // 2D: a pitched allocation, a width x height block copied in, set, copied out
    const size_t w = 300, h = 40; // bytes per row, rows
    unsigned char *p2 = nullptr;
    size_t pitch = 0;
    CUDA_REQUIRE(cudaMallocPitch((void **)&p2, &pitch, w, h));
    CHECK(pitch >= w, "cudaMallocPitch: pitch >= width");
    std::vector<unsigned char> img(w * h), back(w * h, 0);
    for (size_t i = 0; i < w * h; i++)
        img[i] = (unsigned char)(i % 251);
    CUDA_OK(cudaMemset2D(p2, pitch, 0x11, pitch, h));
    CUDA_OK(cudaMemcpy2D(p2, pitch, img.data(), w, w, h, cudaMemcpyHostToDevice));
    CUDA_OK(cudaMemset2D(p2 + 100, pitch, 0x77, 20, 5)); // a 20 x 5 patch
    CUDA_OK(cudaMemcpy2D(back.data(), w, p2, pitch, w, h, cudaMemcpyDeviceToHost));
    ok = true;
    for (size_t y = 0; y < h; y++)
        for (size_t x = 0; x < w; x++) {
            unsigned char want = (y < 5 && x >= 100 && x < 120) ? 0x77 : img[y * w + x];
            ok &= back[y * w + x] == want;
        }
    CHECK(ok, "cudaMemcpy2D both ways around a cudaMemset2D patch");
    std::vector<unsigned char> pad(pitch * h);
    CUDA_OK(cudaMemcpy(pad.data(), p2, pitch * h, cudaMemcpyDeviceToHost));
    ok = true;
    for (size_t y = 0; y < h && pitch > w; y++)
        ok &= pad[y * pitch + w] == 0x11; // the row padding kept cudaMemset2D's value
    CHECK(ok, "the pitch padding is untouched by the 2D copy");

    // 3D: a 4 x 3 x 2 box (x in bytes) out of a 10 x 6 x 5 volume at (2, 1, 3)
    const size_t X = 10, Y = 6, Z = 5;
    std::vector<unsigned char> vol(X * Y * Z), box(4 * 3 * 2, 0);
    for (size_t i = 0; i < vol.size(); i++)
        vol[i] = (unsigned char)i;
    cudaPitchedPtr dv;
    CUDA_REQUIRE(cudaMalloc3D(&dv, make_cudaExtent(X, Y, Z)));
    cudaMemcpy3DParms in;
    std::memset(&in, 0, sizeof in);
    in.srcPtr = make_cudaPitchedPtr(vol.data(), X, X, Y);
    in.dstPtr = dv;
    in.extent = make_cudaExtent(X, Y, Z);
    in.kind = cudaMemcpyHostToDevice;
    CUDA_OK(cudaMemcpy3D(&in));
    cudaMemcpy3DParms out;
    std::memset(&out, 0, sizeof out);
    out.srcPtr = dv;
    out.srcPos = make_cudaPos(2, 1, 3);
    out.dstPtr = make_cudaPitchedPtr(box.data(), 4, 4, 3);
    out.extent = make_cudaExtent(4, 3, 2);
    out.kind = cudaMemcpyDeviceToHost;
    CUDA_OK(cudaMemcpy3D(&out));
    ok = true;
    for (size_t z = 0; z < 2; z++)
        for (size_t y = 0; y < 3; y++)
            for (size_t x = 0; x < 4; x++)
                ok &= box[(z * 3 + y) * 4 + x] == vol[((z + 3) * Y + (y + 1)) * X + (x + 2)];
    CHECK(ok, "cudaMemcpy3D: a box out of a pitched volume");
    CUDA_OK(cudaFree(dv.ptr));
    CUDA_OK(cudaFree(p2));

    // module variables
    unsigned counter = 0;
    CUDA_OK(cudaMemcpyFromSymbol(&counter, lupine_counter, sizeof counter));
    CHECK(counter == 7, "a __device__ variable starts with its initialiser");
    float co[4] = {0, 0, 0, 0};
    CUDA_OK(cudaMemcpyFromSymbol(co, lupine_coeffs, sizeof co));
    CHECK(co[0] == 1.0f && co[1] == 2.5f && co[2] == -3.0f && co[3] == 0.125f,
          "a __constant__ array starts with its initialiser");
    float nc[4] = {4, 3, 2, 1};
    CUDA_OK(cudaMemcpyToSymbol(lupine_coeffs, nc, sizeof nc));
    CUDA_OK(cudaMemcpyFromSymbol(co, lupine_coeffs, sizeof co));
    CHECK(co[0] == 4 && co[3] == 1, "cudaMemcpyToSymbol then FromSymbol");
    unsigned *table = nullptr;
    size_t table_size = 0;
    CUDA_OK(cudaGetSymbolAddress((void **)&table, lupine_table));
    CUDA_OK(cudaGetSymbolSize(&table_size, lupine_table));
    CHECK(table_size == 300 * sizeof(unsigned), "cudaGetSymbolSize of a __device__ array");
    lupine_fill_u32<<<2, 256>>>(table, 1000, 300);
    unsigned t[300];
    CUDA_OK(cudaMemcpyFromSymbol(t, lupine_table, sizeof t));
    ok = true;
    for (unsigned i = 0; i < 300; i++)
        ok &= t[i] == 1000 + i;
    CHECK(ok, "a kernel wrote a __device__ array through its address");
    CUDA_OK(cudaMemcpyFromSymbol(&counter, lupine_table, sizeof counter, 299 * sizeof(unsigned)));
    CHECK(counter == 1299, "cudaMemcpyFromSymbol with an offset");

    CUDA_OK(cudaGetLastError());
    return finish(PROGRAM);
}

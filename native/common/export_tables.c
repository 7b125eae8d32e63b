/* The CUDA runtime's private tables (cuGetExportTable), built into the shim and into the stand-in
 * driver, each answering the hooks of lupine/export_tables.h from its own state.
 *
 * Layouts (slot 0 is usually the table's byte size) are facts published by libcuda
 * re-implementations (ZLUDA's dark_api) and confirmed by LUPINE's own traces of the real
 * driver (native/trace). Slots nobody has seen used stay NULL, as in the real tables. An
 * unknown UUID gets CUDA_ERROR_NOT_FOUND, never a table of NULLs.
 *
 *   6bd5fb6c-5bf4-e74a-8987-d93912fd9df9  runtime interface: modules from registered fatbins,
 *                                          primary context of a device
 *   a094798c-2e74-2e74-93f2-0800200c0a66  tools runtime callback hooks: two buffers
 *   c693336e-1121-df11-a8c3-68f355d89593  context-local storage (put/delete/get, destructors
 *                                          run when the context goes)
 *   42d85a81-23f6-cb47-8298-f6e78a3aecdc  tools thread-local storage: size only
 *   d4082055-bde6-704b-8d34-ba123c66e1f2  integrity check (lupine/integrity.h)
 *   263e8860-7cd2-6143-92f6-bbd5006dfa7e  context checks: always "fine"
 *   21318c60-9714-3248-8ca6-41ff7324c8f2  tools context: slots 4, 39 and 51 answer as the H200's
 *                                          driver did (cuBLAS 13, CUDA 13.4 runtimes); the others
 *                                          answer CUDA_ERROR_NOT_SUPPORTED and name themselves on
 *                                          stderr, whatever LUPINE_DEBUG says
 *   6e163fbe-b958-444d-835c-e182aff1991e  tools module: slot 7 walks a module's functions and
 *                                          answers how many (cuFFT)
 *   1734dc26-800d-4745-8726-c0f1e7dd8bca  cuBLASLt's half-precision heuristics: slot 4 refused,
 *                                          with which cuBLASLt computes as natively (H200)
 *   f8cff951-2146-8b4e-b9e2-fb469e7c0dd9  the runtime's, asked for before cuInit: no call of
 *                                          its two slots recorded
 *   da9151d3-3ae6-cc41-a5c0-4f26d533e328  NVRTC's LTO: slot 1 answers as the driver did */
#define _GNU_SOURCE
#include "lupine/export_tables.h"

#include "lupine/integrity.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---------------------------------------------------------------- runtime interface */

static CUresult CUDAAPI rt_module_from_fatbin(CUmodule *module, const void *wrapper)
{
    return cuModuleLoadData(module, wrapper);
}

static CUresult CUDAAPI rt_primary_context(CUcontext *pctx, CUdevice dev)
{
    if (!pctx)
        return CUDA_ERROR_INVALID_VALUE;
    CUcontext known = lc_primary_ctx(dev);
    if (known) {
        *pctx = known;
        return CUDA_SUCCESS;
    }
    return cuDevicePrimaryCtxRetain(pctx, dev);
}

static CUresult CUDAAPI rt_module_from_fatbin_ext1(CUmodule *module, const void *wrapper,
                                                   void *a3, void *a4, unsigned a5)
{
    (void)a3;
    (void)a4;
    (void)a5;
    return cuModuleLoadData(module, wrapper);
}

static void CUDAAPI rt_fn7(uintptr_t a) { (void)a; }

static CUresult CUDAAPI rt_module_from_fatbin_ext2(const void *fatbin, CUmodule *module, void *a3,
                                                   void *a4, unsigned a5)
{
    (void)a3;
    (void)a4;
    (void)a5;
    return cuModuleLoadData(module, fatbin);
}

static CUresult CUDAAPI rt_load_compilers(void) { return CUDA_SUCCESS; }

static const void *const k_cudart[13] = {
    (const void *)(13 * sizeof(void *)),
    (const void *)rt_module_from_fatbin,
    (const void *)rt_primary_context,
    NULL,
    NULL,
    NULL,
    (const void *)rt_module_from_fatbin_ext1,
    (const void *)rt_fn7,
    (const void *)rt_module_from_fatbin_ext2,
    NULL,
    NULL,
    NULL,
    (const void *)rt_load_compilers,
};

/* ---------------------------------------------------------------- tools hooks */

static uint32_t g_tools_buffer1[1024];
static uint32_t g_tools_buffer2[14];

static void CUDAAPI tools_buffer1(void **p, size_t *n)
{
    *p = g_tools_buffer1;
    *n = sizeof g_tools_buffer1 / sizeof g_tools_buffer1[0];
}

static void CUDAAPI tools_buffer2(void **p, size_t *n)
{
    *p = g_tools_buffer2;
    *n = sizeof g_tools_buffer2 / sizeof g_tools_buffer2[0];
}

static const void *const k_tools_hooks[7] = {
    (const void *)(7 * sizeof(void *)), NULL, (const void *)tools_buffer1, NULL, NULL, NULL,
    (const void *)tools_buffer2,
};

/* Slot 2, as the real driver (580.159.04) answered every call recorded on the H200
 * (native/trace/h200/2026-12-01: 179 calls from PyTorch's cuBLASLt, 3 from NVIDIA's
 * simpleCUBLAS): it stores the calling thread's current context in the first word of the
 * record its first argument points to, and answers 0. The runtimes inside cuBLAS 13 call it
 * without checking the slot: left NULL it was a jump to address 0 (cublasLt heuristics,
 * H200 backtrace 2026-12-01). The other arguments (a size or a record, a callback id) are
 * not read. */
static CUresult CUDAAPI tools_tls_current_context(void **record, uintptr_t a1, uintptr_t a2)
{
    (void)a1;
    (void)a2;
    if (!record)
        return CUDA_ERROR_INVALID_VALUE;
    record[0] = lc_current_ctx();
    return CUDA_SUCCESS;
}

static const void *const k_tools_tls[4] = {(const void *)(4 * sizeof(void *)), NULL,
                                           (const void *)tools_tls_current_context, NULL};

/* ---------------------------------------------------------------- context-local storage */

typedef void(CUDAAPI *cls_dtor)(CUcontext, void *, void *);
typedef struct {
    CUcontext ctx;
    void *key, *value;
    cls_dtor dtor;
} cls_entry;

static pthread_mutex_t g_cls_lock = PTHREAD_MUTEX_INITIALIZER;
static cls_entry *g_cls;
static size_t g_ncls, g_capcls;

static CUresult cls_context(CUcontext *ctx)
{
    if (!*ctx)
        *ctx = lc_current_ctx();
    return *ctx ? CUDA_SUCCESS : CUDA_ERROR_INVALID_CONTEXT;
}

static CUresult CUDAAPI cls_put(CUcontext ctx, void *key, void *value, cls_dtor dtor)
{
    CUresult r = cls_context(&ctx);
    if (r)
        return r;
    pthread_mutex_lock(&g_cls_lock);
    for (size_t i = 0; i < g_ncls; i++)
        if (g_cls[i].ctx == ctx && g_cls[i].key == key) {
            g_cls[i].value = value;
            g_cls[i].dtor = dtor;
            pthread_mutex_unlock(&g_cls_lock);
            return CUDA_SUCCESS;
        }
    if (g_ncls == g_capcls) {
        size_t cap = g_capcls ? 2 * g_capcls : 16;
        cls_entry *n = realloc(g_cls, cap * sizeof *n);
        if (!n) {
            pthread_mutex_unlock(&g_cls_lock);
            return CUDA_ERROR_OUT_OF_MEMORY;
        }
        g_cls = n;
        g_capcls = cap;
    }
    g_cls[g_ncls++] = (cls_entry){ctx, key, value, dtor};
    pthread_mutex_unlock(&g_cls_lock);
    return CUDA_SUCCESS;
}

static CUresult CUDAAPI cls_delete(CUcontext ctx, void *key)
{
    CUresult r = cls_context(&ctx);
    if (r)
        return r;
    pthread_mutex_lock(&g_cls_lock);
    for (size_t i = 0; i < g_ncls; i++)
        if (g_cls[i].ctx == ctx && g_cls[i].key == key) {
            g_cls[i] = g_cls[--g_ncls];
            break;
        }
    pthread_mutex_unlock(&g_cls_lock);
    return CUDA_SUCCESS;
}

static CUresult CUDAAPI cls_get(void **value, CUcontext ctx, void *key)
{
    CUresult r = cls_context(&ctx);
    if (r)
        return r;
    if (!value)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&g_cls_lock);
    for (size_t i = 0; i < g_ncls; i++)
        if (g_cls[i].ctx == ctx && g_cls[i].key == key) {
            *value = g_cls[i].value;
            pthread_mutex_unlock(&g_cls_lock);
            return CUDA_SUCCESS;
        }
    pthread_mutex_unlock(&g_cls_lock);
    return CUDA_ERROR_INVALID_HANDLE;
}

void lc_cls_destroy(CUcontext ctx)
{
    for (;;) {
        pthread_mutex_lock(&g_cls_lock);
        cls_entry e = {0};
        int found = 0;
        for (size_t i = 0; i < g_ncls; i++)
            if (g_cls[i].ctx == ctx) {
                e = g_cls[i];
                g_cls[i] = g_cls[--g_ncls];
                found = 1;
                break;
            }
        pthread_mutex_unlock(&g_cls_lock);
        if (!found)
            return;
        if (e.dtor) /* outside the lock: the runtime's destructor may call back into us */
            e.dtor(ctx, e.key, e.value);
    }
}

static const void *const k_cls[4] = {(const void *)cls_put, (const void *)cls_delete,
                                     (const void *)cls_get, NULL};

/* ---------------------------------------------------------------- integrity check */

static CUresult CUDAAPI integrity_check(uint32_t version, uint64_t unix_seconds, uint64_t *out);

static const void *const k_integrity[3] = {(const void *)(3 * sizeof(void *)),
                                           (const void *)integrity_check, NULL};

static CUresult CUDAAPI integrity_check(uint32_t version, uint64_t unix_seconds, uint64_t *out)
{
    if (!out)
        return CUDA_ERROR_INVALID_VALUE;
    lupine_integrity_input in;
    memset(&in, 0, sizeof in);
    int driver = 0, count = 0;
    CUresult r = cuDriverGetVersion(&driver);
    if (!r)
        r = cuDeviceGetCount(&count);
    if (r)
        return r;
    if (count > 64)
        count = 64;
    lupine_device_hash devs[64];
    for (int d = 0; d < count && !r; d++) {
        memset(&devs[d], 0, sizeof devs[d]);
        r = cuDeviceGetUuid_v2((CUuuid *)devs[d].uuid, d);
        if (!r)
            r = cuDeviceGetAttribute(&devs[d].pci_domain, CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID, d);
        if (!r)
            r = cuDeviceGetAttribute(&devs[d].pci_bus, CU_DEVICE_ATTRIBUTE_PCI_BUS_ID, d);
        if (!r)
            r = cuDeviceGetAttribute(&devs[d].pci_device, CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID, d);
    }
    if (r)
        return r;
    in.driver_version = (uint32_t)driver;
    in.version = version;
    in.pid = (uint32_t)getpid();
    in.tid = (uint32_t)(uintptr_t)pthread_self();
    in.cudart_table = k_cudart;
    in.integrity_table = k_integrity;
    in.slot_fn = (const void *)integrity_check;
    in.unix_seconds = unix_seconds;
    lupine_integrity_hash(&in, devs, count, out);
    return CUDA_SUCCESS;
}

/* ---------------------------------------------------------------- context checks */

static CUresult CUDAAPI context_check(CUcontext ctx, uint32_t *result1, const void **result2)
{
    (void)ctx;
    (void)result2;
    if (result1)
        *result1 = 0;
    return CUDA_SUCCESS;
}

static uint32_t CUDAAPI context_check3(void) { return 0; }

static const void *const k_ctx_checks[4] = {(const void *)(4 * sizeof(void *)), NULL,
                                            (const void *)context_check,
                                            (const void *)context_check3};

/* ---------------------------------------------------------------- slots not recorded in use */

/* A slot of a private table that no trace has shown in use: say so once per slot on stderr,
 * whatever LUPINE_DEBUG says, and answer CUDA_ERROR_NOT_SUPPORTED, so that the caller's error
 * path runs rather than an invented answer. */
static CUresult unrecorded(const char *table, unsigned char *said, int slot, uintptr_t a0,
                           uintptr_t a1, uintptr_t a2)
{
    if (!__atomic_exchange_n(&said[slot], 1, __ATOMIC_RELAXED))
        fprintf(stderr,
                "lupine: a CUDA library called slot %d of export table %s (a0=0x%lx a1=0x%lx "
                "a2=0x%lx), which LUPINE does not implement yet\n",
                slot, table, (unsigned long)a0, (unsigned long)a1, (unsigned long)a2);
    return CUDA_ERROR_NOT_SUPPORTED;
}

/* SLOT(t, i): tools_<t>_<i>, a six-argument entry that calls t_called(i, ...). */
#define SLOT(t, i)                                                                           \
    static CUresult CUDAAPI t##_##i(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3,  \
                                    uintptr_t a4, uintptr_t a5)                              \
    {                                                                                        \
        return t##_called(i, a0, a1, a2, a3, a4, a5);                                        \
    }
#define SLOTS10(t, d)                                                                        \
    SLOT(t, d##0) SLOT(t, d##1) SLOT(t, d##2) SLOT(t, d##3) SLOT(t, d##4) SLOT(t, d##5)      \
    SLOT(t, d##6) SLOT(t, d##7) SLOT(t, d##8) SLOT(t, d##9)
#define SLOTS1_9(t)                                                                          \
    SLOT(t, 1) SLOT(t, 2) SLOT(t, 3) SLOT(t, 4) SLOT(t, 5) SLOT(t, 6) SLOT(t, 7) SLOT(t, 8)  \
    SLOT(t, 9)
#define E(t, i) (const void *)t##_##i
#define ENTRIES10(t, d)                                                                      \
    E(t, d##0), E(t, d##1), E(t, d##2), E(t, d##3), E(t, d##4), E(t, d##5), E(t, d##6),      \
        E(t, d##7), E(t, d##8), E(t, d##9)
#define ENTRIES1_9(t)                                                                        \
    E(t, 1), E(t, 2), E(t, 3), E(t, 4), E(t, 5), E(t, 6), E(t, 7), E(t, 8), E(t, 9)

/* ---------------------------------------------------------------- tools context */

/* The table's slot count behind its size word, as public notes give it (driver 595). */
#define TOOLS_CTX_SLOTS 94

/* One object per context for slot 51 (see below); a process has few contexts. */
enum { TOOLS_CTX_OBJECTS = 64 };
static uint64_t g_ctx_objects[TOOLS_CTX_OBJECTS][12];
static pthread_mutex_t g_ctx_objects_lock = PTHREAD_MUTEX_INITIALIZER;

static CUresult tools_ctx_called(int slot, uintptr_t a0, uintptr_t a1, uintptr_t a2,
                                 uintptr_t a3, uintptr_t a4, uintptr_t a5)
{
    (void)a3, (void)a4, (void)a5;
    /* Slot 4: every recorded call (H200, driver 580.159.04, 2026-12-01: PyTorch's cuBLASLt 179
     * times, the toolkit's cuBLAS and cuFFT in NVIDIA's samples) passed a context first and
     * the second word of a record; the driver wrote the 64-bit value 1 there and answered 0. */
    if (slot == 4 && a1) {
        uint64_t one = 1;
        memcpy((void *)a1, &one, sizeof one);
        return CUDA_SUCCESS;
    }
    /* Slots 51 and 39 (the toolkit's cuBLAS 13 calls them in pairs, once per cuBLAS call:
     * 2092 times in 7 samples). Recorded on the H200 (native/gpu/h200/2026-12-01/run4):
     * 51 (context, stream or NULL, &object) stored a pointer to a driver object whose words
     * were {1, 0, context, 0, 0, 1, ...}; 39 (context, that object, record) wrote the 64-bit
     * value 7 into the record's first word. Both answered 0. The same answers here: one
     * object per context. */
    if (slot == 51) {
        if (!a0 || !a2)
            return CUDA_ERROR_INVALID_VALUE;
        pthread_mutex_lock(&g_ctx_objects_lock);
        int k = 0;
        while (k < TOOLS_CTX_OBJECTS - 1 && g_ctx_objects[k][2] && g_ctx_objects[k][2] != a0)
            k++;
        uint64_t *o = g_ctx_objects[k];
        o[0] = 1;
        o[2] = a0;
        o[5] = 1;
        pthread_mutex_unlock(&g_ctx_objects_lock);
        uintptr_t h = (uintptr_t)o;
        memcpy((void *)a2, &h, sizeof h);
        return CUDA_SUCCESS;
    }
    if (slot == 39) {
        if (!a1 || !a2)
            return CUDA_ERROR_INVALID_VALUE;
        uint64_t seven = 7;
        memcpy((void *)a2, &seven, sizeof seven);
        return CUDA_SUCCESS;
    }
    static unsigned char said[TOOLS_CTX_SLOTS + 1];
    return unrecorded("21318c60", said, slot, a0, a1, a2);
}

SLOTS1_9(tools_ctx)
SLOTS10(tools_ctx, 1) SLOTS10(tools_ctx, 2) SLOTS10(tools_ctx, 3) SLOTS10(tools_ctx, 4)
SLOTS10(tools_ctx, 5) SLOTS10(tools_ctx, 6) SLOTS10(tools_ctx, 7) SLOTS10(tools_ctx, 8)
SLOT(tools_ctx, 90) SLOT(tools_ctx, 91) SLOT(tools_ctx, 92) SLOT(tools_ctx, 93)
SLOT(tools_ctx, 94)

static const void *const k_tools_ctx[1 + TOOLS_CTX_SLOTS] = {
    (const void *)((1 + TOOLS_CTX_SLOTS) * sizeof(void *)),
    ENTRIES1_9(tools_ctx),
    ENTRIES10(tools_ctx, 1), ENTRIES10(tools_ctx, 2), ENTRIES10(tools_ctx, 3),
    ENTRIES10(tools_ctx, 4), ENTRIES10(tools_ctx, 5), ENTRIES10(tools_ctx, 6),
    ENTRIES10(tools_ctx, 7), ENTRIES10(tools_ctx, 8),
    E(tools_ctx, 90), E(tools_ctx, 91), E(tools_ctx, 92), E(tools_ctx, 93), E(tools_ctx, 94),
};

/* ---------------------------------------------------------------- tools module */

/* 6e163fbe-b958-444d-835c-e182aff1991e, asked for by cuFFT (torch.fft, cupy.fft, XLA's FFTs,
 * NVIDIA's simpleCUFFT) right after each cuModuleLoadData. Slot 7 (context, module, callback,
 * user) calls callback(user, function, mangled name) for every function of the module, in the
 * driver's order, and answers how many it visited: asked directly on the H200
 * (native/gpu/h200/2026-12-02/run1-diag/slot-probe.json: a module of two entries, two calls
 * and the answer 2, whatever the callback returned; cuFFT's callback is `*user = function`,
 * with no return value). cuFFT takes an answer of 0 as "no function" (CUFFT_INTERNAL_ERROR at
 * plan creation: the H200 runs of 2026-12-01 and 12-02 through LUPINE). The functions come
 * from cuModuleEnumerateFunctions and cuFuncGetName; the answer is CUresult-typed in the
 * table, so an error of those (always >= 100 here: CUDA_ERROR_INVALID_HANDLE ...) is told
 * apart from a count only by its size, as the driver's own answers are. The table's length is
 * not recorded: 16 entries. */
#define TOOLS_MODULE_SLOTS 15

typedef void (*visit_fn)(uintptr_t user, CUfunction f, const char *name);

static CUresult visit_functions(CUmodule mod, visit_fn visit, uintptr_t user)
{
    unsigned n = 0;
    CUresult r = cuModuleGetFunctionCount(&n, mod);
    if (r != CUDA_SUCCESS || !n)
        return r;
    CUfunction *fs = calloc(n, sizeof *fs);
    if (!fs)
        return CUDA_ERROR_OUT_OF_MEMORY;
    r = cuModuleEnumerateFunctions(fs, n, mod);
    unsigned visited = 0;
    for (unsigned i = 0; r == CUDA_SUCCESS && i < n; i++) {
        const char *name = NULL;
        r = lc_function_object(fs[i], &name);
        if (r != CUDA_SUCCESS)
            break;
        visit(user, fs[i], name);
        visited++;
        lc_debug("tools module slot 7: function %u of %u %p %s", i + 1, n, (void *)fs[i],
                 name ? name : "?");
    }
    free(fs);
    return r == CUDA_SUCCESS ? (CUresult)visited : r;
}

static CUresult tools_module_called(int slot, uintptr_t a0, uintptr_t a1, uintptr_t a2,
                                    uintptr_t a3, uintptr_t a4, uintptr_t a5)
{
    (void)a4, (void)a5;
    if (slot == 7) {
        if (!a1 || !a2)
            return CUDA_ERROR_INVALID_VALUE;
        return visit_functions((CUmodule)a1, (visit_fn)a2, a3);
    }
    static unsigned char said[TOOLS_MODULE_SLOTS + 1];
    return unrecorded("6e163fbe", said, slot, a0, a1, a2);
}

SLOTS1_9(tools_module)
SLOT(tools_module, 10) SLOT(tools_module, 11) SLOT(tools_module, 12) SLOT(tools_module, 13)
SLOT(tools_module, 14) SLOT(tools_module, 15)

static const void *const k_tools_module[1 + TOOLS_MODULE_SLOTS] = {
    (const void *)((1 + TOOLS_MODULE_SLOTS) * sizeof(void *)),
    ENTRIES1_9(tools_module),
    E(tools_module, 10), E(tools_module, 11), E(tools_module, 12), E(tools_module, 13),
    E(tools_module, 14), E(tools_module, 15),
};

/* ---------------------------------------------------------------- 1734dc26 */

/* 1734dc26-800d-4745-8726-c0f1e7dd8bca: cuBLASLt 13 asks for it once, in its first half
 * precision heuristic (PyTorch's float16 matmul), and does not check the answer: refused, it
 * dereferences the NULL table. The real table has 16 code slots; natively slot 4 (two
 * out-pointers, the table) and slot 13 (what slot 4 gave, 12, 4, a record) were called once.
 * Asked directly (native/gpu/h200/2026-12-02/run1-diag/slot-probe.json), slot 4 makes two
 * 72-byte heap objects holding fixed index tables; what slot 13 computes from them is not
 * known. Every slot answers CUDA_ERROR_NOT_SUPPORTED: cuBLASLt then skips slot 13 and chooses
 * and runs the same kernels as natively (H200 2026-12-02, run 1: float16, bfloat16 and fp8
 * GEMMs, bias and GELU epilogues, every attention backend, autocast training, each
 * bit-identical to the native run). Slot 4's refusal is that tested answer, said only with
 * LUPINE_DEBUG; any other slot is unrecorded and says so. */
#define T1734_SLOTS 16

static CUresult t1734_called(int slot, uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3,
                             uintptr_t a4, uintptr_t a5)
{
    (void)a3, (void)a4, (void)a5;
    if (slot == 4) {
        lc_debug("cuBLASLt's table 1734dc26 slot 4: refused, as tested on the H200 (cuBLASLt "
                 "then computes as natively)");
        return CUDA_ERROR_NOT_SUPPORTED;
    }
    static unsigned char said[T1734_SLOTS + 1];
    return unrecorded("1734dc26", said, slot, a0, a1, a2);
}

SLOTS1_9(t1734)
SLOT(t1734, 10) SLOT(t1734, 11) SLOT(t1734, 12) SLOT(t1734, 13) SLOT(t1734, 14)
SLOT(t1734, 15) SLOT(t1734, 16)

static const void *const k_t1734[1 + T1734_SLOTS] = {
    (const void *)((1 + T1734_SLOTS) * sizeof(void *)),
    ENTRIES1_9(t1734),
    E(t1734, 10), E(t1734, 11), E(t1734, 12), E(t1734, 13), E(t1734, 14), E(t1734, 15),
    E(t1734, 16),
};

/* ---------------------------------------------------------------- f8cff951 */

/* f8cff951-2146-8b4e-b9e2-fb469e7c0dd9: the runtime asks for it before cuInit; the driver's
 * table has a size word and two code slots, and no trace recorded a call of either (cupy's and
 * PyTorch's runtimes, H200 2026-12-01). Given as the driver gives it, each slot unrecorded. */
static CUresult tf8cf_called(int slot, uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3,
                             uintptr_t a4, uintptr_t a5)
{
    (void)a3, (void)a4, (void)a5;
    static unsigned char said[3];
    return unrecorded("f8cff951", said, slot, a0, a1, a2);
}

SLOT(tf8cf, 1) SLOT(tf8cf, 2)

static const void *const k_tf8cf[3] = {(const void *)(3 * sizeof(void *)), E(tf8cf, 1),
                                       E(tf8cf, 2)};

/* ---------------------------------------------------------------- da9151d3 */

/* da9151d3-3ae6-cc41-a5c0-4f26d533e328: NVRTC asks for it when it links LTO IR (cupy's kernels,
 * cuDNN's runtime-compiled attention). The driver's table has a size word and six code slots;
 * the one call recorded (slot 1: an output record, 2, LLVM bitcode and its size, the options
 * "-arch=compute_90 -ftz=1 ...", a build string; native/trace/h200/trace-cupy-wrap.log) was
 * answered CUDA_ERROR_INVALID_VALUE by the H200's driver, and NVRTC then compiled by itself.
 * Slot 1 answers the same; the others are unrecorded. */
#define TDA91_SLOTS 6

static CUresult tda91_called(int slot, uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3,
                             uintptr_t a4, uintptr_t a5)
{
    (void)a3, (void)a4, (void)a5;
    if (slot == 1) {
        lc_debug("NVRTC's table da9151d3 slot 1: CUDA_ERROR_INVALID_VALUE, as the driver answered");
        return CUDA_ERROR_INVALID_VALUE;
    }
    static unsigned char said[TDA91_SLOTS + 1];
    return unrecorded("da9151d3", said, slot, a0, a1, a2);
}

SLOT(tda91, 1) SLOT(tda91, 2) SLOT(tda91, 3) SLOT(tda91, 4) SLOT(tda91, 5) SLOT(tda91, 6)

static const void *const k_tda91[1 + TDA91_SLOTS] = {
    (const void *)((1 + TDA91_SLOTS) * sizeof(void *)),
    E(tda91, 1), E(tda91, 2), E(tda91, 3), E(tda91, 4), E(tda91, 5), E(tda91, 6),
};

/* ---------------------------------------------------------------- lookup */

typedef struct {
    unsigned char uuid[16];
    const void *const *table;
    const char *name;
} lp_export;

static const lp_export k_exports[] = {
    {{0x6b, 0xd5, 0xfb, 0x6c, 0x5b, 0xf4, 0xe7, 0x4a, 0x89, 0x87, 0xd9, 0x39, 0x12, 0xfd, 0x9d, 0xf9},
     k_cudart, "runtime interface"},
    {{0xa0, 0x94, 0x79, 0x8c, 0x2e, 0x74, 0x2e, 0x74, 0x93, 0xf2, 0x08, 0x00, 0x20, 0x0c, 0x0a, 0x66},
     k_tools_hooks, "tools runtime hooks"},
    {{0xc6, 0x93, 0x33, 0x6e, 0x11, 0x21, 0xdf, 0x11, 0xa8, 0xc3, 0x68, 0xf3, 0x55, 0xd8, 0x95, 0x93},
     k_cls, "context-local storage"},
    {{0x42, 0xd8, 0x5a, 0x81, 0x23, 0xf6, 0xcb, 0x47, 0x82, 0x98, 0xf6, 0xe7, 0x8a, 0x3a, 0xec, 0xdc},
     k_tools_tls, "tools TLS"},
    {{0xd4, 0x08, 0x20, 0x55, 0xbd, 0xe6, 0x70, 0x4b, 0x8d, 0x34, 0xba, 0x12, 0x3c, 0x66, 0xe1, 0xf2},
     k_integrity, "integrity check"},
    {{0x26, 0x3e, 0x88, 0x60, 0x7c, 0xd2, 0x61, 0x43, 0x92, 0xf6, 0xbb, 0xd5, 0x00, 0x6d, 0xfa, 0x7e},
     k_ctx_checks, "context checks"},
    {{0x21, 0x31, 0x8c, 0x60, 0x97, 0x14, 0x32, 0x48, 0x8c, 0xa6, 0x41, 0xff, 0x73, 0x24, 0xc8, 0xf2},
     k_tools_ctx, "tools context"},
    {{0x6e, 0x16, 0x3f, 0xbe, 0xb9, 0x58, 0x44, 0x4d, 0x83, 0x5c, 0xe1, 0x82, 0xaf, 0xf1, 0x99, 0x1e},
     k_tools_module, "tools module"},
    {{0x17, 0x34, 0xdc, 0x26, 0x80, 0x0d, 0x47, 0x45, 0x87, 0x26, 0xc0, 0xf1, 0xe7, 0xdd, 0x8b, 0xca},
     k_t1734, "cuBLASLt's 1734dc26"},
    {{0xf8, 0xcf, 0xf9, 0x51, 0x21, 0x46, 0x8b, 0x4e, 0xb9, 0xe2, 0xfb, 0x46, 0x9e, 0x7c, 0x0d, 0xd9},
     k_tf8cf, "f8cff951"},
    {{0xda, 0x91, 0x51, 0xd3, 0x3a, 0xe6, 0xcc, 0x41, 0xa5, 0xc0, 0x4f, 0x26, 0xd5, 0x33, 0xe3, 0x28},
     k_tda91, "NVRTC's da9151d3"},
};

CUresult lp_export_table(const void **ppExportTable, const CUuuid *pExportTableId)
{
    if (!ppExportTable || !pExportTableId)
        return CUDA_ERROR_INVALID_VALUE;
    const unsigned char *u = (const unsigned char *)pExportTableId->bytes;
    for (size_t i = 0; i < sizeof k_exports / sizeof k_exports[0]; i++)
        if (!memcmp(k_exports[i].uuid, u, 16)) {
            *ppExportTable = k_exports[i].table;
            lc_debug("cuGetExportTable: %s", k_exports[i].name);
            return CUDA_SUCCESS;
        }
    *ppExportTable = NULL;
    lc_debug("cuGetExportTable: unknown table "
             "%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-%02x%02x%02x%02x%02x%02x refused",
             u[0], u[1], u[2], u[3], u[4], u[5], u[6], u[7], u[8], u[9], u[10], u[11], u[12],
             u[13], u[14], u[15]);
    return CUDA_ERROR_NOT_FOUND;
}

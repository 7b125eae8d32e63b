/* The bodies of the CUDA runtime's private tables (cuGetExportTable) that cannot be generated,
 * built into the shim and into the stand-in driver, each answering the hooks of
 * lupine/export_tables.h from its own state.
 *
 * The tables themselves (UUIDs, sizes, which slot holds which body, NULLs, the stubs of slots
 * no trace has shown in use) are declared once, in codegen/export_tables.toml, and generated
 * into generated/export_tables_gen.c; each body here is defined against the prototype
 * generated from its declared signature (generated/export_tables_gen.h), named
 * lp_xt_<table>_<slot>. The declaration says for each table what is known of it and from
 * where; the comments here say what a body does and the recordings it answers as. */
#define _GNU_SOURCE
#include "lupine/export_tables.h"

#include "export_tables_gen.h"
#include "lupine/integrity.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---------------------------------------------------------------- runtime interface */

CUresult CUDAAPI lp_xt_cudart_module_from_fatbin(CUmodule *module, const void *wrapper)
{
    return cuModuleLoadData(module, wrapper);
}

CUresult CUDAAPI lp_xt_cudart_primary_context(CUcontext *pctx, CUdevice dev)
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

CUresult CUDAAPI lp_xt_cudart_module_from_fatbin_ext1(CUmodule *module, const void *wrapper,
                                                      void *a3, void *a4, unsigned a5)
{
    (void)a3;
    (void)a4;
    (void)a5;
    return cuModuleLoadData(module, wrapper);
}

void CUDAAPI lp_xt_cudart_fn7(uintptr_t a) { (void)a; }

CUresult CUDAAPI lp_xt_cudart_module_from_fatbin_ext2(const void *fatbin, CUmodule *module,
                                                      void *a3, void *a4, unsigned a5)
{
    (void)a3;
    (void)a4;
    (void)a5;
    return cuModuleLoadData(module, fatbin);
}

CUresult CUDAAPI lp_xt_cudart_load_compilers(void) { return CUDA_SUCCESS; }

/* ---------------------------------------------------------------- tools hooks */

static uint32_t g_tools_buffer1[1024];
static uint32_t g_tools_buffer2[14];

void CUDAAPI lp_xt_tools_hooks_buffer1(void **p, size_t *n)
{
    *p = g_tools_buffer1;
    *n = sizeof g_tools_buffer1 / sizeof g_tools_buffer1[0];
}

void CUDAAPI lp_xt_tools_hooks_buffer2(void **p, size_t *n)
{
    *p = g_tools_buffer2;
    *n = sizeof g_tools_buffer2 / sizeof g_tools_buffer2[0];
}

/* ---------------------------------------------------------------- tools TLS */

/* Slot 2, as the real driver (580.159.04) answered every call recorded on the H200
 * (native/trace/h200/2026-12-01: 179 calls from PyTorch's cuBLASLt, 3 from NVIDIA's
 * simpleCUBLAS): it stores the calling thread's current context in the first word of the
 * record its first argument points to, and answers 0. The runtimes inside cuBLAS 13 call it
 * without checking the slot: left NULL it was a jump to address 0 (cublasLt heuristics,
 * H200 backtrace 2026-12-01). The other arguments (a size or a record, a callback id) are
 * not read. */
CUresult CUDAAPI lp_xt_tools_tls_current_context(void **record, uintptr_t a1, uintptr_t a2)
{
    (void)a1;
    (void)a2;
    if (!record)
        return CUDA_ERROR_INVALID_VALUE;
    record[0] = lc_current_ctx();
    return CUDA_SUCCESS;
}

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

CUresult CUDAAPI lp_xt_cls_put(CUcontext ctx, void *key, void *value, cls_dtor dtor)
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

CUresult CUDAAPI lp_xt_cls_delete(CUcontext ctx, void *key)
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

CUresult CUDAAPI lp_xt_cls_get(void **value, CUcontext ctx, void *key)
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

/* ---------------------------------------------------------------- integrity check */

/* The answer binds this library's own tables and slot (lupine/integrity.h). */
CUresult CUDAAPI lp_xt_integrity_check(uint32_t version, uint64_t unix_seconds, uint64_t *out)
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
    in.cudart_table = lp_xt_tables[LP_XT_CUDART];
    in.integrity_table = lp_xt_tables[LP_XT_INTEGRITY];
    in.slot_fn = (const void *)lp_xt_integrity_check;
    in.unix_seconds = unix_seconds;
    lupine_integrity_hash(&in, devs, count, out);
    return CUDA_SUCCESS;
}

/* ---------------------------------------------------------------- context checks */

CUresult CUDAAPI lp_xt_ctx_checks_check(CUcontext ctx, uint32_t *result1, const void **result2)
{
    (void)ctx;
    (void)result2;
    if (result1)
        *result1 = 0;
    return CUDA_SUCCESS;
}

uint32_t CUDAAPI lp_xt_ctx_checks_check3(void) { return 0; }

/* ---------------------------------------------------------------- slots not recorded in use */

/* A slot of a private table that no trace has shown in use (the generated stubs, and a
 * recorded slot called otherwise than recorded): say so once per slot on stderr, whatever
 * LUPINE_DEBUG says, and answer CUDA_ERROR_NOT_SUPPORTED, so that the caller's error path runs
 * rather than an invented answer. */
CUresult lp_xt_unrecorded(int table, int slot, uintptr_t a0, uintptr_t a1, uintptr_t a2)
{
    static unsigned char said[LP_XT_COUNT][LP_XT_MAX_ENTRIES];
    if (table < 0 || table >= LP_XT_COUNT || slot < 0 || slot >= LP_XT_MAX_ENTRIES)
        return CUDA_ERROR_NOT_SUPPORTED;
    if (!__atomic_exchange_n(&said[table][slot], 1, __ATOMIC_RELAXED))
        fprintf(stderr,
                "lupine: a CUDA library called slot %d of export table %s (a0=0x%lx a1=0x%lx "
                "a2=0x%lx), which LUPINE does not implement yet\n",
                slot, lp_xt_decls[table].tag, (unsigned long)a0, (unsigned long)a1,
                (unsigned long)a2);
    return CUDA_ERROR_NOT_SUPPORTED;
}

/* ---------------------------------------------------------------- tools context */

/* Slot 4: every recorded call (H200, driver 580.159.04, 2026-12-01: PyTorch's cuBLASLt 179
 * times, the toolkit's cuBLAS and cuFFT in NVIDIA's samples) passed a context first and the
 * second word of a record; the driver wrote the 64-bit value 1 there and answered 0. */
CUresult CUDAAPI lp_xt_tools_ctx_slot4(uintptr_t context, uintptr_t record, uintptr_t a2)
{
    if (!record)
        return lp_xt_unrecorded(LP_XT_TOOLS_CTX, LP_XT_SLOT_TOOLS_CTX_SLOT4, context, record, a2);
    uint64_t one = 1;
    memcpy((void *)record, &one, sizeof one);
    return CUDA_SUCCESS;
}

/* Slots 51 and 39 (the toolkit's cuBLAS 13 calls them in pairs, once per cuBLAS call: 2092
 * times in 7 samples). Recorded on the H200 (native/gpu/h200/2026-12-01/run4): 51 (context,
 * stream or NULL, &object) stored a pointer to a driver object whose words were
 * {1, 0, context, 0, 0, 1, ...}; 39 (context, that object, record) wrote the 64-bit value 7
 * into the record's first word. Both answered 0. The same answers here: one object per
 * context (a process has few contexts). */
enum { TOOLS_CTX_OBJECTS = 64 };
static uint64_t g_ctx_objects[TOOLS_CTX_OBJECTS][12];
static pthread_mutex_t g_ctx_objects_lock = PTHREAD_MUTEX_INITIALIZER;

CUresult CUDAAPI lp_xt_tools_ctx_slot51(uintptr_t context, uintptr_t stream, uintptr_t object_out)
{
    (void)stream;
    if (!context || !object_out)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&g_ctx_objects_lock);
    int k = 0;
    while (k < TOOLS_CTX_OBJECTS - 1 && g_ctx_objects[k][2] && g_ctx_objects[k][2] != context)
        k++;
    uint64_t *o = g_ctx_objects[k];
    o[0] = 1;
    o[2] = context;
    o[5] = 1;
    pthread_mutex_unlock(&g_ctx_objects_lock);
    uintptr_t h = (uintptr_t)o;
    memcpy((void *)object_out, &h, sizeof h);
    return CUDA_SUCCESS;
}

CUresult CUDAAPI lp_xt_tools_ctx_slot39(uintptr_t context, uintptr_t object, uintptr_t record)
{
    (void)context;
    if (!object || !record)
        return CUDA_ERROR_INVALID_VALUE;
    uint64_t seven = 7;
    memcpy((void *)record, &seven, sizeof seven);
    return CUDA_SUCCESS;
}

/* ---------------------------------------------------------------- tools module */

/* Slot 7 (context, module, callback, user) calls callback(user, function, mangled name) for
 * every function of the module, in the driver's order, and answers how many it visited: asked
 * directly on the H200 (native/gpu/h200/2026-12-02/run1-diag/slot-probe.json: a module of two
 * entries, two calls and the answer 2, whatever the callback returned; cuFFT's callback is
 * `*user = function`, with no return value). cuFFT takes an answer of 0 as "no function"
 * (CUFFT_INTERNAL_ERROR at plan creation: the H200 runs of 2026-12-01 and 12-02 through
 * LUPINE). The functions come from cuModuleEnumerateFunctions and cuFuncGetName; the answer is
 * CUresult-typed in the table, so an error of those (always >= 100 here:
 * CUDA_ERROR_INVALID_HANDLE ...) is told apart from a count only by its size, as the driver's
 * own answers are. */
CUresult CUDAAPI lp_xt_tools_module_visit_functions(CUcontext ctx, CUmodule mod,
                                                    void (*visit)(uintptr_t user, CUfunction f,
                                                                  const char *name),
                                                    uintptr_t user)
{
    (void)ctx;
    if (!mod || !visit)
        return CUDA_ERROR_INVALID_VALUE;
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

/* ---------------------------------------------------------------- cuBLASLt's heuristics */

/* cuBLASLt 13 asks for this table once, in its first half precision heuristic (PyTorch's
 * float16 matmul), and does not check the answer: refused, it dereferences the NULL table. The
 * real table has 16 code slots; natively slot 4 (two out-pointers, the table) and slot 13
 * (what slot 4 gave, 12, 4, a record) were called once. Asked directly
 * (native/gpu/h200/2026-12-02/run1-diag/slot-probe.json), slot 4 makes two 72-byte heap
 * objects holding fixed index tables; what slot 13 computes from them is not known. Slot 4
 * answers CUDA_ERROR_NOT_SUPPORTED: cuBLASLt then skips slot 13 and chooses and runs the same
 * kernels as natively (H200 2026-12-02, run 1: float16, bfloat16 and fp8 GEMMs, bias and GELU
 * epilogues, every attention backend, autocast training, each bit-identical to the native
 * run). That refusal is the tested answer, said only with LUPINE_DEBUG; any other slot is
 * unrecorded and says so. */
CUresult CUDAAPI lp_xt_cublaslt_slot4(void **out1, void **out2, const void *table)
{
    (void)out1, (void)out2, (void)table;
    lc_debug("cuBLASLt's table %s slot 4: refused, as tested on the H200 (cuBLASLt then "
             "computes as natively)",
             lp_xt_decls[LP_XT_CUBLASLT].tag);
    return CUDA_ERROR_NOT_SUPPORTED;
}

/* ---------------------------------------------------------------- NVRTC's LTO */

/* NVRTC asks for this table when it links LTO IR (cupy's kernels, cuDNN's runtime-compiled
 * attention). The driver's table has a size word and six code slots; the one call recorded
 * (slot 1: an output record, 2, LLVM bitcode and its size, the options "-arch=compute_90
 * -ftz=1 ...", a build string; native/trace/h200/trace-cupy-wrap.log) was answered
 * CUDA_ERROR_INVALID_VALUE by the H200's driver, and NVRTC then compiled by itself. Slot 1
 * answers the same. */
CUresult CUDAAPI lp_xt_nvrtc_lto_link(void *record, uintptr_t a1, const void *ir, size_t ir_size,
                                      const char *options, const char *build)
{
    (void)record, (void)a1, (void)ir, (void)ir_size, (void)options, (void)build;
    lc_debug("NVRTC's table %s slot 1: CUDA_ERROR_INVALID_VALUE, as the driver answered",
             lp_xt_decls[LP_XT_NVRTC_LTO].tag);
    return CUDA_ERROR_INVALID_VALUE;
}

/* ---------------------------------------------------------------- lookup */

CUresult lp_export_table(const void **ppExportTable, const CUuuid *pExportTableId)
{
    if (!ppExportTable || !pExportTableId)
        return CUDA_ERROR_INVALID_VALUE;
    const unsigned char *u = (const unsigned char *)pExportTableId->bytes;
    for (int i = 0; i < LP_XT_COUNT; i++)
        if (!memcmp(lp_xt_decls[i].uuid, u, 16)) {
            *ppExportTable = lp_xt_tables[i];
            lc_debug("cuGetExportTable: %s (%s)", lp_xt_decls[i].name, lp_xt_decls[i].tag);
            return CUDA_SUCCESS;
        }
    *ppExportTable = NULL;
    lc_debug("cuGetExportTable: unknown table "
             "%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-%02x%02x%02x%02x%02x%02x refused",
             u[0], u[1], u[2], u[3], u[4], u[5], u[6], u[7], u[8], u[9], u[10], u[11], u[12],
             u[13], u[14], u[15]);
    return CUDA_ERROR_NOT_FOUND;
}

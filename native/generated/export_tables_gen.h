/* GENERATED FILE - DO NOT EDIT.
 * Written by `python -m codegen` from codegen/export_tables.toml. Edit that and regenerate. */
/* The CUDA runtime's private tables (cuGetExportTable) as declared: UUIDs, sizes, slots
 * and where each runs. export_tables_decl.c describes them (lupine_common: the tracer
 * decodes with it); export_tables_gen.c builds them (the shim and the stand-in, with
 * native/common/export_tables.c, which defines the bodies declared below). */
#ifndef LUPINE_EXPORT_TABLES_GEN_H
#define LUPINE_EXPORT_TABLES_GEN_H

#include <cuda.h>
#include <stddef.h>
#include <stdint.h>

/* What an entry holds: the size word, NULL, a body of the given origin, or a stub. */
enum {
    LP_XT_RUNS_NULL,
    LP_XT_RUNS_SIZE,
    LP_XT_RUNS_CLIENT,
    LP_XT_RUNS_SERVER,
    LP_XT_RUNS_RECORDING,
    LP_XT_RUNS_UNRECORDED,
};

typedef struct {
    const char *name; /* the declared slot's name; NULL for the others */
    int runs;         /* LP_XT_RUNS_* */
} lp_xt_slot;

typedef struct {
    unsigned char uuid[16]; /* memory order, as cuGetExportTable compares it */
    const char *id;
    const char *name;
    const char *tag;        /* the UUID's first 8 hex digits */
    int entries;            /* pointer-sized entries, slot 0 included */
    int size_word;          /* slot 0 holds entries * sizeof(void *) */
    const lp_xt_slot *slots; /* `entries` of them */
} lp_xt_decl;

/* The tables, in lp_xt_decls' order. */
enum {
    LP_XT_CUDART,
    LP_XT_TOOLS_HOOKS,
    LP_XT_CLS,
    LP_XT_TOOLS_TLS,
    LP_XT_INTEGRITY,
    LP_XT_CTX_CHECKS,
    LP_XT_TOOLS_CTX,
    LP_XT_TOOLS_MODULE,
    LP_XT_CUBLASLT,
    LP_XT_RUNTIME_EARLY,
    LP_XT_NVRTC_LTO,
    LP_XT_COUNT
};

#define LP_XT_MAX_ENTRIES 95

/* Declared slots' indices. */
#define LP_XT_SLOT_CUDART_MODULE_FROM_FATBIN 1
#define LP_XT_SLOT_CUDART_PRIMARY_CONTEXT 2
#define LP_XT_SLOT_CUDART_MODULE_FROM_FATBIN_EXT1 6
#define LP_XT_SLOT_CUDART_FN7 7
#define LP_XT_SLOT_CUDART_MODULE_FROM_FATBIN_EXT2 8
#define LP_XT_SLOT_CUDART_LOAD_COMPILERS 12
#define LP_XT_SLOT_TOOLS_HOOKS_BUFFER1 2
#define LP_XT_SLOT_TOOLS_HOOKS_BUFFER2 6
#define LP_XT_SLOT_CLS_PUT 0
#define LP_XT_SLOT_CLS_DELETE 1
#define LP_XT_SLOT_CLS_GET 2
#define LP_XT_SLOT_TOOLS_TLS_CURRENT_CONTEXT 2
#define LP_XT_SLOT_INTEGRITY_CHECK 1
#define LP_XT_SLOT_CTX_CHECKS_CHECK 2
#define LP_XT_SLOT_CTX_CHECKS_CHECK3 3
#define LP_XT_SLOT_TOOLS_CTX_SLOT4 4
#define LP_XT_SLOT_TOOLS_CTX_SLOT39 39
#define LP_XT_SLOT_TOOLS_CTX_SLOT51 51
#define LP_XT_SLOT_TOOLS_MODULE_VISIT_FUNCTIONS 7
#define LP_XT_SLOT_CUBLASLT_SLOT4 4
#define LP_XT_SLOT_NVRTC_LTO_LINK 1

extern const lp_xt_decl lp_xt_decls[LP_XT_COUNT];

/* ---- export_tables_gen.c: the tables (the shim and the stand-in) ---- */

extern const void *const *const lp_xt_tables[LP_XT_COUNT];
extern const void *const lp_xt_table_cudart[13];
extern const void *const lp_xt_table_tools_hooks[7];
extern const void *const lp_xt_table_cls[4];
extern const void *const lp_xt_table_tools_tls[4];
extern const void *const lp_xt_table_integrity[3];
extern const void *const lp_xt_table_ctx_checks[4];
extern const void *const lp_xt_table_tools_ctx[95];
extern const void *const lp_xt_table_tools_module[16];
extern const void *const lp_xt_table_cublaslt[17];
extern const void *const lp_xt_table_runtime_early[3];
extern const void *const lp_xt_table_nvrtc_lto[7];

/* ---- hand-written in native/common/export_tables.c ---- */

/* A slot no trace has shown in use: named once on stderr, CUDA_ERROR_NOT_SUPPORTED. */
CUresult lp_xt_unrecorded(int table, int slot, uintptr_t a0, uintptr_t a1, uintptr_t a2);
/* runtime interface */
CUresult CUDAAPI lp_xt_cudart_module_from_fatbin(CUmodule *module, const void *wrapper);
CUresult CUDAAPI lp_xt_cudart_primary_context(CUcontext *pctx, CUdevice dev);
CUresult CUDAAPI lp_xt_cudart_module_from_fatbin_ext1(CUmodule *module, const void *wrapper, void *a3, void *a4, unsigned a5);
void CUDAAPI lp_xt_cudart_fn7(uintptr_t a);
CUresult CUDAAPI lp_xt_cudart_module_from_fatbin_ext2(const void *fatbin, CUmodule *module, void *a3, void *a4, unsigned a5);
CUresult CUDAAPI lp_xt_cudart_load_compilers(void);
/* tools runtime hooks */
void CUDAAPI lp_xt_tools_hooks_buffer1(void **p, size_t *n);
void CUDAAPI lp_xt_tools_hooks_buffer2(void **p, size_t *n);
/* context-local storage */
CUresult CUDAAPI lp_xt_cls_put(CUcontext ctx, void *key, void *value, void (CUDAAPI *dtor)(CUcontext, void *, void *));
CUresult CUDAAPI lp_xt_cls_delete(CUcontext ctx, void *key);
CUresult CUDAAPI lp_xt_cls_get(void **value, CUcontext ctx, void *key);
/* tools TLS */
CUresult CUDAAPI lp_xt_tools_tls_current_context(void **record, uintptr_t a1, uintptr_t a2);
/* integrity check */
CUresult CUDAAPI lp_xt_integrity_check(uint32_t version, uint64_t unix_seconds, uint64_t *out);
/* context checks */
CUresult CUDAAPI lp_xt_ctx_checks_check(CUcontext ctx, uint32_t *result1, const void **result2);
uint32_t CUDAAPI lp_xt_ctx_checks_check3(void);
/* tools context */
CUresult CUDAAPI lp_xt_tools_ctx_slot4(uintptr_t context, uintptr_t record, uintptr_t a2);
CUresult CUDAAPI lp_xt_tools_ctx_slot39(uintptr_t context, uintptr_t object, uintptr_t record);
CUresult CUDAAPI lp_xt_tools_ctx_slot51(uintptr_t context, uintptr_t stream, uintptr_t object_out);
/* tools module */
CUresult CUDAAPI lp_xt_tools_module_visit_functions(CUcontext ctx, CUmodule module, void (*visit)(uintptr_t user, CUfunction f, const char *name), uintptr_t user);
/* cuBLASLt's half-precision heuristics */
CUresult CUDAAPI lp_xt_cublaslt_slot4(void **out1, void **out2, const void *table);
/* NVRTC's LTO */
CUresult CUDAAPI lp_xt_nvrtc_lto_link(void *record, uintptr_t a1, const void *ir, size_t ir_size, const char *options, const char *build);

#endif

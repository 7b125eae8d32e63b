/* LUPINE trace: a libcuda.so.1 that logs every driver call and forwards it to the real
 * driver. Internal interface between trace.c and the generated wrappers (trace_gen.c). */
#ifndef LUPINE_TRACE_H
#define LUPINE_TRACE_H

#include <cuda.h>
#include <cudaProfiler.h>
#include <stddef.h>
#include <stdint.h>

#define LT_LINE_MAX 8192

typedef struct {
    char buf[LT_LINE_MAX];
    size_t len;
    int nargs;
} lt_line;

/* Generated tables (trace_gen.c), indexed alike. */
extern const int lt_function_count;
extern const char *const lt_names[];
extern void *lt_real[];
extern void *const lt_wrappers[];
extern const int lt_trampoline_count;
extern void *const lt_trampolines[];

/* Resolves the real driver on first use; returns CUDA_ERROR_NOT_SUPPORTED (and logs) when
 * the real driver lacks function `index`. */
CUresult lt_enter(int index);

void lt_begin(lt_line *l, const char *name);
void lt_i64(lt_line *l, const char *name, long long v);
void lt_u64(lt_line *l, const char *name, unsigned long long v);
void lt_hex(lt_line *l, const char *name, unsigned long long v);
void lt_f64(lt_line *l, const char *name, double v);
void lt_ptr(lt_line *l, const char *name, const void *p);
void lt_cstr(lt_line *l, const char *name, const char *s);
void lt_bytes(lt_line *l, const char *name, const void *p, size_t n);
void lt_result(lt_line *l, CUresult r);
void lt_end(lt_line *l);

/* Called by each export-table trampoline: slot `k` of the trampoline registry. */
uintptr_t lt_slot_call(int k, uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3,
                       uintptr_t a4, uintptr_t a5);

#endif

/* The CUDA runtime's private tables (cuGetExportTable) for programs that run on the stand-in
 * directly, without the shim: the shim's implementation (native/shim/export_tables.c: the
 * runtime interface, tools hooks, context-local storage, integrity check, context checks),
 * built a second time into this library under another name, so that standin.c's
 * cuGetExportTable answers the stand-in's own test table first and these after. The three
 * shim helpers it needs are answered from the stand-in's state below. */
#define cuGetExportTable standin_runtime_export_table
#include "../shim/export_tables.c"
#undef cuGetExportTable

#include "standin_internal.h"

#include <stdarg.h>

CUcontext lc_current_ctx(void) { return current(); }

/* In-process, the driver's function object is where the caller looks already. */
CUresult lc_function_object(CUfunction f, const char **name) { return cuFuncGetName(name, f); }

/* The primary context once retained (the runtime interface retains it the first time). */
CUcontext lc_primary_ctx(CUdevice dev)
{
    if (dev < 0 || dev >= g_ndev || need_init())
        return NULL;
    return handle_live(H_CTX, &g_primary[dev]) ? &g_primary[dev] : NULL;
}

/* LUPINE_DEBUG=1: the tables' diagnostics on stderr, as in the shim. */
void lc_debug(const char *fmt, ...)
{
    const char *d = getenv("LUPINE_DEBUG");
    if (!d || strcmp(d, "1"))
        return;
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "lupine-standin: ");
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

/* The shim's call counters (LUPINE_STATS, shim/stats.c) are off in the stand-in: the tables'
 * code may count its calls, and nothing here reports them. */
int lc_stats_on;
void lc_stats_count(uint32_t fn);
void lc_stats_count(uint32_t fn) { (void)fn; }

/* The hooks of the CUDA runtime's private tables (lupine/export_tables.h; the tables
 * themselves are common/export_tables.c, built into this library as into the shim), answered
 * from the stand-in's state, so that standin.c's cuGetExportTable answers the stand-in's own
 * test table first and the runtime's after. */
#include "standin_internal.h"

#include "lupine/export_tables.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

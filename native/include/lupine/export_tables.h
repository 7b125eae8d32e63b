/* The CUDA runtime's private tables (cuGetExportTable), declared in codegen/export_tables.toml:
 * generated/export_tables_gen.c and the bodies of common/export_tables.c, built into the shim
 * (libcuda.so.1, shim/export_tables.c) and into the stand-in driver (liblupine-standin.so,
 * standin/export_tables.c), neither of which includes the other. The library that builds them
 * in answers the hooks below from its own state. */
#ifndef LUPINE_EXPORT_TABLES_H
#define LUPINE_EXPORT_TABLES_H

#include <cuda.h>

/* The table of a UUID: CUDA_ERROR_NOT_FOUND (and *table NULL) for an unknown one,
 * CUDA_ERROR_INVALID_VALUE for a NULL argument. */
CUresult lp_export_table(const void **table, const CUuuid *id);

/* Context-local storage of the runtime (its table `cls`): the destructors registered for
 * ctx run, as when the driver destroys a context or resets a primary context. */
void lc_cls_destroy(CUcontext ctx);

/* ---- provided by the library that builds the tables in ---- */

/* The calling thread's current context (NULL: none). */
CUcontext lc_current_ctx(void);
/* The primary context of a device once retained (NULL: unknown, the table retains it). */
CUcontext lc_primary_ctx(CUdevice dev);
/* cuFuncGetName, for the tools-module table, which hands out the driver's function object. */
CUresult lc_function_object(CUfunction f, const char **name);
/* A diagnostic line on stderr under LUPINE_DEBUG=1. */
void lc_debug(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif

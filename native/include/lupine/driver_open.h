/* Finding and opening the real CUDA driver (libcuda.so.1) from inside a process that may
 * already hold a LUPINE library under the same SONAME. */
#ifndef LUPINE_DRIVER_OPEN_H
#define LUPINE_DRIVER_OPEN_H

#include <stddef.h>

/* Every LUPINE library that calls itself libcuda.so.1 (the shim, the tracer) exports this
 * symbol, so a candidate that has it is one of ours and never the real driver. */
#define LUPINE_MARKER_SYMBOL "lupine_libcuda_marker"

/* Opens the real driver. `explicit_path` (or $LUPINE_DRIVER when NULL) is tried alone when
 * set; otherwise the usual install locations (/usr/local/nvidia/lib64, the distribution's
 * libdir, CUDA's compat dir, each $LD_LIBRARY_PATH entry) and finally the loader's own
 * search. `dlflags` are passed to dlopen. On success returns the handle and writes the path
 * that worked to `path_out`; on failure returns NULL and writes the reason to `path_out`. */
void *lupine_open_driver(const char *explicit_path, int dlflags, char *path_out, size_t path_len);

/* An explicitly named library (argument or $LUPINE_DRIVER) may be another LUPINE library,
 * e.g. the tracer in front of the shim; only the caller itself is refused. `self` is any
 * address inside the caller's library (NULL: the caller is not a libcuda). */
void lupine_driver_self(const void *self);

#endif

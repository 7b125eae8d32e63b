/* The stand-in driver's driver layer: its files implement the driver API's entry points
 * (standin.c, module.c, pool.c, vmm.c, array.c, ipc.c, memops.c, green.c, tensormap.c,
 * nvml.c, export_tables.c), and graph.c, the graphs layer above them, uses them. Below it:
 * streams (sd_streams.h) and core (sd_core.h). */
#ifndef LUPINE_STANDIN_INTERNAL_H
#define LUPINE_STANDIN_INTERNAL_H

#include "sd_streams.h"

/* ---------------------------------------------------------------- memory (vmm.c, pool.c) */

/* The VMM mapping holding p (for pointer attributes): its device, range; 0 when none. */
int vmm_lookup(uintptr_t p, int *device, uintptr_t *base, size_t *size);
/* cuMemFree of a pool's memory: back to its pool now, without synchronising (pool.c). */
CUresult pool_free_now(CUdeviceptr p);
/* 1 when [p, p+n) lies in page-locked host memory of this driver (standin.c). */
int is_pinned(const void *p, size_t n);

/* ---------------------------------------------------------------- modules and kernels */

struct CUmod_st;
struct CUkern_st;

/* What cuFuncSetAttribute / cuKernelSetAttribute can set (the settable attributes of the
 * driver API's list) and the cache preference of cuFuncSetCacheConfig /
 * cuKernelSetCacheConfig, each with whether it was set: a function's own settings, or a
 * kernel's for one device. */
enum {
    SD_SET_MAX_DYNAMIC,
    SD_SET_CARVEOUT,
    SD_SET_CLUSTER_W,
    SD_SET_CLUSTER_H,
    SD_SET_CLUSTER_D,
    SD_SET_NON_PORTABLE,
    SD_SET_POLICY,
    SD_SET_CACHE_CONFIG,
    SD_SETTINGS
};
typedef struct {
    int set[SD_SETTINGS];
    int v[SD_SETTINGS];
} sd_settings;

/* A function: of a module, or a library kernel's function on one device (module.c). The
 * driver API's rule: what cuFuncSetAttribute sets overrides what cuKernelSetAttribute set for
 * the function's device, whichever came first; cuKernelGetAttribute answers the kernel's. */
struct CUfunc_st {
    struct CUmod_st *mod;
    struct entry_info_st *entry;
    int loaded;
    struct CUkern_st *kernel; /* the library kernel it is the function of, or NULL */
    int device;               /* the device it is that kernel's function on */
    sd_settings own;          /* set with cuFuncSetAttribute / cuFuncSetCacheConfig */
};

/* A launch as queued (module.c): entry and parameters copied at launch time. */
typedef struct {
    sd_op op;
    entry_info entry; /* a copy: the module may be unloaded before the launch runs */
    unsigned grid[3], block[3];
    unsigned shared;
    size_t nargs;
    unsigned char args[]; /* packed */
} sd_kernel_op;


/* A CUfunction, or a CUkernel given where a CUfunction goes, as its CUfunction (module.c). */
CUresult sd_resolve_func(CUfunction f, CUfunction *out);

/* ---------------------------------------------------------------- for graph.c */

/* Parameters packed as cuFuncGetParamInfo lays them out, from kernelParams or an `extra` list
 * (module.c); params_size: the packed size. */
#define SD_MAX_PARAM_BYTES 32768
CUresult pack_params(const entry_info *e, void **params, void **extra,
                     unsigned char buf[SD_MAX_PARAM_BYTES]);
size_t params_size(const entry_info *e);
/* array.c: where byte x of row y of slice z of array h is, its row pitch and row count; 0 when
 * h is no live array or (x, y, z) lies outside it. Takes g_lock. */
int array_side(CUarray h, size_t x, size_t y, size_t z, uintptr_t *base, size_t *pitch,
               size_t *height);
/* A memset of n elements of `width` bytes (1, 2, 4) now, on the calling thread (graph memset
 * nodes, on a worker): range-checked, under g_mem. */
CUresult memset_n(CUdeviceptr dst, const void *value, size_t width, size_t n);

/* ---------------------------------------------------------------- the device description */

int attribute_value(CUdevice_attribute a, CUdevice d);

#endif


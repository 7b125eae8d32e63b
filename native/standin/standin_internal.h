/* What native/standin/graph.c (graphs and stream capture) shares with standin.c: the handle
 * registry, the objects it replays work on, and the hooks by which standin.c records work
 * issued into a capturing stream instead of running it. Hidden: none of it is exported. */
#ifndef LUPINE_STANDIN_INTERNAL_H
#define LUPINE_STANDIN_INTERNAL_H

#include <cuda.h>
#include <pthread.h>
#include <stddef.h>

#define SD_HIDDEN __attribute__((visibility("hidden")))

enum { H_CTX = 1, H_STREAM, H_EVENT, H_MODULE, H_FUNCTION, H_GRAPH, H_NODE, H_EXEC, H_COND };

struct CUstream_st {
    CUcontext ctx;
    unsigned flags;
    double busy_until; /* CLOCK_MONOTONIC ms when its last queued work completes */
};
struct CUevent_st {
    unsigned flags;
    double ms; /* when the work before it completes */
    int recorded;
};
typedef struct {
    char name[256];
    int nparams;
    size_t offset[64];
    size_t size[64];
} entry_info;
struct CUfunc_st {
    CUmodule mod;
    entry_info *entry;
};

/* ---- standin.c ---- */
SD_HIDDEN extern pthread_mutex_t g_lock;
/* registry: with g_lock held */
SD_HIDDEN int handle_add(int type, void *p);
SD_HIDDEN int handle_ok(int type, const void *p);
SD_HIDDEN void handle_del(const void *p);
SD_HIDDEN CUresult need_ctx(void);
SD_HIDDEN CUresult check_stream(CUstream s);
SD_HIDDEN CUresult check_event(CUevent e);
SD_HIDDEN CUresult check_func(CUfunction f);
SD_HIDDEN CUresult dev_range(CUdeviceptr p, size_t n);
SD_HIDDEN double now_ms(void);
SD_HIDDEN double *busy_slot(CUstream s); /* with g_lock held */
SD_HIDDEN double stream_busy(CUstream s);
/* device memory: with g_lock held */
SD_HIDDEN CUresult mem_alloc(CUdeviceptr *dp, size_t n);
SD_HIDDEN CUresult mem_free(CUdeviceptr p);
/* kernels: parameters packed as cuFuncGetParamInfo lays them out (kernelParams or an extra
 * list), and the built-in host implementations */
#define SD_MAX_PARAM_BYTES 4096
SD_HIDDEN CUresult pack_params(const entry_info *e, void **params, void **extra,
                               unsigned char buf[SD_MAX_PARAM_BYTES]);
SD_HIDDEN size_t params_size(const entry_info *e);
SD_HIDDEN CUresult run_kernel(const entry_info *e, const unsigned char *args, unsigned threads,
                              CUstream s);
SD_HIDDEN CUresult memset_n(CUdeviceptr dst, const void *value, size_t width, size_t n);

/* ---- graph.c: hooks of standin.c's stream work ---- */
/* 1 when s is capturing: the work is recorded (by the sg_capture_* call) instead of run. */
SD_HIDDEN int sg_capturing(CUstream s);
SD_HIDDEN CUresult sg_capture_kernel(CUfunction f, const unsigned dims[7],
                                     const unsigned char *args, size_t nargs, CUstream s);
SD_HIDDEN CUresult sg_capture_memset(CUdeviceptr dst, const void *value, size_t width, size_t n,
                                     CUstream s);
SD_HIDDEN CUresult sg_capture_copy(CUdeviceptr dst_dev, void *dst_host, CUdeviceptr src_dev,
                                   const void *src_host, size_t n, CUstream s);
SD_HIDDEN CUresult sg_capture_event_record(CUevent e, CUstream s);
/* cuEventRecord outside capture: the event no longer names a captured point. */
SD_HIDDEN void sg_event_recorded(CUevent e);
/* cuStreamWaitEvent: 1 when the wait concerns a capture (joined or refused, *r says). */
SD_HIDDEN int sg_capture_wait(CUstream s, CUevent e, CUresult *r);
/* A potentially unsafe call (cuMemAlloc): refused while a capture prohibits it for the calling
 * thread's capture mode (cuThreadExchangeStreamCaptureMode). */
SD_HIDDEN CUresult sg_unsafe_call(void);

#endif

/* The stand-in driver's streams layer (stream.c): ordered work, events, host functions and
 * the hook of stream capture. Above core (sd_core.h), below the driver's entry points
 * (standin_internal.h). */
#ifndef LUPINE_SD_STREAMS_H
#define LUPINE_SD_STREAMS_H

#include "sd_core.h"

/* ---------------------------------------------------------------- streams (stream.c) */

/* A unit of stream-ordered work. `run` does it on the stream's worker thread and may be
 * called more than once (a graph replays it), so it must not consume the op; `drop` releases
 * what the op holds (NULL: nothing) before the op's memory is freed. A `run` that touches
 * device memory holds g_mem read-locked from its range checks to its last access, and only
 * then (a kernel that waits does not hold it while it waits). `ready` (NULL: always) says, with g_sq
 * held, whether the op may start: waits on events and on other streams are ops whose `run`
 * does nothing and whose `ready` is the condition. `late`: the op reads page-locked host
 * memory, so it starts only after the next synchronising call (or LATE_MS), as DMA reads
 * page-locked memory late: a caller that reuses such a buffer too early sends wrong data,
 * here as on a GPU. */
typedef struct sd_op sd_op;
enum {
    SD_CALL = 1,   /* anything else */
    SD_KERNEL,     /* a launch: sd_kernel_op */
    SD_COPY,       /* a copy */
    SD_MEMSET,     /* a memset */
    SD_HOST_FN,    /* a host function: sd_host_op */
    SD_EVENT,      /* an event record */
    SD_WAIT,       /* a wait (event, other stream) */
    SD_MEM_FREE,   /* cuMemFreeAsync */
};
struct sd_op {
    sd_op *next;
    int kind;
    int late;
    CUresult (*run)(sd_op *op);
    int (*ready)(sd_op *op);
    void (*drop)(sd_op *op);
    size_t size;       /* bytes of the op including its payload */
    /* set by the queue */
    int claim;       /* a synchronous call runs it on its own thread (stream.c) */
    CUresult status; /* the stream's latched error when the op starts (0: none) */
    struct CUstream_st *stream;
    uint64_t seq;
    uint64_t kick;
    double queued_ms;
};

/* A new op of `size` bytes (>= sizeof(sd_op); the payload follows the header), zeroed. */
sd_op *sd_op_new(size_t size, int kind, CUresult (*run)(sd_op *));
void sd_op_free(sd_op *op);

struct CUstream_st {
    CUcontext ctx;
    int device;
    unsigned flags;
    int priority;
    int legacy; /* a context's NULL stream */
    /* the queue (g_sq) */
    sd_op *head, *tail;
    uint64_t enq_seq, done_seq;
    CUresult error; /* first error of its work, returned by the next synchronising call */
    int refs;       /* the handle, the worker, waits on it */
    int dead;       /* destroyed: the worker drains the queue and leaves */
    int has_worker;
    pthread_cond_t cv; /* work arrived */
    struct CUstream_st *next_live;
};

/* Resolves a stream argument: NULL, CU_STREAM_LEGACY and CU_STREAM_PER_THREAD are the
 * current context's NULL stream (the per-thread default stream is ordered as the legacy one
 * here: more order than CUDA promises, never less). CUDA_ERROR_INVALID_HANDLE for anything
 * that is not a live stream; CUDA_ERROR_INVALID_CONTEXT when a default stream is asked for
 * with no current context. */
CUresult sd_stream(CUstream s, struct CUstream_st **out);
/* A stream of context c (cuStreamCreateWithPriority's checks and clamping), registered. */
CUresult sd_stream_create(CUcontext c, unsigned flags, int priority, CUstream *out);
/* cuCtxRecordEvent / cuGreenCtxRecordEvent: e captures all work queued so far on c's streams
 * (recorded on c's NULL stream once each of c's other streams has done what was queued on it
 * before). cuCtxWaitEvent / cuGreenCtxWaitEvent: all work queued on c's streams later waits
 * for e's latest record (a wait on each live stream of c; streams made later start with one). */
CUresult sd_ctx_record_event(CUcontext c, CUevent e);
CUresult sd_ctx_wait_event(CUcontext c, CUevent e);
/* Queues op on stream s (taking it; it is freed on error). A legacy stream first waits for
 * the blocking streams of its context, a blocking stream for its context's NULL stream.
 * Callers ask sd_capture->capturing first whether s is capturing: then the work becomes a
 * graph node instead. */
CUresult sd_submit(CUstream s, sd_op *op);
/* Queues op and waits until it ran: synchronous calls (on an idle stream the caller runs it
 * itself). Returns the op's own error; CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED on a capturing
 * stream. */
CUresult sd_submit_wait(CUstream s, sd_op *op);
/* Queues fn(arg) on s: the hook for host functions (cuLaunchHostFunc). fn runs on the
 * stream's worker thread, after the work queued before it and before the work queued after
 * it. */
CUresult sd_enqueue_host_fn(CUstream s, void (*fn)(void *), void *arg);
/* Calls fn(arg) as a host function (its CUDA calls refused): graph host nodes, on a worker. */
void sd_host_call(void (*fn)(void *), void *arg);
/* An event recorded, or waited for, right now on the calling worker (graph event nodes):
 * record marks the event complete at this moment; wait blocks until its latest record is. */
void sd_event_record_now(CUevent e);
void sd_event_wait_now(CUevent e);
/* Waits until some stream's op completes (or a synchronising call), at most ms: a wait on
 * memory (memops.c) polls between. */
void sd_wait_progress(double ms);
/* A synchronising call: page-locked copies queued before it may start. */
void sd_kick(void);
/* Waits for the work queued so far on s / on every stream of the context / on every stream
 * of the device (module unloads, cuMemUnmap). Returns (and clears) the latched error of the stream(s). */
CUresult sd_stream_sync(struct CUstream_st *s);
CUresult sd_ctx_sync(CUcontext c);
void sd_device_sync(int device);
/* Waits until no queued op that `match` accepts (called with the queue lock held: it may only
 * read the op) is left on any stream. */
void sd_wait_matching(int (*match)(const sd_op *op, const void *arg), const void *arg);
/* A context goes: its work is waited for, its streams and events are destroyed. */
void sd_ctx_gone(CUcontext c);
/* CUDA_SUCCESS or CUDA_ERROR_INVALID_HANDLE / _INVALID_CONTEXT for a stream argument. */
CUresult check_stream(CUstream s);

/* Stream capture (the CUDA programming guide, "Stream Capture"): a capturing stream records
 * its work as graph nodes instead of queueing it. graph.c, above every file that queues work,
 * registers how from its constructor (sd_on_capture); until then no stream captures. Callers
 * ask `capturing` first; the other entries but the last three are called only for a
 * capturing stream. */
typedef struct {
    int (*capturing)(CUstream s);
    CUresult (*kernel)(CUfunction f, const unsigned dims[7], const unsigned char *args,
                       size_t nargs, CUstream s);
    CUresult (*memset2d)(CUdeviceptr dst, size_t pitch, const void *value, size_t width,
                         size_t n, size_t rows, CUstream s);
    CUresult (*copy3d)(const CUDA_MEMCPY3D *c, CUstream s);
    CUresult (*host)(void (*fn)(void *), void *arg, CUstream s);
    CUresult (*event_record)(CUevent e, CUstream s);
    /* cuEventRecord outside capture: the event no longer names a captured point. */
    void (*event_recorded)(CUevent e);
    /* cuStreamWaitEvent: 1 when the wait concerns a capture (joined or refused, *r says). */
    int (*wait)(CUstream s, CUevent e, CUresult *r);
    /* A potentially unsafe call (cuMemAlloc): refused while a capture prohibits it for the
     * calling thread's capture mode (cuThreadExchangeStreamCaptureMode). */
    CUresult (*unsafe_call)(void);
} sd_capture_ops;
extern const sd_capture_ops *sd_capture;
void sd_on_capture(const sd_capture_ops *ops);

#endif

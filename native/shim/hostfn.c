/* Host functions run on the client, in stream order (cuLaunchHostFunc, cuStreamAddCallback).
 *
 * The call travels as a deferred call carrying the stream and a cookie for (fn, userData[,
 * stream]) (notify.c). The server enqueues a host function of its own on that stream; when
 * the driver runs it, the server notifies us and holds the stream until our answer, and the
 * runner thread calls the application's function here. So the function runs after all work
 * before it in the stream, and work after it waits for it to return, as the driver API
 * documents ("The host function will be called after currently enqueued work and will block
 * work added after it", cuLaunchHostFunc). The documentation also says it "must not make any
 * CUDA API calls"; one that does anyway gets its answer as usual (the runner is not inside a
 * call, and the session thread of the server is never blocked by host functions), except that
 * waiting for its own stream never ends, as natively. */
#define _GNU_SOURCE
#include "client.h"

static CUresult launch_host_func(uint32_t fn, CUstream stream, CUhostFn f, void *user)
{
    if (!f)
        return CUDA_ERROR_INVALID_VALUE;
    uint64_t cookie = lc_cookie(LP_NOTE_HOSTFN, (void (*)(void))f, user, NULL);
    if (!cookie)
        return CUDA_ERROR_OUT_OF_MEMORY;
    lc_call c;
    CUresult r = lc_begin(&c, fn);
    if (r != CUDA_SUCCESS)
        return r;
    lc_notes_used();
    lc_stream(&c, &stream);
    lc_scalar(&c, &cookie, sizeof cookie);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) {
        lc_stream_submit(stream);
        /* sent now, not with the next call: the application may wait for what the function
         * does (a flag it sets) without making another CUDA call, as it may natively */
        r = lc_flush();
    }
    return r;
}

CUresult CUDAAPI cuLaunchHostFunc(CUstream hStream, CUhostFn fn, void *userData)
{
    lc_stats_call(LUPINE_FN_cuLaunchHostFunc);
    return launch_host_func(LUPINE_FN_cuLaunchHostFunc, hStream, fn, userData);
}

CUresult CUDAAPI cuLaunchHostFunc_ptsz(CUstream hStream, CUhostFn fn, void *userData)
{
    lc_stats_call(LUPINE_FN_cuLaunchHostFunc_ptsz);
    return launch_host_func(LUPINE_FN_cuLaunchHostFunc_ptsz, hStream, fn, userData);
}

/* The callback gets (stream, status, userData): the cookie keeps the stream the application
 * named, and the server's driver supplies the status. */
static CUresult add_callback(uint32_t fn, CUstream stream, CUstreamCallback cb, void *user,
                             unsigned flags)
{
    if (!cb || flags) /* "flags - Reserved for future use, must be 0" */
        return CUDA_ERROR_INVALID_VALUE;
    uint64_t cookie = lc_cookie(LP_NOTE_CALLBACK, (void (*)(void))cb, user, stream);
    if (!cookie)
        return CUDA_ERROR_OUT_OF_MEMORY;
    lc_call c;
    CUresult r = lc_begin(&c, fn);
    if (r != CUDA_SUCCESS)
        return r;
    lc_notes_used();
    uint64_t f = flags;
    lc_stream(&c, &stream);
    lc_scalar(&c, &cookie, sizeof cookie);
    lc_scalar(&c, &f, sizeof f);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) {
        lc_stream_submit(stream);
        r = lc_flush(); /* as for cuLaunchHostFunc */
    }
    return r;
}

CUresult CUDAAPI cuStreamAddCallback(CUstream hStream, CUstreamCallback callback, void *userData,
                                     unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuStreamAddCallback);
    return add_callback(LUPINE_FN_cuStreamAddCallback, hStream, callback, userData, flags);
}

CUresult CUDAAPI cuStreamAddCallback_ptsz(CUstream hStream, CUstreamCallback callback,
                                          void *userData, unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuStreamAddCallback_ptsz);
    return add_callback(LUPINE_FN_cuStreamAddCallback_ptsz, hStream, callback, userData, flags);
}

/* Routing of calls between servers (state layer, between the API files and the transport):
 * which server each call goes to, the server's values of the handles it names, and the
 * context it runs in there.
 *
 * A call goes to the server its arguments name: a handle's tag (transport.h: server k > 0 in
 * bits 56..62), a device's server (devices.c), the server whose range holds a device pointer
 * (memory.c); with none of these, the server of the calling thread's current context. An
 * argument of another server makes the call cross-server, refused (peer.c stages what can
 * be staged before it gets here). A library or kernel handle (CUlibrary, CUkernel, also one
 * given where a CUfunction goes) names no server when the call is about the context it runs
 * in (value_handles.c: lc_library_arg, registered with lc_route_values): it is sent as the value of the server the call goes
 * to, that server's copy of it, written when the argument is met and again if a later one
 * routes the call elsewhere; with no current context and nothing else named, such a call goes
 * to the server that loaded the library. lc_send and lc_defer fill in the server, the context
 * and the capture mode, then hand the call to the transport (client.c), which knows nothing
 * of handles or contexts. This file also forgets the state layer's process state in a forked
 * child. */
#define _GNU_SOURCE
#include "routing.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>


static __thread int t_route_next = -1, t_last_srv;

/* What the state layer knows of the calling thread, as it registered it (lc_route_contexts,
 * lc_route_capture_mode); until then: no context, and the driver's default capture mode. */
static CUcontext no_ctx(void) { return NULL; }
static CUcontext no_ctx_for(int srv)
{
    (void)srv;
    return NULL;
}
static int mode_global(void) { return CU_STREAM_CAPTURE_MODE_GLOBAL; }
static CUcontext (*g_current_ctx)(void) = no_ctx;
static CUcontext (*g_ctx_for_server)(int) = no_ctx_for;
static int (*g_capture_mode_sent)(void) = mode_global;

void lc_route_contexts(CUcontext (*current)(void), CUcontext (*for_server)(int srv))
{
    g_current_ctx = current;
    g_ctx_for_server = for_server;
}

void lc_route_capture_mode(int (*sent)(void)) { g_capture_mode_sent = sent; }

/* What the routing files above this one add, as they registered it from their constructors
 * (lc_route_devices, lc_route_ranges, lc_route_values): this file calls none of them by name.
 * NULL until then: devices are sent as numbered, pointers name no server, library handles
 * are sent as they are. */
static CUresult (*g_dev_in)(lc_call *c, CUdevice *dev);
static CUresult (*g_dev_out)(int srv, CUdevice *dev);
static int (*g_range_server)(uint64_t p);
static int (*g_library_arg)(uint32_t fn, uint64_t h);
static CUresult (*g_library_value_on)(uint64_t h, int srv, uint64_t *out);
static void (*g_values_forget)(void);

void lc_route_devices(CUresult (*dev_in)(lc_call *c, CUdevice *dev),
                      CUresult (*dev_out)(int srv, CUdevice *dev))
{
    g_dev_in = dev_in;
    g_dev_out = dev_out;
}

void lc_route_ranges(int (*range_server)(uint64_t p)) { g_range_server = range_server; }

void lc_route_values(int (*library_arg)(uint32_t fn, uint64_t h),
                     CUresult (*value_on)(uint64_t h, int srv, uint64_t *out),
                     void (*forget)(void))
{
    g_library_arg = library_arg;
    g_library_value_on = value_on;
    g_values_forget = forget;
}

CUcontext lc_route_ctx(void) { return g_current_ctx(); }

void lc_route_next(int srv) { t_route_next = srv; }

int lc_last_server(void) { return t_last_srv; }

/* The server a call goes to as far as its arguments so far say: the one they named, else the
 * one lc_route_next names, else the current context's. */
static int target(const lc_call *c)
{
    if (c->srv >= 0)
        return c->srv;
    if (t_route_next >= 0 && t_route_next < lc_servers())
        return t_route_next;
    return lc_current_server();
}

/* Writes server srv's values of c's library and kernel arguments into the call. Making one
 * may take calls of its own (a load, a lookup), which go where they are sent: the thread's
 * lc_route_next is set aside meanwhile. */
static void write_library_args(lc_call *c, int srv)
{
    int next = t_route_next;
    t_route_next = -1;
    c->lib_srv = srv;
    c->lib_err = CUDA_SUCCESS;
    for (int i = 0; i < c->nlib; i++) {
        uint64_t v = 0;
        CUresult r = g_library_value_on(c->lib_h[i], srv, &v);
        if (r != CUDA_SUCCESS && c->lib_err == CUDA_SUCCESS)
            c->lib_err = r;
        if (!c->args.failed)
            memcpy(c->args.data + c->lib_at[i], &v, 8);
    }
    t_route_next = next;
}

void lc_route(lc_call *c, int srv)
{
    if (srv < 0)
        return;
    if (c->srv < 0) {
        c->srv = srv;
        if (c->nlib && c->lib_srv != srv) /* written for another server: that one's values */
            write_library_args(c, srv);
    } else if (c->srv != srv) {
        c->cross = 1;
    }
}

int lc_handle_server(uint64_t h)
{
    if (h < LC_HANDLE_MIN)
        return -1;
    int srv = (int)(h >> LC_TAG_SHIFT);
    return srv < lc_servers() ? srv : -1;
}

uint64_t lc_handle_strip(uint64_t h)
{
    return h < LC_HANDLE_MIN ? h : h & ((UINT64_C(1) << LC_TAG_SHIFT) - 1);
}

void lc_handle(lc_call *c, const void *p)
{
    uint64_t h;
    memcpy(&h, p, 8);
    if (h >= LC_HANDLE_MIN) {
        int srv = (int)(h >> LC_TAG_SHIFT);
        if (srv >= lc_servers())
            c->bad_handle = 1; /* a tag no server of this process has: never a handle of ours */
        if (g_library_arg && g_library_arg(c->fn, h)) {
            /* a library or kernel, usable on every server: the call's server's value */
            if (c->nlib == LC_MAX_LIBRARY_ARGS) {
                c->args.failed = 1;
                return;
            }
            if (c->srv < 0 && !g_current_ctx())
                lc_route(c, srv); /* no context to run in: its own server answers */
            c->lib_at[c->nlib] = c->args.len;
            c->lib_h[c->nlib++] = h;
            lc_scalar(c, &h, 8);
            write_library_args(c, target(c));
            return;
        }
        lc_route(c, srv);
        h = lc_handle_strip(h);
    }
    lc_scalar(c, &h, 8);
}

void lc_stream(lc_call *c, const void *p)
{
    uint64_t h;
    memcpy(&h, p, 8);
    /* NULL, CU_STREAM_LEGACY, CU_STREAM_PER_THREAD: the current context's stream, so its
     * server (work there on another server's memory would not be ordered on that stream) */
    if (h <= 2 && lc_servers() > 1)
        lc_route(c, lc_current_server());
    lc_handle(c, p);
}

void lc_handles_in(lc_call *c, const void *p, uint64_t count)
{
    if (!p) {
        lp_buf_null(&c->args);
        return;
    }
    if (count > (LP_MAX_FRAME / 8)) {
        c->args.failed = 1;
        return;
    }
    uint64_t *v = malloc(count ? count * 8 : 8);
    if (!v) {
        c->args.failed = 1;
        return;
    }
    memcpy(v, p, count * 8);
    for (uint64_t i = 0; i < count; i++)
        if (v[i] >= LC_HANDLE_MIN) {
            int srv = (int)(v[i] >> LC_TAG_SHIFT);
            if (srv >= lc_servers())
                c->bad_handle = 1;
            lc_route(c, srv);
            v[i] = lc_handle_strip(v[i]);
        }
    lp_buf_bytes(&c->args, v, (size_t)(count * 8));
    free(v);
}

uint64_t lc_handle_tag(int srv, uint64_t h)
{
    return srv > 0 && h >= LC_HANDLE_MIN ? h | ((uint64_t)srv << LC_TAG_SHIFT) : h;
}

void lc_handles_out(const lc_call *c, void *p, uint64_t count)
{
    if (!p || c->srv <= 0)
        return;
    for (uint64_t i = 0; i < count; i++) {
        uint64_t h;
        memcpy(&h, (char *)p + i * 8, 8);
        h = lc_handle_tag(c->srv, h);
        memcpy((char *)p + i * 8, &h, 8);
    }
}

void lc_route_ptr(lc_call *c, uint64_t p)
{
    if (lc_servers() < 2)
        return;
    int srv = g_range_server ? g_range_server(p) : -1;
    if (srv == LC_SERVER_AMBIGUOUS && !c->ambiguous)
        c->ambiguous = p;
    lc_route(c, srv);
}

void lc_dptr(lc_call *c, const void *p)
{
    uint64_t d;
    memcpy(&d, p, 8);
    lc_route_ptr(c, d);
    lc_scalar(c, &d, 8);
}

void lc_in_resource_desc(lc_call *c, const CUDA_RESOURCE_DESC *d)
{
    if (!d) {
        lc_in(c, NULL, sizeof *d);
        return;
    }
    CUDA_RESOURCE_DESC w = *d;
    uint64_t h = 0;
    if (w.resType == CU_RESOURCE_TYPE_ARRAY) {
        h = (uint64_t)(uintptr_t)w.res.array.hArray;
        w.res.array.hArray = LC_STRIP(w.res.array.hArray);
    } else if (w.resType == CU_RESOURCE_TYPE_MIPMAPPED_ARRAY) {
        h = (uint64_t)(uintptr_t)w.res.mipmap.hMipmappedArray;
        w.res.mipmap.hMipmappedArray = LC_STRIP(w.res.mipmap.hMipmappedArray);
    } else if (w.resType == CU_RESOURCE_TYPE_LINEAR) {
        lc_route_ptr(c, w.res.linear.devPtr);
    } else if (w.resType == CU_RESOURCE_TYPE_PITCH2D) {
        lc_route_ptr(c, w.res.pitch2D.devPtr);
    }
    if (h >= LC_HANDLE_MIN) {
        int srv = (int)(h >> LC_TAG_SHIFT);
        if (srv >= lc_servers())
            c->bad_handle = 1;
        lc_route(c, srv);
    }
    lc_in(c, &w, sizeof w); /* copied into the call now (below LC_INLINE_MAX) */
}

void lc_out_resource_desc(const lc_call *c, CUDA_RESOURCE_DESC *d)
{
    if (!d)
        return;
    if (d->resType == CU_RESOURCE_TYPE_ARRAY)
        d->res.array.hArray = LC_TAG(c->srv, d->res.array.hArray);
    else if (d->resType == CU_RESOURCE_TYPE_MIPMAPPED_ARRAY)
        d->res.mipmap.hMipmappedArray = LC_TAG(c->srv, d->res.mipmap.hMipmappedArray);
}

void lc_in_locations(lc_call *c, const void *p, uint64_t count, size_t size, size_t offset)
{
    if (!p) {
        lp_buf_null(&c->args);
        return;
    }
    if (count > LP_MAX_FRAME / size) {
        c->args.failed = 1;
        return;
    }
    unsigned char *v = malloc(count ? count * size : 1);
    if (!v) {
        c->args.failed = 1;
        return;
    }
    memcpy(v, p, count * size);
    for (uint64_t i = 0; i < count; i++) {
        CUmemLocation loc;
        memcpy(&loc, v + i * size + offset, sizeof loc);
        if (loc.type != CU_MEM_LOCATION_TYPE_DEVICE)
            continue;
        CUdevice d = loc.id;
        if (g_dev_in && g_dev_in(c, &d) == CUDA_SUCCESS) /* else the server judges the number as given */
            loc.id = d;
        memcpy(v + i * size + offset, &loc, sizeof loc);
    }
    lp_buf_bytes(&c->args, v, (size_t)(count * size));
    free(v);
}

void lc_out_locations(const lc_call *c, void *p, uint64_t count, size_t size, size_t offset)
{
    for (uint64_t i = 0; p && i < count; i++) {
        CUmemLocation loc;
        memcpy(&loc, (unsigned char *)p + i * size + offset, sizeof loc);
        if (loc.type != CU_MEM_LOCATION_TYPE_DEVICE)
            continue;
        CUdevice d = loc.id;
        if (g_dev_out && g_dev_out(c->srv, &d) == CUDA_SUCCESS)
            loc.id = d;
        memcpy((unsigned char *)p + i * size + offset, &loc, sizeof loc);
    }
}

int lc_current_server(void)
{
    int srv = lc_handle_server((uint64_t)(uintptr_t)g_current_ctx());
    return srv < 0 ? 0 : srv;
}

/* Why a call cannot be sent at all (its arguments name two servers, or a handle no server
 * gave): the error, with one stderr line per function. */
static CUresult call_refused(lc_call *c)
{
    if (c->bad_handle)
        return CUDA_ERROR_INVALID_HANDLE;
    static unsigned char said[LUPINE_FN_COUNT];
    if (c->fn < LUPINE_FN_COUNT && !__atomic_exchange_n(&said[c->fn], 1, __ATOMIC_RELAXED))
        fprintf(stderr,
                "lupine: %s refused (CUDA_ERROR_NOT_SUPPORTED): its handles or device pointers "
                "belong to two servers; one call runs on one server (copies between servers "
                "are staged through this process: cuMemcpy, cuMemcpyPeer)\n",
                lupine_fn_names[c->fn]);
    return CUDA_ERROR_NOT_SUPPORTED;
}

/* The server, context and capture mode of a call: its header (protocol.h lp_call). */
static CUresult prepare(lc_call *c)
{
    if (c->ambiguous) {
        /* an address two servers handed out, named in a context of neither (memory.c) */
        fprintf(stderr,
                "lupine: %s refused (CUDA_ERROR_INVALID_VALUE): device address 0x%llx lies in "
                "memory of two servers; make a context of the one it belongs to current\n",
                c->fn < LUPINE_FN_COUNT ? lupine_fn_names[c->fn] : "a call",
                (unsigned long long)c->ambiguous);
        return CUDA_ERROR_INVALID_VALUE;
    }
    if (t_route_next >= 0 && t_route_next < lc_servers())
        lc_route(c, t_route_next); /* lc_route_next: a value only the state layer can place */
    if (c->cross || c->bad_handle)
        return call_refused(c);
    if (c->nlib && c->lib_err != CUDA_SUCCESS)
        return c->lib_err; /* a library that could not be loaded on the call's server */
    int routed = c->srv >= 0;
    if (c->srv < 0)
        c->srv = lc_current_server();
    t_last_srv = c->srv;
    /* the thread's current context; with several servers, the one of the call's server. A
     * call that names no server (an allocation, a module load) runs in the current context
     * only: with none, the server answers CUDA_ERROR_INVALID_CONTEXT, as the driver does. */
    CUcontext ctx = g_current_ctx();
    if (lc_servers() > 1 && (routed || ctx))
        ctx = g_ctx_for_server(c->srv);
    c->ctx = lc_handle_strip((uint64_t)(uintptr_t)ctx);
    c->flags |= ((uint32_t)g_capture_mode_sent() << LP_CALL_CAPTURE_MODE_SHIFT) &
                LP_CALL_CAPTURE_MODE_MASK;
    return CUDA_SUCCESS;
}

CUresult lc_send(lc_call *c)
{
    CUresult r = prepare(c);
    return r != CUDA_SUCCESS ? r : lc_conn_call(c);
}

CUresult lc_defer(lc_call *c)
{
    CUresult r = prepare(c);
    return r != CUDA_SUCCESS ? r : lc_conn_defer(c);
}

/* ---------------------------------------------------------------- fork */

/* A forked child starts a new session on every server (client.c): what the layers above knew
 * of the parent's sessions is forgotten, each file's by the function it registered. */
enum { FORK_FORGETS = 16 };
static void (*g_fork_forget[FORK_FORGETS])(void);
static int g_nfork_forget;

void lc_on_fork_child(void (*forget)(void))
{
    if (g_nfork_forget == FORK_FORGETS) {
        fprintf(stderr, "lupine: more than %d fork handlers registered\n", FORK_FORGETS);
        abort();
    }
    g_fork_forget[g_nfork_forget++] = forget;
}

static void atfork_child(void)
{
    for (int i = 0; i < g_nfork_forget; i++)
        g_fork_forget[i]();
    if (g_values_forget)
        g_values_forget(); /* last: what the others forgot may have named library values */
}

__attribute__((constructor)) static void route_init(void)
{
    pthread_atfork(NULL, NULL, atfork_child);
}

/* Memory on the client side.
 *
 * Unified addressing without a GPU in this process: every device range a server handed out
 * is recorded in the range table (ranges.c), and each pointer of a cuMemcpy is classified by
 * it here; host data always travels by value, so the server never sees a client host address
 * as something to dereference. Allocations are made apart (alloc_apart) from other servers'
 * ranges and from this process's host memory.
 *
 * Page-locked host memory (cuMemAllocHost, cuMemHostAlloc, cuMemHostRegister; its ranges are
 * kept in pinned.c) is plain
 * client memory: copies from it go over the network like any other, except that
 * cuMemcpyDtoHAsync into it is truly asynchronous, as the driver API documents for
 * page-locked destinations: the server copies in stream order and pushes the bytes into our
 * memory when the stream reaches the copy (notify.c), so they are there once a later
 * synchronisation (stream, event, context) says the stream has passed it. Into pageable memory
 * the copy is answered with the data ("for transfers from device memory to pageable host
 * memory, the function will return only once the copy has completed"). The DEVICEMAP flags
 * are accepted (many programs ask for mapped memory and only ever copy from it: cuDNN
 * allocates with CU_MEMHOSTALLOC_DEVICEMAP, NVIDIA's simpleStreams registers with it); what a
 * mapping would need, a device pointer to client memory (cuMemHostGetDevicePointer), is
 * refused with a message naming the call, as is managed memory: a GPU on another machine
 * cannot reach this process's memory. */
#define _GNU_SOURCE
#include "state.h"

#include "lupine/maps.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/uio.h>
#include <time.h>
#include <unistd.h>


static lc_copy_between_fn g_copy_between; /* peer.c's */

void lc_on_copy_between_servers(lc_copy_between_fn copy) { g_copy_between = copy; }

/* ---------------------------------------------------------------- allocating apart */

/* How the allocations alloc_apart makes are made and given back: once() is one driver
 * allocation (which records its range), release() frees one the range table does not hold (it
 * overlaps another server's: routed by hand, no range removed), srv the server they come from,
 * stream the stream of a stream-ordered one. */
typedef struct {
    CUresult (*once)(CUdeviceptr *p, const void *arg);
    uint32_t free_fn; /* LUPINE_FN_cuMemFree_v2, _cuMemFreeAsync or _cuMemAddressFree */
    int srv;
    CUstream stream;
    const void *arg;
    size_t *req; /* the size once() asks for, in arg (NULL: pads are plain cuMemAlloc) */
} alloc_how;

/* An allocation alloc_apart holds: its size (cuMemAddressFree), whether the range table holds
 * it (a pad that overlapped nothing), and whether it was made by cuMemAlloc (the pads of
 * pitched allocations). */
typedef struct {
    CUdeviceptr p;
    size_t size;
    int recorded, plain;
} held_alloc;

static void release(const alloc_how *h, const held_alloc *a)
{
    alloc_how plain = *h;
    if (a->plain)
        plain.free_fn = LUPINE_FN_cuMemFree_v2;
    h = &plain;
    CUdeviceptr p = a->p;
    if (a->recorded)
        lc_range_remove(p); /* its own entry: it overlapped nothing */
    lc_call c;
    if (lc_begin(&c, h->free_fn) != CUDA_SUCCESS)
        return;
    lc_route(&c, h->srv);
    lc_scalar(&c, &p, 8);
    CUresult r;
    if (h->free_fn == LUPINE_FN_cuMemFreeAsync) {
        lc_handle(&c, &h->stream);
        r = lc_defer(&c);
    } else if (h->free_fn == LUPINE_FN_cuMemAddressFree) {
        uint64_t n = a->size;
        lc_scalar(&c, &n, 8);
        r = lc_send(&c);
    } else {
        r = lc_send(&c);
    }
    lc_end(&c);
    if (r != CUDA_SUCCESS)
        lc_debug("freeing a held allocation 0x%llx: %d", (unsigned long long)p, (int)r);
}

#define LC_APART_TRIES 64
#define LC_PAD_MAX ((uint64_t)4 << 30) /* the largest pad held to step past a range */

/* Allocates (h->once is one driver allocation, which records its range) until the range
 * overlaps neither device memory of another server nor host memory of this process: two
 * servers' drivers place allocations alike (the stand-in at one fixed base, CUDA at the first
 * free addresses of similar layouts), a server's driver knows nothing of this process's
 * mappings, and a device pointer must name one server and never be a host address here. An
 * overlapping allocation is held while the next is made, so the driver places that one
 * elsewhere; over host memory the server is first told this process's mappings
 * (lc_avoid_sync); when the other range reaches past it, a pad as large as the rest of that
 * range (at most LC_PAD_MAX) is held too (allocators that place the next block after the last
 * one then step past it at once). Everything held is given back at the end. Fails with
 * CUDA_ERROR_OUT_OF_MEMORY (and *dptr 0) after LC_APART_TRIES rounds. */
static CUresult alloc_apart(CUdeviceptr *dptr, const alloc_how *h)
{
    if (!dptr)
        return h->once(dptr, h->arg);
    size_t want = h->req ? *h->req : 0;
    held_alloc held[2 * LC_APART_TRIES];
    int nheld = 0, told = 0, host = 0;
    CUresult r;
    lc_overlap note; /* what the range table noted of the last allocation (ranges.c) */
    lc_range_note_overlaps(&note);
    for (int round = 0;; round++) {
        note.overlapped = note.host = 0;
        r = h->once(dptr, h->arg);
        if (r != CUDA_SUCCESS || !note.overlapped)
            break;
        uint64_t end = note.end;
        host |= note.host;
        held[nheld++] = (held_alloc){*dptr, want, 0, 0};
        if (round + 1 == LC_APART_TRIES) {
            r = CUDA_ERROR_OUT_OF_MEMORY;
            *dptr = 0;
            fprintf(stderr, "lupine: server %s keeps handing out device addresses that %s; "
                            "allocation refused\n", lc_server_name(h->srv),
                    host ? "are host memory of this process" : "other servers use");
            break;
        }
        if (note.host && !told) {
            told = 1;
            lc_avoid_sync(h->srv, 1);
        }
        /* the pad: from the end of what is held to the end of the range in the way */
        uint64_t after = held[nheld - 1].p + (want ? want : 1);
        if (end > after && end - after <= LC_PAD_MAX) {
            CUdeviceptr pad = 0;
            size_t n = (size_t)(end - after);
            note.overlapped = 0;
            CUresult pr;
            int plain = !h->req;
            if (plain) {
                pr = lc_fwd_cuMemAlloc_v2(&pad, n);
            } else {
                *h->req = n;
                pr = h->once(&pad, h->arg);
                *h->req = want;
            }
            if (pr == CUDA_SUCCESS)
                held[nheld++] = (held_alloc){pad, n, !note.overlapped, plain};
        }
    }
    lc_range_note_overlaps(NULL);
    for (int i = 0; i < nheld; i++)
        release(h, &held[i]);
    if (nheld)
        lc_debug("allocated apart from %s after %d held allocations",
                 host ? "this process's host memory" : "other servers' memory", nheld);
    return r;
}

static CUresult alloc_once(CUdeviceptr *p, const void *arg)
{
    return lc_fwd_cuMemAlloc_v2(p, *(const size_t *)arg);
}

CUresult CUDAAPI cuMemAlloc_v2(CUdeviceptr *dptr, size_t bytesize)
{
    lc_stats_call(LUPINE_FN_cuMemAlloc_v2);
    alloc_how h = {alloc_once, LUPINE_FN_cuMemFree_v2, lc_current_server(), NULL, &bytesize,
                   &bytesize};
    return alloc_apart(dptr, &h);
}

struct pitch_args {
    size_t *pitch, width, height;
    unsigned elem;
};

static CUresult alloc_pitch_once(CUdeviceptr *p, const void *arg)
{
    const struct pitch_args *a = arg;
    return lc_fwd_cuMemAllocPitch_v2(p, a->pitch, a->width, a->height, a->elem);
}

CUresult CUDAAPI cuMemAllocPitch_v2(CUdeviceptr *dptr, size_t *pPitch, size_t WidthInBytes,
                                    size_t Height, unsigned int ElementSizeBytes)
{
    lc_stats_call(LUPINE_FN_cuMemAllocPitch_v2);
    struct pitch_args a = {pPitch, WidthInBytes, Height, ElementSizeBytes};
    alloc_how h = {alloc_pitch_once, LUPINE_FN_cuMemFree_v2, lc_current_server(), NULL, &a, NULL};
    return alloc_apart(dptr, &h);
}

/* Stream-ordered allocations: the server of the stream (or of the pool) makes them, and gives
 * held ones back in stream order. */
struct async_args {
    size_t size;
    CUmemoryPool pool; /* NULL: the device's current pool (cuMemAllocAsync) */
    CUstream stream;
    int ptsz;
};

static CUresult alloc_async_once(CUdeviceptr *p, const void *arg)
{
    const struct async_args *a = arg;
    if (a->pool)
        return a->ptsz ? lc_fwd_cuMemAllocFromPoolAsync_ptsz(p, a->size, a->pool, a->stream)
                       : lc_fwd_cuMemAllocFromPoolAsync(p, a->size, a->pool, a->stream);
    return a->ptsz ? lc_fwd_cuMemAllocAsync_ptsz(p, a->size, a->stream)
                   : lc_fwd_cuMemAllocAsync(p, a->size, a->stream);
}

static CUresult alloc_async(CUdeviceptr *dptr, size_t size, CUmemoryPool pool, CUstream s,
                            int ptsz)
{
    struct async_args a = {size, pool, s, ptsz};
    int srv = lc_handle_server((uint64_t)(uintptr_t)(pool ? (void *)pool : (void *)s));
    alloc_how h = {alloc_async_once, LUPINE_FN_cuMemFreeAsync,
                   srv >= 0 ? srv : lc_current_server(), s, &a, &a.size};
    return alloc_apart(dptr, &h);
}

/* Virtual address reservations (CUDA virtual memory management, PyTorch's expandable
 * segments): made on the current context's server; the held ones are freed again. */
struct reserve_args {
    size_t size, alignment;
    CUdeviceptr addr;
    unsigned long long flags;
};

static CUresult reserve_once(CUdeviceptr *p, const void *arg)
{
    const struct reserve_args *a = arg;
    return lc_fwd_cuMemAddressReserve(p, a->size, a->alignment, a->addr, a->flags);
}

CUresult CUDAAPI cuMemAddressReserve(CUdeviceptr *ptr, size_t size, size_t alignment,
                                     CUdeviceptr addr, unsigned long long flags)
{
    lc_stats_call(LUPINE_FN_cuMemAddressReserve);
    struct reserve_args a = {size, alignment, addr, flags};
    alloc_how h = {reserve_once, LUPINE_FN_cuMemAddressFree, lc_current_server(), NULL, &a,
                   &a.size};
    return alloc_apart(ptr, &h);
}

CUresult CUDAAPI cuMemAllocAsync(CUdeviceptr *dptr, size_t bytesize, CUstream hStream)
{
    lc_stats_call(LUPINE_FN_cuMemAllocAsync);
    return alloc_async(dptr, bytesize, NULL, hStream, 0);
}

CUresult CUDAAPI cuMemAllocAsync_ptsz(CUdeviceptr *dptr, size_t bytesize, CUstream hStream)
{
    lc_stats_call(LUPINE_FN_cuMemAllocAsync_ptsz);
    return alloc_async(dptr, bytesize, NULL, hStream, 1);
}

CUresult CUDAAPI cuMemAllocFromPoolAsync(CUdeviceptr *dptr, size_t bytesize, CUmemoryPool pool,
                                         CUstream hStream)
{
    lc_stats_call(LUPINE_FN_cuMemAllocFromPoolAsync);
    return alloc_async(dptr, bytesize, pool, hStream, 0);
}

CUresult CUDAAPI cuMemAllocFromPoolAsync_ptsz(CUdeviceptr *dptr, size_t bytesize,
                                              CUmemoryPool pool, CUstream hStream)
{
    lc_stats_call(LUPINE_FN_cuMemAllocFromPoolAsync_ptsz);
    return alloc_async(dptr, bytesize, pool, hStream, 1);
}


static CUresult host_alloc(void **pp, size_t n, unsigned flags)
{
    if (!pp)
        return CUDA_ERROR_INVALID_VALUE;
    if (flags & ~(unsigned)(CU_MEMHOSTALLOC_PORTABLE | CU_MEMHOSTALLOC_DEVICEMAP |
                            CU_MEMHOSTALLOC_WRITECOMBINED))
        return CUDA_ERROR_INVALID_VALUE;
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t rounded = n ? (n + page - 1) / page * page : page;
    void *p = NULL;
    if (posix_memalign(&p, page, rounded))
        return CUDA_ERROR_OUT_OF_MEMORY;
    lc_host_add(p, n, flags, 1, lc_current_ctx());
    *pp = p;
    return CUDA_SUCCESS;
}

CUresult CUDAAPI cuMemAllocHost_v2(void **pp, size_t bytesize)
{
    lc_stats_call(LUPINE_FN_cuMemAllocHost_v2);
    return host_alloc(pp, bytesize, 0);
}

CUresult CUDAAPI cuMemHostAlloc(void **pp, size_t bytesize, unsigned int Flags)
{
    lc_stats_call(LUPINE_FN_cuMemHostAlloc);
    return host_alloc(pp, bytesize, Flags);
}

CUresult CUDAAPI cuMemFreeHost(void *p)
{
    lc_stats_call(LUPINE_FN_cuMemFreeHost);
    lc_mapped_hooks()->forget(p);
    if (!lc_host_remove(p, 1))
        return CUDA_ERROR_INVALID_VALUE;
    free(p);
    return CUDA_SUCCESS;
}

CUresult CUDAAPI cuMemHostRegister_v2(void *p, size_t bytesize, unsigned int Flags)
{
    lc_stats_call(LUPINE_FN_cuMemHostRegister_v2);
    if (!p || !bytesize)
        return CUDA_ERROR_INVALID_VALUE;
    if (Flags & CU_MEMHOSTREGISTER_IOMEMORY) /* I/O memory of this machine: no GPU here */
        return lc_unsupported(LUPINE_FN_cuMemHostRegister_v2);
    if (lc_host_find(p, NULL, NULL, NULL))
        return CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED;
    lc_host_add(p, bytesize, Flags, 0, lc_current_ctx());
    return CUDA_SUCCESS;
}

CUresult CUDAAPI cuMemHostUnregister(void *p)
{
    lc_stats_call(LUPINE_FN_cuMemHostUnregister);
    lc_mapped_hooks()->forget(p);
    return lc_host_remove(p, 0) ? CUDA_SUCCESS : CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED;
}

CUresult CUDAAPI cuMemHostGetFlags(unsigned int *pFlags, void *p)
{
    lc_stats_call(LUPINE_FN_cuMemHostGetFlags);
    unsigned flags;
    if (!pFlags || !lc_host_find(p, NULL, NULL, &flags))
        return CUDA_ERROR_INVALID_VALUE;
    *pFlags = flags;
    return CUDA_SUCCESS;
}

/* A device pointer for page-locked client memory would let kernels on the server's GPU read
 * and write this process's memory: refused, with the reason on stderr once per process. */
static CUresult host_device_pointer(int fn, CUdeviceptr *pdptr, void *p)
{
    if (!pdptr || !p)
        return CUDA_ERROR_INVALID_VALUE;
    if (!lc_host_find(p, NULL, NULL, NULL))
        return CUDA_ERROR_INVALID_VALUE; /* not page-locked: the driver's answer too */
    return lc_refuse(fn, "host-mapped memory: the GPU is on another machine and cannot reach "
                         "this process's memory; copy to device memory instead");
}

CUresult CUDAAPI cuMemHostGetDevicePointer_v2(CUdeviceptr *pdptr, void *p, unsigned int Flags)
{
    lc_stats_call(LUPINE_FN_cuMemHostGetDevicePointer_v2);
    (void)Flags;
    return host_device_pointer(LUPINE_FN_cuMemHostGetDevicePointer_v2, pdptr, p);
}

CUresult CUDAAPI cuMemHostGetDevicePointer(unsigned int *pdptr, void *p, unsigned int Flags)
{
    lc_stats_call(LUPINE_FN_cuMemHostGetDevicePointer);
    (void)Flags;
    CUdeviceptr d = 0;
    CUresult r = host_device_pointer(LUPINE_FN_cuMemHostGetDevicePointer, pdptr ? &d : NULL, p);
    if (r == CUDA_SUCCESS)
        *pdptr = (unsigned)d;
    return r;
}

/* ---------------------------------------------------------------- memory pools */

/* The size of a pool attribute's value (cuda.h, CUmemPool_attribute: "value type = int" or
 * "cuuint64_t"); 0 for an attribute this header does not know. */
static size_t pool_attr_size(CUmemPool_attribute a)
{
    switch ((int)a) {
    case CU_MEMPOOL_ATTR_REUSE_FOLLOW_EVENT_DEPENDENCIES:
    case CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC:
    case CU_MEMPOOL_ATTR_REUSE_ALLOW_INTERNAL_DEPENDENCIES: return sizeof(int);
    case CU_MEMPOOL_ATTR_RELEASE_THRESHOLD:
    case CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT:
    case CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH:
    case CU_MEMPOOL_ATTR_USED_MEM_CURRENT:
    case CU_MEMPOOL_ATTR_USED_MEM_HIGH: return sizeof(cuuint64_t);
    default: return 0;
    }
}

CUresult CUDAAPI cuMemPoolSetAttribute(CUmemoryPool pool, CUmemPool_attribute attr, void *value)
{
    lc_stats_call(LUPINE_FN_cuMemPoolSetAttribute);
    size_t n = pool_attr_size(attr);
    if (!value || !n)
        return CUDA_ERROR_INVALID_VALUE;
    unsigned char wire[8] = {0};
    memcpy(wire, value, n);
    return lc_fwd_cuMemPoolSetAttribute(pool, attr, wire);
}

CUresult CUDAAPI cuMemPoolGetAttribute(CUmemoryPool pool, CUmemPool_attribute attr, void *value)
{
    lc_stats_call(LUPINE_FN_cuMemPoolGetAttribute);
    size_t n = pool_attr_size(attr);
    if (!value || !n)
        return CUDA_ERROR_INVALID_VALUE;
    unsigned char wire[8] = {0};
    CUresult r = lc_fwd_cuMemPoolGetAttribute(pool, attr, wire);
    if (r == CUDA_SUCCESS)
        memcpy(value, wire, n);
    return r;
}


/* ---------------------------------------------------------------- async copies */

static int page_locked(const void *p, size_t n);
static CUresult pinned_copy(void *dst, const void *src, size_t n, CUstream s, int async,
                            int per_thread);

/* The "device" side of a copy is page-locked memory of this process (not a device range):
 * under unified addressing the driver takes a page-locked host pointer wherever a device
 * pointer goes in a copy, and XLA's autotuner copies from its page-locked scalars so. */
static int page_locked_device_side(CUdeviceptr p, size_t n)
{
    return n && lc_range_find((uint64_t)p, n) == 0 && page_locked((const void *)(uintptr_t)p, n);
}


/* cuMemcpyHtoDAsync: the bytes travel by value, captured now (a deferred call), with their
 * client address: on a stream the server finds capturing, the copy becomes a pull of that
 * address when the graph runs (the bytes of each replay's moment), as on a GPU. */
static CUresult htod_async(uint32_t fn, CUdeviceptr dst, const void *src, size_t n, CUstream s)
{
    if (page_locked_device_side(dst, n))
        return pinned_copy((void *)(uintptr_t)dst, src, n, s, 1,
                           fn == LUPINE_FN_cuMemcpyHtoDAsync_v2_ptsz);
    lc_call c;
    CUresult r = lc_begin(&c, fn);
    if (r != CUDA_SUCCESS)
        return r;
    uint64_t d = dst, count = n, addr = (uint64_t)(uintptr_t)src;
    lc_dptr(&c, &d);
    lc_scalar(&c, &count, 8);
    lc_stream(&c, &s);
    lc_scalar(&c, &addr, 8);
    lc_in(&c, src, count);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS)
        lc_stream_submit(s);
    return r;
}

CUresult CUDAAPI cuMemcpyHtoDAsync_v2(CUdeviceptr dst, const void *src, size_t n, CUstream s)
{
    lc_stats_call(LUPINE_FN_cuMemcpyHtoDAsync_v2);
    return htod_async(LUPINE_FN_cuMemcpyHtoDAsync_v2, dst, src, n, s);
}

CUresult CUDAAPI cuMemcpyHtoDAsync_v2_ptsz(CUdeviceptr dst, const void *src, size_t n, CUstream s)
{
    lc_stats_call(LUPINE_FN_cuMemcpyHtoDAsync_v2_ptsz);
    return htod_async(LUPINE_FN_cuMemcpyHtoDAsync_v2_ptsz, dst, src, n, s);
}

/* 1 when [p, p+n) lies in one page-locked allocation or registration. */
static int page_locked(const void *p, size_t n)
{
    const void *base;
    size_t len;
    if (!p || !lc_host_find(p, &base, &len, NULL))
        return 0;
    size_t off = (size_t)((uintptr_t)p - (uintptr_t)base);
    return off <= len && n <= len - off;
}

/* Page-locked destinations up to this size are answered with their data, as pageable ones
 * are (one round trip, after which the stream is known idle), instead of a push: the data
 * arrives later than on a GPU only by the wait for the stream, and a small copy followed by a
 * synchronisation (PyTorch's `t.item()`) costs one round trip instead of a push's thread hops
 * on both machines (127 us against 14 us native on the H200, 2026-12-01). LUPINE_PUSH_MIN
 * sets it (bytes; 0: every page-locked copy is pushed). */
static size_t push_min(void)
{
    static size_t v = (size_t)-1;
    if (v == (size_t)-1) {
        const char *e = getenv("LUPINE_PUSH_MIN");
        v = e && *e ? (size_t)strtoull(e, NULL, 10) : (size_t)64 << 10;
    }
    return v;
}

/* cuMemcpyDtoHAsync: into page-locked memory of LUPINE_PUSH_MIN bytes or more a deferred call
 * (the push form, protocol.h LP_CLIENT_ADDR); else answered with the data, or, on a capturing
 * stream, with none (each replay of the graph pushes the bytes into dst). */
static CUresult dtoh_async(uint32_t fn, void *dst, CUdeviceptr src, size_t n, CUstream s)
{
    if (page_locked_device_side(src, n))
        return pinned_copy(dst, (const void *)(uintptr_t)src, n, s, 1,
                           fn == LUPINE_FN_cuMemcpyDtoHAsync_v2_ptsz);
    int push = n && n >= push_min() && page_locked(dst, n);
    lc_call c;
    CUresult r = lc_begin(&c, fn);
    if (r != CUDA_SUCCESS)
        return r;
    uint64_t req = !dst ? LP_NULL : push ? LP_CLIENT_ADDR : (uint64_t)n;
    uint64_t sp = src, count = n, addr = (uint64_t)(uintptr_t)dst;
    lc_scalar(&c, &req, 8);
    lc_dptr(&c, &sp);
    lc_scalar(&c, &count, 8);
    lc_stream(&c, &s);
    lc_scalar(&c, &addr, 8);
    int idle = 0, queued = push;
    uint64_t before = lc_stream_seq();
    if (push) {
        lc_notes_used();
        r = lc_defer(&c);
    } else {
        r = lc_send(&c);
        if (r == CUDA_SUCCESS && dst) {
            if (lc_out_empty(&c)) {
                lc_notes_used(); /* captured: the stream pushes when it runs */
                queued = 1;
            } else if (lc_out(&c, dst, count)) {
                r = lc_lost();
            } else {
                idle = 1; /* answered once the copy was done: the stream was idle then */
            }
        }
    }
    lc_end(&c);
    if (idle)
        lc_stream_mark_idle(s, before);
    if (r == CUDA_SUCCESS && queued)
        lc_stream_submit(s); /* work that runs later: the stream is not idle */
    if (r == CUDA_SUCCESS && push) /* issued now, as on a GPU: the application may poll */
        r = lc_flush_server(c.srv);
    return r;
}

CUresult CUDAAPI cuMemcpyDtoHAsync_v2(void *dst, CUdeviceptr src, size_t n, CUstream s)
{
    lc_stats_call(LUPINE_FN_cuMemcpyDtoHAsync_v2);
    return dtoh_async(LUPINE_FN_cuMemcpyDtoHAsync_v2, dst, src, n, s);
}

CUresult CUDAAPI cuMemcpyDtoHAsync_v2_ptsz(void *dst, CUdeviceptr src, size_t n, CUstream s)
{
    lc_stats_call(LUPINE_FN_cuMemcpyDtoHAsync_v2_ptsz);
    return dtoh_async(LUPINE_FN_cuMemcpyDtoHAsync_v2_ptsz, dst, src, n, s);
}

/* ---------------------------------------------------------------- copies by address */

enum { HOST = 0, DEVICE = 1 };

static CUresult classify(CUdeviceptr p, size_t n, int *kind)
{
    int f = lc_range_find((uint64_t)p, n ? n : 1);
    if (f < 0)
        return CUDA_ERROR_INVALID_VALUE;
    *kind = f ? DEVICE : HOST;
    return CUDA_SUCCESS;
}

/* A copy between two addresses that are not device memory the shim knows: both must be
 * memory of this process (the driver answers CUDA_ERROR_INVALID_VALUE for addresses it does
 * not know, never a crash). process_vm_readv/writev on this process check every page and
 * answer EFAULT instead of faulting. */
static CUresult host_copy(void *dst, const void *src, size_t n)
{
    struct iovec from = {(void *)(uintptr_t)src, n}, to = {dst, n};
    pid_t self = getpid();
    uintptr_t d = (uintptr_t)dst, sp = (uintptr_t)src;
    if (d + n <= sp || sp + n <= d) /* apart: one copy, the kernel checks both sides */
        return process_vm_writev(self, &from, 1, &to, 1, 0) == (ssize_t)n
                   ? CUDA_SUCCESS
                   : CUDA_ERROR_INVALID_VALUE;
    void *tmp = malloc(n); /* overlapping: through a buffer, as memmove */
    if (!tmp)
        return CUDA_ERROR_OUT_OF_MEMORY;
    struct iovec local = {tmp, n};
    CUresult r = CUDA_SUCCESS;
    if (process_vm_readv(self, &local, 1, &from, 1, 0) != (ssize_t)n ||
        process_vm_writev(self, &local, 1, &to, 1, 0) != (ssize_t)n)
        r = CUDA_ERROR_INVALID_VALUE;
    free(tmp);
    return r;
}

static CUresult memcpy_any(CUdeviceptr dst, CUdeviceptr src, size_t n, CUstream s, int async,
                           int per_thread)
{
    int d, k;
    CUresult r = classify(dst, n, &d);
    if (!r)
        r = classify(src, n, &k);
    if (r)
        return r;
    if (n == 0)
        return CUDA_SUCCESS;
    int sd = d == DEVICE ? lc_range_server(dst) : -1, ss = k == DEVICE ? lc_range_server(src) : -1;
    if (sd >= 0 && ss >= 0 && sd != ss)
        return g_copy_between ? g_copy_between(dst, sd, src, ss, n, s, async, per_thread)
                              : CUDA_ERROR_NOT_SUPPORTED;
    if (d == DEVICE && k == DEVICE) {
        if (async)
            return per_thread ? lc_fwd_cuMemcpyDtoDAsync_v2_ptsz(dst, src, n, s)
                              : lc_fwd_cuMemcpyDtoDAsync_v2(dst, src, n, s);
        return per_thread ? lc_fwd_cuMemcpyDtoD_v2_ptds(dst, src, n) : lc_fwd_cuMemcpyDtoD_v2(dst, src, n);
    }
    if (d == DEVICE) {
        const void *h = (const void *)(uintptr_t)src;
        if (async)
            return per_thread ? cuMemcpyHtoDAsync_v2_ptsz(dst, h, n, s)
                              : cuMemcpyHtoDAsync_v2(dst, h, n, s);
        return per_thread ? lc_fwd_cuMemcpyHtoD_v2_ptds(dst, h, n) : lc_fwd_cuMemcpyHtoD_v2(dst, h, n);
    }
    if (k == DEVICE) {
        void *h = (void *)(uintptr_t)dst;
        if (async)
            return per_thread ? cuMemcpyDtoHAsync_v2_ptsz(h, src, n, s)
                              : cuMemcpyDtoHAsync_v2(h, src, n, s);
        return per_thread ? lc_fwd_cuMemcpyDtoH_v2_ptds(h, src, n) : lc_fwd_cuMemcpyDtoH_v2(h, src, n);
    }
    return pinned_copy((void *)(uintptr_t)dst, (const void *)(uintptr_t)src, n, s, async,
                       per_thread);
}

/* Host to host. Only an asynchronous device-to-host copy into page-locked memory writes
 * client memory behind our back (pushed in stream order): an async copy that touches
 * page-locked memory waits for its stream first, so it sees what came before it there, and
 * is done when it returns (as if the stream ran it at once). */
static CUresult pinned_copy(void *dst, const void *src, size_t n, CUstream s, int async,
                            int per_thread)
{
    if (async && (page_locked(src, n) || page_locked(dst, n))) {
        CUresult r = per_thread ? cuStreamSynchronize_ptsz(s) : cuStreamSynchronize(s);
        if (r != CUDA_SUCCESS)
            return r;
    }
    lc_mapped_hooks()->settle(src); /* what kernels wrote into its device copy (mapped.c) */
    return host_copy(dst, src, n);
}

CUresult lc_memcpy_any(CUdeviceptr dst, CUdeviceptr src, size_t n, CUstream s, int async,
                       int per_thread)
{
    return memcpy_any(dst, src, n, s, async, per_thread);
}

CUresult CUDAAPI cuMemcpy(CUdeviceptr dst, CUdeviceptr src, size_t n)
{
    lc_stats_call(LUPINE_FN_cuMemcpy);
    return memcpy_any(dst, src, n, NULL, 0, 0);
}

CUresult CUDAAPI cuMemcpy_ptds(CUdeviceptr dst, CUdeviceptr src, size_t n)
{
    lc_stats_call(LUPINE_FN_cuMemcpy_ptds);
    return memcpy_any(dst, src, n, NULL, 0, 1);
}

CUresult CUDAAPI cuMemcpyAsync(CUdeviceptr dst, CUdeviceptr src, size_t n, CUstream s)
{
    lc_stats_call(LUPINE_FN_cuMemcpyAsync);
    return memcpy_any(dst, src, n, s, 1, 0);
}

CUresult CUDAAPI cuMemcpyAsync_ptsz(CUdeviceptr dst, CUdeviceptr src, size_t n, CUstream s)
{
    lc_stats_call(LUPINE_FN_cuMemcpyAsync_ptsz);
    return memcpy_any(dst, src, n, s, 1, 1);
}

/* ---------------------------------------------------------------- pointer attributes */

/* Bytes the driver writes for each CUpointer_attribute (0: not carried). The booleans are
 * written as 32-bit integers: cupy's static runtime hands cuPointerGetAttributes a 4-byte
 * slot for CU_POINTER_ATTRIBUTE_IS_MANAGED and reads all of it without clearing it first
 * (seen through the shim: a 1-byte answer left stack garbage above it and every device
 * array looked managed), and NVIDIA's cuda-python keeps these attributes in a C int. */
static size_t attr_size(CUpointer_attribute a)
{
    switch ((int)a) {
    case CU_POINTER_ATTRIBUTE_CONTEXT: return sizeof(CUcontext);
    case CU_POINTER_ATTRIBUTE_MEMORY_TYPE: return sizeof(unsigned int);
    case CU_POINTER_ATTRIBUTE_DEVICE_POINTER: return sizeof(CUdeviceptr);
    case CU_POINTER_ATTRIBUTE_HOST_POINTER: return sizeof(void *);
    case CU_POINTER_ATTRIBUTE_SYNC_MEMOPS: return sizeof(unsigned int);
    case CU_POINTER_ATTRIBUTE_BUFFER_ID: return sizeof(unsigned long long);
    case CU_POINTER_ATTRIBUTE_IS_MANAGED: return sizeof(unsigned int);
    case CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL: return sizeof(int);
    case CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE: return sizeof(unsigned int);
    case CU_POINTER_ATTRIBUTE_RANGE_START_ADDR: return sizeof(void *);
    case CU_POINTER_ATTRIBUTE_RANGE_SIZE: return sizeof(size_t);
    case CU_POINTER_ATTRIBUTE_MAPPED: return sizeof(unsigned int);
    case CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES: return sizeof(unsigned long long);
    case CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE: return sizeof(unsigned int);
    case CU_POINTER_ATTRIBUTE_ACCESS_FLAGS: return sizeof(unsigned int);
    case CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE: return sizeof(CUmemoryPool);
    case CU_POINTER_ATTRIBUTE_MAPPING_SIZE: return sizeof(size_t);
    case CU_POINTER_ATTRIBUTE_MAPPING_BASE_ADDR: return sizeof(void *);
    case CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID: return sizeof(unsigned long long);
    case CU_POINTER_ATTRIBUTE_IS_HW_DECOMPRESS_CAPABLE: return sizeof(unsigned int);
    default: return 0;
    }
}

/* The answer for page-locked client memory, which the server knows nothing about, as the
 * driver API documents each attribute for page-locked host memory. One difference, on
 * purpose: the GPU is on another machine and cannot reach this memory, so there is no
 * device pointer for it (CU_POINTER_ATTRIBUTE_DEVICE_POINTER: "if there exists no device
 * pointer value through which kernels running in the current context may access ptr then
 * CUDA_ERROR_INVALID_VALUE is returned") and the device has no access to it
 * (CU_POINTER_ATTRIBUTE_ACCESS_FLAGS: CU_POINTER_ATTRIBUTE_ACCESS_FLAG_NONE). */
static CUresult host_attribute(void *data, CUpointer_attribute a, const lc_host *h, const void *p)
{
    union {
        unsigned u;
        int i;
        const void *ptr;
        size_t sz;
        unsigned long long ull;
        CUcontext ctx;
    } v;
    memset(&v, 0, sizeof v);
    switch ((int)a) {
    case CU_POINTER_ATTRIBUTE_CONTEXT: v.ctx = h->ctx; break;
    case CU_POINTER_ATTRIBUTE_MEMORY_TYPE: v.u = CU_MEMORYTYPE_HOST; break;
    case CU_POINTER_ATTRIBUTE_HOST_POINTER: v.ptr = p; break;
    case CU_POINTER_ATTRIBUTE_SYNC_MEMOPS: v.u = 0; break;
    case CU_POINTER_ATTRIBUTE_BUFFER_ID: v.ull = h->id; break;
    case CU_POINTER_ATTRIBUTE_IS_MANAGED: v.u = 0; break;
    case CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL: {
        /* "the device against which the memory was allocated or registered" */
        CUdevice dev = 0;
        if (h->ctx && cuCtxGetDevice_v2(&dev, h->ctx) != CUDA_SUCCESS)
            dev = 0;
        v.i = dev;
        break;
    }
    case CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE: v.u = 0; break;
    case CU_POINTER_ATTRIBUTE_RANGE_START_ADDR: v.ptr = h->p; break;
    case CU_POINTER_ATTRIBUTE_RANGE_SIZE: v.sz = h->n; break;
    case CU_POINTER_ATTRIBUTE_MAPPED: v.u = 1; break;
    case CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES: v.ull = CU_MEM_HANDLE_TYPE_NONE; break;
    case CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE: v.u = 0; break;
    case CU_POINTER_ATTRIBUTE_ACCESS_FLAGS: v.u = CU_POINTER_ATTRIBUTE_ACCESS_FLAG_NONE; break;
    case CU_POINTER_ATTRIBUTE_IS_HW_DECOMPRESS_CAPABLE: v.u = 0; break;
    default: return CUDA_ERROR_INVALID_VALUE; /* device pointer, pools, VMM mappings */
    }
    memcpy(data, &v, attr_size(a));
    return CUDA_SUCCESS;
}

CUresult CUDAAPI cuPointerGetAttribute(void *data, CUpointer_attribute attribute, CUdeviceptr ptr)
{
    lc_stats_call(LUPINE_FN_cuPointerGetAttribute);
    size_t size = attr_size(attribute);
    if (!data)
        return CUDA_ERROR_INVALID_VALUE;
    if (!size)
        return lc_unsupported(LUPINE_FN_cuPointerGetAttribute);
    if (lc_range_find((uint64_t)ptr, 1) == 1) {
        unsigned char tmp[8] = {0};
        CUresult r = lc_fwd_cuPointerGetAttribute(tmp, attribute, ptr);
        int srv = lc_range_server((uint64_t)ptr);
        if (r == CUDA_SUCCESS && attribute == CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL) {
            int ordinal;
            memcpy(&ordinal, tmp, sizeof ordinal);
            ordinal = lc_dev_ordinal_from_server(srv, ordinal);
            memcpy(tmp, &ordinal, sizeof ordinal);
        }
        if (r == CUDA_SUCCESS && (attribute == CU_POINTER_ATTRIBUTE_CONTEXT ||
                                  attribute == CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE)) {
            uint64_t h;
            memcpy(&h, tmp, 8);
            h = lc_handle_tag(srv, h);
            memcpy(tmp, &h, 8);
        }
        if (r == CUDA_SUCCESS && srv > 0 && size >= 8 &&
            (attribute == CU_POINTER_ATTRIBUTE_BUFFER_ID ||
             attribute == CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID)) {
            /* "A process-wide unique ID for an allocated memory region": each server counts
             * its own, so a server k > 0's carry k in their top bits, as handles do */
            uint64_t id;
            memcpy(&id, tmp, 8);
            id = (id & ((UINT64_C(1) << LC_TAG_SHIFT) - 1)) | ((uint64_t)srv << LC_TAG_SHIFT);
            memcpy(tmp, &id, 8);
        }
        if (r == CUDA_SUCCESS)
            memcpy(data, tmp, size);
        return r;
    }
    lc_host h;
    if (lc_host_lookup((const void *)(uintptr_t)ptr, &h))
        return host_attribute(data, attribute, &h, (const void *)(uintptr_t)ptr);
    return CUDA_ERROR_INVALID_VALUE; /* as the driver answers for unregistered host memory */
}

CUresult CUDAAPI cuPointerGetAttributes(unsigned int numAttributes, CUpointer_attribute *attributes,
                                        void **data, CUdeviceptr ptr)
{
    lc_stats_call(LUPINE_FN_cuPointerGetAttributes);
    if (!attributes || !data)
        return CUDA_ERROR_INVALID_VALUE;
    /* "Unlike cuPointerGetAttribute, this function will not return an error when the ptr
     * encountered is not a valid CUDA pointer. Instead, the attributes are assigned default
     * NULL values": an attribute without an answer is zero. */
    for (unsigned i = 0; i < numAttributes; i++) {
        size_t size = attr_size(attributes[i]);
        if (!data[i])
            continue;
        if (!size)
            return lc_unsupported(LUPINE_FN_cuPointerGetAttributes);
        if (cuPointerGetAttribute(data[i], attributes[i], ptr) != CUDA_SUCCESS)
            memset(data[i], 0, size);
    }
    return CUDA_SUCCESS;
}

/* Stream-ordered allocation and memory pools of the stand-in driver.
 *
 * A pool reserves device memory in blocks of whole 2 MiB granules (the VMM granularity,
 * cuMemGetAllocationGranularity); an allocation takes a free block of the pool that is
 * large enough (splitting it) or reserves a new one, and its address is handed out at call
 * time, as the driver does. cuMemFreeAsync queues the free on the stream: when the stream
 * reaches it the block goes back to the pool's free list (no longer device memory to
 * dev_range: a use after the free is an error), where a later allocation of any stream may
 * take it (the free already ran, so everything before it on its stream is done). At each
 * stream, event or context synchronisation a pool holding more than its release threshold
 * (CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, default 0) gives free blocks back until it holds at
 * most the threshold; cuMemPoolTrimTo gives back free blocks while the pool keeps at least
 * minBytesToKeep reserved (the driver API's wording of both). Counters: USED is the granules
 * of live allocations, RESERVED that plus free blocks, each with its high-water mark (which
 * only 0 may be written to). The reuse flags are stored and reported; reuse here is always
 * safe in stream order. maxSize (CUmemPoolProps) caps a created pool's reservation.
 * Peer access (cuMemPoolSetAccess) is stored per device; the owning device always has
 * read-write access.
 *
 * Sharing between processes (the driver API's "Interprocess communication" of pools): a pool
 * created with CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR among its handleTypes backs its blocks
 * with one memfd (sparse, of its maxSize or the device's memory), each block at an offset of
 * it never reused; cuMemPoolExportToShareableHandle gives a dup of that memfd, which another
 * process imports as a pool of its own (no allocations from it: "imported memory pools do not
 * support creating new allocations"); cuMemPoolExportPointer's data names an allocation's
 * offset and size, and cuMemPoolImportPointer maps those pages of the imported pool's memfd at
 * an address of the importing process, so both processes see each other's writes. Freeing an
 * imported pointer unmaps it; the exporting process's free gives the pages back (the driver
 * API: importers free first). */
#include "standin_internal.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#define GRANULE ((size_t)2 << 20)
#define POOL_MEMFD "lupine-standin-pool:" /* then the device */
#define EXPORT_MAGIC UINT64_C(0x314c4f4f5053504c) /* "LPSPOOL1": cuMemPoolExportPointer */

typedef struct {
    uintptr_t base;
    size_t size;
    size_t off; /* in the pool's memfd (a shareable pool) */
} block;

struct CUmemPoolHandle_st {
    int device;
    int is_default;
    int destroyed; /* handle gone; freed once nothing is outstanding */
    CUmemPoolProps props;
    uint64_t threshold;
    int reuse[3]; /* FOLLOW_EVENT_DEPENDENCIES, ALLOW_OPPORTUNISTIC, ALLOW_INTERNAL_DEPS */
    size_t used, used_high, reserved_high, free_bytes;
    block *free;
    size_t nfree, capfree;
    CUmemAccess_flags access[8];
    int fd;          /* a shareable pool's memfd, else -1 */
    size_t fd_next;  /* the next offset of it a new block takes */
    size_t fd_size;
    int imported;    /* cuMemPoolImportFromShareableHandle: pointers imported, no allocations */
    struct CUmemPoolHandle_st *next;
};

static struct CUmemPoolHandle_st *g_pools;         /* g_lock */
static struct CUmemPoolHandle_st *g_default_pool[8];
static struct CUmemPoolHandle_st *g_current_pool[8]; /* NULL: the default one */
static volatile size_t g_free_hint; /* bytes in free lists (read without the lock) */

static size_t reserved_of(const struct CUmemPoolHandle_st *p) { return p->used + p->free_bytes; }

/* Bytes pools hold in freed blocks; with g_lock held (core.c counts them, sd_on_pools). */
static size_t pool_reserved_free(void)
{
    size_t n = 0;
    for (struct CUmemPoolHandle_st *p = g_pools; p; p = p->next)
        n += p->free_bytes;
    return n;
}

/* With g_lock held. */
static struct CUmemPoolHandle_st *pool_new(int device, const CUmemPoolProps *props, int is_default)
{
    struct CUmemPoolHandle_st *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    p->device = device;
    p->is_default = is_default;
    if (props)
        p->props = *props;
    p->props.allocType = CU_MEM_ALLOCATION_TYPE_PINNED;
    p->props.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    p->props.location.id = device;
    p->reuse[0] = p->reuse[1] = p->reuse[2] = 1;
    p->access[device] = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
    p->fd = -1;
    if (!handle_add(H_MEMPOOL, p)) {
        free(p);
        return NULL;
    }
    p->next = g_pools;
    g_pools = p;
    return p;
}

static struct CUmemPoolHandle_st *default_pool(int device)
{
    if (!g_default_pool[device])
        g_default_pool[device] = pool_new(device, NULL, 1);
    return g_default_pool[device];
}

/* A block's pages go back (its addresses stay taken, PROT_NONE, never reused); a shareable
 * pool's pages leave its memfd too. */
static void give_pages(const struct CUmemPoolHandle_st *p, uintptr_t base, size_t size, size_t off)
{
    if (p->fd >= 0) {
        mmap((void *)base, size, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_FIXED,
             -1, 0);
        if (!p->imported)
            fallocate(p->fd, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, (off_t)off, (off_t)size);
        return;
    }
    madvise((void *)base, size, MADV_DONTNEED);
    mprotect((void *)base, size, PROT_NONE);
}

/* With g_lock held: releases free blocks while `keep_above(reserved after)` holds. */
static void release_blocks(struct CUmemPoolHandle_st *p, size_t keep)
{
    for (size_t i = 0; i < p->nfree;) {
        block b = p->free[i];
        if (reserved_of(p) - b.size < keep) {
            i++;
            continue;
        }
        give_pages(p, b.base, b.size, b.off);
        p->free_bytes -= b.size;
        g_free_hint -= b.size;
        p->free[i] = p->free[--p->nfree];
    }
}

/* With g_lock held: a destroyed pool with nothing outstanding goes. */
static void pool_reap(struct CUmemPoolHandle_st *p)
{
    if (!p->destroyed || p->used)
        return;
    release_blocks(p, 0);
    for (struct CUmemPoolHandle_st **q = &g_pools; *q; q = &(*q)->next)
        if (*q == p) {
            *q = p->next;
            break;
        }
    if (p->fd >= 0)
        close(p->fd);
    free(p->free);
    free(p);
}

/* At each synchronising call (stream.c, through pools_trim): pools release memory above their
 * threshold. */
static void pool_trim_all(void)
{
    if (!g_free_hint)
        return;
    pthread_rwlock_wrlock(&g_mem);
    pthread_mutex_lock(&g_lock);
    for (struct CUmemPoolHandle_st *p = g_pools, *next; p; p = next) {
        next = p->next;
        if (reserved_of(p) > p->threshold)
            release_blocks(p, p->threshold);
        pool_reap(p);
    }
    pthread_mutex_unlock(&g_lock);
    pthread_rwlock_unlock(&g_mem);
}

/* With g_lock held: n bytes from the pool, handed out now. */
static CUresult pool_alloc(struct CUmemPoolHandle_st *p, size_t n, CUdeviceptr *dp)
{
    if (!n)
        return CUDA_ERROR_INVALID_VALUE;
    size_t rounded = (n + GRANULE - 1) / GRANULE * GRANULE;
    if (rounded < n)
        return CUDA_ERROR_OUT_OF_MEMORY;
    size_t best = (size_t)-1;
    for (size_t i = 0; i < p->nfree; i++)
        if (p->free[i].size >= rounded && (best == (size_t)-1 || p->free[i].size < p->free[best].size))
            best = i;
    if (p->imported) /* the driver API: no allocations from an imported pool */
        return CUDA_ERROR_INVALID_VALUE;
    uintptr_t base;
    size_t off = 0;
    if (best != (size_t)-1) {
        block *b = &p->free[best];
        base = b->base;
        off = b->off;
        if (b->size > rounded) { /* the rest stays free */
            b->base += rounded;
            b->size -= rounded;
            b->off += rounded;
        } else {
            p->free[best] = p->free[--p->nfree];
        }
        p->free_bytes -= rounded;
        g_free_hint -= rounded;
    } else {
        if (p->props.maxSize && reserved_of(p) + rounded > p->props.maxSize)
            return CUDA_ERROR_OUT_OF_MEMORY;
        if (rounded > STANDIN_DEVICE_MEMORY - memory_used())
            return CUDA_ERROR_OUT_OF_MEMORY;
        if (p->fd >= 0 && rounded > p->fd_size - p->fd_next)
            return CUDA_ERROR_OUT_OF_MEMORY;
        base = va_carve(rounded, GRANULE);
        if (!base)
            return CUDA_ERROR_OUT_OF_MEMORY;
        if (p->fd >= 0) {
            off = p->fd_next;
            if (mmap((void *)base, rounded, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED, p->fd,
                     (off_t)off) == MAP_FAILED)
                return CUDA_ERROR_OUT_OF_MEMORY;
            p->fd_next += rounded;
        } else if (mprotect((void *)base, rounded, PROT_READ | PROT_WRITE)) {
            return CUDA_ERROR_OUT_OF_MEMORY;
        }
    }
    CUresult r = alloc_insert(base, n, rounded, p->device, p);
    if (r) {
        give_pages(p, base, rounded, off);
        return r;
    }
    alloc_exact(base)->share_off = off;
    p->used += rounded;
    if (p->used > p->used_high)
        p->used_high = p->used;
    if (reserved_of(p) > p->reserved_high)
        p->reserved_high = reserved_of(p);
    *dp = base;
    return CUDA_SUCCESS;
}

/* With g_lock held: a pool allocation's block goes back to its pool. */
static void pool_give_back(alloc_rec a)
{
    struct CUmemPoolHandle_st *p = a.pool;
    alloc_remove(a.base);
    if (p->imported) { /* an imported pointer: unmapped here, the exporter's pages stay */
        give_pages(p, a.base, a.reserved, a.share_off);
        p->used -= a.reserved;
        pool_reap(p);
        return;
    }
    p->used -= a.reserved;
    if (p->nfree == p->capfree) {
        size_t cap = p->capfree ? 2 * p->capfree : 16;
        block *n = realloc(p->free, cap * sizeof *n);
        if (!n) { /* no room to keep it: give the memory back instead */
            give_pages(p, a.base, a.reserved, a.share_off);
            pool_reap(p);
            return;
        }
        p->free = n;
        p->capfree = cap;
    }
    p->free[p->nfree++] = (block){a.base, a.reserved, a.share_off};
    p->free_bytes += a.reserved;
    g_free_hint += a.reserved;
    pool_reap(p);
}

static CUresult check_pool(CUmemoryPool p)
{
    CUresult r = need_init();
    if (r)
        return r;
    return p && handle_live(H_MEMPOOL, p) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

/* ---------------------------------------------------------------- stream-ordered API */

static CUresult alloc_async(CUdeviceptr *dp, size_t n, CUmemoryPool pool, CUstream s)
{
    CUresult r = need_ctx();
    if (r)
        return r;
    if (!dp)
        return CUDA_ERROR_INVALID_VALUE;
    struct CUstream_st *st;
    r = sd_stream(s, &st);
    if (r)
        return r;
    if (sd_capture->capturing(s)) /* graph allocation nodes come from cuGraphAddMemAllocNode here */
        return CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED;
    pthread_mutex_lock(&g_lock);
    if (!pool)
        pool = g_current_pool[st->device] ? g_current_pool[st->device] : default_pool(st->device);
    else if (!handle_ok(H_MEMPOOL, pool))
        r = CUDA_ERROR_INVALID_VALUE;
    if (!r)
        r = pool ? pool_alloc(pool, n, dp) : CUDA_ERROR_OUT_OF_MEMORY;
    pthread_mutex_unlock(&g_lock);
    return r;
}

EXPORT CUresult cuMemAllocAsync(CUdeviceptr *dp, size_t n, CUstream s)
{
    return alloc_async(dp, n, NULL, s);
}

EXPORT CUresult cuMemAllocFromPoolAsync(CUdeviceptr *dp, size_t n, CUmemoryPool pool, CUstream s)
{
    if (!pool)
        return CUDA_ERROR_INVALID_VALUE;
    return alloc_async(dp, n, pool, s);
}

typedef struct {
    sd_op op;
    uintptr_t base;
} free_op;

static CUresult free_run(sd_op *op)
{
    uintptr_t base = ((free_op *)op)->base;
    pthread_rwlock_wrlock(&g_mem);
    pthread_mutex_lock(&g_lock);
    alloc_rec *a = alloc_exact(base);
    CUresult r = CUDA_ERROR_ILLEGAL_ADDRESS;
    if (a && a->free_pending) {
        if (a->pool)
            pool_give_back(*a);
        else
            alloc_free(base);
        r = CUDA_SUCCESS;
    }
    pthread_mutex_unlock(&g_lock);
    pthread_rwlock_unlock(&g_mem);
    return r;
}

CUresult pool_free_now(CUdeviceptr p)
{
    pthread_rwlock_wrlock(&g_mem);
    pthread_mutex_lock(&g_lock);
    alloc_rec *a = alloc_exact(p);
    CUresult r = CUDA_ERROR_INVALID_VALUE;
    if (a && a->pool && !a->free_pending) {
        pool_give_back(*a);
        r = CUDA_SUCCESS;
    }
    pthread_mutex_unlock(&g_lock);
    pthread_rwlock_unlock(&g_mem);
    return r;
}

/* Memory of cuMemAllocAsync (or cuMemAlloc) is freed when the stream reaches the free. */
EXPORT CUresult cuMemFreeAsync(CUdeviceptr p, CUstream s)
{
    CUresult r = need_ctx();
    if (r)
        return r;
    struct CUstream_st *st;
    r = sd_stream(s, &st);
    if (r)
        return r;
    if (sd_capture->capturing(s))
        return CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED;
    free_op *op = (free_op *)sd_op_new(sizeof *op, SD_MEM_FREE, free_run);
    if (!op)
        return CUDA_ERROR_OUT_OF_MEMORY;
    op->base = p;
    pthread_mutex_lock(&g_lock);
    alloc_rec *a = alloc_exact(p);
    if (!a || a->free_pending)
        r = CUDA_ERROR_INVALID_VALUE;
    else
        a->free_pending = 1;
    pthread_mutex_unlock(&g_lock);
    if (r) {
        sd_op_free(&op->op);
        return r;
    }
    r = sd_submit(s, &op->op);
    if (r) {
        pthread_mutex_lock(&g_lock);
        a = alloc_exact(p);
        if (a)
            a->free_pending = 0;
        pthread_mutex_unlock(&g_lock);
    }
    return r;
}

EXPORT CUresult cuMemAllocAsync_ptsz(CUdeviceptr *dp, size_t n, CUstream s)
{
    return cuMemAllocAsync(dp, n, s);
}
EXPORT CUresult cuMemAllocFromPoolAsync_ptsz(CUdeviceptr *dp, size_t n, CUmemoryPool pool,
                                             CUstream s)
{
    return cuMemAllocFromPoolAsync(dp, n, pool, s);
}
EXPORT CUresult cuMemFreeAsync_ptsz(CUdeviceptr p, CUstream s) { return cuMemFreeAsync(p, s); }

/* ---------------------------------------------------------------- pools */

EXPORT CUresult cuDeviceGetDefaultMemPool(CUmemoryPool *out, CUdevice d)
{
    CUresult r = check_dev(d);
    if (r)
        return r;
    if (!out)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&g_lock);
    *out = default_pool(d);
    pthread_mutex_unlock(&g_lock);
    return *out ? CUDA_SUCCESS : CUDA_ERROR_OUT_OF_MEMORY;
}

EXPORT CUresult cuDeviceGetMemPool(CUmemoryPool *out, CUdevice d)
{
    CUresult r = check_dev(d);
    if (r)
        return r;
    if (!out)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&g_lock);
    *out = g_current_pool[d] ? g_current_pool[d] : default_pool(d);
    pthread_mutex_unlock(&g_lock);
    return *out ? CUDA_SUCCESS : CUDA_ERROR_OUT_OF_MEMORY;
}

/* The driver API: the pool must be of that device. */
EXPORT CUresult cuDeviceSetMemPool(CUdevice d, CUmemoryPool pool)
{
    CUresult r = check_dev(d);
    if (r)
        return r;
    pthread_mutex_lock(&g_lock);
    if (!pool || !handle_ok(H_MEMPOOL, pool) || pool->device != d || pool->imported)
        r = CUDA_ERROR_INVALID_VALUE; /* imported pools: not for cuDeviceSetMemPool either */
    else
        g_current_pool[d] = pool->is_default ? NULL : pool;
    pthread_mutex_unlock(&g_lock);
    return r;
}

/* CUDA 13's location forms: device locations and pinned allocations only here. */
static CUresult location_device(const CUmemLocation *loc, CUmemAllocationType type, int *d)
{
    CUresult r = need_init();
    if (r)
        return r;
    if (!loc || type != CU_MEM_ALLOCATION_TYPE_PINNED)
        return CUDA_ERROR_INVALID_VALUE;
    if (loc->type != CU_MEM_LOCATION_TYPE_DEVICE)
        return CUDA_ERROR_NOT_SUPPORTED;
    if (loc->id < 0 || loc->id >= g_ndev)
        return CUDA_ERROR_INVALID_DEVICE;
    *d = loc->id;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuMemGetDefaultMemPool(CUmemoryPool *out, CUmemLocation *loc,
                                       CUmemAllocationType type)
{
    int d;
    CUresult r = location_device(loc, type, &d);
    return r ? r : cuDeviceGetDefaultMemPool(out, d);
}

EXPORT CUresult cuMemGetMemPool(CUmemoryPool *out, CUmemLocation *loc, CUmemAllocationType type)
{
    int d;
    CUresult r = location_device(loc, type, &d);
    return r ? r : cuDeviceGetMemPool(out, d);
}

EXPORT CUresult cuMemSetMemPool(CUmemLocation *loc, CUmemAllocationType type, CUmemoryPool pool)
{
    int d;
    CUresult r = location_device(loc, type, &d);
    return r ? r : cuDeviceSetMemPool(d, pool);
}

/* The driver API's checks of CUmemPoolProps that matter here: pinned memory on a device,
 * reserved bytes zero; of the shareable handle types, POSIX file descriptors only. */
EXPORT CUresult cuMemPoolCreate(CUmemoryPool *out, const CUmemPoolProps *props)
{
    CUresult r = need_init();
    if (r)
        return r;
    if (!out || !props || props->allocType != CU_MEM_ALLOCATION_TYPE_PINNED ||
        props->location.type != CU_MEM_LOCATION_TYPE_DEVICE)
        return CUDA_ERROR_INVALID_VALUE;
    if (props->location.id < 0 || props->location.id >= g_ndev)
        return CUDA_ERROR_INVALID_DEVICE;
    for (size_t i = 0; i < sizeof props->reserved; i++)
        if (props->reserved[i])
            return CUDA_ERROR_INVALID_VALUE;
    if (props->handleTypes & ~CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR)
        return CUDA_ERROR_NOT_SUPPORTED;
    int fd = -1;
    size_t cap = props->maxSize ? (props->maxSize + GRANULE - 1) / GRANULE * GRANULE
                                : STANDIN_DEVICE_MEMORY;
    if (props->handleTypes & CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR) {
        char name[64];
        snprintf(name, sizeof name, POOL_MEMFD "%d", props->location.id);
        fd = memfd_create(name, MFD_CLOEXEC);
        if (fd < 0 || ftruncate(fd, (off_t)cap)) { /* sparse: pages come as blocks use them */
            if (fd >= 0)
                close(fd);
            return CUDA_ERROR_OUT_OF_MEMORY;
        }
    }
    pthread_mutex_lock(&g_lock);
    struct CUmemPoolHandle_st *p = pool_new(props->location.id, props, 0);
    if (p) {
        p->fd = fd;
        p->fd_size = cap;
    }
    pthread_mutex_unlock(&g_lock);
    if (!p) {
        if (fd >= 0)
            close(fd);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    *out = p;
    return CUDA_SUCCESS;
}

/* The driver API: allocations still outstanding stay valid; the pool goes when they are
 * freed. A device whose current pool it was goes back to its default pool. The default pool
 * cannot be destroyed. */
EXPORT CUresult cuMemPoolDestroy(CUmemoryPool pool)
{
    CUresult r = need_init();
    if (r)
        return r;
    pthread_rwlock_wrlock(&g_mem);
    pthread_mutex_lock(&g_lock);
    if (!pool || !handle_ok(H_MEMPOOL, pool) || pool->is_default) {
        r = CUDA_ERROR_INVALID_VALUE;
    } else {
        handle_del(pool);
        for (int d = 0; d < 8; d++)
            if (g_current_pool[d] == pool)
                g_current_pool[d] = NULL;
        pool->destroyed = 1;
        release_blocks(pool, 0);
        pool_reap(pool);
    }
    pthread_mutex_unlock(&g_lock);
    pthread_rwlock_unlock(&g_mem);
    return r;
}

EXPORT CUresult cuMemPoolSetAttribute(CUmemoryPool pool, CUmemPool_attribute a, void *value)
{
    CUresult r = check_pool(pool);
    if (r)
        return r;
    if (!value)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&g_lock);
    switch ((int)a) {
    case CU_MEMPOOL_ATTR_REUSE_FOLLOW_EVENT_DEPENDENCIES:
    case CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC:
    case CU_MEMPOOL_ATTR_REUSE_ALLOW_INTERNAL_DEPENDENCIES:
        pool->reuse[a - CU_MEMPOOL_ATTR_REUSE_FOLLOW_EVENT_DEPENDENCIES] = *(int *)value != 0;
        break;
    case CU_MEMPOOL_ATTR_RELEASE_THRESHOLD: pool->threshold = *(cuuint64_t *)value; break;
    case CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH: /* only 0 may be written: it resets the mark */
        if (*(cuuint64_t *)value)
            r = CUDA_ERROR_INVALID_VALUE;
        else
            pool->reserved_high = reserved_of(pool);
        break;
    case CU_MEMPOOL_ATTR_USED_MEM_HIGH:
        if (*(cuuint64_t *)value)
            r = CUDA_ERROR_INVALID_VALUE;
        else
            pool->used_high = pool->used;
        break;
    default: r = CUDA_ERROR_INVALID_VALUE;
    }
    pthread_mutex_unlock(&g_lock);
    return r;
}

EXPORT CUresult cuMemPoolGetAttribute(CUmemoryPool pool, CUmemPool_attribute a, void *value)
{
    CUresult r = check_pool(pool);
    if (r)
        return r;
    if (!value)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&g_lock);
    switch ((int)a) {
    case CU_MEMPOOL_ATTR_REUSE_FOLLOW_EVENT_DEPENDENCIES:
    case CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC:
    case CU_MEMPOOL_ATTR_REUSE_ALLOW_INTERNAL_DEPENDENCIES:
        *(int *)value = pool->reuse[a - CU_MEMPOOL_ATTR_REUSE_FOLLOW_EVENT_DEPENDENCIES];
        break;
    case CU_MEMPOOL_ATTR_RELEASE_THRESHOLD: *(cuuint64_t *)value = pool->threshold; break;
    case CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT: *(cuuint64_t *)value = reserved_of(pool); break;
    case CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH: *(cuuint64_t *)value = pool->reserved_high; break;
    case CU_MEMPOOL_ATTR_USED_MEM_CURRENT: *(cuuint64_t *)value = pool->used; break;
    case CU_MEMPOOL_ATTR_USED_MEM_HIGH: *(cuuint64_t *)value = pool->used_high; break;
    default: r = CUDA_ERROR_INVALID_VALUE;
    }
    pthread_mutex_unlock(&g_lock);
    return r;
}

EXPORT CUresult cuMemPoolTrimTo(CUmemoryPool pool, size_t keep)
{
    CUresult r = check_pool(pool);
    if (r)
        return r;
    pthread_rwlock_wrlock(&g_mem);
    pthread_mutex_lock(&g_lock);
    if (handle_ok(H_MEMPOOL, pool))
        release_blocks(pool, keep);
    pthread_mutex_unlock(&g_lock);
    pthread_rwlock_unlock(&g_mem);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuMemPoolSetAccess(CUmemoryPool pool, const CUmemAccessDesc *map, size_t count)
{
    CUresult r = check_pool(pool);
    if (r)
        return r;
    if (!map && count)
        return CUDA_ERROR_INVALID_VALUE;
    for (size_t i = 0; i < count; i++) {
        const CUmemAccessDesc *m = &map[i];
        if (m->location.type != CU_MEM_LOCATION_TYPE_DEVICE || m->location.id < 0 ||
            m->location.id >= g_ndev ||
            (m->flags != CU_MEM_ACCESS_FLAGS_PROT_NONE && m->flags != CU_MEM_ACCESS_FLAGS_PROT_READ &&
             m->flags != CU_MEM_ACCESS_FLAGS_PROT_READWRITE))
            return CUDA_ERROR_INVALID_VALUE;
        if (m->location.id == pool->device && m->flags != CU_MEM_ACCESS_FLAGS_PROT_READWRITE)
            return CUDA_ERROR_INVALID_VALUE;
    }
    pthread_mutex_lock(&g_lock);
    for (size_t i = 0; i < count; i++)
        pool->access[map[i].location.id] = map[i].flags;
    pthread_mutex_unlock(&g_lock);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuMemPoolGetAccess(CUmemAccess_flags *flags, CUmemoryPool pool,
                                   CUmemLocation *loc)
{
    CUresult r = check_pool(pool);
    if (r)
        return r;
    if (!flags || !loc || loc->type != CU_MEM_LOCATION_TYPE_DEVICE || loc->id < 0 ||
        loc->id >= g_ndev)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&g_lock);
    *flags = pool->access[loc->id];
    pthread_mutex_unlock(&g_lock);
    return CUDA_SUCCESS;
}

/* ---------------------------------------------------------------- sharing (see the top) */

EXPORT CUresult cuMemPoolExportToShareableHandle(void *handle, CUmemoryPool pool,
                                                 CUmemAllocationHandleType type,
                                                 unsigned long long flags)
{
    CUresult r = check_pool(pool);
    if (r)
        return r;
    if (!handle || flags)
        return CUDA_ERROR_INVALID_VALUE;
    if (type != CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR)
        return CUDA_ERROR_NOT_SUPPORTED;
    pthread_mutex_lock(&g_lock);
    int fd = -1;
    if (!handle_ok(H_MEMPOOL, pool) || pool->fd < 0 || pool->imported)
        r = CUDA_ERROR_INVALID_VALUE; /* not made with this handle type */
    else if ((fd = dup(pool->fd)) < 0)
        r = CUDA_ERROR_OUT_OF_MEMORY;
    pthread_mutex_unlock(&g_lock);
    if (!r)
        memcpy(handle, &fd, sizeof fd);
    return r;
}

/* The device of a stand-in pool's memfd (its name); -1 when fd is no such memfd. */
static int pool_memfd_device(int fd)
{
    char link[64], target[256];
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    ssize_t n = readlink(link, target, sizeof target - 1);
    if (n <= 0)
        return -1;
    target[n] = 0;
    const char *prefix = "/memfd:" POOL_MEMFD;
    int device;
    if (strncmp(target, prefix, strlen(prefix)) ||
        sscanf(target + strlen(prefix), "%d", &device) != 1 || device < 0 || device >= g_ndev)
        return -1;
    return device;
}

EXPORT CUresult cuMemPoolImportFromShareableHandle(CUmemoryPool *out, void *handle,
                                                   CUmemAllocationHandleType type,
                                                   unsigned long long flags)
{
    CUresult r = need_init();
    if (r)
        return r;
    if (!out || flags)
        return CUDA_ERROR_INVALID_VALUE;
    if (type != CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR)
        return CUDA_ERROR_NOT_SUPPORTED;
    int fd = (int)(intptr_t)handle, device;
    struct stat st;
    if ((intptr_t)handle != fd || fd < 0 || fstat(fd, &st) || !S_ISREG(st.st_mode) ||
        (device = pool_memfd_device(fd)) < 0)
        return CUDA_ERROR_INVALID_VALUE;
    int own = fcntl(fd, F_DUPFD_CLOEXEC, 0);
    if (own < 0)
        return CUDA_ERROR_OUT_OF_MEMORY;
    CUmemPoolProps props;
    memset(&props, 0, sizeof props);
    props.handleTypes = CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;
    pthread_mutex_lock(&g_lock);
    struct CUmemPoolHandle_st *p = pool_new(device, &props, 0);
    if (p) {
        p->fd = own;
        p->fd_size = (size_t)st.st_size;
        p->imported = 1;
    }
    pthread_mutex_unlock(&g_lock);
    if (!p) {
        close(own);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    *out = p;
    return CUDA_SUCCESS;
}

/* The export data (CUmemPoolPtrExportData, 64 bytes): magic, offset in the memfd, size. */
typedef struct {
    uint64_t magic, off, size, reserved[5];
} export_data;

EXPORT CUresult cuMemPoolExportPointer(CUmemPoolPtrExportData *out, CUdeviceptr ptr)
{
    CUresult r = need_init();
    if (r)
        return r;
    if (!out)
        return CUDA_ERROR_INVALID_VALUE;
    export_data d = {EXPORT_MAGIC, 0, 0, {0}};
    pthread_mutex_lock(&g_lock);
    alloc_rec *a = alloc_exact(ptr);
    const struct CUmemPoolHandle_st *p = a ? a->pool : NULL;
    if (!p || p->fd < 0 || p->imported || a->free_pending) {
        r = CUDA_ERROR_INVALID_VALUE; /* no allocation of an exportable pool starts there */
    } else {
        d.off = a->share_off;
        d.size = a->size;
    }
    pthread_mutex_unlock(&g_lock);
    if (!r)
        memcpy(out, &d, sizeof d);
    return r;
}

EXPORT CUresult cuMemPoolImportPointer(CUdeviceptr *ptr, CUmemoryPool pool,
                                       CUmemPoolPtrExportData *data)
{
    CUresult r = check_pool(pool);
    if (r)
        return r;
    if (!ptr || !data)
        return CUDA_ERROR_INVALID_VALUE;
    export_data d;
    memcpy(&d, data, sizeof d);
    size_t rounded = (d.size + GRANULE - 1) / GRANULE * GRANULE;
    pthread_mutex_lock(&g_lock);
    uintptr_t base = 0;
    if (!handle_ok(H_MEMPOOL, pool) || !pool->imported || d.magic != EXPORT_MAGIC || !d.size ||
        rounded < d.size || d.off % GRANULE || d.off > pool->fd_size ||
        rounded > pool->fd_size - d.off) {
        r = CUDA_ERROR_INVALID_VALUE;
    } else if (!(base = va_carve(rounded, GRANULE)) ||
               mmap((void *)base, rounded, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED,
                    pool->fd, (off_t)d.off) == MAP_FAILED) {
        r = CUDA_ERROR_OUT_OF_MEMORY;
    } else if ((r = alloc_insert(base, d.size, rounded, pool->device, pool)) != CUDA_SUCCESS) {
        give_pages(pool, base, rounded, d.off);
    } else {
        alloc_exact(base)->share_off = d.off;
        pool->used += rounded; /* a destroyed pool stays until its imported pointers are freed */
    }
    pthread_mutex_unlock(&g_lock);
    if (!r)
        *ptr = base;
    return r;
}

__attribute__((constructor)) static void pool_init(void)
{
    sd_on_pools(pool_reserved_free, pool_trim_all);
}

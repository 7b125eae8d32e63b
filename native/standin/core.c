/* The stand-in driver's lowest layer (sd_core.h): the handle registry, initialisation
 * (cuInit), the calling thread's context stack, the window of device memory with its
 * allocations, and the range check every copy and kernel makes (dev_range). Nothing here
 * calls a file above: what pools (pool.c) and virtual memory (vmm.c) add to the picture
 * reaches this file through the functions they register from their constructors
 * (sd_on_pools, sd_on_vmm). */
#include "sd_core.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#include "lupine/maps.h"

pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
pthread_rwlock_t g_mem = PTHREAD_RWLOCK_INITIALIZER;
int g_ndev = 1;
int g_no_data;
struct CUctx_st g_primary[8];

static int g_init;

typedef struct {
    int type;
    void *ptr;
} handle_rec;

static handle_rec *g_handles;
static size_t g_nhandles, g_caphandles;
static alloc_rec *g_allocs;
static size_t g_nallocs, g_capallocs;
static uintptr_t g_va_base, g_va_next, g_va_end;
int g_primary_refs[8];
__thread CUcontext t_stack[16];
__thread int t_depth;
__thread int t_in_host_fn;
size_t g_vmm_physical;

/* What the layers above register (sd_on_pools, sd_on_vmm); NULL: none registered. */
static size_t (*g_pool_reserved_free)(void);
static void (*g_pool_trim_all)(void);
static int (*g_vmm_range_ok)(uintptr_t p, size_t n);

void sd_on_pools(size_t (*reserved_free)(void), void (*trim_all)(void))
{
    g_pool_reserved_free = reserved_free;
    g_pool_trim_all = trim_all;
}

void sd_on_vmm(int (*range_ok)(uintptr_t p, size_t n)) { g_vmm_range_ok = range_ok; }

void pools_trim(void)
{
    if (g_pool_trim_all)
        g_pool_trim_all();
}

int sd_in_host_fn(void) { return t_in_host_fn; }

/* ---------------------------------------------------------------- registries */

int handle_add(int type, void *p)
{
    if (g_nhandles == g_caphandles) {
        size_t cap = g_caphandles ? 2 * g_caphandles : 64;
        handle_rec *n = realloc(g_handles, cap * sizeof *n);
        if (!n)
            return 0;
        g_handles = n;
        g_caphandles = cap;
    }
    g_handles[g_nhandles].type = type;
    g_handles[g_nhandles].ptr = p;
    g_nhandles++;
    return 1;
}

int handle_ok(int type, const void *p)
{
    if (!p)
        return 0;
    if (type == H_CTX)
        for (int d = 0; d < g_ndev; d++)
            if (p == &g_primary[d])
                return g_primary_refs[d] > 0;
    for (size_t i = 0; i < g_nhandles; i++)
        if (g_handles[i].ptr == p && g_handles[i].type == type)
            return 1;
    return 0;
}

void handle_del(const void *p)
{
    for (size_t i = 0; i < g_nhandles; i++)
        if (g_handles[i].ptr == p) {
            g_handles[i] = g_handles[--g_nhandles];
            return;
        }
}

void *handle_next(int type, size_t *cursor)
{
    for (; *cursor < g_nhandles; (*cursor)++)
        if (g_handles[*cursor].type == type)
            return g_handles[(*cursor)++].ptr;
    return NULL;
}

int handle_live(int type, const void *p)
{
    pthread_mutex_lock(&g_lock);
    int ok = handle_ok(type, p);
    pthread_mutex_unlock(&g_lock);
    return ok;
}

/* Inside a host function every call is refused, as the driver API says of host functions
 * and stream callbacks that call CUDA. */
CUresult need_init(void)
{
    if (sd_in_host_fn())
        return CUDA_ERROR_NOT_PERMITTED;
    return g_init ? CUDA_SUCCESS : CUDA_ERROR_NOT_INITIALIZED;
}

CUcontext current(void) { return t_depth ? t_stack[t_depth - 1] : NULL; }

CUresult need_ctx(void)
{
    CUresult r = need_init();
    if (r)
        return r;
    CUcontext c = current();
    return c && handle_live(H_CTX, c) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_CONTEXT;
}

double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

/* ---------------------------------------------------------------- device memory */

alloc_rec *alloc_find(uintptr_t p, size_t n)
{
    for (size_t i = 0; i < g_nallocs; i++) {
        alloc_rec *a = &g_allocs[i];
        if (p >= a->base && p - a->base <= a->size && n <= a->size - (p - a->base))
            return a;
    }
    return NULL;
}

alloc_rec *alloc_exact(uintptr_t base)
{
    for (size_t i = 0; i < g_nallocs; i++)
        if (g_allocs[i].base == base)
            return &g_allocs[i];
    return NULL;
}

/* The end of the first mapping of this process that meets [p, p+n), or p + one page when
 * none does any more. */
static uintptr_t first_mapping_end(uintptr_t p, size_t n)
{
    size_t k;
    lp_span *m = lp_maps(&k, 0, 0);
    uintptr_t end = p + 4096;
    for (size_t i = 0; i < k; i++)
        if (m[i].lo < p + n && m[i].hi > p) {
            end = (uintptr_t)m[i].hi;
            break;
        }
    free(m);
    return end;
}

/* Takes [p, p+n) of this process's address space for device memory (PROT_NONE; callers open
 * what they use): 0; -1 when some of it is mapped already, *next then the end of the first
 * mapping in the way; -2 when the kernel refuses the range otherwise. As the driver, the
 * stand-in never places device memory where its process has a mapping: a server that blocks
 * addresses of its client's host memory in its own process (lupine-server, LP_AVOID) keeps
 * device pointers away from them. */
static int va_take(uintptr_t p, size_t n, uintptr_t *next)
{
    void *got = mmap((void *)p, n, PROT_NONE,
                     MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_FIXED_NOREPLACE, -1, 0);
    if (got == (void *)p)
        return 0;
    int err = errno;
    if (got != MAP_FAILED) { /* a kernel that took the address as a hint */
        munmap(got, n);
        err = EEXIST;
    }
    if (err != EEXIST)
        return -2;
    *next = first_mapping_end(p, n);
    return -1;
}

/* Device address space: carved upward from LUPINE_STANDIN_BASE, never reused (a stale
 * pointer stays invalid), a guard page after each range, mappings of the process skipped. */
uintptr_t va_carve(size_t size, size_t align)
{
    for (;;) {
        uintptr_t p = (g_va_next + align - 1) & ~(uintptr_t)(align - 1);
        if (p < g_va_next || p > g_va_end || size > g_va_end - p || g_va_end - p - size < 4096)
            return 0;
        uintptr_t next = 0;
        int r = va_take(p, size + 4096, &next);
        if (r == 0) {
            g_va_next = p + size + 4096;
            return p;
        }
        if (r == -2 || next <= g_va_next)
            return 0;
        g_va_next = next;
    }
}

uintptr_t va_carve_at(uintptr_t addr, size_t size)
{
    uintptr_t next;
    if (addr < g_va_next || addr > g_va_end || size > g_va_end - addr ||
        g_va_end - addr - size < 4096 || va_take(addr, size + 4096, &next))
        return 0;
    g_va_next = addr + size + 4096;
    return addr;
}

size_t memory_used(void)
{
    size_t used = g_vmm_physical;
    for (size_t i = 0; i < g_nallocs; i++)
        used += g_allocs[i].reserved;
    return used + (g_pool_reserved_free ? g_pool_reserved_free() : 0);
}

CUresult alloc_insert(uintptr_t base, size_t size, size_t reserved, int device, void *pool)
{
    if (g_nallocs == g_capallocs) {
        size_t cap = g_capallocs ? 2 * g_capallocs : 64;
        alloc_rec *a = realloc(g_allocs, cap * sizeof *a);
        if (!a)
            return CUDA_ERROR_OUT_OF_MEMORY;
        g_allocs = a;
        g_capallocs = cap;
    }
    /* pool memory has no context (the H200: CU_POINTER_ATTRIBUTE_CONTEXT is NULL for it) */
    CUcontext ctx = pool ? NULL : current();
    g_allocs[g_nallocs++] = (alloc_rec){base, size, reserved, device, ctx, pool, 0, 0, 0, 0};
    return CUDA_SUCCESS;
}

void alloc_remove(uintptr_t base)
{
    for (size_t i = 0; i < g_nallocs; i++)
        if (g_allocs[i].base == base) {
            g_allocs[i] = g_allocs[--g_nallocs];
            return;
        }
}

CUresult alloc_new(CUdeviceptr *dp, size_t n, void *pool)
{
    if (!dp || n == 0)
        return CUDA_ERROR_INVALID_VALUE;
    size_t rounded = (n + 4095) & ~(size_t)4095;
    if (rounded < n || rounded > STANDIN_DEVICE_MEMORY - memory_used())
        return CUDA_ERROR_OUT_OF_MEMORY;
    uintptr_t p = va_carve(rounded, 4096);
    if (!p || mprotect((void *)p, rounded, PROT_READ | PROT_WRITE))
        return CUDA_ERROR_OUT_OF_MEMORY;
    CUcontext ctx = current();
    CUresult r = alloc_insert(p, n, rounded, ctx ? ctx->device : 0, pool);
    if (r) {
        mprotect((void *)p, rounded, PROT_NONE);
        return r;
    }
    *dp = (CUdeviceptr)p;
    return CUDA_SUCCESS;
}

CUresult alloc_free(uintptr_t base)
{
    for (size_t i = 0; i < g_nallocs; i++)
        if (g_allocs[i].base == base) {
            if (g_allocs[i].ipc_fd) { /* shared pages (ipc.c): this process's view goes */
                mmap((void *)base, g_allocs[i].reserved, PROT_NONE,
                     MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_FIXED, -1, 0);
                close(g_allocs[i].ipc_fd);
            } else {
                madvise((void *)base, g_allocs[i].reserved, MADV_DONTNEED);
                mprotect((void *)base, g_allocs[i].reserved, PROT_NONE);
            }
            g_allocs[i] = g_allocs[--g_nallocs];
            return CUDA_SUCCESS;
        }
    return CUDA_ERROR_INVALID_VALUE;
}

void alloc_free_device(int device)
{
    for (size_t i = 0; i < g_nallocs;) {
        if (g_allocs[i].device == device && !g_allocs[i].pool)
            alloc_free(g_allocs[i].base);
        else
            i++;
    }
}

CUresult dev_range(CUdeviceptr p, size_t n)
{
    pthread_mutex_lock(&g_lock);
    int ok = alloc_find(p, n) != NULL || (g_vmm_range_ok && g_vmm_range_ok(p, n));
    pthread_mutex_unlock(&g_lock);
    return ok ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

void ctx_forget_allocations(CUcontext c)
{
    for (size_t i = 0; i < g_nallocs; i++)
        if (g_allocs[i].ctx == c)
            g_allocs[i].ctx = NULL; /* the memory stays until freed; its context is gone */
}

CUresult mem_alloc(CUdeviceptr *dp, size_t n) { return alloc_new(dp, n, NULL); }

CUresult mem_free(CUdeviceptr p) { return alloc_free(p); }

/* ---------------------------------------------------------------- init */

EXPORT const char lupine_standin_marker[] = "lupine-standin";

EXPORT CUresult cuInit(unsigned int flags)
{
    if (flags != 0)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&g_lock);
    if (!g_init) {
        const char *nd = getenv("LUPINE_STANDIN_NO_DATA");
        g_no_data = nd && !strcmp(nd, "1");
        const char *n = getenv("LUPINE_STANDIN_DEVICES");
        if (n && atoi(n) >= 1 && atoi(n) <= 8)
            g_ndev = atoi(n);
        const char *b = getenv("LUPINE_STANDIN_BASE");
        uintptr_t base = b ? (uintptr_t)strtoull(b, NULL, 0) : (uintptr_t)0x5e0000000000ULL;
        base &= ~(uintptr_t)4095;
        if (!base || base > ((uintptr_t)1 << 47) - STANDIN_VA_SIZE) {
            pthread_mutex_unlock(&g_lock);
            return CUDA_ERROR_INVALID_VALUE; /* LUPINE_STANDIN_BASE outside user space */
        }
        g_va_base = g_va_next = base;
        g_va_end = g_va_base + STANDIN_VA_SIZE;
        for (int d = 0; d < g_ndev; d++) {
            g_primary[d].device = d;
            g_primary[d].primary = 1;
        }
        g_init = 1;
    }
    pthread_mutex_unlock(&g_lock);
    return CUDA_SUCCESS;
}

CUresult check_dev(CUdevice d)
{
    CUresult r = need_init();
    if (r)
        return r;
    return d >= 0 && d < g_ndev ? CUDA_SUCCESS : CUDA_ERROR_INVALID_DEVICE;
}

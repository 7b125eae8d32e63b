/* Virtual memory management of the stand-in driver (cuMemAddressReserve, cuMemCreate,
 * cuMemMap, cuMemSetAccess...), as the driver API documents it:
 *
 *   - a reservation is a range of the stand-in's device address window (LUPINE_STANDIN_BASE),
 *     sizes and addresses multiples of the host page size, aligned to the granularity (2 MiB,
 *     the H200's, what cuMemGetAllocationGranularity answers) or to the alignment asked for;
 *     an address hint is honoured when that part of the window is still free;
 *   - a physical allocation (cuMemCreate) is a memfd of its size, so every mapping of it
 *     shares its bytes (two views of one allocation see each other's writes);
 *   - cuMemMap maps it (MAP_FIXED) inside a reservation, on granularity boundaries, never
 *     over another mapping, with no access: copies, memsets and launches on it fail until
 *     cuMemSetAccess grants access; cuMemUnmap takes whole mappings only, waits for the
 *     device's work first (the driver API marks it synchronising) and turns the range back
 *     into a reservation; an allocation's memory goes when it is released and unmapped;
 *   - read-only access (CU_MEM_ACCESS_FLAGS_PROT_READ) is recorded and reported, but the
 *     pages are writable whenever any access is granted: a kernel writing through such a
 *     mapping would fault on a GPU and does not here;
 *   - shareable handles: an allocation whose requestedHandleTypes include
 *     CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR exports its memfd (a dup of it) and another
 *     process imports that descriptor as an allocation of its own over the same pages, so the
 *     two processes see each other's writes as on a GPU; the memfd's name carries the device
 *     and handle types (what cuMemGetAllocationPropertiesFromHandle gives the importer), and
 *     only descriptors of such memfds are imported. Other handle types are not supported. */
#include "standin_internal.h"

#include <fcntl.h>
#include <stdio.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#define GRANULE ((size_t)2 << 20)
#define MEMFD_NAME "lupine-standin-vmm:" /* then device:requestedHandleTypes */

typedef struct {
    int fd;
    size_t size;
    CUmemAllocationProp prop;
    int handle_refs; /* cuMemCreate and each cuMemRetainAllocationHandle; cuMemRelease */
    int maps;        /* mappings of it */
} phys;

typedef struct {
    uintptr_t base;
    size_t size;
} reservation;

typedef struct {
    uintptr_t base;
    size_t size;
    phys *ph;
    CUmemAccess_flags access[8];
} mapping;

static reservation *g_res;
static size_t g_nres, g_capres;
static mapping *g_maps;
static size_t g_nmaps, g_capmaps;

static int grow(void **arr, size_t *cap, size_t n, size_t el)
{
    if (n < *cap)
        return 1;
    size_t c = *cap ? 2 * *cap : 16;
    void *p = realloc(*arr, c * el);
    if (!p)
        return 0;
    *arr = p;
    *cap = c;
    return 1;
}

/* With g_lock held. */
static mapping *map_at(uintptr_t p)
{
    for (size_t i = 0; i < g_nmaps; i++)
        if (p >= g_maps[i].base && p - g_maps[i].base < g_maps[i].size)
            return &g_maps[i];
    return NULL;
}

static reservation *res_holding(uintptr_t p, size_t n)
{
    for (size_t i = 0; i < g_nres; i++)
        if (p >= g_res[i].base && p - g_res[i].base <= g_res[i].size &&
            n <= g_res[i].size - (p - g_res[i].base))
            return &g_res[i];
    return NULL;
}

static int accessible(const mapping *m)
{
    for (int d = 0; d < g_ndev; d++)
        if (m->access[d] != CU_MEM_ACCESS_FLAGS_PROT_NONE)
            return 1;
    return 0;
}

/* With g_lock held: [p, p+n) is mapped VMM memory with access set (dev_range asks, through
 * sd_on_vmm). */
static int vmm_range_ok(uintptr_t p, size_t n)
{
    uintptr_t end = p + n;
    if (end < p)
        return 0;
    do {
        mapping *m = map_at(p);
        if (!m || !accessible(m))
            return 0;
        p = m->base + m->size;
    } while (p < end);
    return 1;
}

int vmm_lookup(uintptr_t p, int *device, uintptr_t *base, size_t *size)
{
    mapping *m = map_at(p);
    if (!m)
        return 0;
    *device = m->ph->prop.location.id;
    *base = m->base;
    *size = m->size;
    return 1;
}

/* With g_lock held: a physical allocation goes once nothing refers to it. */
static void phys_maybe_free(phys *ph)
{
    if (ph->handle_refs || ph->maps)
        return;
    handle_del(ph);
    close(ph->fd);
    g_vmm_physical -= ph->size;
    free(ph);
}

/* The properties the stand-in can give: pinned memory on one of its devices. */
static CUresult check_prop(const CUmemAllocationProp *prop)
{
    if (!prop || prop->type != CU_MEM_ALLOCATION_TYPE_PINNED)
        return CUDA_ERROR_INVALID_VALUE;
    if (prop->location.type != CU_MEM_LOCATION_TYPE_DEVICE)
        return prop->location.type == CU_MEM_LOCATION_TYPE_HOST ||
                       prop->location.type == CU_MEM_LOCATION_TYPE_HOST_NUMA
                   ? CUDA_ERROR_NOT_SUPPORTED
                   : CUDA_ERROR_INVALID_VALUE;
    if (prop->location.id < 0 || prop->location.id >= g_ndev)
        return CUDA_ERROR_INVALID_DEVICE;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuMemGetAllocationGranularity(size_t *g, const CUmemAllocationProp *prop,
                                              CUmemAllocationGranularity_flags option)
{
    CUresult r = need_init();
    if (!r)
        r = check_prop(prop);
    if (r)
        return r;
    if (!g || (option != CU_MEM_ALLOC_GRANULARITY_MINIMUM &&
               option != CU_MEM_ALLOC_GRANULARITY_RECOMMENDED))
        return CUDA_ERROR_INVALID_VALUE;
    *g = GRANULE;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuMemAddressReserve(CUdeviceptr *ptr, size_t size, size_t alignment,
                                    CUdeviceptr addr, unsigned long long flags)
{
    CUresult r = need_init();
    if (r)
        return r;
    if (!ptr || !size || flags || size % 4096 || addr % 4096 ||
        (alignment & (alignment - 1)))
        return CUDA_ERROR_INVALID_VALUE;
    if (alignment < GRANULE)
        alignment = GRANULE;
    pthread_mutex_lock(&g_lock);
    uintptr_t p = 0;
    if (!grow((void **)&g_res, &g_capres, g_nres, sizeof *g_res)) {
        r = CUDA_ERROR_OUT_OF_MEMORY;
    } else {
        if (addr && addr % alignment == 0)
            p = va_carve_at(addr, size); /* the hint, when that part of the window is free */
        if (!p)
            p = va_carve(size, alignment);
        if (!p)
            r = CUDA_ERROR_OUT_OF_MEMORY;
        else
            g_res[g_nres++] = (reservation){p, size};
    }
    pthread_mutex_unlock(&g_lock);
    if (!r)
        *ptr = p;
    return r;
}

EXPORT CUresult cuMemAddressFree(CUdeviceptr ptr, size_t size)
{
    CUresult r = need_init();
    if (r)
        return r;
    pthread_mutex_lock(&g_lock);
    r = CUDA_ERROR_INVALID_VALUE;
    for (size_t i = 0; i < g_nres; i++)
        if (g_res[i].base == ptr && g_res[i].size == size) {
            int mapped = 0;
            for (size_t k = 0; k < g_nmaps; k++)
                if (g_maps[k].base >= ptr && g_maps[k].base - ptr < size)
                    mapped = 1;
            if (!mapped) { /* a range still mapped must be unmapped first */
                g_res[i] = g_res[--g_nres];
                r = CUDA_SUCCESS;
            }
            break;
        }
    pthread_mutex_unlock(&g_lock);
    return r;
}

EXPORT CUresult cuMemCreate(CUmemGenericAllocationHandle *handle, size_t size,
                            const CUmemAllocationProp *prop, unsigned long long flags)
{
    CUresult r = need_init();
    if (!r)
        r = check_prop(prop);
    if (r)
        return r;
    if (!handle || !size || size % GRANULE || flags)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&g_lock);
    int full = size > STANDIN_DEVICE_MEMORY - memory_used();
    pthread_mutex_unlock(&g_lock);
    if (full)
        return CUDA_ERROR_OUT_OF_MEMORY;
    phys *ph = calloc(1, sizeof *ph);
    if (!ph)
        return CUDA_ERROR_OUT_OF_MEMORY;
    char name[64];
    snprintf(name, sizeof name, MEMFD_NAME "%d:%d", prop->location.id,
             (int)prop->requestedHandleTypes);
    ph->fd = memfd_create(name, MFD_CLOEXEC);
    if (ph->fd < 0 || ftruncate(ph->fd, (off_t)size)) {
        if (ph->fd >= 0)
            close(ph->fd);
        free(ph);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    ph->size = size;
    ph->prop = *prop;
    ph->handle_refs = 1;
    pthread_mutex_lock(&g_lock);
    int ok = handle_add(H_MEMHANDLE, ph);
    if (ok)
        g_vmm_physical += size;
    pthread_mutex_unlock(&g_lock);
    if (!ok) {
        close(ph->fd);
        free(ph);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    *handle = (CUmemGenericAllocationHandle)(uintptr_t)ph;
    return CUDA_SUCCESS;
}

/* A physical allocation handle is a pointer here as in the driver. With
 * LUPINE_STANDIN_TRUST_HANDLES=1 an unknown one ends the process with SIGSEGV, as the H200's
 * driver does (cuMemRelease(1), found by tests/lupine/test_fuzz.py): what the server must never
 * pass on (native/server/vmm_handles.c). Otherwise it is refused. */
static phys *handle_phys(CUmemGenericAllocationHandle h)
{
    phys *ph = (phys *)(uintptr_t)h;
    if (handle_ok(H_MEMHANDLE, ph) && ph->handle_refs > 0)
        return ph;
    const char *trust = getenv("LUPINE_STANDIN_TRUST_HANDLES");
    if (trust && !strcmp(trust, "1"))
        raise(SIGSEGV);
    return NULL;
}

EXPORT CUresult cuMemRelease(CUmemGenericAllocationHandle h)
{
    CUresult r = need_init();
    if (r)
        return r;
    pthread_mutex_lock(&g_lock);
    phys *ph = handle_phys(h);
    if (ph) {
        ph->handle_refs--;
        phys_maybe_free(ph);
    }
    pthread_mutex_unlock(&g_lock);
    return ph ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

EXPORT CUresult cuMemMap(CUdeviceptr ptr, size_t size, size_t offset,
                         CUmemGenericAllocationHandle h, unsigned long long flags)
{
    CUresult r = need_init();
    if (r)
        return r;
    if (!size || ptr % GRANULE || size % GRANULE || offset || flags)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&g_lock);
    phys *ph = handle_phys(h);
    if (!ph || size > ph->size || !res_holding(ptr, size)) {
        r = CUDA_ERROR_INVALID_VALUE;
    } else {
        for (size_t i = 0; i < g_nmaps && !r; i++)
            if (g_maps[i].base < ptr + size && ptr < g_maps[i].base + g_maps[i].size)
                r = CUDA_ERROR_INVALID_VALUE; /* only unmapped parts of a reservation */
    }
    if (!r && !grow((void **)&g_maps, &g_capmaps, g_nmaps, sizeof *g_maps))
        r = CUDA_ERROR_OUT_OF_MEMORY;
    if (!r && mmap((void *)ptr, size, PROT_NONE, MAP_SHARED | MAP_FIXED, ph->fd, 0) == MAP_FAILED)
        r = CUDA_ERROR_OUT_OF_MEMORY;
    if (!r) {
        mapping m = {ptr, size, ph, {0}};
        g_maps[g_nmaps++] = m;
        ph->maps++;
    }
    pthread_mutex_unlock(&g_lock);
    return r;
}

EXPORT CUresult cuMemUnmap(CUdeviceptr ptr, size_t size)
{
    CUresult r = need_init();
    if (r)
        return r;
    if (!size)
        return CUDA_ERROR_INVALID_VALUE;
    for (int d = 0; d < g_ndev; d++)
        sd_device_sync(d);
    pthread_rwlock_wrlock(&g_mem);
    pthread_mutex_lock(&g_lock);
    /* whole mappings only, covering the range without gaps */
    size_t covered = 0;
    for (size_t i = 0; i < g_nmaps && !r; i++) {
        const mapping *m = &g_maps[i];
        int overlaps = m->base < ptr + size && ptr < m->base + m->size;
        if (!overlaps)
            continue;
        if (m->base < ptr || m->base + m->size > ptr + size)
            r = CUDA_ERROR_INVALID_VALUE;
        covered += m->size;
    }
    if (!r && covered != size)
        r = CUDA_ERROR_INVALID_VALUE;
    if (!r) {
        for (size_t i = 0; i < g_nmaps;) {
            mapping m = g_maps[i];
            if (m.base >= ptr && m.base - ptr < size) {
                mmap((void *)m.base, m.size, PROT_NONE,
                     MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_FIXED, -1, 0);
                g_maps[i] = g_maps[--g_nmaps];
                m.ph->maps--;
                phys_maybe_free(m.ph);
            } else {
                i++;
            }
        }
    }
    pthread_mutex_unlock(&g_lock);
    pthread_rwlock_unlock(&g_mem);
    return r;
}

EXPORT CUresult cuMemSetAccess(CUdeviceptr ptr, size_t size, const CUmemAccessDesc *desc,
                               size_t count)
{
    CUresult r = need_init();
    if (r)
        return r;
    if (!size || (!desc && count))
        return CUDA_ERROR_INVALID_VALUE;
    for (size_t i = 0; i < count; i++) {
        if (desc[i].location.type != CU_MEM_LOCATION_TYPE_DEVICE)
            return CUDA_ERROR_INVALID_VALUE;
        if (desc[i].location.id < 0 || desc[i].location.id >= g_ndev)
            return CUDA_ERROR_INVALID_DEVICE;
        if (desc[i].flags != CU_MEM_ACCESS_FLAGS_PROT_NONE &&
            desc[i].flags != CU_MEM_ACCESS_FLAGS_PROT_READ &&
            desc[i].flags != CU_MEM_ACCESS_FLAGS_PROT_READWRITE)
            return CUDA_ERROR_INVALID_VALUE;
    }
    pthread_rwlock_wrlock(&g_mem);
    pthread_mutex_lock(&g_lock);
    /* the range must be fully mapped */
    uintptr_t p = ptr, end = ptr + size;
    while (p < end && end > ptr) {
        mapping *m = map_at(p);
        if (!m || (p == ptr && m->base != ptr)) {
            r = CUDA_ERROR_INVALID_VALUE;
            break;
        }
        p = m->base + m->size;
    }
    if (!r && (end <= ptr || p != end))
        r = CUDA_ERROR_INVALID_VALUE;
    for (p = ptr; !r && p < end;) {
        mapping *m = map_at(p);
        for (size_t i = 0; i < count; i++)
            m->access[desc[i].location.id] = desc[i].flags;
        mprotect((void *)m->base, m->size, accessible(m) ? PROT_READ | PROT_WRITE : PROT_NONE);
        p = m->base + m->size;
    }
    pthread_mutex_unlock(&g_lock);
    pthread_rwlock_unlock(&g_mem);
    return r;
}

EXPORT CUresult cuMemGetAccess(unsigned long long *flags, const CUmemLocation *loc,
                               CUdeviceptr ptr)
{
    CUresult r = need_init();
    if (r)
        return r;
    if (!flags || !loc || loc->type != CU_MEM_LOCATION_TYPE_DEVICE)
        return CUDA_ERROR_INVALID_VALUE;
    if (loc->id < 0 || loc->id >= g_ndev)
        return CUDA_ERROR_INVALID_DEVICE;
    pthread_mutex_lock(&g_lock);
    mapping *m = map_at(ptr);
    if (m)
        *flags = m->access[loc->id];
    pthread_mutex_unlock(&g_lock);
    return m ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

EXPORT CUresult cuMemGetAllocationPropertiesFromHandle(CUmemAllocationProp *prop,
                                                       CUmemGenericAllocationHandle h)
{
    CUresult r = need_init();
    if (r)
        return r;
    if (!prop)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&g_lock);
    phys *ph = handle_phys(h);
    if (ph)
        *prop = ph->prop;
    pthread_mutex_unlock(&g_lock);
    return ph ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

EXPORT CUresult cuMemRetainAllocationHandle(CUmemGenericAllocationHandle *h, void *addr)
{
    CUresult r = need_init();
    if (r)
        return r;
    if (!h)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&g_lock);
    mapping *m = map_at((uintptr_t)addr);
    if (m) {
        m->ph->handle_refs++;
        *h = (CUmemGenericAllocationHandle)(uintptr_t)m->ph;
    }
    pthread_mutex_unlock(&g_lock);
    return m ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

/* The driver API: "the type of handle requested here must match the requestedHandleTypes
 * field in the prop structure passed to cuMemCreate" (memMapIPCDrv); the descriptor belongs
 * to the caller, who closes it. */
EXPORT CUresult cuMemExportToShareableHandle(void *out, CUmemGenericAllocationHandle h,
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
    pthread_mutex_lock(&g_lock);
    phys *ph = handle_phys(h);
    int fd = -1;
    if (!ph || !(ph->prop.requestedHandleTypes & CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR))
        r = CUDA_ERROR_INVALID_VALUE;
    else if ((fd = dup(ph->fd)) < 0)
        r = CUDA_ERROR_OUT_OF_MEMORY;
    pthread_mutex_unlock(&g_lock);
    if (!r)
        memcpy(out, &fd, sizeof fd);
    return r;
}

/* The device and handle types of a stand-in allocation's memfd (its name); 0 when fd is no
 * such memfd. */
static int memfd_prop(int fd, int *device, int *types)
{
    char link[64], target[256];
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    ssize_t n = readlink(link, target, sizeof target - 1);
    if (n <= 0)
        return 0;
    target[n] = 0;
    const char *prefix = "/memfd:" MEMFD_NAME;
    return !strncmp(target, prefix, strlen(prefix)) &&
           sscanf(target + strlen(prefix), "%d:%d", device, types) == 2;
}

EXPORT CUresult cuMemImportFromShareableHandle(CUmemGenericAllocationHandle *h, void *os,
                                               CUmemAllocationHandleType type)
{
    CUresult r = need_init();
    if (r)
        return r;
    if (!h)
        return CUDA_ERROR_INVALID_VALUE;
    if (type != CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR)
        return CUDA_ERROR_NOT_SUPPORTED;
    int fd = (int)(intptr_t)os, device, types;
    struct stat st;
    if ((intptr_t)os != fd || fd < 0 || fstat(fd, &st) || !S_ISREG(st.st_mode) ||
        st.st_size <= 0 || (size_t)st.st_size % GRANULE || !memfd_prop(fd, &device, &types) ||
        device < 0 || device >= g_ndev)
        return CUDA_ERROR_INVALID_VALUE;
    phys *ph = calloc(1, sizeof *ph);
    if (!ph)
        return CUDA_ERROR_OUT_OF_MEMORY;
    ph->fd = fcntl(fd, F_DUPFD_CLOEXEC, 0);
    if (ph->fd < 0) {
        free(ph);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    ph->size = (size_t)st.st_size;
    ph->prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
    ph->prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    ph->prop.location.id = device;
    ph->prop.requestedHandleTypes = (CUmemAllocationHandleType)types;
    ph->handle_refs = 1;
    pthread_mutex_lock(&g_lock);
    int ok = handle_add(H_MEMHANDLE, ph);
    if (ok)
        g_vmm_physical += ph->size;
    pthread_mutex_unlock(&g_lock);
    if (!ok) {
        close(ph->fd);
        free(ph);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    *h = (CUmemGenericAllocationHandle)(uintptr_t)ph;
    return CUDA_SUCCESS;
}

__attribute__((constructor)) static void vmm_init(void) { sd_on_vmm(vmm_range_ok); }

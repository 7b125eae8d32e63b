/* Legacy interprocess memory handles of the stand-in driver (cuIpcGetMemHandle,
 * cuIpcOpenMemHandle, cuIpcCloseMemHandle), so that two processes of one machine share device
 * memory as the driver API describes: the handle (64 opaque bytes) names an allocation of
 * cuMemAlloc; another process opens it and gets its own address of the same memory, writes of
 * either seen by the other; the opener closes it with cuIpcCloseMemHandle.
 *
 * Here: the first cuIpcGetMemHandle of an allocation moves its pages into a memfd (its bytes
 * copied, the memfd mapped over the same addresses, under g_mem write-locked so no work
 * touches it meanwhile); the handle holds the exporting pid, the memfd's descriptor number
 * there, its size and a generation number that is also in the memfd's name; the opener opens
 * /proc/<pid>/fd/<fd> (a process of the same user), checks name, generation and size, and
 * maps it at an address of its own window. As with the driver: the handle names the whole
 * allocation (cuIpcOpenMemHandle gives its base; PyTorch sends the offset beside the handle),
 * a process cannot open its own handle (CUDA_ERROR_INVALID_CONTEXT), memory of pools is not
 * exported this way (their own interface is cuMemPoolExportPointer: pool.c). */
#include "standin_internal.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#define IPC_MEMFD "lupine-standin-ipc:" /* then device:generation */
#define IPC_MAGIC UINT64_C(0x3143504953504c) /* "LPSIPC1" */

typedef struct {
    uint64_t magic, pid, fd, size, generation, device, reserved[2];
} ipc_handle;

_Static_assert(sizeof(ipc_handle) == sizeof(CUipcMemHandle), "64 bytes");

static uint64_t g_generation; /* g_lock */

/* With g_lock and g_mem (write) held: a's pages into a memfd mapped over them. */
static CUresult share_pages(alloc_rec *a, uint64_t *gen)
{
    char name[64];
    *gen = ++g_generation;
    snprintf(name, sizeof name, IPC_MEMFD "%d:%llu", a->device, (unsigned long long)*gen);
    int fd = memfd_create(name, MFD_CLOEXEC);
    if (fd < 0)
        return CUDA_ERROR_OUT_OF_MEMORY;
    if (fd < 3) { /* 0 means "none" in alloc_rec.ipc_fd */
        int high = fcntl(fd, F_DUPFD_CLOEXEC, 3);
        close(fd);
        fd = high;
        if (fd < 0)
            return CUDA_ERROR_OUT_OF_MEMORY;
    }
    if (ftruncate(fd, (off_t)a->reserved) ||
        pwrite(fd, (const void *)a->base, a->reserved, 0) != (ssize_t)a->reserved ||
        mmap((void *)a->base, a->reserved, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED, fd, 0) ==
            MAP_FAILED) {
        close(fd);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    a->ipc_fd = fd;
    return CUDA_SUCCESS;
}

/* The generation of an allocation already shared: in its memfd's name. */
static int memfd_generation(int fd, int *device, unsigned long long *gen)
{
    char link[64], target[256];
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    ssize_t n = readlink(link, target, sizeof target - 1);
    if (n <= 0)
        return 0;
    target[n] = 0;
    const char *prefix = "/memfd:" IPC_MEMFD;
    return !strncmp(target, prefix, strlen(prefix)) &&
           sscanf(target + strlen(prefix), "%d:%llu", device, gen) == 2;
}

EXPORT CUresult cuIpcGetMemHandle(CUipcMemHandle *out, CUdeviceptr dptr)
{
    CUresult r = need_ctx();
    if (r)
        return r;
    if (!out)
        return CUDA_ERROR_INVALID_VALUE;
    ipc_handle h = {IPC_MAGIC, (uint64_t)getpid(), 0, 0, 0, 0, {0}};
    pthread_rwlock_wrlock(&g_mem);
    pthread_mutex_lock(&g_lock);
    alloc_rec *a = alloc_find(dptr, 0);
    if (!a || a->pool || a->ipc_opened || a->free_pending) {
        r = CUDA_ERROR_INVALID_VALUE;
    } else if (!a->ipc_fd) {
        r = share_pages(a, &h.generation);
    } else {
        int device;
        unsigned long long gen;
        r = memfd_generation(a->ipc_fd, &device, &gen) ? CUDA_SUCCESS : CUDA_ERROR_UNKNOWN;
        h.generation = gen;
    }
    if (!r) {
        h.fd = (uint64_t)a->ipc_fd;
        h.size = a->size;
        h.device = (uint64_t)a->device;
    }
    pthread_mutex_unlock(&g_lock);
    pthread_rwlock_unlock(&g_mem);
    if (!r)
        memcpy(out, &h, sizeof h);
    return r;
}

EXPORT CUresult cuIpcOpenMemHandle_v2(CUdeviceptr *pdptr, CUipcMemHandle handle, unsigned int flags)
{
    CUresult r = need_ctx();
    if (r)
        return r;
    ipc_handle h;
    memcpy(&h, &handle, sizeof h);
    if (!pdptr || (flags & ~CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS) || h.magic != IPC_MAGIC ||
        !h.pid || h.pid > INT32_MAX || h.fd > INT32_MAX || !h.size)
        return CUDA_ERROR_INVALID_VALUE;
    if ((pid_t)h.pid == getpid())
        return CUDA_ERROR_INVALID_CONTEXT; /* natively too: not in the exporting process */
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/fd/%d", (int)h.pid, (int)h.fd);
    int fd = open(path, O_RDWR | O_CLOEXEC);
    if (fd >= 0 && fd < 3) {
        int high = fcntl(fd, F_DUPFD_CLOEXEC, 3);
        close(fd);
        fd = high;
    }
    if (fd < 0)
        return errno == ENOMEM || errno == EMFILE ? CUDA_ERROR_OUT_OF_MEMORY
                                                  : CUDA_ERROR_INVALID_HANDLE;
    int device;
    unsigned long long gen;
    struct stat st;
    size_t rounded = (h.size + 4095) & ~(uint64_t)4095;
    if (!memfd_generation(fd, &device, &gen) || gen != h.generation || fstat(fd, &st) ||
        (uint64_t)st.st_size != rounded || rounded < h.size) {
        close(fd);
        return CUDA_ERROR_INVALID_HANDLE; /* freed, or another allocation since */
    }
    pthread_mutex_lock(&g_lock);
    uintptr_t base = va_carve(rounded, 4096);
    if (!base || mmap((void *)base, rounded, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED, fd, 0) ==
                     MAP_FAILED)
        r = CUDA_ERROR_MAP_FAILED;
    else if ((r = alloc_insert(base, h.size, rounded, device, NULL)) != CUDA_SUCCESS)
        mmap((void *)base, rounded, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_FIXED,
             -1, 0);
    if (!r) {
        alloc_rec *a = alloc_exact(base);
        a->ipc_fd = fd;
        a->ipc_opened = 1;
    }
    pthread_mutex_unlock(&g_lock);
    if (r) {
        close(fd);
        return r;
    }
    *pdptr = base;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuIpcOpenMemHandle(CUdeviceptr *pdptr, CUipcMemHandle handle, unsigned int flags)
{
    return cuIpcOpenMemHandle_v2(pdptr, handle, flags);
}

/* Unmaps what cuIpcOpenMemHandle mapped; the exporter's memory stays. Work still queued on it
 * is waited for first (as a free waits: g_mem). */
EXPORT CUresult cuIpcCloseMemHandle(CUdeviceptr dptr)
{
    CUresult r = need_ctx();
    if (r)
        return r;
    pthread_rwlock_wrlock(&g_mem);
    pthread_mutex_lock(&g_lock);
    alloc_rec *a = alloc_exact(dptr);
    r = a && a->ipc_opened ? alloc_free(dptr) : CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_unlock(&g_lock);
    pthread_rwlock_unlock(&g_mem);
    return r;
}

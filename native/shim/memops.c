/* Stream memory operations (cuStreamWaitValue32/64, cuStreamWriteValue32/64,
 * cuStreamBatchMemOp): the client's checks before the generated stubs forward them as
 * deferred stream work (annotations.toml [client_checks]).
 *
 * The driver API lets these name host memory registered with cuMemHostRegister (through its
 * device pointer, equal to the host address under unified addressing): the GPU then polls or
 * writes this process's memory. Here the GPU is on another machine and cannot reach it, so an
 * address that is this process's memory is refused with a message naming the call, as
 * cuMemHostGetDevicePointer is (memory.c). Device addresses go to the server, which checks
 * them against the session's device memory (native/server/checks.c). */
#define _GNU_SOURCE
#include "client.h"

#include <sys/uio.h>
#include <unistd.h>

static const char k_host_memory[] =
    "the address is memory of this process: the GPU is on another machine and cannot "
    "reach it; use device memory (cuMemAlloc) for the value";

/* 1 when [p, p+n) is memory of this process: page-locked memory the shim handed out or
 * registered, or any readable memory (device ranges are reserved PROT_NONE here, so they never
 * read; process_vm_readv answers EFAULT instead of faulting). */
static int host_memory(uint64_t p, size_t n)
{
    if (lc_range_find(p, n) != 0)
        return 0;
    if (lc_host_find((const void *)(uintptr_t)p, NULL, NULL, NULL))
        return 1;
    unsigned char probe[8];
    struct iovec local = {probe, n < sizeof probe ? n : sizeof probe};
    struct iovec remote = {(void *)(uintptr_t)p, local.iov_len};
    return p && process_vm_readv(getpid(), &local, 1, &remote, 1, 0) == (ssize_t)local.iov_len;
}

CUresult lc_check_memop_address(int fn, CUdeviceptr addr)
{
    return host_memory(addr, 4) ? lc_refuse(fn, k_host_memory) : CUDA_SUCCESS;
}

CUresult lc_check_memops(int fn, const CUstreamBatchMemOpParams *ops, unsigned count)
{
    if (!ops)
        return count ? CUDA_ERROR_INVALID_VALUE : CUDA_SUCCESS;
    for (unsigned i = 0; i < count; i++) {
        switch (ops[i].operation) {
        case CU_STREAM_MEM_OP_WAIT_VALUE_32:
        case CU_STREAM_MEM_OP_WRITE_VALUE_32:
        case CU_STREAM_MEM_OP_WAIT_VALUE_64:
        case CU_STREAM_MEM_OP_WRITE_VALUE_64:
            /* waitValue and writeValue share their layout */
            if (host_memory(ops[i].waitValue.address, 4))
                return lc_refuse(fn, k_host_memory);
            break;
        default:
            break; /* no address (flushes, barriers), or refused by the server */
        }
    }
    return CUDA_SUCCESS;
}

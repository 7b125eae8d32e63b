/* Stream memory operations of the stand-in driver (CUDA driver API, "Stream Memory
 * Operations"): cuStreamWaitValue32/64, cuStreamWriteValue32/64 and cuStreamBatchMemOp, each
 * in its v1, _v2 and per-thread (_ptsz) forms.
 *
 * They are stream work, run in stream order by the stream's worker (stream.c): a write stores
 * its value when reached; a wait blocks its stream's worker until its condition holds of the
 * memory, re-reading it whenever any stream's work completes (and every millisecond, for
 * writes that complete no op: a synchronous copy run on the caller's thread), holding device
 * memory (g_mem) only while it reads. The conditions are the driver API's
 * (CUstreamWaitValue_flags): GEQ (int32_t)(*addr - value) >= 0 (int64_t for 64 bits), EQ,
 * AND (*addr & value) != 0, NOR ~(*addr | value) != 0. Flushes and memory barriers order
 * nothing more than a worker already does. Addresses must be device memory of the stand-in,
 * aligned to their width; a capturing stream answers CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED
 * (the stand-in records no memory-operation nodes). */
#include "standin_internal.h"

#include <string.h>

typedef struct {
    CUstreamBatchMemOpType type;
    unsigned flags;
    CUdeviceptr addr;
    uint64_t value;
} memop;

typedef struct {
    sd_op op;
    unsigned n;
    memop m[];
} memop_op;

static unsigned width_of(CUstreamBatchMemOpType t)
{
    return t == CU_STREAM_MEM_OP_WAIT_VALUE_64 || t == CU_STREAM_MEM_OP_WRITE_VALUE_64 ? 8 : 4;
}

static int is_wait(CUstreamBatchMemOpType t)
{
    return t == CU_STREAM_MEM_OP_WAIT_VALUE_32 || t == CU_STREAM_MEM_OP_WAIT_VALUE_64;
}

static int is_write(CUstreamBatchMemOpType t)
{
    return t == CU_STREAM_MEM_OP_WRITE_VALUE_32 || t == CU_STREAM_MEM_OP_WRITE_VALUE_64;
}

static int holds(const memop *m, uint64_t cur)
{
    uint64_t v = m->value;
    if (width_of(m->type) == 4) {
        cur = (uint32_t)cur;
        v = (uint32_t)v;
    }
    switch (m->flags & 3u) {
    case CU_STREAM_WAIT_VALUE_GEQ:
        return width_of(m->type) == 4 ? (int32_t)((uint32_t)cur - (uint32_t)v) >= 0
                                      : (int64_t)(cur - v) >= 0;
    case CU_STREAM_WAIT_VALUE_EQ:
        return cur == v;
    case CU_STREAM_WAIT_VALUE_AND:
        return (cur & v) != 0;
    default: /* CU_STREAM_WAIT_VALUE_NOR */
        return (width_of(m->type) == 4 ? (uint32_t) ~(cur | v) : ~(cur | v)) != 0;
    }
}

/* Reads (write = 0) or stores the value at m->addr; 0 when the memory is gone. */
static int access_value(const memop *m, int write, uint64_t *value)
{
    unsigned w = width_of(m->type);
    pthread_rwlock_rdlock(&g_mem);
    if (dev_range(m->addr, w)) {
        pthread_rwlock_unlock(&g_mem);
        return 0;
    }
    if (w == 4) {
        uint32_t *p = (uint32_t *)(uintptr_t)m->addr;
        if (write)
            __atomic_store_n(p, (uint32_t)m->value, __ATOMIC_SEQ_CST);
        else
            *value = __atomic_load_n(p, __ATOMIC_SEQ_CST);
    } else {
        uint64_t *p = (uint64_t *)(uintptr_t)m->addr;
        if (write)
            __atomic_store_n(p, m->value, __ATOMIC_SEQ_CST);
        else
            *value = __atomic_load_n(p, __ATOMIC_SEQ_CST);
    }
    pthread_rwlock_unlock(&g_mem);
    return 1;
}

static CUresult memop_run(sd_op *op)
{
    memop_op *o = (memop_op *)op;
    for (unsigned i = 0; i < o->n; i++) {
        const memop *m = &o->m[i];
        uint64_t cur = 0;
        if (is_write(m->type) && !access_value(m, 1, NULL))
            return CUDA_ERROR_ILLEGAL_ADDRESS;
        while (is_wait(m->type)) {
            if (!access_value(m, 0, &cur))
                return CUDA_ERROR_ILLEGAL_ADDRESS;
            if (holds(m, cur))
                break;
            sd_wait_progress(1.0);
        }
        __atomic_thread_fence(__ATOMIC_SEQ_CST);
    }
    return CUDA_SUCCESS;
}

/* The driver API's checks of one operation; v2: the _v2 API (memory barriers). */
static CUresult check(const memop *m, int v2)
{
    switch (m->type) {
    case CU_STREAM_MEM_OP_WAIT_VALUE_32:
    case CU_STREAM_MEM_OP_WAIT_VALUE_64:
        if (m->flags & ~(3u | CU_STREAM_WAIT_VALUE_FLUSH))
            return CUDA_ERROR_INVALID_VALUE;
        break;
    case CU_STREAM_MEM_OP_WRITE_VALUE_32:
    case CU_STREAM_MEM_OP_WRITE_VALUE_64:
        if (m->flags & ~(unsigned)CU_STREAM_WRITE_VALUE_NO_MEMORY_BARRIER)
            return CUDA_ERROR_INVALID_VALUE;
        break;
    case CU_STREAM_MEM_OP_FLUSH_REMOTE_WRITES:
        return m->flags ? CUDA_ERROR_INVALID_VALUE : CUDA_SUCCESS; /* "Must be 0." */
    case CU_STREAM_MEM_OP_BARRIER: /* "Only supported in the _v2 API" */
        return v2 && m->flags <= CU_STREAM_MEMORY_BARRIER_TYPE_GPU ? CUDA_SUCCESS
                                                                    : CUDA_ERROR_INVALID_VALUE;
    default:
        return CUDA_ERROR_INVALID_VALUE;
    }
    unsigned w = width_of(m->type);
    if (m->addr % w)
        return CUDA_ERROR_INVALID_VALUE;
    return dev_range(m->addr, w);
}

static CUresult submit(CUstream s, const memop *ms, unsigned n, int v2)
{
    CUresult r = need_ctx();
    if (!r)
        r = check_stream(s);
    for (unsigned i = 0; !r && i < n; i++)
        r = check(&ms[i], v2);
    if (r)
        return r;
    if (sd_capture->capturing(s))
        return CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED;
    if (!n)
        return CUDA_SUCCESS;
    memop_op *o = (memop_op *)sd_op_new(sizeof *o + n * sizeof(memop), SD_CALL, memop_run);
    if (!o)
        return CUDA_ERROR_OUT_OF_MEMORY;
    o->n = n;
    memcpy(o->m, ms, n * sizeof(memop));
    return sd_submit(s, &o->op);
}

static CUresult one(CUstream s, CUstreamBatchMemOpType type, CUdeviceptr addr, uint64_t value,
                    unsigned flags)
{
    memop m = {type, flags, addr, value};
    return submit(s, &m, 1, 1);
}

static CUresult batch(CUstream s, unsigned count, const CUstreamBatchMemOpParams *p,
                      unsigned flags, int v2)
{
    CUresult r = need_init();
    if (r)
        return r;
    if (count >= 256 || flags || (count && !p)) /* "count ... Must be less than 256" */
        return CUDA_ERROR_INVALID_VALUE;
    memop ms[256];
    for (unsigned i = 0; i < count; i++) {
        /* waitValue and writeValue share their layout */
        ms[i].type = p[i].operation;
        ms[i].flags = is_wait(p[i].operation) || is_write(p[i].operation)
                          ? p[i].waitValue.flags
                          : p[i].flushRemoteWrites.flags;
        ms[i].addr = p[i].waitValue.address;
        ms[i].value = width_of(p[i].operation) == 8 ? p[i].waitValue.value64 : p[i].waitValue.value;
    }
    return submit(s, ms, count, v2);
}

#define MEMOPS(suffix, v2)                                                                      \
    EXPORT CUresult cuStreamWaitValue32##suffix(CUstream s, CUdeviceptr a, cuuint32_t v,        \
                                                unsigned f)                                     \
    {                                                                                           \
        return one(s, CU_STREAM_MEM_OP_WAIT_VALUE_32, a, v, f);                                 \
    }                                                                                           \
    EXPORT CUresult cuStreamWaitValue64##suffix(CUstream s, CUdeviceptr a, cuuint64_t v,        \
                                                unsigned f)                                     \
    {                                                                                           \
        return one(s, CU_STREAM_MEM_OP_WAIT_VALUE_64, a, v, f);                                 \
    }                                                                                           \
    EXPORT CUresult cuStreamWriteValue32##suffix(CUstream s, CUdeviceptr a, cuuint32_t v,       \
                                                 unsigned f)                                    \
    {                                                                                           \
        return one(s, CU_STREAM_MEM_OP_WRITE_VALUE_32, a, v, f);                                \
    }                                                                                           \
    EXPORT CUresult cuStreamWriteValue64##suffix(CUstream s, CUdeviceptr a, cuuint64_t v,       \
                                                 unsigned f)                                    \
    {                                                                                           \
        return one(s, CU_STREAM_MEM_OP_WRITE_VALUE_64, a, v, f);                                \
    }                                                                                           \
    EXPORT CUresult cuStreamBatchMemOp##suffix(CUstream s, unsigned count,                      \
                                               CUstreamBatchMemOpParams *p, unsigned f)         \
    {                                                                                           \
        return batch(s, count, p, f, v2);                                                       \
    }

/* the v1 names, their per-thread forms, the _v2 names and theirs (the per-thread default
 * stream is ordered as the NULL stream here: stream.c) */
MEMOPS(, 0)
MEMOPS(_ptsz, 0)
MEMOPS(_v2, 1)
MEMOPS(_v2_ptsz, 1)

/* Server side of cuOccupancyMaxActiveClusters and cuOccupancyMaxPotentialClusterSize
 * (native/shim/occupancy.c): an out-request, the function, the seven launch dimensions, the
 * stream and the launch attributes; the configuration is rebuilt here after every handle in
 * it is checked. */
#define _GNU_SOURCE
#include "server.h"

#include <string.h>

typedef CUresult (*cluster_fn)(int *, CUfunction, const CUlaunchConfig *);

int ls_hand_cuOccupancyMaxActiveClusters(ls_session *s, int fn, uint64_t len, int reply)
{
    uint64_t want, f, dims[7], stream, na;
    if (len < 88 || ls_read_u64(s, &want) || ls_read_u64(s, &f))
        return LS_BAD;
    for (int i = 0; i < 7; i++)
        if (ls_read_u64(s, &dims[i]) || dims[i] > 0xffffffffu)
            return LS_BAD;
    if (ls_read_u64(s, &stream) || ls_read_u64(s, &na))
        return LS_BAD;
    uint64_t rest = len - 88;
    if (na == LP_NULL ? rest != 0
                      : (na % sizeof(CUlaunchAttribute) || na > 64 * sizeof(CUlaunchAttribute) ||
                         lp_pad8((size_t)na) != rest))
        return LS_BAD;
    CUlaunchAttribute attrs[64];
    size_t nattrs = na == LP_NULL ? 0 : (size_t)na / sizeof(CUlaunchAttribute);
    if (rest && ls_read(s, attrs, rest))
        return LS_BAD;
    CUresult r = CUDA_SUCCESS;
    int value = 0;
    if (want != LP_NULL && want != 4)
        r = CUDA_ERROR_INVALID_VALUE;
    else if (!f || !ls_handle_ok(s, LS_H_CUfunc_st, f) || !ls_handle_ok(s, LS_H_CUstream_st, stream))
        r = CUDA_ERROR_INVALID_HANDLE;
    for (size_t i = 0; i < nattrs && r == CUDA_SUCCESS; i++)
        if (attrs[i].id == CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_EVENT ||
            attrs[i].id == CU_LAUNCH_ATTRIBUTE_LAUNCH_COMPLETION_EVENT)
            r = CUDA_ERROR_INVALID_VALUE; /* events have no meaning for an occupancy query */
    if (r == CUDA_SUCCESS && !s->real[fn])
        r = CUDA_ERROR_NOT_SUPPORTED;
    if (r == CUDA_SUCCESS) {
        CUlaunchConfig config = ls_launch_config(dims, stream, attrs, nattrs);
        r = ((cluster_fn)s->real[fn])(want == LP_NULL ? NULL : &value, (CUfunction)(uintptr_t)f,
                                      &config);
    }
    if (!reply)
        return (int)r;
    lp_buf out = {0};
    if (r == CUDA_SUCCESS && want != LP_NULL)
        lp_buf_bytes(&out, &value, 4);
    int rc = ls_reply(s, fn, r, &out);
    lp_buf_free(&out);
    return rc ? LS_BAD : (int)r;
}

int ls_hand_cuOccupancyMaxPotentialClusterSize(ls_session *s, int fn, uint64_t len, int reply)
{
    return ls_hand_cuOccupancyMaxActiveClusters(s, fn, len, reply);
}

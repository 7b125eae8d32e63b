/* Hand-written handlers' calls read whole (see wire.h, ls_args). */
#include "wire.h"

int ls_args_read(ls_session *s, uint64_t len, ls_args *a)
{
    a->buf = NULL;
    if (len > LS_MAX_GENERIC_ARGS || !(a->buf = malloc(len ? (size_t)len : 1)))
        return -1;
    if (ls_read(s, a->buf, len)) {
        free(a->buf);
        a->buf = NULL;
        return -1;
    }
    a->rd = (lp_reader){a->buf, (size_t)len, 0};
    return 0;
}

int ls_args_answer(ls_session *s, int fn, CUresult r, int reply, ls_args *a, lp_buf *out)
{
    if (out && out->failed && r == CUDA_SUCCESS)
        r = CUDA_ERROR_OUT_OF_MEMORY;
    int rc = reply ? ls_reply(s, fn, r, out) : 0;
    if (out)
        lp_buf_free(out);
    free(a->buf);
    return rc ? LS_BAD : (int)r;
}

int ls_args_bad(ls_args *a)
{
    free(a->buf);
    return LS_BAD;
}

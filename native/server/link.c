/* The JIT linker (cuLinkCreate, cuLinkAddData, cuLinkComplete, cuLinkDestroy) on the server.
 *
 * Wire (the shim's native/shim/link.c sends these; every value an 8-byte word, every array a
 * byte run):
 *   cuLinkCreate_v2:  numOptions, options (n words), values (n words)
 *                     -> the state
 *   cuLinkAddData_v2: state, type, data (run), name (run or NULL), numOptions, options, values
 *                     -> the update
 *   cuLinkComplete:   state -> the cubin (run), the update
 *   cuLinkDestroy:    state
 * Each out-argument is one length-prefixed run (protocol.h); a variable one is preceded by its
 * byte count. The update is what the linker wrote into the options of cuLinkCreate (one word
 * each: the CUDA API says CU_JIT_WALL_TIME and the log sizes "accumulate data until the
 * CUlinkState is destroyed"), then the information log and the error log (without the
 * terminating NUL), which the client copies into its own arguments.
 *
 * Options whose values are pointers cannot come from another process: the two log buffers are
 * buffers of the server of the sizes the client asked for (at most LINK_MAX_LOG), and the
 * client refuses the options that pass arrays of names or host addresses before sending.
 * Every option is checked against the list of CUjit_option values of cuda.h: an unknown one
 * (a newer driver's, whose value might be a pointer) is refused here too. */
#include "server.h"

#define LINK_MAX_OPTIONS 64
#define LINK_MAX_LOG ((uint64_t)1 << 20)

typedef CUresult (*link_create_fn)(unsigned, CUjit_option *, void **, CUlinkState *);
typedef CUresult (*link_add_fn)(CUlinkState, CUjitInputType, void *, size_t, const char *,
                                unsigned, CUjit_option *, void **);
typedef CUresult (*link_complete_fn)(CUlinkState, void **, size_t *);
typedef CUresult (*link_destroy_fn)(CUlinkState);

/* What a link state holds for its life: the options given to the driver (whose values the
 * driver writes to) and the two log buffers. */
typedef struct {
    unsigned n;
    CUjit_option opts[LINK_MAX_OPTIONS];
    void *vals[LINK_MAX_OPTIONS];
    char *info, *error;
    uint64_t info_n, error_n;
    char logs[]; /* info_n + 1 bytes, then error_n + 1 */
} link_rec;

/* 1: a value the driver reads as a number (or, for the log buffers, replaces here). */
static int option_ok(uint64_t o, int at_create)
{
    switch (o) {
    case CU_JIT_GLOBAL_SYMBOL_NAMES:
    case CU_JIT_GLOBAL_SYMBOL_ADDRESSES:
    case CU_JIT_REFERENCED_KERNEL_NAMES:
    case CU_JIT_REFERENCED_VARIABLE_NAMES:
        return 0;
    case CU_JIT_WALL_TIME:
    case CU_JIT_INFO_LOG_BUFFER:
    case CU_JIT_ERROR_LOG_BUFFER:
    case CU_JIT_TARGET_FROM_CUCONTEXT:
    case CU_JIT_TARGET:
        return at_create; /* "does not accept" these per input (cuLinkAddData) */
    default:
        return o <= CU_JIT_SPLIT_COMPILE && o != 15; /* 15: no longer defined */
    }
}

/* Reads n options and values into opts/vals; 1 when any option is not accepted. */
static int read_options(ls_args *a, uint64_t n, CUjit_option *opts, void **vals, int at_create)
{
    const void *o, *v;
    uint64_t no, nv;
    if (lp_get_bytes(&a->rd, &o, &no, LP_MAX_FRAME) || lp_get_bytes(&a->rd, &v, &nv, LP_MAX_FRAME))
        return -1;
    if (n && (!o || !v || no != 8 * n || nv != 8 * n))
        return -1;
    int refused = 0;
    for (uint64_t i = 0; i < n; i++) {
        uint64_t oi = ls_u64_at((const char *)o + 8 * i, 8);
        uint64_t vi = ls_u64_at((const char *)v + 8 * i, 8);
        if (!option_ok(oi, at_create))
            refused = 1;
        opts[i] = (CUjit_option)oi;
        vals[i] = (void *)(uintptr_t)vi;
    }
    return refused;
}

/* Answers with the out-arguments even on failure: the error log says why. */
static int answer_always(ls_session *s, int fn, CUresult r, int reply, ls_args *a, lp_buf *out)
{
    if (out->failed && r == CUDA_SUCCESS)
        r = CUDA_ERROR_OUT_OF_MEMORY;
    int rc = reply ? ls_reply_always(s, fn, r, out->failed ? NULL : out) : 0;
    lp_buf_free(out);
    free(a->buf);
    return rc ? LS_BAD : (int)r;
}

static void put_update(lp_buf *out, const link_rec *k)
{
    uint64_t words[LINK_MAX_OPTIONS];
    for (unsigned i = 0; i < k->n; i++)
        words[i] = (uint64_t)(uintptr_t)k->vals[i];
    uint64_t nb = 8ull * k->n;
    uint64_t ni = strnlen(k->info, k->info_n), ne = strnlen(k->error, k->error_n);
    lp_buf_bytes(out, &nb, 8);
    lp_buf_bytes(out, words, (size_t)nb);
    lp_buf_bytes(out, &ni, 8);
    lp_buf_bytes(out, k->info, (size_t)ni);
    lp_buf_bytes(out, &ne, 8);
    lp_buf_bytes(out, k->error, (size_t)ne);
}

int ls_hand_cuLinkCreate_v2(ls_session *s, int fn, uint64_t len, int reply)
{
    ls_args a;
    uint64_t n;
    if (ls_args_read(s, len, &a))
        return LS_BAD;
    if (lp_get_u64(&a.rd, &n) || n > LINK_MAX_OPTIONS)
        return ls_args_bad(&a);
    CUjit_option opts[LINK_MAX_OPTIONS];
    void *vals[LINK_MAX_OPTIONS];
    int refused = read_options(&a, n, opts, vals, 1);
    if (refused < 0 || a.rd.left)
        return ls_args_bad(&a);
    uint64_t info_n = 0, error_n = 0;
    for (uint64_t i = 0; i < n; i++) {
        uint64_t v = (uint64_t)(uintptr_t)vals[i] & 0xffffffffu; /* option type: unsigned */
        if (opts[i] == CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES)
            vals[i] = (void *)(uintptr_t)(info_n = v < LINK_MAX_LOG ? v : LINK_MAX_LOG);
        else if (opts[i] == CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES)
            vals[i] = (void *)(uintptr_t)(error_n = v < LINK_MAX_LOG ? v : LINK_MAX_LOG);
    }
    link_rec *k = refused ? NULL : calloc(1, sizeof *k + info_n + error_n + 2);
    CUresult r = refused ? CUDA_ERROR_NOT_SUPPORTED
                 : !k    ? CUDA_ERROR_OUT_OF_MEMORY
                 : !s->real[fn] ? CUDA_ERROR_NOT_SUPPORTED
                                : CUDA_SUCCESS;
    CUlinkState st = NULL;
    lp_buf out = {0};
    if (r == CUDA_SUCCESS) {
        k->n = (unsigned)n;
        memcpy(k->opts, opts, n * sizeof *opts);
        memcpy(k->vals, vals, n * sizeof *vals);
        k->info = k->logs;
        k->info_n = info_n;
        k->error = k->logs + info_n + 1;
        k->error_n = error_n;
        for (unsigned i = 0; i < k->n; i++) {
            if (k->opts[i] == CU_JIT_INFO_LOG_BUFFER)
                k->vals[i] = k->info;
            else if (k->opts[i] == CU_JIT_ERROR_LOG_BUFFER)
                k->vals[i] = k->error;
        }
        r = ((link_create_fn)s->real[fn])(k->n, k->opts, k->vals, &st);
    }
    if (r == CUDA_SUCCESS) {
        ls_handle_add(s, LS_H_CUlinkState_st, (uint64_t)(uintptr_t)st, 0, k);
        lp_buf_bytes(&out, &st, 8);
    } else {
        free(k);
    }
    return ls_args_answer(s, fn, r, reply, &a, &out);
}

int ls_hand_cuLinkAddData_v2(ls_session *s, int fn, uint64_t len, int reply)
{
    ls_args a;
    uint64_t state, type, ndata, nname, n;
    const void *data, *name;
    if (ls_args_read(s, len, &a))
        return LS_BAD;
    if (lp_get_u64(&a.rd, &state) || lp_get_u64(&a.rd, &type) ||
        lp_get_bytes(&a.rd, &data, &ndata, LP_MAX_FRAME) ||
        lp_get_bytes(&a.rd, &name, &nname, LP_MAX_FRAME) || lp_get_u64(&a.rd, &n) ||
        n > LINK_MAX_OPTIONS || (name && (!nname || ((const char *)name)[nname - 1])))
        return ls_args_bad(&a);
    CUjit_option opts[LINK_MAX_OPTIONS];
    void *vals[LINK_MAX_OPTIONS];
    int refused = read_options(&a, n, opts, vals, 0);
    if (refused < 0 || a.rd.left)
        return ls_args_bad(&a);
    link_rec *k = ls_handle_owned(s, LS_H_CUlinkState_st, state);
    CUresult r = !k                                   ? CUDA_ERROR_INVALID_HANDLE
                 : refused                            ? CUDA_ERROR_NOT_SUPPORTED
                 : !data || type > CU_JIT_INPUT_NVVM ? CUDA_ERROR_INVALID_VALUE
                 : !s->real[fn]                       ? CUDA_ERROR_NOT_SUPPORTED
                                                      : CUDA_SUCCESS;
    /* PTX must be NUL-terminated (the API says so): a run that is not is refused here rather
     * than read past by the driver. */
    if (r == CUDA_SUCCESS && type == CU_JIT_INPUT_PTX && memchr(data, 0, ndata) == NULL)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        r = ((link_add_fn)s->real[fn])((CUlinkState)(uintptr_t)state, (CUjitInputType)type,
                                       (void *)data, (size_t)ndata, (const char *)name,
                                       (unsigned)n, opts, vals);
    lp_buf out = {0};
    if (k)
        put_update(&out, k);
    return answer_always(s, fn, r, reply, &a, &out);
}

/* A call whose one argument is the state. -1: malformed (the call is freed). */
static int read_state(ls_session *s, uint64_t len, ls_args *a, uint64_t *state)
{
    if (ls_args_read(s, len, a))
        return -1;
    if (lp_get_u64(&a->rd, state) || a->rd.left) {
        ls_args_bad(a);
        return -1;
    }
    return 0;
}

int ls_hand_cuLinkComplete(ls_session *s, int fn, uint64_t len, int reply)
{
    ls_args a;
    uint64_t state;
    if (read_state(s, len, &a, &state))
        return LS_BAD;
    link_rec *k = ls_handle_owned(s, LS_H_CUlinkState_st, state);
    CUresult r = !k ? CUDA_ERROR_INVALID_HANDLE
                    : !s->real[fn] ? CUDA_ERROR_NOT_SUPPORTED : CUDA_SUCCESS;
    void *cubin = NULL;
    size_t size = 0;
    if (r == CUDA_SUCCESS)
        r = ((link_complete_fn)s->real[fn])((CUlinkState)(uintptr_t)state, &cubin, &size);
    lp_buf out = {0};
    if (r == CUDA_SUCCESS && (!cubin || size > LP_MAX_OUT))
        r = CUDA_ERROR_INVALID_IMAGE;
    if (k) { /* no out-arguments at all for a handle that is not one */
        uint64_t n = r == CUDA_SUCCESS ? size : 0;
        lp_buf_bytes(&out, &n, 8);
        lp_buf_bytes(&out, r == CUDA_SUCCESS ? cubin : "", (size_t)n);
        put_update(&out, k);
    }
    return answer_always(s, fn, r, reply, &a, &out);
}

int ls_hand_cuLinkDestroy(ls_session *s, int fn, uint64_t len, int reply)
{
    ls_args a;
    uint64_t state;
    if (read_state(s, len, &a, &state))
        return LS_BAD;
    CUresult r = !ls_handle_ok(s, LS_H_CUlinkState_st, state) ? CUDA_ERROR_INVALID_HANDLE
                 : !s->real[fn]                               ? CUDA_ERROR_NOT_SUPPORTED
                                                              : CUDA_SUCCESS;
    if (r == CUDA_SUCCESS)
        r = ((link_destroy_fn)s->real[fn])((CUlinkState)(uintptr_t)state);
    if (r == CUDA_SUCCESS)
        ls_handle_del(s, LS_H_CUlinkState_st, state); /* frees its link_rec */
    return ls_args_answer(s, fn, r, reply, &a, NULL);
}

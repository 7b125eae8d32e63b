/* cuFuncGetName, with the driver's function object when the client asks for it
 * (LP_CALL_OBJECT_BYTES, protocol.h).
 *
 * Wire: out-request (LP_NULL for a NULL name pointer), the function -> the name (a string);
 * with the flag also the name's address in this process (8 bytes), the object's byte count
 * and its bytes. The bytes are read with process_vm_readv on this process, so a function
 * object shorter than LP_OBJECT_BYTES at the end of a mapping gives fewer bytes, never a
 * fault. Only functions of this session are read. */
#define _GNU_SOURCE
#include "server.h"

#include <sys/uio.h>
#include <unistd.h>

typedef CUresult (*get_name_fn)(const char **, CUfunction);

/* Reads up to n bytes at p of this process; the count read (0 when none could be). */
static size_t read_self(const void *p, void *dst, size_t n)
{
    size_t got = 0;
    while (got < n) {
        /* page by page: a read across an unmapped page fails whole */
        uintptr_t a = (uintptr_t)p + got;
        size_t page = (size_t)sysconf(_SC_PAGESIZE);
        size_t k = page - (a & (page - 1));
        if (k > n - got)
            k = n - got;
        struct iovec local = {(char *)dst + got, k}, remote = {(void *)a, k};
        if (process_vm_readv(getpid(), &local, 1, &remote, 1, 0) != (ssize_t)k)
            break;
        got += k;
    }
    return got;
}

int ls_hand_cuFuncGetName(ls_session *s, int fn, uint64_t len, int reply)
{
    ls_args a;
    uint64_t want, f;
    if (ls_args_read(s, len, &a))
        return LS_BAD;
    if (ls_out_req(&a.rd, &want) || lp_get_u64(&a.rd, &f) || a.rd.left)
        return ls_args_bad(&a);
    int object = (s->call_flags & LP_CALL_OBJECT_BYTES) != 0;
    CUresult r = !s->real[fn]                           ? CUDA_ERROR_NOT_SUPPORTED
                 : !ls_handle_ok(s, LS_H_CUfunc_st, f) ? CUDA_ERROR_INVALID_HANDLE
                                                       : CUDA_SUCCESS;
    const char *name = NULL;
    if (r == CUDA_SUCCESS)
        r = ((get_name_fn)s->real[fn])(want == LP_NULL ? NULL : &name, (CUfunction)(uintptr_t)f);
    lp_buf out = {0};
    if (r == CUDA_SUCCESS && want != LP_NULL) {
        ls_reply_string(&out, name);
        if (object) {
            unsigned char bytes[LP_OBJECT_BYTES];
            uint64_t at = (uint64_t)(uintptr_t)name;
            uint64_t n = read_self((const void *)(uintptr_t)f, bytes, sizeof bytes);
            lp_buf_bytes(&out, &at, 8);
            lp_buf_bytes(&out, &n, 8);
            lp_buf_bytes(&out, bytes, (size_t)n);
        }
    }
    return ls_args_answer(s, fn, r, reply, &a, &out);
}

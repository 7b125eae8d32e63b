/* Notifications of the server, carried out by the shim (transport layer, with client.c).
 *
 * The server's host functions run in stream order on the GPU host; each sends an LP_NOTIFY
 * (protocol.h) and holds its stream until our LP_DONE:
 *   - LP_NOTE_HOSTFN / LP_NOTE_CALLBACK: run the application's host function named by a
 *     cookie (cuLaunchHostFunc, cuStreamAddCallback: hostfn.c);
 *   - LP_NOTE_PULL: send the bytes of client memory [addr, addr+len) back (a host-to-device
 *     copy captured into a graph reads the client's memory when the graph runs);
 *   - LP_NOTE_PUSH: write the frame's bytes into client memory [addr, addr+len)
 *     (cuMemcpyDtoHAsync into page-locked memory, or a captured device-to-host copy);
 *   - LP_NOTE_PULL_REGION / LP_NOTE_PUSH_REGION: the same for the rows of a pitched region
 *     (lp_region), whose bytes travel packed: the host side of a pitched or 3D memcpy node
 *     (graph.c).
 * Every range is checked against this process's own address space before it is touched:
 * process_vm_readv / process_vm_writev on our own pid, which answer EFAULT for memory we may
 * not read or write instead of faulting. Where the kernel refuses those calls (seccomp), only
 * ranges inside page-locked memory the application registered with the shim are accepted. A
 * range that fails is answered LP_DONE_BAD_ADDRESS (the server then reports
 * CUDA_ERROR_INVALID_VALUE at the next synchronising call). The runner thread of client.c
 * carries the notifications out in arrival order; the bytes of a push are written by whichever
 * thread reads its frame, since they must be consumed from the socket there. */
#define _GNU_SOURCE
#include "transport.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/uio.h>
#include <unistd.h>

#define BOUNCE ((size_t)1 << 20)

/* ---------------------------------------------------------------- cookies */

typedef struct {
    uint32_t type;
    void (*fn)(void);
    void *user;
    CUstream stream;
} cookie_rec;

static pthread_mutex_t g_cookie_lock = PTHREAD_MUTEX_INITIALIZER;
static cookie_rec *g_cookies; /* cookie c is g_cookies[c - 1] */
static size_t g_ncookies, g_capcookies;
static uint32_t *g_index; /* open addressing: 1 + index into g_cookies, 0: empty */
static size_t g_capindex;

static size_t cookie_hash(uint32_t type, void (*fn)(void), void *user, CUstream stream)
{
    uint64_t h = (uint64_t)(uintptr_t)fn * 0x9E3779B97F4A7C15ull;
    h ^= (uint64_t)(uintptr_t)user * 0xC2B2AE3D27D4EB4Full;
    h ^= (uint64_t)(uintptr_t)stream * 0x165667B19E3779F9ull;
    h ^= type;
    return (size_t)(h ^ (h >> 29));
}

static int same(const cookie_rec *r, uint32_t type, void (*fn)(void), void *user, CUstream stream)
{
    return r->type == type && r->fn == fn && r->user == user && r->stream == stream;
}

uint64_t lc_cookie(uint32_t type, void (*fn)(void), void *user, CUstream stream)
{
    if (type == LP_NOTE_HOSTFN)
        stream = NULL; /* a host function is not told its stream */
    pthread_mutex_lock(&g_cookie_lock);
    size_t h = cookie_hash(type, fn, user, stream);
    if (g_capindex)
        for (size_t i = h & (g_capindex - 1);; i = (i + 1) & (g_capindex - 1)) {
            uint32_t k = g_index[i];
            if (!k)
                break;
            if (same(&g_cookies[k - 1], type, fn, user, stream)) {
                pthread_mutex_unlock(&g_cookie_lock);
                return k;
            }
        }
    uint64_t cookie = 0;
    if (g_ncookies == g_capcookies) {
        size_t cap = g_capcookies ? 2 * g_capcookies : 64;
        cookie_rec *c = cap < UINT32_MAX / 2 ? realloc(g_cookies, cap * sizeof *c) : NULL;
        if (!c)
            goto out;
        g_cookies = c;
        g_capcookies = cap;
    }
    if ((g_ncookies + 1) * 2 > g_capindex) {
        size_t cap = g_capindex ? 2 * g_capindex : 128;
        uint32_t *t = calloc(cap, sizeof *t);
        if (!t)
            goto out;
        for (size_t j = 0; j < g_ncookies; j++) {
            const cookie_rec *r = &g_cookies[j];
            size_t i = cookie_hash(r->type, r->fn, r->user, r->stream) & (cap - 1);
            while (t[i])
                i = (i + 1) & (cap - 1);
            t[i] = (uint32_t)(j + 1);
        }
        free(g_index);
        g_index = t;
        g_capindex = cap;
    }
    g_cookies[g_ncookies] = (cookie_rec){type, fn, user, stream};
    cookie = ++g_ncookies;
    size_t i = h & (g_capindex - 1);
    while (g_index[i])
        i = (i + 1) & (g_capindex - 1);
    g_index[i] = (uint32_t)cookie;
out:
    pthread_mutex_unlock(&g_cookie_lock);
    return cookie;
}

/* A forked child: the cookies stay (the same functions at the same addresses), their lock is
 * made anew (another thread may have held it at the fork). */
static void notes_atfork_child(void) { pthread_mutex_init(&g_cookie_lock, NULL); }

static int cookie_get(uint64_t cookie, cookie_rec *out)
{
    pthread_mutex_lock(&g_cookie_lock);
    int ok = cookie >= 1 && cookie <= g_ncookies;
    if (ok)
        *out = g_cookies[cookie - 1];
    pthread_mutex_unlock(&g_cookie_lock);
    return ok;
}

int lc_cookie_lookup(uint64_t cookie, uint32_t type, void (**fn)(void), void **user)
{
    cookie_rec r;
    if (!cookie_get(cookie, &r) || r.type != type)
        return -1;
    *fn = r.fn;
    *user = r.user;
    return 0;
}

/* ---------------------------------------------------------------- client memory */

static int g_pvm = 1; /* process_vm_readv/writev work here */

/* With process_vm_* refused by the kernel: only page-locked memory the application gave the
 * shim (cuMemHostAlloc, cuMemAllocHost, cuMemHostRegister) is accepted. */
static int registered_range(uint64_t addr, size_t n)
{
    const void *base;
    size_t len;
    if (!lc_host_find((const void *)(uintptr_t)addr, &base, &len, NULL))
        return 0;
    uint64_t off = addr - (uint64_t)(uintptr_t)base;
    return off <= len && n <= len - off;
}

/* Copies n bytes between our buffer and client memory at addr (write: into addr). 0, or -1
 * when [addr, addr+n) is not memory of this process we may read (write). */
static int mem_copy(uint64_t addr, void *buf, size_t n, int write)
{
    if (!n)
        return 0;
    if (addr + n < addr)
        return -1;
    if (__atomic_load_n(&g_pvm, __ATOMIC_RELAXED)) {
        size_t done = 0;
        while (done < n) {
            struct iovec local = {(char *)buf + done, n - done};
            struct iovec remote = {(void *)(uintptr_t)(addr + done), n - done};
            ssize_t k = write ? process_vm_writev(getpid(), &local, 1, &remote, 1, 0)
                              : process_vm_readv(getpid(), &local, 1, &remote, 1, 0);
            if (k > 0) {
                done += (size_t)k;
                continue;
            }
            if (k < 0 && errno == EINTR)
                continue;
            if (k < 0 && (errno == ENOSYS || errno == EPERM) && done == 0) {
                __atomic_store_n(&g_pvm, 0, __ATOMIC_RELAXED);
                lc_debug("process_vm_readv/writev refused: only page-locked client memory is "
                         "accepted for pulls and pushes");
                break;
            }
            return -1;
        }
        if (done == n)
            return 0;
    }
    if (!registered_range(addr, n))
        return -1;
    if (write)
        memcpy((void *)(uintptr_t)addr, buf, n);
    else
        memcpy(buf, (const void *)(uintptr_t)addr, n);
    return 0;
}

/* The packed bytes [off, off+n) of a pitched region at addr, copied row piece by row piece
 * between buf and client memory (write: into client memory). 0, or -1 when a row is not memory
 * of this process we may read (write), or its address overflows. */
static int region_copy(uint64_t addr, const lp_region *rg, uint64_t off, unsigned char *buf,
                       size_t n, int write)
{
    while (n) {
        uint64_t row = off / rg->width, in = off % rg->width;
        uint64_t slice = row / rg->rows, a, b, at;
        if (__builtin_mul_overflow(slice, rg->slice_pitch, &a) ||
            __builtin_mul_overflow(row % rg->rows, rg->pitch, &b) ||
            __builtin_add_overflow(a, b, &at) || __builtin_add_overflow(at, in, &at) ||
            __builtin_add_overflow(at, addr, &at))
            return -1;
        size_t k = rg->width - in < n ? (size_t)(rg->width - in) : n;
        if (mem_copy(at, buf, k, write))
            return -1;
        buf += k;
        off += k;
        n -= k;
    }
    return 0;
}

/* A region's shape agrees with the note's length (the server computed both). */
static int region_ok(const lp_region *rg, uint64_t len)
{
    uint64_t t;
    if (!len)
        return 1;
    return rg->width && rg->rows && rg->slices && !__builtin_mul_overflow(rg->width, rg->rows, &t) &&
           !__builtin_mul_overflow(t, rg->slices, &t) && t == len;
}

/* ---------------------------------------------------------------- receiving */

static lc_note_item *note_receive(const lp_frame *h)
{
    lp_note n;
    if (h->len < sizeof n || lc_conn_read(&n, sizeof n))
        return NULL;
    uint64_t body = h->len - sizeof n;
    int region = n.type == LP_NOTE_PULL_REGION || n.type == LP_NOTE_PUSH_REGION;
    int push = n.type == LP_NOTE_PUSH || n.type == LP_NOTE_PUSH_REGION;
    int known = n.type >= LP_NOTE_HOSTFN && n.type <= LP_NOTE_PUSH_REGION;
    uint64_t expect = (region ? sizeof(lp_region) : 0) + (push ? lp_pad8((size_t)n.len) : 0);
    if (!known || n.len > LP_MAX_NOTE || body != expect) {
        /* a frame we cannot answer: skip it, the caller ends the connection */
        lc_conn_skip(body);
        return NULL;
    }
    lc_note_item *it = calloc(1, sizeof *it);
    if (!it) {
        lc_conn_skip(body);
        return NULL;
    }
    it->seq = h->id;
    it->note = n;
    it->status = LP_DONE_OK;
    if (region) {
        if (lc_conn_read(&it->region, sizeof it->region)) {
            free(it);
            return NULL;
        }
        body -= sizeof it->region;
        if (!region_ok(&it->region, n.len))
            it->status = LP_DONE_BAD_ADDRESS;
    }
    if (push && n.len) {
        size_t cap = n.len < BOUNCE ? (size_t)n.len : BOUNCE;
        unsigned char *b = malloc(cap);
        if (!b)
            it->status = LP_DONE_BAD_ADDRESS;
        for (uint64_t off = 0; off < n.len;) {
            size_t k = (size_t)(n.len - off < cap ? n.len - off : cap);
            if (!b) {
                if (lc_conn_skip(k))
                    break;
            } else {
                if (lc_conn_read(b, k)) {
                    free(b);
                    free(it);
                    return NULL;
                }
                if (it->status == LP_DONE_OK &&
                    (region ? region_copy(n.addr, &it->region, off, b, k, 1)
                            : mem_copy(n.addr + off, b, k, 1)))
                    it->status = LP_DONE_BAD_ADDRESS;
            }
            off += k;
        }
        free(b);
        if (lc_conn_skip(body - n.len)) {
            free(it);
            return NULL;
        }
    }
    if (push && (n.status & LP_NOTE_NO_DONE) && it->status != LP_DONE_OK)
        lc_conn_push_failed();
    return it;
}

/* ---------------------------------------------------------------- carrying out */

static void send_done(uint64_t seq, uint32_t status)
{
    if (lc_conn_send_lock())
        return;
    lp_frame f = {LP_FRAME_MAGIC, LP_DONE, seq, 8};
    uint32_t words[2] = {status, 0};
    int bad = lc_conn_write(&f, sizeof f) || lc_conn_write(words, 8);
    lc_conn_send_unlock(bad);
}

/* A pull: the bytes go out as they are read (zeros from the first range that fails on, and
 * the status says so), then the status. region: the rows of a pitched region, packed (else
 * NULL: [addr, addr+len)); status: LP_DONE_OK unless the note was already found wanting. */
static void send_pull(uint64_t seq, uint64_t addr, uint64_t len, const lp_region *region,
                      uint32_t status)
{
    size_t cap = len < BOUNCE ? (size_t)(len ? len : 1) : BOUNCE;
    unsigned char *b = malloc(cap);
    if (!b)
        status = LP_DONE_BAD_ADDRESS;
    if (lc_conn_send_lock()) {
        free(b);
        return;
    }
    lp_frame f = {LP_FRAME_MAGIC, LP_DONE, seq, lp_pad8((size_t)len) + 8};
    int bad = lc_conn_write(&f, sizeof f);
    static const unsigned char zeros[4096];
    for (uint64_t off = 0; !bad && off < len;) {
        size_t k = (size_t)(len - off < cap ? len - off : cap);
        if (!b) {
            k = k < sizeof zeros ? k : sizeof zeros;
            bad = lc_conn_write(zeros, k);
        } else {
            if (status != LP_DONE_OK || (region ? region_copy(addr, region, off, b, k, 0)
                                                : mem_copy(addr + off, b, k, 0))) {
                status = LP_DONE_BAD_ADDRESS;
                memset(b, 0, k);
            }
            bad = lc_conn_write(b, k);
        }
        off += k;
    }
    uint32_t words[2] = {status, 0};
    if (!bad)
        bad = lc_conn_write(zeros, lp_pad8((size_t)len) - len) || lc_conn_write(words, 8);
    lc_conn_send_unlock(bad);
    free(b);
}

static void note_execute(lc_note_item *it)
{
    const lp_note *n = &it->note;
    if (n->type == LP_NOTE_PULL || n->type == LP_NOTE_PULL_REGION) {
        send_pull(it->seq, n->addr, n->len, n->type == LP_NOTE_PULL_REGION ? &it->region : NULL,
                  it->status);
        return;
    }
    uint32_t status = it->status;
    if (n->type == LP_NOTE_PUSH && (n->status & LP_NOTE_NO_DONE)) {
        /* not answered (protocol.h); its bytes were written when it was received */
        if (status != LP_DONE_OK)
            fprintf(stderr,
                    "lupine: a device-to-host copy into page-locked memory at 0x%llx (%llu "
                    "bytes) could not be written: the range is no longer memory of this "
                    "process\n",
                    (unsigned long long)n->addr, (unsigned long long)n->len);
        return;
    }
    if (n->type == LP_NOTE_HOSTFN || n->type == LP_NOTE_CALLBACK) {
        cookie_rec r;
        if (!cookie_get(n->cookie, &r) || r.type != n->type) {
            status = LP_DONE_BAD_COOKIE;
        } else if (r.type == LP_NOTE_HOSTFN) {
            ((CUhostFn)(void (*)(void))r.fn)(r.user);
        } else {
            ((CUstreamCallback)(void (*)(void))r.fn)(r.stream, (CUresult)n->status, r.user);
        }
    }
    send_done(it->seq, status);
}

__attribute__((constructor)) static void notify_init(void)
{
    static const lc_note_handlers handlers = {note_receive, note_execute, notes_atfork_child};
    lc_conn_on_notes(&handlers);
}

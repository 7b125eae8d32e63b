/* Transport of the LUPINE shim: connection, handshake, call framing, deferred batches.
 *
 * Environment: LUPINE_SERVER (host:port, default 127.0.0.1:14833), LUPINE_TOKEN (or
 * LUPINE_TOKEN_FILE), LUPINE_BATCH (0 sends every call at once), LUPINE_CONNECT_TIMEOUT
 * (seconds, default 5), LUPINE_DEBUG (1: diagnostics on stderr).
 *
 * One connection per process, shared by its threads under one lock: a call's request and
 * reply never interleave with another's. Deferred calls queue in `g.batch` and travel in front
 * of the next call that needs an answer. */
#define _GNU_SOURCE
#include "client.h"

#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <poll.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <time.h>
#include <unistd.h>

__attribute__((visibility("default"))) const char lupine_libcuda_marker[] = "lupine-shim";

enum { ST_NEW, ST_CONNECTED, ST_FAILED, ST_LOST };

static struct {
    pthread_mutex_t lock;
    int state;
    int fd;
    uint64_t next_id;
    lp_buf batch;
    int batching;
    int debug;
    char server[300];
    lp_rbuf in; /* buffered reads of replies */
} g = {PTHREAD_MUTEX_INITIALIZER, ST_NEW, -1, 1, {0}, 1, 0, "", {0}};

static pthread_once_t g_env_once = PTHREAD_ONCE_INIT;

void lc_debug(const char *fmt, ...)
{
    if (!g.debug)
        return;
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "lupine: ");
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, "\n");
    va_end(ap);
}

static void read_env(void)
{
    const char *b = getenv("LUPINE_BATCH");
    g.batching = !(b && strcmp(b, "0") == 0);
    const char *d = getenv("LUPINE_DEBUG");
    g.debug = d && *d && strcmp(d, "0") != 0;
    const char *s = getenv("LUPINE_SERVER");
    snprintf(g.server, sizeof g.server, "%s", s && *s ? s : "127.0.0.1:14833");
    /* Several servers are a later feature: this shim talks to the first one. */
    char *comma = strchr(g.server, ',');
    if (comma)
        *comma = 0;
}

int lc_batching(void)
{
    pthread_once(&g_env_once, read_env);
    return g.batching;
}

static void read_token(char *tok, size_t cap, size_t *len)
{
    *len = 0;
    const char *t = getenv("LUPINE_TOKEN");
    if (t && *t) {
        *len = strnlen(t, cap);
        memcpy(tok, t, *len);
        return;
    }
    const char *f = getenv("LUPINE_TOKEN_FILE");
    if (f && *f) {
        FILE *fp = fopen(f, "rb");
        if (fp) {
            *len = fread(tok, 1, cap, fp);
            fclose(fp);
            while (*len && (tok[*len - 1] == '\n' || tok[*len - 1] == '\r'))
                (*len)--;
        }
    }
}

/* Connects with a deadline; -1 (and errno-ish text in why) on failure. */
static int dial(const char *host, int port, int timeout_ms, char *why, size_t whylen)
{
    char ports[16];
    snprintf(ports, sizeof ports, "%d", port);
    struct addrinfo hints, *res = NULL;
    memset(&hints, 0, sizeof hints);
    hints.ai_socktype = SOCK_STREAM;
    int e = getaddrinfo(host, ports, &hints, &res);
    if (e) {
        snprintf(why, whylen, "%s", gai_strerror(e));
        return -1;
    }
    int fd = -1;
    for (struct addrinfo *ai = res; ai; ai = ai->ai_next) {
        fd = socket(ai->ai_family, ai->ai_socktype | SOCK_CLOEXEC | SOCK_NONBLOCK, ai->ai_protocol);
        if (fd < 0)
            continue;
        int rc = connect(fd, ai->ai_addr, ai->ai_addrlen);
        if (rc < 0 && errno == EINPROGRESS) {
            struct pollfd p = {fd, POLLOUT, 0};
            int pr = poll(&p, 1, timeout_ms);
            if (pr == 1) {
                int err = 0;
                socklen_t l = sizeof err;
                getsockopt(fd, SOL_SOCKET, SO_ERROR, &err, &l);
                rc = err ? -1 : 0;
                errno = err;
            } else {
                errno = pr == 0 ? ETIMEDOUT : errno;
                rc = -1;
            }
        }
        if (rc == 0) {
            fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
            break;
        }
        snprintf(why, whylen, "%s", strerror(errno ? errno : ETIMEDOUT));
        close(fd);
        fd = -1;
    }
    freeaddrinfo(res);
    return fd;
}

static void atfork_child(void)
{
    /* The child shares the parent's socket; talking on it would corrupt both sessions. It
     * starts over with its own connection (and its own, empty, server session). */
    if (g.fd >= 0)
        close(g.fd);
    g.fd = -1;
    g.state = ST_NEW;
    lp_buf_reset(&g.batch);
    pthread_mutex_init(&g.lock, NULL);
    lc_context_forget_thread_state();
    lc_context_forget_process_state();
    lc_cache_drop_all();
    lc_streams_reset();
    lc_ranges_clear();
    lc_graph_forget();
}

static void at_exit(void) { lc_flush(); }

/* With g.lock held. */
static CUresult ensure_connected(void)
{
    if (g.state == ST_CONNECTED)
        return CUDA_SUCCESS;
    if (g.state == ST_FAILED)
        return CUDA_ERROR_NO_DEVICE;
    if (g.state == ST_LOST)
        return CUDA_ERROR_DEVICE_UNAVAILABLE;
    pthread_once(&g_env_once, read_env);
    char host[256], why[256] = "invalid address";
    int port = 0;
    int fd = -1;
    const char *t = getenv("LUPINE_CONNECT_TIMEOUT");
    int timeout_ms = t && atoi(t) > 0 ? atoi(t) * 1000 : 5000;
    if (lp_parse_endpoint(g.server, host, sizeof host, &port) == 0)
        fd = dial(host, port, timeout_ms, why, sizeof why);
    if (fd >= 0) {
        lp_tune_socket(fd);
        struct timeval tv = {timeout_ms / 1000 + 5, 0};
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
        char tok[LP_MAX_TOKEN];
        size_t toklen = 0;
        read_token(tok, sizeof tok, &toklen);
        unsigned char hello[16];
        uint32_t magic = LP_MAGIC, hash = LUPINE_API_HASH, tl = (uint32_t)toklen;
        uint16_t maj = LP_VERSION_MAJOR, min = LP_VERSION_MINOR;
        memcpy(hello, &magic, 4);
        memcpy(hello + 4, &maj, 2);
        memcpy(hello + 6, &min, 2);
        memcpy(hello + 8, &hash, 4);
        memcpy(hello + 12, &tl, 4);
        unsigned char welcome[16];
        struct iovec iov[2] = {{hello, 16}, {tok, toklen}};
        if (lp_writev_all(fd, iov, 2) || lp_read_all(fd, welcome, 16)) {
            snprintf(why, sizeof why, "no answer to the handshake");
        } else {
            uint32_t wm, st;
            memcpy(&wm, welcome, 4);
            memcpy(&st, welcome + 8, 4);
            static const char *const reasons[] = {"ok", "bad magic", "protocol version mismatch",
                                                  "token refused (set LUPINE_TOKEN)",
                                                  "driver API mismatch (rebuild both ends)"};
            if (wm != LP_MAGIC)
                snprintf(why, sizeof why, "not a lupine-server");
            else if (st != LP_OK)
                snprintf(why, sizeof why, "%s", st < 5 ? reasons[st] : "refused");
            else {
                struct timeval none = {0, 0};
                setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &none, sizeof none);
                g.fd = fd;
                lp_rbuf_init(&g.in, fd);
                g.state = ST_CONNECTED;
                static int registered;
                if (!registered) {
                    registered = 1;
                    pthread_atfork(NULL, NULL, atfork_child);
                    atexit(at_exit);
                }
                lc_debug("connected to %s", g.server);
                return CUDA_SUCCESS;
            }
        }
        close(fd);
    }
    g.state = ST_FAILED;
    fprintf(stderr, "lupine: cannot use lupine-server at %s (%s); CUDA calls fail with "
                    "CUDA_ERROR_NO_DEVICE\n", g.server, why);
    return CUDA_ERROR_NO_DEVICE;
}

/* With g.lock held: the connection broke mid-call. */
static CUresult broken(void)
{
    if (g.state == ST_CONNECTED) {
        fprintf(stderr, "lupine: connection to lupine-server at %s lost; CUDA calls fail with "
                        "CUDA_ERROR_DEVICE_UNAVAILABLE\n", g.server);
        close(g.fd);
        g.fd = -1;
        g.state = ST_LOST;
    }
    return CUDA_ERROR_DEVICE_UNAVAILABLE;
}

CUresult lc_lost(void) { return CUDA_ERROR_DEVICE_UNAVAILABLE; }

CUresult lc_refuse(int fn, const char *why)
{
    static unsigned char said[LUPINE_FN_COUNT];
    if (fn >= 0 && fn < LUPINE_FN_COUNT && !__atomic_exchange_n(&said[fn], 1, __ATOMIC_RELAXED))
        fprintf(stderr, "lupine: %s refused (CUDA_ERROR_NOT_SUPPORTED): %s\n",
                lupine_fn_names[fn], why);
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult lc_unsupported(int fn)
{
    if (fn >= 0 && fn < LUPINE_FN_COUNT && lc_refusals[fn])
        return lc_refuse(fn, lc_refusals[fn]);
    lc_debug("%s is not supported by LUPINE", lupine_fn_names[fn]);
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult lc_begin(lc_call *c, uint32_t fn)
{
    memset(c, 0, sizeof *c);
    c->fn = fn;
    pthread_mutex_lock(&g.lock);
    CUresult r = ensure_connected();
    pthread_mutex_unlock(&g.lock);
    return r;
}

void lc_scalar(lc_call *c, const void *p, size_t n)
{
    unsigned char *d = lp_buf_reserve(&c->args, lp_pad8(n));
    if (!d)
        return;
    memcpy(d, p, n);
    memset(d + n, 0, lp_pad8(n) - n);
}

void lc_in(lc_call *c, const void *p, uint64_t n)
{
    if (!p) {
        lp_buf_null(&c->args);
        return;
    }
    if (n < LC_INLINE_MAX || c->next == LC_MAX_EXT) {
        lp_buf_bytes(&c->args, p, (size_t)n);
        return;
    }
    lp_buf_u64(&c->args, n);
    c->ext_at[c->next] = c->args.len;
    c->ext_p[c->next] = p;
    c->ext_n[c->next] = (size_t)n;
    c->next++;
    void *pad = lp_buf_reserve(&c->args, lp_pad8((size_t)n) - (size_t)n);
    if (pad)
        memset(pad, 0, lp_pad8((size_t)n) - (size_t)n);
}

void lc_cstr(lc_call *c, const char *s)
{
    if (!s)
        lp_buf_null(&c->args);
    else
        lp_buf_bytes(&c->args, s, strlen(s) + 1);
}

void lc_out_req(lc_call *c, const void *p, uint64_t n) { lp_buf_u64(&c->args, p ? n : LP_NULL); }

static uint64_t call_len(const lc_call *c)
{
    uint64_t n = c->args.len;
    for (int i = 0; i < c->next; i++)
        n += c->ext_n[i];
    return n;
}

/* iovecs for the call header and arguments of c, appended to iov (at most 2*LC_MAX_EXT+2). */
static int call_iov(lc_call *c, lp_call *hdr, struct iovec *iov)
{
    int k = 0;
    hdr->fn = c->fn;
    hdr->flags = c->flags | (((uint32_t)lc_capture_mode() << LP_CALL_CAPTURE_MODE_SHIFT) &
                              LP_CALL_CAPTURE_MODE_MASK);
    hdr->len = call_len(c);
    hdr->ctx = (uint64_t)(uintptr_t)lc_current_ctx();
    iov[k++] = (struct iovec){hdr, sizeof *hdr};
    size_t at = 0;
    for (int i = 0; i < c->next; i++) {
        iov[k++] = (struct iovec){c->args.data + at, c->ext_at[i] - at};
        iov[k++] = (struct iovec){(void *)c->ext_p[i], c->ext_n[i]};
        at = c->ext_at[i];
    }
    iov[k++] = (struct iovec){c->args.data + at, c->args.len - at};
    return k;
}

/* With g.lock held: sends the queued batch, then c (if any), as one frame of `kind`. */
static int send_frame(uint32_t kind, lc_call *c, uint64_t id)
{
    lp_frame f = {LP_FRAME_MAGIC, kind, id, g.batch.len};
    lp_call hdr;
    struct iovec iov[2 * LC_MAX_EXT + 4];
    int k = 0;
    iov[k++] = (struct iovec){&f, sizeof f};
    if (g.batch.len)
        iov[k++] = (struct iovec){g.batch.data, g.batch.len};
    if (c) {
        k += call_iov(c, &hdr, iov + k);
        f.len += sizeof hdr + hdr.len;
    }
    int rc = lp_writev_all(g.fd, iov, k);
    lp_buf_reset(&g.batch);
    return rc;
}

CUresult lc_send(lc_call *c)
{
    if (c->args.failed)
        return CUDA_ERROR_OUT_OF_MEMORY;
    pthread_mutex_lock(&g.lock);
    c->locked = 1;
    CUresult r = ensure_connected();
    if (r)
        return r;
    uint64_t id = g.next_id++;
    lc_stats_round_trip(c->fn);
    if (send_frame(LP_CALL, c, id))
        return broken();
    lp_frame f;
    uint32_t res[2];
    if (lp_rbuf_read(&g.in, &f, sizeof f))
        return broken();
    if (f.magic != LP_FRAME_MAGIC || f.kind != LP_REPLY || f.id != id || f.len < 8 ||
        f.len > LP_MAX_FRAME || lp_rbuf_read(&g.in, res, 8)) {
        fprintf(stderr, "lupine: malformed reply from lupine-server\n");
        return broken();
    }
    c->reply_left = f.len - 8;
    return (CUresult)res[0];
}

CUresult lc_flush(void)
{
    pthread_mutex_lock(&g.lock);
    CUresult r = CUDA_SUCCESS;
    if (g.batch.len && g.state == ST_CONNECTED && send_frame(LP_BATCH, NULL, g.next_id++))
        r = broken();
    pthread_mutex_unlock(&g.lock);
    return r;
}

/* Deferred calls go out in frames of about this size, so the server starts on a long
 * series of launches while the client is still queuing the rest. */
#define LC_BATCH_FLUSH (256u << 10)

CUresult lc_defer(lc_call *c)
{
    if (!lc_batching())
        return lc_send(c);
    lc_stats_deferred(c->fn);
    if (c->args.failed)
        return CUDA_ERROR_OUT_OF_MEMORY;
    pthread_mutex_lock(&g.lock);
    CUresult r = ensure_connected();
    if (r) {
        pthread_mutex_unlock(&g.lock);
        return r;
    }
    uint64_t big = call_len(c) - c->args.len;
    if (big >= ((uint64_t)1 << 20)) {
        /* Large host data goes out now, straight from the caller's memory: once send()
         * returns it has been captured, as cuMemcpyHtoDAsync of pageable memory requires. */
        if (send_frame(LP_BATCH, c, g.next_id++))
            r = broken();
    } else {
        lp_call hdr;
        struct iovec iov[2 * LC_MAX_EXT + 2];
        int k = call_iov(c, &hdr, iov);
        for (int i = 0; i < k; i++) {
            void *d = lp_buf_reserve(&g.batch, iov[i].iov_len);
            if (!d)
                break;
            memcpy(d, iov[i].iov_base, iov[i].iov_len);
        }
        if (g.batch.failed) {
            lp_buf_free(&g.batch);
            r = CUDA_ERROR_OUT_OF_MEMORY;
        } else if (g.batch.len >= LC_BATCH_FLUSH && send_frame(LP_BATCH, NULL, g.next_id++)) {
            r = broken();
        }
    }
    pthread_mutex_unlock(&g.lock);
    return r;
}

int lc_out(lc_call *c, void *dst, uint64_t n)
{
    uint64_t got;
    if (c->reply_left < 8 || lp_rbuf_read(&g.in, &got, 8))
        return -1;
    c->reply_left -= 8;
    uint64_t padded = lp_pad8((size_t)got);
    if (got != n || padded > c->reply_left)
        return -1;
    if (n && lp_rbuf_read(&g.in, dst, (size_t)n))
        return -1;
    if (lp_rbuf_skip(&g.in, padded - n))
        return -1;
    c->reply_left -= padded;
    return 0;
}

/* Strings the driver returns (cuGetErrorString, cuFuncGetName) must stay valid for the
 * process lifetime: keep one copy of each distinct string. */
static const char *intern(const char *s, size_t n)
{
    static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
    static char **table;
    static size_t count, cap;
    pthread_mutex_lock(&lock);
    for (size_t i = 0; i < count; i++)
        if (!strcmp(table[i], s)) {
            pthread_mutex_unlock(&lock);
            return table[i];
        }
    if (count == cap) {
        size_t nc = cap ? 2 * cap : 64;
        char **t = realloc(table, nc * sizeof *t);
        if (!t) {
            pthread_mutex_unlock(&lock);
            return NULL;
        }
        table = t;
        cap = nc;
    }
    char *copy = malloc(n + 1);
    if (copy) {
        memcpy(copy, s, n);
        copy[n] = 0;
        table[count++] = copy;
    }
    pthread_mutex_unlock(&lock);
    return copy;
}

int lc_out_string(lc_call *c, const char **dst)
{
    uint64_t n;
    if (c->reply_left < 8 || lp_rbuf_read(&g.in, &n, 8))
        return -1;
    c->reply_left -= 8;
    if (n == LP_NULL) {
        *dst = NULL;
        return 0;
    }
    if (n == 0 || n > 65536 || lp_pad8((size_t)n) > c->reply_left)
        return -1;
    char buf[65536 + 8];
    if (lp_rbuf_read(&g.in, buf, lp_pad8((size_t)n)))
        return -1;
    c->reply_left -= lp_pad8((size_t)n);
    buf[n - 1] = 0;
    *dst = intern(buf, strlen(buf));
    return *dst ? 0 : -1;
}

void lc_end(lc_call *c)
{
    if (c->locked) {
        if (c->reply_left && (g.fd < 0 || lp_rbuf_skip(&g.in, c->reply_left)))
            broken();
        c->locked = 0;
        pthread_mutex_unlock(&g.lock);
    }
    lp_buf_free(&c->args);
}

/* ---------------------------------------------------------------- cuInit */

/* CUDA_VISIBLE_DEVICES that hides every device: no device, and no server needed to say so
 * (devices.c). Otherwise the server's cuInit, then the visible devices are worked out. */
CUresult CUDAAPI cuInit(unsigned int Flags)
{
    lc_stats_call(LUPINE_FN_cuInit);
    if (lc_dev_list_empty())
        return CUDA_ERROR_NO_DEVICE;
    CUresult r = lc_fwd_cuInit(Flags);
    return r == CUDA_SUCCESS ? lc_dev_init() : r;
}

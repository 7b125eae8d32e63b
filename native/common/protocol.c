/* Buffers, bounded readers and socket helpers of the LUPINE protocol (lupine/protocol.h). */
#define _GNU_SOURCE
#include "lupine/protocol.h"

#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <time.h>
#include <unistd.h>

void lp_buf_free(lp_buf *b)
{
    free(b->data);
    b->data = NULL;
    b->len = b->cap = 0;
    b->failed = 0;
}

void lp_buf_reset(lp_buf *b)
{
    b->len = 0;
    b->failed = 0;
}

void *lp_buf_reserve(lp_buf *b, size_t n)
{
    if (b->failed)
        return NULL;
    if (n > SIZE_MAX / 2 - b->len) {
        b->failed = 1;
        return NULL;
    }
    if (b->len + n > b->cap) {
        size_t cap = b->cap ? b->cap : 256;
        while (cap < b->len + n)
            cap *= 2;
        unsigned char *d = realloc(b->data, cap);
        if (!d) {
            b->failed = 1;
            return NULL;
        }
        b->data = d;
        b->cap = cap;
    }
    void *p = b->data + b->len;
    b->len += n;
    return p;
}

void lp_buf_u64(lp_buf *b, uint64_t v)
{
    void *p = lp_buf_reserve(b, 8);
    if (p)
        memcpy(p, &v, 8);
}

void lp_buf_bytes(lp_buf *b, const void *src, size_t n)
{
    lp_buf_u64(b, n);
    unsigned char *p = lp_buf_reserve(b, lp_pad8(n));
    if (!p)
        return;
    if (n)
        memcpy(p, src, n);
    memset(p + n, 0, lp_pad8(n) - n);
}

void lp_buf_null(lp_buf *b) { lp_buf_u64(b, LP_NULL); }

int lp_get_u64(lp_reader *r, uint64_t *v)
{
    if (r->failed || r->left < 8) {
        r->failed = 1;
        return -1;
    }
    memcpy(v, r->p, 8);
    r->p += 8;
    r->left -= 8;
    return 0;
}

int lp_get_bytes(lp_reader *r, const void **p, uint64_t *n, uint64_t max)
{
    uint64_t len;
    if (lp_get_u64(r, &len))
        return -1;
    if (len == LP_NULL) {
        *p = NULL;
        *n = 0;
        return 0;
    }
    if (len > max || len > r->left || lp_pad8((size_t)len) > r->left) {
        r->failed = 1;
        return -1;
    }
    *p = r->p;
    *n = len;
    r->p += lp_pad8((size_t)len);
    r->left -= lp_pad8((size_t)len);
    return 0;
}

const lp_secure_io *lp_secure_hooks;

static ssize_t io_send(int fd, const void *p, size_t n)
{
    const lp_secure_io *h = __atomic_load_n(&lp_secure_hooks, __ATOMIC_ACQUIRE);
    int handled = 0;
    if (h) {
        ssize_t w = h->send(fd, p, n, &handled);
        if (handled)
            return w;
    }
    return send(fd, p, n, MSG_NOSIGNAL);
}

static ssize_t io_recv(int fd, void *p, size_t n)
{
    const lp_secure_io *h = __atomic_load_n(&lp_secure_hooks, __ATOMIC_ACQUIRE);
    int handled = 0;
    if (h) {
        ssize_t r = h->recv(fd, p, n, &handled);
        if (handled)
            return r;
    }
    return recv(fd, p, n, 0);
}

long lp_env_whole(const char *name, long lo, long hi, long dflt, const char *unit)
{
    const char *t = getenv(name);
    if (!t || !*t)
        return dflt;
    char *end;
    errno = 0;
    long v = strtol(t, &end, 10);
    if (!*end && !errno && v >= lo && v <= hi)
        return v;
    fprintf(stderr, "lupine: %s=%s is not a whole number of %s from %ld to %ld; using %ld\n", name,
            t, unit, lo, hi, dflt);
    return dflt;
}

static long g_spin_us = -1; /* -1: not decided yet (lp_spin_us) */

void lp_set_spin_us(long us) { __atomic_store_n(&g_spin_us, us, __ATOMIC_RELAXED); }

long lp_spin_us(void)
{
    long v = __atomic_load_n(&g_spin_us, __ATOMIC_RELAXED);
    if (v >= 0)
        return v;
    const char *e = getenv("LUPINE_SPIN_US");
    if (e && *e) {
        char *end;
        v = strtol(e, &end, 10);
        if (*end || v < 0)
            v = 0;
        if (v > 100000)
            v = 100000;
    } else {
        v = sysconf(_SC_NPROCESSORS_ONLN) >= 4 ? 50 : 0;
    }
    __atomic_store_n(&g_spin_us, v, __ATOMIC_RELAXED);
    return v;
}

static int64_t mono_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
}

/* io_recv, but first retrying a non-blocking recv for up to lp_spin_us() (see protocol.h). */
static ssize_t io_recv_spin(int fd, void *p, size_t n)
{
    long us = lp_spin_us();
    if (us > 0 && !__atomic_load_n(&lp_secure_hooks, __ATOMIC_ACQUIRE)) {
        int64_t until = mono_ns() + (int64_t)us * 1000;
        for (unsigned k = 1;; k++) {
            ssize_t r = recv(fd, p, n, MSG_DONTWAIT);
            if (r >= 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR))
                return r;
            if (!(k & 15) && mono_ns() > until)
                break;
#if defined(__x86_64__) || defined(__i386__)
            __builtin_ia32_pause();
#elif defined(__aarch64__)
            __asm__ __volatile__("yield");
#endif
        }
    }
    return io_recv(fd, p, n);
}

int lp_pending(int fd)
{
    const lp_secure_io *h = __atomic_load_n(&lp_secure_hooks, __ATOMIC_ACQUIRE);
    return h ? h->pending(fd) : 0;
}

/* TLS: one record per write, so small pieces of a frame are gathered first (each record costs
 * a header, a tag and usually a system call). */
#define LP_GATHER (16u << 10)

static int secure(int fd)
{
    const lp_secure_io *h = __atomic_load_n(&lp_secure_hooks, __ATOMIC_ACQUIRE);
    int handled = 0;
    if (h)
        h->send(fd, NULL, 0, &handled); /* a zero-length probe: is fd one of TLS's? */
    return handled;
}

static uint64_t now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint64_t)t.tv_sec * 1000u + (uint64_t)t.tv_nsec / 1000000u;
}

/* Plain TCP: every iovec out, with one deadline for the whole, not one per partial write. A
 * blocking send under SO_SNDTIMEO returns a partial count only once the timeout has passed,
 * and each later send waits as long again: a stopped peer held a large frame for several
 * timeouts. Here every send is non-blocking, and the send fails once the socket's SO_SNDTIMEO
 * has passed since the peer last read: a peer that reads slowly is not silent. Bytes the
 * kernel takes are not always the peer reading: a stopped peer's kernel goes on filling its
 * receive buffer for a while (megabytes, at each delayed acknowledgement: 0.1-0.2 s after the
 * stop, which a 1 GiB copy to a session stopped 0.1 s into it showed on the H200, failing 2.21 s
 * after the stop at a 2 s timeout). So once a send has had to wait, bytes taken move the
 * deadline only while the peer's advertised window (lp_peer_window) grows, or stays at least
 * half the largest seen: a reading peer reopens it, a stopped one only closes it. Where the
 * kernel does not say, any byte taken moves it. */
static int send_iov(int fd, struct iovec *iov, int n)
{
    uint64_t last = 0;
    long limit = -2; /* SO_SNDTIMEO in ms, read at the first wait; -1: none */
    int waited = 0;
    int64_t window = -1, widest = 0; /* the peer's window at the last write, the largest seen */
    for (;;) {
        while (n > 0 && !iov->iov_len) { /* (nothing to send is done, not a failed send) */
            iov++;
            n--;
        }
        if (!n)
            return 0;
        struct msghdr m;
        memset(&m, 0, sizeof m);
        m.msg_iov = iov;
        m.msg_iovlen = (size_t)(n > 64 ? 64 : n);
        ssize_t w = sendmsg(fd, &m, MSG_NOSIGNAL | MSG_DONTWAIT);
        if (w < 0 && errno == EINTR)
            continue;
        if (w < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            if (limit == -2) {
                struct timeval tv = {0, 0};
                socklen_t l = sizeof tv;
                limit = getsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, &l) || (!tv.tv_sec && !tv.tv_usec)
                            ? -1
                            : (long)tv.tv_sec * 1000 + tv.tv_usec / 1000;
            }
            uint64_t t = now_ms();
            if (!last)
                last = t; /* nothing taken yet: the deadline runs from the first try */
            int wait = -1;
            if (limit >= 0) {
                if (t - last >= (uint64_t)limit) {
                    errno = EAGAIN;
                    return -1;
                }
                wait = (int)((uint64_t)limit - (t - last));
            }
            /* (a wait that ends without the socket writable is the end, even though the
             * kernel might still take a few bytes more of a stopped peer's connection) */
            struct pollfd p = {fd, POLLOUT, 0};
            int ready = poll(&p, 1, wait);
            waited = 1;
            if (ready == 0) {
                errno = EAGAIN;
                return -1;
            }
            if (ready < 0 && errno != EINTR)
                return -1;
            continue;
        }
        if (w <= 0)
            return -1;
        int64_t now_window = waited ? lp_peer_window(fd) : -1;
        if (!last || now_window < 0 || now_window > window || 2 * now_window >= widest)
            last = now_ms(); /* the peer reads: the deadline starts again from here */
        window = now_window;
        if (now_window > widest)
            widest = now_window;
        size_t left = (size_t)w;
        while (n > 0 && left >= iov->iov_len) {
            left -= iov->iov_len;
            iov++;
            n--;
        }
        if (n > 0 && left) {
            iov->iov_base = (char *)iov->iov_base + left;
            iov->iov_len -= left;
        }
    }
}

int lp_write_all(int fd, const void *p, size_t n)
{
    if (!secure(fd)) {
        struct iovec one = {(void *)p, n};
        return send_iov(fd, &one, 1);
    }
    const char *c = p;
    while (n > 0) {
        ssize_t w = io_send(fd, c, n);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return -1;
        c += w;
        n -= (size_t)w;
    }
    return 0;
}

int lp_writev_all(int fd, struct iovec *iov, int n)
{
    if (secure(fd)) {
        unsigned char gather[LP_GATHER];
        size_t have = 0;
        for (int i = 0; i < n; i++) {
            const unsigned char *b = iov[i].iov_base;
            size_t len = iov[i].iov_len;
            if (have + len <= sizeof gather) {
                memcpy(gather + have, b, len);
                have += len;
                continue;
            }
            if (have && lp_write_all(fd, gather, have))
                return -1;
            have = 0;
            if (len <= sizeof gather) {
                memcpy(gather, b, len);
                have = len;
            } else if (lp_write_all(fd, b, len)) {
                return -1;
            }
        }
        return have ? lp_write_all(fd, gather, have) : 0;
    }
    return send_iov(fd, iov, n);
}

int lp_read_all(int fd, void *p, size_t n)
{
    char *c = p;
    while (n > 0) {
        ssize_t r = io_recv_spin(fd, c, n);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            return -1;
        c += r;
        n -= (size_t)r;
    }
    return 0;
}

int lp_skip(int fd, uint64_t n)
{
    char buf[65536];
    while (n > 0) {
        size_t k = n < sizeof buf ? (size_t)n : sizeof buf;
        if (lp_read_all(fd, buf, k))
            return -1;
        n -= k;
    }
    return 0;
}

void lp_rbuf_init(lp_rbuf *r, int fd)
{
    r->fd = fd;
    r->pos = r->len = 0;
}

int lp_rbuf_read(lp_rbuf *r, void *p, size_t n)
{
    char *out = p;
    while (n > 0) {
        if (r->pos < r->len) {
            size_t k = r->len - r->pos < n ? r->len - r->pos : n;
            memcpy(out, r->buf + r->pos, k);
            r->pos += k;
            out += k;
            n -= k;
            continue;
        }
        if (n >= sizeof r->buf)
            return lp_read_all(r->fd, out, n);
        ssize_t got;
        do
            got = io_recv_spin(r->fd, r->buf, sizeof r->buf);
        while (got < 0 && errno == EINTR);
        if (got <= 0)
            return -1;
        r->pos = 0;
        r->len = (size_t)got;
    }
    return 0;
}

int lp_rbuf_skip(lp_rbuf *r, uint64_t n)
{
    size_t have = r->len - r->pos;
    if (n <= have) {
        r->pos += (size_t)n;
        return 0;
    }
    r->pos = r->len;
    return lp_skip(r->fd, n - have);
}

void lp_tune_socket(int fd)
{
    int one = 1;
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    setsockopt(fd, SOL_SOCKET, SO_KEEPALIVE, &one, sizeof one);
    int big = 8 << 20;
    setsockopt(fd, SOL_SOCKET, SO_SNDBUF, &big, sizeof big);
    setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &big, sizeof big);
}

int lp_parse_endpoint(const char *s, int listening, char *host, size_t hostlen, int *port)
{
    if (!s || !*s)
        return -1;
    *port = LP_DEFAULT_PORT;
    const char *name = s, *colon = NULL;
    size_t n;
    if (s[0] == '[') { /* [v6] or [v6]:port */
        const char *close = strchr(s, ']');
        if (!close || (close[1] && close[1] != ':'))
            return -1;
        name = s + 1;
        n = (size_t)(close - name);
        colon = close[1] ? close + 1 : NULL;
    } else {
        colon = strchr(s, ':');
        if (colon && strchr(colon + 1, ':'))
            colon = NULL; /* two colons or more: a bare IPv6 address, no port */
        n = colon ? (size_t)(colon - s) : strlen(s);
    }
    if (n == 0 || n >= hostlen)
        return -1;
    memcpy(host, name, n);
    host[n] = 0;
    if (colon) {
        char *end;
        long p = strtol(colon + 1, &end, 10);
        if (!colon[1] || *end || p < (listening ? 0 : 1) || p > 65535)
            return -1;
        *port = (int)p;
    }
    return 0;
}

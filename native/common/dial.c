/* Connecting as a LUPINE client (lupine/dial.h): TCP with a deadline, TLS where it applies, the
 * hello and the server's welcome. Shared by the CUDA shim and the client NVML. */
#define _GNU_SOURCE
#include "lupine/dial.h"

#include "lupine/protocol.h"
#include "lupine/tls.h"
#include "lupine_api.h"

#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/uio.h>
#include <time.h>
#include <unistd.h>

static int handshake(int fd, const char *host, int tls, const char *tok, size_t toklen,
                     int limit, uint16_t *minor, uint32_t *status, char *why, size_t whylen);

int lp_read_token(char *tok, size_t cap, size_t *len, char *why, size_t whylen)
{
    *len = 0;
    const char *t = getenv("LUPINE_TOKEN");
    if (t && *t) {
        if (strlen(t) > cap) {
            snprintf(why, whylen, "LUPINE_TOKEN is longer than %zu bytes", cap);
            return -1;
        }
        *len = strlen(t);
        memcpy(tok, t, *len);
        return 0;
    }
    const char *f = getenv("LUPINE_TOKEN_FILE");
    if (!f || !*f)
        return 0;
    FILE *fp = fopen(f, "rb");
    if (!fp) {
        snprintf(why, whylen, "cannot read LUPINE_TOKEN_FILE %s: %s", f, strerror(errno));
        return -1;
    }
    char buf[LP_MAX_TOKEN + 3]; /* room for a trailing CR LF to drop */
    size_t n = fread(buf, 1, sizeof buf, fp);
    int err = ferror(fp);
    fclose(fp);
    while (n && (buf[n - 1] == '\n' || buf[n - 1] == '\r'))
        n--;
    if (err || n > cap || n > LP_MAX_TOKEN) {
        snprintf(why, whylen, err ? "cannot read LUPINE_TOKEN_FILE %s"
                                  : "the token in LUPINE_TOKEN_FILE %s is longer than 4096 bytes",
                 f);
        return -1;
    }
    memcpy(tok, buf, n);
    *len = n;
    return 0;
}

/* 1 when fd's peer is a loopback address (127.0.0.0/8, ::1, or IPv4-mapped 127/8). */
static int peer_is_loopback(int fd)
{
    struct sockaddr_storage a;
    socklen_t l = sizeof a;
    if (getpeername(fd, (struct sockaddr *)&a, &l))
        return 0;
    if (a.ss_family == AF_INET)
        return (ntohl(((struct sockaddr_in *)&a)->sin_addr.s_addr) >> 24) == 127;
    if (a.ss_family == AF_INET6) {
        const struct in6_addr *x = &((struct sockaddr_in6 *)&a)->sin6_addr;
        if (IN6_IS_ADDR_LOOPBACK(x))
            return 1;
        return IN6_IS_ADDR_V4MAPPED(x) && x->s6_addr[12] == 127;
    }
    return 0;
}

int lp_use_tls_fd(int fd)
{
    const char *t = getenv("LUPINE_TLS");
    if (t && *t) {
        if (!strcmp(t, "0"))
            return 0;
        static int told; /* (said once per process; any other value keeps TLS on) */
        if (strcmp(t, "1") && !__atomic_exchange_n(&told, 1, __ATOMIC_RELAXED))
            fprintf(stderr,
                    "lupine: LUPINE_TLS=%s is neither 1 (TLS) nor 0 (plain TCP); using TLS\n",
                    t);
        return 1;
    }
    /* the address actually connected to, not the name: "127.x.example" may be anywhere */
    return !peer_is_loopback(fd);
}

/* The handshake's deadline as a whole (a server trickling one byte every few seconds never
 * trips a per-read timeout): a watchdog shuts the socket down when it passes, so the blocked
 * read in the TLS or LUPINE handshake returns. */
typedef struct {
    pthread_mutex_t mu;
    pthread_cond_t cv;
    int fd, done, fired;
    struct timespec until;
} watchdog;

static void *watchdog_main(void *arg)
{
    watchdog *w = arg;
    pthread_mutex_lock(&w->mu);
    while (!w->done)
        if (pthread_cond_timedwait(&w->cv, &w->mu, &w->until) == ETIMEDOUT && !w->done) {
            shutdown(w->fd, SHUT_RDWR);
            w->fired = 1;
            break;
        }
    pthread_mutex_unlock(&w->mu);
    return NULL;
}

void lp_set_timeouts(int fd, int seconds)
{
    struct timeval tv = {seconds, 0};
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
}

/* TCP to host:port within timeout_ms (each address getaddrinfo gives, in turn); -1 with the
 * reason in why. */
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

/* What a refusal (the welcome's status) means, for the message of the failed connection. */
static void refusal(const unsigned char welcome[16], char *why, size_t whylen)
{
    uint32_t status;
    uint16_t smaj, smin;
    memcpy(&smaj, welcome + 4, 2);
    memcpy(&smin, welcome + 6, 2);
    memcpy(&status, welcome + 8, 4);
    switch (status) {
    case LP_BAD_MAGIC:
        snprintf(why, whylen, "the server did not take the hello (bad magic)");
        break;
    case LP_BAD_VERSION:
        snprintf(why, whylen, "protocol version mismatch: this client speaks %d.%d, the server "
                              "%u.%u (the major numbers must match: one LUPINE release on both "
                              "ends)", LP_VERSION_MAJOR, LP_VERSION_MINOR, smaj, smin);
        break;
    case LP_BAD_TOKEN:
        snprintf(why, whylen, "token refused (LUPINE_TOKEN or LUPINE_TOKEN_FILE must hold the "
                              "server's)");
        break;
    case LP_BAD_API:
        snprintf(why, whylen, "driver API mismatch (rebuild both ends)");
        break;
    case LP_FULL:
        snprintf(why, whylen, "the server is full: it serves as many clients as it allows "
                              "(--max-clients; its log says)");
        break;
    case LP_BUSY:
        snprintf(why, whylen, "the server is busy: it has as many connections in their handshake "
                              "as it takes (--max-pending, --max-pending-per-peer; its log says)");
        break;
    case LP_TLS_REQUIRED:
        snprintf(why, whylen, "the server speaks TLS and this client spoke clear text: set "
                              "LUPINE_TLS=1 (and LUPINE_TLS_CA)");
        break;
    case LP_NOT_TLS:
        snprintf(why, whylen, "the server speaks clear text and this client spoke TLS: set "
                              "LUPINE_TLS=0 for it, or give the server --tls-cert/--tls-key");
        break;
    case LP_SILENT:
        snprintf(why, whylen, "the server dropped the connection: the hello did not come within "
                              "its --hello-timeout");
        break;
    default:
        snprintf(why, whylen, "refused (status %u)", status);
    }
}

/* One connection and handshake, within the deadline `until` (CLOCK_MONOTONIC). The refusal's
 * status in *status (LP_OK when there was none). */
static int connect_once(const char *host, int port, const char *tok, size_t toklen,
                        const struct timespec *until, int limit, uint16_t *minor,
                        uint32_t *status, char *why, size_t whylen)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    long left_ms = (until->tv_sec - t.tv_sec) * 1000 + (until->tv_nsec - t.tv_nsec) / 1000000;
    int fd = dial(host, port, left_ms > 1 ? (int)left_ms : 1, why, whylen);
    if (fd < 0)
        return -1;
    lp_tune_socket(fd);
    int tls = lp_use_tls_fd(fd);
    /* the handshakes (TLS, then LUPINE's) get the connection's deadline, as a whole */
    lp_set_timeouts(fd, limit);
    watchdog w = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, fd, 0, 0, *until};
    pthread_condattr_t ca;
    pthread_condattr_init(&ca);
    pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
    pthread_cond_init(&w.cv, &ca);
    pthread_condattr_destroy(&ca);
    pthread_t wt;
    int watching = pthread_create(&wt, NULL, watchdog_main, &w) == 0;
    int rc = handshake(fd, host, tls, tok, toklen, limit, minor, status, why, whylen);
    if (watching) {
        pthread_mutex_lock(&w.mu);
        w.done = 1;
        pthread_cond_signal(&w.cv);
        pthread_mutex_unlock(&w.mu);
        pthread_join(wt, NULL);
    }
    pthread_cond_destroy(&w.cv);
    if (rc >= 0 && w.fired) { /* (it finished as the deadline passed: not to be trusted) */
        lp_tls_forget(rc, 0);
        close(rc);
        rc = -1;
    }
    if (rc < 0 && w.fired)
        snprintf(why, whylen, "no answer to the handshake within %d s: not a lupine-server, or "
                              "one that sends too slowly", limit);
    return rc;
}

int lp_client_connect(const char *endpoint, int connect_timeout_s, int io_timeout_s,
                      uint16_t *minor, char *why, size_t whylen)
{
    char host[256];
    int port = 0;
    snprintf(why, whylen, "invalid address");
    if (lp_parse_endpoint(endpoint, 0, host, sizeof host, &port))
        return -1;
    char tok[LP_MAX_TOKEN];
    size_t toklen = 0;
    if (lp_read_token(tok, sizeof tok, &toklen, why, whylen))
        return -1;
    int limit = connect_timeout_s > 0 ? connect_timeout_s : 5;
    struct timespec until;
    clock_gettime(CLOCK_MONOTONIC, &until);
    until.tv_sec += limit;
    /* a busy server (handshakes at its bound) or a dropped hello is worth another try, while
     * the deadline allows: 0.1 s, then twice as long each time */
    for (long pause_ms = 100;; pause_ms *= 2) {
        uint32_t status = LP_OK;
        int rc = connect_once(host, port, tok, toklen, &until, limit, minor, &status, why, whylen);
        if (rc >= 0) {
            lp_set_timeouts(rc, io_timeout_s);
            return rc;
        }
        if (status != LP_BUSY && status != LP_SILENT)
            return -1;
        struct timespec t;
        clock_gettime(CLOCK_MONOTONIC, &t);
        long left_ms = (until.tv_sec - t.tv_sec) * 1000 + (until.tv_nsec - t.tv_nsec) / 1000000;
        if (left_ms < pause_ms + 100)
            return -1;
        struct timespec pause = {pause_ms / 1000, (pause_ms % 1000) * 1000000};
        nanosleep(&pause, NULL);
    }
}

/* TLS where it applies, then the hello and the welcome, on a connected fd: the descriptor, or
 * -1 (fd closed) with the reason in why and a refusal's status in *status. */
static int handshake(int fd, const char *host, int tls, const char *tok, size_t toklen,
                     int limit, uint16_t *minor, uint32_t *status, char *why, size_t whylen)
{
    unsigned char hello[16], welcome[16];
    if (tls) {
        int app = -1;
        unsigned char first[5];
        uint32_t magic = LP_MAGIC;
        if (lp_tls_client(fd, host, getenv("LUPINE_TLS_CA"), &app, first, why, whylen)) {
            /* an answer in clear: a LUPINE welcome, of which TLS read the first 5 bytes */
            if (!memcmp(first, &magic, 4)) {
                memcpy(welcome, first, 5);
                int whole = recv(fd, welcome + 5, 11, MSG_WAITALL) == 11;
                memcpy(status, welcome + 8, 4);
                if (whole && (*status == LP_FULL || *status == LP_BUSY || *status == LP_SILENT)) {
                    refusal(welcome, why, whylen);
                } else {
                    *status = LP_NOT_TLS;
                    memcpy(welcome + 8, status, 4);
                    refusal(welcome, why, whylen);
                }
            }
            close(fd);
            return -1;
        }
        fd = app;
    }
    uint32_t magic = LP_MAGIC, hash = LUPINE_API_HASH, tl = (uint32_t)toklen;
    uint16_t maj = LP_VERSION_MAJOR, min = LP_VERSION_MINOR;
    memcpy(hello, &magic, 4);
    memcpy(hello + 4, &maj, 2);
    memcpy(hello + 6, &min, 2);
    memcpy(hello + 8, &hash, 4);
    memcpy(hello + 12, &tl, 4);
    struct iovec iov[2] = {{hello, 16}, {(void *)tok, toklen}};
    errno = 0;
    int bad = lp_writev_all(fd, iov, 2);
    if (!bad || errno == EPIPE || errno == ECONNRESET) { /* a refusal may be waiting */
        errno = 0;
        bad = lp_read_all(fd, welcome, 16);
    }
    if (bad) {
        /* what the silence was: the server closed the connection at once, or said nothing in
         * time (not a lupine-server) */
        int closed = errno == 0 || errno == ECONNRESET || errno == EPIPE;
        if (closed)
            snprintf(why, whylen, "the server closed the connection in the handshake without a "
                                  "word: its log says why");
        else if (errno == EAGAIN || errno == EWOULDBLOCK)
            snprintf(why, whylen, "no answer to the handshake within %d s: not a lupine-server?",
                     limit);
        else
            snprintf(why, whylen, "the handshake failed: %s", strerror(errno));
    } else {
        uint32_t wm;
        uint16_t smin;
        memcpy(&wm, welcome, 4);
        memcpy(&smin, welcome + 6, 2);
        memcpy(status, welcome + 8, 4);
        if (wm != LP_MAGIC && !tls && (welcome[0] == 0x15 || welcome[0] == 0x16)) {
            /* a TLS alert or handshake record: a TLS server that did not read the hello */
            *status = LP_TLS_REQUIRED;
            memcpy(welcome + 8, status, 4);
            refusal(welcome, why, whylen);
        } else if (wm != LP_MAGIC) {
            snprintf(why, whylen, "not a lupine-server");
        } else if (*status != LP_OK) {
            refusal(welcome, why, whylen);
        } else {
            if (minor)
                *minor = smin;
            return fd;
        }
    }
    lp_tls_forget(fd, 0);
    close(fd);
    return -1;
}

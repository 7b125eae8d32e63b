/* Transport of LUPINE's libnvidia-ml.so.1: one connection per server of LUPINE_SERVER, made at
 * nvmlInit, and one LP_NVML request at a time on each (include/lupine/nvml_wire.h).
 *
 * The handshake is the CUDA shim's (native/shim/client.c, read, not shared: that file belongs
 * to the shim): magic, protocol version, API hash, token (LUPINE_TOKEN or LUPINE_TOKEN_FILE);
 * TLS (common/tls.c) when LUPINE_TLS=1, or unset and the server is beyond loopback, verified
 * against LUPINE_TLS_CA. LUPINE_CONNECT_TIMEOUT (seconds, default 5) bounds connecting and the
 * handshake; LUPINE_TIMEOUT (seconds, default 5; 0: none) bounds the wait for an answer, the
 * server's heartbeats keeping a slow answer alive. A server that does not answer in time, closes
 * the connection or sends anything malformed loses its connection: one stderr line names it,
 * and every later request for its devices answers NVML_ERROR_GPU_IS_LOST.
 *
 * After fork() the child does not share its parent's connections: they are dropped in the
 * child, and each is made again (a new server session) at the child's first request. */
#define _GNU_SOURCE
#include "nvml_internal.h"

#include "lupine/tls.h"
#include "lupine_api.h"

#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <poll.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

ln_server ln_servers[LN_MAX_SERVERS];
int ln_nservers;

int ln_debug_on(void)
{
    const char *d = getenv("LUPINE_DEBUG");
    return d && *d && strcmp(d, "0") != 0;
}

void ln_debug(const char *fmt, ...)
{
    if (!ln_debug_on())
        return;
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "lupine: NVML: ");
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

static int env_seconds(const char *name, int dflt, int zero_ok)
{
    const char *t = getenv(name);
    if (t && *t) {
        char *end;
        long v = strtol(t, &end, 10);
        if (!*end && v >= (zero_ok ? 0 : 1) && v <= 86400)
            return (int)v;
    }
    return dflt;
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

/* The CUDA shim's rule: LUPINE_TLS=1 or 0 says; unset, TLS beyond loopback. */
static int use_tls(const char *host)
{
    const char *t = getenv("LUPINE_TLS");
    if (t && *t)
        return strcmp(t, "0") != 0;
    return strcmp(host, "localhost") && strncmp(host, "127.", 4) && strcmp(host, "::1");
}

static void set_timeouts(int fd, int seconds)
{
    struct timeval tv = {seconds, 0};
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
}

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
        lp_tls_forget(fd, 0);
        close(fd);
        fd = -1;
    }
    freeaddrinfo(res);
    return fd;
}

/* With srv->mu held: connects and shakes hands. 0, or -1 with the reason in why. */
static int connect_server(ln_server *srv, char *why, size_t whylen)
{
    char host[256];
    int port = 0;
    snprintf(why, whylen, "invalid address");
    if (lp_parse_endpoint(srv->endpoint, host, sizeof host, &port))
        return -1;
    int timeout_s = env_seconds("LUPINE_CONNECT_TIMEOUT", 5, 0);
    int fd = dial(host, port, timeout_s * 1000, why, whylen);
    if (fd < 0)
        return -1;
    lp_tune_socket(fd);
    set_timeouts(fd, timeout_s);
    if (use_tls(host)) {
        int app = -1;
        if (lp_tls_client(fd, host, getenv("LUPINE_TLS_CA"), &app, why, whylen)) {
            lp_tls_forget(fd, 0);
            close(fd);
            return -1;
        }
        fd = app;
        set_timeouts(fd, timeout_s);
    }
    char tok[LP_MAX_TOKEN];
    size_t toklen = 0;
    read_token(tok, sizeof tok, &toklen);
    unsigned char hello[16], welcome[16];
    uint32_t magic = LP_MAGIC, hash = LUPINE_API_HASH, tl = (uint32_t)toklen;
    uint16_t maj = LP_VERSION_MAJOR, min = LP_VERSION_MINOR;
    memcpy(hello, &magic, 4);
    memcpy(hello + 4, &maj, 2);
    memcpy(hello + 6, &min, 2);
    memcpy(hello + 8, &hash, 4);
    memcpy(hello + 12, &tl, 4);
    struct iovec iov[2] = {{hello, 16}, {tok, toklen}};
    if (lp_writev_all(fd, iov, 2) || lp_read_all(fd, welcome, 16)) {
        snprintf(why, whylen, "%s", use_tls(host) ? "no answer to the handshake"
                                                  : "no answer to the handshake (a TLS server? "
                                                    "then set LUPINE_TLS=1)");
        lp_tls_forget(fd, 0);
        close(fd);
        return -1;
    }
    uint32_t wm, status;
    uint16_t smin;
    memcpy(&wm, welcome, 4);
    memcpy(&smin, welcome + 6, 2);
    memcpy(&status, welcome + 8, 4);
    static const char *const reasons[] = {
        "ok", "bad magic", "protocol version mismatch",
        "token refused (LUPINE_TOKEN or LUPINE_TOKEN_FILE must hold the server's)",
        "driver API mismatch (rebuild both ends)"};
    if (wm != LP_MAGIC)
        snprintf(why, whylen, "not a lupine-server");
    else if (status != LP_OK)
        snprintf(why, whylen, "%s", status < 5 ? reasons[status] : "refused");
    else if (smin < 3)
        snprintf(why, whylen, "the server speaks protocol %u.%u, without NVML (2.3 and later)",
                 (unsigned)LP_VERSION_MAJOR, (unsigned)smin);
    else {
        set_timeouts(fd, env_seconds("LUPINE_TIMEOUT", 5, 1)); /* 0: none */
        srv->fd = fd;
        lp_rbuf_init(&srv->in, fd);
        srv->state = LN_CONNECTED;
        ln_debug("connected to %s", srv->endpoint);
        return 0;
    }
    lp_tls_forget(fd, 0);
    close(fd);
    return -1;
}

/* With srv->mu held: the connection is unusable from now on. */
static void lose(ln_server *srv, const char *why)
{
    if (srv->state == LN_CONNECTED) {
        fprintf(stderr, "lupine: NVML: connection to lupine-server at %s lost (%s); its devices "
                        "answer NVML_ERROR_GPU_IS_LOST\n", srv->endpoint, why);
        shutdown(srv->fd, SHUT_RDWR);
        lp_tls_forget(srv->fd, 0);
        close(srv->fd);
        srv->fd = -1;
    }
    srv->state = LN_LOST;
}

static const char *io_why(int err)
{
    if (err == EAGAIN || err == EWOULDBLOCK)
        return "no answer within LUPINE_TIMEOUT";
    return err ? strerror(err) : "closed by the server";
}

int ln_open(ln_server *srv, char *why, size_t whylen)
{
    pthread_mutex_lock(&srv->mu);
    int rc = srv->state == LN_CONNECTED ? 0 : connect_server(srv, why, whylen);
    if (rc)
        srv->state = LN_LOST;
    pthread_mutex_unlock(&srv->mu);
    return rc;
}

void ln_close(ln_server *srv)
{
    pthread_mutex_lock(&srv->mu);
    if (srv->state == LN_CONNECTED) {
        lp_frame bye = {LP_FRAME_MAGIC, LP_BYE, 0, 0};
        lp_write_all(srv->fd, &bye, sizeof bye);
        lp_tls_forget(srv->fd, 0);
        close(srv->fd);
    }
    srv->fd = -1;
    srv->state = LN_LOST; /* a request racing nvmlShutdown fails; nvmlInit starts anew */
    pthread_mutex_unlock(&srv->mu);
}

nvmlReturn_t ln_request(ln_server *srv, uint32_t fn, uint32_t device, uint32_t arg0,
                        uint32_t arg1, const void *in, size_t slen, void *out, size_t cap,
                        size_t *got)
{
    const char *str = in;
    if (slen > LPN_MAX_INPUT)
        return NVML_ERROR_INVALID_ARGUMENT;
    pthread_mutex_lock(&srv->mu);
    if (srv->state == LN_NEW) { /* a child after fork(): a session of its own */
        char why[256];
        if (connect_server(srv, why, sizeof why)) {
            fprintf(stderr, "lupine: NVML: cannot use lupine-server at %s (%s)\n", srv->endpoint,
                    why);
            srv->state = LN_LOST;
        }
    }
    if (srv->state != LN_CONNECTED) {
        pthread_mutex_unlock(&srv->mu);
        return NVML_ERROR_GPU_IS_LOST;
    }
    uint64_t id = ++srv->next_id;
    lp_nvml q = {fn, device, arg0, arg1, slen};
    lp_frame f = {LP_FRAME_MAGIC, LP_NVML, id, sizeof q + slen};
    struct iovec iov[3] = {{&f, sizeof f}, {&q, sizeof q}, {(void *)str, slen}};
    if (lp_writev_all(srv->fd, iov, slen ? 3 : 2)) {
        lose(srv, io_why(errno));
        pthread_mutex_unlock(&srv->mu);
        return NVML_ERROR_GPU_IS_LOST;
    }
    for (;;) {
        lp_frame h;
        errno = 0;
        if (lp_rbuf_read(&srv->in, &h, sizeof h)) {
            lose(srv, io_why(errno));
            break;
        }
        if (h.magic == LP_FRAME_MAGIC && h.kind == LP_HEARTBEAT && h.len == 0)
            continue;
        if (h.magic != LP_FRAME_MAGIC || h.kind != LP_REPLY || h.id != id || h.len < 8 ||
            h.len > 8 + cap) {
            lose(srv, "a malformed frame from the server");
            break;
        }
        uint32_t head[2];
        if (lp_rbuf_read(&srv->in, head, 8) ||
            (h.len > 8 && lp_rbuf_read(&srv->in, out, (size_t)(h.len - 8)))) {
            lose(srv, io_why(errno));
            break;
        }
        if (head[0] != NVML_SUCCESS && h.len != 8) {
            lose(srv, "a malformed frame from the server");
            break;
        }
        *got = (size_t)(h.len - 8);
        pthread_mutex_unlock(&srv->mu);
        return (nvmlReturn_t)head[0];
    }
    pthread_mutex_unlock(&srv->mu);
    return NVML_ERROR_GPU_IS_LOST;
}

void ln_atfork_child(void)
{
    for (int i = 0; i < ln_nservers; i++) {
        ln_server *srv = &ln_servers[i];
        pthread_mutex_init(&srv->mu, NULL);
        if (srv->state == LN_CONNECTED) {
            lp_tls_forget(srv->fd, 0);
            close(srv->fd);
            srv->fd = -1;
            srv->state = LN_NEW;
        }
    }
}

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

#include "lupine/dial.h"
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

/* With srv->mu held: connects and shakes hands. 0, or -1 with the reason in why. */
static int connect_server(ln_server *srv, char *why, size_t whylen)
{
    uint16_t smin = 0;
    int fd = lp_client_connect(
        srv->endpoint, (int)lp_env_whole("LUPINE_CONNECT_TIMEOUT", 1, 86400, 5, "seconds"),
        (int)lp_env_whole("LUPINE_TIMEOUT", 0, 86400, 5, "seconds"), &smin, why, whylen);
    if (fd < 0)
        return -1;
    if (smin < 3) {
        snprintf(why, whylen, "the server speaks protocol %u.%u, without NVML (2.3 and later)",
                 (unsigned)LP_VERSION_MAJOR, (unsigned)smin);
        lp_tls_forget(fd, 0);
        close(fd);
        return -1;
    }
    srv->fd = fd;
    srv->minor = smin;
    lp_rbuf_init(&srv->in, fd);
    srv->state = LN_CONNECTED;
    ln_debug("connected to %s", srv->endpoint);
    return 0;
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

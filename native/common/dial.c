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
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/uio.h>
#include <unistd.h>

void lp_read_token(char *tok, size_t cap, size_t *len)
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

int lp_use_tls(const char *host)
{
    const char *t = getenv("LUPINE_TLS");
    if (t && *t)
        return strcmp(t, "0") != 0;
    return strcmp(host, "localhost") && strncmp(host, "127.", 4) && strcmp(host, "::1");
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

int lp_client_connect(const char *endpoint, int connect_timeout_s, int io_timeout_s,
                      uint16_t *minor, char *why, size_t whylen)
{
    char host[256];
    int port = 0;
    snprintf(why, whylen, "invalid address");
    if (lp_parse_endpoint(endpoint, host, sizeof host, &port))
        return -1;
    int fd = dial(host, port, connect_timeout_s * 1000, why, whylen);
    if (fd < 0)
        return -1;
    lp_tune_socket(fd);
    int tls = lp_use_tls(host);
    /* the handshakes (TLS, then LUPINE's) get the connection's deadline */
    lp_set_timeouts(fd, connect_timeout_s > 0 ? connect_timeout_s : 5);
    if (tls) {
        int app = -1;
        if (lp_tls_client(fd, host, getenv("LUPINE_TLS_CA"), &app, why, whylen)) {
            close(fd);
            return -1;
        }
        fd = app;
    }
    char tok[LP_MAX_TOKEN];
    size_t toklen = 0;
    lp_read_token(tok, sizeof tok, &toklen);
    unsigned char hello[16], welcome[16];
    uint32_t magic = LP_MAGIC, hash = LUPINE_API_HASH, tl = (uint32_t)toklen;
    uint16_t maj = LP_VERSION_MAJOR, min = LP_VERSION_MINOR;
    memcpy(hello, &magic, 4);
    memcpy(hello + 4, &maj, 2);
    memcpy(hello + 6, &min, 2);
    memcpy(hello + 8, &hash, 4);
    memcpy(hello + 12, &tl, 4);
    struct iovec iov[2] = {{hello, 16}, {tok, toklen}};
    errno = 0;
    int bad = lp_writev_all(fd, iov, 2);
    if (!bad) {
        errno = 0;
        bad = lp_read_all(fd, welcome, 16);
    }
    if (bad) {
        /* what the silence was: the server closed the connection at once (it is full, or
         * speaks TLS to a clear-text client), or said nothing in time (not a lupine-server) */
        int closed = errno == 0 || errno == ECONNRESET || errno == EPIPE;
        if (closed && !tls)
            snprintf(why, whylen,
                     "the server closed the connection in the handshake: it is serving as many "
                     "clients as it takes (--max-clients, --max-pending: its log says), or it "
                     "speaks TLS (then set LUPINE_TLS=1)");
        else if (closed)
            snprintf(why, whylen, "the server closed the connection in the handshake: it is "
                                  "serving as many clients as it takes (--max-clients, "
                                  "--max-pending: its log says)");
        else if (errno == EAGAIN || errno == EWOULDBLOCK)
            snprintf(why, whylen, "no answer to the handshake within %d s: not a lupine-server?",
                     connect_timeout_s > 0 ? connect_timeout_s : 5);
        else
            snprintf(why, whylen, "the handshake failed: %s", strerror(errno));
    } else {
        uint32_t wm, status;
        uint16_t smin;
        memcpy(&wm, welcome, 4);
        memcpy(&smin, welcome + 6, 2);
        memcpy(&status, welcome + 8, 4);
        static const char *const reasons[] = {
            "ok", "bad magic", "protocol version mismatch",
            "token refused (LUPINE_TOKEN or LUPINE_TOKEN_FILE must hold the server's)",
            "driver API mismatch (rebuild both ends)"};
        if (wm != LP_MAGIC) {
            snprintf(why, whylen, "not a lupine-server");
        } else if (status != LP_OK) {
            snprintf(why, whylen, "%s", status < 5 ? reasons[status] : "refused");
        } else {
            lp_set_timeouts(fd, io_timeout_s);
            if (minor)
                *minor = smin;
            return fd;
        }
    }
    lp_tls_forget(fd, 0);
    close(fd);
    return -1;
}

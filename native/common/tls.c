/* TLS for LUPINE connections: handshakes and the pump thread (lupine/tls.h). */
#define _GNU_SOURCE
#include "lupine/tls.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifdef LUPINE_HAVE_TLS

#include <arpa/inet.h>
#include <openssl/err.h>
#include <openssl/ssl.h>
#include <openssl/x509v3.h>
#include <poll.h>
#include <sys/socket.h>

#define PUMP_BUF (1u << 20)

static void ssl_error(char *err, size_t errlen, const char *what)
{
    unsigned long e = ERR_get_error();
    char buf[256] = "";
    if (e)
        ERR_error_string_n(e, buf, sizeof buf);
    snprintf(err, errlen, "%s%s%s", what, *buf ? ": " : "", buf);
    ERR_clear_error();
}

typedef struct {
    SSL *ssl;
    SSL_CTX *ctx;
    int net, app;
    unsigned char *up, *down; /* app -> net (plaintext to encrypt), net -> app (decrypted) */
    size_t up_off, up_n, down_off, down_n; /* bytes [off, n) are still to be passed on */
} pump;

static void set_nonblock(int fd) { fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK); }

/* One thread moves bytes both ways until either side closes, then closes both. */
static void *pump_main(void *arg)
{
    pump *p = arg;
    set_nonblock(p->net);
    set_nonblock(p->app);
    int app_eof = 0, done = 0;
    while (!done) {
        int want_net_read = 0, want_net_write = 0, progress = 0;
        /* app -> buffer */
        if (!app_eof && p->up_n < PUMP_BUF) {
            ssize_t k = read(p->app, p->up + p->up_n, PUMP_BUF - p->up_n);
            if (k > 0) {
                p->up_n += (size_t)k;
                progress = 1;
            } else if (k == 0 || (errno != EAGAIN && errno != EINTR)) {
                app_eof = 1;
            }
        }
        /* buffer -> TLS */
        while (p->up_off < p->up_n) {
            int k = SSL_write(p->ssl, p->up + p->up_off, (int)(p->up_n - p->up_off));
            if (k > 0) {
                p->up_off += (size_t)k;
                progress = 1;
                continue;
            }
            int e = SSL_get_error(p->ssl, k);
            if (e == SSL_ERROR_WANT_WRITE)
                want_net_write = 1;
            else if (e == SSL_ERROR_WANT_READ)
                want_net_read = 1;
            else
                done = 1;
            break;
        }
        if (p->up_off == p->up_n)
            p->up_off = p->up_n = 0;
        if (app_eof && !p->up_n)
            done = 1;
        /* TLS -> buffer */
        while (!done && p->down_n < PUMP_BUF) {
            int k = SSL_read(p->ssl, p->down + p->down_n, (int)(PUMP_BUF - p->down_n));
            if (k > 0) {
                p->down_n += (size_t)k;
                progress = 1;
                continue;
            }
            int e = SSL_get_error(p->ssl, k);
            if (e == SSL_ERROR_WANT_READ)
                want_net_read = 1;
            else if (e == SSL_ERROR_WANT_WRITE)
                want_net_write = 1;
            else
                done = 1; /* the peer closed, or the connection failed */
            break;
        }
        /* buffer -> app */
        while (p->down_off < p->down_n) {
            ssize_t k = write(p->app, p->down + p->down_off, p->down_n - p->down_off);
            if (k > 0) {
                p->down_off += (size_t)k;
                progress = 1;
                continue;
            }
            if (k < 0 && (errno == EAGAIN || errno == EINTR))
                break;
            done = 1;
            break;
        }
        if (p->down_off == p->down_n)
            p->down_off = p->down_n = 0;
        if (done || progress)
            continue;
        struct pollfd fds[2] = {{p->net, 0, 0}, {p->app, 0, 0}};
        if (want_net_read || p->down_n < PUMP_BUF)
            fds[0].events |= POLLIN;
        if (want_net_write)
            fds[0].events |= POLLOUT;
        if (!app_eof && p->up_n < PUMP_BUF)
            fds[1].events |= POLLIN;
        if (p->down_off < p->down_n)
            fds[1].events |= POLLOUT;
        if (poll(fds, 2, -1) < 0 && errno != EINTR)
            done = 1;
        if ((fds[0].revents & (POLLHUP | POLLERR)) && !(fds[0].revents & POLLIN))
            done = 1;
    }
    SSL_shutdown(p->ssl);
    SSL_free(p->ssl);
    SSL_CTX_free(p->ctx);
    close(p->net);
    close(p->app);
    free(p->up);
    free(p->down);
    free(p);
    return NULL;
}

/* Starts the pump for an established TLS connection; *app_fd is the caller's end. */
static int start_pump(SSL_CTX *ctx, SSL *ssl, int net, int *app_fd, char *err, size_t errlen)
{
    int sv[2];
    pump *p = calloc(1, sizeof *p);
    if (!p || socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv)) {
        free(p);
        snprintf(err, errlen, "socketpair: %s", strerror(errno));
        return -1;
    }
    p->ssl = ssl;
    p->ctx = ctx;
    p->net = net;
    p->app = sv[1];
    p->up = malloc(PUMP_BUF);
    p->down = malloc(PUMP_BUF);
    int big = 4 << 20; /* room for bulk copies in flight on the local side */
    for (int i = 0; i < 2; i++) {
        setsockopt(sv[i], SOL_SOCKET, SO_SNDBUF, &big, sizeof big);
        setsockopt(sv[i], SOL_SOCKET, SO_RCVBUF, &big, sizeof big);
    }
    pthread_t t;
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    int bad = !p->up || !p->down || pthread_create(&t, &attr, pump_main, p);
    pthread_attr_destroy(&attr);
    if (bad) {
        free(p->up);
        free(p->down);
        free(p);
        close(sv[0]);
        close(sv[1]);
        snprintf(err, errlen, "cannot start the TLS thread");
        return -1;
    }
    *app_fd = sv[0];
    return 0;
}

int lp_tls_client(int fd, const char *host, const char *ca_file, int *app_fd, char *err,
                  size_t errlen)
{
    SSL_CTX *ctx = SSL_CTX_new(TLS_client_method());
    SSL *ssl = NULL;
    if (!ctx) {
        ssl_error(err, errlen, "TLS");
        return -1;
    }
    SSL_CTX_set_min_proto_version(ctx, TLS1_2_VERSION);
    SSL_CTX_set_verify(ctx, SSL_VERIFY_PEER, NULL);
    int ok = ca_file && *ca_file ? SSL_CTX_load_verify_locations(ctx, ca_file, NULL)
                                 : SSL_CTX_set_default_verify_paths(ctx);
    if (ok != 1) {
        char what[512];
        snprintf(what, sizeof what, "cannot load LUPINE_TLS_CA %s", ca_file ? ca_file : "");
        ssl_error(err, errlen, ca_file && *ca_file ? what : "no trust store");
        goto fail;
    }
    ssl = SSL_new(ctx);
    if (!ssl || SSL_set_fd(ssl, fd) != 1) {
        ssl_error(err, errlen, "TLS");
        goto fail;
    }
    /* the name the client asked for: an address is checked as one, a name as a host name */
    unsigned char addr[16];
    X509_VERIFY_PARAM *vp = SSL_get0_param(ssl);
    if (inet_pton(AF_INET, host, addr) == 1 || inet_pton(AF_INET6, host, addr) == 1)
        ok = X509_VERIFY_PARAM_set1_ip_asc(vp, host);
    else
        ok = SSL_set1_host(ssl, host) && SSL_set_tlsext_host_name(ssl, host);
    if (ok != 1) {
        ssl_error(err, errlen, "TLS name check");
        goto fail;
    }
    if (SSL_connect(ssl) != 1) {
        long v = SSL_get_verify_result(ssl);
        if (v != X509_V_OK) {
            snprintf(err, errlen, "the server's certificate is not trusted for %s (%s)", host,
                     X509_verify_cert_error_string(v));
            ERR_clear_error();
        } else {
            ssl_error(err, errlen, "TLS handshake failed");
        }
        goto fail;
    }
    if (start_pump(ctx, ssl, fd, app_fd, err, errlen) == 0)
        return 0;
fail:
    SSL_free(ssl);
    SSL_CTX_free(ctx);
    return -1;
}

static SSL_CTX *server_ctx(const char *cert_file, const char *key_file, char *err, size_t errlen)
{
    SSL_CTX *ctx = SSL_CTX_new(TLS_server_method());
    if (!ctx) {
        ssl_error(err, errlen, "TLS");
        return NULL;
    }
    SSL_CTX_set_min_proto_version(ctx, TLS1_2_VERSION);
    if (SSL_CTX_use_certificate_chain_file(ctx, cert_file) != 1) {
        ssl_error(err, errlen, "cannot load --tls-cert");
    } else if (SSL_CTX_use_PrivateKey_file(ctx, key_file, SSL_FILETYPE_PEM) != 1) {
        ssl_error(err, errlen, "cannot load --tls-key");
    } else if (SSL_CTX_check_private_key(ctx) != 1) {
        ssl_error(err, errlen, "--tls-key does not match --tls-cert");
    } else {
        return ctx;
    }
    SSL_CTX_free(ctx);
    return NULL;
}

int lp_tls_check_server_files(const char *cert_file, const char *key_file, char *err,
                              size_t errlen)
{
    SSL_CTX *ctx = server_ctx(cert_file, key_file, err, errlen);
    SSL_CTX_free(ctx);
    return ctx ? 0 : -1;
}

int lp_tls_server(int fd, const char *cert_file, const char *key_file, int *app_fd, char *err,
                  size_t errlen)
{
    SSL_CTX *ctx = server_ctx(cert_file, key_file, err, errlen);
    if (!ctx)
        return -1;
    SSL *ssl = SSL_new(ctx);
    if (!ssl || SSL_set_fd(ssl, fd) != 1 || SSL_accept(ssl) != 1) {
        ssl_error(err, errlen, "TLS handshake failed");
        SSL_free(ssl);
        SSL_CTX_free(ctx);
        return -1;
    }
    if (start_pump(ctx, ssl, fd, app_fd, err, errlen) == 0)
        return 0;
    SSL_free(ssl);
    SSL_CTX_free(ctx);
    return -1;
}

#else /* built without OpenSSL's libssl */

static int unavailable(char *err, size_t errlen)
{
    snprintf(err, errlen, "this build of LUPINE has no TLS (OpenSSL's libssl was not found)");
    return -1;
}

int lp_tls_client(int fd, const char *host, const char *ca_file, int *app_fd, char *err,
                  size_t errlen)
{
    (void)fd, (void)host, (void)ca_file, (void)app_fd;
    return unavailable(err, errlen);
}

int lp_tls_server(int fd, const char *cert_file, const char *key_file, int *app_fd, char *err,
                  size_t errlen)
{
    (void)fd, (void)cert_file, (void)key_file, (void)app_fd;
    return unavailable(err, errlen);
}

int lp_tls_check_server_files(const char *cert_file, const char *key_file, char *err,
                              size_t errlen)
{
    (void)cert_file, (void)key_file;
    return unavailable(err, errlen);
}

#endif

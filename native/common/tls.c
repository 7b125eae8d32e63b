/* TLS for LUPINE connections: handshakes, and TLS on the caller's threads (lupine/tls.h). */
#define _GNU_SOURCE
#include "lupine/tls.h"

#include "lupine/protocol.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdint.h>
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

static void ssl_error(char *err, size_t errlen, const char *what)
{
    unsigned long e = ERR_get_error();
    char buf[256] = "";
    if (e)
        ERR_error_string_n(e, buf, sizeof buf);
    snprintf(err, errlen, "%s%s%s", what, *buf ? ": " : "", buf);
    ERR_clear_error();
}

/* ---------------------------------------------------------------- TLS on the caller's thread */

/* One TLS connection. OpenSSL forbids using an SSL object from two threads at once, and the
 * transports read on one thread while another writes (each side's reader role or session
 * thread, and its senders under their own send lock): so every SSL call is made under `mu`,
 * on a non-blocking socket, and a thread that must wait for the socket polls it with `mu`
 * released. No extra thread, no extra copy, no thread hop per message. */
typedef struct {
    int fd;
    SSL *ssl;
    SSL_CTX *ctx;
    pthread_mutex_t mu;
} secure_conn;

#define MAX_SECURE 64
static secure_conn *g_conns[MAX_SECURE];
static pthread_mutex_t g_conns_lock = PTHREAD_MUTEX_INITIALIZER;

static secure_conn *find(int fd)
{
    for (int i = 0; i < MAX_SECURE; i++) {
        secure_conn *c = __atomic_load_n(&g_conns[i], __ATOMIC_ACQUIRE);
        if (c && c->fd == fd)
            return c;
    }
    return NULL;
}

/* The socket's SO_RCVTIMEO or SO_SNDTIMEO in milliseconds (-1: none), which the plain
 * transport relies on for its timeouts: kept under TLS. */
static int timeout_ms(int fd, int opt)
{
    struct timeval tv = {0, 0};
    socklen_t l = sizeof tv;
    if (getsockopt(fd, SOL_SOCKET, opt, &tv, &l) || (!tv.tv_sec && !tv.tv_usec))
        return -1;
    return (int)(tv.tv_sec * 1000 + tv.tv_usec / 1000);
}

/* Waits for the socket as OpenSSL asked (e: SSL_ERROR_WANT_READ or _WRITE). 0: ready;
 * -1 with errno EAGAIN: the timeout passed. */
static int wait_socket(int fd, int e)
{
    int want_read = e == SSL_ERROR_WANT_READ;
    struct pollfd p = {fd, (short)(want_read ? POLLIN : POLLOUT), 0};
    int ms = timeout_ms(fd, want_read ? SO_RCVTIMEO : SO_SNDTIMEO);
    for (;;) {
        int n = poll(&p, 1, ms);
        if (n > 0)
            return 0; /* readable, writable, or hung up: the next SSL call says which */
        if (n == 0) {
            errno = EAGAIN;
            return -1;
        }
        if (errno != EINTR)
            return -1;
    }
}

/* One SSL_read or SSL_write (write: p is const), waiting as needed; as recv/send answer. */
static ssize_t transfer(secure_conn *c, void *p, size_t n, int write)
{
    for (;;) {
        size_t done = 0;
        pthread_mutex_lock(&c->mu);
        ERR_clear_error();
        int ok = write ? SSL_write_ex(c->ssl, p, n, &done) : SSL_read_ex(c->ssl, p, n, &done);
        int e = ok ? SSL_ERROR_NONE : SSL_get_error(c->ssl, 0);
        pthread_mutex_unlock(&c->mu);
        if (ok)
            return (ssize_t)done;
        if (e == SSL_ERROR_WANT_READ || e == SSL_ERROR_WANT_WRITE) {
            if (wait_socket(c->fd, e))
                return -1;
            continue;
        }
        if (e == SSL_ERROR_ZERO_RETURN && !write)
            return 0; /* the peer closed the TLS connection */
        if (e != SSL_ERROR_SYSCALL || !errno)
            errno = ECONNRESET;
        return -1;
    }
}

static ssize_t secure_recv(int fd, void *p, size_t n, int *handled)
{
    secure_conn *c = find(fd);
    *handled = c != NULL;
    return c ? transfer(c, p, n, 0) : -1;
}

static ssize_t secure_send(int fd, const void *p, size_t n, int *handled)
{
    secure_conn *c = find(fd);
    *handled = c != NULL;
    if (!c || !n)
        return 0;
    return transfer(c, (void *)(uintptr_t)p, n, 1);
}

static int secure_pending(int fd)
{
    secure_conn *c = find(fd);
    if (!c)
        return 0;
    pthread_mutex_lock(&c->mu);
    int n = SSL_pending(c->ssl);
    pthread_mutex_unlock(&c->mu);
    return n > 0;
}

static const lp_secure_io g_hooks = {secure_recv, secure_send, secure_pending};

/* Makes fd's plaintext go through ssl from now on (protocol.c's reads and writes). */
static int adopt(SSL_CTX *ctx, SSL *ssl, int fd, char *err, size_t errlen)
{
    secure_conn *c = calloc(1, sizeof *c);
    if (!c) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    c->fd = fd;
    c->ssl = ssl;
    c->ctx = ctx;
    pthread_mutex_init(&c->mu, NULL);
    SSL_set_mode(ssl, SSL_MODE_ENABLE_PARTIAL_WRITE | SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER);
    /* read what the socket has, not a record header and then its body: half the system calls
     * of a bulk copy (a 16 KiB record each) */
    SSL_set_read_ahead(ssl, 1);
    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
    pthread_mutex_lock(&g_conns_lock);
    int slot = -1;
    for (int i = 0; i < MAX_SECURE && slot < 0; i++) {
        secure_conn *old = g_conns[i];
        if (!old)
            slot = i;
        else if (old->fd == fd) { /* a descriptor closed without lp_tls_forget, reused */
            slot = i;
            SSL_free(old->ssl);
            SSL_CTX_free(old->ctx);
            free(old);
        }
    }
    if (slot >= 0)
        __atomic_store_n(&g_conns[slot], c, __ATOMIC_RELEASE);
    pthread_mutex_unlock(&g_conns_lock);
    if (slot < 0) {
        free(c);
        snprintf(err, errlen, "more than %d TLS connections in one process", MAX_SECURE);
        return -1;
    }
    __atomic_store_n(&lp_secure_hooks, &g_hooks, __ATOMIC_RELEASE);
    return 0;
}

void lp_tls_forget(int fd, int notify)
{
    pthread_mutex_lock(&g_conns_lock);
    for (int i = 0; i < MAX_SECURE; i++) {
        secure_conn *c = g_conns[i];
        if (c && c->fd == fd) {
            __atomic_store_n(&g_conns[i], NULL, __ATOMIC_RELEASE);
            if (notify)
                SSL_shutdown(c->ssl); /* close_notify, without waiting for the peer's */
            SSL_free(c->ssl);
            SSL_CTX_free(c->ctx);
            free(c);
        }
    }
    pthread_mutex_unlock(&g_conns_lock);
}

/* The first record header the server sent (5 bytes, reported before OpenSSL checks it). */
static void first_header(int write_p, int version, int content_type, const void *buf, size_t len,
                         SSL *ssl, void *arg)
{
    (void)version, (void)ssl;
    unsigned char *head = arg;
    if (!write_p && content_type == SSL3_RT_HEADER && len >= 5 && !head[5]) {
        memcpy(head, buf, 5);
        head[5] = 1;
    }
}

int lp_tls_client(int fd, const char *host, const char *ca_file, int *app_fd,
                  unsigned char first[5], char *err, size_t errlen)
{
    unsigned char head[6] = {0}; /* 5 bytes and whether they came */
    memset(first, 0, 5);
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
    SSL_set_msg_callback(ssl, first_header);
    SSL_set_msg_callback_arg(ssl, head);
    int connected = SSL_connect(ssl) == 1;
    SSL_set_msg_callback(ssl, NULL);
    if (!connected) {
        memcpy(first, head, 5);
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
    if (adopt(ctx, ssl, fd, err, errlen) == 0) {
        *app_fd = fd;
        return 0;
    }
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
    if (adopt(ctx, ssl, fd, err, errlen) == 0) {
        *app_fd = fd;
        return 0;
    }
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

int lp_tls_client(int fd, const char *host, const char *ca_file, int *app_fd,
                  unsigned char first[5], char *err, size_t errlen)
{
    (void)fd, (void)host, (void)ca_file, (void)app_fd;
    memset(first, 0, 5);
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

void lp_tls_forget(int fd, int notify) { (void)fd, (void)notify; }

#endif

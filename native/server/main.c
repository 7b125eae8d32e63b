/* lupine-server: runs CUDA driver calls for LUPINE clients.
 *
 *   lupine-server [--listen HOST:PORT] [--token-file FILE] [--driver PATH] [--port-file FILE]
 *                 [--image-cache DIR|none] [--max-clients N] [--max-pending N]
 *                 [--max-pending-per-peer N] [--hello-timeout S] [--handshake-timeout S]
 *                 [--max-memory-per-client BYTES] [--tls-cert FILE --tls-key FILE | --no-tls]
 *                 [--nvml PATH] [--standin] [--once] [--verbose]
 *
 * Listens on 127.0.0.1:14833 by default. Any address other than a loopback one requires a
 * token (--token-file, or LUPINE_TOKEN): the server refuses to start without one. Each client
 * connection is served by its own forked process, so a client's resources are freed by the
 * driver when that process exits (client disconnect or death), and a misbehaving client can
 * only end its own session. --driver (or LUPINE_DRIVER) selects the driver library, e.g.
 * the stand-in driver of the GPU-free tests; --standin takes the stand-in driver and NVML beside
 * this executable (liblupine-standin.so, liblupine-standin-nvml.so). --port-file writes the port actually bound
 * (useful with port 0); --once serves a single client in-process, then exits.
 * --image-cache: where module images are kept by SHA-256 for every session (images.c).
 * --nvml (or LUPINE_NVML) selects the NVML library that answers the clients' NVML requests,
 * opened on a session's first one (nvml.c).
 *
 * Bounds before and after authentication (listener.c): at most --max-clients sessions at once
 * (default 64); at most --max-pending (default 16) connections not yet authenticated, and
 * --max-pending-per-peer (default 8) from one address; a new connection's first bytes within
 * --hello-timeout seconds (default 1, fractions allowed), its whole handshake within
 * --handshake-timeout (default 10). At a bound the oldest pending connection that has sent
 * nothing is dropped for the new one; a connection over a bound is closed at once, and the log
 * says which bound and from where.
 *
 * Sharing one GPU: --max-memory-per-client (bytes, or with K, M, G, T: binary multiples) is
 * the device memory one session may allocate (limits.c); beyond it an allocation fails with
 * CUDA_ERROR_OUT_OF_MEMORY and the log names the limit. SIGUSR1 makes the listening process
 * write its table of sessions to the log: address, process, age, device memory held.
 *
 * TLS (lupine/tls.h): with --tls-cert and --tls-key every connection is TLS (1.2 or later);
 * the token and the data then cross the network encrypted, and clients verify the certificate
 * (LUPINE_TLS_CA). Listening beyond loopback needs them, unless --no-tls says plain TCP is
 * meant (a network that is itself private). */
#define _GNU_SOURCE
#include "lupine/driver_open.h"
#include "server.h"

#include "lupine/tls.h"

#include <arpa/inet.h>
#include <ctype.h>
#include <dlfcn.h>
#include <errno.h>
#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

static void usage(void)
{
    fprintf(stderr, "usage: lupine-server [--listen HOST:PORT] [--token-file FILE] [--driver PATH]\n"
                    "                     [--port-file FILE] [--image-cache DIR|none]\n"
                    "                     [--max-clients N] [--max-pending N] [--max-pending-per-peer N]\n"
                    "                     [--hello-timeout S] [--handshake-timeout S]\n"
                    "                     [--max-memory-per-client BYTES[K|M|G|T]]\n"
                    "                     [--tls-cert FILE --tls-key FILE | --no-tls]\n"
                    "                     [--nvml PATH] [--standin] [--once] [--verbose]\n");
}

/* out = the directory of this executable + "/" + name, when that file is readable. */
static int beside_self(const char *name, char *out, size_t cap)
{
    char self[4096];
    ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    if (n <= 0)
        return -1;
    self[n] = 0;
    char *slash = strrchr(self, '/');
    if (!slash)
        return -1;
    *slash = 0;
    if ((size_t)snprintf(out, cap, "%s/%s", self, name) >= cap)
        return -1;
    return access(out, R_OK);
}

static int is_loopback(const struct sockaddr *a)
{
    if (a->sa_family == AF_INET)
        return (ntohl(((const struct sockaddr_in *)a)->sin_addr.s_addr) >> 24) == 127;
    if (a->sa_family == AF_INET6) {
        const struct in6_addr *x = &((const struct sockaddr_in6 *)a)->sin6_addr;
        if (IN6_IS_ADDR_LOOPBACK(x))
            return 1;
        if (IN6_IS_ADDR_V4MAPPED(x))
            return x->s6_addr[12] == 127;
    }
    return 0;
}

static int read_token_file(const char *path, char *tok, size_t cap, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return -1;
    char buf[LP_MAX_TOKEN + 3]; /* room for a trailing CR LF to drop */
    size_t n = fread(buf, 1, sizeof buf, f);
    int more = fgetc(f) != EOF;
    fclose(f);
    while (n && (buf[n - 1] == '\n' || buf[n - 1] == '\r'))
        n--;
    if (more || n > cap)
        return -2;
    memcpy(tok, buf, n);
    *len = n;
    return 0;
}

static const char *g_tls_cert, *g_tls_key;
static void **g_real;
static char g_token[LP_MAX_TOKEN];
static size_t g_token_len;
static int g_verbose;

/* Serves one client on fd: the TLS handshake first when the server has a certificate (within
 * the handshake deadline, like the rest of it), then the session on the plaintext end. */
static int serve_client(int fd, void **real, const char *token, size_t token_len, int verbose)
{
    if (!g_tls_cert)
        return ls_serve(fd, real, token, token_len, verbose);
    /* one deadline for the TLS handshake and LUPINE's hello together (ls_serve keeps it) */
    ls_handshake_alarm();
    char why[512], peer[128];
    ls_peer_name(fd, peer, sizeof peer);
    int app = -1;
    int bad = lp_tls_server(fd, g_tls_cert, g_tls_key, &app, why, sizeof why);
    if (bad) {
        alarm(0);
        fprintf(stderr, "lupine-server: the TLS handshake of client %s failed: %s\n", peer, why);
        return 1;
    }
    int rc = ls_serve(app, real, token, token_len, verbose);
    /* close_notify, then the end of our side; the client's last bytes are read and dropped
     * until it closes, so closing with unread data (a TCP reset) cannot discard what the
     * session wrote last (a refusal's welcome, a last reply) before the client reads it */
    lp_tls_forget(app, 1);
    shutdown(app, SHUT_WR);
    struct pollfd p = {app, POLLIN, 0};
    char sink[256];
    while (poll(&p, 1, 2000) == 1 && read(app, sink, sizeof sink) > 0)
        ;
    close(app);
    return rc;
}

/* A session process's work (listener.c forks it). With LUPINE_SERVER_MAPS=<dir>, its
 * /proc/self/maps at the session's end goes to <dir>/maps-<pid>.txt: where this process's
 * driver reserved address space, to compare with a client's host addresses. */
static int serve_forked(int fd)
{
    int rc = serve_client(fd, g_real, g_token, g_token_len, g_verbose);
    const char *dir = getenv("LUPINE_SERVER_MAPS");
    if (dir && *dir) {
        char path[4096];
        snprintf(path, sizeof path, "%s/maps-%d.txt", dir, (int)getpid());
        FILE *in = fopen("/proc/self/maps", "r"), *out = in ? fopen(path, "w") : NULL;
        char buf[4096];
        size_t n;
        while (out && (n = fread(buf, 1, sizeof buf, in)) > 0)
            fwrite(buf, 1, n, out);
        if (out)
            fclose(out);
        if (in)
            fclose(in);
    }
    return rc;
}

/* A decimal in [lo, hi]; -1 otherwise. */
static long bounded(const char *s, long lo, long hi)
{
    char *end;
    long v = strtol(s, &end, 10);
    return *s && !*end && v >= lo && v <= hi ? v : -1;
}

int main(int argc, char **argv)
{
    const char *listen_at = "127.0.0.1:14833", *token_file = NULL, *driver = NULL,
               *port_file = NULL, *image_cache = NULL, *max_clients_s = "64",
               *max_pending_s = "16", *per_peer_s = "8", *hello_s = "1", *handshake_s = "10", *tls_cert = NULL, *tls_key = NULL,
               *nvml = NULL, *max_memory_s = NULL;
    int no_tls = 0, standin = 0;
    int once = 0, verbose = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char **dst = !strcmp(a, "--listen")       ? &listen_at
                           : !strcmp(a, "--token-file") ? &token_file
                           : !strcmp(a, "--driver")     ? &driver
                           : !strcmp(a, "--port-file")  ? &port_file
                           : !strcmp(a, "--image-cache") ? &image_cache
                           : !strcmp(a, "--max-clients") ? &max_clients_s
                           : !strcmp(a, "--max-pending") ? &max_pending_s
                           : !strcmp(a, "--max-pending-per-peer") ? &per_peer_s
                           : !strcmp(a, "--hello-timeout") ? &hello_s
                           : !strcmp(a, "--max-memory-per-client") ? &max_memory_s
                           : !strcmp(a, "--handshake-timeout") ? &handshake_s
                           : !strcmp(a, "--tls-cert")   ? &tls_cert
                           : !strcmp(a, "--tls-key")    ? &tls_key
                           : !strcmp(a, "--nvml")       ? &nvml
                                                        : NULL;
        if (dst) {
            if (++i >= argc) {
                usage();
                return 2;
            }
            *dst = argv[i];
        } else if (!strcmp(a, "--no-tls")) {
            no_tls = 1;
        } else if (!strcmp(a, "--standin")) {
            standin = 1;
        } else if (!strcmp(a, "--once")) {
            once = 1;
        } else if (!strcmp(a, "--verbose") || !strcmp(a, "-v")) {
            verbose = 1;
        } else if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage();
            return 0;
        } else {
            fprintf(stderr, "lupine-server: unknown argument %s\n", a);
            usage();
            return 2;
        }
    }

    long max_clients = bounded(max_clients_s, 1, 4096), max_pending = bounded(max_pending_s, 1, 4096);
    long per_peer = bounded(per_peer_s, 1, 4096), hs = bounded(handshake_s, 1, 3600);
    char *end;
    double hello = strtod(hello_s, &end);
    if (max_clients < 0 || max_pending < 0 || per_peer < 0 || hs < 0 || *end || !*hello_s ||
        !(hello >= 0.05 && hello <= 60)) {
        fprintf(stderr, "lupine-server: --max-clients, --max-pending and --max-pending-per-peer "
                        "take 1..4096, --hello-timeout 0.05..60 seconds, --handshake-timeout "
                        "1..3600 seconds\n");
        return 2;
    }
    if (max_memory_s) {
        char *unit;
        unsigned long long v = strtoull(max_memory_s, &unit, 10);
        int shift = !*unit ? 0 : !strcmp(unit, "K") ? 10 : !strcmp(unit, "M") ? 20
                  : !strcmp(unit, "G") ? 30 : !strcmp(unit, "T") ? 40 : -1;
        if (!isdigit((unsigned char)*max_memory_s) || shift < 0 || !v || v > (~0ull >> shift)) {
            fprintf(stderr, "lupine-server: --max-memory-per-client takes a number of bytes "
                            "above 0, with K, M, G or T for binary multiples, not %s\n",
                    max_memory_s);
            return 2;
        }
        ls_mem_limit = (uint64_t)v << shift;
    }
    ls_handshake_s = (int)hs;
    static char standin_driver[4096], standin_nvml[4096];
    if (standin && driver) {
        fprintf(stderr, "lupine-server: give --standin or --driver, not both\n");
        return 2;
    }
    if (standin) {
        if (beside_self("liblupine-standin.so", standin_driver, sizeof standin_driver)) {
            fprintf(stderr, "lupine-server: --standin: %s is missing\n", standin_driver);
            return 2;
        }
        driver = standin_driver;
        if (!nvml && !beside_self("liblupine-standin-nvml.so", standin_nvml, sizeof standin_nvml))
            nvml = standin_nvml;
    }
    ls_nvml_path = nvml;
    if (nvml && access(nvml, R_OK) != 0) { /* it is opened later, on a client's first request */
        fprintf(stderr, "lupine-server: --nvml %s: %s\n", nvml, strerror(errno));
        return 2;
    }
    if (!tls_cert != !tls_key || (tls_cert && no_tls)) {
        fprintf(stderr, "lupine-server: give --tls-cert and --tls-key together, or --no-tls\n");
        return 2;
    }
    if (tls_cert) {
        char why[512];
        if (lp_tls_check_server_files(tls_cert, tls_key, why, sizeof why)) {
            fprintf(stderr, "lupine-server: %s\n", why);
            return 2;
        }
        g_tls_cert = tls_cert;
        g_tls_key = tls_key;
    }
    ls_images_configure(image_cache);
    char token[LP_MAX_TOKEN];
    size_t token_len = 0;
    if (token_file) {
        int rc = read_token_file(token_file, token, sizeof token, &token_len);
        if (rc) {
            fprintf(stderr, "lupine-server: %s: %s\n", token_file,
                    rc == -1 ? strerror(errno) : "token longer than 4096 bytes");
            return 2;
        }
    } else if (getenv("LUPINE_TOKEN") && *getenv("LUPINE_TOKEN")) {
        if (strlen(getenv("LUPINE_TOKEN")) > sizeof token) {
            fprintf(stderr, "lupine-server: LUPINE_TOKEN is longer than 4096 bytes\n");
            return 2;
        }
        token_len = strlen(getenv("LUPINE_TOKEN"));
        memcpy(token, getenv("LUPINE_TOKEN"), token_len);
    }
    if (token_file && !token_len)
        fprintf(stderr, "lupine-server: %s holds no token: clients are not authenticated\n",
                token_file);

    char host[256];
    int port;
    if (lp_parse_endpoint(listen_at, 1, host, sizeof host, &port)) {
        fprintf(stderr, "lupine-server: bad --listen address %s (want HOST:PORT, [IPv6]:PORT)\n",
                listen_at);
        return 2;
    }
    char ports[16];
    snprintf(ports, sizeof ports, "%d", port);
    struct addrinfo hints, *res = NULL;
    memset(&hints, 0, sizeof hints);
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = AI_PASSIVE;
    int e = getaddrinfo(host, ports, &hints, &res);
    if (e) {
        fprintf(stderr, "lupine-server: %s: %s\n", host, gai_strerror(e));
        return 2;
    }
    if (!is_loopback(res->ai_addr) && token_len == 0) {
        fprintf(stderr, "lupine-server: refusing to listen on %s without a token: any process "
                        "that can reach it could run code on this GPU. Give --token-file FILE "
                        "(or set LUPINE_TOKEN), or listen on 127.0.0.1.\n", listen_at);
        freeaddrinfo(res);
        return 2;
    }
    if (!is_loopback(res->ai_addr) && !tls_cert && !no_tls) {
        fprintf(stderr, "lupine-server: refusing to listen on %s in clear text: the token and "
                        "every tensor would cross the network readable. Give --tls-cert FILE "
                        "--tls-key FILE, or --no-tls if the network is private.\n", listen_at);
        freeaddrinfo(res);
        return 2;
    }

    char driver_path[4096];
    void *drv = lupine_open_driver(driver, RTLD_NOW | RTLD_LOCAL, driver_path, sizeof driver_path);
    if (!drv) {
        fprintf(stderr, "lupine-server: %s\n", driver_path);
        if (!driver && !(getenv("LUPINE_DRIVER") && *getenv("LUPINE_DRIVER")))
            fprintf(stderr, "lupine-server: no GPU here? --standin serves LUPINE's stand-in "
                            "driver instead (host memory, no GPU; only its built-in kernels "
                            "compute), to try LUPINE out\n");
        freeaddrinfo(res);
        return 2;
    }
    static void *real[LUPINE_FN_COUNT];
    for (int i = 0; i < LUPINE_FN_COUNT; i++)
        real[i] = dlsym(drv, lupine_fn_names[i]);

    int lfd = socket(res->ai_family, res->ai_socktype | SOCK_CLOEXEC, res->ai_protocol);
    int one = 1;
    if (lfd >= 0)
        setsockopt(lfd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    if (lfd < 0 || bind(lfd, res->ai_addr, res->ai_addrlen) || listen(lfd, 4096)) {
        fprintf(stderr, "lupine-server: cannot listen on %s: %s\n", listen_at, strerror(errno));
        freeaddrinfo(res);
        return 2;
    }
    freeaddrinfo(res);
    struct sockaddr_storage bound;
    socklen_t bl = sizeof bound;
    getsockname(lfd, (struct sockaddr *)&bound, &bl);
    int actual = ntohs(bound.ss_family == AF_INET6 ? ((struct sockaddr_in6 *)&bound)->sin6_port
                                                   : ((struct sockaddr_in *)&bound)->sin_port);
    if (port_file) {
        FILE *f = fopen(port_file, "w");
        if (f) {
            fprintf(f, "%d\n", actual);
            fclose(f);
        }
    }
    int v6 = strchr(host, ':') != NULL;
    fprintf(stderr, "lupine-server: listening on %s%s%s:%d (driver %s%s)\n", v6 ? "[" : "", host,
            v6 ? "]" : "", actual, driver_path, token_len ? ", token required" : "");

    signal(SIGPIPE, SIG_IGN);
    if (once) {
        int fd = accept4(lfd, NULL, NULL, SOCK_CLOEXEC);
        if (fd < 0) {
            fprintf(stderr, "lupine-server: accept: %s\n", strerror(errno));
            return 1;
        }
        close(lfd);
        int rc = serve_client(fd, real, token, token_len, verbose);
        close(fd);
        return rc;
    }
    g_real = real;
    memcpy(g_token, token, token_len);
    g_token_len = token_len;
    g_verbose = verbose;
    ls_bounds bounds = {(int)max_clients, (int)max_pending, (int)per_peer, hello, tls_cert != NULL};
    return ls_listen_forever(lfd, &bounds, serve_forked);
}

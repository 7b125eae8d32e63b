/* Transport of the LUPINE shim: the connection to lupine-server (lc_conn), handshake, call
 * framing, deferred batches, and the demultiplexing of what the server sends.
 *
 * Environment: LUPINE_SERVER (host:port, default 127.0.0.1:14833), LUPINE_TOKEN (or
 * LUPINE_TOKEN_FILE), LUPINE_BATCH (0 sends every call at once), LUPINE_CONNECT_TIMEOUT
 * (seconds, default 5), LUPINE_TIMEOUT (seconds, default 5, 0: none: a call whose server
 * sends nothing for that long fails with CUDA_ERROR_DEVICE_UNAVAILABLE, and the connection is
 * lost), LUPINE_DEBUG (1: diagnostics on stderr), LUPINE_TLS (1: TLS, 0: plain TCP; unset: TLS
 * for every server beyond loopback), LUPINE_TLS_CA (the PEM file of the CA the server's
 * certificate must chain to; unset: the system's trust store). All are read once.
 *
 * One connection per process for now (a later issue adds one per server), shared by its
 * threads. Sending: each frame is written whole under the send lock; deferred calls queue in
 * the batch and travel in front of the next call that needs an answer. Receiving: replies are
 * matched to their calls by request id with a leader/follower scheme. A thread waiting for its
 * reply reads frame headers itself when no other thread is reading (it then holds the reader
 * role); a header of another id is handed to the thread that waits for it, which reads that
 * frame's body itself, straight into the caller's memory, and passes the role on when its
 * call ends (lc_end). With a single waiting thread there is no thread hop at all. Heartbeats
 * are dropped; notifications (host functions, client memory) are read and queued for the
 * runner thread, which carries them out in arrival order and also takes the reader role
 * whenever nobody else reads, so they are carried out while the application makes no CUDA
 * call. Any silence of LUPINE_TIMEOUT seconds while a thread waits (SO_RCVTIMEO,
 * SO_SNDTIMEO; the server sends heartbeats while it works) fails that call; a lost
 * connection fails every later call at once. */
#define _GNU_SOURCE
#include "transport.h"

#include "lupine/tls.h"

#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <poll.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <time.h>
#include <unistd.h>

__attribute__((visibility("default"))) const char lupine_libcuda_marker[] = "lupine-shim";

enum { ST_NEW, ST_CONNECTED, ST_FAILED, ST_LOST };

/* Settings of the process, read once. */
static struct {
    int batching;
    int debug;
    int timeout_s; /* LUPINE_TIMEOUT; 0: none */
    char server[300];
    char server_list[1024]; /* LUPINE_SERVER as read */
    int read;               /* read_env has run */
} g_env = {1, 0, 5, "", "", 0};

static pthread_once_t g_env_once = PTHREAD_ONCE_INIT;

/* The connection to one server. Lock order: send_lock, then mu. */
typedef struct {
    pthread_mutex_t send_lock; /* whole frames; the deferred batch; connecting */
    pthread_mutex_t mu;        /* state, reader role, waiters, notifications, runner */
    int state;
    int fd;
    uint64_t next_id;
    lp_buf batch;
    lp_rbuf in;              /* buffered reads; only the reader touches it */
    int reading;             /* a thread holds the reader role */
    lc_waiter *waiters;      /* threads waiting for frames of their request ids */
    /* the runner (notifications) */
    pthread_cond_t runner_cv;
    int runner_started, runner_sleeping, runner_polling;
    int wake_fd;             /* eventfd: wakes the runner out of poll() */
    lc_note_item *notes, *notes_tail;
} lc_conn;

static lc_conn C = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER, ST_NEW, -1, 1, {0},
                    {0}, 0, NULL, PTHREAD_COND_INITIALIZER, 0, 0, 0, -1, NULL, NULL};

void lc_debug(const char *fmt, ...)
{
    if (!g_env.debug)
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
    g_env.batching = !(b && strcmp(b, "0") == 0);
    const char *d = getenv("LUPINE_DEBUG");
    g_env.debug = d && *d && strcmp(d, "0") != 0;
    const char *t = getenv("LUPINE_TIMEOUT");
    if (t && *t) {
        char *end;
        long v = strtol(t, &end, 10);
        if (!*end && v >= 0 && v <= 86400)
            g_env.timeout_s = (int)v;
    }
    const char *s = getenv("LUPINE_SERVER");
    snprintf(g_env.server, sizeof g_env.server, "%s", s && *s ? s : "127.0.0.1:14833");
    snprintf(g_env.server_list, sizeof g_env.server_list, "%s", g_env.server);
    /* Several servers are a later feature: this shim talks to the first one, and says so. */
    char *comma = strchr(g_env.server, ',');
    if (comma) {
        *comma = 0;
        fprintf(stderr,
                "lupine: LUPINE_SERVER names several servers (%s); this version connects to "
                "the first only\n",
                g_env.server_list);
    }
    __atomic_store_n(&g_env.read, 1, __ATOMIC_RELEASE);
}

/* The LUPINE_SERVER this process's CUDA was bound to, once the shim has read it (when CUDA
 * first initialises); NULL before. lupine.connect() asks, to refuse other hosts later. */
__attribute__((visibility("default"))) const char *lupine_server_bound(void)
{
    return __atomic_load_n(&g_env.read, __ATOMIC_ACQUIRE) ? g_env.server_list : NULL;
}

int lc_batching(void)
{
    pthread_once(&g_env_once, read_env);
    return g_env.batching;
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

/* TLS or not: LUPINE_TLS=1 or 0 says; unset, every server beyond loopback gets TLS (the token
 * and the data cross a network), a loopback one plain TCP. */
static int use_tls(const char *host)
{
    const char *t = getenv("LUPINE_TLS");
    if (t && *t)
        return strcmp(t, "0") != 0;
    return strcmp(host, "localhost") && strncmp(host, "127.", 4) && strcmp(host, "::1");
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
     * starts over with its own connection (and its own, empty, server session). Only the
     * forking thread lives on in the child: no waiter, no reader, no runner. */
    if (C.fd >= 0)
        close(C.fd);
    if (C.wake_fd >= 0)
        close(C.wake_fd);
    C.fd = -1;
    C.wake_fd = -1;
    C.state = ST_NEW;
    lp_buf_reset(&C.batch);
    pthread_mutex_init(&C.send_lock, NULL);
    pthread_mutex_init(&C.mu, NULL);
    pthread_cond_init(&C.runner_cv, NULL);
    C.reading = 0;
    C.waiters = NULL;
    C.runner_started = C.runner_sleeping = C.runner_polling = 0;
    while (C.notes) {
        lc_note_item *it = C.notes;
        C.notes = it->next;
        free(it);
    }
    C.notes_tail = NULL;
    lc_notes_atfork_child();
    lc_context_forget_thread_state();
    lc_context_forget_process_state();
    lc_cache_drop_all();
    lc_streams_reset();
    lc_ranges_clear();
    lc_graph_forget();
}

static void at_exit(void) { lc_flush(); }

/* ---------------------------------------------------------------- losing the connection */

/* Why a read or write failed (errno as the socket call left it). */
static const char *io_why(int err)
{
    static char buf[64];
    if (err == EAGAIN || err == EWOULDBLOCK) {
        snprintf(buf, sizeof buf, "nothing from it for %d s (LUPINE_TIMEOUT)", g_env.timeout_s);
        return buf;
    }
    return err ? strerror(err) : "closed by the server";
}

static void kick_runner_locked(void);

/* With C.mu held: the connection is unusable; every waiting thread fails its call. The socket
 * is shut down (which wakes any thread blocked on it) but stays open until exit or fork,
 * since other threads may still be inside a call on it. */
static void lose_locked(const char *why)
{
    if (C.state == ST_CONNECTED) {
        fprintf(stderr, "lupine: connection to lupine-server at %s lost (%s); CUDA calls fail "
                        "with CUDA_ERROR_DEVICE_UNAVAILABLE\n", g_env.server, why);
        C.state = ST_LOST;
        shutdown(C.fd, SHUT_RDWR);
    }
    for (lc_waiter *w = C.waiters; w; w = w->next)
        pthread_cond_signal(&w->cv);
    kick_runner_locked();
}

static void lose(const char *why)
{
    pthread_mutex_lock(&C.mu);
    lose_locked(why);
    pthread_mutex_unlock(&C.mu);
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

/* ---------------------------------------------------------------- connecting */

static void set_timeouts(int fd, int seconds)
{
    struct timeval tv = {seconds, 0};
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
}

/* With C.send_lock held. */
static CUresult ensure_connected(void)
{
    pthread_mutex_lock(&C.mu);
    int st = C.state;
    pthread_mutex_unlock(&C.mu);
    if (st == ST_CONNECTED)
        return CUDA_SUCCESS;
    if (st == ST_FAILED)
        return CUDA_ERROR_NO_DEVICE;
    if (st == ST_LOST)
        return CUDA_ERROR_DEVICE_UNAVAILABLE;
    pthread_once(&g_env_once, read_env);
    char host[256], why[256] = "invalid address";
    int port = 0;
    int fd = -1;
    const char *t = getenv("LUPINE_CONNECT_TIMEOUT");
    int timeout_ms = t && atoi(t) > 0 ? atoi(t) * 1000 : 5000;
    if (lp_parse_endpoint(g_env.server, host, sizeof host, &port) == 0)
        fd = dial(host, port, timeout_ms, why, sizeof why);
    if (fd >= 0)
        lp_tune_socket(fd);
    if (fd >= 0 && use_tls(host)) {
        /* the handshake with the deadline of the connection; then the pump's end of a socket
         * pair stands for the connection (lupine/tls.h) */
        set_timeouts(fd, timeout_ms / 1000 + 5);
        int app = -1;
        if (lp_tls_client(fd, host, getenv("LUPINE_TLS_CA"), &app, why, sizeof why)) {
            close(fd);
            fd = -1;
        } else {
            fd = app;
        }
    }
    if (fd >= 0) {
        set_timeouts(fd, timeout_ms / 1000 + 5);
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
            snprintf(why, sizeof why, "%s", use_tls(host) ? "no answer to the handshake"
                                                          : "no answer to the handshake (a TLS "
                                                            "server? then set LUPINE_TLS=1)");
        } else {
            uint32_t wm, status;
            memcpy(&wm, welcome, 4);
            memcpy(&status, welcome + 8, 4);
            static const char *const reasons[] = {"ok", "bad magic", "protocol version mismatch",
                                                  "token refused (LUPINE_TOKEN or "
                                                  "LUPINE_TOKEN_FILE must hold the server's)",
                                                  "driver API mismatch (rebuild both ends)"};
            if (wm != LP_MAGIC)
                snprintf(why, sizeof why, "not a lupine-server");
            else if (status != LP_OK)
                snprintf(why, sizeof why, "%s", status < 5 ? reasons[status] : "refused");
            else {
                set_timeouts(fd, g_env.timeout_s);
                pthread_mutex_lock(&C.mu);
                C.fd = fd;
                lp_rbuf_init(&C.in, fd);
                C.state = ST_CONNECTED;
                pthread_cond_broadcast(&C.runner_cv);
                pthread_mutex_unlock(&C.mu);
                static int registered;
                if (!registered) {
                    registered = 1;
                    pthread_atfork(NULL, NULL, atfork_child);
                    atexit(at_exit);
                }
                lc_debug("connected to %s", g_env.server);
                return CUDA_SUCCESS;
            }
        }
        close(fd);
    }
    pthread_mutex_lock(&C.mu);
    C.state = ST_FAILED;
    pthread_mutex_unlock(&C.mu);
    fprintf(stderr, "lupine: cannot use lupine-server at %s (%s); CUDA calls fail with "
                    "CUDA_ERROR_NO_DEVICE\n", g_env.server, why);
    return CUDA_ERROR_NO_DEVICE;
}

CUresult lc_begin(lc_call *c, uint32_t fn)
{
    memset(c, 0, sizeof *c);
    c->fn = fn;
    pthread_mutex_lock(&C.send_lock);
    CUresult r = ensure_connected();
    pthread_mutex_unlock(&C.send_lock);
    return r;
}

/* ---------------------------------------------------------------- building a call */

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

/* With C.send_lock held: sends the queued batch, then c (if any), as one frame of `kind`.
 * On failure the connection is lost. */
static int send_frame(uint32_t kind, lc_call *c, uint64_t id)
{
    lp_frame f = {LP_FRAME_MAGIC, kind, id, C.batch.len};
    lp_call hdr;
    struct iovec iov[2 * LC_MAX_EXT + 4];
    int k = 0;
    iov[k++] = (struct iovec){&f, sizeof f};
    if (C.batch.len)
        iov[k++] = (struct iovec){C.batch.data, C.batch.len};
    if (c) {
        k += call_iov(c, &hdr, iov + k);
        f.len += sizeof hdr + hdr.len;
    }
    errno = 0;
    int rc = lp_writev_all(C.fd, iov, k);
    lp_buf_reset(&C.batch);
    if (rc)
        lose(io_why(errno));
    return rc;
}

/* ---------------------------------------------------------------- the reader role */

/* With C.mu held. Wakes the runner to look at its queue, or to take the reader role. */
static void kick_runner_locked(void)
{
    if (!C.runner_started)
        return;
    if (C.runner_sleeping)
        pthread_cond_signal(&C.runner_cv);
    if (C.runner_polling && C.wake_fd >= 0) {
        uint64_t one = 1;
        ssize_t w = write(C.wake_fd, &one, sizeof one);
        (void)w;
    }
}

/* With C.mu held: gives up the reader role and wakes one thread to take it. */
static void release_role_locked(void)
{
    C.reading = 0;
    for (lc_waiter *w = C.waiters; w; w = w->next)
        if (w->sleeping && !w->ready) {
            pthread_cond_signal(&w->cv);
            return;
        }
    if (C.runner_sleeping || C.in.pos < C.in.len)
        kick_runner_locked();
}

static void start_runner_locked(void);

/* The reader reads one frame header and deals with it. Called with the reader role held and
 * C.mu not held; returns with C.mu held, the role either released or handed to the thread
 * the frame is for (which may be the caller). */
static void read_one(void)
{
    lp_frame h;
    errno = 0;
    if (lp_rbuf_read(&C.in, &h, sizeof h)) {
        int err = errno;
        pthread_mutex_lock(&C.mu);
        C.reading = 0;
        lose_locked(io_why(err));
        return;
    }
    const char *bad = NULL;
    if (h.magic != LP_FRAME_MAGIC || h.len > LP_MAX_FRAME) {
        bad = "malformed frame";
    } else if (h.kind == LP_HEARTBEAT) {
        if (h.len && lp_rbuf_skip(&C.in, h.len))
            bad = "malformed heartbeat";
    } else if (h.kind == LP_NOTIFY) {
        lc_note_item *it = lc_note_receive(&h);
        pthread_mutex_lock(&C.mu);
        if (!it) {
            C.reading = 0;
            lose_locked("malformed notification");
            return;
        }
        if (C.notes_tail)
            C.notes_tail->next = it;
        else
            C.notes = it;
        C.notes_tail = it;
        start_runner_locked();
        kick_runner_locked();
        release_role_locked();
        return;
    } else if (h.kind == LP_REPLY || h.kind == LP_MORE) {
        pthread_mutex_lock(&C.mu);
        lc_waiter *w = C.waiters;
        while (w && w->id != h.id)
            w = w->next;
        if (!w || w->ready) {
            C.reading = 0;
            lose_locked("a reply to no call");
            return;
        }
        w->hdr = h;
        w->ready = 1; /* the role is w's now */
        if (w->sleeping)
            pthread_cond_signal(&w->cv);
        return;
    } else {
        bad = "malformed frame";
    }
    pthread_mutex_lock(&C.mu);
    if (bad) {
        C.reading = 0;
        lose_locked(bad);
    } else {
        release_role_locked();
    }
}

/* Waits until a frame of w->id has been read (w->hdr); the caller then holds the reader role.
 * have_role: the caller holds it already (the next part of its reply). -1: connection lost. */
static int wait_frame(lc_waiter *w, int have_role)
{
    pthread_mutex_lock(&C.mu);
    for (;;) {
        if (w->ready) /* handed over, perhaps before this thread even got here */
            break;
        if (C.state != ST_CONNECTED) {
            if (have_role)
                C.reading = 0;
            pthread_mutex_unlock(&C.mu);
            return -1;
        }
        if (have_role || !C.reading) {
            C.reading = 1;
            have_role = 0;
            pthread_mutex_unlock(&C.mu);
            read_one();
            continue;
        }
        w->sleeping = 1;
        pthread_cond_wait(&w->cv, &C.mu);
        w->sleeping = 0;
    }
    w->ready = 0;
    pthread_mutex_unlock(&C.mu);
    return 0;
}

static void waiter_add(lc_waiter *w, uint64_t id)
{
    w->id = id;
    w->ready = w->sleeping = 0;
    pthread_cond_init(&w->cv, NULL);
    pthread_mutex_lock(&C.mu);
    w->next = C.waiters;
    C.waiters = w;
    pthread_mutex_unlock(&C.mu);
}

/* With C.mu held. */
static void waiter_del_locked(lc_waiter *w)
{
    for (lc_waiter **p = &C.waiters; *p; p = &(*p)->next)
        if (*p == w) {
            *p = w->next;
            break;
        }
}

/* Reads from the connection as the reader; a failure loses the connection. */
int lc_conn_read(void *p, size_t n)
{
    errno = 0;
    if (lp_rbuf_read(&C.in, p, n) == 0)
        return 0;
    lose(io_why(errno));
    return -1;
}

int lc_conn_skip(uint64_t n)
{
    errno = 0;
    if (lp_rbuf_skip(&C.in, n) == 0)
        return 0;
    lose(io_why(errno));
    return -1;
}

/* ---------------------------------------------------------------- replies */

/* Reads the next part header of c's reply (the reader role held). */
static int next_part(lc_call *c)
{
    uint32_t words[2];
    if (wait_frame(&c->w, 1))
        return -1;
    if (c->w.hdr.kind != LP_MORE || c->w.hdr.len < 8) {
        lose("malformed reply");
        return -1;
    }
    if (lc_conn_read(words, 8))
        return -1;
    c->reply_left = c->w.hdr.len - 8;
    c->more = (words[0] & LP_REPLY_MORE) != 0;
    return 0;
}

/* Reads (dst) or skips (dst NULL) n bytes of c's reply, across its parts. */
static int reply_read(lc_call *c, void *dst, uint64_t n)
{
    char *p = dst;
    while (n) {
        if (!c->reply_left) {
            if (!c->more || next_part(c))
                return -1;
            continue;
        }
        uint64_t k = n < c->reply_left ? n : c->reply_left;
        if (p ? lc_conn_read(p, (size_t)k) : lc_conn_skip(k))
            return -1;
        if (p)
            p += k;
        c->reply_left -= k;
        n -= k;
    }
    return 0;
}

CUresult lc_send(lc_call *c)
{
    if (c->args.failed)
        return CUDA_ERROR_OUT_OF_MEMORY;
    pthread_mutex_lock(&C.send_lock);
    CUresult r = ensure_connected();
    if (r) {
        pthread_mutex_unlock(&C.send_lock);
        return r;
    }
    uint64_t id = C.next_id++;
    waiter_add(&c->w, id); /* before sending: another reader may read the reply first */
    c->registered = 1;
    int bad = send_frame(LP_CALL, c, id);
    pthread_mutex_unlock(&C.send_lock);
    if (bad)
        return CUDA_ERROR_DEVICE_UNAVAILABLE;
    lc_stats_round_trip(c->fn);
    if (wait_frame(&c->w, 0))
        return CUDA_ERROR_DEVICE_UNAVAILABLE;
    c->reader = 1;
    uint32_t res[2];
    if (c->w.hdr.kind != LP_REPLY || c->w.hdr.len < 8) {
        lose("malformed reply");
        return CUDA_ERROR_DEVICE_UNAVAILABLE;
    }
    if (lc_conn_read(res, 8))
        return CUDA_ERROR_DEVICE_UNAVAILABLE;
    c->reply_left = c->w.hdr.len - 8;
    c->more = (res[1] & LP_REPLY_MORE) != 0;
    CUresult r0 = (CUresult)res[0];
    /* An unanswered push that could not be written (notify.c) is the error of the next
     * synchronisation, as the server reports a latched asynchronous error. Only a
     * synchronisation's answer surely comes after the push: the answer of the copy that made
     * the push may be overtaken by it. */
    int syncs = c->fn == LUPINE_FN_cuStreamSynchronize ||
                c->fn == LUPINE_FN_cuStreamSynchronize_ptsz ||
                c->fn == LUPINE_FN_cuEventSynchronize || c->fn == LUPINE_FN_cuCtxSynchronize ||
                c->fn == LUPINE_FN_cuCtxSynchronize_v2;
    if (r0 == CUDA_SUCCESS && syncs && lc_push_failed_take())
        r0 = CUDA_ERROR_INVALID_VALUE;
    if (r0 != CUDA_SUCCESS && c->fn < LUPINE_FN_COUNT)
        lc_debug("%s answered %d", lupine_fn_names[c->fn], (int)r0);
    return r0;
}

CUresult lc_flush(void)
{
    CUresult r = CUDA_SUCCESS;
    pthread_mutex_lock(&C.send_lock);
    pthread_mutex_lock(&C.mu);
    int connected = C.state == ST_CONNECTED;
    pthread_mutex_unlock(&C.mu);
    if (C.batch.len && connected && send_frame(LP_BATCH, NULL, C.next_id++))
        r = CUDA_ERROR_DEVICE_UNAVAILABLE;
    pthread_mutex_unlock(&C.send_lock);
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
    pthread_mutex_lock(&C.send_lock);
    CUresult r = ensure_connected();
    if (r) {
        pthread_mutex_unlock(&C.send_lock);
        return r;
    }
    uint64_t big = call_len(c) - c->args.len;
    if (big >= ((uint64_t)1 << 20)) {
        /* Large host data goes out now, straight from the caller's memory: once send()
         * returns it has been captured, as cuMemcpyHtoDAsync of pageable memory requires. */
        if (send_frame(LP_BATCH, c, C.next_id++))
            r = CUDA_ERROR_DEVICE_UNAVAILABLE;
    } else {
        lp_call hdr;
        struct iovec iov[2 * LC_MAX_EXT + 2];
        int k = call_iov(c, &hdr, iov);
        for (int i = 0; i < k; i++) {
            void *d = lp_buf_reserve(&C.batch, iov[i].iov_len);
            if (!d)
                break;
            memcpy(d, iov[i].iov_base, iov[i].iov_len);
        }
        if (C.batch.failed) {
            lp_buf_free(&C.batch);
            r = CUDA_ERROR_OUT_OF_MEMORY;
        } else if (C.batch.len >= LC_BATCH_FLUSH && send_frame(LP_BATCH, NULL, C.next_id++)) {
            r = CUDA_ERROR_DEVICE_UNAVAILABLE;
        }
    }
    pthread_mutex_unlock(&C.send_lock);
    return r;
}

int lc_out(lc_call *c, void *dst, uint64_t n)
{
    uint64_t got;
    if (!c->reader || reply_read(c, &got, 8))
        return -1;
    if (got != n)
        return -1;
    if (reply_read(c, dst, n) || reply_read(c, NULL, lp_pad8((size_t)n) - n))
        return -1;
    return 0;
}

int lc_out_empty(lc_call *c) { return c->reader && !c->reply_left && !c->more; }

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
    if (!c->reader || reply_read(c, &n, 8))
        return -1;
    if (n == LP_NULL) {
        *dst = NULL;
        return 0;
    }
    if (n == 0 || n > 65536)
        return -1;
    char buf[65536 + 8];
    if (reply_read(c, buf, lp_pad8((size_t)n)))
        return -1;
    buf[n - 1] = 0;
    *dst = intern(buf, strlen(buf));
    return *dst ? 0 : -1;
}

void lc_end(lc_call *c)
{
    if (c->reader) {
        /* the rest of the reply, every part of it, so the next frame starts where it should */
        int bad = 0;
        while (!bad && (c->reply_left || c->more))
            bad = c->reply_left ? reply_read(c, NULL, c->reply_left) : next_part(c);
        pthread_mutex_lock(&C.mu);
        if (bad || C.state != ST_CONNECTED)
            C.reading = 0;
        else
            release_role_locked();
        waiter_del_locked(&c->w);
        pthread_mutex_unlock(&C.mu);
        pthread_cond_destroy(&c->w.cv);
        c->reader = c->registered = 0;
    } else if (c->registered) {
        pthread_mutex_lock(&C.mu);
        waiter_del_locked(&c->w);
        pthread_mutex_unlock(&C.mu);
        pthread_cond_destroy(&c->w.cv);
        c->registered = 0;
    }
    lp_buf_free(&c->args);
}

/* ---------------------------------------------------------------- sending for notify.c */

int lc_conn_send_lock(void)
{
    pthread_mutex_lock(&C.send_lock);
    pthread_mutex_lock(&C.mu);
    int ok = C.state == ST_CONNECTED;
    pthread_mutex_unlock(&C.mu);
    if (!ok) {
        pthread_mutex_unlock(&C.send_lock);
        return -1;
    }
    return 0;
}

static int g_write_errno;

int lc_conn_write(const void *p, size_t n)
{
    errno = 0;
    if (lp_write_all(C.fd, p, n) == 0)
        return 0;
    g_write_errno = errno;
    return -1;
}

void lc_conn_send_unlock(int failed)
{
    if (failed)
        lose(io_why(g_write_errno));
    pthread_mutex_unlock(&C.send_lock);
}

/* ---------------------------------------------------------------- the runner */

/* Carries out notifications in arrival order; takes the reader role whenever nobody holds it
 * and there is something to read, so notifications are seen while the application is not
 * inside a CUDA call (it may be spinning on a flag a host function sets). */
static void *runner_main(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&C.mu);
    for (;;) {
        lc_note_item *it = C.notes;
        if (it) {
            C.notes = it->next;
            if (!C.notes)
                C.notes_tail = NULL;
            pthread_mutex_unlock(&C.mu);
            lc_note_execute(it);
            free(it);
            pthread_mutex_lock(&C.mu);
            continue;
        }
        if (C.state == ST_CONNECTED && !C.reading) {
            if (C.in.pos < C.in.len) { /* bytes already buffered: no poll would see them */
                C.reading = 1;
                pthread_mutex_unlock(&C.mu);
                read_one();
                continue;
            }
            struct pollfd p[2] = {{C.fd, POLLIN, 0}, {C.wake_fd, POLLIN, 0}};
            C.runner_polling = 1;
            pthread_mutex_unlock(&C.mu);
            int n = poll(p, 2, -1);
            if (n > 0 && p[1].revents) {
                uint64_t v;
                ssize_t got = read(C.wake_fd, &v, sizeof v);
                (void)got;
            }
            pthread_mutex_lock(&C.mu);
            C.runner_polling = 0;
            if (n > 0 && p[0].revents && C.state == ST_CONNECTED && !C.reading && !C.notes) {
                C.reading = 1;
                pthread_mutex_unlock(&C.mu);
                read_one();
            }
            continue;
        }
        C.runner_sleeping = 1;
        pthread_cond_wait(&C.runner_cv, &C.mu);
        C.runner_sleeping = 0;
    }
    return NULL;
}

/* With C.mu held. */
static void start_runner_locked(void)
{
    if (C.runner_started)
        return;
    if (C.wake_fd < 0)
        C.wake_fd = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
    if (C.wake_fd < 0)
        return;
    pthread_t t;
    pthread_attr_t a;
    pthread_attr_init(&a);
    pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED);
    if (pthread_create(&t, &a, runner_main, NULL) == 0)
        C.runner_started = 1;
    pthread_attr_destroy(&a);
}

void lc_notes_used(void)
{
    pthread_mutex_lock(&C.mu);
    start_runner_locked();
    pthread_mutex_unlock(&C.mu);
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

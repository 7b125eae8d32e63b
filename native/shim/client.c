/* Transport of the LUPINE shim: the connection to lupine-server (lc_conn), handshake, call
 * framing, deferred batches, and the demultiplexing of what the server sends.
 *
 * Environment: LUPINE_SERVER (host:port, default 127.0.0.1:14833), LUPINE_TOKEN (or
 * LUPINE_TOKEN_FILE), LUPINE_BATCH (0 sends every call at once and waits for its answer),
 * LUPINE_BATCH_US (microseconds, default 50: the longest a deferred call waits in the batch
 * for company; 0: each goes out as it is made, unanswered), LUPINE_CONNECT_TIMEOUT
 * (seconds, default 5), LUPINE_TIMEOUT (seconds, default 5, 0: none: a call whose server
 * sends nothing for that long fails with CUDA_ERROR_DEVICE_UNAVAILABLE, and the connection is
 * lost), LUPINE_DEBUG (1: diagnostics on stderr), LUPINE_TLS (1: TLS, 0: plain TCP; unset: TLS
 * for every server beyond loopback), LUPINE_TLS_CA (the PEM file of the CA the server's
 * certificate must chain to; unset: the system's trust store). All are read once.
 *
 * One connection per server of LUPINE_SERVER's list, shared by the process's threads. Sending: each frame is written whole under the send lock; deferred calls queue in
 * the batch and travel in front of the next call that needs an answer, or when the batch is
 * LUPINE_BATCH_US old, whichever comes first (the connection's flusher thread sends a batch
 * that nothing else sent by then), so the GPU starts on launches while the application is still making
 * them, as it does natively. Receiving: replies are
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

#include "lupine/dial.h"
#include "lupine/tls.h"

#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <time.h>
#include <unistd.h>

__attribute__((visibility("default"))) const char lupine_libcuda_marker[] = "lupine-shim";

enum { ST_NEW, ST_CONNECTED, ST_FAILED, ST_LOST };

/* Settings of the process, read once. */
static struct {
    int batching;
    uint64_t batch_ns; /* LUPINE_BATCH_US */
    int debug;
    int timeout_s; /* LUPINE_TIMEOUT; 0: none */
    int connect_s; /* LUPINE_CONNECT_TIMEOUT: connecting and the handshake, seconds */
    char server_list[1024]; /* LUPINE_SERVER as read */
    int nservers;           /* entries of server[] */
    char server[LC_MAX_SERVERS][300];
    int read; /* read_env has run */
} g_env = {1, 50000, 0, 5, 5, "", 0, {""}, 0};

static pthread_once_t g_env_once = PTHREAD_ONCE_INIT;

/* The connection to one server. Lock order: send_lock, then mu. */
typedef struct {
    int index;                 /* in LUPINE_SERVER's list */
    pthread_mutex_t send_lock; /* whole frames; the deferred batch; connecting */
    pthread_mutex_t mu;        /* state, reader role, waiters, notifications, runner */
    int state;
    int fd;
    uint16_t minor;            /* the server's protocol minor version */
    uint64_t next_id;
    lp_buf batch;
    uint64_t batch_t0;       /* CLOCK_MONOTONIC ns when the batch's first call was queued */
    lp_rbuf in;              /* buffered reads; only the reader touches it */
    int reading;             /* a thread holds the reader role */
    lc_waiter *waiters;      /* threads waiting for frames of their request ids */
    /* the runner (notifications) */
    pthread_cond_t runner_cv;
    int runner_started, runner_sleeping, runner_polling;
    int wake_fd;             /* eventfd: wakes the runner out of poll() */
    lc_note_item *notes, *notes_tail;
    /* the flusher (sends a batch by its age) */
    pthread_mutex_t fl_mu;
    pthread_cond_t fl_cv; /* CLOCK_MONOTONIC */
    int fl_started, fl_idle, fl_due;
    uint64_t fl_last; /* when the flusher last found a batch (mono_ns) */
} lc_conn;

static lc_conn g_conn[LC_MAX_SERVERS];

/* notify.c's handlers (lc_conn_on_notes, from its constructor: before any connection). */
static const lc_note_handlers *g_notes;
/* A push of LP_NOTE_NO_DONE that could not be written: set when it is received, before any
 * later frame (the answer of the synchronisation after it) is read. */
static int g_push_failed;

void lc_conn_on_notes(const lc_note_handlers *h) { g_notes = h; }

void lc_conn_push_failed(void) { __atomic_store_n(&g_push_failed, 1, __ATOMIC_SEQ_CST); }

static void flusher_init(lc_conn *S)
{
    pthread_condattr_t a;
    pthread_condattr_init(&a);
    pthread_condattr_setclock(&a, CLOCK_MONOTONIC);
    pthread_mutex_init(&S->fl_mu, NULL);
    pthread_cond_init(&S->fl_cv, &a);
    pthread_condattr_destroy(&a);
    S->fl_started = S->fl_idle = S->fl_due = 0;
    S->fl_last = 0;
}
static pthread_once_t g_conn_once = PTHREAD_ONCE_INIT;

static void conns_init(void)
{
    for (int i = 0; i < LC_MAX_SERVERS; i++) {
        lc_conn *S = &g_conn[i];
        memset(S, 0, sizeof *S);
        S->index = i;
        pthread_mutex_init(&S->send_lock, NULL);
        pthread_mutex_init(&S->mu, NULL);
        pthread_cond_init(&S->runner_cv, NULL);
        flusher_init(S);
        S->state = ST_NEW;
        S->fd = -1;
        S->next_id = 1;
        S->wake_fd = -1;
    }
}

/* The connection of server srv (0 <= srv < lc_servers()). */
static lc_conn *conn(int srv)
{
    pthread_once(&g_conn_once, conns_init);
    return &g_conn[srv];
}

/* The connection a notification is being read or carried out on (notify.c's lc_conn_*). */
static __thread lc_conn *t_note_conn;

static void read_env(void);

int lc_debug_on(void)
{
    pthread_once(&g_env_once, read_env);
    return g_env.debug;
}

void lc_debug(const char *fmt, ...)
{
    pthread_once(&g_env_once, read_env); /* a call made before any connection says it too */
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
    /* up to a minute */
    g_env.batch_ns =
        (uint64_t)lp_env_whole("LUPINE_BATCH_US", 0, 60000000, 50, "microseconds") * 1000;
    const char *d = getenv("LUPINE_DEBUG");
    g_env.debug = d && *d && strcmp(d, "0") != 0;
    g_env.timeout_s = (int)lp_env_whole("LUPINE_TIMEOUT", 0, 86400, g_env.timeout_s, "seconds");
    g_env.connect_s = (int)lp_env_whole("LUPINE_CONNECT_TIMEOUT", 1, 86400, 5, "seconds");
    const char *s = getenv("LUPINE_SERVER");
    snprintf(g_env.server_list, sizeof g_env.server_list, "%s", s && *s ? s : "127.0.0.1:14833");
    /* host:port[,host:port...]: one connection each, in this order (device numbering) */
    char list[sizeof g_env.server_list];
    snprintf(list, sizeof list, "%s", g_env.server_list);
    char *save = NULL;
    for (char *e = strtok_r(list, ",", &save); e; e = strtok_r(NULL, ",", &save)) {
        while (*e == ' ')
            e++;
        size_t n = strlen(e);
        while (n && e[n - 1] == ' ')
            e[--n] = 0;
        if (!n)
            continue;
        if (g_env.nservers == LC_MAX_SERVERS) {
            fprintf(stderr, "lupine: LUPINE_SERVER names more than %d servers; the rest are "
                            "not used\n", LC_MAX_SERVERS);
            break;
        }
        snprintf(g_env.server[g_env.nservers++], sizeof g_env.server[0], "%s", e);
    }
    if (!g_env.nservers)
        snprintf(g_env.server[g_env.nservers++], sizeof g_env.server[0], "127.0.0.1:14833");
    __atomic_store_n(&g_env.read, 1, __ATOMIC_RELEASE);
}

/* The LUPINE_SERVER this process's CUDA was bound to, once the shim has read it (when CUDA
 * first initialises); NULL before. lupine.connect() asks, to refuse other hosts later. */
__attribute__((visibility("default"))) const char *lupine_server_bound(void)
{
    return __atomic_load_n(&g_env.read, __ATOMIC_ACQUIRE) ? g_env.server_list : NULL;
}

int lc_servers(void)
{
    pthread_once(&g_env_once, read_env);
    return g_env.nservers;
}

const char *lc_server_name(int srv)
{
    pthread_once(&g_env_once, read_env);
    return srv >= 0 && srv < g_env.nservers ? g_env.server[srv] : "?";
}

int lc_batching(void)
{
    pthread_once(&g_env_once, read_env);
    return g_env.batching;
}

static void atfork_child_conn(lc_conn *S)
{
    if (S->fd >= 0)
        lp_tls_forget(S->fd, 0);
    if (S->fd >= 0)
        close(S->fd);
    if (S->wake_fd >= 0)
        close(S->wake_fd);
    S->fd = -1;
    S->wake_fd = -1;
    S->state = ST_NEW;
    lp_buf_reset(&S->batch);
    pthread_mutex_init(&S->send_lock, NULL);
    pthread_mutex_init(&S->mu, NULL);
    pthread_cond_init(&S->runner_cv, NULL);
    S->reading = 0;
    S->waiters = NULL;
    S->runner_started = S->runner_sleeping = S->runner_polling = 0;
    flusher_init(S); /* no flusher in the child: its next batch starts one */
    while (S->notes) {
        lc_note_item *it = S->notes;
        S->notes = it->next;
        free(it);
    }
    S->notes_tail = NULL;
}


static void atfork_child(void)
{
    /* The child shares the parent's sockets; talking on them would corrupt both sessions. It
     * starts over with its own connections (and its own, empty, server sessions). Only the
     * forking thread lives on in the child: no waiter, no reader, no runner. */
    for (int i = 0; i < LC_MAX_SERVERS; i++)
        atfork_child_conn(&g_conn[i]);
    g_notes->atfork_child();
    /* the state layer forgets its own (route.c registers that) */
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

static void kick_runner_locked(lc_conn *S);

/* With S->mu held: the connection is unusable; every waiting thread fails its call. The socket
 * is shut down (which wakes any thread blocked on it) but stays open until exit or fork,
 * since other threads may still be inside a call on it. Other servers' connections go on. */
static void lose_locked(lc_conn *S, const char *why)
{
    if (S->state == ST_CONNECTED) {
        fprintf(stderr, "lupine: connection to lupine-server at %s lost (%s); CUDA calls fail "
                        "with CUDA_ERROR_DEVICE_UNAVAILABLE\n", g_env.server[S->index], why);
        S->state = ST_LOST;
        shutdown(S->fd, SHUT_RDWR);
    }
    for (lc_waiter *w = S->waiters; w; w = w->next)
        pthread_cond_signal(&w->cv);
    kick_runner_locked(S);
}

static void lose(lc_conn *S, const char *why)
{
    pthread_mutex_lock(&S->mu);
    lose_locked(S, why);
    pthread_mutex_unlock(&S->mu);
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

static pthread_once_t g_hooks_once = PTHREAD_ONCE_INIT;
static int g_notes_used; /* lc_notes_used was called: every connection gets a runner */

static void register_hooks(void)
{
    pthread_atfork(NULL, NULL, atfork_child);
    atexit(at_exit);
}

static void start_runner_locked(lc_conn *S);

/* With S->send_lock held. */
static CUresult ensure_connected(lc_conn *S)
{
    pthread_mutex_lock(&S->mu);
    int st = S->state;
    pthread_mutex_unlock(&S->mu);
    if (st == ST_CONNECTED)
        return CUDA_SUCCESS;
    if (st == ST_FAILED)
        return CUDA_ERROR_NO_DEVICE;
    if (st == ST_LOST)
        return CUDA_ERROR_DEVICE_UNAVAILABLE;
    pthread_once(&g_env_once, read_env);
    char why[256];
    uint16_t minor = 0;
    int fd = lp_client_connect(g_env.server[S->index], g_env.connect_s, g_env.timeout_s, &minor,
                               why, sizeof why);
    if (fd >= 0) {
        pthread_mutex_lock(&S->mu);
        S->fd = fd;
        S->minor = minor;
        lp_rbuf_init(&S->in, fd);
        S->state = ST_CONNECTED;
        pthread_cond_broadcast(&S->runner_cv);
        pthread_mutex_unlock(&S->mu);
        pthread_once(&g_hooks_once, register_hooks);
        if (__atomic_load_n(&g_notes_used, __ATOMIC_ACQUIRE)) {
            pthread_mutex_lock(&S->mu);
            start_runner_locked(S);
            pthread_mutex_unlock(&S->mu);
        }
        lc_debug("connected to %s (server %d)", g_env.server[S->index], S->index);
        return CUDA_SUCCESS;
    }
    pthread_mutex_lock(&S->mu);
    S->state = ST_FAILED;
    pthread_mutex_unlock(&S->mu);
    fprintf(stderr, "lupine: cannot use lupine-server at %s (%s); CUDA calls fail with "
                    "CUDA_ERROR_NO_DEVICE (is lupine-server running there? `lupine doctor "
                    "--host %s` checks each step; without a GPU: `lupine server --standin`)\n",
            g_env.server[S->index], why, g_env.server[S->index]);
    return CUDA_ERROR_NO_DEVICE;
}

CUresult lc_begin(lc_call *c, uint32_t fn)
{
    memset(c, 0, sizeof *c);
    c->fn = fn;
    c->srv = -1;
    return CUDA_SUCCESS;
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
    hdr->flags = c->flags;
    hdr->len = call_len(c);
    hdr->ctx = c->ctx;
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

/* With S->send_lock held: sends the queued batch, then c (if any), as one frame of `kind`;
 * `why` is the LC_SENT_ reason counted for LUPINE_STATS when a batch goes. On failure the
 * connection is lost. */
static int send_frame(lc_conn *S, uint32_t kind, lc_call *c, uint64_t id, int why)
{
    lp_frame f = {LP_FRAME_MAGIC, kind, id, S->batch.len};
    lp_call hdr;
    struct iovec iov[2 * LC_MAX_EXT + 4];
    int k = 0;
    iov[k++] = (struct iovec){&f, sizeof f};
    if (S->batch.len)
        iov[k++] = (struct iovec){S->batch.data, S->batch.len};
    if (c) {
        k += call_iov(c, &hdr, iov + k);
        f.len += sizeof hdr + hdr.len;
    }
    errno = 0;
    int rc = lp_writev_all(S->fd, iov, k);
    if (S->batch.len)
        lc_stats_batch(why);
    lp_buf_reset(&S->batch);
    if (rc)
        lose(S, io_why(errno));
    return rc;
}

/* ---------------------------------------------------------------- the reader role */

/* With S->mu held. Wakes the runner to look at its queue, or to take the reader role. */
static void kick_runner_locked(lc_conn *S)
{
    if (!S->runner_started)
        return;
    if (S->runner_sleeping)
        pthread_cond_signal(&S->runner_cv);
    if (S->runner_polling && S->wake_fd >= 0) {
        uint64_t one = 1;
        ssize_t w = write(S->wake_fd, &one, sizeof one);
        (void)w;
    }
}

/* With S->mu held: gives up the reader role and wakes one thread to take it. */
static void release_role_locked(lc_conn *S)
{
    S->reading = 0;
    for (lc_waiter *w = S->waiters; w; w = w->next)
        if (w->sleeping && !w->ready) {
            pthread_cond_signal(&w->cv);
            return;
        }
    if (S->runner_sleeping || S->in.pos < S->in.len)
        kick_runner_locked(S);
}

/* The reader reads one frame header and deals with it. Called with the reader role held and
 * S->mu not held; returns with S->mu held, the role either released or handed to the thread
 * the frame is for (which may be the caller). */
static void read_one(lc_conn *S)
{
    lp_frame h;
    errno = 0;
    if (lp_rbuf_read(&S->in, &h, sizeof h)) {
        int err = errno;
        pthread_mutex_lock(&S->mu);
        S->reading = 0;
        lose_locked(S, io_why(err));
        return;
    }
    const char *bad = NULL;
    if (h.magic != LP_FRAME_MAGIC || h.len > LP_MAX_FRAME) {
        bad = "malformed frame";
    } else if (h.kind == LP_HEARTBEAT) {
        if (h.len && lp_rbuf_skip(&S->in, h.len))
            bad = "malformed heartbeat";
    } else if (h.kind == LP_NOTIFY) {
        lc_conn *was = t_note_conn;
        t_note_conn = S;
        lc_note_item *it = g_notes->receive(&h);
        t_note_conn = was;
        if (it)
            it->srv = S->index;
        pthread_mutex_lock(&S->mu);
        if (!it) {
            S->reading = 0;
            lose_locked(S, "malformed notification");
            return;
        }
        if (S->notes_tail)
            S->notes_tail->next = it;
        else
            S->notes = it;
        S->notes_tail = it;
        start_runner_locked(S);
        kick_runner_locked(S);
        release_role_locked(S);
        return;
    } else if (h.kind == LP_REPLY || h.kind == LP_MORE) {
        pthread_mutex_lock(&S->mu);
        lc_waiter *w = S->waiters;
        while (w && w->id != h.id)
            w = w->next;
        if (!w || w->ready) {
            S->reading = 0;
            lose_locked(S, "a reply to no call");
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
    pthread_mutex_lock(&S->mu);
    if (bad) {
        S->reading = 0;
        lose_locked(S, bad);
    } else {
        release_role_locked(S);
    }
}

/* Waits until a frame of w->id has been read (w->hdr); the caller then holds the reader role.
 * have_role: the caller holds it already (the next part of its reply). -1: connection lost. */
static int wait_frame(lc_conn *S, lc_waiter *w, int have_role)
{
    pthread_mutex_lock(&S->mu);
    for (;;) {
        if (w->ready) /* handed over, perhaps before this thread even got here */
            break;
        if (S->state != ST_CONNECTED) {
            if (have_role)
                S->reading = 0;
            pthread_mutex_unlock(&S->mu);
            return -1;
        }
        if (have_role || !S->reading) {
            S->reading = 1;
            have_role = 0;
            pthread_mutex_unlock(&S->mu);
            read_one(S);
            continue;
        }
        w->sleeping = 1;
        pthread_cond_wait(&w->cv, &S->mu);
        w->sleeping = 0;
    }
    w->ready = 0;
    pthread_mutex_unlock(&S->mu);
    return 0;
}

static void waiter_add(lc_conn *S, lc_waiter *w, uint64_t id)
{
    w->id = id;
    w->ready = w->sleeping = 0;
    pthread_cond_init(&w->cv, NULL);
    pthread_mutex_lock(&S->mu);
    w->next = S->waiters;
    S->waiters = w;
    pthread_mutex_unlock(&S->mu);
}

/* With S->mu held. */
static void waiter_del_locked(lc_conn *S, lc_waiter *w)
{
    for (lc_waiter **p = &S->waiters; *p; p = &(*p)->next)
        if (*p == w) {
            *p = w->next;
            break;
        }
}

/* Reads from the connection as the reader; a failure loses the connection. */
static int conn_read(lc_conn *S, void *p, size_t n)
{
    errno = 0;
    if (lp_rbuf_read(&S->in, p, n) == 0)
        return 0;
    lose(S, io_why(errno));
    return -1;
}

static int conn_skip(lc_conn *S, uint64_t n)
{
    errno = 0;
    if (lp_rbuf_skip(&S->in, n) == 0)
        return 0;
    lose(S, io_why(errno));
    return -1;
}

int lc_conn_read(void *p, size_t n) { return t_note_conn ? conn_read(t_note_conn, p, n) : -1; }

int lc_conn_skip(uint64_t n) { return t_note_conn ? conn_skip(t_note_conn, n) : -1; }

/* ---------------------------------------------------------------- replies */

/* Reads the next part header of c's reply (the reader role held). */
static int next_part(lc_call *c)
{
    lc_conn *S = conn(c->srv);
    uint32_t words[2];
    if (wait_frame(S, &c->w, 1))
        return -1;
    if (c->w.hdr.kind != LP_MORE || c->w.hdr.len < 8) {
        lose(S, "malformed reply");
        return -1;
    }
    if (conn_read(S, words, 8))
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
        if (p ? conn_read(conn(c->srv), p, (size_t)k) : conn_skip(conn(c->srv), k))
            return -1;
        if (p)
            p += k;
        c->reply_left -= k;
        n -= k;
    }
    return 0;
}

/* Waits for the reply to c and reads its head: the CUresult into *r; then the reader role is
 * c's (lc_end gives it up). -1 when the connection is lost or the reply malformed. */
static int reply_head(lc_conn *S, lc_call *c, CUresult *r)
{
    if (wait_frame(S, &c->w, 0))
        return -1;
    c->reader = 1;
    uint32_t res[2];
    if (c->w.hdr.kind != LP_REPLY || c->w.hdr.len < 8) {
        lose(S, "malformed reply");
        return -1;
    }
    if (conn_read(S, res, 8))
        return -1;
    c->reply_left = c->w.hdr.len - 8;
    c->more = (res[1] & LP_REPLY_MORE) != 0;
    *r = (CUresult)res[0];
    return 0;
}

CUresult lc_conn_call(lc_call *c)
{
    if (c->args.failed)
        return CUDA_ERROR_OUT_OF_MEMORY;
    lc_conn *S = conn(c->srv);
    pthread_mutex_lock(&S->send_lock);
    CUresult r = ensure_connected(S);
    if (r) {
        pthread_mutex_unlock(&S->send_lock);
        return r;
    }
    uint64_t id = S->next_id++;
    waiter_add(S, &c->w, id); /* before sending: another reader may read the reply first */
    c->registered = 1;
    int bad = send_frame(S, LP_CALL, c, id, LC_SENT_WITH_CALL);
    pthread_mutex_unlock(&S->send_lock);
    if (bad)
        return CUDA_ERROR_DEVICE_UNAVAILABLE;
    lc_stats_round_trip(c->fn);
    CUresult r0;
    if (reply_head(S, c, &r0))
        return CUDA_ERROR_DEVICE_UNAVAILABLE;
    /* An unanswered push that could not be written (notify.c) is the error of the next
     * synchronisation, as the server reports a latched asynchronous error. Only a
     * synchronisation's answer surely comes after the push: the answer of the copy that made
     * the push may be overtaken by it. */
    int syncs = c->fn == LUPINE_FN_cuStreamSynchronize ||
                c->fn == LUPINE_FN_cuStreamSynchronize_ptsz ||
                c->fn == LUPINE_FN_cuEventSynchronize || c->fn == LUPINE_FN_cuCtxSynchronize ||
                c->fn == LUPINE_FN_cuCtxSynchronize_v2;
    if (r0 == CUDA_SUCCESS && syncs && __atomic_exchange_n(&g_push_failed, 0, __ATOMIC_SEQ_CST))
        r0 = CUDA_ERROR_INVALID_VALUE;
    if (r0 != CUDA_SUCCESS && c->fn < LUPINE_FN_COUNT)
        lc_debug("%s answered %d", lupine_fn_names[c->fn], (int)r0);
    return r0;
}

CUresult lc_conn_request(int srv, uint32_t kind, uint16_t minor, const void *p, uint64_t n,
                         void *out, uint64_t nout)
{
    lc_conn *S = conn(srv);
    pthread_mutex_lock(&S->send_lock);
    CUresult r = ensure_connected(S);
    if (r == CUDA_SUCCESS && S->minor < minor)
        r = CUDA_ERROR_NOT_SUPPORTED; /* an older server does not know the frame */
    if (r == CUDA_SUCCESS && S->batch.len &&
        send_frame(S, LP_BATCH, NULL, S->next_id++, LC_SENT_FLUSHED))
        r = CUDA_ERROR_DEVICE_UNAVAILABLE;
    if (r != CUDA_SUCCESS) {
        pthread_mutex_unlock(&S->send_lock);
        return r;
    }
    lc_call c;
    memset(&c, 0, sizeof c);
    c.srv = srv;
    uint64_t id = S->next_id++;
    waiter_add(S, &c.w, id);
    c.registered = 1;
    lp_frame f = {LP_FRAME_MAGIC, kind, id, n};
    struct iovec iov[2] = {{&f, sizeof f}, {(void *)p, (size_t)n}};
    errno = 0;
    int bad = lp_writev_all(S->fd, iov, n ? 2 : 1);
    if (bad)
        lose(S, io_why(errno));
    pthread_mutex_unlock(&S->send_lock);
    if (bad || reply_head(S, &c, &r) ||
        (out && nout && (c.reply_left < nout || reply_read(&c, out, nout))))
        r = CUDA_ERROR_DEVICE_UNAVAILABLE;
    lc_end(&c);
    return r;
}

CUresult lc_flush_server(int srv)
{
    CUresult r = CUDA_SUCCESS;
    lc_conn *S = conn(srv);
    pthread_mutex_lock(&S->send_lock);
    pthread_mutex_lock(&S->mu);
    int connected = S->state == ST_CONNECTED;
    pthread_mutex_unlock(&S->mu);
    if (S->batch.len && connected && send_frame(S, LP_BATCH, NULL, S->next_id++, LC_SENT_FLUSHED))
        r = CUDA_ERROR_DEVICE_UNAVAILABLE;
    pthread_mutex_unlock(&S->send_lock);
    return r;
}

CUresult lc_flush(void)
{
    CUresult r = CUDA_SUCCESS;
    for (int i = 0; i < lc_servers(); i++) {
        CUresult e = lc_flush_server(i);
        if (e != CUDA_SUCCESS)
            r = e;
    }
    return r;
}

/* Deferred calls go out in frames of at most about this size, so the server starts on a long
 * series of launches while the client is still queuing the rest. */
#define LC_BATCH_FLUSH (256u << 10)

static uint64_t mono_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

/* ---------------------------------------------------------------- the flushers */

/* Each connection's flusher thread sends its batch once it is LUPINE_BATCH_US old and
 * nothing sent it yet: without it, the launches of a program that computes on the host
 * between them (a PyTorch training step: autograd and the optimizer's Python between ~100
 * small kernels) would wait for the step's closing synchronisation, and the GPU would start
 * only then instead of overlapping the host's work as it does natively. One per server, so a
 * server that stops reading (its send blocks until LUPINE_TIMEOUT) holds up no other server's
 * batches. Started at the connection's first batch.
 *
 * Where the transport may spin (lp_spin_us() > 0: four or more CPUs, LUPINE_SPIN_US), a
 * flusher that found a batch in the last LC_FLUSHER_LINGER_NS looks again every
 * LUPINE_BATCH_US instead of sleeping until signalled, so the thread that begins a batch
 * wakes nobody: in a training step's rhythm (a launch every ~40 us, each beginning a batch)
 * waking the flusher cost the launching thread a futex call per launch, more than the launch
 * itself (the stand-in, 2026-12-03: a launch between 37 us of host work cost 11 us). */
#define LC_FLUSHER_LINGER_NS 20000000ull
static void *flusher_main(void *arg)
{
    lc_conn *S = arg;
    /* wake at the batch's age, not up to the default 50 us slack later */
    prctl(PR_SET_TIMERSLACK, 1000UL, 0, 0, 0);
    int poll = lp_spin_us() > 0;
    pthread_mutex_lock(&S->fl_mu);
    for (;;) {
        while (!S->fl_due) {
            uint64_t now = mono_ns();
            if (poll && now - S->fl_last < LC_FLUSHER_LINGER_NS) {
                uint64_t at = now + g_env.batch_ns;
                struct timespec ts = {(time_t)(at / 1000000000u), (long)(at % 1000000000u)};
                pthread_cond_timedwait(&S->fl_cv, &S->fl_mu, &ts);
                break; /* look at the batch, if any */
            }
            S->fl_idle = 1;
            pthread_cond_wait(&S->fl_cv, &S->fl_mu);
            S->fl_idle = 0;
        }
        S->fl_due = 0;
        pthread_mutex_unlock(&S->fl_mu);
        uint64_t deadline = 0;
        pthread_mutex_lock(&S->send_lock);
        pthread_mutex_lock(&S->mu);
        int connected = S->state == ST_CONNECTED;
        pthread_mutex_unlock(&S->mu);
        if (S->batch.len && connected) {
            /* the time is read under the lock: a batch begun after it would look older */
            uint64_t now = mono_ns();
            S->fl_last = now;
            if (now >= S->batch_t0 + g_env.batch_ns)
                send_frame(S, LP_BATCH, NULL, S->next_id++, LC_SENT_BY_FLUSHER); /* failure loses S */
            else
                deadline = S->batch_t0 + g_env.batch_ns;
        }
        pthread_mutex_unlock(&S->send_lock);
        pthread_mutex_lock(&S->fl_mu);
        if (deadline && !S->fl_due) {
            /* wait for the batch's age (or a newer batch's news), then look again */
            struct timespec ts = {(time_t)(deadline / 1000000000u),
                                  (long)(deadline % 1000000000u)};
            S->fl_due = 1;
            pthread_cond_timedwait(&S->fl_cv, &S->fl_mu, &ts);
        }
    }
    return NULL;
}

/* With S->send_lock held, S's batch just begun: S's flusher sends it when it is old enough. */
static void flusher_due(lc_conn *S)
{
    pthread_mutex_lock(&S->fl_mu);
    S->fl_due = 1;
    if (!S->fl_started) {
        pthread_t t;
        pthread_attr_t a;
        sigset_t all, old;
        sigfillset(&all);
        pthread_sigmask(SIG_SETMASK, &all, &old); /* the application's signals stay its own */
        pthread_attr_init(&a);
        pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED);
        if (pthread_create(&t, &a, flusher_main, S) == 0)
            S->fl_started = 1;
        pthread_attr_destroy(&a);
        pthread_sigmask(SIG_SETMASK, &old, NULL);
    }
    /* A flusher waiting for a deadline wakes by then anyway, and a new batch's deadline is
     * no earlier than the one it waits for: only an idle flusher needs waking. */
    if (S->fl_idle)
        pthread_cond_signal(&S->fl_cv);
    pthread_mutex_unlock(&S->fl_mu);
}

CUresult lc_conn_defer(lc_call *c)
{
    if (!lc_batching())
        return lc_conn_call(c);
    lc_stats_deferred(c->fn);
    if (c->args.failed)
        return CUDA_ERROR_OUT_OF_MEMORY;
    lc_conn *S = conn(c->srv);
    pthread_mutex_lock(&S->send_lock);
    CUresult r = ensure_connected(S);
    if (r) {
        pthread_mutex_unlock(&S->send_lock);
        return r;
    }
    uint64_t big = call_len(c) - c->args.len;
    if (big >= LC_BATCH_FLUSH) {
        /* Host data that would fill the batch by itself goes out now (it would be sent at
         * once anyway), straight from the caller's memory rather than copied into the batch:
         * once send() returns it has been captured, as cuMemcpyHtoDAsync of pageable memory
         * requires. */
        if (send_frame(S, LP_BATCH, c, S->next_id++, LC_SENT_WITH_CALL))
            r = CUDA_ERROR_DEVICE_UNAVAILABLE;
    } else {
        lp_call hdr;
        struct iovec iov[2 * LC_MAX_EXT + 2];
        int begun = S->batch.len == 0;
        int k = call_iov(c, &hdr, iov);
        for (int i = 0; i < k; i++) {
            void *d = lp_buf_reserve(&S->batch, iov[i].iov_len);
            if (!d)
                break;
            memcpy(d, iov[i].iov_base, iov[i].iov_len);
        }
        if (S->batch.failed) {
            lp_buf_free(&S->batch);
            r = CUDA_ERROR_OUT_OF_MEMORY;
        } else {
            uint64_t now = mono_ns();
            if (begun)
                S->batch_t0 = now;
            int full = S->batch.len >= LC_BATCH_FLUSH;
            if (full || now - S->batch_t0 >= g_env.batch_ns) {
                if (send_frame(S, LP_BATCH, NULL, S->next_id++,
                               full ? LC_SENT_FULL : LC_SENT_AGED))
                    r = CUDA_ERROR_DEVICE_UNAVAILABLE;
            } else if (begun) {
                flusher_due(S);
            }
        }
    }
    pthread_mutex_unlock(&S->send_lock);
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
        lc_conn *S = conn(c->srv);
        pthread_mutex_lock(&S->mu);
        if (bad || S->state != ST_CONNECTED)
            S->reading = 0;
        else
            release_role_locked(S);
        waiter_del_locked(S, &c->w);
        pthread_mutex_unlock(&S->mu);
        pthread_cond_destroy(&c->w.cv);
        c->reader = c->registered = 0;
    } else if (c->registered) {
        lc_conn *S = conn(c->srv);
        pthread_mutex_lock(&S->mu);
        waiter_del_locked(S, &c->w);
        pthread_mutex_unlock(&S->mu);
        pthread_cond_destroy(&c->w.cv);
        c->registered = 0;
    }
    lp_buf_free(&c->args);
}

/* ---------------------------------------------------------------- sending for notify.c */

int lc_conn_send_lock(void)
{
    lc_conn *S = t_note_conn;
    if (!S)
        return -1;
    pthread_mutex_lock(&S->send_lock);
    pthread_mutex_lock(&S->mu);
    int ok = S->state == ST_CONNECTED;
    pthread_mutex_unlock(&S->mu);
    if (!ok) {
        pthread_mutex_unlock(&S->send_lock);
        return -1;
    }
    return 0;
}

static __thread int g_write_errno;

int lc_conn_write(const void *p, size_t n)
{
    errno = 0;
    if (lp_write_all(t_note_conn->fd, p, n) == 0)
        return 0;
    g_write_errno = errno;
    return -1;
}

void lc_conn_send_unlock(int failed)
{
    lc_conn *S = t_note_conn;
    if (failed)
        lose(S, io_why(g_write_errno));
    pthread_mutex_unlock(&S->send_lock);
}

/* ---------------------------------------------------------------- the runner */

/* Carries out notifications in arrival order; takes the reader role whenever nobody holds it
 * and there is something to read, so notifications are seen while the application is not
 * inside a CUDA call (it may be spinning on a flag a host function sets). */
static void *runner_main(void *arg)
{
    lc_conn *S = arg;
    t_note_conn = S; /* LP_DONE answers go back on this connection */
    pthread_mutex_lock(&S->mu);
    for (;;) {
        lc_note_item *it = S->notes;
        if (it) {
            S->notes = it->next;
            if (!S->notes)
                S->notes_tail = NULL;
            pthread_mutex_unlock(&S->mu);
            g_notes->execute(it);
            free(it);
            pthread_mutex_lock(&S->mu);
            continue;
        }
        if (S->state == ST_CONNECTED && !S->reading) {
            if (S->in.pos < S->in.len || lp_pending(S->fd)) { /* buffered: poll would not see */
                S->reading = 1;
                pthread_mutex_unlock(&S->mu);
                read_one(S);
                continue;
            }
            struct pollfd p[2] = {{S->fd, POLLIN, 0}, {S->wake_fd, POLLIN, 0}};
            S->runner_polling = 1;
            pthread_mutex_unlock(&S->mu);
            int n = poll(p, 2, -1);
            if (n > 0 && p[1].revents) {
                uint64_t v;
                ssize_t got = read(S->wake_fd, &v, sizeof v);
                (void)got;
            }
            pthread_mutex_lock(&S->mu);
            S->runner_polling = 0;
            if (n > 0 && p[0].revents && S->state == ST_CONNECTED && !S->reading && !S->notes) {
                S->reading = 1;
                pthread_mutex_unlock(&S->mu);
                read_one(S);
            }
            continue;
        }
        S->runner_sleeping = 1;
        pthread_cond_wait(&S->runner_cv, &S->mu);
        S->runner_sleeping = 0;
    }
    return NULL;
}

/* With S->mu held. */
static void start_runner_locked(lc_conn *S)
{
    if (S->runner_started)
        return;
    if (S->wake_fd < 0)
        S->wake_fd = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
    if (S->wake_fd < 0)
        return;
    pthread_t t;
    pthread_attr_t a;
    pthread_attr_init(&a);
    pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED);
    if (pthread_create(&t, &a, runner_main, S) == 0)
        S->runner_started = 1;
    pthread_attr_destroy(&a);
}

void lc_notes_used(void)
{
    __atomic_store_n(&g_notes_used, 1, __ATOMIC_RELEASE);
    for (int i = 0; i < lc_servers(); i++) {
        lc_conn *S = conn(i);
        pthread_mutex_lock(&S->mu);
        if (S->state == ST_CONNECTED)
            start_runner_locked(S);
        pthread_mutex_unlock(&S->mu);
    }
}

/* One client session: handshake, then frames of calls until the client goes away.
 *
 * Every length is checked against what is left of the frame before anything is read or
 * allocated; a malformed frame (or a frame of a kind a client does not send) ends the session
 * (the client process is then on its own: its connection closes), never the server. When the
 * session ends the process exits and the driver frees everything the client held.
 *
 * Threads. The session thread reads every frame and issues every call in arrival order; it
 * never waits for GPU progress, so that it can always read the client's next frame (another
 * thread's call, or the LP_DONE that lets a host function of clientmem.c, and with it a stream,
 * go on). A call that can wait ([blocking] in codegen/annotations.toml: ls_blocking[]) is read
 * here and handed to a waiter thread (jobs.c), which makes the calling client thread's context
 * current, runs it and writes the reply itself. A client thread sends nothing until it has
 * its reply, so its own calls keep their order; other threads' calls may pass a waiting one, as they may
 * natively, where threads are concurrent. Waiters are made on demand, at most LS_MAX_WAITERS;
 * when all are busy, jobs queue. A heartbeat thread sends LP_HEARTBEAT about twice a second
 * while a waiter has work or the session thread is inside a frame, so that the client can tell
 * a long call from a silent server (LUPINE_TIMEOUT, native/shim/client.c). */
#define _GNU_SOURCE
#include "server.h"

#include <signal.h>

#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/uio.h>
#include <time.h>
#include <unistd.h>

/* Calls that end a context (a green context's too): the staging ring, which may live in it,
 * goes first, and every thread asks the driver again what is current after them. */
static int ends_context(int fn)
{
    return fn == LUPINE_FN_cuDevicePrimaryCtxReset_v2 || fn == LUPINE_FN_cuCtxDestroy_v2 ||
           fn == LUPINE_FN_cuGreenCtxDestroy;
}

/* ---------------------------------------------------------------- one call */

/* A blocking call of the generic dispatch, its argument block read on the session thread. */
typedef struct {
    unsigned char *args;
    void *ring; /* cuCtxDestroy, cuDevicePrimaryCtxReset: the staging ring to free first */
} generic_job;

static void generic_discard(ls_job *j)
{
    generic_job *g = j->data;
    free(g->args);
    free(g->ring); /* only when never run: the ring's memory is then left to the process exit */
    free(g);
}

static void generic_run(ls_session *s, ls_job *j, CUresult r)
{
    generic_job *g = j->data;
    lp_buf out = {0};
    if (r == CUDA_SUCCESS) {
        if (g->ring) {
            ls_stage_free_detached(s, g->ring);
            g->ring = NULL;
        }
        lp_reader rd = {g->args, (size_t)j->len, 0};
        r = ls_generic[j->fn](s, &rd, &out);
        if (r == LS_BAD_FRAME) {
            lp_buf_free(&out);
            ls_abort(s);
            return;
        }
        if (out.failed)
            r = CUDA_ERROR_OUT_OF_MEMORY;
        if (r == CUDA_SUCCESS && j->fn == LUPINE_FN_cuDevicePrimaryCtxReset_v2)
            ls_registry_reset(s);
        if (r == CUDA_SUCCESS && ends_context(j->fn))
            __atomic_add_fetch(&s->ctx_epoch, 1, __ATOMIC_ACQ_REL);
    }
    if (ls_reply(s, j->fn, r, &out))
        ls_abort(s);
    lp_buf_free(&out);
}

/* cuStreamSynchronize / cuEventSynchronize of work already complete return at once: the
 * session thread answers them itself (no thread hop). The query is exact: it says that all
 * the work the synchronisation would wait for has completed. */
static int done_already(ls_session *s, int fn, const unsigned char *args, uint64_t len)
{
    uint64_t h;
    if (len != 8)
        return 0;
    memcpy(&h, args, 8);
    typedef CUresult (*query_fn)(void *);
    query_fn q = NULL;
    if (fn == LUPINE_FN_cuStreamSynchronize || fn == LUPINE_FN_cuStreamSynchronize_ptsz) {
        if (!ls_handle_ok(s, LS_H_CUstream_st, h))
            return 1; /* the generic dispatch answers the bad handle */
        q = (query_fn)s->real[fn == LUPINE_FN_cuStreamSynchronize ? LUPINE_FN_cuStreamQuery
                                                                  : LUPINE_FN_cuStreamQuery_ptsz];
    } else if (fn == LUPINE_FN_cuEventSynchronize) {
        if (!h || !ls_handle_ok(s, LS_H_CUevent_st, h))
            return 1;
        q = (query_fn)s->real[LUPINE_FN_cuEventQuery];
    }
    return q && q((void *)(uintptr_t)h) == CUDA_SUCCESS;
}

/* Reads the argument block of a blocking generic call and hands it to a waiter. 1: handed
 * over; 0: run it here after all (its arguments are in *args); -1: malformed. */
static int submit_generic(ls_session *s, const lp_call *c, unsigned char **args)
{
    unsigned char *buf = malloc(c->len ? (size_t)c->len : 1);
    if (!buf || ls_read(s, buf, c->len)) {
        free(buf);
        return -1;
    }
    *args = buf;
    if (done_already(s, (int)c->fn, buf, c->len))
        return 0;
    generic_job *g = calloc(1, sizeof *g);
    ls_job *j = g ? ls_job_new(s, (int)c->fn, c->ctx) : NULL;
    if (!j) {
        free(g);
        return 0;
    }
    g->args = buf;
    *args = NULL;
    if (ends_context((int)c->fn))
        g->ring = ls_stage_detach(s); /* freed while its context lives, on the waiter */
    j->data = g;
    j->len = c->len;
    j->run = generic_run;
    j->discard = generic_discard;
    ls_job_ptds(s, j);
    ls_job_submit(s, j);
    return 1;
}

/* Runs the call whose header was just read. Returns -1 when the frame is malformed. */
static int run_call(ls_session *s, const lp_call *c, int reply)
{
    CUresult r = ls_apply_context(s, c->ctx);
    t_call_mode = (int)((c->flags & LP_CALL_CAPTURE_MODE_MASK) >> LP_CALL_CAPTURE_MODE_SHIFT);
    if (r == CUDA_SUCCESS)
        r = ls_apply_capture_mode(s, t_call_mode);
    if (r != CUDA_SUCCESS) {
        if (ls_skip(s, c->len))
            return -1;
    } else if (ls_hand[c->fn]) {
        uint64_t before = s->frame_left;
        s->call_flags = c->flags;
        int rc = ls_hand[c->fn](s, (int)c->fn, c->len, reply);
        if (rc == LS_BAD || before - s->frame_left != c->len)
            return -1;
        if (!reply && rc != CUDA_SUCCESS) {
            ls_log(s, "deferred %s failed: %d (latched)", lupine_fn_names[c->fn], rc);
            ls_latch(s, (CUresult)rc);
        }
        return 0; /* a hand-written handler answers for itself */
    } else if (ls_generic[c->fn]) {
        if (c->len > LS_MAX_GENERIC_ARGS)
            return -1;
        unsigned char small[512];
        unsigned char *buf = NULL;
        if (reply && ls_blocking[c->fn]) {
            int handed = submit_generic(s, c, &buf);
            if (handed)
                return handed < 0 ? -1 : 0;
        } else {
            buf = c->len <= sizeof small ? small : malloc((size_t)c->len);
            if (!buf || ls_read(s, buf, c->len)) {
                if (buf != small)
                    free(buf);
                return -1;
            }
        }
        lp_reader rd = {buf, (size_t)c->len, 0};
        lp_buf out = {0};
        if (ends_context((int)c->fn))
            ls_stage_release(s); /* while its context lives; staged again when next needed */
        r = ls_generic[c->fn](s, &rd, &out);
        if (buf != small)
            free(buf);
        if (r == LS_BAD_FRAME) {
            lp_buf_free(&out);
            return -1;
        }
        if (out.failed)
            r = CUDA_ERROR_OUT_OF_MEMORY;
        if (r == CUDA_SUCCESS && c->fn == LUPINE_FN_cuDevicePrimaryCtxReset_v2)
            ls_registry_reset(s);
        if (r == CUDA_SUCCESS && ends_context((int)c->fn))
            __atomic_add_fetch(&s->ctx_epoch, 1, __ATOMIC_ACQ_REL);
        if (reply) {
            int rc = ls_reply(s, (int)c->fn, r, &out);
            lp_buf_free(&out);
            return rc;
        }
        lp_buf_free(&out);
    } else {
        if (ls_skip(s, c->len))
            return -1;
        r = CUDA_ERROR_NOT_SUPPORTED;
    }
    if (reply)
        return ls_reply(s, (int)c->fn, r, NULL);
    if (r != CUDA_SUCCESS)
        ls_log(s, "deferred %s failed: %d (latched)", lupine_fn_names[c->fn], (int)r);
    ls_latch(s, r);
    return 0;
}

/* ---------------------------------------------------------------- handshake and loop */

static int handshake(ls_session *s, const char *token, size_t token_len)
{
    struct timeval tv = {10, 0};
    setsockopt(s->fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    unsigned char hello[16];
    uint32_t status = LP_OK;
    if (lp_read_all(s->fd, hello, 16))
        return -1;
    uint32_t magic, hash, tl;
    uint16_t major, minor;
    memcpy(&magic, hello, 4);
    memcpy(&major, hello + 4, 2);
    memcpy(&minor, hello + 6, 2);
    s->client_minor = minor;
    memcpy(&hash, hello + 8, 4);
    memcpy(&tl, hello + 12, 4);
    char got[LP_MAX_TOKEN];
    if (magic != LP_MAGIC)
        status = LP_BAD_MAGIC;
    else if (major != LP_VERSION_MAJOR)
        status = LP_BAD_VERSION;
    else if (tl > LP_MAX_TOKEN || lp_read_all(s->fd, got, tl))
        status = LP_BAD_TOKEN;
    else if (token_len) {
        /* Constant time in the token's content. */
        unsigned diff = tl != token_len;
        for (size_t i = 0; i < token_len; i++)
            diff |= (unsigned)(got[i % (tl ? tl : 1)] ^ token[i]);
        if (diff)
            status = LP_BAD_TOKEN;
    }
    if (status == LP_OK && hash != LUPINE_API_HASH)
        status = LP_BAD_API;
    unsigned char welcome[16];
    uint32_t pid = status == LP_OK ? (uint32_t)getpid() : 0; /* only for who may use it */
    uint16_t vmaj = LP_VERSION_MAJOR, vmin = LP_VERSION_MINOR;
    uint32_t m = LP_MAGIC;
    memcpy(welcome, &m, 4);
    memcpy(welcome + 4, &vmaj, 2);
    memcpy(welcome + 6, &vmin, 2);
    memcpy(welcome + 8, &status, 4);
    memcpy(welcome + 12, &pid, 4);
    if (lp_write_all(s->fd, welcome, 16) || status != LP_OK) {
        static const char *const what[] = {"", "bad magic", "protocol version mismatch",
                                           "wrong token", "driver API mismatch"};
        char peer[128];
        ls_peer_name(s->fd, peer, sizeof peer);
        fprintf(stderr, "lupine-server: client %s refused: %s\n", peer,
                status > 0 && status < 5 ? what[status] : "the welcome could not be sent");
        if (status == LP_BAD_TOKEN) /* guessing tokens: a quarter second per try and slot */
            usleep(250000);
        return -1;
    }
    struct timeval none = {0, 0};
    setsockopt(s->fd, SOL_SOCKET, SO_RCVTIMEO, &none, sizeof none);
    return 0;
}

/* The session of this process. Its threads (waiters blocked in the driver, the driver's own
 * threads in host functions) may outlive ls_serve, so it is never freed: the process exits. */
static ls_session *g_session;

int ls_handshake_s = 10;

/* The whole handshake must end within ls_handshake_s seconds (a per-read timeout would let one
 * byte every few seconds keep the process for hours): SIGALRM ends the process, saying why. */
static void handshake_expired(int sig)
{
    (void)sig;
    static const char msg[] = "lupine-server: handshake not completed in time: connection dropped\n";
    ssize_t w = write(2, msg, sizeof msg - 1);
    (void)w;
    _exit(3);
}

void ls_handshake_alarm(void)
{
    struct sigaction sa = {0};
    sa.sa_handler = handshake_expired;
    sigaction(SIGALRM, &sa, NULL);
    alarm((unsigned)ls_handshake_s);
}

void ls_peer_name(int fd, char *out, size_t n)
{
    struct sockaddr_storage a;
    socklen_t l = sizeof a;
    char host[INET6_ADDRSTRLEN] = "?";
    int port = 0;
    if (!getpeername(fd, (struct sockaddr *)&a, &l)) {
        if (a.ss_family == AF_INET) {
            inet_ntop(AF_INET, &((struct sockaddr_in *)&a)->sin_addr, host, sizeof host);
            port = ntohs(((struct sockaddr_in *)&a)->sin_port);
        } else if (a.ss_family == AF_INET6) {
            inet_ntop(AF_INET6, &((struct sockaddr_in6 *)&a)->sin6_addr, host, sizeof host);
            port = ntohs(((struct sockaddr_in6 *)&a)->sin6_port);
        }
    }
    snprintf(out, n, "%s:%d", host, port);
}

int ls_serve(int fd, void **real, const char *token, size_t token_len, int verbose)
{
    ls_registry_on_graphs(ls_graph_handle_gone, ls_graph_free);
    ls_session *s = calloc(1, sizeof *s);
    lp_rbuf *in = malloc(sizeof *in);
    if (!s || !in || ls_jobs_init(s)) {
        free(s);
        free(in);
        return 1;
    }
    g_session = s;
    s->fd = fd;
    s->real = real;
    s->verbose = verbose;
    pthread_mutex_init(&s->wlock, NULL);
    pthread_mutexattr_t recursive; /* registry entry points call each other (graph.c) */
    pthread_mutexattr_init(&recursive);
    pthread_mutexattr_settype(&recursive, PTHREAD_MUTEX_RECURSIVE);
    pthread_mutex_init(&s->lock, &recursive);
    pthread_mutexattr_destroy(&recursive);
    t_cur_ctx = 0;
    lp_tune_socket(fd);
    struct sigaction sa = {0};
    sa.sa_handler = handshake_expired;
    sigaction(SIGALRM, &sa, NULL);
    unsigned left = alarm(0); /* what is left of a deadline the TLS handshake started */
    alarm(left ? left : (unsigned)ls_handshake_s);
    int refused = handshake(s, token, token_len);
    alarm(0);
    if (refused)
        return 1;
    if (ls_auth_fd >= 0) { /* tell the listening process this client is authenticated */
        ssize_t w = write(ls_auth_fd, "A", 1);
        (void)w;
        close(ls_auth_fd);
        ls_auth_fd = -1;
    }
    lp_rbuf_init(in, fd);
    s->in = in;
    ls_jobs_beat(s);
    ls_log(s, "client connected");
    int status = 0;
    for (;;) {
        lp_frame f;
        if (lp_rbuf_read(in, &f, sizeof f))
            break; /* the client went away (or a waiter ended the session) */
        if (f.magic != LP_FRAME_MAGIC || f.len > LP_MAX_FRAME ||
            (f.kind != LP_CALL && f.kind != LP_BATCH && f.kind != LP_BYE && f.kind != LP_DONE &&
             f.kind != LP_NVML && f.kind != LP_AVOID)) {
            ls_log(s, "malformed frame header: session ends");
            status = 2;
            break;
        }
        if (f.kind == LP_BYE)
            break;
        __atomic_store_n(&s->in_frame, 1, __ATOMIC_RELEASE);
        t_reply_id = f.id;
        s->frame_left = f.len;
        int replied = 0, bad = 0;
        if (f.kind == LP_DONE) {
            bad = ls_clientmem_done(s, f.id, f.len) != 0 || s->frame_left != 0;
            replied = 1;
        } else if (f.kind == LP_NVML) { /* nvml.c */
            bad = ls_nvml_frame(s) != 0 || s->frame_left != 0;
            replied = 1;
        } else if (f.kind == LP_AVOID) { /* avoid.c */
            bad = ls_avoid_frame(s) != 0 || s->frame_left != 0;
            replied = 1;
        }
        while (!bad && s->frame_left > 0) {
            lp_call c;
            if (ls_read(s, &c, sizeof c) || c.fn >= LUPINE_FN_COUNT || c.len > s->frame_left ||
                (c.flags & LP_CALL_CAPTURE_MODE_MASK) == LP_CALL_CAPTURE_MODE_MASK ||
                ((c.flags & ~LP_CALL_CAPTURE_MODE_MASK) != 0 &&
                 !((c.flags & ~LP_CALL_CAPTURE_MODE_MASK) == LP_CALL_IMAGE_HASH &&
                   (c.fn == LUPINE_FN_cuModuleLoadData || c.fn == LUPINE_FN_cuLibraryLoadData)) &&
                 !((c.flags & ~LP_CALL_CAPTURE_MODE_MASK) == LP_CALL_OBJECT_BYTES &&
                   c.fn == LUPINE_FN_cuFuncGetName))) {
                bad = 1;
                break;
            }
            int last = f.kind == LP_CALL && c.len == s->frame_left;
            if (run_call(s, &c, last)) {
                bad = 1;
                break;
            }
            replied |= last;
        }
        __atomic_store_n(&s->in_frame, 0, __ATOMIC_RELEASE);
        if (bad || (f.kind == LP_CALL && !replied)) {
            ls_log(s, "malformed frame: session ends");
            status = 2;
            break;
        }
    }
    ls_log(s, "client gone");
    __atomic_store_n(&s->ended, 1, __ATOMIC_RELEASE);
    ls_clientmem_end(s);
    int idle = ls_jobs_end(s);
    shutdown(fd, SHUT_RDWR); /* a thread still writing gives up */
    pthread_mutex_lock(&s->wlock);
    s->wclosed = 1; /* nobody writes to fd from now on: the caller closes it */
    pthread_mutex_unlock(&s->wlock);
    if (idle && !s->clientmem)
        ls_registry_free(s); /* else waiters or host functions may still look */
    return status;
}

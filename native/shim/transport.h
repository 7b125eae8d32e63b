/* The shim's transport layer: the connections to the servers, frames and batching
 * (client.c), the notifications they carry (notify.c: host functions and client memory in
 * stream order), and the page-locked host memory of this process (pinned.c). notify.c sits
 * above the connection: the connection reaches it only through the handlers it registers
 * (lc_conn_on_notes). Below: stats.h. The transport knows nothing of handles or contexts. */
#ifndef LUPINE_SHIM_TRANSPORT_H
#define LUPINE_SHIM_TRANSPORT_H

#include "stats.h"

#include "client_gen.h"
#include "lupine/protocol.h"
#include "lupine_api.h"

#define LC_MAX_EXT 8

/* Several servers (LUPINE_SERVER="a:14833,b:14833"): one connection each (client.c). A handle
 * made by server k > 0 carries k in bits 56..62 on the client side (user-space addresses, and
 * so the driver's handles, lie below 2^56); server 0's handles are the driver's own values.
 * Values below LC_HANDLE_MIN (NULL, CU_STREAM_LEGACY, CU_STREAM_PER_THREAD) are never tagged.
 * Device pointers are not tagged (kernels dereference them): they are routed by the range
 * the server handed out (memory.c). */
#define LC_MAX_SERVERS 16
/* Byte runs at least this long are sent from the caller's memory (writev), not copied. */
#define LC_INLINE_MAX (64u << 10)
/* Library and kernel handles one call may name in the context it runs in (lc_call). */
#define LC_MAX_LIBRARY_ARGS 4

/* A thread waiting for the frames of one request id (client.c). */
typedef struct lc_waiter {
    uint64_t id;
    int ready;    /* a frame header of this id was handed over: the reader role is ours */
    int sleeping; /* in pthread_cond_wait */
    lp_frame hdr;
    pthread_cond_t cv;
    struct lc_waiter *next;
} lc_waiter;

/* One call being built: small arguments in `args`, large byte runs by reference. */
typedef struct {
    uint32_t fn;
    uint32_t flags; /* lp_call.flags (LP_CALL_IMAGE_HASH) */
    lp_buf args;
    int next;
    size_t ext_at[LC_MAX_EXT];
    const void *ext_p[LC_MAX_EXT];
    size_t ext_n[LC_MAX_EXT];
    lc_waiter w;         /* registered from sending until lc_end */
    int registered;
    int reader;          /* this thread holds the reader role (a reply is being read) */
    int more;            /* the reply continues in another part (LP_MORE) */
    uint64_t reply_left; /* unread bytes of the reply's current part */
    int srv;             /* the server it goes to; -1: the current context's (lc_send) */
    int cross;           /* its arguments named two servers: refused */
    int bad_handle;      /* a handle tagged with no server of this process: refused */
    uint64_t ambiguous;  /* a device address two servers hold, neither current: refused */
    uint64_t ctx;        /* the server's context it runs in (lc_send fills it in) */
    /* CUlibrary and CUkernel arguments that name no server (value_handles.c): where in args
     * each is, the client's value, and the server whose value was written there (a later
     * argument routing the call elsewhere rewrites them); lib_err: the first failure to
     * make one there (the load of the library on that server), which lc_send returns */
    int nlib;
    int lib_srv;
    CUresult lib_err;
    size_t lib_at[LC_MAX_LIBRARY_ARGS];
    uint64_t lib_h[LC_MAX_LIBRARY_ARGS];
} lc_call;

/* Starts a call (it connects to its server when sent). */
CUresult lc_begin(lc_call *c, uint32_t fn);
/* Servers in LUPINE_SERVER (at least 1) and the name of one ("host:port"). */
int lc_servers(void);
const char *lc_server_name(int srv);
/* A frame that is not a driver call (LP_AVOID): sends server srv's queued deferred calls,
 * then one frame of `kind` with the n bytes at p, and waits for its LP_REPLY; returns the
 * reply's CUresult and copies the first nout bytes after it to out (may be NULL).
 * CUDA_ERROR_NOT_SUPPORTED when the server's protocol minor version is below `minor`. */
CUresult lc_conn_request(int srv, uint32_t kind, uint16_t minor, const void *p, uint64_t n,
                         void *out, uint64_t nout);
/* Sends one server's queued deferred calls now. */
CUresult lc_flush_server(int srv);
void lc_scalar(lc_call *c, const void *p, size_t n);
void lc_in(lc_call *c, const void *p, uint64_t n);
void lc_cstr(lc_call *c, const char *s);
void lc_out_req(lc_call *c, const void *p, uint64_t n);
/* lc_send and lc_defer route the call (route.c), then hand it to the transport (client.c):
 * lc_conn_call and lc_conn_defer, which send it to server c->srv as it is. */
CUresult lc_conn_call(lc_call *c);
CUresult lc_conn_defer(lc_call *c);
/* Reads the next out-argument of the reply into dst (n bytes). 0 on success. */
int lc_out(lc_call *c, void *dst, uint64_t n);
int lc_out_string(lc_call *c, const char **dst);
/* 1 when the reply has no bytes left (an answer without out-arguments). */
int lc_out_empty(lc_call *c);
void lc_end(lc_call *c);
/* Sends the queued deferred calls now (atexit, before blocking local work). */
CUresult lc_flush(void);

/* Host functions and client memory in stream order (notify.c). The server sends
 * notifications (protocol.h LP_NOTIFY) when its host functions run; a runner thread of the
 * shim carries them out in arrival order and answers LP_DONE. lc_cookie names a host function
 * (LP_NOTE_HOSTFN: fn(userData); LP_NOTE_CALLBACK: fn(stream, status, userData)) by a cookie
 * the server sends back; the same pair always gets the same cookie, kept for the process (a
 * graph may replay it any number of times). 0: out of memory. */
uint64_t lc_cookie(uint32_t type, void (*fn)(void), void *user, CUstream stream);
/* The function and userData a cookie of `type` names (the server returns cookies where the
 * driver returns host functions: cuGraphHostNodeGetParams). 0, or -1 for no such cookie. */
int lc_cookie_lookup(uint64_t cookie, uint32_t type, void (**fn)(void), void **user);
/* Notifications may come from now on: starts the runner, which reads them whenever no other
 * thread is reading, so they are carried out while the application makes no CUDA call. */
void lc_notes_used(void);

CUresult lc_lost(void);
/* CUDA_ERROR_NOT_SUPPORTED. Functions refused on purpose (annotations [not_supported]) print
 * their reason on stderr once per process; others only with LUPINE_DEBUG. */
CUresult lc_unsupported(int fn);
/* Refuses fn for `why`, printed on stderr once per process: CUDA_ERROR_NOT_SUPPORTED. */
CUresult lc_refuse(int fn, const char *why);
extern const char *const lc_refusals[LUPINE_FN_COUNT];
int lc_batching(void);
void lc_debug(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
int lc_debug_on(void); /* LUPINE_DEBUG is set: worth gathering what a debug line says */

/* ---- pinned.c (transport): page-locked host memory of this process ----
 * Plain client memory; remembered for the pushes that write into it (notify.c),
 * cuMemHostGetFlags and cuPointerGetAttribute. ctx: current when allocated or registered. */
typedef struct {
    const void *p;
    size_t n;
    unsigned flags;
    int owned;
    CUcontext ctx;   /* current when allocated or registered (CU_POINTER_ATTRIBUTE_CONTEXT) */
    uint64_t id;     /* CU_POINTER_ATTRIBUTE_BUFFER_ID */
} lc_host;
void lc_host_add(const void *p, size_t n, unsigned flags, int owned, CUcontext ctx);
int lc_host_find(const void *p, const void **base, size_t *n, unsigned *flags);
int lc_host_lookup(const void *p, lc_host *found); /* 1: p lies in *found */
int lc_host_remove(const void *p, int owned); /* 1 if an entry of that ownership went */
int lc_host_maybe(uint64_t p); /* 0: p is surely no page-locked memory */
/* A notification read from the server, waiting for the runner. */
typedef struct lc_note_item {
    struct lc_note_item *next;
    uint64_t seq;     /* the LP_NOTIFY id, answered by the LP_DONE of the same id */
    lp_note note;
    lp_region region; /* LP_NOTE_PULL_REGION, LP_NOTE_PUSH_REGION: the rows */
    uint32_t status;  /* pushes: how writing the bytes went (enum lp_done_status) */
    int srv;          /* the server that sent it */
} lc_note_item;

/* ---- client.c: the connection ---- */

/* Reads from the connection a notification is being read from (the reader role held);
 * sends on the connection whose runner carries it out. 0 on success. */
int lc_conn_read(void *p, size_t n);
int lc_conn_skip(uint64_t n);
/* Sending whole frames: lc_conn_send_lock, then lc_conn_write as often as the frame needs,
 * then lc_conn_send_unlock (which marks the connection lost when a write failed). */
int lc_conn_send_lock(void); /* 0: connected, and the send lock is held */
int lc_conn_write(const void *p, size_t n);
void lc_conn_send_unlock(int failed);

/* A push sent with LP_NOTE_NO_DONE could not be written (notify.c, when it is received, before
 * any later frame is read): the next synchronising call fails. */
void lc_conn_push_failed(void);

/* ---- notify.c: the notifications, registered with the connection from its constructor ---- */

typedef struct {
    /* Reads the body of an LP_NOTIFY frame (the reader role held; for a push, writes the bytes
     * into client memory). NULL: the frame is malformed (or no memory). */
    lc_note_item *(*receive)(const lp_frame *h);
    /* Carries out a notification and sends its LP_DONE (the runner thread; no lock held). */
    void (*execute)(lc_note_item *it);
    /* A forked child (the connection's fork handler). */
    void (*atfork_child)(void);
} lc_note_handlers;
void lc_conn_on_notes(const lc_note_handlers *h);

#endif

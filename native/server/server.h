/* lupine-server internals: one session per client process (the server forks per
 * connection), its registries of handles and device ranges, and the dispatch tables. */
#ifndef LUPINE_SERVER_H
#define LUPINE_SERVER_H

#include <cuda.h>
#include <cudaProfiler.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "lupine/protocol.h"
#include "lupine_api.h"

struct ls_session;
#include "server_gen.h"

/* A dispatcher's answer meaning "the frame is malformed": the session ends. */
#define LS_BAD_FRAME ((CUresult)-1)
/* The same for hand-written handlers, which return an int (a CUresult otherwise). */
#define LS_BAD (-1)
/* Largest argument block of a generically dispatched call. */
#define LS_MAX_GENERIC_ARGS ((uint64_t)64 << 20)
/* Largest kernel parameter block (CUDA 12.1+). */
#define LS_MAX_PARAM_BYTES 32764u

typedef struct {
    uint64_t value;
    uint64_t parent;
    void *owned; /* freed with the handle (a module's image) */
    int type;    /* enum ls_handle_type, -1: free slot */
    int used;
} ls_handle;

typedef struct {
    uint64_t base, size;
} ls_range;

#define LS_STAGE_MAX 16

typedef struct ls_session {
    int fd;
    lp_rbuf *in;          /* buffered reads of the client's frames */
    void **real;          /* the driver's functions by wire id */
    uint64_t cur_ctx;     /* the context this thread last made current */
    CUresult latched;     /* first error of a deferred call, for the next sync call */
    uint64_t frame_left;  /* unread bytes of the current frame */
    uint32_t call_flags;  /* lp_call.flags of the call a hand-written handler runs */
    int verbose;
    /* registries */
    ls_handle *handles;
    size_t nhandles, caphandles, tombstones;
    ls_range *ranges;
    size_t nranges, capranges;
    /* staging for bulk copies: a ring of stage_count pinned buffers of stage_size bytes */
    void *stage[LS_STAGE_MAX];
    size_t stage_size;
    int stage_count;
    int stage_next; /* the buffer the next host-to-device chunk goes into */
    int stage_pinned;
    int stage_failed;                   /* no staging to be had in this context */
    int stage_registered[LS_STAGE_MAX]; /* malloc'ed and cuMemHostRegister'ed */
    CUevent stage_event[LS_STAGE_MAX];
    int stage_pending[LS_STAGE_MAX]; /* an async copy may still read/write stage[k] */
    CUcontext stage_ctx;
    struct ls_stage_worker *stage_worker; /* fastpath.c */
    int stage_worker_off;
} ls_session;

typedef CUresult (*ls_generic_fn)(ls_session *s, lp_reader *rd, lp_buf *out);
typedef int (*ls_hand_fn)(ls_session *s, int fn, uint64_t len, int reply);

extern const ls_generic_fn ls_generic[LUPINE_FN_COUNT];
extern const ls_hand_fn ls_hand[LUPINE_FN_COUNT];
extern const unsigned char ls_sync[LUPINE_FN_COUNT];
extern const char *const ls_handle_type_names[LS_H_COUNT];

/* ---- argument helpers of the generated dispatch ---- */
int ls_scalar(lp_reader *rd, void *dst, size_t n);
int ls_out_req(lp_reader *rd, uint64_t *n);
void *ls_zalloc(uint64_t n); /* zeroed, with slack against drivers that write past n */
void ls_reply_string(lp_buf *out, const char *s);

/* ---- registries (registry.c) ---- */
int ls_handle_ok(ls_session *s, int type, uint64_t value);
void ls_handle_add(ls_session *s, int type, uint64_t value, uint64_t parent, void *owned);
void ls_handles_add(ls_session *s, int type, const void *values, size_t bytes, uint64_t parent);
void ls_handle_del(ls_session *s, int type, uint64_t value);
void ls_registry_reset(ls_session *s); /* after a primary context reset */
/* Frees the staging ring (fastpath.c), before the context that holds it goes. */
void ls_stage_release(ls_session *s);
int ls_devptr_ok(ls_session *s, uint64_t p, uint64_t n);
void ls_range_add(ls_session *s, uint64_t base, uint64_t size);
void ls_range_remove(ls_session *s, uint64_t base);
void ls_registry_free(ls_session *s);

/* Adds the allocation holding base as the driver reports it (cuMemGetAddressRange). */
void ls_range_add_queried(ls_session *s, uint64_t base);

/* ---- structure checks of the generic dispatch (checks.c) ---- */
CUresult ls_check_alloc_prop(ls_session *s, void *p, uint64_t n);
CUresult ls_check_pool_props(ls_session *s, void *p, uint64_t n);
CUresult ls_check_resource_desc(ls_session *s, void *p, uint64_t n);

/* ---- session (session.c) ---- */
void ls_refresh_context(ls_session *s);
/* Reads exactly n bytes of the current frame. 0 on success. */
int ls_read(ls_session *s, void *p, uint64_t n);
int ls_read_u64(ls_session *s, uint64_t *v);
int ls_skip(ls_session *s, uint64_t n);
/* Answers the call: result (after latched-error rules for sync calls) and out-bytes. */
int ls_reply(ls_session *s, int fn, CUresult r, const lp_buf *outs);
/* The result a reply to `fn` carries: a latched deferred error replaces success of a sync call. */
CUresult ls_final_result(ls_session *s, int fn, CUresult r);
int ls_write_reply_header(ls_session *s, CUresult r, uint64_t payload);
void ls_log(ls_session *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

int ls_serve(int fd, void **real, const char *token, size_t token_len, int verbose);

/* ---- module image cache (images.c) ----
 * Images (fatbins, cubins, PTX) kept by SHA-256 in a directory shared by every session of
 * this server (lupine-server --image-cache DIR; "none" turns it off). */
void ls_images_configure(const char *dir);
/* 1 and the image (malloc'ed, NUL-terminated past *n) when the cache holds this hash. */
int ls_images_get(const unsigned char hash[32], unsigned char **image, uint64_t *n);
/* Keeps an image the client sent (hash computed here, never taken from the client). */
void ls_images_put(const unsigned char *image, uint64_t n);

#endif

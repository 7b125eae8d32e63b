/* lupine-server's top layers: the calls (fastpath.c, graph.c, copy3d.c, ipc.c, link.c,
 * objects.c, occupancy.c, nvml.c, avoid.c, the generated dispatch) and the session
 * (session.c, main.c). Below: clientmem.h, jobs.h, registry.h, wire.h. */
#ifndef LUPINE_SERVER_H
#define LUPINE_SERVER_H

#include "clientmem.h"

/* ---- the staging ring (fastpath.c) ---- */
/* Frees the staging ring (fastpath.c), before the context that holds it goes; may wait for
 * the GPU. ls_stage_detach takes the ring away from the session without waiting (the next
 * staged copy makes a new one) and ls_stage_free_detached frees it on a waiter. */
void ls_stage_release(ls_session *s);
void *ls_stage_detach(ls_session *s);
void ls_stage_free_detached(ls_session *s, void *ring);
/* Page-locked host memory of `size` bytes (LUPINE_STAGE_MEMORY), NULL when none is had;
 * *registered: malloc'ed and cuMemHostRegister'ed (else cuMemHostAlloc'ed). */
void *ls_pinned_alloc(ls_session *s, size_t size, int *registered);
/* ---- stream capture and graphs (graph.c) ---- */
/* The driver's stream capture mode for the calling client thread's call (lp_call.flags). */
CUresult ls_apply_capture_mode(ls_session *s, int mode);
void ls_graph_capture_begun(ls_session *s, uint64_t stream, uint64_t to_graph);
/* The graph allocations `from` (a graph) holds are held by `to` (its exec or clone) too. */
void ls_graph_owners_copy(ls_session *s, uint64_t from, const void *to_out);
/* A graph or exec handle went (destroyed, or its parent was): release what it held. */
void ls_graph_handle_gone(ls_session *s, int type, uint64_t value);
void ls_graph_free(ls_session *s);
CUresult ls_graph_check_memset(ls_session *s, const void *params, uint64_t n);
CUresult ls_graph_check_kernel_attr(ls_session *s, int attr, const void *value, uint64_t n);
/* A CUlaunchConfig from its wire fields (fastpath.c). */
CUlaunchConfig ls_launch_config(const uint64_t dims[7], uint64_t stream, CUlaunchAttribute *attrs,
                                size_t nattrs);

/* ---- NVML (nvml.c) ----
 * The real NVML library: --nvml PATH (set by main.c), else $LUPINE_NVML, else the usual
 * places; opened on a session's first NVML request. */
extern const char *ls_nvml_path;
/* Session thread: answers the LP_NVML frame being read (its id is ls_reply_id()). -1: the
 * frame is malformed (the session ends). */
int ls_nvml_frame(ls_session *s);
/* An LP_AVOID frame (avoid.c): blocks the client's host ranges in this process, answers. */
int ls_avoid_frame(ls_session *s);
/* The seconds the whole handshake may take. */
extern int ls_handshake_s;
/* Starts the handshake's deadline (ls_handshake_s; SIGALRM ends the process, saying so). */
void ls_handshake_alarm(void);
/* "address:port" of fd's peer, for the log. */
void ls_peer_name(int fd, char *out, size_t n);
int ls_serve(int fd, void **real, const char *token, size_t token_len, int verbose);

#endif

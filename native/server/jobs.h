/* lupine-server's jobs layer (jobs.c): calls that can wait, run on waiter threads in the
 * calling client thread's context. Below: registry.h, wire.h. */
#ifndef LUPINE_SERVER_JOBS_H
#define LUPINE_SERVER_JOBS_H

#include "registry.h"

/* Makes the client thread's context current on this server thread before its call runs. */
CUresult ls_apply_context(ls_session *s, uint64_t ctx);
/* A new job for the current call, its context and request id filled in (NULL: no memory). */
ls_job *ls_job_new(ls_session *s, int fn, uint64_t ctx);
/* For a _ptsz/_ptds call: records the session thread's per-thread stream in the job, so the
 * waiter's own per-thread stream is ordered after it. */
void ls_job_ptds(ls_session *s, ls_job *j);
/* Hands the job to a waiter thread (or, with none to be had, runs it here). */
void ls_job_submit(ls_session *s, ls_job *j);
/* The session's waiters (0; -1: no memory), its heartbeat thread started once the client is
 * in, and both ended (1: no job was still queued or running). */
int ls_jobs_init(ls_session *s);
void ls_jobs_beat(ls_session *s);
int ls_jobs_end(ls_session *s);

#endif

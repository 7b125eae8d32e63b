/* Inside the shim's transport: between the connection (client.c) and the notifications it
 * carries (notify.c). Nothing else includes this. */
#ifndef LUPINE_TRANSPORT_H
#define LUPINE_TRANSPORT_H

#include "client.h"

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

/* ---- notify.c: the notifications ---- */

/* Reads the body of an LP_NOTIFY frame (the reader role held; for a push, writes the bytes
 * into client memory). NULL: the frame is malformed (or no memory). */
lc_note_item *lc_note_receive(const lp_frame *h);
/* Carries out a notification and sends its LP_DONE (the runner thread; no lock held). */
void lc_note_execute(lc_note_item *it);
/* A forked child: the cookies stay (the same functions at the same addresses), their lock is
 * made anew (another thread may have held it at the fork). */
void lc_notes_atfork_child(void);

#endif

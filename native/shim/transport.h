/* Inside the shim's transport: between the connection (client.c) and the notifications it
 * carries (notify.c), which sits above the connection: it calls the connection, the connection
 * reaches it only through the handlers it registers (lc_conn_on_notes). Nothing else includes
 * this. */
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

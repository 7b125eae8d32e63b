/* The listening process: admission of new connections, one forked process per session.
 *
 * Admission is what a peer that never completes a handshake could otherwise starve. A
 * connection is pending from its accept until its session says it is authenticated; pending
 * connections are bounded in total (--max-pending) and per peer address (IPv4: the address,
 * IPv6: its /64, which one host usually holds whole: --max-pending-per-peer). A new
 * connection is held here, unforked, until its first bytes come, which must be within
 * --hello-timeout (seconds, default 1); it is then forked and its session has the rest of the
 * handshake's deadline (--handshake-timeout). When a bound is reached, the oldest pending
 * connection that has sent nothing (of that peer, for the peer's bound) is dropped for the
 * new one; only when every pending one has spoken is the new one refused. A legitimate client
 * sends its hello (or TLS's) as soon as it connects, so connections that hold a slot without
 * a word cannot lock it out; one that trickles its handshake holds its slot until the
 * handshake deadline, at most --max-pending-per-peer of them per address.
 *
 * Lines of the log about dropped and refused connections come at most once a second per
 * kind, with the count of those not written, so an attack does not fill the disk.
 *
 * SIGUSR1 writes the table of sessions to the log: each one's address, process, age, whether
 * it is authenticated, and the device memory it holds (limits.c counts it, in a table this
 * process shares with its sessions). */
#define _GNU_SOURCE
#include "wire.h"

#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int ls_auth_fd = -1;

/* The part of a peer's address its bound applies to. */
typedef struct {
    unsigned char b[9]; /* family tag, then 4 (IPv4) or 8 (IPv6 /64) address bytes */
} peer_key;

typedef struct {
    int fd;
    peer_key key;
    double since; /* accepted (monotonic seconds) */
    char who[NI_MAXHOST + NI_MAXSERV + 2];
} waiting; /* accepted, nothing read from it yet */

typedef struct {
    pid_t pid;
    int auth; /* read end of the session's pipe; -1 once authenticated or gone */
    peer_key key;
    int row; /* its row of the shared table */
} child;

/* A session as the status lines show it, in memory shared with the session processes. */
typedef struct {
    pid_t pid;      /* 0: a free row */
    double since;   /* accepted (monotonic seconds) */
    uint64_t bytes; /* device memory it holds: the session writes this (limits.c) */
    char who[NI_MAXHOST + NI_MAXSERV + 2];
} session_row;

static volatile sig_atomic_t g_status_asked;

static void status_asked(int sig)
{
    (void)sig;
    g_status_asked = 1;
}

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static peer_key key_of(const struct sockaddr_storage *a)
{
    peer_key k;
    memset(&k, 0, sizeof k);
    if (a->ss_family == AF_INET) {
        k.b[0] = 4;
        memcpy(k.b + 1, &((const struct sockaddr_in *)a)->sin_addr, 4);
    } else if (a->ss_family == AF_INET6) {
        const unsigned char *x = ((const struct sockaddr_in6 *)a)->sin6_addr.s6_addr;
        if (IN6_IS_ADDR_V4MAPPED((const struct in6_addr *)x)) { /* the IPv4 peer it is */
            k.b[0] = 4;
            memcpy(k.b + 1, x + 12, 4);
        } else {
            k.b[0] = 6;
            memcpy(k.b + 1, x, 8);
        }
    }
    return k;
}

static int same(const peer_key *a, const peer_key *b) { return !memcmp(a, b, sizeof *a); }

static void peer_name(const struct sockaddr_storage *a, socklen_t n, char *out, size_t cap)
{
    char h[NI_MAXHOST], p[NI_MAXSERV];
    if (getnameinfo((const struct sockaddr *)a, n, h, sizeof h, p, sizeof p,
                    NI_NUMERICHOST | NI_NUMERICSERV))
        snprintf(out, cap, "?");
    else if (a->ss_family == AF_INET6)
        snprintf(out, cap, "[%s]:%s", h, p);
    else
        snprintf(out, cap, "%s:%s", h, p);
}

/* A log line of one kind at most once a second, saying how many were not written. */
enum { NOTE_DROPPED, NOTE_SILENT, NOTE_FULL, NOTE_BUSY, NOTE_HELD, NOTE_TLS, NOTE_ACCEPT, NOTE_KINDS };

static void note(int kind, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void note(int kind, const char *fmt, ...)
{
    static double last[NOTE_KINDS];
    static unsigned long unsaid[NOTE_KINDS];
    double t = now_s();
    if (last[kind] && t - last[kind] < 1.0) {
        unsaid[kind]++;
        return;
    }
    last[kind] = t;
    char line[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    if (unsaid[kind])
        fprintf(stderr, "lupine-server: %s (and %lu more like it in the last second)\n", line,
                unsaid[kind]);
    else
        fprintf(stderr, "lupine-server: %s\n", line);
    unsaid[kind] = 0;
}

/* 1 when fd has bytes to read or was closed by its peer (it has spoken, or gone). */
static int spoke(int fd)
{
    char b;
    ssize_t r = recv(fd, &b, 1, MSG_PEEK | MSG_DONTWAIT);
    return r >= 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR);
}

typedef struct {
    const ls_bounds *b;
    int (*serve)(int fd);
    int lfd;
    child *kids;
    int nkids;
    waiting *wait;
    int nwait;
    int hold, hold_peer; /* hard caps of held connections, in all and of one peer */
    double grace;        /* seconds a held connection has to speak before it may be dropped */
    session_row *rows;   /* max_clients of them, shared */
} listener;

static void write_status(const listener *L)
{
    double t = now_s();
    char limit[64] = "none";
    if (ls_mem_limit)
        snprintf(limit, sizeof limit, "%llu bytes", (unsigned long long)ls_mem_limit);
    fprintf(stderr, "lupine-server: %d sessions (--max-clients %d), %d connections before their "
                    "first bytes; --max-memory-per-client %s\n",
            L->nkids, L->b->max_clients, L->nwait, limit);
    for (int i = 0; i < L->nkids; i++) {
        const session_row *r = &L->rows[L->kids[i].row];
        uint64_t bytes = __atomic_load_n(&r->bytes, __ATOMIC_RELAXED);
        fprintf(stderr, "lupine-server:   session %d  %s  age %.1f s  memory %llu bytes "
                        "(%.1f MiB)%s\n",
                (int)r->pid, r->who, t - r->since, (unsigned long long)bytes,
                (double)bytes / (1 << 20), L->kids[i].auth >= 0 ? "  in its handshake" : "");
    }
}

/* Says why in a welcome the client can read (in clear: no TLS has begun), then closes. What
 * the client sent is read first, so that closing does not reset the connection under the
 * welcome. */
static void refuse(int fd, uint32_t status)
{
    unsigned char w[16];
    uint32_t magic = LP_MAGIC, none = 0;
    uint16_t major = LP_VERSION_MAJOR, minor = LP_VERSION_MINOR;
    memcpy(w, &magic, 4);
    memcpy(w + 4, &major, 2);
    memcpy(w + 6, &minor, 2);
    memcpy(w + 8, &status, 4);
    memcpy(w + 12, &none, 4);
    ssize_t r = send(fd, w, sizeof w, MSG_NOSIGNAL | MSG_DONTWAIT);
    char sink[4096];
    for (int k = 0; k < 16 && r >= 0 && recv(fd, sink, sizeof sink, MSG_DONTWAIT) > 0; k++)
        ;
    shutdown(fd, SHUT_WR);
    close(fd);
}

/* Closes held connection i, with a refusal of `status` (0: none, it hung up). */
static void drop_waiting(listener *L, int i, uint32_t status)
{
    if (status)
        refuse(L->wait[i].fd, status);
    else
        close(L->wait[i].fd);
    memmove(&L->wait[i], &L->wait[i + 1], (size_t)(L->nwait - i - 1) * sizeof *L->wait);
    L->nwait--;
}

/* Pending connections (held here, or sessions not yet authenticated), all or of one peer. */
static int pending(const listener *L, const peer_key *k)
{
    int n = 0;
    for (int i = 0; i < L->nwait; i++)
        n += !k || same(&L->wait[i].key, k);
    for (int i = 0; i < L->nkids; i++)
        n += L->kids[i].auth >= 0 && (!k || same(&L->kids[i].key, k));
    return n;
}

static int held(const listener *L, const peer_key *k)
{
    int n = 0;
    for (int i = 0; i < L->nwait; i++)
        n += same(&L->wait[i].key, k);
    return n;
}

static void drop_silent(listener *L, int i, const char *bound)
{
    note(NOTE_DROPPED, "dropped %s, silent for %.2f s, for a newer connection (%s)",
         L->wait[i].who, now_s() - L->wait[i].since, bound);
    drop_waiting(L, i, LP_BUSY);
}

/* Drops the oldest held connection of peer k that has sent nothing; 0 if none. */
static int evict(listener *L, const peer_key *k, const char *bound)
{
    for (int i = 0; i < L->nwait; i++) /* in order of acceptance */
        if (same(&L->wait[i].key, k) && !spoke(L->wait[i].fd)) {
            drop_silent(L, i, bound);
            return 1;
        }
    return 0;
}

/* While a bound is exceeded, drops the oldest silent connections that had their grace. */
static void trim(listener *L)
{
    const ls_bounds *b = L->b;
    double t = now_s();
    char bound[64];
    int all = pending(L, NULL);
    for (int i = 0; i < L->nwait && t - L->wait[i].since >= L->grace;) {
        /* (over the total, every count is checked; under it, at most max_pending are held) */
        int over_all = all > b->max_pending;
        if ((over_all || pending(L, &L->wait[i].key) > b->max_pending_peer) &&
            !spoke(L->wait[i].fd)) {
            if (over_all)
                snprintf(bound, sizeof bound, "--max-pending %d", b->max_pending);
            else
                snprintf(bound, sizeof bound, "--max-pending-per-peer %d", b->max_pending_peer);
            drop_silent(L, i, bound);
            all--;
            continue;
        }
        i++;
    }
}

static void admit(listener *L, int fd, const struct sockaddr_storage *peer, socklen_t pl)
{
    const ls_bounds *b = L->b;
    waiting w = {fd, key_of(peer), now_s(), ""};
    peer_name(peer, pl, w.who, sizeof w.who);
    if (L->nkids >= b->max_clients) {
        note(NOTE_FULL, "refused %s: %d sessions already (--max-clients %d)", w.who, L->nkids,
             b->max_clients);
        refuse(fd, LP_FULL);
        return;
    }
    /* Held connections beyond the bounds, each within its grace, up to hard caps: at one, the
     * oldest silent one of the peer holding most goes at once. */
    const peer_key *from = NULL;
    if (held(L, &w.key) >= L->hold_peer) {
        from = &w.key;
    } else if (L->nwait >= L->hold) {
        int most = 0;
        for (int i = 0; i < L->nwait; i++) {
            int n = held(L, &L->wait[i].key);
            if (n > most) {
                most = n;
                from = &L->wait[i].key;
            }
        }
    }
    if (from) {
        peer_key k = *from;
        if (!evict(L, &k, "too many held connections")) {
            note(NOTE_HELD, "refused %s: %d connections held, none of them silent", w.who,
                 L->nwait);
            refuse(fd, LP_BUSY);
            return;
        }
    }
    L->wait[L->nwait++] = w;
    trim(L);
}

/* The first bytes of held connection i came: its session process takes it. */
static void start_session(listener *L, int i)
{
    waiting w = L->wait[i];
    memmove(&L->wait[i], &L->wait[i + 1], (size_t)(L->nwait - i - 1) * sizeof *L->wait);
    L->nwait--;
    /* a TLS record (handshake, 0x16) or LUPINE's hello in clear: the two sides disagree */
    unsigned char head[4];
    uint32_t magic = LP_MAGIC;
    ssize_t got = recv(w.fd, head, sizeof head, MSG_PEEK | MSG_DONTWAIT);
    if (L->b->tls && got == 4 && !memcmp(head, &magic, 4)) {
        note(NOTE_TLS, "refused %s: it speaks clear text to this server, which speaks TLS "
             "(the client needs LUPINE_TLS=1)", w.who);
        refuse(w.fd, LP_TLS_REQUIRED);
        return;
    }
    if (!L->b->tls && got >= 1 && head[0] == 0x16) {
        note(NOTE_TLS, "refused %s: it speaks TLS to this server, which speaks clear text "
             "(the client needs LUPINE_TLS=0, or this server --tls-cert/--tls-key)", w.who);
        refuse(w.fd, LP_NOT_TLS);
        return;
    }
    int all = 0, mine = 0; /* sessions still in their handshake */
    for (int k = 0; k < L->nkids; k++)
        if (L->kids[k].auth >= 0) {
            all++;
            mine += same(&L->kids[k].key, &w.key);
        }
    if (all >= L->b->max_pending || mine >= L->b->max_pending_peer) {
        if (all >= L->b->max_pending)
            note(NOTE_BUSY, "refused %s: %d connections still in their handshake "
                 "(--max-pending %d)", w.who, all, L->b->max_pending);
        else
            note(NOTE_BUSY, "refused %s: %d connections from its address still in their "
                 "handshake (--max-pending-per-peer %d)", w.who, mine, L->b->max_pending_peer);
        refuse(w.fd, LP_BUSY);
        return;
    }
    if (L->nkids >= L->b->max_clients) {
        note(NOTE_FULL, "refused %s: %d sessions already (--max-clients %d)", w.who, L->nkids,
             L->b->max_clients);
        refuse(w.fd, LP_FULL);
        return;
    }
    int p[2];
    if (pipe2(p, O_CLOEXEC)) {
        fprintf(stderr, "lupine-server: pipe: %s\n", strerror(errno));
        close(w.fd);
        return;
    }
    int row = 0; /* (a free one: fewer sessions than rows) */
    while (L->rows[row].pid)
        row++;
    L->rows[row].since = w.since;
    L->rows[row].bytes = 0;
    snprintf(L->rows[row].who, sizeof L->rows[row].who, "%s", w.who);
    pid_t listener_pid = getpid();
    pid_t pid = fork();
    if (pid == 0) {
        /* A session ends with its listener, however that ends (kill -TERM or -KILL of the
         * server's pid): its client's calls then fail at once, and the driver frees what the
         * session held, as when the whole server is stopped. (getppid: it may be gone already.) */
        if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0 || getppid() != listener_pid)
            _exit(1);
        signal(SIGUSR1, SIG_IGN); /* (the listener's table, not a session's) */
        ls_mem_published = &L->rows[row].bytes;
        /* nothing of the listener's stays open here: a connection it drops must close */
        close(L->lfd);
        close(p[0]);
        for (int k = 0; k < L->nwait; k++)
            close(L->wait[k].fd);
        for (int k = 0; k < L->nkids; k++)
            if (L->kids[k].auth >= 0)
                close(L->kids[k].auth);
        ls_auth_fd = p[1];
        fcntl(w.fd, F_SETFL, fcntl(w.fd, F_GETFL) & ~O_NONBLOCK);
        int rc = L->serve(w.fd);
        close(w.fd);
        _exit(rc);
    }
    close(p[1]);
    close(w.fd);
    if (pid < 0) {
        fprintf(stderr, "lupine-server: fork: %s\n", strerror(errno));
        close(p[0]);
        return;
    }
    L->rows[row].pid = pid;
    L->kids[L->nkids++] = (child){pid, p[0], w.key, row};
}

static void reap(listener *L)
{
    pid_t dead;
    while ((dead = waitpid(-1, NULL, WNOHANG)) > 0)
        for (int i = 0; i < L->nkids; i++)
            if (L->kids[i].pid == dead) {
                if (L->kids[i].auth >= 0)
                    close(L->kids[i].auth);
                L->rows[L->kids[i].row].pid = 0;
                L->kids[i] = L->kids[--L->nkids];
                break;
            }
}

int ls_listen_forever(int lfd, const ls_bounds *b, int (*serve)(int fd))
{
    int hold = 16 * b->max_pending;
    listener L = {b,
                  serve,
                  lfd,
                  calloc((size_t)b->max_clients, sizeof(child)),
                  0,
                  calloc((size_t)hold, sizeof(waiting)),
                  0,
                  hold,
                  16 * b->max_pending_peer < hold ? 16 * b->max_pending_peer : hold,
                  b->hello_s / 4,
                  mmap(NULL, (size_t)b->max_clients * sizeof(session_row),
                       PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0)};
    if (L.rows == MAP_FAILED)
        L.rows = NULL;
    struct sigaction sa = {0};
    sa.sa_handler = status_asked; /* (no SA_RESTART: poll returns, and the table is written) */
    sigaction(SIGUSR1, &sa, NULL);
    struct rlimit nofile; /* room for every held connection and session pipe */
    if (!getrlimit(RLIMIT_NOFILE, &nofile) && nofile.rlim_cur < nofile.rlim_max) {
        nofile.rlim_cur = nofile.rlim_max;
        setrlimit(RLIMIT_NOFILE, &nofile);
    }
    int cap = b->max_clients + hold + 1;
    struct pollfd *pfd = calloc((size_t)cap, sizeof *pfd);
    if (!L.kids || !L.wait || !pfd || !L.rows) {
        fprintf(stderr, "lupine-server: out of memory\n");
        return 1;
    }
    fcntl(lfd, F_SETFL, fcntl(lfd, F_GETFL) | O_NONBLOCK);
    for (;;) {
        reap(&L);
        trim(&L);
        double t = now_s();
        int wait_ms = 500;
        for (int i = 0; i < L.nwait;) {
            double left = L.wait[i].since + b->hello_s - t;
            if (left <= 0) {
                note(NOTE_SILENT, "dropped %s: nothing sent within %g s (--hello-timeout)",
                     L.wait[i].who, b->hello_s);
                drop_waiting(&L, i, LP_SILENT);
                continue;
            }
            double graced = L.wait[i].since + L.grace - t; /* trim may drop it then */
            if (graced > 0 && graced < left)
                left = graced;
            if (left * 1000 + 1 < wait_ms)
                wait_ms = (int)(left * 1000) + 1;
            i++;
        }
        int np = 0;
        pfd[np++] = (struct pollfd){lfd, POLLIN, 0};
        for (int i = 0; i < L.nwait; i++)
            pfd[np++] = (struct pollfd){L.wait[i].fd, POLLIN, 0};
        int first_kid = np;
        for (int i = 0; i < L.nkids; i++)
            if (L.kids[i].auth >= 0)
                pfd[np++] = (struct pollfd){L.kids[i].auth, POLLIN, 0};
        int polled = poll(pfd, (nfds_t)np, wait_ms);
        if (g_status_asked) {
            g_status_asked = 0;
            write_status(&L);
        }
        if (polled < 0) {
            if (errno == EINTR)
                continue;
            fprintf(stderr, "lupine-server: poll: %s\n", strerror(errno));
            return 1;
        }
        for (int k = first_kid; k < np; k++) {
            if (!pfd[k].revents)
                continue;
            for (int i = 0; i < L.nkids; i++)
                if (L.kids[i].auth == pfd[k].fd) { /* a byte: authenticated; EOF: it ended */
                    char c;
                    ssize_t r = read(L.kids[i].auth, &c, 1);
                    (void)r;
                    close(L.kids[i].auth);
                    L.kids[i].auth = -1;
                }
        }
        /* held connections that spoke (or hung up), newest first so indices stay valid */
        for (int k = first_kid - 1; k >= 1; k--) {
            if (!pfd[k].revents)
                continue;
            int i = k - 1;
            char c;
            if ((pfd[k].revents & POLLIN) && recv(pfd[k].fd, &c, 1, MSG_PEEK | MSG_DONTWAIT) > 0)
                start_session(&L, i);
            else /* it hung up without a word */
                drop_waiting(&L, i, 0);
        }
        if (!(pfd[0].revents & POLLIN))
            continue;
        for (int n = 0; n < 64; n++) { /* what the backlog holds, a bounded batch at a time */
            struct sockaddr_storage peer;
            socklen_t pl = sizeof peer;
            int fd = accept4(lfd, (struct sockaddr *)&peer, &pl, SOCK_CLOEXEC | SOCK_NONBLOCK);
            if (fd < 0) {
                if (errno == EAGAIN || errno == EWOULDBLOCK)
                    break;
                if (errno == EINTR || errno == ECONNABORTED)
                    continue;
                if (errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM) {
                    note(NOTE_ACCEPT, "accept: %s", strerror(errno));
                    break;
                }
                fprintf(stderr, "lupine-server: accept: %s\n", strerror(errno));
                return 1;
            }
            admit(&L, fd, &peer, pl);
        }
    }
}

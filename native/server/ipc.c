/* Memory shared between client processes of one lupine-server through POSIX file descriptors
 * (cuMemExportToShareableHandle, cuMemImportFromShareableHandle and their pool forms with
 * CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR; the client side is native/shim/ipc.c, the wire
 * layouts are in lupine/protocol.h).
 *
 * The driver's descriptor lives in the server's process and cannot cross the network, so an
 * export keeps it here: the session that exports calls the driver, keeps the descriptor under
 * an export id with a random 128-bit secret, and answers (this server's instance id, its own
 * pid, the export id, the secret); the client wraps that in a sealed memfd of its own, which is
 * the descriptor the application gets and passes on (SCM_RIGHTS, dup, fork).
 *
 * An import names the exporting session by pid. Another session gets the driver's descriptor
 * from it over an abstract Unix socket that each exporting session listens on (named from the
 * server's instance id and its pid): the importing session sends (export id, kind, secret),
 * the exporting one answers with the descriptor (SCM_RIGHTS) when the secret matches (compared
 * in constant time) and with nothing when the id, the kind or the secret does not. Each end
 * checks the other's credentials from the kernel (SO_PEERCRED): the same user, the importer a
 * sibling session of the same listening process, the exporter the very pid the record names,
 * so a local process that squats the socket's name learns no secret. Why not broker through
 * the listening process: it stays a plain accept loop with no per-export state and no
 * descriptor of a session's memory outlives that session, so a client's GPU memory still goes
 * when its session ends ("one process per client", native/README.md).
 *
 * Lifetime, then: an export can be imported as long as the exporting session lives (its
 * client may have released the allocation or pool: the descriptor keeps it, as natively); an
 * import after that session ended fails (CUDA_ERROR_INVALID_HANDLE, reason LP_IPC_GONE).
 * What was imported lives as natively, held by the importing session's driver. Each export
 * keeps a descriptor in its session until the session ends (at most LS_IPC_MAX_EXPORTS). */
#define _GNU_SOURCE
#include "server.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/random.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

#define LS_IPC_MAX_EXPORTS 1024
#define LS_IPC_TIMEOUT_S 5 /* a request on the socket, either side */

typedef struct {
    uint64_t id;
    unsigned char secret[LP_IPC_SECRET];
    uint32_t kind; /* LP_IPC_ALLOCATION or LP_IPC_POOL */
    int fd;        /* the driver's descriptor */
} ipc_export;

/* This server's instance: made once by the listening process (a constructor, before any
 * fork), so every session of one lupine-server shares it and no other server has it. */
static unsigned char g_instance[LP_IPC_INSTANCE];

static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
static ipc_export *g_exports;
static size_t g_count, g_cap;
static uint64_t g_next_id = 1;
static int g_listen_fd = -1; /* the session's socket, made by its first export */

static int random_bytes(void *p, size_t n)
{
    unsigned char *b = p;
    while (n) {
        ssize_t got = getrandom(b, n, 0);
        if (got < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        b += got;
        n -= (size_t)got;
    }
    return 0;
}

__attribute__((constructor)) static void instance_init(void)
{
    if (random_bytes(g_instance, sizeof g_instance)) {
        /* no randomness: the pid and time still tell this server from others on the host */
        pid_t pid = getpid();
        struct timespec t;
        clock_gettime(CLOCK_REALTIME, &t);
        memcpy(g_instance, &pid, sizeof pid);
        memcpy(g_instance + 4, &t.tv_sec, 8);
        memcpy(g_instance + 12, &t.tv_nsec, 4);
    }
}

/* 1 when the n bytes are equal, in time independent of where they differ. */
static int same_secret(const unsigned char *a, const unsigned char *b, size_t n)
{
    volatile unsigned char d = 0;
    for (size_t i = 0; i < n; i++)
        d |= a[i] ^ b[i];
    return d == 0;
}

/* The abstract socket name of session `pid` of this server. */
static socklen_t socket_name(struct sockaddr_un *a, pid_t pid)
{
    memset(a, 0, sizeof *a);
    a->sun_family = AF_UNIX;
    char *p = a->sun_path + 1; /* sun_path[0] = 0: the abstract namespace */
    int n = snprintf(p, sizeof a->sun_path - 1, "lupine-ipc-");
    for (size_t i = 0; i < sizeof g_instance; i++)
        n += snprintf(p + n, sizeof a->sun_path - 1 - (size_t)n, "%02x", g_instance[i]);
    n += snprintf(p + n, sizeof a->sun_path - 1 - (size_t)n, "-%d", (int)pid);
    return (socklen_t)(offsetof(struct sockaddr_un, sun_path) + 1 + (size_t)n);
}

/* The parent of process pid (/proc/pid/stat), or -1. */
static pid_t parent_of(pid_t pid)
{
    char path[64], buf[512];
    snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return -1;
    ssize_t n = read(fd, buf, sizeof buf - 1);
    close(fd);
    if (n <= 0)
        return -1;
    buf[n] = 0;
    const char *close_paren = strrchr(buf, ')'); /* the command name may hold anything */
    int ppid;
    char state;
    if (!close_paren || sscanf(close_paren + 1, " %c %d", &state, &ppid) != 2)
        return -1;
    return (pid_t)ppid;
}

static void set_timeouts(int fd)
{
    struct timeval tv = {LS_IPC_TIMEOUT_S, 0};
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
}

/* ---------------------------------------------------------------- the exporting side */

/* A request on the socket: magic, kind, export id, secret. */
typedef struct {
    char magic[8];
    uint32_t kind;
    uint32_t zero;
    uint64_t id;
    unsigned char secret[LP_IPC_SECRET];
} ipc_request;

static const char k_request_magic[8] = "LPNIPCQ";

/* Answers one connection: the descriptor of the export it names, or one byte of refusal. */
static void answer(int c)
{
    struct ucred cred;
    socklen_t cl = sizeof cred;
    /* only a sibling session of the same listening process, running as this user */
    if (getsockopt(c, SOL_SOCKET, SO_PEERCRED, &cred, &cl) || cred.uid != geteuid() ||
        cred.pid == getpid() || parent_of(cred.pid) != getppid())
        return;
    set_timeouts(c);
    ipc_request q;
    if (recv(c, &q, sizeof q, MSG_WAITALL) != (ssize_t)sizeof q ||
        memcmp(q.magic, k_request_magic, sizeof q.magic))
        return;
    int fd = -1;
    unsigned char none[LP_IPC_SECRET] = {0};
    pthread_mutex_lock(&g_lock);
    const ipc_export *e = NULL;
    for (size_t i = 0; i < g_count && !e; i++)
        if (g_exports[i].id == q.id)
            e = &g_exports[i];
    /* compared whether or not the id exists, so the time says nothing about ids */
    int ok = same_secret(e ? e->secret : none, q.secret, LP_IPC_SECRET) && e && e->kind == q.kind;
    if (ok)
        fd = fcntl(e->fd, F_DUPFD_CLOEXEC, 0);
    pthread_mutex_unlock(&g_lock);
    unsigned char status = fd >= 0 ? 0 : 1;
    struct iovec iov = {&status, 1};
    union {
        struct cmsghdr h;
        char buf[CMSG_SPACE(sizeof(int))];
    } ctl;
    struct msghdr m = {0};
    m.msg_iov = &iov;
    m.msg_iovlen = 1;
    if (fd >= 0) {
        memset(&ctl, 0, sizeof ctl);
        m.msg_control = ctl.buf;
        m.msg_controllen = sizeof ctl.buf;
        struct cmsghdr *h = CMSG_FIRSTHDR(&m);
        h->cmsg_level = SOL_SOCKET;
        h->cmsg_type = SCM_RIGHTS;
        h->cmsg_len = CMSG_LEN(sizeof(int));
        memcpy(CMSG_DATA(h), &fd, sizeof fd);
    }
    ssize_t sent = sendmsg(c, &m, MSG_NOSIGNAL);
    (void)sent;
    if (fd >= 0)
        close(fd);
}

/* The session's responder: one connection at a time, each bounded by LS_IPC_TIMEOUT_S. */
static void *responder(void *arg)
{
    (void)arg;
    for (;;) {
        int c = accept4(g_listen_fd, NULL, NULL, SOCK_CLOEXEC);
        if (c < 0) {
            if (errno == EINTR || errno == ECONNABORTED)
                continue;
            if (errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM) {
                sleep(1);
                continue;
            }
            return NULL;
        }
        answer(c);
        close(c);
    }
}

/* With g_lock held: the session's socket and its responder, made once. */
static CUresult listen_once(ls_session *s)
{
    if (g_listen_fd >= 0)
        return CUDA_SUCCESS;
    int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    struct sockaddr_un a;
    socklen_t n = socket_name(&a, getpid());
    if (fd < 0 || bind(fd, (struct sockaddr *)&a, n) || listen(fd, 16)) {
        ls_log(s, "cannot listen for imports of exported memory: %s", strerror(errno));
        if (fd >= 0)
            close(fd);
        return CUDA_ERROR_OPERATING_SYSTEM;
    }
    g_listen_fd = fd;
    pthread_t t;
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    int e = pthread_create(&t, &attr, responder, NULL);
    pthread_attr_destroy(&attr);
    if (e) {
        close(fd);
        g_listen_fd = -1;
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    return CUDA_SUCCESS;
}

typedef CUresult (*export_fn)(void *, uint64_t, CUmemAllocationHandleType, unsigned long long);

/* Both exports: arguments (the allocation handle or pool, handle type, flags); the answer
 * (instance, pid, export id, secret) as one out-argument, lp_ipc_export. */
static int export_call(ls_session *s, int fn, uint64_t len, int reply, uint32_t kind)
{
    ls_args a;
    if (ls_args_read(s, len, &a))
        return LS_BAD;
    uint64_t object, type, flags;
    if (lp_get_u64(&a.rd, &object) || lp_get_u64(&a.rd, &type) || lp_get_u64(&a.rd, &flags) ||
        a.rd.left)
        return ls_args_bad(&a);
    CUresult r = CUDA_SUCCESS;
    lp_buf out = {0};
    if (type != CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR)
        r = CUDA_ERROR_NOT_SUPPORTED; /* the shim refuses the others with their reason */
    else if (kind == LP_IPC_POOL && !ls_handle_ok(s, LS_H_CUmemPoolHandle_st, object))
        r = CUDA_ERROR_INVALID_HANDLE;
    else if (kind == LP_IPC_ALLOCATION && !ls_vmm_held(s, object))
        r = CUDA_ERROR_INVALID_VALUE; /* the driver's own pointer (vmm_handles.c) */
    else if (!s->real[fn])
        r = CUDA_ERROR_NOT_SUPPORTED;
    int fd = -1;
    if (r == CUDA_SUCCESS)
        r = ((export_fn)s->real[fn])(&fd, object, (CUmemAllocationHandleType)type, flags);
    if (r == CUDA_SUCCESS) {
        lp_ipc_export x = {{0}, (uint64_t)getpid(), 0, {0}};
        memcpy(x.instance, g_instance, sizeof x.instance);
        pthread_mutex_lock(&g_lock);
        if (g_count >= LS_IPC_MAX_EXPORTS) {
            ls_log(s, "%d exports in this session already: refused", LS_IPC_MAX_EXPORTS);
            r = CUDA_ERROR_OUT_OF_MEMORY;
        } else if (g_count == g_cap) {
            size_t cap = g_cap ? 2 * g_cap : 16;
            ipc_export *e = realloc(g_exports, cap * sizeof *e);
            if (e) {
                g_exports = e;
                g_cap = cap;
            } else {
                r = CUDA_ERROR_OUT_OF_MEMORY;
            }
        }
        if (r == CUDA_SUCCESS)
            r = random_bytes(x.secret, sizeof x.secret) ? CUDA_ERROR_OPERATING_SYSTEM
                                                         : listen_once(s);
        if (r == CUDA_SUCCESS) {
            x.id = g_next_id++;
            ipc_export *e = &g_exports[g_count++];
            e->id = x.id;
            memcpy(e->secret, x.secret, sizeof e->secret);
            e->kind = kind;
            e->fd = fd;
            fd = -1;
            lp_buf_bytes(&out, &x, sizeof x);
        }
        pthread_mutex_unlock(&g_lock);
        if (fd >= 0)
            close(fd);
        if (r == CUDA_SUCCESS)
            ls_log(s, "export %llu (%s)", (unsigned long long)x.id,
                   kind == LP_IPC_POOL ? "pool" : "allocation");
    }
    return ls_args_answer(s, fn, r, reply, &a, &out);
}

int ls_hand_cuMemExportToShareableHandle(ls_session *s, int fn, uint64_t len, int reply)
{
    return export_call(s, fn, len, reply, LP_IPC_ALLOCATION);
}

int ls_hand_cuMemPoolExportToShareableHandle(ls_session *s, int fn, uint64_t len, int reply)
{
    return export_call(s, fn, len, reply, LP_IPC_POOL);
}

/* ---------------------------------------------------------------- the importing side */

/* A descriptor (close-on-exec) of export `id` of this session; -1 when there is none such. */
static int local_fd(uint64_t id, uint32_t kind, const unsigned char *secret)
{
    int fd = -1;
    pthread_mutex_lock(&g_lock);
    for (size_t i = 0; i < g_count; i++)
        if (g_exports[i].id == id) {
            if (same_secret(g_exports[i].secret, secret, LP_IPC_SECRET) &&
                g_exports[i].kind == kind)
                fd = fcntl(g_exports[i].fd, F_DUPFD_CLOEXEC, 0);
            break;
        }
    pthread_mutex_unlock(&g_lock);
    return fd;
}

/* The descriptor of export `id` of session `pid`, asked of it over its socket; -1 and *reason
 * (LP_IPC_GONE: no such session listens; LP_IPC_REFUSED: it gave nothing) otherwise. */
static int remote_fd(ls_session *s, pid_t pid, uint64_t id, uint32_t kind,
                     const unsigned char *secret, uint64_t *reason)
{
    *reason = LP_IPC_GONE;
    int c = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (c < 0)
        return -1;
    set_timeouts(c);
    struct sockaddr_un a;
    socklen_t n = socket_name(&a, pid);
    if (connect(c, (struct sockaddr *)&a, n)) {
        ls_log(s, "import: session %d has no exports to give (%s)", (int)pid, strerror(errno));
        close(c);
        return -1;
    }
    *reason = LP_IPC_REFUSED;
    struct ucred cred;
    socklen_t cl = sizeof cred;
    /* the very session the record names: never tell the secret to anyone else */
    if (getsockopt(c, SOL_SOCKET, SO_PEERCRED, &cred, &cl) || cred.pid != pid ||
        cred.uid != geteuid()) {
        ls_log(s, "import: the socket of session %d is not that session's", (int)pid);
        close(c);
        return -1;
    }
    ipc_request q = {{0}, kind, 0, id, {0}};
    memcpy(q.magic, k_request_magic, sizeof q.magic);
    memcpy(q.secret, secret, sizeof q.secret);
    if (send(c, &q, sizeof q, MSG_NOSIGNAL) != (ssize_t)sizeof q) {
        close(c);
        return -1;
    }
    unsigned char status = 1;
    struct iovec iov = {&status, 1};
    union {
        struct cmsghdr h;
        char buf[CMSG_SPACE(4 * sizeof(int))];
    } ctl;
    struct msghdr m = {0};
    m.msg_iov = &iov;
    m.msg_iovlen = 1;
    m.msg_control = ctl.buf;
    m.msg_controllen = sizeof ctl.buf;
    ssize_t got = recvmsg(c, &m, MSG_CMSG_CLOEXEC);
    close(c);
    if (got == 0 || (got < 0 && errno == ECONNRESET)) {
        /* no answer at all from the session the record names (its credentials checked): it
         * is ending (its listening socket outlives its main thread for a moment) */
        ls_log(s, "import: session %d ended while asked", (int)pid);
        *reason = LP_IPC_GONE;
        return -1;
    }
    int fd = -1;
    for (struct cmsghdr *h = got > 0 ? CMSG_FIRSTHDR(&m) : NULL; h; h = CMSG_NXTHDR(&m, h))
        if (h->cmsg_level == SOL_SOCKET && h->cmsg_type == SCM_RIGHTS) {
            size_t k = (h->cmsg_len - CMSG_LEN(0)) / sizeof(int);
            for (size_t i = 0; i < k; i++) {
                int x;
                memcpy(&x, CMSG_DATA(h) + i * sizeof(int), sizeof x);
                if (fd < 0 && status == 0)
                    fd = x;
                else
                    close(x);
            }
        }
    if (fd < 0)
        ls_log(s, "import: session %d refused export %llu", (int)pid, (unsigned long long)id);
    else
        *reason = LP_IPC_OK;
    return fd;
}

typedef CUresult (*import_alloc_fn)(CUmemGenericAllocationHandle *, void *,
                                    CUmemAllocationHandleType);
typedef CUresult (*import_pool_fn)(CUmemoryPool *, void *, CUmemAllocationHandleType,
                                   unsigned long long);

/* Both imports: arguments (out-request, lp_ipc_import as bytes, flags); the answer: the
 * handle (8 bytes), then the reason (8 bytes, enum lp_ipc_reason), sent whatever the result. */
static int import_call(ls_session *s, int fn, uint64_t len, int reply, uint32_t kind)
{
    ls_args a;
    if (ls_args_read(s, len, &a))
        return LS_BAD;
    uint64_t want, n, flags;
    const void *p;
    if (lp_get_u64(&a.rd, &want) || lp_get_bytes(&a.rd, &p, &n, sizeof(lp_ipc_import)) ||
        lp_get_u64(&a.rd, &flags) || a.rd.left || !p || n != sizeof(lp_ipc_import))
        return ls_args_bad(&a);
    lp_ipc_import q;
    memcpy(&q, p, sizeof q);
    CUresult r = CUDA_SUCCESS;
    uint64_t reason = LP_IPC_OK, handle = 0;
    if (want != 8)
        r = CUDA_ERROR_INVALID_VALUE;
    else if (q.handle_type != CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR)
        r = CUDA_ERROR_NOT_SUPPORTED;
    else if (q.kind != kind)
        r = CUDA_ERROR_INVALID_VALUE;
    else if (!s->real[fn])
        r = CUDA_ERROR_NOT_SUPPORTED;
    else if (!same_secret(q.instance, g_instance, sizeof g_instance)) {
        r = CUDA_ERROR_NOT_SUPPORTED;
        reason = LP_IPC_OTHER_SERVER;
    } else if (!q.pid || q.pid > INT32_MAX) {
        r = CUDA_ERROR_INVALID_VALUE;
        reason = LP_IPC_REFUSED;
    }
    if (r == CUDA_SUCCESS) {
        int fd = (pid_t)q.pid == getpid() ? local_fd(q.id, kind, q.secret)
                                           : remote_fd(s, (pid_t)q.pid, q.id, kind, q.secret,
                                                       &reason);
        if (fd < 0 && (pid_t)q.pid == getpid())
            reason = LP_IPC_REFUSED;
        if (fd < 0) {
            r = reason == LP_IPC_GONE ? CUDA_ERROR_INVALID_HANDLE : CUDA_ERROR_INVALID_VALUE;
        } else {
            void *os = (void *)(uintptr_t)fd;
            if (kind == LP_IPC_ALLOCATION) {
                CUmemGenericAllocationHandle h = 0;
                r = ((import_alloc_fn)s->real[fn])(&h, os, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR);
                handle = (uint64_t)h;
                if (r == CUDA_SUCCESS)
                    ls_vmm_ref(s, handle);
            } else {
                CUmemoryPool pool = NULL;
                r = ((import_pool_fn)s->real[fn])(&pool, os, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR,
                                                  flags);
                handle = (uint64_t)(uintptr_t)pool;
                if (r == CUDA_SUCCESS)
                    ls_handle_add(s, LS_H_CUmemPoolHandle_st, handle, 0, NULL);
            }
            close(fd);
            if (r != CUDA_SUCCESS)
                reason = LP_IPC_DRIVER;
        }
    }
    if (r == CUDA_SUCCESS)
        ls_log(s, "import of export %llu of session %llu", (unsigned long long)q.id,
               (unsigned long long)q.pid);
    lp_buf out = {0};
    lp_buf_bytes(&out, &handle, 8);
    lp_buf_bytes(&out, &reason, 8);
    int rc = 0;
    if (reply)
        rc = out.failed ? ls_reply(s, fn, CUDA_ERROR_OUT_OF_MEMORY, NULL)
                        : ls_reply_always(s, fn, r, &out);
    lp_buf_free(&out);
    free(a.buf);
    return rc ? LS_BAD : (int)r;
}

int ls_hand_cuMemImportFromShareableHandle(ls_session *s, int fn, uint64_t len, int reply)
{
    return import_call(s, fn, len, reply, LP_IPC_ALLOCATION);
}

int ls_hand_cuMemPoolImportFromShareableHandle(ls_session *s, int fn, uint64_t len, int reply)
{
    return import_call(s, fn, len, reply, LP_IPC_POOL);
}

/* Memory shared between client processes of one lupine-server through POSIX file descriptors
 * (API layer): cuMemExportToShareableHandle, cuMemImportFromShareableHandle,
 * cuMemPoolExportToShareableHandle, cuMemPoolImportFromShareableHandle.
 *
 * Natively an export with CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR gives a file descriptor
 * that another process, handed it over a Unix socket (SCM_RIGHTS) or by fork, imports (NVIDIA's
 * samples memMapIPCDrv and streamOrderedAllocationIPC). The driver's descriptor lives in the
 * server's process, so the server's session keeps it (native/server/ipc.c) and answers what
 * names it there: the server's instance id, the session's pid, an export id and a random
 * 128-bit secret. The shim puts that, with the server's address as LUPINE_SERVER names it, in
 * a memfd sealed against every change (F_SEAL_WRITE, _SHRINK, _GROW, _SEAL) and returns that
 * descriptor: a real one, which SCM_RIGHTS, dup and fork carry as they carry the driver's.
 * An import reads the record back and asks this process's session of that server to import:
 * the server gets the driver's descriptor from the exporting session and imports it.
 *
 * Refusals, each with one stderr line: a descriptor that is not such a record
 * (CUDA_ERROR_UNKNOWN, the driver's answer for a descriptor that is no export; a record of
 * the other kind: CUDA_ERROR_INVALID_VALUE), an export of another lupine-server (CUDA_ERROR_NOT_SUPPORTED,
 * naming both), an exporting session that has ended (CUDA_ERROR_INVALID_HANDLE), an export
 * id or secret the exporting session does not know (CUDA_ERROR_INVALID_VALUE). Other handle
 * types are refused (CUDA_ERROR_NOT_SUPPORTED, the reason printed once). The importing process
 * may close the descriptor after the import, as natively. */
#define _GNU_SOURCE
#include "client.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#define SEALS (F_SEAL_WRITE | F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_SEAL)

/* Handle types other than POSIX file descriptors: CUDA_ERROR_NOT_SUPPORTED, the reason printed
 * once per process for each; CUDA_ERROR_INVALID_VALUE for a value that is no handle type. */
static CUresult check_type(uint32_t fn, CUmemAllocationHandleType type)
{
    static int said[2];
    int which;
    const char *why;
    switch ((int)type) {
    case CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR:
        return CUDA_SUCCESS;
    case CU_MEM_HANDLE_TYPE_WIN32:
    case CU_MEM_HANDLE_TYPE_WIN32_KMT:
        which = 0;
        why = "Windows handles have no meaning for a Linux server";
        break;
    case CU_MEM_HANDLE_TYPE_FABRIC:
        /* a fabric handle is bytes, but it names memory across an NVLink fabric (IMEX) of the
         * server's machines: not carried, and not tried on a GPU */
        which = 1;
        why = "fabric handles are not carried";
        break;
    default:
        return CUDA_ERROR_INVALID_VALUE;
    }
    if (!__atomic_exchange_n(&said[which], 1, __ATOMIC_RELAXED))
        fprintf(stderr,
                "lupine: %s refused (CUDA_ERROR_NOT_SUPPORTED): %s; LUPINE shares memory between "
                "clients of one server with CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR\n",
                lupine_fn_names[fn], why);
    return CUDA_ERROR_NOT_SUPPORTED;
}

/* A sealed memfd holding the record; -1 (errno) when none could be made. Close-on-exec, as the
 * driver's exported descriptor is (H200, native/gpu/ipc_probe.py, 2026-12-02 run 9). */
static int record_fd(const lp_ipc_record *rec)
{
    int fd = memfd_create("lupine-ipc", MFD_ALLOW_SEALING | MFD_CLOEXEC);
    if (fd < 0)
        return -1;
    if (pwrite(fd, rec, sizeof *rec, 0) != (ssize_t)sizeof *rec ||
        fcntl(fd, F_ADD_SEALS, SEALS)) {
        int e = errno;
        close(fd);
        errno = e;
        return -1;
    }
    return fd;
}

/* Both exports: `object` is the allocation handle or the (client) pool handle. */
static CUresult export_common(uint32_t fn, uint32_t kind, void *out, uint64_t object,
                              CUmemAllocationHandleType type, unsigned long long flags)
{
    if (!out)
        return CUDA_ERROR_INVALID_VALUE;
    if (kind == LP_IPC_ALLOCATION && type == CU_MEM_HANDLE_TYPE_FABRIC) {
        /* the type must be among the allocation's requestedHandleTypes: the driver answers
         * CUDA_ERROR_INVALID_VALUE otherwise (H200, native/gpu/ipc_probe.py), before the
         * refusal of what could be carried */
        CUmemAllocationProp prop;
        memset(&prop, 0, sizeof prop);
        CUresult q = cuMemGetAllocationPropertiesFromHandle(
            &prop, (CUmemGenericAllocationHandle)object);
        if (q != CUDA_SUCCESS)
            return q;
        if (!(prop.requestedHandleTypes & CU_MEM_HANDLE_TYPE_FABRIC))
            return CUDA_ERROR_INVALID_VALUE;
    }
    CUresult r = check_type(fn, type);
    if (r != CUDA_SUCCESS)
        return r;
    lc_call c;
    r = lc_begin(&c, fn);
    if (r != CUDA_SUCCESS)
        return r;
    if (kind == LP_IPC_POOL) {
        lc_handle(&c, &object);
    } else {
        lc_route(&c, lc_allocation_server(object));
        lc_scalar(&c, &object, 8);
    }
    uint64_t t = (uint64_t)type, f = flags;
    lc_scalar(&c, &t, 8);
    lc_scalar(&c, &f, 8);
    lp_ipc_record rec;
    memset(&rec, 0, sizeof rec);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS && lc_out(&c, &rec.export_, sizeof rec.export_))
        r = lc_lost();
    lc_end(&c);
    if (r != CUDA_SUCCESS)
        return r;
    memcpy(rec.magic, LP_IPC_MAGIC, sizeof LP_IPC_MAGIC);
    rec.version = LP_IPC_RECORD_VERSION;
    rec.kind = kind;
    rec.handle_type = (uint32_t)type;
    snprintf(rec.server, sizeof rec.server, "%s", lc_server_name(c.srv));
    int fd = record_fd(&rec);
    if (fd < 0) {
        fprintf(stderr, "lupine: %s failed (CUDA_ERROR_OPERATING_SYSTEM): memfd: %s\n",
                lupine_fn_names[fn], strerror(errno));
        return CUDA_ERROR_OPERATING_SYSTEM;
    }
    memcpy(out, &fd, sizeof fd); /* the driver writes an int for a POSIX file descriptor */
    return CUDA_SUCCESS;
}

CUresult CUDAAPI cuMemExportToShareableHandle(void *shareableHandle, CUmemGenericAllocationHandle handle,
                                              CUmemAllocationHandleType handleType,
                                              unsigned long long flags)
{
    lc_stats_call(LUPINE_FN_cuMemExportToShareableHandle);
    return export_common(LUPINE_FN_cuMemExportToShareableHandle, LP_IPC_ALLOCATION,
                         shareableHandle, (uint64_t)handle, handleType, flags);
}

CUresult CUDAAPI cuMemPoolExportToShareableHandle(void *handle_out, CUmemoryPool pool,
                                                  CUmemAllocationHandleType handleType,
                                                  unsigned long long flags)
{
    lc_stats_call(LUPINE_FN_cuMemPoolExportToShareableHandle);
    if (!pool)
        return CUDA_ERROR_INVALID_VALUE;
    return export_common(LUPINE_FN_cuMemPoolExportToShareableHandle, LP_IPC_POOL, handle_out,
                         (uint64_t)(uintptr_t)pool, handleType, flags);
}

/* ---------------------------------------------------------------- import */

static CUresult not_a_record(uint32_t fn, int fd, CUresult r, const char *why)
{
    fprintf(stderr, "lupine: %s refused (%s): descriptor %d %s\n", lupine_fn_names[fn],
            r == CUDA_ERROR_UNKNOWN ? "CUDA_ERROR_UNKNOWN" : "CUDA_ERROR_INVALID_VALUE", fd, why);
    return r;
}

/* The record descriptor fd holds: CUDA_SUCCESS, or an error and a line. A descriptor that is
 * no export at all (closed, /dev/null, a pipe) gets CUDA_ERROR_UNKNOWN, as the driver answers
 * for it (H200, native/gpu/ipc_probe.py, 2026-12-02 run 9); an export of the other kind
 * CUDA_ERROR_INVALID_VALUE. */
static CUresult read_record(uint32_t fn, int fd, uint32_t kind, lp_ipc_record *rec)
{
    struct stat st;
    if (fd < 0 || fstat(fd, &st))
        return not_a_record(fn, fd, CUDA_ERROR_UNKNOWN, "is not an open file descriptor");
    int seals = fcntl(fd, F_GET_SEALS);
    if (!S_ISREG(st.st_mode) || st.st_size != (off_t)sizeof *rec || seals < 0 ||
        (seals & SEALS) != SEALS || pread(fd, rec, sizeof *rec, 0) != (ssize_t)sizeof *rec ||
        memcmp(rec->magic, LP_IPC_MAGIC, sizeof LP_IPC_MAGIC) ||
        rec->version != LP_IPC_RECORD_VERSION || rec->zero ||
        (rec->kind != LP_IPC_ALLOCATION && rec->kind != LP_IPC_POOL) ||
        rec->handle_type != CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR ||
        !memchr(rec->server, 0, sizeof rec->server))
        return not_a_record(fn, fd, CUDA_ERROR_UNKNOWN,
                            "was not made by LUPINE's export (a sealed memfd holding an export "
                            "record of a lupine-server)");
    if (rec->kind != kind)
        return not_a_record(fn, fd, CUDA_ERROR_INVALID_VALUE,
                            kind == LP_IPC_POOL ? "holds an allocation, not a pool"
                                                : "holds a pool, not an allocation");
    return CUDA_SUCCESS;
}

/* One import call to server srv: the result, *handle (the server's value) and *reason. */
static CUresult import_on(uint32_t fn, int srv, const lp_ipc_record *rec,
                          unsigned long long flags, uint64_t *handle, uint64_t *reason)
{
    *handle = 0;
    *reason = LP_IPC_OK;
    lc_call c;
    CUresult r = lc_begin(&c, fn);
    if (r != CUDA_SUCCESS)
        return r;
    lp_ipc_import q;
    memset(&q, 0, sizeof q);
    q.kind = rec->kind;
    q.handle_type = rec->handle_type;
    memcpy(q.instance, rec->export_.instance, sizeof q.instance);
    q.pid = rec->export_.pid;
    q.id = rec->export_.id;
    memcpy(q.secret, rec->export_.secret, sizeof q.secret);
    uint64_t f = flags;
    lc_out_req(&c, handle, 8);
    lc_in(&c, &q, sizeof q);
    lc_scalar(&c, &f, 8);
    lc_route(&c, srv);
    r = lc_send(&c);
    if (c.reader && !lc_out_empty(&c)) { /* the answer carries both, whatever the result */
        if (lc_out(&c, handle, 8) || lc_out(&c, reason, 8))
            r = lc_lost();
    } else if (r == CUDA_SUCCESS) {
        r = lc_lost();
    }
    lc_end(&c);
    return r;
}

/* Both imports: the server's value of what was imported in *handle, its server in *srv. */
static CUresult import_common(uint32_t fn, uint32_t kind, void *os, CUmemAllocationHandleType type,
                              unsigned long long flags, uint64_t *handle, int *srv)
{
    CUresult r = check_type(fn, type);
    if (r != CUDA_SUCCESS)
        return r;
    /* the driver takes a POSIX file descriptor as an integer in the pointer's place */
    int fd = (int)(intptr_t)os;
    if ((intptr_t)os != fd)
        return not_a_record(fn, -1, CUDA_ERROR_INVALID_VALUE,
                            "is not a file descriptor (the value does not fit an int)");
    lp_ipc_record rec;
    r = read_record(fn, fd, kind, &rec);
    if (r != CUDA_SUCCESS)
        return r;
    /* the server the record names, by its address; the server itself compares its instance
     * id (two names may reach one server, one name may reach another server since) */
    int named = -1;
    for (int i = 0; i < lc_servers() && named < 0; i++)
        if (!strcmp(lc_server_name(i), rec.server))
            named = i;
    uint64_t reason = LP_IPC_OK;
    for (int i = 0; i < lc_servers(); i++) {
        *srv = named >= 0 ? named : i;
        r = import_on(fn, *srv, &rec, flags, handle, &reason);
        if (named >= 0 || reason != LP_IPC_OTHER_SERVER)
            break;
    }
    if (r == CUDA_SUCCESS)
        return r;
    const char *name = lupine_fn_names[fn];
    unsigned long long pid = (unsigned long long)rec.export_.pid;
    if (reason == LP_IPC_OTHER_SERVER && named >= 0) {
        fprintf(stderr,
                "lupine: %s refused (CUDA_ERROR_NOT_SUPPORTED): descriptor %d was exported "
                "through another lupine-server at %s than the one there now (it was restarted "
                "since); memory is shared only between clients of one lupine-server\n",
                name, fd, rec.server);
    } else if (reason == LP_IPC_OTHER_SERVER) {
        char ours[512] = "";
        for (int i = 0, n = 0; i < lc_servers() && n < (int)sizeof ours; i++)
            n += snprintf(ours + n, sizeof ours - (size_t)n, "%s%s", i ? ", " : "",
                          lc_server_name(i));
        fprintf(stderr,
                "lupine: %s refused (CUDA_ERROR_NOT_SUPPORTED): descriptor %d was exported "
                "through the lupine-server at %s, not through %s, which this process uses; "
                "memory is shared only between clients of one lupine-server\n",
                name, fd, rec.server, ours);
    } else if (reason == LP_IPC_GONE) {
        fprintf(stderr,
                "lupine: %s failed (CUDA_ERROR_INVALID_HANDLE): the session that exported "
                "descriptor %d (server %s, session %llu) has ended; an export can be imported "
                "while the exporting process keeps its connection to the server\n",
                name, fd, rec.server, pid);
    } else if (reason == LP_IPC_REFUSED) {
        fprintf(stderr,
                "lupine: %s refused (CUDA_ERROR_INVALID_VALUE): session %llu of the "
                "lupine-server at %s has no export %llu with the secret descriptor %d holds\n",
                name, pid, rec.server, (unsigned long long)rec.export_.id, fd);
    }
    return r;
}

CUresult CUDAAPI cuMemImportFromShareableHandle(CUmemGenericAllocationHandle *handle, void *osHandle,
                                                CUmemAllocationHandleType shHandleType)
{
    lc_stats_call(LUPINE_FN_cuMemImportFromShareableHandle);
    if (!handle)
        return CUDA_ERROR_INVALID_VALUE;
    uint64_t h;
    int srv = 0;
    CUresult r = import_common(LUPINE_FN_cuMemImportFromShareableHandle, LP_IPC_ALLOCATION,
                               osHandle, shHandleType, 0, &h, &srv);
    if (r == CUDA_SUCCESS) {
        *handle = (CUmemGenericAllocationHandle)h;
        lc_allocation_made(h, srv);
    }
    return r;
}

CUresult CUDAAPI cuMemPoolImportFromShareableHandle(CUmemoryPool *pool_out, void *handle,
                                                    CUmemAllocationHandleType handleType,
                                                    unsigned long long flags)
{
    lc_stats_call(LUPINE_FN_cuMemPoolImportFromShareableHandle);
    if (!pool_out)
        return CUDA_ERROR_INVALID_VALUE;
    uint64_t h;
    int srv = 0;
    CUresult r = import_common(LUPINE_FN_cuMemPoolImportFromShareableHandle, LP_IPC_POOL, handle,
                               handleType, flags, &h, &srv);
    if (r == CUDA_SUCCESS)
        *pool_out = (CUmemoryPool)(uintptr_t)lc_handle_tag(srv, h);
    return r;
}

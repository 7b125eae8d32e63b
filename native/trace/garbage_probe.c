/* What the real driver answers for garbage handles and pointers.
 *
 * Each probe runs in a forked child (the driver may crash on some of them); the table this
 * prints (`name handle -> result` or `-> signal N`) is what lupine-server's handle checks
 * must reproduce. usage: lupine-garbage-probe [PATH-TO-REAL-LIBCUDA] */
#define _GNU_SOURCE
#include "lupine/driver_open.h"

#include <cuda.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

const char *lupine_result_name(int r);

static void *g_drv;
#define FN(name, type) ((type)dlsym(g_drv, name))

typedef CUresult (*f_v)(void);
typedef CUresult (*f_u)(unsigned);
typedef CUresult (*f_p)(void *);
typedef CUresult (*f_pp)(void *, void *);
typedef CUresult (*f_ppi)(void *, void *, unsigned);
typedef CUresult (*f_ppp)(void *, void *, void *);
typedef CUresult (*f_pi)(void *, int);
typedef CUresult (*f_u64)(unsigned long long);
typedef CUresult (*f_memcpy)(unsigned long long, const void *, size_t);
typedef CUresult (*f_memcpy_dh)(void *, unsigned long long, size_t);
typedef CUresult (*f_memset)(unsigned long long, unsigned char, size_t);
typedef CUresult (*f_launch)(void *, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,
                             unsigned, void *, void **, void **);
typedef CUresult (*f_param)(void *, size_t, size_t *, size_t *);
typedef CUresult (*f_alloc)(unsigned long long *, size_t);
typedef CUresult (*f_range)(unsigned long long *, size_t *, unsigned long long);

static void *const k_bad[] = {(void *)-1, (void *)0x1234, (void *)0xdeadbeef000};

static void setup(void)
{
    FN("cuInit", f_u)(0);
    void *ctx = NULL;
    FN("cuDevicePrimaryCtxRetain", f_pi)(&ctx, 0);
    FN("cuCtxSetCurrent", f_p)(ctx);
}

/* Runs `probe(arg)` in a child and prints what happened. */
static void run(const char *name, const void *arg, CUresult (*probe)(const void *))
{
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        alarm(20);
        setup();
        CUresult r = probe(arg);
        printf("%-32s %-16p -> %d %s\n", name, arg, (int)r, lupine_result_name((int)r));
        fflush(stdout);
        _exit(0);
    }
    int st = 0;
    waitpid(pid, &st, 0);
    if (WIFSIGNALED(st))
        printf("%-32s %-16p -> signal %d\n", name, arg, WTERMSIG(st));
}

static char g_buf[64];
static void *g_out[4];

static CUresult p_ctx_set(const void *h) { return FN("cuCtxSetCurrent", f_p)((void *)h); }
static CUresult p_ctx_push(const void *h) { return FN("cuCtxPushCurrent_v2", f_p)((void *)h); }
static CUresult p_ctx_destroy(const void *h) { return FN("cuCtxDestroy_v2", f_p)((void *)h); }
static CUresult p_stream_sync(const void *h) { return FN("cuStreamSynchronize", f_p)((void *)h); }
static CUresult p_stream_query(const void *h) { return FN("cuStreamQuery", f_p)((void *)h); }
static CUresult p_stream_destroy(const void *h) { return FN("cuStreamDestroy_v2", f_p)((void *)h); }
static CUresult p_stream_wait(const void *h) { return FN("cuStreamWaitEvent", f_ppi)(NULL, (void *)h, 0); }
static CUresult p_event_record(const void *h) { return FN("cuEventRecord", f_pp)((void *)h, NULL); }
static CUresult p_event_record_on(const void *h)
{
    void *e = NULL;
    FN("cuEventCreate", f_ppi)(&e, NULL, 0);
    return FN("cuEventRecord", f_pp)(e, (void *)h);
}
static CUresult p_event_sync(const void *h) { return FN("cuEventSynchronize", f_p)((void *)h); }
static CUresult p_event_query(const void *h) { return FN("cuEventQuery", f_p)((void *)h); }
static CUresult p_event_destroy(const void *h) { return FN("cuEventDestroy_v2", f_p)((void *)h); }
static CUresult p_event_elapsed(const void *h)
{
    float ms;
    return FN("cuEventElapsedTime_v2", f_ppp)(&ms, (void *)h, (void *)h);
}
static CUresult p_mod_getfn(const void *h) { return FN("cuModuleGetFunction", f_ppp)(g_out, (void *)h, "x"); }
static CUresult p_mod_unload(const void *h) { return FN("cuModuleUnload", f_p)((void *)h); }
static CUresult p_launch(const void *h)
{
    return FN("cuLaunchKernel", f_launch)((void *)h, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, NULL);
}
static CUresult p_param(const void *h)
{
    size_t o, s;
    return FN("cuFuncGetParamInfo", f_param)((void *)h, 0, &o, &s);
}
static CUresult p_mem_free(const void *h) { return FN("cuMemFree_v2", f_u64)((unsigned long long)h); }
static CUresult p_htod(const void *h) { return FN("cuMemcpyHtoD_v2", f_memcpy)((unsigned long long)h, g_buf, 4); }
static CUresult p_dtoh(const void *h) { return FN("cuMemcpyDtoH_v2", f_memcpy_dh)(g_buf, (unsigned long long)h, 4); }
static CUresult p_memset(const void *h) { return FN("cuMemsetD8_v2", f_memset)((unsigned long long)h, 0, 4); }
static CUresult p_range(const void *h)
{
    unsigned long long b;
    size_t s;
    return FN("cuMemGetAddressRange_v2", f_range)(&b, &s, (unsigned long long)h);
}
static CUresult p_destroyed_stream(const void *h)
{
    (void)h;
    void *s = NULL;
    FN("cuStreamCreate", f_ppi)(&s, 0, 0);
    FN("cuStreamDestroy_v2", f_p)(s);
    return FN("cuStreamSynchronize", f_p)(s);
}
static CUresult p_destroyed_event(const void *h)
{
    (void)h;
    void *e = NULL;
    FN("cuEventCreate", f_ppi)(&e, NULL, 0);
    FN("cuEventDestroy_v2", f_p)(e);
    return FN("cuEventSynchronize", f_p)(e);
}
static CUresult p_freed_memory(const void *h)
{
    (void)h;
    unsigned long long d = 0;
    FN("cuMemAlloc_v2", f_alloc)(&d, 64);
    FN("cuMemFree_v2", f_u64)(d);
    return FN("cuMemcpyHtoD_v2", f_memcpy)(d, g_buf, 4);
}
static CUresult p_no_context(const void *h)
{
    (void)h;
    FN("cuCtxSetCurrent", f_p)(NULL);
    unsigned long long d = 0;
    return FN("cuMemAlloc_v2", f_alloc)(&d, 64);
}

int main(int argc, char **argv)
{
    char path[4096];
    g_drv = lupine_open_driver(argc > 1 ? argv[1] : NULL, RTLD_NOW | RTLD_LOCAL, path, sizeof path);
    if (!g_drv) {
        fprintf(stderr, "lupine-garbage-probe: %s\n", path);
        return 1;
    }
    printf("# real driver: %s\n# probe handle -> CUresult (each in its own process)\n", path);
    static const struct {
        const char *name;
        CUresult (*fn)(const void *);
    } probes[] = {
        {"cuCtxSetCurrent", p_ctx_set},         {"cuCtxPushCurrent_v2", p_ctx_push},
        {"cuCtxDestroy_v2", p_ctx_destroy},     {"cuStreamSynchronize", p_stream_sync},
        {"cuStreamQuery", p_stream_query},      {"cuStreamDestroy_v2", p_stream_destroy},
        {"cuStreamWaitEvent(event)", p_stream_wait}, {"cuEventRecord(event)", p_event_record},
        {"cuEventRecord(stream)", p_event_record_on}, {"cuEventSynchronize", p_event_sync},
        {"cuEventQuery", p_event_query},        {"cuEventDestroy_v2", p_event_destroy},
        {"cuEventElapsedTime_v2", p_event_elapsed}, {"cuModuleGetFunction", p_mod_getfn},
        {"cuModuleUnload", p_mod_unload},       {"cuLaunchKernel", p_launch},
        {"cuFuncGetParamInfo", p_param},        {"cuMemFree_v2", p_mem_free},
        {"cuMemcpyHtoD_v2", p_htod},            {"cuMemcpyDtoH_v2", p_dtoh},
        {"cuMemsetD8_v2", p_memset},            {"cuMemGetAddressRange_v2", p_range},
    };
    for (size_t i = 0; i < sizeof probes / sizeof probes[0]; i++)
        for (size_t k = 0; k < sizeof k_bad / sizeof k_bad[0]; k++)
            run(probes[i].name, k_bad[k], probes[i].fn);
    run("use-after-destroy stream", NULL, p_destroyed_stream);
    run("use-after-destroy event", NULL, p_destroyed_event);
    run("copy to freed memory", NULL, p_freed_memory);
    run("cuMemAlloc without context", NULL, p_no_context);
    return 0;
}

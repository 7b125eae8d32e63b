/* liblupine-audit.so: an rtld-audit(7) module that makes every load of the CUDA driver, and of
 * NVML, in a program load LUPINE's client libraries instead (`lupine run`).
 *
 * LD_LIBRARY_PATH alone loses to a program's RPATH/RUNPATH pointing at a driver directory and
 * to a dlopen of the driver by absolute path (/usr/lib/x86_64-linux-gnu/libcuda.so.1). The
 * dynamic linker asks an audit module's la_objsearch about every name it is about to search
 * (flag LA_SER_ORIG) and every path it tries; answering with the client library's path for any
 * name whose last component is libcuda.so or libcuda.so.<version> makes that library the one
 * loaded, whatever asked for it. The client library comes from LUPINE_AUDIT_LIBCUDA; without
 * it nothing is changed. NVML likewise: any libnvidia-ml.so or libnvidia-ml.so.<version>
 * becomes LUPINE_AUDIT_NVML, else the libnvidia-ml.so.1 beside LUPINE_AUDIT_LIBCUDA when there
 * is one (the package and the build put both client libraries in one directory). Set-user-ID
 * programs ignore LD_AUDIT (ld.so(8)). */
#define _GNU_SOURCE
#include <link.h>
#include <stdint.h>
#include <stdio.h>
#include <unistd.h>
#include <stdlib.h>
#include <string.h>

unsigned int la_version(unsigned int version)
{
    return version < LAV_CURRENT ? version : LAV_CURRENT;
}

/* 1 for "<stem>" and "<stem>.N[.M...]" as the last component of name, e.g. "libcuda.so",
 * "libcuda.so.1" (not libcudart, libcuda_foo). */
static int is_library(const char *name, const char *stem)
{
    const char *base = strrchr(name, '/');
    base = base ? base + 1 : name;
    size_t n = strlen(stem);
    if (strncmp(base, stem, n))
        return 0;
    const char *v = base + n;
    if (!*v)
        return 1;
    if (*v != '.')
        return 0;
    for (v++; *v; v++)
        if ((*v < '0' || *v > '9') && *v != '.')
            return 0;
    return 1;
}

/* LUPINE's NVML: LUPINE_AUDIT_NVML, else libnvidia-ml.so.1 beside the CUDA client; NULL when
 * neither is there. */
static const char *nvml_client(void)
{
    static char path[4096];
    static int done;
    if (!done) {
        done = 1;
        const char *named = getenv("LUPINE_AUDIT_NVML");
        const char *cuda = getenv("LUPINE_AUDIT_LIBCUDA");
        const char *slash = cuda ? strrchr(cuda, '/') : NULL;
        if (named && *named)
            snprintf(path, sizeof path, "%s", named);
        else if (slash && (size_t)(slash - cuda) < sizeof path - 32) {
            snprintf(path, sizeof path, "%.*s/libnvidia-ml.so.1", (int)(slash - cuda), cuda);
            if (access(path, R_OK))
                path[0] = 0;
        }
    }
    return path[0] ? path : NULL;
}

char *la_objsearch(const char *name, uintptr_t *cookie, unsigned int flag)
{
    (void)cookie;
    (void)flag;
    const char *lupine = getenv("LUPINE_AUDIT_LIBCUDA");
    if (lupine && *lupine && is_library(name, "libcuda.so") && strcmp(name, lupine))
        return (char *)lupine;
    if (is_library(name, "libnvidia-ml.so")) {
        const char *nvml = nvml_client();
        if (nvml && strcmp(name, nvml))
            return (char *)nvml;
    }
    return (char *)name;
}

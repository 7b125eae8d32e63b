/* liblupine-audit.so: an rtld-audit(7) module that makes every load of the CUDA driver in a
 * program load LUPINE's client library instead (`lupine run`).
 *
 * LD_LIBRARY_PATH alone loses to a program's RPATH/RUNPATH pointing at a driver directory and
 * to a dlopen of the driver by absolute path (/usr/lib/x86_64-linux-gnu/libcuda.so.1). The
 * dynamic linker asks an audit module's la_objsearch about every name it is about to search
 * (flag LA_SER_ORIG) and every path it tries; answering with the client library's path for any
 * name whose last component is libcuda.so or libcuda.so.<version> makes that library the one
 * loaded, whatever asked for it. The client library comes from LUPINE_AUDIT_LIBCUDA; without
 * it nothing is changed. Set-user-ID programs ignore LD_AUDIT (ld.so(8)). */
#define _GNU_SOURCE
#include <link.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

unsigned int la_version(unsigned int version)
{
    return version < LAV_CURRENT ? version : LAV_CURRENT;
}

/* 1 for "libcuda.so" and "libcuda.so.N[.M...]" (not libcudart, libcuda_foo). */
static int is_driver(const char *name)
{
    const char *base = strrchr(name, '/');
    base = base ? base + 1 : name;
    if (strncmp(base, "libcuda.so", 10))
        return 0;
    const char *v = base + 10;
    if (!*v)
        return 1;
    if (*v != '.')
        return 0;
    for (v++; *v; v++)
        if ((*v < '0' || *v > '9') && *v != '.')
            return 0;
    return 1;
}

char *la_objsearch(const char *name, uintptr_t *cookie, unsigned int flag)
{
    (void)cookie;
    (void)flag;
    const char *lupine = getenv("LUPINE_AUDIT_LIBCUDA");
    if (lupine && *lupine && is_driver(name) && strcmp(name, lupine))
        return (char *)lupine;
    return (char *)name;
}

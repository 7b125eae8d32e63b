#define _GNU_SOURCE
#include "lupine/driver_open.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const k_candidates[] = {
    "/usr/local/nvidia/lib64/libcuda.so.1",
    "/usr/local/nvidia/lib/libcuda.so.1",
    "/usr/lib/x86_64-linux-gnu/libcuda.so.1",
    "/usr/lib64/libcuda.so.1",
    "/usr/lib/libcuda.so.1",
    "/lib/x86_64-linux-gnu/libcuda.so.1",
    "/lib64/libcuda.so.1",
    "/usr/lib/wsl/lib/libcuda.so.1",
    "/usr/local/cuda/compat/libcuda.so.1",
};

static const void *g_self;

void lupine_driver_self(const void *self) { g_self = self; }

static int is_self(void *h)
{
    Dl_info a, b;
    void *init = dlsym(h, "cuInit");
    return g_self && init && dladdr(init, &a) && dladdr(g_self, &b) && a.dli_fbase == b.dli_fbase;
}

/* A handle is acceptable when it exports cuInit and is not one of our own libraries (or,
 * when named explicitly, not the caller itself). */
static void *try_open_as(const char *path, int flags, int explicit_name)
{
    void *h = dlopen(path, flags);
    if (!h)
        return NULL;
    int ours = dlsym(h, LUPINE_MARKER_SYMBOL) != NULL;
    if (dlsym(h, "cuInit") == NULL || is_self(h) || (ours && !explicit_name)) {
        dlclose(h);
        return NULL;
    }
    return h;
}

static void *try_open(const char *path, int flags) { return try_open_as(path, flags, 0); }

void *lupine_open_driver(const char *explicit_path, int dlflags, char *path_out, size_t path_len)
{
    const char *env = explicit_path ? explicit_path : getenv("LUPINE_DRIVER");
    if (env && *env) {
        void *h = try_open_as(env, dlflags, 1);
        if (h)
            snprintf(path_out, path_len, "%s", env);
        else
            snprintf(path_out, path_len, "%s: %s", env,
                     dlerror() ? "cannot be opened or is not a CUDA driver" : "not a CUDA driver");
        return h;
    }
    for (size_t i = 0; i < sizeof k_candidates / sizeof k_candidates[0]; i++) {
        void *h = try_open(k_candidates[i], dlflags);
        if (h) {
            snprintf(path_out, path_len, "%s", k_candidates[i]);
            return h;
        }
    }
    const char *llp = getenv("LD_LIBRARY_PATH");
    if (llp) {
        char *copy = strdup(llp);
        char *save = NULL;
        for (char *dir = copy ? strtok_r(copy, ":", &save) : NULL; dir;
             dir = strtok_r(NULL, ":", &save)) {
            char path[4096];
            snprintf(path, sizeof path, "%s/libcuda.so.1", dir);
            void *h = try_open(path, dlflags);
            if (h) {
                snprintf(path_out, path_len, "%s", path);
                free(copy);
                return h;
            }
        }
        free(copy);
    }
    void *h = try_open("libcuda.so.1", dlflags);
    if (h) {
        snprintf(path_out, path_len, "libcuda.so.1 (loader search)");
        return h;
    }
    snprintf(path_out, path_len,
             "no real libcuda.so.1 found (tried /usr/local/nvidia/lib64, system libdirs, "
             "LD_LIBRARY_PATH); set LUPINE_DRIVER");
    return NULL;
}

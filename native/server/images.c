/* The module image cache: fatbins, cubins and PTX that clients loaded, kept by SHA-256 in a
 * directory shared by every session of this server, so a second client process (or a second
 * load in one process) sends the 32-byte hash instead of the image (the client sends the
 * hash first: lp_call flag LP_CALL_IMAGE_HASH; native/shim/module.c). cuBLAS and cuDNN load
 * fatbins of many megabytes at their first use.
 *
 * The hash of an image is always computed here, from the bytes the client sent: a client
 * cannot place an image under another image's hash. A file read back is hashed again before
 * use (a truncated or damaged file is a miss). Files are written to a temporary name and
 * renamed, so concurrent sessions never see a partial file. The directory is
 * `lupine-server --image-cache DIR` (default $XDG_CACHE_HOME/lupine/images, else
 * ~/.cache/lupine/images, else none); "none" turns the cache off. Nothing is evicted: the
 * cache holds each distinct image once. */
#define _GNU_SOURCE
#include "lupine/sha256.h"
#include "wire.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define MAX_IMAGE ((uint64_t)1 << 30)

static char g_dir[4096];

static int mkdirs(char *path)
{
    for (char *p = path + 1; *p; p++)
        if (*p == '/') {
            *p = 0;
            int rc = mkdir(path, 0700);
            *p = '/';
            if (rc && errno != EEXIST)
                return -1;
        }
    return mkdir(path, 0700) && errno != EEXIST ? -1 : 0;
}

void ls_images_configure(const char *dir)
{
    g_dir[0] = 0;
    if (!lp_sha256_available() || (dir && !strcmp(dir, "none")))
        return;
    if (dir && *dir) {
        snprintf(g_dir, sizeof g_dir, "%s", dir);
    } else {
        const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
        if (xdg && *xdg)
            snprintf(g_dir, sizeof g_dir, "%s/lupine/images", xdg);
        else if (home && *home)
            snprintf(g_dir, sizeof g_dir, "%s/.cache/lupine/images", home);
    }
    if (g_dir[0] && mkdirs(g_dir)) {
        fprintf(stderr, "lupine-server: image cache %s: %s (cache off)\n", g_dir, strerror(errno));
        g_dir[0] = 0;
    }
}

static void path_of(const unsigned char hash[32], char *path, size_t cap)
{
    char hex[65];
    for (int i = 0; i < 32; i++)
        snprintf(hex + 2 * i, 3, "%02x", hash[i]);
    snprintf(path, cap, "%s/%s", g_dir, hex);
}

int ls_images_get(const unsigned char hash[32], unsigned char **image, uint64_t *n)
{
    if (!g_dir[0])
        return 0;
    char path[4200];
    path_of(hash, path, sizeof path);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return 0;
    struct stat st;
    unsigned char *buf = NULL;
    if (fstat(fd, &st) == 0 && st.st_size > 0 && (uint64_t)st.st_size <= MAX_IMAGE)
        buf = malloc((size_t)st.st_size + 1);
    size_t got = 0;
    while (buf && got < (size_t)st.st_size) {
        ssize_t k = read(fd, buf + got, (size_t)st.st_size - got);
        if (k <= 0)
            break;
        got += (size_t)k;
    }
    close(fd);
    unsigned char check[32];
    if (!buf || got != (size_t)st.st_size || lp_sha256(buf, got, check) || memcmp(check, hash, 32)) {
        free(buf);
        return 0;
    }
    buf[got] = 0;
    *image = buf;
    *n = got;
    return 1;
}

void ls_images_put(const unsigned char *image, uint64_t n)
{
    unsigned char hash[32];
    if (!g_dir[0] || !n || lp_sha256(image, (size_t)n, hash))
        return;
    char path[4200], tmp[4300];
    path_of(hash, path, sizeof path);
    unsigned char *have = NULL;
    uint64_t have_n = 0;
    if (ls_images_get(hash, &have, &have_n)) { /* already there, and intact */
        free(have);
        return;
    }
    snprintf(tmp, sizeof tmp, "%s.%d.tmp", path, (int)getpid());
    int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0)
        return;
    size_t put = 0;
    while (put < n) {
        ssize_t k = write(fd, image + put, (size_t)n - put);
        if (k <= 0)
            break;
        put += (size_t)k;
    }
    if (close(fd) == 0 && put == n)
        rename(tmp, path);
    else
        unlink(tmp);
}

/* The log file and safe reads of both tracers (trace_io.h). */
#define _GNU_SOURCE
#include "trace_io.h"

#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/uio.h>
#include <unistd.h>

int lt_trace_fd(void)
{
    const char *file = getenv("LUPINE_TRACE_FILE");
    if (!file || !*file)
        return 2;
    char path[4096];
    size_t o = 0;
    for (const char *c = file; *c && o < sizeof path - 24; c++) {
        if (c[0] == '%' && c[1] == 'p') {
            o += (size_t)snprintf(path + o, sizeof path - o, "%d", (int)getpid());
            c++;
        } else {
            path[o++] = *c;
        }
    }
    path[o] = 0;
    int fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    return fd >= 0 ? fd : 2;
}

size_t lt_safe_read(const void *p, void *out, size_t n)
{
    if ((uintptr_t)p < 65536)
        return 0;
    struct iovec local = {out, n}, remote = {(void *)p, n};
    ssize_t got = process_vm_readv(getpid(), &local, 1, &remote, 1, 0);
    size_t to_page = 4096 - ((uintptr_t)p & 4095);
    if (got <= 0 && to_page < n) {
        local.iov_len = remote.iov_len = to_page;
        got = process_vm_readv(getpid(), &local, 1, &remote, 1, 0);
    }
    return got > 0 ? (size_t)got : 0;
}

void lt_command_line(char *out, size_t cap)
{
    if (!cap)
        return;
    out[0] = 0;
    int fd = open("/proc/self/cmdline", O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return;
    ssize_t n = read(fd, out, cap - 1);
    close(fd);
    if (n < 0)
        n = 0;
    out[n] = 0;
    /* every byte read, the last too: a cut command line can end inside an argument */
    for (ssize_t i = 0; i < n; i++)
        if ((unsigned char)out[i] < 32)
            out[i] = ' ';
    while (n > 0 && out[n - 1] == ' ')
        out[--n] = 0;
}

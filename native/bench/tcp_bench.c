/* The machine's own loopback TCP limits, the peers of LUPINE's benchmark:
 *
 *   lupine-tcp-bench [--rounds N] [--bulk-mib M]
 *
 * ping-pong: a 64-byte request and a 32-byte answer (the size of a small LUPINE call and its
 * reply) bounced N times between two threads over 127.0.0.1 with TCP_NODELAY, median
 * round trip in microseconds, once with blocking receives (tcp_rtt_us) and once with both ends
 * spinning before they block as LUPINE's readers do (tcp_rtt_spin_us, lp_set_spin_us(50)); bulk: M MiB sent in one go and received into a buffer (as
 * lupine-server receives a copy), GB/s, best of 3. Prints one JSON object. */
#define _GNU_SOURCE
#include "lupine/protocol.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

static int g_rounds = 20000;
static size_t g_bulk = 256u << 20;
static int g_lfd;

static double now_us(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e6 + (double)t.tv_nsec / 1e3;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static void *echo_server(void *arg)
{
    (void)arg;
    int fd = accept(g_lfd, NULL, NULL);
    lp_tune_socket(fd);
    char req[64], ans[32] = {0};
    for (int i = 0; i < 2 * (g_rounds + 100); i++) {
        if (lp_read_all(fd, req, sizeof req) || lp_write_all(fd, ans, sizeof ans))
            break;
    }
    /* then bulk: 3 (+1 warm-up) transfers received into one buffer */
    char *buf = malloc(8u << 20);
    for (int rep = 0; rep < 4; rep++) {
        size_t left = g_bulk;
        while (left) {
            size_t k = left < (8u << 20) ? left : (8u << 20);
            if (lp_read_all(fd, buf, k))
                goto out;
            left -= k;
        }
        char ok = 1;
        lp_write_all(fd, &ok, 1);
    }
out:
    free(buf);
    close(fd);
    return NULL;
}

int main(int argc, char **argv)
{
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!strcmp(argv[i], "--rounds"))
            g_rounds = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "--bulk-mib"))
            g_bulk = (size_t)atoi(argv[i + 1]) << 20;
    }
    g_lfd = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in a;
    memset(&a, 0, sizeof a);
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t al = sizeof a;
    if (bind(g_lfd, (struct sockaddr *)&a, sizeof a) || listen(g_lfd, 1) ||
        getsockname(g_lfd, (struct sockaddr *)&a, &al)) {
        perror("lupine-tcp-bench");
        return 1;
    }
    pthread_t th;
    pthread_create(&th, NULL, echo_server, NULL);
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    if (connect(fd, (struct sockaddr *)&a, sizeof a)) {
        perror("lupine-tcp-bench: connect");
        return 1;
    }
    lp_tune_socket(fd);
    char req[64] = {0}, ans[32];
    double *rtt = malloc((size_t)g_rounds * sizeof *rtt), median[2];
    for (int spin = 0; spin < 2; spin++) { /* the setting is the process's: both threads */
        lp_set_spin_us(spin ? 50 : 0);
        for (int i = 0; i < 100; i++)
            if (lp_write_all(fd, req, sizeof req) || lp_read_all(fd, ans, sizeof ans))
                return 1;
        for (int i = 0; i < g_rounds; i++) {
            double t = now_us();
            if (lp_write_all(fd, req, sizeof req) || lp_read_all(fd, ans, sizeof ans))
                return 1;
            rtt[i] = now_us() - t;
        }
        qsort(rtt, (size_t)g_rounds, sizeof *rtt, cmp_double);
        median[spin] = rtt[g_rounds / 2];
    }
    lp_set_spin_us(0);
    char *data = malloc(g_bulk);
    memset(data, 0x5a, g_bulk);
    double best = 1e30;
    for (int rep = 0; rep < 4; rep++) {
        double t = now_us();
        char ok;
        if (lp_write_all(fd, data, g_bulk) || lp_read_all(fd, &ok, 1))
            return 1;
        t = now_us() - t;
        if (rep > 0 && t < best)
            best = t;
    }
    printf("{\"tcp_rtt_us\": %.3f, \"tcp_rtt_spin_us\": %.3f, \"tcp_bulk_gbps\": %.3f, "
           "\"rounds\": %d, \"bulk_mib\": %zu}\n",
           median[0], median[1], (double)g_bulk / (best * 1e3), g_rounds, g_bulk >> 20);
    close(fd);
    pthread_join(th, NULL);
    free(rtt);
    free(data);
    return 0;
}

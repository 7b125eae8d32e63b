/* What the files of LUPINE's libnvidia-ml.so.1 share (native/nvml/). */
#ifndef LUPINE_NVML_INTERNAL_H
#define LUPINE_NVML_INTERNAL_H

#include "lupine/nvml_api.h"
#include "lupine/nvml_wire.h"
#include "lupine/protocol.h"

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

#define LN_MAX_SERVERS 16
#define LN_MAX_DEVICES 256

enum { LN_NEW, LN_CONNECTED, LN_LOST };

/* One server of LUPINE_SERVER and its connection. */
typedef struct {
    char endpoint[300];
    pthread_mutex_t mu; /* one request at a time on the connection */
    int state;          /* LN_*, under mu */
    int fd;
    uint16_t minor; /* the server's protocol minor version (2.<minor>), from its welcome */
    uint64_t next_id;
    lp_rbuf in;
    lpn_init info; /* what it answered at nvmlInit */
} ln_server;

extern ln_server ln_servers[LN_MAX_SERVERS];
extern int ln_nservers;

/* Connects (and shakes hands) unless connected: 0, or -1 with the reason in why. */
int ln_open(ln_server *srv, char *why, size_t whylen);
/* Says goodbye and closes (requests then answer NVML_ERROR_GPU_IS_LOST until nvmlInit sets
 * the server up again). */
void ln_close(ln_server *srv);
/* One request (nvml_wire.h); `in` is its argument bytes (a string without its terminator, or
 * field ids), `inlen` of them. The answer (at most cap bytes: more is a malformed reply) goes to
 * out and its length to *got. A lost connection answers NVML_ERROR_GPU_IS_LOST. */
nvmlReturn_t ln_request(ln_server *srv, uint32_t fn, uint32_t device, uint32_t arg0,
                        uint32_t arg1, const void *in, size_t inlen, void *out, size_t cap,
                        size_t *got);
/* pthread_atfork child handler: connections are the parent's; made again on first use. */
void ln_atfork_child(void);

int ln_debug_on(void);
void ln_debug(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Every export LUPINE does not forward: says its name under LUPINE_DEBUG, answers
 * NVML_ERROR_NOT_SUPPORTED. */
nvmlReturn_t ln_unsupported(const char *name);
/* The name of process `pid` of the host of `device`'s server (nvmlSystemGetProcessName asked of
 * that server alone), truncated to `length` (> 0) bytes with its terminator. */
nvmlReturn_t ln_device_process_name(nvmlDevice_t device, unsigned pid, char *name,
                                    unsigned length);

/* This library's own NVML functions that the private tables' bodies (export_tables.c) answer
 * with, as api.c defines them. */
nvmlReturn_t nvmlDeviceGetHandleByIndex_v2(unsigned int index, nvmlDevice_t *device);
nvmlReturn_t nvmlDeviceGetPciInfo_v3(nvmlDevice_t device, nvmlPciInfo_t *p);
nvmlReturn_t nvmlDeviceGetComputeRunningProcesses_v3(nvmlDevice_t d, unsigned *n, void *p);
nvmlReturn_t nvmlDeviceGetGraphicsRunningProcesses_v3(nvmlDevice_t d, unsigned *n, void *p);
nvmlReturn_t nvmlDeviceGetMPSComputeRunningProcesses_v3(nvmlDevice_t d, unsigned *n, void *p);

#endif

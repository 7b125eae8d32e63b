/* The answer the CUDA runtime expects from slot 1 of its "integrity check" export table
 * (`integrity` in codegen/export_tables.toml).
 *
 * Public facts (ZLUDA's dark_api documents them; observed again by tracing): the runtime
 * calls slot(version, unix_seconds, uint64_t out[2]) with version = CUDA_VERSION*1 + 0, 1, 2.
 * For version % 10 == 0 and 1 the answer is a constant; otherwise it is HMAC-MD2 (RFC 1319,
 * RFC 2104 with a 16-byte block) under a fixed 16-byte key of the message
 *   { u32 driver_version, u32 version, u32 pid, u32 (u32)pthread_self(),
 *     void *cudart_table, void *integrity_table, void *slot_fn, u64 unix_seconds }
 * followed, per device, by { CUuuid, i32 pci_domain, i32 pci_bus, i32 pci_device }.
 * The runtime computes the same value from the table addresses it was given, so a library
 * that serves its own tables must answer with its own addresses. */
#ifndef LUPINE_INTEGRITY_H
#define LUPINE_INTEGRITY_H

#include <stdint.h>
#include <stddef.h>

typedef struct {
    unsigned char uuid[16];
    int32_t pci_domain;
    int32_t pci_bus;
    int32_t pci_device;
} lupine_device_hash;

typedef struct {
    uint32_t driver_version;
    uint32_t version;
    uint32_t pid;
    uint32_t tid;
    const void *cudart_table;
    const void *integrity_table;
    const void *slot_fn;
    uint64_t unix_seconds;
} lupine_integrity_input;

/* MD2 of `len` bytes (RFC 1319). */
void lupine_md2(const void *data, size_t len, unsigned char digest[16]);

/* The two 64-bit words the runtime expects (native byte order of the 16-byte digest). */
void lupine_integrity_hash(const lupine_integrity_input *in, const lupine_device_hash *devs,
                           int ndev, uint64_t out[2]);

#endif

/* SHA-256 (native/common/sha256.c): 0 on success, -1 when this build has no OpenSSL. */
#ifndef LUPINE_SHA256_H
#define LUPINE_SHA256_H

#include <stddef.h>

int lp_sha256(const void *data, size_t n, unsigned char out[32]);
int lp_sha256_available(void);

#endif

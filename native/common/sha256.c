/* SHA-256 for the module image cache, from OpenSSL's libcrypto (FIPS 180-4). Built without
 * OpenSSL (LUPINE_HAVE_OPENSSL undefined), lp_sha256 reports that it cannot hash and the
 * image cache is off on that side. */
#include "lupine/sha256.h"

#ifdef LUPINE_HAVE_OPENSSL
#include <openssl/evp.h>

int lp_sha256(const void *data, size_t n, unsigned char out[32])
{
    unsigned int len = 0;
    return EVP_Digest(data, n, out, &len, EVP_sha256(), NULL) == 1 && len == 32 ? 0 : -1;
}

int lp_sha256_available(void) { return 1; }
#else
int lp_sha256(const void *data, size_t n, unsigned char out[32])
{
    (void)data;
    (void)n;
    (void)out;
    return -1;
}

int lp_sha256_available(void) { return 0; }
#endif

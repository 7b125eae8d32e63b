/* MD2 (RFC 1319) and the HMAC-MD2 answer of the runtime's integrity-check slot.
 * See lupine/integrity.h for where the message layout comes from. */
#include "lupine/integrity.h"

#include <string.h>

/* RFC 1319, section 3.2: the S permutation built from the digits of pi. */
static const unsigned char k_md2_s[256] = {
    41,  46,  67,  201, 162, 216, 124, 1,   61,  54,  84,  161, 236, 240, 6,   19,
    98,  167, 5,   243, 192, 199, 115, 140, 152, 147, 43,  217, 188, 76,  130, 202,
    30,  155, 87,  60,  253, 212, 224, 22,  103, 66,  111, 24,  138, 23,  229, 18,
    190, 78,  196, 214, 218, 158, 222, 73,  160, 251, 245, 142, 187, 47,  238, 122,
    169, 104, 121, 145, 21,  178, 7,   63,  148, 194, 16,  137, 11,  34,  95,  33,
    128, 127, 93,  154, 90,  144, 50,  39,  53,  62,  204, 231, 191, 247, 151, 3,
    255, 25,  48,  179, 72,  165, 181, 209, 215, 94,  146, 42,  172, 86,  170, 198,
    79,  184, 56,  210, 150, 164, 125, 182, 118, 252, 107, 226, 156, 116, 4,   241,
    69,  157, 112, 89,  100, 113, 135, 32,  134, 91,  207, 101, 230, 45,  168, 2,
    27,  96,  37,  173, 174, 176, 185, 246, 28,  70,  97,  105, 52,  64,  126, 15,
    85,  71,  163, 35,  221, 81,  175, 58,  195, 92,  249, 206, 186, 197, 234, 38,
    44,  83,  13,  110, 133, 40,  132, 9,   211, 223, 205, 244, 65,  129, 77,  82,
    106, 220, 55,  200, 108, 193, 171, 250, 36,  225, 123, 8,   12,  189, 177, 74,
    120, 136, 149, 139, 227, 99,  232, 109, 233, 203, 213, 254, 59,  0,   29,  57,
    242, 239, 183, 14,  102, 88,  208, 228, 166, 119, 114, 248, 235, 117, 75,  10,
    49,  68,  80,  180, 143, 237, 31,  26,  219, 153, 141, 51,  159, 17,  131, 20,
};

typedef struct {
    unsigned char x[48];
    unsigned char checksum[16];
    unsigned char block[16];
    size_t fill;
} md2_ctx;

static void md2_init(md2_ctx *c) { memset(c, 0, sizeof *c); }

static void md2_compress(md2_ctx *c)
{
    unsigned char l = c->checksum[15];
    for (int i = 0; i < 16; i++) {
        c->x[16 + i] = c->block[i];
        c->x[32 + i] = (unsigned char)(c->x[i] ^ c->block[i]);
        l = c->checksum[i] ^= k_md2_s[c->block[i] ^ l];
    }
    unsigned t = 0;
    for (int round = 0; round < 18; round++) {
        for (int k = 0; k < 48; k++)
            t = c->x[k] ^= k_md2_s[t];
        t = (t + (unsigned)round) & 0xff;
    }
}

static void md2_update(md2_ctx *c, const unsigned char *p, size_t n)
{
    while (n--) {
        c->block[c->fill++] = *p++;
        if (c->fill == 16) {
            md2_compress(c);
            c->fill = 0;
        }
    }
}

static void md2_final(md2_ctx *c, unsigned char out[16])
{
    unsigned char pad[16];
    size_t n = 16 - c->fill;
    memset(pad, (int)n, n);
    md2_update(c, pad, n);
    unsigned char sum[16];
    memcpy(sum, c->checksum, 16);
    md2_update(c, sum, 16);
    memcpy(out, c->x, 16);
}

void lupine_md2(const void *data, size_t len, unsigned char digest[16])
{
    md2_ctx c;
    md2_init(&c);
    md2_update(&c, data, len);
    md2_final(&c, digest);
}

/* The 16-byte HMAC key, a fixed constant of the runtime/driver pair (public: ZLUDA). */
static const unsigned char k_key[16] = {0x14, 0x6A, 0xDD, 0xAE, 0x53, 0xA9, 0xA7, 0x52,
                                        0xAA, 0x08, 0x41, 0x36, 0x0B, 0xF5, 0x5A, 0x9F};

void lupine_integrity_hash(const lupine_integrity_input *in, const lupine_device_hash *devs,
                           int ndev, uint64_t out[2])
{
    if (in->version % 10 == 0) {
        out[0] = 0x3341181C03CB675CULL;
        out[1] = 0x8ED383AA1F4CD1E8ULL;
        return;
    }
    if (in->version % 10 == 1) {
        out[0] = 0x1841181C03CB675CULL;
        out[1] = 0x8ED383AA1F4CD1E8ULL;
        return;
    }
    unsigned char pad[16], inner[16], digest[16];
    md2_ctx c;
    md2_init(&c);
    for (int i = 0; i < 16; i++)
        pad[i] = k_key[i] ^ 0x36;
    md2_update(&c, pad, 16);
    md2_update(&c, (const unsigned char *)in, sizeof *in);
    for (int d = 0; d < ndev; d++)
        md2_update(&c, (const unsigned char *)&devs[d], sizeof devs[d]);
    md2_final(&c, inner);
    md2_init(&c);
    for (int i = 0; i < 16; i++)
        pad[i] = k_key[i] ^ 0x5c;
    md2_update(&c, pad, 16);
    md2_update(&c, inner, 16);
    md2_final(&c, digest);
    memcpy(out, digest, 16);
}

/* Unit tests of the shared C pieces: MD2 against RFC 1319's test suite, the HMAC-MD2
 * integrity answer's fixed cases, the bounded reader, endpoint parsing. */
#include "lupine/integrity.h"
#include "lupine/protocol.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;
#define CHECK(cond)                                                                          \
    do {                                                                                     \
        if (!(cond)) {                                                                       \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond);         \
            failures++;                                                                      \
        }                                                                                    \
    } while (0)

static void hex(const unsigned char *d, char out[33])
{
    for (int i = 0; i < 16; i++)
        sprintf(out + 2 * i, "%02x", d[i]);
}

static void test_md2(void)
{
    /* RFC 1319, A.5 test suite */
    static const char *const cases[][2] = {
        {"", "8350e5a3e24c153df2275c9f80692773"},
        {"a", "32ec01ec4a6dac72c0ab96fb34c0b5d1"},
        {"abc", "da853b0d3f88d99b30283a69e6ded6bb"},
        {"message digest", "ab4f496bfb2a530b219ff33031fe06b0"},
        {"abcdefghijklmnopqrstuvwxyz", "4e8ddff3650292ab5a4108c3aa47940b"},
        {"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
         "da33def2a42df13975352846c30338cd"},
        {"12345678901234567890123456789012345678901234567890123456789012345678901234567890",
         "d5976f79d83d3a0dc9806c3c66f3efd8"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        unsigned char d[16];
        char h[33];
        lupine_md2(cases[i][0], strlen(cases[i][0]), d);
        hex(d, h);
        CHECK(!strcmp(h, cases[i][1]));
    }
}

static void test_integrity_fixed(void)
{
    lupine_integrity_input in;
    memset(&in, 0, sizeof in);
    uint64_t out[2];
    in.version = 13000;
    lupine_integrity_hash(&in, NULL, 0, out);
    CHECK(out[0] == 0x3341181C03CB675CULL && out[1] == 0x8ED383AA1F4CD1E8ULL);
    in.version = 13001;
    lupine_integrity_hash(&in, NULL, 0, out);
    CHECK(out[0] == 0x1841181C03CB675CULL && out[1] == 0x8ED383AA1F4CD1E8ULL);
    /* The message layout the runtime hashes: 48 bytes, then 28 per device. */
    CHECK(sizeof(lupine_integrity_input) == 48);
    CHECK(sizeof(lupine_device_hash) == 28);
    in.version = 13002;
    uint64_t a[2], b[2];
    lupine_integrity_hash(&in, NULL, 0, a);
    in.unix_seconds = 1;
    lupine_integrity_hash(&in, NULL, 0, b);
    CHECK(a[0] != b[0] || a[1] != b[1]);
}

static void test_reader(void)
{
    lp_buf b = {0};
    lp_buf_u64(&b, 7);
    lp_buf_bytes(&b, "hello", 5);
    lp_buf_null(&b);
    CHECK(b.len == 8 + 8 + 8 + 8);
    lp_reader r = {b.data, b.len, 0};
    uint64_t v;
    const void *p;
    uint64_t n;
    CHECK(lp_get_u64(&r, &v) == 0 && v == 7);
    CHECK(lp_get_bytes(&r, &p, &n, 100) == 0 && n == 5 && !memcmp(p, "hello", 5));
    CHECK(lp_get_bytes(&r, &p, &n, 100) == 0 && p == NULL);
    CHECK(lp_get_u64(&r, &v) == -1 && r.failed);
    /* a length beyond the buffer, or beyond the caller's limit, fails */
    lp_buf_reset(&b);
    lp_buf_u64(&b, 1000);
    lp_reader r2 = {b.data, b.len, 0};
    CHECK(lp_get_bytes(&r2, &p, &n, 1u << 20) == -1);
    lp_buf_reset(&b);
    lp_buf_bytes(&b, "abcdefgh", 8);
    lp_reader r3 = {b.data, b.len, 0};
    CHECK(lp_get_bytes(&r3, &p, &n, 4) == -1);
    lp_buf_free(&b);
}

static void test_endpoint(void)
{
    char host[64];
    int port;
    CHECK(lp_parse_endpoint("gpu1:1234", host, sizeof host, &port) == 0 && !strcmp(host, "gpu1") &&
          port == 1234);
    CHECK(lp_parse_endpoint("gpu1", host, sizeof host, &port) == 0 && port == LP_DEFAULT_PORT);
    CHECK(lp_parse_endpoint("[::1]:99", host, sizeof host, &port) == 0 && !strcmp(host, "::1") &&
          port == 99);
    CHECK(lp_parse_endpoint("h:0", host, sizeof host, &port) == -1);
    CHECK(lp_parse_endpoint("h:70000", host, sizeof host, &port) == -1);
    CHECK(lp_parse_endpoint("h:12x", host, sizeof host, &port) == -1);
    CHECK(lp_parse_endpoint(":5", host, sizeof host, &port) == -1);
    CHECK(lp_parse_endpoint("", host, sizeof host, &port) == -1);
}

int main(void)
{
    test_md2();
    test_integrity_fixed();
    test_reader();
    test_endpoint();
    if (failures)
        return 1;
    puts("test_units: ok");
    return 0;
}

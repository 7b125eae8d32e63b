/* Unit tests of the shared C pieces: MD2 against RFC 1319's test suite, the HMAC-MD2
 * integrity answer's fixed cases, the bounded reader, endpoint parsing, CUDA_VISIBLE_DEVICES
 * parsing. */
#include "lupine/integrity.h"
#include "lupine/protocol.h"
#include "lupine/visible.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

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
    CHECK(lp_parse_endpoint("gpu1:1234", 0, host, sizeof host, &port) == 0 &&
          !strcmp(host, "gpu1") && port == 1234);
    CHECK(lp_parse_endpoint("gpu1", 0, host, sizeof host, &port) == 0 && port == LP_DEFAULT_PORT);
    CHECK(lp_parse_endpoint("[::1]:99", 0, host, sizeof host, &port) == 0 && !strcmp(host, "::1") &&
          port == 99);
    CHECK(lp_parse_endpoint("[fe80::1]", 0, host, sizeof host, &port) == 0 &&
          !strcmp(host, "fe80::1") && port == LP_DEFAULT_PORT);
    CHECK(lp_parse_endpoint("::1", 0, host, sizeof host, &port) == 0 && !strcmp(host, "::1") &&
          port == LP_DEFAULT_PORT); /* bare IPv6: no port */
    CHECK(lp_parse_endpoint("[::1]:0", 1, host, sizeof host, &port) == 0 && !strcmp(host, "::1") &&
          port == 0); /* any port, for a server */
    CHECK(lp_parse_endpoint("[::]:0", 1, host, sizeof host, &port) == 0 && !strcmp(host, "::"));
    CHECK(lp_parse_endpoint("127.0.0.1:0", 1, host, sizeof host, &port) == 0 && port == 0);
    CHECK(lp_parse_endpoint("[::1]:0", 0, host, sizeof host, &port) == -1);
    CHECK(lp_parse_endpoint("h:0", 0, host, sizeof host, &port) == -1);
    CHECK(lp_parse_endpoint("h:", 1, host, sizeof host, &port) == -1);
    CHECK(lp_parse_endpoint("h:70000", 1, host, sizeof host, &port) == -1);
    CHECK(lp_parse_endpoint("h:12x", 0, host, sizeof host, &port) == -1);
    CHECK(lp_parse_endpoint(":5", 0, host, sizeof host, &port) == -1);
    CHECK(lp_parse_endpoint("[]:5", 0, host, sizeof host, &port) == -1);
    CHECK(lp_parse_endpoint("[::1]x", 0, host, sizeof host, &port) == -1);
    CHECK(lp_parse_endpoint("[::1", 0, host, sizeof host, &port) == -1);
    CHECK(lp_parse_endpoint("", 0, host, sizeof host, &port) == -1);
}

/* CUDA_VISIBLE_DEVICES against 4 devices whose UUIDs are given below; `want` lists the
 * visible ordinals ("" for none). */
static void test_visible(void)
{
    static const char uuids[4][LP_UUID_STRLEN] = {
        "GPU-8932f937-d72c-4106-c12f-20bd9faed9f6",
        "GPU-8932f9aa-0000-4106-c12f-20bd9faed9f6",
        "GPU-1234abcd-0000-0000-0000-000000000000",
        "GPU-ffff0000-0000-0000-0000-000000000000",
    };
    static const char *const cases[][2] = {
        {"", ""},
        {"0", "0"},
        {"2,1", "2 1"},           /* the listed order */
        {"0,2,-1,1", "0 2"},      /* the guide's example: an invalid entry hides the rest */
        {" 3 , 0 ", "3 0"},       /* whitespace around entries */
        {"4", ""},                /* past the device count */
        {"1,4,2", "1"},
        {"1,1", "1"},             /* a device twice: the repeat is invalid */
        {"abc", ""},
        {"0,,1", "0"},            /* an empty entry is invalid */
        {"01", "1"},
        {"GPU-1234", "2"},        /* a unique UUID prefix */
        {"GPU-8932f9", ""},       /* a prefix of two UUIDs */
        {"GPU-8932f937", "0"},
        {"gpu-FFFF0000-0000-0000-0000-000000000000,0", "3 0"},
        {"GPU-", ""},
        {"GPU-9999", ""},         /* matches no device */
        {"MIG-GPU-8932f937/1/2", ""},
        {"3,GPU-1234,0,GPU-8932f937", "3 2 0"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        int out[8];
        int n = lp_visible_parse(cases[i][0], 4, uuids, out, 8);
        char got[64] = "";
        for (int k = 0; k < n; k++)
            snprintf(got + strlen(got), sizeof got - strlen(got), k ? " %d" : "%d", out[k]);
        if (strcmp(got, cases[i][1]))
            fprintf(stderr, "CUDA_VISIBLE_DEVICES=\"%s\": got \"%s\", want \"%s\"\n",
                    cases[i][0], got, cases[i][1]);
        CHECK(!strcmp(got, cases[i][1]));
    }
    int out[8];
    CHECK(lp_visible_parse("GPU-1234", 4, NULL, out, 8) == 0); /* UUIDs unknown */
    CHECK(lp_visible_parse("0,1,2,3", 4, uuids, out, 2) == 2);  /* at most max */
    CHECK(lp_visible_hides_all("") && lp_visible_hides_all("x,0") && lp_visible_hides_all("-1"));
    CHECK(!lp_visible_hides_all("7") && !lp_visible_hides_all(" GPU-12"));
    CHECK(lp_visible_names_uuids("0,GPU-12") && !lp_visible_names_uuids("0,1"));
    CUuuid u;
    for (int i = 0; i < 16; i++)
        u.bytes[i] = (char)(0x10 * i + 1);
    char s[LP_UUID_STRLEN];
    lp_uuid_string(&u, s);
    CHECK(!strcmp(s, "GPU-01112131-4151-6171-8191-a1b1c1d1e1f1"));
}

int main(void)
{
    test_md2();
    test_integrity_fixed();
    test_reader();
    test_endpoint();
    test_visible();
    if (failures)
        return 1;
    puts("test_units: ok");
    return 0;
}

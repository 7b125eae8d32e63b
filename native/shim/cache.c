/* Answers the shim keeps (state layer): the out-parameters of pure queries, so each is asked
 * of the server once. Which functions are cached, and which calls drop which group, is data:
 * codegen/annotations.toml [cache] and [uncache]; the generated stubs call lc_cache_fetch
 * before sending and lc_cache_store after a successful answer.
 *
 * The key is the function, the calling thread's current context (except for the device
 * group: device properties are the same in every context) and the marshalled
 * arguments (scalars, handles, the lengths of out-parameters and any strings), so a NULL
 * out-parameter or another length is another key. Only successful answers are kept: an
 * error (CUDA_ERROR_NOT_INITIALIZED before cuInit, a garbage handle) is asked again.
 * LUPINE_CACHE=0 turns every cache off (each call then goes to the server). */
#define _GNU_SOURCE
#include "client.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

typedef struct lc_cache_entry {
    struct lc_cache_entry *next;
    uint64_t hash;
    size_t keylen, outlen;
    unsigned char *key; /* keylen bytes, then outlen bytes of answers */
} lc_cache_entry;

#define LC_CACHE_BUCKETS 1024

static struct {
    pthread_mutex_t lock;
    lc_cache_entry *bucket[LC_CACHE_BUCKETS];
} g_groups[LC_CACHE_COUNT];

static pthread_once_t g_once = PTHREAD_ONCE_INIT;
static int g_off;

static void init(void)
{
    for (int i = 0; i < LC_CACHE_COUNT; i++)
        pthread_mutex_init(&g_groups[i].lock, NULL);
    const char *e = getenv("LUPINE_CACHE");
    g_off = e && !strcmp(e, "0");
}

/* FNV-1a over the key parts. */
static uint64_t fnv(uint64_t h, const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++)
        h = (h ^ b[i]) * 0x100000001b3ull;
    return h;
}

typedef struct {
    unsigned char head[12]; /* fn, current context */
    const unsigned char *args;
    size_t nargs;
    uint64_t hash;
} lc_key;

static int make_key(const lc_call *c, int group, lc_key *k)
{
    if (c->next || c->args.failed) /* large inputs travel by reference: never cached */
        return -1;
    /* the server the call goes to is part of the key: its arguments hold that server's
     * device numbers and handles, which another server may use for other objects */
    int srv = c->srv >= 0 ? c->srv : lc_current_server();
    uint32_t fn = c->fn | ((uint32_t)srv << 24);
    /* device properties do not depend on the current context */
    uint64_t ctx = group == LC_CACHE_device ? 0 : (uint64_t)(uintptr_t)lc_current_ctx();
    memcpy(k->head, &fn, 4);
    memcpy(k->head + 4, &ctx, 8);
    k->args = c->args.data;
    k->nargs = c->args.len;
    k->hash = fnv(fnv(0xcbf29ce484222325ull, k->head, 12), k->args, k->nargs);
    return 0;
}

static int key_equal(const lc_cache_entry *e, const lc_key *k)
{
    return e->hash == k->hash && e->keylen == 12 + k->nargs && !memcmp(e->key, k->head, 12) &&
           !memcmp(e->key + 12, k->args, k->nargs);
}

static uint64_t total(int n, void *const *outs, const uint64_t *sizes)
{
    uint64_t t = 0;
    for (int i = 0; i < n; i++) {
        if (!outs[i])
            return UINT64_MAX;
        t += sizes[i];
    }
    return t;
}

int lc_cache_fetch(const lc_call *c, int group, int n, void *const *outs, const uint64_t *sizes)
{
    pthread_once(&g_once, init);
    lc_key k;
    uint64_t want = total(n, outs, sizes);
    if (g_off || group < 0 || group >= LC_CACHE_COUNT || want == UINT64_MAX ||
        make_key(c, group, &k))
        return 0;
    pthread_mutex_lock(&g_groups[group].lock);
    for (lc_cache_entry *e = g_groups[group].bucket[k.hash % LC_CACHE_BUCKETS]; e; e = e->next)
        if (key_equal(e, &k) && e->outlen == want) {
            const unsigned char *src = e->key + e->keylen;
            for (int i = 0; i < n; i++) {
                memcpy(outs[i], src, (size_t)sizes[i]);
                src += sizes[i];
            }
            pthread_mutex_unlock(&g_groups[group].lock);
            lc_stats_local(c->fn);
            return 1;
        }
    pthread_mutex_unlock(&g_groups[group].lock);
    return 0;
}

void lc_cache_store(const lc_call *c, int group, int n, void *const *outs, const uint64_t *sizes)
{
    pthread_once(&g_once, init);
    lc_key k;
    uint64_t want = total(n, outs, sizes);
    if (g_off || group < 0 || group >= LC_CACHE_COUNT || want == UINT64_MAX || want > 65536 ||
        make_key(c, group, &k))
        return;
    lc_cache_entry *e = malloc(sizeof *e);
    unsigned char *key = e ? malloc(12 + k.nargs + (size_t)want) : NULL;
    if (!key) {
        free(e);
        return;
    }
    memcpy(key, k.head, 12);
    memcpy(key + 12, k.args, k.nargs);
    unsigned char *dst = key + 12 + k.nargs;
    for (int i = 0; i < n; i++) {
        memcpy(dst, outs[i], (size_t)sizes[i]);
        dst += sizes[i];
    }
    *e = (lc_cache_entry){NULL, k.hash, 12 + k.nargs, (size_t)want, key};
    pthread_mutex_lock(&g_groups[group].lock);
    lc_cache_entry **b = &g_groups[group].bucket[k.hash % LC_CACHE_BUCKETS];
    for (lc_cache_entry *o = *b; o; o = o->next)
        if (key_equal(o, &k)) { /* another thread stored it first */
            pthread_mutex_unlock(&g_groups[group].lock);
            free(key);
            free(e);
            return;
        }
    e->next = *b;
    *b = e;
    pthread_mutex_unlock(&g_groups[group].lock);
}

void lc_cache_drop(int group)
{
    pthread_once(&g_once, init);
    if (group < 0 || group >= LC_CACHE_COUNT)
        return;
    pthread_mutex_lock(&g_groups[group].lock);
    for (size_t i = 0; i < LC_CACHE_BUCKETS; i++) {
        lc_cache_entry *e = g_groups[group].bucket[i];
        g_groups[group].bucket[i] = NULL;
        while (e) {
            lc_cache_entry *next = e->next;
            free(e->key);
            free(e);
            e = next;
        }
    }
    pthread_mutex_unlock(&g_groups[group].lock);
}

int lc_cache_enabled(void)
{
    pthread_once(&g_once, init);
    return !g_off;
}

void lc_cache_drop_all(void)
{
    for (int g = 0; g < LC_CACHE_COUNT; g++)
        lc_cache_drop(g);
}

/* Drops the entries of `group` for which keep() says no. */
static void drop_if(int group, int (*match)(const lc_cache_entry *, const void *, size_t),
                    const void *arg, size_t n)
{
    pthread_once(&g_once, init);
    if (group < 0 || group >= LC_CACHE_COUNT)
        return;
    pthread_mutex_lock(&g_groups[group].lock);
    for (size_t i = 0; i < LC_CACHE_BUCKETS; i++)
        for (lc_cache_entry **e = &g_groups[group].bucket[i]; *e;) {
            if (match(*e, arg, n)) {
                lc_cache_entry *dead = *e;
                *e = dead->next;
                free(dead->key);
                free(dead);
            } else {
                e = &(*e)->next;
            }
        }
    pthread_mutex_unlock(&g_groups[group].lock);
}

/* An argument of the key (8-byte aligned scalars after the 12-byte head) equal to the handle. */
static int names_handle(const lc_cache_entry *e, const void *handle, size_t n)
{
    for (size_t at = 12; at + n <= e->keylen; at += 8)
        if (!memcmp(e->key + at, handle, n))
            return 1;
    return 0;
}

static int of_function(const lc_cache_entry *e, const void *fn, size_t n)
{
    (void)n;
    uint32_t want, have;
    memcpy(&want, fn, 4);
    memcpy(&have, e->key, 4);
    return (have & 0xffffffu) == want; /* every server's entries (the key's top byte) */
}

void lc_cache_drop_matching(int group, const void *handle, size_t n)
{
    if (n == 8) { /* the keys hold the server's value of a handle */
        uint64_t h;
        memcpy(&h, handle, 8);
        h = lc_handle_strip(h);
        drop_if(group, names_handle, &h, 8);
    } else if (n && n < 8) {
        drop_if(group, names_handle, handle, n);
    }
}

void lc_cache_drop_fn(int group, uint32_t fn)
{
    drop_if(group, of_function, &fn, 4);
}

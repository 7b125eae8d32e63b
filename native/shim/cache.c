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
 *
 * An answer about a kernel, function or module also keeps what it is about (lc_cache_obj:
 * the handle as the call's server knows it, lc_handle_on, so a kernel used on another server
 * than its library's is that server's copy of it; a kernel's device, the attribute), which
 * the annotations name, so the rules of attributes.c can drop exactly the answers a setting
 * changes (lc_cache_sweep) and find what the shim already knows of an object. Beside the answers, a group keeps notes: a value per
 * object (the last value a set call gave it), dropped with the group's answers.
 *
 * A drop bumps the group's generation; an answer whose call started before a drop of its
 * group is not kept (the drop may have been for a setting made while it was on the wire).
 * LUPINE_CACHE=0 turns every cache off (each call then goes to the server). */
#define _GNU_SOURCE
#include "state.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* What a setting made known (attributes.c registers it, lc_cache_on_known); NULL: nothing. */
static int (*g_known)(const lc_call *c, const lc_cache_obj *obj, int *value);

typedef struct lc_cache_entry {
    struct lc_cache_entry *next;
    uint64_t hash;
    size_t keylen, outlen;
    lc_cache_obj obj; /* kind 0: none; handle: the server's value */
    unsigned char *key; /* keylen bytes, then outlen bytes of answers */
} lc_cache_entry;

#define LC_CACHE_BUCKETS 1024
#define HEAD 12 /* fn and server (4 bytes), context (8) */

static struct {
    pthread_mutex_t lock;
    uint64_t generation; /* bumped by every drop */
    lc_cache_entry *bucket[LC_CACHE_BUCKETS];
} g_groups[LC_CACHE_COUNT];

/* The generation of each group when this thread's last fetch missed. */
static __thread uint64_t t_generation[LC_CACHE_COUNT];

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
    unsigned char head[HEAD]; /* fn and server, current context */
    const unsigned char *args;
    size_t nargs;
    uint64_t hash;
} lc_key;

int lc_cache_server(const lc_call *c) { return c->srv >= 0 ? c->srv : lc_current_server(); }

static void key_head(lc_key *k, uint32_t fn, int srv, uint64_t ctx)
{
    /* the server the call goes to is part of the key: its arguments hold that server's
     * device numbers and handles, which another server may use for other objects */
    fn |= (uint32_t)srv << 24;
    memcpy(k->head, &fn, 4);
    memcpy(k->head + 4, &ctx, 8);
}

static void key_hash(lc_key *k)
{
    k->hash = fnv(fnv(0xcbf29ce484222325ull, k->head, HEAD), k->args, k->nargs);
}

static int make_key(const lc_call *c, int group, lc_key *k)
{
    if (c->next || c->args.failed) /* large inputs travel by reference: never cached */
        return -1;
    /* device properties do not depend on the current context */
    uint64_t ctx = group == LC_CACHE_device ? 0 : (uint64_t)(uintptr_t)lc_route_ctx();
    key_head(k, c->fn, lc_cache_server(c), ctx);
    k->args = c->args.data;
    k->nargs = c->args.len;
    key_hash(k);
    return 0;
}

static int key_equal(const lc_cache_entry *e, const lc_key *k)
{
    return e->hash == k->hash && e->keylen == HEAD + k->nargs && !memcmp(e->key, k->head, HEAD) &&
           !memcmp(e->key + HEAD, k->args, k->nargs);
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

static int group_ok(int group)
{
    pthread_once(&g_once, init);
    return !g_off && group >= 0 && group < LC_CACHE_COUNT;
}

/* With the group's lock held: the entry of key k, or NULL. */
static lc_cache_entry *find_locked(int group, const lc_key *k)
{
    for (lc_cache_entry *e = g_groups[group].bucket[k->hash % LC_CACHE_BUCKETS]; e; e = e->next)
        if (key_equal(e, k))
            return e;
    return NULL;
}

/* Stores (or replaces) the entry of key k with `out` of outlen bytes. `generation`: keep it
 * only when no drop came since (UINT64_MAX: always). */
static void put(int group, const lc_key *k, int srv, const lc_cache_obj *obj,
                const void *const *outs, const uint64_t *sizes, int n, size_t outlen,
                uint64_t generation)
{
    lc_cache_entry *e = malloc(sizeof *e);
    unsigned char *key = e ? malloc(HEAD + k->nargs + outlen) : NULL;
    if (!key) {
        free(e);
        return;
    }
    memcpy(key, k->head, HEAD);
    memcpy(key + HEAD, k->args, k->nargs);
    unsigned char *dst = key + HEAD + k->nargs;
    for (int i = 0; i < n; i++) {
        memcpy(dst, outs[i], (size_t)sizes[i]);
        dst += sizes[i];
    }
    *e = (lc_cache_entry){NULL, k->hash, HEAD + k->nargs, outlen, {0}, key};
    if (obj) {
        e->obj = *obj;
        e->obj.handle = lc_handle_on(srv, obj->handle);
    }
    pthread_mutex_lock(&g_groups[group].lock);
    lc_cache_entry **b = &g_groups[group].bucket[k->hash % LC_CACHE_BUCKETS];
    if (generation != UINT64_MAX && generation != g_groups[group].generation) {
        e->next = NULL; /* a drop came while the call was on the wire */
    } else {
        for (lc_cache_entry **o = b; *o; o = &(*o)->next)
            if (key_equal(*o, k)) { /* another thread stored it first, or a note changes */
                lc_cache_entry *old = *o;
                *o = old->next;
                free(old->key);
                free(old);
                break;
            }
        e->next = *b;
        *b = e;
        e = NULL;
    }
    pthread_mutex_unlock(&g_groups[group].lock);
    if (e) {
        free(e->key);
        free(e);
    }
}

int lc_cache_fetch_obj(const lc_call *c, int group, const lc_cache_obj *obj, int n,
                       void *const *outs, const uint64_t *sizes)
{
    lc_key k;
    uint64_t want = total(n, outs, sizes);
    if (!group_ok(group) || want == UINT64_MAX || make_key(c, group, &k))
        return 0;
    pthread_mutex_lock(&g_groups[group].lock);
    lc_cache_entry *e = find_locked(group, &k);
    if (e && e->outlen == want) {
        const unsigned char *src = e->key + e->keylen;
        for (int i = 0; i < n; i++) {
            memcpy(outs[i], src, (size_t)sizes[i]);
            src += sizes[i];
        }
        pthread_mutex_unlock(&g_groups[group].lock);
        lc_stats_local(c->fn);
        return 1;
    }
    t_generation[group] = g_groups[group].generation;
    pthread_mutex_unlock(&g_groups[group].lock);
    /* what a setting made known (attributes.c) */
    int v;
    if (obj && n == 1 && sizes[0] == sizeof v && g_known && g_known(c, obj, &v)) {
        memcpy(outs[0], &v, sizeof v);
        lc_stats_local(c->fn);
        return 1;
    }
    return 0;
}

void lc_cache_store_obj(const lc_call *c, int group, const lc_cache_obj *obj, int n,
                        void *const *outs, const uint64_t *sizes)
{
    lc_key k;
    uint64_t want = total(n, outs, sizes);
    if (!group_ok(group) || want == UINT64_MAX || want > 65536 || make_key(c, group, &k))
        return;
    put(group, &k, lc_cache_server(c), obj, (const void *const *)outs, sizes, n, (size_t)want,
        t_generation[group]);
}

int lc_cache_fetch(const lc_call *c, int group, int n, void *const *outs, const uint64_t *sizes)
{
    return lc_cache_fetch_obj(c, group, NULL, n, outs, sizes);
}

void lc_cache_store(const lc_call *c, int group, int n, void *const *outs, const uint64_t *sizes)
{
    lc_cache_store_obj(c, group, NULL, n, outs, sizes);
}

/* A note's key: the setting function, server and context, and the object. */
static void note_key(lc_key *k, unsigned char buf[24], uint32_t fn, int srv, uint64_t ctx,
                     const lc_cache_obj *obj)
{
    key_head(k, fn, srv, ctx);
    uint64_t h = lc_handle_on(srv, obj->handle);
    int32_t kind = obj->kind, attr = obj->attr, dev = obj->device, pad = 0;
    memcpy(buf, &kind, 4);
    memcpy(buf + 4, &attr, 4);
    memcpy(buf + 8, &h, 8);
    memcpy(buf + 16, &dev, 4);
    memcpy(buf + 20, &pad, 4);
    k->args = buf;
    k->nargs = 24;
    key_hash(k);
}

void lc_cache_note(int group, uint32_t fn, int srv, uint64_t ctx, const lc_cache_obj *obj,
                   int value)
{
    if (!group_ok(group))
        return;
    lc_key k;
    unsigned char buf[24];
    note_key(&k, buf, fn, srv, ctx, obj);
    const void *outs[1] = {&value};
    uint64_t sizes[1] = {sizeof value};
    put(group, &k, srv, obj, outs, sizes, 1, sizeof value, UINT64_MAX);
}

int lc_cache_noted(int group, uint32_t fn, int srv, uint64_t ctx, const lc_cache_obj *obj,
                   int *value)
{
    if (!group_ok(group))
        return 0;
    lc_key k;
    unsigned char buf[24];
    note_key(&k, buf, fn, srv, ctx, obj);
    pthread_mutex_lock(&g_groups[group].lock);
    lc_cache_entry *e = find_locked(group, &k);
    int found = e && e->outlen == sizeof *value;
    if (found)
        memcpy(value, e->key + e->keylen, sizeof *value);
    pthread_mutex_unlock(&g_groups[group].lock);
    return found;
}

static void entry_free(lc_cache_entry *e)
{
    free(e->key);
    free(e);
}

void lc_cache_sweep(int group, int (*visit)(const lc_cache_view *, void *), void *arg)
{
    if (!group_ok(group))
        return;
    pthread_mutex_lock(&g_groups[group].lock);
    int dropped = 0;
    for (size_t i = 0; i < LC_CACHE_BUCKETS; i++)
        for (lc_cache_entry **e = &g_groups[group].bucket[i]; *e;) {
            const lc_cache_entry *x = *e;
            uint32_t fn;
            uint64_t ctx;
            memcpy(&fn, x->key, 4);
            memcpy(&ctx, x->key + 4, 8);
            lc_cache_view v = {fn & 0xffffffu, (int)(fn >> 24), ctx, &x->obj, x->key + x->keylen,
                               x->outlen};
            if (visit(&v, arg)) {
                lc_cache_entry *dead = *e;
                *e = dead->next;
                entry_free(dead);
                dropped = 1;
            } else {
                e = &(*e)->next;
            }
        }
    if (dropped)
        g_groups[group].generation++;
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
            entry_free(e);
            e = next;
        }
    }
    g_groups[group].generation++;
    pthread_mutex_unlock(&g_groups[group].lock);
}

void lc_cache_on_known(int (*known)(const lc_call *c, const lc_cache_obj *obj, int *value))
{
    g_known = known;
}

int lc_cache_enabled(void)
{
    pthread_once(&g_once, init);
    return !g_off;
}

/* A forked child: the parent's answers are of sessions it no longer has. */
static void drop_all(void)
{
    for (int g = 0; g < LC_CACHE_COUNT; g++)
        lc_cache_drop(g);
}

__attribute__((constructor)) static void cache_fork_init(void) { lc_on_fork_child(drop_all); }

/* Modules, libraries and kernels of the stand-in driver, and launches.
 *
 * Images (what cuModuleLoadData and cuLibraryLoadData accept, as native/shim/module.c
 * measures them): PTX text; a fatbin wrapper (fatbinary_section.h, magic 0x466243B1, whose
 * `data` is a fatbin); a fatbin; an ELF cubin. A fatbin is a header { u32 magic 0xBA55ED50,
 * u16 version, u16 header_size, u64 size } followed by parts, each a header of its own
 * { u16 kind (1 PTX, 2 ELF), u16 version, u32 header_size, u64 payload size, u32 compressed
 * size, u32, u16 PTX minor, u16 PTX major, u32 arch, u32 name offset, u32 name length,
 * u64 flags, u64, u64 uncompressed size } and its payload (layout as nvcc 13.0 writes it,
 * confirmed against the .nv_fatbin sections of the CI programs). The stand-in takes the
 * first PTX part; nvcc 13.0 compresses PTX with zstd by default (flags bit 0x8000; bit
 * 0x2000 is LZ4): `--no-compress` (or `--compress-mode=none`) gives plain PTX, which is what
 * tests/lupine/cuda builds with; `-Xfatbin=-compress-all` does not. A compressed part is
 * decompressed when libzstd.so.1 / liblz4.so.1 can be loaded, and skipped otherwise. With no
 * usable PTX the first ELF part is read instead.
 *
 * From PTX: every `.entry` (name, parameter offsets and sizes, `.maxntid`, `.reqntid`,
 * `.maxnreg`, the `.shared` it declares), every module-scope `.global` and `.const` variable
 * (name, size, initialiser). From a cubin (SASS only): entries are the STT_FUNC symbols
 * marked as entries (st_other 0x10), parameters come from EIATTR_KPARAM_INFO (0x17) of
 * `.nv.info.<name>`, registers from EIATTR_REGCOUNT (0x2f) of `.nv.info`, static shared
 * memory from `.nv.shared.<name>`, variables from the OBJECT symbols of `.nv.global`,
 * `.nv.global.init` and `.nv.constant3`. Module variables get stand-in device memory, filled
 * from their initialisers. A launch runs the built-in kernel of the entry's name
 * (kernels.c), whatever the image held; entries without one are no-ops, fine for API tests.
 *
 * CUDA 12's libraries: a CUlibrary holds one module, a CUkernel names one of its entries and
 * has a function per device (the driver: per context; cuKernelGetFunction, or the kernel
 * passed where a CUfunction is expected, as the driver API allows, gives the current
 * context's device's). Settable attributes follow cuKernelSetAttribute's rule in cuda.h: a
 * kernel's setting is per device and shows in its function on that device unless the
 * function's own (cuFuncSetAttribute) overrides it, whichever came first; cuKernelGetAttribute
 * answers the kernel's. Occupancy answers come from a fixed description of an sm_90 part with
 * 132 SMs (the H200's attributes), with the function's settings in force. */
#include "standin_internal.h"

#include <ctype.h>
#include <dlfcn.h>
#include <elf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#define FATBINC_MAGIC 0x466243B1u
#define FATBIN_MAGIC 0xBA55ED50u
#define MAX_IMAGE ((size_t)1 << 30)
#define MAX_ENTRIES 65536

typedef struct {
    char name[256];
    CUdeviceptr dptr;
    size_t size;
} global_info;

/* A library kernel: its settings for each device (cuKernelSetAttribute,
 * cuKernelSetCacheConfig) and its function on each device (device 0's is the library
 * module's own function; the others are made when first asked for). */
struct CUkern_st {
    struct CUlib_st *lib;
    int index;
    sd_settings dev[8];
    struct CUfunc_st *fn[8];
};

struct CUmod_st {
    int nentries;
    entry_info *entries;
    struct CUfunc_st *funcs;
    int nglobals;
    global_info *globals;
    int ptx_version, binary_version;
    struct CUlib_st *lib; /* the library owning it, or NULL */
};

struct CUlib_st {
    struct CUmod_st *mod;
    struct CUkern_st *kernels;
};

/* ---------------------------------------------------------------- parsing helpers */

typedef struct {
    struct CUmod_st *m;
    int cap_entries, cap_globals;
    /* variables' initial bytes, kept until memory is given to them */
    unsigned char **init;
    size_t *init_len;
} loader;

static entry_info *add_entry(loader *l, const char *name, size_t nlen)
{
    struct CUmod_st *m = l->m;
    if (nlen == 0 || nlen >= sizeof m->entries[0].name || m->nentries >= MAX_ENTRIES)
        return NULL;
    if (m->nentries == l->cap_entries) {
        int cap = l->cap_entries ? 2 * l->cap_entries : 8;
        entry_info *e = realloc(m->entries, (size_t)cap * sizeof *e);
        if (!e)
            return NULL;
        m->entries = e;
        l->cap_entries = cap;
    }
    entry_info *e = &m->entries[m->nentries++];
    memset(e, 0, sizeof *e);
    memcpy(e->name, name, nlen);
    return e;
}

/* A variable of `size` bytes; `init` (may be NULL: zeros) holds up to size bytes. */
static int add_global(loader *l, const char *name, size_t nlen, size_t size,
                      const unsigned char *init, size_t init_len)
{
    struct CUmod_st *m = l->m;
    if (nlen == 0 || nlen >= sizeof m->globals[0].name || size > ((size_t)1 << 32))
        return -1;
    if (m->nglobals == l->cap_globals) {
        int cap = l->cap_globals ? 2 * l->cap_globals : 8;
        global_info *g = realloc(m->globals, (size_t)cap * sizeof *g);
        unsigned char **in = realloc(l->init, (size_t)cap * sizeof *in);
        if (in)
            l->init = in;
        size_t *il = in ? realloc(l->init_len, (size_t)cap * sizeof *il) : NULL;
        if (il)
            l->init_len = il;
        if (g)
            m->globals = g;
        if (!g || !in || !il)
            return -1;
        l->cap_globals = cap;
    }
    int i = m->nglobals;
    memset(&m->globals[i], 0, sizeof m->globals[i]);
    memcpy(m->globals[i].name, name, nlen);
    m->globals[i].size = size ? size : 1;
    l->init[i] = NULL;
    l->init_len[i] = 0;
    if (init && init_len) {
        size_t n = init_len < size ? init_len : size;
        l->init[i] = malloc(n);
        if (!l->init[i])
            return -1;
        memcpy(l->init[i], init, n);
        l->init_len[i] = n;
    }
    m->nglobals++;
    return 0;
}

static size_t ptx_type_size(const char *t, const char *end)
{
    size_t n = (size_t)(end - t);
    if (n < 3 || t[0] != '.')
        return 0;
    if (n >= 4 && (!strncmp(t, ".u64", 4) || !strncmp(t, ".s64", 4) || !strncmp(t, ".b64", 4) ||
                   !strncmp(t, ".f64", 4)))
        return 8;
    if (n >= 4 && (!strncmp(t, ".u32", 4) || !strncmp(t, ".s32", 4) || !strncmp(t, ".b32", 4) ||
                   !strncmp(t, ".f32", 4)))
        return 4;
    if (n >= 4 && (!strncmp(t, ".u16", 4) || !strncmp(t, ".s16", 4) || !strncmp(t, ".b16", 4) ||
                   !strncmp(t, ".f16", 4)))
        return 2;
    if (!strncmp(t, ".u8", 3) || !strncmp(t, ".s8", 3) || !strncmp(t, ".b8", 3))
        return 1;
    return 0;
}

static int is_ident(char c) { return isalnum((unsigned char)c) || c == '_' || c == '$' || c == '.'; }

static const char *skip_space(const char *p, const char *end)
{
    for (;;) {
        while (p < end && isspace((unsigned char)*p))
            p++;
        if (end - p >= 2 && p[0] == '/' && p[1] == '/') {
            while (p < end && *p != '\n')
                p++;
            continue;
        }
        if (end - p >= 2 && p[0] == '/' && p[1] == '*') {
            const char *c = memmem(p + 2, (size_t)(end - p - 2), "*/", 2);
            p = c ? c + 2 : end;
            continue;
        }
        return p;
    }
}

/* The token starting at p (after spaces): [p, *tend). */
static const char *token(const char *p, const char *end, const char **tend)
{
    p = skip_space(p, end);
    const char *q = p;
    while (q < end && is_ident(*q))
        q++;
    *tend = q;
    return p;
}

/* Where the brace block starting at p ('{') ends (after its '}'), or NULL. */
static const char *skip_block(const char *p, const char *end)
{
    int depth = 0;
    while (p < end) {
        const char *s = skip_space(p, end);
        if (s != p) {
            p = s;
            continue;
        }
        if (*p == '{')
            depth++;
        else if (*p == '}' && --depth == 0)
            return p + 1;
        p++;
    }
    return NULL;
}

/* `[N]` dimensions after a name: the product, 1 with none, 0 on a malformed one. `[]` (an
 * array sized by its initialiser) gives SIZE_MAX. */
static size_t dims(const char **pp, const char *end)
{
    const char *p = *pp;
    size_t count = 1;
    while (p < end && *p == '[') {
        char *q;
        if (p + 1 < end && p[1] == ']') {
            count = SIZE_MAX;
            p += 2;
            continue;
        }
        unsigned long long v = strtoull(p + 1, &q, 0);
        if (q >= end || *q != ']' || v > ((size_t)1 << 32))
            return 0;
        if (count != SIZE_MAX) {
            if (v && count > ((size_t)1 << 40) / v)
                return 0;
            count *= (size_t)v;
        }
        p = q + 1;
    }
    *pp = p;
    return count;
}

/* A PTX initialiser `= v` or `= {v, ...}` into bytes of elements of `el` bytes: integers,
 * 0fXXXXXXXX (f32 bits), 0dXXXXXXXXXXXXXXXX (f64 bits). Anything else (addresses of other
 * variables, generic()) stops the parse: the rest stays zero. */
static size_t parse_init(const char *p, const char *end, size_t el, unsigned char *out,
                         size_t cap)
{
    size_t n = 0;
    p = skip_space(p, end);
    int braced = p < end && *p == '{';
    if (braced)
        p++;
    while (p < end && n + el <= cap) {
        p = skip_space(p, end);
        if (p >= end || *p == '}' || *p == ';')
            break;
        uint64_t v;
        char *q;
        if (end - p > 2 && p[0] == '0' && (p[1] == 'f' || p[1] == 'F' || p[1] == 'd' || p[1] == 'D'))
            v = strtoull(p + 2, &q, 16);
        else if (*p == '-')
            v = (uint64_t)strtoll(p, &q, 0);
        else if (isdigit((unsigned char)*p))
            v = strtoull(p, &q, 0);
        else
            break;
        if ((const char *)q == p || (const char *)q > end)
            break;
        memcpy(out + n, &v, el); /* little-endian: the low bytes */
        n += el;
        p = skip_space(q, end);
        if (p < end && *p == ',')
            p++;
        else if (!braced)
            break;
    }
    return n;
}

/* One parameter list `( .param ... , ... )` into e; -1 when malformed. */
static int parse_params(const char *p, const char *close, entry_info *e)
{
    size_t off = 0;
    while ((p = memmem(p, (size_t)(close - p), ".param", 6)) != NULL) {
        if (e->nparams == 64)
            return -1;
        p += 6;
        size_t align = 0, el = 0;
        const char *te;
        for (;;) {
            const char *t = token(p, close, &te);
            if (te == t)
                return -1;
            p = te;
            if (te - t == 6 && !strncmp(t, ".align", 6)) {
                char *q;
                align = strtoul(p, &q, 10);
                p = q;
                if (!align || (align & (align - 1)) || align > 4096)
                    return -1;
            } else if ((el = ptx_type_size(t, te)) != 0) {
                break;
            } else if (t[0] != '.') {
                return -1;
            }
        }
        /* state space qualifiers and the name: `.ptr .global .align 4 name` */
        const char *name;
        for (;;) {
            name = token(p, close, &te);
            if (te == name)
                return -1;
            p = te;
            if (name[0] != '.')
                break;
            if (te - name == 6 && !strncmp(name, ".align", 6)) {
                char *q;
                strtoul(p, &q, 10);
                p = q;
            }
        }
        size_t count = dims(&p, close);
        if (!count || count == SIZE_MAX)
            return -1;
        size_t size = el * count, a = align ? align : el;
        off = (off + a - 1) / a * a;
        if (off + size > 32768)
            return -1;
        e->offset[e->nparams] = off;
        e->size[e->nparams] = size;
        e->nparams++;
        off += size;
        const char *comma = memchr(p, ',', (size_t)(close - p));
        if (!comma)
            break;
        p = comma + 1;
    }
    return 0;
}

/* Performance directives between a header and its body. */
static void parse_directives(const char *p, const char *body, entry_info *e)
{
    const char *te;
    while (p < body) {
        const char *t = token(p, body, &te);
        if (te == t) {
            p = t + 1;
            continue;
        }
        p = te;
        int maxntid = te - t == 8 && !strncmp(t, ".maxntid", 8);
        int reqntid = te - t == 8 && !strncmp(t, ".reqntid", 8);
        if (maxntid || reqntid) {
            long prod = 1;
            for (int i = 0; i < 3; i++) {
                char *q;
                long v = strtol(p, &q, 10);
                if (q == p)
                    break;
                prod *= v > 0 ? v : 1;
                p = skip_space(q, body);
                if (p < body && *p == ',')
                    p++;
            }
            if (prod > 0 && prod <= 1024)
                e->max_threads = (int)prod;
        } else if (te - t == 8 && !strncmp(t, ".maxnreg", 8)) {
            long v = strtol(p, NULL, 10);
            if (v > 0 && v <= 255)
                e->regs = (int)v;
        }
    }
}

/* Static `.shared` declarations in an entry's body [start, end): a declaration begins its
 * statement (`ld.shared...` and the like have the state space inside an instruction). */
static void parse_shared(const char *start, const char *end, entry_info *e)
{
    const char *p = start;
    while ((p = memmem(p, (size_t)(end - p), ".shared", 7)) != NULL) {
        char prev = p > start ? p[-1] : '\n';
        p += 7;
        if (!isspace((unsigned char)prev) && prev != ';' && prev != '{' && prev != '}')
            continue;
        size_t align = 1, el = 0, vec = 1;
        const char *te;
        for (int guard = 0; guard < 8; guard++) {
            const char *t = token(p, end, &te);
            p = te;
            if (te - t == 6 && !strncmp(t, ".align", 6)) {
                char *q;
                align = strtoul(p, &q, 10);
                p = q;
            } else if (te - t == 3 && (!strncmp(t, ".v2", 3) || !strncmp(t, ".v4", 3))) {
                vec = (size_t)(t[2] - '0');
            } else if ((el = ptx_type_size(t, te)) != 0) {
                break;
            } else if (t == te || t[0] != '.') {
                break;
            }
        }
        if (!el)
            continue;
        token(p, end, &te); /* the name */
        p = te;
        size_t count = dims(&p, end);
        if (!count || count == SIZE_MAX || !align || (align & (align - 1)))
            continue; /* extern (dynamic) shared arrays have no size */
        size_t s = (e->shared_static + align - 1) / align * align + el * vec * count;
        if (s <= ((size_t)1 << 24))
            e->shared_static = s;
    }
}

/* A module-scope variable declaration [start, end) (`.global ...;` / `.const ...;`). */
static int parse_variable(loader *l, const char *p, const char *end)
{
    size_t el = 0, vec = 1;
    const char *te;
    int is_extern = 0;
    for (int guard = 0; guard < 12; guard++) {
        const char *t = token(p, end, &te);
        if (t == te)
            return 0;
        p = te;
        if (te - t == 7 && !strncmp(t, ".extern", 7))
            is_extern = 1;
        if (te - t == 6 && !strncmp(t, ".align", 6)) {
            char *q;
            strtoul(p, &q, 10);
            p = q;
        } else if (te - t == 3 && (!strncmp(t, ".v2", 3) || !strncmp(t, ".v4", 3))) {
            vec = (size_t)(t[2] - '0');
        } else if ((el = ptx_type_size(t, te)) != 0) {
            break;
        } else if (t[0] != '.') {
            return 0;
        }
    }
    if (!el || is_extern)
        return 0;
    const char *name = token(p, end, &te);
    if (te == name || name[0] == '.')
        return 0;
    size_t nlen = (size_t)(te - name);
    p = te;
    size_t count = dims(&p, end);
    if (!count)
        return -1;
    p = skip_space(p, end);
    unsigned char *init = NULL;
    size_t init_len = 0, cap = count == SIZE_MAX ? ((size_t)1 << 20) : el * vec * count;
    if (p < end && *p == '=') {
        init = calloc(1, cap ? cap : 1);
        if (!init)
            return -1;
        init_len = parse_init(p + 1, end, el, init, cap);
    }
    if (count == SIZE_MAX)
        count = init_len / el / vec;
    else if (count > ((size_t)1 << 32) / vec)
        count = 0;
    int r = count ? add_global(l, name, nlen, el * vec * count, init, init_len) : -1;
    free(init);
    return r;
}

/* Reads a PTX text: entries (with parameters, directives, static shared memory) and module
 * variables. -1 when malformed or without a single entry or variable. */
static int parse_ptx(loader *l, const char *ptx, size_t len)
{
    const char *p = ptx, *end = ptx + len;
    const char *v = memmem(ptx, len, ".version", 8);
    if (v) {
        int major = 0, minor = 0;
        char buf[16] = {0};
        memcpy(buf, v + 8, (size_t)(end - v - 8) < 15 ? (size_t)(end - v - 8) : 15);
        if (sscanf(buf, " %d.%d", &major, &minor) == 2)
            l->m->ptx_version = major * 10 + minor;
    }
    l->m->binary_version = 90;
    while (p < end) {
        p = skip_space(p, end);
        if (p >= end)
            break;
        /* directives that end at the end of their line */
        const char *te0;
        const char *t0 = token(p, end, &te0);
        if ((te0 - t0 == 8 && !strncmp(t0, ".version", 8)) ||
            (te0 - t0 == 7 && !strncmp(t0, ".target", 7)) ||
            (te0 - t0 == 13 && !strncmp(t0, ".address_size", 13)) ||
            (te0 - t0 == 5 && !strncmp(t0, ".file", 5)) ||
            (te0 - t0 == 4 && !strncmp(t0, ".loc", 4))) {
            const char *nl = memchr(te0, '\n', (size_t)(end - te0));
            p = nl ? nl + 1 : end;
            continue;
        }
        /* one statement: up to ';' or the '{' of a body; an initialiser's braces are inside */
        const char *s = p, *q = p;
        int init = 0;
        while (q < end && *q != ';' && (*q != '{' || init)) {
            if (*q == '=')
                init = 1;
            if (*q == '{' && init) {
                const char *b = skip_block(q, end);
                if (!b)
                    return -1;
                q = b;
                continue;
            }
            q++;
        }
        if (q >= end)
            break;
        const char *te;
        int is_entry = 0, is_var = 0;
        for (const char *t = token(s, q, &te); t < te; t = token(te, q, &te)) {
            if (te - t == 6 && !strncmp(t, ".entry", 6))
                is_entry = 1;
            else if ((te - t == 7 && !strncmp(t, ".global", 7)) ||
                     (te - t == 6 && !strncmp(t, ".const", 6)))
                is_var = 1;
            if (t[0] != '.')
                break;
        }
        if (*q == '{') {
            const char *body_end = skip_block(q, end);
            if (!body_end)
                return -1;
            if (is_entry) {
                const char *k = memmem(s, (size_t)(q - s), ".entry", 6);
                const char *name = token(k + 6, q, &te);
                entry_info *e = add_entry(l, name, (size_t)(te - name));
                if (!e)
                    return -1;
                const char *open = skip_space(te, q);
                const char *body = q;
                if (open < q && *open == '(') {
                    const char *close = memchr(open, ')', (size_t)(q - open));
                    if (!close || parse_params(open + 1, close, e))
                        return -1;
                    parse_directives(close + 1, body, e);
                } else {
                    parse_directives(open, body, e);
                }
                parse_shared(body + 1, body_end - 1, e);
            }
            p = body_end;
            continue;
        }
        if (is_var && !is_entry && parse_variable(l, s, q))
            return -1;
        p = q + 1;
    }
    return l->m->nentries || l->m->nglobals ? 0 : -1;
}

/* ---------------------------------------------------------------- cubins */

static const unsigned char *elf_section(const unsigned char *img, size_t len, const Elf64_Shdr *s,
                                        size_t *n)
{
    if (s->sh_type == SHT_NOBITS || s->sh_offset > len || s->sh_size > len - s->sh_offset)
        return NULL;
    *n = (size_t)s->sh_size;
    return img + s->sh_offset;
}

/* Reads an ELF cubin of `len` bytes (see the top for what it takes from where). */
static int parse_cubin(loader *l, const unsigned char *img, size_t len)
{
    Elf64_Ehdr eh;
    if (len < sizeof eh)
        return -1;
    memcpy(&eh, img, sizeof eh);
    if (eh.e_shentsize != sizeof(Elf64_Shdr) || eh.e_shoff > len ||
        (size_t)eh.e_shnum * sizeof(Elf64_Shdr) > len - eh.e_shoff || eh.e_shstrndx >= eh.e_shnum)
        return -1;
    Elf64_Shdr *sh = malloc((size_t)eh.e_shnum * sizeof *sh + 1);
    if (!sh)
        return -1;
    memcpy(sh, img + eh.e_shoff, (size_t)eh.e_shnum * sizeof *sh);
    size_t shstr_n = 0;
    const char *shstr = (const char *)elf_section(img, len, &sh[eh.e_shstrndx], &shstr_n);
    int symtab = -1;
    for (int i = 0; i < eh.e_shnum; i++)
        if (sh[i].sh_type == SHT_SYMTAB)
            symtab = i;
    int rc = -1;
    size_t sym_n = 0, str_n = 0;
    const unsigned char *syms = symtab >= 0 ? elf_section(img, len, &sh[symtab], &sym_n) : NULL;
    const char *strs = symtab >= 0 && sh[symtab].sh_link < eh.e_shnum
                           ? (const char *)elf_section(img, len, &sh[sh[symtab].sh_link], &str_n)
                           : NULL;
    if (!shstr || !syms || !strs)
        goto done;
#define SECNAME(i) (sh[i].sh_name < shstr_n ? shstr + sh[i].sh_name : "")
    size_t nsyms = sym_n / sizeof(Elf64_Sym);
    /* registers per entry symbol: EIATTR_REGCOUNT (0x2f) in .nv.info */
    int *regs = calloc(nsyms + 1, sizeof *regs);
    if (!regs)
        goto done;
    for (int i = 0; i < eh.e_shnum; i++) {
        size_t n = 0;
        const unsigned char *b = elf_section(img, len, &sh[i], &n);
        if (!b || strcmp(SECNAME(i), ".nv.info"))
            continue;
        for (size_t q = 0; q + 4 <= n;) {
            unsigned fmt = b[q], attr = b[q + 1];
            uint16_t sz;
            memcpy(&sz, b + q + 2, 2);
            if (fmt == 4) {
                if (attr == 0x2f && sz == 8 && q + 12 <= n) {
                    uint32_t sym, val;
                    memcpy(&sym, b + q + 4, 4);
                    memcpy(&val, b + q + 8, 4);
                    if (sym < nsyms && val <= 255)
                        regs[sym] = (int)val;
                }
                q += 4 + (size_t)sz;
            } else {
                q += fmt == 1 ? 2 : 4;
            }
        }
    }
    for (size_t k = 0; k < nsyms; k++) {
        Elf64_Sym s;
        memcpy(&s, syms + k * sizeof s, sizeof s);
        if (s.st_name >= str_n)
            continue;
        const char *name = strs + s.st_name;
        size_t nlen = strnlen(name, str_n - s.st_name);
        if (ELF64_ST_TYPE(s.st_info) == STT_FUNC && (s.st_other & 0x10)) {
            entry_info *e = add_entry(l, name, nlen);
            if (!e)
                goto done_regs;
            e->regs = regs[k];
            char want[300];
            for (int i = 0; i < eh.e_shnum; i++) {
                size_t n = 0;
                snprintf(want, sizeof want, ".nv.shared.%s", e->name);
                if (!strcmp(SECNAME(i), want) && sh[i].sh_size <= ((size_t)1 << 24))
                    e->shared_static = (size_t)sh[i].sh_size;
                snprintf(want, sizeof want, ".nv.info.%s", e->name);
                const unsigned char *b = elf_section(img, len, &sh[i], &n);
                if (!b || strcmp(SECNAME(i), want))
                    continue;
                for (size_t q = 0; q + 4 <= n;) {
                    unsigned fmt = b[q], attr = b[q + 1];
                    uint16_t sz;
                    memcpy(&sz, b + q + 2, 2);
                    if (fmt != 4) {
                        q += fmt == 1 ? 2 : 4;
                        continue;
                    }
                    if (attr == 0x17 && sz == 12 && q + 16 <= n) { /* EIATTR_KPARAM_INFO */
                        uint16_t ordinal, offset;
                        uint32_t bits;
                        memcpy(&ordinal, b + q + 8, 2);
                        memcpy(&offset, b + q + 10, 2);
                        memcpy(&bits, b + q + 12, 4);
                        size_t size = (bits >> 18) & 0x3fff;
                        if (ordinal < 64) {
                            e->offset[ordinal] = offset;
                            e->size[ordinal] = size;
                            if (ordinal + 1 > e->nparams)
                                e->nparams = ordinal + 1;
                        }
                    }
                    q += 4 + (size_t)sz;
                }
            }
        } else if (ELF64_ST_TYPE(s.st_info) == STT_OBJECT && s.st_shndx < eh.e_shnum && nlen) {
            const char *sec = SECNAME(s.st_shndx);
            if (strcmp(sec, ".nv.global") && strcmp(sec, ".nv.global.init") &&
                strcmp(sec, ".nv.constant3"))
                continue;
            size_t n = 0;
            const unsigned char *b = elf_section(img, len, &sh[s.st_shndx], &n);
            const unsigned char *init = NULL;
            size_t init_len = 0;
            if (b && s.st_value <= n && s.st_size <= n - s.st_value) {
                init = b + s.st_value;
                init_len = (size_t)s.st_size;
            }
            if (add_global(l, name, nlen, (size_t)s.st_size, init, init_len))
                goto done_regs;
        }
    }
    l->m->ptx_version = 90;
    l->m->binary_version = 90;
    rc = l->m->nentries || l->m->nglobals ? 0 : -1;
done_regs:
    free(regs);
done:
    free(sh);
    return rc;
#undef SECNAME
}

/* ---------------------------------------------------------------- fatbins */

typedef size_t (*zstd_fn)(void *, size_t, const void *, size_t);
typedef unsigned (*zstd_err_fn)(size_t);
typedef int (*lz4_fn)(const char *, char *, int, int);

/* A compressed part's payload, decompressed (malloc'ed), or NULL. */
static unsigned char *decompress(const unsigned char *src, size_t n, size_t out_n, int zstd)
{
    if (!out_n || out_n > MAX_IMAGE)
        return NULL;
    void *lib = dlopen(zstd ? "libzstd.so.1" : "liblz4.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!lib)
        return NULL;
    unsigned char *out = malloc(out_n + 1);
    int ok = 0;
    if (out && zstd) {
        zstd_fn d = (zstd_fn)dlsym(lib, "ZSTD_decompress");
        zstd_err_fn err = (zstd_err_fn)dlsym(lib, "ZSTD_isError");
        if (d && err) {
            size_t got = d(out, out_n, src, n);
            ok = !err(got) && got == out_n;
        }
    } else if (out && n <= 0x7fffffff && out_n <= 0x7fffffff) {
        lz4_fn d = (lz4_fn)dlsym(lib, "LZ4_decompress_safe");
        ok = d && d((const char *)src, (char *)out, (int)n, (int)out_n) == (int)out_n;
    }
    dlclose(lib);
    if (!ok) {
        free(out);
        return NULL;
    }
    out[out_n] = 0;
    return out;
}

typedef struct {
    uint16_t kind, version;
    uint32_t header_size;
    uint64_t size;
    uint32_t compressed_size, unknown;
    uint16_t minor, major;
    uint32_t arch, name_offset, name_len;
    uint64_t flags, zero, uncompressed_size;
} fatbin_part;

#define PART_COMPRESSED_LZ4 0x2000u
#define PART_COMPRESSED_ZSTD 0x8000u

/* Reads a fatbin of `len` bytes: its first usable PTX part, else its first ELF part. */
static int parse_fatbin(loader *l, const unsigned char *fb, size_t len)
{
    uint16_t hsize;
    uint64_t size;
    memcpy(&hsize, fb + 6, 2);
    memcpy(&size, fb + 8, 8);
    if (hsize < 16 || hsize > len || size > len - hsize)
        return -1;
    const unsigned char *p = fb + hsize, *end = fb + hsize + size;
    const unsigned char *elf = NULL;
    size_t elf_len = 0;
    while ((size_t)(end - p) >= sizeof(fatbin_part)) {
        fatbin_part part;
        memcpy(&part, p, sizeof part);
        if (part.header_size < sizeof part || part.header_size > (size_t)(end - p) ||
            part.size > (size_t)(end - p) - part.header_size)
            return -1;
        const unsigned char *payload = p + part.header_size;
        size_t n = (size_t)part.size;
        int zstd = (part.flags & PART_COMPRESSED_ZSTD) != 0;
        int compressed = zstd || (part.flags & PART_COMPRESSED_LZ4) || part.compressed_size;
        unsigned char *plain = NULL;
        if (compressed) {
            size_t cn = part.compressed_size && part.compressed_size <= n ? part.compressed_size : n;
            plain = decompress(payload, cn, (size_t)part.uncompressed_size, zstd);
            payload = plain;
            n = plain ? (size_t)part.uncompressed_size : 0;
        }
        if (payload && part.kind == 1) {
            int r = parse_ptx(l, (const char *)payload, strnlen((const char *)payload, n));
            free(plain);
            return r;
        }
        if (payload && part.kind == 2 && !elf && n >= SELFMAG &&
            !memcmp(payload, ELFMAG, SELFMAG)) {
            unsigned char *copy = malloc(n);
            if (copy) {
                memcpy(copy, payload, n);
                elf = copy;
                elf_len = n;
            }
        }
        free(plain);
        p += part.header_size + part.size;
    }
    int r = elf ? parse_cubin(l, elf, elf_len) : -1;
    free((void *)elf);
    return r;
}

/* The image's format; fills *fb for fatbins (unwrapping a wrapper). */
static CUresult parse_image(loader *l, const void *image)
{
    const unsigned char *p = image;
    uint32_t magic;
    memcpy(&magic, p, 4);
    if (magic == FATBINC_MAGIC) {
        const void *data;
        memcpy(&data, p + 8, sizeof data);
        if (!data)
            return CUDA_ERROR_INVALID_IMAGE;
        p = data;
        memcpy(&magic, p, 4);
        if (magic != FATBIN_MAGIC)
            return CUDA_ERROR_INVALID_IMAGE;
    }
    if (magic == FATBIN_MAGIC) {
        uint16_t hsize;
        uint64_t size;
        memcpy(&hsize, p + 6, 2);
        memcpy(&size, p + 8, 8);
        if (size > MAX_IMAGE)
            return CUDA_ERROR_INVALID_IMAGE;
        return parse_fatbin(l, p, (size_t)hsize + (size_t)size) ? CUDA_ERROR_NO_BINARY_FOR_GPU
                                                                : CUDA_SUCCESS;
    }
    if (!memcmp(p, ELFMAG, SELFMAG)) {
        if (p[EI_CLASS] != ELFCLASS64)
            return CUDA_ERROR_INVALID_IMAGE;
        Elf64_Ehdr e;
        memcpy(&e, p, sizeof e);
        /* as native/shim/module.c measures a cubin: its furthest table or section end */
        size_t end = sizeof e;
        size_t sh = (size_t)e.e_shoff + (size_t)e.e_shnum * e.e_shentsize;
        end = sh > end ? sh : end;
        if (e.e_shentsize != sizeof(Elf64_Shdr) || end > MAX_IMAGE)
            return CUDA_ERROR_INVALID_IMAGE;
        for (unsigned i = 0; i < e.e_shnum; i++) {
            Elf64_Shdr s;
            memcpy(&s, p + e.e_shoff + (size_t)i * e.e_shentsize, sizeof s);
            if (s.sh_type != SHT_NOBITS && s.sh_offset + s.sh_size > end &&
                s.sh_offset + s.sh_size <= MAX_IMAGE)
                end = (size_t)(s.sh_offset + s.sh_size);
        }
        return parse_cubin(l, p, end) ? CUDA_ERROR_INVALID_IMAGE : CUDA_SUCCESS;
    }
    const char *text = image;
    size_t len = strnlen(text, MAX_IMAGE);
    if (!memmem(text, len, ".version", 8))
        return CUDA_ERROR_INVALID_IMAGE;
    return parse_ptx(l, text, len) ? CUDA_ERROR_INVALID_PTX : CUDA_SUCCESS;
}

/* ---------------------------------------------------------------- loading */

static void module_free(struct CUmod_st *m)
{
    if (!m)
        return;
    free(m->funcs);
    free(m->entries);
    free(m->globals);
    free(m);
}

static void loader_done(loader *l)
{
    for (int i = 0; i < l->m->nglobals; i++)
        free(l->init[i]);
    free(l->init);
    free(l->init_len);
}

/* With g_lock held: memory for the module's variables, filled from their initialisers. Like
 * the driver, one allocation holds them all, each at the next multiple of 256 bytes, so small
 * variables share pages (the H200 gives a module's 8-byte variables 0x...300, 0x...3f00): the
 * first variable's address is the allocation's, which globals_free releases. */
static CUresult place_globals(loader *l)
{
    struct CUmod_st *m = l->m;
    if (!m->nglobals)
        return CUDA_SUCCESS;
    size_t total = 0;
    for (int i = 0; i < m->nglobals; i++)
        total += (m->globals[i].size + 255) & ~(size_t)255;
    CUdeviceptr base;
    CUresult r = alloc_new(&base, total, NULL);
    if (r)
        return r;
    size_t at = 0;
    for (int i = 0; i < m->nglobals; i++) {
        m->globals[i].dptr = base + at;
        if (l->init_len[i])
            memcpy((void *)m->globals[i].dptr, l->init[i], l->init_len[i]);
        at += (m->globals[i].size + 255) & ~(size_t)255;
    }
    return CUDA_SUCCESS;
}

/* With g_lock held: releases what place_globals placed. */
static void globals_free(struct CUmod_st *m)
{
    if (m->nglobals && m->globals[0].dptr)
        alloc_free(m->globals[0].dptr);
}

static CUresult module_load(struct CUmod_st **out, const void *image)
{
    if (!out || !image)
        return CUDA_ERROR_INVALID_VALUE;
    struct CUmod_st *m = calloc(1, sizeof *m);
    if (!m)
        return CUDA_ERROR_OUT_OF_MEMORY;
    loader l = {.m = m};
    CUresult r = parse_image(&l, image);
    if (!r) {
        m->funcs = calloc((size_t)m->nentries + 1, sizeof *m->funcs);
        if (!m->funcs)
            r = CUDA_ERROR_OUT_OF_MEMORY;
    }
    if (!r) {
        pthread_mutex_lock(&g_lock);
        r = place_globals(&l);
        int ok = !r && handle_add(H_MODULE, m);
        for (int i = 0; ok && i < m->nentries; i++) {
            m->funcs[i].mod = m;
            m->funcs[i].entry = &m->entries[i];
            m->funcs[i].loaded = 1;
            ok = handle_add(H_FUNCTION, &m->funcs[i]);
        }
        if (!r && !ok) {
            handle_del(m);
            for (int i = 0; i < m->nentries; i++)
                handle_del(&m->funcs[i]);
            globals_free(m);
            r = CUDA_ERROR_OUT_OF_MEMORY;
        }
        pthread_mutex_unlock(&g_lock);
    }
    loader_done(&l);
    if (r) {
        module_free(m);
        return r;
    }
    *out = m;
    return CUDA_SUCCESS;
}

/* The driver API leaves unloading a module whose kernels are still queued undefined; here
 * the device's work finishes first (launches copied their entries, the globals must stay). */
static void module_unload(struct CUmod_st *m)
{
    for (int d = 0; d < g_ndev; d++)
        sd_device_sync(d);
    pthread_rwlock_wrlock(&g_mem);
    pthread_mutex_lock(&g_lock);
    globals_free(m);
    pthread_mutex_unlock(&g_lock);
    pthread_rwlock_unlock(&g_mem);
    module_free(m);
}

EXPORT CUresult cuModuleLoadData(CUmodule *pm, const void *image)
{
    CUresult r = need_ctx();
    return r ? r : module_load(pm, image);
}

EXPORT CUresult cuModuleLoadDataEx(CUmodule *pm, const void *image, unsigned int n,
                                   CUjit_option *opts, void **vals)
{
    (void)n;
    (void)opts;
    (void)vals;
    return cuModuleLoadData(pm, image);
}

EXPORT CUresult cuModuleLoadFatBinary(CUmodule *pm, const void *image)
{
    return cuModuleLoadData(pm, image);
}

EXPORT CUresult cuModuleUnload(CUmodule m)
{
    CUresult r = need_init();
    if (r)
        return r;
    pthread_mutex_lock(&g_lock);
    int ok = m && handle_ok(H_MODULE, m) && !m->lib;
    if (ok) {
        handle_del(m);
        for (int i = 0; i < m->nentries; i++)
            handle_del(&m->funcs[i]);
    }
    pthread_mutex_unlock(&g_lock);
    if (!ok)
        return CUDA_ERROR_INVALID_HANDLE;
    module_unload(m);
    return CUDA_SUCCESS;
}

static CUresult check_module(CUmodule m)
{
    CUresult r = need_init();
    if (r)
        return r;
    return m && handle_live(H_MODULE, m) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE;
}

EXPORT CUresult cuModuleGetFunction(CUfunction *pf, CUmodule m, const char *name)
{
    CUresult r = check_module(m);
    if (r)
        return r;
    if (!pf || !name)
        return CUDA_ERROR_INVALID_VALUE;
    for (int i = 0; i < m->nentries; i++)
        if (!strcmp(m->entries[i].name, name)) {
            *pf = &m->funcs[i];
            return CUDA_SUCCESS;
        }
    return CUDA_ERROR_NOT_FOUND;
}

EXPORT CUresult cuModuleGetFunctionCount(unsigned int *count, CUmodule m)
{
    CUresult r = check_module(m);
    if (r)
        return r;
    if (!count)
        return CUDA_ERROR_INVALID_VALUE;
    *count = (unsigned)m->nentries;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuModuleEnumerateFunctions(CUfunction *fns, unsigned int n, CUmodule m)
{
    CUresult r = check_module(m);
    if (r)
        return r;
    if (!fns || n != (unsigned)m->nentries) /* the driver API: n must be the count */
        return CUDA_ERROR_INVALID_VALUE;
    for (int i = 0; i < m->nentries; i++)
        fns[i] = &m->funcs[i];
    return CUDA_SUCCESS;
}

static CUresult get_global(struct CUmod_st *m, CUdeviceptr *dp, size_t *bytes, const char *name)
{
    if (!name)
        return CUDA_ERROR_INVALID_VALUE;
    for (int i = 0; i < m->nglobals; i++)
        if (!strcmp(m->globals[i].name, name)) {
            if (dp)
                *dp = m->globals[i].dptr;
            if (bytes)
                *bytes = m->globals[i].size;
            return CUDA_SUCCESS;
        }
    return CUDA_ERROR_NOT_FOUND;
}

EXPORT CUresult cuModuleGetGlobal_v2(CUdeviceptr *dp, size_t *bytes, CUmodule m, const char *name)
{
    CUresult r = check_module(m);
    return r ? r : get_global(m, dp, bytes, name);
}

/* ---------------------------------------------------------------- libraries and kernels */

EXPORT CUresult cuLibraryLoadData(CUlibrary *pl, const void *code, CUjit_option *jo, void **jv,
                                  unsigned int njo, CUlibraryOption *lo, void **lv,
                                  unsigned int nlo)
{
    (void)jo;
    (void)jv;
    (void)njo;
    (void)lo;
    (void)lv;
    (void)nlo;
    CUresult r = need_init();
    if (r)
        return r;
    if (!pl || !code)
        return CUDA_ERROR_INVALID_VALUE;
    struct CUlib_st *lib = calloc(1, sizeof *lib);
    if (!lib)
        return CUDA_ERROR_OUT_OF_MEMORY;
    struct CUmod_st *m;
    r = module_load(&m, code);
    if (r) {
        free(lib);
        return r;
    }
    lib->mod = m;
    lib->kernels = calloc((size_t)m->nentries + 1, sizeof *lib->kernels);
    pthread_mutex_lock(&g_lock);
    int ok = lib->kernels && handle_add(H_LIBRARY, lib);
    m->lib = lib;
    for (int i = 0; ok && i < m->nentries; i++) {
        lib->kernels[i].lib = lib;
        lib->kernels[i].index = i;
        lib->kernels[i].fn[0] = &m->funcs[i];
        m->funcs[i].kernel = &lib->kernels[i];
        ok = handle_add(H_KERNEL, &lib->kernels[i]);
    }
    if (!ok) {
        handle_del(lib);
        for (int i = 0; lib->kernels && i < m->nentries; i++)
            handle_del(&lib->kernels[i]);
        handle_del(m);
        for (int i = 0; i < m->nentries; i++)
            handle_del(&m->funcs[i]);
    }
    pthread_mutex_unlock(&g_lock);
    if (!ok) {
        module_unload(m);
        free(lib->kernels);
        free(lib);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    *pl = lib;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuLibraryUnload(CUlibrary lib)
{
    CUresult r = need_init();
    if (r)
        return r;
    pthread_mutex_lock(&g_lock);
    int ok = lib && handle_ok(H_LIBRARY, lib);
    if (ok) {
        struct CUmod_st *m = lib->mod;
        handle_del(lib);
        handle_del(m);
        for (int i = 0; i < m->nentries; i++) {
            handle_del(&m->funcs[i]);
            handle_del(&lib->kernels[i]);
            for (int d = 1; d < 8; d++)
                if (lib->kernels[i].fn[d])
                    handle_del(lib->kernels[i].fn[d]);
        }
    }
    pthread_mutex_unlock(&g_lock);
    if (!ok)
        return CUDA_ERROR_INVALID_HANDLE;
    int n = lib->mod->nentries;
    module_unload(lib->mod);
    for (int i = 0; i < n; i++)
        for (int d = 1; d < 8; d++)
            free(lib->kernels[i].fn[d]);
    free(lib->kernels);
    free(lib);
    return CUDA_SUCCESS;
}

static CUresult check_library(CUlibrary lib)
{
    CUresult r = need_init();
    if (r)
        return r;
    return lib && handle_live(H_LIBRARY, lib) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE;
}

EXPORT CUresult cuLibraryGetKernel(CUkernel *pk, CUlibrary lib, const char *name)
{
    CUresult r = check_library(lib);
    if (r)
        return r;
    if (!pk || !name)
        return CUDA_ERROR_INVALID_VALUE;
    for (int i = 0; i < lib->mod->nentries; i++)
        if (!strcmp(lib->mod->entries[i].name, name)) {
            *pk = &lib->kernels[i];
            return CUDA_SUCCESS;
        }
    return CUDA_ERROR_NOT_FOUND;
}

EXPORT CUresult cuLibraryGetKernelCount(unsigned int *count, CUlibrary lib)
{
    CUresult r = check_library(lib);
    if (r)
        return r;
    if (!count)
        return CUDA_ERROR_INVALID_VALUE;
    *count = (unsigned)lib->mod->nentries;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuLibraryEnumerateKernels(CUkernel *ks, unsigned int n, CUlibrary lib)
{
    CUresult r = check_library(lib);
    if (r)
        return r;
    if (!ks || n != (unsigned)lib->mod->nentries)
        return CUDA_ERROR_INVALID_VALUE;
    for (int i = 0; i < lib->mod->nentries; i++)
        ks[i] = &lib->kernels[i];
    return CUDA_SUCCESS;
}

EXPORT CUresult cuLibraryGetModule(CUmodule *pm, CUlibrary lib)
{
    CUresult r = check_library(lib);
    if (r)
        return r;
    if (!pm)
        return CUDA_ERROR_INVALID_VALUE;
    *pm = lib->mod;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuLibraryGetGlobal(CUdeviceptr *dp, size_t *bytes, CUlibrary lib,
                                   const char *name)
{
    CUresult r = check_library(lib);
    return r ? r : get_global(lib->mod, dp, bytes, name);
}

/* No managed memory here: a library never has managed variables. */
EXPORT CUresult cuLibraryGetManaged(CUdeviceptr *dp, size_t *bytes, CUlibrary lib,
                                    const char *name)
{
    (void)dp;
    (void)bytes;
    CUresult r = check_library(lib);
    if (r)
        return r;
    return name ? CUDA_ERROR_NOT_FOUND : CUDA_ERROR_INVALID_VALUE;
}

EXPORT CUresult cuLibraryGetUnifiedFunction(void **fptr, CUlibrary lib, const char *symbol)
{
    (void)fptr;
    CUresult r = check_library(lib);
    if (r)
        return r;
    return symbol ? CUDA_ERROR_NOT_FOUND : CUDA_ERROR_INVALID_VALUE;
}

static CUresult check_kernel(CUkernel k)
{
    CUresult r = need_init();
    if (r)
        return r;
    return k && handle_live(H_KERNEL, k) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE;
}

/* The device of the calling thread's current context (0 without one). */
static int current_device(void)
{
    CUcontext c = current();
    return c ? c->device : 0;
}

/* With g_lock held: kernel k's function on device d, made when first asked for (NULL: out of
 * memory). The driver gives one per context; here one per device, and the library's module
 * (cuLibraryGetModule, cuModuleGetFunction) is device 0's. */
static struct CUfunc_st *kernel_function(struct CUkern_st *k, int d)
{
    if (d < 0 || d >= 8)
        d = 0;
    if (!k->fn[d]) {
        struct CUfunc_st *f = calloc(1, sizeof *f);
        if (!f)
            return NULL;
        *f = (struct CUfunc_st){k->lib->mod, &k->lib->mod->entries[k->index], 1, k, d, {{0}, {0}}};
        if (!handle_add(H_FUNCTION, f)) {
            free(f);
            return NULL;
        }
        k->fn[d] = f;
    }
    return k->fn[d];
}

EXPORT CUresult cuKernelGetFunction(CUfunction *pf, CUkernel k)
{
    CUresult r = need_ctx();
    if (!r)
        r = check_kernel(k);
    if (r)
        return r;
    if (!pf)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&g_lock);
    struct CUfunc_st *f = handle_ok(H_KERNEL, k) ? kernel_function(k, current_device()) : NULL;
    pthread_mutex_unlock(&g_lock);
    if (!f)
        return CUDA_ERROR_OUT_OF_MEMORY;
    *pf = f;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuKernelGetLibrary(CUlibrary *pl, CUkernel k)
{
    CUresult r = check_kernel(k);
    if (r)
        return r;
    if (!pl)
        return CUDA_ERROR_INVALID_VALUE;
    *pl = k->lib;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuKernelGetName(const char **name, CUkernel k)
{
    CUresult r = check_kernel(k);
    if (r)
        return r;
    if (!name)
        return CUDA_ERROR_INVALID_VALUE;
    *name = k->lib->mod->entries[k->index].name;
    return CUDA_SUCCESS;
}

/* ---------------------------------------------------------------- functions */

/* A CUfunction, or a CUkernel passed as one (the driver API allows it), as its function in
 * the current context (here: on the current context's device). */
static CUresult resolve_func(CUfunction f, struct CUfunc_st **out)
{
    CUresult r = need_init();
    if (r)
        return r;
    pthread_mutex_lock(&g_lock);
    struct CUfunc_st *fn = NULL;
    if (f && handle_ok(H_FUNCTION, f))
        fn = f;
    else if (f && handle_ok(H_KERNEL, f))
        fn = kernel_function((struct CUkern_st *)(void *)f, current_device());
    pthread_mutex_unlock(&g_lock);
    if (!fn)
        return CUDA_ERROR_INVALID_HANDLE;
    *out = fn;
    return CUDA_SUCCESS;
}

CUresult sd_resolve_func(CUfunction f, CUfunction *out) { return resolve_func(f, out); }

static CUresult param_info(const entry_info *e, size_t i, size_t *off, size_t *size)
{
    if (i >= (size_t)e->nparams)
        return CUDA_ERROR_INVALID_VALUE;
    if (off)
        *off = e->offset[i];
    if (size)
        *size = e->size[i];
    return CUDA_SUCCESS;
}

EXPORT CUresult cuFuncGetParamInfo(CUfunction f, size_t i, size_t *off, size_t *size)
{
    struct CUfunc_st *fn;
    CUresult r = resolve_func(f, &fn);
    return r ? r : param_info(fn->entry, i, off, size);
}

EXPORT CUresult cuKernelGetParamInfo(CUkernel k, size_t i, size_t *off, size_t *size)
{
    CUresult r = check_kernel(k);
    return r ? r : param_info(&k->lib->mod->entries[k->index], i, off, size);
}

#define SM_COUNT 132
#define SM_THREADS 2048
#define SM_BLOCKS 32
#define SM_REGS 65536
#define SM_SHARED 233472       /* CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR */
#define BLOCK_SHARED_OPTIN 232448 /* ..._PER_BLOCK_OPTIN */
#define BLOCK_SHARED 49152     /* without opting in */
#define BLOCK_RESERVED 1024    /* CU_DEVICE_ATTRIBUTE_RESERVED_SHARED_MEMORY_PER_BLOCK */
#define DEFAULT_REGS 32

static int func_regs(const entry_info *e) { return e->regs ? e->regs : DEFAULT_REGS; }

static int func_max_threads(const entry_info *e)
{
    int by_regs = SM_REGS / (((func_regs(e) * 32 + 255) / 256) * 256) * 32;
    int m = e->max_threads ? e->max_threads : 1024;
    return by_regs < m ? (by_regs / 32) * 32 : m;
}

/* What a setting is while nothing set it: the dynamic shared memory limit is 48 KiB less the
 * static shared memory (the driver API's cuFuncSetAttribute), the carveout -1 (no
 * preference), the cluster dimensions 0 (none required), the rest 0. */
static int setting_default(const entry_info *e, int i)
{
    switch (i) {
    case SD_SET_MAX_DYNAMIC:
        return (int)(BLOCK_SHARED -
                     (e->shared_static < BLOCK_SHARED ? e->shared_static : BLOCK_SHARED));
    case SD_SET_CARVEOUT: return -1;
    default: return 0;
    }
}

/* The settings in force, with g_lock held: for a function, its own where set, else (a
 * kernel's function) the kernel's for the function's device, else the defaults; for a kernel
 * on a device (fn NULL), the kernel's for that device, else the defaults. */
static sd_settings settings_in_force(const entry_info *e, const struct CUfunc_st *fn,
                                     const struct CUkern_st *k, int dev)
{
    if (fn) {
        k = fn->kernel;
        dev = fn->device;
    }
    sd_settings s;
    for (int i = 0; i < SD_SETTINGS; i++) {
        s.set[i] = 1;
        if (fn && fn->own.set[i])
            s.v[i] = fn->own.v[i];
        else if (k && k->dev[dev].set[i])
            s.v[i] = k->dev[dev].v[i];
        else
            s.v[i] = setting_default(e, i);
    }
    return s;
}

static sd_settings func_settings(const struct CUfunc_st *fn)
{
    pthread_mutex_lock(&g_lock);
    sd_settings s = settings_in_force(fn->entry, fn, NULL, 0);
    pthread_mutex_unlock(&g_lock);
    return s;
}

static CUresult get_attribute(int *v, CUfunction_attribute a, const entry_info *e,
                              const struct CUmod_st *mod, const sd_settings *s)
{
    if (!v)
        return CUDA_ERROR_INVALID_VALUE;
    switch ((int)a) {
    case CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK: *v = func_max_threads(e); break;
    case CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES: *v = (int)e->shared_static; break;
    case CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES: *v = 0; break;
    case CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES: *v = 0; break;
    case CU_FUNC_ATTRIBUTE_NUM_REGS: *v = func_regs(e); break;
    case CU_FUNC_ATTRIBUTE_PTX_VERSION: *v = mod->ptx_version; break;
    case CU_FUNC_ATTRIBUTE_BINARY_VERSION: *v = mod->binary_version; break;
    case CU_FUNC_ATTRIBUTE_CACHE_MODE_CA: *v = 0; break;
    case CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES: *v = s->v[SD_SET_MAX_DYNAMIC]; break;
    case CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT: *v = s->v[SD_SET_CARVEOUT]; break;
    case CU_FUNC_ATTRIBUTE_CLUSTER_SIZE_MUST_BE_SET: *v = 0; break;
    case CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH: *v = s->v[SD_SET_CLUSTER_W]; break;
    case CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT: *v = s->v[SD_SET_CLUSTER_H]; break;
    case CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH: *v = s->v[SD_SET_CLUSTER_D]; break;
    case CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED:
        *v = s->v[SD_SET_NON_PORTABLE];
        break;
    case CU_FUNC_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE: *v = s->v[SD_SET_POLICY]; break;
    default: return CUDA_ERROR_INVALID_VALUE;
    }
    return CUDA_SUCCESS;
}

/* The settable attributes (cuFuncSetAttribute's list in the driver API), range-checked, into
 * a function's own settings or a kernel's for one device. */
static CUresult set_attribute(CUfunction_attribute a, int v, const entry_info *e, sd_settings *to)
{
    int i;
    CUresult r = CUDA_SUCCESS;
    switch ((int)a) {
    case CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES:
        i = SD_SET_MAX_DYNAMIC;
        if (v < 0 || (size_t)v + e->shared_static > BLOCK_SHARED_OPTIN)
            r = CUDA_ERROR_INVALID_VALUE;
        break;
    case CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT:
        i = SD_SET_CARVEOUT;
        if (v < -1 || v > 100)
            r = CUDA_ERROR_INVALID_VALUE;
        break;
    case CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH:
    case CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT:
    case CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH:
        i = SD_SET_CLUSTER_W + (a - CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH);
        if (v < 0 || v > 16)
            r = CUDA_ERROR_INVALID_VALUE;
        break;
    case CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED:
        i = SD_SET_NON_PORTABLE;
        if (v != 0 && v != 1)
            r = CUDA_ERROR_INVALID_VALUE;
        break;
    case CU_FUNC_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE:
        i = SD_SET_POLICY;
        if (v < 0 || v > 2)
            r = CUDA_ERROR_INVALID_VALUE;
        break;
    default: return CUDA_ERROR_INVALID_VALUE;
    }
    if (!r) {
        to->set[i] = 1;
        to->v[i] = v;
    }
    return r;
}

EXPORT CUresult cuFuncGetAttribute(int *v, CUfunction_attribute a, CUfunction f)
{
    struct CUfunc_st *fn;
    CUresult r = resolve_func(f, &fn);
    if (r)
        return r;
    sd_settings s = func_settings(fn);
    return get_attribute(v, a, fn->entry, fn->mod, &s);
}

EXPORT CUresult cuFuncSetAttribute(CUfunction f, CUfunction_attribute a, int v)
{
    struct CUfunc_st *fn;
    CUresult r = resolve_func(f, &fn);
    if (r)
        return r;
    pthread_mutex_lock(&g_lock);
    r = set_attribute(a, v, fn->entry, &fn->own);
    pthread_mutex_unlock(&g_lock);
    return r;
}

EXPORT CUresult cuFuncSetCacheConfig(CUfunction f, CUfunc_cache c)
{
    struct CUfunc_st *fn;
    CUresult r = resolve_func(f, &fn);
    if (r)
        return r;
    if ((unsigned)c > CU_FUNC_CACHE_PREFER_EQUAL)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&g_lock);
    fn->own.set[SD_SET_CACHE_CONFIG] = 1;
    fn->own.v[SD_SET_CACHE_CONFIG] = (int)c;
    pthread_mutex_unlock(&g_lock);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuFuncSetSharedMemConfig(CUfunction f, CUsharedconfig c)
{
    struct CUfunc_st *fn;
    (void)c;
    return resolve_func(f, &fn);
}

EXPORT CUresult cuFuncGetName(const char **name, CUfunction f)
{
    struct CUfunc_st *fn;
    CUresult r = resolve_func(f, &fn);
    if (r)
        return r;
    if (!name)
        return CUDA_ERROR_INVALID_VALUE;
    *name = fn->entry->name;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuFuncGetModule(CUmodule *pm, CUfunction f)
{
    struct CUfunc_st *fn;
    CUresult r = resolve_func(f, &fn);
    if (r)
        return r;
    if (!pm)
        return CUDA_ERROR_INVALID_VALUE;
    *pm = fn->mod;
    return CUDA_SUCCESS;
}

/* Everything is loaded eagerly here (cuModuleGetLoadingMode says so). */
EXPORT CUresult cuFuncIsLoaded(CUfunctionLoadingState *state, CUfunction f)
{
    struct CUfunc_st *fn;
    CUresult r = resolve_func(f, &fn);
    if (r)
        return r;
    if (!state)
        return CUDA_ERROR_INVALID_VALUE;
    *state = CU_FUNCTION_LOADING_STATE_LOADED;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuFuncLoad(CUfunction f)
{
    struct CUfunc_st *fn;
    return resolve_func(f, &fn);
}

/* The kernel forms take a device and keep a setting per device; cuKernelGetAttribute answers
 * the kernel's own settings for that device, never a function's ("cuKernelGetAttribute() will
 * always return the attribute value set by this API": cuKernelSetAttribute in cuda.h). */
EXPORT CUresult cuKernelGetAttribute(int *v, CUfunction_attribute a, CUkernel k, CUdevice d)
{
    CUresult r = check_kernel(k);
    if (!r)
        r = check_dev(d);
    if (r)
        return r;
    const entry_info *e = &k->lib->mod->entries[k->index];
    pthread_mutex_lock(&g_lock);
    sd_settings s = settings_in_force(e, NULL, k, d);
    pthread_mutex_unlock(&g_lock);
    return get_attribute(v, a, e, k->lib->mod, &s);
}

EXPORT CUresult cuKernelSetAttribute(CUfunction_attribute a, int v, CUkernel k, CUdevice d)
{
    CUresult r = check_kernel(k);
    if (!r)
        r = check_dev(d);
    if (r)
        return r;
    pthread_mutex_lock(&g_lock);
    r = set_attribute(a, v, &k->lib->mod->entries[k->index], &k->dev[d]);
    pthread_mutex_unlock(&g_lock);
    return r;
}

EXPORT CUresult cuKernelSetCacheConfig(CUkernel k, CUfunc_cache c, CUdevice d)
{
    CUresult r = check_kernel(k);
    if (!r)
        r = check_dev(d);
    if (r)
        return r;
    if ((unsigned)c > CU_FUNC_CACHE_PREFER_EQUAL)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&g_lock);
    k->dev[d].set[SD_SET_CACHE_CONFIG] = 1;
    k->dev[d].v[SD_SET_CACHE_CONFIG] = (int)c;
    pthread_mutex_unlock(&g_lock);
    return CUDA_SUCCESS;
}

/* ---------------------------------------------------------------- occupancy */

/* Blocks of `block` threads with `dyn` bytes of dynamic shared memory resident per SM, for a
 * function whose settings in force are s: none when dyn is over its dynamic shared memory
 * limit (a launch with that much fails). */
static int blocks_per_sm(const entry_info *e, const sd_settings *s, int block, size_t dyn)
{
    if (block <= 0 || block > func_max_threads(e))
        return 0;
    if (dyn > (size_t)s->v[SD_SET_MAX_DYNAMIC])
        return 0;
    int warps = (block + 31) / 32;
    int by_threads = SM_THREADS / (warps * 32);
    int regs_per_warp = ((func_regs(e) * 32 + 255) / 256) * 256;
    int by_regs = (SM_REGS / regs_per_warp) / warps;
    size_t smem = e->shared_static + dyn + BLOCK_RESERVED;
    smem = (smem + 127) / 128 * 128;
    int by_smem = (int)(SM_SHARED / smem);
    int n = SM_BLOCKS;
    n = by_threads < n ? by_threads : n;
    n = by_regs < n ? by_regs : n;
    n = by_smem < n ? by_smem : n;
    return n;
}

/* The function of an occupancy query (a CUkernel: its function in the current context) and
 * its settings in force. */
static CUresult occupancy_func(CUfunction f, const entry_info **e, sd_settings *s)
{
    struct CUfunc_st *fn;
    CUresult r = need_ctx();
    if (!r)
        r = resolve_func(f, &fn);
    if (!r) {
        *e = fn->entry;
        *s = func_settings(fn);
    }
    return r;
}

EXPORT CUresult cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *n, CUfunction f,
                                                                     int block, size_t dyn,
                                                                     unsigned int flags)
{
    const entry_info *e;
    sd_settings s;
    CUresult r = occupancy_func(f, &e, &s);
    if (r)
        return r;
    if (!n || (flags & ~(unsigned)CU_OCCUPANCY_DISABLE_CACHING_OVERRIDE))
        return CUDA_ERROR_INVALID_VALUE;
    *n = blocks_per_sm(e, &s, block, dyn);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuOccupancyMaxActiveBlocksPerMultiprocessor(int *n, CUfunction f, int block,
                                                            size_t dyn)
{
    return cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(n, f, block, dyn, 0);
}

/* The CUDA occupancy calculator's search: block sizes from the largest allowed down in warp
 * steps; the first with the most resident threads per SM wins. */
EXPORT CUresult cuOccupancyMaxPotentialBlockSizeWithFlags(int *min_grid, int *block_out,
                                                          CUfunction f,
                                                          CUoccupancyB2DSize b2d, size_t dyn,
                                                          int limit, unsigned int flags)
{
    const entry_info *e;
    sd_settings s;
    CUresult r = occupancy_func(f, &e, &s);
    if (r)
        return r;
    if (!min_grid || !block_out || limit < 0 ||
        (flags & ~(unsigned)CU_OCCUPANCY_DISABLE_CACHING_OVERRIDE))
        return CUDA_ERROR_INVALID_VALUE;
    int top = func_max_threads(e);
    if (limit && limit < top)
        top = limit;
    int best_block = 0, best_threads = 0, best_blocks = 0;
    for (int b = (top + 31) / 32 * 32; b > 0; b -= 32) {
        int block = b > top ? top : b;
        size_t d = b2d ? b2d(block) : dyn;
        int blocks = blocks_per_sm(e, &s, block, d);
        if (blocks * block > best_threads) {
            best_threads = blocks * block;
            best_block = block;
            best_blocks = blocks;
        }
    }
    *block_out = best_block;
    *min_grid = best_blocks * SM_COUNT;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuOccupancyMaxPotentialBlockSize(int *min_grid, int *block, CUfunction f,
                                                 CUoccupancyB2DSize b2d, size_t dyn, int limit)
{
    return cuOccupancyMaxPotentialBlockSizeWithFlags(min_grid, block, f, b2d, dyn, limit, 0);
}

/* The most dynamic shared memory a block may use with numBlocks resident per SM. */
EXPORT CUresult cuOccupancyAvailableDynamicSMemPerBlock(size_t *out, CUfunction f, int nblocks,
                                                        int block)
{
    const entry_info *e;
    sd_settings s;
    CUresult r = occupancy_func(f, &e, &s);
    if (r)
        return r;
    if (!out || nblocks <= 0 || block <= 0)
        return CUDA_ERROR_INVALID_VALUE;
    if (blocks_per_sm(e, &s, block, 0) < nblocks) {
        *out = 0;
        return CUDA_SUCCESS;
    }
    size_t per = SM_SHARED / (size_t)nblocks / 128 * 128;
    size_t fixed = e->shared_static + BLOCK_RESERVED;
    size_t avail = per > fixed ? per - fixed : 0;
    size_t cap = BLOCK_SHARED_OPTIN - (e->shared_static < BLOCK_SHARED_OPTIN ? e->shared_static
                                                                              : BLOCK_SHARED_OPTIN);
    *out = avail < cap ? avail : cap;
    return CUDA_SUCCESS;
}

/* Cluster dimensions of a launch configuration, or of the function's required ones. */
static int config_cluster(const CUlaunchConfig *c, const sd_settings *s, unsigned dim[3])
{
    dim[0] = dim[1] = dim[2] = 1;
    int set = 0;
    for (unsigned i = 0; c && c->attrs && i < c->numAttrs; i++)
        if (c->attrs[i].id == CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION) {
            dim[0] = c->attrs[i].value.clusterDim.x;
            dim[1] = c->attrs[i].value.clusterDim.y;
            dim[2] = c->attrs[i].value.clusterDim.z;
            set = 1;
        }
    if (!set && s->v[SD_SET_CLUSTER_W]) {
        for (int i = 0; i < 3; i++)
            dim[i] = s->v[SD_SET_CLUSTER_W + i] ? (unsigned)s->v[SD_SET_CLUSTER_W + i] : 1;
        set = 1;
    }
    return set;
}

/* sm_90: portable clusters of up to 8 blocks, 16 with the non-portable attribute. */
EXPORT CUresult cuOccupancyMaxPotentialClusterSize(int *size, CUfunction f,
                                                   const CUlaunchConfig *c)
{
    const entry_info *e;
    sd_settings s;
    CUresult r = occupancy_func(f, &e, &s);
    if (r)
        return r;
    if (!size || !c)
        return CUDA_ERROR_INVALID_VALUE;
    int per_sm = blocks_per_sm(e, &s, (int)(c->blockDimX * c->blockDimY * c->blockDimZ),
                               c->sharedMemBytes);
    *size = per_sm ? (s.v[SD_SET_NON_PORTABLE] ? 16 : 8) : 0;
    return CUDA_SUCCESS;
}

/* Clusters resident at once: 8 GPCs of 16 SMs (the H200's 132 SMs, rounded to whole GPCs
 * as cluster placement needs), each GPC holding floor(16 * blocks per SM / cluster size). */
EXPORT CUresult cuOccupancyMaxActiveClusters(int *n, CUfunction f, const CUlaunchConfig *c)
{
    const entry_info *e;
    sd_settings s;
    CUresult r = occupancy_func(f, &e, &s);
    if (r)
        return r;
    if (!n || !c)
        return CUDA_ERROR_INVALID_VALUE;
    unsigned dim[3];
    config_cluster(c, &s, dim);
    unsigned long long size = (unsigned long long)dim[0] * dim[1] * dim[2];
    if (!size || size > (s.v[SD_SET_NON_PORTABLE] ? 16u : 8u))
        return CUDA_ERROR_INVALID_CLUSTER_SIZE;
    int per_sm = blocks_per_sm(e, &s, (int)(c->blockDimX * c->blockDimY * c->blockDimZ),
                               c->sharedMemBytes);
    *n = (int)(8 * (16ull * (unsigned)per_sm / size));
    return CUDA_SUCCESS;
}

/* ---------------------------------------------------------------- launches */

static CUresult kernel_run(sd_op *op)
{
    sd_kernel_op *k = (sd_kernel_op *)op;
    return run_kernel(&k->entry, k->args, k->grid, k->block);
}

typedef struct {
    int cooperative;
    unsigned cluster[3];
    int has_cluster;
} launch_extra;

size_t params_size(const entry_info *e)
{
    return e->nparams ? e->offset[e->nparams - 1] + e->size[e->nparams - 1] : 0;
}

CUresult pack_params(const entry_info *e, void **params, void **extra,
                     unsigned char buf[SD_MAX_PARAM_BYTES])
{
    size_t total = params_size(e);
    if (total > SD_MAX_PARAM_BYTES)
        return CUDA_ERROR_INVALID_VALUE;
    if (params) {
        for (int i = 0; i < e->nparams; i++) {
            if (!params[i])
                return CUDA_ERROR_INVALID_VALUE;
            memcpy(buf + e->offset[i], params[i], e->size[i]);
        }
    } else if (extra) {
        void *ptr = NULL;
        size_t *sizep = NULL;
        for (int i = 0; extra[i] != CU_LAUNCH_PARAM_END && i < 8; i += 2) {
            if (extra[i] == CU_LAUNCH_PARAM_BUFFER_POINTER)
                ptr = extra[i + 1];
            else if (extra[i] == CU_LAUNCH_PARAM_BUFFER_SIZE)
                sizep = extra[i + 1];
            else
                return CUDA_ERROR_INVALID_VALUE;
        }
        if (!ptr || !sizep || *sizep < total)
            return CUDA_ERROR_INVALID_VALUE;
        memcpy(buf, ptr, total);
    } else if (e->nparams) {
        return CUDA_ERROR_INVALID_VALUE;
    }
    return CUDA_SUCCESS;
}

static CUresult kernel_op_make(sd_op **out, CUfunction f, const unsigned grid[3],
                               const unsigned block[3], unsigned shmem, void **params,
                               void **extra, const launch_extra *x)
{
    struct CUfunc_st *fn;
    CUresult r = need_ctx();
    if (!r)
        r = resolve_func(f, &fn);
    if (r)
        return r;
    const entry_info *e = fn->entry;
    sd_settings s = func_settings(fn);
    unsigned long long threads = (unsigned long long)block[0] * block[1] * block[2];
    if (!grid[0] || !grid[1] || !grid[2] || !threads || block[0] > 1024 || block[1] > 1024 ||
        block[2] > 64 || threads > (unsigned long long)func_max_threads(e) ||
        grid[0] > 0x7fffffffu || grid[1] > 65535 || grid[2] > 65535 ||
        shmem > (unsigned)s.v[SD_SET_MAX_DYNAMIC])
        return CUDA_ERROR_INVALID_VALUE;
    if (x && x->has_cluster) {
        for (int i = 0; i < 3; i++)
            if (!x->cluster[i] || grid[i] % x->cluster[i])
                return CUDA_ERROR_INVALID_CLUSTER_SIZE;
        if ((unsigned long long)x->cluster[0] * x->cluster[1] * x->cluster[2] >
            (s.v[SD_SET_NON_PORTABLE] ? 16u : 8u))
            return CUDA_ERROR_INVALID_CLUSTER_SIZE;
    }
    if (x && x->cooperative) {
        unsigned long long blocks = (unsigned long long)grid[0] * grid[1] * grid[2];
        if (blocks > (unsigned long long)blocks_per_sm(e, &s, (int)threads, shmem) * SM_COUNT)
            return CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE;
    }
    size_t total = params_size(e);
    if (total > SD_MAX_PARAM_BYTES)
        return CUDA_ERROR_INVALID_VALUE;
    /* pack_params writes only the `total` bytes the layout covers */
    sd_kernel_op *k = (sd_kernel_op *)sd_op_new(sizeof *k + total, SD_KERNEL, kernel_run);
    if (!k)
        return CUDA_ERROR_OUT_OF_MEMORY;
    pthread_mutex_lock(&g_lock);
    k->entry = *e;
    pthread_mutex_unlock(&g_lock);
    memcpy(k->grid, grid, sizeof k->grid);
    memcpy(k->block, block, sizeof k->block);
    k->shared = shmem;
    k->nargs = total;
    r = pack_params(e, params, extra, k->args);
    if (r) {
        sd_op_free(&k->op);
        return r;
    }
    *out = &k->op;
    return CUDA_SUCCESS;
}

static CUresult launch(CUfunction f, const unsigned grid[3], const unsigned block[3],
                       unsigned shmem, CUstream s, void **params, void **extra,
                       const launch_extra *x)
{
    sd_op *op;
    CUresult r = check_stream(s);
    if (!r)
        r = kernel_op_make(&op, f, grid, block, shmem, params, extra, x);
    if (r)
        return r;
    if (sd_capture->capturing(s)) { /* graph.c records it as a kernel node, parameters copied now */
        sd_kernel_op *k = (sd_kernel_op *)op;
        CUfunction fn = NULL;
        unsigned dims[7] = {grid[0], grid[1], grid[2], block[0], block[1], block[2], shmem};
        r = sd_resolve_func(f, &fn);
        if (!r)
            r = sd_capture->kernel(fn, dims, k->args, k->nargs, s);
        sd_op_free(op);
        return r;
    }
    return sd_submit(s, op);
}

EXPORT CUresult cuLaunchKernel(CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
                               unsigned by, unsigned bz, unsigned shmem, CUstream s,
                               void **params, void **extra)
{
    unsigned grid[3] = {gx, gy, gz}, block[3] = {bx, by, bz};
    return launch(f, grid, block, shmem, s, params, extra, NULL);
}

EXPORT CUresult cuLaunchKernel_ptsz(CUfunction f, unsigned gx, unsigned gy, unsigned gz,
                                    unsigned bx, unsigned by, unsigned bz, unsigned shmem,
                                    CUstream s, void **params, void **extra)
{
    return cuLaunchKernel(f, gx, gy, gz, bx, by, bz, shmem, s, params, extra);
}

/* The driver API: a cooperative grid must fit on the device at once. */
EXPORT CUresult cuLaunchCooperativeKernel(CUfunction f, unsigned gx, unsigned gy, unsigned gz,
                                          unsigned bx, unsigned by, unsigned bz, unsigned shmem,
                                          CUstream s, void **params)
{
    unsigned grid[3] = {gx, gy, gz}, block[3] = {bx, by, bz};
    launch_extra x = {.cooperative = 1};
    return launch(f, grid, block, shmem, s, params, NULL, &x);
}

EXPORT CUresult cuLaunchCooperativeKernel_ptsz(CUfunction f, unsigned gx, unsigned gy,
                                               unsigned gz, unsigned bx, unsigned by,
                                               unsigned bz, unsigned shmem, CUstream s,
                                               void **params)
{
    return cuLaunchCooperativeKernel(f, gx, gy, gz, bx, by, bz, shmem, s, params);
}

EXPORT CUresult cuLaunchKernelEx(const CUlaunchConfig *c, CUfunction f, void **params,
                                 void **extra)
{
    if (!c || (c->numAttrs && !c->attrs))
        return CUDA_ERROR_INVALID_VALUE;
    launch_extra x = {0};
    CUevent events[2] = {NULL, NULL};
    for (unsigned i = 0; i < c->numAttrs; i++) {
        const CUlaunchAttribute *a = &c->attrs[i];
        if ((int)a->id < 0 || (int)a->id >= (int)CU_LAUNCH_ATTRIBUTE_MAX)
            return CUDA_ERROR_INVALID_VALUE;
        /* a programmatic event and a launch completion event: recorded after the kernel here,
         * later than "once all blocks of the kernel have begun", never earlier */
        if (a->id == CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_EVENT)
            events[0] = a->value.programmaticEvent.event;
        if (a->id == CU_LAUNCH_ATTRIBUTE_LAUNCH_COMPLETION_EVENT)
            events[1] = a->value.launchCompletionEvent.event;
        if (a->id == CU_LAUNCH_ATTRIBUTE_COOPERATIVE)
            x.cooperative = a->value.cooperative != 0;
        if (a->id == CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION) {
            x.has_cluster = 1;
            x.cluster[0] = a->value.clusterDim.x;
            x.cluster[1] = a->value.clusterDim.y;
            x.cluster[2] = a->value.clusterDim.z;
        }
    }
    for (int k = 0; k < 2; k++)
        if (events[k] && !handle_live(H_EVENT, events[k]))
            return CUDA_ERROR_INVALID_HANDLE;
    unsigned grid[3] = {c->gridDimX, c->gridDimY, c->gridDimZ};
    unsigned block[3] = {c->blockDimX, c->blockDimY, c->blockDimZ};
    CUresult r = launch(f, grid, block, c->sharedMemBytes, c->hStream, params, extra, &x);
    for (int k = 0; k < 2 && r == CUDA_SUCCESS; k++)
        if (events[k])
            r = cuEventRecord(events[k], c->hStream);
    return r;
}

EXPORT CUresult cuLaunchKernelEx_ptsz(const CUlaunchConfig *c, CUfunction f, void **params,
                                      void **extra)
{
    return cuLaunchKernelEx(c, f, params, extra);
}

/* ---------------------------------------------------------------- the JIT linker */

/* The stand-in cannot link device code: a link of exactly one PTX, cubin or fatbin input
 * completes with that input itself, which cuModuleLoadData accepts; anything else answers
 * CUDA_ERROR_NOT_SUPPORTED at cuLinkComplete. The output options are written as the API
 * describes them: the information log, its size filled (with the NUL), the wall time. */
typedef struct {
    unsigned n;
    CUjit_option *opts;
    void **vals;
    int inputs;
    CUjitInputType type;
    void *data;
    size_t size;
    char name[64];
} standin_link;

EXPORT CUresult cuLinkCreate_v2(unsigned int n, CUjit_option *opts, void **vals,
                                CUlinkState *out)
{
    CUresult r = need_ctx();
    if (r)
        return r;
    if (!out || (n && (!opts || !vals)))
        return CUDA_ERROR_INVALID_VALUE;
    standin_link *k = calloc(1, sizeof *k);
    if (!k)
        return CUDA_ERROR_OUT_OF_MEMORY;
    k->n = n;
    k->opts = opts;
    k->vals = vals;
    *out = (CUlinkState)k;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuLinkAddData_v2(CUlinkState state, CUjitInputType type, void *data,
                                 size_t size, const char *name, unsigned int n,
                                 CUjit_option *opts, void **vals)
{
    (void)n, (void)opts, (void)vals;
    standin_link *k = (standin_link *)state;
    if (!k || !data || !size)
        return CUDA_ERROR_INVALID_VALUE;
    if (type == CU_JIT_INPUT_PTX && !memchr(data, 0, size))
        return CUDA_ERROR_INVALID_PTX;
    if (k->inputs++ == 0) {
        if (!(k->data = malloc(size)))
            return CUDA_ERROR_OUT_OF_MEMORY;
        memcpy(k->data, data, size);
        k->size = size;
        k->type = type;
        snprintf(k->name, sizeof k->name, "%s", name ? name : "");
    }
    return CUDA_SUCCESS;
}

EXPORT CUresult cuLinkComplete(CUlinkState state, void **cubin, size_t *size)
{
    standin_link *k = (standin_link *)state;
    if (!k || !cubin)
        return CUDA_ERROR_INVALID_VALUE;
    if (k->inputs != 1 || k->type > CU_JIT_INPUT_FATBINARY)
        return CUDA_ERROR_NOT_SUPPORTED;
    char *info = NULL;
    for (unsigned i = 0; i < k->n; i++)
        if (k->opts[i] == CU_JIT_INFO_LOG_BUFFER)
            info = k->vals[i];
    for (unsigned i = 0; i < k->n; i++) {
        if (k->opts[i] == CU_JIT_WALL_TIME) {
            float ms = 0.25f;
            memcpy(&k->vals[i], &ms, sizeof ms);
        } else if (k->opts[i] == CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES && info) {
            size_t cap = (unsigned)(uintptr_t)k->vals[i];
            int w = cap ? snprintf(info, cap, "stand-in: linked 1 input (%s)", k->name) : 0;
            size_t used = w < 0 ? 0 : (size_t)w + 1 < cap ? (size_t)w + 1 : cap;
            k->vals[i] = (void *)(uintptr_t)used;
        }
    }
    *cubin = k->data;
    if (size)
        *size = k->size;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuLinkDestroy(CUlinkState state)
{
    standin_link *k = (standin_link *)state;
    if (!k)
        return CUDA_ERROR_INVALID_VALUE;
    free(k->data);
    free(k);
    return CUDA_SUCCESS;
}

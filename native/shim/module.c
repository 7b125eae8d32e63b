/* Modules: the client must send the whole image, so it works out the image's length from
 * its format (cuModuleLoadData gets only a pointer):
 *   - a fatbin wrapper (fatbinary_section.h, FATBINC_MAGIC): its `data` is the fatbin;
 *   - a fatbin: header { u32 magic 0xBA55ED50, u16 version, u16 header_size, u64 size };
 *   - an ELF cubin: its section/program header tables end the file;
 *   - anything else is PTX text, NUL-terminated.
 * JIT and library options are not forwarded (they point into client memory); the image
 * loads with the driver's defaults. */
#define _GNU_SOURCE
#include "state.h"

#include "lupine/sha256.h"

#include <elf.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#define FATBINC_MAGIC 0x466243B1u
#define FATBIN_MAGIC 0xBA55ED50u
/* lupine-server refuses larger images (fastpath.c MAX_IMAGE). */
#define LC_MAX_IMAGE ((size_t)1 << 30)

typedef struct {
    int magic;
    int version;
    const unsigned long long *data;
    void *filename_or_fatbins;
} fatbin_wrapper;

typedef struct {
    uint32_t magic;
    uint16_t version;
    uint16_t header_size;
    uint64_t size;
} fatbin_header;

/* The image `image` points at (unwrapping a fatbin wrapper) and its length; 0 if unknown. */
size_t lc_image_size(const void **image)
{
    const unsigned char *p = *image;
    uint32_t magic;
    memcpy(&magic, p, 4);
    if (magic == FATBINC_MAGIC) {
        const fatbin_wrapper *w = *image;
        if (!w->data)
            return 0;
        *image = w->data;
        p = *image;
        memcpy(&magic, p, 4);
    }
    if (magic == FATBIN_MAGIC) {
        fatbin_header h;
        memcpy(&h, p, sizeof h);
        return (size_t)h.header_size + (size_t)h.size;
    }
    if (!memcmp(p, ELFMAG, SELFMAG) && p[EI_CLASS] == ELFCLASS64) {
        Elf64_Ehdr e;
        memcpy(&e, p, sizeof e);
        size_t end = sizeof e;
        size_t sh = (size_t)e.e_shoff + (size_t)e.e_shnum * e.e_shentsize;
        size_t ph = (size_t)e.e_phoff + (size_t)e.e_phnum * e.e_phentsize;
        end = sh > end ? sh : end;
        end = ph > end ? ph : end;
        /* Section contents may follow the header tables: take the furthest section end. */
        for (unsigned i = 0; i < e.e_shnum; i++) {
            Elf64_Shdr s;
            memcpy(&s, p + e.e_shoff + (size_t)i * e.e_shentsize, sizeof s);
            if (s.sh_type != SHT_NOBITS && s.sh_offset + s.sh_size > end)
                end = (size_t)(s.sh_offset + s.sh_size);
        }
        return end;
    }
    return strlen((const char *)p) + 1;
}

/* Images at least this long are offered to the server's image cache by their SHA-256 first
 * (native/server/images.c); LUPINE_IMAGE_CACHE=0 always sends them whole. */
#define LC_IMAGE_CACHE_MIN ((size_t)64 << 10)

static int image_cache_on(void)
{
    static int on = -1;
    if (on < 0) {
        const char *e = getenv("LUPINE_IMAGE_CACHE");
        on = !(e && !strcmp(e, "0")) && lp_sha256_available();
    }
    return on;
}

/* One load call on server srv (-1: the current context's): the image itself, or (by_hash)
 * its 32-byte SHA-256. */
static CUresult load_call(uint32_t fn, int srv, void *handle_out, const void *bytes, size_t n,
                          int by_hash)
{
    lc_call c;
    CUresult r = lc_begin(&c, fn);
    if (r)
        return r;
    lc_route(&c, srv);
    c.flags = by_hash ? LP_CALL_IMAGE_HASH : 0;
    lc_out_req(&c, handle_out, 8);
    lc_in(&c, bytes, n);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS && lc_out(&c, handle_out, 8))
        r = lc_lost();
    else if (r == CUDA_SUCCESS)
        lc_handles_out(&c, handle_out, 1);
    lc_end(&c);
    return r;
}

/* Sends an image of n bytes; the server loads it with the driver's cuModuleLoadData (or
 * cuLibraryLoadData). A large image is named by its hash first; only when the server's cache
 * lacks it (CUDA_ERROR_NOT_FOUND) does the image itself travel. */
static CUresult load_n(uint32_t fn, int srv, void *handle_out, const void *image, size_t n)
{
    /* the driver places the module's variables as it loads it, and they cannot be placed
     * again: the server first hears of every host range of this process it has not been told
     * of (memory.c; not rate-limited here, a mapping made a moment ago counts too) */
    lc_avoid_sync(srv >= 0 ? srv : lc_current_server(), 1);
    unsigned char hash[32];
    if (n >= LC_IMAGE_CACHE_MIN && image_cache_on() && lp_sha256(image, n, hash) == 0) {
        CUresult r = load_call(fn, srv, handle_out, hash, sizeof hash, 1);
        if (r != CUDA_ERROR_NOT_FOUND)
            return r;
    }
    return load_call(fn, srv, handle_out, image, n, 0);
}

static CUresult load(uint32_t fn, void *handle_out, const void *image)
{
    if (!handle_out || !image)
        return CUDA_ERROR_INVALID_VALUE;
    size_t n = lc_image_size(&image);
    if (!n)
        return CUDA_ERROR_INVALID_IMAGE;
    CUresult r = load_n(fn, -1, handle_out, image, n);
    if (r == CUDA_SUCCESS && fn == LUPINE_FN_cuLibraryLoadData) {
        uint64_t lib;
        memcpy(&lib, handle_out, 8);
        lc_library_made(lib, lc_last_server(), image, n, 0);
    }
    return r;
}

/* A library on another server than its home (lc_library_value_on): the same image there. */
static CUresult library_load_on(int srv, const void *image, size_t n, uint64_t *lib)
{
    return load_n(LUPINE_FN_cuLibraryLoadData, srv, lib, image, n);
}

__attribute__((constructor)) static void module_init(void) { lc_on_library_load(library_load_on); }

CUresult lc_read_file(int fn, const char *path, size_t max, unsigned char **out, size_t *len)
{
    *out = NULL;
    *len = 0;
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "lupine: %s: cannot read %s: %s\n", lupine_fn_names[fn], path,
                strerror(errno));
        return CUDA_ERROR_FILE_NOT_FOUND;
    }
    unsigned char *buf = NULL;
    size_t n = 0, cap = 0;
    CUresult r = CUDA_SUCCESS;
    int err = 0;
    for (;;) {
        if (cap - n < 65536) {
            if (cap >= max) {
                r = CUDA_ERROR_INVALID_IMAGE;
                break;
            }
            cap = cap ? 2 * cap : 1 << 20;
            unsigned char *bigger = realloc(buf, cap + 1);
            if (!bigger) {
                r = CUDA_ERROR_OUT_OF_MEMORY;
                break;
            }
            buf = bigger;
        }
        size_t got = fread(buf + n, 1, cap - n, f);
        n += got;
        if (got == 0) {
            if (ferror(f)) { /* a directory, an I/O error */
                err = errno;
                r = CUDA_ERROR_FILE_NOT_FOUND;
            }
            break;
        }
    }
    fclose(f);
    if (r == CUDA_ERROR_FILE_NOT_FOUND)
        fprintf(stderr, "lupine: %s: cannot read %s: %s\n", lupine_fn_names[fn], path,
                strerror(err));
    else if (r == CUDA_ERROR_INVALID_IMAGE)
        fprintf(stderr, "lupine: %s: %s is larger than %zu bytes\n", lupine_fn_names[fn], path,
                max);
    if (r != CUDA_SUCCESS) {
        free(buf);
        return r;
    }
    if (!buf && !(buf = malloc(1)))
        return CUDA_ERROR_OUT_OF_MEMORY;
    buf[n] = 0;
    *out = buf;
    *len = n;
    return CUDA_SUCCESS;
}

/* A module or library file (cubin, fatbin or PTX, as cuModuleLoad and cuLibraryLoadFromFile
 * take) is read here, on the client, where its name means something, and travels as an image
 * loaded with cuModuleLoadData / cuLibraryLoadData. A NUL follows the file's bytes: PTX text
 * must end with one, and the driver ignores bytes after a cubin or fatbin. */
static CUresult load_file(int fn, uint32_t as, void *handle_out, const char *fname)
{
    if (!handle_out || !fname)
        return CUDA_ERROR_INVALID_VALUE;
    unsigned char *image;
    size_t n;
    CUresult r = lc_read_file(fn, fname, LC_MAX_IMAGE, &image, &n);
    if (r == CUDA_SUCCESS)
        r = n ? load_n(as, -1, handle_out, image, n + 1) : CUDA_ERROR_INVALID_IMAGE;
    if (r == CUDA_SUCCESS && as == LUPINE_FN_cuLibraryLoadData) {
        uint64_t lib;
        memcpy(&lib, handle_out, 8);
        lc_library_made(lib, lc_last_server(), image, n + 1, 1); /* the image is kept there */
    } else {
        free(image);
    }
    return r;
}

CUresult CUDAAPI cuModuleLoad(CUmodule *module, const char *fname)
{
    lc_stats_call(LUPINE_FN_cuModuleLoad);
    return load_file(LUPINE_FN_cuModuleLoad, LUPINE_FN_cuModuleLoadData, module, fname);
}

/* JIT and library options are not forwarded, as for cuLibraryLoadData. */
CUresult CUDAAPI cuLibraryLoadFromFile(CUlibrary *library, const char *fileName,
                                       CUjit_option *jitOptions, void **jitOptionsValues,
                                       unsigned int numJitOptions, CUlibraryOption *libraryOptions,
                                       void **libraryOptionValues, unsigned int numLibraryOptions)
{
    lc_stats_call(LUPINE_FN_cuLibraryLoadFromFile);
    (void)jitOptions;
    (void)jitOptionsValues;
    (void)numJitOptions;
    (void)libraryOptions;
    (void)libraryOptionValues;
    (void)numLibraryOptions;
    return load_file(LUPINE_FN_cuLibraryLoadFromFile, LUPINE_FN_cuLibraryLoadData, library,
                     fileName);
}

CUresult CUDAAPI cuModuleLoadData(CUmodule *module, const void *image)
{
    lc_stats_call(LUPINE_FN_cuModuleLoadData);
    return load(LUPINE_FN_cuModuleLoadData, module, image);
}

CUresult CUDAAPI cuModuleLoadDataEx(CUmodule *module, const void *image, unsigned int numOptions,
                                    CUjit_option *options, void **optionValues)
{
    lc_stats_call(LUPINE_FN_cuModuleLoadDataEx);
    (void)numOptions;
    (void)options;
    (void)optionValues;
    return load(LUPINE_FN_cuModuleLoadData, module, image);
}

CUresult CUDAAPI cuModuleLoadFatBinary(CUmodule *module, const void *fatCubin)
{
    lc_stats_call(LUPINE_FN_cuModuleLoadFatBinary);
    return load(LUPINE_FN_cuModuleLoadData, module, fatCubin);
}

/* ---------------------------------------------------------------- code unloaded */

enum { UNLOAD_FORGETS = 4 };
static void (*g_unload_forget[UNLOAD_FORGETS])(void);
static int g_nunload_forget;

void lc_on_code_unloaded(void (*forget)(void))
{
    if (g_nunload_forget == UNLOAD_FORGETS) {
        fprintf(stderr, "lupine: more than %d code-unload handlers registered\n", UNLOAD_FORGETS);
        abort();
    }
    g_unload_forget[g_nunload_forget++] = forget;
}

void lc_code_unloaded(void)
{
    for (int i = 0; i < g_nunload_forget; i++)
        g_unload_forget[i]();
}

CUresult CUDAAPI cuModuleUnload(CUmodule hmod)
{
    lc_stats_call(LUPINE_FN_cuModuleUnload);
    CUresult r = lc_fwd_cuModuleUnload(hmod);
    if (r == CUDA_SUCCESS)
        lc_code_unloaded();
    return r;
}

CUresult CUDAAPI cuLibraryLoadData(CUlibrary *library, const void *code, CUjit_option *jitOptions,
                                   void **jitOptionsValues, unsigned int numJitOptions,
                                   CUlibraryOption *libraryOptions, void **libraryOptionValues,
                                   unsigned int numLibraryOptions)
{
    lc_stats_call(LUPINE_FN_cuLibraryLoadData);
    (void)jitOptions;
    (void)jitOptionsValues;
    (void)numJitOptions;
    (void)libraryOptions;
    (void)libraryOptionValues;
    (void)numLibraryOptions;
    return load(LUPINE_FN_cuLibraryLoadData, library, code);
}

/* With several servers the shim learns each kernel's handle and name as the library's home
 * gives them (value_handles.c makes the kernel on another server by its name). */
CUresult CUDAAPI cuLibraryGetKernel(CUkernel *pKernel, CUlibrary library, const char *name)
{
    lc_stats_call(LUPINE_FN_cuLibraryGetKernel);
    CUresult r = lc_fwd_cuLibraryGetKernel(pKernel, library, name);
    if (r == CUDA_SUCCESS && pKernel && name && lc_servers() > 1) {
        uint64_t k = (uint64_t)(uintptr_t)*pKernel;
        lc_kernels_made((uint64_t)(uintptr_t)library, &k, 1, name);
    }
    return r;
}

CUresult CUDAAPI cuLibraryEnumerateKernels(CUkernel *kernels, unsigned int numKernels,
                                           CUlibrary lib)
{
    lc_stats_call(LUPINE_FN_cuLibraryEnumerateKernels);
    CUresult r = lc_fwd_cuLibraryEnumerateKernels(kernels, numKernels, lib);
    if (r == CUDA_SUCCESS && kernels && lc_servers() > 1) {
        uint64_t *k = malloc((numKernels ? numKernels : 1) * sizeof *k);
        for (unsigned i = 0; k && i < numKernels; i++)
            k[i] = (uint64_t)(uintptr_t)kernels[i];
        if (k)
            lc_kernels_made((uint64_t)(uintptr_t)lib, k, numKernels, NULL);
        free(k);
    }
    return r;
}

/* Unloaded on its home, then wherever a context of another server used it; a kernel's handle
 * may name another kernel afterwards (lc_code_unloaded). */
CUresult CUDAAPI cuLibraryUnload(CUlibrary library)
{
    lc_stats_call(LUPINE_FN_cuLibraryUnload);
    CUresult r = lc_fwd_cuLibraryUnload(library);
    if (r == CUDA_SUCCESS) {
        lc_library_unloaded((uint64_t)(uintptr_t)library);
        lc_code_unloaded();
    }
    return r;
}

/* ---------------------------------------------------------------- function objects */

/* Pages of this process that hold copies of server objects at the server's addresses. */
enum { MIRROR_PAGES = 256 };
static uintptr_t g_mirror[MIRROR_PAGES];
static size_t g_nmirror;
static pthread_mutex_t g_mirror_lock = PTHREAD_MUTEX_INITIALIZER;

/* Copies n bytes to address `at` of this process, mapping the pages it needs there: only
 * pages that are free here, or that an earlier copy mapped. 0 on success. */
static int mirror(uintptr_t at, const void *bytes, size_t n)
{
    uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
    uintptr_t lo = at & ~(page - 1), hi = (at + n + page - 1) & ~(page - 1);
    pthread_mutex_lock(&g_mirror_lock);
    int ok = at != 0 && hi > lo;
    for (uintptr_t p = lo; ok && p < hi; p += page) {
        int ours = 0;
        for (size_t i = 0; i < g_nmirror && !ours; i++)
            ours = g_mirror[i] == p;
        if (ours)
            continue;
        void *got = g_nmirror < MIRROR_PAGES
                        ? mmap((void *)p, page, PROT_READ | PROT_WRITE,
                               MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0)
                        : MAP_FAILED;
        if (got == (void *)p) {
            g_mirror[g_nmirror++] = p;
        } else {
            if (got != MAP_FAILED)
                munmap(got, page);
            ok = 0;
        }
    }
    if (ok)
        memcpy((void *)at, bytes, n);
    pthread_mutex_unlock(&g_mirror_lock);
    return ok ? 0 : -1;
}

/* The function's name, and, where this process has room at the server's addresses, copies of
 * the driver's function object and of its name there (LP_CALL_OBJECT_BYTES): the tools-module
 * table hands out the driver's function object, which cuFFT reads (its callback answered 0 for
 * every function when the object was not there, H200 2026-12-01). */
CUresult lc_function_object(CUfunction f, const char **name)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuFuncGetName);
    if (r)
        return r;
    c.flags |= LP_CALL_OBJECT_BYTES;
    lc_out_req(&c, name, 8);
    uint64_t h = (uint64_t)(uintptr_t)f;
    lc_handle(&c, &h);
    r = lc_send(&c);
    uint64_t at = 0, n = 0;
    unsigned char bytes[LP_OBJECT_BYTES];
    if (r == CUDA_SUCCESS &&
        (lc_out_string(&c, name) || lc_out(&c, &at, 8) || lc_out(&c, &n, 8) ||
         n > sizeof bytes || lc_out(&c, bytes, n)))
        r = lc_lost();
    lc_end(&c);
    if (r != CUDA_SUCCESS)
        return r;
    int copied = n && *name && !mirror((uintptr_t)f, bytes, (size_t)n) &&
                 !mirror((uintptr_t)at, *name, strlen(*name) + 1);
    lc_debug("function %p: %s object (%llu bytes) and name at 0x%llx", (void *)f,
             copied ? "copied" : "could not copy", (unsigned long long)n,
             (unsigned long long)at);
    return CUDA_SUCCESS;
}

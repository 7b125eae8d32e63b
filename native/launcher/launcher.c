/* eagle.loaded._launcher: the replay of eagle's direct bound launch, in C.
 *
 * eagle/loaded/_direct.py's DirectLaunch.replay, for the calls it takes most often: a call
 * spelled as the bound one (the same keywords; out= one array or a tuple of arrays), whose
 * arrays all cross by their own pointer. A Replay holds the bound launch's tables, made once by
 * eagle/loaded/_native.py from the framework rows (eagle/interop/): per array its exact type,
 * its row's key and the bound key, its row's pointer reader (or, for a DLPack producer, its
 * Reimport's read), its row's `stable`; per scalar its exact types and its conversion; the
 * overlap pairs and the outputs given twice; the launch (cuLaunchKernel's address, the function,
 * grid, block, shared bytes, the parameter layout with the lengths written); the context and
 * stream getters; the output factories; what comes back.
 *
 * Per call (KernelCall's vectorcall, or tp_call where the interpreter makes a dict): the
 * keywords are matched against the bound spelling, the context compared, the stream read, each
 * array's type, key and pointer read (or the objects of the last call recognised, as the
 * Python replay remembers them), overlaps and outputs given twice checked, the scalars packed,
 * the parameters written into a buffer on the C stack, cuLaunchKernel called with the GIL
 * released, imported memory held, frameworks that count writes told, the result returned.
 * Anything else (another spelling, a type, key or view that differs, a row refusing an array,
 * an overlap) is a miss: the call goes to the Python path (eagle/loaded/_pipeline.py), which
 * replays or binds it exactly as without this module, and raises where it must.
 *
 * CUDA driver API: cuLaunchKernel (CUDA Driver API, "Execution Control"), whose parameters
 * the driver copies before it returns, so the buffer may live on the stack.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>
#include <structmember.h>

#include "launcher.h"

#define MAX_PARAMS 64 /* kernel parameters a Replay takes (8-byte slots); more: Python path */
#define MAX_VALUES (2 * MAX_PARAMS)

/* cuLaunchKernel (CUDA driver API): CUresult (CUfunction, gx, gy, gz, bx, by, bz, shared,
 * CUstream, void **params, void **extra) */
typedef int (*launch_fn)(void *, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,
                         unsigned, void *, void **, void **);

static PyObject *fail_status; /* status -> raises the driver's error (eagle/loaded/_cuda.py) */
static PyObject *one;         /* 1: DLPack's name of the legacy default stream */

typedef struct {
    PyTypeObject *type; /* the exact type bound */
    PyObject *key;      /* x -> key, NULL for an import */
    PyObject *want;     /* the bound key */
    PyObject *read;     /* x -> pointer; for an import (x, stream) -> (pointer, owner) | None */
    PyObject *stable;   /* x -> what can change in place of what key and pointer read, or NULL */
    PyObject *reads;    /* the key as reads (tuple of (names, call)), compared one by one with
                           want's items, or NULL: key is called */
    PyObject *reimport; /* an import's Reimport, read here (reimport.c), or NULL: read is */
    int native;         /* a torch tensor, to be read through torch's C ABI (tensor.c) */
    int learnt;         /* tkey holds the bound key as that ABI reads it */
    TensorKey tkey;
} Array;

typedef struct {
    PyTypeObject *exact[2]; /* taken as they come (NULL: none) */
    PyObject *convert;      /* v -> an exact scalar, or raises as the binding does */
    int is_double;          /* float64: a Python float (or subclass) packs as a double */
    Py_ssize_t size;        /* bytes of the value */
} Scalar;

typedef struct {
    PyObject_HEAD
    PyObject *names;    /* the keywords in take order (interned str) */
    Py_ssize_t width;   /* keywords a call of this spelling has */
    Py_ssize_t out_at;  /* index in names of an out= tuple taken apart, or -1 */
    Py_ssize_t out_size;
    Py_ssize_t n, ns;   /* arrays, scalars */
    Array *arrays;
    Scalar *scalars;
    Py_ssize_t npairs;
    Py_ssize_t (*pairs)[2];
    __int128 (*bounds)[2];
    Py_ssize_t ntwice;
    Py_ssize_t (*twice)[2];
    launch_fn launch;
    void *function;
    unsigned grid[3], block[3], shared;
    Py_ssize_t nparams, nbytes;
    Py_ssize_t offsets[MAX_PARAMS];
    unsigned char layout[8 * MAX_PARAMS]; /* the buffer with the lengths written */
    PyObject *context, *ctx;              /* () -> CUcontext, and the bound one */
    int (*ctx_get)(void **);              /* cuCtxGetCurrent, called here, or NULL */
    uint64_t ctx_value;                   /* the bound CUcontext, where ctx_get is set */
    PyObject *stream_fn, *stream_attr, *index;
    int stream_native;                    /* the stream read through torch's C ABI */
    Py_ssize_t nmade;
    PyObject *factories; /* tuple of () -> array */
    PyObject *pointer;   /* array -> pointer, of the launching framework */
    PyObject *result;    /* made array -> result, or NULL */
    PyObject *afters;    /* tuple of (function, tuple of value indices) */
    PyObject *hold;      /* (stream, owners, device index) -> None */
    Py_ssize_t nret;
    Py_ssize_t *ret; /* indices into (arrays, scalars, made) */
    int remember;
    PyObject *memo; /* NULL or (weak references, stable reads, scalars, bytes of the buffer) */
    PyObject *kwnames; /* the last kwnames seen, and where each name sits in it */
    Py_ssize_t where[MAX_VALUES];
    unsigned long long hits, misses; /* calls this replay launched, and gave back */
} Replay;

/* what a replay gives for a call it leaves to the Python path (never a kernel's result: those
 * are arrays of a framework row) */
#define MISS Py_NotImplemented

static PyTypeObject ReplayType;

/* -- helpers ------------------------------------------------------------------------------ */
static int as_pointer(PyObject *v, uint64_t *out) {
    unsigned long long p = PyLong_AsUnsignedLongLong(v);
    if (p == (unsigned long long)-1 && PyErr_Occurred()) {
        PyErr_Clear();
        return -1;
    }
    *out = p;
    return 0;
}

static PyObject *miss(Replay *r) {
    PyErr_Clear();
    r->misses++;
    Py_INCREF(MISS);
    return MISS;
}

/* the launch stream, as the launching framework's row reads it */
static PyObject *read_stream(Replay *r) {
    uint64_t native;
    if (r->stream_native && tensor_stream(PyLong_AsSsize_t(r->index), &native) == 0)
        return PyLong_FromUnsignedLongLong(native);
    PyObject *s = PyObject_CallOneArg(r->stream_fn, r->index);
    if (s && r->stream_attr) {
        PyObject *v = PyObject_GetAttr(s, r->stream_attr);
        Py_DECREF(s);
        s = v;
    }
    return s;
}

static int pack_scalar(Scalar *sc, PyObject *v, unsigned char *slot) {
    memset(slot, 0, 8);
    if (sc->is_double && PyFloat_Check(v)) {
        double d = PyFloat_AS_DOUBLE(v);
        memcpy(slot, &d, 8);
        return 0;
    }
    Py_buffer view;
    if (PyObject_GetBuffer(v, &view, PyBUF_SIMPLE) < 0)
        return -1;
    int ok = view.len == sc->size;
    if (ok)
        memcpy(slot, view.buf, (size_t)sc->size);
    PyBuffer_Release(&view);
    if (!ok) {
        PyErr_SetString(PyExc_TypeError, "eagle launcher: a scalar of an unexpected size");
        return -1;
    }
    return 0;
}

static int is_exact(Scalar *sc, PyObject *v) {
    PyTypeObject *t = Py_TYPE(v);
    return t == sc->exact[0] || (sc->exact[1] && t == sc->exact[1]);
}

static PyObject *generic_type, *void_type; /* numpy.generic, numpy.void */

static int immutable(PyObject *v) {
    if (PyLong_CheckExact(v) || PyFloat_CheckExact(v))
        return 1;
    return PyObject_TypeCheck(v, (PyTypeObject *)generic_type) &&
           !PyObject_TypeCheck(v, (PyTypeObject *)void_type);
}

/* 1: each of the key's reads of x equals the bound key's item; 0: one differs; -1: an error.
 * A read: the attributes of names in turn, the last one called with no arguments where
 * call is true (x.stride()). */
static int same_key(Array *a, PyObject *x) {
    Py_ssize_t n = PyTuple_GET_SIZE(a->reads);
    for (Py_ssize_t k = 0; k < n; k++) {
        PyObject *spec = PyTuple_GET_ITEM(a->reads, k);
        PyObject *names = PyTuple_GET_ITEM(spec, 0);
        int call = PyTuple_GET_ITEM(spec, 1) == Py_True;
        Py_ssize_t m = PyTuple_GET_SIZE(names);
        PyObject *v = x;
        Py_INCREF(v);
        for (Py_ssize_t j = 0; j < m; j++) {
            PyObject *name = PyTuple_GET_ITEM(names, j), *next;
            if (call && j == m - 1)
                next = PyObject_CallMethodNoArgs(v, name);
            else
                next = PyObject_GetAttr(v, name);
            Py_DECREF(v);
            if (!(v = next))
                return -1;
        }
        int eq = PyObject_RichCompareBool(v, PyTuple_GET_ITEM(a->want, k), Py_EQ);
        Py_DECREF(v);
        if (eq <= 0)
            return eq;
    }
    return 1;
}

/* -- the launch ---------------------------------------------------------------------------- */
/* -1 with the driver's error raised (setup's fail), for a status other than CUDA_SUCCESS */
static int failed(int status) {
    if (fail_status) {
        PyObject *res = PyObject_CallFunction(fail_status, "i", status);
        Py_XDECREF(res);
    }
    if (!PyErr_Occurred())
        PyErr_Format(PyExc_RuntimeError, "cuLaunchKernel failed: CUresult %d", status);
    return -1;
}

static int fire(Replay *r, uint64_t stream, unsigned char *buf) {
    void *params[MAX_PARAMS];
    for (Py_ssize_t i = 0; i < r->nparams; i++)
        params[i] = buf + r->offsets[i];
    int status;
    Py_BEGIN_ALLOW_THREADS
    status = r->launch(r->function, r->grid[0], r->grid[1], r->grid[2], r->block[0], r->block[1],
                       r->block[2], r->shared, (void *)(uintptr_t)stream, params, NULL);
    Py_END_ALLOW_THREADS
    return status ? failed(status) : 0;
}

static PyObject *returns(Replay *r, PyObject **values, PyObject **made) {
    Py_ssize_t nv = r->n + r->ns;
    if (r->nret == 1) {
        Py_ssize_t i = r->ret[0];
        PyObject *v = i < nv ? values[i] : made[i - nv];
        Py_INCREF(v);
        return v;
    }
    PyObject *t = PyTuple_New(r->nret);
    if (!t)
        return NULL;
    for (Py_ssize_t k = 0; k < r->nret; k++) {
        Py_ssize_t i = r->ret[k];
        PyObject *v = i < nv ? values[i] : made[i - nv];
        Py_INCREF(v);
        PyTuple_SET_ITEM(t, k, v);
    }
    return t;
}

/* allocate the outputs eagle makes and write their pointers; made[] gets new references */
static int allocate(Replay *r, PyObject **made, unsigned char *buf) {
    Py_ssize_t at = r->n + r->ns;
    for (Py_ssize_t k = 0; k < r->nmade; k++) {
        made[k] = PyObject_CallNoArgs(PyTuple_GET_ITEM(r->factories, k));
        if (!made[k])
            return -1;
        PyObject *p = PyObject_CallOneArg(r->pointer, made[k]);
        if (!p)
            return -1;
        unsigned long long v = PyLong_AsUnsignedLongLong(p);
        Py_DECREF(p);
        if (v == (unsigned long long)-1 && PyErr_Occurred())
            return -1;
        memcpy(buf + 8 * (at + k), &v, 8);
    }
    return 0;
}

static void remember(Replay *r, PyObject **values, unsigned char *buf) {
    Py_CLEAR(r->memo);
    PyObject *refs = PyTuple_New(r->n), *reads = PyTuple_New(r->n);
    PyObject *scalars = PyTuple_New(r->ns);
    PyObject *bytes = PyBytes_FromStringAndSize((const char *)buf, r->nbytes);
    if (!refs || !reads || !scalars || !bytes)
        goto out;
    for (Py_ssize_t j = 0; j < r->ns; j++) {
        PyObject *v = values[r->n + j];
        if (!immutable(v))
            goto out;
        Py_INCREF(v);
        PyTuple_SET_ITEM(scalars, j, v);
    }
    for (Py_ssize_t i = 0; i < r->n; i++) {
        PyObject *ref = PyWeakref_NewRef(values[i], NULL); /* no callback: a gone array: None */
        if (!ref)
            goto out;
        PyTuple_SET_ITEM(refs, i, ref);
        PyObject *read = PyObject_CallOneArg(r->arrays[i].stable, values[i]);
        if (!read)
            goto out;
        PyTuple_SET_ITEM(reads, i, read);
    }
    r->memo = PyTuple_Pack(4, refs, reads, scalars, bytes);
out:
    PyErr_Clear(); /* arrays without weak references are never remembered */
    Py_XDECREF(refs);
    Py_XDECREF(reads);
    Py_XDECREF(scalars);
    Py_XDECREF(bytes);
}

/* whether the weak reference ref refers to obj (None once its object is gone) */
static int refers_to(PyObject *ref, PyObject *obj) {
#if PY_VERSION_HEX >= 0x030D0000
    PyObject *now;
    if (PyWeakref_GetRef(ref, &now) < 0) {
        PyErr_Clear();
        return 0;
    }
    Py_XDECREF(now); /* compared by address only */
    return now == obj;
#else
    return PyWeakref_GET_OBJECT(ref) == obj;
#endif
}

/* 1: the call's objects are those remembered, unchanged in what stable reads; 0: not;
 * -1: an error (a stable that raised, as the Python replay would) */
static int remembered(Replay *r, PyObject *memo, PyObject **values) {
    PyObject *refs = PyTuple_GET_ITEM(memo, 0), *reads = PyTuple_GET_ITEM(memo, 1);
    PyObject *scalars = PyTuple_GET_ITEM(memo, 2);
    for (Py_ssize_t i = 0; i < r->n; i++) {
        if (!refers_to(PyTuple_GET_ITEM(refs, i), values[i]))
            return 0;
        PyObject *now = PyObject_CallOneArg(r->arrays[i].stable, values[i]);
        if (!now)
            return -1;
        int same = PyObject_RichCompareBool(now, PyTuple_GET_ITEM(reads, i), Py_EQ);
        Py_DECREF(now);
        if (same <= 0)
            return same;
    }
    for (Py_ssize_t j = 0; j < r->ns; j++)
        if (PyTuple_GET_ITEM(scalars, j) != values[r->n + j])
            return 0;
    return 1;
}

/* The call with `values` (the arrays then the scalars, borrowed): its result, MISS (a new
 * reference) or NULL with an exception set. */
static PyObject *replay_values(Replay *r, PyObject **values) {
    PyObject *result = NULL, *stream_obj = NULL, *owners = NULL, *memo = NULL;
    PyObject *made[MAX_PARAMS] = {0};
    unsigned char buf[8 * MAX_PARAMS];
    uint64_t stream = 0, ptrs[MAX_PARAMS];
    char read_native[MAX_PARAMS] = {0};
    if (r->ctx_get) { /* the driver's own answer (the Python path asks it through cupy) */
        void *current = NULL;
        if (r->ctx_get(&current) != 0 || (uint64_t)(uintptr_t)current != r->ctx_value)
            return miss(r); /* the Python path raises the driver's error, or binds anew */
    } else {
        PyObject *ctx = PyObject_CallNoArgs(r->context);
        if (!ctx)
            return NULL;
        int same = PyObject_RichCompareBool(ctx, r->ctx, Py_EQ);
        Py_DECREF(ctx);
        if (same < 0)
            return NULL;
        if (!same)
            return miss(r);
    }
    stream_obj = read_stream(r);
    if (!stream_obj)
        return NULL;
    if (as_pointer(stream_obj, &stream) < 0) {
        Py_DECREF(stream_obj);
        return miss(r);
    }
    memo = r->memo;
    if (memo) {
        Py_INCREF(memo);
        int hit = remembered(r, memo, values);
        if (hit < 0)
            goto done;
        if (hit) { /* the very objects again: launched as remembered */
            memcpy(buf, PyBytes_AS_STRING(PyTuple_GET_ITEM(memo, 3)), (size_t)r->nbytes);
            if (allocate(r, made, buf) < 0 || fire(r, stream, buf) < 0)
                goto done;
            r->hits++;
            result = returns(r, values, made);
            goto done;
        }
    }
    memcpy(buf, r->layout, (size_t)r->nbytes);
    for (Py_ssize_t i = 0; i < r->n; i++) {
        Array *a = &r->arrays[i];
        PyObject *x = values[i], *p;
        if (Py_TYPE(x) != a->type)
            goto missed;
        if (a->key) {
            if (a->learnt) { /* torch's C ABI, compared with the key learnt */
                TensorKey k;
                if (tensor_read(x, &k, &ptrs[i]) == 0) {
                    if (!tensor_key_equal(&k, &a->tkey))
                        goto missed;
                    read_native[i] = 1;
                    memcpy(buf + 8 * i, &ptrs[i], 8);
                    continue;
                }
            }
            int eq;
            if (a->reads)
                eq = same_key(a, x);
            else {
                PyObject *k = PyObject_CallOneArg(a->key, x);
                if (!k)
                    goto missed; /* a row refusing an array: its binding says why */
                eq = PyObject_RichCompareBool(k, a->want, Py_EQ);
                Py_DECREF(k);
            }
            if (eq <= 0)
                goto missed;
            p = PyObject_CallOneArg(a->read, x);
            if (!p || as_pointer(p, &ptrs[i]) < 0) {
                Py_XDECREF(p);
                goto missed;
            }
            Py_DECREF(p);
            if (a->native && !a->learnt) { /* the bound key, as torch's C ABI reads it */
                uint64_t q;
                a->learnt = tensor_read(x, &a->tkey, &q) == 0 && q == ptrs[i];
                a->native = a->learnt;
            }
        } else { /* imported on the launch stream (DLPack: the legacy stream is asked as 1) */
            if (a->reimport) { /* in C, or left to the Python path */
                PyObject *owner = reimport_read(a->reimport, x, stream ? stream_obj : one,
                                                &ptrs[i]);
                if (!owner)
                    goto missed;
                if (!owners && !(owners = PyList_New(0))) {
                    Py_DECREF(owner);
                    goto done;
                }
                int bad = PyList_Append(owners, owner);
                Py_DECREF(owner);
                if (bad)
                    goto done;
                memcpy(buf + 8 * i, &ptrs[i], 8);
                continue;
            }
            p = PyObject_CallFunctionObjArgs(a->read, x, stream ? stream_obj : one, NULL);
            if (!p || !PyTuple_CheckExact(p) || PyTuple_GET_SIZE(p) != 2 ||
                as_pointer(PyTuple_GET_ITEM(p, 0), &ptrs[i]) < 0) {
                Py_XDECREF(p); /* None: another view; an exception: the producer refused */
                goto missed;
            }
            if (!owners && !(owners = PyList_New(0))) {
                Py_DECREF(p);
                goto done;
            }
            int bad = PyList_Append(owners, PyTuple_GET_ITEM(p, 1));
            Py_DECREF(p);
            if (bad)
                goto done;
        }
        memcpy(buf + 8 * i, &ptrs[i], 8);
    }
    for (Py_ssize_t k = 0; k < r->npairs; k++) {
        __int128 d = (__int128)ptrs[r->pairs[k][0]] - (__int128)ptrs[r->pairs[k][1]];
        if (r->bounds[k][0] < d && d < r->bounds[k][1])
            goto missed;
    }
    for (Py_ssize_t k = 0; k < r->ntwice; k++)
        if (values[r->twice[k][0]] == values[r->twice[k][1]])
            goto missed;
    for (Py_ssize_t j = 0; j < r->ns; j++) {
        Scalar *sc = &r->scalars[j];
        PyObject *v = values[r->n + j];
        unsigned char *slot = buf + 8 * (r->n + j);
        if (is_exact(sc, v)) {
            if (pack_scalar(sc, v, slot) < 0)
                goto done;
        } else { /* converted as the binding converts it, or refused as it is */
            PyObject *c = PyObject_CallOneArg(sc->convert, v);
            if (!c)
                goto done;
            int bad = pack_scalar(sc, c, slot);
            Py_DECREF(c);
            if (bad < 0)
                goto done;
        }
    }
    if (r->remember)
        remember(r, values, buf);
    if (allocate(r, made, buf) < 0 || fire(r, stream, buf) < 0)
        goto done;
    if (owners) {
        PyObject *res = PyObject_CallFunctionObjArgs(r->hold, stream_obj, owners, r->index, NULL);
        if (!res)
            goto done;
        Py_DECREF(res);
    }
    for (Py_ssize_t k = 0; k < PyTuple_GET_SIZE(r->afters); k++) {
        PyObject *pair = PyTuple_GET_ITEM(r->afters, k);
        PyObject *ix = PyTuple_GET_ITEM(pair, 1);
        int bumped = 1; /* a row with torch's C ABI counts writes as torch's operators do */
        for (Py_ssize_t m = 0; bumped && m < PyTuple_GET_SIZE(ix); m++) {
            Py_ssize_t i = PyLong_AsSsize_t(PyTuple_GET_ITEM(ix, m));
            bumped = i < r->n && read_native[i];
        }
        for (Py_ssize_t m = 0; bumped && m < PyTuple_GET_SIZE(ix); m++)
            tensor_bump(values[PyLong_AsSsize_t(PyTuple_GET_ITEM(ix, m))]);
        if (bumped)
            continue;
        PyObject *written = PyTuple_New(PyTuple_GET_SIZE(ix));
        if (!written)
            goto done;
        for (Py_ssize_t m = 0; m < PyTuple_GET_SIZE(ix); m++) {
            PyObject *v = values[PyLong_AsSsize_t(PyTuple_GET_ITEM(ix, m))];
            Py_INCREF(v);
            PyTuple_SET_ITEM(written, m, v);
        }
        PyObject *res = PyObject_CallOneArg(PyTuple_GET_ITEM(pair, 0), written);
        Py_DECREF(written);
        if (!res)
            goto done;
        Py_DECREF(res);
    }
    if (r->result) {
        for (Py_ssize_t k = 0; k < r->nmade; k++) {
            PyObject *m = PyObject_CallOneArg(r->result, made[k]);
            if (!m)
                goto done;
            Py_SETREF(made[k], m);
        }
    }
    r->hits++;
    result = returns(r, values, made);
    goto done;
missed:
    result = miss(r);
done:
    for (Py_ssize_t k = 0; k < r->nmade; k++)
        Py_XDECREF(made[k]);
    Py_XDECREF(owners);
    Py_XDECREF(memo);
    Py_XDECREF(stream_obj);
    return result;
}

/* The call's keyword values in take order (borrowed, into values[]): 0, or -1 where the call
 * is spelled otherwise. `given`/`names`: the call's keyword values and names (nkw of them). */
static int take(Replay *r, PyObject *const *given, PyObject *const *names, Py_ssize_t nkw,
                PyObject *kwnames, PyObject **values) {
    if (nkw != r->width)
        return -1;
    Py_ssize_t *where = r->where;
    if (kwnames == NULL || kwnames != r->kwnames) {
        for (Py_ssize_t j = 0; j < r->width; j++) {
            PyObject *want = PyTuple_GET_ITEM(r->names, j);
            Py_ssize_t found = -1;
            for (Py_ssize_t i = 0; i < nkw; i++)
                if (names[i] == want) {
                    found = i;
                    break;
                }
            if (found < 0)
                for (Py_ssize_t i = 0; i < nkw; i++)
                    if (PyUnicode_Check(names[i]) && PyUnicode_Compare(names[i], want) == 0) {
                        found = i;
                        break;
                    }
            if (found < 0) {
                PyErr_Clear();
                Py_CLEAR(r->kwnames);
                return -1;
            }
            where[j] = found;
        }
        if (kwnames) { /* the same call site gives the same tuple again: matched once */
            Py_INCREF(kwnames);
            Py_XSETREF(r->kwnames, kwnames);
        } else
            Py_CLEAR(r->kwnames);
    }
    Py_ssize_t k = 0;
    for (Py_ssize_t j = 0; j < r->width; j++) {
        PyObject *v = given[where[j]];
        if (j == r->out_at) {
            if (!PyTuple_CheckExact(v) || PyTuple_GET_SIZE(v) != r->out_size)
                return -1;
            for (Py_ssize_t m = 0; m < r->out_size; m++)
                values[k++] = PyTuple_GET_ITEM(v, m);
        } else
            values[k++] = v;
    }
    return 0;
}

/* -- KernelCall: the base of eagle.LoadedVector --------------------------------------------- */
typedef struct {
    PyObject_HEAD
    vectorcallfunc vectorcall;
    PyObject *replay;   /* a Replay, or NULL: what a call tries first */
    PyObject *previous; /* the Replay before it, or NULL: tried next (two keys in turn) */
    PyObject *slow;     /* (args, kwargs) -> result: the Python path */
} KernelCall;

static PyObject *slow_path(KernelCall *self, PyObject *const *args, Py_ssize_t nargs,
                           PyObject *kwnames) {
    PyObject *tuple = PyTuple_New(nargs), *dict = PyDict_New(), *res = NULL;
    if (!tuple || !dict)
        goto out;
    for (Py_ssize_t i = 0; i < nargs; i++) {
        Py_INCREF(args[i]);
        PyTuple_SET_ITEM(tuple, i, args[i]);
    }
    Py_ssize_t nkw = kwnames ? PyTuple_GET_SIZE(kwnames) : 0;
    for (Py_ssize_t i = 0; i < nkw; i++)
        if (PyDict_SetItem(dict, PyTuple_GET_ITEM(kwnames, i), args[nargs + i]) < 0)
            goto out;
    if (!self->slow) {
        PyErr_SetString(PyExc_TypeError, "eagle kernel not set up");
        goto out;
    }
    res = PyObject_CallFunctionObjArgs(self->slow, tuple, dict, NULL);
out:
    Py_XDECREF(tuple);
    Py_XDECREF(dict);
    return res;
}

static PyObject *try_one(Replay *r, PyObject *const *given, PyObject *const *names,
                         Py_ssize_t nkw, PyObject *kwnames) {
    PyObject *values[MAX_VALUES];
    if (take(r, given, names, nkw, kwnames, values) < 0) {
        r->misses++;
        Py_INCREF(MISS);
        return MISS;
    }
    Py_ssize_t nv = r->n + r->ns;
    for (Py_ssize_t i = 0; i < nv; i++)
        Py_INCREF(values[i]);
    PyObject *res = replay_values(r, values);
    for (Py_ssize_t i = 0; i < nv; i++)
        Py_DECREF(values[i]);
    return res;
}

/* The call launched by the last Replay published, else by the one before it (which then
 * comes first): its result, MISS (a new reference), or NULL with an exception set. */
static PyObject *try_replay(KernelCall *self, PyObject *const *given, PyObject *const *names,
                            Py_ssize_t nkw, PyObject *kwnames) {
    PyObject *first = self->replay, *second = self->previous, *res = MISS;
    Py_XINCREF(first);
    Py_XINCREF(second);
    Py_INCREF(res);
    if (first) {
        Py_DECREF(res);
        res = try_one((Replay *)first, given, names, nkw, kwnames);
    }
    if (res == MISS && second) {
        Py_DECREF(res);
        res = try_one((Replay *)second, given, names, nkw, kwnames);
        if (res != MISS && res && self->replay == first && self->previous == second) {
            self->replay = second; /* the references move with the pointers */
            self->previous = first;
        }
    }
    Py_XDECREF(first);
    Py_XDECREF(second);
    return res;
}

static PyObject *KernelCall_vectorcall(PyObject *callable, PyObject *const *args, size_t nargsf,
                                       PyObject *kwnames) {
    KernelCall *self = (KernelCall *)callable;
    Py_ssize_t nargs = PyVectorcall_NARGS(nargsf);
    if (nargs == 0 && kwnames && (self->replay || self->previous)) {
        Py_ssize_t nkw = PyTuple_GET_SIZE(kwnames);
        PyObject *res = try_replay(self, args, &PyTuple_GET_ITEM(kwnames, 0), nkw, kwnames);
        if (res != MISS)
            return res;
        Py_DECREF(res);
    }
    return slow_path(self, args, nargs, kwnames);
}

static PyObject *KernelCall_call(PyObject *callable, PyObject *args, PyObject *kwds) {
    KernelCall *self = (KernelCall *)callable;
    if (PyTuple_GET_SIZE(args) == 0 && kwds && (self->replay || self->previous) &&
        PyDict_GET_SIZE(kwds) <= MAX_VALUES) {
        PyObject *keys[MAX_VALUES], *vals[MAX_VALUES], *k, *v;
        Py_ssize_t pos = 0, nkw = 0;
        while (PyDict_Next(kwds, &pos, &k, &v)) {
            keys[nkw] = k;
            vals[nkw++] = v;
        }
        PyObject *res = try_replay(self, vals, keys, nkw, NULL);
        if (res != MISS)
            return res;
        Py_DECREF(res);
    }
    if (!self->slow) {
        PyErr_SetString(PyExc_TypeError, "eagle kernel not set up");
        return NULL;
    }
    PyObject *empty = NULL;
    if (!kwds && !(kwds = empty = PyDict_New()))
        return NULL;
    PyObject *res = PyObject_CallFunctionObjArgs(self->slow, args, kwds, NULL);
    Py_XDECREF(empty);
    return res;
}

static PyObject *KernelCall_new(PyTypeObject *type, PyObject *args, PyObject *kwds) {
    (void)args;
    (void)kwds;
    KernelCall *self = (KernelCall *)type->tp_alloc(type, 0);
    if (self)
        self->vectorcall = KernelCall_vectorcall;
    return (PyObject *)self;
}

static int KernelCall_traverse(KernelCall *self, visitproc visit, void *arg) {
    Py_VISIT(self->replay);
    Py_VISIT(self->previous);
    Py_VISIT(self->slow);
    return 0;
}

static int KernelCall_clear(KernelCall *self) {
    Py_CLEAR(self->replay);
    Py_CLEAR(self->previous);
    Py_CLEAR(self->slow);
    return 0;
}

static void KernelCall_dealloc(KernelCall *self) {
    PyObject_GC_UnTrack(self);
    KernelCall_clear(self);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int KernelCall_set_replay(KernelCall *self, PyObject *value, void *closure) {
    (void)closure;
    if (value == Py_None)
        value = NULL;
    if (value && !PyObject_TypeCheck(value, &ReplayType)) {
        PyErr_SetString(PyExc_TypeError, "_replay: a Replay or None");
        return -1;
    }
    if (value == self->replay)
        return 0;
    if (!value) { /* a launch without a replay: the last one with one is still tried */
        if (self->replay)
            Py_XSETREF(self->previous, self->replay); /* its reference moves */
        self->replay = NULL;
        return 0;
    }
    Py_INCREF(value);
    if (value == self->previous) { /* the two swap */
        self->previous = self->replay;
        self->replay = value;
        Py_DECREF(value); /* previous's reference moved to replay */
        return 0;
    }
    PyObject *old = self->previous;
    self->previous = self->replay; /* its reference moves */
    self->replay = value;
    Py_XDECREF(old);
    return 0;
}

static PyObject *KernelCall_get_replay(KernelCall *self, void *closure) {
    (void)closure;
    PyObject *r = self->replay ? self->replay : Py_None;
    Py_INCREF(r);
    return r;
}

static PyGetSetDef KernelCall_getset[] = {
    {"_replay", (getter)KernelCall_get_replay, (setter)KernelCall_set_replay,
     "the Replay a call tries first, the one set before it tried next (None: every call takes\n"
     "the Python path)",
     NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyMemberDef KernelCall_members[] = {
    {"_slow", T_OBJECT, offsetof(KernelCall, slow), 0, "(args, kwargs) -> result"},
    {NULL, 0, 0, 0, NULL},
};

/* __call__ as a method with its own text (in place of the slot wrapper's): help() and
 * LoadedVector.__call__.__doc__ show it; calls themselves take the vectorcall, or tp_call */
static PyMethodDef KernelCall_methods[] = {
    {"__call__", (PyCFunction)(void (*)(void))KernelCall_call,
     METH_VARARGS | METH_KEYWORDS | METH_COEXIST,
     "__call__($self, /, **kwargs)\n--\n\n"
     "Launch the kernel: keyword arguments only, one per in/inout array and scalar of the\n"
     "signature; outputs supplied with out= or by name (see LoadedVector). A call spelled\n"
     "as the last launched one, with arrays that cross by their own pointer, is launched\n"
     "again in C (eagle/loaded/_native.py); any other goes to eagle/loaded/_pipeline.py."},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject KernelCallType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "eagle.loaded._launcher.KernelCall",
    .tp_basicsize = sizeof(KernelCall),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC |
                Py_TPFLAGS_HAVE_VECTORCALL,
    .tp_doc = "A kernel called with keywords: its Replay first, else its Python path.",
    .tp_new = KernelCall_new,
    .tp_dealloc = (destructor)KernelCall_dealloc,
    .tp_traverse = (traverseproc)KernelCall_traverse,
    .tp_clear = (inquiry)KernelCall_clear,
    .tp_free = PyObject_GC_Del,
    .tp_call = KernelCall_call,
    .tp_vectorcall_offset = offsetof(KernelCall, vectorcall),
    .tp_getset = KernelCall_getset,
    .tp_members = KernelCall_members,
    .tp_methods = KernelCall_methods,
};

/* -- Replay: construction ------------------------------------------------------------------- */
static void Replay_dealloc(Replay *r) {
    for (Py_ssize_t i = 0; r->arrays && i < r->n; i++) {
        Py_XDECREF(r->arrays[i].type);
        Py_XDECREF(r->arrays[i].key);
        Py_XDECREF(r->arrays[i].want);
        Py_XDECREF(r->arrays[i].read);
        Py_XDECREF(r->arrays[i].stable);
        Py_XDECREF(r->arrays[i].reads);
        Py_XDECREF(r->arrays[i].reimport);
    }
    for (Py_ssize_t j = 0; r->scalars && j < r->ns; j++) {
        Py_XDECREF(r->scalars[j].exact[0]);
        Py_XDECREF(r->scalars[j].exact[1]);
        Py_XDECREF(r->scalars[j].convert);
    }
    PyMem_Free(r->arrays);
    PyMem_Free(r->scalars);
    PyMem_Free(r->pairs);
    PyMem_Free(r->bounds);
    PyMem_Free(r->twice);
    PyMem_Free(r->ret);
    Py_XDECREF(r->names);
    Py_XDECREF(r->context);
    Py_XDECREF(r->ctx);
    Py_XDECREF(r->stream_fn);
    Py_XDECREF(r->stream_attr);
    Py_XDECREF(r->index);
    Py_XDECREF(r->factories);
    Py_XDECREF(r->pointer);
    Py_XDECREF(r->result);
    Py_XDECREF(r->afters);
    Py_XDECREF(r->hold);
    Py_XDECREF(r->memo);
    Py_XDECREF(r->kwnames);
    Py_TYPE(r)->tp_free((PyObject *)r);
}

static PyObject *optional(PyObject *v) {
    if (v == Py_None)
        return NULL;
    Py_INCREF(v);
    return v;
}

static int index_pairs(PyObject *seq, Py_ssize_t count, Py_ssize_t (*out)[2], Py_ssize_t limit) {
    for (Py_ssize_t k = 0; k < count; k++) {
        PyObject *t = PyTuple_GET_ITEM(seq, k);
        for (int m = 0; m < 2; m++) {
            out[k][m] = PyLong_AsSsize_t(PyTuple_GET_ITEM(t, m));
            if (out[k][m] < 0 || out[k][m] >= limit) {
                if (!PyErr_Occurred())
                    PyErr_SetString(PyExc_ValueError, "an index out of range");
                return -1;
            }
        }
    }
    return 0;
}

static int as_int128(PyObject *v, __int128 *out) {
    long long x = PyLong_AsLongLong(v);
    if (x == -1 && PyErr_Occurred())
        return -1;
    *out = x;
    return 0;
}

static const char *replay_doc =
    "Replay(names, out_at, out_size, arrays, scalars, pairs, twice, launch, grid_block_shared,\n"
    "       offsets, layout, context, ctx, stream, index, factories, pointer, result, afters,\n"
    "       hold, returns, remember, stream_native=False, context_address=0)\n--\n\n"
    "The C replay of one direct bound launch (see eagle/loaded/_native.py, which makes it).";

static int Replay_init(Replay *r, PyObject *args, PyObject *kwds) {
    PyObject *names, *arrays, *scalars, *pairs, *twice, *launch, *gbs, *offsets, *layout;
    PyObject *context, *ctx, *stream, *index, *factories, *pointer, *result, *afters, *hold;
    PyObject *rets;
    Py_ssize_t out_at, out_size;
    int remember_, stream_native = 0;
    unsigned long long context_address = 0;
    static char *kw[] = {"names", "out_at", "out_size", "arrays", "scalars", "pairs",
                         "twice", "launch", "grid_block_shared", "offsets", "layout",
                         "context", "ctx", "stream", "index", "factories", "pointer",
                         "result", "afters", "hold", "returns", "remember", "stream_native", "context_address",
                         NULL};
    if (r->names) {
        PyErr_SetString(PyExc_TypeError, "a Replay is made once");
        return -1;
    }
    if (!PyArg_ParseTupleAndKeywords(
            args, kwds, "O!nnO!O!O!O!OO!O!SOOO!OO!OOO!OO!p|pK", kw, &PyTuple_Type, &names, &out_at,
            &out_size, &PyTuple_Type, &arrays, &PyTuple_Type, &scalars, &PyTuple_Type, &pairs,
            &PyTuple_Type, &twice, &launch, &PyTuple_Type, &gbs, &PyTuple_Type, &offsets,
            &layout, &context, &ctx, &PyTuple_Type, &stream, &index, &PyTuple_Type, &factories,
            &pointer, &result, &PyTuple_Type, &afters, &hold, &PyTuple_Type, &rets, &remember_,
            &stream_native, &context_address))
        return -1;
    Py_ssize_t width = PyTuple_GET_SIZE(names), n = PyTuple_GET_SIZE(arrays);
    Py_ssize_t ns = PyTuple_GET_SIZE(scalars), nmade = PyTuple_GET_SIZE(factories);
    Py_ssize_t nparams = PyTuple_GET_SIZE(offsets), nbytes = PyBytes_GET_SIZE(layout);
    if (nparams > MAX_PARAMS || n + ns + nmade > nparams || nbytes > 8 * MAX_PARAMS ||
        nbytes < 8 * (n + ns + nmade) || PyTuple_GET_SIZE(gbs) != 8 ||
        PyTuple_GET_SIZE(stream) != 2 || n + ns > MAX_VALUES || width > MAX_VALUES ||
        out_at >= width || (out_at >= 0 && (out_size < 1 || n + ns != width - 1 + out_size)) ||
        (out_at < 0 && n + ns != width)) {
        PyErr_SetString(PyExc_ValueError, "a launch this Replay cannot take");
        return -1;
    }
    r->n = n;
    r->ns = ns;
    r->nmade = nmade;
    r->width = width;
    r->out_at = out_at;
    r->out_size = out_size;
    r->nparams = nparams;
    r->nbytes = nbytes;
    r->remember = remember_;
    if (!(r->names = PyTuple_New(width)))
        return -1;
    for (Py_ssize_t j = 0; j < width; j++) {
        PyObject *s = PyTuple_GET_ITEM(names, j);
        if (!PyUnicode_CheckExact(s)) {
            PyErr_SetString(PyExc_TypeError, "names: str");
            return -1;
        }
        Py_INCREF(s);
        PyUnicode_InternInPlace(&s); /* a call site's keywords are interned: compared by identity */
        PyTuple_SET_ITEM(r->names, j, s);
    }
    r->arrays = PyMem_Calloc((size_t)(n ? n : 1), sizeof(Array));
    r->scalars = PyMem_Calloc((size_t)(ns ? ns : 1), sizeof(Scalar));
    r->npairs = PyTuple_GET_SIZE(pairs);
    r->ntwice = PyTuple_GET_SIZE(twice);
    r->pairs = PyMem_Calloc((size_t)(r->npairs ? r->npairs : 1), sizeof *r->pairs);
    r->bounds = PyMem_Calloc((size_t)(r->npairs ? r->npairs : 1), sizeof *r->bounds);
    r->twice = PyMem_Calloc((size_t)(r->ntwice ? r->ntwice : 1), sizeof *r->twice);
    r->nret = PyTuple_GET_SIZE(rets);
    r->ret = PyMem_Calloc((size_t)(r->nret ? r->nret : 1), sizeof *r->ret);
    if (!r->arrays || !r->scalars || !r->pairs || !r->bounds || !r->twice || !r->ret) {
        PyErr_NoMemory();
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        /* (type, key, want, read, stable, reads, reimport, native) */
        PyObject *a = PyTuple_GET_ITEM(arrays, i);
        if (!PyTuple_Check(a) || PyTuple_GET_SIZE(a) != 8 ||
            !PyType_Check(PyTuple_GET_ITEM(a, 0))) {
            PyErr_SetString(PyExc_TypeError,
                            "arrays: (type, key, want, read, stable, reads, reimport, native)");
            return -1;
        }
        PyObject *reads = PyTuple_GET_ITEM(a, 5), *want = PyTuple_GET_ITEM(a, 2);
        if (reads != Py_None) {
            int ok = PyTuple_Check(reads) && PyTuple_Check(want) &&
                     PyTuple_GET_SIZE(reads) == PyTuple_GET_SIZE(want);
            for (Py_ssize_t k = 0; ok && k < PyTuple_GET_SIZE(reads); k++) {
                PyObject *spec = PyTuple_GET_ITEM(reads, k);
                ok = PyTuple_Check(spec) && PyTuple_GET_SIZE(spec) == 2 &&
                     PyTuple_Check(PyTuple_GET_ITEM(spec, 0)) &&
                     PyTuple_GET_SIZE(PyTuple_GET_ITEM(spec, 0)) > 0 &&
                     PyBool_Check(PyTuple_GET_ITEM(spec, 1));
                for (Py_ssize_t j = 0; ok && j < PyTuple_GET_SIZE(PyTuple_GET_ITEM(spec, 0)); j++)
                    ok = PyUnicode_Check(PyTuple_GET_ITEM(PyTuple_GET_ITEM(spec, 0), j));
            }
            if (!ok) {
                PyErr_SetString(PyExc_TypeError,
                                "reads: a tuple of ((names...), call) as long as the key");
                return -1;
            }
        }
        Py_INCREF(PyTuple_GET_ITEM(a, 0));
        r->arrays[i].type = (PyTypeObject *)PyTuple_GET_ITEM(a, 0);
        r->arrays[i].key = optional(PyTuple_GET_ITEM(a, 1));
        Py_INCREF(PyTuple_GET_ITEM(a, 2));
        r->arrays[i].want = PyTuple_GET_ITEM(a, 2);
        Py_INCREF(PyTuple_GET_ITEM(a, 3));
        r->arrays[i].read = PyTuple_GET_ITEM(a, 3);
        r->arrays[i].stable = optional(PyTuple_GET_ITEM(a, 4));
        r->arrays[i].reads = optional(reads);
        r->arrays[i].reimport = r->arrays[i].key ? NULL : optional(PyTuple_GET_ITEM(a, 6));
        r->arrays[i].native = r->arrays[i].key && tensor_ready() &&
                              PyObject_IsTrue(PyTuple_GET_ITEM(a, 7)) == 1;
        if (r->remember && !r->arrays[i].stable) {
            PyErr_SetString(PyExc_ValueError, "remember: every array's row has a stable");
            return -1;
        }
    }
    for (Py_ssize_t j = 0; j < ns; j++) {
        PyObject *s = PyTuple_GET_ITEM(scalars, j); /* (exact types, convert, is_double, size) */
        if (!PyTuple_Check(s) || PyTuple_GET_SIZE(s) != 4 ||
            !PyTuple_Check(PyTuple_GET_ITEM(s, 0)) || PyTuple_GET_SIZE(PyTuple_GET_ITEM(s, 0)) > 2) {
            PyErr_SetString(PyExc_TypeError, "scalars: (exact types, convert, is_double, size)");
            return -1;
        }
        PyObject *exact = PyTuple_GET_ITEM(s, 0);
        for (Py_ssize_t m = 0; m < PyTuple_GET_SIZE(exact); m++) {
            if (!PyType_Check(PyTuple_GET_ITEM(exact, m))) {
                PyErr_SetString(PyExc_TypeError, "exact: types");
                return -1;
            }
            Py_INCREF(PyTuple_GET_ITEM(exact, m));
            r->scalars[j].exact[m] = (PyTypeObject *)PyTuple_GET_ITEM(exact, m);
        }
        Py_INCREF(PyTuple_GET_ITEM(s, 1));
        r->scalars[j].convert = PyTuple_GET_ITEM(s, 1);
        r->scalars[j].is_double = PyObject_IsTrue(PyTuple_GET_ITEM(s, 2));
        r->scalars[j].size = PyLong_AsSsize_t(PyTuple_GET_ITEM(s, 3));
        if (r->scalars[j].size < 1 || r->scalars[j].size > 8) {
            if (!PyErr_Occurred())
                PyErr_SetString(PyExc_ValueError, "a scalar of 1 to 8 bytes");
            return -1;
        }
    }
    for (Py_ssize_t k = 0; k < r->npairs; k++) { /* (w, j, low, high) */
        PyObject *t = PyTuple_GET_ITEM(pairs, k);
        if (!PyTuple_Check(t) || PyTuple_GET_SIZE(t) != 4) {
            PyErr_SetString(PyExc_TypeError, "pairs: (w, j, low, high)");
            return -1;
        }
        if (as_int128(PyTuple_GET_ITEM(t, 2), &r->bounds[k][0]) < 0 ||
            as_int128(PyTuple_GET_ITEM(t, 3), &r->bounds[k][1]) < 0)
            return -1;
    }
    if (index_pairs(pairs, r->npairs, r->pairs, n) < 0 ||
        index_pairs(twice, r->ntwice, r->twice, n) < 0)
        return -1;
    unsigned long long addr = PyLong_AsUnsignedLongLong(launch);
    if (PyErr_Occurred())
        return -1;
    r->launch = (launch_fn)(uintptr_t)addr;
    r->function = (void *)(uintptr_t)PyLong_AsUnsignedLongLong(PyTuple_GET_ITEM(gbs, 0));
    for (int m = 0; m < 3; m++) {
        r->grid[m] = (unsigned)PyLong_AsUnsignedLong(PyTuple_GET_ITEM(gbs, 1 + m));
        r->block[m] = (unsigned)PyLong_AsUnsignedLong(PyTuple_GET_ITEM(gbs, 4 + m));
    }
    r->shared = (unsigned)PyLong_AsUnsignedLong(PyTuple_GET_ITEM(gbs, 7));
    if (PyErr_Occurred())
        return -1;
    for (Py_ssize_t i = 0; i < nparams; i++) {
        r->offsets[i] = PyLong_AsSsize_t(PyTuple_GET_ITEM(offsets, i));
        if (r->offsets[i] < 0 || r->offsets[i] + 8 > nbytes) {
            if (!PyErr_Occurred())
                PyErr_SetString(PyExc_ValueError, "an offset outside the layout");
            return -1;
        }
    }
    memcpy(r->layout, PyBytes_AS_STRING(layout), (size_t)nbytes);
    for (Py_ssize_t k = 0; k < r->nret; k++) {
        r->ret[k] = PyLong_AsSsize_t(PyTuple_GET_ITEM(rets, k));
        if (r->ret[k] < 0 || r->ret[k] >= n + ns + nmade) {
            if (!PyErr_Occurred())
                PyErr_SetString(PyExc_ValueError, "a returned index out of range");
            return -1;
        }
    }
    for (Py_ssize_t k = 0; k < PyTuple_GET_SIZE(afters); k++) {
        PyObject *t = PyTuple_GET_ITEM(afters, k);
        if (!PyTuple_Check(t) || PyTuple_GET_SIZE(t) != 2 || !PyTuple_Check(PyTuple_GET_ITEM(t, 1))) {
            PyErr_SetString(PyExc_TypeError, "afters: (function, tuple of indices)");
            return -1;
        }
        PyObject *ix = PyTuple_GET_ITEM(t, 1);
        for (Py_ssize_t m = 0; m < PyTuple_GET_SIZE(ix); m++) {
            Py_ssize_t i = PyLong_AsSsize_t(PyTuple_GET_ITEM(ix, m));
            if (i < 0 || i >= n + ns) {
                if (!PyErr_Occurred())
                    PyErr_SetString(PyExc_ValueError, "a written index out of range");
                return -1;
            }
        }
    }
    Py_INCREF(context);
    r->context = context;
    Py_INCREF(ctx);
    r->ctx = ctx;
    if (context_address && PyLong_Check(ctx)) {
        r->ctx_value = PyLong_AsUnsignedLongLong(ctx);
        if (PyErr_Occurred())
            PyErr_Clear(); /* a context the driver cannot name: compared through context */
        else
            r->ctx_get = (int (*)(void **))(uintptr_t)context_address;
    }
    Py_INCREF(PyTuple_GET_ITEM(stream, 0));
    r->stream_fn = PyTuple_GET_ITEM(stream, 0);
    r->stream_attr = optional(PyTuple_GET_ITEM(stream, 1));
    r->stream_native = stream_native && tensor_has_stream();
    Py_INCREF(index);
    r->index = index;
    Py_INCREF(factories);
    r->factories = factories;
    Py_INCREF(pointer);
    r->pointer = pointer;
    r->result = optional(result);
    Py_INCREF(afters);
    r->afters = afters;
    Py_INCREF(hold);
    r->hold = hold;
    return 0;
}

static PyObject *Replay_counts(Replay *r, PyObject *unused) {
    (void)unused;
    return Py_BuildValue("KK", r->hits, r->misses);
}

static PyObject *Replay_learnt(Replay *r, PyObject *unused) {
    (void)unused;
    PyObject *t = PyTuple_New(r->n);
    for (Py_ssize_t i = 0; t && i < r->n; i++)
        PyTuple_SET_ITEM(t, i, PyBool_FromLong(r->arrays[i].learnt));
    return t;
}

static PyMethodDef Replay_methods[] = {
    {"counts", (PyCFunction)Replay_counts, METH_NOARGS,
     "(calls launched here, calls given to the Python path)"},
    {"learnt", (PyCFunction)Replay_learnt, METH_NOARGS,
     "per array: whether it is read through torch's C ABI (native/launcher/tensor.c)"},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject ReplayType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "eagle.loaded._launcher.Replay",
    .tp_basicsize = sizeof(Replay),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Replay_init,
    .tp_dealloc = (destructor)Replay_dealloc,
    .tp_methods = Replay_methods,
};

/* -- module functions ----------------------------------------------------------------------- */
static PyObject *mod_launch(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    /* launch(address, function, gx, gy, gz, bx, by, bz, shared, stream, params, extra[,
     * count]) */
    (void)self;
    unsigned long long v[13];
    v[12] = 1;
    if (nargs != 12 && nargs != 13) {
        PyErr_SetString(PyExc_TypeError, "launch takes 12 or 13 arguments");
        return NULL;
    }
    for (int i = 0; i < nargs; i++) {
        v[i] = PyLong_AsUnsignedLongLong(args[i]);
        if (v[i] == (unsigned long long)-1 && PyErr_Occurred())
            return NULL;
    }
    launch_fn f = (launch_fn)(uintptr_t)v[0];
    int status = 0;
    Py_BEGIN_ALLOW_THREADS
    for (unsigned long long k = 0; k < v[12] && !status; k++)
        status = f((void *)(uintptr_t)v[1], (unsigned)v[2], (unsigned)v[3], (unsigned)v[4],
                   (unsigned)v[5], (unsigned)v[6], (unsigned)v[7], (unsigned)v[8],
                   (void *)(uintptr_t)v[9], (void **)(uintptr_t)v[10],
                   (void **)(uintptr_t)v[11]);
    Py_END_ALLOW_THREADS
    if (status && failed(status) < 0)
        return NULL;
    Py_RETURN_NONE;
}

static int noop_launch(void *f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by,
                       unsigned bz, unsigned shared, void *stream, void **params, void **extra) {
    (void)f, (void)gx, (void)gy, (void)gz, (void)bx, (void)by, (void)bz, (void)shared;
    (void)stream, (void)params, (void)extra;
    return 0;
}

static PyObject *mod_setup(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *fail, *generic, *void_;
    if (!PyArg_ParseTuple(args, "OO!O!", &fail, &PyType_Type, &generic, &PyType_Type, &void_))
        return NULL;
    Py_INCREF(fail);
    Py_XSETREF(fail_status, fail);
    Py_INCREF(generic);
    Py_XSETREF(generic_type, generic);
    Py_INCREF(void_);
    Py_XSETREF(void_type, void_);
    Py_RETURN_NONE;
}

static PyObject *mod_enable_vectorcall(PyObject *self, PyObject *cls) {
    /* A Python subclass of KernelCall is called through its vectorcall too (CPython 3.12 and
     * later inherit the flag where __call__ is not overridden; 3.11 only for immutable types):
     * only one that keeps KernelCall's __call__. */
    (void)self;
    PyObject *own = PyDict_GetItemString(KernelCallType.tp_dict, "__call__"); /* borrowed */
    PyObject *found = PyType_Check(cls) ? PyObject_GetAttrString(cls, "__call__") : NULL;
    int keeps = found && found == own &&
                PyType_IsSubtype((PyTypeObject *)cls, &KernelCallType) &&
                ((PyTypeObject *)cls)->tp_vectorcall_offset == KernelCallType.tp_vectorcall_offset;
    Py_XDECREF(found);
    if (!keeps) {
        PyErr_Clear();
        PyErr_SetString(PyExc_TypeError, "a subclass of KernelCall that keeps its __call__");
        return NULL;
    }
    ((PyTypeObject *)cls)->tp_flags |= Py_TPFLAGS_HAVE_VECTORCALL;
    Py_RETURN_NONE;
}

static PyMethodDef module_methods[] = {
    {"launch", (PyCFunction)(void (*)(void))mod_launch, METH_FASTCALL,
     "launch(address, function, gx, gy, gz, bx, by, bz, shared, stream, params, extra[,\n"
     "count]): call the cuLaunchKernel at address (count times, 1 by default: the C loop\n"
     "benchmarks/eagle_launch.py compares with) with the GIL released; a status other than\n"
     "0 stops and raises through setup's fail."},
    {"setup", mod_setup, METH_VARARGS,
     "setup(fail, numpy.generic, numpy.void): fail(status) raises the driver's error."},
    {"torch_abi", tensor_abi, METH_VARARGS,
     "torch_abi(offset, flag, data_ptr, sizes, strides, dim, dtype, layout, device_type,\n"
     "device_index, requires_grad, bump, stream): torch's C ABI, as\n"
     "eagle/interop/_torch.py's launcher_abi found it (native/launcher/tensor.c); a\n"
     "data_ptr of 0: none."},
    {"torch_key", tensor_key, METH_O,
     "torch_key(tensor): (dtype, layout, device_type, device_index, sizes, strides,\n"
     "requires_grad, data_ptr) as torch's C ABI reads them, or None where it cannot."},
    {"enable_vectorcall", mod_enable_vectorcall, METH_O,
     "enable_vectorcall(cls): calls of cls's instances take KernelCall's vectorcall."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_launcher",
    "The C replay of eagle's direct bound launch (native/launcher/launcher.c).", -1,
    module_methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__launcher(void) {
    if (!(one = PyLong_FromLong(1)))
        return NULL;
    ReplayType.tp_doc = replay_doc;
    if (PyType_Ready(&KernelCallType) < 0 || PyType_Ready(&ReplayType) < 0)
        return NULL;
    PyObject *m = PyModule_Create(&module);
    if (!m)
        return NULL;
    Py_INCREF(&KernelCallType);
    Py_INCREF(&ReplayType);
    if (reimport_ready(m) < 0 ||
        PyModule_AddObject(m, "KernelCall", (PyObject *)&KernelCallType) < 0 ||
        PyModule_AddObject(m, "Replay", (PyObject *)&ReplayType) < 0 ||
        PyModule_AddIntConstant(m, "MAX_PARAMS", MAX_PARAMS) < 0 ||
        PyModule_AddObject(m, "NOOP_LAUNCH",
                           PyLong_FromVoidPtr((void *)(uintptr_t)&noop_launch)) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}

/* The launcher's import of a DLPack producer again (eagle/interop/_dlpack.py's Reimport.read,
 * its common case, in C).
 *
 * A replay asks the producer for a fresh capsule on the launch stream
 * (__dlpack__(stream=..., max_version=(1, 1))), opens it under the name the producer used last,
 * and compares the managed tensor's fields (major version, flags, device, ndim, dtype) and its
 * shape and strides as the producer wrote them with those of the last capsule the Python
 * Reimport found equal to the bound view (its _fields and _dims). Equal: the capsule is
 * consumed (renamed "used_...", DLPack's rule) and an Owner runs the managed tensor's deleter
 * when the last reference to it goes. Other fields or another name (or none found equal yet):
 * this capsule goes to the Python Reimport's take, which describes, compares and consumes it
 * or not. An exception from the producer, or NULL data for elements: the call is left to the
 * Python path, which asks again and decides; a capsule not consumed is freed by its own
 * destructor.
 *
 * Layouts (dlpack.h, 64-bit): DLTensor {void *data; DLDevice {int32 type, id}; int32 ndim;
 * DLDataType {uint8 code, bits; uint16 lanes}; int64 *shape, *strides; uint64 byte_offset}
 * (48 bytes); DLManagedTensorVersioned {DLPackVersion {uint32 major, minor}; void *manager_ctx;
 * void (*deleter)(self); uint64 flags; DLTensor dl_tensor}; DLManagedTensor {DLTensor
 * dl_tensor; void *manager_ctx; void (*deleter)(self)}.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

#include "launcher.h"

typedef struct {
    void *data;
    int32_t device_type, device_id;
    int32_t ndim;
    uint8_t code, bits;
    uint16_t lanes;
    int64_t *shape, *strides;
    uint64_t byte_offset;
} DLTensor;

typedef struct {
    uint32_t major, minor;
    void *manager_ctx;
    void (*deleter)(void *);
    uint64_t flags;
    DLTensor dl_tensor;
} DLManagedTensorVersioned;

typedef struct {
    DLTensor dl_tensor;
    void *manager_ctx;
    void (*deleter)(void *);
} DLManagedTensor;

/* Runs a managed tensor's deleter once, when released (as _dlpack.py's _Deleter does). */
typedef struct {
    PyObject_HEAD
    void (*deleter)(void *);
    void *address;
} Owner;

static void Owner_dealloc(Owner *self) {
    if (self->deleter)
        self->deleter(self->address);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static PyTypeObject OwnerType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "eagle.loaded._launcher.Owner",
    .tp_basicsize = sizeof(Owner),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A DLPack managed tensor, its deleter run when this is released.",
    .tp_dealloc = (destructor)Owner_dealloc,
};

static PyObject *kwnames, *stream_only, *max_version, *dlpack_name;
static PyObject *s_name, *s_fields, *s_dims, *s_empty, *s_take;
static const char VERSIONED[] = "dltensor_versioned", UNVERSIONED[] = "dltensor";
static const char USED_VERSIONED[] = "used_dltensor_versioned", USED[] = "used_dltensor";

int reimport_ready(PyObject *module) {
    if (PyType_Ready(&OwnerType) < 0)
        return -1;
    kwnames = Py_BuildValue("(ss)", "stream", "max_version");
    stream_only = Py_BuildValue("(s)", "stream");
    s_take = PyUnicode_InternFromString("take");
    max_version = Py_BuildValue("(ii)", 1, 1);
    dlpack_name = PyUnicode_InternFromString("__dlpack__");
    s_name = PyUnicode_InternFromString("_name");
    s_fields = PyUnicode_InternFromString("_fields");
    s_dims = PyUnicode_InternFromString("_dims");
    s_empty = PyUnicode_InternFromString("_empty");
    if (!kwnames || !stream_only || !max_version || !dlpack_name || !s_name || !s_fields ||
        !s_dims || !s_empty || !s_take)
        return -1;
    Py_INCREF(&OwnerType);
    return PyModule_AddObject(module, "Owner", (PyObject *)&OwnerType);
}

/* 1 where the eight ints of `fields` (a tuple) are those given, 0 if not, -1 on an error */
static int same_fields(PyObject *fields, const long long *want) {
    if (!PyTuple_Check(fields) || PyTuple_GET_SIZE(fields) != 8)
        return 0;
    for (Py_ssize_t k = 0; k < 8; k++) {
        long long v = PyLong_AsLongLong(PyTuple_GET_ITEM(fields, k));
        if (v == -1 && PyErr_Occurred())
            return -1;
        if (v != want[k])
            return 0;
    }
    return 1;
}

/* 1 where the shape and strides at shape/strides (ndim each; strides may be NULL) are the
 * bytes of `dims` as Reimport reads them (the shape's int64s, then the strides' if any) */
static int same_dims(PyObject *dims, const int64_t *shape, const int64_t *strides, int32_t ndim) {
    if (!PyBytes_Check(dims))
        return 0;
    size_t n = 8 * (size_t)ndim;
    const char *b = PyBytes_AS_STRING(dims);
    size_t len = (size_t)PyBytes_GET_SIZE(dims);
    if (!n)
        return len == 0;
    if (strides)
        return len == 2 * n && memcmp(b, shape, n) == 0 && memcmp(b + n, strides, n) == 0;
    return len == n && memcmp(b, shape, n) == 0;
}

PyObject *reimport_read(PyObject *reimport, PyObject *producer, PyObject *stream,
                        uint64_t *ptr) {
    PyObject *args[3] = {producer, stream, max_version};
    PyObject *capsule = NULL, *name = NULL, *fields = NULL, *dims = NULL, *empty = NULL;
    PyObject *owner = NULL;
    capsule = PyObject_VectorcallMethod(dlpack_name, args, 1,
                                        kwnames);
    if (!capsule && PyErr_ExceptionMatches(PyExc_TypeError)) { /* a producer of DLPack < 1.0 */
        PyErr_Clear();
        capsule = PyObject_VectorcallMethod(dlpack_name, args,
                                            1, stream_only);
    }
    if (!capsule)
        goto out; /* the producer refused: the binding asks again, and says why */
    if (!(name = PyObject_GetAttr(reimport, s_name)) || !PyBytes_Check(name))
        goto out;
    int versioned = strcmp(PyBytes_AS_STRING(name), VERSIONED) == 0;
    if (!versioned && strcmp(PyBytes_AS_STRING(name), UNVERSIONED) != 0)
        goto slow;
    void *address = PyCapsule_GetPointer(capsule, versioned ? VERSIONED : UNVERSIONED);
    if (!address)
        goto slow;
    DLTensor *t;
    void (*deleter)(void *);
    long long want[8];
    if (versioned) {
        DLManagedTensorVersioned *m = address;
        t = &m->dl_tensor;
        deleter = m->deleter;
        want[0] = m->major;
        want[1] = (long long)m->flags;
    } else {
        DLManagedTensor *m = address;
        t = &m->dl_tensor;
        deleter = m->deleter;
        want[0] = 1;
        want[1] = 0;
    }
    want[2] = t->device_type;
    want[3] = t->device_id;
    want[4] = t->ndim;
    want[5] = t->code;
    want[6] = t->bits;
    want[7] = t->lanes;
    if (want[0] != 1 || t->ndim < 0 || (t->ndim && !t->shape))
        goto slow;
    if (!(fields = PyObject_GetAttr(reimport, s_fields)) || same_fields(fields, want) != 1 ||
        !(dims = PyObject_GetAttr(reimport, s_dims)) ||
        !same_dims(dims, t->shape, t->strides, t->ndim))
        goto slow; /* another view than the last found equal (or none found yet) */
    if (!(empty = PyObject_GetAttr(reimport, s_empty)))
        goto out;
    int is_empty = PyObject_IsTrue(empty);
    if (is_empty < 0 || (!t->data && !is_empty))
        goto out; /* NULL data for elements: the binding refuses it */
    Owner *o = PyObject_New(Owner, &OwnerType);
    if (!o)
        goto out;
    o->deleter = NULL; /* set once the capsule is consumed */
    o->address = address;
    if (PyCapsule_SetName(capsule, versioned ? USED_VERSIONED : USED) < 0) {
        Py_DECREF(o);
        goto out;
    }
    o->deleter = deleter; /* ours now: the producer's destructor skips a used capsule */
    owner = (PyObject *)o;
    *ptr = is_empty ? 0 : (uint64_t)(uintptr_t)t->data + t->byte_offset;
    goto out;
slow: /* this very capsule described and compared by the Python Reimport */
    PyErr_Clear();
    PyObject *got = PyObject_CallMethodOneArg(reimport, s_take, capsule);
    if (got && PyTuple_CheckExact(got) && PyTuple_GET_SIZE(got) == 2) {
        unsigned long long p = PyLong_AsUnsignedLongLong(PyTuple_GET_ITEM(got, 0));
        if (!(p == (unsigned long long)-1 && PyErr_Occurred())) {
            *ptr = p;
            owner = PyTuple_GET_ITEM(got, 1);
            Py_INCREF(owner);
        }
    }
    Py_XDECREF(got);
out:
    PyErr_Clear(); /* anything but the common case: the Python path asks again and decides */
    Py_XDECREF(capsule);
    Py_XDECREF(name);
    Py_XDECREF(fields);
    Py_XDECREF(dims);
    Py_XDECREF(empty);
    return owner;
}

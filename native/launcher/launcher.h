/* The parts of eagle's C launcher (native/launcher/): launcher.c (the module, the replay),
 * reimport.c (a DLPack producer's import again) and tensor.c (a torch tensor read through
 * torch's C ABI). */
#ifndef EAGLE_LAUNCHER_H
#define EAGLE_LAUNCHER_H

#include <Python.h>
#include <stdint.h>

/* Ready the Owner type and the names the import uses; add Owner to the module. 0, or -1 with
 * an exception set. */
int reimport_ready(PyObject *module);

/* The import of `producer` again on `stream` (a Python int: DLPack's, 1 for the legacy
 * stream), compared as `reimport` (an eagle.interop._dlpack.Reimport) compares it: a new
 * reference to what holds the memory, the pointer in *ptr; or NULL, no exception set, where
 * the Python path is to decide. */
PyObject *reimport_read(PyObject *reimport, PyObject *producer, PyObject *stream,
                        uint64_t *ptr);

#define TENSOR_MAX_DIMS 16 /* more: read through Python */

/* What the launcher compares of a torch tensor: its key (eagle/interop/_torch.py), as torch's
 * C ABI reads it (c10::ScalarType, c10::Layout and c10::DeviceType numbers). */
typedef struct {
    int64_t ndim;
    int32_t dtype, layout, device_type, device_index;
    int requires_grad;
    int64_t sizes[TENSOR_MAX_DIMS], strides[TENSOR_MAX_DIMS];
} TensorKey;

/* 1 once tensor_abi has been given torch's functions (0: tensors are read through Python) */
int tensor_ready(void);
/* x's key and data pointer (x: exactly a torch.Tensor): 0, or -1 (no exception set) where
 * torch's C ABI cannot read it (not given, a borrowed tensor, more dimensions than
 * TENSOR_MAX_DIMS, a layout without strides, no storage) */
int tensor_read(PyObject *x, TensorKey *key, uint64_t *ptr);
int tensor_key_equal(const TensorKey *a, const TensorKey *b);
/* bump x's version counter as torch's in-place operators do: 0, or -1 where it cannot */
int tensor_bump(PyObject *x);
/* torch's current stream on device index: 0, or -1 (no CUDA build, not given) */
int tensor_stream(Py_ssize_t index, uint64_t *stream);
int tensor_has_stream(void);
/* module functions: torch_abi(offset, flag, data_ptr, sizes, strides, dim, dtype, layout,
 * device_type, device_index, requires_grad, bump, stream) and torch_key(x) */
PyObject *tensor_abi(PyObject *self, PyObject *args);
PyObject *tensor_key(PyObject *self, PyObject *x);

#endif

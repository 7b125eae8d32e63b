/* The parts of eagle's C launcher (native/launcher/): launcher.c (the module, the replay) and
 * reimport.c (a DLPack producer's import again). */
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

#endif

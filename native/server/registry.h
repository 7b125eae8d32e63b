/* lupine-server's registry layer (registry.c, vmm_handles.c, checks.c): the handles and
 * device ranges a session holds. Below: wire.h. Graphs (graph.c, above) learn of handles that
 * go through the functions the session registers (ls_registry_on_graphs). */
#ifndef LUPINE_SERVER_REGISTRY_H
#define LUPINE_SERVER_REGISTRY_H

#include "wire.h"

/* ---- registries (registry.c) ---- */
int ls_handle_ok(ls_session *s, int type, uint64_t value);
/* Every 8-byte handle of the array is a non-NULL handle of that type this session holds. */
int ls_handle_array_ok(ls_session *s, int type, const void *values, uint64_t bytes);
/* The parent a handle was registered with (0: none or unknown). */
uint64_t ls_handle_parent(ls_session *s, int type, uint64_t value);
void ls_handle_add(ls_session *s, int type, uint64_t value, uint64_t parent, void *owned);
/* What ls_handle_add was given to own for the handle (NULL: none, or no such handle). Valid
 * while the handle is registered. */
void *ls_handle_owned(ls_session *s, int type, uint64_t value);
void ls_handles_add(ls_session *s, int type, const void *values, size_t bytes, uint64_t parent);
/* Forgets the handle and, recursively, every handle registered as its child (a graph's nodes,
 * a node's child graph and their nodes). */
void ls_handle_del(ls_session *s, int type, uint64_t value);
void ls_registry_reset(ls_session *s); /* after a primary context reset */
/* [p, p + count * width) lies in the session's device ranges, the product not overflowing. */
int ls_devrange_ok(ls_session *s, uint64_t p, uint64_t count, uint64_t width);
/* The rows of a pitched region: height rows of `count` elements of `width` bytes, `pitch`
 * bytes apart (count * width <= pitch), from p: its extent (height - 1) * pitch + count * width
 * lies in the session's device ranges, nothing overflowing. Nothing to check when empty,
 * except that p is known. */
int ls_dev2d_ok(ls_session *s, uint64_t p, uint64_t pitch, uint64_t count, uint64_t width,
                uint64_t height);
int ls_devptr_ok(ls_session *s, uint64_t p, uint64_t n);
void ls_range_add(ls_session *s, uint64_t base, uint64_t size);
void ls_range_remove(ls_session *s, uint64_t base);
/* Graph allocations (graph.c): a range held by graphs and execs, counted; the last release
 * removes it. An ordinary allocation at the same base (the address reused after a free) is
 * never removed by a release. size 0: one more hold on a graph range that exists. 1: held. */
int ls_range_graph_hold(ls_session *s, uint64_t base, uint64_t size);
void ls_range_graph_release(ls_session *s, uint64_t base);
void ls_registry_free(ls_session *s);

/* The unsigned value at p when n is 8 or 4 (arguments are not aligned), else 0. */
uint64_t ls_u64_at(const void *p, uint64_t n);
/* Adds the allocation holding base as the driver reports it (cuMemGetAddressRange). */
void ls_range_add_queried(ls_session *s, uint64_t base);
/* --verbose: says that [p, p+n), named by `what`, is no device range of the session, and which
 * ranges lie beside it (registry.c). */
void ls_log_range_miss(ls_session *s, const char *what, uint64_t p, uint64_t n);

/* Registered by session.c before the session's first call (registry.c never calls up): a
 * graph or exec handle went (handle_gone), every capture and graph record of the session goes
 * (free_all: a context reset ended them, or the session ends). */
void ls_registry_on_graphs(void (*handle_gone)(ls_session *s, int type, uint64_t value),
                           void (*free_all)(ls_session *s));

/* The physical allocation handles this session holds (vmm_handles.c): a new one with the bytes
 * it was charged, one reference more (retain, import), whether it is held, one reference less
 * (the last gives the charge back). */
void ls_vmm_charge(ls_session *s, uint64_t handle, uint64_t n);
void ls_vmm_ref(ls_session *s, uint64_t handle);
int ls_vmm_held(ls_session *s, uint64_t handle);
void ls_vmm_release(ls_session *s, uint64_t handle);

/* ---- structure checks of the generic dispatch (checks.c) ---- */
CUresult ls_check_alloc_prop(ls_session *s, void *p, uint64_t n);
CUresult ls_check_pool_props(ls_session *s, void *p, uint64_t n);
CUresult ls_check_resource_desc(ls_session *s, void *p, uint64_t n);
CUresult ls_check_mem_ops(ls_session *s, void *p, uint64_t n);

#endif

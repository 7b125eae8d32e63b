/* The bodies of NVML's private tables (nvmlInternalGetExportTable) that LUPINE's NVML gives.
 *
 * The tables themselves (UUID, size word, which slot holds which body, the stubs of the slots
 * no trace has shown in use) are declared once, in codegen/export_tables.toml (`library =
 * "nvml"`), and generated into generated/nvml_tables_gen.c; each body here is defined against
 * the prototype generated from its declared signature (generated/nvml_tables_gen.h), named
 * ln_xt_<table>_<slot>.
 *
 * nvidia-smi's table (c4fe3e6c): what each slot does is read from the calls nvidia-smi made
 * to the real NVML 580.159.04 under the NVML tracer (native/gpu/h200/2026-12-03/run1-nvml:
 * nvidia-smi, -L and --query-gpu), each argument's bytes before and after the call set beside
 * the public calls around it and what nvidia-smi printed. The bodies answer through this
 * library's own public functions, so from the server of the device concerned (api.c). */
#define _GNU_SOURCE
#include "nvml_internal.h"

#include "nvml_tables_gen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------- every table */

nvmlReturn_t ln_xt_unrecorded(int table, int slot, uintptr_t a0, uintptr_t a1, uintptr_t a2)
{
    ln_debug("%s slot %d (a0=0x%lx a1=0x%lx a2=0x%lx) is not supported by LUPINE "
             "(NVML_ERROR_NOT_SUPPORTED)",
             table >= 0 && table < LN_XT_COUNT ? ln_xt_decls[table].tag : "?", slot,
             (unsigned long)a0, (unsigned long)a1, (unsigned long)a2);
    return NVML_ERROR_NOT_SUPPORTED;
}

/* ---------------------------------------------------------------- nvidia-smi's interface */

/* Slot 26: a printf format and its arguments. nvidia-smi passed ("nvidia-smi %s: %s\n",
 * "stdout", a line it printed) once for each line it printed (twenty for the plain form's
 * twenty, one for -L's one), in the order printed; the real NVML changed none of the bytes
 * behind the arguments and answered 0. The format names the stream the line went to, so this
 * is read as a record of what was printed for NVML's debug log (nvidia-smi's --debug option
 * writes one), not the printing itself: the next H200 run through LUPINE (native/gpu/nvml.sh)
 * shows the plain table if so. LUPINE keeps no such log: the line is dropped unread. */
nvmlReturn_t ln_xt_smi_log(const char *format, ...)
{
    (void)format;
    return NVML_SUCCESS;
}

/* Slot 81: (index, buffer, size: 0, a buffer, 34 in every recorded call) wrote "0000:00:06.0"
 * and its terminator, 13 bytes, the bytes after them untouched: the bus id of the only device
 * (index 0), which nvidia-smi printed as 00000000:00:06.0 from nvmlDeviceGetPciInfo_v3
 * (domain, bus, device; function 0); the second call came right after nvmlDeviceGetIndex of
 * that device. Written here as the domain in 4 hexadecimal digits, bus and device in 2, lower
 * case (the traces hold no letter digit), of the device of that index in this library's
 * numbering. An index past the count answers
 * NVML_ERROR_INVALID_ARGUMENT, a buffer too small NVML_ERROR_INSUFFICIENT_SIZE (nothing
 * written), as the public string queries do. */
nvmlReturn_t ln_xt_smi_pci_bus_id(unsigned int index, char *busId, unsigned int size)
{
    nvmlDevice_t d = NULL;
    nvmlReturn_t r = nvmlDeviceGetHandleByIndex_v2(index, &d);
    if (r != NVML_SUCCESS)
        return r;
    if (!busId)
        return NVML_ERROR_INVALID_ARGUMENT;
    nvmlPciInfo_t p;
    r = nvmlDeviceGetPciInfo_v3(d, &p);
    if (r != NVML_SUCCESS)
        return r;
    char s[40];
    int n = snprintf(s, sizeof s, "%04x:%02x:%02x.0", p.domain, p.bus, p.device);
    if (n < 0 || (size_t)n + 1 > size)
        return NVML_ERROR_INSUFFICIENT_SIZE;
    memcpy(busId, s, (size_t)n + 1);
    return NVML_SUCCESS;
}

/* Slots 213, 214, 215: (device handle, count, entries), the handle the public calls had just
 * used, *count 500 in and the number of processes out (1, 0, 0 on the H200), and an array of
 * 500 entries of 4128 bytes each (nvidia-smi's allocations were 500 x 4128 bytes apart). The
 * entry's first 32 bytes read back as the process nvidia-smi then printed in its Processes
 * box: pid 440 (u32 at 0), 1616904192 bytes = 1542 MiB (u64 at 8), GPU and compute instance
 * 0xffffffff, N/A (u32 at 16 and 20), u64 0 at 24 (the layout of nvmlProcessDetail_v1_t); the
 * process name is at 32 (4096 bytes, terminated), where the printed name "python3" has no
 * other source among the calls recorded. The three lists are the public query's three kinds,
 * in the public API's order, compute (nvidia-smi printed type C for 213's process), graphics
 * and MPS compute. A count below the number of processes answers
 * NVML_ERROR_INSUFFICIENT_SIZE with the number in *count, as the public queries do. */
#define SMI_PROCESS_BYTES 4128
#define SMI_PROCESS_NAME 32

typedef nvmlReturn_t (*process_query)(nvmlDevice_t, unsigned *, void *);

static nvmlReturn_t smi_processes(process_query query, nvmlDevice_t device, unsigned *count,
                                  void *entries)
{
    if (!count)
        return NVML_ERROR_INVALID_ARGUMENT;
    /* a server answers at most LPN_MAX_PROCESSES; a larger count asks for no more */
    unsigned cap = *count < LPN_MAX_PROCESSES ? *count : LPN_MAX_PROCESSES;
    nvmlProcessInfo_t *infos = calloc(cap ? cap : 1, sizeof *infos);
    if (!infos)
        return NVML_ERROR_MEMORY;
    unsigned n = cap;
    nvmlReturn_t r = query(device, &n, infos);
    if (r == NVML_ERROR_INSUFFICIENT_SIZE) {
        *count = n;
    } else if (r == NVML_SUCCESS && n && !entries) {
        r = NVML_ERROR_INVALID_ARGUMENT;
    } else if (r == NVML_SUCCESS) {
        for (unsigned i = 0; i < n; i++) {
            unsigned char *e = (unsigned char *)entries + (size_t)i * SMI_PROCESS_BYTES;
            memset(e, 0, SMI_PROCESS_BYTES);
            uint64_t used = infos[i].usedGpuMemory;
            memcpy(e, &infos[i].pid, 4);
            memcpy(e + 8, &used, 8);
            memcpy(e + 16, &infos[i].gpuInstanceId, 4);
            memcpy(e + 20, &infos[i].computeInstanceId, 4);
            /* a process gone since the list was made keeps an empty name */
            if (ln_device_process_name(device, infos[i].pid, (char *)e + SMI_PROCESS_NAME,
                                       SMI_PROCESS_BYTES - SMI_PROCESS_NAME) != NVML_SUCCESS)
                e[SMI_PROCESS_NAME] = 0;
        }
        *count = n;
    }
    free(infos);
    return r;
}

nvmlReturn_t ln_xt_smi_compute_processes(nvmlDevice_t device, unsigned int *count,
                                         void *entries)
{
    return smi_processes(nvmlDeviceGetComputeRunningProcesses_v3, device, count,
                         entries);
}

nvmlReturn_t ln_xt_smi_graphics_processes(nvmlDevice_t device, unsigned int *count,
                                          void *entries)
{
    return smi_processes(nvmlDeviceGetGraphicsRunningProcesses_v3, device, count,
                         entries);
}

nvmlReturn_t ln_xt_smi_mps_compute_processes(nvmlDevice_t device, unsigned int *count,
                                             void *entries)
{
    return smi_processes(nvmlDeviceGetMPSComputeRunningProcesses_v3, device,
                         count, entries);
}

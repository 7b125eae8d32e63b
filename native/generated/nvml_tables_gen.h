/* GENERATED FILE - DO NOT EDIT.
 * Written by `python -m codegen` from codegen/export_tables.toml. Edit that and regenerate. */
/* NVML's private tables (nvmlInternalGetExportTable) as declared: UUIDs, sizes, slots and
 * where each runs. nvml_tables_decl.c describes them (LUPINE's NVML, and the NVML tracer,
 * which decodes with it); nvml_tables_gen.c builds them (LUPINE's NVML, with
 * native/nvml/export_tables.c, which defines the bodies declared below). */
#ifndef LUPINE_NVML_TABLES_GEN_H
#define LUPINE_NVML_TABLES_GEN_H

#include "lupine/nvml_api.h"
#include <stddef.h>
#include <stdint.h>

/* What an entry holds: the size word, NULL, a body of the given origin, or a stub. */
enum {
    LN_XT_RUNS_NULL,
    LN_XT_RUNS_SIZE,
    LN_XT_RUNS_CLIENT,
    LN_XT_RUNS_SERVER,
    LN_XT_RUNS_RECORDING,
    LN_XT_RUNS_UNRECORDED,
};

typedef struct {
    const char *name; /* the declared slot's name; NULL for the others */
    int runs;         /* LN_XT_RUNS_* */
} ln_xt_slot;

typedef struct {
    unsigned char uuid[16]; /* memory order, as nvmlInternalGetExportTable compares it */
    const char *id;
    const char *name;
    const char *tag;        /* the UUID's first 8 hex digits */
    int entries;            /* pointer-sized entries, slot 0 included */
    int size_word;          /* slot 0 holds entries * sizeof(void *) */
    const ln_xt_slot *slots; /* `entries` of them */
} ln_xt_decl;

/* The tables, in ln_xt_decls' order. */
enum {
    LN_XT_SMI,
    LN_XT_COUNT
};

#define LN_XT_MAX_ENTRIES 270

/* Declared slots' indices. */
#define LN_XT_SLOT_SMI_LOG 26
#define LN_XT_SLOT_SMI_PCI_BUS_ID 81
#define LN_XT_SLOT_SMI_COMPUTE_PROCESSES 213
#define LN_XT_SLOT_SMI_GRAPHICS_PROCESSES 214
#define LN_XT_SLOT_SMI_MPS_COMPUTE_PROCESSES 215

extern const ln_xt_decl ln_xt_decls[LN_XT_COUNT];

/* ---- nvml_tables_gen.c: the tables (LUPINE's NVML) ---- */

extern const void *const *const ln_xt_tables[LN_XT_COUNT];
extern const void *const ln_xt_table_smi[270];

/* ---- hand-written in native/nvml/export_tables.c ---- */

/* A slot no trace has shown in use: named on stderr under LUPINE_DEBUG,
 * NVML_ERROR_NOT_SUPPORTED. */
nvmlReturn_t ln_xt_unrecorded(int table, int slot, uintptr_t a0, uintptr_t a1, uintptr_t a2);
/* nvidia-smi's interface */
nvmlReturn_t ln_xt_smi_log(const char *format, ...);
nvmlReturn_t ln_xt_smi_pci_bus_id(unsigned int index, char *busId, unsigned int size);
nvmlReturn_t ln_xt_smi_compute_processes(nvmlDevice_t device, unsigned int *count, void *entries);
nvmlReturn_t ln_xt_smi_graphics_processes(nvmlDevice_t device, unsigned int *count, void *entries);
nvmlReturn_t ln_xt_smi_mps_compute_processes(nvmlDevice_t device, unsigned int *count, void *entries);

#endif

/* CUDA_VISIBLE_DEVICES, parsed as the CUDA programming guide ("CUDA Environment Variables")
 * describes it: a comma-separated sequence of GPU identifiers, each an integer index or a
 * GPU UUID ("GPU-" and a unique prefix of the UUID), whitespace around entries ignored. The
 * first invalid entry (neither, negative, past the device count, matching no device or
 * several, or naming a device already listed) hides itself and every entry after it.
 * MIG instance names ("MIG-...") are not supported: they count as invalid. */
#ifndef LUPINE_VISIBLE_H
#define LUPINE_VISIBLE_H

#include <cuda.h>

#define LP_UUID_STRLEN 41 /* "GPU-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx" and its NUL */

/* The visible devices' ordinals, in order, into out (at most max); returns how many.
 * uuids: the devices' UUID strings (lp_uuid_string), or NULL when UUIDs are not known
 * (UUID entries are then invalid). */
int lp_visible_parse(const char *list, int device_count, const char (*uuids)[LP_UUID_STRLEN],
                     int *out, int max);

/* 1 when the list hides every device whatever the devices are: empty, or a first entry
 * that is neither an index nor a UUID. */
int lp_visible_hides_all(const char *list);

/* 1 when the list has UUID entries (the device UUIDs are needed to parse it). */
int lp_visible_names_uuids(const char *list);

/* The UUID as nvidia-smi and CUDA_VISIBLE_DEVICES write it. */
void lp_uuid_string(const CUuuid *u, char out[LP_UUID_STRLEN]);

#endif

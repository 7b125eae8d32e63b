/* GENERATED FILE - DO NOT EDIT.
 * Written by `python -m codegen` from codegen/graph_wire.toml. Edit that and regenerate. */

#ifndef LUPINE_GRAPH_WIRE_H
#define LUPINE_GRAPH_WIRE_H

#include <stdint.h>

/* cuStreamGetCaptureInfo_v3's fixed answer */
typedef struct {
    uint32_t status;
    uint32_t zero;
    uint64_t id;
    uint64_t graph;
    uint64_t count;
} lp_capture_info;

#endif

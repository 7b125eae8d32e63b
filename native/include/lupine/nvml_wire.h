/* NVML requests on the LUPINE connection (protocol 2.3, frame kind LP_NVML).
 *
 * The client library (native/nvml/, SONAME libnvidia-ml.so.1) opens its own connection to each
 * server (the same handshake, token and TLS as the CUDA shim) and sends one LP_NVML frame per
 * request; the server (native/server/nvml.c) answers with an LP_REPLY of the same id:
 *
 *   LP_NVML payload = lp_nvml header, then `len` bytes: the string argument of the requests
 *                     that take one (a UUID or a PCI bus id, at most LPN_MAX_STRING bytes, no
 *                     terminator, no NUL), or LPN_FIELD_VALUES' field ids; none for the others.
 *                     The frame's length is exactly sizeof(lp_nvml) + len.
 *   LP_REPLY        = u32 nvmlReturn_t, u32 0, then the answer (only on NVML_SUCCESS), at most
 *                     the bytes this file gives for the function.
 *
 * Devices are named by the server's own NVML index (nvmlDeviceGetHandleByIndex_v2 on the
 * server), never by a handle: the server checks the index against the count it got at
 * nvmlInit. A malformed request (length, function, shape, index past the count is NOT malformed:
 * it is answered NVML_ERROR_INVALID_ARGUMENT) ends the session, as every malformed frame does.
 *
 * Functions with a wire id of LPN_TABLE are forwarded generically: the server looks the
 * function up by name in the real NVML (NVML_ERROR_FUNCTION_NOT_FOUND when it lacks it) and
 * calls it by shape. The others are answered by hand (below). */
#ifndef LUPINE_NVML_WIRE_H
#define LUPINE_NVML_WIRE_H

#include <stdint.h>

typedef struct {
    uint32_t fn;     /* a wire id below */
    uint32_t device; /* the server's NVML index; LPN_NO_DEVICE for system requests */
    uint32_t arg0;   /* the function's scalar arguments (sensor, clock type, link, ...), else 0 */
    uint32_t arg1;
    uint64_t len;    /* bytes of the string argument that follow */
} lp_nvml;

#define LPN_NO_DEVICE UINT32_MAX
#define LPN_MAX_STRING 256
#define LPN_MAX_FIELDS 256
#define LPN_MAX_INPUT (8 * LPN_MAX_FIELDS) /* the longest argument bytes of any request */
#define LPN_MAX_PROCESSES 4096
#define LPN_MAX_ANSWER (16 + 24 * LPN_MAX_PROCESSES)

/* Requests answered by hand. */
enum {
    /* no device. Loads and initialises the server's NVML (once per session); answers lpn_init */
    LPN_INIT = 1,
    /* the string: a UUID / PCI bus id; answers u32, the server's index of that device
     * (NVML_ERROR_NOT_FOUND when it has none) */
    LPN_INDEX_BY_UUID = 2,
    LPN_INDEX_BY_PCI = 3,
    /* answers u64 total, reserved, free, used (nvmlDeviceGetMemoryInfo_v2 where the server's
     * NVML has it, else nvmlDeviceGetMemoryInfo with reserved 0) */
    LPN_MEMORY = 4,
    /* arg0: 0 compute, 1 graphics, 2 MPS compute (2.6: a server of protocol 2.5 or older ends
     * the session on it). Answers u32 count, u32 0, then count records of lpn_process (the
     * server's _v3 query, or _v2); at most LPN_MAX_PROCESSES */
    LPN_PROCESSES = 5,
    /* answers nvmlPciInfo_t (68 bytes, nvmlDeviceGetPciInfo_v3) */
    LPN_PCI = 6,
    /* no device; arg0: a process id of the server's host. Answers its name and terminator
     * (nvmlSystemGetProcessName), at most LPN_MAX_STRING bytes */
    LPN_PROCESS_NAME = 7,
    /* the argument bytes: 1..LPN_MAX_FIELDS pairs of u32 fieldId, u32 scopeId. Answers as many
     * nvmlFieldValue_t (40 bytes each) as the server's nvmlDeviceGetFieldValues filled them */
    LPN_FIELD_VALUES = 8,
};

typedef struct {
    uint32_t count;               /* the server's nvmlDeviceGetCount_v2 */
    int32_t cuda_driver_version;  /* nvmlSystemGetCudaDriverVersion (0: unknown) */
    char driver_version[80];      /* nvmlSystemGetDriverVersion */
    char nvml_version[80];        /* nvmlSystemGetNVMLVersion */
} lpn_init;

typedef struct {
    uint32_t pid, gpu_instance, compute_instance, pad;
    uint64_t used_memory;
} lpn_process;

/* Shapes of the generic requests: how the server calls the function, what the answer is. */
enum {
    LPN_U32 = 1,      /* f(dev, unsigned *): u32 */
    LPN_ARG_U32 = 2,  /* f(dev, unsigned arg0, unsigned *): u32 */
    LPN_ARG2_U32 = 3, /* f(dev, unsigned arg0, unsigned arg1, unsigned *): u32 */
    LPN_U64 = 4,      /* f(dev, unsigned long long *): u64 */
    LPN_ARG2_U64 = 5, /* f(dev, unsigned arg0, unsigned arg1, unsigned long long *): u64 */
    LPN_PAIR = 6,     /* f(dev, unsigned *, unsigned *): u32, u32 */
    LPN_STR = 7,      /* f(dev, char *, unsigned size): the string and its terminator */
    LPN_ARG_STR = 8,  /* f(dev, unsigned arg0, char *, unsigned size): likewise */
    LPN_BYTES = 9,    /* f(dev, struct *): the structure's `size` bytes */
    LPN_QUAD = 10,    /* f(dev, unsigned *, unsigned *, unsigned *, unsigned *): 4 x u32 */
    LPN_ARG2_PAIR = 11, /* f(dev, unsigned arg0, unsigned arg1, unsigned *, unsigned *) */
    LPN_ARG3_U64 = 12, /* f(dev, arg0, arg1, arg2, unsigned long long *): u64; arg2 travels as
                          the request's 4 argument bytes */
    LPN_VERSIONED = 13, /* f(dev, struct *) of a versioned structure: its first word, the
                           version, travels as arg0; the answer is the structure, of the size
                           the version names (NVML_STRUCT_VERSION: sizeof | version << 24), at
                           most `size` bytes */
    LPN_NONE = 14,      /* f(dev): nothing but the status (nvmlDeviceValidateInforom) */
};

/* X(wire id, NVML function, shape, size: a string's buffer or a structure's bytes) */
#define LPN_TABLE(X)                                                            \
    X(16, nvmlDeviceGetName, LPN_STR, 96)                                       \
    X(17, nvmlDeviceGetUUID, LPN_STR, 96)                                       \
    X(18, nvmlDeviceGetSerial, LPN_STR, 30)                                     \
    X(19, nvmlDeviceGetVbiosVersion, LPN_STR, 32)                               \
    X(20, nvmlDeviceGetBoardPartNumber, LPN_STR, 80)                            \
    X(21, nvmlDeviceGetInforomImageVersion, LPN_STR, 16)                        \
    X(22, nvmlDeviceGetInforomVersion, LPN_ARG_STR, 16)                         \
    X(32, nvmlDeviceGetUtilizationRates, LPN_BYTES, 8)                          \
    X(33, nvmlDeviceGetBAR1MemoryInfo, LPN_BYTES, 24)                           \
    X(48, nvmlDeviceGetPowerUsage, LPN_U32, 4)                                  \
    X(49, nvmlDeviceGetPowerManagementLimit, LPN_U32, 4)                        \
    X(50, nvmlDeviceGetEnforcedPowerLimit, LPN_U32, 4)                          \
    X(51, nvmlDeviceGetPowerManagementDefaultLimit, LPN_U32, 4)                 \
    X(52, nvmlDeviceGetPowerManagementMode, LPN_U32, 4)                         \
    X(53, nvmlDeviceGetPowerState, LPN_U32, 4)                                  \
    X(54, nvmlDeviceGetPerformanceState, LPN_U32, 4)                            \
    X(55, nvmlDeviceGetFanSpeed, LPN_U32, 4)                                    \
    X(56, nvmlDeviceGetNumFans, LPN_U32, 4)                                     \
    X(57, nvmlDeviceGetPersistenceMode, LPN_U32, 4)                             \
    X(58, nvmlDeviceGetComputeMode, LPN_U32, 4)                                 \
    X(59, nvmlDeviceGetMinorNumber, LPN_U32, 4)                                 \
    X(60, nvmlDeviceGetDisplayMode, LPN_U32, 4)                                 \
    X(61, nvmlDeviceGetDisplayActive, LPN_U32, 4)                               \
    X(62, nvmlDeviceGetCurrPcieLinkGeneration, LPN_U32, 4)                      \
    X(63, nvmlDeviceGetCurrPcieLinkWidth, LPN_U32, 4)                           \
    X(64, nvmlDeviceGetMaxPcieLinkGeneration, LPN_U32, 4)                       \
    X(65, nvmlDeviceGetMaxPcieLinkWidth, LPN_U32, 4)                            \
    X(66, nvmlDeviceGetGpuMaxPcieLinkGeneration, LPN_U32, 4)                    \
    X(67, nvmlDeviceGetPcieSpeed, LPN_U32, 4)                                   \
    X(68, nvmlDeviceGetPcieLinkMaxSpeed, LPN_U32, 4)                            \
    X(69, nvmlDeviceGetPcieReplayCounter, LPN_U32, 4)                           \
    X(70, nvmlDeviceGetBoardId, LPN_U32, 4)                                     \
    X(71, nvmlDeviceGetMultiGpuBoard, LPN_U32, 4)                               \
    X(72, nvmlDeviceGetBrand, LPN_U32, 4)                                       \
    X(73, nvmlDeviceGetArchitecture, LPN_U32, 4)                                \
    X(74, nvmlDeviceGetNumGpuCores, LPN_U32, 4)                                 \
    X(75, nvmlDeviceGetMemoryBusWidth, LPN_U32, 4)                              \
    X(76, nvmlDeviceGetAccountingMode, LPN_U32, 4)                              \
    X(77, nvmlDeviceGetRetiredPagesPendingStatus, LPN_U32, 4)                   \
    X(78, nvmlDeviceGetVirtualizationMode, LPN_U32, 4)                          \
    X(79, nvmlDeviceGetMaxMigDeviceCount, LPN_U32, 4)                           \
    X(80, nvmlDeviceIsMigDeviceHandle, LPN_U32, 4)                              \
    X(81, nvmlDeviceGetAdaptiveClockInfoStatus, LPN_U32, 4)                     \
    X(82, nvmlDeviceGetModuleId, LPN_U32, 4)                                    \
    X(83, nvmlDeviceGetIrqNum, LPN_U32, 4)                                      \
    X(84, nvmlDeviceGetBusType, LPN_U32, 4)                                     \
    X(85, nvmlDeviceGetPowerSource, LPN_U32, 4)                                 \
    X(96, nvmlDeviceGetTemperature, LPN_ARG_U32, 4)                             \
    X(97, nvmlDeviceGetTemperatureThreshold, LPN_ARG_U32, 4)                    \
    X(98, nvmlDeviceGetClockInfo, LPN_ARG_U32, 4)                               \
    X(99, nvmlDeviceGetMaxClockInfo, LPN_ARG_U32, 4)                            \
    X(100, nvmlDeviceGetApplicationsClock, LPN_ARG_U32, 4)                      \
    X(101, nvmlDeviceGetDefaultApplicationsClock, LPN_ARG_U32, 4)               \
    X(102, nvmlDeviceGetMaxCustomerBoostClock, LPN_ARG_U32, 4)                  \
    X(103, nvmlDeviceGetFanSpeed_v2, LPN_ARG_U32, 4)                            \
    X(104, nvmlDeviceGetPcieThroughput, LPN_ARG_U32, 4)                         \
    X(105, nvmlDeviceGetNvLinkState, LPN_ARG_U32, 4)                            \
    X(106, nvmlDeviceGetNvLinkVersion, LPN_ARG_U32, 4)                          \
    X(112, nvmlDeviceGetClock, LPN_ARG2_U32, 4)                                 \
    X(113, nvmlDeviceGetNvLinkCapability, LPN_ARG2_U32, 4)                      \
    X(128, nvmlDeviceGetTotalEnergyConsumption, LPN_U64, 8)                     \
    X(129, nvmlDeviceGetCurrentClocksThrottleReasons, LPN_U64, 8)               \
    X(130, nvmlDeviceGetCurrentClocksEventReasons, LPN_U64, 8)                  \
    X(131, nvmlDeviceGetSupportedClocksThrottleReasons, LPN_U64, 8)             \
    X(132, nvmlDeviceGetSupportedClocksEventReasons, LPN_U64, 8)                \
    X(136, nvmlDeviceGetTotalEccErrors, LPN_ARG2_U64, 8)                        \
    X(144, nvmlDeviceGetCudaComputeCapability, LPN_PAIR, 8)                     \
    X(145, nvmlDeviceGetMigMode, LPN_PAIR, 8)                                   \
    X(146, nvmlDeviceGetEccMode, LPN_PAIR, 8)                                   \
    X(147, nvmlDeviceGetPowerManagementLimitConstraints, LPN_PAIR, 8)           \
    X(148, nvmlDeviceGetEncoderUtilization, LPN_PAIR, 8)                        \
    X(149, nvmlDeviceGetDecoderUtilization, LPN_PAIR, 8)                        \
    X(150, nvmlDeviceGetGpuOperationMode, LPN_PAIR, 8)                          \
    X(151, nvmlDeviceGetDriverModel_v2, LPN_PAIR, 8)                            \
    X(152, nvmlDeviceGetGspFirmwareMode, LPN_PAIR, 8)                           \
    X(153, nvmlDeviceGetGpcClkMinMaxVfOffset, LPN_PAIR, 8)                      \
    X(154, nvmlDeviceGetMemClkMinMaxVfOffset, LPN_PAIR, 8)                      \
    X(155, nvmlDeviceGetMinMaxFanSpeed, LPN_PAIR, 8)                            \
    X(156, nvmlDeviceGetJpgUtilization, LPN_PAIR, 8)                            \
    X(157, nvmlDeviceGetOfaUtilization, LPN_PAIR, 8)                            \
    X(107, nvmlDeviceGetTargetFanSpeed, LPN_ARG_U32, 4)                         \
    X(108, nvmlDeviceGetFanControlPolicy_v2, LPN_ARG_U32, 4)                    \
    X(160, nvmlDeviceGetRemappedRows, LPN_QUAD, 16)                             \
    X(161, nvmlDeviceGetMinMaxClockOfPState, LPN_ARG2_PAIR, 8)                  \
    X(162, nvmlDeviceGetMemoryErrorCounter, LPN_ARG3_U64, 8)                   \
    X(163, nvmlDeviceGetGpuFabricInfo, LPN_BYTES, 28)                           \
    X(164, nvmlDeviceGetGpuFabricInfoV, LPN_VERSIONED, 256)                     \
    X(165, nvmlDeviceGetPciInfoExt, LPN_VERSIONED, 64)                          \
    X(166, nvmlDeviceValidateInforom, LPN_NONE, 0)

/* the wire's layouts, the same at both ends */
_Static_assert(sizeof(lp_nvml) == 24, "lp_nvml is 24 bytes");
_Static_assert(sizeof(lpn_init) == 168, "lpn_init is 168 bytes");
_Static_assert(sizeof(lpn_process) == 24, "lpn_process is 24 bytes");

enum {
#define LPN_ENUM(id, name, shape, size) LPN_##name = id,
    LPN_TABLE(LPN_ENUM)
#undef LPN_ENUM
};

#endif

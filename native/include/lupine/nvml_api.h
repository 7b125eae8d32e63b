/* The part of NVML's C interface that LUPINE speaks: return codes, the handle type, the
 * structures its forwarded functions fill, and a few constants. There is no nvml.h on the
 * machines that build LUPINE's client, so these are written here from the NVML API reference
 * (docs.nvidia.com/deploy/nvml-api, API version 13): same names, same values, same layouts,
 * which are NVML's ABI. Used by the client library (native/nvml/), the server's NVML dispatcher
 * (native/server/nvml.c) and the stand-in NVML (native/standin/nvml.c). */
#ifndef LUPINE_NVML_API_H
#define LUPINE_NVML_API_H

typedef enum {
    NVML_SUCCESS = 0,
    NVML_ERROR_UNINITIALIZED = 1,
    NVML_ERROR_INVALID_ARGUMENT = 2,
    NVML_ERROR_NOT_SUPPORTED = 3,
    NVML_ERROR_NO_PERMISSION = 4,
    NVML_ERROR_ALREADY_INITIALIZED = 5,
    NVML_ERROR_NOT_FOUND = 6,
    NVML_ERROR_INSUFFICIENT_SIZE = 7,
    NVML_ERROR_INSUFFICIENT_POWER = 8,
    NVML_ERROR_DRIVER_NOT_LOADED = 9,
    NVML_ERROR_TIMEOUT = 10,
    NVML_ERROR_IRQ_ISSUE = 11,
    NVML_ERROR_LIBRARY_NOT_FOUND = 12,
    NVML_ERROR_FUNCTION_NOT_FOUND = 13,
    NVML_ERROR_CORRUPTED_INFOROM = 14,
    NVML_ERROR_GPU_IS_LOST = 15,
    NVML_ERROR_RESET_REQUIRED = 16,
    NVML_ERROR_OPERATING_SYSTEM = 17,
    NVML_ERROR_LIB_RM_VERSION_MISMATCH = 18,
    NVML_ERROR_IN_USE = 19,
    NVML_ERROR_MEMORY = 20,
    NVML_ERROR_NO_DATA = 21,
    NVML_ERROR_VGPU_ECC_NOT_SUPPORTED = 22,
    NVML_ERROR_INSUFFICIENT_RESOURCES = 23,
    NVML_ERROR_FREQ_NOT_SUPPORTED = 24,
    NVML_ERROR_ARGUMENT_VERSION_MISMATCH = 25,
    NVML_ERROR_DEPRECATED = 26,
    NVML_ERROR_NOT_READY = 27,
    NVML_ERROR_GPU_NOT_FOUND = 28,
    NVML_ERROR_INVALID_STATE = 29,
    NVML_ERROR_UNKNOWN = 999,
} nvmlReturn_t;

/* An opaque device handle; each library defines struct nvmlDevice_st for itself. */
typedef struct nvmlDevice_st *nvmlDevice_t;

/* Buffer sizes the reference gives for the string queries. */
#define NVML_DEVICE_NAME_V2_BUFFER_SIZE 96
#define NVML_DEVICE_UUID_V2_BUFFER_SIZE 96
#define NVML_DEVICE_SERIAL_BUFFER_SIZE 30
#define NVML_DEVICE_VBIOS_VERSION_BUFFER_SIZE 32
#define NVML_DEVICE_PART_NUMBER_BUFFER_SIZE 80
#define NVML_DEVICE_INFOROM_VERSION_BUFFER_SIZE 16
#define NVML_SYSTEM_DRIVER_VERSION_BUFFER_SIZE 80
#define NVML_SYSTEM_NVML_VERSION_BUFFER_SIZE 80
#define NVML_DEVICE_PCI_BUS_ID_BUFFER_SIZE 32
#define NVML_DEVICE_PCI_BUS_ID_BUFFER_V2_SIZE 16

/* nvmlInitWithFlags */
#define NVML_INIT_FLAG_NO_GPUS 1u
#define NVML_INIT_FLAG_NO_ATTACH 2u

typedef struct {
    unsigned long long total, free, used;
} nvmlMemory_t;

typedef struct {
    unsigned int version; /* nvmlMemory_v2 */
    unsigned long long total, reserved, free, used;
} nvmlMemory_v2_t;

/* NVML_STRUCT_VERSION(Memory, 2): the structure's size, and the version in the top byte. */
#define nvmlMemory_v2 ((unsigned int)(sizeof(nvmlMemory_v2_t) | (2u << 24)))

typedef struct {
    char busIdLegacy[NVML_DEVICE_PCI_BUS_ID_BUFFER_V2_SIZE];
    unsigned int domain, bus, device, pciDeviceId, pciSubSystemId;
    char busId[NVML_DEVICE_PCI_BUS_ID_BUFFER_SIZE];
} nvmlPciInfo_t;

/* The part every version of the PCI structure shares (nvmlDeviceGetPciInfo and _v2 were
 * given the older, shorter structure). */
#define LUPINE_NVML_PCI_COMMON_BYTES 36

typedef struct {
    unsigned int gpu, memory;
} nvmlUtilization_t;

typedef struct {
    unsigned long long bar1Total, bar1Free, bar1Used;
} nvmlBAR1Memory_t;

typedef struct {
    unsigned int pid;
    unsigned long long usedGpuMemory;
} nvmlProcessInfo_v1_t;

/* nvmlProcessInfo_t of the _v3 process queries, and nvmlProcessInfo_v2_t of the _v2 ones */
typedef struct {
    unsigned int pid;
    unsigned long long usedGpuMemory;
    unsigned int gpuInstanceId, computeInstanceId;
} nvmlProcessInfo_t;

/* nvmlDeviceGetTemperatureV */
typedef struct {
    unsigned int version; /* nvmlTemperature_v1 */
    unsigned int sensorType;
    int temperature;
} nvmlTemperature_v1_t;
#define nvmlTemperature_v1 ((unsigned int)(sizeof(nvmlTemperature_v1_t) | (1u << 24)))

/* nvmlDeviceGetFieldValues: the caller sets fieldId and scopeId, NVML the rest; value is a
 * union of 8 bytes whose type valueType says */
typedef struct {
    unsigned int fieldId, scopeId;
    long long timestamp, latencyUsec;
    unsigned int valueType;
    nvmlReturn_t nvmlReturn;
    unsigned long long value;
} nvmlFieldValue_t;

/* NVML's ABI, as its reference lays the structures out on x86-64 */
_Static_assert(sizeof(nvmlFieldValue_t) == 40, "nvmlFieldValue_t is 40 bytes");
_Static_assert(sizeof(nvmlPciInfo_t) == 68, "nvmlPciInfo_t is 68 bytes");
_Static_assert(sizeof(nvmlMemory_v2_t) == 40, "nvmlMemory_v2_t is 40 bytes");
_Static_assert(sizeof(nvmlProcessInfo_t) == 24, "nvmlProcessInfo_t is 24 bytes");
_Static_assert(sizeof(nvmlProcessInfo_v1_t) == 16, "nvmlProcessInfo_v1_t is 16 bytes");

#define NVML_VALUE_NOT_AVAILABLE (~0ULL)

#endif

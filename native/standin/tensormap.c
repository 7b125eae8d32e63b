/* TMA descriptors of the stand-in driver: cuTensorMapEncodeTiled, cuTensorMapEncodeIm2col,
 * cuTensorMapEncodeIm2colWide and cuTensorMapReplaceAddress.
 *
 * A CUtensorMap is opaque (16 64-bit words; the driver API asks for 64-byte alignment, while
 * cuda.h declares the type aligned to 128, so it is read and written here as bytes); the real
 * driver's encoding is the GPU's. The stand-in writes its own, a deterministic function of the
 * arguments, so that a descriptor made through LUPINE can be compared byte for byte with one
 * made by calling the stand-in directly:
 *
 *   word 0       the global address
 *   word 1       'LPTM' (bits 0..31), kind (32..39: 1 tiled, 2 im2col, 3 im2col wide),
 *                rank (40..47), data type (48..55)
 *   word 2       interleave (0..7), swizzle (8..15), L2 promotion (16..23), OOB fill (24..31),
 *                im2col wide mode (32..39)
 *   words 3..7   globalDim[0..rank-1]
 *   words 8..11  globalStrides[0..rank-2]
 *   word 12      tiled: boxDim[0..3], 16 bits each; im2col: the lower pixel box corner (16
 *                bits each); im2col wide: the lower corner's width
 *   word 13      tiled: boxDim[4]; im2col: the upper corner; im2col wide: the upper width
 *   word 14      channelsPerPixel (0..15), pixelsPerColumn (16..31)
 *   word 15      elementStrides[0..rank-1], 8 bits each
 *
 * The arguments are checked as the driver API's documentation of each function lists its
 * requirements (tensorMap aligned to 64 bytes; rank; global address aligned to 16 bytes, 32
 * for 32-byte interleave and the 16-byte-aligned packed types; dimensions 1..2^32; strides
 * multiples of 16 (32) below 2^40; box dimensions 1..256 and its inner dimension a multiple of
 * 16 bytes without interleave; element strides 1..8; swizzle spans; NaN fill only for floating
 * point), each failure CUDA_ERROR_INVALID_VALUE. No GPU ever reads these descriptors. */
#include "standin_internal.h"

#include <string.h>

#define TM_MAGIC 0x4d54504cu /* 'LPTM' */
enum { TM_TILED = 1, TM_IM2COL = 2, TM_IM2COL_WIDE = 3 };

/* Bits an element takes (cuda.h's comments on CUtensorMapDataType); 0 for no such type. */
static unsigned element_bits(CUtensorMapDataType t)
{
    switch (t) {
    case CU_TENSOR_MAP_DATA_TYPE_UINT8:
        return 8;
    case CU_TENSOR_MAP_DATA_TYPE_UINT16:
    case CU_TENSOR_MAP_DATA_TYPE_FLOAT16:
    case CU_TENSOR_MAP_DATA_TYPE_BFLOAT16:
        return 16;
    case CU_TENSOR_MAP_DATA_TYPE_UINT32:
    case CU_TENSOR_MAP_DATA_TYPE_INT32:
    case CU_TENSOR_MAP_DATA_TYPE_FLOAT32:
    case CU_TENSOR_MAP_DATA_TYPE_FLOAT32_FTZ:
    case CU_TENSOR_MAP_DATA_TYPE_TFLOAT32:
    case CU_TENSOR_MAP_DATA_TYPE_TFLOAT32_FTZ:
        return 32;
    case CU_TENSOR_MAP_DATA_TYPE_UINT64:
    case CU_TENSOR_MAP_DATA_TYPE_INT64:
    case CU_TENSOR_MAP_DATA_TYPE_FLOAT64:
        return 64;
    case CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN8B:
    case CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN16B:
        return 4;
    case CU_TENSOR_MAP_DATA_TYPE_16U6_ALIGN16B:
        return 6;
    }
    return 0;
}

static int is_float(CUtensorMapDataType t)
{
    switch (t) {
    case CU_TENSOR_MAP_DATA_TYPE_FLOAT16:
    case CU_TENSOR_MAP_DATA_TYPE_FLOAT32:
    case CU_TENSOR_MAP_DATA_TYPE_FLOAT64:
    case CU_TENSOR_MAP_DATA_TYPE_BFLOAT16:
    case CU_TENSOR_MAP_DATA_TYPE_FLOAT32_FTZ:
    case CU_TENSOR_MAP_DATA_TYPE_TFLOAT32:
    case CU_TENSOR_MAP_DATA_TYPE_TFLOAT32_FTZ:
        return 1;
    default:
        return 0;
    }
}

static int packed16(CUtensorMapDataType t)
{
    return t == CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN16B || t == CU_TENSOR_MAP_DATA_TYPE_16U6_ALIGN16B;
}

/* The global address's alignment for this data type and interleave. */
static uint64_t address_alignment(CUtensorMapDataType t, CUtensorMapInterleave il)
{
    return il == CU_TENSOR_MAP_INTERLEAVE_32B || packed16(t) ? 32 : 16;
}

/* The swizzle span in bytes (0: no swizzle). */
static unsigned swizzle_span(CUtensorMapSwizzle s)
{
    switch (s) {
    case CU_TENSOR_MAP_SWIZZLE_32B:
        return 32;
    case CU_TENSOR_MAP_SWIZZLE_64B:
        return 64;
    case CU_TENSOR_MAP_SWIZZLE_NONE:
        return 0;
    default:
        return 128; /* the 128B modes */
    }
}

/* What every encoding checks, and words 0..11 and 15 of it in w. inner_bits: the box's inner
 * dimension in bits (boxDim[0] or channelsPerPixel elements), checked against the swizzle. */
static CUresult common(uint64_t w[16], const CUtensorMap *m, int kind, CUtensorMapDataType type,
                       cuuint32_t rank, void *address, const cuuint64_t *dims,
                       const cuuint64_t *strides, const cuuint32_t *estrides,
                       CUtensorMapInterleave il, CUtensorMapSwizzle sw, CUtensorMapL2promotion l2,
                       CUtensorMapFloatOOBfill oob, uint64_t inner_bits)
{
    if (!m || ((uintptr_t)m & 63) || !element_bits(type) || rank < 1 || rank > 5)
        return CUDA_ERROR_INVALID_VALUE;
    if ((unsigned)il > CU_TENSOR_MAP_INTERLEAVE_32B ||
        (unsigned)sw > CU_TENSOR_MAP_SWIZZLE_128B_ATOM_64B ||
        (unsigned)l2 > CU_TENSOR_MAP_L2_PROMOTION_L2_256B ||
        (unsigned)oob > CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA)
        return CUDA_ERROR_INVALID_VALUE;
    if (il != CU_TENSOR_MAP_INTERLEAVE_NONE && rank < 3)
        return CUDA_ERROR_INVALID_VALUE;
    if (il == CU_TENSOR_MAP_INTERLEAVE_32B && sw != CU_TENSOR_MAP_SWIZZLE_32B)
        return CUDA_ERROR_INVALID_VALUE;
    if (type == CU_TENSOR_MAP_DATA_TYPE_16U6_ALIGN16B && il != CU_TENSOR_MAP_INTERLEAVE_NONE)
        return CUDA_ERROR_INVALID_VALUE;
    if (oob == CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA && !is_float(type))
        return CUDA_ERROR_INVALID_VALUE;
    if ((uintptr_t)address % address_alignment(type, il))
        return CUDA_ERROR_INVALID_VALUE;
    if (!dims || (rank > 1 && !strides) || !estrides)
        return CUDA_ERROR_INVALID_VALUE;
    for (cuuint32_t i = 0; i < rank; i++) {
        if (dims[i] == 0 || dims[i] > ((uint64_t)1 << 32))
            return CUDA_ERROR_INVALID_VALUE;
        if (estrides[i] == 0 || estrides[i] > 8)
            return CUDA_ERROR_INVALID_VALUE;
    }
    if (packed16(type) && dims[0] % 128)
        return CUDA_ERROR_INVALID_VALUE;
    if (type == CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN8B && dims[0] % 2)
        return CUDA_ERROR_INVALID_VALUE;
    uint64_t stride_align = il == CU_TENSOR_MAP_INTERLEAVE_32B || packed16(type) ? 32 : 16;
    for (cuuint32_t i = 0; i + 1 < rank; i++)
        if (strides[i] % stride_align || strides[i] >= ((uint64_t)1 << 40))
            return CUDA_ERROR_INVALID_VALUE;
    unsigned span = swizzle_span(sw);
    if (il == CU_TENSOR_MAP_INTERLEAVE_NONE && span && inner_bits > 8u * span)
        return CUDA_ERROR_INVALID_VALUE;
    memset(w, 0, 16 * sizeof *w);
    w[0] = (uint64_t)(uintptr_t)address;
    w[1] = TM_MAGIC | (uint64_t)kind << 32 | (uint64_t)rank << 40 | (uint64_t)type << 48;
    w[2] = (uint64_t)il | (uint64_t)sw << 8 | (uint64_t)l2 << 16 | (uint64_t)oob << 24;
    for (cuuint32_t i = 0; i < rank; i++) {
        w[3 + i] = dims[i];
        w[15] |= (uint64_t)estrides[i] << (8 * i);
    }
    for (cuuint32_t i = 0; i + 1 < rank; i++)
        w[8 + i] = strides[i];
    return CUDA_SUCCESS;
}

EXPORT CUresult cuTensorMapEncodeTiled(CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType,
                                       cuuint32_t tensorRank, void *globalAddress,
                                       const cuuint64_t *globalDim,
                                       const cuuint64_t *globalStrides, const cuuint32_t *boxDim,
                                       const cuuint32_t *elementStrides,
                                       CUtensorMapInterleave interleave, CUtensorMapSwizzle swizzle,
                                       CUtensorMapL2promotion l2Promotion,
                                       CUtensorMapFloatOOBfill oobFill)
{
    CUresult r = need_init();
    if (r)
        return r;
    if (!boxDim || tensorRank < 1 || tensorRank > 5)
        return CUDA_ERROR_INVALID_VALUE;
    for (cuuint32_t i = 0; i < tensorRank; i++)
        if (boxDim[i] == 0 || boxDim[i] > 256)
            return CUDA_ERROR_INVALID_VALUE;
    uint64_t inner_bits = (uint64_t)boxDim[0] * element_bits(tensorDataType);
    if (interleave == CU_TENSOR_MAP_INTERLEAVE_NONE && inner_bits % 128)
        return CUDA_ERROR_INVALID_VALUE; /* boxDim[0] * element size: a multiple of 16 bytes */
    if (packed16(tensorDataType) && boxDim[0] != 128)
        return CUDA_ERROR_INVALID_VALUE;
    uint64_t w[16];
    r = common(w, tensorMap, TM_TILED, tensorDataType, tensorRank, globalAddress, globalDim,
               globalStrides, elementStrides, interleave, swizzle, l2Promotion, oobFill,
               inner_bits);
    if (r)
        return r;
    for (cuuint32_t i = 0; i < tensorRank; i++)
        w[12 + i / 4] |= (uint64_t)boxDim[i] << (16 * (i % 4));
    memcpy((void *)tensorMap, w, sizeof w);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuTensorMapEncodeIm2col(
    CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType, cuuint32_t tensorRank,
    void *globalAddress, const cuuint64_t *globalDim, const cuuint64_t *globalStrides,
    const int *pixelBoxLowerCorner, const int *pixelBoxUpperCorner, cuuint32_t channelsPerPixel,
    cuuint32_t pixelsPerColumn, const cuuint32_t *elementStrides, CUtensorMapInterleave interleave,
    CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion, CUtensorMapFloatOOBfill oobFill)
{
    CUresult r = need_init();
    if (r)
        return r;
    if (tensorRank < 3 || tensorRank > 5 || !pixelBoxLowerCorner || !pixelBoxUpperCorner)
        return CUDA_ERROR_INVALID_VALUE;
    /* the corners' range by rank: [-32768, 32767], [-128, 127], [-16, 15] */
    int limit = tensorRank == 3 ? 32768 : tensorRank == 4 ? 128 : 16;
    for (cuuint32_t i = 0; i < tensorRank - 2; i++)
        if (pixelBoxLowerCorner[i] < -limit || pixelBoxLowerCorner[i] >= limit ||
            pixelBoxUpperCorner[i] < -limit || pixelBoxUpperCorner[i] >= limit)
            return CUDA_ERROR_INVALID_VALUE;
    if (channelsPerPixel == 0 || channelsPerPixel > 256 || pixelsPerColumn == 0 ||
        pixelsPerColumn > 1024 || (packed16(tensorDataType) && channelsPerPixel != 128))
        return CUDA_ERROR_INVALID_VALUE;
    uint64_t w[16];
    r = common(w, tensorMap, TM_IM2COL, tensorDataType, tensorRank, globalAddress, globalDim,
               globalStrides, elementStrides, interleave, swizzle, l2Promotion, oobFill,
               (uint64_t)channelsPerPixel * element_bits(tensorDataType));
    if (r)
        return r;
    for (cuuint32_t i = 0; i < tensorRank - 2; i++) {
        w[12] |= (uint64_t)(uint16_t)pixelBoxLowerCorner[i] << (16 * i);
        w[13] |= (uint64_t)(uint16_t)pixelBoxUpperCorner[i] << (16 * i);
    }
    w[14] = channelsPerPixel | (uint64_t)pixelsPerColumn << 16;
    memcpy((void *)tensorMap, w, sizeof w);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuTensorMapEncodeIm2colWide(
    CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType, cuuint32_t tensorRank,
    void *globalAddress, const cuuint64_t *globalDim, const cuuint64_t *globalStrides,
    int pixelBoxLowerCornerWidth, int pixelBoxUpperCornerWidth, cuuint32_t channelsPerPixel,
    cuuint32_t pixelsPerColumn, const cuuint32_t *elementStrides, CUtensorMapInterleave interleave,
    CUtensorMapIm2ColWideMode mode, CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion,
    CUtensorMapFloatOOBfill oobFill)
{
    CUresult r = need_init();
    if (r)
        return r;
    if (tensorRank < 3 || tensorRank > 5)
        return CUDA_ERROR_INVALID_VALUE;
    if (pixelBoxLowerCornerWidth < -32768 || pixelBoxLowerCornerWidth > 32767 ||
        pixelBoxUpperCornerWidth < -32768 || pixelBoxUpperCornerWidth > 32767)
        return CUDA_ERROR_INVALID_VALUE;
    if ((unsigned)mode > CU_TENSOR_MAP_IM2COL_WIDE_MODE_W128 || channelsPerPixel == 0 ||
        channelsPerPixel > 256 || (packed16(tensorDataType) && channelsPerPixel != 128))
        return CUDA_ERROR_INVALID_VALUE;
    /* pixelsPerColumn "is ignored when mode is CU_TENSOR_MAP_IM2COL_WIDE_MODE_W128" */
    if (mode == CU_TENSOR_MAP_IM2COL_WIDE_MODE_W &&
        (pixelsPerColumn == 0 || pixelsPerColumn > 1024))
        return CUDA_ERROR_INVALID_VALUE;
    /* the 128-byte swizzles and none (the API's list for this function) */
    if (swizzle != CU_TENSOR_MAP_SWIZZLE_NONE && swizzle_span(swizzle) != 128)
        return CUDA_ERROR_INVALID_VALUE;
    uint64_t w[16];
    r = common(w, tensorMap, TM_IM2COL_WIDE, tensorDataType, tensorRank, globalAddress,
               globalDim, globalStrides, elementStrides, interleave, swizzle, l2Promotion,
               oobFill, (uint64_t)channelsPerPixel * element_bits(tensorDataType));
    if (r)
        return r;
    w[2] |= (uint64_t)mode << 32;
    w[12] = (uint16_t)pixelBoxLowerCornerWidth;
    w[13] = (uint16_t)pixelBoxUpperCornerWidth;
    uint64_t per_column = mode == CU_TENSOR_MAP_IM2COL_WIDE_MODE_W ? pixelsPerColumn : 0;
    w[14] = channelsPerPixel | per_column << 16;
    memcpy((void *)tensorMap, w, sizeof w);
    return CUDA_SUCCESS;
}

/* "globalAddress ... must follow previous alignment requirements": those of the map's own
 * data type and interleave. A map the stand-in did not encode is refused. */
EXPORT CUresult cuTensorMapReplaceAddress(CUtensorMap *tensorMap, void *globalAddress)
{
    CUresult r = need_init();
    if (r)
        return r;
    if (!tensorMap || ((uintptr_t)tensorMap & 63))
        return CUDA_ERROR_INVALID_VALUE;
    uint64_t w[16];
    memcpy(w, (const void *)tensorMap, sizeof w);
    uint64_t w1 = w[1], w2 = w[2];
    unsigned kind = (unsigned)(w1 >> 32) & 0xff;
    if ((uint32_t)w1 != TM_MAGIC || kind < TM_TILED || kind > TM_IM2COL_WIDE)
        return CUDA_ERROR_INVALID_VALUE;
    CUtensorMapDataType type = (CUtensorMapDataType)((w1 >> 48) & 0xff);
    CUtensorMapInterleave il = (CUtensorMapInterleave)(w2 & 0xff);
    if ((uintptr_t)globalAddress % address_alignment(type, il))
        return CUDA_ERROR_INVALID_VALUE;
    w[0] = (uint64_t)(uintptr_t)globalAddress;
    memcpy((void *)tensorMap, w, sizeof w);
    return CUDA_SUCCESS;
}

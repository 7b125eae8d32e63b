/* GENERATED FILE - DO NOT EDIT.
 * Written by `python -m codegen` from codegen/export_tables.toml. Edit that and regenerate. */
#include "export_tables_gen.h"

/* A slot no trace has shown in use (`others = "unrecorded"`): six integer arguments,
 * as every known slot signature fits in (x86-64 SysV, AArch64: all in registers). */
#define UNRECORDED(name, table, slot)                                                    \
    static CUresult CUDAAPI name(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, \
                                 uintptr_t a4, uintptr_t a5)                             \
    {                                                                                    \
        (void)a3, (void)a4, (void)a5;                                                    \
        return lp_xt_unrecorded(table, slot, a0, a1, a2);                                \
    }

/* tools context */
UNRECORDED(xt_tools_ctx_unrecorded_1, LP_XT_TOOLS_CTX, 1)
UNRECORDED(xt_tools_ctx_unrecorded_2, LP_XT_TOOLS_CTX, 2)
UNRECORDED(xt_tools_ctx_unrecorded_3, LP_XT_TOOLS_CTX, 3)
UNRECORDED(xt_tools_ctx_unrecorded_5, LP_XT_TOOLS_CTX, 5)
UNRECORDED(xt_tools_ctx_unrecorded_6, LP_XT_TOOLS_CTX, 6)
UNRECORDED(xt_tools_ctx_unrecorded_7, LP_XT_TOOLS_CTX, 7)
UNRECORDED(xt_tools_ctx_unrecorded_8, LP_XT_TOOLS_CTX, 8)
UNRECORDED(xt_tools_ctx_unrecorded_9, LP_XT_TOOLS_CTX, 9)
UNRECORDED(xt_tools_ctx_unrecorded_10, LP_XT_TOOLS_CTX, 10)
UNRECORDED(xt_tools_ctx_unrecorded_11, LP_XT_TOOLS_CTX, 11)
UNRECORDED(xt_tools_ctx_unrecorded_12, LP_XT_TOOLS_CTX, 12)
UNRECORDED(xt_tools_ctx_unrecorded_13, LP_XT_TOOLS_CTX, 13)
UNRECORDED(xt_tools_ctx_unrecorded_14, LP_XT_TOOLS_CTX, 14)
UNRECORDED(xt_tools_ctx_unrecorded_15, LP_XT_TOOLS_CTX, 15)
UNRECORDED(xt_tools_ctx_unrecorded_16, LP_XT_TOOLS_CTX, 16)
UNRECORDED(xt_tools_ctx_unrecorded_17, LP_XT_TOOLS_CTX, 17)
UNRECORDED(xt_tools_ctx_unrecorded_18, LP_XT_TOOLS_CTX, 18)
UNRECORDED(xt_tools_ctx_unrecorded_19, LP_XT_TOOLS_CTX, 19)
UNRECORDED(xt_tools_ctx_unrecorded_20, LP_XT_TOOLS_CTX, 20)
UNRECORDED(xt_tools_ctx_unrecorded_21, LP_XT_TOOLS_CTX, 21)
UNRECORDED(xt_tools_ctx_unrecorded_22, LP_XT_TOOLS_CTX, 22)
UNRECORDED(xt_tools_ctx_unrecorded_23, LP_XT_TOOLS_CTX, 23)
UNRECORDED(xt_tools_ctx_unrecorded_24, LP_XT_TOOLS_CTX, 24)
UNRECORDED(xt_tools_ctx_unrecorded_25, LP_XT_TOOLS_CTX, 25)
UNRECORDED(xt_tools_ctx_unrecorded_26, LP_XT_TOOLS_CTX, 26)
UNRECORDED(xt_tools_ctx_unrecorded_27, LP_XT_TOOLS_CTX, 27)
UNRECORDED(xt_tools_ctx_unrecorded_28, LP_XT_TOOLS_CTX, 28)
UNRECORDED(xt_tools_ctx_unrecorded_29, LP_XT_TOOLS_CTX, 29)
UNRECORDED(xt_tools_ctx_unrecorded_30, LP_XT_TOOLS_CTX, 30)
UNRECORDED(xt_tools_ctx_unrecorded_31, LP_XT_TOOLS_CTX, 31)
UNRECORDED(xt_tools_ctx_unrecorded_32, LP_XT_TOOLS_CTX, 32)
UNRECORDED(xt_tools_ctx_unrecorded_33, LP_XT_TOOLS_CTX, 33)
UNRECORDED(xt_tools_ctx_unrecorded_34, LP_XT_TOOLS_CTX, 34)
UNRECORDED(xt_tools_ctx_unrecorded_35, LP_XT_TOOLS_CTX, 35)
UNRECORDED(xt_tools_ctx_unrecorded_36, LP_XT_TOOLS_CTX, 36)
UNRECORDED(xt_tools_ctx_unrecorded_37, LP_XT_TOOLS_CTX, 37)
UNRECORDED(xt_tools_ctx_unrecorded_38, LP_XT_TOOLS_CTX, 38)
UNRECORDED(xt_tools_ctx_unrecorded_40, LP_XT_TOOLS_CTX, 40)
UNRECORDED(xt_tools_ctx_unrecorded_41, LP_XT_TOOLS_CTX, 41)
UNRECORDED(xt_tools_ctx_unrecorded_42, LP_XT_TOOLS_CTX, 42)
UNRECORDED(xt_tools_ctx_unrecorded_43, LP_XT_TOOLS_CTX, 43)
UNRECORDED(xt_tools_ctx_unrecorded_44, LP_XT_TOOLS_CTX, 44)
UNRECORDED(xt_tools_ctx_unrecorded_45, LP_XT_TOOLS_CTX, 45)
UNRECORDED(xt_tools_ctx_unrecorded_46, LP_XT_TOOLS_CTX, 46)
UNRECORDED(xt_tools_ctx_unrecorded_47, LP_XT_TOOLS_CTX, 47)
UNRECORDED(xt_tools_ctx_unrecorded_48, LP_XT_TOOLS_CTX, 48)
UNRECORDED(xt_tools_ctx_unrecorded_49, LP_XT_TOOLS_CTX, 49)
UNRECORDED(xt_tools_ctx_unrecorded_50, LP_XT_TOOLS_CTX, 50)
UNRECORDED(xt_tools_ctx_unrecorded_52, LP_XT_TOOLS_CTX, 52)
UNRECORDED(xt_tools_ctx_unrecorded_53, LP_XT_TOOLS_CTX, 53)
UNRECORDED(xt_tools_ctx_unrecorded_54, LP_XT_TOOLS_CTX, 54)
UNRECORDED(xt_tools_ctx_unrecorded_55, LP_XT_TOOLS_CTX, 55)
UNRECORDED(xt_tools_ctx_unrecorded_56, LP_XT_TOOLS_CTX, 56)
UNRECORDED(xt_tools_ctx_unrecorded_57, LP_XT_TOOLS_CTX, 57)
UNRECORDED(xt_tools_ctx_unrecorded_58, LP_XT_TOOLS_CTX, 58)
UNRECORDED(xt_tools_ctx_unrecorded_59, LP_XT_TOOLS_CTX, 59)
UNRECORDED(xt_tools_ctx_unrecorded_60, LP_XT_TOOLS_CTX, 60)
UNRECORDED(xt_tools_ctx_unrecorded_61, LP_XT_TOOLS_CTX, 61)
UNRECORDED(xt_tools_ctx_unrecorded_62, LP_XT_TOOLS_CTX, 62)
UNRECORDED(xt_tools_ctx_unrecorded_63, LP_XT_TOOLS_CTX, 63)
UNRECORDED(xt_tools_ctx_unrecorded_64, LP_XT_TOOLS_CTX, 64)
UNRECORDED(xt_tools_ctx_unrecorded_65, LP_XT_TOOLS_CTX, 65)
UNRECORDED(xt_tools_ctx_unrecorded_66, LP_XT_TOOLS_CTX, 66)
UNRECORDED(xt_tools_ctx_unrecorded_67, LP_XT_TOOLS_CTX, 67)
UNRECORDED(xt_tools_ctx_unrecorded_68, LP_XT_TOOLS_CTX, 68)
UNRECORDED(xt_tools_ctx_unrecorded_69, LP_XT_TOOLS_CTX, 69)
UNRECORDED(xt_tools_ctx_unrecorded_70, LP_XT_TOOLS_CTX, 70)
UNRECORDED(xt_tools_ctx_unrecorded_71, LP_XT_TOOLS_CTX, 71)
UNRECORDED(xt_tools_ctx_unrecorded_72, LP_XT_TOOLS_CTX, 72)
UNRECORDED(xt_tools_ctx_unrecorded_73, LP_XT_TOOLS_CTX, 73)
UNRECORDED(xt_tools_ctx_unrecorded_74, LP_XT_TOOLS_CTX, 74)
UNRECORDED(xt_tools_ctx_unrecorded_75, LP_XT_TOOLS_CTX, 75)
UNRECORDED(xt_tools_ctx_unrecorded_76, LP_XT_TOOLS_CTX, 76)
UNRECORDED(xt_tools_ctx_unrecorded_77, LP_XT_TOOLS_CTX, 77)
UNRECORDED(xt_tools_ctx_unrecorded_78, LP_XT_TOOLS_CTX, 78)
UNRECORDED(xt_tools_ctx_unrecorded_79, LP_XT_TOOLS_CTX, 79)
UNRECORDED(xt_tools_ctx_unrecorded_80, LP_XT_TOOLS_CTX, 80)
UNRECORDED(xt_tools_ctx_unrecorded_81, LP_XT_TOOLS_CTX, 81)
UNRECORDED(xt_tools_ctx_unrecorded_82, LP_XT_TOOLS_CTX, 82)
UNRECORDED(xt_tools_ctx_unrecorded_83, LP_XT_TOOLS_CTX, 83)
UNRECORDED(xt_tools_ctx_unrecorded_84, LP_XT_TOOLS_CTX, 84)
UNRECORDED(xt_tools_ctx_unrecorded_85, LP_XT_TOOLS_CTX, 85)
UNRECORDED(xt_tools_ctx_unrecorded_86, LP_XT_TOOLS_CTX, 86)
UNRECORDED(xt_tools_ctx_unrecorded_87, LP_XT_TOOLS_CTX, 87)
UNRECORDED(xt_tools_ctx_unrecorded_88, LP_XT_TOOLS_CTX, 88)
UNRECORDED(xt_tools_ctx_unrecorded_89, LP_XT_TOOLS_CTX, 89)
UNRECORDED(xt_tools_ctx_unrecorded_90, LP_XT_TOOLS_CTX, 90)
UNRECORDED(xt_tools_ctx_unrecorded_91, LP_XT_TOOLS_CTX, 91)
UNRECORDED(xt_tools_ctx_unrecorded_92, LP_XT_TOOLS_CTX, 92)
UNRECORDED(xt_tools_ctx_unrecorded_93, LP_XT_TOOLS_CTX, 93)
UNRECORDED(xt_tools_ctx_unrecorded_94, LP_XT_TOOLS_CTX, 94)

/* tools module */
UNRECORDED(xt_tools_module_unrecorded_1, LP_XT_TOOLS_MODULE, 1)
UNRECORDED(xt_tools_module_unrecorded_2, LP_XT_TOOLS_MODULE, 2)
UNRECORDED(xt_tools_module_unrecorded_3, LP_XT_TOOLS_MODULE, 3)
UNRECORDED(xt_tools_module_unrecorded_4, LP_XT_TOOLS_MODULE, 4)
UNRECORDED(xt_tools_module_unrecorded_5, LP_XT_TOOLS_MODULE, 5)
UNRECORDED(xt_tools_module_unrecorded_6, LP_XT_TOOLS_MODULE, 6)
UNRECORDED(xt_tools_module_unrecorded_8, LP_XT_TOOLS_MODULE, 8)
UNRECORDED(xt_tools_module_unrecorded_9, LP_XT_TOOLS_MODULE, 9)
UNRECORDED(xt_tools_module_unrecorded_10, LP_XT_TOOLS_MODULE, 10)
UNRECORDED(xt_tools_module_unrecorded_11, LP_XT_TOOLS_MODULE, 11)
UNRECORDED(xt_tools_module_unrecorded_12, LP_XT_TOOLS_MODULE, 12)
UNRECORDED(xt_tools_module_unrecorded_13, LP_XT_TOOLS_MODULE, 13)
UNRECORDED(xt_tools_module_unrecorded_14, LP_XT_TOOLS_MODULE, 14)
UNRECORDED(xt_tools_module_unrecorded_15, LP_XT_TOOLS_MODULE, 15)

/* cuBLASLt's half-precision heuristics */
UNRECORDED(xt_cublaslt_unrecorded_1, LP_XT_CUBLASLT, 1)
UNRECORDED(xt_cublaslt_unrecorded_2, LP_XT_CUBLASLT, 2)
UNRECORDED(xt_cublaslt_unrecorded_3, LP_XT_CUBLASLT, 3)
UNRECORDED(xt_cublaslt_unrecorded_5, LP_XT_CUBLASLT, 5)
UNRECORDED(xt_cublaslt_unrecorded_6, LP_XT_CUBLASLT, 6)
UNRECORDED(xt_cublaslt_unrecorded_7, LP_XT_CUBLASLT, 7)
UNRECORDED(xt_cublaslt_unrecorded_8, LP_XT_CUBLASLT, 8)
UNRECORDED(xt_cublaslt_unrecorded_9, LP_XT_CUBLASLT, 9)
UNRECORDED(xt_cublaslt_unrecorded_10, LP_XT_CUBLASLT, 10)
UNRECORDED(xt_cublaslt_unrecorded_11, LP_XT_CUBLASLT, 11)
UNRECORDED(xt_cublaslt_unrecorded_12, LP_XT_CUBLASLT, 12)
UNRECORDED(xt_cublaslt_unrecorded_13, LP_XT_CUBLASLT, 13)
UNRECORDED(xt_cublaslt_unrecorded_14, LP_XT_CUBLASLT, 14)
UNRECORDED(xt_cublaslt_unrecorded_15, LP_XT_CUBLASLT, 15)
UNRECORDED(xt_cublaslt_unrecorded_16, LP_XT_CUBLASLT, 16)

/* the runtime's early table */
UNRECORDED(xt_runtime_early_unrecorded_1, LP_XT_RUNTIME_EARLY, 1)
UNRECORDED(xt_runtime_early_unrecorded_2, LP_XT_RUNTIME_EARLY, 2)

/* NVRTC's LTO */
UNRECORDED(xt_nvrtc_lto_unrecorded_2, LP_XT_NVRTC_LTO, 2)
UNRECORDED(xt_nvrtc_lto_unrecorded_3, LP_XT_NVRTC_LTO, 3)
UNRECORDED(xt_nvrtc_lto_unrecorded_4, LP_XT_NVRTC_LTO, 4)
UNRECORDED(xt_nvrtc_lto_unrecorded_5, LP_XT_NVRTC_LTO, 5)
UNRECORDED(xt_nvrtc_lto_unrecorded_6, LP_XT_NVRTC_LTO, 6)

/* 6bd5fb6c-5bf4-e74a-8987-d93912fd9df9: runtime interface */
const void *const lp_xt_table_cudart[13] = {
    (const void *)(13 * sizeof(void *)), /* 0 */
    (const void *)lp_xt_cudart_module_from_fatbin, /* 1 */
    (const void *)lp_xt_cudart_primary_context, /* 2 */
    NULL, /* 3 */
    NULL, /* 4 */
    NULL, /* 5 */
    (const void *)lp_xt_cudart_module_from_fatbin_ext1, /* 6 */
    (const void *)lp_xt_cudart_fn7, /* 7 */
    (const void *)lp_xt_cudart_module_from_fatbin_ext2, /* 8 */
    NULL, /* 9 */
    NULL, /* 10 */
    NULL, /* 11 */
    (const void *)lp_xt_cudart_load_compilers, /* 12 */
};

/* a094798c-2e74-2e74-93f2-0800200c0a66: tools runtime hooks */
const void *const lp_xt_table_tools_hooks[7] = {
    (const void *)(7 * sizeof(void *)), /* 0 */
    NULL, /* 1 */
    (const void *)lp_xt_tools_hooks_buffer1, /* 2 */
    NULL, /* 3 */
    NULL, /* 4 */
    NULL, /* 5 */
    (const void *)lp_xt_tools_hooks_buffer2, /* 6 */
};

/* c693336e-1121-df11-a8c3-68f355d89593: context-local storage */
const void *const lp_xt_table_cls[4] = {
    (const void *)lp_xt_cls_put, /* 0 */
    (const void *)lp_xt_cls_delete, /* 1 */
    (const void *)lp_xt_cls_get, /* 2 */
    NULL, /* 3 */
};

/* 42d85a81-23f6-cb47-8298-f6e78a3aecdc: tools TLS */
const void *const lp_xt_table_tools_tls[4] = {
    (const void *)(4 * sizeof(void *)), /* 0 */
    NULL, /* 1 */
    (const void *)lp_xt_tools_tls_current_context, /* 2 */
    NULL, /* 3 */
};

/* d4082055-bde6-704b-8d34-ba123c66e1f2: integrity check */
const void *const lp_xt_table_integrity[3] = {
    (const void *)(3 * sizeof(void *)), /* 0 */
    (const void *)lp_xt_integrity_check, /* 1 */
    NULL, /* 2 */
};

/* 263e8860-7cd2-6143-92f6-bbd5006dfa7e: context checks */
const void *const lp_xt_table_ctx_checks[4] = {
    (const void *)(4 * sizeof(void *)), /* 0 */
    NULL, /* 1 */
    (const void *)lp_xt_ctx_checks_check, /* 2 */
    (const void *)lp_xt_ctx_checks_check3, /* 3 */
};

/* 21318c60-9714-3248-8ca6-41ff7324c8f2: tools context */
const void *const lp_xt_table_tools_ctx[95] = {
    (const void *)(95 * sizeof(void *)), /* 0 */
    (const void *)xt_tools_ctx_unrecorded_1, /* 1 */
    (const void *)xt_tools_ctx_unrecorded_2, /* 2 */
    (const void *)xt_tools_ctx_unrecorded_3, /* 3 */
    (const void *)lp_xt_tools_ctx_slot4, /* 4 */
    (const void *)xt_tools_ctx_unrecorded_5, /* 5 */
    (const void *)xt_tools_ctx_unrecorded_6, /* 6 */
    (const void *)xt_tools_ctx_unrecorded_7, /* 7 */
    (const void *)xt_tools_ctx_unrecorded_8, /* 8 */
    (const void *)xt_tools_ctx_unrecorded_9, /* 9 */
    (const void *)xt_tools_ctx_unrecorded_10, /* 10 */
    (const void *)xt_tools_ctx_unrecorded_11, /* 11 */
    (const void *)xt_tools_ctx_unrecorded_12, /* 12 */
    (const void *)xt_tools_ctx_unrecorded_13, /* 13 */
    (const void *)xt_tools_ctx_unrecorded_14, /* 14 */
    (const void *)xt_tools_ctx_unrecorded_15, /* 15 */
    (const void *)xt_tools_ctx_unrecorded_16, /* 16 */
    (const void *)xt_tools_ctx_unrecorded_17, /* 17 */
    (const void *)xt_tools_ctx_unrecorded_18, /* 18 */
    (const void *)xt_tools_ctx_unrecorded_19, /* 19 */
    (const void *)xt_tools_ctx_unrecorded_20, /* 20 */
    (const void *)xt_tools_ctx_unrecorded_21, /* 21 */
    (const void *)xt_tools_ctx_unrecorded_22, /* 22 */
    (const void *)xt_tools_ctx_unrecorded_23, /* 23 */
    (const void *)xt_tools_ctx_unrecorded_24, /* 24 */
    (const void *)xt_tools_ctx_unrecorded_25, /* 25 */
    (const void *)xt_tools_ctx_unrecorded_26, /* 26 */
    (const void *)xt_tools_ctx_unrecorded_27, /* 27 */
    (const void *)xt_tools_ctx_unrecorded_28, /* 28 */
    (const void *)xt_tools_ctx_unrecorded_29, /* 29 */
    (const void *)xt_tools_ctx_unrecorded_30, /* 30 */
    (const void *)xt_tools_ctx_unrecorded_31, /* 31 */
    (const void *)xt_tools_ctx_unrecorded_32, /* 32 */
    (const void *)xt_tools_ctx_unrecorded_33, /* 33 */
    (const void *)xt_tools_ctx_unrecorded_34, /* 34 */
    (const void *)xt_tools_ctx_unrecorded_35, /* 35 */
    (const void *)xt_tools_ctx_unrecorded_36, /* 36 */
    (const void *)xt_tools_ctx_unrecorded_37, /* 37 */
    (const void *)xt_tools_ctx_unrecorded_38, /* 38 */
    (const void *)lp_xt_tools_ctx_slot39, /* 39 */
    (const void *)xt_tools_ctx_unrecorded_40, /* 40 */
    (const void *)xt_tools_ctx_unrecorded_41, /* 41 */
    (const void *)xt_tools_ctx_unrecorded_42, /* 42 */
    (const void *)xt_tools_ctx_unrecorded_43, /* 43 */
    (const void *)xt_tools_ctx_unrecorded_44, /* 44 */
    (const void *)xt_tools_ctx_unrecorded_45, /* 45 */
    (const void *)xt_tools_ctx_unrecorded_46, /* 46 */
    (const void *)xt_tools_ctx_unrecorded_47, /* 47 */
    (const void *)xt_tools_ctx_unrecorded_48, /* 48 */
    (const void *)xt_tools_ctx_unrecorded_49, /* 49 */
    (const void *)xt_tools_ctx_unrecorded_50, /* 50 */
    (const void *)lp_xt_tools_ctx_slot51, /* 51 */
    (const void *)xt_tools_ctx_unrecorded_52, /* 52 */
    (const void *)xt_tools_ctx_unrecorded_53, /* 53 */
    (const void *)xt_tools_ctx_unrecorded_54, /* 54 */
    (const void *)xt_tools_ctx_unrecorded_55, /* 55 */
    (const void *)xt_tools_ctx_unrecorded_56, /* 56 */
    (const void *)xt_tools_ctx_unrecorded_57, /* 57 */
    (const void *)xt_tools_ctx_unrecorded_58, /* 58 */
    (const void *)xt_tools_ctx_unrecorded_59, /* 59 */
    (const void *)xt_tools_ctx_unrecorded_60, /* 60 */
    (const void *)xt_tools_ctx_unrecorded_61, /* 61 */
    (const void *)xt_tools_ctx_unrecorded_62, /* 62 */
    (const void *)xt_tools_ctx_unrecorded_63, /* 63 */
    (const void *)xt_tools_ctx_unrecorded_64, /* 64 */
    (const void *)xt_tools_ctx_unrecorded_65, /* 65 */
    (const void *)xt_tools_ctx_unrecorded_66, /* 66 */
    (const void *)xt_tools_ctx_unrecorded_67, /* 67 */
    (const void *)xt_tools_ctx_unrecorded_68, /* 68 */
    (const void *)xt_tools_ctx_unrecorded_69, /* 69 */
    (const void *)xt_tools_ctx_unrecorded_70, /* 70 */
    (const void *)xt_tools_ctx_unrecorded_71, /* 71 */
    (const void *)xt_tools_ctx_unrecorded_72, /* 72 */
    (const void *)xt_tools_ctx_unrecorded_73, /* 73 */
    (const void *)xt_tools_ctx_unrecorded_74, /* 74 */
    (const void *)xt_tools_ctx_unrecorded_75, /* 75 */
    (const void *)xt_tools_ctx_unrecorded_76, /* 76 */
    (const void *)xt_tools_ctx_unrecorded_77, /* 77 */
    (const void *)xt_tools_ctx_unrecorded_78, /* 78 */
    (const void *)xt_tools_ctx_unrecorded_79, /* 79 */
    (const void *)xt_tools_ctx_unrecorded_80, /* 80 */
    (const void *)xt_tools_ctx_unrecorded_81, /* 81 */
    (const void *)xt_tools_ctx_unrecorded_82, /* 82 */
    (const void *)xt_tools_ctx_unrecorded_83, /* 83 */
    (const void *)xt_tools_ctx_unrecorded_84, /* 84 */
    (const void *)xt_tools_ctx_unrecorded_85, /* 85 */
    (const void *)xt_tools_ctx_unrecorded_86, /* 86 */
    (const void *)xt_tools_ctx_unrecorded_87, /* 87 */
    (const void *)xt_tools_ctx_unrecorded_88, /* 88 */
    (const void *)xt_tools_ctx_unrecorded_89, /* 89 */
    (const void *)xt_tools_ctx_unrecorded_90, /* 90 */
    (const void *)xt_tools_ctx_unrecorded_91, /* 91 */
    (const void *)xt_tools_ctx_unrecorded_92, /* 92 */
    (const void *)xt_tools_ctx_unrecorded_93, /* 93 */
    (const void *)xt_tools_ctx_unrecorded_94, /* 94 */
};

/* 6e163fbe-b958-444d-835c-e182aff1991e: tools module */
const void *const lp_xt_table_tools_module[16] = {
    (const void *)(16 * sizeof(void *)), /* 0 */
    (const void *)xt_tools_module_unrecorded_1, /* 1 */
    (const void *)xt_tools_module_unrecorded_2, /* 2 */
    (const void *)xt_tools_module_unrecorded_3, /* 3 */
    (const void *)xt_tools_module_unrecorded_4, /* 4 */
    (const void *)xt_tools_module_unrecorded_5, /* 5 */
    (const void *)xt_tools_module_unrecorded_6, /* 6 */
    (const void *)lp_xt_tools_module_visit_functions, /* 7 */
    (const void *)xt_tools_module_unrecorded_8, /* 8 */
    (const void *)xt_tools_module_unrecorded_9, /* 9 */
    (const void *)xt_tools_module_unrecorded_10, /* 10 */
    (const void *)xt_tools_module_unrecorded_11, /* 11 */
    (const void *)xt_tools_module_unrecorded_12, /* 12 */
    (const void *)xt_tools_module_unrecorded_13, /* 13 */
    (const void *)xt_tools_module_unrecorded_14, /* 14 */
    (const void *)xt_tools_module_unrecorded_15, /* 15 */
};

/* 1734dc26-800d-4745-8726-c0f1e7dd8bca: cuBLASLt's half-precision heuristics */
const void *const lp_xt_table_cublaslt[17] = {
    (const void *)(17 * sizeof(void *)), /* 0 */
    (const void *)xt_cublaslt_unrecorded_1, /* 1 */
    (const void *)xt_cublaslt_unrecorded_2, /* 2 */
    (const void *)xt_cublaslt_unrecorded_3, /* 3 */
    (const void *)lp_xt_cublaslt_slot4, /* 4 */
    (const void *)xt_cublaslt_unrecorded_5, /* 5 */
    (const void *)xt_cublaslt_unrecorded_6, /* 6 */
    (const void *)xt_cublaslt_unrecorded_7, /* 7 */
    (const void *)xt_cublaslt_unrecorded_8, /* 8 */
    (const void *)xt_cublaslt_unrecorded_9, /* 9 */
    (const void *)xt_cublaslt_unrecorded_10, /* 10 */
    (const void *)xt_cublaslt_unrecorded_11, /* 11 */
    (const void *)xt_cublaslt_unrecorded_12, /* 12 */
    (const void *)xt_cublaslt_unrecorded_13, /* 13 */
    (const void *)xt_cublaslt_unrecorded_14, /* 14 */
    (const void *)xt_cublaslt_unrecorded_15, /* 15 */
    (const void *)xt_cublaslt_unrecorded_16, /* 16 */
};

/* f8cff951-2146-8b4e-b9e2-fb469e7c0dd9: the runtime's early table */
const void *const lp_xt_table_runtime_early[3] = {
    (const void *)(3 * sizeof(void *)), /* 0 */
    (const void *)xt_runtime_early_unrecorded_1, /* 1 */
    (const void *)xt_runtime_early_unrecorded_2, /* 2 */
};

/* da9151d3-3ae6-cc41-a5c0-4f26d533e328: NVRTC's LTO */
const void *const lp_xt_table_nvrtc_lto[7] = {
    (const void *)(7 * sizeof(void *)), /* 0 */
    (const void *)lp_xt_nvrtc_lto_link, /* 1 */
    (const void *)xt_nvrtc_lto_unrecorded_2, /* 2 */
    (const void *)xt_nvrtc_lto_unrecorded_3, /* 3 */
    (const void *)xt_nvrtc_lto_unrecorded_4, /* 4 */
    (const void *)xt_nvrtc_lto_unrecorded_5, /* 5 */
    (const void *)xt_nvrtc_lto_unrecorded_6, /* 6 */
};

const void *const *const lp_xt_tables[LP_XT_COUNT] = {
    [LP_XT_CUDART] = lp_xt_table_cudart,
    [LP_XT_TOOLS_HOOKS] = lp_xt_table_tools_hooks,
    [LP_XT_CLS] = lp_xt_table_cls,
    [LP_XT_TOOLS_TLS] = lp_xt_table_tools_tls,
    [LP_XT_INTEGRITY] = lp_xt_table_integrity,
    [LP_XT_CTX_CHECKS] = lp_xt_table_ctx_checks,
    [LP_XT_TOOLS_CTX] = lp_xt_table_tools_ctx,
    [LP_XT_TOOLS_MODULE] = lp_xt_table_tools_module,
    [LP_XT_CUBLASLT] = lp_xt_table_cublaslt,
    [LP_XT_RUNTIME_EARLY] = lp_xt_table_runtime_early,
    [LP_XT_NVRTC_LTO] = lp_xt_table_nvrtc_lto,
};

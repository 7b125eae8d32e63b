/* GENERATED FILE - DO NOT EDIT.
 * Written by `python -m codegen` from codegen/export_tables.toml. Edit that and regenerate. */
#include "nvml_tables_gen.h"

/* A slot no trace has shown in use (`others = "unrecorded"`): six integer arguments,
 * as every known slot signature fits in (x86-64 SysV, AArch64: all in registers). */
#define UNRECORDED(name, table, slot)                                                \
    static nvmlReturn_t name(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, \
                             uintptr_t a4, uintptr_t a5)                             \
    {                                                                                \
        (void)a3, (void)a4, (void)a5;                                                \
        return ln_xt_unrecorded(table, slot, a0, a1, a2);                            \
    }

/* nvidia-smi's interface */
UNRECORDED(xt_smi_unrecorded_1, LN_XT_SMI, 1)
UNRECORDED(xt_smi_unrecorded_2, LN_XT_SMI, 2)
UNRECORDED(xt_smi_unrecorded_3, LN_XT_SMI, 3)
UNRECORDED(xt_smi_unrecorded_4, LN_XT_SMI, 4)
UNRECORDED(xt_smi_unrecorded_5, LN_XT_SMI, 5)
UNRECORDED(xt_smi_unrecorded_6, LN_XT_SMI, 6)
UNRECORDED(xt_smi_unrecorded_7, LN_XT_SMI, 7)
UNRECORDED(xt_smi_unrecorded_8, LN_XT_SMI, 8)
UNRECORDED(xt_smi_unrecorded_9, LN_XT_SMI, 9)
UNRECORDED(xt_smi_unrecorded_10, LN_XT_SMI, 10)
UNRECORDED(xt_smi_unrecorded_11, LN_XT_SMI, 11)
UNRECORDED(xt_smi_unrecorded_12, LN_XT_SMI, 12)
UNRECORDED(xt_smi_unrecorded_13, LN_XT_SMI, 13)
UNRECORDED(xt_smi_unrecorded_14, LN_XT_SMI, 14)
UNRECORDED(xt_smi_unrecorded_15, LN_XT_SMI, 15)
UNRECORDED(xt_smi_unrecorded_16, LN_XT_SMI, 16)
UNRECORDED(xt_smi_unrecorded_17, LN_XT_SMI, 17)
UNRECORDED(xt_smi_unrecorded_18, LN_XT_SMI, 18)
UNRECORDED(xt_smi_unrecorded_19, LN_XT_SMI, 19)
UNRECORDED(xt_smi_unrecorded_20, LN_XT_SMI, 20)
UNRECORDED(xt_smi_unrecorded_21, LN_XT_SMI, 21)
UNRECORDED(xt_smi_unrecorded_22, LN_XT_SMI, 22)
UNRECORDED(xt_smi_unrecorded_23, LN_XT_SMI, 23)
UNRECORDED(xt_smi_unrecorded_24, LN_XT_SMI, 24)
UNRECORDED(xt_smi_unrecorded_25, LN_XT_SMI, 25)
UNRECORDED(xt_smi_unrecorded_27, LN_XT_SMI, 27)
UNRECORDED(xt_smi_unrecorded_28, LN_XT_SMI, 28)
UNRECORDED(xt_smi_unrecorded_29, LN_XT_SMI, 29)
UNRECORDED(xt_smi_unrecorded_30, LN_XT_SMI, 30)
UNRECORDED(xt_smi_unrecorded_31, LN_XT_SMI, 31)
UNRECORDED(xt_smi_unrecorded_32, LN_XT_SMI, 32)
UNRECORDED(xt_smi_unrecorded_33, LN_XT_SMI, 33)
UNRECORDED(xt_smi_unrecorded_34, LN_XT_SMI, 34)
UNRECORDED(xt_smi_unrecorded_35, LN_XT_SMI, 35)
UNRECORDED(xt_smi_unrecorded_36, LN_XT_SMI, 36)
UNRECORDED(xt_smi_unrecorded_37, LN_XT_SMI, 37)
UNRECORDED(xt_smi_unrecorded_38, LN_XT_SMI, 38)
UNRECORDED(xt_smi_unrecorded_39, LN_XT_SMI, 39)
UNRECORDED(xt_smi_unrecorded_40, LN_XT_SMI, 40)
UNRECORDED(xt_smi_unrecorded_41, LN_XT_SMI, 41)
UNRECORDED(xt_smi_unrecorded_42, LN_XT_SMI, 42)
UNRECORDED(xt_smi_unrecorded_43, LN_XT_SMI, 43)
UNRECORDED(xt_smi_unrecorded_44, LN_XT_SMI, 44)
UNRECORDED(xt_smi_unrecorded_45, LN_XT_SMI, 45)
UNRECORDED(xt_smi_unrecorded_46, LN_XT_SMI, 46)
UNRECORDED(xt_smi_unrecorded_47, LN_XT_SMI, 47)
UNRECORDED(xt_smi_unrecorded_48, LN_XT_SMI, 48)
UNRECORDED(xt_smi_unrecorded_49, LN_XT_SMI, 49)
UNRECORDED(xt_smi_unrecorded_50, LN_XT_SMI, 50)
UNRECORDED(xt_smi_unrecorded_51, LN_XT_SMI, 51)
UNRECORDED(xt_smi_unrecorded_52, LN_XT_SMI, 52)
UNRECORDED(xt_smi_unrecorded_53, LN_XT_SMI, 53)
UNRECORDED(xt_smi_unrecorded_54, LN_XT_SMI, 54)
UNRECORDED(xt_smi_unrecorded_55, LN_XT_SMI, 55)
UNRECORDED(xt_smi_unrecorded_56, LN_XT_SMI, 56)
UNRECORDED(xt_smi_unrecorded_57, LN_XT_SMI, 57)
UNRECORDED(xt_smi_unrecorded_58, LN_XT_SMI, 58)
UNRECORDED(xt_smi_unrecorded_59, LN_XT_SMI, 59)
UNRECORDED(xt_smi_unrecorded_60, LN_XT_SMI, 60)
UNRECORDED(xt_smi_unrecorded_61, LN_XT_SMI, 61)
UNRECORDED(xt_smi_unrecorded_62, LN_XT_SMI, 62)
UNRECORDED(xt_smi_unrecorded_63, LN_XT_SMI, 63)
UNRECORDED(xt_smi_unrecorded_64, LN_XT_SMI, 64)
UNRECORDED(xt_smi_unrecorded_65, LN_XT_SMI, 65)
UNRECORDED(xt_smi_unrecorded_66, LN_XT_SMI, 66)
UNRECORDED(xt_smi_unrecorded_67, LN_XT_SMI, 67)
UNRECORDED(xt_smi_unrecorded_68, LN_XT_SMI, 68)
UNRECORDED(xt_smi_unrecorded_69, LN_XT_SMI, 69)
UNRECORDED(xt_smi_unrecorded_70, LN_XT_SMI, 70)
UNRECORDED(xt_smi_unrecorded_71, LN_XT_SMI, 71)
UNRECORDED(xt_smi_unrecorded_72, LN_XT_SMI, 72)
UNRECORDED(xt_smi_unrecorded_73, LN_XT_SMI, 73)
UNRECORDED(xt_smi_unrecorded_74, LN_XT_SMI, 74)
UNRECORDED(xt_smi_unrecorded_75, LN_XT_SMI, 75)
UNRECORDED(xt_smi_unrecorded_76, LN_XT_SMI, 76)
UNRECORDED(xt_smi_unrecorded_77, LN_XT_SMI, 77)
UNRECORDED(xt_smi_unrecorded_78, LN_XT_SMI, 78)
UNRECORDED(xt_smi_unrecorded_79, LN_XT_SMI, 79)
UNRECORDED(xt_smi_unrecorded_80, LN_XT_SMI, 80)
UNRECORDED(xt_smi_unrecorded_82, LN_XT_SMI, 82)
UNRECORDED(xt_smi_unrecorded_83, LN_XT_SMI, 83)
UNRECORDED(xt_smi_unrecorded_84, LN_XT_SMI, 84)
UNRECORDED(xt_smi_unrecorded_85, LN_XT_SMI, 85)
UNRECORDED(xt_smi_unrecorded_86, LN_XT_SMI, 86)
UNRECORDED(xt_smi_unrecorded_87, LN_XT_SMI, 87)
UNRECORDED(xt_smi_unrecorded_88, LN_XT_SMI, 88)
UNRECORDED(xt_smi_unrecorded_89, LN_XT_SMI, 89)
UNRECORDED(xt_smi_unrecorded_90, LN_XT_SMI, 90)
UNRECORDED(xt_smi_unrecorded_91, LN_XT_SMI, 91)
UNRECORDED(xt_smi_unrecorded_92, LN_XT_SMI, 92)
UNRECORDED(xt_smi_unrecorded_93, LN_XT_SMI, 93)
UNRECORDED(xt_smi_unrecorded_94, LN_XT_SMI, 94)
UNRECORDED(xt_smi_unrecorded_95, LN_XT_SMI, 95)
UNRECORDED(xt_smi_unrecorded_96, LN_XT_SMI, 96)
UNRECORDED(xt_smi_unrecorded_97, LN_XT_SMI, 97)
UNRECORDED(xt_smi_unrecorded_98, LN_XT_SMI, 98)
UNRECORDED(xt_smi_unrecorded_99, LN_XT_SMI, 99)
UNRECORDED(xt_smi_unrecorded_100, LN_XT_SMI, 100)
UNRECORDED(xt_smi_unrecorded_101, LN_XT_SMI, 101)
UNRECORDED(xt_smi_unrecorded_102, LN_XT_SMI, 102)
UNRECORDED(xt_smi_unrecorded_103, LN_XT_SMI, 103)
UNRECORDED(xt_smi_unrecorded_104, LN_XT_SMI, 104)
UNRECORDED(xt_smi_unrecorded_105, LN_XT_SMI, 105)
UNRECORDED(xt_smi_unrecorded_106, LN_XT_SMI, 106)
UNRECORDED(xt_smi_unrecorded_107, LN_XT_SMI, 107)
UNRECORDED(xt_smi_unrecorded_108, LN_XT_SMI, 108)
UNRECORDED(xt_smi_unrecorded_109, LN_XT_SMI, 109)
UNRECORDED(xt_smi_unrecorded_110, LN_XT_SMI, 110)
UNRECORDED(xt_smi_unrecorded_111, LN_XT_SMI, 111)
UNRECORDED(xt_smi_unrecorded_112, LN_XT_SMI, 112)
UNRECORDED(xt_smi_unrecorded_113, LN_XT_SMI, 113)
UNRECORDED(xt_smi_unrecorded_114, LN_XT_SMI, 114)
UNRECORDED(xt_smi_unrecorded_115, LN_XT_SMI, 115)
UNRECORDED(xt_smi_unrecorded_116, LN_XT_SMI, 116)
UNRECORDED(xt_smi_unrecorded_117, LN_XT_SMI, 117)
UNRECORDED(xt_smi_unrecorded_118, LN_XT_SMI, 118)
UNRECORDED(xt_smi_unrecorded_119, LN_XT_SMI, 119)
UNRECORDED(xt_smi_unrecorded_120, LN_XT_SMI, 120)
UNRECORDED(xt_smi_unrecorded_121, LN_XT_SMI, 121)
UNRECORDED(xt_smi_unrecorded_122, LN_XT_SMI, 122)
UNRECORDED(xt_smi_unrecorded_123, LN_XT_SMI, 123)
UNRECORDED(xt_smi_unrecorded_124, LN_XT_SMI, 124)
UNRECORDED(xt_smi_unrecorded_125, LN_XT_SMI, 125)
UNRECORDED(xt_smi_unrecorded_126, LN_XT_SMI, 126)
UNRECORDED(xt_smi_unrecorded_127, LN_XT_SMI, 127)
UNRECORDED(xt_smi_unrecorded_128, LN_XT_SMI, 128)
UNRECORDED(xt_smi_unrecorded_129, LN_XT_SMI, 129)
UNRECORDED(xt_smi_unrecorded_130, LN_XT_SMI, 130)
UNRECORDED(xt_smi_unrecorded_131, LN_XT_SMI, 131)
UNRECORDED(xt_smi_unrecorded_132, LN_XT_SMI, 132)
UNRECORDED(xt_smi_unrecorded_133, LN_XT_SMI, 133)
UNRECORDED(xt_smi_unrecorded_134, LN_XT_SMI, 134)
UNRECORDED(xt_smi_unrecorded_135, LN_XT_SMI, 135)
UNRECORDED(xt_smi_unrecorded_136, LN_XT_SMI, 136)
UNRECORDED(xt_smi_unrecorded_137, LN_XT_SMI, 137)
UNRECORDED(xt_smi_unrecorded_138, LN_XT_SMI, 138)
UNRECORDED(xt_smi_unrecorded_139, LN_XT_SMI, 139)
UNRECORDED(xt_smi_unrecorded_140, LN_XT_SMI, 140)
UNRECORDED(xt_smi_unrecorded_141, LN_XT_SMI, 141)
UNRECORDED(xt_smi_unrecorded_142, LN_XT_SMI, 142)
UNRECORDED(xt_smi_unrecorded_143, LN_XT_SMI, 143)
UNRECORDED(xt_smi_unrecorded_144, LN_XT_SMI, 144)
UNRECORDED(xt_smi_unrecorded_145, LN_XT_SMI, 145)
UNRECORDED(xt_smi_unrecorded_146, LN_XT_SMI, 146)
UNRECORDED(xt_smi_unrecorded_147, LN_XT_SMI, 147)
UNRECORDED(xt_smi_unrecorded_148, LN_XT_SMI, 148)
UNRECORDED(xt_smi_unrecorded_149, LN_XT_SMI, 149)
UNRECORDED(xt_smi_unrecorded_150, LN_XT_SMI, 150)
UNRECORDED(xt_smi_unrecorded_151, LN_XT_SMI, 151)
UNRECORDED(xt_smi_unrecorded_152, LN_XT_SMI, 152)
UNRECORDED(xt_smi_unrecorded_153, LN_XT_SMI, 153)
UNRECORDED(xt_smi_unrecorded_154, LN_XT_SMI, 154)
UNRECORDED(xt_smi_unrecorded_155, LN_XT_SMI, 155)
UNRECORDED(xt_smi_unrecorded_156, LN_XT_SMI, 156)
UNRECORDED(xt_smi_unrecorded_157, LN_XT_SMI, 157)
UNRECORDED(xt_smi_unrecorded_158, LN_XT_SMI, 158)
UNRECORDED(xt_smi_unrecorded_159, LN_XT_SMI, 159)
UNRECORDED(xt_smi_unrecorded_160, LN_XT_SMI, 160)
UNRECORDED(xt_smi_unrecorded_161, LN_XT_SMI, 161)
UNRECORDED(xt_smi_unrecorded_162, LN_XT_SMI, 162)
UNRECORDED(xt_smi_unrecorded_163, LN_XT_SMI, 163)
UNRECORDED(xt_smi_unrecorded_164, LN_XT_SMI, 164)
UNRECORDED(xt_smi_unrecorded_165, LN_XT_SMI, 165)
UNRECORDED(xt_smi_unrecorded_166, LN_XT_SMI, 166)
UNRECORDED(xt_smi_unrecorded_167, LN_XT_SMI, 167)
UNRECORDED(xt_smi_unrecorded_168, LN_XT_SMI, 168)
UNRECORDED(xt_smi_unrecorded_169, LN_XT_SMI, 169)
UNRECORDED(xt_smi_unrecorded_170, LN_XT_SMI, 170)
UNRECORDED(xt_smi_unrecorded_171, LN_XT_SMI, 171)
UNRECORDED(xt_smi_unrecorded_172, LN_XT_SMI, 172)
UNRECORDED(xt_smi_unrecorded_173, LN_XT_SMI, 173)
UNRECORDED(xt_smi_unrecorded_174, LN_XT_SMI, 174)
UNRECORDED(xt_smi_unrecorded_175, LN_XT_SMI, 175)
UNRECORDED(xt_smi_unrecorded_176, LN_XT_SMI, 176)
UNRECORDED(xt_smi_unrecorded_177, LN_XT_SMI, 177)
UNRECORDED(xt_smi_unrecorded_178, LN_XT_SMI, 178)
UNRECORDED(xt_smi_unrecorded_179, LN_XT_SMI, 179)
UNRECORDED(xt_smi_unrecorded_180, LN_XT_SMI, 180)
UNRECORDED(xt_smi_unrecorded_181, LN_XT_SMI, 181)
UNRECORDED(xt_smi_unrecorded_182, LN_XT_SMI, 182)
UNRECORDED(xt_smi_unrecorded_183, LN_XT_SMI, 183)
UNRECORDED(xt_smi_unrecorded_184, LN_XT_SMI, 184)
UNRECORDED(xt_smi_unrecorded_185, LN_XT_SMI, 185)
UNRECORDED(xt_smi_unrecorded_186, LN_XT_SMI, 186)
UNRECORDED(xt_smi_unrecorded_187, LN_XT_SMI, 187)
UNRECORDED(xt_smi_unrecorded_188, LN_XT_SMI, 188)
UNRECORDED(xt_smi_unrecorded_189, LN_XT_SMI, 189)
UNRECORDED(xt_smi_unrecorded_190, LN_XT_SMI, 190)
UNRECORDED(xt_smi_unrecorded_191, LN_XT_SMI, 191)
UNRECORDED(xt_smi_unrecorded_192, LN_XT_SMI, 192)
UNRECORDED(xt_smi_unrecorded_193, LN_XT_SMI, 193)
UNRECORDED(xt_smi_unrecorded_194, LN_XT_SMI, 194)
UNRECORDED(xt_smi_unrecorded_195, LN_XT_SMI, 195)
UNRECORDED(xt_smi_unrecorded_196, LN_XT_SMI, 196)
UNRECORDED(xt_smi_unrecorded_197, LN_XT_SMI, 197)
UNRECORDED(xt_smi_unrecorded_198, LN_XT_SMI, 198)
UNRECORDED(xt_smi_unrecorded_199, LN_XT_SMI, 199)
UNRECORDED(xt_smi_unrecorded_200, LN_XT_SMI, 200)
UNRECORDED(xt_smi_unrecorded_201, LN_XT_SMI, 201)
UNRECORDED(xt_smi_unrecorded_202, LN_XT_SMI, 202)
UNRECORDED(xt_smi_unrecorded_203, LN_XT_SMI, 203)
UNRECORDED(xt_smi_unrecorded_204, LN_XT_SMI, 204)
UNRECORDED(xt_smi_unrecorded_205, LN_XT_SMI, 205)
UNRECORDED(xt_smi_unrecorded_206, LN_XT_SMI, 206)
UNRECORDED(xt_smi_unrecorded_207, LN_XT_SMI, 207)
UNRECORDED(xt_smi_unrecorded_208, LN_XT_SMI, 208)
UNRECORDED(xt_smi_unrecorded_209, LN_XT_SMI, 209)
UNRECORDED(xt_smi_unrecorded_210, LN_XT_SMI, 210)
UNRECORDED(xt_smi_unrecorded_211, LN_XT_SMI, 211)
UNRECORDED(xt_smi_unrecorded_212, LN_XT_SMI, 212)
UNRECORDED(xt_smi_unrecorded_216, LN_XT_SMI, 216)
UNRECORDED(xt_smi_unrecorded_217, LN_XT_SMI, 217)
UNRECORDED(xt_smi_unrecorded_218, LN_XT_SMI, 218)
UNRECORDED(xt_smi_unrecorded_219, LN_XT_SMI, 219)
UNRECORDED(xt_smi_unrecorded_220, LN_XT_SMI, 220)
UNRECORDED(xt_smi_unrecorded_221, LN_XT_SMI, 221)
UNRECORDED(xt_smi_unrecorded_222, LN_XT_SMI, 222)
UNRECORDED(xt_smi_unrecorded_223, LN_XT_SMI, 223)
UNRECORDED(xt_smi_unrecorded_224, LN_XT_SMI, 224)
UNRECORDED(xt_smi_unrecorded_225, LN_XT_SMI, 225)
UNRECORDED(xt_smi_unrecorded_226, LN_XT_SMI, 226)
UNRECORDED(xt_smi_unrecorded_227, LN_XT_SMI, 227)
UNRECORDED(xt_smi_unrecorded_228, LN_XT_SMI, 228)
UNRECORDED(xt_smi_unrecorded_229, LN_XT_SMI, 229)
UNRECORDED(xt_smi_unrecorded_230, LN_XT_SMI, 230)
UNRECORDED(xt_smi_unrecorded_231, LN_XT_SMI, 231)
UNRECORDED(xt_smi_unrecorded_232, LN_XT_SMI, 232)
UNRECORDED(xt_smi_unrecorded_233, LN_XT_SMI, 233)
UNRECORDED(xt_smi_unrecorded_234, LN_XT_SMI, 234)
UNRECORDED(xt_smi_unrecorded_235, LN_XT_SMI, 235)
UNRECORDED(xt_smi_unrecorded_236, LN_XT_SMI, 236)
UNRECORDED(xt_smi_unrecorded_237, LN_XT_SMI, 237)
UNRECORDED(xt_smi_unrecorded_238, LN_XT_SMI, 238)
UNRECORDED(xt_smi_unrecorded_239, LN_XT_SMI, 239)
UNRECORDED(xt_smi_unrecorded_240, LN_XT_SMI, 240)
UNRECORDED(xt_smi_unrecorded_241, LN_XT_SMI, 241)
UNRECORDED(xt_smi_unrecorded_242, LN_XT_SMI, 242)
UNRECORDED(xt_smi_unrecorded_243, LN_XT_SMI, 243)
UNRECORDED(xt_smi_unrecorded_244, LN_XT_SMI, 244)
UNRECORDED(xt_smi_unrecorded_245, LN_XT_SMI, 245)
UNRECORDED(xt_smi_unrecorded_246, LN_XT_SMI, 246)
UNRECORDED(xt_smi_unrecorded_247, LN_XT_SMI, 247)
UNRECORDED(xt_smi_unrecorded_248, LN_XT_SMI, 248)
UNRECORDED(xt_smi_unrecorded_249, LN_XT_SMI, 249)
UNRECORDED(xt_smi_unrecorded_250, LN_XT_SMI, 250)
UNRECORDED(xt_smi_unrecorded_251, LN_XT_SMI, 251)
UNRECORDED(xt_smi_unrecorded_252, LN_XT_SMI, 252)
UNRECORDED(xt_smi_unrecorded_253, LN_XT_SMI, 253)
UNRECORDED(xt_smi_unrecorded_254, LN_XT_SMI, 254)
UNRECORDED(xt_smi_unrecorded_255, LN_XT_SMI, 255)
UNRECORDED(xt_smi_unrecorded_256, LN_XT_SMI, 256)
UNRECORDED(xt_smi_unrecorded_257, LN_XT_SMI, 257)
UNRECORDED(xt_smi_unrecorded_258, LN_XT_SMI, 258)
UNRECORDED(xt_smi_unrecorded_259, LN_XT_SMI, 259)
UNRECORDED(xt_smi_unrecorded_260, LN_XT_SMI, 260)
UNRECORDED(xt_smi_unrecorded_261, LN_XT_SMI, 261)
UNRECORDED(xt_smi_unrecorded_262, LN_XT_SMI, 262)
UNRECORDED(xt_smi_unrecorded_263, LN_XT_SMI, 263)
UNRECORDED(xt_smi_unrecorded_264, LN_XT_SMI, 264)
UNRECORDED(xt_smi_unrecorded_265, LN_XT_SMI, 265)
UNRECORDED(xt_smi_unrecorded_266, LN_XT_SMI, 266)
UNRECORDED(xt_smi_unrecorded_267, LN_XT_SMI, 267)
UNRECORDED(xt_smi_unrecorded_268, LN_XT_SMI, 268)
UNRECORDED(xt_smi_unrecorded_269, LN_XT_SMI, 269)

/* c4fe3e6c-c98f-6c4e-a327-ee696e12f7c4: nvidia-smi's interface */
const void *const ln_xt_table_smi[270] = {
    (const void *)(270 * sizeof(void *)), /* 0 */
    (const void *)xt_smi_unrecorded_1, /* 1 */
    (const void *)xt_smi_unrecorded_2, /* 2 */
    (const void *)xt_smi_unrecorded_3, /* 3 */
    (const void *)xt_smi_unrecorded_4, /* 4 */
    (const void *)xt_smi_unrecorded_5, /* 5 */
    (const void *)xt_smi_unrecorded_6, /* 6 */
    (const void *)xt_smi_unrecorded_7, /* 7 */
    (const void *)xt_smi_unrecorded_8, /* 8 */
    (const void *)xt_smi_unrecorded_9, /* 9 */
    (const void *)xt_smi_unrecorded_10, /* 10 */
    (const void *)xt_smi_unrecorded_11, /* 11 */
    (const void *)xt_smi_unrecorded_12, /* 12 */
    (const void *)xt_smi_unrecorded_13, /* 13 */
    (const void *)xt_smi_unrecorded_14, /* 14 */
    (const void *)xt_smi_unrecorded_15, /* 15 */
    (const void *)xt_smi_unrecorded_16, /* 16 */
    (const void *)xt_smi_unrecorded_17, /* 17 */
    (const void *)xt_smi_unrecorded_18, /* 18 */
    (const void *)xt_smi_unrecorded_19, /* 19 */
    (const void *)xt_smi_unrecorded_20, /* 20 */
    (const void *)xt_smi_unrecorded_21, /* 21 */
    (const void *)xt_smi_unrecorded_22, /* 22 */
    (const void *)xt_smi_unrecorded_23, /* 23 */
    (const void *)xt_smi_unrecorded_24, /* 24 */
    (const void *)xt_smi_unrecorded_25, /* 25 */
    (const void *)ln_xt_smi_log, /* 26 */
    (const void *)xt_smi_unrecorded_27, /* 27 */
    (const void *)xt_smi_unrecorded_28, /* 28 */
    (const void *)xt_smi_unrecorded_29, /* 29 */
    (const void *)xt_smi_unrecorded_30, /* 30 */
    (const void *)xt_smi_unrecorded_31, /* 31 */
    (const void *)xt_smi_unrecorded_32, /* 32 */
    (const void *)xt_smi_unrecorded_33, /* 33 */
    (const void *)xt_smi_unrecorded_34, /* 34 */
    (const void *)xt_smi_unrecorded_35, /* 35 */
    (const void *)xt_smi_unrecorded_36, /* 36 */
    (const void *)xt_smi_unrecorded_37, /* 37 */
    (const void *)xt_smi_unrecorded_38, /* 38 */
    (const void *)xt_smi_unrecorded_39, /* 39 */
    (const void *)xt_smi_unrecorded_40, /* 40 */
    (const void *)xt_smi_unrecorded_41, /* 41 */
    (const void *)xt_smi_unrecorded_42, /* 42 */
    (const void *)xt_smi_unrecorded_43, /* 43 */
    (const void *)xt_smi_unrecorded_44, /* 44 */
    (const void *)xt_smi_unrecorded_45, /* 45 */
    (const void *)xt_smi_unrecorded_46, /* 46 */
    (const void *)xt_smi_unrecorded_47, /* 47 */
    (const void *)xt_smi_unrecorded_48, /* 48 */
    (const void *)xt_smi_unrecorded_49, /* 49 */
    (const void *)xt_smi_unrecorded_50, /* 50 */
    (const void *)xt_smi_unrecorded_51, /* 51 */
    (const void *)xt_smi_unrecorded_52, /* 52 */
    (const void *)xt_smi_unrecorded_53, /* 53 */
    (const void *)xt_smi_unrecorded_54, /* 54 */
    (const void *)xt_smi_unrecorded_55, /* 55 */
    (const void *)xt_smi_unrecorded_56, /* 56 */
    (const void *)xt_smi_unrecorded_57, /* 57 */
    (const void *)xt_smi_unrecorded_58, /* 58 */
    (const void *)xt_smi_unrecorded_59, /* 59 */
    (const void *)xt_smi_unrecorded_60, /* 60 */
    (const void *)xt_smi_unrecorded_61, /* 61 */
    (const void *)xt_smi_unrecorded_62, /* 62 */
    (const void *)xt_smi_unrecorded_63, /* 63 */
    (const void *)xt_smi_unrecorded_64, /* 64 */
    (const void *)xt_smi_unrecorded_65, /* 65 */
    (const void *)xt_smi_unrecorded_66, /* 66 */
    (const void *)xt_smi_unrecorded_67, /* 67 */
    (const void *)xt_smi_unrecorded_68, /* 68 */
    (const void *)xt_smi_unrecorded_69, /* 69 */
    (const void *)xt_smi_unrecorded_70, /* 70 */
    (const void *)xt_smi_unrecorded_71, /* 71 */
    (const void *)xt_smi_unrecorded_72, /* 72 */
    (const void *)xt_smi_unrecorded_73, /* 73 */
    (const void *)xt_smi_unrecorded_74, /* 74 */
    (const void *)xt_smi_unrecorded_75, /* 75 */
    (const void *)xt_smi_unrecorded_76, /* 76 */
    (const void *)xt_smi_unrecorded_77, /* 77 */
    (const void *)xt_smi_unrecorded_78, /* 78 */
    (const void *)xt_smi_unrecorded_79, /* 79 */
    (const void *)xt_smi_unrecorded_80, /* 80 */
    (const void *)ln_xt_smi_pci_bus_id, /* 81 */
    (const void *)xt_smi_unrecorded_82, /* 82 */
    (const void *)xt_smi_unrecorded_83, /* 83 */
    (const void *)xt_smi_unrecorded_84, /* 84 */
    (const void *)xt_smi_unrecorded_85, /* 85 */
    (const void *)xt_smi_unrecorded_86, /* 86 */
    (const void *)xt_smi_unrecorded_87, /* 87 */
    (const void *)xt_smi_unrecorded_88, /* 88 */
    (const void *)xt_smi_unrecorded_89, /* 89 */
    (const void *)xt_smi_unrecorded_90, /* 90 */
    (const void *)xt_smi_unrecorded_91, /* 91 */
    (const void *)xt_smi_unrecorded_92, /* 92 */
    (const void *)xt_smi_unrecorded_93, /* 93 */
    (const void *)xt_smi_unrecorded_94, /* 94 */
    (const void *)xt_smi_unrecorded_95, /* 95 */
    (const void *)xt_smi_unrecorded_96, /* 96 */
    (const void *)xt_smi_unrecorded_97, /* 97 */
    (const void *)xt_smi_unrecorded_98, /* 98 */
    (const void *)xt_smi_unrecorded_99, /* 99 */
    (const void *)xt_smi_unrecorded_100, /* 100 */
    (const void *)xt_smi_unrecorded_101, /* 101 */
    (const void *)xt_smi_unrecorded_102, /* 102 */
    (const void *)xt_smi_unrecorded_103, /* 103 */
    (const void *)xt_smi_unrecorded_104, /* 104 */
    (const void *)xt_smi_unrecorded_105, /* 105 */
    (const void *)xt_smi_unrecorded_106, /* 106 */
    (const void *)xt_smi_unrecorded_107, /* 107 */
    (const void *)xt_smi_unrecorded_108, /* 108 */
    (const void *)xt_smi_unrecorded_109, /* 109 */
    (const void *)xt_smi_unrecorded_110, /* 110 */
    (const void *)xt_smi_unrecorded_111, /* 111 */
    (const void *)xt_smi_unrecorded_112, /* 112 */
    (const void *)xt_smi_unrecorded_113, /* 113 */
    (const void *)xt_smi_unrecorded_114, /* 114 */
    (const void *)xt_smi_unrecorded_115, /* 115 */
    (const void *)xt_smi_unrecorded_116, /* 116 */
    (const void *)xt_smi_unrecorded_117, /* 117 */
    (const void *)xt_smi_unrecorded_118, /* 118 */
    (const void *)xt_smi_unrecorded_119, /* 119 */
    (const void *)xt_smi_unrecorded_120, /* 120 */
    (const void *)xt_smi_unrecorded_121, /* 121 */
    (const void *)xt_smi_unrecorded_122, /* 122 */
    (const void *)xt_smi_unrecorded_123, /* 123 */
    (const void *)xt_smi_unrecorded_124, /* 124 */
    (const void *)xt_smi_unrecorded_125, /* 125 */
    (const void *)xt_smi_unrecorded_126, /* 126 */
    (const void *)xt_smi_unrecorded_127, /* 127 */
    (const void *)xt_smi_unrecorded_128, /* 128 */
    (const void *)xt_smi_unrecorded_129, /* 129 */
    (const void *)xt_smi_unrecorded_130, /* 130 */
    (const void *)xt_smi_unrecorded_131, /* 131 */
    (const void *)xt_smi_unrecorded_132, /* 132 */
    (const void *)xt_smi_unrecorded_133, /* 133 */
    (const void *)xt_smi_unrecorded_134, /* 134 */
    (const void *)xt_smi_unrecorded_135, /* 135 */
    (const void *)xt_smi_unrecorded_136, /* 136 */
    (const void *)xt_smi_unrecorded_137, /* 137 */
    (const void *)xt_smi_unrecorded_138, /* 138 */
    (const void *)xt_smi_unrecorded_139, /* 139 */
    (const void *)xt_smi_unrecorded_140, /* 140 */
    (const void *)xt_smi_unrecorded_141, /* 141 */
    (const void *)xt_smi_unrecorded_142, /* 142 */
    (const void *)xt_smi_unrecorded_143, /* 143 */
    (const void *)xt_smi_unrecorded_144, /* 144 */
    (const void *)xt_smi_unrecorded_145, /* 145 */
    (const void *)xt_smi_unrecorded_146, /* 146 */
    (const void *)xt_smi_unrecorded_147, /* 147 */
    (const void *)xt_smi_unrecorded_148, /* 148 */
    (const void *)xt_smi_unrecorded_149, /* 149 */
    (const void *)xt_smi_unrecorded_150, /* 150 */
    (const void *)xt_smi_unrecorded_151, /* 151 */
    (const void *)xt_smi_unrecorded_152, /* 152 */
    (const void *)xt_smi_unrecorded_153, /* 153 */
    (const void *)xt_smi_unrecorded_154, /* 154 */
    (const void *)xt_smi_unrecorded_155, /* 155 */
    (const void *)xt_smi_unrecorded_156, /* 156 */
    (const void *)xt_smi_unrecorded_157, /* 157 */
    (const void *)xt_smi_unrecorded_158, /* 158 */
    (const void *)xt_smi_unrecorded_159, /* 159 */
    (const void *)xt_smi_unrecorded_160, /* 160 */
    (const void *)xt_smi_unrecorded_161, /* 161 */
    (const void *)xt_smi_unrecorded_162, /* 162 */
    (const void *)xt_smi_unrecorded_163, /* 163 */
    (const void *)xt_smi_unrecorded_164, /* 164 */
    (const void *)xt_smi_unrecorded_165, /* 165 */
    (const void *)xt_smi_unrecorded_166, /* 166 */
    (const void *)xt_smi_unrecorded_167, /* 167 */
    (const void *)xt_smi_unrecorded_168, /* 168 */
    (const void *)xt_smi_unrecorded_169, /* 169 */
    (const void *)xt_smi_unrecorded_170, /* 170 */
    (const void *)xt_smi_unrecorded_171, /* 171 */
    (const void *)xt_smi_unrecorded_172, /* 172 */
    (const void *)xt_smi_unrecorded_173, /* 173 */
    (const void *)xt_smi_unrecorded_174, /* 174 */
    (const void *)xt_smi_unrecorded_175, /* 175 */
    (const void *)xt_smi_unrecorded_176, /* 176 */
    (const void *)xt_smi_unrecorded_177, /* 177 */
    (const void *)xt_smi_unrecorded_178, /* 178 */
    (const void *)xt_smi_unrecorded_179, /* 179 */
    (const void *)xt_smi_unrecorded_180, /* 180 */
    (const void *)xt_smi_unrecorded_181, /* 181 */
    (const void *)xt_smi_unrecorded_182, /* 182 */
    (const void *)xt_smi_unrecorded_183, /* 183 */
    (const void *)xt_smi_unrecorded_184, /* 184 */
    (const void *)xt_smi_unrecorded_185, /* 185 */
    (const void *)xt_smi_unrecorded_186, /* 186 */
    (const void *)xt_smi_unrecorded_187, /* 187 */
    (const void *)xt_smi_unrecorded_188, /* 188 */
    (const void *)xt_smi_unrecorded_189, /* 189 */
    (const void *)xt_smi_unrecorded_190, /* 190 */
    (const void *)xt_smi_unrecorded_191, /* 191 */
    (const void *)xt_smi_unrecorded_192, /* 192 */
    (const void *)xt_smi_unrecorded_193, /* 193 */
    (const void *)xt_smi_unrecorded_194, /* 194 */
    (const void *)xt_smi_unrecorded_195, /* 195 */
    (const void *)xt_smi_unrecorded_196, /* 196 */
    (const void *)xt_smi_unrecorded_197, /* 197 */
    (const void *)xt_smi_unrecorded_198, /* 198 */
    (const void *)xt_smi_unrecorded_199, /* 199 */
    (const void *)xt_smi_unrecorded_200, /* 200 */
    (const void *)xt_smi_unrecorded_201, /* 201 */
    (const void *)xt_smi_unrecorded_202, /* 202 */
    (const void *)xt_smi_unrecorded_203, /* 203 */
    (const void *)xt_smi_unrecorded_204, /* 204 */
    (const void *)xt_smi_unrecorded_205, /* 205 */
    (const void *)xt_smi_unrecorded_206, /* 206 */
    (const void *)xt_smi_unrecorded_207, /* 207 */
    (const void *)xt_smi_unrecorded_208, /* 208 */
    (const void *)xt_smi_unrecorded_209, /* 209 */
    (const void *)xt_smi_unrecorded_210, /* 210 */
    (const void *)xt_smi_unrecorded_211, /* 211 */
    (const void *)xt_smi_unrecorded_212, /* 212 */
    (const void *)ln_xt_smi_compute_processes, /* 213 */
    (const void *)ln_xt_smi_graphics_processes, /* 214 */
    (const void *)ln_xt_smi_mps_compute_processes, /* 215 */
    (const void *)xt_smi_unrecorded_216, /* 216 */
    (const void *)xt_smi_unrecorded_217, /* 217 */
    (const void *)xt_smi_unrecorded_218, /* 218 */
    (const void *)xt_smi_unrecorded_219, /* 219 */
    (const void *)xt_smi_unrecorded_220, /* 220 */
    (const void *)xt_smi_unrecorded_221, /* 221 */
    (const void *)xt_smi_unrecorded_222, /* 222 */
    (const void *)xt_smi_unrecorded_223, /* 223 */
    (const void *)xt_smi_unrecorded_224, /* 224 */
    (const void *)xt_smi_unrecorded_225, /* 225 */
    (const void *)xt_smi_unrecorded_226, /* 226 */
    (const void *)xt_smi_unrecorded_227, /* 227 */
    (const void *)xt_smi_unrecorded_228, /* 228 */
    (const void *)xt_smi_unrecorded_229, /* 229 */
    (const void *)xt_smi_unrecorded_230, /* 230 */
    (const void *)xt_smi_unrecorded_231, /* 231 */
    (const void *)xt_smi_unrecorded_232, /* 232 */
    (const void *)xt_smi_unrecorded_233, /* 233 */
    (const void *)xt_smi_unrecorded_234, /* 234 */
    (const void *)xt_smi_unrecorded_235, /* 235 */
    (const void *)xt_smi_unrecorded_236, /* 236 */
    (const void *)xt_smi_unrecorded_237, /* 237 */
    (const void *)xt_smi_unrecorded_238, /* 238 */
    (const void *)xt_smi_unrecorded_239, /* 239 */
    (const void *)xt_smi_unrecorded_240, /* 240 */
    (const void *)xt_smi_unrecorded_241, /* 241 */
    (const void *)xt_smi_unrecorded_242, /* 242 */
    (const void *)xt_smi_unrecorded_243, /* 243 */
    (const void *)xt_smi_unrecorded_244, /* 244 */
    (const void *)xt_smi_unrecorded_245, /* 245 */
    (const void *)xt_smi_unrecorded_246, /* 246 */
    (const void *)xt_smi_unrecorded_247, /* 247 */
    (const void *)xt_smi_unrecorded_248, /* 248 */
    (const void *)xt_smi_unrecorded_249, /* 249 */
    (const void *)xt_smi_unrecorded_250, /* 250 */
    (const void *)xt_smi_unrecorded_251, /* 251 */
    (const void *)xt_smi_unrecorded_252, /* 252 */
    (const void *)xt_smi_unrecorded_253, /* 253 */
    (const void *)xt_smi_unrecorded_254, /* 254 */
    (const void *)xt_smi_unrecorded_255, /* 255 */
    (const void *)xt_smi_unrecorded_256, /* 256 */
    (const void *)xt_smi_unrecorded_257, /* 257 */
    (const void *)xt_smi_unrecorded_258, /* 258 */
    (const void *)xt_smi_unrecorded_259, /* 259 */
    (const void *)xt_smi_unrecorded_260, /* 260 */
    (const void *)xt_smi_unrecorded_261, /* 261 */
    (const void *)xt_smi_unrecorded_262, /* 262 */
    (const void *)xt_smi_unrecorded_263, /* 263 */
    (const void *)xt_smi_unrecorded_264, /* 264 */
    (const void *)xt_smi_unrecorded_265, /* 265 */
    (const void *)xt_smi_unrecorded_266, /* 266 */
    (const void *)xt_smi_unrecorded_267, /* 267 */
    (const void *)xt_smi_unrecorded_268, /* 268 */
    (const void *)xt_smi_unrecorded_269, /* 269 */
};

const void *const *const ln_xt_tables[LN_XT_COUNT] = {
    [LN_XT_SMI] = ln_xt_table_smi,
};

file(REMOVE_RECURSE
  "CMakeFiles/lupine_common.dir/common/driver_open.c.o"
  "CMakeFiles/lupine_common.dir/common/driver_open.c.o.d"
  "CMakeFiles/lupine_common.dir/common/integrity.c.o"
  "CMakeFiles/lupine_common.dir/common/integrity.c.o.d"
  "CMakeFiles/lupine_common.dir/common/protocol.c.o"
  "CMakeFiles/lupine_common.dir/common/protocol.c.o.d"
  "CMakeFiles/lupine_common.dir/generated/cuda_names.c.o"
  "CMakeFiles/lupine_common.dir/generated/cuda_names.c.o.d"
  "CMakeFiles/lupine_common.dir/generated/lupine_api.c.o"
  "CMakeFiles/lupine_common.dir/generated/lupine_api.c.o.d"
  "liblupine_common.a"
  "liblupine_common.pdb"
)

# Per-language clean rules from dependency scanning.
foreach(lang C)
  include(CMakeFiles/lupine_common.dir/cmake_clean_${lang}.cmake OPTIONAL)
endforeach()

file(REMOVE_RECURSE
  "../lupine/liblupine-standin.pdb"
  "../lupine/liblupine-standin.so"
  "CMakeFiles/lupine_standin.dir/generated/cuda_names.c.o"
  "CMakeFiles/lupine_standin.dir/generated/cuda_names.c.o.d"
  "CMakeFiles/lupine_standin.dir/standin/standin.c.o"
  "CMakeFiles/lupine_standin.dir/standin/standin.c.o.d"
)

# Per-language clean rules from dependency scanning.
foreach(lang C)
  include(CMakeFiles/lupine_standin.dir/cmake_clean_${lang}.cmake OPTIONAL)
endforeach()

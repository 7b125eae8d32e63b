file(REMOVE_RECURSE
  "../lupine/libcuda.pdb"
  "../lupine/libcuda.so"
  "../lupine/libcuda.so.1"
  "CMakeFiles/lupine_shim.dir/generated/client_gen.c.o"
  "CMakeFiles/lupine_shim.dir/generated/client_gen.c.o.d"
  "CMakeFiles/lupine_shim.dir/shim/client.c.o"
  "CMakeFiles/lupine_shim.dir/shim/client.c.o.d"
  "CMakeFiles/lupine_shim.dir/shim/context.c.o"
  "CMakeFiles/lupine_shim.dir/shim/context.c.o.d"
  "CMakeFiles/lupine_shim.dir/shim/export_tables.c.o"
  "CMakeFiles/lupine_shim.dir/shim/export_tables.c.o.d"
  "CMakeFiles/lupine_shim.dir/shim/launch.c.o"
  "CMakeFiles/lupine_shim.dir/shim/launch.c.o.d"
  "CMakeFiles/lupine_shim.dir/shim/memory.c.o"
  "CMakeFiles/lupine_shim.dir/shim/memory.c.o.d"
  "CMakeFiles/lupine_shim.dir/shim/module.c.o"
  "CMakeFiles/lupine_shim.dir/shim/module.c.o.d"
  "CMakeFiles/lupine_shim.dir/shim/procaddr.c.o"
  "CMakeFiles/lupine_shim.dir/shim/procaddr.c.o.d"
)

# Per-language clean rules from dependency scanning.
foreach(lang C)
  include(CMakeFiles/lupine_shim.dir/cmake_clean_${lang}.cmake OPTIONAL)
endforeach()

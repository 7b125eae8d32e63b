file(REMOVE_RECURSE
  "../lupine/trace/libcuda.pdb"
  "../lupine/trace/libcuda.so"
  "../lupine/trace/libcuda.so.1"
  "CMakeFiles/lupine_trace.dir/generated/trace_gen.c.o"
  "CMakeFiles/lupine_trace.dir/generated/trace_gen.c.o.d"
  "CMakeFiles/lupine_trace.dir/trace/trace.c.o"
  "CMakeFiles/lupine_trace.dir/trace/trace.c.o.d"
)

# Per-language clean rules from dependency scanning.
foreach(lang C)
  include(CMakeFiles/lupine_trace.dir/cmake_clean_${lang}.cmake OPTIONAL)
endforeach()

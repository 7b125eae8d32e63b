file(REMOVE_RECURSE
  "../lupine/lupine-bench"
  "../lupine/lupine-bench.pdb"
  "CMakeFiles/lupine-bench.dir/bench/bench.c.o"
  "CMakeFiles/lupine-bench.dir/bench/bench.c.o.d"
)

# Per-language clean rules from dependency scanning.
foreach(lang C)
  include(CMakeFiles/lupine-bench.dir/cmake_clean_${lang}.cmake OPTIONAL)
endforeach()

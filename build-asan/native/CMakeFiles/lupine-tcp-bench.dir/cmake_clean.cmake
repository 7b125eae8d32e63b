file(REMOVE_RECURSE
  "../lupine/lupine-tcp-bench"
  "../lupine/lupine-tcp-bench.pdb"
  "CMakeFiles/lupine-tcp-bench.dir/bench/tcp_bench.c.o"
  "CMakeFiles/lupine-tcp-bench.dir/bench/tcp_bench.c.o.d"
)

# Per-language clean rules from dependency scanning.
foreach(lang C)
  include(CMakeFiles/lupine-tcp-bench.dir/cmake_clean_${lang}.cmake OPTIONAL)
endforeach()

file(REMOVE_RECURSE
  "../lupine/lupine-garbage-probe"
  "../lupine/lupine-garbage-probe.pdb"
  "CMakeFiles/lupine-garbage-probe.dir/trace/garbage_probe.c.o"
  "CMakeFiles/lupine-garbage-probe.dir/trace/garbage_probe.c.o.d"
)

# Per-language clean rules from dependency scanning.
foreach(lang C)
  include(CMakeFiles/lupine-garbage-probe.dir/cmake_clean_${lang}.cmake OPTIONAL)
endforeach()

file(REMOVE_RECURSE
  "../lupine/lupine-smoke"
  "../lupine/lupine-smoke.pdb"
  "CMakeFiles/lupine-smoke.dir/tests/smoke.c.o"
  "CMakeFiles/lupine-smoke.dir/tests/smoke.c.o.d"
)

# Per-language clean rules from dependency scanning.
foreach(lang C)
  include(CMakeFiles/lupine-smoke.dir/cmake_clean_${lang}.cmake OPTIONAL)
endforeach()

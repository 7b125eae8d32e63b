file(REMOVE_RECURSE
  "CMakeFiles/test_units.dir/tests/test_units.c.o"
  "CMakeFiles/test_units.dir/tests/test_units.c.o.d"
  "test_units"
  "test_units.pdb"
)

# Per-language clean rules from dependency scanning.
foreach(lang C)
  include(CMakeFiles/test_units.dir/cmake_clean_${lang}.cmake OPTIONAL)
endforeach()

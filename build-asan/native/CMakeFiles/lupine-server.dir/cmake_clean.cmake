file(REMOVE_RECURSE
  "../lupine/lupine-server"
  "../lupine/lupine-server.pdb"
  "CMakeFiles/lupine-server.dir/generated/server_gen.c.o"
  "CMakeFiles/lupine-server.dir/generated/server_gen.c.o.d"
  "CMakeFiles/lupine-server.dir/server/fastpath.c.o"
  "CMakeFiles/lupine-server.dir/server/fastpath.c.o.d"
  "CMakeFiles/lupine-server.dir/server/main.c.o"
  "CMakeFiles/lupine-server.dir/server/main.c.o.d"
  "CMakeFiles/lupine-server.dir/server/registry.c.o"
  "CMakeFiles/lupine-server.dir/server/registry.c.o.d"
  "CMakeFiles/lupine-server.dir/server/session.c.o"
  "CMakeFiles/lupine-server.dir/server/session.c.o.d"
)

# Per-language clean rules from dependency scanning.
foreach(lang C)
  include(CMakeFiles/lupine-server.dir/cmake_clean_${lang}.cmake OPTIONAL)
endforeach()

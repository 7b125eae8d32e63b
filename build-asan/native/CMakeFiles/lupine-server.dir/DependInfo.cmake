
# Consider dependencies only in project.
set(CMAKE_DEPENDS_IN_PROJECT_ONLY OFF)

# The set of languages for which implicit dependencies are needed:
set(CMAKE_DEPENDS_LANGUAGES
  )

# The set of dependency files which are needed:
set(CMAKE_DEPENDS_DEPENDENCY_FILES
  "/work/wt-lupine/native/generated/server_gen.c" "native/CMakeFiles/lupine-server.dir/generated/server_gen.c.o" "gcc" "native/CMakeFiles/lupine-server.dir/generated/server_gen.c.o.d"
  "/work/wt-lupine/native/server/fastpath.c" "native/CMakeFiles/lupine-server.dir/server/fastpath.c.o" "gcc" "native/CMakeFiles/lupine-server.dir/server/fastpath.c.o.d"
  "/work/wt-lupine/native/server/main.c" "native/CMakeFiles/lupine-server.dir/server/main.c.o" "gcc" "native/CMakeFiles/lupine-server.dir/server/main.c.o.d"
  "/work/wt-lupine/native/server/registry.c" "native/CMakeFiles/lupine-server.dir/server/registry.c.o" "gcc" "native/CMakeFiles/lupine-server.dir/server/registry.c.o.d"
  "/work/wt-lupine/native/server/session.c" "native/CMakeFiles/lupine-server.dir/server/session.c.o" "gcc" "native/CMakeFiles/lupine-server.dir/server/session.c.o.d"
  )

# Targets to which this target links.
set(CMAKE_TARGET_LINKED_INFO_FILES
  "/work/wt-lupine/build-asan/native/CMakeFiles/lupine_common.dir/DependInfo.cmake"
  )

# Fortran module output directory.
set(CMAKE_Fortran_TARGET_MODULE_DIR "")


# Consider dependencies only in project.
set(CMAKE_DEPENDS_IN_PROJECT_ONLY OFF)

# The set of languages for which implicit dependencies are needed:
set(CMAKE_DEPENDS_LANGUAGES
  )

# The set of dependency files which are needed:
set(CMAKE_DEPENDS_DEPENDENCY_FILES
  "/work/wt-lupine/native/common/driver_open.c" "native/CMakeFiles/lupine_common.dir/common/driver_open.c.o" "gcc" "native/CMakeFiles/lupine_common.dir/common/driver_open.c.o.d"
  "/work/wt-lupine/native/common/integrity.c" "native/CMakeFiles/lupine_common.dir/common/integrity.c.o" "gcc" "native/CMakeFiles/lupine_common.dir/common/integrity.c.o.d"
  "/work/wt-lupine/native/common/protocol.c" "native/CMakeFiles/lupine_common.dir/common/protocol.c.o" "gcc" "native/CMakeFiles/lupine_common.dir/common/protocol.c.o.d"
  "/work/wt-lupine/native/generated/cuda_names.c" "native/CMakeFiles/lupine_common.dir/generated/cuda_names.c.o" "gcc" "native/CMakeFiles/lupine_common.dir/generated/cuda_names.c.o.d"
  "/work/wt-lupine/native/generated/lupine_api.c" "native/CMakeFiles/lupine_common.dir/generated/lupine_api.c.o" "gcc" "native/CMakeFiles/lupine_common.dir/generated/lupine_api.c.o.d"
  )

# Targets to which this target links.
set(CMAKE_TARGET_LINKED_INFO_FILES
  )

# Fortran module output directory.
set(CMAKE_Fortran_TARGET_MODULE_DIR "")

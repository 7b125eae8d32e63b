# CMake generated Testfile for 
# Source directory: /work/wt-lupine/native
# Build directory: /work/wt-lupine/build-asan/native
# 
# This file includes the relevant testing commands required for 
# testing this directory and lists subdirectories to be tested as well.
add_test([=[lupine.units]=] "/work/wt-lupine/build-asan/native/test_units")
set_tests_properties([=[lupine.units]=] PROPERTIES  _BACKTRACE_TRIPLES "/work/wt-lupine/native/CMakeLists.txt;112;add_test;/work/wt-lupine/native/CMakeLists.txt;0;")
add_test([=[lupine.trace]=] "/work/wt-lupine/build-asan/native/test_trace" "/work/wt-lupine/build-asan/lupine/trace/libcuda.so.1" "/work/wt-lupine/build-asan/lupine/liblupine-standin.so" "/work/wt-lupine/build-asan/native/test_trace.log")
set_tests_properties([=[lupine.trace]=] PROPERTIES  ENVIRONMENT "LUPINE_TRACE_NODEEPBIND=1" _BACKTRACE_TRIPLES "/work/wt-lupine/native/CMakeLists.txt;116;add_test;/work/wt-lupine/native/CMakeLists.txt;0;")
add_test([=[lupine.smoke.standin]=] "/work/wt-lupine/native/tests/with_server.sh" "/work/wt-lupine/build-asan/lupine/lupine-server" "/work/wt-lupine/build-asan/lupine/liblupine-standin.so" "/work/wt-lupine/build-asan/lupine/lupine-smoke" "/work/wt-lupine/build-asan/lupine/libcuda.so.1" "/work/wt-lupine/fixtures/saxpy.ptx")
set_tests_properties([=[lupine.smoke.standin]=] PROPERTIES  _BACKTRACE_TRIPLES "/work/wt-lupine/native/CMakeLists.txt;138;add_test;/work/wt-lupine/native/CMakeLists.txt;0;")
add_test([=[lupine.smoke.standin.nobatch]=] "env" "LUPINE_BATCH=0" "/work/wt-lupine/native/tests/with_server.sh" "/work/wt-lupine/build-asan/lupine/lupine-server" "/work/wt-lupine/build-asan/lupine/liblupine-standin.so" "/work/wt-lupine/build-asan/lupine/lupine-smoke" "/work/wt-lupine/build-asan/lupine/libcuda.so.1" "/work/wt-lupine/fixtures/saxpy.ptx")
set_tests_properties([=[lupine.smoke.standin.nobatch]=] PROPERTIES  _BACKTRACE_TRIPLES "/work/wt-lupine/native/CMakeLists.txt;140;add_test;/work/wt-lupine/native/CMakeLists.txt;0;")

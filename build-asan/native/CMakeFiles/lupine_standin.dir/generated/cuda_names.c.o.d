native/CMakeFiles/lupine_standin.dir/generated/cuda_names.c.o: \
 /work/wt-lupine/native/generated/cuda_names.c /usr/include/stdc-predef.h \
 /usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h

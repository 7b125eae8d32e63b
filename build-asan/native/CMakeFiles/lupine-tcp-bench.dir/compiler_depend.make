# Empty compiler generated dependencies file for lupine-tcp-bench.
# This may be replaced when dependencies are built.

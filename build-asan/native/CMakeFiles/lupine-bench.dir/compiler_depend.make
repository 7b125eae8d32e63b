# Empty compiler generated dependencies file for lupine-bench.
# This may be replaced when dependencies are built.

# Empty dependencies file for lupine_shim.
# This may be replaced when dependencies are built.

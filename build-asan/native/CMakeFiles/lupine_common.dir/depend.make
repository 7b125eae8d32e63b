# Empty dependencies file for lupine_common.
# This may be replaced when dependencies are built.

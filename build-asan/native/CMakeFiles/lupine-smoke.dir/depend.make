# Empty dependencies file for lupine-smoke.
# This may be replaced when dependencies are built.

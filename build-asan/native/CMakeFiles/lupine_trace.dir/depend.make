# Empty dependencies file for lupine_trace.
# This may be replaced when dependencies are built.

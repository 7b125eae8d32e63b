# Empty dependencies file for lupine_standin.
# This may be replaced when dependencies are built.

# Empty dependencies file for lupine-server.
# This may be replaced when dependencies are built.

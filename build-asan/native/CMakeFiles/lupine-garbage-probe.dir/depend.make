# Empty dependencies file for lupine-garbage-probe.
# This may be replaced when dependencies are built.

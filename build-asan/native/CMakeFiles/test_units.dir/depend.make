# Empty dependencies file for test_units.
# This may be replaced when dependencies are built.

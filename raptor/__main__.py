"""``python -m raptor``: the ``raptor`` command (:mod:`raptor.cli`)."""

import sys

from raptor.cli import main

sys.exit(main())

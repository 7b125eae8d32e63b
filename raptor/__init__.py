"""raptor: the certified interop matrix of eagle.

- :mod:`raptor.conformance.interop`: ``ROWS`` (every framework crossing eagle promises, with
  the check proving it) and ``CERTIFIED`` (frameworks whose every row passed on a real GPU).
- ``raptor certify`` (:mod:`raptor.cli`): runs the rows, prints a table, writes the record.
"""

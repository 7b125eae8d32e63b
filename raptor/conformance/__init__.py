"""raptor's conformance suite: the interop matrix (:mod:`raptor.conformance.interop`), the kinds
of crossing it certifies, and the runner that turns it into a certification record."""

from ._kinds import Kind
from ._record import RecordError, Result, certified, load_record, run_row
from .interop import ROWS, Row

__all__ = ["ROWS", "Kind", "RecordError", "Result", "Row", "certified", "load_record", "run_row"]

"""raptor: the certified interop matrix (see raptor.conformance.interop)."""

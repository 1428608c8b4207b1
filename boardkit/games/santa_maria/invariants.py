"""Invariants (filled in below)."""


def check(s) -> None:
    return None

"""The language's errors as Python exceptions, one class per error kind.

Each is a ``nimatron.Error`` and also the builtin exception it resembles
(``nimatron.SyntaxError`` is a ``SyntaxError``, ``nimatron.LimitError`` a
``RuntimeError``...), so ``except ValueError`` catches a bad position too.
Every one carries ``kind`` (``"syntax"``, ``"type"``, ``"name"``,
``"value"``, ``"limit"``, ``"interrupted"``, ``"unsupported"``),
``message``, and where the error points into a text you gave (the line
parsed, a ruleset's position) ``source`` and the 1-based ``column``.
"""

from __future__ import annotations

import builtins
from typing import Optional


class Error(Exception):
    """An error of nimatron's language or engine."""

    kind = "error"

    def __init__(
        self,
        message: str,
        *,
        kind: Optional[str] = None,
        source: Optional[str] = None,
        column: Optional[int] = None,
        end_column: Optional[int] = None,
    ) -> None:
        Exception.__init__(self, message)
        self.message = message
        if kind is not None:
            self.kind = kind
        self.source = source
        self.column = column
        self.end_column = end_column

    def __str__(self) -> str:
        if self.source is not None and self.column is not None:
            return f"{self.message} (column {self.column} of {self.source!r})"
        return self.message

    def caret(self) -> str:
        """The source with a caret under the part at fault (as the CLI draws it)."""
        if self.source is None or self.column is None:
            return self.message
        width = max(1, (self.end_column or self.column + 1) - self.column)
        return f"{self.source}\n{' ' * (self.column - 1)}{'^' * width}"


class SyntaxError(Error, builtins.SyntaxError):  # noqa: A001
    """Text that is not an expression of the language, or a position that
    does not read; ``column`` says where. Tracebacks show the text and a caret."""

    kind = "syntax"

    def __init__(self, message: str, **kw) -> None:
        Error.__init__(self, message, **kw)
        # SyntaxError's own fields, which tracebacks draw.
        self.msg = message
        self.filename = "<nimatron>"
        self.lineno = 1 if self.source is not None else None
        self.offset = self.column
        self.text = self.source
        self.end_lineno = self.lineno
        self.end_offset = self.end_column

    def __str__(self) -> str:
        return Error.__str__(self)


class TypeError(Error, builtins.TypeError):  # noqa: A001
    """A value of the wrong kind for a function or an operator."""

    kind = "type"


class NameError(Error, builtins.NameError):  # noqa: A001
    """An unknown variable, function or ruleset."""

    kind = "name"


class ValueError(Error, builtins.ValueError):  # noqa: A001
    """A value outside a function's domain (division by zero, a bad position)."""

    kind = "value"


class LimitError(Error, builtins.RuntimeError):
    """A limit stopped the computation: time, games, positions, memory,
    printed output or depth (see ``nimatron.set_limits``)."""

    kind = "limit"


class Interrupted(Error, builtins.RuntimeError):
    """The computation was interrupted."""

    kind = "interrupted"


class UnsupportedError(Error, builtins.NotImplementedError):
    """A case the engine does not cover, reported rather than answered wrongly."""

    kind = "unsupported"


__all__ = [
    "Error",
    "SyntaxError",
    "TypeError",
    "NameError",
    "ValueError",
    "LimitError",
    "Interrupted",
    "UnsupportedError",
]

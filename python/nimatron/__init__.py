"""nimatron: exact combinatorial game theory, from Python.

    >>> import nimatron
    >>> g = nimatron.parse("{2|1||-1}")
    >>> g.temperature(), g.mean(), g.outcome()
    (5/4, 1/4, 'N')
    >>> nimatron.parse("^") + nimatron.parse("*") > 0
    False

Games (``nimatron.Game``) are canonical short games in CGSuite's notation,
with ``+ - == <= < >= >`` by the partial order (``g.confused(h)``: neither
``<=`` holds); ``Game(text)`` makes one, ``bool(g)`` is true when ``g`` is not
zero, and a float is read as the decimal it was written as (``0.1`` is 1/10;
``nan`` and the infinities are refused). Every function of nimatron's language
is a function here and a method of the values it applies to (by the kind of
its first parameter: ``*2`` has ``nimmul``, ``1/2`` has ``floor``), made from
the language's registry: ``nimatron.functions()`` lists them,
``help(nimatron.temperature)`` shows one. A position's ``left_options()``
and ``right_options()`` (``options()`` in an impartial ruleset) are positions. Rulesets:
``nimatron.domineering("..|..")``, ``nimatron.position("wythoff", "4 7")``,
your own with ``nimatron.ruleset(left=..., right=...)``; Grundy sequences
with ``nimatron.grundy("0.77")``; misère quotients and misère play of sums
with ``nimatron.misere_quotient("kayles")``; Nim with
``nimatron.nim_moves([3, 4, 5])``.
Limits (time, games, positions, memory, output, depth) are set with
``nimatron.set_limits`` or per call (``g.thermograph(time=1)``); running out
raises ``nimatron.LimitError``. In Jupyter, games show as LaTeX, thermographs,
boards and Grundy sequences as pictures.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Callable, Dict, Iterable, Iterator, List, NamedTuple, Optional, Sequence, Union, overload

from . import _native, _registry
from ._errors import (
    Error,
    Interrupted,
    LimitError,
    NameError,
    SyntaxError,
    TypeError,
    UnsupportedError,
    ValueError,
)
from ._native import Game, Match, MisereQuotient, Position, Ruleset, Session, Surreal, Thermograph, Value, reset, session

__version__: str = _native.__version__


def parse(text: str, **limits: Any) -> Any:
    """Evaluate one expression of nimatron's language in the default session:
    ``parse("{2|1||-1}")``, ``parse("*3 + ^")``, ``parse("domineering('..|..')")``.
    A game gives a ``Game``; ``omega`` a ``Surreal``. A text that does not
    read raises ``nimatron.SyntaxError`` with its ``column``."""
    return session().parse(text, **limits)


def eval(line: str, **limits: Any) -> Any:  # noqa: A001
    """Evaluate one line of the language in the default session, as the REPL
    does: an expression, or ``name := expression`` (a variable of the
    session); None for an empty line."""
    return session().eval(line, **limits)


def set_limits(**limits: Any) -> None:
    """Change the default session's limits: ``time`` (seconds), ``games``
    (canonical games the store may hold), ``nodes`` (positions a search may
    memoise), ``memory`` and ``output`` (bytes), ``depth`` (recursion);
    ``None`` removes a limit. Every function also takes them for one call."""
    session().set_limits(**limits)


def limits() -> Dict[str, Any]:
    """The default session's limits (None: no limit)."""
    return session().limits


def functions() -> Dict[str, Callable[..., Any]]:
    """Every function of the language (the registry's), by name."""
    return dict(_registry.FUNCTIONS)


def rulesets() -> List[Dict[str, Any]]:
    """The ruleset catalogue: each ruleset's name, title, rules, position
    syntax, an example, and the language's function for it if any."""
    return list(_native.catalogue())


def position(ruleset: str, text: str, **limits: Any) -> Position:
    """A position of any ruleset of the catalogue, worth its value:
    ``position("wythoff", "4 7")``, ``position("moore:2", "1 2 3")``,
    ``position("domineering", "...|...")`` (``rulesets()`` lists them)."""
    return _native.position_of(ruleset, text, **limits)


def ruleset(
    left: Optional[Callable[[Any], Iterable[Any]]] = None,
    right: Optional[Callable[[Any], Iterable[Any]]] = None,
    *,
    options: Optional[Callable[[Any], Iterable[Any]]] = None,
    components: Optional[Callable[[Any], Iterable[Any]]] = None,
    normalize: Optional[Callable[[Any], Any]] = None,
    name: Optional[str] = None,
    session: Optional[Session] = None,
) -> Ruleset:
    """A ruleset of your own: ``left(pos)`` and ``right(pos)`` list the
    positions Left and Right can move to (``options(pos)`` for both, an
    impartial game). Positions are any hashable Python values (tuples,
    strings, frozensets). ``components(pos)``, if given, splits a position
    into independent parts whose sum it is; ``normalize(pos)`` maps it to a
    representative of positions of equal value. ``rs(pos)`` (or
    ``rs.value(pos)``) is the canonical value, found by the engine's
    memoised search (values are kept between calls) under the session's
    limits or the call's (``rs(pos, nodes=10**6, time=5)``)::

        >>> subtract = nimatron.ruleset(options=lambda n: [n - k for k in (1, 2) if k <= n])
        >>> subtract(7)
        *
    """
    if options is not None:
        if left is not None or right is not None:
            raise TypeError("give options= (impartial) or left= and right=, not both")
        left = right = options
    if left is None or right is None:
        raise TypeError("a ruleset needs left= and right= (or options=)")
    return Ruleset(left, right, components, normalize, name, session)


class NimMove(NamedTuple):
    """A move of Nim: heap ``heap`` (from 0) goes from ``size`` to ``to``."""

    heap: int
    size: int
    to: int


def solve(expr: str, first: Optional[str] = None, *, generic: bool = False, **limits: Any) -> Dict[str, Any]:
    """Who wins the sum ``expr`` by search, as ``nimatron solve --json``
    reports it: ``{"outcome", "left_first", "right_first"}``, or with
    ``first="left"`` (or ``"right"``) one ``{"winner", "first",
    "winning_move", "nodes", "seconds"}``."""
    return _native.solve(expr, first, generic=generic, **limits)


def nim_moves(heaps: Sequence[int], *, misere: bool = False) -> List[NimMove]:
    """Every winning move of Nim with these heaps (Bouton; misère play with
    ``misere=True``); empty in a lost position."""
    return [NimMove(*m) for m in _native.nim_moves(list(heaps), misere)]


def nim_sum(heaps: Sequence[int]) -> int:
    """The nim-sum of the heap sizes (binary addition without carries)."""
    return _native.nim_sum(list(heaps))


class Svg:
    """An SVG picture: ``.data`` is its text; Jupyter shows it."""

    def __init__(self, data: str) -> None:
        self.data = data

    def _repr_svg_(self) -> str:
        return self.data

    def __repr__(self) -> str:
        return f"<Svg, {len(self.data)} characters>"


class GrundySequence(Sequence[int]):
    """The Grundy values G(0), G(1), ... of a take-and-break game as far as
    they were computed, with the period and preperiod when they are proved
    (Guy–Smith). ``seq[n]`` is G(n) for a computed n; ``seq.value(n)`` any
    G(n) of a proved period. Jupyter shows a scatter plot (CGSuite's
    ScatterPlot); ``seq.scatter(start, stop)`` draws another stretch."""

    def __init__(self, report: Dict[str, Any]) -> None:
        self.game: str = report["game"]
        self.code: Optional[str] = report["code"]
        self.values: List[int] = report["values"]
        self.computed: int = report["computed"]
        self.period: Optional[int] = report["period"]
        self.preperiod: Optional[int] = report["preperiod"]
        self.proved: bool = report["proved"]
        self.provable: bool = report["provable"]
        self.max_value: int = report["max_value"]
        self.stop: str = report["stop"]

    def __len__(self) -> int:
        return len(self.values)

    @overload
    def __getitem__(self, i: int) -> int: ...

    @overload
    def __getitem__(self, i: slice) -> List[int]: ...

    def __getitem__(self, i: Union[int, slice]) -> Union[int, List[int]]:
        return self.values[i]

    def __iter__(self) -> Iterator[int]:
        return iter(self.values)

    def value(self, n: int) -> int:
        """G(n), for any n once the period is proved."""
        if n < 0:
            raise IndexError("heap sizes are >= 0")
        if n < len(self.values):
            return self.values[n]
        if self.period is None or self.preperiod is None:
            raise IndexError(f"G({n}) was not computed and no period is proved")
        return self.values[self.preperiod + (n - self.preperiod) % self.period]

    def name(self) -> str:
        """The game's name, with its code where that differs."""
        if self.code and self.code != self.game:
            return f"{self.game} ({self.code})"
        return self.game

    def __repr__(self) -> str:
        head = " ".join(map(str, self.values[:40]))
        more = " ..." if len(self.values) > 40 else ""
        if self.proved:
            tail = f"; period {self.period}, preperiod {self.preperiod} (proved)"
        elif not self.provable:
            tail = "; no periodicity theorem applies"
        else:
            tail = "; no period proved yet"
        return f"<GrundySequence {self.name()}: G(0..{self.computed - 1}) = {head}{more}{tail}>"

    def scatter(self, start: int = 0, stop: Optional[int] = None) -> Svg:
        """A scatter plot of G(n) for start <= n < stop (default: up to 1000
        values, or three periods past the preperiod if that is more)."""
        from . import _draw

        if stop is None:
            stop = len(self.values)
            if stop - start > 1000:
                stop = start + 1000
        return Svg(_draw.scatter_svg(self.values[start:stop], start, self.name(), self.period, self.preperiod))

    def _repr_svg_(self) -> str:
        stop = None
        if self.preperiod is not None and self.period is not None:
            stop = min(len(self.values), max(1000, self.preperiod + 3 * self.period))
        return self.scatter(0, stop).data


def grundy(game: str, to: int = 100_000, *, method: str = "sparse", time: Optional[float] = None) -> GrundySequence:
    """The Grundy sequence of a take-and-break game: an octal or hexadecimal
    code (``"0.77"``, ``".07"``, ``"4.7"``, ``"0.137"``), ``"kayles"``,
    ``"dawson"``, ``"grundy"`` (Grundy's game) or a subtraction game
    (``"sub:1,3,4"``). Computes G(0) .. G(to - 1), stopping early once a
    period is proved; ``time`` (seconds) stops it sooner (the values so far
    are kept: ``.stop == "time"``)."""
    return GrundySequence(_native.grundy(game, to, method, time))


def misere_quotient(
    game: str,
    to: int = 100,
    *,
    time: Optional[float] = None,
    max_order: int = 20_000,
    memory: int = 2 << 30,
) -> MisereQuotient:
    """The misère quotient of a take-and-break game's heaps 0..to (Plambeck
    and Siegel; heap by heap as MisereSolver does, every answer verified),
    stopping early once a period is proved: ``.order``, ``.p_portion``,
    ``.presentation``, ``.heaps`` (each heap's element); misère play of sums
    of heaps by it: ``.outcome([5, 7, 9])``, ``.winning_moves([5, 7, 9])``.
    ``time`` (seconds), ``max_order`` (elements) and ``memory`` (bytes) stop
    it with the quotient of the heaps done so far (``.stopped`` says why)."""
    return _native.misere_quotient(game, to, time, max_order, memory)


# Every function of the language, made from the registry (not a hand-written
# list): module functions, except where a name above is taken (the registry's
# function is then still in functions()). Names of Python's builtins (`len`,
# `sum`, `print`, `str`, `slice`) are not made globals, so that they do not
# shadow the builtins in this module's own code: `nimatron.len` still reaches
# them through `__getattr__`.
import builtins as _builtins

for _name, _function in _registry.FUNCTIONS.items():
    if not hasattr(_builtins, _name):
        globals().setdefault(_name, _function)
for _name, _value in _registry.CONSTANTS.items():
    globals().setdefault(_name, _value)
del _name, _function, _value


def __getattr__(name: str) -> Any:
    """Functions of the registry under other spellings (``nimatron.LeftStop``,
    ``nimatron.left_stop``)."""
    spec = _registry.lookup(name) if not name.startswith("_") else None
    if spec is None:
        raise AttributeError(f"module 'nimatron' has no attribute {name!r}")
    if spec["constant"]:
        return _registry.CONSTANTS[spec["name"]]
    return _registry.FUNCTIONS[spec["name"]]


__all__ = [
    "Error",
    "Game",
    "Match",
    "GrundySequence",
    "Interrupted",
    "LimitError",
    "NameError",
    "NimMove",
    "Position",
    "Ruleset",
    "Session",
    "Surreal",
    "Value",
    "Svg",
    "SyntaxError",
    "Thermograph",
    "TypeError",
    "UnsupportedError",
    "ValueError",
    "eval",
    "functions",
    "grundy",
    "limits",
    "misere_quotient",
    "MisereQuotient",
    "nim_moves",
    "nim_sum",
    "parse",
    "position",
    "reset",
    "ruleset",
    "rulesets",
    "solve",
    "session",
    "set_limits",
] + [n for n in _registry.FUNCTIONS if n in globals() and globals()[n] is _registry.FUNCTIONS[n]]

"""Every function of nimatron's language as a Python function, made from the
language's registry (``nimatron::lang::builtins``): one generic binding.

``_native.builtins()`` lists the registry (names, parameters and their kinds,
docs, examples, limits); each entry becomes a function that calls
``_native.call(name, args, limits, session)``, which looks the name up in the
registry and calls it through the language. Nothing here names a particular
function: a builtin added to the language appears in Python as it is built.
The same functions are the methods of games (``g.temperature()``), of
positions (``nimatron.cram("...").misere()``: a parameter that reads
positions takes a ``Position`` as the position itself) and of sessions
(``s.temperature(g)``).
"""

from __future__ import annotations

import functools
import inspect
import keyword
import types
from typing import Any, Callable, Dict, List, Optional

from . import _native

#: The registry's entries by name, in the registry's order.
SPECS: Dict[str, Dict[str, Any]] = {s["name"]: s for s in _native.builtins()}

#: Parameter kinds (the registry's placeholders) a game can fill as the
#: object of a method, those a position of a ruleset can (it is a game, and
#: also the position itself: ``nimatron.domineering("..|..").impartial()``),
#: and those a surreal number can.
GAME_SELF = {"game", "number", "rational", "integer", "nimber", "value", "game or position"}
POSITION_SELF = GAME_SELF | {"position"}
SURREAL_SELF = {"number", "nimber", "value"}  # ordinals are nimbers' indices

#: The keyword arguments every function takes: limits for this call.
LIMITS: List[str] = list(_native.limit_names())


def key(name: str) -> str:
    """How names are matched: any case, underscores ignored (``left_stop``)."""
    return name.replace("_", "").lower()


_BY_KEY = {key(n): n for n in SPECS}


def lookup(name: str) -> Optional[Dict[str, Any]]:
    """The registry's entry called ``name`` (any case; ``left_stop`` finds ``leftstop``)."""
    n = _BY_KEY.get(key(name))
    return SPECS[n] if n is not None else None


def param_names(spec: Dict[str, Any]) -> List[str]:
    """The parameters' names as Python identifiers."""
    names: List[str] = []
    for i, (n, _kind, _describe) in enumerate(spec["params"]):
        if not n.isidentifier() or keyword.iskeyword(n) or n in names or n == "session":
            n = f"arg{i}"
        names.append(n)
    return names


def docstring(spec: Dict[str, Any]) -> str:
    """The docstring of a function: the registry's doc, parameters, examples, limits."""
    lines = [f"{spec['signature']}: {spec['doc']}", ""]
    if spec["params"]:
        lines.append("Arguments (a Game, an int, a Fraction, or a string of the language):")
        for name, (_, _kind, describe) in zip(param_names(spec), spec["params"]):
            lines.append(f"    {name}: {describe}")
        lines.append("")
    if spec["examples"]:
        lines.append("Examples, in the language (nimatron.eval runs them):")
        for given, expected in spec["examples"]:
            lines.append(f"    {given}  ->  {expected}")
        lines.append("")
    lines.append(
        f"Limits that apply: {spec['limits']}. Keyword arguments "
        f"{', '.join(n + '=' for n in LIMITS)} change them for this call; "
        "session= computes in another nimatron.Session."
    )
    return "\n".join(lines)


def _make(spec: Dict[str, Any]) -> Callable[..., Any]:
    name = spec["name"]
    keywords = set(spec["keywords"])

    def function(*args: Any, session: Any = None, **limits: Any) -> Any:
        # Keyword parameters of the function (``maxjump=2``); the other
        # keyword arguments are limits.
        named = {k: limits.pop(k) for k in list(limits) if k in keywords}
        return _native.call(name, args, limits, session, named)

    function.__name__ = name
    function.__qualname__ = name
    function.__module__ = "nimatron"
    function.__doc__ = docstring(spec)
    optional = set(spec["optional"])
    params = [
        inspect.Parameter(
            n,
            inspect.Parameter.POSITIONAL_ONLY,
            default=None if p in optional else inspect.Parameter.empty,
        )
        for n, (p, _, _) in zip(param_names(spec), spec["params"])
        if p not in keywords
    ]
    params += [
        inspect.Parameter(p, inspect.Parameter.KEYWORD_ONLY, default=None)
        for p, _, _ in spec["params"]
        if p in keywords
    ]
    params.append(inspect.Parameter("session", inspect.Parameter.KEYWORD_ONLY, default=None))
    params.append(inspect.Parameter("limits", inspect.Parameter.VAR_KEYWORD))
    function.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
    return function


#: Every function of the registry, by name (constants are not functions).
FUNCTIONS: Dict[str, Callable[..., Any]] = {
    name: _make(spec) for name, spec in SPECS.items() if not spec["constant"]
}

#: The registry's constants with their values (``omega``, ``true``).
CONSTANTS: Dict[str, Any] = {
    name: _native.call(name, ()) for name, spec in SPECS.items() if spec["constant"]
}


def _self_kinds(obj: Any) -> set:
    """The placeholders an object of ``obj``'s class may fill (the stub's
    methods: what some object of the class can take)."""
    if isinstance(obj, _native.Surreal):
        return SURREAL_SELF
    return POSITION_SELF if isinstance(obj, _native.Position) else GAME_SELF


def is_method(spec: Dict[str, Any], kinds: set) -> bool:
    """Whether the function can be a method of some object whose kind is
    among ``kinds`` (its first parameter takes one): the stub's methods."""
    return not spec["constant"] and bool(spec["params"]) and spec["params"][0][1] in kinds


def methods_of(obj: Any) -> List[str]:
    """The registry's functions that apply to ``obj``: those whose first
    parameter's kind accepts it (the registry's own rule). ``*2`` has
    ``nimmul`` but no ``floor``, ``1/2`` the reverse."""
    return list(_native.methods_of(obj))


def _what(obj: Any) -> str:
    try:
        text = str(obj)
    except Exception:  # a game too long to print within the output limit
        text = "this game"
    return text if len(text) <= 40 else text[:37] + "..."


def method(obj: Any, name: str) -> Callable[..., Any]:
    """``obj.name``: the registry's function with ``obj`` as its first
    argument, where its first parameter takes ``obj``; else AttributeError
    saying what the function takes."""
    spec = lookup(name) if not name.startswith("_") else None
    cls = type(obj).__name__
    if spec is None or spec["constant"] or not spec["params"]:
        raise AttributeError(f"{cls!r} object has no attribute {name!r}")
    if spec["name"] not in methods_of(obj):
        takes = spec["params"][0][2]
        raise AttributeError(
            f"{cls!r} object has no attribute {name!r}: {spec['name']} applies to "
            f"{takes}, which {_what(obj)} is not (dir() lists the methods that apply)"
        )
    return types.MethodType(FUNCTIONS[spec["name"]], obj)


def method_names(kinds: set = GAME_SELF) -> List[str]:
    """The registry's functions that are methods of some object of ``kinds``."""
    return [n for n, s in SPECS.items() if is_method(s, kinds)]


def game_dir(obj: Any) -> List[str]:
    """``dir(game)``: its own attributes and the registry's methods that
    apply to it."""
    names = set(object.__dir__(obj)) | set(methods_of(obj))
    if isinstance(obj, _native.Position) and obj.partizan:
        names.discard("options")  # Left and Right have moves of their own
    return sorted(names)


def session_function(session: Any, name: str) -> Any:
    """``session.name``: the registry's function computing in ``session``
    (a constant's value)."""
    spec = lookup(name) if not name.startswith("_") else None
    if spec is None:
        raise AttributeError(f"'Session' object has no attribute {name!r}")
    if spec["constant"]:
        return _native.call(spec["name"], (), None, session)
    f = FUNCTIONS[spec["name"]]

    @functools.wraps(f)
    def bound(*args: Any, **limits: Any) -> Any:
        return f(*args, session=session, **limits)

    return bound

"""Generates the registry's part of ``nimatron/__init__.pyi``: the language's
functions (module functions, and methods of ``Game``, ``Surreal`` and
``Session``), from the registry as the built module reports it.

The stub's hand-written parts stay as they are; each generated block sits
between ``# BEGIN GENERATED: NAME`` and ``# END GENERATED: NAME``.
``test_stubs.py`` checks the stub against this; ``NIMATRON_BLESS=1`` rewrites it.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Dict, List

import nimatron
from nimatron import _registry

STUB = Path(__file__).resolve().parent.parent / "nimatron" / "__init__.pyi"

#: Python types for the registry's parameter kinds (by their placeholder).
PARAM_TYPES = {
    "game": "GameLike",
    "number": "NumberLike",
    "rational": "RationalLike",
    "integer": "IntLike",
    "nimber": "IntLike",
    "string": "str",
    "list of games": "Sequence[GameLike]",
    "list": "Sequence[Any]",
    "value": "Any",
    "position": "Union[Position, str]",
    "game or position": "Any",
}

_TYPE_NAMES = {
    "Game": "Game",
    "Position": "Position",
    "Surreal": "Surreal",
    "Thermograph": "Thermograph",
    "Value": "Value",
    "bool": "bool",
    "str": "str",
    "list": "List[Any]",
    "NoneType": "None",
}


def _whole_call(text: str, name: str) -> bool:
    """Whether ``text`` is one call ``name(...)`` (any case)."""
    if not re.match(rf"\s*{re.escape(name)}\s*\(", text, re.I):
        return False
    depth, quote = 0, False
    text = text.strip()
    for i, ch in enumerate(text):
        if ch == '"':
            quote = not quote
        elif not quote and ch in "{([":
            depth += 1
        elif not quote and ch in "})]":
            depth -= 1
            if depth == 0 and ch == ")":
                return i == len(text) - 1
    return False


def result_type(spec: Dict[str, Any]) -> str:
    """The return annotation: the types of the registry's examples' results
    (evaluated in a fresh session); a ruleset's function gives positions."""
    s = nimatron.Session()
    names = set()
    for given, _expected in spec["examples"]:
        try:
            v = s.eval(given)
        except nimatron.Error:
            continue
        # Only the example's outermost call is this function (the whole
        # example: `f(a) == g(a)` is a comparison, not f's result).
        if not _whole_call(given, spec["name"]) and not re.search(
            rf"\.{re.escape(spec['name'])}\s*$", given, re.I
        ):
            continue
        t = type(v).__name__
        if t == "Game" and spec["ruleset"]:
            t = "Position"
        names.add(_TYPE_NAMES.get(t, "Any"))
    if not names or "Any" in names:
        return "Any"
    ordered = sorted(names)
    return ordered[0] if len(ordered) == 1 else f"Union[{', '.join(ordered)}]"


def _params(spec: Dict[str, Any], skip_first: bool) -> List[str]:
    names = _registry.param_names(spec)
    kinds = [PARAM_TYPES.get(k, "Any") for _, k, _ in spec["params"]]
    keywords = set(spec["keywords"])
    optional = set(spec["optional"])
    params = zip(names, kinds, spec["params"])
    pairs = [(n, t, p in optional) for (n, t, (p, _, _)) in params if p not in keywords]
    if skip_first:
        pairs = pairs[1:]
    return [f"{n}: {t} = ..." if opt else f"{n}: {t}" for n, t, opt in pairs]


def _keywords(spec: Dict[str, Any]) -> List[str]:
    """The keyword parameters (``maxjump=2``), all optional."""
    keywords = set(spec["keywords"])
    return [
        f"{p}: Optional[{PARAM_TYPES.get(k, 'Any')}] = None"
        for p, k, _ in spec["params"]
        if p in keywords
    ]


def _def(spec: Dict[str, Any], indent: str, self_: bool, session: bool) -> List[str]:
    params = (["self"] if self_ else []) + _params(spec, self_)
    args = ", ".join(params)
    if params:
        args += ", /"
    rest = "session: Optional[Session] = None, **limits: Any" if session else "**limits: Any"
    keywords = _keywords(spec)
    if keywords or session:
        rest = "*, " + ", ".join(keywords + [rest])
    args = f"{args}, {rest}" if args else rest
    doc = spec["doc"].replace("\\", "\\\\").replace('"', '\\"')
    return [
        f"{indent}def {spec['name']}({args}) -> {result_type(spec)}:",
        f'{indent}    """{doc}"""',
    ]


def blocks() -> Dict[str, List[str]]:
    """The generated blocks by name."""
    hand_written = set(_hand_written_names())
    functions: List[str] = []
    for name, spec in _registry.SPECS.items():
        if name in hand_written:
            continue
        if spec["constant"]:
            v = _registry.CONSTANTS[name]
            functions.append(f"{name}: {_TYPE_NAMES.get(type(v).__name__, 'Any')}")
        else:
            functions += _def(spec, "", self_=False, session=True)
    game = [
        line
        for n in _registry.method_names(_registry.GAME_SELF)
        for line in _def(_registry.SPECS[n], "    ", self_=True, session=False)
    ]
    position = [
        line
        for n in _registry.method_names(_registry.POSITION_SELF)
        if n not in _registry.method_names(_registry.GAME_SELF)
        for line in _def(_registry.SPECS[n], "    ", self_=True, session=False)
    ]
    surreal = [
        line
        for n in _registry.method_names(_registry.SURREAL_SELF)
        for line in _def(_registry.SPECS[n], "    ", self_=True, session=False)
    ]
    session = [
        line
        for n, spec in _registry.SPECS.items()
        if not spec["constant"]
        for line in _def(spec, "    ", self_=False, session=False)
    ]
    return {
        "functions": functions,
        "Game": game,
        "Position": position,
        "Surreal": surreal,
        "Session": session,
    }


def _hand_written_names() -> List[str]:
    """Module-level names the stub declares outside the generated blocks."""
    text = _strip_generated(STUB.read_text())
    found = re.findall(r"^(?:def|class) (\w+)|^(\w+)\s*[:=]", text, re.M)
    return [a or b for a, b in found]


def _strip_generated(text: str) -> str:
    return re.sub(
        r"^[ \t]*# BEGIN GENERATED: (\w+).*?^[ \t]*# END GENERATED: \1[^\n]*\n",
        "",
        text,
        flags=re.M | re.S,
    )


def render(text: str) -> str:
    """``text`` (the stub) with every generated block made afresh."""
    made = blocks()

    def fill(m: "re.Match[str]") -> str:
        indent, name = m.group(1), m.group(2)
        head = f"{indent}# BEGIN GENERATED: {name} (python/tests/stubgen.py from the registry; NIMATRON_BLESS=1 rewrites)\n"
        body = "".join(line + "\n" for line in made[name])
        return f"{head}{body}{indent}# END GENERATED: {name}\n"

    return re.sub(
        r"^([ \t]*)# BEGIN GENERATED: (\w+).*?^[ \t]*# END GENERATED: \2[^\n]*\n",
        fill,
        text,
        flags=re.M | re.S,
    )

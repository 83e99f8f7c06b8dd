"""Every function of the language reached from Python through the one
generic binding: each registry entry is a module function (and a method
where its first parameter takes a game), documented from the registry, and
each of the registry's examples holds when called from Python."""

import inspect

import pytest

import nimatron
from nimatron import _native, _registry

SPECS = _native.builtins()


def split_args(text):
    """The arguments of ``f(a, b)`` as texts (commas at the top level)."""
    args, depth, quote, cur = [], 0, False, ""
    for ch in text:
        if ch == '"':
            quote = not quote
        elif not quote and ch in "{([":
            depth += 1
        elif not quote and ch in "})]":
            depth -= 1
        if ch == "," and depth == 0 and not quote:
            args.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        args.append(cur.strip())
    return args


def language(v):
    """A Python result printed as the language prints values."""
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, str):
        return v if v in ("L", "R", "N", "P") else f'"{v}"'
    if isinstance(v, list):
        return "[" + ", ".join(language(x) for x in v) + "]"
    return str(v)


def test_every_registry_entry_is_a_function_of_the_module():
    assert len(SPECS) >= 20
    for spec in SPECS:
        name = spec["name"]
        if spec["constant"]:
            assert name in _registry.CONSTANTS
            continue
        f = nimatron.functions()[name]
        assert getattr(nimatron, name) is f or name in nimatron.__dict__
        assert spec["doc"] in f.__doc__
        for given, expected in spec["examples"]:
            assert given in f.__doc__ and expected in f.__doc__
        assert list(inspect.signature(f).parameters)[: len(spec["params"])] == _registry.param_names(spec)


def test_names_are_found_in_any_case_and_with_underscores():
    assert nimatron.LeftStop("{2|1}") == 2 and nimatron.left_stop("{2|1}") == 2
    assert nimatron.parse("{2|1}").LeftStop() == 2
    with pytest.raises(AttributeError):
        nimatron.no_such_function
    with pytest.raises(AttributeError):
        nimatron.parse("1").no_such_method
    # Private names (Jupyter probes _repr_*_ and the like) are never functions.
    assert not hasattr(nimatron.parse("1"), "_mean") and not hasattr(nimatron, "_mean")


def test_methods_of_games_are_the_registry_functions_of_games():
    g = nimatron.parse("{2|1||-1}")
    names = dir(g)
    for spec in SPECS:
        takes_game = spec["params"] and spec["params"][0][1] in _registry.GAME_SELF
        assert (spec["name"] in names) == bool(takes_game and not spec["constant"]), spec["name"]
    assert g.temperature.__doc__ == nimatron.temperature.__doc__
    assert g.outcome() == "N" and g.leftoptions() == [nimatron.parse("{2|1}")]


@pytest.mark.parametrize(
    "given,expected",
    [(g, e) for s in SPECS for g, e in s["examples"]],
)
def test_every_example_holds_through_the_language(given, expected):
    result = nimatron.eval(given)
    # Text shown as it is (`print`) is a Python string without quotes.
    if given.startswith("print("):
        assert result == expected
        return
    assert language(result) == expected


@pytest.mark.parametrize(
    "spec,given,expected",
    [
        (s, g, e)
        for s in SPECS
        if not s["constant"]
        for g, e in s["examples"]
        if g.lower().startswith(s["name"] + "(") and g.endswith(")")
        # Functions of the language's own (x -> ...) and values of any kind
        # (a Python string there is read as an expression) stay in the language.
        and "->" not in g
        and not any(p[1] in ("value", "function") for p in s["params"])
    ],
    ids=lambda x: x if isinstance(x, str) else x["name"],
)
def test_every_example_holds_when_called_from_python(spec, given, expected):
    inner = given[len(spec["name"]) + 1 : -1]
    args = []
    for text in split_args(inner):
        if text.startswith('"') and text.endswith('"'):
            args.append(text[1:-1])
        else:
            args.append(nimatron.parse(text))
    result = nimatron.functions()[spec["name"]](*args)
    assert language(result) == expected
    if args and isinstance(args[0], (nimatron.Game, nimatron.Surreal)) and spec["params"][0][1] in _registry.GAME_SELF:
        assert language(getattr(args[0], spec["name"])(*args[1:])) == expected


def test_arguments_may_be_python_numbers_and_strings():
    assert nimatron.temperature("{2|1||-1}") == nimatron.parse("5/4")
    assert nimatron.cool("{2|1}", 1) == nimatron.parse("3/2")
    assert nimatron.cool("{2|1}", 0.5) == nimatron.parse("3/2*")
    assert nimatron.hotstrat(["{2|1}", "+-3"]) == [1, 3]
    assert nimatron.nimmul(2, 3) == nimatron.parse("*")


def test_functions_compute_in_the_session_of_their_game_or_the_one_given():
    s = nimatron.Session()
    g = s.parse("{2|1}")
    assert g.temperature().session.games() == s.games()
    t = nimatron.temperature("{3|1}", session=s)
    assert t == 1 and s.temperature("{3|1}") == 1
    assert s.omega == nimatron.omega


def test_a_thermograph_is_titled_by_its_game_and_drawn():
    th = nimatron.parse("{2|1||-1}").thermograph()
    assert isinstance(th, nimatron.Thermograph)
    assert th.mast == nimatron.parse("1/4").as_fraction() and th.temperature == nimatron.parse("5/4").as_fraction()
    svg = th._repr_svg_()
    assert svg.startswith("<svg") and "Thermograph of {2|1||-1}" in svg
    assert str(th).startswith("thermograph(mast 1/4 from t = 5/4")
    assert th.left_wall[0][0] == -1

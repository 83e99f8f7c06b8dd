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
        # {2|1||-1} is neither a number nor a nimber: the functions of any
        # game (or any value) are its methods, those of numbers and nimbers not.
        takes_game = spec["params"] and spec["params"][0][1] in {"game", "value", "game or position"}
        assert (spec["name"] in names) == bool(takes_game and not spec["constant"]), spec["name"]
    assert g.temperature.__doc__ == nimatron.temperature.__doc__
    assert g.outcome() == "N" and g.leftoptions() == [nimatron.parse("{2|1}")]


@pytest.mark.parametrize(
    "given,expected",
    [(g, e) for s in SPECS for g, e in s["examples"]],
)
def test_every_example_holds_through_the_language(given, expected):
    result = nimatron.eval(given)
    # Text shown as it is (`print`, `table`, `class`, also as a member
    # `5.Class`) is a Python string without quotes.
    called = given.split("(", 1)[0].rsplit(".", 1)[-1].lower()
    if called in ("print", "table", "class", "classname"):
        assert result == expected
        return
    assert language(result) == expected


def whole_call(text):
    """``(name, arguments' text)`` if ``text`` is one call ``name(...)``, else None."""
    head = text.split("(", 1)[0]
    if not head.isidentifier() or not text.endswith(")"):
        return None
    depth, quote = 0, False
    for i, ch in enumerate(text):
        if ch == '"':
            quote = not quote
        elif not quote and ch in "{([":
            depth += 1
        elif not quote and ch in "})]":
            depth -= 1
            if depth == 0:
                return (head, text[len(head) + 1 : -1]) if i == len(text) - 1 else None
    return None


def python_call(name, inner):
    """Call the registry's function ``name`` from Python with the arguments
    written ``inner``, each made as a Python caller would by its parameter's
    kind: a string parameter takes the string; a parameter of any value or
    of a language function takes text of the language (a Python string is
    read as the language); a parameter that reads positions takes the
    ``Position`` that the ruleset's Python function gives (or a value); the
    others take games parsed from the text."""
    spec = _registry.lookup(name)
    kinds = {p: k for p, k, _ in spec["params"]}
    args, named = [], {}
    for i, text in enumerate(split_args(inner)):
        key, _, rest = text.partition("=")
        if key.strip().isidentifier() and key.strip() in kinds and rest and not rest.startswith("="):
            named[key.strip()] = python_arg(rest.strip(), kinds[key.strip()])
        else:
            args.append(python_arg(text, spec["params"][i][1]))
    return args, named, nimatron.functions()[spec["name"]](*args, **named)


def python_arg(text, kind):
    quoted = len(text) >= 2 and text.startswith('"') and text.endswith('"')
    if kind == "string":
        assert quoted, text
        return text[1:-1]
    if kind in ("value", "function"):
        return text
    call = whole_call(text)
    if kind in ("position", "game or position") and call and _registry.lookup(call[0]):
        return python_call(*call)[2]
    return nimatron.parse(text)


@pytest.mark.parametrize(
    "spec,given,expected",
    [
        (s, g, e)
        for s in SPECS
        if not s["constant"]
        for g, e in s["examples"]
        if (whole_call(g) or ("",))[0].lower() == s["name"]
    ],
    ids=lambda x: x if isinstance(x, str) else x["name"],
)
def test_every_example_holds_when_called_from_python(spec, given, expected):
    args, named, result = python_call(*whole_call(given))
    if spec["name"] in ("print", "table", "classname"):
        # Text shown as it is: a Python string without quotes.
        assert result == expected
        return
    assert language(result) == expected
    # The same as a method of its first argument, where it is one.
    if args and spec["name"] in _registry.methods_of(args[0]):
        assert language(getattr(args[0], spec["name"])(*args[1:], **named)) == expected


def test_every_function_is_called_from_python_by_an_example():
    called = {
        whole_call(g)[0].lower() for s in SPECS for g, _ in s["examples"] if whole_call(g)
    }
    for spec in SPECS:
        if spec["constant"]:
            continue
        if spec["name"] == "ruleset":
            # A ruleset of the language stays in the language (Python's own
            # are nimatron.ruleset); from Python the call says so.
            with pytest.raises(TypeError, match="stay in the language"):
                nimatron.functions()["ruleset"]("sub1", "n -> [n - 1 for k in [1] where n > 0]")
            continue
        assert spec["name"] in called, spec["name"]


def test_positions_reach_the_functions_that_read_positions():
    # impartial(domineering(B)) is Cram on B (both players get every move).
    for board in ["..|..", "...|...", "....", "...|..#"]:
        assert nimatron.impartial(nimatron.domineering(board)) == nimatron.cram(board)
        assert nimatron.domineering(board).impartial() == nimatron.cram(board)
    # The misère form of the Cram board (as the language gives it).
    assert str(nimatron.misere(nimatron.cram(".........|##.######"))) == "*[2[2]321]"
    assert str(nimatron.cram(".........|##.######").misere()) == "*[2[2]321]"
    # Text of the language reads the position too.
    assert str(nimatron.misere('cram(".........|##.######")')) == "*[2[2]321]"
    # A 1 x 4 Cram strip is Dawson's Kayles with 4 pins, the nim heap *2
    # (OEIS A002187), so tame (ONAG ch. 12); 12 pins have normal value *2
    # and are a misère P-position: not a tame genus.
    assert nimatron.istame(nimatron.cram("....")) is True
    assert nimatron.istame(nimatron.cram("............")) is False
    assert nimatron.misereoutcome(nimatron.cram("............")) == "P"
    assert nimatron.cram(".........|##.######").isrestless() is True
    # Rules travel with the position: a toad that may pass two frogs moves.
    assert nimatron.impartial(nimatron.toads("TFF...")) == 0
    assert nimatron.impartial(nimatron.toads("TFF...", maxjump=2)) == nimatron.parse("*")
    # Any position of the catalogue: misère Nim by Bouton's rule.
    assert nimatron.misereoutcome(nimatron.position("nim", "1 1 1")) == "P"
    assert nimatron.misereoutcome(nimatron.position("nim", "1 1")) == "N"
    assert nimatron.misere(nimatron.position("nim", "2 2")) == nimatron.eval("misere(2) + misere(2)")
    # A value is not a position; an impartial ruleset has no impartial variant.
    with pytest.raises(nimatron.TypeError):
        nimatron.impartial(nimatron.parse("5"))
    with pytest.raises(nimatron.TypeError):
        nimatron.impartial(nimatron.cram(".."))
    # Positions have the methods that read positions; plain games do not.
    assert "impartial" in dir(nimatron.cram("..")) and "impartial" not in dir(nimatron.parse("*"))
    with pytest.raises(AttributeError):
        nimatron.parse("*").impartial


def test_arguments_may_be_python_numbers_and_strings():
    assert nimatron.temperature("{2|1||-1}") == nimatron.parse("5/4")
    assert nimatron.cool("{2|1}", 1) == nimatron.parse("3/2")
    assert nimatron.cool("{2|1}", 0.5) == nimatron.parse("3/2*")
    assert nimatron.hotstrat(["{2|1}", "+-3"]) == [2, 3]
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

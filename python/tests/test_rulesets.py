"""Rulesets: the catalogue's (positions with boards) and rulesets defined by
Python callables, solved by the engine."""

import xml.etree.ElementTree as ET

import pytest

import nimatron


def well_formed(svg):
    ET.fromstring(svg)
    return True


def test_ruleset_functions_give_positions_worth_their_values():
    p = nimatron.domineering("..|..")
    assert isinstance(p, nimatron.Position) and isinstance(p, nimatron.Game)
    assert p == nimatron.parse("+-1") and str(p) == "+-1"
    assert p.ruleset == "domineering" and p.position == "..|.."
    assert repr(p) == 'position("domineering", "..|..") = +-1'
    assert p + p == nimatron.parse("+-1") + nimatron.parse("+-1")
    assert p.temperature() == 1


def test_every_ruleset_function_of_the_catalogue_is_there():
    for r in nimatron.rulesets():
        if r["function"]:
            ruleset, position, value = r["example"]
            p = nimatron.functions()[r["function"]](position)
            assert str(p) == value, r["name"]


def test_rules_by_keyword_give_positions_of_those_rules():
    # Issue 17's generalised Toads and Frogs: jumps over up to two frogs.
    p = nimatron.toads("tttt..fff", maxjump=2)
    assert isinstance(p, nimatron.Position) and p.ruleset == "toads:2"
    assert p == nimatron.position("toads:2", "tttt..fff") == nimatron.parse("{1/2*|v}")
    assert p != nimatron.toads("tttt..fff")
    # Given by position, and in any order by name.
    assert nimatron.toads("TT..FF", 2) == nimatron.toads("TT..FF", maxjump=2)
    assert nimatron.toads("TT...FF", maxslide=3, minslide=2) == nimatron.position(
        "toads:minslide=2,maxslide=3", "TT...FF"
    )
    hot = nimatron.clobber("xo.|oox", rules="hot")
    assert hot.ruleset == "clobber:hot"
    assert hot == nimatron.position("clobber:hot", "xo.|oox")
    with pytest.raises(nimatron.ValueError, match="not a number from 0 to 64"):
        nimatron.toads("TT..FF", maxjump=99)
    with pytest.raises(nimatron.ValueError, match="more than maxslide"):
        nimatron.toads("TT..FF", minslide=3)
    # Other keyword arguments are limits, as for every function.
    with pytest.raises(TypeError, match="unknown keyword argument `jump`"):
        nimatron.toads("TT..FF", jump=2)


def test_positions_of_any_ruleset_of_the_catalogue():
    assert nimatron.position("wythoff", "4 7") == 0
    assert nimatron.position("moore:2", "1 2 3") == nimatron.parse("*6")
    assert nimatron.position("kayles", "3 5") == nimatron.parse("*7")
    with pytest.raises(nimatron.NameError):
        nimatron.position("chess", "e4")
    with pytest.raises(nimatron.SyntaxError) as e:
        nimatron.position("toads", "TT.X")
    assert e.value.column == 4 and e.value.source == "TT.X"


def test_bad_positions_point_into_their_text():
    with pytest.raises(nimatron.ValueError) as e:
        nimatron.domineering("..|.x")
    assert e.value.column == 5 and e.value.source == "..|.x"


def test_boards_are_drawn():
    grid = nimatron.domineering("..#|...")
    assert grid.board()["type"] == "grid" and grid.board()["rows"] == ["..#", "..."]
    assert well_formed(grid._repr_svg_())
    assert "<svg" in grid._repr_html_()
    hb = nimatron.hackenbush("0-1:b 1-2:r 0-2:g 2-2:b 1-2:g")
    assert hb.board()["type"] == "hackenbush" and len(hb.board()["edges"]) == 5
    assert well_formed(hb._repr_svg_())
    stalk = nimatron.stalk("LRR")
    assert stalk.board()["edges"] == [(0, 1, "b"), (1, 2, "r"), (2, 3, "r")]
    assert well_formed(stalk._repr_svg_())
    # A strip is a grid of one row.
    toads = nimatron.toads("T.TFF")
    assert toads.board()["rows"] == ["T.TFF"]
    assert well_formed(toads._repr_svg_())
    assert well_formed(nimatron.cram("...|...")._repr_svg_())
    # Heaps are drawn as their description: every ruleset has a picture.
    heaps = nimatron.position("nim", "3 4 5")
    assert heaps.board()["type"] == "text"
    assert well_formed(heaps._repr_svg_()) and "<svg" in heaps._repr_html_()


def subtraction(n):
    return [n - k for k in (1, 3, 4) if k <= n]


def test_an_impartial_ruleset_of_python_agrees_with_the_catalogue():
    sub = nimatron.ruleset(options=subtraction, name="sub:1,3,4")
    for n in range(30):
        assert sub(n) == nimatron.position("sub:1,3,4", str(n)), n
    assert sub.memoised() >= 30
    assert "sub:1,3,4" in repr(sub)


def domineering_moves(board, vertical):
    rows = [list(r) for r in board]
    out = []
    for r in range(len(rows)):
        for c in range(len(rows[r])):
            r2, c2 = (r + 1, c) if vertical else (r, c + 1)
            if r2 < len(rows) and c2 < len(rows[r2]) and rows[r][c] == "." and rows[r2][c2] == ".":
                new = [row[:] for row in rows]
                new[r][c] = new[r2][c2] = "#"
                out.append(tuple("".join(row) for row in new))
    return out


def test_a_partizan_ruleset_of_python_agrees_with_the_engine():
    dom = nimatron.ruleset(
        left=lambda b: domineering_moves(b, True),
        right=lambda b: domineering_moves(b, False),
    )
    for text in ["..|..", "...|...", "..|..|..", "...|..#", "....|...."]:
        assert dom(tuple(text.split("|"))) == nimatron.domineering(text), text


def test_components_and_normalize_are_used():
    calls = []

    def moves(heaps):
        calls.append(heaps)
        return [
            tuple(sorted(heaps[:i] + (h - k,) + heaps[i + 1 :]))
            for i, h in enumerate(heaps)
            for k in (1, 2)
            if k <= h
        ]

    rs = nimatron.ruleset(
        options=moves,
        components=lambda heaps: [(h,) for h in heaps] if len(heaps) > 1 else [heaps],
        normalize=lambda heaps: tuple(sorted(heaps)),
    )
    assert rs((5, 7, 8)) == nimatron.parse("*2") + nimatron.parse("*1") + nimatron.parse("*2")
    # Only single heaps were searched.
    assert all(len(h) == 1 for h in calls)


def test_errors_of_callbacks_come_back_as_they_were():
    def bad(pos):
        raise KeyError("boom")

    rs = nimatron.ruleset(left=bad, right=bad)
    with pytest.raises(KeyError):
        rs(1)
    with pytest.raises(TypeError):
        nimatron.ruleset(options=lambda p: [[1]])(0)
    with pytest.raises(TypeError):
        nimatron.ruleset(options=subtraction)([1, 2])
    with pytest.raises(TypeError):
        nimatron.ruleset(left=subtraction)


def test_searches_of_python_rulesets_have_limits():
    def grow(n):
        return [n + 1, n + 2]

    rs = nimatron.ruleset(left=grow, right=lambda n: [])
    with pytest.raises(nimatron.LimitError):
        rs(0, nodes=1000)
    with pytest.raises(nimatron.LimitError):
        rs(0, time=0.2)
    with pytest.raises(nimatron.LimitError):
        rs(0, depth=500)


def test_a_callback_may_not_compute_in_its_own_session():
    rs = nimatron.ruleset(options=lambda n: [nimatron.parse("*") and n - 1] if n > 0 else [])
    with pytest.raises(RuntimeError):
        rs(3)
    other = nimatron.Session()
    ok = nimatron.ruleset(options=lambda n: [n - 1] if other.parse("1") == 1 and n > 0 else [])
    assert ok(3) == nimatron.parse("*")

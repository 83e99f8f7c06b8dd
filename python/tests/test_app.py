"""Play and solve from Python through the app layer (nimatron_app): a Match
plays any ruleset of the catalogue against the perfect opponent, solve
reports what `nimatron solve --json` reports, and every ruleset's positions
have a picture."""

import xml.dom.minidom

import pytest

import nimatron


def test_a_match_plays_clobber_to_its_end_against_the_perfect_opponent():
    # README's board `xox|ox.` is worth {^^*|*,v}, fuzzy with 0: the player
    # moving first (Left here) wins against any defence.
    m = nimatron.Match("clobber", "xox|ox.")
    assert m.value() == "{^^*|*,v}"
    assert any(mv["wins"] for mv in m.moves())
    turns = 0
    while m.winner() is None:
        # Left (the person here) takes a winning move; Right replies perfectly.
        if m.to_move == "left":
            k = next(mv["index"] for mv in m.moves() if mv["wins"])
            m.play(k)
        else:
            m.reply()
        turns += 1
        assert turns < 20
    assert m.winner() == "left"
    history = m.history()
    assert len(history) == turns and history[0]["by"] == "left"
    # Nobody threw a win away: Left kept hers, and Right never had one.
    assert not any(t["was_winning"] and t["now_losing"] for t in history)


def test_moves_are_named_marked_and_can_be_played_by_name():
    m = nimatron.Match("domineering", "..|..")
    names = [mv["name"] for mv in m.moves()]
    assert names == ["a1-a2", "b1-b2"]
    assert m.moves()[0]["cells"] == [(0, 0), (1, 0)]
    m.play("b2-b1")
    assert m.position == ".#|.#" and m.to_move == "right"
    assert m.winner() == "left"
    assert m.undo() and m.position == "..|.."
    with pytest.raises(ValueError):
        m.play(7)
    hint = m.hint()
    assert hint[0].startswith("The position is worth +-1")


def test_nim_of_any_size_is_played_by_name():
    m = nimatron.Match("nim", "1" + "0" * 40 + " 3")
    mv = m.reply()
    # The only winning move: heap A to 3 (take 10^40 - 3).
    assert mv["name"] == "A " + str(10**40 - 3)
    assert m.position.split() == ["3", "3"]


def test_solve_reports_as_the_cli_does():
    board = "|".join(["......"] * 6)
    expr = f'domineering("{board}")'
    r = nimatron.solve(expr)
    # 6x6 Domineering is a first-player win: its canonical form in
    # data/domineering-rectangles.tsv (by a second method, canonical forms)
    # is +-G with G > 0, fuzzy with 0.
    assert r["outcome"] == "N"
    assert r["left_first"]["winner"] == "left" and r["right_first"]["winner"] == "right"
    assert r["left_first"]["winning_move"]["component"] == 1
    one = nimatron.solve('clobber("xox|ox.") + {2|1}', first="right")
    assert one["first"] == "right" and one["winner"] in ("left", "right")
    with pytest.raises(nimatron.SyntaxError):
        nimatron.solve("domineering(")


def test_every_ruleset_has_a_picture():
    for info in nimatron.rulesets():
        ruleset, position, _ = info["example"]
        try:
            p = nimatron.position(ruleset, position, time=5)
        except nimatron.UnsupportedError as e:
            # A loopy position (Fox and Geese) has no short value to be a
            # Position of: a Match shows it (and says it cannot play it yet).
            assert "loopy" in str(e), info["name"]
            svg = nimatron.Match(ruleset, position)._repr_svg_()
            assert svg and svg.startswith("<svg"), info["name"]
            xml.dom.minidom.parseString(svg)
            continue
        svg = p._repr_svg_()
        assert svg and svg.startswith("<svg"), info["name"]
        xml.dom.minidom.parseString(svg)
        assert p.board()["type"] in ("grid", "hackenbush", "graph", "text"), info["name"]

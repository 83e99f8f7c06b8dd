"""Games from Python: parsing, arithmetic and the partial order, numbers,
sessions, limits and errors."""

import os
import pickle
import signal
import threading
import time
from fractions import Fraction

import pytest

import nimatron
from nimatron import parse


def test_the_first_example_of_the_readme():
    assert str(parse("{2|1||-1}").temperature()) == "5/4"


def test_printing_is_cgsuite_notation():
    for text in ["{2|1||-1}", "^*", "+-1", "3/8", "*2", "v", "{1|0,*}", "Tiny(2)", "1+^3", "2+*3"]:
        assert str(parse(text)) == text
        assert repr(parse(text)) == text


def test_sums_differences_and_multiples():
    up, star = parse("^"), parse("*")
    assert up + star == parse("^*")
    assert up - up == 0
    assert -up == parse("v")
    assert +up == up
    assert 3 * up == parse("^3") and up * 3 == parse("^3")
    assert parse("1/2") + 1 == Fraction(3, 2)
    assert 1 - parse("1/2") == parse("1/2")
    assert parse("1/2") * parse("3") == parse("3/2")
    assert parse("3") / 4 == parse("3/4")
    assert parse("2") ** 3 == 8
    assert parse("*1") + parse("*3") + parse("*5") + parse("*7") == 0


def test_the_partial_order():
    g = parse("{2|1||-1}")
    assert parse("^") > 0 and parse("v") < 0 and parse("^") >= 0 and not parse("^") <= 0
    # * is confused with 0: <= fails both ways.
    star = parse("*")
    assert not star <= 0 and not star >= 0 and star != 0
    assert star.confused(0) and star.fuzzy() and not parse("^").fuzzy()
    assert g.confused(0)
    assert star.less_or_confused(0) and star.greater_or_confused(0)
    assert not parse("1").less_or_confused(0)


def test_numbers_convert_both_ways():
    assert parse("5/4").as_fraction() == Fraction(5, 4)
    assert int(parse("-7")) == -7 and float(parse("3/8")) == 0.375
    assert parse("2") == 2 and parse("1/2") == 0.5 and parse("1/2") == Fraction(1, 2)
    big = 10**40 + 1
    assert parse(str(big)) == big and int(parse(str(big))) == big
    with pytest.raises(ValueError):
        parse("*").as_fraction()
    with pytest.raises(TypeError):
        int(parse("1/2"))


def test_equal_games_hash_alike():
    assert hash(parse("2")) == hash(2) and hash(parse("1/2")) == hash(Fraction(1, 2))
    assert len({parse("^*"), parse("*+^"), parse("{0,*|0}"), parse("*")}) == 2
    other = nimatron.Session()
    assert other.parse("{2|1||-1}") == parse("{2|1||-1}")
    assert hash(other.parse("{2|1||-1}")) == hash(parse("{2|1||-1}"))


def test_games_pickle_as_their_text():
    g = parse("{2|1||-1}")
    assert pickle.loads(pickle.dumps(g)) == g


def test_operators_refuse_what_is_not_a_game():
    with pytest.raises(TypeError):
        parse("^") + "1"
    assert (parse("^") == "^") is False
    with pytest.raises(nimatron.TypeError):
        parse("^") * parse("^")
    with pytest.raises(nimatron.ValueError):
        parse("1") / 0


def test_surreal_numbers():
    w = nimatron.omega
    assert isinstance(w, nimatron.Surreal) and str(w) == "omega"
    assert w + 1 > w and w > 10**100 and str(w / 2 + w / 2) == "omega"
    assert (w * nimatron.epsilon) == 1
    assert str(nimatron.sqrt(w)) == "omega^(1/2)"
    assert w.birthday() is not None


def test_syntax_errors_carry_the_column():
    with pytest.raises(nimatron.SyntaxError) as e:
        parse("{1|")
    err = e.value
    assert isinstance(err, SyntaxError) and isinstance(err, nimatron.Error)
    assert err.kind == "syntax" and err.column == 4 and err.source == "{1|"
    assert err.offset == 4 and err.text == "{1|"
    assert err.caret().splitlines() == ["{1|", "   ^"]
    with pytest.raises(nimatron.NameError) as e:
        parse("nosuch(1)")
    assert e.value.kind == "name" and e.value.column == 1
    with pytest.raises(nimatron.TypeError):
        parse("temperature(1, 2)")


def test_eval_keeps_variables_and_parse_evaluates_expressions():
    s = nimatron.Session()
    assert s.eval("g := {2|1}") == parse("{2|1}")
    assert s.eval("g + g") == parse("{2|1}") + parse("{2|1}")
    assert s.eval("") is None
    with pytest.raises(nimatron.SyntaxError):
        s.parse("")
    with pytest.raises(nimatron.NameError):
        nimatron.parse("g")  # the default session has no g


def test_limits_per_call_and_per_session():
    board = "........|........|........|........|........"
    start = time.time()
    with pytest.raises(nimatron.LimitError) as e:
        nimatron.domineering(board, time=0.2)
    assert e.value.kind == "limit" and time.time() - start < 5
    with pytest.raises(nimatron.LimitError):
        parse("*100000 + *3").options(games=1000)
    s = nimatron.Session(time=0.2)
    assert s.limits["time"] == pytest.approx(0.2)
    with pytest.raises(nimatron.LimitError):
        s.domineering(board)
    s.set_limits(time=None, games=10**6)
    assert s.limits["time"] is None and s.limits["games"] == 10**6
    with pytest.raises(TypeError):
        nimatron.temperature("{2|1}", bogus=3)
    # The session's limits are back after a call with its own.
    assert s.limits["games"] == 10**6


def test_the_default_session_limits():
    old = nimatron.limits()
    try:
        nimatron.set_limits(games=500)
        assert nimatron.limits()["games"] == 500
        with pytest.raises(nimatron.LimitError):
            parse("*1000").leftoptions()
    finally:
        nimatron.set_limits(**old)
    assert nimatron.limits() == old


def test_reset_starts_the_default_store_afresh():
    g = parse("{5|4||3}")
    before = nimatron.session().games()
    nimatron.reset()
    assert nimatron.session().games() < before
    assert g.temperature() == parse("{5|4||3}").temperature()


def test_games_of_two_sessions_meet_by_value():
    a, b = nimatron.Session(), nimatron.Session()
    g, h = a.parse("{2|1}"), b.parse("{2|1}")
    assert g == h and g - h == 0
    assert str(b.temperature(g)) == "1/2"


def test_ctrl_c_stops_a_long_computation():
    if threading.current_thread() is not threading.main_thread():
        pytest.skip("signals reach the main thread only")
    before = nimatron.limits()
    # Python keeps SIGINT ignored when it starts with it ignored (a shell's
    # background job, `cmd &`): then no KeyboardInterrupt would come and the
    # search would run to the memory limit. Install Python's own handler.
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    timer = threading.Timer(0.5, lambda: os.kill(os.getpid(), signal.SIGINT))
    timer.start()
    start = time.time()
    try:
        with pytest.raises(KeyboardInterrupt):
            nimatron.domineering("........|........|........|........|........|........", games=10**8)
    finally:
        timer.cancel()
        signal.signal(signal.SIGINT, previous)
    assert time.time() - start < 10
    # The call's own limits are gone with it.
    assert nimatron.limits() == before
    # The session works on.
    assert str(parse("{2|1||-1}").temperature()) == "5/4"


def test_python_threads_share_a_session_in_turn():
    s = nimatron.Session()
    results = []

    def work():
        results.append(str(s.domineering("....|....|...")))

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(results) == 4 and len(set(results)) == 1

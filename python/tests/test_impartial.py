"""Grundy sequences of octal games and Nim's winning moves."""

import xml.etree.ElementTree as ET

import pytest

import nimatron

KAYLES = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7]


def test_kayles_is_periodic_with_period_12_from_71():
    seq = nimatron.grundy("0.77")
    assert seq[: len(KAYLES)] == KAYLES and list(seq)[:4] == [0, 1, 2, 3]
    assert seq.proved and seq.period == 12 and seq.preperiod == 71 and seq.stop == "proved"
    assert seq.value(10**12) == seq[71 + (10**12 - 71) % 12]
    assert nimatron.grundy("kayles").values == seq.values
    assert "period 12, preperiod 71 (proved)" in repr(seq)


def test_sequences_stop_where_asked():
    seq = nimatron.grundy("grundy", to=200)
    assert len(seq) == 200 and not seq.provable and seq.period is None and seq.stop == "reached"
    with pytest.raises(IndexError):
        seq.value(1000)
    sub = nimatron.grundy("sub:1,3,4", to=50)
    assert sub.proved and sub.period == 7
    assert nimatron.grundy("0.77", method="plain").values == nimatron.grundy("0.77").values


def test_a_time_limit_keeps_the_values_so_far():
    seq = nimatron.grundy("grundy", to=1 << 30, time=0.3)
    assert seq.stop == "time" and 0 < len(seq) < 1 << 30


def test_bad_codes_are_value_errors():
    with pytest.raises(nimatron.ValueError):
        nimatron.grundy("0.9x")
    with pytest.raises(ValueError):
        nimatron.grundy("0.77", method="fast")


def test_the_scatter_plot():
    seq = nimatron.grundy("0.77")
    svg = seq._repr_svg_()
    ET.fromstring(svg)
    assert "Grundy values of 0.77" in svg and "period 12 from n = 71" in svg
    assert svg.count("<circle") == len(seq)
    part = seq.scatter(10, 30)
    ET.fromstring(part.data)
    assert part.data.count("<circle") == 20 and part._repr_svg_() == part.data


def test_nim_moves_and_nim_sums():
    assert nimatron.nim_moves([3, 4, 5]) == [nimatron.NimMove(heap=0, size=3, to=1)]
    assert nimatron.nim_moves([1, 2, 3]) == []
    assert nimatron.nim_sum([3, 4, 5]) == 2
    big = 2**100
    assert nimatron.nim_moves([big, 1]) == [(0, big, 1)]
    assert nimatron.nim_moves([1, 1, 1], misere=True) == []
    assert nimatron.nim_moves([2, 1], misere=True) == [(0, 2, 0)]


def test_r8_is_the_misere_quotient_of_0_75():
    # Plambeck and Siegel (2008): 0.75's quotient is R8, order 8, P-portion {a, b^2}.
    q = nimatron.misere_quotient("0.75")
    assert q.order == 8 and q.p_portion == ["a", "b^2"]
    assert q.presentation == "<a,b,c | a^2=1, b^3=b, bc=ab, c^2=b^2>"
    assert q.heaps[:6] == ["1", "a", "b", "a", "b", "c"]
    assert q.period == (8, 2) and q.stopped is None
    assert "order=8" in repr(q)


def _kayles_misere_p(heaps, memo={}):
    """Exhaustive misère search of a sum of Kayles heaps (remove one or two
    adjacent pins, possibly splitting the row): P when the player to move
    loses. Independent of the quotient."""
    key = tuple(sorted(h for h in heaps if h > 0))
    if key in memo:
        return memo[key]
    if not key:
        return False  # no move: the player to move has won (misère)
    result = True
    for i, h in enumerate(key):
        rest = key[:i] + key[i + 1 :]
        for take in (1, 2):
            for left in range(h - take + 1):
                if _kayles_misere_p(rest + (left, h - take - left)):
                    result = False
                    break
            if not result:
                break
        if not result:
            break
    memo[key] = result
    return result


def test_kayles_misere_play_by_the_quotient_agrees_with_search():
    # Plambeck and Siegel: Kayles' quotient has 40 elements, its heaps
    # periodic from 71 (proved from the heaps up to 200).
    q = nimatron.misere_quotient("kayles", to=200)
    assert q.order == 40 and q.period is not None
    sums = [[a, b, c] for a in range(0, 9) for b in range(a, 9) for c in range(b, 9)]
    for heaps in sums:
        heaps = [h for h in heaps if h > 0]
        p = _kayles_misere_p(heaps)
        assert q.outcome(heaps) == ("P" if p else "N"), heaps
        moves = q.winning_moves(heaps)
        # The empty sum is won with no move at all (misère).
        assert (not moves) == (p or not heaps), heaps
        for index, size, to in moves:
            assert heaps[index] == size
            after = heaps[:index] + heaps[index + 1 :] + list(to)
            assert _kayles_misere_p(after), (heaps, index, to)


def test_a_misere_quotient_stops_at_its_limits_with_what_it_has():
    # Dawson's Kayles needs 144 elements at heap 25 (Plambeck and Siegel).
    q = nimatron.misere_quotient("0.07", to=40, max_order=100)
    assert q.to == 24 and q.order == 24 and "100" in q.stopped
    with pytest.raises(ValueError):
        q.outcome([30])
    with pytest.raises(nimatron.ValueError):
        nimatron.misere_quotient("0.9x")

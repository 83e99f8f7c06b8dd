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

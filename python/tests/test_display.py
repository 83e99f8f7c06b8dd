"""What Jupyter shows: LaTeX for games and numbers, SVG for thermographs
(the engine's drawing), boards and scatter plots."""

import xml.etree.ElementTree as ET

import pytest

import nimatron
from nimatron import _latex


@pytest.mark.parametrize(
    "text,latex",
    [
        ("{2|1||-1}", r"$\{2 \mid 1 \parallel -1\}$"),
        ("^*", r"$\uparrow{*}$"),
        ("+-1", r"$\pm 1$"),
        ("3/8", r"$\frac{3}{8}$"),
        ("-3/8", r"$-\frac{3}{8}$"),
        ("*2", r"${*}2$"),
        ("vv", r"$\Downarrow$"),
        ("^3", r"$3{\cdot}\uparrow$"),
        ("2.Tiny", r"${+_{2}}$"),
        ("1+(1/2).Miny", r"$1+{-_{\frac{1}{2}}}$"),
        ("Tiny(2)", r"${+_{2}}$"),
        ("1+Miny(1/2)", r"$1+{-_{\frac{1}{2}}}$"),
        ("Tiny({2|0})", r"${+_{\{2 \mid 0\}}}$"),
        ("{0,*|0}", r"$\{0, {*} \mid 0\}$"),
    ],
)
def test_games_in_latex(text, latex):
    assert _latex.game(text) == latex
    g = nimatron.parse(text)
    assert g._repr_latex_() == _latex.game(str(g))


def test_long_games_show_as_text():
    g = nimatron.parse("{" + "|".join(["{1|0}"] * 2) + "}")
    assert g._repr_latex_() is not None
    big = nimatron.domineering("....|....|...")
    assert (big._repr_latex_() is None) == (len(str(big)) > 4000)


def test_surreal_numbers_in_latex():
    assert nimatron.omega._repr_latex_() == r"$\omega$"
    assert nimatron.sqrt(nimatron.omega)._repr_latex_() == r"$\omega^{1/2}$"


def test_the_thermograph_is_the_engines_drawing():
    th = nimatron.thermograph("{2|1}")
    ET.fromstring(th._repr_svg_())
    assert th.svg() == th._repr_svg_() and "mast 3/2 (mean)" in th.svg()


def test_html_of_a_position_shows_board_and_value():
    html = nimatron.domineering("..|..")._repr_html_()
    assert "<svg" in html and "+-1" in html and "domineering" in html

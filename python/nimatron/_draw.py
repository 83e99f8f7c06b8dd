"""Pictures as plain SVG text: positions beside their values (the picture
itself is the app layer's ``Picture``, drawn in Rust for every ruleset) and
scatter plots of Grundy sequences (as CGSuite 2.1's ScatterPlot).
Thermographs are drawn by the engine (``nimatron::thermo::svg``)."""

from __future__ import annotations

import html
import math
from typing import Any, List, Optional, Sequence

BLUE, GREEN = "#1f5fd6", "#2a9d3a"



def _svg(width: float, height: float, body: List[str]) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" '
        f'viewBox="0 0 {width:.0f} {height:.0f}" font-family="sans-serif" font-size="12">\n'
        + "\n".join(body)
        + "\n</svg>\n"
    )


def position_svg(pos: Any) -> Optional[str]:
    """A position's picture (``Position._repr_svg_``), drawn by the app layer."""
    return pos.picture_svg()


def position_html(pos: Any) -> Optional[str]:
    """A position's picture beside its value (``Position._repr_html_``)."""
    svg = position_svg(pos)
    if svg is None:
        return None
    value = html.escape(str(pos))
    call = html.escape(f"{pos.ruleset}({pos.position!r})")
    return (
        '<div style="display:flex;gap:1.5em;align-items:center">'
        f"<div>{svg}</div>"
        f"<div><code>{call}</code><br>value <code>{value}</code></div></div>"
    )


def _step(span: float, ticks: int = 8) -> int:
    """A round tick step (1, 2, 5 times a power of ten) for ``span``."""
    raw = max(span / ticks, 1.0)
    p = 10 ** math.floor(math.log10(raw))
    for m in (1, 2, 5, 10):
        if m * p >= raw:
            return int(m * p)
    return int(10 * p)


def scatter_svg(
    values: Sequence[int],
    start: int,
    title: str,
    period: Optional[int] = None,
    preperiod: Optional[int] = None,
) -> str:
    """G(n) against n for n = start, start + 1, ... (CGSuite's ScatterPlot),
    with the preperiod marked when a period is proved."""
    w, h = 640.0, 320.0
    left, right, top, bottom = 48.0, 16.0, 30.0, 36.0
    n = max(len(values), 1)
    top_value = max(max(values, default=0), 1)
    sx = (w - left - right) / max(n - 1, 1)
    sy = (h - top - bottom) / top_value

    def px(i: int) -> float:
        return left + (i - start) * sx

    def py(v: float) -> float:
        return h - bottom - v * sy

    body = [f'<rect width="{w:.0f}" height="{h:.0f}" fill="white"/>']
    body.append(f'<text x="{left}" y="18" font-size="14">Grundy values of {html.escape(title)}</text>')
    body.append(f'<line x1="{left}" y1="{py(0)}" x2="{w - right}" y2="{py(0)}" stroke="gray"/>')
    body.append(f'<line x1="{left}" y1="{top}" x2="{left}" y2="{py(0)}" stroke="gray"/>')
    xs = _step(n)
    for t in range((start + xs - 1) // xs * xs, start + n, xs):
        body.append(f'<line x1="{px(t):.1f}" y1="{py(0)}" x2="{px(t):.1f}" y2="{py(0) + 4}" stroke="gray"/>')
        body.append(f'<text x="{px(t):.1f}" y="{py(0) + 16}" text-anchor="middle" fill="dimgray">{t}</text>')
    ys = _step(top_value, 6)
    for t in range(0, top_value + 1, ys):
        body.append(f'<line x1="{left - 4}" y1="{py(t):.1f}" x2="{left}" y2="{py(t):.1f}" stroke="gray"/>')
        body.append(f'<text x="{left - 7}" y="{py(t) + 4:.1f}" text-anchor="end" fill="dimgray">{t}</text>')
    body.append(f'<text x="{(left + w - right) / 2}" y="{h - 4}" text-anchor="middle">heap size n</text>')
    body.append(
        f'<text x="12" y="{(top + h - bottom) / 2}" transform="rotate(-90 12 {(top + h - bottom) / 2})" text-anchor="middle">G(n)</text>'
    )
    if period is not None and preperiod is not None and start <= preperiod < start + n:
        x0 = px(preperiod)
        body.append(f'<line x1="{x0:.1f}" y1="{top}" x2="{x0:.1f}" y2="{py(0)}" stroke="{GREEN}" stroke-dasharray="4 3"/>')
        body.append(
            f'<text x="{x0 + 4:.1f}" y="{top + 10}" fill="{GREEN}">period {period} from n = {preperiod}</text>'
        )
    r = 2.2 if n <= 300 else 1.4
    body.append(f'<g fill="{BLUE}">')
    for i, v in enumerate(values):
        body.append(f'<circle cx="{px(start + i):.1f}" cy="{py(v):.1f}" r="{r}"/>')
    body.append("</g>")
    return _svg(w, h, body)

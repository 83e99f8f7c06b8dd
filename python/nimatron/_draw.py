"""Pictures as plain SVG text: boards of positions (Domineering and Cram
grids, Hackenbush graphs and stalks, Toads and Frogs strips) and scatter
plots of Grundy sequences (as CGSuite 2.1's ScatterPlot). Thermographs are
drawn by the engine (``nimatron::thermo::svg``)."""

from __future__ import annotations

import html
import math
from collections import defaultdict
from typing import Any, Dict, List, Optional, Sequence, Tuple

BLUE, RED, GREEN = "#1f5fd6", "#d62f1f", "#2a9d3a"
COLOURS = {"b": BLUE, "r": RED, "g": GREEN}
CELL = 36


def _svg(width: float, height: float, body: List[str]) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" '
        f'viewBox="0 0 {width:.0f} {height:.0f}" font-family="sans-serif" font-size="12">\n'
        + "\n".join(body)
        + "\n</svg>\n"
    )


def grid(rows: Sequence[str]) -> str:
    """A Domineering or Cram board: ``.`` empty, ``#`` filled; columns a, b,
    ... and rows 1, 2, ... from the top."""
    width = max((len(r) for r in rows), default=0)
    m = 18
    body = []
    for c in range(width):
        body.append(
            f'<text x="{m + c * CELL + CELL / 2}" y="12" text-anchor="middle" fill="dimgray">{chr(97 + c) if c < 26 else c + 1}</text>'
        )
    for r, row in enumerate(rows):
        y = m + r * CELL
        body.append(f'<text x="9" y="{y + CELL / 2 + 4}" text-anchor="middle" fill="dimgray">{r + 1}</text>')
        for c in range(width):
            filled = c >= len(row) or row[c] == "#"
            fill = "#555" if filled else "white"
            body.append(
                f'<rect x="{m + c * CELL}" y="{y}" width="{CELL}" height="{CELL}" fill="{fill}" stroke="#333"/>'
            )
    return _svg(m + width * CELL + 2, m + len(rows) * CELL + 2, body)


def strip(cells: str) -> str:
    """A Toads and Frogs strip: ``T`` toads (Left's, blue), ``F`` frogs
    (Right's, red), ``.`` empty."""
    body = []
    for i, ch in enumerate(cells):
        x = 2 + i * CELL
        body.append(f'<rect x="{x}" y="2" width="{CELL}" height="{CELL}" fill="white" stroke="#333"/>')
        if ch in "TF":
            colour = BLUE if ch == "T" else RED
            cx, cy = x + CELL / 2, 2 + CELL / 2
            body.append(f'<circle cx="{cx}" cy="{cy}" r="{CELL / 2 - 5}" fill="{colour}"/>')
            body.append(
                f'<text x="{cx}" y="{cy + 5}" text-anchor="middle" fill="white" font-weight="bold" font-size="15">{ch}</text>'
            )
    return _svg(4 + len(cells) * CELL, 4 + CELL, body)


def hackenbush(edges: Sequence[Tuple[int, int, str]]) -> str:
    """A Hackenbush position: vertex 0 is the ground (each edge at the ground
    gets its own foot there); blue, red and green edges; repeated edges are
    drawn as arcs, loops as circles."""
    adjacent: Dict[int, List[int]] = defaultdict(list)
    for u, v, _ in edges:
        adjacent[u].append(v)
        adjacent[v].append(u)
    # Levels by distance from the ground; order within a level by the mean
    # position of the vertices below (so branches do not cross much).
    level = {0: 0}
    order: List[List[int]] = [[0]]
    frontier = [0]
    while frontier:
        nxt: List[int] = []
        for u in frontier:
            for v in adjacent[u]:
                if v not in level:
                    level[v] = level[u] + 1
                    nxt.append(v)
        if nxt:
            order.append(nxt)
        frontier = nxt
    for v in adjacent:  # not grounded: cannot happen for a read position
        if v not in level:
            level[v] = len(order)
            order.append([v])
    gap, rise = 56, 56
    x: Dict[int, float] = {}
    for lv, vs in enumerate(order[1:], start=1):
        def below(v: int) -> float:
            xs = [x[w] for w in adjacent[v] if w in x and w != 0]
            return sum(xs) / len(xs) if xs else 0.0

        vs.sort(key=below)
        for i, v in enumerate(vs):
            x[v] = i * gap
    # Centre each level.
    widest = max((len(vs) for vs in order[1:]), default=1)
    for vs in order[1:]:
        shift = (widest - len(vs)) * gap / 2
        for v in vs:
            x[v] += shift
    height = rise * max(len(order) - 1, 1) + 64
    ground_y = height - 20
    margin = 30

    def pos(v: int) -> Tuple[float, float]:
        return margin + x[v], ground_y - rise * level[v]

    body = []
    width = margin * 2 + max(widest - 1, 0) * gap
    body.append(f'<line x1="4" y1="{ground_y}" x2="{width - 4}" y2="{ground_y}" stroke="#6b4f2a" stroke-width="3"/>')
    seen: Dict[Tuple[int, int], int] = defaultdict(int)
    feet: Dict[int, int] = defaultdict(int)
    for u, v, c in edges:
        colour = COLOURS.get(c, "black")
        if u == 0 and v == 0:
            continue
        if u == v:
            px, py = pos(u)
            body.append(f'<circle cx="{px}" cy="{py - 11}" r="11" fill="none" stroke="{colour}" stroke-width="4"/>')
            continue
        if 0 in (u, v):
            top = v if u == 0 else u
            tx, ty = pos(top)
            k = feet[top]
            feet[top] += 1
            fx = tx + (0 if k == 0 else (k + 1) // 2 * 14 * (1 if k % 2 else -1))
            body.append(
                f'<line x1="{fx}" y1="{ground_y}" x2="{tx}" y2="{ty}" stroke="{colour}" stroke-width="4" stroke-linecap="round"/>'
            )
            continue
        a, b = sorted((u, v))
        k = seen[(a, b)]
        seen[(a, b)] += 1
        (x1, y1), (x2, y2) = pos(a), pos(b)
        if k == 0:
            body.append(
                f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="{colour}" stroke-width="4" stroke-linecap="round"/>'
            )
        else:
            bend = (k + 1) // 2 * 16 * (1 if k % 2 else -1)
            dx, dy = x2 - x1, y2 - y1
            norm = math.hypot(dx, dy) or 1.0
            mx, my = (x1 + x2) / 2 - dy / norm * bend, (y1 + y2) / 2 + dx / norm * bend
            body.append(
                f'<path d="M {x1} {y1} Q {mx:.1f} {my:.1f} {x2} {y2}" fill="none" stroke="{colour}" stroke-width="4" stroke-linecap="round"/>'
            )
    for v in x:
        px, py = pos(v)
        body.append(f'<circle cx="{px}" cy="{py}" r="3.5" fill="black"/>')
    return _svg(width, height, body)


def board_svg(board: Optional[Dict[str, Any]]) -> Optional[str]:
    """The picture of ``Position.board()``, or None."""
    if board is None:
        return None
    kind = board["type"]
    if kind == "grid":
        return grid(board["rows"])
    if kind == "strip":
        return strip(board["cells"])
    if kind == "hackenbush":
        return hackenbush(board["edges"])
    return None


def position_svg(pos: Any) -> Optional[str]:
    """A position's board (``Position._repr_svg_``)."""
    return board_svg(pos.board())


def position_html(pos: Any) -> Optional[str]:
    """A position's board beside its value (``Position._repr_html_``)."""
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

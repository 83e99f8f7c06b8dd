"""Games and surreal numbers in LaTeX, from their CGSuite text (what Jupyter
shows for ``_repr_latex_``): ``{2|1||-1}`` becomes
``\\{2 \\mid 1 \\parallel -1\\}``, ``^*`` ``\\uparrow{*}``, ``+-1`` ``\\pm 1``,
``Tiny(2)`` ``{+_{2}}``, ``3/8`` ``\\frac{3}{8}``."""

from __future__ import annotations

import re
from typing import List, Tuple

_TOKEN = re.compile(
    r"""(?P<slashes>\|+)
      | (?P<pm>\+-)
      | (?P<tiny>\.(?:Tiny|Miny))
      | (?P<call>(?:Tiny|Miny)\()
      | (?P<number>-?\d+(?:/\d+)?)
      | (?P<ups>\^\^|\^\d+|\^|vv|v\d+|v)
      | (?P<star>\*\d*)
      | (?P<open>[{(])
      | (?P<close>[})])
      | (?P<other>.)""",
    re.VERBOSE,
)


def _number(text: str) -> str:
    if "/" in text:
        sign = "-" if text.startswith("-") else ""
        a, b = text.lstrip("-").split("/")
        return f"{sign}\\frac{{{a}}}{{{b}}}"
    return text


def _ups(text: str) -> str:
    if text == "^":
        return r"\uparrow"
    if text == "^^":
        return r"\Uparrow"
    if text == "v":
        return r"\downarrow"
    if text == "vv":
        return r"\Downarrow"
    arrow = r"\uparrow" if text[0] == "^" else r"\downarrow"
    return f"{text[1:]}{{\\cdot}}{arrow}"


def _slashes(n: int) -> str:
    if n == 1:
        return r" \mid "
    if n == 2:
        return r" \parallel "
    return r" \mathrel{" + r"|\!" * (n - 1) + "|} "


def game(text: str) -> str:
    """A game's CGSuite text as LaTeX (in ``$...$``)."""
    # Pieces as (latex, what a following .Tiny takes as its subscript).
    stack: List[List[Tuple[str, str]]] = [[]]
    opens: List[str] = []
    for m in _TOKEN.finditer(text):
        kind, tok = m.lastgroup, m.group()
        out = stack[-1]
        if kind == "slashes":
            out.append((_slashes(len(tok)), ""))
        elif kind == "pm":
            out.append((r"\pm ", ""))
        elif kind == "number":
            out.append((_number(tok),) * 2)
        elif kind == "ups":
            out.append((_ups(tok),) * 2)
        elif kind == "star":
            out.append(("{*}" + tok[1:],) * 2)
        elif kind == "open":
            stack.append([])
            opens.append(tok)
        elif kind == "call":
            stack.append([])
            opens.append("+" if tok.startswith("Tiny") else "-")
        elif kind == "close" and opens:
            inner = "".join(p for p, _ in stack.pop())
            o = opens.pop()
            if o == "{":
                braced = f"\\{{{inner}\\}}"
                stack[-1].append((braced, braced))
            elif o in "+-":
                stack[-1].append((f"{{{o}_{{{inner}}}}}",) * 2)
            else:
                stack[-1].append((f"({inner})", inner))
        elif kind == "tiny":
            _, sub = out.pop() if out else ("", "")
            sign = "+" if tok == ".Tiny" else "-"
            out.append((f"{{{sign}_{{{sub}}}}}",) * 2)
        elif tok == ",":
            out.append((", ", ""))
        else:
            out.append((tok, tok))
    while len(stack) > 1:
        inner = "".join(p for p, _ in stack.pop())
        stack[-1].append((inner, inner))
    return "$" + "".join(p for p, _ in stack[0]) + "$"


def surreal(text: str) -> str:
    """A surreal number's text (``omega^(1/2)``, ``2/3*omega^5``) as LaTeX."""
    s = re.sub(r"\^\(([^()]*)\)", r"^{\1}", text)
    s = re.sub(r"\^(-?\d+(?:/\d+)?)", r"^{\1}", s)
    s = s.replace("omega", r"\omega").replace("*", r"\,")
    return f"${s}$"

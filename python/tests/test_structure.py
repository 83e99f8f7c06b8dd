"""The binding's modules (crates/nimatron-py/src) import one another one way:
no circle, and `shared` (the state a session shares with its objects) at the
bottom, using no other module of the crate."""

import re
from pathlib import Path

SRC = Path(__file__).resolve().parents[2] / "crates" / "nimatron-py" / "src"


def imports():
    """Each module's uses of the crate's other modules (`crate::NAME`)."""
    modules = {p.stem for p in SRC.glob("*.rs")} - {"lib"}
    uses = {}
    for m in modules:
        text = (SRC / f"{m}.rs").read_text()
        # Comments name modules too (doc links): only code counts.
        code = "\n".join(line.split("//")[0] for line in text.splitlines())
        found = set(re.findall(r"crate::(\w+)", code))
        for group in re.findall(r"crate::\{([^}]*)\}", code):
            found |= {g.strip().split("::")[0] for g in group.split(",")}
        uses[m] = (found & modules) - {m}
    return uses


def test_the_modules_import_one_way():
    uses = imports()
    assert uses and uses["shared"] == set(), uses["shared"]
    # Depth-first search for a circle.
    state = {}

    def visit(m, path):
        if state.get(m) == "open":
            raise AssertionError("import circle: " + " -> ".join(path + [m]))
        if state.get(m) == "done":
            return
        state[m] = "open"
        for n in sorted(uses[m]):
            visit(n, path + [m])
        state[m] = "done"

    for m in sorted(uses):
        visit(m, [])


def test_the_search_sees_the_arrows():
    # The reading above is not blind: the known arrows are found.
    uses = imports()
    assert "shared" in uses["value"] and "value" in uses["registry"] and "boards" in uses["registry"]
    assert "value" not in uses["shared"] and "registry" not in uses["session"]

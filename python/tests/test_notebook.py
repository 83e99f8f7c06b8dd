"""The example notebook (examples/tour.ipynb) runs from top to bottom, and
the outputs it shows are the ones it gives now, so it never goes stale.
``NIMATRON_BLESS=1`` rewrites its outputs."""

import copy
import os
from pathlib import Path

import pytest

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")

TOUR = Path(__file__).resolve().parents[2] / "examples" / "tour.ipynb"

#: The parts of an output that must match; pictures (image/svg+xml) must be
#: there, but may be drawn differently (the drawings have their own tests).
MIMES = ("text/plain", "text/latex", "text/html", "text/markdown")


def outputs(cell):
    out = []
    for o in cell.get("outputs", []):
        if o["output_type"] == "stream":
            out.append(("stream", o["name"], o["text"]))
        elif o["output_type"] in ("execute_result", "display_data"):
            data = o.get("data", {})
            shown = {m: data[m] for m in MIMES if m in data}
            shown["pictures"] = sorted(m for m in data if m.startswith("image/"))
            out.append((o["output_type"], shown))
        elif o["output_type"] == "error":
            out.append(("error", o["ename"], o["evalue"]))
    return out


def test_the_tour_runs_and_shows_what_it_gives():
    nb = nbformat.read(TOUR, as_version=4)
    fresh = copy.deepcopy(nb)
    for cell in fresh.cells:
        if cell.cell_type == "code":
            cell.outputs = []
            cell.execution_count = None
    client = nbclient.NotebookClient(
        fresh,
        timeout=300,
        kernel_name="python3",
        resources={"metadata": {"path": str(TOUR.parent)}},
    )
    client.execute()
    for i, cell in enumerate(fresh.cells):
        errors = [o for o in outputs(cell) if o[0] == "error"]
        assert not errors, f"cell {i} failed: {errors}"
    if os.environ.get("NIMATRON_BLESS") == "1":
        for cell in fresh.cells:
            cell.metadata.pop("execution", None)  # timestamps: noise in diffs
        nbformat.write(fresh, TOUR)
        return
    for i, (old, new) in enumerate(zip(nb.cells, fresh.cells)):
        if old.cell_type == "code":
            assert outputs(old) == outputs(new), (
                f"cell {i} of examples/tour.ipynb shows stale outputs: "
                "run NIMATRON_BLESS=1 pytest python/tests/test_notebook.py"
            )

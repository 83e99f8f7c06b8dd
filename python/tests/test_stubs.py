"""The typed stubs (nimatron/__init__.pyi) against the registry and the
package: the generated blocks are what the registry makes now, and every
public name of the package is declared."""

import ast
import os

import nimatron
import stubgen


def test_the_generated_blocks_match_the_registry():
    text = stubgen.STUB.read_text()
    fresh = stubgen.render(text)
    if os.environ.get("NIMATRON_BLESS") == "1":
        stubgen.STUB.write_text(fresh)
        text = fresh
    assert text == fresh, (
        "nimatron/__init__.pyi is out of date with the registry: "
        "run NIMATRON_BLESS=1 pytest python/tests/test_stubs.py"
    )


def _declared(tree, within=None):
    names = set()
    body = tree.body
    if within is not None:
        body = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == within).body
    for node in body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
        elif isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
    return names


def test_every_public_name_is_declared():
    tree = ast.parse(stubgen.STUB.read_text())
    declared = _declared(tree)
    missing = [n for n in nimatron.__all__ if n not in declared]
    assert not missing, f"declare these in __init__.pyi: {missing}"
    for name in nimatron.functions():
        assert name in declared, name


def test_every_method_of_games_is_declared():
    tree = ast.parse(stubgen.STUB.read_text())
    game = _declared(tree, "Game")
    for name in dir(nimatron.parse("{2|1}")):
        if not name.startswith("_"):
            assert name in game, name

#!/usr/bin/env python3
"""Write the seed corpora under fuzz/seeds/ from README.md and the tests.

Run from the repository root: `python3 fuzz/scripts/make-seeds.py [TARGET...]`
(TARGET: lang, rulesets or octal; none: all three). It replaces the generated
files (named `t-<hash>`) and leaves hand-written seeds alone. The
candidates are every string literal of crates/nimatron/tests/*.rs and of the
language's unit tests, and the expressions of README.md's examples: `lang/`
for the parse, literal and eval targets, `rulesets/` and `octal/` in those
targets' input formats. Seeds that run slowly or crash are then
dropped by hand (see fuzz/findings.md) - run.sh fails on them otherwise.
"""
import glob
import hashlib
import os
import re
import shlex
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SEEDS = os.path.join(ROOT, "fuzz", "seeds")

RAW_STR = re.compile(r'r#"(.*?)"#')
RUST_STR = re.compile(r'(?<![A-Za-z0-9_#])"((?:[^"\\\n]|\\.)*)"')


def unescape(s):
    out, i = [], 0
    while i < len(s):
        c = s[i]
        if c == "\\" and i + 1 < len(s):
            n = s[i + 1]
            out.append({"n": "\n", "t": "\t", '"': '"', "\\": "\\", "'": "'", "0": "\0"}.get(n, n))
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


def rust_strings(paths):
    found = []
    for p in paths:
        with open(p, encoding="utf-8") as f:
            text = f.read()
        found += [unescape(m.group(1)) for m in RUST_STR.finditer(text)]
        found += [m.group(1) for m in RAW_STR.finditer(text)]
    return found


def readme_expressions():
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        lines = f.read().splitlines()
    exprs = []
    for line in lines:
        line = line.strip()
        if line.startswith("$ nimatron eval "):
            try:
                exprs += shlex.split(line[len("$ nimatron eval "):])
            except ValueError:
                pass
        m = re.match(r"\$ printf '(.*)' \| nimatron eval", line)
        if m:
            exprs.append(m.group(1).replace("\\n", "\n").rstrip("\n"))
    return exprs


WANTED = sys.argv[1:] or ["lang", "rulesets", "octal"]
for t in WANTED:
    if t not in ("lang", "rulesets", "octal"):
        sys.exit(f"make-seeds.py: unknown target {t}: write lang, rulesets or octal")


def write(target, items, limit=256):
    if target not in WANTED:
        return
    d = os.path.join(SEEDS, target)
    os.makedirs(d, exist_ok=True)
    for old in glob.glob(os.path.join(d, "t-*")):
        os.remove(old)
    seen = set()
    for it in items:
        data = it.encode("utf-8") if isinstance(it, str) else it
        if not data or len(data) > limit or data in seen:
            continue
        seen.add(data)
        name = "t-" + hashlib.sha1(data).hexdigest()[:12]
        with open(os.path.join(d, name), "wb") as f:
            f.write(data)
    print(f"{target}: {len(seen)} seeds")


LANG_HINT = re.compile(r"[{}*^|0-9(]|omega|epsilon|true|false|[a-z]+\(")

tests = sorted(glob.glob(os.path.join(ROOT, "crates/nimatron/tests/*.rs")))
lang_src = sorted(glob.glob(os.path.join(ROOT, "crates/nimatron/src/lang/*.rs")))
strings = rust_strings(tests + lang_src)
readme = readme_expressions()

# The language: anything that looks like an expression.
expressions = readme + [s for s in strings if LANG_HINT.search(s) and "{}" not in s.replace("{|}", "")]
# Drop format strings (`{n}`, `{:?}`) and help texts.
PLACEHOLDER = re.compile(r"\{[a-z_]*(:[^}]*)?\}")
expressions = [e for e in expressions if not PLACEHOLDER.search(e) and len(e.split()) < 12]
# One set for the three targets of the language: parse, literal and eval.
write("lang", expressions)

# Rulesets: an input is the ruleset's name, a newline and the position's text
# (see fuzz/src/lib.rs, `split_input`).
NAMES = ["stalk", "hackenbush", "domineering", "cram", "toads", "graphnim"]
CALL = re.compile(r'\b(' + "|".join(NAMES) + r')\("((?:[^"\\]|\\.)*)"\)')
positions = []
for text in readme + strings:
    for m in CALL.finditer(text):
        positions.append(m.group(1) + "\n" + m.group(2))
for p in tests:
    with open(p, encoding="utf-8") as f:
        src = f.read()
    for call, name in [("Hackenbush::stalk", "stalk"), ("Hackenbush::parse", "hackenbush"),
                       ("Domineering::parse", "domineering"), ("Cram::parse", "cram"),
                       ("ToadsAndFrogs::parse", "toads"), ("GraphNim::parse", "graphnim"),
                       ("dom(&mut s, &mut solver, ", "domineering")]:
        for m in re.finditer(re.escape(call) + r'\("((?:[^"\\]|\\.)*)"', src):
            positions.append(name + "\n" + unescape(m.group(1)))
write("rulesets", positions)

# Octal games: codes and names from the tests' table and README.
codes = ["kayles", "dawson", "grundy", "sub:1,3,4", "0.77", ".07", "4.7", "0.137", "0.f", "0.16", "0.354",
         "0.6", ".127", "0.8", "8.0", "c.f", "0.0", "0.3", "0.123456789abcdef"]
with open(os.path.join(ROOT, "crates/nimatron/tests/data/octal_solved.tsv"), encoding="utf-8") as f:
    for line in f:
        field = line.split("\t")[0].strip()
        if field and not field.startswith("#"):
            codes.append(field)
codes += [s for s in strings if re.match(r"^(sub:[0-9,]+|[0-9a-f]?\.[0-9a-f]+)$", s)]
write("octal", codes[:200])

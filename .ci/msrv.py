#!/usr/bin/env python3
"""Fail when a crate of the workspace declares a `rust-version` below the
highest `rust-version` of the dependencies Cargo.lock pins (issue 36: README
said 1.80 while clap_builder 4.6.7 needs 1.88, so the build failed at once on
1.80.1), and when README's quick start names another version than the crates.
The crates' own code is held to their rust-version by clippy's
`incompatible_msrv` lint (CI runs clippy with -D warnings).

    python3 .ci/msrv.py        (from the repository root; exit 1 on a mismatch)
"""
import json
import re
import subprocess
import sys


def version(s):
    return tuple(int(x) for x in s.split("."))[:2]


def main():
    meta = json.loads(
        subprocess.run(
            ["cargo", "metadata", "--format-version", "1", "--locked"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout
    )
    members = set(meta["workspace_members"])
    deps = [
        (version(p["rust_version"]), p["name"], p["version"])
        for p in meta["packages"]
        if p["id"] not in members and p.get("rust_version")
    ]
    need, name, ver = max(deps)
    need_text = ".".join(map(str, need))
    failed = False
    for p in meta["packages"]:
        if p["id"] not in members:
            continue
        declared = p.get("rust_version")
        if declared is None or version(declared) < need:
            print(
                f"msrv: {p['name']} declares rust-version {declared}, but the locked "
                f"{name} {ver} needs Rust {need_text}",
                file=sys.stderr,
            )
            failed = True
    declared = {
        p.get("rust_version") for p in meta["packages"] if p["id"] in members
    }
    readme = open("README.md", encoding="utf-8").read()
    m = re.search(r"With Rust \((\d+\.\d+) or later", readme)
    if not m or {m.group(1)} != {".".join(d.split(".")[:2]) for d in declared if d}:
        print(
            f"msrv: README's quick start names Rust {m.group(1) if m else '(none)'}, "
            f"but the crates declare {sorted(d for d in declared if d)}",
            file=sys.stderr,
        )
        failed = True
    if not failed:
        print(f"msrv: every crate declares {sorted(declared)}, at least the {need_text} that {name} {ver} needs")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

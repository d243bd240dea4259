#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The supported-CPU table of README.md, from data/ (cpus.txt and the uarch
descriptions), so that the README cannot drift from the tables.

    readme_cpus.py            print the table
    readme_cpus.py --check    README.md holds exactly it (between the
                              "supported-cpus" markers); exit 1 if not
    readme_cpus.py --write    rewrite that part of README.md
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen  # noqa: E402

START, END = "<!-- supported-cpus: start -->", "<!-- supported-cpus: end -->"


def table():
    err = gen.Errors()
    _, _, uarchs, cpumap, _ = gen.load_all(HERE, err)
    if err.msgs:
        raise SystemExit("\n".join(err.msgs))
    groups = {}
    for r in cpumap:
        key = (r["vname"], r["family"], r["uarch"])
        lo, hi = r["models"]
        w = 3 if r["vname"] == "arm64" else 2   # arm64: the MIDR part number
        groups.setdefault(key, []).append(f"{lo:0{w}X}" if lo == hi else f"{lo:0{w}X}-{hi:0{w}X}")
    lines = ["| vendor | family | models (hex) | table | what it is |", "|---|---|---|---|---|"]
    for (v, fam, un), models in sorted(groups.items(), key=lambda kv: (kv[0][0], kv[0][1],
                                                                        kv[1][0])):
        lines.append(f"| {v} | {fam} | {', '.join(sorted(set(models)))} | `{un}` | "
                     f"{uarchs[un]['description']} |")
    return "\n".join(lines) + "\n"


def main():
    readme = os.path.join(HERE, "..", "README.md")
    t = table()
    if len(sys.argv) == 1:
        sys.stdout.write(t)
        return 0
    text = open(readme, encoding="utf-8").read()
    if START not in text or END not in text:
        print(f"README.md lacks the {START} ... {END} markers", file=sys.stderr)
        return 1
    a, b = text.index(START) + len(START) + 1, text.index(END)
    if sys.argv[1] == "--check":
        if text[a:b] != t:
            print("README.md's CPU table is stale: run data/readme_cpus.py --write",
                  file=sys.stderr)
            return 1
        return 0
    open(readme, "w", encoding="utf-8").write(text[:a] + t + text[b:])
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""docs/PAPI.md's table of PAPI's preset names, from data/papi.toml.

    data/papi_table.py            print the table
    data/papi_table.py --check    exit 1 when docs/PAPI.md's copy is stale
    data/papi_table.py --write    rewrite docs/PAPI.md's copy

The table sits between the papi-table markers of docs/PAPI.md; the test
suite runs --check, as it does data/readme_cpus.py for README.md.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)
import gen  # noqa: E402

START, END = "<!-- papi-table: start -->", "<!-- papi-table: end -->"
DOC = os.path.join(HERE, "..", "docs", "PAPI.md")


def cell(s):
    return s.replace("|", "\\|")


def table():
    err = gen.Errors()
    _, _, _, _, papi = gen.load_all(HERE, err)
    if err.msgs:
        raise SystemExit("\n".join(err.msgs))
    mapped = sum(1 for e in papi.values() if e["concept"])
    lines = [f"{len(papi)} preset names: {mapped} resolve to a concept, "
             f"{len(papi) - mapped} are refused.", "",
             "| PAPI preset | PAPI's description | libperfgen | why |", "|---|---|---|---|"]
    for name in sorted(papi):
        e = papi[name]
        if e["concept"]:
            lines.append(f"| `{name}` | {cell(e['papi'])} | `{e['concept']}` | "
                         f"{cell(e['note'])} |")
        else:
            lines.append(f"| `{name}` | {cell(e['papi'])} | refused | {cell(e['refused'])} |")
    return "\n".join(lines) + "\n"


def main():
    t = table()
    if len(sys.argv) == 1:
        sys.stdout.write(t)
        return 0
    text = open(DOC, encoding="utf-8").read()
    if START not in text or END not in text:
        print(f"docs/PAPI.md lacks the {START} ... {END} markers", file=sys.stderr)
        return 1
    a, b = text.index(START) + len(START) + 1, text.index(END)
    if sys.argv[1] == "--check":
        if text[a:b] != t:
            print("docs/PAPI.md's preset table is stale: run data/papi_table.py --write",
                  file=sys.stderr)
            return 1
        return 0
    if sys.argv[1] != "--write":
        print(__doc__, file=sys.stderr)
        return 2
    open(DOC, "w", encoding="utf-8").write(text[:a] + t + text[b:])
    return 0


if __name__ == "__main__":
    sys.exit(main())

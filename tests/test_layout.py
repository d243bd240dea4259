#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The rooms of src/ keep their shape (docs/ARCHITECTURE.md):

  * no two rooms include each other, directly or around a circle (a room
    is a .c file with the .h of the same name);
  * every room of src/ and src/cli/ is named in docs/ARCHITECTURE.md;
  * no source file grows past 500 lines (split the room instead).

Speaks TAP.
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tap import TAP  # noqa: E402

LIMIT = 500
SRC = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src"))


def rooms(folder):
    """{room: set of rooms it includes} for the .c/.h files of folder."""
    graph = {}
    for fn in sorted(os.listdir(folder)):
        if not fn.endswith((".c", ".h")):
            continue
        room = fn[:-2]
        text = open(os.path.join(folder, fn), encoding="utf-8").read()
        inc = {m[:-2] for m in re.findall(r'^#include "([a-z0-9_-]+\.h)"', text, re.M)}
        graph.setdefault(room, set()).update(inc - {room})
    return graph


def cycle(graph):
    """A circle of rooms, or None."""
    state = {}

    def visit(n, path):
        state[n] = 1
        for m in sorted(graph.get(n, ())):
            if state.get(m) == 1:
                return path[path.index(m):] + [m]
            if m not in state:
                c = visit(m, path + [m])
                if c:
                    return c
        state[n] = 2
        return None

    for n in sorted(graph):
        if n not in state:
            c = visit(n, [n])
            if c:
                return c
    return None


def main():
    t = TAP()
    arch = open(os.path.join(SRC, "..", "docs", "ARCHITECTURE.md"), encoding="utf-8").read()
    for folder in (SRC, os.path.join(SRC, "cli")):
        g = rooms(folder)
        c = cycle(g)
        rel = os.path.relpath(folder, os.path.join(SRC, ".."))
        t.report(c is None, f"{rel}: no room includes a room that includes it",
                 "circle: " + " -> ".join(c or []))
        for fn in sorted(os.listdir(folder)):
            if not fn.endswith(".c"):
                continue
            n = sum(1 for _ in open(os.path.join(folder, fn), encoding="utf-8"))
            t.report(n <= LIMIT, f"{rel}/{fn}: {n} lines (at most {LIMIT})",
                     "split the room: one concern per file")
            t.report(f"`{fn}`" in arch, f"{rel}/{fn} is in docs/ARCHITECTURE.md",
                     "give the room its one job in the table")
    return t.finish()


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Totals of a meson test run from its machine-readable log.

    meson-totals.py BUILDDIR/meson-logs/testlog.json SUITE-NAME

Prints one line per test ("[SUITE] RESULT name") and the output of each
test that failed, then a last line "P F": the tests passed (OK or expected
failure) and failed (failure, unexpected pass, timeout, error).  Skipped
tests are neither; they are named.
"""
import json
import sys

PASS = {"OK", "EXPECTEDFAIL"}
FAIL = {"FAIL", "UNEXPECTEDPASS", "TIMEOUT", "ERROR"}


def main():
    path, suite = sys.argv[1], sys.argv[2]
    passed = failed = 0
    bad = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            t = json.loads(line)
            print(f"[{suite}] {t['result']:<14} {t['name']}")
            if t["result"] in PASS:
                passed += 1
            elif t["result"] in FAIL:
                failed += 1
                bad.append(t)
    for t in bad:
        print(f"[{suite}] ==== {t['name']}: {t['result']} ====")
        out = (t.get("stdout") or "") + (t.get("stderr") or "")
        for ln in out.splitlines()[-60:]:
            print(f"[{suite}]   {ln}")
    print(passed, failed)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Turn one guest's serial console log into TAP-style check lines.

Usage: scan-console.py LABEL LOG QEMU_RC [--allow-empty-ktap] [--expect-not-ok PATH]...

Prints one "ok - ..." / "not ok - ..." line per check:
  - every KTAP result line (suites, cases and parameters, named by path);
  - every guest user-space check ("PERFGEN: ok - ..." lines of /init);
  - console scans: guest finished (end marker, before the timeout), no
    WARNING:/BUG:/Oops/panic/unchecked MSR access/a generic cache event
    refused by its own PMU's extra registers, every KTAP suite of the
    top-level plan reported.
Diagnostic lines start with "#".

--allow-empty-ktap: a "1..0" plan is fine (a kernel without the KUnit patch).

--expect-not-ok PATH: the KTAP result whose path ends with PATH must be
"not ok" (used by --baseline to show that a test fails without a fix);
its ancestors may then be "not ok" too.  Such a result is reported as
"ok - ... (expected failure)"; if it passes it is reported as not ok.
"""
import re
import sys

END_MARKER = "PERFGEN-END"
BAD = re.compile(r"WARNING:|BUG:|Oops|Kernel panic|unchecked MSR access|"
                 r"Call Trace:|general protection fault|RIP: |"
                 # the boot-time check of the generic cache tables (kernel/0004)
                 r"generic cache event\(s\) refused by its extra registers")
RESULT = re.compile(r"^( *)(not ok|ok) (\d+)(?: (.*?))?(?: # (SKIP|TODO)\b ?(.*))?$")
SUBTEST = re.compile(r"^( *)# Subtest: (.*)$")
PLAN = re.compile(r"^( *)1\.\.(\d+)$")
GUEST = re.compile(r"^PERFGEN: (ok|not ok) - (.*)$")


def main():
    args = sys.argv[1:]
    expect = []
    while "--expect-not-ok" in args:
        i = args.index("--expect-not-ok")
        expect.append(args[i + 1])
        del args[i:i + 2]
    allow_empty = "--allow-empty-ktap" in args
    if allow_empty:
        args.remove("--allow-empty-ktap")
    label, log, qemu_rc = args[0], args[1], int(args[2])

    with open(log, "rb") as f:
        text = f.read().decode("utf-8", "replace")
    lines = [l.rstrip("\r") for l in text.split("\n")]

    out = []
    subtest = {}          # indent -> name of the subtest whose children sit there
    top_plan = None
    top_results = 0
    results = []          # (ok, path, directive)
    guest = []
    bad = []
    ktap_seen = False
    end_seen = False

    for line in lines:
        # KTAP lines are printed by the kernel; drop any console escape noise
        line = line.replace("\x1b[?7l", "").replace("\x1b[2J", "")
        if line.strip() == END_MARKER:
            end_seen = True
            continue
        m = GUEST.match(line)
        if m:
            guest.append((m.group(1) == "ok", m.group(2)))
            continue
        if line.startswith("#   "):
            out.append("#   " + label + ": " + line[4:])
            continue
        if BAD.search(line):
            bad.append(line)
        if line.strip() == "KTAP version 1":
            ktap_seen = True
            continue
        if not ktap_seen:
            continue
        m = SUBTEST.match(line)
        if m:
            ind = len(m.group(1))
            for k in [k for k in subtest if k >= ind]:
                del subtest[k]
            subtest[ind] = m.group(2)
            continue
        m = PLAN.match(line)
        if m and len(m.group(1)) == 0 and top_plan is None:
            top_plan = int(m.group(2))
            continue
        m = RESULT.match(line)
        if m:
            ind = len(m.group(1))
            name = (m.group(4) or "").strip()
            path = [subtest[k] for k in sorted(subtest) if k <= ind] + [name]
            for k in [k for k in subtest if k > ind]:
                del subtest[k]
            if ind == 0:
                top_results += 1
            results.append((m.group(2) == "ok", ".".join(path), m.group(5)))

    # expected failures and their ancestors
    expected = set()
    for ok, path, _ in results:
        for e in expect:
            if path == e or path.endswith("." + e):
                expected.add(path)
    allowed_ancestors = set()
    for path in expected:
        parts = path.split(".")
        for i in range(1, len(parts)):
            allowed_ancestors.add(".".join(parts[:i]))

    for ok, path, directive in results:
        note = " # SKIP" if directive == "SKIP" else ""
        if path in expected:
            if ok:
                out.append(f"not ok - {label} ktap: {path} (expected to FAIL, passed)")
            else:
                out.append(f"ok - {label} ktap: {path} (expected failure)")
        elif not ok and path in allowed_ancestors:
            out.append(f"ok - {label} ktap: {path} (fails because of an expected failure)")
        else:
            out.append(f"{'ok' if ok else 'not ok'} - {label} ktap: {path}{note}")
    for e in expect:
        if not any(p == e or p.endswith("." + e) for p in expected):
            out.append(f"not ok - {label} ktap: expected failure {e} not reported")

    for ok, desc in guest:
        out.append(f"{'ok' if ok else 'not ok'} - {label} guest: {desc}")

    if end_seen and qemu_rc != 124:
        out.append(f"ok - {label} console: guest printed {END_MARKER} and exited (qemu rc={qemu_rc})")
    else:
        why = "timed out" if qemu_rc == 124 else f"qemu rc={qemu_rc}"
        out.append(f"not ok - {label} console: no {END_MARKER} ({why})")

    if bad:
        out.append(f"not ok - {label} console: {len(bad)} WARNING/BUG/Oops line(s)")
        out.extend(f"#   {label}: {b}" for b in bad[:20])
    else:
        out.append(f"ok - {label} console: no WARNING:/BUG:/Oops/panic/unchecked MSR access")

    if top_plan is not None and top_results == top_plan and top_plan > 0:
        out.append(f"ok - {label} console: KTAP plan 1..{top_plan}, all suites reported")
    elif allow_empty and top_plan == 0:
        out.append(f"ok - {label} console: KTAP plan 1..0 (kernel without the KUnit patch)")
    else:
        out.append(f"not ok - {label} console: KTAP plan {top_plan}, {top_results} suite results")

    print("\n".join(out))


if __name__ == "__main__":
    main()

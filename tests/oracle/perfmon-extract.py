#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Extract the encoding facts of Intel's published event files (the public
intel/perfmon repository, at a pinned commit) into
tests/oracle/perfmon-facts.tsv, the second oracle of the row checks.

    perfmon-extract.py [--repo GIT_DIR] [--commit SHA] [--output FILE]

GIT_DIR is a clone (bare is fine) of https://github.com/intel/perfmon; it
is read with `git show COMMIT:PATH` only.  Which files: every row of the
repository's mapfile.csv of type core, hybridcore or offcore whose
Family-model is a model of an Intel CPU in data/cpus.txt or of EXTRA_MODELS
below.  What is kept of each event: its name and the fields that make its
encoding (EventCode, UMask, UMaskExt, CounterMask, Invert, EdgeDetect,
AnyThread, Equal, MSRIndex, MSRValue) and the Deprecated flag; nothing
else (no descriptions).

The filter: only events whose name falls in FILTER (the event families the
concepts of data/concepts.toml are built from); the regular expression is
written into the fixture, and tests/oracle/oracles.py refuses to look up a
name outside it, so a row can never be skipped by the filter unnoticed.
Matrix files (the older "offcore" type, Sandy Bridge to Broadwell, Knights
Landing) list request and response fields separately: a request keeps its
MATRIX_VALUE, a response is shifted left by 16 (unless its file already
gives responses at their MSR position, as Jaketown's does), i.e. both are
given as the bits they set in MSR_OFFCORE_RSP_x (= perf's config1), and
OFFCORE_RESPONSE.<request>.<response> is their OR.  The combinations a core
file publishes itself are compared with that OR (see check_matrix()).

The fixture's lines, tab-separated: `commit SHA DATE`; `filter REGEX`;
`columns ...` (the event columns); `model FAMILY-MODEL DIR` (every
mapfile row of type core or hybridcore, for any model: which models Intel
publishes events for); `map FAMILY-MODEL VERSION PATH TYPE
CORE-TYPE ROLE` (mapfile.csv rows kept: CORE-TYPE 0x20 Atom / 0x40 Core of
hybrid parts, "-" otherwise); `file KEY PATH VERSION` (KEY: the file name
without .json; VERSION from the file's header); then one line per fact:
`event KEY NAME <EVENT_FIELDS>` with a field left empty where the file
says 0 or nothing, and `request|response KEY NAME ... MSRIndex MSRValue`
for matrix entries (MSRIndex: the MATRIX_REGISTER list).

The output is sorted and deterministic: rerunning at the same commit
reproduces the committed file byte for byte.
"""

import argparse
import csv
import io
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SRCROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
DEFAULT_REPO = "/work/.mirror/intel+perfmon/repo"
PINNED = "6dadedf3aa483393943e044ba5ec88a4507cd040"
OUTPUT = os.path.join(HERE, "perfmon-facts.tsv")

# Intel models beyond data/cpus.txt whose files are wanted too (display
# family 6, hex model): Tiger Lake, Alder Lake-N, Lunar Lake, Arrow Lake
# (C5, C6; B5 is filed under Meteor Lake), Sierra Forest, Grand Ridge,
# Knights Landing/Mill, Panther Lake.
EXTRA_MODELS = ["8C", "8D", "BE", "BD", "C5", "C6", "B5", "AF", "B6", "57", "85", "CC"]

# Event families kept: the architectural events (cycles, instructions,
# branches, LLC references/misses), offcore response (OFFCORE_RESPONSE*,
# OCR), offcore requests, retired loads by data source, L2 requests, and
# the floating-point arithmetic instructions by width (FP_ARITH_INST_RETIRED*,
# Panther Lake's FP_ARITH_OPS_RETIRED),
# Bonnell's L2 loads and stores by line state (L2_LD, L2_ST), Bonnell's
# retired branches by type (BR_INST_TYPE_RETIRED, BR_MISSP_TYPE_RETIRED),
# and the retired loads and stores (MEM_INST_RETIRED, MEM_UOPS_RETIRED,
# Atom's MEM_UOP_RETIRED); for the level-1/level-2 cache, TLB-walk, stall
# and FP-instruction concepts the L1D, L1I and ICACHE events (ICACHE_64B),
# Bonnell's L1D_CACHE and L2_IFETCH, Nehalem's L1D_ALL_REF, L1D_CACHE_LD
# and L1D_CACHE_ST, L2 fills (L2_LINES_IN), the TLB walk and miss events
# (DTLB_*MISSES, ITLB_MISSES, ITLB, DATA_TLB_MISSES, PAGE_WALKS), the stall
# and frontend-starvation cycle events (UOPS_ISSUED, UOPS_RETIRED,
# RESOURCE_STALLS, CYCLE_ACTIVITY, NO_ALLOC_CYCLES, IDQ_BUBBLES,
# IDQ_UOPS_NOT_DELIVERED, UOPS_NOT_DELIVERED), and the Atom FP instruction
# counts (FP_INST_RETIRED, SIMD_COMP_INST_RETIRED); Bonnell's retired SSE
# instructions by kind (SIMD_INST_RETIRED) for simd-insts.
FILTER = (r"^(CPU_CLK_UNHALTED|INST_RETIRED|BR_INST_RETIRED|BR_MISP_RETIRED|"
          r"BR_INST_TYPE_RETIRED|BR_MISSP_TYPE_RETIRED|MEM_INST_RETIRED|MEM_UOPS?_RETIRED|"
          r"BR_MISP_EXEC|BR_INST_EXEC|HW_INTERRUPTS|HW_INT_RCV|L2_LINES_OUT|L2_TRANS|L2_TRANSACTIONS|L2_L1D_WB_RQSTS|L2_M_LINES_OUT|FP_COMP_OPS_EXE|EXE_ACTIVITY|LD_HEAD|MEM_BOUND_STALLS(_LOAD)?|LONGEST_LAT_CACHE|OFFCORE_RESPONSE(_[01])?|OCR|"
          r"OFFCORE_REQUESTS|MEM_LOAD_[A-Z0-9_]*RETIRED[A-Z0-9_]*|"
          r"MEM_UNCORE_RETIRED|L2_RQSTS|L2_REQUESTS?|L2_LD|L2_ST|FP_ARITH_INST_RETIRED2?|FP_ARITH_OPS_RETIRED|"
          r"L1D|L1D_CACHE|DL1|L1D_ALL_REF|L1D_CACHE_LD|L1D_CACHE_ST|L1I|ICACHE(_64B)?|L2_IFETCH|L2_LINES_IN|DTLB_(LOAD_|STORE_)?MISSES|"
          r"ITLB_MISSES|ITLB|DATA_TLB_MISSES|PAGE_WALKS|UOPS_ISSUED|UOPS_RETIRED|RESOURCE_STALLS|"
          r"CYCLE_ACTIVITY|NO_ALLOC_CYCLES|IDQ_BUBBLES|IDQ_UOPS_NOT_DELIVERED|"
          r"UOPS_NOT_DELIVERED|FP_INST_RETIRED|SIMD_COMP_INST_RETIRED|SIMD_INST_RETIRED)(\.|$)")

FILE_TYPES = ("core", "hybridcore", "offcore")
EVENT_FIELDS = ("EventCode", "UMask", "UMaskExt", "CounterMask", "Invert",
                "EdgeDetect", "AnyThread", "Equal", "MSRIndex", "MSRValue",
                "Deprecated")
COLUMNS = ("kind", "file", "name") + EVENT_FIELDS


def git_show(repo, commit, path):
    r = subprocess.run(["git", "-C", repo, "show", f"{commit}:{path}"],
                       capture_output=True)
    if r.returncode:
        sys.exit(f"perfmon-extract: git show {commit}:{path}: "
                 f"{r.stderr.decode(errors='replace').strip()}")
    return r.stdout.decode("utf-8")


def commit_date(repo, commit):
    r = subprocess.run(["git", "-C", repo, "log", "-1", "--format=%H %cs", commit],
                       capture_output=True, text=True)
    if r.returncode:
        sys.exit(f"perfmon-extract: no commit {commit} in {repo}: {r.stderr.strip()}")
    sha, date = r.stdout.split()
    return sha, date


def our_models():
    """Display models (upper-case hex) of GenuineIntel family 6 in cpus.txt."""
    out = set()
    with open(os.path.join(SRCROOT, "data", "cpus.txt"), encoding="utf-8") as f:
        for line in f:
            w = line.split()
            if len(w) < 6 or w[0] != "GenuineIntel" or w[1] != "6":
                continue
            lo, _, hi = w[2].partition("-")
            for m in range(int(lo, 16), int(hi or lo, 16) + 1):
                out.add(f"{m:02X}")
    return out


def norm(v):
    """A field as published, without blanks (\"0xB7, 0xBB\" -> \"0xB7,0xBB\");
    a zero (\"0\", \"0x00\") or absent field is left empty."""
    v = re.sub(r"\s+", "", str(v)) if v is not None else ""
    return "" if re.fullmatch(r"(0x)?0*", v, re.I) else v


def nul(v):
    """A matrix entry's unused half: "Null" (also spelt "NULL")."""
    return v.lower() == "null"


def clean(s):
    if "\t" in s or "\n" in s:
        sys.exit(f"perfmon-extract: tab or newline in {s!r}")
    return s


def check_matrix(lines, files):
    """Where a core file publishes OFFCORE_RESPONSE.<request>.<response>
    itself, its MSRValue should be the OR of the matrix fields of the same
    directory.  Intel's files differ on a few (those are printed; the
    oracle takes the core file's own event first), but a convention read
    wrong would make them all differ: that stops the extraction."""
    key = lambda path: os.path.basename(path)[:-len(".json")]
    col = COLUMNS.index("MSRValue")
    for mpath, typ in sorted(files.items()):
        if typ != "offcore":
            continue
        mk = key(mpath)
        fields = {(r[0], r[2]): int(r[col], 16) for r in lines if r[1] == mk}
        cores = {key(p) for p, t in files.items()
                 if t == "core" and os.path.dirname(p) == os.path.dirname(mpath)}
        n, differ = 0, []
        for r in lines:
            if r[0] != "event" or r[1] not in cores or not r[2].startswith("OFFCORE_RESPONSE."):
                continue
            req, _, resp = r[2][len("OFFCORE_RESPONSE."):].partition(".")
            if ("request", req) in fields and ("response", resp) in fields:
                want = fields[("request", req)] | fields[("response", resp)]
                if int(r[col], 16) != want:
                    differ.append(f"{r[1]} {r[2]} = {r[col]}, {mk} composes {want:#x}")
                else:
                    n += 1
        print(f"perfmon-extract: {mk}: {n} published combinations agree with the "
              f"matrix, {len(differ)} differ")
        for d in differ[:3]:
            print(f"perfmon-extract:   e.g. {d}")
        if differ and not n:
            sys.exit(f"perfmon-extract: {mk}: no combination agrees: matrix convention?")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repo", default=DEFAULT_REPO)
    ap.add_argument("--commit", default=PINNED)
    ap.add_argument("--output", default=OUTPUT)
    a = ap.parse_args()
    sha, date = commit_date(a.repo, a.commit)
    models = our_models() | set(EXTRA_MODELS)
    filt = re.compile(FILTER)

    maprows = []
    files = {}
    # Every model Intel's mapfile gives a core event list, ours or not:
    # the coverage report counts the ones libperfgen has no table for.
    allmodels = set()
    rd = csv.reader(io.StringIO(git_show(a.repo, sha, "mapfile.csv")))
    head = next(rd)
    if head[:5] != ["Family-model", "Version", "Filename", "EventType", "Core Type"]:
        sys.exit(f"perfmon-extract: unexpected mapfile.csv header {head}")
    for row in rd:
        if len(row) < 5 or row[3] not in FILE_TYPES:
            continue
        if row[3] in ("core", "hybridcore"):
            allmodels.add((row[0], row[2].lstrip("/").split("/")[0]))
        m = re.fullmatch(r"GenuineIntel-6-([0-9A-F]{2})(-.*)?", row[0])
        if not m or m.group(1) not in models:
            continue
        path = row[2].lstrip("/")
        role = row[6] if len(row) > 6 and row[6] else "-"
        maprows.append((row[0], row[1], path, row[3], row[4] or "-", role))
        files[path] = row[3]

    lines = []
    versions = {}
    for path in sorted(files):
        doc = json.loads(git_show(a.repo, sha, path))
        version = clean(str(doc.get("Header", {}).get("Version", "")).strip()) or "-"
        key = os.path.basename(path)[:-len(".json")]
        if any(k == key for k, _ in versions.values()):
            sys.exit(f"perfmon-extract: two files named {key}.json")
        versions[path] = (key, version)
        # Matrix responses are published either as the response field alone
        # (to be shifted left by 16; then some value has bits below 16) or
        # already at their MSR position (Jaketown): one convention a file.
        shift = 16 if any("MATRIX_REQUEST" in e and nul(e["MATRIX_REQUEST"]) and
                          int(e["MATRIX_VALUE"], 16) & 0xffff
                          for e in doc["Events"]) else 0
        for e in doc["Events"]:
            if "MATRIX_REQUEST" in e:
                req, resp = e["MATRIX_REQUEST"], e["MATRIX_RESPONSE"]
                val = int(e["MATRIX_VALUE"], 16)
                if nul(req) == nul(resp):
                    sys.exit(f"perfmon-extract: {path}: matrix entry with "
                             f"request {req!r} and response {resp!r}")
                kind, name = ("request", req) if nul(resp) else ("response", resp)
                if kind == "response":
                    val <<= shift
                facts = {k: "" for k in EVENT_FIELDS}
                facts["MSRIndex"] = norm(e.get("MATRIX_REGISTER"))
                facts["MSRValue"] = f"{val:#x}"
                lines.append((kind, key, clean(name)) +
                             tuple(facts[k] for k in EVENT_FIELDS))
                continue
            name = e.get("EventName", "")
            if not filt.match(name):
                continue
            lines.append(("event", key, clean(name)) +
                         tuple(clean(norm(e.get(k, ""))) for k in EVENT_FIELDS))
    lines.sort()
    check_matrix(lines, files)

    out = []
    out.append("# Intel perfmon event facts for libperfgen's oracle tests.")
    out.append("# Generated by tests/oracle/perfmon-extract.py from "
               "https://github.com/intel/perfmon; do not edit.")
    out.append("# Only encoding fields are kept (no descriptions); see the "
               "script for the filter and the matrix convention.")
    out.append("\t".join(("commit", sha, date)))
    out.append("\t".join(("filter", FILTER)))
    out.append("\t".join(("columns",) + COLUMNS))
    for r in sorted(maprows):
        out.append("\t".join(("map",) + r))
    for r in sorted(allmodels):
        out.append("\t".join(("model",) + r))
    for path in sorted(files):
        out.append("\t".join(("file", versions[path][0], path, versions[path][1])))
    for r in lines:
        out.append("\t".join(r))
    text = "\n".join(out) + "\n"
    tmp = a.output + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(tmp, a.output)
    print(f"perfmon-extract: {len(maprows)} mapfile rows, {len(files)} files, "
          f"{len(lines)} facts, {len(text)} bytes -> {a.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

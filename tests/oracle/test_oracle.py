#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Cross-check data/ against the oracles (see oracles.py for where they
come from; nothing of theirs is in the repository).

    test_oracle.py [--pfm-encode PATH] SECTION...

Sections:
  rows      every row's encoding recomputed from perf JSON, libpfm4 and, for
            Intel, Intel's published event files (tests/oracle/
            perfmon-facts.tsv; by encoding for a row without a name), and
            for generic rows the kernel's event map; a mismatch passes
            only if tests/oracle/known-disagreements.toml lists it, and a
            listed one that no longer occurs fails (stale list)
  cpumap    data/cpus.txt against perf's mapfile.csv over every
            family/model/stepping of the families we cover; differences
            only as listed in tests/oracle/cpumap-differences.toml
  kernel    data/whitelists.toml against the kernel's extra_regs tables
            (entry by entry, in order), each uarch's whitelist against the
            table intel_pmu_init() installs for its models, every config1
            against that table
  layouts   data/invariants.toml's offcore request/response split against
            every offcore MSR value Intel publishes for the CPUs using it
  papi      data/papi.toml against PAPI's preset list; PAPI's presets on
            every CPU of its table, encoded by libpfm4 (its arm64 build for
            the arm cores), against the rows of the concepts they map to
  coverage  data/COVERAGE.md is what data/coverage.py generates

Speaks TAP (`ok`/`not ok` lines and the plan); exit 1 on failure.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile
import tomllib

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import oracles as O  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tap import TAP  # noqa: E402

T = TAP()
report = T.report


# ---------------------------------------------------------------- rows

def section_rows(tables, pfm):
    known = O.load_known()
    O.pfm_prefetch(tables, pfm, known)
    recs = O.cross_check(tables, pfm, known)
    uarchs = tables[2]
    listed = {(d["uarch"], d["pmu"], d["concept"], d["oracle"]): d for d in known}
    used = set()
    concepts = tables[0]
    counts = {o: {} for o in O.ORACLES}
    for rec in recs:
        tag = f"{rec['uarch']} {rec['pmu']}.{rec['concept']}"
        r = rec["row"]
        if rec.get("problem"):
            report(False, tag, rec["problem"])
            continue
        if r["type"] == "unsupported":
            report(True, f"{tag}: unsupported (no encoding to check)")
            continue
        probs, notes = [], []
        if rec.get("parts"):
            # A sum: every part must agree with each oracle that knows the
            # CPU (no listed disagreements for parts: fix the part instead).
            # A part that is its concept's row takes that row's listed
            # disagreement (the same oracle saying the same thing).
            so = concepts.get(rec["concept"], {}).get("sum_of", [])
            for i, part in enumerate(rec["parts"]):
                for o, v in part["oracles"].items():
                    st = v["status"]
                    counts[o][st] = counts[o].get(st, 0) + 1
                    d = (listed.get((rec["uarch"], rec["pmu"], O.row_concept(concepts, so[i]),
                                     o)) if len(so) == len(rec["parts"]) else None)
                    if st == "agree":
                        notes.append(f"part {i} {o} ✓")
                    elif d and d["says"] == v.get("says"):
                        notes.append(f"part {i} {o} ≠ (listed for {so[i]})")
                    elif st not in ("n/a", "unnamed"):
                        probs.append(f"part {i}: {o} {v['name']!r}"
                                     + (f" ({v['where']})" if v.get("where") else "")
                                     + f" says {v['says']}, the "
                                     f"part {O.enc_str(*part['ours'])}: fix the part")
                if not any(v["status"] == "agree" for v in part["oracles"].values()):
                    probs.append(f"part {i} {O.enc_str(*part['ours'])}: no oracle confirms it")
            where = f"{tag} {r['type']} " + "".join(
                (" - " if p["weight"] < 0 else " + " if i else "")
                + (f"{abs(p['weight'])} * " if abs(p["weight"]) != 1 else "")
                + O.enc_str(*p["ours"]) for i, p in enumerate(rec["parts"]))
            report(not probs, f"{where}: {', '.join(notes)}", "\n".join(probs))
            continue
        for o, v in rec["oracles"].items():
            st = v["status"]
            counts[o][st] = counts[o].get(st, 0) + 1
            key = (rec["uarch"], rec["pmu"], O.row_concept(concepts, rec["concept"]), o)
            d = listed.get(key)
            if d:
                used.add(key)
            if st == "refused":
                probs.append(f"{o} {v['name'] or O.enc_str(*rec['ours'])!s}: {v['says']}")
                continue
            if st in ("agree", "n/a", "unnamed"):
                if d:
                    probs.append(f"stale: known-disagreements.toml lists {o} saying "
                                 f"{d['says']}, but {o} now {st}"
                                 + (f" ({v.get('says')})" if v.get("says") else ""))
                elif st == "agree":
                    notes.append(f"{o} ✓" + (f" ({v['name']}, by encoding)"
                                             if v.get("by_encoding") else ""))
                continue
            # differ / missing / error
            if not d:
                probs.append(f"{o} {v['name']!r}"
                             + (f" ({v['where']})" if v.get("where") else "")
                             + f" says {v['says']}, the row "
                             f"{O.enc_str(*rec['ours'])}: fix the row, or list it in "
                             "tests/oracle/known-disagreements.toml with the reason")
            elif d["says"] != v["says"]:
                probs.append(f"{o} {v['name']!r} now says {v['says']}; "
                             f"known-disagreements.toml says {d['says']}")
            else:
                notes.append(f"{o} ≠ (listed)")
        # The row's own prose names a disagreement with an oracle we can see
        # agree on the row's encoding and unlisted: that is fine (the prose
        # may be about naming); prose is required for listed ones only when
        # the row is the file's own (fragments are shared by CPUs that agree).
        where = f"{tag} {O.enc_str(*rec['ours'])}"
        if r["type"] == "hardware":
            where += f" (kernel generic {r['config']})"
        summary = ", ".join(notes) or ("mismatch" if probs else "no oracle names it")
        report(not probs, f"{where}: {summary}",
               "\n".join(probs))
    raw = tables[4]
    for key, d in sorted(listed.items()):
        un, pmu, cn, o = key
        own = isinstance(raw.get(un, {}).get(pmu, {}).get(cn), dict)
        if key in used and own:
            prose = uarchs[un] and next((r for p, _, rs in uarchs[un]["pmus"] if p == pmu
                                         for c, r in rs.items() if c == cn), {})
            report(bool(prose.get("disagree")),
                   f"{un} {pmu}.{cn}: listed {o} disagreement has the row's disagree prose",
                   f"data/uarch/{un}.toml [{pmu}.{cn}] needs disagree = \"...\" for readers "
                   "(fragment rows are exempt: other CPUs share them)")
        if key not in used:
            report(False, f"known-disagreements.toml: {' '.join(key)}",
                   "no such row, or the row is unsupported: stale entry")
        else:
            un, pmu, cn, _ = key
            ok = bool(d["reason"].strip()) and bool(d["follow"].strip())
            report(ok, f"known disagreement {un} {pmu}.{cn} {d['oracle']} says "
                   f"{d['says']} (we follow {d['follow']})", "reason and follow needed")
    # The perfmon filter can never skip a row silently: a row citing a name
    # outside it, or naming nothing with an event code outside it, fails.
    # Shown on copies of a real row (skylake-x llc-loads) with the name or
    # the event code broken.
    u = uarchs["skylake-x"]
    row = dict(next(rs for p, _, rs in u["pmus"] if p == "cpu")["llc-loads"])
    ctx = {"u": u, "uarch": "skylake-x", "pmu": "cpu", "amd": False, "pfm": pfm,
           "cpumap": tables[3]}
    for what, r, enc in (
            ("a cited name outside the filter",
             dict(row, json="UOPS_EXECUTED.THREAD", perfmon=""), (0x1b1, 0)),
            ("an unnamed encoding whose event code is outside the filter",
             dict(row, json="", perfmon=""), (0x1b1, 0))):
        v = O._verdict(ctx, r, None, "perfmon", enc)
        report(v["status"] == "refused",
               f"perfmon filter refuses {what} (skylake-x llc-loads, broken copy)",
               f"got {v}")
    # A label citing a union ("A|B") agrees only with the OR of exactly
    # those events, and only where their OR is their union (one field
    # differs): shown on copies of icelake's dram row.
    u = uarchs["icelake"]
    row = dict(next(rs for p, _, rs in u["pmus"] if p == "cpu")["dram"])
    ctx = {"u": u, "uarch": "icelake", "pmu": "cpu", "amd": False, "pfm": pfm,
           "cpumap": tables[3]}
    short = row["json"].rsplit("|", 1)[0]
    for o in ("json", "perfmon"):
        v = O._verdict(ctx, dict(row, json=short), None, o, (row["config"], row["config1"]))
        report(v["status"] == "differ",
               f"{o}: a union label missing one of the row's request types fails "
               "(icelake dram, broken copy)", f"got {v}")
    v = O._verdict(ctx, dict(row, json="OCR.DEMAND_DATA_RD.DRAM|OCR.DEMAND_RFO.L3_MISS"),
                   None, "perfmon", (row["config"], row["config1"]))
    report(v["status"] == "differ" and "not a union" in v["says"],
           "perfmon: events differing in request and response are no union label "
           "(icelake dram, broken copy)", f"got {v}")
    # The newer AMD JSON must be newer: some name or encoding of its
    # families that 6.12's JSON does not have (else the fixture is moot).
    aj = O.amdjson()
    for un, pdir in sorted(aj.uarch_dirs.items()):
        # A `uarch` line stands in for perf_json only where 6.12 has none.
        u = uarchs.get(un)
        report(bool(u) and not u["perf_json"] and u["vendor"] in (1, 2)
               and not O.perf_has_dir(pdir),
               f"amd-json-facts.tsv: uarch {un} is checked against later {pdir}",
               f"{un} must be an AMD/Hygon uarch of data/uarch with perf_json \"\" "
               f"and {pdir} must be absent from 6.12's perf: otherwise drop the line")
    for un, u in sorted(uarchs.items()):
        # An AMD table perf 6.12 has no JSON for is checked by the later one.
        if u["vendor"] in (1, 2) and not u["perf_json"] and not u["fallback_for"]:
            report(un in aj.uarch_dirs, f"{un}: no perf 6.12 table, checked by later AMD JSON",
                   "add its perf directory's facts and a `uarch` line to "
                   "tests/oracle/amd-json-facts.tsv: no oracle would check its rows")
    for pdir, evs in sorted(aj.events.items()):
        if not O.perf_has_dir(pdir):
            report(True, f"amd-json-facts.tsv {pdir}: later than 6.12 ({aj.describe(pdir)}): "
                   "6.12's perf has no such directory")
            continue
        old = {n: O.json_encoding(e, True) for n, es in O.perf_events(pdir).items()
               for e in es[:1] if aj.covers(pdir, n)}
        new = {n: O.json_encoding(e, True) for n, e in evs.items()}
        added = sorted(set(new) - set(old))
        gone = sorted(set(old) - set(new))
        changed = sorted(n for n in set(new) & set(old) if new[n] != old[n])
        report(bool(added or gone or changed),
               f"amd-json-facts.tsv {pdir}: later than 6.12 ({aj.describe(pdir)}): "
               f"{len(added)} names added, {len(gone)} dropped, {len(changed)} re-encoded",
               "no difference from linux-source-6.12: not a later snapshot, drop it")
    # arm64: a common event of a row counts on a machine only where the
    # core PMU lists it in sysfs events/ (src/avail.c), and the kernel
    # lists only the events it has an attribute for (drivers/perf/
    # arm_pmuv3.c ARMV8_EVENT_ATTR, shown where PMCEID has them): a row's
    # common event without one would be refused on every machine.
    attrs = O.arm_event_attrs()
    for un, u in sorted(uarchs.items()):
        if u["vendor"] != 3 or u["fallback_for"]:
            continue
        used = sorted({q["config"] for _, _, rs in u["pmus"] for r in rs.values()
                       for q in (r.get("parts") or [r])
                       if r["type"] in ("raw", "sum") and (q["config"] < 0x40 or
                                                           0x4000 <= q["config"] < 0x4040)})
        missing = [f"{c:#x}" for c in used if c not in attrs]
        report(not missing, f"{un}: its common events {', '.join(f'{c:#x}' for c in used)} "
               "have sysfs names in arm_pmuv3.c", f"no ARMV8_EVENT_ATTR for {missing}")
    for o, c in counts.items():
        print(f"# {o}: " + ", ".join(f"{k} {v}" for k, v in sorted(c.items())))
    print(f"# known disagreements listed: {len(known)}")


# ---------------------------------------------------------------- papi

def papi_definition(pfm, pmu, kind, evs):
    """PAPI's definition of a preset on a libpfm4 PMU as {(config, config1):
    weight}, its native events encoded by libpfm4; or a string saying why it
    is none that can be compared (an event libpfm4 refuses, a formula that
    is not a weighted sum)."""
    if "NOTE" in evs:
        evs = evs[:evs.index("NOTE")]
    if kind == "NOT_DERIVED":
        names, weights = evs[:1], [1]
    elif kind == "DERIVED_ADD":
        names, weights = evs, [1] * len(evs)
    elif kind == "DERIVED_SUB":
        names, weights = evs, [1] + [-1] * (len(evs) - 1)
    elif kind == "DERIVED_POSTFIX":
        names, stack = evs[1:], []
        # A postfix formula over N0, N1, ... and constants: a weighted sum
        # when every product and quotient has a constant side.
        for tok in [t for t in evs[0].split("|") if t]:
            if re.fullmatch(r"N\d+", tok):
                stack.append({int(tok[1:]): 1})
            elif re.fullmatch(r"\d+", tok):
                stack.append(int(tok))
            elif tok in "+-*/" and len(stack) >= 2:
                y, x = stack.pop(), stack.pop()
                if tok in "+-" and isinstance(x, dict) and isinstance(y, dict):
                    z = dict(x)
                    for k, v in y.items():
                        z[k] = z.get(k, 0) + (v if tok == "+" else -v)
                elif tok in "*/" and isinstance(x, dict) != isinstance(y, dict):
                    d, c = (x, y) if isinstance(x, dict) else (y, x)
                    if tok == "/" and not isinstance(x, dict):
                        return f"{kind}({', '.join(evs)}): a constant over events"
                    z = {k: v * c if tok == "*" else v / c for k, v in d.items()}
                elif tok in "*/" and not isinstance(x, dict) and not isinstance(y, dict):
                    z = x * y if tok == "*" else x / y
                else:
                    return f"{kind}({', '.join(evs)}): not a weighted sum"
                stack.append(z)
            else:
                return f"{kind}({', '.join(evs)}): unreadable"
        if len(stack) != 1 or not isinstance(stack[0], dict):
            return f"{kind}({', '.join(evs)}): unreadable"
        weights = [stack[0].get(i, 0) for i in range(len(names))]
    else:
        return f"{kind}({', '.join(evs)})"
    out = {}
    for name, w in zip(names, weights):
        if not w:
            continue
        got = pfm.encode(pmu, name)
        if isinstance(got, str):
            return f"{name}: {got}"
        w = int(w) if float(w).is_integer() else w
        out[got] = out.get(got, 0) + w
    return {k: v for k, v in out.items() if v}


def papi_says(d):
    """A definition as known-disagreements.toml writes it: "0x12",
    "0x1c7 + 2 * 0x4c7", "0x17 - 0x325"."""
    if isinstance(d, str):
        return d
    text = ""
    # The added terms first, then the subtracted, each by encoding.
    for i, ((cfg, c1), w) in enumerate(sorted(d.items(), key=lambda t: (t[1] < 0, t[0]))):
        term = O.enc_str(cfg, c1) if abs(w) == 1 else f"{abs(w)} * {O.enc_str(cfg, c1)}"
        text += (("-" if w < 0 else "") + term) if i == 0 else \
            (" - " if w < 0 else " + ") + term
    return text


def row_definition(un, u, r, maps):
    """Our row as {(config, config1): weight}: a generic (hardware) row as
    the kernel's own map encodes it for the CPU; "unsupported"."""
    if r["type"] == "unsupported":
        return "unsupported"
    if r["type"] == "hardware":
        m = {0: "intel_perfmon_event_map", 3: "armv8_pmuv3_perf_map"}.get(u["vendor"])
        m = m or O.amd_event_map_for(un, u["vendor"])
        return {(maps[m][r["config"]], 0): 1}
    if r["type"] == "hw_cache":
        return f"hw_cache {r['config']:#x}"
    if "parts" in r:
        return {(q["config"], q["config1"]): q["weight"] for q in r["parts"]}
    return {(r["config"], r["config1"]): 1}


def section_papi(tables, pfm):
    """PAPI's presets against our rows, on every CPU whose libpfm4 PMU
    papi_events.csv defines presets for, each preset's native events encoded
    by libpfm4 (x86 here, the Arm PMUs by libpfm4's arm64 build) and its
    derived formula evaluated as a weighted sum: every preset data/papi.toml
    maps to a concept, and on the Arm cores also the presets that name the
    level their PMUs see as the last (O.PAPI_CONCEPTS, a cross-check of
    encodings, not aliases).  Each must encode the row's events with the
    row's weights, or be listed under [[papi]] in known-disagreements.toml
    with the reason (a listed one that no longer differs fails as stale)."""
    uarchs = tables[2]
    presets = O.papi_presets()
    # data/papi.toml names every preset of PAPI's table, and only names
    # of PAPI's preset enum (papiStdEventDefs.h) besides.
    papi = tables[5]
    in_csv = {p for per in presets.values() for p in per}
    report(in_csv <= set(papi), f"data/papi.toml names all {len(in_csv)} presets of "
           f"{O.PAPI_EVENTS}", f"missing: {sorted(in_csv - set(papi))}")
    hdr = O.papi_enum()
    extra = set(papi) - in_csv
    report(extra <= hdr and hdr <= set(papi),
           f"data/papi.toml's other names ({', '.join(sorted(extra))}) are PAPI's, and it "
           f"has every one of the {len(hdr)} of {O.PAPI_HEADER}",
           f"not PAPI's: {sorted(extra - hdr)}; missing: {sorted(hdr - set(papi))}")
    with open(O.KNOWN, "rb") as f:
        listed = {(d["uarch"], d["preset"]): d for d in tomllib.load(f).get("papi", [])}
    maps = O.generic_event_maps()
    aliases = {p: e["concept"] for p, e in papi.items() if e["concept"]}
    used = set()
    nr = agree = 0
    for un, u in sorted(uarchs.items()):
        if u["libpfm4"] not in presets or len(u["pmus"]) != 1:
            continue
        names = dict(O.PAPI_CONCEPTS) if u["vendor"] == 3 else {}
        names.update(aliases)
        rows = dict(u["pmus"][0][2])
        for preset, (kind, evs) in sorted(presets[u["libpfm4"]].items()):
            cn = names.get(preset)
            if not cn:
                continue
            nr += 1
            r = rows[cn]
            ours = papi_says(row_definition(un, u, r, maps))
            says = papi_says(papi_definition(pfm, u["libpfm4"], kind, evs))
            key = (un, preset)
            d = listed.get(key)
            tag = f"papi {u['libpfm4']} {preset} = {kind} {'+'.join(evs)} ({says}) vs {un} {cn} {ours}"
            if says == ours:
                agree += 1
                report(d is None, f"{tag}: agree",
                       "stale: known-disagreements.toml [[papi]] lists it, but PAPI agrees now")
                continue
            if d:
                used.add(key)
                report(d["says"] == says and len(d.get("reason", "")) > 30 and d.get("follow"),
                       f"{tag}: listed ({d['follow'][:50]})",
                       f"known-disagreements.toml [[papi]] says {d['says']!r}; PAPI now {says!r} "
                       "(or the entry lacks reason/follow)")
            else:
                report(False, tag, "list it under [[papi]] in tests/oracle/known-disagreements.toml "
                       "with the reason, or fix the row")
    for key in sorted(set(listed) - used):
        d = listed[key]
        report(False, f"known-disagreements.toml [[papi]] {key[0]} {key[1]}",
               "no such disagreement (or PAPI agrees now): stale entry")
    report(nr >= 100, f"papi: {nr} presets of PAPI compared with our rows, {agree} agree",
           "PAPI's table shrank?")


# ---------------------------------------------------------------- cpumap

def parse_models(s):
    m = re.fullmatch(r"([0-9A-Fa-f]+)(?:-([0-9A-Fa-f]+))?", s)
    lo = int(m.group(1), 16)
    return lo, int(m.group(2) or m.group(1), 16)


def group_ranges(bad):
    """(vendor, fam, model, stepping, ours, perf) tuples -> readable ranges."""
    per = {}
    for v, f, m, s, u, p in bad:
        per.setdefault((v, f, m, u, p), []).append(s)
    runs = []
    for (v, f, m, u, p), steps in sorted(per.items()):
        st = f"{min(steps):X}-{max(steps):X}" if len(steps) < 16 else "0-F"
        if runs and runs[-1][:2] == [v, f] and runs[-1][3] == m - 1 and \
                runs[-1][4:] == [st, u, p]:
            runs[-1][3] = m
        else:
            runs.append([v, f, m, m, st, u, p])
    return [f"{v}-{f} models {a:02X}-{b:02X} steppings {st}: ours {u or '(unmapped)'}, "
            f"perf {p or '(unmapped)'}" for v, f, a, b, st, u, p in runs]


def section_cpumap(tables):
    uarchs, cpumap = tables[2], tables[3]
    rows = O.mapfile_rows()
    with open(O.CPUMAP_DIFF, "rb") as f:
        doc = tomllib.load(f)
    entries = []
    for kind in ("different", "uncovered"):
        for i, e in enumerate(doc.get(kind, [])):
            need = {"vendor", "family", "models", "perf", "reason"} | (
                {"ours"} if kind == "different" else set())
            if set(e) - need - {"steppings"} or need - set(e):
                report(False, f"cpumap-differences.toml [[{kind}]] {i + 1}",
                       f"needs exactly {sorted(need)} (+ optional steppings)")
                continue
            e = dict(e, kind=kind, models=parse_models(e["models"]),
                     steppings=parse_models(e.get("steppings", "0-F")), hits=0,
                     wrong=[])
            entries.append(e)
    families = sorted({(r["vname"], r["family"]) for r in cpumap} |
                      {("arm64", f) for f, _ in O.arm_mapfile_rows()})
    ours = {}
    for r in cpumap:
        for m in range(r["models"][0], r["models"][1] + 1):
            for s in range(r["steps"][0], r["steps"][1] + 1):
                ours[(r["vname"], r["family"], m, s)] = r["uarch"]
    checked = same = 0
    bad = []
    arm = O.arm_mapfile_rows()
    for vendor, fam in families:
        # arm64: the part numbers (12 bits) perf's arm64 mapfile keys, any
        # variant and revision (every key is r0p0, which its
        # strcmp_cpuid_str() matches for every later one).
        models = sorted({m for (f, m) in arm if f == fam} |
                        {m for (v, f, m, _) in ours if (v, f) == (vendor, fam)}) \
            if vendor == "arm64" else range(256)
        for m in models:
            for s in range(16):
                cid = (vendor, fam, m, s)
                if vendor == "arm64":
                    pdir = arm.get((fam, m), "")
                    pr = {"dir": pdir, "key": f"0x{fam << 24 | 0xf << 16 | m << 4:016x}"} \
                        if pdir else None
                else:
                    pr = O.perf_cpu_dir(rows, vendor, fam, m, s)
                pdir = pr["dir"] if pr else ""
                u = ours.get(cid)
                if not u and not pdir:
                    continue
                checked += 1
                if u and uarchs[u]["perf_json"] == pdir:
                    same += 1
                    for e in entries:   # an entry covering an agreeing CPU is stale
                        if e["vendor"] == vendor and e["family"] == fam and \
                                e["models"][0] <= m <= e["models"][1] and \
                                e["steppings"][0] <= s <= e["steppings"][1]:
                            e["wrong"].append(f"{m:X}-{s:X} agrees now ({u}, perf {pdir})")
                    continue
                kind = "different" if u else "uncovered"
                hit = None
                for e in entries:
                    if e["vendor"] == vendor and e["family"] == fam and \
                            e["models"][0] <= m <= e["models"][1] and \
                            e["steppings"][0] <= s <= e["steppings"][1]:
                        hit = e
                        break
                desc = (f"{vendor}-{fam}-{m:X}-{s:X}: ours {u or '(unmapped)'}"
                        f"{' (perf_json ' + uarchs[u]['perf_json'] + ')' if u else ''}, "
                        f"perf {pdir or '(unmapped)'}"
                        f"{' via ' + pr['key'] if pr else ''}")
                if hit is None:
                    bad.append((vendor, fam, m, s, u or "", pdir))
                    continue
                hit["hits"] += 1
                if hit["kind"] != kind or hit["perf"] != pdir or \
                        (kind == "different" and hit["ours"] != u):
                    hit["wrong"].append(desc)
    # Intel's mapfile: every model it publishes core events for has a model
    # table here, or is listed ([[perfmon_uncovered]]) with why not.
    pm = O.perfmon()
    listed = []
    for i, e in enumerate(doc.get("perfmon_uncovered", [])):
        if set(e) != {"family", "models", "perfmon", "reason"} or len(e["reason"]) < 30:
            report(False, f"cpumap-differences.toml [[perfmon_uncovered]] {i + 1}",
                   "needs exactly family, models, perfmon, reason (a real one)")
            continue
        listed.append(dict(e, models=parse_models(e["models"]), hits=0))
    for fam, model, _, pdir in sorted(set(pm.models)):
        u = {r["uarch"] for r in cpumap if r["vname"] == "GenuineIntel" and
             r["family"] == fam and r["models"][0] <= model <= r["models"][1]}
        table = sorted(x for x in u if not uarchs[x]["fallback_for"])
        hit = [e for e in listed if e["family"] == fam and
               e["models"][0] <= model <= e["models"][1]]
        for e in hit:
            e["hits"] += 1
        name = f"cpumap: Intel perfmon GenuineIntel-{fam}-{model:02X} ({pdir})"
        if table:
            report(not hit, f"{name}: table {', '.join(table)}",
                   "listed in [[perfmon_uncovered]] although a table maps it: stale")
        else:
            report(len(hit) == 1 and hit[0]["perfmon"] == pdir,
                   f"{name}: fallback only" + (f" ({hit[0]['reason'][:60]}...)" if hit else ""),
                   "Intel publishes core events for this model and no table maps it: "
                   "add one, or list it in tests/oracle/cpumap-differences.toml "
                   "[[perfmon_uncovered]] with why")
    for e in listed:
        report(e["hits"] > 0, f"[[perfmon_uncovered]] {e['family']}-{e['models'][0]:02X}-"
               f"{e['models'][1]:02X} {e['perfmon']}", "covers no perfmon model: stale")
    # AMD: a zenN line covers only models the kernel gives X86_FEATURE_ZENn
    # (amd.c), the source every zen line of data/cpus.txt cites, or models
    # a later kernel patch moves there ([[kernel_later]], with its source).
    zr = O.amd_zen_ranges()
    later = []
    for i, e in enumerate(doc.get("kernel_later", [])):
        need = {"vendor", "family", "models", "zen", "source", "reason"}
        if set(e) != need or len(e["reason"]) < 30 or len(e["source"]) < 20:
            report(False, f"cpumap-differences.toml [[kernel_later]] {i + 1}",
                   f"needs exactly {sorted(need)} (a real source and reason)")
            continue
        lo, hi = parse_models(e["models"])
        own = zr.get((e["family"], e["zen"]), [])
        already = [m for m in range(lo, hi + 1) if any(a <= m <= b for a, b in own)]
        used = any(r["vname"] == e["vendor"] and r["family"] == e["family"] and
                   r["uarch"] == f"zen{e['zen']}" and r["models"][0] <= hi and
                   lo <= r["models"][1] for r in cpumap)
        report(not already and used,
               f"[[kernel_later]] {e['vendor']}-{e['family']} models {lo:02X}-{hi:02X}: "
               f"zen{e['zen']} by {e['source'][:60]}...",
               "stale: " + (f"6.12's amd.c already gives X86_FEATURE_ZEN{e['zen']} to "
                            + ", ".join(f"{m:#x}" for m in already[:4])
                            if already else "no zen line of data/cpus.txt uses it"))
        later.append((e["vendor"], e["family"], e["zen"], lo, hi))
    for r in cpumap:
        if r["vname"] != "AuthenticAMD" or not r["uarch"].startswith("zen"):
            continue
        n = int(r["uarch"][3:])
        lo, hi = r["models"]
        ranges = zr.get((r["family"], n), []) + [
            (a, b) for v, f, z, a, b in later
            if (v, f, z) == (r["vname"], r["family"], n)]
        off = [m for m in range(lo, hi + 1) if not any(a <= m <= b for a, b in ranges)]
        report(not off, f"cpumap: AuthenticAMD-{r['family']} models {lo:02X}-{hi:02X} "
               f"{r['uarch']}: the kernel's X86_FEATURE_ZEN{n} models",
               f"amd.c gives X86_FEATURE_ZEN{n} {', '.join(f'{a:#x}-{b:#x}' for a, b in ranges)}"
               f" in family {r['family']:#x}; not models "
               + ", ".join(f"{m:#x}" for m in off[:8]))
    # Hygon: only Dhyana (models 00h-03h) has a table; later models get the
    # fallback because the kernel knows one Hygon design (hygon.c has no
    # model case) and perf has no Hygon table (data/README.md).  A newer
    # oracle tree that knows more fails here, so the decision is made again.
    hy = O._strip_c(O.read_src("arch/x86/kernel/cpu/hygon.c"))
    hylines = sorted((r["models"], r["uarch"]) for r in cpumap if r["vname"] == "HygonGenuine")
    hykeys = [r["key"] for r in rows if r["key"].lower().startswith("hygon")]
    report("x86_model" not in hy and not hykeys and hylines == [((0, 3), "dhyana")],
           "cpumap: HygonGenuine: no model case in hygon.c, no Hygon line in perf's "
           "mapfile: models 00-03 dhyana, the rest the fallback",
           f"hygon.c has a model case: {'x86_model' in hy}; perf mapfile Hygon keys "
           f"{hykeys}; Hygon lines of cpus.txt {hylines}: revisit data/README.md's "
           "Hygon decision")
    # Group unlisted CPUs by model for a readable failure.
    report(not bad, f"cpumap: {checked} CPUIDs of {', '.join(f'{v}-{f}' for v, f in families)} "
           f"known to us or perf; {same} identical, the rest listed",
           "unlisted differences (add to tests/oracle/cpumap-differences.toml "
           "with the reason, or fix data/cpus.txt):\n" + "\n".join(group_ranges(bad)))
    for e in entries:
        name = (f"cpumap {e['kind']}: {e['vendor']}-{e['family']} models "
                f"{e['models'][0]:02X}-{e['models'][1]:02X} steppings "
                f"{e['steppings'][0]:X}-{e['steppings'][1]:X}: "
                f"{'ours ' + e['ours'] + ', ' if e['kind'] == 'different' else ''}"
                f"perf {e['perf'] or '(unmapped)'}")
        probs = sorted(set(e["wrong"]))[:8]
        if not e["hits"] and not probs:
            probs = ["covers no CPU that differs: stale entry"]
        report(not probs and bool(e["reason"].strip()), name, "\n".join(probs) or "needs a reason")


# ---------------------------------------------------------------- kernel

def section_kernel(tables):
    concepts, wls, uarchs, cpumap, raw = tables[:5]
    ktabs = O.kernel_extra_regs()
    for wn, w in sorted(wls.items()):
        if wn == "none":
            report(not w["entries"], "whitelist none is empty")
            continue
        k = ktabs.get(w["kernel"])
        if k is None:
            report(False, f"whitelist {wn}", f"{w['kernel']} not in intel/core.c")
            continue
        ours = [(e["event"], e["msr"], e["valid"]) for e in w["entries"]]
        theirs = [(e["event"], e["msr"], e["valid"]) for e in k]
        diff = []
        for i in range(max(len(ours), len(theirs))):
            a = ours[i] if i < len(ours) else None
            b = theirs[i] if i < len(theirs) else None
            if a != b:
                fmt = (lambda t: "(none)" if t is None else
                       f"event {t[0]:#06x} msr {t[1]:#x} valid {t[2]:#x}")
                diff.append(f"entry {i}: ours {fmt(a)}, kernel {fmt(b)}")
        report(not diff, f"whitelist {wn} = {w['kernel']} ({len(theirs)} entries, in order)",
               "\n".join(diff))
    # CPUID leaf 0AH EBX bit order (gen.py INTEL_ARCH_BITS) = the kernel's.
    src = O._strip_c(O.read_src("arch/x86/events/intel/core.c"))
    m = re.search(r"intel_arch_events_map\[\][^=]*=", src)
    order = re.findall(r"\{\s*PERF_COUNT_HW_(\w+)\s*,", O._block(src, m.end())) if m else []
    hw = {"CPU_CYCLES": "cpu-cycles", "INSTRUCTIONS": "instructions",
          "BUS_CYCLES": "bus-cycles", "CACHE_REFERENCES": "cache-references",
          "CACHE_MISSES": "cache-misses", "BRANCH_INSTRUCTIONS": "branch-instructions",
          "BRANCH_MISSES": "branch-misses"}
    theirs = {hw.get(n, n): i for i, n in enumerate(order)}
    # Bit 7 is no EBX bit (fixed counter 2 for ref-cycles, src/cpu.c).
    bad = [f"{k}: bit {v}, kernel {theirs.get(k)}" for k, v in O.gen.INTEL_ARCH_BITS.items()
           if v < 7 and theirs.get(k) != v]
    report(bool(order) and not bad, "CPUID leaf 0AH event bits (gen.py INTEL_ARCH_BITS) = "
           "intel_arch_events_map order", "\n".join(bad) or "intel_arch_events_map not found")
    init, problems = O.intel_init_extra_regs()
    report(not problems, f"intel_pmu_init(): extra_regs of {len(init)} case labels followed",
           "\n".join(problems))
    fam = O.intel_family_models()
    by_model = {}
    for name, fm in fam.items():
        by_model.setdefault(fm, []).append(name)
    for un, u in sorted(uarchs.items()):
        rows = [r for r in cpumap if r["uarch"] == un]
        wlmap = {p: wn for p, wn, _ in u["pmus"]}
        if u["vendor"] != 0:
            report(all(wn == "none" for wn in wlmap.values()),
                   f"{un}: AMD core PMU, no extra registers (whitelist none)",
                   f"whitelist {wlmap}")
            continue
        names = sorted({n for r in rows for m in range(r["models"][0], r["models"][1] + 1)
                        for n in by_model.get((r["family"], m), [])})
        probs = []
        if u["fallback_for"]:
            # The map says the kernel drives these models with architectural
            # events only: intel_pmu_init() must have no case for them.
            cased = [n for n in names if n in init]
            report(not cased and len(names) == len({(r["family"], m) for r in rows for m in
                                                    range(r["models"][0], r["models"][1] + 1)}),
                   f"{un}: {', '.join(names)}: no case in intel_pmu_init() (architectural "
                   "events only)", f"intel_pmu_init() has a case for {', '.join(cased)}"
                   if cased else "a model of its map lines has no intel-family.h name")
            continue
        all_names = names
        if raw[un].get("kernel_case"):
            # 6.12 drives these models with the architectural PMU alone (the
            # run-time refusal of offcore rows depends on it); the whitelists
            # are a later kernel's, cited in kernel_case, and must be tables
            # 6.12 has too (checked entry by entry above and config1 below).
            cased = [n for n in names if n in init]
            report(bool(names) and not cased,
                   f"{un}: {', '.join(names)}: no case in Linux 6.12 intel_pmu_init(); "
                   "whitelists from kernel_case",
                   f"intel_pmu_init() has a case for {', '.join(cased)}: drop kernel_case"
                   if cased else "no intel-family.h name for its models")
            names = []
        elif not names:
            probs.append("no intel-family.h name for its models")
        got = {}
        for n in names:
            if n not in init:
                probs.append(f"{n} has no case in intel_pmu_init()")
                continue
            for p in wlmap:
                got.setdefault(p, set()).add(init[n].get(p, "(none)"))
        for p, wn in wlmap.items():
            if raw[un].get("kernel_case"):
                break
            want = wls[wn]["kernel"] or "(none)"
            have = got.get(p, set())
            if have != {want}:
                probs.append(f"[{p}] whitelist {wn} ({want}), but intel_pmu_init() "
                             f"installs {', '.join(sorted(have)) or 'nothing'}")
        for tok in re.findall(r"INTEL_\w+", raw[un].get("kernel", "")):
            if tok not in all_names:
                probs.append(f"kernel key names {tok}, which is not one of its models "
                             f"({', '.join(all_names)})")
        report(not probs, f"{un}: {', '.join(all_names)} -> "
               + ", ".join(f"{p} {wls[wn]['kernel']}" for p, wn in wlmap.items()),
               "\n".join(probs))
        # Every config1 against the kernel's own table (not ours).
        n = 0
        bad = []
        for p, wn, prows in u["pmus"]:
            kt = ktabs.get(wls[wn]["kernel"], [])
            for cn, r in sorted(prows.items()):
                if r["type"] not in ("raw", "sum", "weighted", "difference"):
                    continue
                for i, q in enumerate(r.get("parts") or [r]):
                    if not q["config1"]:
                        continue
                    n += 1
                    pr = O.gen.whitelist_problem({"entries": kt}, q["config"], q["config1"])
                    if pr:
                        bad.append(f"{p}.{cn}{f' part {i}' if r.get('parts') else ''}: {pr}")
        report(not bad, f"{un}: {n} config1 values pass the kernel's table", "\n".join(bad))


# ---------------------------------------------------------------- layouts

def section_layouts(tables):
    """data/invariants.toml's offcore layouts against Intel's published MSR
    values: for every Intel PMU section with OFFCORE_RSP registers, each
    offcore event of its perfmon files sets request bits only inside the
    layout's request mask and at least one response bit outside it, matrix
    requests stay inside it and responses outside, and DEMAND_DATA_RD is
    the layout's demand_data_rd bit."""
    sys.path.insert(0, os.path.dirname(O.HERE))
    import test_invariants as TI
    facts = TI.Facts(O.DATA)
    concepts, wls, uarchs, cpumap, raw = tables[:5]
    pm = O.perfmon()
    for un, u in sorted(uarchs.items()):
        if u["vendor"] != 0:
            continue
        for pmu, wn, prows in u["pmus"]:
            wl = wls[wn]
            if not any(e["msr"] in O.OFFCORE_MSRS for e in wl["entries"]):
                continue
            lay = facts.layouts.get(wl["kernel"])
            if lay is None:
                report(False, f"{un} [{pmu}]: offcore layout",
                       f"data/invariants.toml has no [[offcore]] layout for {wl['kernel']}")
                continue
            keys = O.perfmon_files(un, u, cpumap, pmu)
            req, dmd = lay["request"], lay["demand_data_rd"]
            bad, n = [], 0
            for k in keys:
                for name, es in pm.events.get(k, {}).items():
                    for e in es:
                        if not (e["MSRIndex"] and O._first(e["MSRIndex"]) in O.OFFCORE_MSRS):
                            continue
                        v = O._num(e["MSRValue"] or "0")
                        if not v:
                            continue        # the bare OFFCORE_RESPONSE event
                        n += 1
                        if not v & req or not v & ~req:
                            bad.append(f"{name} {v:#x}: request {v & req:#x}, "
                                       f"response {v & ~req:#x}")
                        parts = name.split(".")
                        if len(parts) > 2 and parts[1] == "DEMAND_DATA_RD" and v & req != dmd:
                            bad.append(f"{name} {v:#x}: DEMAND_DATA_RD is not {dmd:#x}")
                for kind, fields in pm.matrix.get(k, {}).items():
                    for name, v in fields.items():
                        n += 1
                        inside = v & ~req == 0
                        if (kind == "request") != inside or not v:
                            bad.append(f"matrix {kind} {name} {v:#x} vs request mask {req:#x}")
                        if kind == "request" and name == "DEMAND_DATA_RD" and v != dmd:
                            bad.append(f"matrix request DEMAND_DATA_RD {v:#x} is not {dmd:#x}")
            # A core type whose files publish no offcore value (Arrow Lake-H's
            # low-power E-cores) may have no offcore row to read by the layout.
            uses = any(q.get("config1") for r in prows.values()
                       for q in (r.get("parts") or [r]))
            report(not bad and (n > 0 or not uses),
                   f"{un} [{pmu}]: layout {lay['name']} ({wl['kernel']}) matches {n} published "
                   f"offcore values of {pm.describe(keys) or 'no perfmon file'}",
                   "\n".join(bad[:10]) or "no published offcore value to check it against")


# ---------------------------------------------------------------- coverage

def section_coverage(pfm_exe):
    target = os.path.join(O.DATA, "COVERAGE.md")
    script = os.path.join(O.DATA, "coverage.py")
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "COVERAGE.md")
        r = subprocess.run([sys.executable, script, "--pfm-encode", pfm_exe,
                            "--output", out], capture_output=True, text=True)
        if r.returncode:
            report(False, "data/coverage.py runs", r.stderr)
            return
        try:
            cur = open(target, encoding="utf-8").read()
        except OSError as e:
            report(False, "data/COVERAGE.md exists", str(e))
            return
        new = open(out, encoding="utf-8").read()
        # Without PAPI's table the breadth numbers are unknown: it says so.
        r = subprocess.run([sys.executable, script, "--pfm-encode", pfm_exe, "--output",
                            os.path.join(d, "nopapi.md")], capture_output=True, text=True,
                           env=dict(os.environ, PERFGEN_PAPI_EVENTS=os.path.join(d, "none.csv")))
        report(r.returncode == 1 and "none.csv" in r.stderr and
               not os.path.exists(os.path.join(d, "nopapi.md")),
               "data/coverage.py without PAPI's papi_events.csv fails and names it",
               f"rc={r.returncode} stderr={r.stderr.strip()!r}")
        if cur == new:
            report(True, "data/COVERAGE.md is up to date")
        else:
            import difflib
            diff = list(difflib.unified_diff(cur.splitlines(), new.splitlines(),
                                             "data/COVERAGE.md", "regenerated",
                                             lineterm="", n=0))
            report(False, "data/COVERAGE.md is up to date",
                   "stale: run data/coverage.py (python3 data/coverage.py)\n"
                   + "\n".join(diff[:30]))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--pfm-encode", default=os.path.join(O.SRCROOT, "build", "tests",
                                                         "pfm-encode"))
    ap.add_argument("sections", nargs="*",
                    default=["rows", "cpumap", "kernel", "layouts", "papi", "coverage"])
    a = ap.parse_args()
    try:
        tables = O.load_tables()
        for s in a.sections:
            if s == "rows":
                section_rows(tables, O.Pfm(a.pfm_encode))
            elif s == "cpumap":
                section_cpumap(tables)
            elif s == "kernel":
                section_kernel(tables)
            elif s == "layouts":
                section_layouts(tables)
            elif s == "papi":
                section_papi(tables, O.Pfm(a.pfm_encode))
            elif s == "coverage":
                section_coverage(a.pfm_encode)
            else:
                report(False, f"section {s}", "unknown section")
    except (O.OracleError, OSError, tomllib.TOMLDecodeError, KeyError, ValueError) as e:
        report(False, "oracles readable", f"{type(e).__name__}: {e}")
    return T.finish()


if __name__ == "__main__":
    sys.exit(main())

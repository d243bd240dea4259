#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Validate the libperfgen data tables and compile them into C.

    gen.py [--data DIR] --check
    gen.py [--data DIR] --output FILE.c

The build fails (exit 1, one message per problem on stderr) on: unknown
keys, unknown concepts, duplicate rows, a hardware concept missing from a
PMU section, overlapping CPU-map ranges, a config1 outside the model's
extra-register whitelist (or a config1 on an event no whitelist entry
takes), rows without a source, and sum rows whose parts are fewer than 2,
more than 4, repeated, or more than the model's OFFCORE_RSP registers;
and a PAPI preset of papi.toml mapped to a concept that does not exist,
or neither mapped nor refused with a reason.  Output is sorted and
deterministic.
"""

import argparse
import os
import re
import sys
import tomllib

# The vendors, the one list of them: the name CPUID leaf 0 spells (and
# cpus.txt, fallback_for and perfgen's CPU ids use), the key of a uarch
# file's vendor =, and the C enum (src/tables.h, checked by the static
# asserts of the output).  The C names (pg_vendor_names) are generated from
# here.  In the order pg_cpumap is sorted by.  arm64 is no CPUID vendor:
# its CPUs are MIDR values, implementer as family.
VENDOR_TABLE = (
    ("GenuineIntel", "intel", "PG_VENDOR_INTEL"),
    ("AuthenticAMD", "amd", "PG_VENDOR_AMD"),
    ("HygonGenuine", "hygon", "PG_VENDOR_HYGON"),
    ("arm64", "arm", "PG_VENDOR_ARM"),
)
VENDORS = {name: i for i, (name, _, _) in enumerate(VENDOR_TABLE)}
UARCH_VENDORS = {key: i for i, (_, key, _) in enumerate(VENDOR_TABLE)}
VENDOR_C = {i: c for i, (_, _, c) in enumerate(VENDOR_TABLE)}
# The core PMUs, the one list of them: the kernel's sysfs name (a uarch
# file's [PMU.concept] sections) and the C enum (src/tables.h), in the
# order the generated tables are sorted by (static asserts in the output
# check each value).  The C names (pg_pmu_names) are generated from here.
# cpu_lowpower: the kernel's third core PMU (Arrow Lake-H's low-power
# E-cores, after 6.12); a table has it only with cpu_core and cpu_atom.
PMU_TABLE = (
    ("cpu", "PG_PMU_CPU"),
    ("cpu_core", "PG_PMU_CPU_CORE"),
    ("cpu_atom", "PG_PMU_CPU_ATOM"),
    ("cpu_lowpower", "PG_PMU_CPU_LOWPOWER"),
)
PMUS = {name: i for i, (name, _) in enumerate(PMU_TABLE)}
PMU_C = dict(PMU_TABLE)
# Files and folders read, for the build's depfile (a new uarch file changes
# its folder, which regenerates the tables).
READ = []

# perf's symbolic names of the kernel's generic events, the one list of
# them: the data's names (a hardware row's config, a concept's sw =, the
# cache.op.result of a hw_cache row) and the names perfgen's parser and
# formatter take (src/perfnames.c reads the tables generated from here).
# Each entry: the data's name, the suffix of the perf_event ABI's constant
# (include/uapi/linux/perf_event.h; its value is the entry's position,
# checked by the static asserts of the output) and perf's own names, its
# own spelling first (tools/perf/util/parse-events.l and evsel.c, Linux
# 6.12: event_symbols_hw/sw and the legacy cache names).
GENERIC_HW = (
    ("cpu-cycles", "CPU_CYCLES", ("cpu-cycles", "cycles")),
    ("instructions", "INSTRUCTIONS", ("instructions",)),
    ("cache-references", "CACHE_REFERENCES", ("cache-references",)),
    ("cache-misses", "CACHE_MISSES", ("cache-misses",)),
    ("branch-instructions", "BRANCH_INSTRUCTIONS", ("branch-instructions", "branches")),
    ("branch-misses", "BRANCH_MISSES", ("branch-misses",)),
    ("bus-cycles", "BUS_CYCLES", ("bus-cycles",)),
    ("stalled-cycles-frontend", "STALLED_CYCLES_FRONTEND",
     ("stalled-cycles-frontend", "idle-cycles-frontend")),
    ("stalled-cycles-backend", "STALLED_CYCLES_BACKEND",
     ("stalled-cycles-backend", "idle-cycles-backend")),
    ("ref-cycles", "REF_CPU_CYCLES", ("ref-cycles",)),
)
# The last three count nothing (a placeholder, bpf output, cgroup
# switches): perf names them, no concept is one (data name None).
GENERIC_SW = (
    ("cpu-clock", "CPU_CLOCK", ("cpu-clock",)),
    ("task-clock", "TASK_CLOCK", ("task-clock",)),
    ("page-faults", "PAGE_FAULTS", ("page-faults", "faults")),
    ("context-switches", "CONTEXT_SWITCHES", ("context-switches", "cs")),
    ("cpu-migrations", "CPU_MIGRATIONS", ("cpu-migrations", "migrations")),
    ("minor-faults", "PAGE_FAULTS_MIN", ("minor-faults",)),
    ("major-faults", "PAGE_FAULTS_MAJ", ("major-faults",)),
    ("alignment-faults", "ALIGNMENT_FAULTS", ("alignment-faults",)),
    ("emulation-faults", "EMULATION_FAULTS", ("emulation-faults",)),
    (None, "DUMMY", ("dummy",)),
    (None, "BPF_OUTPUT", ("bpf-output",)),
    (None, "CGROUP_SWITCHES", ("cgroup-switches",)),
)
# The legacy cache events, cache[-op][-result]; a cache's fourth field is
# the ops perf allows it (tools/perf/util/evsel.c, evsel__hw_cache_stat).
GENERIC_CACHES = (
    ("l1d", "L1D", ("L1-dcache", "l1-d", "l1d", "L1-data"), "rwp"),
    ("l1i", "L1I", ("L1-icache", "l1-i", "l1i", "L1-instruction"), "rp"),
    ("ll", "LL", ("LLC", "L2"), "rwp"),
    ("dtlb", "DTLB", ("dTLB", "d-tlb", "Data-TLB"), "rwp"),
    ("itlb", "ITLB", ("iTLB", "i-tlb", "Instruction-TLB"), "r"),
    ("bpu", "BPU", ("branch", "branches", "bpu", "btb", "bpc"), "r"),
    ("node", "NODE", ("node",), "rwp"),
)
# An op's fourth field: its plural, the op in the name of an access count.
GENERIC_CACHE_OPS = (
    ("read", "OP_READ", ("load", "loads", "read"), "loads"),
    ("write", "OP_WRITE", ("store", "stores", "write"), "stores"),
    ("prefetch", "OP_PREFETCH", ("prefetch", "prefetches", "speculative-read",
                                 "speculative-load"), "prefetches"),
)
GENERIC_CACHE_RESULTS = (
    ("access", "RESULT_ACCESS", ("refs", "Reference", "ops", "access")),
    ("miss", "RESULT_MISS", ("misses", "miss")),
)
OP_LETTERS = "rwp"  # a cache's ops, by GENERIC_CACHE_OPS position


def _ids(table):
    return {e[0]: i for i, e in enumerate(table) if e[0] is not None}


def _cnames(table):
    return {e[0]: e[1] for e in table if e[0] is not None}


HW_IDS, SW_IDS = _ids(GENERIC_HW), _ids(GENERIC_SW)
CACHE_IDS, CACHE_OPS = _ids(GENERIC_CACHES), _ids(GENERIC_CACHE_OPS)
CACHE_RESULTS = _ids(GENERIC_CACHE_RESULTS)
HW_C, SW_C = _cnames(GENERIC_HW), _cnames(GENERIC_SW)
CACHE_C = (_cnames(GENERIC_CACHES), _cnames(GENERIC_CACHE_OPS),
           _cnames(GENERIC_CACHE_RESULTS))

ROW_KEYS = {"type", "config", "config1", "exact", "approx", "json", "pfm",
            "perfmon", "ref", "unsupported", "disagree", "override", "parts"}
# A sum row: parts = [ { config, config1, json, pfm }, ... ], 2..PARTS_MAX
# raw encodings of the row's PMU whose counts add up to the concept.
PART_KEYS = {"config", "config1", "json", "pfm", "perfmon"}
# A weighted row (type = "weighted"): the same parts, each with an integer
# `weight` (>= 1: lanes x operations per instruction) its count is
# multiplied by before the parts add.  A difference (type = "difference"):
# two parts, the first's count minus the second's.  Both up to
# DERIVED_PARTS_MAX parts; the generator writes the formula out.
WEIGHT_MAX = 64
DERIVED_PARTS_MAX = 8
# Cross-reference keys: perf JSON name, libpfm4 string, and Intel's event
# name in its published files (intel/perfmon) where perf's JSON of the
# kernel we follow does not have it.  Checked by tests/oracle; perfmon is
# not compiled into the tables.
XREF_KEYS = ("json", "pfm", "perfmon")
PARTS_MAX = 4
# Linux's OFFCORE_RESPONSE extra registers (MSR_OFFCORE_RSP_0/1): parts on
# one of them share it; intel_alt_er() moves an event to the other one when
# the whitelist has it (PMU_FL_HAS_RSP_1), so two such parts count at once.
OFFCORE_MSRS = (0x1a6, 0x1a7)
UARCH_KEYS = {"name", "vendor", "description", "perf_json", "no_perf_json",
              "libpfm4", "whitelist", "include", "inherit", "kernel", "fragment",
              "fallback_for", "fallback_families", "kernel_case", "l3"}
# The architectural events of Intel's CPUID leaf 0AH: EBX bit i set means
# event i is not available (SDM Vol.2A, CPUID leaf 0AH; Vol.3B 20.2.1.2
# table 20-1).  Linux 6.12 intel_arch_events_map gives the same bit order
# and zeroes the generic event of every set bit (intel_arch_events_quirk).
# Bit 2 (UnHalted Reference Cycles, event 0x3c umask 0x01 on a general
# counter) has no concept: its rate is the model's (100 MHz, the crystal
# clock), not the TSC's.  Bit 7 is not an EBX bit: it says CPUID leaf 0AH
# enumerates no fixed counter 2, which the kernel's generic ref-cycles
# (pseudo-encoding 0x0300) counts on (src/cpu.c pg_cpu_apply_leafa).
INTEL_ARCH_BITS = {"cpu-cycles": 0, "instructions": 1, "cache-references": 3,
                   "cache-misses": 4, "branch-instructions": 5,
                   "branch-misses": 6, "ref-cycles": 7}
# The architected common events an arm64 core PMU lists in sysfs events/
# (from PMCEID0/1_EL0) that the generic events of the Arm fallback map to
# (Linux 6.12 armv8_pmuv3_perf_map): bit i of what host.c reads.
ARM_ARCH_BITS = {"cpu-cycles": 0, "instructions": 1}
CONCEPT_KEYS = {"kind", "definition", "sw", "sum_of", "difference_of", "l3_from", "unit"}
# What an uncore concept's count is turned into (src/tables.h enum pg_unit).
UNITS = {"bytes": "PG_UNIT_BYTES", "joules": "PG_UNIT_JOULES"}
# data/papi.toml: PAPI's preset names, each the alias of a concept of the
# same meaning or refused with the reason.
PAPI_KEYS = {"papi", "concept", "refused", "note"}
# A preset's name as PAPI spells it (papiStdEventDefs.h); the longest is 12
# bytes, src/tables.h PG_PAPI_NAME_MAX bounds it (asserted in the output).
PAPI_NAME = re.compile(r"PAPI_[A-Z0-9]+(?:_[A-Z0-9]+)*")
U64 = (1 << 64) - 1


class Errors:
    def __init__(self):
        self.msgs = []

    def __call__(self, where, msg):
        self.msgs.append(f"{where}: {msg}")


def load_toml(path, err):
    READ.append(path)
    try:
        with open(path, "rb") as f:
            return tomllib.load(f)
    except (OSError, tomllib.TOMLDecodeError) as e:
        err(path, f"cannot parse: {e}")
        return None


def load_concepts(ddir, err):
    path = os.path.join(ddir, "concepts.toml")
    doc = load_toml(path, err) or {}
    concepts = {}
    for name, c in doc.items():
        where = f"{path}: [{name}]"
        if not re.fullmatch(r"[a-z][a-z0-9-]*", name):
            err(where, "concept names are lower-case words joined by '-'")
        if not isinstance(c, dict):
            err(where, "must be a table")
            continue
        for k in sorted(set(c) - CONCEPT_KEYS):
            err(where, f"unknown key '{k}'")
        kind = c.get("kind")
        if kind not in ("hardware", "software", "uncore"):
            err(where, "kind must be 'hardware', 'software' or 'uncore'")
        if (kind == "uncore") != ("unit" in c) or \
                (kind == "uncore" and c["unit"] not in UNITS):
            err(where, f"an uncore concept, and only one, has a unit: one of {sorted(UNITS)}")
        if not c.get("definition"):
            err(where, "needs a definition")
        sw = 0
        if kind == "software":
            if c.get("sw") not in SW_IDS:
                err(where, f"sw must be one of {sorted(SW_IDS)}")
            else:
                sw = SW_IDS[c["sw"]]
        concepts[name] = {"kind": kind, "definition": c.get("definition", ""),
                          "sw": sw, "sw_name": c.get("sw", ""), "sum_of": [],
                          "derive": "", "l3_from": c.get("l3_from", ""),
                          "unit": c.get("unit", "")}
        # A concept that is the sum of others, or the difference of two:
        # no table writes its rows, compose() derives them from the parts'
        # rows (load_uarchs).
        for key, least, most in (("sum_of", 2, PARTS_MAX), ("difference_of", 2, 2)):
            if key not in c:
                continue
            so = c[key]
            if concepts[name]["derive"]:
                err(where, "sum_of or difference_of, not both")
            elif kind not in ("hardware", "uncore") or not isinstance(so, list) or \
                    not (least <= len(so) <= most) or \
                    not all(isinstance(p, str) for p in so) or len(set(so)) != len(so) or \
                    (kind == "uncore" and key != "sum_of"):
                err(where, f"{key} names {least} to {most} distinct hardware concepts "
                    "(an uncore concept: sum_of, of uncore concepts)")
            else:
                concepts[name]["sum_of"] = so
                concepts[name]["derive"] = key[:-3]
    for name, c in concepts.items():
        # l3_from: the concept's row is that concept's on a table whose
        # last-level cache is the L3 (its l3 = "llc"), refused with the
        # table's reason elsewhere (load_uarchs).
        f = c["l3_from"]
        if f and (c["kind"] != "hardware" or c["sum_of"] or f not in concepts or
                  concepts[f]["kind"] != "hardware" or concepts[f]["sum_of"] or
                  concepts[f]["l3_from"]):
            err(f"{path}: [{name}]", f"l3_from: '{f}' is not a hardware concept with "
                "rows of its own (or the concept is not a plain hardware one)")
        for p in c["sum_of"]:
            # A hardware concept may derive from derived ones whose parts
            # have rows of their own (one level: l2-data-hits from
            # l2-load-hits and l2-store-hits).
            q = concepts.get(p)
            if q is None or q["kind"] != c["kind"] or q["unit"] != c["unit"] or \
                    (q["sum_of"] and (c["kind"] != "hardware" or
                                      any(concepts.get(x, {}).get("sum_of") for x in q["sum_of"]))):
                err(f"{path}: [{name}]", f"{c['derive']}_of: '{p}' is not a {c['kind']} "
                    "concept (of the same unit) with rows of its own, nor one derived "
                    "from such concepts")
    return concepts


def derive_depth(concepts, name, most=3):
    """0 for a concept with rows of its own, 1 for one derived from such,
    2 for one derived from a derived one: the order compose() takes them
    (a cycle, refused by load_concepts, stops at most)."""
    so = [p for p in concepts[name]["sum_of"] if p in concepts]
    if not so or not most:
        return 0
    return 1 + max(derive_depth(concepts, p, most - 1) for p in so)


def refused_row(reason=""):
    """A derived row with no encoding: refused with reason (compose()
    fills the reason in once it knows it)."""
    out = {k: "" for k in XREF_KEYS + ("ref", "approx", "unsupported", "disagree")}
    out.update(config=0, config1=0, exact=False, type="unsupported", unsupported=reason)
    return out


def l3_row(r, l3):
    """The row of an l3_from concept: its last-level concept's row r where
    the table's last-level cache is the L3 (l3 = "llc"), else refused with
    the table's reason."""
    return dict(r) if l3 == "llc" else refused_row(l3)


def compose(concept, so, prows, wl, derive="sum"):
    """The row of a concept derived from others (concepts.toml sum_of,
    difference_of), from the parts' rows on one PMU: every part's raw
    encodings, added (sum_of; difference_of: the first part's, less the
    second's), each with the weight +1 or -1 its part gives it.  An
    encoding added and subtracted cancels ((a + b) - b is a: one raw row
    when a alone is left); what is left is a sum when every weight is +1,
    else a signed row (type difference: two encodings, the first minus the
    second, or more, each added or subtracted).  Exact when every part is.
    Refused, naming the part (whose row's reason the library adds), when a
    part is refused; refused saying why when a part is not raw encodings
    with weights of one (the kernel's generic events and the lane-weighted
    rows cannot be parts), when an encoding would count twice, when
    everything cancels or nothing is left added, or when the encodings
    need more counters than a derived row may take."""
    out = refused_row()
    what = f"{concept} is {(' - ' if derive == 'difference' else ' + ').join(so)}"
    terms, notes = [], []
    for i, p in enumerate(so):
        r = prows[p]
        sign = -1 if derive == "difference" and i else 1
        if r["type"] == "unsupported":
            # The part's own reason follows at run time (refused_part): one
            # short string for every table where the part is refused.  A
            # derived part refused for one of its own parts passes that
            # part on, so the whole chain of reasons is said.
            if r.get("refused_part"):
                out["unsupported"] = f"{what}, and {r['unsupported']}"
                out["refused_part"] = r["refused_part"]
            else:
                out["unsupported"] = f"{what}, and {p} cannot be counted on this CPU"
                out["refused_part"] = p
            return out
        if r["type"] == "raw":
            terms.append({"config": r["config"], "config1": r["config1"], "weight": sign,
                          **{k: r[k] for k in XREF_KEYS}})
        elif r["type"] in ("sum", "difference"):
            terms.extend(dict(q, weight=q["weight"] * sign) for q in r["parts"])
        else:
            kind = {"hardware": "the kernel's generic event", "hw_cache":
                    "the kernel's generic cache event"}.get(r["type"], f"a {r['type']} row")
            out["unsupported"] = (f"{what}; {p} is {kind} on this CPU, which a sum of "
                                  "raw encodings cannot take as a part")
            return out
        if not r["exact"]:
            notes.append(f"{p}: {r['approx']}")
    # Each encoding once, with the sum of its weights: +1 and -1 cancel.
    acc = {}
    for q in terms:
        key = (q["config"], q["config1"])
        if key in acc:
            acc[key]["weight"] += q["weight"]
        else:
            acc[key] = dict(q)
    parts = [q for q in acc.values() if q["weight"]]
    twice = next((q for q in parts if abs(q["weight"]) > 1), None)
    if twice or not parts:
        q = twice or terms[0]
        out["unsupported"] = (f"{what}; both count {q['json'] or q['perfmon'] or q['pfm']} "
                              f"here, so the {derive} would "
                              + ("count it twice" if twice else "always read 0"))
        return out
    if all(q["weight"] < 0 for q in parts):
        out["unsupported"] = (f"{what}; on this CPU that is {formula(parts)}, which "
                              "would never read above 0")
        return out
    if len(parts) < len(terms):
        out["ref"] = f"{what} = {formula(terms)}, the subtracted encoding cancelling"
    if len(parts) == 1:
        q = parts[0]
        out.update(type="raw", config=q["config"], config1=q["config1"],
                   exact=not notes, approx="; ".join(notes),
                   **{k: q[k] for k in XREF_KEYS})
        return out
    if len(parts) > PARTS_MAX:
        out["unsupported"] = (f"{what}; their {len(parts)} encodings here are more than "
                              f"the {PARTS_MAX} a sum counts at once")
        return out
    msrs = {e["msr"] for e in wl["entries"] if e["msr"] in OFFCORE_MSRS}
    on = {q["config1"] for q in parts if q["config1"] and any(
        e["event"] == (q["config"] & 0xffff) and e["msr"] in OFFCORE_MSRS
        for e in wl["entries"])}
    if len(on) > len(msrs):
        out["unsupported"] = (f"{what}; their encodings need {len(on)} OFFCORE_RESPONSE "
                              f"registers and the CPU has {len(msrs)}")
        return out
    # A negative part first would make formula() print "A - B" for -A + B.
    parts.sort(key=lambda q: q["weight"] < 0)
    out.update(type="sum" if all(q["weight"] == 1 for q in parts) else "difference",
               parts=parts, formula=formula(parts), shared_msr=len(on) > 1,
               config=parts[0]["config"], config1=parts[0]["config1"],
               exact=not notes, approx="; ".join(notes))
    return out


def load_papi(ddir, concepts, err):
    """data/papi.toml: {preset: {papi, concept or None, refused, note}}.
    A mapping must name a concept of concepts.toml; a refusal gives its
    reason.  The file is optional (a data directory without PAPI names)."""
    path = os.path.join(ddir, "papi.toml")
    if not os.path.exists(path):
        return {}
    doc = load_toml(path, err) or {}
    out = {}
    for name, e in doc.items():
        where = f"{path}: [{name}]"
        if not PAPI_NAME.fullmatch(name):
            err(where, "a preset is named as PAPI spells it: PAPI_ and upper-case words "
                "joined by '_' (PAPI_TOT_INS)")
            continue
        if not isinstance(e, dict):
            err(where, "must be a table")
            continue
        for k in sorted(set(e) - PAPI_KEYS):
            err(where, f"unknown key '{k}'")
        for k in PAPI_KEYS & set(e):
            if not isinstance(e[k], str):
                err(where, f"{k} must be a string")
        if not isinstance(e.get("papi"), str) or not e.get("papi"):
            err(where, "needs papi = \"PAPI's own description of the preset\"")
        concept, refused = e.get("concept"), e.get("refused")
        if (concept is None) == (refused is None):
            err(where, "needs exactly one of concept = \"the concept of the same meaning\" "
                "and refused = \"why no concept has its meaning\"")
            continue
        if concept is not None and concept not in concepts:
            err(where, f"concept '{concept}' does not exist (not in concepts.toml): "
                "map a preset only to a concept of the same meaning")
            continue
        if refused is not None and (not isinstance(refused, str) or len(refused) < 20):
            err(where, "refused needs a real reason (what differs, or which concept is missing)")
            continue
        out[name] = {"papi": str(e.get("papi", "")), "concept": concept,
                     "refused": refused or "", "note": str(e.get("note", ""))}
    return out


def load_whitelists(ddir, err):
    path = os.path.join(ddir, "whitelists.toml")
    doc = load_toml(path, err) or {}
    wls = {}
    for name, w in doc.items():
        where = f"{path}: [{name}]"
        entries = []
        seen = set()
        for i, e in enumerate(w.get("entries", [])):
            if set(e) != {"event", "msr", "valid"}:
                err(where, f"entry {i} needs exactly event, msr, valid")
                continue
            if not (0 <= e["event"] <= 0xffff):
                err(where, f"entry {i}: event 0x{e['event']:x} is not 16 bits")
            if not (0 <= e["valid"] <= U64):
                err(where, f"entry {i}: valid mask is not 64 bits")
            if e["event"] in seen:
                err(where, f"entry {i}: event 0x{e['event']:04x} listed twice")
            seen.add(e["event"])
            entries.append(e)
        wls[name] = {"kernel": w.get("kernel", ""), "entries": entries}
    if "none" not in wls:
        err(path, "needs the empty whitelist [none]")
    return wls


def whitelist_problem(wl, config, config1):
    """Return None if the kernel's extra-register rule accepts config1."""
    if config1 == 0:
        return None
    for e in wl["entries"]:
        if e["event"] == (config & 0xffff):
            bad = config1 & ~e["valid"] & U64
            if bad:
                return (f"config1 0x{config1:x} has bits 0x{bad:x} outside "
                        f"the valid mask 0x{e['valid']:x} of event "
                        f"0x{e['event']:04x} (MSR 0x{e['msr']:x})")
            return None
    return (f"config1 0x{config1:x} on event 0x{config & 0xffff:04x}, "
            f"which no extra register of this model takes")


def check_row(where, r, concepts, concept, wl, err):
    for k in sorted(set(r) - ROW_KEYS):
        err(where, f"unknown key '{k}'")
    if concept not in concepts:
        err(where, f"unknown concept '{concept}' (not in concepts.toml)")
        return None
    if concepts[concept]["kind"] != "hardware":
        err(where, f"'{concept}' is a {concepts[concept]['kind']} concept: it has no rows "
            "in data/uarch/ (software: none; uncore: data/uncore.toml)")
        return None
    out = {k: r.get(k, "") for k in XREF_KEYS + ("ref", "approx",
                                                 "unsupported", "disagree")}
    for k, v in out.items():
        if not isinstance(v, str):
            err(where, f"{k} must be a string")
            out[k] = ""
    out.update(config=0, config1=0, exact=False)
    if "unsupported" in r:
        extra = set(r) - {"unsupported", "ref", "override"}
        if extra:
            err(where, f"an unsupported row carries no encoding ({sorted(extra)})")
        if len(r["unsupported"]) < 20:
            err(where, "unsupported needs a real reason naming the CPU")
        out["type"] = "unsupported"
        return out
    t = r.get("type")
    cfg = r.get("config")
    if t in ("sum", "weighted", "difference"):
        return check_sum(where, r, out, wl, err)
    if "parts" in r:
        err(where, "parts belong to type = \"sum\", \"weighted\" or \"difference\" rows only")
    if t == "hardware":
        if cfg not in HW_IDS:
            err(where, f"hardware config must be one of {sorted(HW_IDS)}")
            return None
        out["config"] = HW_IDS[cfg]
        out["hw_name"] = cfg
    elif t == "hw_cache":
        parts = cfg.split(".") if isinstance(cfg, str) else []
        if (len(parts) != 3 or parts[0] not in CACHE_IDS or
                parts[1] not in CACHE_OPS or parts[2] not in CACHE_RESULTS):
            err(where, "hw_cache config must be cache.op.result, e.g. ll.read.miss")
            return None
        out["config"] = (CACHE_IDS[parts[0]] | CACHE_OPS[parts[1]] << 8 |
                         CACHE_RESULTS[parts[2]] << 16)
        out["cache_name"] = parts
    elif t == "raw":
        if not isinstance(cfg, int) or not (0 < cfg <= U64):
            err(where, "raw config must be a non-zero 64-bit integer")
            return None
        out["config"] = cfg
        if not any(out[k] for k in XREF_KEYS) and not out["disagree"]:
            err(where, "a raw row needs its cross-reference keys: json, pfm and/or perfmon "
                "(or disagree = \"why no oracle names this encoding\")")
    else:
        err(where, "type must be hardware, hw_cache, raw, sum, weighted or difference")
        return None
    out["type"] = t
    c1 = r.get("config1", 0)
    if not isinstance(c1, int) or not (0 <= c1 <= U64):
        err(where, "config1 must be a 64-bit integer")
        return None
    if c1 and t != "raw":
        err(where, "config1 belongs to raw rows only (the kernel sets it for generic types)")
    out["config1"] = c1
    if t == "raw" and wl is not None:
        problem = whitelist_problem(wl, out["config"], c1)
        if problem:
            err(where, problem)
    check_exact(where, r, out, err)
    if not (any(out[k] for k in XREF_KEYS) or out["ref"]):
        err(where, "needs a source: json, pfm, perfmon or ref")
    return out


def check_exact(where, r, out, err):
    if not isinstance(r.get("exact"), bool):
        err(where, "exact = true or false is required")
    out["exact"] = bool(r.get("exact"))
    if not out["exact"] and not out["approx"]:
        err(where, "exact = false needs approx = \"what differs\"")
    if out["exact"] and out["approx"]:
        err(where, "an exact row has no approx note")


def check_sum(where, r, out, wl, err):
    """type = "sum": the concept is the sum of 2..PARTS_MAX raw encodings of
    the row's PMU, each cited and checked like a raw row.  type = "weighted":
    1..DERIVED_PARTS_MAX such parts, each with its integer weight;
    type = "difference": two parts, the first minus the second."""
    t = r.get("type")
    most = {"sum": PARTS_MAX, "weighted": DERIVED_PARTS_MAX, "difference": 2}[t]
    least = 2 if t != "weighted" else 1
    for k in ("config", "config1") + XREF_KEYS:
        if k in r:
            err(where, f"a sum row keeps {k} in its parts, not on the row")
    parts = r.get("parts")
    if not isinstance(parts, list) or not (least <= len(parts) <= most):
        err(where, f"a {t} needs parts = [ ... ] with {least} to {most} encodings "
            f"(got {len(parts) if isinstance(parts, list) else 'none'}; one part is a raw row)")
        return None
    outp = []
    for i, p in enumerate(parts):
        pw = f"{where} part {i}"
        if not isinstance(p, dict):
            err(pw, "must be a table { config = ..., config1 = ..., json = ..., pfm = ... }")
            return None
        for k in sorted(set(p) - PART_KEYS - ({"weight"} if t == "weighted" else set())):
            err(pw, f"unknown key '{k}'" + (" (weights belong to type = \"weighted\" rows)"
                                              if k == "weight" else ""))
        weight = 1
        if t == "weighted":
            weight = p.get("weight")
            if not isinstance(weight, int) or isinstance(weight, bool) or \
                    not (1 <= weight <= WEIGHT_MAX):
                err(pw, f"weight must be an integer from 1 to {WEIGHT_MAX}")
                return None
        elif t == "difference" and i == 1:
            weight = -1
        cfg, c1 = p.get("config"), p.get("config1", 0)
        if not isinstance(cfg, int) or not (0 < cfg <= U64):
            err(pw, "config must be a non-zero 64-bit integer")
            return None
        if not isinstance(c1, int) or not (0 <= c1 <= U64):
            err(pw, "config1 must be a 64-bit integer")
            return None
        q = {"config": cfg, "config1": c1, "weight": weight}
        for k in XREF_KEYS:
            q[k] = p.get(k, "")
            if not isinstance(q[k], str):
                err(pw, f"{k} must be a string")
                q[k] = ""
        if not any(q[k] for k in XREF_KEYS):
            err(pw, "each part needs its cross-reference keys: json, pfm and/or perfmon")
        if wl is not None:
            problem = whitelist_problem(wl, cfg, c1)
            if problem:
                err(pw, problem)
        if any((o["config"], o["config1"]) == (cfg, c1) for o in outp):
            err(pw, f"duplicates an earlier part (config 0x{cfg:x} config1 0x{c1:x}): "
                "it would be counted twice")
        outp.append(q)
    if wl is not None:
        # The OFFCORE_RSP MSRs this model has: parts with different config1
        # on them must each get one (intel_alt_er() swaps RSP_0 <-> RSP_1).
        msrs = {e["msr"] for e in wl["entries"] if e["msr"] in OFFCORE_MSRS}
        on = {q["config1"] for q in outp if q["config1"] and any(
            e["event"] == (q["config"] & 0xffff) and e["msr"] in OFFCORE_MSRS
            for e in wl["entries"])}
        if len(on) > len(msrs):
            err(where, f"{len(on)} parts need an OFFCORE_RESPONSE register with different "
                f"config1 values, but the model has {len(msrs)} (MSR "
                + ", ".join(f"0x{m:x}" for m in sorted(msrs))
                + "): the kernel could never count them at once")
        out["shared_msr"] = len(on) > 1
    if t == "weighted" and all(q["weight"] == 1 for q in outp):
        err(where, "every weight is 1: write type = \"sum\"")
    out["type"] = t
    out["parts"] = outp
    out["formula"] = formula(outp)
    out["config"], out["config1"] = outp[0]["config"], outp[0]["config1"]
    check_exact(where, r, out, err)
    return out


def formula(parts):
    """A derived row's formula in its parts' event names: "A + 2 * B - C"."""
    text = ""
    for i, q in enumerate(parts):
        name = q["json"] or q["perfmon"] or q["pfm"]
        w = abs(q["weight"])
        term = name if w == 1 else f"{w} * {name}"
        text += term if i == 0 else (" - " if q["weight"] < 0 else " + ") + term
    return text


def load_uarchs(ddir, concepts, wls, err):
    # The derived concepts, each after the derived ones it is made of.
    derive_order = [n for n in sorted(concepts, key=lambda n: (derive_depth(concepts, n), n))
                    if concepts[n]["sum_of"]]
    udir = os.path.join(ddir, "uarch")
    READ.append(udir)
    raw = {}
    for fn in sorted(os.listdir(udir)):
        if not fn.endswith(".toml"):
            continue
        doc = load_toml(os.path.join(udir, fn), err)
        if doc is not None:
            raw[fn[:-5]] = doc

    resolved = {}

    def rows_of(name, stack):
        """Rows of a file: fragments, then the inherited parent, then its own."""
        where = f"{udir}/{name}.toml"
        if name in stack:
            err(where, f"include/inherit cycle: {' -> '.join(stack + [name])}")
            return {}
        if name not in raw:
            err(stack[-1] if stack else where, f"no such uarch file '{name}'")
            return {}
        doc = raw[name]
        rows = {}
        origin = {}
        for frag in doc.get("include", []):
            if not raw.get(frag, {}).get("fragment"):
                err(where, f"include '{frag}' is not a fragment file")
                continue
            for key, r in rows_of(frag, stack + [name]).items():
                if key in rows:
                    err(where, f"row {key[0]}.{key[1]} comes from both "
                        f"{origin[key]} and {frag}")
                rows[key] = r
                origin[key] = frag
        if "inherit" in doc:
            parent = rows_of(doc["inherit"], stack + [name])
            for key, r in parent.items():
                rows.setdefault(key, r)
        own = set()
        for pmu, section in doc.items():
            if pmu in UARCH_KEYS:
                continue
            if pmu not in PMUS:
                err(where, f"unknown key or PMU section '{pmu}'")
                continue
            for concept, r in section.items():
                key = (pmu, concept)
                if key in origin and key not in own and not (
                        isinstance(r, dict) and r.get("override") is True):
                    err(where, f"row {pmu}.{concept} is also in fragment "
                        f"{origin[key]} (say override = true to replace it)")
                rows[key] = (f"{where}: [{pmu}.{concept}]", r)
                own.add(key)
        return rows

    uarchs = {}
    for name, doc in raw.items():
        where = f"{udir}/{name}.toml"
        for k in sorted(set(doc) - UARCH_KEYS - set(PMUS)):
            err(where, f"unknown key '{k}'")
        if doc.get("fragment"):
            continue
        if doc.get("name") != name:
            err(where, f"name must equal the file name '{name}'")
        if doc.get("vendor") not in UARCH_VENDORS:
            err(where, f"vendor must be one of {sorted(UARCH_VENDORS)}")
        fallback_for = doc.get("fallback_for", [])
        if not isinstance(fallback_for, list) or any(v not in VENDORS for v in fallback_for):
            err(where, f"fallback_for lists CPUID vendors ({sorted(VENDORS)})")
            fallback_for = []
        families = []
        if fallback_for:
            for part in str(doc.get("fallback_families", "")).split(","):
                m = re.fullmatch(r"\s*(\d+)(?:-(\d+))?\s*", part)
                if not m or int(m.group(1)) > int(m.group(2) or m.group(1)) or \
                        int(m.group(2) or m.group(1)) > 999:
                    err(where, "fallback_families: decimal display families and ranges "
                        "up to 999, e.g. \"6,16-999\" (the families whose CPUs the "
                        "fallback really describes)")
                    families = []
                    break
                families.append((int(m.group(1)), int(m.group(2) or m.group(1))))
        elif "fallback_families" in doc:
            err(where, "fallback_families belongs with fallback_for")
        if not isinstance(doc.get("description"), str) or not doc.get("description"):
            err(where, "needs description")
        # perf_json names perf's table; a CPU perf 6.12 has no table for
        # says so, with the reason, instead of leaving the key out.  A
        # fallback table is no CPU's own: it has none.
        pj, why = doc.get("perf_json", "" if fallback_for else None), doc.get("no_perf_json")
        if not isinstance(pj, str) or (not pj and not why and not fallback_for):
            err(where, "needs perf_json (or perf_json = \"\" with no_perf_json = \"why\")")
        elif why is not None and (pj or not isinstance(why, str) or len(why) < 20):
            err(where, "no_perf_json is a reason (a sentence) and goes with perf_json = \"\" only")
        # kernel_case: Linux 6.12 has no intel_pmu_init() case for the
        # models; where a later kernel's case (and its extra registers)
        # comes from, cited.  On 6.12 the offcore rows are refused at run
        # time (the PMU lists no offcore_rsp format).
        kc = doc.get("kernel_case")
        if kc is not None and (not isinstance(kc, str) or len(kc) < 40 or
                               "6.12" not in kc):
            err(where, "kernel_case cites the later kernel (tree and commit) whose "
                "intel_pmu_init() case the whitelists come from, and says 6.12 has none")
        wlmap = doc.get("whitelist")
        if not isinstance(wlmap, dict) or not wlmap:
            err(where, "needs whitelist = { <pmu> = \"<whitelist>\" }")
            continue
        pmus = sorted(wlmap, key=lambda p: PMUS.get(p, 99))
        if pmus not in (["cpu"], ["cpu_core", "cpu_atom"],
                        ["cpu_core", "cpu_atom", "cpu_lowpower"]):
            err(where, "PMUs are cpu alone, cpu_core + cpu_atom, or cpu_core + cpu_atom + "
                "cpu_lowpower")
            continue
        # l3: "llc" where the rows of the last-level-cache concepts count
        # the L3 on every core PMU of the table, else why its L3 (or the
        # lack of one) has no rows here.  Needed once a concept takes
        # l3_from.
        l3 = doc.get("l3")
        if any(c["l3_from"] for c in concepts.values()) and (
                not isinstance(l3, str) or (l3 != "llc" and len(l3) < 40)):
            err(where, 'needs l3 = "llc" (its last-level-cache rows count the L3 on '
                "every core PMU) or l3 = \"why not\" (a sentence)")
            l3 = "llc"
        rows = rows_of(name, [])
        out_pmus = []
        for pmu in pmus:
            wname = wlmap[pmu]
            if wname not in wls:
                err(where, f"unknown whitelist '{wname}'")
                continue
            prows, written = {}, {}
            for (p, concept), (rwhere, r) in sorted(rows.items()):
                if p != pmu:
                    continue
                if concept in concepts and concepts[concept]["derive"]:
                    # A sum's total, where its parts cannot be counted
                    # apart; a difference counted directly by one event,
                    # or refused where its parts do not subtract (checked
                    # below, once the parts' rows are known).
                    written[concept] = (rwhere, r)
                    continue
                if not isinstance(r, dict):
                    err(rwhere, "must be a table")
                    continue
                row = check_row(f"{rwhere} (in {name})", r, concepts, concept,
                                wls[wname], err)
                if row is not None:
                    prows[concept] = row
            for concept, c in sorted(concepts.items()):
                if not c["l3_from"]:
                    continue
                if (pmu, concept) in rows:
                    err(rows[(pmu, concept)][0], f"'{concept}' is the L3 reading of "
                        f"{c['l3_from']} (concepts.toml l3_from): its rows come from the "
                        "table's l3 key, not written")
                elif c["l3_from"] in prows:
                    prows[concept] = l3_row(prows[c["l3_from"]], l3)
            for concept in derive_order:
                c = concepts[concept]
                if all(p in prows for p in c["sum_of"]):
                    prows[concept] = compose(concept, c["sum_of"], prows, wls[wname],
                                             c["derive"])
                if concept not in written:
                    continue
                rwhere, r = written[concept]
                if c["derive"] == "difference":
                    # Events that count the difference itself (the L2's
                    # hits of a request type; AMD's hits of the L1s'
                    # requests plus its L2 prefetcher's hits) are counted
                    # instead: nothing subtracted from counts read at
                    # different instants that could go below zero, and no
                    # parts whose scopes differ.  Or a refusal, where the
                    # parts count in units that do not subtract (Zen 1's
                    # fetch windows less line fills).
                    bad = None if isinstance(r, dict) and (
                        r.get("type") in ("raw", "sum") or set(r) == {"unsupported"}) else (
                        f"'{concept}' is {' - '.join(c['sum_of'])} (concepts.toml "
                        "difference_of): a table writes its row only as events that count "
                        "it directly (one raw encoding, or a sum of them), or as a refusal "
                        "saying why its parts' counts do not subtract")
                elif prows.get(concept, {"type": "unsupported"})["type"] != "unsupported":
                    bad = (f"'{concept}' counts here as {prows[concept]['formula']} "
                           f"(concepts.toml sum_of): a table writes a sum's total only where "
                           "its parts cannot be counted, and this row would hide them")
                elif not isinstance(r, dict):
                    bad = "must be a table"
                elif "unsupported" in r:
                    bad = (f"'{concept}' is refused from its parts' rows already: "
                           "write its total or nothing")
                else:
                    bad = None
                if bad:
                    err(rwhere, bad)
                    continue
                row = check_row(f"{rwhere} (in {name})", r, concepts, concept,
                                wls[wname], err)
                if row is not None:
                    prows[concept] = row
            for concept, c in sorted(concepts.items()):
                if c["kind"] == "hardware" and concept not in prows and \
                        (pmu, concept) not in rows:
                    err(where, f"[{pmu}] has no row for '{concept}' (encode it "
                        "or mark it unsupported with the reason)")
            out_pmus.append((pmu, wname, prows))
        extra = {p for (p, _) in rows} - set(pmus)
        for p in sorted(extra):
            err(where, f"rows for PMU '{p}' which the whitelist key does not declare")
        if fallback_for and pmus != ["cpu"]:
            err(where, "a fallback table has the single PMU 'cpu' (a kernel without a "
                "model table registers no hybrid PMUs)")
        uarchs[name] = {
            "fallback_for": fallback_for,
            "fallback_families": families,
            "vendor": UARCH_VENDORS.get(doc.get("vendor"), 0),
            "description": doc.get("description", ""),
            "perf_json": doc.get("perf_json", ""),
            "libpfm4": doc.get("libpfm4", ""),
            "kernel": doc.get("kernel", ""),
            "pmus": out_pmus,
        }
    return uarchs


def parse_range(s, what, where, err, limit):
    m = re.fullmatch(r"([0-9A-Fa-f]+)(?:-([0-9A-Fa-f]+))?", s)
    if not m:
        err(where, f"bad {what} range '{s}' (hex, e.g. 1A or 1A-1F)")
        return None
    lo = int(m.group(1), 16)
    hi = int(m.group(2) or m.group(1), 16)
    if lo > hi or hi > limit:
        err(where, f"bad {what} range '{s}'")
        return None
    return lo, hi


def load_cpumap(ddir, uarchs, err):
    path = os.path.join(ddir, "cpus.txt")
    READ.append(path)
    rows = []
    try:
        lines = open(path, encoding="utf-8").read().splitlines()
    except OSError as e:
        err(path, str(e))
        return rows
    for n, line in enumerate(lines, 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        where = f"{path}:{n}"
        f = line.split(None, 6)
        if len(f) < 7:
            err(where, "needs vendor family models steppings hybrid uarch source")
            continue
        vendor, fam, models, steps, hybrid, uarch, source = f
        if vendor not in VENDORS:
            err(where, f"unknown vendor '{vendor}'")
            continue
        if not fam.isdigit() or not (0 < int(fam) < 0x10f) or \
                (vendor == "arm64" and int(fam) > 0xff):
            err(where, f"family '{fam}' must be decimal")
            continue
        # arm64: the model is the MIDR part number, 12 bits (15:4).
        mr = parse_range(models, "model", where, err,
                         0xfff if vendor == "arm64" else 0xff)
        sr = parse_range(steps, "stepping", where, err, 0xf)
        if mr is None or sr is None:
            continue
        if hybrid not in ("-", "hybrid"):
            err(where, "hybrid column is '-' or 'hybrid'")
            continue
        if uarch not in uarchs:
            err(where, f"unknown uarch '{uarch}' (no data/uarch/{uarch}.toml)")
            continue
        pmus = [p for p, _, _ in uarchs[uarch]["pmus"]]
        if (hybrid == "hybrid") != (pmus[:2] == ["cpu_core", "cpu_atom"]):
            err(where, f"hybrid column disagrees with the PMUs of {uarch}")
        rows.append({"vendor": VENDORS[vendor], "vname": vendor,
                     "family": int(fam), "models": mr, "steps": sr,
                     "hybrid": hybrid == "hybrid", "uarch": uarch,
                     "source": source, "where": where})
    rows.sort(key=lambda r: (r["vendor"], r["family"], r["models"][0],
                             r["steps"][0]))
    for i, a in enumerate(rows):
        for b in rows[i + 1:]:
            if (a["vendor"], a["family"]) != (b["vendor"], b["family"]):
                break
            if (a["models"][0] <= b["models"][1] and b["models"][0] <= a["models"][1]
                    and a["steps"][0] <= b["steps"][1] and b["steps"][0] <= a["steps"][1]):
                err(b["where"], f"overlaps {a['where']} ({a['vname']}-{a['family']} "
                    f"models {a['models'][0]:X}-{a['models'][1]:X})")
    return rows


CONCEPT_SLOTS = 1024  # src/tables.h PG_CONCEPT_SLOTS (asserted in the output)


def name_hash(seed, name):
    """src/tables.h pg_name_hash(): FNV-1a steps over the length and the
    bytes at 0, 1, 2, 3 (0 for those past the end), n/2, n-6 (0 for a name
    of 6 bytes or fewer) and n-2."""
    b = name.encode("utf-8")
    n = len(b)
    h = ((seed ^ n) * 16777619) & 0xffffffff
    if n:
        for c in (b[0], b[1 if n > 1 else 0], b[2 if n > 2 else 0], b[3 if n > 3 else 0],
                  b[n // 2], b[n - 6 if n > 6 else 0], b[n - 2 if n > 1 else 0]):
            h = ((h ^ c) * 16777619) & 0xffffffff
    return h


def concept_hash(names):
    """The first seed that puts every name in a slot of its own."""
    if len(names) > CONCEPT_SLOTS:
        raise SystemExit(f"gen.py: {len(names)} concepts do not fit {CONCEPT_SLOTS} "
                         "hash slots: widen PG_CONCEPT_SLOTS in src/tables.h and here")
    shift = 32 - (CONCEPT_SLOTS.bit_length() - 1)
    for seed in range(0x811c9dc5, 0x811c9dc5 + (1 << 20)):
        slots = [None] * CONCEPT_SLOTS
        for i, n in enumerate(names):
            # The top bits: FNV's low bits depend on the low bits alone.
            k = name_hash(seed, n) >> shift
            if slots[k] is not None:
                break
            slots[k] = i
        else:
            return seed, slots
    raise SystemExit("gen.py: no seed hashes the concept names apart")


def cstr(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


class StrTab:
    """All strings of the tables in one NUL-separated blob: offset 0 is "",
    equal strings are stored once and a string that ends another one points
    into it ("DRAM" inside "ANY_DRAM").  Strings are laid out sorted."""

    def __init__(self, strings):
        strings = sorted(set(strings) - {""})
        # Reversed-sorted, a suffix comes right before a string that ends
        # with it: each string is a suffix of the next one, or stored.
        rev = sorted(strings, key=lambda x: x[::-1])
        host = {}
        for i, x in enumerate(rev):
            host[x] = x
            if i + 1 < len(rev) and rev[i + 1].endswith(x):
                host[x] = rev[i + 1]
        # Follow the chains (a suffix of a suffix) to the stored string.
        for x in rev[::-1]:
            host[x] = host[host[x]]
        self.stored = [x for x in strings if host[x] == x]
        self.off = {"": 0}
        pos = 1
        for x in self.stored:
            self.off[x] = pos
            pos += len(x.encode("utf-8")) + 1
        for x in strings:
            h = host[x]
            self.off[x] = (self.off[h] + len(h.encode("utf-8"))
                           - len(x.encode("utf-8")))
        self.size = pos

    def __call__(self, s):
        return self.off[s]

    def emit(self, w):
        w.append("const char pg_strtab[] =")
        w.append('\t/*     0 */ "\\0"')
        for x in self.stored:
            w.append(f"\t/* {self.off[x]:5} */ {cstr(x)[:-1]}\\0\"")
        w.append(";")
        w.append("const unsigned int pg_strtab_size = sizeof(pg_strtab);\n")


def emit_perf_names(w):
    """perf's names of the generic events, from GENERIC_*: each table in
    config order, a config's names in perf's order (its spelling first)."""
    for cname, prefix, table in (("hw", "PERF_COUNT_HW_", GENERIC_HW),
                                 ("sw", "PERF_COUNT_SW_", GENERIC_SW),
                                 ("caches", "PERF_COUNT_HW_CACHE_", GENERIC_CACHES),
                                 ("ops", "PERF_COUNT_HW_CACHE_", GENERIC_CACHE_OPS),
                                 ("results", "PERF_COUNT_HW_CACHE_", GENERIC_CACHE_RESULTS)):
        w.append(f"const struct pg_perf_name pg_perf_{cname}[] = {{")
        n = 0
        for e in table:
            for name in e[2]:
                w.append(f"\t{{ .name = {cstr(name)}, .config = {prefix}{e[1]} }},")
                n += 1
        w.append("};")
        w.append(f"const unsigned int pg_nr_perf_{cname} = {n};\n")
    w.append("const uint8_t pg_perf_cache_ops[] = {")
    for e in GENERIC_CACHES:
        bits = " | ".join(f"1u << PERF_COUNT_HW_CACHE_{GENERIC_CACHE_OPS[OP_LETTERS.index(x)][1]}"
                          for x in e[3])
        w.append(f"\t[PERF_COUNT_HW_CACHE_{e[1]}] = {bits},")
    w.append("};")
    w.append("const char pg_perf_op_plural[][PG_PERF_NAME_MAX] = {")
    for e in GENERIC_CACHE_OPS:
        w.append(f"\t[PERF_COUNT_HW_CACHE_{e[1]}] = {cstr(e[3])},")
    w.append("};\n")


def perf_name_asserts():
    """Each generic constant's value is its position in GENERIC_*."""
    a = []
    for prefix, table in (("PERF_COUNT_HW_", GENERIC_HW), ("PERF_COUNT_SW_", GENERIC_SW),
                          ("PERF_COUNT_HW_CACHE_", GENERIC_CACHES),
                          ("PERF_COUNT_HW_CACHE_", GENERIC_CACHE_OPS),
                          ("PERF_COUNT_HW_CACHE_", GENERIC_CACHE_RESULTS)):
        for i, e in enumerate(table):
            a.append((f"{prefix}{e[1]} == {i}",
                      "gen.py GENERIC_* in the perf_event ABI's order"))
    longest = max(len(x) for table in (GENERIC_HW, GENERIC_SW, GENERIC_CACHES,
                                       GENERIC_CACHE_OPS, GENERIC_CACHE_RESULTS)
                  for e in table for x in e[2] + tuple(e[3:4] if table is GENERIC_CACHE_OPS
                                                       else ()))
    a += [(f"PG_PERF_NAME_MAX > {longest}", "perf's names fit PG_PERF_NAME_MAX with their NUL"),
          ("PG_ARRAY_SIZE(pg_perf_cache_ops) == PERF_COUNT_HW_CACHE_MAX",
           "gen.py GENERIC_CACHES has every cache"),
          ("PG_ARRAY_SIZE(pg_perf_op_plural) == PERF_COUNT_HW_CACHE_OP_MAX",
           "gen.py GENERIC_CACHE_OPS has every op")]
    return a


def emit(out, concepts, wls, uarchs, cpumap, papi):
    cnames = sorted(concepts)
    uindex = {u: i for i, u in enumerate(sorted(uarchs))}
    wnames = sorted(wls)
    windex = {n: i for i, n in enumerate(wnames)}
    strings = []
    for n in cnames:
        strings += [concepts[n]["definition"]]
    for wn in wnames:
        strings += [wn, wls[wn]["kernel"]]
    for un in sorted(uarchs):
        u = uarchs[un]
        strings += [un, u["description"], u["perf_json"], u["libpfm4"], u["kernel"]]
        for _, _, prows in u["pmus"]:
            for r in prows.values():
                strings += [r[k] for k in ("json", "pfm", "ref", "approx",
                                           "unsupported", "disagree")]
                for q in r.get("parts", []):
                    strings += [q["json"], q["pfm"]]
                if "formula" in r:
                    strings += [r["formula"]]
    strings += [r["source"] for r in cpumap]
    for un in sorted(uarchs):
        for r in uarchs[un]["uncore"].values():
            strings += [r[k] for k in ("pmu", "kernel_scale", "ref", "approx", "unsupported")]
            strings += [e[k] for e in r["events"] for k in ("alias", "json")]
    for e in papi.values():
        strings += [e["papi"], e["refused"]]
    s = StrTab(strings)

    w = []
    w.append("/* Generated by data/gen.py from data/: do not edit. */")
    w.append("/* Pointer-free (src/tables.h): strings are offsets into pg_strtab, the")
    w.append(" * other tables are indices into the arrays here. */")
    w.append("#include <linux/perf_event.h>\n")
    w.append('#include "tables.h"\n')
    head, blocks = w, {'strtab': []}
    s.emit(blocks['strtab'])

    def hw_config(r):
        if r["type"] == "hardware":
            return f"PERF_COUNT_HW_{HW_C[r['hw_name']]}"
        if r["type"] == "hw_cache":
            c, o, res = (CACHE_C[i][r["cache_name"][i]] for i in range(3))
            return (f"PERF_COUNT_HW_CACHE_{c} | PERF_COUNT_HW_CACHE_{o} << 8 | "
                    f"PERF_COUNT_HW_CACHE_{res} << 16")
        return f"0x{r['config']:x}ULL"

    blocks['concepts'] = w = []
    # A perfect hash of the concept names (pg_concept_find): a seed under
    # which pg_name_hash() (src/tables.h, the same function as name_hash()
    # here) sends every name to a slot of its own.
    seed, slots = concept_hash(cnames)
    w.append(f"const uint32_t pg_concept_seed = 0x{seed:x};")
    w.append("const uint8_t pg_concept_slots[PG_CONCEPT_SLOTS] = {")
    for i, n in enumerate(slots):
        if n is not None:
            w.append(f"\t[{i}] = {n + 1}, /* {cnames[n]} */")
    w.append("};\n")

    w.append("const struct pg_concept pg_concepts[] = {")
    for n in cnames:
        c = concepts[n]
        if c["kind"] == "software":
            w.append(f"\t{{ .name = \"{n}\", .name_len = {len(n)}, "
                     f".definition = {s(c['definition'])}, .kind = PG_KIND_SOFTWARE, "
                     f".sw_config = PERF_COUNT_SW_{SW_C[c['sw_name']]} }}, /* {n} */")
        elif c["kind"] == "uncore":
            w.append(f"\t{{ .name = \"{n}\", .name_len = {len(n)}, "
                     f".definition = {s(c['definition'])}, .kind = PG_KIND_UNCORE, "
                     f".unit = {UNITS[c['unit']]} }}, /* {n} */")
        else:
            w.append(f"\t{{ .name = \"{n}\", .name_len = {len(n)}, "
                     f".definition = {s(c['definition'])}, .kind = PG_KIND_HARDWARE }}, /* {n} */")
    w.append("};")
    w.append(f"const unsigned int pg_nr_concepts = {len(cnames)};\n")

    # PAPI's preset names, sorted by name for a binary search; concept is
    # the index of the alias's concept, or PG_PAPI_REFUSED with the reason.
    # A block of its own, laid out away from the first resolve's data.
    blocks['papi'] = w = []
    pnames = sorted(papi)
    cindex = {n: i for i, n in enumerate(cnames)}
    w.append("const struct pg_papi pg_papi[] = {")
    for n in pnames:
        e = papi[n]
        c = f"{cindex[e['concept']]} /* {e['concept']} */" if e["concept"] else "PG_PAPI_REFUSED"
        w.append(f"\t{{ .name = {cstr(n)}, .concept = {c}, .papi = {s(e['papi'])}, "
                 f".refused = {s(e['refused'])} }},")
    if not pnames:
        w.append("\t{ .concept = PG_PAPI_REFUSED }, /* none: an array is never empty */")
    w.append("};")
    w.append(f"const unsigned int pg_nr_papi = {len(pnames)};\n")

    blocks['whitelists'] = w = []
    first_entry = {}
    nr_entries = 0
    w.append("const struct pg_wl_entry pg_wl_entries[] = {")
    for wn in wnames:
        first_entry[wn] = nr_entries
        for e in wls[wn]["entries"]:
            w.append(f"\t[{nr_entries}] = {{ .valid = 0x{e['valid']:x}ULL, "
                     f".msr = 0x{e['msr']:x}, .event = 0x{e['event']:04x} }}, /* {wn} */")
            nr_entries += 1
    if not nr_entries:
        w.append("\t{ .valid = 0 }, /* none: an array is never empty */")
    w.append("};")
    w.append(f"const unsigned int pg_nr_wl_entries = {nr_entries};")
    w.append("const struct pg_whitelist pg_whitelists[] = {")
    for wn in wnames:
        ents = wls[wn]["entries"]
        w.append(f"\t{{ .name = {s(wn)}, .kernel = {s(wls[wn]['kernel'])}, "
                 f".first_entry = {first_entry[wn]}, .nr = {len(ents)} }}, /* {wn} */")
    w.append("};")
    w.append(f"const unsigned int pg_nr_whitelists = {len(wnames)};\n")

    blocks['rows'] = w = []
    types = {"unsupported": "PG_ROW_UNSUPPORTED", "hardware": "PG_ROW_HARDWARE",
             "hw_cache": "PG_ROW_HW_CACHE", "raw": "PG_ROW_RAW", "sum": "PG_ROW_SUM",
             "weighted": "PG_ROW_WEIGHTED", "difference": "PG_ROW_WEIGHTED"}
    # Rows and parts in one pass: a row's parts are contiguous in pg_parts.
    parts, nparts, most_parts = [], 0, 0
    rows, first_row, nrow = [], {}, 0
    for un in sorted(uarchs):
        for pmu, _, prows in uarchs[un]["pmus"]:
            first_row[(un, pmu)] = nrow
            rows.append(f"\t/* {un} {pmu} */")
            for cn in cnames:
                r = prows.get(cn)
                if r is None:
                    rows.append(f"\t[{nrow}] = {{ .type = PG_ROW_MISSING }}, "
                                f"/* {cn}: {concepts[cn]['kind']} */")
                    nrow += 1
                    continue
                tail = ""
                bit = INTEL_ARCH_BITS.get(r.get("hw_name")) if uarchs[un]["vendor"] == 0 \
                    and r["type"] == "hardware" else None
                if uarchs[un]["vendor"] == 3 and uarchs[un]["fallback_for"] and \
                        r["type"] == "hardware":
                    bit = ARM_ARCH_BITS.get(r.get("hw_name"))
                    if bit is None:
                        sys.exit(f"{un}: {cn}: an Arm fallback row counts only the "
                                 f"generic events of ARM_ARCH_BITS ({sorted(ARM_ARCH_BITS)})")
                if bit is not None:
                    tail += f", .arch_bit = {bit + 1}"
                if r.get("refused_part"):
                    tail += f", .refused_part = {cnames.index(r['refused_part']) + 1}"
                if "parts" in r:
                    tail += f", .nr_parts = {len(r['parts'])}, .first_part = {nparts}"
                    most_parts = max(most_parts, len(r["parts"]))
                    parts.append(f"\t/* {un} {pmu} {cn} */")
                    if r.get("shared_msr"):
                        parts.append("\t/* parts share an OFFCORE_RSP register: when both are "
                                     "scheduled the kernel moves one to the other MSR "
                                     "(intel_alt_er) */")
                    for i, q in enumerate(r["parts"]):
                        # A derived row's weights and formula (on part 0).
                        derived = f", .weight = {q['weight']}" + \
                            (f", .formula = {s(r['formula'])}" if i == 0 else "")
                        parts.append(f"\t[{nparts}] = {{ .config = 0x{q['config']:x}ULL, "
                                     f".config1 = 0x{q['config1']:x}ULL, .json = {s(q['json'])}, "
                                     f".pfm = {s(q['pfm'])}{derived} }},")
                        nparts += 1
                rows.append(f"\t[{nrow}] = {{ /* {cn} */ .config = {hw_config(r)}, "
                            f".config1 = 0x{r['config1']:x}ULL, .json = {s(r['json'])}, "
                            f".pfm = {s(r['pfm'])}, .ref = {s(r['ref'])}, "
                            f".approx = {s(r['approx'])}, .unsupported = {s(r['unsupported'])}, "
                            f".disagree = {s(r['disagree'])}, .type = {types[r['type']]}, "
                            f".exact = {int(r['exact'])}{tail} }},")
                nrow += 1
    w.append("const struct pg_part pg_parts[] = {")
    w.extend(parts or ["\t{ .config = 0 }, /* none: an array is never empty */"])
    w.append("};")
    w.append(f"const unsigned int pg_nr_parts = {nparts};\n")
    w.append("const struct pg_row pg_rows[] = {")
    w.extend(rows or ["\t{ .type = PG_ROW_MISSING }, /* none: an array is never empty */"])
    w.append("};")
    w.append(f"const unsigned int pg_nr_rows = {nrow};\n")

    # Uncore rows, sorted by uarch index then concept index (a binary
    # search: pg_uncore_find()); their encodings contiguous in
    # pg_uncore_events.
    blocks['uncore'] = w = []
    uev, urows, nuev = [], [], 0
    for un in sorted(uarchs):
        for cn in sorted(uarchs[un]["uncore"], key=cindex.get):
            r = uarchs[un]["uncore"][cn]
            first = nuev
            for e in r["events"]:
                uev.append(f"\t[{nuev}] = {{ .config = 0x{e['config']:x}ULL, "
                           f".alias = {s(e['alias'])}, .json = {s(e['json'])} }}, /* {un} {cn} */")
                nuev += 1
            typ = "PG_ROW_UNSUPPORTED" if r["type"] == "unsupported" else "PG_ROW_UNCORE"
            urows.append(f"\t{{ .scale = {r['scale']!r}, .pmu = {s(r['pmu'])}, "
                         f".kernel_scale = {s(r['kernel_scale'])}, .ref = {s(r['ref'])}, "
                         f".approx = {s(r['approx'])}, .unsupported = {s(r['unsupported'])}, "
                         f".uarch = {uindex[un]}, .concept = {cindex[cn]}, .type = {typ}, "
                         f".exact = {int(r['exact'])}, .free_running = {int(r['free_running'])}, "
                         f".nr_events = {len(r['events'])}, .first_event = {first} }}, "
                         f"/* {un} {cn} */")
    most_uev = max((len(r["events"]) for u in uarchs.values() for r in u["uncore"].values()),
                   default=0)
    w.append("const struct pg_uncore_event pg_uncore_events[] = {")
    w.extend(uev or ["\t{ .config = 0 }, /* none: an array is never empty */"])
    w.append("};")
    w.append("const struct pg_uncore_row pg_uncore_rows[] = {")
    w.extend(urows or ["\t{ .type = PG_ROW_MISSING }, /* none: an array is never empty */"])
    w.append("};")
    w.append(f"const unsigned int pg_nr_uncore_rows = {len(urows)};\n")

    blocks['cpus'] = w = []
    w.append("const char pg_vendor_names[PG_VENDOR_NR][PG_VENDOR_NAME_MAX] = {")
    for name, _, c in VENDOR_TABLE:
        w.append(f"\t[{c}] = {cstr(name)},")
    w.append("};\n")
    w.append("const char pg_pmu_names[PG_PMU_NR][PG_PMU_NAME_MAX] = {")
    for name, c in PMU_TABLE:
        w.append(f"\t[{c}] = {cstr(name)},")
    w.append("};\n")
    emit_perf_names(w)
    w.append("const struct pg_uarch pg_uarchs[] = {")
    for un in sorted(uarchs):
        u = uarchs[un]
        pm = ", ".join(f"{{ .pmu = {PMU_C[p]}, .wl = {windex[wn]}, "
                       f".first_row = {first_row[(un, p)]} }}"
                       for p, wn, _ in u["pmus"])
        w.append(f"\t{{ .name = {s(un)}, .description = {s(u['description'])}, "
                 f".perf_json = {s(u['perf_json'])}, .libpfm4 = {s(u['libpfm4'])}, "
                 f".kernel = {s(u['kernel'])}, .vendor = {VENDOR_C[u['vendor']]}, "
                 f".fallback = {int(bool(u['fallback_for']))}, "
                 f".nr_pmus = {len(u['pmus'])}, .pmus = {{ {pm} }} }}, /* {un} */")
    w.append("};")
    w.append(f"const unsigned int pg_nr_uarchs = {len(uarchs)};\n")
    # The table a CPU falls back to when no map line has it, per vendor and
    # family range.
    fb = sorted((VENDORS[v], lo, hi, un) for un in uarchs
                for v in uarchs[un]["fallback_for"]
                for lo, hi in uarchs[un]["fallback_families"])
    w.append("const struct pg_fallback pg_fallbacks[] = {")
    for v, lo, hi, un in fb:
        w.append(f"\t{{ .vendor = {VENDOR_C[v]}, .family_lo = {lo}, .family_hi = {hi}, "
                 f".uarch = {uindex[un]} }}, /* {un} */")
    if not fb:
        w.append("\t{ .vendor = PG_VENDOR_NR }, /* none: an array is never empty */")
    w.append("};")
    w.append(f"const unsigned int pg_nr_fallbacks = {len(fb)};\n")
    w.append("const struct pg_cpumap pg_cpumap[] = {")
    for r in cpumap:
        w.append(f"\t{{ .source = {s(r['source'])}, .family = {r['family']}, "
                 f".uarch = {uindex[r['uarch']]}, .vendor = {VENDOR_C[r['vendor']]}, "
                 f".model_lo = 0x{r['models'][0]:02x}, .model_hi = 0x{r['models'][1]:02x}, "
                 f".step_lo = {r['steps'][0]}, .step_hi = {r['steps'][1]}, "
                 f".hybrid = {int(r['hybrid'])} }}, /* {r['uarch']} */")
    if not cpumap:
        w.append("\t{ .vendor = PG_VENDOR_NR }, /* none: an array is never empty */")
    w.append("};")
    w.append(f"const unsigned int pg_nr_cpumap = {len(cpumap)};\n")

    # The first call's data together, and next to the code's own constants
    # (the parser's byte classes, the literals), which the linker puts
    # after these tables: GCC lays out a file's constants in the reverse
    # of their order here, so the strings (only messages read them) come
    # first, then the rows, whitelists, the CPU map and uarchs, and last
    # the concept hash and names.  PAPI's names, which only a PAPI name's
    # resolve reads, go before them all.  Fewer 64 KiB fault-around windows
    # touched, fewer page faults on a first resolve (bench/ prints them).
    w = (head + blocks['concepts'] + blocks['cpus'] + blocks['whitelists'] + blocks['rows']
         + blocks['strtab'] + blocks['papi'] + blocks['uncore'])

    # Every limit these tables rely on, against its one definition in
    # src/tables.h: a narrower field or a smaller array fails the build.
    most_pmus = max((len(u["pmus"]) for u in uarchs.values()), default=0)
    most_entries = max((len(wls[wn]["entries"]) for wn in wnames), default=0)
    asserts = [
        (f"PG_PARTS_MAX == {DERIVED_PARTS_MAX}",
         "gen.py DERIVED_PARTS_MAX is src/tables.h PG_PARTS_MAX"),
        (f"PG_CONCEPT_SLOTS == {CONCEPT_SLOTS}",
         "gen.py CONCEPT_SLOTS is src/tables.h PG_CONCEPT_SLOTS"),
        (f"PG_FITS(pg_concept, name_len, {max((len(n) for n in cnames), default=0)})",
         "concept name lengths fit name_len"),
        (f"sizeof(((struct pg_concept *)0)->name) > {max((len(n) for n in cnames), default=0)}",
         "concept names fit name with their NUL"),
        (f"PG_FITS(pg_pmu_rows, first_row, {max(nrow - 1, 0)})", "row indices fit first_row"),
        (f"PG_FITS(pg_row, first_part, {max(nparts - 1, 0)})", "part indices fit first_part"),
        (f"PG_FITS(pg_row, nr_parts, {most_parts})", "part counts fit nr_parts"),
        (f"PG_FITS(pg_whitelist, first_entry, {max(nr_entries - 1, 0)})",
         "whitelist entry indices fit first_entry"),
        (f"PG_FITS(pg_whitelist, nr, {most_entries})", "whitelist sizes fit nr"),
        (f"PG_FITS(pg_pmu_rows, wl, {max(len(wnames) - 1, 0)})", "whitelist indices fit wl"),
        (f"PG_FITS(pg_cpumap, uarch, {max(len(uarchs) - 1, 0)})", "uarch indices fit"),
        (f"PG_FITS(pg_cpumap, model_hi, {max((r['models'][1] for r in cpumap), default=0)})",
         "model numbers (arm64: 12-bit MIDR part numbers) fit model_lo/model_hi"),
        (f"PG_FITS(pg_fallback, uarch, {max(len(uarchs) - 1, 0)})", "uarch indices fit"),
        (f"PG_FITS(pg_concept, definition, {s.size})", "string offsets fit pg_str_t"),
        (f"PG_UNCORE_EVENTS_MAX == {UNCORE_EVENTS_MAX}",
         "gen.py UNCORE_EVENTS_MAX is src/tables.h PG_UNCORE_EVENTS_MAX"),
        (f"PG_FITS(pg_uncore_row, nr_events, {most_uev})", "uncore event counts fit"),
        (f"PG_FITS(pg_uncore_row, first_event, {max(nuev - 1, 0)})", "uncore event indices fit"),
        (f"PG_FITS(pg_uncore_row, concept, {max(len(cnames) - 1, 0)})", "concept indices fit"),
        (f"PG_FITS(pg_uncore_row, uarch, {max(len(uarchs) - 1, 0)})", "uarch indices fit"),
        (f"PG_ARRAY_SIZE(((struct pg_uarch *)0)->pmus) >= {most_pmus}",
         "a uarch's PMU sections fit pmus[]"),
        (f"PG_PMU_NR == {len(PMU_TABLE)}", "gen.py PMU_TABLE has every core PMU"),
        (f"PG_PAPI_NAME_MAX > {max((len(n) for n in papi), default=0)}",
         "PAPI preset names fit PG_PAPI_NAME_MAX with their NUL"),
        (f"{len(cnames)} < PG_PAPI_REFUSED", "concept indices fit pg_papi.concept below "
         "PG_PAPI_REFUSED"),
        (f"PG_PMU_NAME_MAX > {max(len(p) for p, _ in PMU_TABLE)}",
         "PMU names fit PG_PMU_NAME_MAX with their NUL"),
    ] + [(f"{c} == {i}", "the tables are sorted by PMU in gen.py's order")
         for i, (_, c) in enumerate(PMU_TABLE)] + [
        (f"PG_VENDOR_NR == {len(VENDOR_TABLE)}", "gen.py VENDOR_TABLE has every vendor"),
        (f"PG_VENDOR_NAME_MAX > {max(len(v) for v, _, _ in VENDOR_TABLE)}",
         "vendor names fit PG_VENDOR_NAME_MAX with their NUL"),
    ] + [(f"{c} == {i}", "pg_cpumap is sorted by vendor in gen.py's order")
         for i, (_, _, c) in enumerate(VENDOR_TABLE)] + perf_name_asserts()
    for cond, why in asserts:
        w.append(f"_Static_assert({cond}, \"{why}\");")
    text = "\n".join(w) + "\n"
    tmp = out + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(tmp, out)
    return 0


# data/uncore.toml: per microarchitecture, the uncore PMU, encoding and
# scale of each uncore concept (src/uncore.c opens them).
UNCORE_KEYS = {"pmu", "config", "configs", "alias", "aliases", "scale", "kernel_scale",
               "free_running", "exact", "approx", "json", "ref", "unsupported"}
# Most encodings an uncore row sums on each PMU instance (src/tables.h
# PG_UNCORE_EVENTS_MAX, asserted in the output).
UNCORE_EVENTS_MAX = 16
# A PMU name as the kernel registers it: "uncore_imc", "power", "amd_df".
UNCORE_PMU = re.compile(r"[a-z][a-z0-9_]{1,40}")
# sysfs .unit strings and what one of them is in bytes or joules.
KERNEL_UNITS = {"MiB": 1048576.0, "Joules": 1.0, "B": 1.0, "Bytes": 1.0}
ARM_UNCORE_WHY = ("no uncore memory-controller or energy PMU of an arm64 CPU is mapped: "
                  "their PMUs (arm_cmn, arm_dmc620, the SoC vendors' own) depend on the "
                  "SoC, not on the core")


def kernel_scale_of(ks, where, err):
    """"6.103515625e-5 MiB" -> units per count, or None."""
    parts = ks.split()
    if len(parts) != 2 or parts[1] not in KERNEL_UNITS:
        err(where, f"kernel_scale '{ks}': want '<scale> <unit>' with unit one of "
            f"{sorted(KERNEL_UNITS)}")
        return None
    try:
        return float(parts[0]) * KERNEL_UNITS[parts[1]]
    except ValueError:
        err(where, f"kernel_scale '{ks}': the scale is not a number")
        return None


def check_uncore_row(where, r, concept, err):
    for k in sorted(set(r) - UNCORE_KEYS):
        err(where, f"unknown key '{k}'")
    if "unsupported" in r:
        why = r["unsupported"]
        if set(r) - {"unsupported", "ref"} or not isinstance(why, str) or len(why) < 20:
            err(where, "unsupported is a reason (a sentence), with at most a ref beside it")
        return {"type": "unsupported", "unsupported": why, "ref": r.get("ref", ""),
                "pmu": "", "events": [], "scale": 0.0, "kernel_scale": "",
                "free_running": False, "exact": False, "approx": ""}
    pmu = r.get("pmu", "")
    if not isinstance(pmu, str) or not UNCORE_PMU.fullmatch(pmu):
        err(where, "pmu is the kernel's PMU name (uncore_imc, power, amd_df)")
    if ("config" in r) == ("configs" in r):
        err(where, "config (one encoding) or configs (a list, summed), not both")
        return None
    configs = [r["config"]] if "config" in r else r["configs"]
    aliases = [r.get("alias", "")] if "config" in r else r.get("aliases", [""] * len(configs))
    if not isinstance(configs, list) or not (1 <= len(configs) <= UNCORE_EVENTS_MAX) or \
            not all(isinstance(c, int) and 0 <= c <= U64 for c in configs) or \
            not isinstance(aliases, list) or len(aliases) != len(configs) or \
            not all(isinstance(a, str) for a in aliases):
        err(where, f"configs: 1 to {UNCORE_EVENTS_MAX} 64-bit encodings, aliases one "
            "string each")
        return None
    scale = r.get("scale")
    if not isinstance(scale, (int, float)) or not scale > 0:
        err(where, "scale: what one count is worth in the concept's unit, > 0")
        return None
    ks = r.get("kernel_scale", "")
    if not isinstance(ks, str):
        err(where, "kernel_scale is a string")
        ks = ""
    if ks:
        kv = kernel_scale_of(ks, where, err)
        if kv is not None and abs(kv - scale) > 1e-9 * scale:
            err(where, f"scale {scale} is not the kernel's {ks} ({kv})")
    exact = r.get("exact")
    approx = r.get("approx", "")
    if not isinstance(exact, bool) or (not exact) != bool(approx) or \
            (approx and len(approx) < 20):
        err(where, "exact = true, or exact = false with approx = \"what differs\" (a sentence)")
    for k in ("ref", "json"):
        if not isinstance(r.get(k, ""), str):
            err(where, f"{k} is a string")
    if not r.get("ref"):
        err(where, "needs ref: the driver file and function (or manual) it comes from")
    fr = r.get("free_running", False)
    if not isinstance(fr, bool):
        err(where, "free_running is true or false")
    return {"type": "uncore", "pmu": pmu, "scale": float(scale), "kernel_scale": ks,
            "free_running": fr, "exact": bool(exact), "approx": approx or "",
            "ref": r.get("ref", ""), "unsupported": "",
            "events": [{"config": c, "alias": a, "json": r.get("json", "") if i == 0 else ""}
                       for i, (c, a) in enumerate(zip(configs, aliases))]}


def sum_uncore(concept, so, rows):
    """A sum concept's row from its parts' rows on one uarch."""
    parts = [rows[p] for p in so]
    for p, r in zip(so, parts):
        if r["type"] == "unsupported":
            return {**r, "unsupported": f"{concept} is {' + '.join(so)}, and {p} "
                    f"cannot be counted here: {r['unsupported']}", "ref": ""}
    first = parts[0]
    for p, r in zip(so[1:], parts[1:]):
        for k in ("pmu", "scale", "free_running"):
            if r[k] != first[k]:
                return {**first, "type": "unsupported", "events": [], "ref": "",
                        "unsupported": f"{concept} is {' + '.join(so)}, which count "
                        f"on different PMUs or scales here ({so[0]}: {first['pmu']}, "
                        f"{p}: {r['pmu']})"}
    events = [e for r in parts for e in r["events"]]
    if len(events) > UNCORE_EVENTS_MAX:
        return {**first, "type": "unsupported", "events": [], "ref": "",
                "unsupported": f"{concept} would sum {len(events)} encodings on each "
                f"instance, more than the {UNCORE_EVENTS_MAX} a row holds"}
    approx = "; ".join(f"{p}: {r['approx']}" for p, r in zip(so, parts) if r["approx"])
    return {**first, "events": events, "exact": all(r["exact"] for r in parts),
            "approx": approx, "ref": "; ".join(r["ref"] for r in parts)}


def load_uncore(ddir, concepts, uarchs, err):
    """{(uarch, concept): row} for every uarch and uncore concept."""
    path = os.path.join(ddir, "uncore.toml")
    names = sorted(n for n, c in concepts.items() if c["kind"] == "uncore")
    # Without uncore concepts the file is optional (a data set of core rows only).
    doc = load_toml(path, err) or {} if names or os.path.exists(path) else {}
    out, totals = {}, {}
    for un, tab in doc.items():
        if un not in uarchs:
            err(f"{path}: [{un}]", "no such microarchitecture (data/uarch/)")
            continue
        if not isinstance(tab, dict):
            err(f"{path}: [{un}]", "must be a table of concepts")
            continue
        for cn, r in tab.items():
            where = f"{path}: [{un}.{cn}]"
            if cn not in concepts or concepts[cn]["kind"] != "uncore":
                err(where, f"'{cn}' is not an uncore concept (concepts.toml)")
            elif not isinstance(r, dict):
                err(where, "must be a table")
            else:
                row = check_uncore_row(where, r, cn, err)
                if row is None:
                    continue
                if concepts[cn]["sum_of"]:
                    totals[(un, cn)] = (where, row)  # checked once the parts are known
                else:
                    out[(un, cn)] = row
    for un, u in sorted(uarchs.items()):
        for cn in names:
            c = concepts[cn]
            if c["sum_of"] or (un, cn) in out:
                continue
            if u["vendor"] == 3:
                out[(un, cn)] = check_uncore_row("", {"unsupported": ARM_UNCORE_WHY}, cn, err)
            else:
                err(f"{path}", f"[{un}.{cn}] is missing: encode it or mark it "
                    "unsupported with the reason")
        for cn in names:
            c = concepts[cn]
            if c["sum_of"] and all((un, p) in out for p in c["sum_of"]):
                out[(un, cn)] = sum_uncore(cn, c["sum_of"], {p: out[(un, p)]
                                                            for p in c["sum_of"]})
            # A total: written only where the parts cannot be counted apart.
            if (un, cn) not in totals:
                continue
            where, row = totals[(un, cn)]
            if out.get((un, cn), {}).get("type") != "unsupported":
                err(where, f"'{cn}' is the sum of {', '.join(c['sum_of'])}, counted from "
                    "their rows here: a table writes its total only where they cannot be "
                    "counted apart")
            elif row["type"] == "unsupported":
                err(where, f"'{cn}' is refused from its parts' rows already: write its "
                    "total or nothing")
            else:
                out[(un, cn)] = row
    return out


def load_all(ddir, err):
    """Everything in ddir, validated as one: (concepts, whitelists, uarchs,
    cpumap, papi).  Every reader of data/ (this generator, the README's CPU
    table, the oracles, the invariants) loads it through here."""
    concepts = load_concepts(ddir, err)
    papi = load_papi(ddir, concepts, err)
    wls = load_whitelists(ddir, err)
    uarchs = load_uarchs(ddir, concepts, wls, err)
    cpumap = load_cpumap(ddir, uarchs, err)
    for un in uarchs:
        uarchs[un]["uncore"] = {}
    for (un, cn), r in load_uncore(ddir, concepts, uarchs, err).items():
        uarchs[un]["uncore"][cn] = r
    owner = []
    for un in sorted(uarchs):
        for v in uarchs[un]["fallback_for"]:
            for lo, hi in uarchs[un]["fallback_families"]:
                for ov, olo, ohi, oun in owner:
                    if ov == v and lo <= ohi and olo <= hi:
                        err(os.path.join(ddir, "uarch", un + ".toml"),
                            f"fallback for {v} families {lo}-{hi} overlaps {oun}'s "
                            f"{olo}-{ohi}")
                owner.append((v, lo, hi, un))
    return concepts, wls, uarchs, cpumap, papi


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", default=os.path.dirname(os.path.abspath(__file__)))
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--check", action="store_true")
    g.add_argument("--output")
    ap.add_argument("--depfile", help="write the files read, for the build system")
    a = ap.parse_args()
    err = Errors()
    concepts, wls, uarchs, cpumap, papi = load_all(a.data, err)
    if err.msgs:
        for m in err.msgs:
            print(f"gen.py: error: {m}", file=sys.stderr)
        print(f"gen.py: {len(err.msgs)} error(s); tables not generated",
              file=sys.stderr)
        return 1
    if a.output:
        rc = emit(a.output, concepts, wls, uarchs, cpumap, papi)
        if rc == 0 and a.depfile:
            def esc(x):
                return x.replace("\\", "\\\\").replace(" ", "\\ ").replace("$", "$$")
            with open(a.depfile, "w", encoding="utf-8") as f:
                f.write(esc(a.output) + ": " + " ".join(esc(x) for x in
                                                       [os.path.abspath(__file__)] + READ) + "\n")
        return rc
    return 0


if __name__ == "__main__":
    sys.exit(main())

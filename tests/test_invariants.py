#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The concepts of one PMU section must not contradict each other
(data/README.md, "Invariants"): checked over every uarch of data/, with the
hardware facts and the written exceptions of data/invariants.toml; then
each invariant is shown failing on a deliberately broken copy of data/.

    test_invariants.py [--data DIR]

Speaks TAP; exit 1 on failure.
"""

import argparse
import os
import shutil
import sys
import tempfile
import tomllib

SRC = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.normpath(os.path.join(SRC, "..", "data"))
sys.dont_write_bytecode = True
sys.path.insert(0, DATA)
import gen  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tap import TAP  # noqa: E402

OFFCORE_MSRS = (0x1a6, 0x1a7)
INVARIANTS = {
    "same-family": "dram-local and dram-remote count with the event family of dram",
    "inside-dram": "dram counts everything dram-local and dram-remote count",
    "dram-loads-in-llc-load-misses": "the demand data reads that dram, dram-local and "
                                     "dram-remote count are inside llc-load-misses",
    "exact-covers-subconcept": "an exact row counts everything its subconcept's row counts",
    "dram-is-local-union-remote": "where dram, dram-local and dram-remote all have an "
                                  "encoding, dram is dram-local OR dram-remote, bit for bit",
    "fp-ops-is-sp-plus-dp": "where fp-ops, fp-ops-sp and fp-ops-dp all have an encoding, "
                            "fp-ops counts each umask bit with the weight fp-ops-sp or "
                            "fp-ops-dp (not both) gives it",
    "branch-kinds-add-up": "a branch kind counted as a difference subtracts the rows of "
                           "its own PMU: branches-uncond is branches minus branches-cond, "
                           "branches-not-taken branches-cond (or branches) minus its "
                           "taken part, branches-taken branches minus branches-not-taken",
    "hits-split-the-requests": "an L2 hit concept a table counts with one event takes the "
                               "event of its requests' and misses' rows, its umask and the "
                               "misses' different parts of the requests'",
}
# The L2 hit concepts a table may count with one event, with the rows of
# the requests and the misses they are the difference of (concepts.toml).
HITS = (("l2-load-hits", "l2-loads", "l2-load-misses"),
        ("l2-store-hits", "l2-stores", "l2-store-misses"),
        ("l2-code-read-hits", "l2-code-reads", "l2-code-read-misses"),
        ("l2-hits", "l2-references", "l2-misses"))
FP = ("fp-ops", "fp-ops-sp", "fp-ops-dp")
SUBCONCEPTS = (("llc-loads", "llc-load-misses"), ("llc-stores", "llc-store-misses"),
               ("cache-references", "cache-misses"))
DRAM_PARTS = ("dram-local", "dram-remote")

T = TAP()
report = T.report


class Facts:
    """data/invariants.toml, validated."""

    def __init__(self, ddir):
        path = os.path.join(ddir, "invariants.toml")
        with open(path, "rb") as f:
            doc = tomllib.load(f)
        self.path = path
        self.layouts = {}
        for i, o in enumerate(doc.get("offcore", [])):
            need = {"name", "kernel", "request", "any", "demand_data_rd", "ref"}
            if set(o) != need:
                raise ValueError(f"{path}: [[offcore]] {i + 1} needs exactly {sorted(need)}")
            if not o["demand_data_rd"] & o["request"] or o["any"] & o["request"]:
                raise ValueError(f"{path}: [[offcore]] {o['name']}: demand_data_rd must be "
                                 "a request bit and any must not")
            for k in o["kernel"]:
                if k in self.layouts:
                    raise ValueError(f"{path}: {k} has two offcore layouts")
                self.layouts[k] = o
        self.umask_or = {}
        for i, u in enumerate(doc.get("umask_or", [])):
            if not {"vendor", "event", "ref"} <= set(u) <= {"vendor", "event", "ref", "demand",
                                                          "uarch"}:
                raise ValueError(f"{path}: [[umask_or]] {i + 1} needs vendor, event, ref "
                                 "(+ demand, uarch)")
            for v in ([u["vendor"]] if isinstance(u["vendor"], str) else u["vendor"]):
                if (v, u["event"]) in self.umask_or:
                    raise ValueError(f"{path}: [[umask_or]] {v} event {u['event']:#x} twice")
                self.umask_or[(v, u["event"])] = u
        self.generic = {}
        for g in doc.get("generic", []):
            if set(g) != {"vendor", "encodings", "ref"}:
                raise ValueError(f"{path}: [[generic]] needs exactly vendor, encodings, ref")
            self.generic[g["vendor"]] = g["encodings"]
        self.exceptions = {}
        for i, x in enumerate(doc.get("exception", [])):
            need = {"uarch", "pmu", "invariant", "concept", "reason"}
            if set(x) != need or x["invariant"] not in INVARIANTS or len(x["reason"]) < 40:
                raise ValueError(f"{path}: [[exception]] {i + 1} needs exactly {sorted(need)}, "
                                 f"invariant one of {sorted(INVARIANTS)} and a real reason")
            key = (x["uarch"], x["pmu"], x["invariant"], x["concept"])
            if key in self.exceptions:
                raise ValueError(f"{path}: exception {key} listed twice")
            self.exceptions[key] = x


class Part:
    """One counted encoding, read as a filter: an offcore response
    (request bits, any, response bits) or an event with a umask."""

    def __init__(self, vendor, config, config1, layout, offcore_events, uarch=None):
        self.config, self.config1 = config, config1
        self.vendor = vendor
        self.uarch = uarch
        # AMD and Hygon: EventSelect[11:8] sits in config[35:32].
        self.event = config & 0xff | ((config >> 32) & 0xf) << 8 if vendor != "intel" \
            else config & 0xff
        self.umask = (config >> 8) & 0xff
        self.rest = config & ~(0xff | 0xff << 8 | 0xf << 32)
        self.offcore = (config & 0xffff) in offcore_events
        self.layout = layout if self.offcore else None
        if self.layout:
            lay = self.layout
            self.req = config1 & lay["request"]
            self.any = bool(config1 & lay["any"])
            self.resp = config1 & ~lay["request"] & ~lay["any"]

    def family(self):
        return "offcore response" if self.offcore else f"event {self.event:#x}"

    def __str__(self):
        return f"{self.config:#x}" + (f"/{self.config1:#x}" if self.config1 else "")


def umask_or(p, facts):
    """p's [[umask_or]] entry, if its event has one (for p's uarch)."""
    u = facts.umask_or.get((p.vendor, p.event))
    return u if u and ("uarch" not in u or p.uarch in u["uarch"]) else None


def inside(p, q, facts):
    """Does q count everything p counts?  None when the facts cannot tell."""
    if p.offcore or q.offcore:
        if not (p.offcore and q.offcore) or p.layout is None or q.layout is None:
            return None
        if p.rest != q.rest:
            return None
        return (p.req & ~q.req == 0 and
                (q.any or (not p.any and p.resp & ~q.resp == 0)))
    if (p.config, p.config1) == (q.config, q.config1):
        return True
    if p.config1 or q.config1 or p.rest != q.rest:
        return None
    if p.event == q.event and umask_or(p, facts):
        return p.umask & ~q.umask == 0
    qo = umask_or(q, facts)
    if qo and qo.get("demand") == p.event:
        return p.umask & ~q.umask == 0      # demand fills are among all fills
    return None


def demand_only(p, facts):
    """The part restricted to demand data reads, or None if it counts none."""
    if p.offcore:
        bit = p.layout["demand_data_rd"]
        if not p.req & bit:
            return None
        q = Part(p.vendor, p.config, (p.config1 & ~p.layout["request"]) | bit,
                 p.layout, {p.config & 0xffff}, p.uarch)
        return q
    uo = umask_or(p, facts)
    if uo and "demand" in uo:
        return Part(p.vendor, (p.config & ~0xff) | uo["demand"], 0, None, set(), p.uarch)
    return p


def union_bits(parts, facts):
    """{key: bits}: a row's parts folded by what they select (offcore: event,
    request bits and ANY; an [[umask_or]] event: the event) onto the bits
    that choose among sources (the response bits; the umask), ORed; None
    when a part is neither."""
    out = {}
    for p in parts:
        if p.offcore and p.layout:
            key, bits = ("offcore", p.config, p.req, p.any), p.resp
        elif not p.config1 and umask_or(p, facts):
            key, bits = ("umask", p.event, p.rest), p.umask
        else:
            return None
        out[key] = out.get(key, 0) | bits
    return out


def weighted_bits(row, vendor, facts):
    """{(event, umask bit): weight} of a raw or weighted row whose events are
    [[umask_or]] events; a string when it cannot be read so, or when a bit
    is counted by two parts."""
    out = {}
    for q in row.get("parts") or [row]:
        if vendor == "arm":
            # An Arm event number has no unit mask: each event counts one
            # thing, weighted as a whole.
            if q["config1"] or (q["config"], 0) in out:
                return f"{q['config']:#x} is no single Arm event or is counted twice"
            out[(q["config"], 0)] = q.get("weight", 1)
            continue
        p = Part(vendor, q["config"], q["config1"], None, set())
        if q["config1"] or p.rest or (p.vendor, p.event) not in facts.umask_or:
            return f"{p} is no [[umask_or]] event"
        for b in range(8):
            if p.umask >> b & 1:
                k = (p.event, 1 << b)
                if k in out:
                    return f"umask bit {1 << b:#x} of event {p.event:#x} counted twice"
                out[k] = q.get("weight", 1)
    return out


def row_parts(row, vendor, layout, offcore_events, facts, uarch=None):
    """Parts of a row, None for unsupported, a string when unreadable."""
    t = row["type"]
    if t == "unsupported":
        return None
    if t == "sum":
        return [Part(vendor, q["config"], q["config1"], layout, offcore_events, uarch)
                for q in row["parts"]]
    if t == "raw":
        return [Part(vendor, row["config"], row["config1"], layout, offcore_events, uarch)]
    if t == "hardware":
        names = {v: k for k, v in gen.HW_IDS.items()}
        enc = facts.generic.get(vendor, {}).get(names[row["config"]])
        if enc is None:
            return f"generic {names[row['config']]}: no encoding in invariants.toml [[generic]]"
        return [Part(vendor, enc, 0, layout, offcore_events, uarch)]
    return f"type {t}: not comparable"


def single_encoding(row, vendor, facts):
    """The one config a raw or generic row counts (without config1), else None."""
    if row is None:
        return None
    if row["type"] == "raw" and not row["config1"]:
        return row["config"]
    if row["type"] == "hardware":
        names = {v: k for k, v in gen.HW_IDS.items()}
        return facts.generic.get(vendor, {}).get(names[row["config"]])
    return None


def branch_kinds(prows, vendor, facts):
    """(checks made, [(concept, message)]): the branch kinds that are
    differences subtract their own PMU's rows (branch-kinds-add-up)."""
    enc = {cn: single_encoding(prows.get(cn), vendor, facts)
           for cn in ("branches", "branches-cond", "branches-taken", "branches-not-taken")}
    n, out = 0, []
    for cn, starts, subtracts in (
            ("branches-uncond", ("branches",), ("branches-cond",)),
            ("branches-not-taken", ("branches-cond", "branches"), ("branches-taken",)),
            ("branches-taken", ("branches",), ("branches-not-taken",))):
        r = prows.get(cn)
        if not r or r["type"] != "difference":
            continue
        a, b = (q["config"] for q in r["parts"])
        n += 1
        if cn == "branches-not-taken" and a == enc["branches-cond"]:
            continue            # the conditional ones minus the conditional taken ones
        want_a = [enc[x] for x in starts if enc[x] is not None]
        want_b = [enc[x] for x in subtracts if enc[x] is not None]
        if not want_a or a not in want_a:
            out.append((cn, f"{cn} {a:#x} - {b:#x} does not start from "
                        f"{' or '.join(starts)} ({', '.join(f'{x:#x}' for x in want_a) or 'no encoding'})"))
        elif not want_b or b != want_b[0]:
            out.append((cn, f"{cn} {a:#x} - {b:#x} does not subtract {subtracts[0]} "
                        f"({', '.join(f'{x:#x}' for x in want_b) or 'no encoding'})"))
    return n, out


def hit_splits(prows):
    """(checks made, [(concept, message)]): an L2 hit concept counted with
    one event, where its requests and misses are one raw event each, is an
    event of theirs whose umask and the misses' differ and are each a
    proper part of the requests' (L2_RQSTS: ALL_DEMAND_DATA_RD 0xe1,
    DEMAND_DATA_RD_HIT 0xc1, DEMAND_DATA_RD_MISS 0x21 on Skylake: the
    request bit shared, the outcome bits split; Lion Cove's hits 0x41
    leave out a third outcome bit, 0x80, of its requests' 0xe1).  Where
    the requests are another event than the misses (AMD: requests by type
    on PMCx060, their outcomes on PMCx064), hits on the misses' event
    have their own outcome bits: umasks that share none."""
    n, out = 0, []
    for cn, reqs, misses in HITS:
        h, a, m = (prows.get(x) for x in (cn, reqs, misses))
        if not h or not a or not m or any(r["type"] != "raw" for r in (h, a, m)):
            continue
        hu, au, mu = ((r["config"] >> 8) & 0xff for r in (h, a, m))
        he, ae, me = (r["config"] & 0xff for r in (h, a, m))
        if ae != me:
            if he != me:
                continue
            n += 1
            if hu & mu or not hu:
                out.append((cn, f"{cn} {h['config']:#x} is not a hit outcome beside "
                            f"{misses} {m['config']:#x}: on one event, umasks {hu:#x} and "
                            f"{mu:#x} should share no bit"))
            continue
        n += 1
        # Gracemont's L2_REQUEST.ALL has no umask: it selects nothing out.
        au = au or 0xff
        if he != ae or (hu | mu) & ~au or hu == mu or au in (hu, mu):
            out.append((cn, f"{cn} {h['config']:#x} is not {reqs} {a['config']:#x} less "
                        f"{misses} {m['config']:#x}: on one event, umasks {hu:#x} and {mu:#x} "
                        f"should differ and each be a part of {au:#x}"))
    return n, out


def rows_inside(sub, sup, facts):
    """(True|False|None, detail): every part of sub inside some part of sup."""
    bad = []
    unknown = False
    for p in sub:
        verdicts = [inside(p, q, facts) for q in sup]
        if True in verdicts:
            continue
        if all(v is None for v in verdicts):
            unknown = True
        bad.append(str(p))
    if not bad:
        return True, ""
    return (None if unknown else False), ", ".join(bad)


def check(ddir):
    """([(uarch, pmu, invariant, concept, message)] for every violation,
    [problem] for data the check cannot read, {(uarch, pmu): checks made})."""
    err = gen.Errors()
    concepts, wls, uarchs, _, _ = gen.load_all(ddir, err)
    if err.msgs:
        return [], ["data does not validate: " + "; ".join(err.msgs)], {}
    facts = Facts(ddir)
    out, problems, made = [], [], {}
    vendors = {v: k for k, v in gen.UARCH_VENDORS.items()}
    compared = set(("dram", "llc-load-misses") + DRAM_PARTS +
                   tuple(c for pair in SUBCONCEPTS for c in pair))
    for un, u in sorted(uarchs.items()):
        vendor = vendors[u["vendor"]]
        for pmu, wname, prows in u["pmus"]:
            wl = wls[wname]
            offcore_events = {e["event"] for e in wl["entries"] if e["msr"] in OFFCORE_MSRS}
            layout = facts.layouts.get(wl["kernel"])
            parts = {}
            for cn, r in prows.items():
                if cn not in compared:
                    continue
                ps = row_parts(r, vendor, layout, offcore_events, facts, un)
                if isinstance(ps, str):
                    problems.append(f"{un} [{pmu}] {cn}: {ps}")
                    continue
                if ps and any(p.offcore for p in ps) and layout is None:
                    problems.append(f"{un} [{pmu}] {cn}: offcore encoding, but "
                                    f"data/invariants.toml has no [[offcore]] layout for "
                                    f"{wl['kernel']}: add it, cited")
                    continue
                parts[cn] = ps
            n = 0

            def violation(inv, cn, msg):
                out.append((un, pmu, inv, cn, msg))

            dram = parts.get("dram")
            for cn in DRAM_PARTS:
                sub = parts.get(cn)
                if not sub or not dram:
                    continue
                n += 2
                fams = {p.family() for p in dram}
                other = sorted({p.family() for p in sub} - fams)
                if other:
                    violation("same-family", cn, f"{cn} uses {', '.join(other)}, "
                              f"dram {', '.join(sorted(fams))}")
                ok, what = rows_inside(sub, dram, facts)
                if not ok:
                    violation("inside-dram", cn,
                              f"{cn} {what} is {'not provably' if ok is None else 'not'} "
                              f"inside dram {' + '.join(map(str, dram))}")
            local, remote = (parts.get(cn) for cn in DRAM_PARTS)
            if dram and local and remote:
                n += 1
                d, lo, re_ = (union_bits(x, facts) for x in (dram, local, remote))
                if None in (d, lo, re_):
                    violation("dram-is-local-union-remote", "dram",
                              "dram, dram-local and dram-remote are not all offcore or "
                              "[[umask_or]] encodings: their union cannot be shown")
                else:
                    both = {k: lo.get(k, 0) | re_.get(k, 0) for k in set(lo) | set(re_)}
                    if d != both:
                        diff = ", ".join(
                            f"{k[0]} {k[1]:#x}: dram {d.get(k, 0):#x}, local|remote "
                            f"{both.get(k, 0):#x} (dram only {d.get(k, 0) & ~both.get(k, 0):#x}"
                            f", parts only {both.get(k, 0) & ~d.get(k, 0):#x})"
                            for k in sorted(set(d) | set(both), key=str)
                            if d.get(k, 0) != both.get(k, 0))
                        violation("dram-is-local-union-remote", "dram",
                                  f"dram {' + '.join(map(str, dram))} is not dram-local "
                                  f"{' + '.join(map(str, local))} OR dram-remote "
                                  f"{' + '.join(map(str, remote))}: {diff}")
            misses = parts.get("llc-load-misses")
            for cn in ("dram",) + DRAM_PARTS:
                if not parts.get(cn) or not misses:
                    continue
                n += 1
                dem = [d for d in (demand_only(p, facts) for p in parts[cn]) if d]
                if not dem:
                    violation("dram-loads-in-llc-load-misses", cn,
                              f"{cn} counts no demand data reads at all")
                    continue
                ok, what = rows_inside(dem, misses, facts)
                if not ok:
                    violation("dram-loads-in-llc-load-misses", cn,
                              f"the demand data reads of {cn} ({what}) are "
                              f"{'not provably' if ok is None else 'not'} inside "
                              f"llc-load-misses {' + '.join(map(str, misses))}")
            for sup, sub in SUBCONCEPTS:
                if not parts.get(sup) or not parts.get(sub) or not prows[sup]["exact"]:
                    continue
                n += 1
                ok, what = rows_inside(parts[sub], parts[sup], facts)
                if not ok:
                    violation("exact-covers-subconcept", sub,
                              f"exact {sup} {' + '.join(map(str, parts[sup]))} "
                              f"{'cannot be shown to count' if ok is None else 'does not count'}"
                              f" all of {sub} {what}")
            if all(prows.get(cn, {}).get("type", "unsupported") != "unsupported" for cn in FP):
                n += 1
                al, sp, dp = (weighted_bits(prows[cn], vendor, facts) for cn in FP)
                bad = next((f"{cn}: {x}" for cn, x in zip(FP, (al, sp, dp))
                            if isinstance(x, str)), None)
                if bad is None:
                    twice = sorted(set(sp) & set(dp))
                    both = {**sp, **dp}
                    if twice:
                        bad = ("fp-ops-sp and fp-ops-dp both count " + ", ".join(
                            f"event {e:#x} umask bit {b:#x}" for e, b in twice))
                    elif al != both:
                        bad = "differs at " + ", ".join(
                            f"event {e:#x} umask bit {b:#x}: fp-ops weight {al.get((e, b), 0)}, "
                            f"fp-ops-sp + fp-ops-dp {both.get((e, b), 0)}"
                            for e, b in sorted(set(al) | set(both)) if al.get((e, b)) != both.get((e, b)))
                if bad:
                    violation("fp-ops-is-sp-plus-dp", "fp-ops",
                              f"fp-ops is not fp-ops-sp + fp-ops-dp: {bad}")
            nb, bad_kinds = branch_kinds(prows, vendor, facts)
            n += nb
            for cn, msg in bad_kinds:
                violation("branch-kinds-add-up", cn, msg)
            nh, bad_hits = hit_splits(prows)
            n += nh
            for cn, msg in bad_hits:
                violation("hits-split-the-requests", cn, msg)
            made[(un, pmu)] = n
    return out, problems, made


def evaluate(ddir):
    """[(ok, name, detail)]: every PMU section, violation and exception."""
    res = []
    try:
        facts = Facts(ddir)
        out, problems, made = check(ddir)
    except (ValueError, OSError, tomllib.TOMLDecodeError) as e:
        return [(False, "data/invariants.toml readable", str(e))]
    for p in problems:
        res.append((False, "row readable for the invariants", p))
    seen = set()
    for un, pmu, inv, cn, msg in out:
        key = (un, pmu, inv, cn)
        seen.add(key)
        x = facts.exceptions.get(key)
        res.append((bool(x), f"{un} [{pmu}] {inv} {cn}" + (" (written exception)" if x else ""),
                    f"{msg}\nfix the row (with a note of what changed and why), or, where "
                    "the hardware cannot do it, add an [[exception]] with the reason to "
                    "data/invariants.toml"))
    bad = {(un, pmu) for un, pmu, *_ in out}
    for (un, pmu), n in sorted(made.items()):
        if (un, pmu) not in bad:
            res.append((True, f"{un} [{pmu}]: {n} invariant checks hold", ""))
    for key, x in sorted(facts.exceptions.items()):
        if key not in seen:
            res.append((False, f"exception {' '.join(key)}",
                        "no longer occurs (or no such row): stale, remove it"))
    return res


def mutate(name, ddir, path, old, new, want):
    """Break one row (or fact) of a copy of data/ and require a failure
    whose name contains `want`."""
    with tempfile.TemporaryDirectory() as d:
        dd = os.path.join(d, "data")
        shutil.copytree(ddir, dd)
        p = os.path.join(dd, path)
        text = open(p, encoding="utf-8").read()
        if old not in text:
            report(False, f"broken data caught: {name}", f"anchor {old!r} missing from {path}")
            return
        open(p, "w", encoding="utf-8").write(text.replace(old, new, 1))
        fails = [(n, d) for ok, n, d in evaluate(dd) if not ok]
        hit = [n for n, d in fails if want in n or want in d]
        report(bool(hit), f"broken data caught: {name}",
               f"want a failure naming {want!r}; failures: {fails[:4]}")


def self_tests(ddir):
    """Each invariant (and the exception and layout bookkeeping) failing
    on a copy of data/ with one row broken."""
    mutate("dram narrower in request types than dram-local", ddir,
           "uarch/skylake-x.toml", "config1 = 0x63f8005b7", "config1 = 0x63f800491",
           "skylake-x [cpu] inside-dram dram-local")
    mutate("dram-remote from another event family than dram", ddir,
           "uarch/graniterapids.toml", "config = 0x012a\nconfig1 = 0x738004477",
           "config = 0x02d3", "graniterapids [cpu] same-family dram-remote")
    mutate("llc-load-misses without the DRAM responses of dram", ddir,
           "uarch/haswell-x.toml", "config1 = 0x3fbfc00001", "config1 = 0x3f80400001",
           "haswell-x [cpu] dram-loads-in-llc-load-misses dram")
    mutate("exact llc-loads narrower than llc-load-misses", ddir,
           "uarch/skylake.toml", "config1 = 0x10001", "config1 = 0x3ffc000001",
           "skylake [cpu] exact-covers-subconcept llc-load-misses")
    mutate("exception whose violation is gone", ddir,
           "uarch/skylake-x.toml", "config1 = 0x63b8005b7", "config1 = 0x638000001",
           "exception skylake-x cpu dram-loads-in-llc-load-misses dram-remote")
    mutate("dram-remote missing a supplier bit of dram", ddir,
           "uarch/haswell-x.toml", "config1 = 0x63f8007f7", "config1 = 0x63f0007f7",
           "haswell-x [cpu] dram-is-local-union-remote dram")
    mutate("fp-ops weighing a width other than fp-ops-sp does", ddir,
           "uarch/icelake.toml", 'weight = 4, json = "FP_ARITH_INST_RETIRED.4_FLOPS"',
           'weight = 2, json = "FP_ARITH_INST_RETIRED.4_FLOPS"',
           "icelake [cpu] fp-ops-is-sp-plus-dp fp-ops")
    mutate("fp-ops missing a width fp-ops-dp counts", ddir,
           "uarch/zen1.toml", "config = 0xff03", "config = 0x7f03",
           "zen1 [cpu] fp-ops-is-sp-plus-dp fp-ops")
    mutate("Arm fp-ops weighing an event other than fp-ops-dp does", ddir,
           "uarch/a64fx.toml",
           '{ config = 0x80c6, weight = 4, json = "FP_DP_SCALE_OPS_SPEC"',
           '{ config = 0x80c6, weight = 2, json = "FP_DP_SCALE_OPS_SPEC"',
           "a64fx [cpu] fp-ops-is-sp-plus-dp fp-ops")
    mutate("branches-uncond subtracting another event than branches-cond", ddir,
           "uarch/zen2.toml", '  { config = 0xd1, json = "ex_ret_cond" },',
           '  { config = 0xd2, json = "ex_ret_cond_misp" },',
           "zen2 [cpu] branch-kinds-add-up branches-uncond")
    mutate("an L2 hit event of another request type", ddir,
           "uarch/skylake.toml", 'config = 0xc124\nexact = false\napprox = "the hits among',
           'config = 0xc224\nexact = false\napprox = "the hits among',
           "skylake [cpu] hits-split-the-requests l2-load-hits")
    mutate("an AMD L2 hit umask taking the misses' outcome bit", ddir,
           "uarch/zen1.toml", "config = 0xe064\n", "config = 0xe864\n",
           "zen1 [cpu] hits-split-the-requests l2-load-hits")
    mutate("offcore row of a PMU without a layout", ddir,
           "invariants.toml", '"intel_skl_extra_regs",', "",
           "no [[offcore]] layout for intel_skl_extra_regs")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", default=DATA)
    a = ap.parse_args()
    res = evaluate(a.data)
    for ok, name, detail in res:
        report(ok, name, detail)
    if a.data == DATA:
        self_tests(a.data)
    return T.finish()


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""data/uncore.toml against its oracles, read at test time from Debian's
linux-source-6.12 (tests/oracle/oracles.py):

  * the driver: every row's sysfs alias (events/<alias>) is one the 6.12
    uncore, RAPL or AMD uncore driver defines, with terms that give the
    row's config (event config:0-7, umask config:8-15, as the drivers'
    format attributes say) and a .scale/.unit that is the row's
    kernel_scale;
  * RAPL's models: an energy row's model is the one rapl_model_match
    gives its CPU, the domains it lists are the model's, and it counts
    exactly where the model has its concept's domain;
  * perf's JSON: a row naming a perf event (json) has that event in the
    uarch's perf directory, on the same PMU (its Unit), with the row's
    encoding, and its ScaleUnit (64Bytes) is the row's scale;
  * perf's metrics: where the uarch's perf directory has a DRAM bandwidth
    metric (memory_bandwidth_read/_write/_total on the servers,
    umc_mem_read_bandwidth/_write_bandwidth/umc_mem_bandwidth on Zen 4 and
    5, nps1_die_to_dram on Zen 1-3, tma_info_system_dram_bw_use where a
    directory has no other), its events and their bytes per count (the
    expression's coefficient times its unit: MB/s, MiB, GB/sec) are the
    row's events and scale;
  * libpfm4 (with --pfm-encode PATH, tests/oracle/pfm_encode.c --list): a
    row whose perf event libpfm4's uncore table for that server names
    (snbep, ivbep, hswep, bdx, skx, knl, knm _unc_imc0: UNC_M_CAS_COUNT.RD
    is its UNC_M_CAS_COUNT:RD) has the encoding libpfm4 gives it, and the
    RAPL rows the encodings of its rapl/amd64_rapl events; an event
    libpfm4 does not name is reported, not judged.

A disagreement passes only when tests/oracle/known-disagreements.toml
lists it under [[uncore]] with what the oracle says and why; a listed one
that no longer occurs fails too.  TAP output.
"""
import json
import os
import re
import subprocess
import sys
import tomllib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, ".."))
import oracles as O  # noqa: E402
from tap import TAP  # noqa: E402

T = TAP()
KNOWN = os.path.join(HERE, "known-disagreements.toml")
DRIVERS = ["arch/x86/events/intel/uncore.c", "arch/x86/events/intel/uncore_snb.c",
           "arch/x86/events/intel/uncore_snbep.c", "arch/x86/events/intel/uncore_nhmex.c",
           "arch/x86/events/rapl.c", "arch/x86/events/amd/uncore.c"]
# perf JSON's Unit for each driver PMU name (tools/perf/pmu-events/jevents.py
# maps Unit to the sysfs name: "iMC" -> uncore_imc, ...).
# Knights Landing's DDR clock box is the kernel's "imc" (uncore_snbep.c
# knl_uncore_imc_dclk), perf's iMC_DCLK.
JSON_UNITS = {"uncore_imc": {"imc", "imc_dclk"}, "uncore_imc_free_running": {"imc_free_running"},
              "amd_df": {"dfpmc"}, "amd_umc": {"umcpmc"}}


def terms_config(text):
    """"event=0x04,umask=0x03" -> config, as the Intel and RAPL drivers'
    formats place event (config:0-7) and umask (config:8-15); None for
    another term."""
    cfg = 0
    for t in text.split(","):
        k, _, v = t.strip().partition("=")
        v = int(v, 0) if v else 1
        if k == "event":
            cfg |= v & 0xff
        elif k == "umask":
            cfg |= (v & 0xff) << 8
        else:
            return None
    return cfg


def driver_events():
    """{alias: [(terms, scale, unit), ...]} over every 6.12 driver (an
    alias such as cas_count_read is defined once per server generation)."""
    desc = re.compile(r'(?:INTEL_UNCORE_EVENT_DESC|EVENT_ATTR_STR)\(\s*([\w.-]+)\s*,\s*'
                      r'(?:\w+\s*,\s*)?"([^"]*)"\s*\)')
    out = {}
    for rel in DRIVERS:
        text = O.read_src(rel)
        found = {}
        for name, val in desc.findall(text):
            found.setdefault(name, []).append(val)
        for name, vals in found.items():
            if "." in name:
                continue
            for v in vals:
                out.setdefault(name, []).append(
                    (v, found.get(name + ".scale", [""])[0], found.get(name + ".unit", [""])[0],
                     rel))
    return out


def rapl_models():
    """rapl.c's models and match table: ({model: {domain, ...}},
    {match name: model}), e.g. model_skl: pp0, pkg, ram, pp1, psys;
    INTEL_ALDERLAKE: skl; X86_FEATURE_RAPL: amd_hygon."""
    text = O.read_src("arch/x86/events/rapl.c")
    models = {m: {d.lower() for d in re.findall(r"BIT\(PERF_RAPL_(\w+)\)", bits)}
              for m, bits in re.findall(r"static struct rapl_model model_(\w+) = \{\s*"
                                        r"\.events\s*=\s*([^,]*),", text)}
    match = dict(re.findall(r"X86_MATCH_(?:VFM|FEATURE)\(\s*(\w+)\s*,\s*&model_(\w+)\)",
                            text))
    return models, match


def rapl_claim(r):
    """What an energy row's ref (or reason) says of rapl.c: (the first
    rapl_model_match name, the model, the domains it lists), or None."""
    text = r["ref"] if r["type"] != "unsupported" else r["unsupported"]
    first = re.search(r"rapl_model_match (\w+)", text)
    m = re.search(r": model_(\w+) \(events ([a-z0-9, ]+)\)", text) or \
        re.search(r"gives model_(\w+), whose domains are ([a-z0-9, ]+)", text)
    if not first or not m:
        return None
    return first.group(1), m.group(1), {d.strip() for d in m.group(2).split(",")}


def json_config(e):
    """A perf JSON event's attr.config, through the format its PMU has in
    6.12: AMD's data fabric (F17h: event config:0-7,32-35; umask
    config:8-15), AMD's UMC (rdwrmask config:8-9), else event/umask."""
    ev = int(e.get("EventCode", "0"), 16)
    um = int(e.get("UMask", "0") or "0", 16)
    unit = e.get("Unit", "").lower()
    if unit == "umcpmc":
        return (ev & 0xff) | (int(e.get("RdWrMask", "0"), 16) & 3) << 8
    if unit == "dfpmc":
        return (ev & 0xff) | ((ev >> 8) & 0xf) << 32 | (um & 0xff) << 8
    return (ev & 0xff) | (um & 0xff) << 8


# The metric perf's directory computes each concept's bytes with, in order
# of preference (the first the directory has).
METRICS = {
    "dram-read-bytes": ["memory_bandwidth_read", "umc_mem_read_bandwidth"],
    "dram-write-bytes": ["memory_bandwidth_write", "umc_mem_write_bandwidth"],
    "dram-bytes": ["memory_bandwidth_total", "umc_mem_bandwidth", "nps1_die_to_dram",
                   "tma_info_system_dram_bw_use"],
}
# Bytes in a metric's unit: its ScaleUnit, else the unit its description
# gives in brackets ("[GB / sec]").
UNIT_BYTES = {"MB/s": 1e6, "MiB": 1048576.0, "GB/sec": 1e9, "GB / sec": 1e9}
# libpfm4 4.13's memory-controller table for a server's core PMU.
PFM_IMC = {"snb_ep": "snbep_unc_imc0", "ivb_ep": "ivbep_unc_imc0", "hsw_ep": "hswep_unc_imc0",
           "bdw_ep": "bdx_unc_imc0", "skx": "skx_unc_imc0", "clx": "skx_unc_imc0",
           "knl": "knl_unc_imc0", "knm": "knm_unc_imc0"}
PFM_RAPL = {"energy-pkg": "RAPL_ENERGY_PKG", "energy-cores": "RAPL_ENERGY_CORES",
            "energy-dram": "RAPL_ENERGY_DRAM", "energy-gpu": "RAPL_ENERGY_GPU",
            "energy-psys": "RAPL_ENERGY_PSYS"}
# The RAPL domain (rapl.c enum perf_rapl_events, PERF_RAPL_<X>) of each
# energy concept.
RAPL_DOMAIN = {"energy-cores": "pp0", "energy-pkg": "pkg", "energy-dram": "ram",
               "energy-gpu": "pp1", "energy-psys": "psys"}
_metrics = {}


def perf_metrics(pdir):
    """{metric name: metric dict} of one perf JSON dir."""
    if pdir not in _metrics:
        out = {}
        base = os.path.join(O.source_dir(), O.PERF_X86, pdir)
        for fn in sorted(os.listdir(base)):
            if fn.endswith(".json"):
                with open(os.path.join(base, fn), encoding="utf-8") as f:
                    for m in json.load(f):
                        if "MetricName" in m:
                            out.setdefault(m["MetricName"], m)
        _metrics[pdir] = out
    return _metrics[pdir]


def unit_pmu(unit):
    """A perf JSON Unit as the sysfs PMU name the rows use."""
    u = unit.lower().rstrip("_0123456789")
    for pmu, units in JSON_UNITS.items():
        if u in units or unit.lower() in units:
            return pmu
    return "uncore_" + u


def metric_terms(pdir, m):
    """{(pmu, config): bytes per count} of a bandwidth metric, or a string
    saying why it cannot be read as one."""
    expr = m["MetricExpr"].replace("\\", "")
    tokens = re.findall(r"(?<![0-9.])[A-Za-z_][A-Za-z0-9_.]*(?:@[^@]*@)?", expr)
    events = [t for t in dict.fromkeys(tokens) if t != "duration_time"]
    su = m.get("ScaleUnit") or ""
    mu = re.fullmatch(r"([0-9.e-]+)(MB/s|MiB)", su)
    if mu:
        per = float(mu.group(1)) * UNIT_BYTES[mu.group(2)]
    else:
        br = re.search(r"\[(GB ?/ ?sec)\]", m.get("BriefDescription", ""))
        if not br:
            return f"no unit in bytes ({su or 'none'})"
        per = UNIT_BYTES[br.group(1)]
    names = {t: f"e{i}" for i, t in enumerate(events)}
    code = re.sub(r"(?<![0-9.])[A-Za-z_][A-Za-z0-9_.]*(?:@[^@]*@)?",
                  lambda x: names.get(x.group(0), "1") if x.group(0) != "duration_time"
                  else "1", expr)
    out = {}
    for t in events:
        env = {v: (1.0 if k == t else 0.0) for k, v in names.items()}
        coef = eval(code, {"__builtins__": {}}, env)  # noqa: S307 (perf's own arithmetic)
        if "@" in t:
            pmu, _, terms = t.partition("@")
            cfg = terms_config(terms.strip("@"))
            key = ("uncore_" + pmu, cfg)
        else:
            evs = O.perf_events(pdir).get(t.lower(), [])
            if not evs:
                return f"{t} is no event of perf's {pdir}"
            key = (unit_pmu(evs[0].get("Unit", "")), json_config(evs[0]))
        out[key] = out.get(key, 0.0) + coef * per
    return out


def pfm_table(pfm_encode, pmu):
    """{EVENT[:UMASK]: (code, umask)} of a libpfm4 PMU's table."""
    p = subprocess.run([pfm_encode, "--list", pmu], capture_output=True, text=True)
    if p.returncode:
        raise O.OracleError(f"pfm-encode --list {pmu}: {p.stderr.strip()}")
    out = {}
    for line in p.stdout.splitlines():
        name, code, umask = line.split("\t")
        out[name] = (int(code, 16), int(umask, 16))
    return out


def main():
    pfm_encode = None
    if len(sys.argv) > 2 and sys.argv[1] == "--pfm-encode":
        pfm_encode = sys.argv[2]
    concepts, _wls, uarchs, _cpumap, _raw, _papi = O.load_tables()
    with open(KNOWN, "rb") as f:
        known = tomllib.load(f).get("uncore", [])
    listed = {(d["uarch"], d["concept"], d["oracle"]): d for d in known}
    seen, judged = set(), set()
    drv = driver_events()

    def judge(tag, key, ok, says, why):
        judged.add(key)
        if ok:
            T.report(key not in listed, tag, "stale: known-disagreements.toml [[uncore]] "
                     "lists it, but the oracle agrees now")
            return
        seen.add(key)
        d = listed.get(key)
        T.report(d is not None and d["says"] == says, tag,
                 f"{why}; list it under [[uncore]] in known-disagreements.toml with "
                 f"says = {says!r} and the reason" if d is None else
                 f"the oracle now says {says!r}, known-disagreements.toml {d['says']!r}")

    rows = 0
    for un, u in sorted(uarchs.items()):
        for cn, r in sorted(u["uncore"].items()):
            # A derived sum repeats its parts' encodings: checked again, and a
            # total a table writes (Zen 1-3's dram-bytes) is checked here only.
            if r["type"] != "uncore":
                continue
            rows += 1
            for e in r["events"]:
                if e["alias"]:
                    defs = drv.get(e["alias"], [])
                    good = [d for d in defs if terms_config(d[0]) == e["config"]]
                    says = "; ".join(f"{d[0]} ({os.path.basename(d[3])})" for d in defs) \
                        or "missing"
                    judge(f"{un} {cn}: the driver's {e['alias']} is config "
                          f"0x{e['config']:x}", (un, cn, "driver"), bool(good), says,
                          f"the 6.12 drivers define {e['alias']} as {says}")
                    if good and r["kernel_scale"]:
                        ks = " ".join(x for x in good[0][1:3])
                        T.report(ks == r["kernel_scale"], f"{un} {cn}: {e['alias']}'s "
                                 f"scale and unit are {r['kernel_scale']!r}",
                                 f"the driver's are {ks!r}")
                if not e["json"]:
                    continue
                if not u["perf_json"]:
                    continue
                evs = O.perf_events(u["perf_json"]).get(e["json"].lower(), [])
                unit_ok = [x for x in evs if x.get("Unit", "").lower().rstrip("_0123456789")
                           in JSON_UNITS.get(r["pmu"], {r["pmu"]}) or
                           x.get("Unit", "").lower() in JSON_UNITS.get(r["pmu"], {r["pmu"]})]
                match = [x for x in unit_ok if json_config(x) == e["config"]]
                says = "missing" if not evs else ", ".join(
                    f"{x.get('Unit')} 0x{json_config(x):x}" for x in evs)
                judge(f"{un} {cn}: perf JSON {u['perf_json']} {e['json']} is "
                      f"{r['pmu']} 0x{e['config']:x}", (un, cn, "json"), bool(match), says,
                      f"perf's {e['json']} is {says}")
                for x in match:
                    su = x.get("ScaleUnit", "")
                    m = re.fullmatch(r"([0-9.e-]+)Bytes", su or "")
                    if m:
                        T.report(float(m.group(1)) == r["scale"],
                                 f"{un} {cn}: perf's ScaleUnit {su} is {r['scale']} bytes",
                                 f"row scale {r['scale']}")
    T.report(rows > 0, "data/uncore.toml has encoded rows", "none")

    # RAPL: the model each energy row names is the one rapl_model_match
    # gives its CPU, with the domains rapl.c gives the model, and the row
    # counts its concept's domain exactly where the model has it.
    models, match = rapl_models()
    T.report(len(models) >= 8 and len(match) >= 40, f"rapl.c: {len(models)} models, "
             f"{len(match)} match entries read", "the model structs or rapl_model_match "
             "did not parse")
    claims = 0
    for un, u in sorted(uarchs.items()):
        for cn, dom in sorted(RAPL_DOMAIN.items()):
            r = u["uncore"].get(cn)
            claim = rapl_claim(r) if r else None
            if claim is None:
                continue
            claims += 1
            first, model, listed_doms = claim
            has = models.get(model, set())
            T.report(match.get(first) == model, f"{un} {cn}: rapl_model_match {first} "
                     f"gives model_{model}", f"rapl.c gives model_{match.get(first)}")
            T.report(listed_doms == has, f"{un} {cn}: model_{model}'s domains are "
                     f"{', '.join(sorted(listed_doms))}", f"rapl.c's are {', '.join(sorted(has))}")
            counted = r["type"] != "unsupported"
            T.report(counted == (dom in has), f"{un} {cn}: "
                     f"{'counted' if counted else 'refused'}, model_{model} "
                     f"{'has' if dom in has else 'lacks'} {dom}",
                     "the row should " + ("count it" if dom in has else "refuse it"))
    T.report(claims > 0, "energy rows name rapl.c's models", "none did")

    # perf's bandwidth metrics, each against the row of its concept.
    metrics = 0
    for un, u in sorted(uarchs.items()):
        if not u["perf_json"] or u["vendor"] == O.gen.UARCH_VENDORS["arm"]:
            continue
        have = perf_metrics(u["perf_json"])
        for cn, names in METRICS.items():
            name = next((n for n in names if n in have), None)
            if name is None:
                continue
            r = u["uncore"].get(cn)
            got = metric_terms(u["perf_json"], have[name])
            if isinstance(got, str):
                T.report(False, f"{un} {cn}: perf's metric {name} readable", got)
                continue
            metrics += 1
            says = " + ".join(f"{b:g} * {p} 0x{c:x}" for (p, c), b in sorted(got.items()))
            ours = {(r["pmu"], e["config"]) for e in r["events"]} if r else set()
            ok = (r is not None and r["type"] != "unsupported" and ours == set(got) and
                  all(abs(b - r["scale"]) <= 0.01 * r["scale"] for b in got.values()))
            judge(f"{un} {cn}: perf's metric {name} ({u['perf_json']}) is the row's events "
                  "and bytes", (un, cn, "metric"), ok, says,
                  f"perf's {name} is {says}; the row is " +
                  (" + ".join(f"{r['scale']:g} * {r['pmu']} 0x{e['config']:x}"
                              for e in r["events"]) if r and r["events"] else "refused"))
    T.report(metrics > 0, "perf's bandwidth metrics compared", "none found")

    # libpfm4's memory-controller and RAPL tables.
    if pfm_encode:
        tables, named = {}, 0
        for un, u in sorted(uarchs.items()):
            for cn, r in sorted(u["uncore"].items()):
                if r["type"] != "uncore":
                    continue
                if r["pmu"] == "power":
                    pmu = "amd64_rapl" if u["vendor"] != O.gen.UARCH_VENDORS["intel"] \
                        else "rapl"
                    want = [(PFM_RAPL.get(cn), e["config"]) for e in r["events"]]
                elif r["pmu"] == "uncore_imc" and PFM_IMC.get(u["libpfm4"]):
                    pmu = PFM_IMC[u["libpfm4"]]
                    want = [(e["json"].replace(".", ":", 1) if e["json"] else None,
                             e["config"]) for e in r["events"]]
                else:
                    continue
                if pmu not in tables:
                    tables[pmu] = pfm_table(pfm_encode, pmu)
                for name, cfg in want:
                    enc = tables[pmu].get(name) if name else None
                    if enc is None:
                        print(f"# {un} {cn}: libpfm4's {pmu} names no {name or 'event'} "
                              f"(0x{cfg:x} not judged)")
                        continue
                    named += 1
                    got = enc[0] if r["pmu"] == "power" else \
                        (enc[0] & 0xff) | (enc[1] & 0xff) << 8
                    judge(f"{un} {cn}: libpfm4 {pmu}::{name} is 0x{cfg:x}", (un, cn, "pfm"),
                          got == cfg, f"0x{got:x}", f"libpfm4's {pmu}::{name} is 0x{got:x}")
        T.report(named > 0, "libpfm4's uncore tables compared", "no row named one of their events")
    for key in sorted(set(listed) - judged):
        T.report(False, f"known-disagreements.toml [[uncore]] {' '.join(key)}",
                 "stale: no such disagreement now")
    return T.finish()


if __name__ == "__main__":
    try:
        sys.exit(main())
    except (O.OracleError, OSError, KeyError, ValueError) as e:
        T.report(False, "oracles readable", f"{type(e).__name__}: {e}")
        sys.exit(T.finish())

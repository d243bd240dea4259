#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""data/uncore.toml against its oracles, read at test time from Debian's
linux-source-6.12 (tests/oracle/oracles.py):

  * the driver: every row's sysfs alias (events/<alias>) is one the 6.12
    uncore, RAPL or AMD uncore driver defines, with terms that give the
    row's config (event config:0-7, umask config:8-15, as the drivers'
    format attributes say) and a .scale/.unit that is the row's
    kernel_scale;
  * perf's JSON: a row naming a perf event (json) has that event in the
    uarch's perf directory, on the same PMU (its Unit), with the row's
    encoding, and its ScaleUnit (64Bytes) is the row's scale.

A disagreement passes only when tests/oracle/known-disagreements.toml
lists it under [[uncore]] with what the oracle says and why; a listed one
that no longer occurs fails too.  TAP output.
"""
import os
import re
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


def main():
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

#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Which of perf's own x86 core events the raw config1 rule of kernel/ refuses.

Usage: config1-evidence.py [--tree DIR | --tarball TAR] [-v]

Reads, from a Linux source tree or from the Debian linux-source tarball
(default: the tarball named in kernel/BASE), the perf JSON event tables
(tools/perf/pmu-events/arch/x86/*/*.json, as tools/perf/pmu-events/jevents.py
turns them into perf events) and the extra_regs tables of
arch/x86/events/intel/core.c, and prints:

  - the number of core (non-uncore) events that set a config word: config1
    through an MSRIndex that jevents maps to offcore_rsp, ldlat or frontend
    (a non-zero MSRValue), or any word through the "Filter" string that
    jevents appends verbatim (config1=, config2=, config3=, ldlat=, ...);
    the amd* directories too (no extra registers: every word is refused);
  - how many of them no extra register of their model takes: these are
    the events that "perf/x86: Refuse config1 on raw events that no extra
    register takes" newly refuses (they used to open with config1
    dropped);
  - how many an extra register takes with bits outside its valid_mask:
    refused with -EINVAL before and after the series (not a change);
  - the mem-loads/mem-stores sysfs aliases that set ldlat, and whether the
    extra registers of the models that show them take them.

The model of each JSON directory comes from mapfile.csv; the extra_regs
table of each model is written out below (MODEL_TABLES), transcribed from
the model switch of intel_pmu_init() in 6.12.  A JSON directory not in
that table is reported with its events as NOT CHECKED.  Exit status 1 if
an event is newly refused or not checked.
"""
import json
import os
import re
import sys
import tarfile

HERE = os.path.dirname(os.path.abspath(__file__))

# JSON directory -> {pmu: extra_regs table}; "cpu" for a non-hybrid model,
# cpu_core/cpu_atom for the two PMUs of a hybrid one (the JSON "Unit").
MODEL_TABLES = {
    "alderlake": {"cpu_core": "intel_glc_extra_regs", "cpu_atom": "intel_grt_extra_regs"},
    "alderlaken": {"cpu": "intel_grt_extra_regs"},          # INTEL_ATOM_GRACEMONT
    "bonnell": {"cpu": None},
    "broadwell": {"cpu": "intel_snbep_extra_regs"},
    "broadwellde": {"cpu": "intel_snbep_extra_regs"},
    "broadwellx": {"cpu": "intel_snbep_extra_regs"},
    "cascadelakex": {"cpu": "intel_skl_extra_regs"},
    "elkhartlake": {"cpu": "intel_tnt_extra_regs"},
    "emeraldrapids": {"cpu": "intel_glc_extra_regs"},
    "goldmont": {"cpu": "intel_glm_extra_regs"},
    "goldmontplus": {"cpu": "intel_glm_extra_regs"},
    "grandridge": {"cpu": "intel_cmt_extra_regs"},          # INTEL_ATOM_CRESTMONT
    "graniterapids": {"cpu": "intel_rwc_extra_regs"},
    "haswell": {"cpu": "intel_snbep_extra_regs"},
    "haswellx": {"cpu": "intel_snbep_extra_regs"},
    "icelake": {"cpu": "intel_icl_extra_regs"},
    "icelakex": {"cpu": "intel_icl_extra_regs"},
    "ivybridge": {"cpu": "intel_snb_extra_regs"},
    "ivytown": {"cpu": "intel_snbep_extra_regs"},
    "jaketown": {"cpu": "intel_snbep_extra_regs"},
    "knightslanding": {"cpu": "intel_knl_extra_regs"},
    "lunarlake": {"cpu_core": "intel_lnc_extra_regs", "cpu_atom": "intel_cmt_extra_regs"},
    "meteorlake": {"cpu_core": "intel_rwc_extra_regs", "cpu_atom": "intel_cmt_extra_regs"},
    "nehalemep": {"cpu": "intel_nehalem_extra_regs"},
    "nehalemex": {"cpu": "intel_nehalem_extra_regs"},
    "rocketlake": {"cpu": "intel_icl_extra_regs"},
    "sandybridge": {"cpu": "intel_snb_extra_regs"},
    "sapphirerapids": {"cpu": "intel_glc_extra_regs"},
    "sierraforest": {"cpu": "intel_cmt_extra_regs"},        # INTEL_ATOM_CRESTMONT_X
    "silvermont": {"cpu": "intel_slm_extra_regs"},
    "skylake": {"cpu": "intel_skl_extra_regs"},
    "skylakex": {"cpu": "intel_skl_extra_regs"},
    "snowridgex": {"cpu": "intel_tnt_extra_regs"},          # INTEL_ATOM_TREMONT_D
    "tigerlake": {"cpu": "intel_icl_extra_regs"},
    "westmereep-dp": {"cpu": "intel_westmere_extra_regs"},
    "westmereep-sp": {"cpu": "intel_westmere_extra_regs"},
    "westmereex": {"cpu": "intel_westmere_extra_regs"},
}

# The mem-loads/mem-stores attribute arrays of intel_pmu_init() and the
# tables of the models that show them.
MEM_ATTR_TABLES = {
    "nhm_mem_events_attrs": ["intel_nehalem_extra_regs", "intel_westmere_extra_regs"],
    "snb_mem_events_attrs": ["intel_snb_extra_regs", "intel_snbep_extra_regs"],
    "hsw_mem_events_attrs": ["intel_snbep_extra_regs", "intel_skl_extra_regs"],
    "icl_events_attrs": ["intel_icl_extra_regs"],
    "glc_events_attrs": ["intel_glc_extra_regs", "intel_rwc_extra_regs"],
    "grt_mem_attrs": ["intel_grt_extra_regs", "intel_cmt_extra_regs"],
}
# Hybrid arrays: "small;big" alias strings (EVENT_ATTR_STR_HYBRID, hybrid_small
# is bit 0), shown by the Atom and the Core PMU of each model.
MEM_ATTR_HYBRID = {
    "adl_hybrid_mem_attrs": [("intel_grt_extra_regs", "intel_glc_extra_regs")],
    "mtl_hybrid_mem_attrs": [("intel_cmt_extra_regs", "intel_rwc_extra_regs"),
                             ("intel_cmt_extra_regs", "intel_lnc_extra_regs")],
}

# jevents.py's lookup_msr(): MSRIndex -> the format that writes config1
MSR_TERMS = {0x3F6: "ldlat", 0x1A6: "offcore_rsp", 0x1A7: "offcore_rsp", 0x3F7: "frontend"}

EVENTSEL_EVENT = 0xff
EVENTSEL_UMASK = 0xff00


def base_version():
    with open(os.path.join(HERE, "..", "kernel", "BASE")) as f:
        return dict(l.strip().split("=", 1) for l in f if "=" in l and not l.startswith("#"))


class Source:
    """Files of a kernel tree, from a directory or a tarball."""

    def __init__(self, tree=None, tarball=None):
        self.files = {}
        if tree:
            for sub in ("tools/perf/pmu-events/arch/x86", "arch/x86/events/intel/core.c"):
                p = os.path.join(tree, sub)
                if os.path.isfile(p):
                    self.files[sub] = open(p, "rb").read()
                    continue
                for root, _, names in os.walk(p):
                    for n in names:
                        full = os.path.join(root, n)
                        self.files[os.path.relpath(full, tree)] = open(full, "rb").read()
            return
        with tarfile.open(tarball, "r:xz") as t:
            for m in t:
                if not m.isfile():
                    continue
                rel = m.name.split("/", 1)[1] if "/" in m.name else m.name
                if (rel.startswith("tools/perf/pmu-events/arch/x86/") or
                        rel == "arch/x86/events/intel/core.c"):
                    self.files[rel] = t.extractfile(m).read()

    def text(self, rel):
        return self.files[rel].decode()


def c_int(tok):
    tok = tok.strip().lower().rstrip("ul")
    return int(tok, 0)


def parse_extra_regs(core_c):
    """extra_regs tables of intel/core.c: name -> [(event, config_mask, valid_mask)]"""
    tables = {}
    for m in re.finditer(r"static struct extra_reg (\w+)\[\] __read_mostly\s*=\s*\{(.*?)\n\};",
                         core_c, re.S):
        name, body = m.group(1), re.sub(r"/\*.*?\*/", "", m.group(2), flags=re.S)
        regs = []
        for e in re.finditer(r"(INTEL_UEVENT_EXTRA_REG|INTEL_EVENT_EXTRA_REG|"
                             r"INTEL_UEVENT_PEBS_LDLAT_EXTRA_REG|EVENT_EXTRA_REG)\(([^)]*)\)",
                             body):
            args = [a.strip() for a in e.group(2).split(",")]
            if e.group(1) == "INTEL_UEVENT_EXTRA_REG":
                regs.append((c_int(args[0]), EVENTSEL_EVENT | EVENTSEL_UMASK, c_int(args[2])))
            elif e.group(1) == "INTEL_EVENT_EXTRA_REG":
                regs.append((c_int(args[0]), EVENTSEL_EVENT, c_int(args[2])))
            elif e.group(1) == "INTEL_UEVENT_PEBS_LDLAT_EXTRA_REG":
                regs.append((c_int(args[0]), EVENTSEL_EVENT | EVENTSEL_UMASK, 0xffff))
            else:
                raise SystemExit(f"{name}: unexpected {e.group(0)}")
        tables[name] = regs
    return tables


def lookup(regs, config, config1):
    """x86_find_extra_reg(): 'taken', 'invalid' (outside valid_mask) or None"""
    for event, cmask, vmask in regs or []:
        if event != (config & cmask):
            continue
        return "invalid" if config1 & ~vmask else "taken"
    return None


def num(v):
    return int(str(v).split(",", 1)[0].strip(), 0)


# Filter terms that jevents.py appends verbatim and that write a config
# word of a core event: the words themselves and the config1 formats.
FILTER_WORDS = {"config1": "config1", "config2": "config2", "config3": "config3",
                "ldlat": "config1", "offcore_rsp": "config1", "frontend": "config1",
                "snoop_rsp": "config1"}


def event_words(ev):
    """The config1/config2/config3 values an event of perf's JSON sets."""
    words = {}
    if "MSRIndex" in ev and MSR_TERMS.get(num(ev["MSRIndex"])):
        v = num(ev.get("MSRValue", "0"))
        if v:
            words["config1"] = v
    for term in ev.get("Filter", "").split(","):
        k, _, v = term.strip().partition("=")
        if k in FILTER_WORDS and v and int(v, 0):
            words[FILTER_WORDS[k]] = words.get(FILTER_WORDS[k], 0) | int(v, 0)
    return words


def main():
    args = sys.argv[1:]
    verbose = "-v" in args
    tree = tarball = None
    if "--tree" in args:
        tree = args[args.index("--tree") + 1]
    elif "--tarball" in args:
        tarball = args[args.index("--tarball") + 1]
    else:
        tarball = base_version()["tarball"]
    src = Source(tree, tarball)
    tables = parse_extra_regs(src.text("arch/x86/events/intel/core.c"))

    arch = "tools/perf/pmu-events/arch/x86/"
    dirs = sorted({k[len(arch):].split("/")[0] for k in src.files
                   if k.startswith(arch) and k.count("/") == 6})
    total = newly = invalid = 0
    per_dir = []
    unknown = []
    for d in dirs:
        # AMD core PMUs have no extra register: any config word is refused
        known = d.startswith("amd") or d in MODEL_TABLES
        n_dir = 0
        for rel in sorted(k for k in src.files if k.startswith(f"{arch}{d}/")):
            base = os.path.basename(rel)
            if not base.endswith(".json") or base.startswith("uncore") or "metric" in base:
                continue
            for ev in json.loads(src.text(rel)):
                if "EventCode" not in ev:
                    continue
                words = event_words(ev)
                if not words:
                    continue
                unit = ev.get("Unit", "cpu")
                if not unit.startswith("cpu"):
                    continue            # an uncore event in a core file: its own PMU
                if not known:
                    unknown.append(f"{d} {ev['EventName']}")
                    continue
                table = None if d.startswith("amd") else MODEL_TABLES[d].get(unit, "?")
                if table == "?":
                    unknown.append(f"{d} {ev['EventName']} (unit {unit})")
                    continue
                config = num(ev["EventCode"]) | num(ev.get("UMask", "0")) << 8
                total += 1
                n_dir += 1
                what = " ".join(f"{k}=0x{v:x}" for k, v in sorted(words.items()))
                if "config2" in words or "config3" in words:
                    res = None          # no x86 core format maps them
                else:
                    res = lookup(tables.get(table), config, words["config1"])
                if res is None:
                    newly += 1
                    print(f"NEWLY REFUSED: {d} {ev['EventName']} config=0x{config:x} "
                          f"{what} ({table or 'no extra registers'})")
                elif res == "invalid":
                    invalid += 1
                    if verbose:
                        print(f"refused before and after (outside valid_mask): {d} "
                              f"{ev['EventName']} config=0x{config:x} {what}")
        per_dir.append(f"{d}:{n_dir}")

    core_c = src.text("arch/x86/events/intel/core.c")
    mem_lines = []
    mem_bad = 0
    aliases = dict(re.findall(r'EVENT_ATTR_STR(?:_HYBRID)?\((?:mem-loads|mem-stores)[\w-]*,'
                              r'\s*(\w+),\s*"([^"]*)"', core_c))

    def check(arr, var, s, table):
        nonlocal mem_bad
        if "ldlat=" not in s:
            return
        f = dict(kv.split("=") for kv in s.split(","))
        res = lookup(tables[table], int(f["event"], 0) | int(f.get("umask", "0"), 0) << 8,
                     int(f["ldlat"], 0))
        mem_bad += res != "taken"
        mem_lines.append(f"  {arr}: {var} \"{s}\" -> {table}: {res or 'no extra register'}")

    for arr in list(MEM_ATTR_TABLES) + list(MEM_ATTR_HYBRID):
        m = re.search(r"static struct attribute \*" + arr + r"\[\]\s*=\s*\{(.*?)\};", core_c, re.S)
        if not m:
            raise SystemExit(f"no attribute array {arr} in intel/core.c")
        for var in re.findall(r"EVENT_PTR\((\w+)\)", m.group(1)):
            if var not in aliases:
                continue
            if arr in MEM_ATTR_TABLES:
                for t in MEM_ATTR_TABLES[arr]:
                    check(arr, var, aliases[var], t)
                continue
            parts = aliases[var].split(";")
            for tabs in MEM_ATTR_HYBRID[arr]:
                for part, t in zip(parts, tabs if len(parts) == 2 else tabs[1:]):
                    check(arr, var, part, t)

    print(f"core events of perf's x86 JSON that set a config word: {total}")
    print(f"  per directory: {' '.join(per_dir)}")
    print(f"  taken by an extra register of their model: {total - newly - invalid}")
    print(f"  outside the valid_mask (refused before and after): {invalid}")
    print(f"  no extra register takes the encoding, or config2/config3 (newly refused): {newly}")
    print(f"  not checked (JSON directory without a recorded extra_regs table): {len(unknown)}")
    for u in unknown:
        print(f"    NOT CHECKED: {u}")
    print("sysfs mem-loads aliases with ldlat:")
    print("\n".join(mem_lines))
    print(f"  not taken: {mem_bad}")
    return 1 if newly or mem_bad or unknown else 0


if __name__ == "__main__":
    sys.exit(main())

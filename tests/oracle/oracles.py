# SPDX-License-Identifier: MIT
"""The oracles libperfgen's tables are checked against, read at test time
from installed Debian packages (nothing here is copied into the tree):

  * perf's event JSON and CPU map (tools/perf/pmu-events/arch/x86/) and
    the kernel's x86 PMU sources (arch/x86/events/{intel,amd}/core.c,
    msr-index.h, intel-family.h), all from /usr/src/linux-source-6.12.tar.xz,
    extracted once into ${PERFGEN_CACHE:-~/.cache/perfgen}/oracle/<key>/;
  * libpfm4, through its API: build/tests/pfm-encode, one process per PMU
    (LIBPFM_FORCE_PMU is read once, at pfm_initialize()).

Used by tests/oracle/test_oracle.py and data/coverage.py.  Standard
library only.
"""

import fcntl
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tomllib

HERE = os.path.dirname(os.path.abspath(__file__))
SRCROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
DATA = os.path.join(SRCROOT, "data")
sys.path.insert(0, DATA)
import gen  # noqa: E402  (data/gen.py: the tables' own loaders)

TARBALL = os.environ.get("PERFGEN_LINUX_TARBALL",
                         "/usr/src/linux-source-6.12.tar.xz")
TOP = "linux-source-6.12"
PATHS = [
    "tools/perf/pmu-events/arch/x86/*",
    "tools/perf/arch/x86/util/header.c",
    "arch/x86/events/intel/core.c",
    "arch/x86/events/amd/core.c",
    "arch/x86/events/core.c",
    "arch/x86/kernel/cpu/hygon.c",
    "arch/x86/include/asm/msr-index.h",
    "arch/x86/include/asm/intel-family.h",
]
PERF_X86 = "tools/perf/pmu-events/arch/x86"
U64 = (1 << 64) - 1
PRIV_BITS = 3 << 16          # USR | OS: libpfm4 sets them, perf does not


class OracleError(Exception):
    pass


# ---------------------------------------------------------------- cache

def cache_root():
    base = os.environ.get("PERFGEN_CACHE") or os.path.join(
        os.environ.get("HOME") or "/tmp", ".cache", "perfgen")
    return os.path.join(base, "oracle")


def source_dir():
    """The extracted oracle tree; extracts it on first use (a few seconds)."""
    try:
        st = os.stat(TARBALL)
    except OSError as e:
        raise OracleError(f"{TARBALL}: {e} (apt-get install linux-source-6.12)")
    key = f"{st.st_size}-{int(st.st_mtime)}"
    root = cache_root()
    final = os.path.join(root, key)
    stamp = os.path.join(final, "paths.txt")
    want = "\n".join(PATHS) + "\n"
    if os.path.exists(stamp) and open(stamp).read() == want:
        return os.path.join(final, TOP)
    os.makedirs(root, exist_ok=True)
    with open(os.path.join(root, ".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if os.path.exists(stamp) and open(stamp).read() == want:
            return os.path.join(final, TOP)
        tmp = final + f".tmp{os.getpid()}"
        shutil.rmtree(tmp, ignore_errors=True)
        os.makedirs(tmp)
        r = subprocess.run(["tar", "-xJf", TARBALL, "-C", tmp, "--wildcards"] +
                           [f"{TOP}/{p}" for p in PATHS],
                           capture_output=True, text=True)
        if r.returncode:
            shutil.rmtree(tmp, ignore_errors=True)
            raise OracleError(f"tar -xJf {TARBALL}: {r.stderr.strip()}")
        with open(os.path.join(tmp, "paths.txt"), "w") as f:
            f.write(want)
        shutil.rmtree(final, ignore_errors=True)
        os.rename(tmp, final)
    return os.path.join(final, TOP)


def read_src(rel):
    with open(os.path.join(source_dir(), rel), encoding="utf-8",
              errors="replace") as f:
        return f.read()


# ---------------------------------------------------------------- tables

def load_tables():
    err = gen.Errors()
    concepts = gen.load_concepts(DATA, err)
    wls = gen.load_whitelists(DATA, err)
    uarchs = gen.load_uarchs(DATA, concepts, wls, err)
    cpumap = gen.load_cpumap(DATA, uarchs, err)
    if err.msgs:
        raise OracleError("data/ does not validate:\n  " + "\n  ".join(err.msgs))
    raw = {}
    for fn in sorted(os.listdir(os.path.join(DATA, "uarch"))):
        if fn.endswith(".toml"):
            with open(os.path.join(DATA, "uarch", fn), "rb") as f:
                raw[fn[:-5]] = tomllib.load(f)
    return concepts, wls, uarchs, cpumap, raw


def enc_str(config, config1=0):
    return f"{config:#x}" if not config1 else f"{config:#x}/{config1:#x}"


# ---------------------------------------------------------------- perf JSON

def _num(v):
    v = str(v).strip()
    return int(v, 16) if v.lower().startswith("0x") else int(v or "0", 0)


def json_encoding(e, amd):
    """(config, config1) of one perf JSON event, as perf's jevents.py and
    the x86 'cpu' PMU format (event 0-7 and, AMD, 32-35; umask 8-15; edge 18;
    any 21; inv 23; cmask 24-31; offcore_rsp/ldlat/frontend -> config1)."""
    code = _num(str(e.get("EventCode", "0")).split(",")[0])
    if "ExtSel" in e:
        code |= _num(e["ExtSel"]) << 8
    cfg = (code & 0xff) | (_num(e.get("UMask", "0")) & 0xff) << 8
    if amd:
        cfg |= ((code >> 8) & 0xf) << 32
    elif code >> 8:
        raise OracleError(f"{e.get('EventName')}: Intel EventCode {code:#x} > 0xff")
    if _num(e.get("EdgeDetect", "0")):
        cfg |= 1 << 18
    if _num(e.get("AnyThread", "0")):
        cfg |= 1 << 21
    if _num(e.get("Invert", "0")):
        cfg |= 1 << 23
    cfg |= (_num(e.get("CounterMask", "0")) & 0xff) << 24
    c1 = 0
    if e.get("MSRIndex") and e.get("MSRValue"):
        msr = _num(str(e["MSRIndex"]).split(",")[0])
        if msr in (0x1a6, 0x1a7, 0x3f6, 0x3f7):
            c1 = _num(e["MSRValue"])
    return cfg, c1


_json_cache = {}


def perf_events(pdir):
    """{lower-case event name: [event dict, ...]} of one perf JSON dir."""
    if pdir not in _json_cache:
        base = os.path.join(source_dir(), PERF_X86, pdir)
        if not os.path.isdir(base):
            raise OracleError(f"perf JSON dir {pdir} missing from {TARBALL}")
        evs = {}
        for fn in sorted(glob.glob(os.path.join(base, "*.json"))):
            if "metric" in os.path.basename(fn):
                continue
            with open(fn, encoding="utf-8") as f:
                for e in json.load(f):
                    if "EventName" in e:
                        e = dict(e, _file=os.path.basename(fn))
                        evs.setdefault(e["EventName"].lower(), []).append(e)
        _json_cache[pdir] = evs
    return _json_cache[pdir]


def unit_ok(e, pmu):
    unit = e.get("Unit")
    if pmu == "cpu":
        return unit in (None, "", "cpu")
    return unit == pmu


def json_lookup(pdir, name, pmu, amd):
    """(config, config1) of the event `name` for `pmu`, or None if absent."""
    cands = [e for e in perf_events(pdir).get(name.lower(), [])
             if unit_ok(e, pmu)]
    if not cands:
        return None
    encs = {json_encoding(e, amd) for e in cands}
    if len(encs) > 1:
        raise OracleError(f"perf {pdir} {name} ({pmu}): several encodings "
                          + ", ".join(enc_str(*x) for x in sorted(encs)))
    return encs.pop()


def json_names_for(pdir, pmu, amd, enc):
    """Names of the perf events of `pdir` that encode exactly `enc`."""
    out = []
    for name, es in perf_events(pdir).items():
        for e in es:
            if unit_ok(e, pmu) and json_encoding(e, amd) == enc:
                out.append(e["EventName"])
                break
    return sorted(out)


# ---------------------------------------------------------------- libpfm4

class Pfm:
    """libpfm4's encodings via pfm-encode, one process per forced PMU."""

    def __init__(self, exe):
        self.exe = exe
        self.cache = {}

    def encode_many(self, pmu, names):
        todo = sorted({n for n in names if (pmu, n) not in self.cache})
        if todo:
            if not self.exe or not os.access(self.exe, os.X_OK):
                raise OracleError(f"pfm-encode not found at {self.exe!r} "
                                  "(build it: ninja -C build)")
            env = dict(os.environ, LIBPFM_FORCE_PMU=pmu)
            r = subprocess.run([self.exe] + todo, env=env, capture_output=True,
                               text=True)
            if r.returncode:
                raise OracleError(f"LIBPFM_FORCE_PMU={pmu} pfm-encode: rc "
                                  f"{r.returncode}: {r.stderr.strip()}")
            got = {}
            for line in r.stdout.splitlines():
                f = line.split("\t")
                if len(f) == 4:
                    got[f[0]] = (int(f[1]), int(f[2], 16), int(f[3], 16))
                elif len(f) == 3 and f[1] == "error":
                    got[f[0]] = f[2]
            for n in todo:
                if n not in got:
                    raise OracleError(f"pfm-encode printed nothing for {n}")
                self.cache[(pmu, n)] = got[n]

    def encode(self, pmu, name):
        """(config, config1) with the privilege bits masked, or an error string."""
        self.encode_many(pmu, [name])
        v = self.cache[(pmu, name)]
        if isinstance(v, str):
            return v
        ptype, cfg, c1 = v
        if ptype != 4:
            return f"perf type {ptype}, not PERF_TYPE_RAW"
        return cfg & ~PRIV_BITS & U64, c1


# ---------------------------------------------------------------- kernel

def _c_int(s):
    s = s.strip().rstrip("uUlL")
    return int(s, 0)


def msr_numbers():
    out = {}
    for m in re.finditer(r"^#define\s+(MSR_\w+)\s+(0x[0-9a-fA-F]+)\b",
                         read_src("arch/x86/include/asm/msr-index.h"), re.M):
        out[m.group(1)] = int(m.group(2), 16)
    return out


def kernel_extra_regs():
    """{array name: [{event, msr, valid}, ...]} in source order."""
    src = read_src("arch/x86/events/intel/core.c")
    msrs = msr_numbers()
    out = {}
    for m in re.finditer(r"static struct extra_reg (intel_\w+_extra_regs)\[\]"
                         r"[^={]*=\s*\{(.*?)\n\};", src, re.S):
        body = re.sub(r"/\*.*?\*/", "", m.group(2), flags=re.S)
        ents = []
        for item in re.finditer(r"(\w+)\(([^()]*)\)", body):
            macro, args = item.group(1), [a.strip() for a in item.group(2).split(",")]
            if macro == "INTEL_UEVENT_EXTRA_REG":
                ev, msr, valid = args[0], args[1], args[2]
            elif macro == "INTEL_UEVENT_PEBS_LDLAT_EXTRA_REG":
                ev, msr, valid = args[0], "MSR_PEBS_LD_LAT_THRESHOLD", "0xffff"
            else:
                raise OracleError(f"{m.group(1)}: cannot read {macro}(...)")
            if msr not in msrs:
                raise OracleError(f"{m.group(1)}: {msr} not in msr-index.h")
            ents.append({"event": _c_int(ev), "msr": msrs[msr],
                         "valid": _c_int(valid)})
        if "EVENT_EXTRA_END" not in body:
            raise OracleError(f"{m.group(1)}: no EVENT_EXTRA_END")
        out[m.group(1)] = ents
    if not out:
        raise OracleError("no extra_reg tables found in intel/core.c")
    return out


def intel_family_models():
    """{INTEL_NAME: (family, model)} (intel-family.h IFM(family, 0xNN))."""
    out = {}
    for m in re.finditer(r"^#define\s+(INTEL_\w+)\s+IFM\((\d+),\s*(0x[0-9A-Fa-f]+)\)",
                         read_src("arch/x86/include/asm/intel-family.h"), re.M):
        out[m.group(1)] = (int(m.group(2)), int(m.group(3), 16))
    return out


def _block(src, start):
    """Text between the '{' at or after start and its matching '}'."""
    i = src.index("{", start)
    depth = 0
    for j in range(i, len(src)):
        if src[j] == "{":
            depth += 1
        elif src[j] == "}":
            depth -= 1
            if depth == 0:
                return src[i + 1:j]
    raise OracleError("unbalanced braces")


def _strip_c(text):
    text = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"),
                  text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def intel_init_extra_regs():
    """Simulate intel_pmu_init()'s model switch for the extra_regs pointer.

    Returns ({INTEL_NAME: {"cpu"|"cpu_core"|"cpu_atom": table}}, problems).
    Understood statements: case labels, fallthrough, goto/labels, break,
    `x86_pmu.extra_regs = T;`, `pmu = &x86_pmu.hybrid_pmu[..._IDX];`,
    `pmu->extra_regs = T;`, calls of the intel_pmu_init_<x>() helpers
    (whose `hybrid(pmu, extra_regs) = T;` lines are followed), and
    `if (boot_cpu_data.x86_vfm == INTEL_X) ... else ...` single statements.
    Any other statement that mentions extra_regs is reported as a problem.
    """
    src = _strip_c(read_src("arch/x86/events/intel/core.c"))
    helpers = {}
    for m in re.finditer(r"static __always_inline void (intel_pmu_init_\w+)\(struct pmu \*pmu\)",
                         src):
        helpers[m.group(1)] = [l.strip() for l in _block(src, m.end()).split("\n")]
    fn = src.index("__init int intel_pmu_init(void)")
    body = _block(src, fn)
    sw = body.index("switch (boot_cpu_data.x86_vfm) {")
    lines = [l.strip() for l in _block(body, sw).split("\n")]
    lines = [l for l in lines if l]
    problems = []

    def run_helper(name, target, state, seen=()):
        if name not in helpers:
            problems.append(f"helper {name}() not found")
            return
        for l in helpers[name]:
            m = re.fullmatch(r"hybrid\(pmu, extra_regs\) = (\w+);", l)
            if m:
                state[target] = m.group(1)
                continue
            m = re.fullmatch(r"(intel_pmu_init_\w+)\(pmu\);", l)
            if m and m.group(1) not in seen:
                run_helper(m.group(1), target, state, seen + (name,))
                continue
            if re.search(r"\bextra_regs\b", l):
                problems.append(f"{name}(): cannot follow '{l}'")

    labels = {}
    for i, l in enumerate(lines):
        m = re.fullmatch(r"([a-z_]\w*):", l)
        if m and not l.startswith("default"):
            labels[m.group(1)] = i
    result = {}
    for i, l in enumerate(lines):
        m = re.fullmatch(r"case (INTEL_\w+):", l)
        if not m:
            continue
        model = m.group(1)
        state = {}
        pmu_idx = None
        j = i
        cond = None          # None: unconditional; True/False: if/else taken
        steps = 0
        while j < len(lines) and steps < 2000:
            steps += 1
            l = lines[j]
            j += 1
            if re.fullmatch(r"case \w+:|default:|fallthrough;|\w+:", l):
                continue
            if l == "break;" and cond is None:
                break
            m = re.fullmatch(r"goto (\w+);", l)
            if m:
                j = labels[m.group(1)] + 1
                continue
            m = re.fullmatch(r"if \(boot_cpu_data\.x86_vfm == (INTEL_\w+)\)", l)
            if m:
                cond = (m.group(1) == model)
                take = cond
                stmt = lines[j]
                j += 1
                if take:
                    lines_exec = [stmt]
                else:
                    lines_exec = []
                if j < len(lines) and lines[j] == "else":
                    stmt2 = lines[j + 1]
                    j += 2
                    if not take:
                        lines_exec = [stmt2]
                cond = None
                for s in lines_exec:
                    mm = re.fullmatch(r"x86_pmu\.extra_regs = (\w+);", s)
                    if mm:
                        state["x86"] = mm.group(1)
                    elif re.search(r"\bextra_regs\b", s):
                        problems.append(f"{model}: cannot follow '{s}'")
                continue
            m = re.fullmatch(r"x86_pmu\.extra_regs = (\w+);", l)
            if m:
                state["x86"] = m.group(1)
                continue
            m = re.fullmatch(r"pmu = &x86_pmu\.hybrid_pmu\[X86_HYBRID_PMU_(CORE|ATOM)_IDX\];", l)
            if m:
                pmu_idx = {"CORE": "cpu_core", "ATOM": "cpu_atom"}[m.group(1)]
                continue
            m = re.fullmatch(r"pmu->extra_regs = (\w+);", l)
            if m:
                if pmu_idx is None:
                    problems.append(f"{model}: pmu->extra_regs before pmu is set")
                state[pmu_idx] = m.group(1)
                continue
            m = re.fullmatch(r"(intel_pmu_init_\w+)\((NULL|&pmu->pmu)\);", l)
            if m and m.group(1) in helpers:
                run_helper(m.group(1), "x86" if m.group(2) == "NULL" else pmu_idx,
                           state)
                continue
            if re.search(r"\bextra_regs\b", l):
                problems.append(f"{model}: cannot follow '{l}'")
        hybrid = {k: v for k, v in state.items() if k in ("cpu_core", "cpu_atom")}
        if hybrid:
            result[model] = hybrid
        elif "x86" in state:
            result[model] = {"cpu": state["x86"]}
        else:
            result[model] = {}
    return result, problems


def generic_event_maps():
    """{"intel": {hw id: config}, "amd_zen1"...: {...}} from the kernel."""
    ids = {"PERF_COUNT_HW_CPU_CYCLES": 0, "PERF_COUNT_HW_INSTRUCTIONS": 1,
           "PERF_COUNT_HW_CACHE_REFERENCES": 2, "PERF_COUNT_HW_CACHE_MISSES": 3,
           "PERF_COUNT_HW_BRANCH_INSTRUCTIONS": 4, "PERF_COUNT_HW_BRANCH_MISSES": 5,
           "PERF_COUNT_HW_BUS_CYCLES": 6, "PERF_COUNT_HW_STALLED_CYCLES_FRONTEND": 7,
           "PERF_COUNT_HW_STALLED_CYCLES_BACKEND": 8, "PERF_COUNT_HW_REF_CPU_CYCLES": 9}
    out = {}
    for rel, arrays in (("arch/x86/events/intel/core.c", ["intel_perfmon_event_map"]),
                        ("arch/x86/events/amd/core.c",
                         ["amd_perfmon_event_map", "amd_zen1_perfmon_event_map",
                          "amd_zen2_perfmon_event_map", "amd_zen4_perfmon_event_map"])):
        src = _strip_c(read_src(rel))
        for a in arrays:
            m = re.search(rf"\b{a}\[PERF_COUNT_HW_MAX\][^=]*=", src)
            if not m:
                raise OracleError(f"{rel}: {a}[] not found")
            mp = {}
            for e in re.finditer(r"\[(PERF_COUNT_HW_\w+)\]\s*=\s*(0x[0-9a-fA-F]+)",
                                 _block(src, m.end())):
                mp[ids[e.group(1)]] = int(e.group(2), 16)
            out[a] = mp
    return out


def amd_event_map_for(uarch_name, vendor=1):
    """Which AMD map amd_pmu_event_map() picks, checked against its text.
    vendor 2 (Hygon): events/core.c runs amd_pmu_init() for it; hygon.c
    sets no X86_FEATURE_ZEN1/2/4 and family 18h is below 19h, so the
    function falls through to the pre-Zen amd_perfmon_event_map."""
    src = _strip_c(read_src("arch/x86/events/amd/core.c"))
    m = re.search(r"static u64 amd_pmu_event_map\(int hw_event\)", src)
    body = " ".join(_block(src, m.end()).split())
    want = ("if (cpu_feature_enabled(X86_FEATURE_ZEN4) || boot_cpu_data.x86 >= 0x1a) "
            "return amd_zen4_perfmon_event_map[hw_event]; "
            "if (cpu_feature_enabled(X86_FEATURE_ZEN2) || boot_cpu_data.x86 >= 0x19) "
            "return amd_zen2_perfmon_event_map[hw_event]; "
            "if (cpu_feature_enabled(X86_FEATURE_ZEN1)) "
            "return amd_zen1_perfmon_event_map[hw_event]; "
            "return amd_perfmon_event_map[hw_event];")
    if want not in body:
        raise OracleError("amd_pmu_event_map() no longer reads as expected: " + body)
    if vendor == 2:
        hy = _strip_c(read_src("arch/x86/kernel/cpu/hygon.c"))
        core = _strip_c(read_src("arch/x86/events/core.c"))
        if not re.search(r"case X86_VENDOR_HYGON:\s*err = amd_pmu_init\(\);", core):
            raise OracleError("events/core.c no longer runs amd_pmu_init() for Hygon")
        zen = sorted(set(re.findall(r"X86_FEATURE_ZEN\d", hy)))
        if zen:
            raise OracleError(f"hygon.c now sets {', '.join(zen)}: amd_pmu_event_map() "
                              "no longer gives Hygon the pre-Zen map")
        return "amd_perfmon_event_map"
    # Our uarch names are the kernel's X86_FEATURE_ZENn (data/cpus.txt source).
    n = int(uarch_name[3:])
    return {1: "amd_zen1_perfmon_event_map", 2: "amd_zen2_perfmon_event_map",
            3: "amd_zen2_perfmon_event_map"}.get(n, "amd_zen4_perfmon_event_map")


# ---------------------------------------------------------------- perf mapfile

def mapfile_rows():
    rows = []
    with open(os.path.join(source_dir(), PERF_X86, "mapfile.csv")) as f:
        for n, line in enumerate(f):
            f4 = line.strip().split(",")
            if n == 0 or len(f4) < 4 or f4[3] != "core":
                continue
            pat = f4[0].replace("[[:xdigit:]]", "[0-9A-Fa-f]")
            rows.append({"key": f4[0], "dir": f4[2], "re": re.compile(pat),
                         "full": f4[0].count("-") == 3})
    return rows


def perf_cpu_dir(rows, vendor, family, model, stepping):
    """perf's choice for this CPUID (strcmp_cpuid_str(): POSIX REG_EXTENDED,
    leftmost-longest, the match must cover vendor-family-model, plus the
    stepping when the key has one; first matching row wins)."""
    cid = f"{vendor}-{family}-{model:X}-{stepping:X}"
    short = cid[:cid.rindex("-")]
    for r in rows:
        if r["full"]:
            if r["re"].fullmatch(cid):
                return r
        elif r["re"].fullmatch(short) and not (
                r["re"].fullmatch(short + "-") or r["re"].fullmatch(cid)):
            return r
    return None


# ---------------------------------------------------------------- cross-check

KNOWN = os.path.join(HERE, "known-disagreements.toml")
CPUMAP_DIFF = os.path.join(HERE, "cpumap-differences.toml")
ORACLES = ("json", "pfm")


def load_known(path=KNOWN):
    with open(path, "rb") as f:
        doc = tomllib.load(f)
    out = []
    for i, d in enumerate(doc.get("disagreement", [])):
        need = {"uarch", "pmu", "concept", "oracle", "says", "reason", "follow"}
        missing = need - set(d)
        extra = set(d) - need - {"name"}
        if missing or extra or d["oracle"] not in ORACLES:
            raise OracleError(f"{path}: disagreement {i + 1}: needs {sorted(need)} "
                              f"(+ optional name), oracle json|pfm; "
                              f"missing {sorted(missing)}, unknown {sorted(extra)}")
        out.append(d)
    keys = [(d["uarch"], d["pmu"], d["concept"], d["oracle"]) for d in out]
    dup = {k for k in keys if keys.count(k) > 1}
    if dup:
        raise OracleError(f"{path}: listed twice: {sorted(dup)}")
    return out


def cross_check(tables, pfm, known):
    """One record per (uarch, pmu, concept) row with each oracle's verdict.

    A sum row's record has "parts": one {"ours", "oracles"} per part, each
    checked like a raw row (its "ours"/"oracles" are part 0's).

    verdict status: agree | differ | missing (the oracle has no such name)
    | error (libpfm4 refuses the string) | unnamed (the row names no event
    of this oracle) | n/a (the oracle does not know this CPU).
    A row that names no event can still be compared when its entry in the
    known-disagreement list gives the oracle's name (`name`).
    """
    concepts, wls, uarchs, cpumap, raw = tables
    maps = generic_event_maps()
    listed = {(d["uarch"], d["pmu"], d["concept"], d["oracle"]): d for d in known}
    recs = []
    amd_maps = [v for k, v in maps.items() if k.startswith("amd_")]
    for un, u in sorted(uarchs.items()):
        amd = u["vendor"] in (1, 2)          # AMD, Hygon: AMD's event format
        if amd and u["fallback_for"]:
            # A fallback row claims what every AMD map of the kernel gives alike.
            gmap = {i: amd_maps[0][i] for i in amd_maps[0]
                    if all(m.get(i) == amd_maps[0][i] for m in amd_maps)}
        else:
            gmap = maps[amd_event_map_for(un, u["vendor"]) if amd
                        else "intel_perfmon_event_map"]
        for pmu, wname, rows in u["pmus"]:
            for cn, r in sorted(rows.items()):
                rec = {"uarch": un, "pmu": pmu, "concept": cn, "row": r,
                       "whitelist": wname, "ours": None, "oracles": {}}
                recs.append(rec)
                if r["type"] == "unsupported":
                    continue
                if r["type"] == "sum":
                    # Each part on its own: every part names its events.
                    rec["parts"] = []
                    for q in r["parts"]:
                        part = {"ours": (q["config"], q["config1"]), "oracles": {}}
                        for o in ORACLES:
                            part["oracles"][o] = _verdict(u, un, pmu, amd, q[o], None,
                                                          o, part["ours"], pfm)
                        rec["parts"].append(part)
                    rec["ours"] = rec["parts"][0]["ours"]
                    rec["oracles"] = rec["parts"][0]["oracles"]
                    continue
                if r["type"] == "raw":
                    rec["ours"] = (r["config"], r["config1"])
                elif r["type"] == "hardware":
                    if r["config"] not in gmap:
                        rec["problem"] = f"kernel has no generic mapping for id {r['config']}"
                        continue
                    rec["ours"] = (gmap[r["config"]], 0)
                else:
                    rec["problem"] = f"no oracle check for type {r['type']}"
                    continue
                for o in ORACLES:
                    rec["oracles"][o] = _verdict(u, un, pmu, amd, r[o],
                                                 listed.get((un, pmu, cn, o)), o,
                                                 rec["ours"], pfm)
    return recs


def _verdict(u, un, pmu, amd, own, d, o, ours, pfm):
    """What oracle o says about the event an encoding names (own, or the
    name its known-disagreement entry d gives)."""
    name = own or (d.get("name", "") if d else "")
    v = {"name": name, "from_list": bool(name and not own)}
    have = u["perf_json"] if o == "json" else u["libpfm4"]
    if o == "json" and not have:
        # The uarch declares that perf 6.12 has no table for it
        # (no_perf_json, data/gen.py): its json names are Intel's, checked
        # by no oracle here.
        v["status"] = "n/a"
        return v
    if not have:
        v["status"] = "n/a"
        if name:
            v["status"] = "missing"
            v["says"] = f"no {o} oracle for {un}"
        return v
    if not name:
        v["status"] = "unnamed"
        return v
    if o == "json":
        got = json_lookup(u["perf_json"], name, pmu, amd)
    else:
        got = pfm.encode(u["libpfm4"], name)
    if got is None:
        v["status"], v["says"] = "missing", "missing"
    elif isinstance(got, str):
        v["status"], v["says"] = "error", "error: " + got
    else:
        v["says"] = enc_str(*got)
        v["status"] = "agree" if got == ours else "differ"
    return v


def pfm_prefetch(tables, pfm, known):
    """Encode every pfm string of a PMU in one process."""
    uarchs = tables[2]
    per = {}
    for un, u in uarchs.items():
        if not u["libpfm4"]:
            continue
        for pmu, _, rows in u["pmus"]:
            for cn, r in rows.items():
                for q in r.get("parts") or [r]:
                    if q["pfm"]:
                        per.setdefault(u["libpfm4"], set()).add(q["pfm"])
    for d in known:
        u = uarchs.get(d["uarch"])
        if d["oracle"] == "pfm" and d.get("name") and u and u["libpfm4"]:
            per.setdefault(u["libpfm4"], set()).add(d["name"])
    for p, names in sorted(per.items()):
        pfm.encode_many(p, sorted(names))

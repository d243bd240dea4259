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
import hashlib
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
    "arch/x86/kernel/cpu/amd.c",
    "arch/x86/include/asm/msr-index.h",
    "arch/x86/include/asm/intel-family.h",
    "arch/x86/events/intel/uncore*.c",
    "arch/x86/events/rapl.c",
    "arch/x86/events/amd/uncore.c",
    "drivers/perf/arm_pmuv3.c",
    "include/linux/perf/arm_pmuv3.h",
    "tools/perf/pmu-events/arch/arm64/*",
]
PERF_X86 = "tools/perf/pmu-events/arch/x86"
PERF_ARM64 = "tools/perf/pmu-events/arch/arm64"
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
    # The path list is part of the key: trees that extract different
    # lists (another branch's oracles) do not replace each other's while
    # their tests read them.
    want = "\n".join(PATHS) + "\n"
    key = (f"{st.st_size}-{int(st.st_mtime)}-"
           f"{hashlib.sha256(want.encode()).hexdigest()[:8]}")
    root = cache_root()
    final = os.path.join(root, key)
    stamp = os.path.join(final, "paths.txt")
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
    concepts, wls, uarchs, cpumap, papi = gen.load_all(DATA, err)
    if err.msgs:
        raise OracleError("data/ does not validate:\n  " + "\n  ".join(err.msgs))
    raw = {}
    for fn in sorted(os.listdir(os.path.join(DATA, "uarch"))):
        if fn.endswith(".toml"):
            with open(os.path.join(DATA, "uarch", fn), "rb") as f:
                raw[fn[:-5]] = tomllib.load(f)
    return concepts, wls, uarchs, cpumap, raw, papi


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


def perf_has_dir(pdir):
    """Whether 6.12's perf has the JSON directory pdir."""
    return os.path.isdir(os.path.join(source_dir(), PERF_X86, pdir))


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


_arm_cache = {}


def arm_std_events():
    """{name: event} of the files at the top of perf's arm64 tree
    (common-and-microarch.json, recommended.json, ...): what an
    ArchStdEvent entry refers to (jevents.py's arch std events)."""
    if "" not in _arm_cache:
        std = {}
        for fn in sorted(glob.glob(os.path.join(source_dir(), PERF_ARM64, "*.json"))):
            with open(fn, encoding="utf-8") as f:
                for e in json.load(f):
                    if "EventName" in e:
                        std[e["EventName"].upper()] = dict(e, _file=os.path.basename(fn))
        _arm_cache[""] = std
    return _arm_cache[""]


def arm_perf_events(pdir):
    """{upper-case name: (event number, file)} of one perf arm64 core
    directory, its ArchStdEvent entries resolved as jevents.py does."""
    if pdir not in _arm_cache:
        base = os.path.join(source_dir(), PERF_ARM64, pdir)
        if not os.path.isdir(base):
            raise OracleError(f"perf arm64 JSON dir {pdir} missing from {TARBALL}")
        std, evs = arm_std_events(), {}
        for fn in sorted(glob.glob(os.path.join(base, "*.json"))):
            if "metric" in os.path.basename(fn):
                continue
            with open(fn, encoding="utf-8") as f:
                for e in json.load(f):
                    if "ArchStdEvent" in e:
                        name = e["ArchStdEvent"].upper()
                        if name not in std:
                            raise OracleError(f"{pdir}: ArchStdEvent {name} is in no "
                                              "arm64 top-level file")
                        e = dict(std[name], **{k: v for k, v in e.items()
                                               if k != "ArchStdEvent"}, EventName=name)
                    if "EventName" in e and "EventCode" in e:
                        evs[e["EventName"].upper()] = (_num(e["EventCode"]),
                                                       f"{pdir}/{os.path.basename(fn)}")
        _arm_cache[pdir] = evs
    return _arm_cache[pdir]


def arm_json_lookup(pdir, name):
    """(event number, where) of `name` for an arm64 core: its perf
    directory's, or for an architected common event (0x00-0x3F,
    0x4000-0x403F) the core's JSON does not list (older tables list only
    IMPLEMENTATION DEFINED events; the kernel lists the common ones in
    sysfs from PMCEID) the number the architecture gives it in
    common-and-microarch.json.  None if neither has it."""
    got = arm_perf_events(pdir).get(name.upper())
    if got:
        return got
    e = arm_std_events().get(name.upper())
    if e and e["_file"] == "common-and-microarch.json":
        code = _num(e["EventCode"])
        if code < 0x40 or 0x4000 <= code < 0x4040:
            return code, f"common-and-microarch.json (architected; {pdir} does not list it)"
    return None


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


# ---------------------------------------------------------------- Intel perfmon

PERFMON_FACTS = os.path.join(HERE, "perfmon-facts.tsv")
OFFCORE_MSRS = (0x1a6, 0x1a7)


def _tsv(path):
    """(line number, fields) of a tab-separated fixture, without blank and
    comment lines."""
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if line and not line.startswith("#"):
                yield n, line.split("\t")


def _first(v):
    """The first of a published list ("0xB7,0xBB" -> 0xb7), 0 when empty."""
    return _num(str(v).split(",")[0]) if v else 0


class Perfmon:
    """Intel's event files as facts (tests/oracle/perfmon-facts.tsv, written
    by perfmon-extract.py from a pinned commit of intel/perfmon).

    Encodings follow the x86 'cpu' PMU format as for perf JSON, plus the
    architectural-perfmon-v6 fields Linux 6.12 exposes (eq = config:36,
    umask2 = config:40-47).  Names outside the fixture's filter are
    refused, never looked up (the filter would hide them)."""

    def __init__(self, path=PERFMON_FACTS):
        self.path = path
        self.commit = self.date = None
        self.filter = None
        self.columns = None
        self.maps = []          # (key regex, mapfile key, path, type, core type, role)
        self.models = []        # (family, model, stepping key or "", dir): every model
        self.files = {}         # key -> (path, version)
        self.events = {}        # file key -> {upper name: [fields dict, ...]}
        self.matrix = {}        # file key -> {"request"|"response": {NAME: value}}
        for n, w in _tsv(path):
            kind = w[0]
            if kind == "commit":
                self.commit, self.date = w[1], w[2]
            elif kind == "filter":
                self.filter = re.compile(w[1])
                self.filter_text = w[1]
            elif kind == "columns":
                self.columns = w[1:]
            elif kind == "map":
                key = w[1]
                rx = re.compile(key.replace("[[:xdigit:]]", "[0-9A-F]"))
                self.maps.append((rx, key, w[3], w[4], w[5], w[6]))
            elif kind == "model":
                m = re.fullmatch(r"GenuineIntel-(\d+)-([0-9A-F]+)(?:-(.*))?", w[1])
                if not m:
                    raise OracleError(f"{path}:{n}: model key {w[1]!r}")
                self.models.append((int(m.group(1)), int(m.group(2), 16), m.group(3) or "",
                                    w[2]))
            elif kind == "file":
                self.files[w[1]] = (w[2], w[3])
            elif kind in ("event", "request", "response"):
                if self.columns is None or len(w) != len(self.columns):
                    raise OracleError(f"{path}:{n}: {len(w)} fields, columns say "
                                      f"{len(self.columns or [])}")
                e = dict(zip(self.columns, w))
                if e["file"] not in self.files:
                    raise OracleError(f"{path}:{n}: unknown file {e['file']}")
                if kind == "event":
                    self.events.setdefault(e["file"], {}).setdefault(
                        e["name"].upper(), []).append(e)
                else:
                    self.matrix.setdefault(e["file"], {}).setdefault(kind, {})[
                        e["name"].upper()] = _num(e["MSRValue"])
            else:
                raise OracleError(f"{path}:{n}: unknown line kind {kind!r}")
        if not (self.commit and self.filter and self.maps and self.events):
            raise OracleError(f"{path}: needs commit, filter, map and event lines")

    # -- which files
    def files_for_cpu(self, family, model, stepping, pmu):
        """Keys of the files Intel's mapfile gives this CPU and PMU section:
        cpu -> core (+ offcore matrix) files; cpu_core / cpu_atom /
        cpu_lowpower -> the hybridcore file of core type 0x40 / 0x20 (role
        Atom) / 0x20 (role LowPower_Atom, Arrow Lake-H)."""
        cid = f"GenuineIntel-{family}-{model:02X}-{stepping:X}"
        short = cid[:cid.rindex("-")]
        out = set()
        for rx, key, path, typ, ctype, role in self.maps:
            if not (rx.fullmatch(cid) if key.count("-") == 3 else rx.fullmatch(short)):
                continue
            want = {"cpu": typ in ("core", "offcore"),
                    "cpu_core": typ == "hybridcore" and ctype == "0x40",
                    "cpu_atom": typ == "hybridcore" and ctype == "0x20" and role == "Atom",
                    "cpu_lowpower": (typ == "hybridcore" and ctype == "0x20" and
                                     role == "LowPower_Atom")}
            if want[pmu]:
                out.add(os.path.basename(path)[:-len(".json")])
        return tuple(sorted(out))

    def describe(self, keys):
        return ", ".join(f"{self.files[k][0]} V{self.files[k][1]}" for k in keys)

    # -- encodings
    @staticmethod
    def encoding(e):
        cfg = (_first(e["EventCode"]) & 0xff) | (_first(e["UMask"]) & 0xff) << 8
        if _first(e["EventCode"]) >> 8:
            raise OracleError(f"perfmon {e['name']}: EventCode {e['EventCode']} > 0xff")
        cfg |= (_num(e["EdgeDetect"] or "0") & 1) << 18
        cfg |= (_num(e["AnyThread"] or "0") & 1) << 21
        cfg |= (_num(e["Invert"] or "0") & 1) << 23
        cfg |= (_num(e["CounterMask"] or "0") & 0xff) << 24
        cfg |= (_num(e["Equal"] or "0") & 1) << 36
        cfg |= (_first(e["UMaskExt"]) & 0xff) << 40
        c1 = 0
        if e["MSRIndex"] and e["MSRValue"]:
            if _first(e["MSRIndex"]) in OFFCORE_MSRS + (0x3f6, 0x3f7):
                c1 = _num(e["MSRValue"])
        return cfg, c1

    def _offcore_base(self, keys):
        """(config) of the OFFCORE_RESPONSE event the matrix fields go with."""
        encs = set()
        for k in keys:
            for name, es in self.events.get(k, {}).items():
                if name == "OFFCORE_RESPONSE" or name.startswith("OFFCORE_RESPONSE."):
                    for e in es:
                        encs.add(self.encoding(e)[0])
        if len(encs) != 1:
            raise OracleError(f"perfmon {self.describe(keys)}: OFFCORE_RESPONSE events "
                              f"encode {sorted(encs)}, not one base event")
        return encs.pop()

    def _matrix(self, keys, kind):
        out = {}
        for k in keys:
            out.update(self.matrix.get(k, {}).get(kind, {}))
        return out

    def in_filter(self, name):
        return bool(self.filter.match(name.upper()))

    def lookup(self, keys, name):
        """(config, config1, file key) of `name` in these files, or None;
        raises OracleError for a name outside the filter or one the files
        encode in two ways."""
        up = name.upper()
        if not self.in_filter(up):
            raise OracleError(f"{name} is outside the perfmon fixture's filter "
                              f"({self.filter_text}): widen FILTER in "
                              "tests/oracle/perfmon-extract.py and regenerate")
        cands = [up]
        if up.startswith("OFFCORE_RESPONSE."):
            # Nehalem/Westmere files call it OFFCORE_RESPONSE_0 (perf renames it).
            cands.append("OFFCORE_RESPONSE_0." + up[len("OFFCORE_RESPONSE."):])
        found = set()
        for k in keys:
            for c in cands:
                for e in self.events.get(k, {}).get(c, []):
                    found.add(self.encoding(e) + (k,))
            if found:
                break
        if not found and up.startswith("OFFCORE_RESPONSE."):
            req, _, resp = up[len("OFFCORE_RESPONSE."):].partition(".")
            reqs, resps = self._matrix(keys, "request"), self._matrix(keys, "response")
            if req in reqs and resp in resps:
                mk = [k for k in keys if k in self.matrix][0]
                found.add((self._offcore_base(keys), reqs[req] | resps[resp], mk))
        if not found:
            return None
        if len({f[:2] for f in found}) > 1:
            raise OracleError(f"perfmon {self.describe(keys)} {name}: several encodings "
                              + ", ".join(enc_str(*f[:2]) for f in sorted(found)))
        return found.pop()

    def names_for(self, keys, enc):
        """Names these files give exactly the encoding enc (matrix
        combinations included), sorted."""
        out = set()
        for k in keys:
            for name, es in self.events.get(k, {}).items():
                if any(self.encoding(e) == enc for e in es):
                    out.add(name)
        reqs, resps = self._matrix(keys, "request"), self._matrix(keys, "response")
        if reqs and resps and enc[0] == self._offcore_base(keys):
            for rq, rv in reqs.items():
                for sp, sv in resps.items():
                    if rv | sv == enc[1] and not rv & sv:
                        out.add(f"OFFCORE_RESPONSE.{rq}.{sp}")
        return sorted(out)

    def codes(self, keys):
        """Event codes (config & 0xff) the filtered families use in these files."""
        out = set()
        for k in keys:
            for es in self.events.get(k, {}).values():
                for e in es:
                    out.add(_first(e["EventCode"]) & 0xff)
        return out


_perfmon = None


def perfmon():
    global _perfmon
    if _perfmon is None:
        _perfmon = Perfmon()
    return _perfmon


def perfmon_files(uarch, u, cpumap, pmu):
    """The perfmon files a uarch's PMU section is checked against: those of
    its models for which perf's mapfile picks the uarch's own perf_json
    directory (where data/cpus.txt maps a model perf files elsewhere,
    tests/oracle/cpumap-differences.toml says why), all its models when
    none does.  Every such model must name the same files."""
    pm = perfmon()
    rows = [r for r in cpumap if r["uarch"] == uarch]
    mrows = mapfile_rows()
    cpus = [(r["family"], m, s) for r in rows
            for m in range(r["models"][0], r["models"][1] + 1)
            for s in range(r["steps"][0], r["steps"][1] + 1)]
    primary = [c for c in cpus
               if (perf_cpu_dir(mrows, "GenuineIntel", *c) or {}).get("dir") == u["perf_json"]]
    sets = {}
    for c in primary or cpus:
        sets.setdefault(pm.files_for_cpu(*c, pmu), []).append(c)
    if len(sets) != 1:
        raise OracleError(f"{uarch} [{pmu}]: its models name different perfmon files: "
                          + "; ".join(f"{', '.join(k) or '(none)'} for "
                                      f"{', '.join(f'{m:02X}-{s:X}' for _, m, s in v[:3])}"
                                      for k, v in sorted(sets.items())))
    return next(iter(sets))


# ---------------------------------------------------------------- newer AMD JSON

AMD_FACTS = os.path.join(HERE, "amd-json-facts.tsv")


class AmdJson:
    """perf's AMD event JSON later than 6.12's, as facts
    (tests/oracle/amd-json-facts.tsv): per perf directory, the event
    families the newer files answer for and their events."""

    def __init__(self, path=AMD_FACTS):
        self.sources = {}       # dir -> [(file, repo, commit)]
        self.families = {}      # dir -> set of family names
        self.events = {}        # dir -> {lower name: event dict}
        self.uarch_dirs = {}    # our uarch without a 6.12 table -> dir
        for n, w in _tsv(path):
            if w[0] == "uarch" and len(w) == 3:
                if w[1] in self.uarch_dirs:
                    raise OracleError(f"{path}:{n}: uarch {w[1]} listed twice")
                self.uarch_dirs[w[1]] = w[2]
            elif w[0] == "source" and len(w) == 5:
                self.sources.setdefault(w[1], []).append(tuple(w[2:]))
            elif w[0] == "families" and len(w) > 2:
                self.families.setdefault(w[1], set()).update(w[2:])
            elif w[0] == "event" and len(w) == 5:
                if w[2].lower() in self.events.get(w[1], {}):
                    raise OracleError(f"{path}:{n}: {w[2]} listed twice")
                self.events.setdefault(w[1], {})[w[2].lower()] = {
                    "EventName": w[2], "EventCode": w[3], "UMask": w[4] or "0"}
            else:
                fields = "\t".join(w)
                raise OracleError(f"{path}:{n}: cannot read {fields!r}")
        for u, d in self.uarch_dirs.items():
            if d not in self.events:
                raise OracleError(f"{path}: uarch {u} names {d}, which has no events")
        for d in self.events:
            if d not in self.sources or d not in self.families:
                raise OracleError(f"{path}: {d} has events but no source or families line")
            for name in self.events[d]:
                if name.split(".")[0] not in self.families[d]:
                    raise OracleError(f"{path}: {d} {name} is outside its families line")

    def covers(self, pdir, name):
        return name.split(".")[0].lower() in {f.lower() for f in self.families.get(pdir, ())}

    def lookup(self, pdir, name):
        e = self.events.get(pdir, {}).get(name.lower())
        return None if e is None else json_encoding(e, True)

    def describe(self, pdir):
        return ", ".join(f"{r} {c[:12]} {pdir}/{f}" for f, r, c in self.sources.get(pdir, []))


_amdjson = None


def amdjson():
    global _amdjson
    if _amdjson is None:
        _amdjson = AmdJson()
    return _amdjson


# ---------------------------------------------------------------- PAPI

# PERFGEN_PAPI_EVENTS: another copy (the tests point it at a missing file).
PAPI_EVENTS = os.environ.get("PERFGEN_PAPI_EVENTS", "/usr/share/papi/7.0/papi_events.csv")
# PAPI's presets that name one of our concepts (papi_events.csv's arm CPUs
# have no LLC or memory presets beyond the L2, the last level their cores'
# PMUs see).
PAPI_CONCEPTS = {
    "PAPI_TOT_CYC": "cycles", "PAPI_TOT_INS": "instructions",
    "PAPI_BR_INS": "branches", "PAPI_BR_MSP": "branch-misses",
    "PAPI_L2_DCA": "cache-references", "PAPI_L2_TCA": "cache-references",
    "PAPI_L2_DCM": "cache-misses", "PAPI_L2_TCM": "cache-misses",
    "PAPI_L2_DCR": "llc-loads",
    "PAPI_LD_INS": "loads", "PAPI_SR_INS": "stores",
}


PAPI_HEADER = "/usr/include/papiStdEventDefs.h"


def papi_enum(path=PAPI_HEADER):
    """The preset names of PAPI's enum (PAPI_L1_DCM_idx ... PAPI_END_idx)."""
    try:
        text = open(path, encoding="utf-8", errors="replace").read()
    except OSError as e:
        raise OracleError(f"{path}: {e} (apt-get install libpapi-dev)")
    return set(re.findall(r"\b(PAPI_[A-Z0-9_]+)_idx\b", text)) - {"PAPI_END"}


def papi_presets(path=PAPI_EVENTS):
    """{libpfm4 PMU: {preset: (kind, [libpfm4 event, ...])}} of PAPI's
    preset table: each run of CPU lines names the PMUs the PRESET lines
    after it are for.  Comment and blank lines are no lines to the run, as
    to PAPI's own reader: "CPU,skl", a comment, "CPU,kbl" is one run."""
    try:
        text = open(path, encoding="utf-8", errors="replace").read()
    except OSError as e:
        raise OracleError(f"{path}: {e} (apt-get install papi-tools or libpapi-dev)")
    out, cpus, in_cpus = {}, [], False
    for line in text.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        f = [x.strip() for x in line.split(",")]
        if f[0] == "CPU" and len(f) > 1:
            cpus = (cpus if in_cpus else []) + [f[1]]
            in_cpus = True
            continue
        in_cpus = False
        if f[0] == "PRESET" and len(f) >= 4:
            for c in cpus:
                out.setdefault(c, {})[f[1]] = (f[2], [x for x in f[3:] if x])
    return out


# ---------------------------------------------------------------- libpfm4

ARM64_CC = "aarch64-linux-gnu-gcc"
ARM64_LIBPFM = "/usr/lib/aarch64-linux-gnu/libpfm.a"
QEMU_AARCH64 = "qemu-aarch64-static"


def arm64_pfm_encode():
    """tests/oracle/pfm_encode.c linked statically with libpfm4:arm64
    (libpfm4-dev:arm64, the multiarch install of cross/aarch64-linux-gnu.ini)
    and run under qemu-aarch64-static: the command, built once into the
    oracle cache."""
    src = os.path.join(HERE, "pfm_encode.c")
    try:
        st = os.stat(ARM64_LIBPFM)
    except OSError as e:
        raise OracleError(f"{ARM64_LIBPFM}: {e} (apt-get install libpfm4-dev:arm64: "
                          "libpfm4's Arm PMUs are in its arm64 build only)")
    for tool in (ARM64_CC, QEMU_AARCH64):
        if not shutil.which(tool):
            raise OracleError(f"{tool} not found (gcc-aarch64-linux-gnu, qemu-user-static): "
                              "needed to ask libpfm4's arm64 build")
    key = f"{int(os.stat(src).st_mtime)}-{st.st_size}-{int(st.st_mtime)}"
    exe = os.path.join(cache_root(), f"pfm-encode-arm64-{key}")
    if not os.access(exe, os.X_OK):
        os.makedirs(cache_root(), exist_ok=True)
        tmp = f"{exe}.tmp{os.getpid()}"
        r = subprocess.run([ARM64_CC, "-O1", "-static", "-o", tmp, src, ARM64_LIBPFM],
                           capture_output=True, text=True)
        if r.returncode:
            raise OracleError(f"{ARM64_CC} pfm_encode.c: {r.stderr.strip()}")
        os.replace(tmp, exe)
    return [QEMU_AARCH64, "-L", "/", exe]


class Pfm:
    """libpfm4's encodings via pfm-encode, one process per forced PMU."""

    def __init__(self, exe):
        self.exe = exe
        self.cache = {}

    def _cmd(self, pmu):
        """The pfm-encode that knows pmu: this build's, or for libpfm4's Arm
        PMUs (arm_*: libpfm4 on x86 is built with x86 PMUs only) the same
        source built against libpfm4:arm64 and run under qemu-user."""
        if pmu.startswith("arm_"):
            return arm64_pfm_encode()
        if not self.exe or not os.access(self.exe, os.X_OK):
            raise OracleError(f"pfm-encode not found at {self.exe!r} "
                              "(build it: ninja -C build)")
        return [self.exe]

    def encode_many(self, pmu, names):
        todo = sorted({n for n in names if (pmu, n) not in self.cache})
        if todo:
            env = dict(os.environ, LIBPFM_FORCE_PMU=pmu)
            r = subprocess.run(self._cmd(pmu) + todo, env=env, capture_output=True,
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
    # arm64 PMUv3: the map names the architected events by their macros.
    hdr = _strip_c(read_src("include/linux/perf/arm_pmuv3.h"))
    macros = {m.group(1): int(m.group(2), 16) for m in
              re.finditer(r"#define\s+(ARMV8_PMUV3_PERFCTR_\w+)\s+(0x[0-9a-fA-F]+)", hdr)}
    src = _strip_c(read_src("drivers/perf/arm_pmuv3.c"))
    m = re.search(r"\barmv8_pmuv3_perf_map\[PERF_COUNT_HW_MAX\][^=]*=", src)
    if not m:
        raise OracleError("drivers/perf/arm_pmuv3.c: armv8_pmuv3_perf_map[] not found")
    mp = {}
    for e in re.finditer(r"\[(PERF_COUNT_HW_\w+)\]\s*=\s*(ARMV8_PMUV3_PERFCTR_\w+)",
                         _block(src, m.end())):
        if e.group(2) not in macros:
            raise OracleError(f"arm_pmuv3.h: no value for {e.group(2)}")
        mp[ids[e.group(1)]] = macros[e.group(2)]
    out["armv8_pmuv3_perf_map"] = mp
    return out


def arm_event_attrs():
    """The event numbers drivers/perf/arm_pmuv3.c (Linux 6.12) gives a sysfs
    name (ARMV8_EVENT_ATTR(name, ARMV8_PMUV3_PERFCTR_*) and the SPE, AMU and
    MTE ones), their values from include/linux/perf/arm_pmuv3.h."""
    hdr = _strip_c(read_src("include/linux/perf/arm_pmuv3.h"))
    val = {m.group(1): int(m.group(2), 16) for m in
           re.finditer(r"#define\s+(ARMV8_\w+_PERFCTR_\w+)\s+(0x[0-9a-fA-F]+)", hdr)}
    src = _strip_c(read_src("drivers/perf/arm_pmuv3.c"))
    out = set()
    for m in re.finditer(r"ARMV8_EVENT_ATTR\(\s*\w+\s*,\s*(ARMV8_\w+)\s*\)", src):
        if m.group(1) not in val:
            raise OracleError(f"arm_pmuv3.h: no value for {m.group(1)}")
        out.add(val[m.group(1)])
    if len(out) < 60:
        raise OracleError(f"arm_pmuv3.c: only {len(out)} ARMV8_EVENT_ATTR found")
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


def amd_zen_ranges():
    """{(family, n): [(lo, hi), ...]}: the model ranges arch/x86/kernel/cpu/
    amd.c (bsp_init_amd) gives X86_FEATURE_ZENn, per family."""
    src = _strip_c(read_src("arch/x86/kernel/cpu/amd.c"))
    out = {}
    for fm in re.finditer(r"case 0x(17|19|1a):\s*switch \(c->x86_model\)", src):
        body = _block(src, fm.end())
        pending = []
        for tok in re.finditer(r"case (0x[0-9a-f]+)(?: \.\.\. (0x[0-9a-f]+))?:|"
                               r"X86_FEATURE_ZEN(\d)|break;", body):
            if tok.group(1):
                pending.append((int(tok.group(1), 16), int(tok.group(2) or tok.group(1), 16)))
            elif tok.group(3):
                out.setdefault((int(fm.group(1), 16), int(tok.group(3))), []).extend(pending)
            else:
                pending = []
    if not out:
        raise OracleError("amd.c: no X86_FEATURE_ZENn model ranges found")
    return out


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


def arm_mapfile_rows():
    """{(implementer, part): perf's directory} of perf's arm64 mapfile
    (core rows; MIDR_EL1 in the key's low 32 bits)."""
    out = {}
    for line in read_src(f"{PERF_ARM64}/mapfile.csv").splitlines():
        f4 = line.strip().split(",")
        if len(f4) < 4 or f4[3] != "core" or not f4[0].startswith("0x"):
            continue
        midr = int(f4[0], 16)
        out.setdefault((midr >> 24 & 0xff, midr >> 4 & 0xfff), f4[2])
    return out


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
ORACLES = ("json", "pfm", "perfmon", "amdjson")


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
                              f"(+ optional name), oracle {'|'.join(ORACLES)}; "
                              f"missing {sorted(missing)}, unknown {sorted(extra)}")
        out.append(d)
    keys = [(d["uarch"], d["pmu"], d["concept"], d["oracle"]) for d in out]
    dup = {k for k in keys if keys.count(k) > 1}
    if dup:
        raise OracleError(f"{path}: listed twice: {sorted(dup)}")
    return out


def row_concept(concepts, cn):
    """The concept whose row cn's is: an l3-* concept's row is its
    last-level concept's (concepts.toml l3_from), and so are that row's
    listed disagreements."""
    return concepts.get(cn, {}).get("l3_from") or cn


def cross_check(tables, pfm, known):
    """One record per (uarch, pmu, concept) row with each oracle's verdict.

    A sum, weighted or difference row's record has "parts": one {"ours",
    "oracles", "weight"} per part, each checked like a raw row (its
    "ours"/"oracles" are part 0's).

    verdict status: agree | differ | missing (the oracle has no such name)
    | error (libpfm4 refuses the string) | refused (a perfmon look-up the
    fixture's filter cannot answer: always a failure) | unnamed (the row
    names no event of this oracle) | n/a (the oracle does not know this CPU).
    A row that names no event can still be compared when its entry in the
    known-disagreement list gives the oracle's name (`name`); the perfmon
    oracle also finds a row without a name by its encoding.
    """
    concepts, wls, uarchs, cpumap, raw = tables[:5]
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
        elif u["vendor"] == 3:              # arm64: every PMUv3 alike
            gmap = maps["armv8_pmuv3_perf_map"]
        else:
            gmap = maps[amd_event_map_for(un, u["vendor"]) if amd
                        else "intel_perfmon_event_map"]
        for pmu, wname, rows in u["pmus"]:
            ctx = {"u": u, "uarch": un, "pmu": pmu, "amd": amd, "pfm": pfm,
                   "cpumap": cpumap}
            for cn, r in sorted(rows.items()):
                rec = {"uarch": un, "pmu": pmu, "concept": cn, "row": r,
                       "whitelist": wname, "ours": None, "oracles": {}}
                recs.append(rec)
                if r["type"] == "unsupported":
                    continue
                if r["type"] in ("sum", "weighted", "difference"):
                    # Each part on its own: every part names its events.
                    rec["parts"] = []
                    for q in r["parts"]:
                        part = {"ours": (q["config"], q["config1"]), "oracles": {},
                                "weight": q["weight"]}
                        for o in ORACLES:
                            part["oracles"][o] = _verdict(ctx, q, None, o, part["ours"])
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
                lc = row_concept(concepts, cn)
                for o in ORACLES:
                    rec["oracles"][o] = _verdict(ctx, r, listed.get((un, pmu, lc, o)), o,
                                                 rec["ours"])
    return recs


def own_name(r, o):
    """The event name a row (or sum part) gives oracle o: perfmon reads the
    row's `perfmon` key, else its perf JSON name (Intel's names are perf's)."""
    if o == "perfmon":
        return r.get("perfmon") or r.get("json") or ""
    if o == "amdjson":
        return r.get("json") or ""
    return r.get(o) or ""


UNION_SEP = "|"
# Bit fields of an encoding inside which an OR of published events counts
# exactly the union of what they count: Intel's offcore response register
# (SDM Vol.3B 'Off-core Response Performance Monitoring', Sandy Bridge and
# later cores and the Atom cores: request type bits 15:0, supplier bits
# 30:16 with ANY at 16, snoop bits 37:31, each field a set of alternatives),
# and, on AMD, a umask whose bits each select a source (config bits 15:8:
# the fill-source and L2 events data/invariants.toml lists as [[umask_or]]).
UNION_FIELDS = (("config1", 0xffff), ("config1", 0x7fff0000), ("config1", ~0x7fffffff),
                ("config", 0xff00))


def union_of(encs, amd):
    """(config, config1) of the OR of encodings, or a string saying why
    their OR is not the union of what they count: they must differ in one
    field only (UNION_FIELDS)."""
    c0, c10 = encs[0]
    dc = dc1 = 0
    for c, c1 in encs[1:]:
        dc |= c ^ c0
        dc1 |= c1 ^ c10
    for word, mask in UNION_FIELDS:
        if word == "config1" and not dc and not dc1 & ~mask:
            break
        if word == "config" and amd and not dc1 and not dc & ~mask and c10 == 0:
            break
    else:
        return (f"the named events differ in more than one field (config bits {dc:#x}, "
                f"config1 bits {dc1:#x}): their OR is not the union of what they count")
    cfg, cfg1 = 0, 0
    for c, c1 in encs:
        cfg |= c
        cfg1 |= c1
    return cfg, cfg1


def _union_verdict(ctx, r, o, name, ours, v):
    """A row citing the union it is ("A | B | C"): each name looked up by
    the oracle, and their OR compared with the row (union_of())."""
    encs = []
    wheres = []
    for n in name.split(UNION_SEP):
        q = dict(r)
        for k in ("json", "perfmon", "pfm"):
            if q.get(k) == name:
                q[k] = n
        w = _verdict(ctx, q, None, o, ours)
        if w["status"] in ("n/a", "unnamed", "refused"):
            return dict(w, name=name)
        if w["status"] in ("missing", "error"):
            return dict(w, name=name, says=f"{n}: {w['says']}")
        a, _, b = w["says"].partition("/")
        encs.append((int(a, 16), int(b, 16) if b else 0))
        if w.get("where"):
            wheres.append(w["where"])
    u = union_of(encs, ctx["amd"])
    if isinstance(u, str):
        v["status"], v["says"] = "differ", "not a union: " + u
        return v
    v["says"] = enc_str(*u)
    if wheres:
        v["where"] = wheres[0]
    v["status"] = "agree" if u == ours else "differ"
    return v


def _verdict(ctx, r, d, o, ours):
    """What oracle o says about the event a row or part names (its own key,
    or the name its known-disagreement entry d gives).  A name "A | B"
    cites the union of published events the row is ("A|B|C") (union_of())."""
    u, un = ctx["u"], ctx["uarch"]
    own = own_name(r, o)
    name = own or (d.get("name", "") if d else "")
    v = {"name": name, "from_list": bool(name and not own)}
    if UNION_SEP in name:
        return _union_verdict(ctx, r, o, name, ours, v)
    if o == "perfmon":
        return _perfmon_verdict(ctx, name, ours, v)
    if o == "amdjson":
        return _amdjson_verdict(ctx, name, ours, v)
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
    if o == "json" and u["vendor"] == 3:
        hit = arm_json_lookup(u["perf_json"], name)
        got = (hit[0], 0) if hit else None
        if hit:
            v["where"] = hit[1]
    elif o == "json":
        got = json_lookup(u["perf_json"], name, ctx["pmu"], ctx["amd"])
    else:
        got = ctx["pfm"].encode(u["libpfm4"], name)
    if got is None:
        v["status"], v["says"] = "missing", "missing"
    elif isinstance(got, str):
        v["status"], v["says"] = "error", "error: " + got
    else:
        v["says"] = enc_str(*got)
        v["status"] = "agree" if got == ours else "differ"
    return v


def _amdjson_verdict(ctx, name, ours, v):
    """Newer perf JSON for AMD: only for the directories and event families
    amd-json-facts.tsv holds (n/a elsewhere)."""
    aj = amdjson()
    # A uarch perf 6.12 has no table for (perf_json "") is checked against
    # the later directory the fixture names for it (its `uarch` line).
    pdir = ctx["u"]["perf_json"] or aj.uarch_dirs.get(ctx["uarch"], "")
    if not ctx["amd"] or pdir not in aj.events:
        v["status"] = "n/a"
        return v
    if not name:
        v["status"] = "unnamed"
        return v
    if not aj.covers(pdir, name):
        v["status"] = "n/a"
        return v
    v["where"] = aj.describe(pdir)
    got = aj.lookup(pdir, name)
    if got is None:
        v["status"], v["says"] = "missing", "missing"
        return v
    v["says"] = enc_str(*got)
    v["status"] = "agree" if got == ours else "differ"
    return v


def _perfmon_verdict(ctx, name, ours, v):
    # A fallback table is no model's: its rows are the architectural events
    # the kernel's own map encodes (checked there), for CPUs Intel's files
    # may not list at all.
    # Intel's files describe Intel's CPUs only.
    if ctx["amd"] or ctx["u"].get("fallback_for") or ctx["u"]["vendor"] == 3:
        v["status"] = "n/a"
        return v
    pm = perfmon()
    if "pm_keys" not in ctx:
        ctx["pm_keys"] = perfmon_files(ctx["uarch"], ctx["u"], ctx["cpumap"], ctx["pmu"])
    keys = ctx["pm_keys"]
    v["where"] = pm.describe(keys)
    if not keys:
        v["status"], v["says"] = "missing", "no perfmon file for this CPU"
        return v
    if not name:
        names = pm.names_for(keys, ours)
        if names:
            v["status"], v["name"], v["by_encoding"] = "agree", names[0], True
            v["says"] = enc_str(*ours)
        elif ours[0] & 0xff not in pm.codes(keys):
            v["status"] = "refused"
            v["says"] = (f"event code {ours[0] & 0xff:#04x} is in no event family of the "
                         "perfmon fixture's filter: widen FILTER in "
                         "tests/oracle/perfmon-extract.py and regenerate")
        else:
            v["status"] = "unnamed"
        return v
    try:
        got = pm.lookup(keys, name)
    except OracleError as e:
        v["status"], v["says"] = "refused", str(e)
        return v
    if got is None:
        v["status"], v["says"] = "missing", "missing"
        return v
    v["says"] = enc_str(*got[:2])
    v["where"] = pm.describe([got[2]])
    v["status"] = "agree" if got[:2] == ours else "differ"
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

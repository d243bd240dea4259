#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""data/gen.py: golden output for a fake architecture, and each build-time
refusal (overlap, duplicate, unknown concept, whitelist, missing row...)
triggered by one mutation of that fake data."""

import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tap import TAP  # noqa: E402

SRC = os.path.dirname(os.path.abspath(__file__))
GEN = os.path.join(SRC, "..", "data", "gen.py")
FAKE = os.path.join(SRC, "data-fake")
GOLDEN = os.path.join(SRC, "golden", "tables-fake.c")



T = TAP()
report = T.report


def run(ddir, *args):
    return subprocess.run([sys.executable, GEN, "--data", ddir, *args],
                          capture_output=True, text=True)


def mutate(name, path, old, new, expect):
    with tempfile.TemporaryDirectory() as d:
        dd = os.path.join(d, "data")
        shutil.copytree(FAKE, dd)
        p = os.path.join(dd, path)
        text = open(p).read()
        if old is None:
            text += new
        else:
            if old not in text:
                report(False, name, f"mutation anchor {old!r} missing")
                return
            text = text.replace(old, new, 1)
        open(p, "w").write(text)
        r = run(dd, "--check")
        report(r.returncode == 1 and expect in r.stderr, name,
               f"rc={r.returncode} stderr={r.stderr.strip()!r}, want {expect!r}")


with tempfile.TemporaryDirectory() as d:
    out = os.path.join(d, "tables.c")
    r = run(FAKE, "--output", out)
    if r.returncode:
        report(False, "fake data generates", r.stderr)
    else:
        got, want = open(out).read(), open(GOLDEN).read()
        report(got == want, "generated C equals tests/golden/tables-fake.c",
               "regenerate with: data/gen.py --data tests/data-fake --output "
               "tests/golden/tables-fake.c, and review the diff")
        # It compiles against src/tables.h, its static asserts included.
        cc = os.environ.get("CC", "cc")
        r = subprocess.run([cc, "-std=gnu11", "-fsyntax-only", "-I",
                            os.path.join(SRC, "..", "src"), out],
                           capture_output=True, text=True)
        report(r.returncode == 0, "generated C compiles against src/tables.h", r.stderr)
    r = run(os.path.join(SRC, "..", "data"), "--check")
    report(r.returncode == 0, "the real data/ passes its own checks", r.stderr)

mutate("overlapping model ranges", "cpus.txt", "F2      0-7", "F1      0-7", "overlaps")
mutate("overlapping stepping ranges", "cpus.txt", "F2      8-F", "F2      7-F", "overlaps")
mutate("unknown uarch in the CPU map", "cpus.txt", "fakecl  test", "nosuch  test",
       "unknown uarch 'nosuch'")
mutate("malformed model range", "cpus.txt", "F0-F1", "F1-F0", "bad model range")
mutate("duplicate row", "uarch/fakeep.toml", None,
       '\n[cpu.cycles]\ntype = "hardware"\nconfig = "cpu-cycles"\nexact = true\nref = "x"\n',
       "cannot parse")
mutate("unknown concept", "uarch/fakeep.toml", "[cpu.dram-remote]", "[cpu.dram-remote2]",
       "unknown concept 'dram-remote2'")
mutate("a sum of concepts has a total written where its parts count", "uarch/fakeep.toml",
       None, '\n[cpu.dram-stores]\ntype = "raw"\nconfig = 0x82d0\nexact = true\n'
       'json = "FAKE.STORES"\n',
       "a table writes a sum's total only where its parts cannot be counted")
mutate("a sum of concepts has a refusal written", "uarch/fakecl.toml", None,
       '\n[cpu.dram-stores]\nunsupported = "refused twice"\n',
       "is refused from its parts' rows already: write its total or nothing")
mutate("a difference of concepts has a weighted sum written", "uarch/fakeep.toml",
       '[cpu.dram-less-stores]\ntype = "raw"', '[cpu.dram-less-stores]\ntype = "weighted"',
       "a table writes its row only as events that count it directly")
mutate("a sum of an unknown concept", "concepts.toml", 'sum_of = ["dram-remote", "stores"]',
       'sum_of = ["dram-remote", "nosuch"]', "'nosuch' is not a hardware concept")
mutate("a sum of a sum of a sum", "concepts.toml", 'difference_of = ["dram-stores", "dram-less-stores"]',
       'difference_of = ["dram-stores", "stores-twice"]',
       "'stores-twice' is not a hardware concept (of the same unit) with rows of its own, "
       "nor one derived from such concepts")
mutate("an uncore sum of a sum", "concepts.toml", 'sum_of = ["mem-read-bytes", "mem-write-bytes"]',
       'sum_of = ["mem-read-bytes", "mem-bytes"]', "'mem-bytes' is not a uncore concept")
mutate("a sum of one concept", "concepts.toml", 'sum_of = ["dram-remote", "stores"]',
       'sum_of = ["stores"]', "sum_of names 2 to 4 distinct hardware concepts")
mutate("a difference of three concepts", "concepts.toml",
       'difference_of = ["dram-remote", "stores"]',
       'difference_of = ["dram-remote", "stores", "cycles"]',
       "difference_of names 2 to 2 distinct hardware concepts")
mutate("a concept both a sum and a difference", "concepts.toml",
       'difference_of = ["dram-remote", "stores"]',
       'difference_of = ["dram-remote", "stores"]\nsum_of = ["dram-remote", "stores"]',
       "sum_of or difference_of, not both")
mutate("an L3 concept, and tables that do not say what their L3 is", "concepts.toml", None,
       '\n[l3-remote]\nkind = "hardware"\nl3_from = "dram-remote"\ndefinition = "x"\n',
       'needs l3 = "llc"')
mutate("an L3 concept of an unknown concept", "concepts.toml", None,
       '\n[l3-remote]\nkind = "hardware"\nl3_from = "nosuch"\ndefinition = "x"\n',
       "l3_from: 'nosuch' is not a hardware concept")
mutate("missing concept row", "uarch/fakeep.toml", "[cpu.cycles]", "[cpu.cycles-gone]",
       "has no row for 'cycles'")
mutate("config1 outside the whitelist", "uarch/fakeep.toml", "config1 = 0x20ff",
       "config1 = 0x120ff", "bits 0x10000 outside the valid mask 0xffff")
mutate("config1 on an event without an extra register", "uarch/fakeep.toml",
       "config = 0x01b7", "config = 0x01b8", "which no extra register of this model takes")
mutate("unknown key (typo)", "uarch/fakeep.toml", "exact = true\njson = \"OFF",
       "exakt = true\nexact = true\njson = \"OFF", "unknown key 'exakt'")
mutate("approximate row without a note", "uarch/fakeep.toml",
       "exact = true\njson = \"OFF", "exact = false\njson = \"OFF", "needs approx")
mutate("raw row without cross-reference keys", "uarch/fakeep.toml",
       'json = "OFFCORE_RESPONSE.ANY_REQUEST.REMOTE_DRAM"', 'ref = "SDM"',
       "needs its cross-reference keys")
mutate("software concept given a row", "uarch/fakeep.toml", None,
       '\n[cpu.task-clock]\ntype = "hardware"\nconfig = "cpu-cycles"\nexact = true\nref = "x"\n',
       "software concept")
mutate("unsupported without a real reason", "uarch/fakecl.toml",
       'unsupported = "fake client part: a single socket has no remote DRAM"',
       'unsupported = "no"', "real reason")
mutate("hybrid column disagrees with the PMUs", "cpus.txt", "0-F   -       fakeep",
       "0-F   hybrid  fakeep", "hybrid column disagrees")
mutate("unknown whitelist", "uarch/fakeep.toml", 'cpu = "fakewl"', 'cpu = "nowl"',
       "unknown whitelist 'nowl'")

# Fallback tables (fallback_for, fallback_families).
mutate("two fallbacks for one vendor and family", "uarch/fakecl.toml", 'inherit = "fakeep"',
       'inherit = "fakeep"\nfallback_for = ["GenuineIntel"]\nfallback_families = "6"',
       "overlaps fakecl's 6-6")
mutate("fallback families out of range", "uarch/fakefb.toml", '"6,16-999"', '"6,16-1000"',
       "fallback_families: decimal display families")
mutate("fallback families backwards", "uarch/fakefb.toml", '"6,16-999"', '"6,999-16"',
       "fallback_families: decimal display families")
mutate("fallback families without fallback_for", "uarch/fakeep.toml", 'perf_json = "fake"',
       'perf_json = "fake"\nfallback_families = "6"', "fallback_families belongs with fallback_for")
mutate("fallback for an unknown vendor", "uarch/fakefb.toml", '["GenuineIntel"]',
       '["GenuineIntle"]', "fallback_for lists CPUID vendors")
mutate("hybrid fallback", "uarch/fakefb.toml", 'whitelist = { cpu = "none" }',
       'whitelist = { cpu_core = "none", cpu_atom = "none" }',
       "a fallback table has the single PMU 'cpu'")
mutate("perf_json left empty without a reason", "uarch/fakecl.toml", 'perf_json = "fake"',
       'perf_json = ""', "needs perf_json")
mutate("no_perf_json on a CPU perf has a table for", "uarch/fakecl.toml", 'perf_json = "fake"',
       'perf_json = "fake"\nno_perf_json = "perf 6.12 has no table for this CPU"',
       "goes with perf_json = \"\" only")

# Sum rows (type = "sum", parts = [...]).
P1 = '{ config = 0x01b7, config1 = 0x80ff, json = "OFFCORE_RESPONSE.L3_PREFETCH.ANY_DRAM"'
mutate("sum part outside the whitelist", "uarch/fakeep.toml", "config1 = 0x80ff",
       "config1 = 0x180ff", "part 1: config1 0x180ff has bits 0x10000 outside the valid mask")
mutate("sum part on an event without an extra register", "uarch/fakeep.toml",
       "config = 0x01b7, config1 = 0x80ff", "config = 0x01c0, config1 = 0x80ff",
       "part 1: config1 0x80ff on event 0x01c0, which no extra register")
mutate("sum with one part", "uarch/fakeep.toml", P1, "# " + P1, "a sum needs parts")
mutate("sum with duplicate parts", "uarch/fakeep.toml", "config1 = 0x80ff", "config1 = 0x60ff",
       "duplicates an earlier part")
mutate("sum with five parts", "uarch/fakeep.toml", P1,
       ", ".join('{ config = 0x%x, json = "E%d" }' % (0xc0 + i, i) for i in range(4)) + ",\n" + P1,
       "2 to 4 encodings")
mutate("sum with more OFFCORE_RSP parts than registers", "uarch/fakeep.toml", P1,
       '{ config = 0x01bb, config1 = 0x10ff, json = "X" },\n' + P1,
       "3 parts need an OFFCORE_RESPONSE register")
mutate("sum part without cross-reference keys", "uarch/fakeep.toml",
       ', json = "OFFCORE_RESPONSE.L3_PREFETCH.ANY_DRAM", pfm = "OFFCORE_RESPONSE_0:L3_PF:ANY_DRAM"',
       "", "each part needs its cross-reference keys")
mutate("unknown key in a sum part", "uarch/fakeep.toml", P1, P1 + ', exakt = true',
       "part 1: unknown key 'exakt'")
mutate("sum row with its own config", "uarch/fakeep.toml", 'type = "sum"',
       'type = "sum"\nconfig = 0x01b7', "a sum row keeps config in its parts")
mutate("parts on a raw row", "uarch/fakeep.toml", 'config1 = 0x20ff',
       'config1 = 0x20ff\nparts = []', "parts belong to type = \"sum\", \"weighted\"")

# Weighted rows (type = "weighted", a weight per part) and differences.
mutate("weighted part without a weight", "uarch/fakeep.toml", "0x04c7, weight = 2,",
       "0x04c7,", "part 1: weight must be an integer from 1 to 64")
mutate("weighted part with weight 0", "uarch/fakeep.toml", "weight = 2", "weight = 0",
       "part 1: weight must be an integer from 1 to 64")
mutate("weighted part with a negative weight", "uarch/fakeep.toml", "weight = 2",
       "weight = -1", "part 1: weight must be an integer from 1 to 64")
mutate("weighted row whose weights are all 1", "uarch/fakeep.toml", "weight = 2",
       "weight = 1", "every weight is 1: write type = \"sum\"")
mutate("weight on a sum part", "uarch/fakeep.toml", P1, P1 + ", weight = 2",
       "part 1: unknown key 'weight' (weights belong to type = \"weighted\" rows)")
mutate("weight on a difference part", "uarch/fakecl.toml", '0x02c1,', '0x02c1, weight = 1,',
       "unknown key 'weight'")
mutate("difference with three parts", "uarch/fakecl.toml", '{ config = 0x02c1',
       '{ config = 0x03c1, json = "FAKE.MORE" },\n  { config = 0x02c1',
       "a difference needs parts = [ ... ] with 2 to 2 encodings")
mutate("weighted part counted twice", "uarch/fakeep.toml", "0x04c7, weight = 2",
       "0x03c7, weight = 2", "duplicates an earlier part")

# Uncore rows (uncore.toml): every uarch has each uncore concept, encoded
# with the kernel's scale, or refused with the reason.
mutate("uncore row missing", "uncore.toml", "[fakefb.pkg-joules]", "[fakefb.pkg-joule]",
       "[fakefb.pkg-joules] is missing")
mutate("uncore scale that is not the kernel's", "uncore.toml", "scale = 64.0\nkernel_scale",
       "scale = 32.0\nkernel_scale", "is not the kernel's 6.103515625e-5 MiB")
mutate("uncore kernel scale in an unknown unit", "uncore.toml", '"6.103515625e-5 MiB"',
       '"6.103515625e-5 MB"', "want '<scale> <unit>'")
mutate("uncore refusal without a real reason", "uncore.toml",
       '"the fake client has no RAPL package domain"', '"no"', "a reason (a sentence)")
mutate("uncore approximate row without a note", "uncore.toml",
       'approx = "fake: the package domain\'s estimate, as the fake RAPL gives it"', "",
       "exact = false with approx")
mutate("uncore row without its source", "uncore.toml",
       'ref = "fake driver: rapl events"', "", "needs ref")
mutate("uncore row with an unknown key", "uncore.toml", 'alias = "energy-pkg"',
       'alias = "energy-pkg"\nunits = "joules"', "unknown key 'units'")
mutate("uncore row for a core concept", "uncore.toml", None,
       '\n[fakeep.cycles]\nunsupported = "a core concept has no uncore row at all"\n',
       "'cycles' is not an uncore concept")
mutate("uncore row for a sum", "uncore.toml", None,
       '\n[fakeep.mem-bytes]\nunsupported = "the sum is derived from its parts, not written"\n',
       "a table writes its total only where")
mutate("uncore row for an unknown uarch", "uncore.toml", "[fakefb.pkg-joules]",
       "[nosuch.pkg-joules]", "no such microarchitecture")
mutate("uncore row with config and configs", "uncore.toml", 'config = 0x02\n',
       'config = 0x02\nconfigs = [0x02]\n', "config (one encoding) or configs")
mutate("uncore row of seventeen encodings", "uncore.toml", "configs = [0x01ff, 0x02ff]",
       "configs = [" + ", ".join(hex(0x100 + i) for i in range(17)) + "]",
       "1 to 16 64-bit encodings")
mutate("uncore concept without a unit", "concepts.toml",
       'kind = "uncore"\nunit = "joules"', 'kind = "uncore"', "has a unit")
mutate("core concept with a unit", "concepts.toml", '[cycles]\nkind = "hardware"',
       '[cycles]\nkind = "hardware"\nunit = "bytes"', "has a unit")
mutate("uncore sum of parts of different units", "concepts.toml",
       'sum_of = ["mem-read-bytes", "mem-write-bytes"]',
       'sum_of = ["mem-read-bytes", "pkg-joules"]', "of the same unit")

# PAPI's preset names (papi.toml): a mapping names a concept that exists.
mutate("PAPI preset mapped to a concept that does not exist", "papi.toml",
       'concept = "cycles"', 'concept = "ref-cycles"',
       "concept 'ref-cycles' does not exist")
mutate("PAPI preset both mapped and refused", "papi.toml", 'concept = "cycles"',
       'concept = "cycles"\nrefused = "the fake architecture counts it otherwise"',
       "needs exactly one of concept")
mutate("PAPI preset neither mapped nor refused", "papi.toml", 'concept = "cycles"', "",
       "needs exactly one of concept")
mutate("PAPI refusal without a real reason", "papi.toml",
       'refused = "the fake architecture has no l2 concept"', 'refused = "no"', "real reason")
mutate("PAPI preset without PAPI's description", "papi.toml",
       'papi = "Level 2 data cache misses"\n', "", "needs papi =")
mutate("unknown key in a PAPI preset", "papi.toml", 'concept = "cycles"',
       'concept = "cycles"\nconcpet = "cycles"', "unknown key 'concpet'")
mutate("PAPI preset not spelt as PAPI spells it", "papi.toml", "[PAPI_L2_DCM]",
       "[papi_l2_dcm]", "a preset is named as PAPI spells it")

# One source per vocabulary fact: perf's names of the generic events, the
# vendor names and the core PMUs' names live in gen.py's tables, and the library reads them
# from the generated tables.c.  A name written again as a string in the
# library's C (comments aside) is a second, hand-kept copy of the list.
sys.path.insert(0, os.path.join(SRC, "..", "data"))
import gen  # noqa: E402

VOCAB = {v for v, _, _ in gen.VENDOR_TABLE} | {p for p, _ in gen.PMU_TABLE}
for table in (gen.GENERIC_HW, gen.GENERIC_SW, gen.GENERIC_CACHES, gen.GENERIC_CACHE_OPS,
              gen.GENERIC_CACHE_RESULTS):
    for e in table:
        VOCAB.update(e[2])
VOCAB.update(e[3] for e in gen.GENERIC_CACHE_OPS)
# A vendor's label in a message ("the arm64 core PMU takes ..."), no lookup.
ALLOWED = {("parse.c", "arm64")}


def literals(text):
    text = re.sub(r"/\*.*?\*/|//[^\n]*", " ", text, flags=re.S)
    return re.findall(r'"((?:[^"\\\n]|\\.)*)"', text)


LIBSRC = os.path.join(SRC, "..", "src")
copies = sorted((f, s) for f in os.listdir(LIBSRC) if f.endswith((".c", ".h"))
                for s in literals(open(os.path.join(LIBSRC, f)).read())
                if s in VOCAB and (f, s) not in ALLOWED)
report(not copies, "the library spells no generic event, vendor or core PMU name but the generated tables",
       f"{copies}: use src/tables.h pg_perf_*, pg_vendor_names, pg_pmu_names "
       "(data/gen.py GENERIC_*, VENDOR_TABLE, PMU_TABLE)")
# The check itself: it sees a hand-kept table.
report(literals('/* "cs" */ static const char *t[] = { "cycles", "x\\"y" };')
       == ["cycles", 'x\\"y'] and "cycles" in VOCAB and "GenuineIntel" in VOCAB,
       "the hand-copy check reads C string literals outside comments")

sys.exit(T.finish())

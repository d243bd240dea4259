#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Every MIDR of perf 6.12's arm64 mapfile (tools/perf/pmu-events/arch/
arm64/mapfile.csv, from the oracles' cached extract of
/usr/src/linux-source-6.12.tar.xz: tests/oracle/oracles.py) as --cpu takes
it, and as sysfs writes a CPU's (a variant and a revision set): perfgen
cpu must identify it, its fields computed here from the MIDR on their
own (Arm ARM MIDR_EL1: implementer 31:24, variant 23:20, part 15:4,
revision 3:0), with the core table whose perf_json is the directory the
mapfile gives it (data/cpus.txt keys implementer, part and revision, any
variant).

    test_arm64_ids.py PERFGEN
"""
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "oracle"))
from tap import TAP  # noqa: E402
import oracles as O  # noqa: E402
sys.path.insert(0, os.path.join(HERE, "..", "data"))
import gen  # noqa: E402


def expect(midr, uarch):
    arch = int(uarch == "arm64-arch-fallback")
    return (f"cpu=0x{midr:016x} vendor=arm64 family={midr >> 24} "
            f"model=0x{(midr >> 4) & 0xfff:X} stepping=0x{midr & 0xf:X} "
            f"uarch={uarch} hybrid=0 hypervisor=0 architectural={arch}")


def tables():
    """{(implementer, part): (uarch, its perf_json)} of data/cpus.txt."""
    err = gen.Errors()
    _, _, uarchs, cpumap, _ = gen.load_all(os.path.join(HERE, "..", "data"), err)
    return {(r["family"], m): (r["uarch"], uarchs[r["uarch"]]["perf_json"])
            for r in cpumap if r["vname"] == "arm64"
            for m in range(r["models"][0], r["models"][1] + 1)}


def main():
    perfgen = sys.argv[1]
    t = TAP()
    try:
        text = O.read_src("tools/perf/pmu-events/arch/arm64/mapfile.csv")
    except (OSError, O.OracleError) as e:
        t.report(False, "perf's arm64 mapfile readable", str(e))
        return t.finish()
    rows = {int(m, 16): d for m, d in
            re.findall(r"^(0x[0-9a-fA-F]{16}),v1,([^,]+),core", text, re.M)}
    midrs = sorted(rows)
    t.report(len(midrs) >= 30, f"perf's arm64 mapfile lists {len(midrs)} MIDRs")
    ours = tables()
    for midr in midrs:
        # A core no line maps gets the fallback (the oracle's cpumap section
        # requires it listed in cpumap-differences.toml with why).
        uarch, pdir = ours.get((midr >> 24, midr >> 4 & 0xfff), ("arm64-arch-fallback", ""))
        if pdir:
            t.report(pdir == rows[midr], f"0x{midr:016x}: {uarch}, perf's {rows[midr]}",
                     f"data/cpus.txt maps it to {uarch} (perf_json '{pdir}')")
        # The mapfile's own form, and a part as sysfs shows it: r4p1.
        for v in (midr, midr | 4 << 20 | 1):
            for s in (f"0x{v:016x}", f"0x{v:x}".upper().replace("0X", "0x")):
                r = subprocess.run([perfgen, "cpu", "--cpu", s], capture_output=True,
                                   text=True)
                got = r.stdout.splitlines()[0] if r.stdout else r.stderr.strip()
                want = expect(v, uarch)
                t.report(r.returncode == 0 and got == want, f"perfgen cpu --cpu {s}",
                         f"exit {r.returncode}: '{got}', want '{want}'")
    return t.finish()


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Every MIDR of perf 6.12's arm64 mapfile (tools/perf/pmu-events/arch/
arm64/mapfile.csv, from the oracles' cached extract of
/usr/src/linux-source-6.12.tar.xz: tests/oracle/oracles.py) as --cpu takes
it, and as sysfs writes a CPU's (a variant and a revision set): perfgen
cpu must identify it, its fields computed here from the MIDR on their
own (Arm ARM MIDR_EL1: implementer 31:24, variant 23:20, part 15:4,
revision 3:0), with the arm64 fallback (no core table yet).

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


def expect(midr):
    return (f"cpu=0x{midr:016x} vendor=arm64 family={midr >> 24} "
            f"model=0x{(midr >> 4) & 0xfff:X} stepping=0x{midr & 0xf:X} "
            "uarch=arm64-arch-fallback hybrid=0 hypervisor=0 architectural=1")


def main():
    perfgen = sys.argv[1]
    t = TAP()
    try:
        text = O.read_src("tools/perf/pmu-events/arch/arm64/mapfile.csv")
    except (OSError, O.OracleError) as e:
        t.report(False, "perf's arm64 mapfile readable", str(e))
        return t.finish()
    midrs = sorted({int(m, 16) for m in re.findall(r"^(0x[0-9a-fA-F]{16}),", text, re.M)})
    t.report(len(midrs) >= 30, f"perf's arm64 mapfile lists {len(midrs)} MIDRs")
    for midr in midrs:
        # The mapfile's own form, and a part as sysfs shows it: r4p1.
        for v in (midr, midr | 4 << 20 | 1):
            for s in (f"0x{v:016x}", f"0x{v:x}".upper().replace("0X", "0x")):
                r = subprocess.run([perfgen, "cpu", "--cpu", s], capture_output=True,
                                   text=True)
                got = r.stdout.splitlines()[0] if r.stdout else r.stderr.strip()
                t.report(r.returncode == 0 and got == expect(v), f"perfgen cpu --cpu {s}",
                         f"exit {r.returncode}: '{got}', want '{expect(v)}'")
    return t.finish()


if __name__ == "__main__":
    sys.exit(main())

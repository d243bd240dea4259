#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Judge the library's API checks and the instruction bench of an arm64 guest.

  check-api.py MODEL LOG

Reads the "@@uread", "@@bench", "@@bench-off" and "@@percpu" lines that
guestcheck.c and bench/insn_bench.c print, one "ok - ..." or "not ok - ..."
line per check:

- user-space reads (perf_user_access=1): for instructions:u and cycles:u the
  page allows them (cap_user_rdpmc, an index: PMEVCNTR<n>_EL0 or, index 32,
  PMCCNTR_EL0), the library's reading lies between two read(2)s of the fd
  while counting and equals them once stopped, and it costs no kernel
  instruction (the bench's read-user): the MRS path, not read(2);
- access off (perf_user_access=0): index 0, the same sandwich and equality,
  and the library's read falls back to read(2) (kernel instructions again);
- the bench's budgets, in retired instructions (exact under -icount
  shift=0; the numbers in docs/PERFORMANCE.md): perfgen_counter_read() adds
  at most 150 user and 500 kernel instructions to a raw read(2),
  perfgen_counter_disable()/enable() as much to the raw ioctls, and a
  user-space read costs at most 250 user instructions and no kernel one;
- CPU 1 of -smp 2 is offline (halted, retiring nothing) for every exact
  check and online for the per-CPU one;
- per-CPU units (-smp 2): a counter of loop2's task on CPUs 0 and 1 has two
  units whose counts add up to the counter's total exactly; the total and
  each CPU's count are within 0.5% of loop2's (QEMU's instruction count is
  one for all vCPUs, so a vCPU's counter also sees what the other retires
  while it counts: 0.05% here).
"""
import re
import sys

LOOP2_TOTAL = 8_000_017
LOOP2_CPU0 = 2_000_002
LOOP2_CPU1 = 6_000_005
SHARED_ICOUNT = 0.005
LIB_USER, LIB_KERNEL, UREAD_USER = 150, 500, 250


def fields(line):
    return dict(kv.split('=', 1) for kv in line.split() if '=' in kv)


def main():
    model, path = sys.argv[1], sys.argv[2]
    uread, bench, percpu, online = {}, {}, None, {}
    with open(path, errors='replace') as f:
        for line in f:
            line = line.rstrip('\r\n')
            m = re.match(r'@@uread (on|off) (\S+) (.*)', line)
            if m:
                uread[(m.group(1), m.group(2))] = m.group(3)
            m = re.match(r'@@(bench|bench-off) (\S+) user=(-?\d+) kernel=(-?\d+)', line)
            if m:
                bench[(m.group(1), m.group(2))] = (int(m.group(3)), int(m.group(4)))
            m = re.match(r'@@(online|online-percpu) (\S*)', line)
            if m:
                online[m.group(1)] = m.group(2)
            if line.startswith('@@percpu '):
                percpu = line[len('@@percpu '):]
    out = []

    def check(ok, what):
        out.append(f'{"ok" if ok else "not ok"} - {model}: {what}')

    check(online.get('online') == '0' and online.get('online-percpu') == '0-1',
          f"CPU 1 offline for the exact checks (online {online.get('online')}), online "
          f"for the per-CPU one ({online.get('online-percpu')})")
    for ev in ('instructions:u', 'cycles:u'):
        line = uread.get(('on', ev), '')
        f = fields(line)
        ok = (f.get('cap_user_rdpmc') == '1' and f.get('index', '0') != '0' and
              f.get('in_order') == '1' and f.get('equal') == '1')
        check(ok, f'user-space read of {ev} (perf_user_access=1): index {f.get("index")}, '
              f'between two read(2)s ({f.get("running")}), equal once stopped'
              + ('' if ok else f": '{line}'"))
    line = uread.get(('off', 'instructions:u'), '')
    f = fields(line)
    ok = f.get('index') == '0' and f.get('in_order') == '1' and f.get('equal') == '1'
    check(ok, 'perf_user_access=0: index 0, the library reads through read(2), same counts'
          + ('' if ok else f": '{line}'"))

    def b(kind, op):
        return bench.get((kind, op), (None, None))

    raw, lib, user = b('bench', 'read-raw'), b('bench', 'read-lib'), b('bench', 'read-user')
    traw, tlib = b('bench', 'toggle-raw'), b('bench', 'toggle-lib')
    off = b('bench-off', 'read-user')
    have = None not in raw + lib + user + traw + tlib + off
    if not have:
        check(False, f'bench: missing lines ({bench})')
    else:
        d = (lib[0] - raw[0], lib[1] - raw[1])
        check(d[0] <= LIB_USER and d[1] <= LIB_KERNEL,
              f'bench: perfgen_counter_read adds {d[0]} user, {d[1]} kernel instructions '
              f'to read(2) (budget {LIB_USER}, {LIB_KERNEL})')
        d = (tlib[0] - traw[0], tlib[1] - traw[1])
        check(d[0] <= LIB_USER and d[1] <= LIB_KERNEL,
              f'bench: perfgen_counter_disable/enable add {d[0]} user, {d[1]} kernel '
              f'instructions to the ioctls (budget {LIB_USER}, {LIB_KERNEL})')
        check(user[0] <= UREAD_USER and user[1] == 0,
              f'bench: a user-space read costs {user[0]} user, {user[1]} kernel instructions '
              f'(budget {UREAD_USER}, 0; read(2): {raw[0]} + {raw[1]})')
        check(off[1] > 0, f'bench: with perf_user_access=0 the read falls back to read(2) '
              f'({off[0]} user, {off[1]} kernel instructions)')
    f = fields(percpu or '')
    try:
        total, s = int(f['total']), int(f['sum'])
        cpu0, cpu1 = int(f['cpu0']), int(f['cpu1'])
        units = int(f['units'])
    except (KeyError, ValueError):
        check(False, f"per-CPU units: '{percpu}'")
    else:
        def near(v, want):
            return abs(v - want) <= SHARED_ICOUNT * want

        ok = (f.get('status') == '0' and units == 2 and s == total and
              near(total, LOOP2_TOTAL) and near(cpu0, LOOP2_CPU0) and near(cpu1, LOOP2_CPU1))
        check(ok, f'per-CPU units (-smp 2): cpu0 {cpu0} + cpu1 {cpu1} = total {total} '
              f'exactly; each within 0.5% of {LOOP2_CPU0}, {LOOP2_CPU1}, {LOOP2_TOTAL} '
              f'(worst {100 * max(abs(cpu0 - LOOP2_CPU0) / LOOP2_CPU0, abs(cpu1 - LOOP2_CPU1) / LOOP2_CPU1, abs(total - LOOP2_TOTAL) / LOOP2_TOTAL):.3f}%)')
    print('\n'.join(out))


if __name__ == '__main__':
    main()

#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The microkernels of perfgen validate, proven without a PMU.

Each mode of validate-kernels-driver runs one microkernel and prints what
its formulas and the verdict's bands say; this runs the driver under
callgrind (exact instruction, branch, read and write counts: they must
equal the formulas) and cachegrind with cache and branch simulation
(last-level misses of the big sweep and mispredictions of the random
branch within the verdict's band, the controls near zero).

  test_validate_kernels.py DRIVER [MODE...]

Without modes, every real microkernel.  The modes c-loop (a loop the
compiler removed) and wrong-formula (pgk_loop against 2n + 3) must fail:
meson runs them with should_fail.  Exit 77 (skip) without valgrind.
"""
import os
import shutil
import subprocess
import sys
import tempfile

# Caches valgrind simulates: powers of two, so that the sweep and the
# bands are the same on every host (cachegrind would otherwise read the
# host's CPUID, which a VM may not fill).
D1 = 32768
LL = 1048576
CACHES = ['--I1=32768,8,64', f'--D1={D1},8,64', f'--LL={LL},16,64']

MODES = {
    'loop': ['1000000'],
    'branch-random': ['65536'],
    'branch-fixed': ['65536'],
    'chase': [str(D1), str(LL)],
    'chase-small': [str(D1), str(LL)],
    'store': [str(D1), str(LL)],
    'store-small': [str(D1), str(LL)],
    'c-loop': ['1000000'],
    'wrong-formula': ['1000000'],
}
REAL = ['loop', 'branch-random', 'branch-fixed', 'chase', 'chase-small', 'store',
        'store-small']


def per_function(path):
    """Self cost per function name from a callgrind or cachegrind out file."""
    events, costs, fn, skip = None, {}, None, False
    with open(path) as f:
        for line in f:
            line = line.rstrip('\n')
            if line.startswith('events:'):
                events = line.split()[1:]
            elif line.startswith('fn='):
                fn = line[3:].strip()
                costs.setdefault(fn, [0] * len(events))
            elif line.startswith('calls='):
                skip = True     # the next cost line is a call's inclusive cost
            elif fn and line and (line[0].isdigit() or line[0] in '+-*'):
                if skip:
                    skip = False
                    continue
                vals = line.split()[1:]
                for i, v in enumerate(vals):
                    costs[fn][i] += int(v)
    return {name: dict(zip(events, v)) for name, v in costs.items()}


def run_tool(tool, driver, mode, tmp):
    out = os.path.join(tmp, f'{tool}.{mode}.out')
    cmd = ['valgrind', f'--tool={tool}', '--cache-sim=yes', '--branch-sim=yes'] + CACHES
    if tool == 'callgrind':
        cmd += ['--compress-strings=no', '--compress-pos=no', f'--callgrind-out-file={out}']
    else:
        cmd += [f'--cachegrind-out-file={out}']
    cmd += [driver, mode] + MODES[mode]
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode:
        sys.exit(f'{" ".join(cmd)}: exit {p.returncode}\n{p.stderr}')
    return p.stdout, per_function(out)


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    driver, modes = sys.argv[1], sys.argv[2:] or REAL
    if not shutil.which('valgrind'):
        print('SKIP: valgrind is not installed (scripts/install-deps.sh --tests installs it)')
        sys.exit(77)
    failed = 0
    cache = {}
    with tempfile.TemporaryDirectory() as tmp:
        def counts(tool, mode):
            if (tool, mode) not in cache:
                cache[tool, mode] = run_tool(tool, driver, mode, tmp)
            return cache[tool, mode]

        for mode in modes:
            expect, _ = counts('callgrind', mode)
            for line in expect.splitlines():
                w = line.split()
                kind, fn, ev = w[0], w[1], w[2]
                tool = 'callgrind' if kind == 'exact' else 'cachegrind'
                got = counts(tool, mode)[1].get(fn, {}).get(ev, 0)
                what = f'{mode}: {tool} {fn} {ev} = {got}'
                if kind == 'exact':
                    ok = got == int(w[3])
                    what += f', formula {w[3]}'
                elif kind == 'band':
                    lo, hi = float(w[3]), float(w[4])
                    if len(w) > 5 and w[5] == 'minus':
                        base = counts(tool, w[6])[1].get(fn, {}).get(ev, 0)
                        got -= base
                        what += f' less {base} in {w[6]} = {got}'
                    ok = lo <= got <= hi
                    what += f', band {lo:.0f}..{hi:.0f}'
                else:
                    ok = got <= float(w[3])
                    what += f', at most {w[3]}'
                print(('ok - ' if ok else 'not ok - ') + what)
                failed += not ok
            if not expect.strip():
                print(f'not ok - {mode}: the driver printed no expectation')
                failed += 1
    print(f'{"FAIL" if failed else "PASS"}: {failed} check(s) failed')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())

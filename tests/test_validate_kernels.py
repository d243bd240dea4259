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

The floating-point kernels are weighed a third way: callgrind counts how
often each instruction ran (--dump-instr=yes), objdump names it, and the
table below gives each arithmetic instruction its operations (one per
element, two for a fused multiply-add) and precision, independently of
the C formulas, which must agree; and its kind (scalar or packed), whose
instruction counts (an FMA two) the fp-insts-* concepts use.  The same
callgrind run with --collect-jumps=yes proves the taken conditional
branches and the unconditional jumps.  In flops-window only what the driver
marks (validate's counted window: the library's enable and disable, the
clock reads, the kernels) is collected, from every object: all of it
together must compute exactly the kernels' operations.

Without modes, every real microkernel.  The modes c-loop (a loop the
compiler removed), wrong-formula (pgk_loop against 2n + 3), flops-nomul
(pgk_flops_dp's formula for a kernel without its multiplies) and
flops-weights-one (its FLOPs counted once per instruction) must fail:
meson runs them with should_fail.  Exit 77 (skip) without valgrind, or
without objdump for the floating-point modes.
"""
import os
import re
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
    'loop0': ['0'],
    'jumps': ['1000000'],
    'kinds': ['100000'],
    'branch-random': ['65536'],
    'branch-fixed': ['65536'],
    'chase': [str(D1), str(LL)],
    'chase-small': [str(D1), str(LL)],
    'store': [str(D1), str(LL)],
    'store-small': [str(D1), str(LL)],
    'c-loop': ['1000000'],
    'wrong-formula': ['1000000'],
    'flops-dp': ['100000'],
    'flops-sp': ['100000'],
    'flops-int': ['100000'],
    'flops-avx-dp': ['100000'],
    'flops-avx-sp': ['100000'],
    'flops-fma-once': ['100000'],
    'flops-window': [],
    'flops-nomul': ['100000'],
    'flops-weights-one': ['100000'],
}
REAL = ['loop', 'loop0', 'jumps', 'kinds', 'branch-random', 'branch-fixed', 'chase', 'chase-small', 'store',
        'store-small', 'flops-dp', 'flops-sp', 'flops-int', 'flops-avx-dp', 'flops-avx-sp',
        'flops-window']

# SSE/AVX floating-point arithmetic as the fp-ops concepts count it: the
# operations computed, one per element, a fused multiply-add two.  Moves,
# shuffles, logic, compares and conversions compute nothing; x87 is not
# counted.
FP_OP = re.compile(r'^v?(add|sub|mul|div|sqrt|min|max|addsub|hadd|hsub|rcp|rsqrt|dp)'
                   r'(ss|sd|ps|pd)$')
FP_FMA = re.compile(r'^vf(n?m(add|sub)|maddsub|msubadd)(132|213|231)(ss|sd|ps|pd)$')
REG_BITS = {'xmm': 128, 'ymm': 256, 'zmm': 512}


def fp_weight(mnemonic, operands):
    """(precision, operations, kind, width) of one execution of an
    instruction, or None; kind 'scalar-sp' ... 'packed-dp', width '128b-sp'
    ... '512b-dp' for a packed one (None for a scalar one)."""
    fma = FP_FMA.match(mnemonic)
    m = fma or FP_OP.match(mnemonic)
    if not m:
        return None
    suffix = m.groups()[-1]
    prec = 'sp' if suffix[1] == 's' else 'dp'
    bits = 0
    if suffix[0] == 's':
        lanes = 1
    else:
        bits = max([REG_BITS[r] for r in re.findall(r'%([xyz]mm)', operands)] or [128])
        lanes = bits // (32 if prec == 'sp' else 64)
    return (prec, lanes * (2 if fma else 1), ('scalar-' if suffix[0] == 's' else 'packed-') + prec,
            f'{bits}b-{prec}' if bits else None)


# Instructions by kind, each once (barrier-insts, fma-insts, simd-insts):
# the fences; the fused multiply-adds; and every instruction on a vector
# register (MMX, XMM, YMM, ZMM) that is not scalar floating point (an ss or
# sd suffix: one element in a vector register).
BARRIER = {'lfence', 'sfence', 'mfence'}
VEC_REG = re.compile(r'%(x|y|z)?mm\d')


def insn_kinds(mnemonic, operands):
    """The kinds barriers, fma and simd an instruction counts in."""
    out = set()
    if mnemonic in BARRIER:
        out.add('barriers')
    if FP_FMA.match(mnemonic):
        out.add('fma')
    if VEC_REG.search(operands) and not re.search(r'(ss|sd)$', mnemonic):
        out.add('simd')
    return out


def kind_totals(instr, fn):
    """{kind: instructions} executed in function fn, and what could not be read."""
    tot, unknown = {'barriers': 0, 'fma': 0, 'simd': 0}, []
    for (ob, f), cost in instr.items():
        if f != fn:
            continue
        if not ob or not os.path.exists(ob):
            unknown.append(f'{f} in {ob}: no object to read')
            continue
        insns = disassembly(ob)
        for addr, n in cost.items():
            if addr not in insns:
                unknown.append(f'{f} in {ob}: no instruction at {addr:#x}')
                continue
            for k in insn_kinds(*insns[addr]):
                tot[k] += n
    return tot, unknown


_disasm = {}


def disassembly(obj):
    """address -> (mnemonic, operands) of an object, from objdump."""
    if obj not in _disasm:
        insns = {}
        p = subprocess.run(['objdump', '-d', '--no-show-raw-insn', '-M', 'att', obj],
                           capture_output=True, text=True)
        for line in p.stdout.splitlines():
            m = re.match(r'^\s*([0-9a-f]+):\s+(\S+)\s*(.*)$', line)
            if m:
                insns[int(m.group(1), 16)] = (m.group(2), m.group(3))
        _disasm[obj] = insns
    return _disasm[obj]


def per_instruction(path, jumps=None):
    """{(object, function): {address: executions}} from a callgrind out
    file written with --dump-instr=yes (addresses relative to the object);
    with --collect-jumps=yes, jumps[function] = [conditional jumps taken,
    unconditional jumps] (a ret is neither)."""
    out, ob, fn, skip = {}, None, None, False
    with open(path) as f:
        for line in f:
            line = line.rstrip('\n')
            if line.startswith('ob='):
                ob = line[3:].strip()
            elif line.startswith('fn='):
                fn = line[3:].strip()
            elif line.startswith('calls='):
                skip = True
            elif line.startswith(('jcnd=', 'jump=')):
                # jcnd=TAKEN/EXECUTED TARGET, jump=COUNT TARGET; the line
                # after is the jump's own position, no cost.
                if jumps is not None:
                    n = int(line[5:].split()[0].split('/')[0])
                    jumps.setdefault(fn, [0, 0])[line.startswith('jump=')] += n
                skip = True
            elif fn and line.startswith('0x'):
                if skip:
                    skip = False
                    continue
                w = line.split()
                cost = out.setdefault((ob, fn), {})
                cost[int(w[0], 16)] = cost.get(int(w[0], 16), 0) + int(w[2])
    return out


def fp_totals(instr, fn):
    """{precision: [operations, instructions]} executed in function fn, or
    in everything collected for fn '*'; and what could not be read."""
    tot, unknown = {'sp': [0, 0], 'dp': [0, 0]}, []
    # Instructions by kind, an FMA counting two (the fp-insts-* concepts).
    kinds = {'scalar-sp': 0, 'scalar-dp': 0, 'packed-sp': 0, 'packed-dp': 0,
             '128b-sp': 0, '128b-dp': 0, '256b-sp': 0, '256b-dp': 0, '512b-sp': 0, '512b-dp': 0}
    for (ob, f), cost in instr.items():
        if fn != '*' and f != fn:
            continue
        if not ob or not os.path.exists(ob):
            unknown.append(f'{f} in {ob}: {sum(cost.values())} instructions, no object to read')
            continue
        insns = disassembly(ob)
        for addr, n in cost.items():
            if addr not in insns:
                unknown.append(f'{f} in {ob}: no instruction at {addr:#x}')
                continue
            w = fp_weight(*insns[addr])
            if w:
                tot[w[0]][0] += n * w[1]
                tot[w[0]][1] += n
                weight = n * (2 if FP_FMA.match(insns[addr][0]) else 1)
                kinds[w[2]] += weight
                if w[3]:
                    kinds[w[3]] += weight
    tot.update(kinds)
    return tot, unknown


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
    if tool == 'instr':
        # Executions per instruction; in flops-window only between the marks.
        cmd = ['valgrind', '--tool=callgrind', '--dump-instr=yes', '--collect-jumps=yes',
               '--compress-strings=no', '--compress-pos=no', f'--callgrind-out-file={out}']
        if mode == 'flops-window':
            cmd += ['--collect-atstart=no']
        p = subprocess.run(cmd + [driver, mode] + MODES[mode], capture_output=True, text=True)
        if p.returncode:
            sys.exit(f'{" ".join(cmd)}: exit {p.returncode}\n{p.stderr}')
        jumps = {}
        return p.stdout, (per_instruction(out, jumps), jumps)
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
    if not shutil.which('objdump'):
        if all(m.startswith('flops') for m in modes):
            print('SKIP: objdump is not installed (binutils; scripts/install-deps.sh --tests)')
            sys.exit(77)
        print('# objdump is not installed: the floating-point kernels are not weighed')
        modes = [m for m in modes if not m.startswith('flops')]
    failed = skipped = 0
    cache = {}
    with tempfile.TemporaryDirectory() as tmp:
        def counts(tool, mode):
            if (tool, mode) not in cache:
                cache[tool, mode] = run_tool(tool, driver, mode, tmp)
            return cache[tool, mode]

        for mode in modes:
            expect, _ = counts('instr' if mode == 'flops-window' else 'callgrind', mode)
            for line in expect.splitlines():
                w = line.split()
                if w[0] == 'skip':
                    print(f'ok - {mode} # SKIP {" ".join(w[1:])}')
                    skipped += 1
                    continue
                kind, fn, ev = w[0], w[1], w[2]
                if kind == 'jumps':
                    got = counts('instr', mode)[1][1].get(fn, [0, 0])[ev == 'direct']
                    ok = got == int(w[3])
                    print(('ok - ' if ok else 'not ok - ') +
                          f'{mode}: callgrind --collect-jumps {fn} {ev} = {got}, formula {w[3]}')
                    failed += not ok
                    continue
                if kind == 'kind':
                    tot, unknown = kind_totals(counts('instr', mode)[1][0], fn)
                    ok = tot[ev] == int(w[3]) and not unknown
                    print(('ok - ' if ok else 'not ok - ') +
                          f'{mode}: objdump x callgrind {fn} {ev} instructions = '
                          f'{tot[ev]}, formula {w[3]}')
                    failed += not ok
                    continue
                if kind == 'fpkind':
                    tot, unknown = fp_totals(counts('instr', mode)[1][0], fn)
                    ok = tot[ev] == int(w[3]) and not unknown
                    print(('ok - ' if ok else 'not ok - ') +
                          f'{mode}: objdump x callgrind {fn} {ev} instructions (FMA two) = '
                          f'{tot[ev]}, formula {w[3]}')
                    failed += not ok
                    continue
                if kind == 'fp':
                    tot, unknown = fp_totals(counts('instr', mode)[1][0], fn)
                    flops, insns = tot[ev]
                    ok = flops == int(w[3]) and insns == int(w[4]) and not unknown
                    print(('ok - ' if ok else 'not ok - ') +
                          f'{mode}: objdump x callgrind {fn} {ev} FLOPs = {flops} in '
                          f'{insns} instructions, formula {w[3]} in {w[4]}')
                    for u in unknown[:5]:
                        print(f'#   {u}')
                    failed += not ok
                    continue
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
    if not failed and skipped == len(modes):
        return 77   # nothing this machine can run: not a pass (should_fail modes)
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())

#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Judge `perfgen validate --json --cpu-hz 1e9` from an arm64 guest's console.

  check-validate.py MODEL LOG

Reads the "@@validate " lines of LOG and prints one "ok - ..." or
"not ok - ..." line per check.  Under QEMU's -icount shift=0 retired
instructions are exact and the PMUv3 cycle counter advances one cycle per
nanosecond of virtual time, one nanosecond per instruction, so:

- instructions passes with exactly 2n for the 10,000,000-iteration loop
  less the empty one (the harness cancels);
- cycles passes, and its signal less its control (the same window around
  the empty loop) is exactly the 40,000,000 instructions the 20,000,000
  iterations add: one cycle per instruction;
- every other hardware concept is refused by the library before any open
  (cannot count, reason code unsupported) with a reason naming PMCEID (the
  core's table lists an event the guest's PMCEID0/1_EL0 leave out), the
  missing core table (the architected fallback), or the reason a core
  table of data/uarch/ gives for that concept (the real core cannot count
  it either: read from data/ with gen.load_all, not listed here); or
  opened and skipped because no microkernel proves it (the stall cycles,
  which QEMU lists, have no known count).  Judged by the
  reason, not by a list of concepts, so that core tables can grow;
- nothing fails; software concepts pass or are skipped with why.
"""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                '..', '..', 'data'))
import gen  # noqa: E402

LOOP_N = 10_000_000     # PGK_LOOP_N
CYCLES_N = 20_000_000   # PGK_CYCLES_N


def table_refusals():
    """{concept: reasons} of the arm64 tables' unsupported rows, core and uncore."""
    errors = []
    _, _, uarchs, _, _ = gen.load_all(os.path.join(os.path.dirname(gen.__file__)),
                                   lambda *a: errors.append(a))
    if errors:
        sys.exit(f'check-validate: data/ does not load: {errors[0]}')
    out = {}
    for u in uarchs.values():
        if u['vendor'] != gen.UARCH_VENDORS['arm']:
            continue
        for _, _, rows in u['pmus']:
            for concept, row in rows.items():
                if row['type'] == 'unsupported':
                    out.setdefault(concept, set()).add(row['unsupported'])
        # The uncore concepts (data/uncore.toml): refused on every arm64 table.
        for concept, row in u['uncore'].items():
            if row['type'] == 'unsupported':
                out.setdefault(concept, set()).add(row['unsupported'])
    return out


def main():
    model, path = sys.argv[1], sys.argv[2]
    by_table = table_refusals()
    results, summary = {}, None
    with open(path, errors='replace') as f:
        for line in f:
            line = line.rstrip('\r\n')
            if not line.startswith('@@validate '):
                continue
            try:
                o = json.loads(line[len('@@validate '):])
            except ValueError:
                print(f'not ok - {model}: validate: not JSON: {line[:120]}')
                continue
            if 'summary' in o:
                summary = o['summary']
            else:
                results[o['concept']] = o
    out = []

    def check(ok, what):
        out.append(f'{"ok" if ok else "not ok"} - {model}: validate: {what}')

    if summary is None or not results:
        check(False, 'no JSON summary on the console')
        print('\n'.join(out))
        return
    check(summary['fail'] == 0 and summary['exit'] in (0, 3),
          f"nothing fails ({summary['pass']} pass, {summary['fail']} fail, "
          f"{summary['cannot_count']} cannot count, {summary['skipped']} skipped, "
          f"exit {summary['exit']})")
    ins = results.get('instructions', {})
    check(ins.get('verdict') == 'pass' and ins.get('measured') == 2 * LOOP_N,
          f"instructions pass, exactly {2 * LOOP_N} "
          f"(measured {ins.get('measured')}, {ins.get('verdict')}"
          f"{': ' + ins['reason'] if ins.get('reason') else ''})")
    cyc = results.get('cycles', {})
    diff = None
    if cyc.get('measured') is not None and cyc.get('control_measured') is not None:
        diff = cyc['measured'] - cyc['control_measured']
    check(cyc.get('verdict') == 'pass' and diff == 2 * CYCLES_N,
          f"cycles pass at --cpu-hz 1e9, signal less control exactly {2 * CYCLES_N} "
          f"(one per instruction; got {diff:.0f}, {cyc.get('verdict')}"
          f"{': ' + cyc['reason'] if cyc.get('reason') else ''})" if diff is not None else
          f"cycles: {cyc.get('verdict')}: {cyc.get('reason')}")
    bad = []
    refused = skipped = 0
    for name, o in sorted(results.items()):
        v, code, why = o['verdict'], o.get('reason_code'), o.get('reason') or ''
        if v == 'fail':
            bad.append(f'{name} fails: {why}')
        elif o['kind'] != 'hardware' or name in ('instructions', 'cycles'):
            if v not in ('pass', 'skipped') or (v == 'skipped' and not why):
                bad.append(f'{name}: {v} ({code}) {why}')
        elif v == 'cannot count':
            if code == 'unsupported' and ('PMCEID' in why or 'no table in libperfgen' in why
                                          or any(r in why for r in by_table.get(name, ()))):
                refused += 1
            else:
                bad.append(f'{name}: cannot count ({code}) without the PMCEID, '
                           f'no-table or core-table reason: {why}')
        elif v == 'skipped' and why.startswith(('no microkernel proves',
                                                 'no known-count kernel: ',
                                                 'no known-count kernel of its own: ')):
            skipped += 1
        else:
            # QEMU's PMUv3 implements cycles, instructions and the two stall
            # events only: any other hardware pass is by accident.
            bad.append(f'{name}: {v} ({code}) {why}')
    check(not bad, f'every other hardware concept refused with its PMCEID, no-table or '
          f'core-table reason ({refused}) or unproven ({skipped}); software pass or skipped'
          + ('; ' + '; '.join(bad) if bad else ''))
    print('\n'.join(out))


if __name__ == '__main__':
    main()

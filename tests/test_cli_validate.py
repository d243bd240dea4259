#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""perfgen validate end to end: --json against the schema of perfgen(1),
strictly parsed; software concepts pass; on a machine without a PMU every
hardware concept cannot count, for the library's reason, and the exit
status says so; bad arguments; forced CPUs; perf_event_paranoid.

  test_cli_validate.py PATH/TO/perfgen
"""
import json
import os
import pwd
import re
import shutil
import subprocess
import sys

PERFGEN = sys.argv[1] if len(sys.argv) > 1 else sys.exit(__doc__)
SCHEMA = {  # key: allowed types (None: JSON null)
    'cpu': (str,), 'kernel_release': (str,), 'concept': (str,), 'kind': (str,),
    'encoding': (str, type(None)), 'exact': (bool, type(None)),
    'microkernel': (str, type(None)), 'expected': (int, float, type(None)),
    'low': (int, float, type(None)), 'high': (int, float, type(None)),
    'measured': (int, float, type(None)), 'ratio': (int, float, type(None)),
    'enabled': (int, type(None)), 'running': (int, type(None)),
    'control_microkernel': (str, type(None)), 'control_measured': (int, float, type(None)),
    'control_high': (int, float, type(None)), 'repeat': (int,), 'verdict': (str,),
    'reason_code': (str,), 'reason': (str,),
}
SUMMARY = {'cpu': str, 'kernel_release': str, 'pass': int, 'fail': int, 'cannot_count': int,
           'skipped': int, 'seconds': float, 'exit': int}
VERDICTS = {'pass', 'fail', 'cannot count', 'skipped'}
REASONS = {'', 'no-pmu', 'paranoid', 'unsupported', 'unknown-cpu', 'foreign-cpu', 'open-failed',
           'not-scheduled', 'skipped'}
SOFTWARE_MUST_PASS = ['page-faults', 'minor-faults', 'task-clock', 'cpu-clock',
                      'context-switches']

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tap import TAP  # noqa: E402

T = TAP()


def check(name, cond, detail=''):
    """One TAP line; the detail, commented, when it failed."""
    T.report(bool(cond), name, '\n'.join(str(detail).splitlines()[:40]))


def strict_object(pairs):
    keys = [k for k, _ in pairs]
    if len(keys) != len(set(keys)):
        raise ValueError(f'duplicate keys in {keys}')
    return dict(pairs)


def no_constant(name):
    raise ValueError(f'{name} is not JSON')


def parse_lines(text):
    """Every line one JSON object: strict (no NaN, no duplicate keys)."""
    return [json.loads(line, object_pairs_hook=strict_object, parse_constant=no_constant)
            for line in text.splitlines()]


def run(*args, user=None):
    cmd = [PERFGEN, 'validate', *args]
    if user:
        pw = pwd.getpwnam(user)
        cmd = ['setpriv', f'--reuid={pw.pw_uid}', f'--regid={pw.pw_gid}', '--clear-groups'] + cmd
    return subprocess.run(cmd, capture_output=True, text=True, timeout=120)


def concepts():
    out = subprocess.run([PERFGEN, 'list'], capture_output=True, text=True).stdout
    names = {}
    for line in out.splitlines():
        m = re.match(r'^  (\S+)\s+(software|exact|approx|unsupported|\?)\s', line)
        if m:
            names[m.group(1)] = m.group(2) == 'software'
    return names


def have_pmu():
    return any(os.path.exists(f'/sys/bus/event_source/devices/{p}/type')
               for p in ('cpu', 'cpu_core', 'cpu_atom'))


def schema_errors(obj):
    errs = []
    if set(obj) != set(SCHEMA):
        errs.append(f'keys {sorted(set(obj) ^ set(SCHEMA))} differ from the schema')
    for k, types in SCHEMA.items():
        if k in obj and not isinstance(obj[k], types):
            errs.append(f'{k}: {obj[k]!r} is not {types}')
    if obj.get('verdict') not in VERDICTS:
        errs.append(f'verdict {obj.get("verdict")!r}')
    if obj.get('reason_code') not in REASONS:
        errs.append(f'reason_code {obj.get("reason_code")!r}')
    if obj.get('verdict') in ('pass', 'fail') and obj.get('microkernel') is not None:
        for k in ('expected', 'low', 'high', 'measured', 'enabled', 'running'):
            if obj.get(k) is None:
                errs.append(f'{k} missing from a counted concept')
    if obj.get('verdict') in ('cannot count', 'skipped') and not obj.get('reason'):
        errs.append('no reason')
    return errs


def main():
    names = concepts()
    check('perfgen list names the concepts', len(names) >= 10, names)

    # The whole set, as JSON.
    p = run('--json')
    try:
        objs = parse_lines(p.stdout)
    except ValueError as e:
        check('--json: every line is one strict JSON object', False, f'{e}\n{p.stdout}')
        return
    check('--json: every line is one strict JSON object', bool(objs), p.stdout)
    summary, per = objs[-1], objs[:-1]
    check('--json: the last object is the summary',
          set(summary) == {'summary'} and set(summary['summary']) == set(SUMMARY) and
          all(isinstance(summary['summary'][k], t) for k, t in SUMMARY.items()), summary)
    check('--json: one object per concept', sorted(o.get('concept') for o in per) ==
          sorted(names), [o.get('concept') for o in per])
    errs = [f'{o.get("concept")}: {e}' for o in per for e in schema_errors(o)]
    check('--json: every object follows the schema of perfgen(1)', not errs, '\n'.join(errs))
    by = {o['concept']: o for o in per}
    check('--json: kind says software or hardware', all(
        by[n]['kind'] == ('software' if sw else 'hardware') for n, sw in names.items()
        if n in by), per)
    s = summary['summary']
    check('summary: counts add up', s['pass'] + s['fail'] + s['cannot_count'] + s['skipped'] ==
          len(per) and s['exit'] == p.returncode, (s, p.returncode))

    for n in SOFTWARE_MUST_PASS:
        o = by.get(n, {})
        check(f'{n}: passes', o.get('verdict') == 'pass' and o.get('measured') is not None and
              o['low'] <= o['measured'] <= o['high'], o)
    o = by.get('cpu-migrations', {})
    if (os.cpu_count() or 1) > 1 and len(os.sched_getaffinity(0)) > 1:
        check('cpu-migrations: passes', o.get('verdict') == 'pass', o)
    else:
        check('cpu-migrations: skipped with why on one CPU', o.get('verdict') == 'skipped' and
              '2 CPUs' in o.get('reason', ''), o)
    o = by.get('major-faults', {})
    check('major-faults: passes, or skipped with why', o.get('verdict') == 'pass' or
          (o.get('verdict') == 'skipped' and 'disk' in o.get('reason', '')), o)

    hw = [by[n] for n, sw in names.items() if not sw and n in by]
    if not have_pmu():
        # Each says cannot count, with the library's own reason: no PMU here,
        # or the table's when this CPU cannot count the concept at all.
        bad = []
        for o in hw:
            r = subprocess.run([PERFGEN, 'resolve', o['concept']], capture_output=True,
                               text=True)
            # An uncore concept resolves only where its PMU is: no-pmu, the
            # library's reason naming the PMU.
            uncore = 'and this machine has none' in r.stderr
            unsupported = r.returncode != 0 and not uncore
            want = 'unsupported' if unsupported else 'no-pmu'
            if o['verdict'] != 'cannot count' or o['reason_code'] != want or \
               (uncore and r.stderr.split(': ', 2)[-1].strip() not in o['reason']) or \
               (want == 'no-pmu' and not uncore and 'no hardware PMU' not in o['reason']) or \
               (unsupported and r.stderr.split(': ', 2)[-1].strip() not in o['reason']):
                bad.append(o)
        check('no PMU: every hardware concept cannot count, for the library\'s reason',
              not bad, json.dumps(bad, indent=1))
        check('no PMU: exit status 3 (nothing of the hardware set counted)',
              p.returncode == 3 and s['fail'] == 0, (p.returncode, s))
    else:
        check('PMU: exit status is 0 or 1', p.returncode in (0, 1), p.returncode)

    # Human output: one line a concept, a stable summary line with the time.
    p = run()
    last = p.stdout.strip().splitlines()[-1] if p.stdout.strip() else ''
    check('human: summary line with the run time', re.fullmatch(
        r'validate: \d+ pass, \d+ fail, \d+ cannot count, \d+ skipped; [0-9.]+ s; exit \d'
        r'( \(nothing of the hardware set could be counted\))?', last) is not None and
        last.split('exit ')[1][0] == str(p.returncode), p.stdout)
    check('human: the header names CPU and kernel release',
          p.stdout.startswith('perfgen validate: CPU ') and os.uname().release in p.stdout,
          p.stdout[:300])

    # Only software concepts selected: all pass, exit 0.
    p = run('-e', 'page-faults,task-clock', '--json', '--repeat', '3')
    objs = parse_lines(p.stdout)
    check('-e page-faults,task-clock --repeat 3: two concepts, pass, exit 0',
          p.returncode == 0 and [o['concept'] for o in objs[:-1]] ==
          ['page-faults', 'task-clock'] and all(o['verdict'] == 'pass' and o['repeat'] == 3
                                                for o in objs[:-1]), p.stdout + p.stderr)

    # Bad input: a clear message, usage status 2, nothing run.
    for args, pat in ((['-e', 'drma-remote'], "'drma-remote' is not a concept"),
                      (['-e', 'cycles:u'], "'cycles:u' is not a concept"),
                      (['--repeat', '0'], '--repeat wants a number from 1 to 100'),
                      (['--repeat', '7x'], "not '7x'"),
                      (['--repeat'], '--repeat needs a value'),
                      (['--frobnicate'], "unknown argument '--frobnicate'")):
        p = run(*args)
        check(f'bad input {args}: exit 2, says why', p.returncode == 2 and pat in p.stderr and
              not p.stdout, p.stdout + p.stderr)

    # Forced CPUs: the table's reasons reach the verdict.  NetBurst (family
    # 15) has no architectural perfmon: no table, not even the fallback.
    p = run('--cpu', 'GenuineIntel-15-2', '-e', 'cycles,page-faults', '--json')
    objs = {o.get('concept'): o for o in parse_lines(p.stdout)}
    check('unknown CPU: cannot count, unknown-cpu, the library says which',
          objs['cycles']['verdict'] == 'cannot count' and
          objs['cycles']['reason_code'] == 'unknown-cpu' and
          'GenuineIntel-15-2' in objs['cycles']['reason'] and
          objs['page-faults']['verdict'] == 'pass' and p.returncode == 3, p.stdout)
    p = run('--cpu', 'GenuineIntel-6-2A', '-e', 'dram-remote', '--json')
    o = parse_lines(p.stdout)[0]
    check('unsupported on the CPU: cannot count, unsupported, the table\'s reason',
          o['verdict'] == 'cannot count' and o['reason_code'] == 'unsupported' and
          'single-socket' in o['reason'] and o['encoding'] is None and p.returncode == 3,
          p.stdout)

    # perf_event_paranoid: an unprivileged user may not count kernel events.
    try:
        level = int(open('/proc/sys/kernel/perf_event_paranoid').read())
    except OSError:
        level = None
    if os.geteuid() == 0 and shutil.which('setpriv') and level is not None and level >= 2:
        p = run('-e', 'context-switches', '--json', user='nobody')
        o = parse_lines(p.stdout)[0] if p.stdout else {}
        check('paranoid: cannot count, paranoid, the level and what it allows',
              o.get('verdict') == 'cannot count' and o.get('reason_code') == 'paranoid' and
              f'perf_event_paranoid is {level}' in o.get('reason', '') and p.returncode == 3,
              p.stdout + p.stderr)
        # The same fallback as perfgen stat: counted in user space, said so.
        p = run('-e', 'page-faults,task-clock', '--json', user='nobody')
        objs = {o['concept']: o for o in parse_lines(p.stdout) if 'concept' in o}
        check('paranoid: page-faults, task-clock counted in user space, marked, pass, exit 0',
              set(objs) == {'page-faults', 'task-clock'} and
              all(o['verdict'] == 'pass' and 'counted in user space only (:u)' in o['reason']
                  and f'perf_event_paranoid is {level}' in o['reason'] for o in objs.values())
              and p.returncode == 0, p.stdout + p.stderr)
        # No ':u' advice validate would not follow; the reason is the real one.
        o = parse_lines(run('-e', 'context-switches', '--json', user='nobody').stdout)[0]
        check('paranoid: context-switches: why user space cannot prove it, no :u advice',
              'kernel mode only' in o['reason'] and ':u' not in o['reason'], o)
        p = run('-e', 'context-switches', user='nobody')
        check('paranoid: the summary speaks of the software concepts asked, not hardware',
              'none of the software concepts asked could be counted' in p.stdout and
              'hardware' not in p.stdout and p.returncode == 3, p.stdout)
        p = run('-e', 'page-faults', user='nobody')
        check('paranoid: human output marks the user-space count',
              'counted in user space only (:u)' in p.stdout and p.returncode == 0, p.stdout)
    else:
        T.report(True, 'paranoid # SKIP needs root, setpriv and perf_event_paranoid >= 2')

    return T.finish()


if __name__ == '__main__':
    sys.exit(main())

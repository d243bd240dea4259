#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""perfgen stat's metrics and the files it writes, end to end.

Output files: --openmetrics-file refuses a path that holds something other
than a regular file (a device node, a FIFO, a socket, a directory, a
symbolic link to one) before anything runs, with exit status 1, and leaves
it as it was; a path that changes into one during an -I run stops the
writes, and the node survives.  Nothing here touches /dev: the nodes are
made with mknod in a temporary folder.

The metrics: every output is read by strict parsers (prometheus_client's
OpenMetrics parser for standard output; promtool and prometheus_client's
Prometheus text parser for the file); the count, enabled and running time
of one sample come from one read (running never exceeds enabled, over
many samples of a busy run); no cpu="all" total beside per-CPU samples;
no duplicate series (a repeated event is refused); --openmetrics with -I
is refused with advice; --openmetrics with --openmetrics-file writes both.

  test_cli_metrics.py PATH/TO/perfgen
"""
import os
import shutil
import socket
import stat
import subprocess
import sys
import tempfile
import time

try:
    from prometheus_client.openmetrics.parser import text_string_to_metric_families as om_parse
    from prometheus_client.parser import text_string_to_metric_families as prom_parse
except ImportError:
    # Debian's python3-prometheus-client is /usr/bin/python3's, not a
    # virtual environment's.
    if sys.executable != '/usr/bin/python3' and os.path.exists('/usr/bin/python3'):
        os.execv('/usr/bin/python3', ['/usr/bin/python3'] + sys.argv)
    print('1..1\nnot ok 1 - prometheus_client (python3-prometheus-client) is not installed')
    sys.exit(1)

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tap import TAP  # noqa: E402

PERFGEN = sys.argv[1] if len(sys.argv) > 1 else sys.exit(__doc__)
T = TAP()
TMP = tempfile.mkdtemp(prefix='perfgen-metrics-')
FAMILIES = ('perfgen_events', 'perfgen_enabled_seconds', 'perfgen_running_seconds')


def check(name, cond, detail=''):
    T.report(bool(cond), name, '\n'.join(str(detail).splitlines()[:40]))


def run(args, timeout=60, **kw):
    return subprocess.run([PERFGEN, 'stat'] + args, capture_output=True, text=True,
                          timeout=timeout, **kw)


def samples(families):
    """{(family, concept, cpu): value}, and the duplicate series seen."""
    out, dups = {}, []
    for fam in families:
        for s in fam.samples:
            key = (fam.name, s.labels['concept'], s.labels['cpu'])
            if key in out:
                dups.append(key)
            out[key] = s.value
    return out, dups


def raw_dups(text):
    """Series (name and labels) written more than once: the parsers keep one."""
    seen, dups = set(), []
    for line in text.splitlines():
        if line and not line.startswith('#'):
            series = line.rsplit(' ', 1)[0]
            if series in seen:
                dups.append(series)
            seen.add(series)
    return dups


def parse_om(text):
    """Standard output: strict OpenMetrics (one # EOF, at the end)."""
    smp, dups = samples(list(om_parse(text)))
    return smp, dups + raw_dups(text)


def parse_prom(text):
    """The file: the Prometheus text (families named with _total)."""
    fams = list(prom_parse(text))
    for f in fams:
        f.name = f.name[:-len('_total')] if f.name.endswith('_total') else f.name
    smp, dups = samples(fams)
    return smp, dups + raw_dups(text)


def promtool(path):
    if not shutil.which('promtool'):
        return False, "promtool (Debian's prometheus package) is not installed"
    p = subprocess.run(['promtool', 'check', 'metrics'], stdin=open(path), capture_output=True,
                       text=True)
    return p.returncode == 0, p.stdout + p.stderr


def one_read_violations(smp):
    """(concept, cpu) whose running time exceeds its enabled time."""
    bad = []
    for (fam, concept, cpu), en in smp.items():
        if fam != 'perfgen_enabled_seconds':
            continue
        ru = smp.get(('perfgen_running_seconds', concept, cpu))
        if ru is None or ru > en:
            bad.append((concept, cpu, en, ru))
    return bad


def what_is(path):
    try:
        m = os.lstat(path).st_mode
    except FileNotFoundError:
        return 'nothing'
    for test, word in ((stat.S_ISLNK, 'link'), (stat.S_ISCHR, 'chr'), (stat.S_ISBLK, 'blk'),
                       (stat.S_ISFIFO, 'fifo'), (stat.S_ISSOCK, 'sock'), (stat.S_ISDIR, 'dir'),
                       (stat.S_ISREG, 'reg')):
        if test(m):
            return word
    return 'other'


def node(kind, path):
    """Make a node of kind at path; what it is, to compare afterwards."""
    if kind == 'chr':
        os.mknod(path, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
    elif kind == 'blk':
        os.mknod(path, 0o600 | stat.S_IFBLK, os.makedev(7, 200))
    elif kind == 'fifo':
        os.mkfifo(path)
    elif kind == 'dir':
        os.mkdir(path)
    elif kind == 'sock':
        s = socket.socket(socket.AF_UNIX)
        s.bind(path)
        node.keep.append(s)
    st = os.lstat(path)
    return (what_is(path), st.st_rdev, st.st_ino)


node.keep = []


def state(path):
    st = os.lstat(path)
    return (what_is(path), st.st_rdev, st.st_ino)


# --- output files: refused before anything runs ------------------------------
KINDS = {'chr': 'a character device', 'blk': 'a block device', 'fifo': 'a FIFO',
         'dir': 'a directory', 'sock': 'a socket'}
for kind, words in KINDS.items():
    for via_link in (False, True):
        d = tempfile.mkdtemp(dir=TMP)
        target = os.path.join(d, 'node')
        before = node(kind, target)
        path = os.path.join(d, 'link') if via_link else target
        if via_link:
            os.symlink(target, path)
        marker = os.path.join(d, 'ran')
        p = run(['-e', 'task-clock', '--openmetrics-file', path, '--',
                 'sh', '-c', f'echo RAN > {marker}'])
        name = f"--openmetrics-file on {'a symbolic link to ' if via_link else ''}{words}"
        want = ('is a symbolic link to ' if via_link else 'is ') + words
        check(f'{name}: exit 1, said why', p.returncode == 1 and want in p.stderr,
              f'exit {p.returncode}\n{p.stderr}')
        check(f'{name}: the command did not run', not os.path.exists(marker))
        check(f'{name}: left as it was', state(target) == before and
              (not via_link or what_is(path) == 'link'), (state(target), before))
        check(f'{name}: no temporary left', sorted(os.listdir(d)) ==
              sorted(['node'] + (['link'] if via_link else [])), os.listdir(d))

d = tempfile.mkdtemp(dir=TMP)
os.symlink(os.path.join(d, 'missing'), os.path.join(d, 'dangling'))
p = run(['-e', 'task-clock', '--openmetrics-file', os.path.join(d, 'dangling'), '--', 'true'])
check('--openmetrics-file on a symbolic link to nothing: exit 1, said why',
      p.returncode == 1 and 'symbolic link to nothing' in p.stderr, p.stderr)
check('--openmetrics-file on a symbolic link to nothing: nothing created',
      sorted(os.listdir(d)) == ['dangling'], os.listdir(d))

d = tempfile.mkdtemp(dir=TMP)
os.symlink(os.path.join(d, 'loop'), os.path.join(d, 'loop'))
p = run(['-e', 'task-clock', '--openmetrics-file', os.path.join(d, 'loop'), '--', 'true'])
check('--openmetrics-file on a symbolic link loop: exit 1, said why', p.returncode == 1 and
      'symbolic link that cannot be followed' in p.stderr, p.stderr)

# A regular file the user may write, in a folder where no temporary can be
# made: refused before the command runs, as a missing folder is.
if shutil.which('setpriv'):
    d = tempfile.mkdtemp(dir=TMP)
    os.chmod(TMP, 0o755)
    os.chmod(d, 0o755)
    path, marker = os.path.join(d, 'mine.prom'), os.path.join(TMP, 'unwritable-ran')
    open(path, 'w').write('old\n')
    os.chmod(path, 0o666)
    os.chmod(TMP, 0o777)
    p = subprocess.run(['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups', PERFGEN,
                        'stat', '-e', 'task-clock', '--openmetrics-file', path, '--', 'sh', '-c',
                        f'echo RAN > {marker}'], capture_output=True, text=True, timeout=60)
    check('--openmetrics-file in a folder that cannot be written: refused (129) before running',
          p.returncode == 129 and 'not writable' in p.stderr and not os.path.exists(marker)
          and open(path).read() == 'old\n', f'exit {p.returncode}\n{p.stderr}')

# A symbolic link to a regular file: the file it names is replaced, the link stays.
d = tempfile.mkdtemp(dir=TMP)
real, link = os.path.join(d, 'real.prom'), os.path.join(d, 'link.prom')
open(real, 'w').write('old\n')
os.symlink(real, link)
p = run(['-e', 'task-clock', '--openmetrics-file', link, '--', 'true'])
check('--openmetrics-file on a symbolic link to a regular file: the file is rewritten',
      p.returncode == 0 and open(real).read().endswith('# EOF\n'), p.stderr)
check('--openmetrics-file on a symbolic link to a regular file: the link stays a link',
      what_is(link) == 'link' and os.readlink(link) == real and
      sorted(os.listdir(d)) == ['link.prom', 'real.prom'], os.listdir(d))
new = os.path.join(d, 'new.prom')
p = run(['-e', 'task-clock', '--openmetrics-file', new, '--', 'true'])
check('--openmetrics-file on nothing: a regular file, mode 0644', p.returncode == 0 and
      what_is(new) == 'reg' and stat.S_IMODE(os.stat(new).st_mode) == 0o644, p.stderr)


# --- output files: the path changes during an -I run ---------------------------
def replaced_mid_run(kind, with_command):
    d = tempfile.mkdtemp(dir=TMP)
    path, marker = os.path.join(d, 'node.prom'), os.path.join(d, 'done')
    args = ['-I', '20', '-e', 'task-clock', '--openmetrics-file', path]
    args += ['--', 'sh', '-c', f'sleep 1; echo done > {marker}'] if with_command else ['-a']
    proc = subprocess.Popen([PERFGEN, 'stat'] + args, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    for _ in range(500):
        if os.path.exists(path):
            break
        time.sleep(0.01)
    first = what_is(path)
    # Made beside it and renamed over it: never a moment with nothing there.
    node(kind, path + '.node')
    os.rename(path + '.node', path)
    before = state(path)
    try:
        out, err = proc.communicate(timeout=30)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
        err += '\n(still running after 30 s: killed)'
    name = (f'--openmetrics-file turned into {KINDS[kind]} during -I '
            f"{'with a command' if with_command else '-a'}")
    check(f'{name}: the first write made a regular file', first == 'reg', first)
    check(f'{name}: stops, exit 1, said why', proc.returncode == 1 and
          f'is {KINDS[kind]} now' in err, f'exit {proc.returncode}\n{err}')
    check(f'{name}: never renamed over', state(path) == before, (state(path), before))
    check(f'{name}: no temporary left', sorted(os.listdir(d)) ==
          sorted(['node.prom'] + (['done'] if with_command else [])), os.listdir(d))
    if with_command:
        check(f'{name}: the command ran to its end', os.path.exists(marker))


replaced_mid_run('chr', False)
replaced_mid_run('fifo', True)

# Without -I: the command itself makes a FIFO where nothing was at the start.
d = tempfile.mkdtemp(dir=TMP)
path = os.path.join(d, 'late.prom')
p = run(['-e', 'task-clock', '--openmetrics-file', path, '--', 'mkfifo', path])
check('--openmetrics-file made a FIFO by the command: exit 1, said why, left a FIFO',
      p.returncode == 1 and 'is a FIFO now' in p.stderr and what_is(path) == 'fifo' and
      os.listdir(d) == ['late.prom'], f'exit {p.returncode}\n{p.stderr}\n{os.listdir(d)}')


# --- one read per sample: running never exceeds enabled ------------------------
BUSY = ['sh', '-c', 'i=0; while [ $i -lt 300000 ]; do i=$((i+1)); done']
EVENTS = 'task-clock,page-faults,context-switches,{cpu-clock,minor-faults}'
d = tempfile.mkdtemp(dir=TMP)
path = os.path.join(d, 'busy.prom')
proc = subprocess.Popen([PERFGEN, 'stat', '-I', '10', '-a', '-e', EVENTS,
                         '--openmetrics-file', path, '--'] + BUSY,
                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
seen, texts, bad, parse_err = 0, set(), [], []
while True:
    done = proc.poll() is not None
    try:
        text = open(path).read()
    except FileNotFoundError:
        text = None
    if text and text not in texts:
        texts.add(text)
        try:
            smp, _ = parse_prom(text)
            seen += sum(1 for k in smp if k[0] == 'perfgen_enabled_seconds')
            bad += one_read_violations(smp)
        except Exception as e:  # noqa: BLE001 - any parse failure is the finding
            parse_err.append(str(e))
    if done:
        break
    time.sleep(0.005)
err = proc.stderr.read()
check('-I 10 --openmetrics-file, a busy command: it ran', proc.returncode == 0 and len(texts) > 1,
      f'exit {proc.returncode}, {len(texts)} versions\n{err}')
check(f'-I 10 --openmetrics-file: every version parses ({len(texts)} read)', not parse_err,
      '\n'.join(parse_err))
check(f'-I 10 --openmetrics-file: running <= enabled in every sample ({seen} samples)',
      seen > 0 and not bad, bad[:10])

bad, seen, parse_err = [], 0, []
for _ in range(5):
    p = run(['--openmetrics', '-a', '-e', EVENTS, '--'] + BUSY)
    try:
        smp, dups = parse_om(p.stdout)
        seen += sum(1 for k in smp if k[0] == 'perfgen_enabled_seconds')
        bad += one_read_violations(smp)
    except Exception as e:  # noqa: BLE001
        parse_err.append(f'{e}\n{p.stdout}\n{p.stderr}')
check('--openmetrics, a busy command, five runs: strict OpenMetrics', not parse_err,
      '\n'.join(parse_err))
check(f'--openmetrics: running <= enabled in every sample ({seen} samples)', seen > 0 and not bad,
      bad[:10])

# --- no total beside its parts ------------------------------------------------
p = run(['--openmetrics', '-a', '-e', 'task-clock,page-faults', '--', 'true'])
smp, dups = parse_om(p.stdout)
cpus = {k[2] for k in smp}
check('-a: every sample is one CPU\'s, no cpu="all" beside them',
      p.returncode == 0 and smp and all(c.isdigit() for c in cpus), sorted(cpus))
p = run(['--openmetrics', '-e', 'task-clock', '--', 'true'])
smp, dups = parse_om(p.stdout)
check('a command: one sample per family, cpu="all"',
      p.returncode == 0 and sorted(smp) == [(f, 'task-clock', 'all') for f in sorted(FAMILIES)],
      sorted(smp))

# --- no duplicate series --------------------------------------------------------
for out in (['--openmetrics'], ['--openmetrics-file', os.path.join(TMP, 'dup.prom')]):
    for events in ('task-clock,page-faults,page-faults', '{page-faults,task-clock},page-faults'):
        marker = os.path.join(TMP, 'dup-ran')
        p = run(out + ['-a', '-e', events, '--', 'sh', '-c', f'echo RAN > {marker}'])
        check(f'{out[0]} -e {events}: refused (129), said which', p.returncode == 129 and
              "event 'page-faults' is given twice" in p.stderr and not p.stdout,
              f'exit {p.returncode}\n{p.stdout}{p.stderr}')
        check(f'{out[0]} -e {events}: nothing ran, nothing written', not os.path.exists(marker)
              and not os.path.exists(os.path.join(TMP, 'dup.prom')))

# The unprivileged user-space fallback may turn page-faults into
# page-faults:u: two events, one name.  Refused, or written once.
if shutil.which('setpriv'):
    p = subprocess.run(['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups', PERFGEN,
                        'stat', '--openmetrics', '-e', 'page-faults,page-faults:u', '--', 'true'],
                       capture_output=True, text=True, timeout=60)
    try:
        smp, dups = parse_om(p.stdout) if p.returncode == 0 else ({}, [])
        good = (p.returncode == 0 and not dups) or (p.returncode != 0 and 'twice' in p.stderr)
    except Exception as e:  # noqa: BLE001
        good, dups = False, [str(e)]
    check('unprivileged page-faults,page-faults:u: refused or one series each', good,
          f'exit {p.returncode}\n{dups}\n{p.stdout}{p.stderr}')

# --- --openmetrics with -I ------------------------------------------------------
marker = os.path.join(TMP, 'interval-ran')
p = run(['--openmetrics', '-I', '100', '-e', 'task-clock', '--', 'sh', '-c',
         f'echo RAN > {marker}'])
check('--openmetrics -I: refused (129) with advice', p.returncode == 129 and
      '--openmetrics-file' in p.stderr and not p.stdout, f'exit {p.returncode}\n{p.stderr}')
check('--openmetrics -I: the command did not run', not os.path.exists(marker))

# --- both outputs at once -------------------------------------------------------
both = os.path.join(TMP, 'both.prom')
p = run(['--openmetrics', '--openmetrics-file', both, '-a', '-e', 'task-clock,page-faults',
         '--', 'true'])
try:
    so, sdup = parse_om(p.stdout)
    fo, fdup = parse_prom(open(both).read())
    good = p.returncode == 0 and so and so == fo and not sdup and not fdup
except Exception as e:  # noqa: BLE001
    good, so, fo = False, str(e), p.stderr
check('--openmetrics with --openmetrics-file: both written, from one reading', good,
      f'{so}\n{fo}\n{p.stderr}')
ok, why = promtool(both)
check('--openmetrics-file: promtool check metrics accepts it', ok, why)

# Every file written above, by promtool too.
d = tempfile.mkdtemp(dir=TMP)
path = os.path.join(d, 'om.prom')
p = run(['-a', '-e', EVENTS, '--openmetrics-file', path, '--', 'true'])
ok, why = promtool(path) if p.returncode == 0 else (False, p.stderr)
check('--openmetrics-file with a group and -a: promtool check metrics accepts it', ok, why)
smp, dups = parse_prom(open(path).read()) if p.returncode == 0 else ({}, ['not written'])
check('--openmetrics-file with a group and -a: no duplicate series', smp and not dups, dups)

for s in node.keep:
    s.close()
shutil.rmtree(TMP, ignore_errors=True)
sys.exit(T.finish())

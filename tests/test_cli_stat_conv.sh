#!/bin/sh
# SPDX-License-Identifier: MIT
# perfgen stat follows perf stat where perf users expect it: signals, exit
# statuses, -p, the unprivileged fallback, fds, CSV/JSON/OpenMetrics output
# and {...} groups.  Every check has its exit status and its message.
PERFGEN=${1:?usage: test_cli_stat_conv.sh PATH/TO/perfgen}
. "$(dirname "$0")/check.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# --- signals: the counts, then the death perf dies ---------------------------
# A Ctrl-C reaches the whole foreground group; here it is sent to perfgen
# alone, which passes it on.  The shell reports death by SIGINT as 130.
sigcase() {	# NAME SIGNAL WANT-STATUS PERFGEN-ARGS...
	name=$1 sig=$2 want=$3
	shift 3
	"$PERFGEN" stat "$@" >"$tmp/out" 2>&1 &
	pid=$!
	sleep 0.5
	kill -"$sig" $pid
	wait $pid
	rc=$?
	if [ $rc -eq "$want" ] && grep -q 'msec task-clock' "$tmp/out"; then
		ok "$name"
	else
		bad "$name (exit $rc, want $want with the counts)" "$(cat "$tmp/out")"
	fi
}
sigcase "SIGINT: counts printed, then perfgen dies of SIGINT" INT 130 -e task-clock -- sleep 30
sigcase "SIGTERM: counts printed, then perfgen dies of SIGTERM" TERM 143 -e task-clock -- sleep 30
sigcase "SIGINT with -a: counts printed, dies of SIGINT" INT 130 -a -e task-clock
# A command that ignores SIGINT does not keep perfgen: it is ended with SIGTERM.
sigcase "SIGINT: a command that ignores it is ended after the counts" INT 130 \
	-e task-clock -- sh -c 'trap "" INT; sleep 30'
sleep 30 &
sl=$!
sigcase "SIGINT with -p: counts printed, dies of SIGINT" INT 130 -p $sl -e task-clock
kill $sl 2>/dev/null
check "SIGINT: the -p target lives on" 0 '^alive$' sh -c "kill -0 $sl 2>/dev/null || sleep 0 && echo alive"
wait $sl 2>/dev/null

# --- the command: 127, 126, killed -------------------------------------------
check "command not found: 127, a message" 127 "cannot run 'no-such-cmd-x': No such file" \
	"$PERFGEN" stat -e task-clock -- no-such-cmd-x
absent "command not found: no count block" 127 'Performance counter|task-clock' \
	"$PERFGEN" stat -e task-clock -- no-such-cmd-x
printf 'echo hi\n' >"$tmp/noexec"
chmod 644 "$tmp/noexec"
check "command not executable: 126, a message" 126 "cannot run '$tmp/noexec': Permission denied" \
	"$PERFGEN" stat -e task-clock -- "$tmp/noexec"
absent "command not executable: no count block" 126 'Performance counter|task-clock' \
	"$PERFGEN" stat -e task-clock -- "$tmp/noexec"
check "a command killed by a signal is reported, 128+n" 137 \
	"'sh' was killed by signal 9 \\(Killed\\)" "$PERFGEN" stat -e task-clock -- sh -c 'kill -9 $$'
check "a killed command still has its counts" 137 'msec task-clock' \
	"$PERFGEN" stat -e task-clock -- sh -c 'kill -9 $$'

# --- -p ----------------------------------------------------------------------
sleep 1 &
a=$!
sleep 1 &
b=$!
check "-p a,b: both processes are counted" 0 "process id '$a,$b'" \
	"$PERFGEN" stat -p "$a,$b" -e task-clock
wait $a $b
for bad in 1abc ' 1' 1, ,1 0 -5 1,,2 99999999999; do
	check "-p '$bad' is refused as a usage error" 129 "-p '$bad': want process ids" \
		"$PERFGEN" stat -p "$bad" -e task-clock
done
check "-p with a command: refused before it runs" 129 '-p and a command' \
	"$PERFGEN" stat -p 1 -e task-clock -- sh -c 'echo RAN'
check "-p with -a: refused" 129 '-p and -a/-C' "$PERFGEN" stat -a -p 1 -e task-clock
check "-a with -C 0: -C picks the CPUs, as perf" 0 'msec task-clock' \
	"$PERFGEN" stat -a -C 0 -e task-clock -- true
sh -c 'exit 0' &
dead=$!
wait $dead
check "-p: a process that is gone is refused" 1 "-p $dead: no such process" \
	"$PERFGEN" stat -p $dead -e task-clock
# A zombie: a child the exec'd sleep never reaps.
sh -c 'sh -c "exit 0" & exec sleep 2' &
zp=$!
i=0
while [ -z "$(cat /proc/$zp/task/$zp/children 2>/dev/null)" ] && [ $i -lt 200 ]; do
	sleep 0.01; i=$((i + 1))
done
z=$(cat /proc/$zp/task/$zp/children 2>/dev/null | tr -d ' ')
i=0
while ! grep -q '^State:.*Z' /proc/$z/status 2>/dev/null && [ $i -lt 200 ]; do
	sleep 0.01; i=$((i + 1))
done
check "-p: a zombie is refused before counting" 1 "-p $z: the process has exited \\(a zombie" \
	"$PERFGEN" stat -p "$z" -e task-clock
kill $zp 2>/dev/null
wait $zp 2>/dev/null

# --- values refused before the command runs ----------------------------------
for args in "-e bogus" "-e ''" "-e ,,," "-e {task-clock" "-e task-clock}" "-e {}" \
	"-C a" "-C 3-1" "-C ''" "-I 10abc" "-I 9" "-x ''" "-e task-clock:q"; do
	eval "set -- $args"
	check "stat $args: refused (129) with a message" 129 '^perfgen stat: ' \
		"$PERFGEN" stat "$@" -- sh -c 'echo RAN'
	absent "stat $args: the command never runs" 129 RAN "$PERFGEN" stat "$@" -- sh -c 'echo RAN'
done

# --- no fd but 0, 1 and 2 reaches the workload -------------------------------
check "no fd of perfgen's reaches the command" 0 '^clean$' \
	"$PERFGEN" stat -e task-clock,page-faults,'{context-switches,cpu-migrations}' -- sh -c '
		for n in $(seq 3 255); do [ -e /proc/$$/fd/$n ] && echo "leaked fd $n: $(readlink /proc/$$/fd/$n)"; done
		echo clean' 2>/dev/null
check "no fd reaches the command: -x and --json too" 0 '^clean$' \
	"$PERFGEN" stat --json -e task-clock -- sh -c '
		for n in $(seq 3 255); do [ -e /proc/$$/fd/$n ] && echo "leaked fd $n"; done
		echo clean' 2>/dev/null

# --- out of fds --------------------------------------------------------------
check "out of fds: a message and exit 1, the command never runs" 1 \
	"out of file descriptors opening '.*' \\(ulimit -n is 8\\)" \
	sh -c "ulimit -n 8; exec '$PERFGEN' stat -e task-clock,page-faults,context-switches,cpu-migrations,minor-faults,major-faults,alignment-faults,emulation-faults -- sh -c 'echo RAN'"
absent "out of fds: the command never runs" 1 RAN \
	sh -c "ulimit -n 8; exec '$PERFGEN' stat -e task-clock,page-faults,context-switches,cpu-migrations,minor-faults,major-faults,alignment-faults,emulation-faults -- sh -c 'echo RAN'"

# --- a failed write ----------------------------------------------------------
if [ -w /dev/full ]; then
	for sub in "list" "resolve --cpu GenuineIntel-6-1A dram-remote" "cpu" \
		"explain --cpu GenuineIntel-6-1A dram-remote" "list --cpu GenuineIntel-6-1A" \
		"perf --dry-run stat -e task-clock true"; do
		# shellcheck disable=SC2086
		check "perfgen $sub > /dev/full: a message and exit 1" 1 \
			'perfgen: cannot write to standard output: No space left on device' \
			sh -c "'$PERFGEN' $sub >/dev/full"
	done
	check "perfgen stat 2> /dev/full: exit 1" 1 '^$' \
		sh -c "'$PERFGEN' stat -e task-clock -- true 2>/dev/full"
	check "perfgen stat --openmetrics > /dev/full: exit 1" 1 'cannot write the counts' \
		sh -c "'$PERFGEN' stat --openmetrics -e task-clock -- true >/dev/full"
fi

# --- unprivileged: perf's fallback to user space -----------------------------
par=$(cat /proc/sys/kernel/perf_event_paranoid)
if [ "$(id -u)" -eq 0 ] && command -v setpriv >/dev/null && [ "$par" -ge 2 ] &&
	setpriv --reuid=65534 --regid=65534 --clear-groups test -x "$PERFGEN"; then
	nobody="setpriv --reuid=65534 --regid=65534 --clear-groups"
	check "unprivileged: user space counted, said once in the header" 0 \
		"user space only: perf_event_paranoid is $par" $nobody "$PERFGEN" stat -e task-clock -- true
	check "unprivileged: each event marked :u" 0 'msec task-clock:u' \
		$nobody "$PERFGEN" stat -e task-clock -- true
	check "unprivileged: the header note only once" 0 '^1$' \
		sh -c "$nobody '$PERFGEN' stat -e task-clock,page-faults -- true 2>&1 | grep -c 'user space only'"
	check "unprivileged: -x marks :u too" 0 ',task-clock:u,' \
		$nobody "$PERFGEN" stat -x, -e task-clock -- true
	absent "unprivileged: :u given needs no fallback and no note" 0 'user space only' \
		$nobody "$PERFGEN" stat -e task-clock:u -- true
	check "unprivileged -a: refused with advice for CPU-wide, not :u; command not run" 255 \
		'may not count CPU-wide[^:]*: count a process of your own' \
		$nobody "$PERFGEN" stat -a -e task-clock -- sh -c 'echo RAN'
	absent "unprivileged -a: the command never runs" 255 RAN \
		$nobody "$PERFGEN" stat -a -e task-clock -- sh -c 'echo RAN'
else
	ok "# SKIP unprivileged fallback: needs root, setpriv and perf_event_paranoid >= 2 (is $par)"
fi

# --- CSV (RFC 4180) ----------------------------------------------------------
# The reasons hold commas, semicolons and parentheses: such a field is
# quoted, its quotes doubled; a strict reader sees the same columns in
# every row.
N1A="env PERFGEN_CPU=GenuineIntel-6-1A"
for sep in , ';' '|'; do
	$N1A "$PERFGEN" stat -x"$sep" -e task-clock,cycles,r1b7:20ff,'{page-faults,instructions}' \
		-- true 2>"$tmp/csv"
	check "CSV -x'$sep': 5 rows of 6 fields to a strict reader" 0 '^ok$' python3 -c '
import csv, sys
rows = [r for r in csv.reader(open(sys.argv[1], newline=""), delimiter=sys.argv[2], strict=True) if r]
ok = len(rows) == 5 and all(len(r) == 6 for r in rows)
ok = ok and [r[2] for r in rows] == ["task-clock", "cycles", "r1b7:20ff", "page-faults", "instructions"]
print("ok" if ok else rows)' "$tmp/csv" "$sep"
done
$N1A "$PERFGEN" stat -x, -e cycles -- true 2>"$tmp/csv"
check "CSV: a reason holding the separator is quoted" 0 '^<not supported>,,cycles,0,0\.00,"cannot open' \
	cat "$tmp/csv"
check "CSV: a field holding a quote is quoted, the quote doubled" 0 '^ok$' python3 -c '
import csv, sys
rows = [r for r in csv.reader(open(sys.argv[1], newline=""), strict=True) if r]
print("ok" if rows[0][2] == "cycles" and rows[0][5].startswith("cannot open") else rows)' "$tmp/csv"
check "CSV: a separator made of a quote is refused" 129 "-x '\"'" "$PERFGEN" stat -x'"' -e cycles -- true

# --- JSON: valid UTF-8, one object per line ----------------------------------
"$PERFGEN" stat --json -e task-clock,cycles,'{page-faults,instructions}' -- true 2>"$tmp/j"
"$PERFGEN" stat --json -I 50 -e task-clock -- sleep 0.12 2>>"$tmp/j"
check "JSON: every line parses with a strict UTF-8 JSON reader" 0 '^ok [0-9]+$' python3 -c '
import json, sys
n = 0
for line in open(sys.argv[1], "rb"):
    json.loads(line.decode("utf-8", errors="strict"))
    n += 1
print("ok", n)' "$tmp/j"
check "JSON: -I lines carry the interval" 0 '"interval" : [0-9.]+' cat "$tmp/j"

# --- {...} groups: read together ---------------------------------------------
check "group: both members counted" 0 'page-faults' \
	"$PERFGEN" stat -e '{task-clock,page-faults}' -- true
check "group: modifiers after the brace apply to each member" 0 'context-switches:u' \
	"$PERFGEN" stat -e '{task-clock,context-switches}:u' -- true
check "group: members share one enabled time (read together)" 0 '^same$' sh -c "
	'$PERFGEN' stat -x, -e '{task-clock,page-faults,context-switches}' -- true 2>&1 |
	awk -F, '{ print \$4 }' | sort -u | awk 'END { print NR == 1 ? \"same\" : \"differ\" }'"
check "group: one member the CPU cannot count fails the group, as perf" 0 \
	'<not supported>,,page-faults,' "$PERFGEN" stat -x, -e '{page-faults,cycles}' -- true

# --- OpenMetrics --------------------------------------------------------------
# stdout: OpenMetrics 1.0, read by a strict OpenMetrics parser; the file
# for node_exporter's textfile collector: the Prometheus text format,
# checked by promtool.
"$PERFGEN" stat --openmetrics -a -e task-clock,page-faults,cycles -- sleep 0.05 >"$tmp/om" 2>"$tmp/om.err"
check "OpenMetrics: a strict OpenMetrics parser reads it (counters, labels, # EOF)" 0 '^ok$' \
	/usr/bin/python3 -c '
import sys
from prometheus_client.openmetrics.parser import text_string_to_metric_families as parse
text = open(sys.argv[1]).read()
assert text.endswith("# EOF\n"), "no # EOF"
fams = {f.name: f for f in parse(text)}
ev = fams["perfgen_events"]
assert ev.type == "counter" and ev.documentation, ev
assert fams["perfgen_enabled_seconds"].unit == "seconds"
concepts = {s.labels["concept"] for s in ev.samples}
assert concepts == {"task-clock", "page-faults"}, concepts
for s in ev.samples:
    assert s.name == "perfgen_events_total", s
    assert set(s.labels) == {"concept", "cpu", "pmu", "exactness"}, s.labels
    assert s.labels["pmu"] == "software" and s.labels["exactness"] == "exact", s.labels
tc = [s for s in ev.samples if s.labels["concept"] == "task-clock"]
assert len(tc) >= 1 and all(s.labels["cpu"].isdigit() for s in tc), tc
print("ok")' "$tmp/om"
check "OpenMetrics: what cannot count is said on stderr" 0 "cycles is not counted: .*no hardware PMU" \
	cat "$tmp/om.err"
absent "OpenMetrics: what cannot count has no sample" 0 'concept="cycles"' cat "$tmp/om"
"$PERFGEN" stat --openmetrics-file "$tmp/node.prom" -I 30 -a -e task-clock -- sleep 0.2 2>/dev/null &
op=$!
seen=0 torn=0
while kill -0 $op 2>/dev/null; do
	if [ -e "$tmp/node.prom" ]; then
		seen=$((seen + 1))
		tail -n 1 "$tmp/node.prom" | grep -qx '# EOF' || torn=$((torn + 1))
	fi
done
wait $op
check "OpenMetrics file: rewritten whole each interval (never torn)" 0 '^torn 0, seen [1-9]' \
	echo "torn $torn, seen $seen"
check "OpenMetrics file: only the file is left, no temporary" 0 '^node.prom$' ls "$tmp" -I out -I om \
	-I om.err -I csv -I j -I noexec
if command -v promtool >/dev/null; then
	check "OpenMetrics file: promtool check metrics accepts it, lint included" 0 '' \
		sh -c "promtool check metrics <'$tmp/node.prom'"
else
	bad "OpenMetrics file: promtool (Debian's prometheus package) is not installed"
fi
check "OpenMetrics file: a directory that does not exist is refused before running" 129 \
	"--openmetrics-file '/nonexistent/x.prom'" \
	"$PERFGEN" stat --openmetrics-file /nonexistent/x.prom -e task-clock -- sh -c 'echo RAN'
finish

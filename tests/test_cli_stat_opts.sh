#!/bin/sh
# SPDX-License-Identifier: MIT
# perfgen stat takes perf stat's options as perf's option parser reads
# them (bundled, attached, --name=value, unambiguous starts of long names)
# with perf's meaning, and prints what perf prints.  Where Debian's perf is
# installed it runs beside perfgen on software events (no PMU is needed).
PERFGEN=${1:?usage: test_cli_stat_opts.sh PATH/TO/perfgen PATH/TO/perfgen.1}
MAN=${2:?usage: test_cli_stat_opts.sh PATH/TO/perfgen PATH/TO/perfgen.1}
. "$(dirname "$0")/check.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
PERF=$(command -v perf 2>/dev/null)
# perf as root may read what an unprivileged user cannot: both run as root.

# --- the forms of an option ---------------------------------------------------
check "-ae: bundled switches, the last takes the next argument" 0 \
	'^ +[0-9.]+ +msec task-clock' "$PERFGEN" stat -ae task-clock -- true
check "-etask-clock: the value attached" 0 '^ +[0-9.]+ +msec task-clock' \
	"$PERFGEN" stat -etask-clock -- true
check "-aetask-clock: bundled and attached" 0 '^ +[0-9.]+ +msec task-clock' \
	"$PERFGEN" stat -aetask-clock -- true
check "--event=: the value after '='" 0 '^ +[0-9.]+ +msec page-faults|^ +[0-9]+ +page-faults' \
	"$PERFGEN" stat --event=page-faults -- true
check "-x,: the separator attached" 0 '^[0-9.]+,msec,task-clock,' \
	"$PERFGEN" stat -x, -e task-clock -- true
check "--field-separator=: CSV with ':'" 0 '^[0-9.]+:msec:task-clock:' \
	"$PERFGEN" stat --field-separator=: -e task-clock -- true
check "-I100 and --interval-print=100: intervals" 0 '^ +[0-9]+\.[0-9]+ +[0-9.]+ msec task-clock' \
	"$PERFGEN" stat -I100 -e task-clock -- true
check "--interval-print=100" 0 '^ +[0-9]+\.[0-9]+ +[0-9.]+ msec task-clock' \
	"$PERFGEN" stat --interval-print=100 -e task-clock -- true
check "--interval-p=100: an unambiguous start of a long name, as perf" 0 \
	'^ +[0-9]+\.[0-9]+ +[0-9.]+ msec task-clock' \
	"$PERFGEN" stat --interval-p=100 -e task-clock -- true
check "--openm: the start of two options is refused" 129 "ambiguous option '--openm'" \
	"$PERFGEN" stat --openm -e task-clock -- true
check "--all-cpus=1: a switch takes no value" 129 "'--all-cpus=1': takes no value" \
	"$PERFGEN" stat --all-cpus=1 -e task-clock -- true
check "-e at the end: needs a value" 129 "'-e': needs a value" "$PERFGEN" stat -e
check "-az: an unknown letter in a bundle" 129 "unknown switch '-z'" \
	"$PERFGEN" stat -az -e task-clock -- true
check "-j: JSON, as --json" 0 '^\{"counter-value" : "[0-9.]+", "unit" : "msec", "event" : "task-clock"' \
	"$PERFGEN" stat -j -e task-clock -- true
check "the command's own options stay its own" 0 '^x -e y$' \
	sh -c '"$1" stat -e task-clock -- echo x -e y 2>/dev/null' sh "$PERFGEN"
check "options end at the command (no --)" 0 '^-a$' \
	sh -c '"$1" stat -e task-clock echo -a 2>/dev/null' sh "$PERFGEN"

# --- help --------------------------------------------------------------------
check "--help: the options on stdout, exit 0" 0 '-e, --event EVENTS' \
	sh -c '"$1" stat --help 2>/dev/null' sh "$PERFGEN"
check "-h: the options on stderr, exit 129 (perf's usage)" 129 '-I, --interval-print MS' \
	sh -c '"$1" stat -h 2>&1 >/dev/null' sh "$PERFGEN"
check "-h: nothing on stdout" 129 '^$' sh -c '"$1" stat -h 2>/dev/null; r=$?; echo; exit $r' \
	sh "$PERFGEN"

check "perf's options perfgen does not take are refused, not ignored (-d)" 129 "unknown switch '-d'" \
	"$PERFGEN" stat -d -e task-clock -- true
check "... nor -o FILE" 129 "unknown switch '-o'" "$PERFGEN" stat -o "$tmp/o" -e task-clock -- true
# Every option --help lists is on the page, under STAT OPTIONS.
man -l "$MAN" 2>/dev/null | col -b | sed -n '/^STAT OPTIONS/,/^STAT CONVENTIONS/p' >"$tmp/statman"
[ -s "$tmp/statman" ] || cat "$MAN" >"$tmp/statman"
for o in $("$PERFGEN" stat --help | grep -oE -- '(^| )--?[A-Za-z][a-z-]*' | sort -u); do
	grep -q -- "$o" "$tmp/statman" || grep -q -- "$(echo "$o" | sed 's/-/\\-/g')" "$MAN" ||
		echo "$o" >>"$tmp/undocumented"
done
check "every option of --help is in perfgen(1)" 0 '^none$' sh -c \
	'[ -s "$1" ] && cat "$1" || echo none' sh "$tmp/undocumented"

# --- -I: perf's limit is an unsigned int of milliseconds ----------------------
check "-I 4294967295: perf's largest is taken" 0 '^ +[0-9]+\.[0-9]+ +[0-9.]+ msec task-clock' \
	"$PERFGEN" stat -I 4294967295 -e task-clock -- true
check "-I 4294967296: beyond perf's limit, said so" 129 \
	"-I '4294967296': at most 4294967295 ms" "$PERFGEN" stat -I 4294967296 -e task-clock -- true
check "-I 99999999999999999999: beyond, not 'want 10 or more'" 129 \
	"-I '99999999999999999999': at most 4294967295 ms" \
	"$PERFGEN" stat -I 99999999999999999999 -e task-clock -- true

# --- -A needs CPUs, as perf ---------------------------------------------------
check "-A without -a or -C: refused" 129 '-A \(--no-aggr\) gives a count per CPU: it needs -a or -C' \
	"$PERFGEN" stat -A -e task-clock -- true
absent "-A without -a or -C: no CPU-1 row" 129 'CPU-1' "$PERFGEN" stat -A -e task-clock -- true
check "-A with -a: a row per CPU" 0 '^CPU0 +[0-9.]+ +msec task-clock' \
	"$PERFGEN" stat -a -A -e task-clock -- true
# Each CPU's row is that CPU's count, not the sum over every CPU: a CPU's
# cpu-clock runs for the time elapsed (a sum would be that times the CPUs).
# The rows are held to the run's own elapsed time, not to a constant.
ncpu=$(getconf _NPROCESSORS_ONLN)
if [ "$ncpu" -ge 2 ]; then
	out=$("$PERFGEN" stat -a -A -e cpu-clock -- sleep 0.1 2>&1)
	if printf '%s\n' "$out" | awk -v n="$ncpu" '
		/seconds time elapsed/ { el = $1 * 1000 }
		/^CPU[0-9]+ .* msec cpu-clock/ { v[++rows] = $2 }
		END {
			if (rows != n || el <= 0) exit 1
			for (i = 1; i <= rows; i++) if (v[i] / el < 0.5 || v[i] / el > 1.5) exit 1
		}'; then
		ok "-a -A: each CPU row counts that CPU alone (cpu-clock ~ the elapsed time)"
	else
		bad "-a -A: a CPU row is not that CPU's cpu-clock" "$out"
	fi
fi
if [ -n "$PERF" ]; then
	check "perf refuses -A without -a as well" 234 'only available in system-wide mode' \
		"$PERF" stat -A -e task-clock -- true
fi

# --- output details as perf prints them ----------------------------------------
"$PERFGEN" stat -x, -I 10 -e task-clock,page-faults -- sleep 0.3 2>"$tmp/csv"
check "CSV -I: the timestamp in nanoseconds, as perf" 0 '^[0-9]+\.[0-9]{9},' cat "$tmp/csv"
check "CSV -I: two intervals never share a timestamp" 0 '^same$' sh -c '
	rows=$(wc -l <"$1"); ts=$(cut -d, -f1 "$1" | sort -u | wc -l)
	[ "$rows" -gt 4 ] && [ $((ts * 2)) -eq "$rows" ] && echo same || echo "$rows rows, $ts stamps"' \
	sh "$tmp/csv"
"$PERFGEN" stat -j -I 100 -e task-clock,page-faults -- sleep 0.35 2>"$tmp/json"
check "JSON -I: the interval in nanoseconds" 0 '^\{"interval" : [0-9]+\.[0-9]{9}, ' cat "$tmp/json"
check "JSON: counter-value with perf's six decimals (msec)" 0 \
	'"counter-value" : "[0-9]+\.[0-9]{6}", "unit" : "msec", "event" : "task-clock"' cat "$tmp/json"
check "JSON: counter-value with perf's six decimals (a count)" 0 \
	'"counter-value" : "[0-9]+\.[0-9]{6}", "unit" : "", "event" : "page-faults"' cat "$tmp/json"
# sleep is off the CPU for most of its 100 ms intervals: its task-clock was
# not enabled then, which perf prints as <not counted>, not 0 at 100 %.
check "JSON -I: an interval the task never ran is <not counted>" 0 \
	'"counter-value" : "<not counted>", "unit" : "msec", "event" : "task-clock"' cat "$tmp/json"
check "-I: an interval the task never ran is <not counted>" 0 '<not counted> msec task-clock' \
	"$PERFGEN" stat -I 100 -e task-clock -- sleep 0.35
absent "-I: no 0.00 msec for a task that did not run" 0 ' 0\.00 msec task-clock' \
	"$PERFGEN" stat -I 100 -e task-clock -- sleep 0.35
if [ -n "$PERF" ]; then
	check "perf prints <not counted> there too" 0 '<not counted>,msec,task-clock' \
		"$PERF" stat -x, -I 100 -e task-clock -- sleep 0.35
fi
check "-I: perf's column header first" 0 '^#           time               counts unit events$' \
	sh -c '"$1" stat -I 100 -e task-clock -- true 2>&1 | head -1' sh "$PERFGEN"
check "-a -A -I: the header names the CPU column" 0 '^#           time CPU  +counts unit events$' \
	sh -c '"$1" stat -a -A -I 100 -e task-clock -- true 2>&1 | head -1' sh "$PERFGEN"
# perf 6.1 repeats it every 25 intervals: the intervals (distinct
# timestamps) between the first two headers, for both tools side by side.
gap='/^#/ { if (h++) { print n; exit } n = 0; next }
	$1 ~ /^[0-9]+\.[0-9]+$/ && !($1 in seen) { seen[$1] = 1; n++ }'
check "-I: the header again after 25 intervals, as perf 6.1" 0 '^25$' sh -c \
	'"$1" stat -I 10 -e task-clock,page-faults -- sleep 0.8 2>&1 | awk "$2"' sh "$PERFGEN" "$gap"
if [ -n "$PERF" ]; then
	check "perf 6.1: the header after 25 intervals" 0 '^25$' sh -c \
		'"$1" stat -I 10 -e task-clock,page-faults -- sleep 0.8 2>&1 | awk "$2"' sh "$PERF" "$gap"
fi
check "-x -I: no header (perf prints none in CSV)" 0 '^none$' sh -c \
	'"$1" stat -x, -I 100 -e task-clock -- true 2>&1 | grep -q "^#" && echo some || echo none' \
	sh "$PERFGEN"
"$PERFGEN" stat -e task-clock -- true 2>"$tmp/human"
check "the elapsed time with perf's nine decimals" 0 '^ +[0-9]+\.[0-9]{9} seconds time elapsed$' \
	cat "$tmp/human"
check "then the command's user time, as perf 6.1" 0 '^ +[0-9]+\.[0-9]{9} seconds user$' \
	cat "$tmp/human"
check "and its system time" 0 '^ +[0-9]+\.[0-9]{9} seconds sys$' cat "$tmp/human"
check "user and sys follow the elapsed time" 0 '^time elapsed,,user,sys$' sh -c \
	'grep -E "seconds|^$" "$1" | sed -n "/elapsed/,\$p" | sed "s/.* seconds //" | tr "\n" , | sed "s/,*$//"' \
	sh "$tmp/human"
absent "-a: no user and sys (perf prints them for a command alone)" 0 'seconds user' \
	"$PERFGEN" stat -a -e task-clock -- true

# --- any number of events, as perf --------------------------------------------
# 10,000 events need 10,000 fds: the soft limit is raised to the hard one
# as perf raises it; with a hard limit too low the message says so.
ev10k=$(awk 'BEGIN { n = split("page-faults,task-clock,context-switches,cpu-clock", e, ",");
	for (i = 0; i < 10000; i++) printf "%s%s", i ? "," : "", e[i % n + 1] }')
hard=$(ulimit -Hn)
if [ "$hard" = unlimited ] || [ "$hard" -gt 10100 ]; then
	(ulimit -Sn 1024; "$PERFGEN" stat -x, -e "$ev10k" -- true) 2>"$tmp/10k"
	check "10,000 events under a soft limit of 1024: all counted" 0 '^10000 10000$' sh -c '
		echo "$(grep -c ,page-faults, "$1") $(grep -cE "^[0-9.]+,[a-z]*,[a-z-]+,[0-9]+,100\.00," "$1")" |
		awk "{ print \$1 * 4, \$2 }"' sh "$tmp/10k"
	check "10,000 events: one page-faults count, 2,500 times" 0 '^2500$' sh -c \
		'grep ,page-faults, "$1" | cut -d, -f1 | sort | uniq -c | awk "{ print \$1 }"' sh "$tmp/10k"
	if [ -n "$PERF" ]; then
		check "perf counts the same 10,000" 0 '^10000$' sh -c \
			'(ulimit -Sn 1024; "$1" stat -x, -e "$2" -- true 2>&1 | grep -c ",100\.00,")' \
			sh "$PERF" "$ev10k"
	fi
else
	ok "# SKIP 10,000 events: the hard fd limit is $hard"
fi
check "a hard limit too low: said, exit 1" 1 "out of file descriptors .*\\(ulimit -n is 100\\): the hard limit is 100," \
	sh -c 'ulimit -n 100; "$1" stat -e "$2" -- true' sh "$PERFGEN" "$ev10k"
absent "a hard limit too low: the command is not run" 1 '^ran$' \
	sh -c 'ulimit -n 100; "$1" stat -e "$2" -- echo ran' sh "$PERFGEN" "$ev10k"
check "100 events in one list (perfgen took 64)" 0 '^100$' sh -c \
	'"$1" stat -x, -e "$(echo "$2" | cut -d, -f1-100)" -- true 2>&1 | grep -c ",100\.00,"' \
	sh "$PERFGEN" "$ev10k"
check "a group of 65: refused, it is read at once" 129 'a \{group\} holds at most 64 events' \
	"$PERFGEN" stat -e "{$(echo "$ev10k" | cut -d, -f1-65)}" -- true

# --- -r: run N times, print the mean and perf's deviation of the mean -----------
: >"$tmp/runs"
check "-r 3: the command runs three times" 0 '^3$' sh -c \
	'"$1" stat -r 3 -e task-clock -- sh -c "echo x >>$2" 2>/dev/null; wc -l <"$2"' \
	sh "$PERFGEN" "$tmp/runs"
"$PERFGEN" stat -r 3 -e task-clock,page-faults -- true 2>"$tmp/r3"
check "-r 3: the header says the runs, as perf" 0 "^ Performance counter stats for 'true' \(3 runs\):$" \
	cat "$tmp/r3"
check "-r 3: perf's ( +- x.xx% ) after a count" 0 '^ +[0-9.]+ msec task-clock +\( \+- +[0-9]+\.[0-9]{2}% \)$' \
	cat "$tmp/r3"
check "-r 3: the elapsed time with its deviation" 0 '^ +[0-9]+\.[0-9]+ \+- [0-9]+\.[0-9]+ seconds time elapsed' \
	cat "$tmp/r3"
absent "-r 3: no user and sys times (perf prints them for one run)" 0 'seconds (user|sys)' cat "$tmp/r3"
check "--repeat=2 and -r2" 0 "\(2 runs\)" "$PERFGEN" stat --repeat=2 -e task-clock -- true
check "-r2 attached" 0 "\(2 runs\)" "$PERFGEN" stat -r2 -e task-clock -- true
check "-r 3 CSV: the deviation after the event, as perf" 0 '^[0-9]+,,page-faults,[0-9]+\.[0-9]{2}%,[0-9]+,100\.00,' \
	"$PERFGEN" stat -x, -r 3 -e page-faults -- true
check "-r 3 JSON: \"variance\" after the event, as perf" 0 \
	'"event" : "page-faults", "variance" : [0-9]+\.[0-9]{2}, "event-runtime"' \
	"$PERFGEN" stat -j -r 3 -e page-faults -- true
# -r 0: again and again, each run printed, until a signal; the third run
# interrupts perfgen (its parent), which prints it and dies of SIGINT.
: >"$tmp/forever"
check "-r 0: run after run until interrupted, each printed; dies of SIGINT" 130 '^3 3$' sh -c '
	"$1" stat -r 0 -e task-clock -- sh -c "echo x >>\"\$0\"; [ \$(wc -l <\"\$0\") -ge 3 ] &&
		kill -INT \$PPID; exit 0" "$2" 2>"$2.out"
	r=$?; echo "$(grep -c "Performance counter stats" "$2.out") $(wc -l <"$2")"; exit $r' \
	sh "$PERFGEN" "$tmp/forever"
absent "-r 0: no (N runs), no mean: each run is its own" 130 'runs\)|\+-' sh -c '
	: >"$2"; "$1" stat -r 0 -e task-clock -- sh -c "echo x >>\"\$0\"; [ \$(wc -l <\"\$0\") -ge 2 ] &&
		kill -INT \$PPID; exit 0" "$2"' sh "$PERFGEN" "$tmp/forever"
check "-r -1: refused" 129 "-r '-1': want a run count" "$PERFGEN" stat -r -1 -e task-clock -- true
check "-r without a command: refused" 129 '-r repeats a command' "$PERFGEN" stat -r 2 -a -e task-clock
check "-r with OpenMetrics: refused" 129 '-r with OpenMetrics' \
	"$PERFGEN" stat -r 2 --openmetrics -e task-clock -- true
# The mean and the deviation, checked against three single runs: each run
# of the workload faults in 8, 16 or 24 MiB more (dd's buffer), so the
# counts differ by about 2048 pages and the runs' own noise is small.
work='n=$(cat "$0"); echo $((n % 3 + 1)) >"$0"; exec dd if=/dev/zero of=/dev/null bs=$((n * 8))M count=1 2>/dev/null'
echo 1 >"$tmp/st"
for i in 1 2 3; do
	"$PERFGEN" stat -x, -e page-faults -- sh -c "$work" "$tmp/st" 2>&1 | cut -d, -f1
done >"$tmp/single"
echo 1 >"$tmp/st"
"$PERFGEN" stat -x, -r 3 -e page-faults -- sh -c "$work" "$tmp/st" 2>"$tmp/rep"
check "-r 3: the mean of the runs and perf's deviation of the mean, in percent" 0 '^agree' \
	awk -F, -v rep="$(cat "$tmp/rep")" '
	{ v[NR] = $1; sum += $1 }
	END {
		mean = sum / 3
		for (i = 1; i <= 3; i++) ss += (v[i] - mean) ^ 2
		pct = 100 * sqrt(ss / 2 / 3) / mean	# stddev of the mean, as perf
		split(rep, r, ","); got = r[1]; gpct = r[4] + 0
		d = got - mean; if (d < 0) d = -d
		e = gpct - pct; if (e < 0) e = -e
		print (d < mean / 100 && e < 1 ? "agree" : "differ"), "mean", mean, "got", got,
			"pct", pct, "got", gpct
	}' "$tmp/single"

# --- duration_time: perf's wall time of the run, in ns -------------------------
"$PERFGEN" stat -e duration_time,task-clock -- true 2>"$tmp/dt"
check "duration_time: counted, in ns, as perf" 0 '^ +[0-9]+ ns +duration_time$' cat "$tmp/dt"
check "duration_time: the elapsed time, in ns" 0 '^same$' sh -c '
	ns=$(awk "/duration_time/ { print \$1 }" "$1")
	el=$(awk "/time elapsed/ { printf \"%.0f\", \$1 * 1e9 }" "$1")
	[ -n "$ns" ] && [ "$ns" = "$el" ] && echo same || echo "$ns ns, elapsed $el"' sh "$tmp/dt"
check "duration_time CSV: ns, running all the time" 0 '^([0-9]+),ns,duration_time,\1,100\.00,' \
	"$PERFGEN" stat -x, -e duration_time -- true
check "duration_time JSON: perf's six decimals" 0 '"counter-value" : "[0-9]+\.000000", "unit" : "ns", "event" : "duration_time"' \
	"$PERFGEN" stat -j -e duration_time -- true
"$PERFGEN" stat -x, -I 100 -e duration_time -- true 2>"$tmp/dti"
check "duration_time -I: the interval's length (its timestamp, the first)" 0 '^same$' sh -c '
	IFS=, read -r t v rest <"$1"; [ "$(awk -v t="$t" "BEGIN { printf \"%.0f\", t * 1e9 }")" = "$v" ] &&
	echo same || echo "$t s, $v ns"' sh "$tmp/dti"
check "duration_time -a -A: once, on the first CPU, as perf" 0 '^1$' sh -c \
	'"$1" stat -a -A -e duration_time,task-clock -- true 2>&1 | grep -c duration_time' sh "$PERFGEN"
check "duration_time in a group: refused, said why" 129 'duration_time is the wall time, not a counter' \
	"$PERFGEN" stat -e '{duration_time,task-clock}' -- true
check "duration_time:u: refused, no modifier changes it" 129 'no modifier changes it' \
	"$PERFGEN" stat -e duration_time:u -- true
if [ -n "$PERF" ]; then
	check "perf prints duration_time alike (unit, name, running)" 0 '^ns,duration_time,100\.00$' sh -c \
		'"$1" stat -x, -e duration_time -- true 2>&1 | cut -d, -f2,3,5' sh "$PERF"
fi

# --- perf's :p modifiers count ---------------------------------------------------
check ":p, :pp, :ppp: counted (precise_ip), as perf" 0 '^3$' sh -c \
	'"$1" stat -x, -e task-clock:p,page-faults:pp,context-switches:ppp -- true 2>&1 | grep -c ",100\.00,"' \
	sh "$PERFGEN"
check ":pppp: refused, as perf" 129 "more than three 'p' modifiers" \
	"$PERFGEN" stat -e task-clock:pppp -- true
if [ -n "$PERF" ]; then
	check "perf counts :ppp too" 0 '^[0-9.]+,msec,task-clock:ppp,' "$PERF" stat -x, -e task-clock:ppp -- true
fi

# --- exit statuses: the shell's, not perf's, and perfgen(1) says so -------------
check "a missing command: 127, as the shell" 127 "cannot run 'no-such-cmd-x'" \
	"$PERFGEN" stat -e task-clock -- no-such-cmd-x
check "a command killed by SIGKILL: 137, reported" 137 'was killed by signal 9' \
	"$PERFGEN" stat -e task-clock -- sh -c 'kill -9 $$'
if [ -n "$PERF" ]; then
	check "perf 6.1 exits 255 for a missing command" 255 'Workload failed' \
		"$PERF" stat -e task-clock -- no-such-cmd-x
	check "perf 6.1 exits 0 for a killed command" 0 'task-clock' \
		"$PERF" stat -e task-clock -- sh -c 'kill -9 $$'
fi
# The page renders; its EXIT STATUS names perf's numbers and claims no sameness.
man -l "$MAN" 2>/dev/null | col -b >"$tmp/man" 2>/dev/null || cat "$MAN" >"$tmp/man"
check "perfgen(1): the difference from perf's 255 is documented" 0 'perf 6.1 exits 255' \
	sh -c 'tr -s " \n" "  " <"$1"' sh "$tmp/man"
check "perfgen(1): the difference from perf's 0 for a killed command" 0 'perf 6.1 exits 0' \
	sh -c 'tr -s " \n" "  " <"$1"' sh "$tmp/man"
absent "perfgen(1): 127/126/128+n not listed under 'As perf stat'" 0 'cannot be found exits 127' \
	sh -c 'sed -n "/^STAT CONVENTIONS/,/^VALIDATE/p" "$1" | tr -s " \n" "  "' sh "$tmp/man"

par=$(cat /proc/sys/kernel/perf_event_paranoid)
if [ "$(id -u)" -eq 0 ] && command -v setpriv >/dev/null && [ "$par" -ge 2 ] &&
	setpriv --reuid=65534 --regid=65534 --clear-groups test -x "$PERFGEN"; then
	nobody="setpriv --reuid=65534 --regid=65534 --clear-groups"
	check "unprivileged :pp: user space, and the p's stay (task-clock:ppu, as perf)" 0 \
		'msec task-clock:ppu$' $nobody "$PERFGEN" stat -e task-clock:pp -- true
	if [ -n "$PERF" ]; then
		check "perf's fallback keeps them too" 0 'msec task-clock:ppu ' \
			$nobody "$PERF" stat -e task-clock:pp -- true
	fi
else
	ok "# SKIP unprivileged :pp: needs root, setpriv and perf_event_paranoid >= 2 (is $par)"
fi

finish

#!/bin/sh
# SPDX-License-Identifier: MIT
# perfgen stat takes perf stat's options as perf's option parser reads
# them (bundled, attached, --name=value, unambiguous starts of long names)
# with perf's meaning, and prints what perf prints.  Where Debian's perf is
# installed it runs beside perfgen on software events (no PMU is needed).
PERFGEN=${1:?usage: test_cli_stat_opts.sh PATH/TO/perfgen}
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
# perf repeats it before the 1st, 27th, 53rd... interval.
"$PERFGEN" stat -I 10 -e task-clock -- sleep 0.8 2>"$tmp/hdr"
check "-I: the header again every 26 intervals, as perf" 0 '^right$' sh -c '
	n=$(grep -v "^#" "$1" | grep -c "task-clock"); h=$(grep -c "^#  *time" "$1")
	[ "$n" -gt 27 ] && [ "$h" -eq $(((n + 25) / 26)) ] && echo right || echo "$n intervals, $h headers"' \
	sh "$tmp/hdr"
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

finish

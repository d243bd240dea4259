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

finish

#!/bin/sh
# SPDX-License-Identifier: MIT
# pmdaperfgen under a real pmcd (TAP): the agent copied where PCP keeps its
# agents, added with its Install script, read with pminfo and pmval,
# taken out with Remove; pmcd is started here when it was not running, and
# stopped again at the end.  Needs root and Debian's pcp package.
#   test_pmda.sh PATH/TO/pmdaperfgen SOURCE-ROOT
AGENT=${1:?usage: test_pmda.sh PATH/TO/pmdaperfgen SOURCE-ROOT}
SRC=${2:?usage: test_pmda.sh PATH/TO/pmdaperfgen SOURCE-ROOT}
. "$SRC/tests/check.sh"

skip_all() {
	echo "1..0 # SKIP $*"
	exit 0
}

[ "$(id -u)" -eq 0 ] || skip_all "not root: installing a PCP agent rewrites pmcd's configuration"
[ -r /etc/pcp.env ] && command -v pminfo >/dev/null && command -v pmval >/dev/null ||
	skip_all "pcp is not installed (scripts/install-deps.sh --tests installs it)"
. /etc/pcp.env
[ -x "$PCP_RC_DIR/pmcd" ] || skip_all "no $PCP_RC_DIR/pmcd to start pmcd with"

DIR=$PCP_PMDAS_DIR/perfgen
MARK=$DIR/.copied-by-test
LOG=$PCP_LOG_DIR/pmcd/perfgen.log
if [ -e "$DIR" ] && [ ! -e "$MARK" ]; then
	skip_all "$DIR holds an installed agent; this test does not replace it"
fi

# The concepts by kind, from the table the library is generated from.
kinds=$(python3 -c '
import sys, tomllib
with open(sys.argv[1], "rb") as f:
    for name, c in tomllib.load(f).items():
        print(c["kind"], name)' "$SRC/data/concepts.toml")
SOFTWARE=$(printf '%s\n' "$kinds" | awk '$1 == "software" { print $2 }')
HARDWARE=$(printf '%s\n' "$kinds" | awk '$1 == "hardware" { print $2 }')
metric() { echo "perfgen.$1" | tr - _; }

pmcd_up() { pminfo -f pmcd.version >/dev/null 2>&1; }
started=0
installed=0
cleanup() {
	if [ "$installed" -eq 1 ]; then
		(cd "$DIR" && ./Remove) >/dev/null 2>&1
	fi
	[ -e "$MARK" ] && rm -rf "$DIR"
	[ "$started" -eq 1 ] && "$PCP_RC_DIR/pmcd" stop >/dev/null 2>&1
}
trap cleanup EXIT

if pmcd_up; then
	ok "pmcd runs (already running)"
else
	"$PCP_RC_DIR/pmcd" start >/dev/null 2>&1
	started=1
	for _ in 1 2 3 4 5 6 7 8 9 10; do pmcd_up && break; sleep 1; done
	if pmcd_up; then
		ok "pmcd started"
	else
		bad "pmcd started" "$(tail -20 "$PCP_LOG_DIR/pmcd/pmcd.log" 2>&1)"
		finish
		exit
	fi
fi

rm -rf "$DIR"
mkdir -p "$DIR" && touch "$MARK"
cp "$AGENT" "$DIR/pmdaperfgen"
cp "$SRC/pmda/Install" "$SRC/pmda/Remove" "$SRC/pmda/domain.h" "$SRC/pmda/root_perfgen" "$DIR/"
installed=1
check "Install: pmcd runs the agent and its metrics appear" 0 \
	'Check perfgen metrics have appeared \.\.\. [1-9][0-9]* metrics and [1-9][0-9]* values' \
	sh -c "cd '$DIR' && ./Install </dev/null"

for c in $SOFTWARE; do
	check "software concept $c is exported as $(metric "$c")" 0 "^$(metric "$c")\$" \
		pminfo "$(metric "$c")"
done

# The value of INSTANCE in pminfo -f output for METRIC.
value() { # output metric instance
	printf '%s\n' "$1" | awk -v m="$2" -v i="\"$3\"]" '
		$1 == m { on = 1; next }
		/^[^ ]/ { on = 0 }
		on && $4 == i && $5 == "value" { print $6 }'
}

watched="task-clock page-faults context-switches"
names=$(for c in $watched; do metric "$c"; done)
first=$(pminfo -f $names 2>&1)
# Work between the fetches: page faults, context switches, CPU time.
for _ in 1 2 3; do ls -R /usr/include >/dev/null 2>&1; sleep 0.1; done
second=$(pminfo -f $names 2>&1)
for c in $watched; do
	m=$(metric "$c")
	a=$(value "$first" "$m" all)
	b=$(value "$second" "$m" all)
	if [ -n "$a" ] && [ -n "$b" ] && [ "$b" -gt "$a" ]; then
		ok "$m (all) increases between two fetches: $a -> $b"
	else
		bad "$m (all) increases between two fetches: '$a' -> '$b'" "$first" "$second"
	fi
	sum=0
	for cpu in $(printf '%s\n' "$second" | sed -n 's/.* or "\(cpu[0-9]*\)"\].*/\1/p' | sort -u); do
		sum=$((sum + $(value "$second" "$m" "$cpu")))
	done
	if [ "$sum" -gt 0 ] && [ "$sum" -eq "$b" ]; then
		ok "$m: all is the sum of the CPUs of the same fetch"
	else
		bad "$m: all ($b) is the sum of the CPUs of the same fetch ($sum)" "$second"
	fi
done

samples=$(pmval -r -s 2 -t 0.5 -i all "$(metric context-switches)" 2>&1)
set -- $(printf '%s\n' "$samples" | awk 'NF == 1 && $1 ~ /^[0-9]+$/ { print $1 }')
if [ $# -eq 2 ] && [ "$2" -gt "$1" ]; then
	ok "pmval -s 2: $(metric context-switches) all increases: $1 -> $2"
else
	bad "pmval -s 2: $(metric context-switches) all increases" "$samples"
fi

check "help text is the concept's definition" 0 'Page faults, minor and major\.' \
	pminfo -T "$(metric page-faults)"
check "labels: availability and the encoding" 0 \
	'"availability":"software".*"event":"task-clock".*"exact":true' \
	pminfo -l "$(metric task-clock)"
check "labels: the CPU of an instance" 0 'inst \[0 or "cpu0"\] labels \{.*"cpu":0' \
	pminfo -l "$(metric task-clock)"

# Hardware concepts: counted where there is a PMU, absent with the reason
# logged where there is none (this machine: a VM without a PMU).
has_pmu=0
for p in cpu cpu_core cpu_atom; do
	[ -e "/sys/bus/event_source/devices/$p" ] && has_pmu=1
done
for c in $HARDWARE; do
	m=$(metric "$c")
	line=$(grep -F "concept $c ($m) is not exported: " "$LOG" | tail -1)
	if pminfo "$m" >/dev/null 2>&1; then
		if [ "$has_pmu" -eq 1 ]; then
			ok "hardware concept $c is exported (this host has a PMU)"
		else
			bad "hardware concept $c is exported without a PMU"
		fi
	elif [ -z "$line" ]; then
		bad "hardware concept $c is absent and $LOG says why" "$(cat "$LOG")"
	elif [ "$has_pmu" -eq 1 ] || printf '%s\n' "$line" |
		grep -Eq "no hardware PMU|this CPU's table cannot count it"; then
		ok "hardware concept $c is absent and the agent's log says why"
		echo "#   ${line#*is not exported: }"
	else
		bad "hardware concept $c is absent for the wrong reason" "$line"
	fi
done
if [ "$has_pmu" -eq 0 ]; then
	check "cycles: the no-PMU reason in the agent's log" 0 \
		'concept cycles \(perfgen.cycles\) is not exported: .*no hardware PMU' cat "$LOG"
fi

check "Remove: the agent leaves pmcd's configuration" 0 'Updating the PMCD control file' \
	sh -c "cd '$DIR' && ./Remove"
installed=0
if pminfo perfgen >/dev/null 2>&1; then
	bad "after Remove no perfgen metric is left" "$(pminfo perfgen 2>&1)"
else
	ok "after Remove no perfgen metric is left"
fi
if grep -q '^perfgen[[:space:]]' "$PCP_PMCDCONF_PATH"; then
	bad "after Remove pmcd.conf has no perfgen line" "$(cat "$PCP_PMCDCONF_PATH")"
else
	ok "after Remove pmcd.conf has no perfgen line"
fi
check "after Remove pmcd still runs" 0 'value "' pminfo -f pmcd.version
finish

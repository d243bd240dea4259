#!/bin/sh
# SPDX-License-Identifier: MIT
# perfgen stat (-a, -C, -p, -I, -x, --json) and perfgen explain.
PERFGEN=${1:?usage: test_cli_stat.sh PATH/TO/perfgen PATH/TO/stat-threads}
THREADS=${2:?usage: test_cli_stat.sh PATH/TO/perfgen PATH/TO/stat-threads}
. "$(dirname "$0")/check.sh"

N1A="--cpu GenuineIntel-6-1A"
check "explain: the whole chain on Nehalem-EP" 0 \
	'perf: +perf stat -e cpu/event=0xb7,umask=0x1,offcore_rsp=0x20ff/ ' \
	"$PERFGEN" explain $N1A dram-remote
check "explain: table row with its sources" 0 'json: +OFFCORE_RESPONSE.ANY_REQUEST.REMOTE_DRAM' \
	"$PERFGEN" explain $N1A dram-remote
check "explain: whitelist entry, MSR and mask" 0 \
	'whitelist: intel_nehalem_extra_regs: event 0x01b7 -> extra register MSR 0x1a6, config1 mask 0xffff: 0x20ff fits' \
	"$PERFGEN" explain $N1A dram-remote
check "explain: attr" 0 'attr: +type=4 config=0x1b7 config1=0x20ff' \
	"$PERFGEN" explain $N1A dram-remote
check "explain: approx rows say what differs" 0 'approx: +demand data reads only' \
	"$PERFGEN" explain --cpu GenuineIntel-6-97 dram
check "explain: unsupported stops with the reason" 1 '^perfgen explain: dram-remote: .*single-socket' \
	"$PERFGEN" explain --cpu GenuineIntel-6-2A dram-remote
check "explain: generic events need no whitelist" 0 'whitelist: none applies' \
	"$PERFGEN" explain $N1A cycles:u
check "explain: one event only" 2 usage "$PERFGEN" explain

check "stat: exit status is the command's" 7 'page-faults' \
	"$PERFGEN" stat -e task-clock,page-faults -- sh -c 'exit 7'
check "stat -x,: CSV line per event" 0 '^[0-9]+,,page-faults,[0-9]+,100.00,$' \
	"$PERFGEN" stat -x, -e page-faults -- true
check "stat -x ';': the reason of an event this CPU cannot count" 0 \
	"^<not supported>;;dram-remote;0;0.00;'dram-remote' cannot be counted on GenuineIntel-6-2A .*single-socket" \
	env PERFGEN_CPU=GenuineIntel-6-2A "$PERFGEN" stat -x ';' -e task-clock,dram-remote -- true
check "stat -x,: a field holding the separator is quoted (RFC 4180)" 0 \
	'^<not supported>,,dram-remote,0,0.00,"[^"]*, cpu PMU\): Sandy' \
	env PERFGEN_CPU=GenuineIntel-6-2A "$PERFGEN" stat -x, -e dram-remote -- true
check "stat --json: one object per event" 0 \
	'^\{"counter-value" : "[0-9]+\.[0-9]{6}", "unit" : "", "event" : "page-faults", "event-runtime" : [0-9]+, "pcnt-running" : 100.00\}$' \
	"$PERFGEN" stat --json -e page-faults -- true
check "stat --json: the reason of an event this CPU cannot count" 0 \
	'"counter-value" : "<not supported>", .*"reason" : "'"'"'dram-remote'"'"' cannot be counted' \
	env PERFGEN_CPU=GenuineIntel-6-2A "$PERFGEN" stat --json -e dram-remote -- true
check "stat -I: interval lines with a timestamp" 0 '^ *[0-9]+\.[0-9]{9} +[0-9.]+ msec task-clock' \
	"$PERFGEN" stat -I 50 -e task-clock -- sleep 0.2
check "stat -a: system wide, per CPU summed" 0 'msec cpu-clock' \
	"$PERFGEN" stat -a -e cpu-clock -- sleep 0.05
check "stat -C 0: one CPU" 0 "msec cpu-clock" "$PERFGEN" stat -C 0 -e cpu-clock -- true
check "stat -C: a bad list is a usage error naming the byte" 129 \
	"-C '0-x': 'x' at byte 3 of the CPU list where a CPU number belongs" \
	"$PERFGEN" stat -C 0-x -e cpu-clock -- true
# As perf stat -C: a CPU named twice is refused, not counted once.
check "stat -C 0-1,1: a CPU twice is refused, as perf does" 129 \
	"-C '0-1,1': CPU 1 is named twice \\(again at byte 5" \
	"$PERFGEN" stat -C 0-1,1 -e cpu-clock -- true
check "stat -C 8191: a CPU that is not online is refused" 129 \
	"-C '8191': names a CPU that is not online" "$PERFGEN" stat -C 8191 -e cpu-clock -- true
# Where perf stat -C refuses a list, perfgen stat refuses it (with perf's usage status).
if command -v perf >/dev/null && perf stat -e task-clock -C 0 true >/dev/null 2>&1; then
	for l in 0-1,1 1-0 " 0" "0 " ,0 0-1-1 +0 a 99999999999 2147483647; do
		if perf stat -e task-clock -C "$l" true >/dev/null 2>&1; then
			bad "perf stat -C '$l' was expected to refuse the list"
		else
			re=$(printf '%s' "$l" | sed 's/[+.]/\\&/g')
			check "stat -C '$l': refused, as perf stat refuses it" 129 "^perfgen stat: -C '$re': " \
				"$PERFGEN" stat -C "$l" -e cpu-clock -- true
		fi
	done
fi
# perf reads 010 as octal (CPU 8): a leading zero is refused, not read as decimal.
check "stat -C 01: a leading zero is refused" 129 "-C '01': a leading zero at byte 1" \
	"$PERFGEN" stat -C 01 -e cpu-clock -- true
sleep 1 &
bg=$!
check "stat -p: counts a running process until it exits" 0 "process id '$bg'" \
	"$PERFGEN" stat -p $bg -e task-clock

# -p attaches every thread of a multi-threaded process (/proc/PID/task), as
# perf stat -p does, not only its main thread.  The target's 3 threads exist
# before perfgen starts and burn 200 ms of their own CPU time each only
# once perfgen has opened everything (it opens its pidfd after its
# counters), so the total is 600 ms however loaded the machine is; the
# main thread, blocked, counts ~0.  Deterministic: one fd per task listed
# (main + 3 threads, + a sanitizer's own thread in such builds) and
# task-clock > 400 ms, more than two threads could have counted.
tmp=$(mktemp)
"$THREADS" 3 200 &
tp=$!
i=0
while [ "$(ls /proc/$tp/task 2>/dev/null | wc -l)" -lt 4 ] && [ $i -lt 1000 ]; do
	sleep 0.01; i=$((i + 1))
done
# A sanitizer's thread may start a little after the helper's own: take the
# count once it has held for three polls 50 ms apart.
ntask=$(ls /proc/$tp/task | wc -l) same=0 i=0
while [ $same -lt 3 ] && [ $i -lt 100 ]; do
	sleep 0.05; i=$((i + 1))
	n=$(ls /proc/$tp/task | wc -l)
	if [ "$n" -eq "$ntask" ]; then same=$((same + 1)); else ntask=$n same=0; fi
done
[ "$ntask" -ge 4 ] || ntask="only $ntask"	# the helper's threads never started
"$PERFGEN" stat -p $tp -e task-clock 2>"$tmp" &
sp=$!
fds() { ls -l /proc/$sp/fd 2>/dev/null | grep -c "$1"; }
i=0
while [ "$(fds pidfd)" -eq 0 ] && kill -0 $sp 2>/dev/null && [ $i -lt 1000 ]; do
	sleep 0.01; i=$((i + 1))
done
nfd=$(fds 'perf_event\]')
kill -USR1 $tp
wait $sp
rc=$?
wait $tp
msec=$(awk '$3 == "task-clock" { print int($1) }' "$tmp")
check "stat -p: one fd per thread of the process" 0 "^$ntask fds, $ntask tasks$" \
	echo "$nfd fds, $ntask tasks"
check "stat -p: every thread's task-clock adds (3 x 200 ms)" 0 '^ok$' \
	sh -c "[ $rc -eq 0 ] && [ '${msec:-0}' -gt 400 ] && echo ok || { echo 'exit $rc, ${msec:-?} msec:'; cat '$tmp'; }"
rm -f "$tmp"
check "stat -p: a pid is needed" 129 "-p 'x': want process ids" "$PERFGEN" stat -p x -e task-clock
check "stat -I: too short" 129 "-I '1': want whole milliseconds, 10 or more" "$PERFGEN" stat -I 1 -- true

# --per-socket / --per-die: perf's S0 and S0-D0 labels, one line per socket.
socket0=$(cat /sys/devices/system/cpu/cpu0/topology/physical_package_id 2>/dev/null || echo 0)
check "stat -a --per-socket: a count per socket, labelled S<n>" 0 \
	"^S$socket0 +[0-9.]+ msec cpu-clock" "$PERFGEN" stat -a --per-socket -e cpu-clock -- true
check "stat -a --per-die -x,: the die label in the first field" 0 \
	"^S$socket0-D[0-9]+,[0-9.]+,msec,cpu-clock," \
	"$PERFGEN" stat -a --per-die -x, -e cpu-clock -- true
check "stat --per-socket without -a or -C is refused, as perf does" 129 \
	"need -a or -C" "$PERFGEN" stat --per-socket -e cpu-clock -- true
check "stat -A --per-socket: two aggregations refused" 129 "choose one" \
	"$PERFGEN" stat -a -A --per-socket -e cpu-clock -- true
# An uncore concept for a command's task: refused with the reason, never
# a socket's count under the task's name; without the PMU, the reason.
check "stat: a socket's DRAM bytes for a task are not supported, with why" 0 \
	"<not supported> .*dram-read-bytes" "$PERFGEN" stat -e dram-read-bytes -- true
check "stat -a: dram-read-bytes where no uncore PMU counts says why" 0 \
	"dram-read-bytes.*(uncore|cannot be counted|has none)" \
	"$PERFGEN" stat -a -e dram-read-bytes -- true
finish

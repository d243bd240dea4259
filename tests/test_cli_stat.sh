#!/bin/sh
# SPDX-License-Identifier: MIT
# perfgen stat (-a, -C, -p, -I, -x, --json) and perfgen explain.
PERFGEN=${1:?usage: test_cli_stat.sh PATH/TO/perfgen}
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
check "explain: unsupported stops with the reason" 1 'table: .*single-socket' \
	"$PERFGEN" explain --cpu GenuineIntel-6-2A dram-remote
check "explain: generic events need no whitelist" 0 'whitelist: none applies' \
	"$PERFGEN" explain $N1A cycles:u
check "explain: one event only" 2 usage "$PERFGEN" explain

check "stat: exit status is the command's" 7 'page-faults' \
	"$PERFGEN" stat -e task-clock,page-faults -- sh -c 'exit 7'
check "stat -x,: CSV line per event" 0 '^[0-9]+,,page-faults,[0-9]+,100.00,$' \
	"$PERFGEN" stat -x, -e page-faults -- true
check "stat -x ';': the reason of an event that cannot count" 0 \
	"^<not counted>;;nosuch-event;0;0.00;unknown event" \
	"$PERFGEN" stat -x ';' -e task-clock,nosuch-event -- true
check "stat --json: one object per event" 0 \
	'^\{"counter-value" : "[0-9]+", "unit" : "", "event" : "page-faults", "event-runtime" : [0-9]+, "pcnt-running" : 100.00\}$' \
	"$PERFGEN" stat --json -e page-faults -- true
check "stat --json: reason escaped" 0 '"reason" : "unknown event .*did you mean' \
	"$PERFGEN" stat --json -e drma-remote -- true
check "stat -I: interval lines with a timestamp" 0 '^ *[0-9]+\.[0-9]{6} +[0-9.]+ msec task-clock' \
	"$PERFGEN" stat -I 50 -e task-clock -- sleep 0.2
check "stat -a: system wide, per CPU summed" 0 'msec cpu-clock' \
	"$PERFGEN" stat -a -e cpu-clock -- sleep 0.05
check "stat -C 0: one CPU" 0 "msec cpu-clock" "$PERFGEN" stat -C 0 -e cpu-clock -- true
check "stat -C: a bad list says so" 0 "CPU list '0-x'" "$PERFGEN" stat -C 0-x -e cpu-clock -- true
sleep 1 &
bg=$!
check "stat -p: counts a running process until it exits" 0 "process id '$bg'" \
	"$PERFGEN" stat -p $bg -e task-clock
check "stat -p: a pid is needed" 2 '-p wants a process id' "$PERFGEN" stat -p x -e task-clock
check "stat -I: too short" 2 '-I wants milliseconds' "$PERFGEN" stat -I 1 -- true
finish

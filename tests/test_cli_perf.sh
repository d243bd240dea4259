#!/bin/sh
# SPDX-License-Identifier: MIT
# perfgen perf: perf with its -e lists rewritten for the CPU.  --dry-run
# prints the command; a stand-in perf shows what would run; the real perf
# (Debian's linux-perf) counts a software event.
PERFGEN=${1:?usage: test_cli_perf.sh PATH/TO/perfgen}
. "$(dirname "$0")/check.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
N1A="--cpu GenuineIntel-6-1A"
DRY="$PERFGEN perf --dry-run"

# The 2011 article's wish, and the issue's second example.
check "record -e dram-remote: the offcore encoding of Nehalem-EP" 0 \
	'^perf record -e cpu/event=0xb7,umask=0x1,offcore_rsp=0x20ff/ -- ./app$' \
	$DRY $N1A record -e dram-remote -- ./app
check "stat -e llc-load-misses,dram-remote -a sleep 1" 0 \
	'^perf stat -e cpu/event=0xb7,umask=0x1,offcore_rsp=0xf801/,cpu/event=0xb7,umask=0x1,offcore_rsp=0x20ff/ -a sleep 1$' \
	$DRY $N1A stat -e llc-load-misses,dram-remote -a sleep 1
check "every spelling of -e is rewritten" 0 \
	"^perf stat -e cpu/[^ ]*0x20ff/ -ecpu/[^ ]*0x20ff/ --event=cpu/[^ ]*0x20ff/ true$" \
	$DRY $N1A stat -e dram-remote -edram-remote --event=dram-remote true
check "the workload's own -e is not touched" 0 \
	"^perf stat -e cpu/[^ ]*/ -C 0 -x, -I 100 grep -e dram-remote file$" \
	$DRY $N1A stat -e dram-remote -C 0 -x, -I 100 grep -e dram-remote file
check "an option's value is not taken for the workload" 0 \
	"^perf record -F 99 -o out.data -e cpu/[^ ]*0x20ff/ -- sh -c 'grep -e dram x'$" \
	$DRY $N1A record -F 99 -o out.data -e dram-remote -- sh -c 'grep -e dram x'

# Sums, groups, modifiers.
check "a sum becomes a group, with a note" 0 \
	"^perf stat -e '\\{cpu/event=0x2a,umask=0x1,offcore_rsp=0x73c004477/,cpu/event=0x2a,umask=0x1,offcore_rsp=0x94002380/\\}' true" \
	$DRY --cpu GenuineIntel-6-8F stat -e dram true
check "the note says to add the counts" 0 "'dram' is the sum of 2 events on GenuineIntel-6-8F: counted as one group; add their counts" \
	$DRY --cpu GenuineIntel-6-8F stat -e dram true
check "a weighted sum's parts stay separate events, each scaled by perf" 0 \
	"^perf stat -e cpu/event=0xc7,umask=0x1/,cpu/event=0xc7,umask=0x4/,cpu/event=0xc7,umask=0x10/ true" \
	$DRY --cpu GenuineIntel-6-4E stat -e fp-ops-dp true
check "the note gives the weighted sum's formula" 0 "'fp-ops-dp' is a weighted sum of 3 events on GenuineIntel-6-4E: counted as separate events, each multiplexed and scaled on its own; its count is FP_ARITH_INST_RETIRED.SCALAR_DOUBLE . 2 . FP_ARITH_INST_RETIRED.128B_PACKED_DOUBLE . 4 . FP_ARITH_INST_RETIRED.256B_PACKED_DOUBLE" \
	$DRY --cpu GenuineIntel-6-4E stat -e fp-ops-dp true
check "a row that adds and subtracts is one group: its parts counted over the same time" 0 \
	"^perf stat -e '\\{cpu/event=0x24,umask=0x3/,cpu/event=0x24,umask=0x8/,cpu/event=0x24,umask=0x1/\\}' true" \
	$DRY --cpu GenuineIntel-6-2A stat -e l2-data-misses true
check "its note gives the signs" 0 "'l2-data-misses' is a sum and difference of 3 events on GenuineIntel-6-2A: counted as one group; its count is L2_RQSTS.ALL_DEMAND_DATA_RD . L2_RQSTS.RFO_MISS - L2_RQSTS.DEMAND_DATA_RD_HIT" \
	$DRY --cpu GenuineIntel-6-2A stat -e l2-data-misses true
check "a sum inside a group joins it, the group's modifiers kept" 0 \
	"'\\{cycles,cpu/[^/]*0x73c004477/,cpu/[^/]*0x94002380/\\}:u'" \
	$DRY --cpu GenuineIntel-6-8F stat -e '{cycles,dram}:u' true
check "modifiers as perf reads them; perf's own (precise) kept" 0 \
	'^perf record -e cycles:upp,cpu/event=0xb7,umask=0x1,offcore_rsp=0x20ff/kp,task-clock:G true$' \
	$DRY $N1A record -e cycles:upp,cpu/dram-remote/kp,task-clock:G true

# The user's modifiers reach perf as written, every letter in its place.
check "modifiers never reordered or rewritten: :ku stays :ku, /hk stays /hk" 0 \
	'^perf stat -e cycles:ku,cpu/event=0xb7,umask=0x1,offcore_rsp=0x20ff/hk,page-faults:ku,cpu/event=0xb7,umask=0x1,offcore_rsp=0x20ff/kpu true$' \
	$DRY $N1A stat -e cycles:ku,dram-remote:hk,page-faults:ku,dram-remote:kpu true
absent "no modifier is added where the user wrote none" 0 '(:u|/u)' \
	$DRY $N1A stat -e cycles,dram-remote,page-faults true

# perf's own terms in a concept's PMU form reach perf with its encoding.
check "a concept's PMU form keeps perf's terms (period, name) and modifiers" 0 \
	'^perf record -e cpu/event=0xb7,umask=0x1,offcore_rsp=0x20ff,period=1000,name=x/kpp ./app$' \
	$DRY $N1A record -e cpu/dram-remote,period=1000,name=x/kpp ./app
check "... on each part of a sum" 0 \
	"^perf record -e '\\{cpu/[^/]*0x73c004477,period=1000/u,cpu/[^/]*0x94002380,period=1000/u\\}' ./app$" \
	$DRY --cpu GenuineIntel-6-8F record -e cpu/dram,period=1000/u ./app

# Hybrid CPUs: a concept on every core PMU, as perf places cycles there.
ADL_LLC_CORE='cpu_core/event=0x2a,umask=0x1,offcore_rsp=0x3fbfc00001/'
ADL_LLC_ATOM='cpu_atom/event=0xb7,umask=0x1,offcore_rsp=0x3f84400001/'
check "Alder Lake (6-97): cpu_core and cpu_atom parts of each concept" 0 \
	"^perf stat -e cpu_core/cycles/,cpu_atom/cycles/,$ADL_LLC_CORE,$ADL_LLC_ATOM -- true$" \
	$DRY --cpu GenuineIntel-6-97 stat -e cycles,llc-load-misses -- true
check "... with a note to add the parts" 0 \
	"note: 'llc-load-misses' is counted on each core PMU of this hybrid CPU \\(cpu_core, cpu_atom\\).*add them" \
	$DRY --cpu GenuineIntel-6-97 stat -e cycles,llc-load-misses -- true
check "Meteor Lake (6-AA): cpu_core and cpu_atom parts" 0 \
	'^perf stat -e cpu_core/cycles/,cpu_atom/cycles/,cpu_core/event=0x2a,[^ ]*,cpu_atom/event=0xb7,[^ ]* -- true$' \
	$DRY --cpu GenuineIntel-6-AA stat -e cycles,llc-load-misses -- true
check "Lunar Lake (6-BD): cpu_core and cpu_atom parts" 0 \
	'^perf stat -e cpu_core/cycles/,cpu_atom/cycles/,cpu_core/event=0x2a,umask=0x1,offcore_rsp=0x9e7fa000001/,cpu_atom/event=0xb7,umask=0x1,offcore_rsp=0x10001/ -- true$' \
	$DRY --cpu GenuineIntel-6-BD stat -e cycles,llc-load-misses -- true
for cpu in GenuineIntel-6-97 GenuineIntel-6-AA GenuineIntel-6-BD; do
	check "$cpu: every spelling of -e gets both parts, modifiers as written" 0 \
		"^perf record -ae cpu_core/cycles/k,cpu_atom/cycles/k --event=cpu_core/cycles/u,cpu_atom/cycles/u -- ./app$" \
		$DRY --cpu $cpu record -ae cycles:k --event=cycles:u -- ./app
	check "$cpu: a group is written once per core PMU, its modifiers on each" 0 \
		"^perf stat -e '\\{cpu_core/cycles/,cpu_core/[^}]*\\}:u,\\{cpu_atom/cycles/,cpu_atom/[^}]*\\}:u' true$" \
		$DRY --cpu $cpu stat -e '{cycles,llc-load-misses}:u' true
done
check "hybrid: a concept neither PMU counts is refused, each PMU's reason" 1 \
	"'dram-remote' on cpu_atom: .*single-socket" \
	$DRY --cpu GenuineIntel-6-97 stat -e dram-remote true
check "hybrid: a group with a concept and an explicit PMU form is refused, with the way out" 1 \
	"'cpu_atom/cycles/' is neither a concept perfgen can place on each nor a software event: write one group per PMU" \
	$DRY --cpu GenuineIntel-6-97 stat -e '{cycles,cpu_atom/cycles/}' true
check "hybrid: a software event joins each PMU's copy of the group" 0 \
	"^perf stat -e '\\{cpu_core/cycles/,task-clock,cs\\}:u,\\{cpu_atom/cycles/,task-clock,cs\\}:u' true$" \
	$DRY --cpu GenuineIntel-6-97 stat -e '{cycles,task-clock,cs}:u' true
check "hybrid: software concepts alone stay as they are, on no core PMU" 0 \
	'^perf stat -e task-clock,page-faults:u,cs true$' \
	$DRY --cpu GenuineIntel-6-97 stat -e task-clock,page-faults:u,cs true
absent "... without a note" 0 'note' $DRY --cpu GenuineIntel-6-97 stat -e task-clock,page-faults:u true
check "hybrid: an explicit PMU is the user's choice, kept" 0 \
	'^perf stat -e cpu_atom/cycles/ true$' $DRY --cpu GenuineIntel-6-97 stat -e cpu_atom/cycles/ true
check "hybrid: --cputype leaves one PMU, as perf's filter does" 0 \
	'^perf stat --cputype atom -e cpu_atom/cycles/ true$' \
	$DRY --cpu GenuineIntel-6-97 stat --cputype atom -e cycles true
check "hybrid: --cputype naming no core PMU is refused" 1 \
	'--cputype bogus names no core PMU of this CPU \(cpu_core, cpu_atom\)' \
	$DRY --cpu GenuineIntel-6-97 stat --cputype=bogus -e cycles true
check "one core PMU: no parts, no note" 0 '^perf stat -e cycles true$' $DRY $N1A stat -e cycles true

# perf's own syntax reaches perf as written.
check "perf's names, tracepoints, other PMUs and perf's terms pass as written" 0 \
	'^perf stat -e cs,L1-dcache-load-misses,sched:sched_switch,msr/tsc/,cpu/event=0x3c,period=1000/ true$' \
	$DRY $N1A stat -e cs,L1-dcache-load-misses,sched:sched_switch,msr/tsc/,cpu/event=0x3c,period=1000/ true
check "raw forms pass as written; a native name only perfgen reads becomes its encoding" 0 \
	'^perf stat -e r1b7:20ff,r3c:u,cpu/event=0xb7,umask=0x1,offcore_rsp=0x20ff/u true$' \
	env LIBPFM_FORCE_PMU=nhm $DRY $N1A stat -e r1b7:20ff,r3c:u,OFFCORE_RESPONSE_0:ANY_REQUEST:REMOTE_DRAM:u true
absent "perf's own syntax unknown to the library passes without a note" 0 'note:' \
	$DRY $N1A stat -e sched:sched_switch,msr/tsc/ true
check "a misspelt concept passes to perf, with the library's suggestion" 0 \
	"note: 'drma-remote' passed to perf as written .*did you mean: dram-remote" \
	$DRY $N1A stat -e drma-remote true

# Refused before perf starts.
cat >"$tmp/perf" <<'EOF'
#!/bin/sh
echo "FAKE-PERF $*"
exit 5
EOF
chmod +x "$tmp/perf"
FAKE="$PERFGEN perf --perf $tmp/perf"
check "a concept the CPU cannot count: refused with the library's reason" 1 \
	"'dram-remote': 'dram-remote' cannot be counted on GenuineIntel-6-2A .*single-socket" \
	$FAKE --cpu GenuineIntel-6-2A stat -e dram-remote true
absent "... and perf never starts" 1 FAKE-PERF $FAKE --cpu GenuineIntel-6-2A stat -e dram-remote true
check "a config1 the whitelist refuses: refused, even behind perf's own terms" 1 \
	'config1 0x20ff has bits 0x2000 outside the mask' \
	$FAKE --cpu GenuineIntel-6-2A stat -e 'cpu/event=0xb7,umask=1,offcore_rsp=0x20ff,name=x/' true
check "a config1 where the PMU has no extra registers: refused" 1 \
	'has no extra registers.*silently ignore' \
	$FAKE --cpu AuthenticAMD-25-1-1 stat -e r1b7:20ff true
check "a broken list: usage error" 129 "event syntax error: '\\{cycles': '\\{' without its '\\}'" \
	$FAKE $N1A stat -e '{cycles' true
check "no perf command: usage error" 129 'no perf command given' $FAKE $N1A
check "-e without a value: usage error, as perf says it" 129 "switch \`e' requires a value" $FAKE $N1A stat -e

# What would run, runs: perf's exit status is perfgen's (another CPU's
# encodings let through as the library's escape hatch says, whatever this
# machine is).
ALLOW="env PERFGEN_ALLOW_FOREIGN_CPU=1"
check "perf is exec'd with the rewritten arguments, its exit status kept" 5 \
	'^FAKE-PERF record -e cpu/event=0xb7,umask=0x1,offcore_rsp=0x20ff/ -- ./app$' \
	$ALLOW $FAKE $N1A record -e dram-remote -- ./app
check "perf's global options before its command" 5 '^FAKE-PERF --no-pager stat -e cycles true$' \
	$ALLOW $FAKE $N1A --no-pager stat -e cycles true

# Another CPU's hardware encodings count something else on this machine:
# refused before perf starts, as the library refuses to open them.
host=$("$PERFGEN" cpu | sed -n 's/^cpu=\([^ ]*\) .* uarch=\([^ ]*\) .*/\1 \2/p')
for other in GenuineIntel-6-1A:nehalem-ep AuthenticAMD-25-1:zen3; do
	id=${other%%:*} uarch=${other#*:}
	if [ -z "$host" ] || [ "${host#* }" = "$uarch" ]; then
		ok "# SKIP $id: this machine ($host) is not another CPU"
		continue
	fi
	why="encoded for $id \\($uarch\\) named by the cpuid option on this machine"
	check "--cpu $id: a concept's encoding refused, both CPUs named" 1 "'llc-load-misses': .*$why" \
		$FAKE --cpu $id stat -e task-clock,llc-load-misses true
	absent "... and perf never starts" 1 FAKE-PERF $FAKE --cpu $id stat -e task-clock,llc-load-misses true
	check "PERFGEN_CPU=$id: refused the same, named by PERFGEN_CPU" 1 \
		"encoded for $id \\($uarch\\) named by PERFGEN_CPU" \
		env PERFGEN_CPU=$id $FAKE stat -e llc-load-misses true
	absent "... and perf never starts" 1 FAKE-PERF env PERFGEN_CPU=$id $FAKE stat -e llc-load-misses true
	check "--cpu $id: perf's raw form, behind perf's own terms, refused too" 1 "$why" \
		$FAKE --cpu $id record -e 'r1b7,cpu/event=0x3c,period=1000/' true
	check "--cpu $id: inside a group, refused too" 1 "'cycles': .*$why" \
		$FAKE --cpu $id stat -e '{task-clock,cycles}' true
	check "--cpu $id: software events and what perf judges still run" 5 \
		'^FAKE-PERF stat -e task-clock,cs,page-faults:u,sched:sched_switch true$' \
		$FAKE --cpu $id stat -e task-clock,cs,page-faults:u,sched:sched_switch true
	check "--cpu $id --dry-run: runs nothing, so still prints what would run" 0 \
		"^$tmp/perf stat -e cpu/event=0x[0-9a-f]+,umask=0x[0-9a-f]+[^ ]*/ true$" \
		"$PERFGEN" perf --dry-run --perf "$tmp/perf" --cpu $id stat -e llc-load-misses true
	check "PERFGEN_ALLOW_FOREIGN_CPU=1: runs it as asked" 5 '^FAKE-PERF stat -e cpu/' \
		$ALLOW $FAKE --cpu $id stat -e llc-load-misses true
done
if [ -n "$host" ]; then
	check "--cpu ${host% *}: this machine's own table runs" 5 '^FAKE-PERF stat -e ' \
		$FAKE --cpu "${host% *}" stat -e cycles,task-clock true
fi
check "no perf installed: 127 and how to get it" 127 "cannot run '/nonexistent/perf'.*linux-perf" \
	"$PERFGEN" perf --perf /nonexistent/perf stat true
if command -v perf >/dev/null && perf stat -e task-clock true >/dev/null 2>&1; then
	check "the real perf counts a software concept" 0 'task-clock' \
		"$PERFGEN" perf stat -e task-clock -- true
	# perf 6.1 itself exits 0 or 3 here from run to run (seen 5 in 20): what
	# perfgen must do is exit with the status this perf run exited with.
	printf '#!/bin/sh\nperf "$@"; s=$?; echo $s >"%s/perf-status"; exit $s\n' "$tmp" \
		>"$tmp/perf-wrap"
	chmod +x "$tmp/perf-wrap"
	"$PERFGEN" perf --perf "$tmp/perf-wrap" stat -e page-faults -- sh -c 'exit 3' \
		>/dev/null 2>&1
	rc=$?
	if [ "$rc" = "$(cat "$tmp/perf-status" 2>/dev/null)" ] && { [ "$rc" = 3 ] || [ "$rc" = 0 ]; }; then
		ok "the real perf: its exit status is perfgen's ($rc)"
	else
		bad "the real perf: perfgen exited $rc, perf $(cat "$tmp/perf-status" 2>/dev/null)"
	fi
else
	bad "perf (Debian's linux-perf) is not installed or cannot count task-clock"
fi
finish

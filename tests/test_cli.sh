#!/bin/sh
# SPDX-License-Identifier: MIT
# The perfgen CLI end to end: output format, exit codes, reasons.
PERFGEN=${1:?usage: test_cli.sh PATH/TO/perfgen}
. "$(dirname "$0")/check.sh"

check "resolve: seed example on Nehalem-EP" 0 'type=4 config=0x1b7 config1=0x20ff perf=cpu/event=0xb7,umask=0x1,offcore_rsp=0x20ff/' \
	"$PERFGEN" resolve --cpu GenuineIntel-6-1A dram-remote
check "resolve --cpu: says which core PMUs it assumed" 0 'GenuineIntel-6-E5: assumed core PMUs cpu alone' \
	"$PERFGEN" resolve --cpu GenuineIntel-6-E5 cycles
check "resolve --cpu: ... three on Arrow Lake-H" 0 \
	'GenuineIntel-6-C5: assumed core PMUs cpu_core \+ cpu_atom \+ cpu_lowpower' \
	"$PERFGEN" resolve --cpu GenuineIntel-6-C5 cycles
check "resolve --cpu: ... two on a hybrid table" 0 'GenuineIntel-6-97: assumed core PMUs cpu_core \+ cpu_atom' \
	"$PERFGEN" resolve --cpu GenuineIntel-6-97 cycles
check "cpu --cpu: the table's core PMUs, said to be assumed" 0 \
	'GenuineIntel-6-97: assumed core PMUs cpu_core \+ cpu_atom' \
	"$PERFGEN" cpu --cpu GenuineIntel-6-97
check "cpu: PERFGEN_CPU too is assumed" 0 'GenuineIntel-6-E5: assumed core PMUs cpu alone' \
	env PERFGEN_CPU=GenuineIntel-6-E5 "$PERFGEN" cpu
check "resolve: PERFGEN_CPU overrides CPUID" 0 'cpu=GenuineIntel-6-1A uarch=nehalem-ep' \
	env PERFGEN_CPU=GenuineIntel-6-1A "$PERFGEN" resolve dram-local
check "resolve: several events, one bad -> exit 1" 1 'unknown event' \
	"$PERFGEN" resolve --cpu GenuineIntel-6-1A dram nosuch
check "resolve: a native libpfm4 name (libpfm4 dlopen()ed)" 0 'config=0x1b7 config1=0x20ff .*raw' \
	env LIBPFM_FORCE_PMU=nhm "$PERFGEN" resolve --cpu GenuineIntel-6-1A OFFCORE_RESPONSE_0:ANY_REQUEST:REMOTE_DRAM
check "resolve: native name for a CPU libpfm4 is not set up for" 1 'LIBPFM_FORCE_PMU=nhm' \
	"$PERFGEN" resolve --cpu GenuineIntel-6-1A OFFCORE_RESPONSE_0:ANY_REQUEST:REMOTE_DRAM
check "resolve: suggestion" 1 'did you mean: dram-remote' \
	"$PERFGEN" resolve --cpu GenuineIntel-6-1A drma-remote
check "resolve: whitelist violation names bits and mask" 1 'bits 0x10000 outside the mask 0xffff' \
	"$PERFGEN" resolve --cpu GenuineIntel-6-1A r1b7:120ff
check "resolve: unknown CPU names its id" 1 'unknown CPU GenuineIntel-15-2' \
	"$PERFGEN" resolve --cpu GenuineIntel-15-2 dram
check "resolve: a model without a table counts the architectural events" 0 \
	'cycles: cpu=GenuineIntel-6-FF uarch=intel-arch-fallback .* architectural' \
	"$PERFGEN" resolve --cpu GenuineIntel-6-FF cycles
check "resolve: ... and refuses model-specific concepts, saying how to add it" 1 \
	"'dram' cannot be counted on GenuineIntel-6-FF .*How to add a CPU" \
	"$PERFGEN" resolve --cpu GenuineIntel-6-FF dram
check "list: architectural is an availability of its own" 0 'cycles *architectural' \
	"$PERFGEN" list --cpu AuthenticAMD-30-1
check "cpu: a fallback CPU says so" 0 'uarch=amd-generic-fallback .*architectural=1' \
	"$PERFGEN" cpu --cpu HygonGenuine-25-1
check "resolve: garbage PERFGEN_CPU" 1 'PERFGEN_CPU: malformed CPU id' \
	env PERFGEN_CPU=garbage "$PERFGEN" resolve dram
check "resolve: software event on any CPU" 0 'type=1 config=0x1 ' \
	"$PERFGEN" resolve --cpu GenuineIntel-15-2 task-clock
check "resolve: no event -> usage" 2 'usage' "$PERFGEN" resolve
check "resolve: a sum prints every part" 0 'dram: cpu=GenuineIntel-6-8F uarch=sapphirerapids pmu=cpu sum of 2: type=4 config=0x12a config1=0x73c004477 perf=cpu/event=0x2a,umask=0x1,offcore_rsp=0x73c004477/ json=OCR.READS_TO_CORE.DRAM \+ type=4 config=0x12a config1=0x94002380 perf=cpu/event=0x2a,umask=0x1,offcore_rsp=0x94002380/ json=OCR.HWPF_L3.L3_MISS approx' \
	"$PERFGEN" resolve --cpu GenuineIntel-6-8F dram
check "explain: a sum checks each part against the whitelist" 0 '^  whitelist: intel_icl_extra_regs: event 0x01b7 -> extra register MSR 0x1a6, config1 mask 0x3fffffbfff: 0x84002380 fits$' \
	"$PERFGEN" explain --cpu GenuineIntel-6-6A dram-local
check "explain: a sum gives perf both terms" 0 'offcore_rsp=0x738004477/,cpu/event=0x2a,umask=0x1,offcore_rsp=0x90002380/ -- COMMAND   \(add the 2 counts\)' \
	"$PERFGEN" explain --cpu GenuineIntel-6-CF dram-remote
check "resolve: a weighted sum prints every part with its weight, and the formula" 0 'fp-ops-dp: cpu=GenuineIntel-6-4E uarch=skylake pmu=cpu weighted sum of 3: type=4 config=0x1c7 config1=0x0 perf=cpu/event=0xc7,umask=0x1/ json=FP_ARITH_INST_RETIRED.SCALAR_DOUBLE \+ 2 \* type=4 config=0x4c7 config1=0x0 perf=cpu/event=0xc7,umask=0x4/ json=FP_ARITH_INST_RETIRED.128B_PACKED_DOUBLE \+ 4 \* type=4 config=0x10c7 config1=0x0 perf=cpu/event=0xc7,umask=0x10/ json=FP_ARITH_INST_RETIRED.256B_PACKED_DOUBLE exact formula: FP_ARITH_INST_RETIRED.SCALAR_DOUBLE \+ 2 \* FP_ARITH_INST_RETIRED.128B_PACKED_DOUBLE \+ 4 \* FP_ARITH_INST_RETIRED.256B_PACKED_DOUBLE$' \
	"$PERFGEN" resolve --cpu GenuineIntel-6-4E fp-ops-dp
check "explain: a weighted sum gives each part's weight" 0 '^  weight:  16$' \
	"$PERFGEN" explain --cpu GenuineIntel-6-8F fp-ops-sp
check "explain: a weighted sum tells perf users the formula" 0 'COMMAND   \(scale each count, then: FP_ARITH_INST_RETIRED.SCALAR_SINGLE \+ 4 \* ' \
	"$PERFGEN" explain --cpu GenuineIntel-6-8F fp-ops-sp
check "list: concepts with definitions" 0 'dram-remote .*another socket' \
	"$PERFGEN" list --cpu GenuineIntel-6-1A
# PAPI's preset names: an alias resolves as its concept, a refusal says why.
check "resolve: a PAPI preset name counts its concept" 0 \
	'^PAPI_TOT_INS: cpu=GenuineIntel-6-1A uarch=nehalem-ep pmu=cpu type=0 config=0x1 config1=0x0 perf=instructions' \
	"$PERFGEN" resolve --cpu GenuineIntel-6-1A PAPI_TOT_INS
check "resolve: PAPI's name in any case after PAPI_, with modifiers" 0 \
	'^PAPI_tot_cyc:u: .*config=0x0 config1=0x0 perf=cycles:u' \
	"$PERFGEN" resolve --cpu GenuineIntel-6-1A PAPI_tot_cyc:u
check "resolve: a refused PAPI preset says why" 1 \
	"PAPI_FP_OPS.*PAPI's preset \"Floating point operations executed\" has no libperfgen concept of the same meaning: PAPI's tables give it a different meaning per CPU" \
	"$PERFGEN" resolve --cpu GenuineIntel-6-55-4 PAPI_FP_OPS
check "resolve: a PAPI preset whose concept the CPU cannot count" 1 \
	"'fp-ops-dp' cannot be counted on GenuineIntel-6-2A.*PAPI_DP_OPS is PAPI's name of 'fp-ops-dp'" \
	"$PERFGEN" resolve --cpu GenuineIntel-6-2A PAPI_DP_OPS
check "list --papi: a mapped preset, its concept and availability" 0 \
	'^  PAPI_DP_OPS +fp-ops-dp +exact +Floating point operations executed' \
	"$PERFGEN" list --papi --cpu GenuineIntel-6-4E
check "list --papi: ... unsupported on a CPU that cannot count the concept" 0 \
	'^  PAPI_DP_OPS +fp-ops-dp +unsupported +Floating' \
	"$PERFGEN" list --papi --cpu GenuineIntel-6-2A
check "list --papi: a refused preset and why" 0 \
	'^  PAPI_L3_TCH +refused: no concept of L3 hits: l3-references - l3-misses' \
	"$PERFGEN" list --papi --cpu GenuineIntel-6-55-4
# Every mapped line's availability starts in one column: the widest
# concept name sets it.
check "list --papi: the availability column lines up" 0 '^1$' \
	sh -c "'$PERFGEN' list --papi --cpu GenuineIntel-6-4E |
		awk '/^  PAPI_[A-Z0-9_]+ +[a-z0-9-]+ +(exact|approx|unsupported) / {
			n++; c[match(\$0, / (exact|approx|unsupported) /)]++ }
		END { if (n < 10) print \"only\", n; else print length(c) }'"
check "list --papi: every preset, once" 0 '^108$' \
	sh -c "'$PERFGEN' list --papi --cpu GenuineIntel-6-1A | grep -c '^  PAPI_'"
check "list --papi: the CPU is named" 0 '^CPU AuthenticAMD-25-1-1: zen3' \
	"$PERFGEN" list --papi --cpu AuthenticAMD-25-1-1
check "list --papi: an unknown vendor is refused, as list refuses it" 1 'unknown CPU vendor' \
	"$PERFGEN" list --papi --cpu FooVendor-6-1
check "stat: a refused PAPI preset says why, and the others count" 0 \
	"'PAPI_FML_INS': PAPI's preset .*no concept of floating-point multiply instructions" \
	"$PERFGEN" stat -e PAPI_FML_INS,task-clock -- true
check "perf --dry-run: a PAPI preset is written as its concept's encoding" 0 \
	'^perf stat -e instructions:u true$' \
	env PERFGEN_CPU=GenuineIntel-6-1A PERFGEN_ALLOW_FOREIGN_CPU=1 "$PERFGEN" perf --dry-run stat -e PAPI_TOT_INS:u true
check "list: an unknown option is refused" 2 "unexpected argument '--papo'" \
	"$PERFGEN" list --papo
check "cpu: identifies a forced CPU" 0 'uarch=nehalem-ep' "$PERFGEN" cpu --cpu GenuineIntel-6-1A-5
check "stat: software events count, exit status is the command's" 3 'page-faults' \
	"$PERFGEN" stat -e task-clock,page-faults -- sh -c 'exit 3'
check "stat: a misspelt event is refused before anything runs (129, as perf)" 129 \
	"event syntax error: 'drma-remote'.*did you mean: dram-remote" \
	"$PERFGEN" stat -e drma-remote,task-clock -- sh -c 'echo RAN'
check "stat: no command, no target" 129 'no command to run' "$PERFGEN" stat -e task-clock
check "unknown command" 2 'unknown command' "$PERFGEN" frobnicate
# Another CPU's encodings, allowed: what its open says here.
if [ ! -e /sys/bus/event_source/devices/cpu ] && [ ! -e /sys/bus/event_source/devices/cpu_core ]; then
	check "stat: hardware event prints the no-PMU reason" 0 'no hardware PMU' \
		env PERFGEN_CPU=GenuineIntel-6-1A PERFGEN_ALLOW_FOREIGN_CPU=1 "$PERFGEN" stat -e cycles -- true
	# A sum opens through the handle API (perfgen_open() would refuse it).
	check "stat: a sum is opened part by part" 0 "cannot open 'dram' on GenuineIntel-6-8F \\(type=4 config=0x12a config1=0x73c004477.*no hardware PMU" \
		env PERFGEN_CPU=GenuineIntel-6-8F PERFGEN_ALLOW_FOREIGN_CPU=1 "$PERFGEN" stat -e dram -- true
fi
finish

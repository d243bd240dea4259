#!/bin/sh
# SPDX-License-Identifier: MIT
# perfgen on arm64 machines with several core PMUs (big.LITTLE, DynamIQ)
# and with one, staged on the fake machine: PERFGEN_TEST_MACHINE picks one
# of tests/arm-machines.h for perfgen-staged (tests/cli_staged.c).  Each
# core PMU is listed with its own CPU, a concept is placed on every one,
# and a PMU that cannot count it is named.  Speaks TAP.
P=${1:?usage: test_cli_arm.sh PERFGEN-STAGED}
. "$(dirname "$0")/check.sh"
unset PERFGEN_CPU
on() { m=$1; shift; PERFGEN_TEST_MACHINE=$m "$P" "$@"; }

check "cpu: RK3399 lists its LITTLE PMU with its CPUs' MIDR" 0 \
	'^pmu=armv8_cortex_a53 type=8 cpus=4 cpu=0x00000000410fd034 ' on rk3399 cpu
check "cpu: RK3399 lists its big PMU with its CPUs' MIDR" 0 \
	'^pmu=armv8_cortex_a72 type=9 cpus=2 cpu=0x00000000410fd082 ' on rk3399 cpu
check "cpu: DynamIQ lists three" 0 'pmu=armv9_cortex_x2 type=10 cpus=1 cpu=0x00000000410fd480' \
	on a510-a710-x2 cpu
absent "cpu: one armv8_pmuv3 lists no pmu= lines" 0 '^pmu=' on one-pmuv3 cpu
check "cpu: a PMU without a cpus list has no identity" 0 \
	'pmu=armv8_cortex_a53 type=8 cpus=0 cpu=unknown uarch=unknown' on no-cpus cpu

check "resolve: one PMU's concept, that PMU's CPU and type" 0 \
	'armv8_cortex_a72/cycles/: cpu=0x00000000410fd082 uarch=cortex-a57-a72 pmu=armv8_cortex_a72 type=9 config=0x11 .*perf=armv8_cortex_a72/event=0x11/' \
	on rk3399 resolve armv8_cortex_a72/cycles/
check "resolve: a raw encoding written back with its PMU" 0 \
	'armv8_cortex_a72/event=0x11/: .*type=9 config=0x11 .*perf=armv8_cortex_a72/event=0x11/' \
	on rk3399 resolve armv8_cortex_a72/event=0x11/
check "resolve: a PMU whose CPUs are unknown is named" 1 \
	"cycles: the core PMU armv8_cortex_a53 lists no CPUs in sysfs" on no-cpus resolve cycles

check "perf: a concept on every core PMU, as perf writes it" 0 \
	"perf stat -e armv8_cortex_a53/event=0x11/,armv8_cortex_a72/event=0x11/,armv8_cortex_a53/event=0x8/u,armv8_cortex_a72/event=0x8/u,page-faults -- true" \
	on rk3399 perf --dry-run stat -e cycles,instructions:u,page-faults -- true
check "perf: a group once per core PMU" 0 \
	"\{armv8_cortex_a53/event=0x11/,armv8_cortex_a53/event=0x8/\},\{armv8_cortex_a72/event=0x11/,armv8_cortex_a72/event=0x8/\}" \
	on rk3399 perf --dry-run stat -e '{cycles,instructions}' -- true
check "perf: three PMUs" 0 \
	"armv9_cortex_a510/event=0x11/,armv9_cortex_a710/event=0x11/,armv9_cortex_x2/event=0x11/ " \
	on a510-a710-x2 perf --dry-run stat -e cycles -- true
check "perf: the PMU that cannot count it is named" 0 \
	"'instructions' is not counted on armv8_cortex_a55 .*event 0x0008: the core PMU does not list" \
	on a55-a76 perf --dry-run stat -e instructions -- true
check "perf: one armv8_pmuv3 as before" 0 "perf stat -e r11,r8:u -- true" \
	on one-pmuv3 perf --dry-run stat -e cycles,instructions:u -- true
check "stat: not supported, not counted on the others" 0 "<not supported> +instructions" \
	on a55-a76 stat -e instructions -- true
check "stat: the PMU that cannot count it is named" 0 "armv8_cortex_a55 PMU\): event 0x0008" \
	on a55-a76 stat -e instructions -- true
finish

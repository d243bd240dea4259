#!/bin/sh
# SPDX-License-Identifier: MIT
# perfgen with uncore concepts on a staged two-socket Skylake-SP
# (tests/uncore/stage.py skx2: six IMC channels and a RAPL package a
# socket), every counter reading 1000: bytes and joules, per socket,
# refused for a task, and the perf string.  Speaks TAP.
P=${1:?usage: test_cli_uncore.sh PERFGEN-STAGED STAGE.PY}
STAGE=${2:?usage: test_cli_uncore.sh PERFGEN-STAGED STAGE.PY}
. "$(dirname "$0")/check.sh"
unset PERFGEN_CPU
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
python3 "$STAGE" skx2 "$dir"
on() { PERFGEN_TEST_MACHINE=sysfs PERFGEN_TEST_SYSFS=$dir "$P" "$@"; }

# 2 sockets x 6 channels x 1000 CAS commands x 64 bytes.
check "stat -a: DRAM bytes read, in bytes, every channel of every socket" 0 \
	'^ +768000 bytes dram-read-bytes' on stat -a -e dram-read-bytes -- true
check "stat -a --per-socket: each socket its six channels" 0 \
	'^S1 +384000 bytes dram-read-bytes' on stat -a --per-socket -e dram-read-bytes -- true
check "stat -a -x,: the unit column says bytes" 0 \
	'^768000,bytes,dram-read-bytes,' on stat -a -x, -e dram-read-bytes -- true
check "stat -a: energy in joules (2^-32 J a count)" 0 \
	'^ +0\.000000 Joules energy-pkg' on stat -a -e energy-pkg -- true
check "stat -a --json: the unit of dram-bytes" 0 \
	'"counter-value" : "1536000", "unit" : "bytes", "event" : "dram-bytes"' \
	on stat -a --json -e dram-bytes -- true
check "stat -a: a rate beside the bytes" 0 'dram-write-bytes +# +[0-9.]+ (MB|GB)/s' \
	on stat -a -e dram-write-bytes -- sleep 0.01
check "stat --openmetrics: perfgen_bytes_total per socket" 0 \
	'^perfgen_bytes_total\{concept="dram-read-bytes",socket="S0",' \
	on stat -a --per-socket --openmetrics -e dram-read-bytes -- true
check "stat (a command's task): a socket's bytes are not counted for it" 0 \
	"dram-read-bytes' counts for a whole socket" on stat -e dram-read-bytes -- true
check "stat -a with a core event: each in its own counter" 0 'msec task-clock' \
	on stat -a -e task-clock,dram-read-bytes -- true
check "resolve: the first instance's type and the bytes a count is" 0 \
	'type=50 config=0x304' on resolve dram-read-bytes
check "resolve: a modifier is refused with the reason" 1 'no modifier applies' \
	on resolve dram-read-bytes:u
check "perf --dry-run: perf's PMU name over every instance, with a note" 0 \
	'uncore_imc/config=0x304/' on perf --dry-run stat -a -e dram-read-bytes -- true
check "list: exact on this machine" 0 '^ +dram-read-bytes +exact' on list
finish

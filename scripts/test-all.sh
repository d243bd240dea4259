#!/bin/sh
# SPDX-License-Identifier: MIT
# Install, build and run every test suite; the last line is the total
# "N passed, M failed" over all of them (each meson test program and each
# check of the QEMU harness counts one).  Exit status 0 only if M is 0.
#
#   PERFGEN_SKIP_VM=1  skip the QEMU suites, x86 kernel and arm64 guests
#                      (documented for quick local runs; CI never sets it)
set -u
cd "$(dirname "$0")/.."
scripts/install-deps.sh --tests || { echo "0 passed, 1 failed"; exit 1; }

total_pass=0 total_fail=0
log_dir=${PERFGEN_TEST_LOGS:-build-logs}
mkdir -p "$log_dir"
# Every failure's name and its "not ok" lines, repeated just above the last
# line: a CI log that keeps only its tail still says what failed.
recap="$log_dir/failures.txt"
: >"$recap"

add() { # suite name, passed, failed
	echo "== $1: $2 passed, $3 failed"
	[ "$3" -eq 0 ] || echo "[$1] $3 failed" >>"$recap"
	total_pass=$((total_pass + $2))
	total_fail=$((total_fail + $3))
}

# meson_suite NAME BUILDDIR [meson setup options...]
meson_suite() {
	name=$1 dir=$2
	shift 2
	if [ ! -f "$dir/build.ninja" ]; then
		meson setup "$dir" "$@" >"$log_dir/$name-setup.log" 2>&1 ||
			{ cat "$log_dir/$name-setup.log"; add "$name" 0 1; return; }
	fi
	if ! ninja -C "$dir" >"$log_dir/$name-build.log" 2>&1; then
		tail -40 "$log_dir/$name-build.log"
		add "$name" 0 1
		return
	fi
	rm -f "$dir/meson-logs/testlog.json"
	meson test -C "$dir" --num-processes 2 $MESON_TEST_ARGS >"$log_dir/$name-test.log" 2>&1
	# The totals come from meson's machine-readable log, not its text.
	if [ ! -s "$dir/meson-logs/testlog.json" ]; then
		tail -40 "$log_dir/$name-test.log"
		add "$name" 0 1
		return
	fi
	python3 scripts/meson-totals.py "$dir/meson-logs/testlog.json" "$name" >"$log_dir/$name-totals.txt"
	sed '$d' "$log_dir/$name-totals.txt"
	grep -E '^\[[^]]*\] +(FAIL|UNEXPECTEDPASS|TIMEOUT|ERROR) |^\[[^]]*\] +not ok ' \
		"$log_dir/$name-totals.txt" >>"$recap"
	set -- $(tail -n 1 "$log_dir/$name-totals.txt")
	add "$name" "$1" "$2"
}

MESON_TEST_ARGS=""
meson_suite unit build
# Sanitized code runs several times slower (validate's kernels most): the
# sanitizer suites get three times each test's timeout.
MESON_TEST_ARGS="--timeout-multiplier 3"
meson_suite asan-ubsan build-asan -Db_sanitize=address,undefined -Db_lundef=false \
	-Dbuildtype=debug
# TSan: the concurrency test and the rest, in their own build directory.
meson_suite tsan build-tsan -Db_sanitize=thread -Db_lundef=false -Dbuildtype=debug
# The library, CLI and tests cross-built for aarch64; the unit tests (the
# cmocka programs on the staged machine of tests/mock-sys.c) run under
# QEMU's user mode, meson's exe_wrapper.  The host and CLI suites need an
# arm64 kernel's perf_event_open, which QEMU's user mode does not emulate.
MESON_TEST_ARGS="--suite unit"
meson_suite aarch64-unit build-aarch64 --cross-file cross/aarch64-linux-gnu.ini
MESON_TEST_ARGS=""

# Bounded libFuzzer runs of every parser (scripts/fuzz.sh; 45 s each).
scripts/fuzz.sh "${PERFGEN_FUZZ_SECONDS:-45}" "$log_dir" >"$log_dir/fuzz.log" 2>&1
sed 's/^/[fuzz] /' "$log_dir/fuzz.log"
add fuzz "$(grep -c '^ok ' "$log_dir/fuzz.log")" "$(grep -c '^not ok ' "$log_dir/fuzz.log")"
grep '^not ok ' "$log_dir/fuzz.log" | sed 's/^/[fuzz] /' >>"$recap"

# vm_suite NAME SCRIPT: a QEMU suite's own "ok"/"not ok" lines and totals.
vm_suite() {
	name=$1 script=$2 log="$log_dir/$1.log"
	"$script" >"$log" 2>&1
	vm_rc=$?
	grep -E '^(ok|not ok) ' "$log"
	grep '^not ok ' "$log" | sed "s/^/[$name] /" >>"$recap"
	line=$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$log" | tail -1)
	if [ -n "$line" ]; then
		p=${line%% passed*}
		f=${line#*passed, }
		f=${f%% failed*}
		[ "$vm_rc" -eq 0 ] || [ "$f" -ne 0 ] || f=1
		add "$name" "$p" "$f"
	else
		tail -40 "$log"
		add "$name" 0 1
	fi
}

if [ -z "${PERFGEN_SKIP_VM:-}" ]; then
	[ -x vm-scripts/run-tests.sh ] && vm_suite qemu-kernel vm-scripts/run-tests.sh
	# arm64 guests under QEMU's TCG, whose PMUv3 counts instructions
	# exactly with -icount shift=0 (vm-scripts/arm64-guests.sh; under a
	# minute: Debian's kernel, nothing to build but perfgen).
	[ -x vm-scripts/arm64-guests.sh ] && vm_suite qemu-arm64 vm-scripts/arm64-guests.sh
fi

if [ -s "$recap" ]; then
	echo "== what failed (from $recap):"
	cut -c1-300 "$recap" | tail -n 60
fi
echo "$total_pass passed, $total_fail failed"
[ "$total_fail" -eq 0 ]

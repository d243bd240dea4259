#!/bin/sh
# SPDX-License-Identifier: MIT
# Build the libFuzzer targets (clang, ASan+UBSan) and run each for SECONDS
# (default 60) from the checked-in seeds; new inputs go to a scratch corpus.
# Prints one "ok/not ok - fuzz-T: Done N runs" line per target and exits
# non-zero if any target found a crash, a leak or a sanitizer report.
#   scripts/fuzz.sh [SECONDS] [LOGDIR]
set -u
cd "$(dirname "$0")/.."
secs=${1:-60}
logs=${2:-build-logs}
mkdir -p "$logs"
if [ ! -f build-fuzz/build.ninja ]; then
	CC=clang meson setup build-fuzz -Dfuzzers=true -Dtests=false -Db_lundef=false \
		-Db_sanitize=address,undefined >"$logs/fuzz-setup.log" 2>&1 ||
		{ tail -20 "$logs/fuzz-setup.log"; echo "not ok - fuzz build setup"; exit 1; }
fi
ninja -C build-fuzz >"$logs/fuzz-build.log" 2>&1 ||
	{ tail -30 "$logs/fuzz-build.log"; echo "not ok - fuzz build"; exit 1; }
rc=0
for t in event cpuid format evlist cpuset perf-opts; do
	scratch=$(mktemp -d)
	if UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 build-fuzz/fuzz/fuzz-$t \
		-max_total_time="$secs" -timeout=10 -artifact_prefix="$logs/fuzz-$t-" \
		"$scratch" fuzz/corpus/$t >"$logs/fuzz-$t.log" 2>&1; then
		echo "ok - fuzz-$t: $(grep -o 'Done [0-9]* runs in [0-9]* second(s)' "$logs/fuzz-$t.log")"
	else
		rc=1
		echo "not ok - fuzz-$t (artifacts: $logs/fuzz-$t-*)"
		tail -30 "$logs/fuzz-$t.log"
	fi
	rm -rf "$scratch"
done
exit $rc

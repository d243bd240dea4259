#!/bin/sh
# SPDX-License-Identifier: MIT
# The speed of the hot paths, guarded by instruction counts: callgrind runs
# tests/cost_probe.c and each path's instructions per call must stay at or
# under its limit in docs/PERFORMANCE.md (the table between the
# "cost-guard" markers, the one place the limits are written).  Wall time
# is never asserted; instruction counts are the same on a busy machine.
#   test_cost.sh PROBE SRCDIR [SCALE]
# SCALE (percent, default 100) multiplies every limit: the cost-limit test
# runs with 10 and must fail, which shows the guard can fail.  Speaks TAP.
PROBE=${1:?usage: test_cost.sh PROBE SRCDIR [SCALE]}
SRC=${2:?}
SCALE=${3:-100}
. "$(dirname "$0")/check.sh"
N=2000

if ! command -v valgrind >/dev/null 2>&1; then
	echo "1..0 # SKIP valgrind is not installed (scripts/install-deps.sh --tests installs it)"
	exit 0
fi
limits=$(sed -n '/<!-- cost-guard: start -->/,/<!-- cost-guard: end -->/p' \
	"$SRC/docs/PERFORMANCE.md" | sed -n 's/^| *`\([a-z-]*\)` *| *\([0-9]*\) *|.*/\1 \2/p')
if [ -z "$limits" ]; then
	bad "docs/PERFORMANCE.md has the cost-guard table"
	finish
	exit 1
fi

ir() { # path -> instructions per call, collected in measured() only
	out=$(valgrind --tool=callgrind --toggle-collect=measured \
		--callgrind-out-file=/dev/null "$PROBE" "$1" "$N" 2>&1) || {
		echo "cost-probe $1 failed: $out" >&2
		echo -1
		return
	}
	total=$(printf '%s\n' "$out" | sed -n 's/.*Collected : \([0-9]*\).*/\1/p')
	echo $((total / N))
}

echo "$limits" | while read -r path limit; do
	case $path in
	resolve) got=$(ir resolve) ;;
	resolve-papi) got=$(ir resolve-papi) ;;
	open) lib=$(ir open-lib) raw=$(ir open-raw); got=$((lib - raw)) ;;
	read) lib=$(ir read-lib) raw=$(ir read-raw); got=$((lib - raw)) ;;
	event-read) lib=$(ir event-read) raw=$(ir event-read-raw); got=$((lib - raw)) ;;
	counter-read) lib=$(ir counter-read) raw=$(ir event-read-raw); got=$((lib - raw)) ;;
	counter-read-unit) lib=$(ir counter-read-unit) raw=$(ir event-read-raw); got=$((lib - raw)) ;;
	*) bad "unknown path '$path' in the cost-guard table"; continue ;;
	esac
	max=$((limit * SCALE / 100))
	if [ "$got" -ge 0 ] && [ "$got" -le "$max" ]; then
		ok "$path: $got instructions per call (limit $max)"
	else
		bad "$path: $got instructions per call, over the limit $max" \
			"(docs/PERFORMANCE.md, cost-guard table; measure with build/bench/perfgen-bench)"
	fi
done >"${TMPDIR:-/tmp}/test_cost.$$"
cat "${TMPDIR:-/tmp}/test_cost.$$"
n=$(grep -c '^ok\|^not ok' "${TMPDIR:-/tmp}/test_cost.$$")
failed=$(grep -c '^not ok' "${TMPDIR:-/tmp}/test_cost.$$")
rm -f "${TMPDIR:-/tmp}/test_cost.$$"
echo "1..$n"
[ "$failed" -eq 0 ]

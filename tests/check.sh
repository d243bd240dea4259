# SPDX-License-Identifier: MIT
# Sourced by the shell tests: check NAME EXIT-STATUS ERE-PATTERN COMMAND...
# runs COMMAND, and passes when it exits with EXIT-STATUS and its output
# (stdout and stderr) matches the pattern; `finish` prints the totals.
pass=0 fail=0

check() {
	name=$1 want=$2 pat=$3
	shift 3
	out=$("$@" 2>&1)
	rc=$?
	if [ "$rc" -eq "$want" ] && printf '%s\n' "$out" | grep -Eq -- "$pat"; then
		pass=$((pass + 1)); echo "ok - $name"
	else
		fail=$((fail + 1)); echo "not ok - $name (exit $rc, want $want; pattern '$pat')"
		printf '%s\n' "$out" | sed 's/^/# /'
	fi
}

finish() {
	echo "$pass passed, $fail failed"
	[ "$fail" -eq 0 ]
}

# SPDX-License-Identifier: MIT
# TAP for the shell tests (meson reads them with protocol 'tap'), sourced:
#   ok NAME / bad NAME [DETAIL...]   one result
#   check NAME EXIT-STATUS ERE-PATTERN COMMAND...
#                                    runs COMMAND; passes when it exits with
#                                    EXIT-STATUS and its output (stdout and
#                                    stderr) matches the pattern
#   absent NAME EXIT-STATUS ERE-PATTERN COMMAND...
#                                    the same, but passes when no line of
#                                    the output matches the pattern
#   finish                           the plan; exit status 0 when none failed
tap_n=0 tap_failed=0

ok() {
	tap_n=$((tap_n + 1))
	echo "ok $tap_n - $1"
}

bad() {
	tap_n=$((tap_n + 1)) tap_failed=$((tap_failed + 1))
	echo "not ok $tap_n - $1"
	shift
	for l in "$@"; do printf '%s\n' "$l" | sed 's/^/# /'; done
}

check() {
	name=$1 want=$2 pat=$3
	shift 3
	out=$("$@" 2>&1)
	rc=$?
	if [ "$rc" -eq "$want" ] && printf '%s\n' "$out" | grep -Eq -- "$pat"; then
		ok "$name"
	else
		bad "$name (exit $rc, want $want; pattern '$pat')" "$out"
	fi
}

absent() {
	name=$1 want=$2 pat=$3
	shift 3
	out=$("$@" 2>&1)
	rc=$?
	if [ "$rc" -eq "$want" ] && ! printf '%s\n' "$out" | grep -Eq -- "$pat"; then
		ok "$name"
	else
		bad "$name (exit $rc, want $want; must not match '$pat')" "$out"
	fi
}

finish() {
	echo "1..$tap_n"
	[ "$tap_failed" -eq 0 ]
}

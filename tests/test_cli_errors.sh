#!/bin/sh
# SPDX-License-Identifier: MIT
# perfgen's refusals, every command alike: a bad CPU id, extra arguments,
# an empty -e; a modifier written is never changed by the unprivileged
# fallback; another CPU's encodings are not opened on this one; a byte
# that is not allowed is named in words.  A refusal says why on stderr,
# nothing on stdout.
PERFGEN=${1:?usage: test_cli_errors.sh PATH/TO/perfgen}
. "$(dirname "$0")/check.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Run a command; $rc its status, $tmp/out and $tmp/err what it wrote.
run() {
	"$@" >"$tmp/out" 2>"$tmp/err"
	rc=$?
}

# refused NAME STATUS ERE COMMAND...: exits STATUS, stderr matches ERE,
# stdout is empty.
refused() {
	name=$1 want=$2 pat=$3
	shift 3
	run "$@"
	if [ "$rc" -eq "$want" ] && [ ! -s "$tmp/out" ] && grep -Eq -- "$pat" "$tmp/err"; then
		ok "$name"
	else
		bad "$name (exit $rc, want $want; stderr pattern '$pat'; stdout must be empty)" \
			"stdout: $(cat "$tmp/out")" "stderr: $(cat "$tmp/err")"
	fi
}

# --- unprivileged: a modifier written is never changed ------------------------
par=$(cat /proc/sys/kernel/perf_event_paranoid)
if [ "$(id -u)" -eq 0 ] && command -v setpriv >/dev/null && [ "$par" -ge 2 ] &&
	setpriv --reuid=65534 --regid=65534 --clear-groups test -x "$PERFGEN"; then
	nobody="setpriv --reuid=65534 --regid=65534 --clear-groups"
	# perf stat -e page-faults:k: "Access to performance monitoring ...
	# limited", exit 255, the command not run.
	for ev in page-faults:k page-faults:uk page-faults:ukh task-clock:k; do
		refused "unprivileged $ev: refused with the paranoid reason, exit 255 as perf" 255 \
			"perf_event_paranoid is $par: .*the k modifier written asks for the kernel" \
			$nobody "$PERFGEN" stat -e "$ev" -- true
	done
	absent "unprivileged page-faults:k: never counted as :u" 255 'page-faults:u|[0-9] +page-faults' \
		$nobody "$PERFGEN" stat -e page-faults:k -- true
	absent "unprivileged page-faults:k: no advice to add :u" 255 'add the :u' \
		$nobody "$PERFGEN" stat -e page-faults:k -- true
	refused "unprivileged page-faults:k beside task-clock: refused whole, command not run" 255 \
		'page-faults:k: .*permission denied' \
		$nobody "$PERFGEN" stat -e task-clock,page-faults:k -- sh -c 'echo RAN'
	refused "unprivileged {task-clock,page-faults}:k: the group's k is written too" 255 \
		'the k modifier written' \
		$nobody "$PERFGEN" stat -e '{task-clock,page-faults}:k' -- true
	check "unprivileged page-faults: no modifier, counted in user space, said so" 0 \
		'written without a u, k or h modifier is counted in user space' \
		$nobody "$PERFGEN" stat -e page-faults -- true
	check "unprivileged page-faults:u: counted as written" 0 '[0-9] +page-faults:u$' \
		$nobody "$PERFGEN" stat -e page-faults:u -- true
	check "unprivileged page-faults:h: allowed by the kernel, counted as written" 0 \
		'page-faults:h$' $nobody "$PERFGEN" stat -e page-faults:h -- true
else
	ok "# SKIP unprivileged: needs root, setpriv and perf_event_paranoid >= 2 (is $par)"
fi

finish

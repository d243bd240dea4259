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
	# The same status as perf's own, where perf is installed.
	if command -v perf >/dev/null; then
		$nobody perf stat -e page-faults:k -- true >/dev/null 2>&1
		prc=$?
		$nobody "$PERFGEN" stat -e page-faults:k -- true >/dev/null 2>&1
		rc=$?
		if [ "$rc" -eq "$prc" ]; then
			ok "unprivileged page-faults:k: exit $rc, as perf stat's"
		else
			bad "unprivileged page-faults:k: exit $rc, perf stat's $prc"
		fi
	fi
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

# --- a bad CPU id: one message, one status, nothing on stdout, every command --
# Each command as it is run with a CPU id; ID stands for the id.
commands='cpu|list|resolve task-clock|explain task-clock|stat -e task-clock -- true|validate -e task-clock|perf --dry-run stat -e task-clock true'
for id in bogus garbage genuineintel-6-1a CyrixInstead-6-1A GenuineIntel-6-55 ''; do
	first=
	IFS='|'
	for c in $commands; do
		unset IFS
		set -- $c
		cmd=$1
		shift
		# --cpu ID where perfgen reads it: after the command's name.
		if [ -n "$id" ]; then
			run "$PERFGEN" "$cmd" --cpu "$id" "$@"
		else
			run "$PERFGEN" "$cmd" --cpu= "$@"
		fi
		msg=$(cat "$tmp/err")
		if [ "$rc" -eq 1 ] && [ ! -s "$tmp/out" ] && [ "$(wc -l <"$tmp/err")" -eq 1 ] &&
			{ [ -z "$first" ] || [ "$msg" = "$first" ]; } &&
			grep -Eq '^perfgen: (malformed|empty|unknown CPU vendor|CPU .* is ambiguous)' "$tmp/err"; then
			ok "--cpu '$id': $cmd refuses it: exit 1, one line on stderr, the same in every command"
		else
			bad "--cpu '$id': $cmd (exit $rc, want 1, stdout empty, the message of the first command)" \
				"stdout: $(cat "$tmp/out")" "stderr: $msg" "first: $first"
		fi
		[ -n "$first" ] || first=$msg
		IFS='|'
	done
	unset IFS
done
for id in garbage genuineintel-6-1a; do
	first=
	IFS='|'
	for c in $commands; do
		unset IFS
		set -- $c
		run env PERFGEN_CPU="$id" "$PERFGEN" "$@"
		msg=$(cat "$tmp/err")
		if [ "$rc" -eq 1 ] && [ ! -s "$tmp/out" ] && [ "$(wc -l <"$tmp/err")" -eq 1 ] &&
			{ [ -z "$first" ] || [ "$msg" = "$first" ]; } &&
			grep -q "^perfgen: PERFGEN_CPU: " "$tmp/err"; then
			ok "PERFGEN_CPU=$id: $1 refuses it: exit 1, one line on stderr, the same in every command"
		else
			bad "PERFGEN_CPU=$id: $1 (exit $rc, want 1, stdout empty, the first command's message)" \
				"stdout: $(cat "$tmp/out")" "stderr: $msg" "first: $first"
		fi
		[ -n "$first" ] || first=$msg
		IFS='|'
	done
	unset IFS
done
# A well-formed id the tables lack is no bad id: its software events count.
check "--cpu GenuineIntel-5-9: not in the tables, software events still resolve" 0 \
	'^task-clock: cpu=GenuineIntel-5-9 ' "$PERFGEN" resolve --cpu GenuineIntel-5-9 task-clock

# list for a CPU not in the tables: listed, the reason on stderr only.
run "$PERFGEN" list --cpu GenuineIntel-15-2
if [ "$rc" -eq 0 ] && grep -q '^perfgen list: unknown CPU GenuineIntel-15-2' "$tmp/err" &&
	! grep -q 'unknown CPU' "$tmp/out" && grep -q '^  task-clock  *software' "$tmp/out"; then
	ok "list --cpu GenuineIntel-15-2: listed, why the CPU is unknown on stderr"
else
	bad "list --cpu GenuineIntel-15-2: listed, why on stderr (exit $rc)" \
		"stdout: $(head -3 "$tmp/out")" "stderr: $(cat "$tmp/err")"
fi

# --- extra arguments, empty lists --------------------------------------------
refused "cpu EXTRA: refused, usage, exit 2" 2 "perfgen cpu: unexpected argument 'extra'" \
	"$PERFGEN" cpu extra
refused "list EXTRA: refused, usage, exit 2" 2 "perfgen list: unexpected argument 'extra'" \
	"$PERFGEN" list extra
refused "explain EV EXTRA: refused, exit 2" 2 '^usage:' "$PERFGEN" explain task-clock extra
refused "resolve without an event: usage, exit 2" 2 '^usage:' "$PERFGEN" resolve
refused "validate EXTRA: refused, exit 2" 2 "unknown argument 'extra'" "$PERFGEN" validate extra
refused "validate -e '': refused, not everything validated, exit 2" 2 \
	"-e '': an empty concept name" "$PERFGEN" validate -e ''
refused "validate -e 'page-faults,': an empty name in the list is refused" 2 \
	"an empty concept name" "$PERFGEN" validate -e page-faults,
refused "validate -e ',,': refused" 2 "an empty concept name" "$PERFGEN" validate -e ,,
# explain: the steps so far on stdout, the break on stderr.
run "$PERFGEN" explain no-such-event
if [ "$rc" -eq 1 ] && grep -q "^perfgen explain: no-such-event: unknown event" "$tmp/err" &&
	! grep -q "unknown event" "$tmp/out"; then
	ok "explain UNKNOWN: why on stderr, exit 1"
else
	bad "explain UNKNOWN: why on stderr, exit 1 (exit $rc)" "stdout: $(cat "$tmp/out")" \
		"stderr: $(cat "$tmp/err")"
fi

# --- another CPU's encodings are not opened on this one -----------------------
host=$("$PERFGEN" cpu | sed -n 's/^cpu=\([^ ]*\) .* uarch=\([^ ]*\) .*/\1 \2/p')
for other in AuthenticAMD-25-1:zen3 GenuineIntel-6-1A:nehalem-ep GenuineIntel-6-55-4:skylake-x; do
	id=${other%%:*} uarch=${other#*:}
	if [ -z "$host" ] || [ "${host#* }" = "$uarch" ]; then
		ok "# SKIP $id: this machine ($host) is not another CPU"
		continue
	fi
	why="encoded for $id \\($uarch\\) named by the cpuid option on this machine, ${host% *}"
	check "stat --cpu $id: a hardware event refused, the reason naming both CPUs" 0 "$why" \
		"$PERFGEN" stat --cpu "$id" -e cycles,task-clock -- true
	check "stat --cpu $id: software events still count" 0 '[0-9.]+ msec task-clock' \
		"$PERFGEN" stat --cpu "$id" -e cycles,task-clock -- true
	check "PERFGEN_CPU=$id stat: refused the same, named by PERFGEN_CPU" 0 \
		"encoded for $id \\($uarch\\) named by PERFGEN_CPU" \
		env PERFGEN_CPU="$id" "$PERFGEN" stat -e cycles -- true
	check "validate --cpu $id: a hardware concept cannot count: foreign-cpu, and why" 3 \
		"\"concept\": \"cycles\".*\"verdict\": \"cannot count\", \"reason_code\": \"foreign-cpu\".*$why" \
		"$PERFGEN" validate --cpu "$id" -e cycles,page-faults --json
	# page-faults, not task-clock: a page count does not move with the
	# load of the machine the test shares (task-clock's verdict did).
	check "validate --cpu $id: a software concept still passes" 3 \
		'"concept": "page-faults".*"verdict": "pass"' \
		"$PERFGEN" validate --cpu "$id" -e cycles,page-faults --json
	absent "PERFGEN_ALLOW_FOREIGN_CPU=1 stat --cpu $id: opened as asked" 0 "$why" \
		env PERFGEN_ALLOW_FOREIGN_CPU=1 "$PERFGEN" stat --cpu "$id" -e cycles -- true
done
if [ -n "$host" ]; then
	check "stat --cpu ${host% *}: this machine's own id opens as without it" 0 '[0-9.]+ msec task-clock' \
		"$PERFGEN" stat --cpu "${host% *}" -e task-clock -- true
	absent "stat --cpu ${host% *}: no foreign-CPU refusal" 0 'named by the cpuid option' \
		"$PERFGEN" stat --cpu "${host% *}" -e cycles -- true
fi

# --- a byte that is not allowed, named in words ------------------------------
check "stat -e 'task-clock ': a space, in words" 129 "a space at offset 10 of the event string" \
	"$PERFGEN" stat -e 'task-clock ' -- true
check "resolve 'dram<TAB>remote': a tab, in words" 1 "a tab at offset 4" \
	"$PERFGEN" resolve "$(printf 'dram\tremote')"
check "resolve with byte 0xff: the byte's value" 1 "byte 0xff at offset 4" \
	"$PERFGEN" resolve "$(printf 'dram\377remote')"
check "--cpu with a newline: the byte in words, not printed raw" 1 \
	"^perfgen: malformed CPU id: a newline at offset 17; " "$PERFGEN" cpu --cpu "$(printf 'GenuineIntel-6-1A\nX')"

finish

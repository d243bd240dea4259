#!/bin/sh
# SPDX-License-Identifier: MIT
# A hostile tester's second look at what the other scripts leave out:
# perf's -a with -C counts the CPUs -C names; a third core PMU
# (cpu_lowpower) is written with its name wherever perfgen prints a perf
# event string.  The core PMUs are staged in a private mount namespace
# (unshare -m, a tmpfs over /sys/bus/event_source/devices); nothing
# outside it is touched.
PERFGEN=${1:?usage: test_cli_retrial.sh PATH/TO/perfgen}
. "$(dirname "$0")/check.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# --- -a with -C: the CPUs -C names, as perf stat ------------------------------
# The command counts the perf_event fds its parent (perfgen stat) holds:
# one per CPU counted.  No clock is read.
fds='ls -l /proc/$PPID/fd | grep -c "anon_inode:\[perf_event\]"'
if [ "$(nproc)" -ge 2 ]; then
	n=$(nproc)
	for opts in "-a -C 0" "-C 0 -a" "-a -C 1 -A"; do
		check "stat $opts: one CPU counted (one fd), not every CPU" 0 '^1$' \
			sh -c "'$PERFGEN' stat $opts -x, -e task-clock -- sh -c '$fds' 2>/dev/null"
	done
	check "stat -a: every online CPU counted ($n fds)" 0 "^$n\$" \
		sh -c "'$PERFGEN' stat -a -x, -e task-clock -- sh -c '$fds' 2>/dev/null"
	check "stat -a -C 0-1: two CPUs counted (two fds)" 0 '^2$' \
		sh -c "'$PERFGEN' stat -a -C 0-1 -x, -e task-clock -- sh -c '$fds' 2>/dev/null"
else
	ok "# SKIP -a with -C: one CPU online"
fi

# --- a third core PMU: cpu_lowpower named, never a bare event ------------------
# stage PMU... COMMAND: run COMMAND where the kernel registers the core
# PMUs named (types 4, 10, 11) beside the software ones.
cat >"$tmp/stage.sh" <<'EOF'
set -e
D=/sys/bus/event_source/devices
S=$1
shift
mount -t tmpfs none "$S"
for p in software tracepoint breakpoint; do
	[ -e "$D/$p/type" ] && mkdir "$S/$p" && cat "$D/$p/type" >"$S/$p/type"
done
t=4
for p in $PMUS; do
	mkdir "$S/$p"
	echo $t >"$S/$p/type"
	t=$((t == 4 ? 10 : t + 1))
done
mount --bind "$S" "$D"
exec "$@"
EOF
mkdir "$tmp/sys"
stage() {
	PMUS=$1
	shift
	PMUS=$PMUS unshare -m sh "$tmp/stage.sh" "$tmp/sys" "$@"
}
if [ "$(id -u)" -eq 0 ] && stage "cpu_core cpu_atom cpu_lowpower" true 2>/dev/null; then
	check "perf --dry-run, three core PMUs: cycles on each, cpu_lowpower named" 0 \
		'^perf stat -e cpu_core/cycles/u,cpu_atom/cycles/u,cpu_lowpower/cycles/u true$' \
		stage "cpu_core cpu_atom cpu_lowpower" "$PERFGEN" perf --dry-run stat -e cycles:u true
	absent "perf --dry-run, three core PMUs: no bare event beside the named ones" 0 \
		'(^|[ ,])(cycles|instructions)(:u)?([ ,]|$)' \
		stage "cpu_core cpu_atom cpu_lowpower" "$PERFGEN" perf --dry-run stat \
		-e cycles,instructions:u true
	check "perf --dry-run, three core PMUs: a group written once per PMU" 0 \
		"^perf stat -e '\\{cpu_core/cycles/,task-clock\\}:u,\\{cpu_atom/cycles/,task-clock\\}:u,\\{cpu_lowpower/cycles/,task-clock\\}:u' true\$" \
		stage "cpu_core cpu_atom cpu_lowpower" "$PERFGEN" perf --dry-run stat \
		-e '{cycles,task-clock}:u' true
	check "resolve cpu_lowpower/cycles/: perf's string names the PMU" 0 \
		'perf=cpu_lowpower/cycles/ ' \
		stage "cpu_core cpu_atom cpu_lowpower" "$PERFGEN" resolve cpu_lowpower/cycles/
	check "explain cpu_lowpower/instructions/k: perf's string names the PMU" 0 \
		'^perf: +perf stat -e cpu_lowpower/instructions/k -- COMMAND$' \
		stage "cpu_core cpu_atom cpu_lowpower" "$PERFGEN" explain cpu_lowpower/instructions/k
	check "two core PMUs staged: cpu_core and cpu_atom, as before" 0 \
		'^perf stat -e cpu_core/cycles/,cpu_atom/cycles/ true$' \
		stage "cpu_core cpu_atom" "$PERFGEN" perf --dry-run stat -e cycles true
else
	ok "# SKIP a staged cpu_lowpower PMU: not root, or no unshare -m"
fi

# --- list on a hybrid CPU: what perfgen stat would count -----------------------
# An event counts on every core PMU of a hybrid CPU or is refused
# (perfgen stat, perfgen_event_open): a concept list calls exact or approx
# resolves on cpu_core and on cpu_atom, and one it calls unsupported is
# missing on one of them.  The uncore concepts (data/concepts.toml kind
# "uncore": a socket's DRAM traffic, energy) count on no core PMU.
uncore=$(awk '/^\[/ { n = substr($1, 2, length($1) - 2) } /^kind = "uncore"/ { print n }' \
	"$(dirname "$0")/../data/concepts.toml")
for id in GenuineIntel-6-97 GenuineIntel-6-AA GenuineIntel-6-B5 GenuineIntel-6-BD \
	GenuineIntel-6-C6; do
	wrong=
	"$PERFGEN" list --cpu $id >"$tmp/list" 2>/dev/null
	for c in $(awk '$2 == "exact" || $2 == "approx" || $2 == "unsupported" { print $1 ":" $2 }' \
		"$tmp/list"); do
		case " $(echo $uncore) " in *" ${c%%:*} "*) continue ;; esac
		both=yes
		for pmu in cpu_core cpu_atom; do
			"$PERFGEN" resolve --cpu $id "$pmu/${c%%:*}/" >/dev/null 2>&1 || both=no
		done
		case ${c#*:}:$both in
		unsupported:yes | exact:no | approx:no) wrong="$wrong $c(both PMUs: $both)" ;;
		esac
	done
	if [ -z "$wrong" ]; then
		ok "list --cpu $id: a concept is listed as countable exactly when both core PMUs count it"
	else
		bad "list --cpu $id: listed otherwise than perfgen stat counts:$wrong"
	fi
done
check "list --cpu GenuineIntel-6-C6: llc-load-misses unsupported, as stat refuses it" 0 \
	'^  llc-load-misses +unsupported ' \
	"$PERFGEN" list --cpu GenuineIntel-6-C6

# --- explain on a hybrid CPU: one core PMU's steps, said so ---------------------
check "explain --cpu GenuineIntel-6-97 dram: the perf line is cpu_core's part, said so" 0 \
	"^note: +a hybrid CPU: perfgen stat counts 'dram' on every core PMU, or refuses it; the steps above are the cpu_core part alone" \
	"$PERFGEN" explain --cpu GenuineIntel-6-97 dram
check "explain --cpu GenuineIntel-6-AA llc-load-misses:u: the same" 0 \
	"^note: +a hybrid CPU: .*perfgen perf --dry-run stat -e llc-load-misses:u writes every part" \
	"$PERFGEN" explain --cpu GenuineIntel-6-AA llc-load-misses:u
absent "explain --cpu GenuineIntel-6-97 cpu_atom/dram/: a PMU named, no note" 0 '^note: +a hybrid' \
	"$PERFGEN" explain --cpu GenuineIntel-6-97 cpu_atom/dram/
absent "explain --cpu GenuineIntel-6-97 task-clock: a software event, no note" 0 '^note: +a hybrid' \
	"$PERFGEN" explain --cpu GenuineIntel-6-97 task-clock
absent "explain --cpu GenuineIntel-6-1A dram: one core PMU, no note" 0 '^note: +a hybrid' \
	"$PERFGEN" explain --cpu GenuineIntel-6-1A dram

finish

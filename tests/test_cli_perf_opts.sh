#!/bin/sh
# SPDX-License-Identifier: MIT
# perfgen perf reads perf's command line as perf's parse-options does
# (tools/lib/subcmd/parse-options.c, the option tables of perf stat,
# record and top in Linux 6.12): one row per spelling, with the command
# line --dry-run prints, or the refusal.  D is dram-remote on Nehalem-EP.
PERFGEN=${1:?usage: test_cli_perf_opts.sh PATH/TO/perfgen}
. "$(dirname "$0")/check.sh"
DRY="$PERFGEN perf --dry-run --cpu GenuineIntel-6-1A"
D='cpu/event=0xb7,umask=0x1,offcore_rsp=0x20ff/'
BAD='cpu/event=0xb7,umask=1,offcore_rsp=0x20ff/'	# config1 bits Nehalem refuses

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# The real perf (Debian's 6.1), when it is there, is the witness: it reads
# dram-remote as an event (and refuses it: it has no such name) exactly
# where perfgen perf rewrites it.  perf record only parses (--dry-run).
REAL=
if command -v perf >/dev/null && perf stat -e task-clock true >/dev/null 2>&1; then
	REAL=perf
fi
witness() {
	[ -n "$REAL" ] || return 0
	rewrote=no
	case $1 in *offcore_rsp=0x20ff*) rewrote=yes ;; esac
	shift
	[ "$1" = record ] && { shift; set -- record --dry-run "$@"; }
	if (cd "$tmp" && timeout 20 "$REAL" "$@" </dev/null 2>&1) |
		grep -q "event syntax error: '.*dram-remote"; then
		parsed=yes
	else
		parsed=no
	fi
	if [ "$rewrote" = "$parsed" ]; then
		ok "perf itself reads an event where perfgen perf does ($parsed): $*"
	else
		bad "perf reads an event: $parsed, perfgen perf rewrote one: $rewrote: $*"
	fi
}

# row WANT ARGS...: --dry-run prints exactly WANT, exit 0; perf agrees
# (row_only: perf refuses the option or its value before any event)
row_only() {
	witness=no
	row "$@"
	witness=yes
}
witness=yes
row() {
	want=$1
	shift
	out=$($DRY "$@" 2>/dev/null)
	rc=$?
	if [ "$rc" -eq 0 ] && [ "$out" = "$want" ]; then
		ok "$*"
	else
		bad "$* (exit $rc)" "want: $want" "got:  $out"
	fi
	case "$witness $*" in
	"yes "*stat*|"yes "*record*) witness "$out" "$@" ;;
	esac
}
# refused STATUS PATTERN ARGS...: refused before perf starts, saying why
refused() {
	want=$1 pat=$2
	shift 2
	check "refused: $*" "$want" "$pat" $DRY "$@"
}

# Separate, attached, bundled, long: every spelling of -e is rewritten.
row "perf stat -e $D true"			stat -e dram-remote true
row "perf stat -e$D true"			stat -edram-remote true
row "perf stat -a -e $D true"			stat -a -e dram-remote true
row "perf stat -ae $D true"			stat -ae dram-remote true
row "perf stat -ae$D true"			stat -aedram-remote true
row "perf stat -aAe $D true"			stat -aAe dram-remote true
row "perf stat --event $D true"			stat --event dram-remote true
row "perf stat --event=$D true"			stat --event=dram-remote true
row "perf stat --ev=$D true"			stat --ev=dram-remote true
row "perf stat --e $D true"			stat --e dram-remote true
row "perf record -ae $D -- ./app"		record -ae dram-remote -- ./app
row "perf record -ge $D -- ./app"		record -ge dram-remote -- ./app
row "perf record -g -e $D -- ./app"		record -g -e dram-remote -- ./app
row "perf record -age $D -- ./app"		record -age dram-remote -- ./app
row "perf record --switch-output-event $D -e $D ./app" \
	record --switch-output-event dram-remote -e dram-remote ./app
row "perf top -ae $D"				top -ae dram-remote
row "perf top -e $D -K"				top -e dram-remote -K
row "perf stat record -e $D true"		stat record -e dram-remote true
row "perf stat rec -ae $D true"			stat rec -ae dram-remote true
# Values: an option that takes one swallows the rest of its bundle or the
# next word, events and all.
row "perf stat -Ce dram-remote"			stat -Ce dram-remote
row "perf stat -C 0 -e $D true"			stat -C 0 -e dram-remote true
row "perf stat -C0 -e $D true"			stat -C0 -e dram-remote true
row "perf stat -x -e -e $D true"		stat -x -e -e dram-remote true
row "perf stat -I 100 -e $D true"		stat -I 100 -e dram-remote true
row "perf stat --cpu -e -e $D true"		stat --cpu -e -e dram-remote true
row "perf stat --cpu=0 -e $D true"		stat --cpu=0 -e dram-remote true
row_only "perf record --call-graph -e -e $D ./app"	record --call-graph -e -e dram-remote ./app
row "perf record -F 99 -e $D ./app"		record -F 99 -e dram-remote ./app
row_only "perf record -ce -e $D ./app"		record -ce -e dram-remote ./app
row "perf top -d -e -e $D"			top -d -e -e dram-remote
# An optional value is taken only attached: the next word is not it.
row "perf record -z -e $D ./app"		record -z -e dram-remote ./app
row "perf record -S -e $D ./app"		record -S -e dram-remote ./app
row "perf record -Se -e $D ./app"		record -Se -e dram-remote ./app
# (--per-cache came after perf 6.1, which refuses it: no witness)
row_only "perf stat --per-cache -e $D true"	stat --per-cache -e dram-remote true
row_only "perf stat --per-cache=L2 -e $D true"	stat --per-cache=L2 -e dram-remote true
# Options without a value go on bundling; repeated letters too.
row "perf stat -vvae $D true"			stat -vvae dram-remote true
row "perf stat -dde $D true"			stat -dde dram-remote true
# Debian 12's perf 6.1 has options 6.12 dropped: read too.
row "perf stat -ge $D true"			stat -ge dram-remote true
row "perf record --group --clang-opt -e -e $D ./app" record --group --clang-opt -e -e dram-remote ./app
# Negated long options, perf's "--inherit" for "--no-no-inherit".
row "perf stat --no-inherit --inherit -e $D true" stat --no-inherit --inherit -e dram-remote true
# The workload's arguments are not perf's: nothing after them is read.
row "perf stat -e $D grep -e dram-remote x"	stat -e dram-remote grep -e dram-remote x
row "perf stat -e $D -- grep -aedram-remote x"	stat -e dram-remote -- grep -aedram-remote x
row "perf record ./app -e dram-remote"		record ./app -e dram-remote
# perf's global options before the command.
row "perf --no-pager stat -ae $D true"		--no-pager stat -ae dram-remote true
row "perf --debug verbose=1 stat -e $D true"	--debug verbose=1 stat -e dram-remote true
row "perf --exec-path=/x stat -e $D true"	--exec-path=/x stat -e dram-remote true
# Help: perf prints it and counts nothing.
row "perf stat -h -e dram-remote"		stat -h -e dram-remote

# Refused in every spelling as in the separate one: a config1 the kernel
# would drop, a concept the CPU cannot count.
for e in "-e $BAD" "-e$BAD" "-ae $BAD" "-ae$BAD" "--event $BAD" "--event=$BAD" "--ev=$BAD"; do
	refused 1 'config1 0x20ff has bits 0x2000 outside the mask' \
		--cpu GenuineIntel-6-2A stat $e true
done
for e in "-ge $BAD" "-age$BAD" "--switch-output-event=$BAD"; do
	refused 1 'config1 0x20ff has bits 0x2000 outside the mask' \
		--cpu GenuineIntel-6-2A record $e ./app
done
refused 1 "'dram-remote' cannot be counted" --cpu GenuineIntel-6-2A stat -ae dram-remote true
refused 1 "'dram-remote' cannot be counted" --cpu GenuineIntel-6-2A top --event=dram-remote

# What perf refuses, refused with perf's words (exit 129), before perf.
refused 129 "unknown switch \`y'"		stat -ye dram-remote true
refused 129 "unknown option \`bogus'"		stat --bogus -e dram-remote true
refused 129 "switch \`e' requires a value"	stat -ae
refused 129 "option \`event' requires a value"	stat --event
refused 129 "Ambiguous option: per"		stat --per -e dram-remote true
refused 129 "option \`all-cpus' takes no value"	stat --all-cpus=1 -e dram-remote true
refused 129 "did you mean \`--all-cpus\`"	stat -all-cpus -e dram-remote true
refused 129 "option \`no-event' isn't available" stat --no-event
refused 129 "option \`no-event' isn't available.*record and top crash" record --no-ev ./app
refused 129 "perf's option '--debug' needs a value" --debug
refused 129 "unknown option of perf itself: '--bogus'" --bogus stat -e dram-remote true
# A command whose options perfgen does not know: an argument that may be an
# event option is refused, not passed unread.
refused 129 "perf trace's options are not known" trace -e dram-remote
refused 129 "perf trace's options are not known" trace -ae dram-remote
refused 129 "perf kvm's options are not known" kvm --guest stat --event=dram-remote
row "perf report -i perf.data --stdio"		report -i perf.data --stdio
finish

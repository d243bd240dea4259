#!/bin/bash
# Build every prefix of kernel/series on kernel/BASE, as a reviewer who
# bisects or backports it would: patch 1 alone, patches 1-2, ... 1-N.
#
#   vm-scripts/build-prefixes.sh
#
# Not part of run-tests.sh (it takes minutes; docs/KERNEL.md has the time
# of a run).  For each prefix, in one tree extracted from the tarball:
#   - the patch applies (patch -p1, no fuzz, no offset warnings needed);
#   - bzImage builds with tinyconfig + kernel/test.config (CONFIG_KUNIT=y,
#     so the VISIBLE_IF_KUNIT helpers are global), incrementally, and
#     without a compiler warning in arch/x86/events/;
#   - arch/x86/events/ builds with W=1 and CONFIG_KUNIT=n (the helpers
#     static again), without a warning;
#   - scripts/checkpatch.pl --strict of the tree reports on the patch.
# Prints "ok - ..." / "not ok - ..." and the checkpatch summary per patch,
# and ends with "N passed, M failed".
#
# Environment: PERFGEN_CACHE (default $HOME/.cache/perfgen; the tree is
# $PERFGEN_CACHE/prefixes/linux, removed at the end unless
# PERFGEN_KEEP_PREFIX_TREE is set; the log $PERFGEN_CACHE/logs/prefixes-*.log),
# PERFGEN_JOBS (make -j, default 2).
set -uo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
KERNEL="$(dirname "$HERE")/kernel"
CACHE=${PERFGEN_CACHE:-$HOME/.cache/perfgen}
JOBS=${PERFGEN_JOBS:-2}
TARBALL=$(sed -n 's/^tarball=//p' "$KERNEL/BASE")
DIR="$CACHE/prefixes"
SRC="$DIR/linux"
mkdir -p "$CACHE/logs"
LOG="$CACHE/logs/prefixes-$(date +%Y%m%d-%H%M%S).log"
pass=0
fail=0

result() { # result ok|"not ok" DESCRIPTION
	echo "$1 - $2"
	if [ "$1" = ok ]; then pass=$((pass + 1)); else fail=$((fail + 1)); fi
}
now() { date +%s; }
# warnings of the last make in arch/x86/events/ (the log since LINE)
events_warnings() {
	tail -n +"$1" "$LOG" | grep -E '^arch/x86/events/.*(warning|error):' || true
}

mapfile -t SERIES < <(grep -v '^\s*\(#\|$\)' "$KERNEL/series")
T0=$(now)
rm -rf "$DIR"
mkdir -p "$SRC"
tar -xJf "$TARBALL" -C "$SRC" --strip-components=1 || { echo "cannot extract $TARBALL" >&2; exit 1; }
echo "# extract: $(($(now) - T0)) s"
: >"$LOG"
{
	make -C "$SRC" tinyconfig &&
		(cd "$SRC" && scripts/kconfig/merge_config.sh -m .config "$KERNEL/test.config") &&
		make -C "$SRC" olddefconfig
} >>"$LOG" 2>&1 || { echo "cannot configure $SRC (see $LOG)" >&2; exit 1; }

n=0
for p in "${SERIES[@]}"; do
	n=$((n + 1))
	t=$(now)
	if ! patch -d "$SRC" -p1 --forward --batch --fuzz=0 <"$KERNEL/$p" >>"$LOG" 2>&1; then
		result "not ok" "prefix $n: $p does not apply (see $LOG)"
		break
	fi
	result ok "prefix $n: $p applies"

	start=$(($(wc -l <"$LOG") + 1))
	if make -C "$SRC" -j"$JOBS" CC="ccache gcc" bzImage >>"$LOG" 2>&1; then
		result ok "prefix $n: bzImage builds (CONFIG_KUNIT=y)"
	else
		result "not ok" "prefix $n: bzImage does not build (see $LOG)"
	fi
	w=$(events_warnings "$start")
	if [ -z "$w" ]; then
		result ok "prefix $n: no warning in arch/x86/events/"
	else
		result "not ok" "prefix $n: warnings in arch/x86/events/"
		echo "$w" | sed 's/^/#   /'
	fi

	# the same directory with W=1 and the helpers static (CONFIG_KUNIT=n)
	start=$(($(wc -l <"$LOG") + 1))
	(cd "$SRC" && scripts/config --disable KUNIT && make olddefconfig) >>"$LOG" 2>&1
	if make -C "$SRC" -j"$JOBS" CC="ccache gcc" W=1 arch/x86/events/ >>"$LOG" 2>&1 &&
	   [ -z "$(events_warnings "$start")" ]; then
		result ok "prefix $n: arch/x86/events/ builds with W=1 and CONFIG_KUNIT=n, no warning"
	else
		result "not ok" "prefix $n: arch/x86/events/ with W=1 and CONFIG_KUNIT=n"
		events_warnings "$start" | sed 's/^/#   /'
	fi
	(cd "$SRC" && scripts/kconfig/merge_config.sh -m .config "$KERNEL/test.config" &&
		make olddefconfig) >>"$LOG" 2>&1

	# from the kernel tree: in a git work tree checkpatch may look at git instead
	cp=$(cd "$SRC" && scripts/checkpatch.pl --strict --no-tree "$KERNEL/$p" 2>&1 |
		grep -E '^total:')
	[ -n "$cp" ] || cp="total: no output"
	echo "# checkpatch --strict $p: $cp"
	echo "# prefix $n: $(($(now) - t)) s"
done

[ -n "${PERFGEN_KEEP_PREFIX_TREE:-}" ] || rm -rf "$DIR"
echo "# total: $(($(now) - T0)) s"
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]

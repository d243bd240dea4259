#!/bin/bash
# Does kernel/0001 (the SNB/IVB fix, Cc: stable) apply to mainline?
#
#   vm-scripts/mainline-check.sh [DIR]
#
# Runs `git apply --check` of the first patch of kernel/series against the
# mainline file set in DIR (default $PERFGEN_MAINLINE, else
# $PERFGEN_CACHE/mainline, else $HOME/.cache/perfgen/mainline): a tree of
# kernel files (arch/x86/events/...) with a MANIFEST saying where they come
# from (tree=, commit=, kind=whole|excerpts).  Fetches nothing: without a
# file set it prints "# SKIP ..." and why, and exits 0.  run-tests.sh runs
# it.  docs/KERNEL.md says which tree and commit the recorded run used and
# how to make the file set.
#
# Prints "ok - ..." or "not ok - ..." (exit 1).
set -uo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
KERNEL="$(dirname "$HERE")/kernel"
CACHE=${PERFGEN_CACHE:-$HOME/.cache/perfgen}
DIR=${1:-${PERFGEN_MAINLINE:-$CACHE/mainline}}
FIRST=$(grep -v '^\s*\(#\|$\)' "$KERNEL/series" | head -n1)

if [ ! -f "$DIR/MANIFEST" ]; then
	echo "# SKIP mainline: no mainline file set in $DIR (no MANIFEST); see docs/KERNEL.md"
	exit 0
fi
src="$(sed -n 's/^tree=//p' "$DIR/MANIFEST")@$(sed -n 's/^commit=//p' "$DIR/MANIFEST" | cut -c1-12)"
kind=$(sed -n 's/^kind=//p' "$DIR/MANIFEST")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp -r "$DIR/." "$tmp/"
if out=$(cd "$tmp" && git apply --check -v "$KERNEL/$FIRST" 2>&1); then
	echo "ok - mainline: $FIRST applies to $src ($kind)"
	echo "$out" | grep -i 'hunk' | sed 's/^/#   /'
else
	echo "not ok - mainline: $FIRST does not apply to $src ($kind)"
	echo "$out" | sed 's/^/#   /'
	exit 1
fi

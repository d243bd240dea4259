#!/bin/sh
# SPDX-License-Identifier: MIT
#
# The generated tables must fit in 256 KiB of read-only data (issue 6).
#
#   test_size.sh LIBPERFGEN_INTERNAL_A [LIMIT_BYTES]
#
# Measures the object compiled from the generated tables.c inside the
# internal static library: the sum of its .rodata* sections (numbers and
# strings) and .data.rel.ro* sections (structs holding pointers: read-only
# after relocation).  Fails above LIMIT_BYTES (default 262144), when it
# has writable data (.data/.bss: the tables must be const), or when the
# measurement finds nothing.  Prints the numbers; also, for information,
# the sum of the table symbols (nm -S) and the relocations the pointers
# cost in the shared library (24 bytes of .rela.dyn each).
set -eu

lib=${1:?usage: test_size.sh LIBPERFGEN_INTERNAL_A [LIMIT_BYTES]}
limit=${2:-262144}
tmp=
trap 'rm -f "$tmp"' EXIT

fail() {
	echo "test_size: FAIL: $*" >&2
	exit 1
}

member=$(ar t "$lib" | grep 'tables\.c\.o$' | head -n 1) ||
	fail "no tables.c object in $lib"
if [ "$(head -c 7 "$lib")" = '!<thin>' ]; then
	obj=$member	# a thin archive lists the objects' paths
else
	tmp=$(mktemp)
	ar p "$lib" "$member" >"$tmp"
	obj=$tmp
fi
[ -s "$obj" ] || fail "cannot read $member"

sections=$(size -A -d "$obj")
sum() { echo "$sections" | awk -v re="$1" '$1 ~ re { s += $2 } END { print s + 0 }'; }
rodata=$(sum '^\.rodata$')
strings=$(sum '^\.rodata\.')
relro=$(sum '^\.data\.rel\.ro')
writable=$(echo "$sections" | awk '($1 == ".data" || $1 == ".bss" || $1 ~ /^\.data\./ ||
	$1 ~ /^\.bss\./) && $1 !~ /^\.data\.rel\.ro/ { s += $2 } END { print s + 0 }')
total=$((rodata + strings + relro))
symbols=$(nm -S -t d "$obj" | awk 'NF == 4 { s += $2 } END { print s + 0 }')
relocs=$(readelf -rW "$obj" | awk '/^Relocation section .\.rela\.data\.rel\.ro/ { n += $(NF - 1) }
	END { print n + 0 }')

awk -v t="$total" -v l="$limit" 'BEGIN {
	printf "tables: %d bytes (%.1f KiB) of read-only data, limit %d (%.0f KiB)\n",
		t, t / 1024, l, l / 1024 }'
echo "  .rodata $rodata, .rodata.str* $strings, .data.rel.ro* $relro; writable $writable"
echo "  table symbols (nm -S): $symbols bytes; $relocs pointer relocations" \
	"($((relocs * 24)) bytes of .rela.dyn in libperfgen.so)"

[ "$total" -gt 0 ] || fail "measured nothing: no .rodata/.data.rel.ro in $member"
[ "$symbols" -gt 0 ] && [ "$symbols" -le "$total" ] ||
	fail "table symbols ($symbols bytes) do not fit the sections measured ($total)"
[ "$writable" -eq 0 ] || fail "$writable bytes of writable data: the tables must be const"
[ "$total" -le "$limit" ] || fail "$total bytes of tables exceed the limit of $limit"
echo "test_size: ok"

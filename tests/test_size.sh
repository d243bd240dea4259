#!/bin/sh
# SPDX-License-Identifier: MIT
#
# The generated tables must fit in 1216 KiB of read-only data and
# hold no pointers, so that loading libperfgen.so relocates none of them.
#
#   test_size.sh LIBPERFGEN_INTERNAL_A [LIMIT_BYTES]
#   test_size.sh --self-test CC
#
# Measures the object compiled from the generated tables.c inside the
# internal static library: the sum of its .rodata* sections (numbers and
# strings) and .data.rel.ro* sections (structs holding pointers: read-only
# after relocation; there should be none).  Fails above LIMIT_BYTES
# (default 1245184), when it has writable data (.data/.bss: the tables must
# be const), when any relocation applies to its data (a pointer in a
# table: the dynamic loader would write it, copy-on-write, in every process
# at start-up; relocations of code and debug sections are fine), or when
# the measurement finds nothing.  Prints the numbers and, for information,
# the sum of the table symbols (nm -S).
#
# --self-test CC compiles two tiny tables.c, one with a pointer table and
# one without, and checks that this script fails on the first (for its
# relocations only) and passes on the second.
set -eu

fail() {
	echo "test_size: FAIL: $*" >&2
	exit 1
}

if [ "${1:-}" = --self-test ]; then
	cc=${2:?usage: test_size.sh --self-test CC}
	dir=$(mktemp -d)
	trap 'rm -rf "$dir"' EXIT
	# Both fixtures pass every other check: only the pointers differ.
	cat >"$dir/ptr.c" <<-'EOF'
	struct t { const char *name; int v; };
	const struct t tab[] = { { "a", 1 }, { "b", 2 } };
	EOF
	cat >"$dir/off.c" <<-'EOF'
	static const char strtab[] = "\0a\0b";
	struct t { unsigned int name; int v; };
	const struct t tab[] = { { 1, 1 }, { 3, 2 } };
	const char *tab_name(unsigned int i) { return strtab + tab[i].name; }
	EOF
	for f in ptr off; do
		mkdir "$dir/$f"
		$cc -O2 -fPIC -c -o "$dir/$f/tables.c.o" "$dir/$f.c" || fail "cannot compile $f.c"
		ar rc "$dir/$f/lib.a" "$dir/$f/tables.c.o"
	done
	if "$0" "$dir/ptr/lib.a" >"$dir/out" 2>&1; then
		cat "$dir/out"
		fail "self-test: a table of pointers passed"
	fi
	grep -q 'relocation' "$dir/out" ||
		{ cat "$dir/out"; fail "self-test: failed, not for relocations"; }
	"$0" "$dir/off/lib.a" >"$dir/out" 2>&1 ||
		{ cat "$dir/out"; fail "self-test: pointer-free tables failed"; }
	echo "test_size: self-test ok: a pointer table fails, offsets pass"
	exit 0
fi

lib=${1:?usage: test_size.sh LIBPERFGEN_INTERNAL_A [LIMIT_BYTES]}
limit=${2:-1245184}
tmp=
trap 'rm -f "$tmp"' EXIT

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
symbols=$(nm -S -t d "$obj" | awk 'NF == 4 && $3 ~ /^[rRdDbBvV]$/ { s += $2 } END { print s + 0 }')
# Entries of relocation sections that patch data (not code, debug info or
# unwind tables): "Relocation section '.rela.data.rel.ro' at ... contains N entries:"
relocs=$(readelf -rW "$obj" | awk -F"'" '/^Relocation section / {
		name = $2; split($3, w, " "); n = w[5]
		if (name ~ /^\.rela?\.(text|debug|eh_frame|note)/) next
		t += n; list = list sprintf("%s%s %d", list == "" ? "" : ", ", name, n) }
	END { print t + 0 (list == "" ? "" : " (" list ")") }')
nrelocs=${relocs%% *}

awk -v t="$total" -v l="$limit" 'BEGIN {
	printf "tables: %d bytes (%.1f KiB) of read-only data, limit %d (%.0f KiB)\n",
		t, t / 1024, l, l / 1024 }'
echo "  .rodata $rodata, .rodata.str* $strings, .data.rel.ro* $relro; writable $writable"
echo "  table symbols (nm -S): $symbols bytes; data relocations: $relocs" \
	"($((nrelocs * 24)) bytes of .rela.dyn in libperfgen.so)"

[ "$total" -gt 0 ] || fail "measured nothing: no .rodata/.data.rel.ro in $member"
[ "$symbols" -gt 0 ] && [ "$symbols" -le "$total" ] ||
	fail "table symbols ($symbols bytes) do not fit the sections measured ($total)"
[ "$writable" -eq 0 ] || fail "$writable bytes of writable data: the tables must be const"
[ "$nrelocs" -eq 0 ] || fail "data relocations: $relocs: the tables hold pointers," \
	"which the dynamic loader writes in every process at start-up;" \
	"use pg_strtab offsets and indices (src/tables.h)"
[ "$total" -le "$limit" ] || fail "$total bytes of tables exceed the limit of $limit"
echo "test_size: ok"

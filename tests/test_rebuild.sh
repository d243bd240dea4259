#!/bin/sh
# SPDX-License-Identifier: MIT
# The build follows the data and the layout, in a copy of the tree:
#  - a new data/uarch/*.toml is seen by ninja (gen.py's depfile names the
#    folder) and a broken one fails the build, naming the file;
#  - an edit of an existing data file regenerates the tables;
#  - a table limit changed in src/tables.h alone fails the build (the
#    generated static asserts compare it with gen.py's);
#  - the symbol-version node of src/libperfgen.sym is the project version's.
# Speaks TAP.
SRC=${1:?usage: test_rebuild.sh SRCDIR}
. "$(dirname "$0")/check.sh"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$SRC" && git ls-files -z --cached --others --exclude-standard 2>/dev/null | xargs -0 cp --parents -t "$tmp" 2>/dev/null) ||
	cp -r "$SRC"/. "$tmp"
[ -f "$tmp/meson.build" ] || cp -r "$SRC"/. "$tmp"
rm -rf "$tmp"/build*
b="$tmp/build"
if ! meson setup "$b" "$tmp" -Dtests=false -Dbench=false >"$tmp/setup.log" 2>&1 ||
	! ninja -C "$b" src/tables.c >"$tmp/ninja.log" 2>&1; then
	bad "the copy configures and generates its tables" "$(tail -5 "$tmp/setup.log" "$tmp/ninja.log")"
	finish
	exit 1
fi
ok "the copy configures and generates its tables"

# ninja on target ("" for all) must fail and say pattern.
build_fails() { # name target pattern
	out=$(ninja -C "$b" ${2:+"$2"} 2>&1)
	if [ $? -ne 0 ] && printf '%s' "$out" | grep -q "$3"; then
		ok "$1"
	else
		bad "$1" "$(printf '%s' "$out" | tail -5)"
	fi
}

cat >"$tmp/data/uarch/zz-broken.toml" <<'TOML'
name = "zz-broken"
vendor = "intel"
TOML
build_fails "a new broken uarch file fails the build, naming it" src/tables.c \
	'zz-broken.toml: needs description'
rm "$tmp/data/uarch/zz-broken.toml"
out=$(ninja -C "$b" src/tables.c 2>&1)
[ $? -eq 0 ] && ok "removing it builds again" || bad "removing it builds again" "$out"

sed -i 's/^description = "Intel Nehalem-EP (Xeon 5500, Gainestown)"/description = "Nehalem-EP, edited"/' \
	"$tmp/data/uarch/nehalem-ep.toml"
out=$(ninja -C "$b" src/tables.c 2>&1)
if grep -q 'Nehalem-EP, edited' "$b/src/tables.c"; then
	ok "an edited data file regenerates the tables"
else
	bad "an edited data file regenerates the tables" "$out"
fi

sed -i 's/^#define PG_PARTS_MAX 8$/#define PG_PARTS_MAX 7/' "$tmp/src/tables.h"
build_fails "a limit changed in src/tables.h alone fails the build" "" \
	'gen.py DERIVED_PARTS_MAX is src/tables.h PG_PARTS_MAX'
sed -i 's/^#define PG_PARTS_MAX 7$/#define PG_PARTS_MAX 8/' "$tmp/src/tables.h"
sed -i 's/^\tuint16_t first_row;/\tuint8_t first_row;/' "$tmp/src/tables.h"
build_fails "a narrower index field fails the build" "" 'row indices fit first_row'

version=$(sed -n "s/^  version : '\([0-9.]*\)',$/\1/p" "$SRC/meson.build")
node=$(sed -n 's/^\(LIBPERFGEN_[0-9.]*\) {.*/\1/p' "$SRC/src/libperfgen.sym" | tail -1)
want="LIBPERFGEN_$(echo "$version" | cut -d. -f1-2)"
[ -n "$version" ] && [ "$node" = "$want" ] && ok "symbol-version node $node follows the project version $version" ||
	bad "symbol-version node follows the project version" "version '$version', newest node '$node', want '$want'"
finish

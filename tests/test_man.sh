#!/bin/sh
# SPDX-License-Identifier: MIT
# Every exported symbol has a prototype in the public header and a man
# page; every page renders without groff warnings; the CLI has perfgen(1);
# meson installs them all.
set -u
LIB=${1:?usage: test_man.sh libperfgen.so SRCDIR [BUILDDIR]}
SRC=${2:?}
BUILD=${3:-}
HDR=$SRC/include/perfgen/perfgen.h
MAN=$SRC/man
. "$(dirname "$0")/check.sh"

render() { # page -> warnings on stderr; .so resolved from the man dir
	(cd "$MAN" && sed 's|^\.so man3/|.so |' "$1" | groff -man -Tutf8 -ww -z 2>&1 >/dev/null)
}

exported=$(nm -D --defined-only "$LIB" | awk '$2 == "T" { sub(/@.*/, "", $3); print $3 }' | sort)
[ -n "$exported" ] && ok "the library exports symbols" || bad "nm -D found no exports in $LIB"
for s in $exported; do
	grep -Pzq "PERFGEN_API[^;]*\b$s\(" "$HDR" && ok "$s: prototype in perfgen.h" ||
		bad "$s: no PERFGEN_API prototype in perfgen.h"
	page=$MAN/$s.3
	if [ ! -f "$page" ]; then
		bad "$s: no man page man/$s.3"
		continue
	fi
	target=$page
	so=$(sed -n 's|^\.so man3/||p' "$page")
	[ -n "$so" ] && target=$MAN/$so
	if [ -f "$target" ] && grep -q "^\\.BI* \"*[^\"]*$s(" "$target" &&
		sed -n '/^\.SH NAME/,/^\.SH/p' "$target" | grep -q "\\b$s\\b"; then
		ok "$s: man page names and declares it"
	else
		bad "$s: man/$s.3 (-> ${so:-itself}) does not name and declare $s"
	fi
done
for page in "$MAN"/*.[13]; do
	name=$(basename "$page")
	case $name in
	perfgen.1) ;;
	*) echo "$exported" | grep -qx "${name%.3}" || bad "$name documents no exported function" ;;
	esac
	grep -q '^\.so ' "$page" && continue
	if command -v groff >/dev/null; then
		w=$(render "$name")
		[ -z "$w" ] && ok "$name renders without warnings" || { bad "$name: groff warnings"; echo "$w" | sed 's/^/# /'; }
	fi
	grep -q '^\.SH THREAD SAFETY' "$page" || [ "$name" = perfgen.1 ] ||
		bad "$name states no thread safety"
done
[ -f "$MAN/perfgen.1" ] && ok "perfgen(1) exists" || bad "no man/perfgen.1"
for cmd in cpu list resolve explain stat; do
	grep -q "^\\.B $cmd\$" "$MAN/perfgen.1" || bad "perfgen(1) does not describe '$cmd'"
done
if [ -n "$BUILD" ]; then
	inst=$(meson introspect "$BUILD" --installed)
	for page in "$MAN"/*.[13]; do
		name=$(basename "$page")
		echo "$inst" | grep -q "/man[13]/$name\"" || bad "meson does not install $name"
	done
	ok "install_man checked against meson introspect"
fi
finish

#!/bin/sh
# SPDX-License-Identifier: MIT
# Every exported symbol has a prototype in the public header and a man
# page; every page renders without groff warnings and states its thread
# safety; every public struct and enum is declared in a page's SYNOPSIS as
# the header declares it, each member described in that page; the CLI has
# perfgen(1); meson installs them all.
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
# Every public struct and enum of perfgen.h is declared in the SYNOPSIS
# of a page, member for member as the header declares it, and that page's
# DESCRIPTION names each member in italics or bold.  The pages are
# rendered by groff, so any way of setting the font counts (.I sz,
# .IR info\->nr_parts , \fBfield\fP); a member named only in the SYNOPSIS,
# only in roman, or only in another page does not.  A member that shares
# its name with an argument of the page's functions (perfgen_info.cpuid
# and the cpuid argument) must be written with its struct, info\->cpuid.
decls() { # C text on stdin -> "NAME<TAB>member declaration", comments out
	awk '{
		line = $0; out = ""
		while (line != "") {
			if (incomment) {
				i = index(line, "*/")
				if (!i) { line = ""; break }
				line = substr(line, i + 2); incomment = 0; continue
			}
			i = index(line, "/*")
			if (!i) { out = out line; break }
			out = out substr(line, 1, i - 1); line = substr(line, i + 2); incomment = 1
		}
		$0 = out
	}
	/^[ \t]*(struct|enum) perfgen_[a-z_]+ \{/ { s = $2; next }
	s != "" && /^[ \t]*\};/ { s = ""; next }
	s != "" {
		gsub(/[ \t]+/, " "); sub(/^ /, ""); sub(/ $/, "")
		gsub(/ *\* */, " *"); gsub(/ *: */, " : "); gsub(/ *= */, " = ")
		if ($0 != "") print s "\t" $0
	}'
}
member() { # declarations on stdin -> "NAME<TAB>member name"
	awk -F '\t' '{ d = $2; sub(/[;,:=\[].*/, "", d); sub(/ +$/, "", d)
		n = split(d, w, /[ *]+/); print $1 "\t" w[n] }'
}
section() { # page SECTION -> the section rendered, fonts as overstrikes
	sed -n -e '/^\.TH /p' -e "/^\\.SH $2\$/,/^\\.SH /{/^\\.SH /!p}" "$MAN/$1" |
		groff -man -Tascii -P-c -rLL=4000n 2>/dev/null
}
plain() { sed 's/.\x08//g'; }
# Rendered text on stdin -> one line per word set in italics ("i NAME")
# or bold ("b NAME"), outside struct and enum declarations; NAME is the
# last member of a qualified word (info->json, attr.type, parts[i].pfm),
# with a "q" after the font when it was qualified.
words() {
	sed -e 's/\(.\)\x08\1/\x02\1/g' -e 's/_\x08\(.\)/\x01\1/g' | awk '
	function flush() {
		if (w != "") {
			sub(/^[(*&]+/, "", w)
			while (sub(/([]),;:.]|\[[^]]*\])$/, "", w)) ;
			q = ""
			if (match(w, /(->|\.)[A-Za-z_][A-Za-z0-9_]*$/)) {
				q = "q"; w = substr(w, RSTART + (substr(w, RSTART, 1) == "." ? 1 : 2))
			}
			if (w != "") print (it ? "i" : "b") q " " w
		}
		w = ""; it = 0
	}
	{
		text = $0; gsub(/[\001\002]/, "", text)
		if (text ~ /^[ \t]*(struct|enum) perfgen_[a-z_]+ \{/) { skip = 1; next }
		if (skip) { if (text ~ /^[ \t]*\};/) skip = 0; next }
		n = length($0)
		for (k = 1; k <= n; k++) {
			c = substr($0, k, 1)
			if ((c == "\001" || c == "\002") && k < n) {
				d = substr($0, ++k, 1)
				if (d == " ") { flush(); continue }
				w = w d; if (c == "\001") it = 1
				continue
			}
			flush()
		}
		flush()
	}'
}
if command -v groff >/dev/null; then
	tmp=$(mktemp -d) || exit 1
	trap 'rm -rf "$tmp"' EXIT
	decls <"$HDR" >"$tmp/hdr"
	[ -s "$tmp/hdr" ] && ok "perfgen.h: struct and enum members found" ||
		bad "no struct or enum members found in $HDR"
	for page in "$MAN"/*.3; do
		name=$(basename "$page")
		grep -q '^\.so ' "$page" && continue
		section "$name" SYNOPSIS >"$tmp/syn"
		plain <"$tmp/syn" | decls >"$tmp/$name.decls"
		words <"$tmp/syn" | awk '$1 == "i" { print $2 }' | sort -u >"$tmp/$name.args"
		section "$name" DESCRIPTION | words >"$tmp/$name.words"
	done
	for s in $(cut -f1 "$tmp/hdr" | uniq); do
		grep "^$s	" "$tmp/hdr" >"$tmp/want"
		pages=$(grep -l "^$s	" "$tmp"/*.decls 2>/dev/null)
		if [ -z "$pages" ]; then
			bad "$s: no page declares it in its SYNOPSIS"
			continue
		fi
		for d in $pages; do
			name=$(basename "$d" .decls)
			grep "^$s	" "$d" >"$tmp/got"
			if cmp -s "$tmp/want" "$tmp/got"; then
				ok "$name: $s declared as in perfgen.h"
			else
				bad "$name: $s in the SYNOPSIS differs from perfgen.h" \
					"$(diff "$tmp/want" "$tmp/got" | grep '^[<>]' | tr '\t' ' ')"
			fi
			missing=
			for m in $(member <"$tmp/want" | cut -f2); do
				if grep -qx "$m" "$tmp/$name.args"; then
					grep -Eqx '[ib]q '"$m" "$tmp/$name.words"
				else
					grep -Eqx '[ib]q? '"$m" "$tmp/$name.words"
				fi || missing="$missing $m"
			done
			[ -z "$missing" ] && ok "$name: every member of $s is described" ||
				bad "$name: DESCRIPTION does not name these members of $s in italics or bold:$missing"
		done
	done
else
	bad "groff is needed to check that the pages describe the structs"
fi
for cmd in cpu list resolve explain stat perf validate; do
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

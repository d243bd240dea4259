#!/bin/sh
# SPDX-License-Identifier: MIT
# ABI checks: the shared library exports exactly the version script's
# symbols, each with a prototype in the public header; the header compiles
# alone as strict C99 and as C++; the SONAME is libperfgen.so.0.
set -u
LIB=${1:?usage: test_abi.sh libperfgen.so SRCDIR CC CXX}
SRC=${2:?}
CC=${3:-cc}
CXX=${4:-c++}
HDR=$SRC/include/perfgen/perfgen.h
SYM=$SRC/src/libperfgen.sym
. "$(dirname "$0")/check.sh"

exported=$(nm -D --defined-only "$LIB" | awk '$2 == "T" { sub(/@.*/, "", $3); print $3 }' | sort)
script=$(sed -n 's/^[[:space:]]*\(perfgen_[a-z0-9_]*\);/\1/p' "$SYM" | sort)
if [ "$exported" = "$script" ]; then ok "exports equal the version script"; else
	bad "exports differ from the version script"
	printf 'exported:\n%s\nscript:\n%s\n' "$exported" "$script" | sed 's/^/# /'
fi
sorted=$(sed -n 's/^[[:space:]]*\(perfgen_[a-z0-9_]*\);/\1/p' "$SYM")
[ "$sorted" = "$script" ] && ok "version script is alphabetical" || bad "version script is not sorted"
for s in $script; do
	if grep -q "PERFGEN_API.*[ *]$s(" "$HDR" ||
		grep -Pzq "PERFGEN_API[^;]*\b$s\(" "$HDR"; then :; else
		bad "$s has no PERFGEN_API prototype in perfgen.h"
		continue
	fi
	ok "$s is declared in perfgen.h"
done
objdump -p "$LIB" | grep -q 'SONAME *libperfgen.so.0$' && ok "SONAME libperfgen.so.0" || bad "SONAME"
# libpfm4 is dlopen()ed on the first native name, never loaded at start-up.
objdump -p "$LIB" | grep -q 'NEEDED *libpfm' && bad "libperfgen.so links libpfm4 (DT_NEEDED)" ||
	ok "libpfm4 is not a DT_NEEDED of libperfgen.so"
nm -D --defined-only "$LIB" | awk '$2 == "T"' | grep -v ' perfgen_' | grep -q . &&
	bad "exports a symbol without the perfgen_ prefix" || ok "every export starts with perfgen_"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf '#include <perfgen/perfgen.h>\nint main(void) { PERFGEN_OPTS(perfgen_open_opts, o, .disabled = 1); return (int)o.sz == 0; }\n' >"$tmp/c.c"
"$CC" -std=c99 -pedantic -Werror -Wall -Wextra -I"$SRC/include" -c "$tmp/c.c" -o "$tmp/c.o" 2>"$tmp/err" &&
	ok "header compiles with -std=c99 -pedantic -Werror" || { bad "header as C99"; sed 's/^/# /' "$tmp/err"; }
printf '#include <perfgen/perfgen.h>\nint main() { perfgen_count c = perfgen_count(); c.sz = sizeof c; return perfgen_concept_count() < 0; }\n' >"$tmp/x.cc"
"$CXX" -std=c++11 -pedantic -Werror -Wall -I"$SRC/include" -c "$tmp/x.cc" -o "$tmp/x.o" 2>"$tmp/err" &&
	ok "header compiles as C++11" || { bad "header as C++"; sed 's/^/# /' "$tmp/err"; }
finish

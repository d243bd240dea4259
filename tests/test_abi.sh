#!/bin/sh
# SPDX-License-Identifier: MIT
# ABI checks: the shared library exports exactly the version script's
# symbols, each with a prototype in the public header; each node of the
# script is alphabetical and the newest is the project version's; the
# header compiles alone with -Wall -Wextra -pedantic -Werror in every C and
# C++ dialect, PERFGEN_OPTS with and without fields; PERFGEN_OPTS leaves
# no padding byte set, at -O0 and -O2; a caller built against the 0.1 and
# 0.2 structs and PERFGEN_OPTS runs; the SONAME is libperfgen.so.0.
set -u
LIB=${1:?usage: test_abi.sh libperfgen.so SRCDIR CC CXX BUILDDIR}
SRC=${2:?}
CC=${3:-cc}
CXX=${4:-c++}
BUILD=${5:?}
INC="-I$SRC/include -I$BUILD/include"
HDR=$SRC/include/perfgen/perfgen.h
SYM=$SRC/src/libperfgen.sym
. "$(dirname "$0")/check.sh"

exported=$(nm -D --defined-only "$LIB" | awk '$2 == "T" { sub(/@.*/, "", $3); print $3 }' | sort)
script=$(sed -n 's/^[[:space:]]*\(perfgen_[a-z0-9_]*\);/\1/p' "$SYM" | sort)
if [ "$exported" = "$script" ]; then ok "exports equal the version script"; else
	bad "exports differ from the version script"
	printf 'exported:\n%s\nscript:\n%s\n' "$exported" "$script" | sed 's/^/# /'
fi
# Each node (one per release) alphabetical; the newest names the header's version.
unsorted=$(awk '/^LIBPERFGEN_/ { node = $1; prev = "" } /^[[:space:]]*perfgen_[a-z0-9_]*;/ {
	sub(/^[[:space:]]*/, ""); sub(/;$/, ""); if (prev != "" && $0 < prev) print node ": " $0; prev = $0 }' "$SYM")
[ -z "$unsorted" ] && ok "each node of the version script is alphabetical" ||
	bad "version script nodes not sorted" "$unsorted"
version=$(sed -n 's/^#define PERFGEN_VERSION_STRING "\(.*\)"$/\1/p' "$BUILD/include/perfgen/version.h")
newest=$(sed -n 's/^\(LIBPERFGEN_[0-9.]*\) {.*/\1/p' "$SYM" | tail -1)
[ "$newest" = "LIBPERFGEN_$(echo "$version" | cut -d. -f1-2)" ] &&
	ok "the newest symbol-version node, $newest, is the header's version $version" ||
	bad "newest node $newest, header version $version"
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
cat >"$tmp/c.c" <<'EOF'
#include <perfgen/perfgen.h>
int main(void)
{
	PERFGEN_OPTS(perfgen_count, c);
	PERFGEN_OPTS(perfgen_open_opts, o, .disabled = 1);
	PERFGEN_OPTS(perfgen_event_opts, e, .cpus = "0", .all_cpus = 1, .process = 0);
	struct perfgen_info info = { .sz = sizeof(info) };

	return (int)(c.sz + o.sz + e.sz + info.sz) == 0 || PERFGEN_VERSION_MAJOR < 0;
}
EOF
for std in c99 c11 c17 c2x; do
	"$CC" -std=$std -Wall -Wextra -pedantic -Werror $INC -c "$tmp/c.c" -o "$tmp/c.o" 2>"$tmp/err" &&
		ok "header and PERFGEN_OPTS compile as $std -Wall -Wextra -pedantic -Werror" ||
		bad "header as $std" "$(cat "$tmp/err")"
done
cat >"$tmp/x.cc" <<'EOF'
#include <perfgen/perfgen.h>
int main()
{
	const char *id = "GenuineIntel-6-1A";
	PERFGEN_OPTS(perfgen_count, c);
	PERFGEN_OPTS(perfgen_open_opts, o, .disabled = 1, .cpuid = id);
	PERFGEN_OPTS(perfgen_event_opts, e, .cpus = "0", .all_cpus = 1, .process = 0);
	struct perfgen_info info = perfgen_info();

	info.sz = sizeof info;
	return (int)(c.sz + o.sz + e.sz + info.sz) == 0 || o.disabled != 1 || o.cpuid != id;
}
EOF
for std in c++11 c++14 c++17 c++20 c++23; do
	"$CXX" -std=$std -Wall -Wextra -pedantic -Werror $INC -c "$tmp/x.cc" -o "$tmp/x.o" 2>"$tmp/err" &&
		ok "header and PERFGEN_OPTS compile as $std -Wall -Wextra -pedantic -Werror" ||
		bad "header as $std" "$(cat "$tmp/err")"
done
# And they do what they say: the fields set, sz this header's size.
if "$CXX" -std=c++11 $INC "$tmp/x.cc" -o "$tmp/x" 2>"$tmp/err" && "$tmp/x"; then
	ok "C++ PERFGEN_OPTS sets sz and every field given"
else
	bad "C++ PERFGEN_OPTS" "$(cat "$tmp/err")"
fi

# PERFGEN_OPTS zeroes the padding, with every field named too (an
# initializer alone leaves it as the stack was: gcc -O2 does), as the
# library refuses a non-zero byte after the last field.
cat >"$tmp/pad.c" <<'EOF'
#include <perfgen/perfgen.h>
#include <stdio.h>
#ifdef __cplusplus
#define PERFGEN_TEST_STRUCT
#else
#define PERFGEN_TEST_STRUCT struct
#endif
static __attribute__((noinline)) void dirty(void)
{
	volatile unsigned char b[4096];

	for (size_t i = 0; i < sizeof(b); i++)
		b[i] = 0xa5;
}
/* Non-zero bytes of o from..to. */
static __attribute__((noinline)) int set(const void *o, size_t from, size_t to)
{
	int n = 0;

	for (size_t i = from; i < to; i++)
		n += ((const unsigned char *)o)[i] != 0;
	return n;
}
static __attribute__((noinline)) int open_opts(const char *id)
{
	PERFGEN_OPTS(perfgen_open_opts, o, .cpuid = id, .sample_period = 1, .read_format = 1,
		     .exclude_user = 1, .exclude_kernel = 1, .exclude_hv = 1, .disabled = 1,
		     .inherit = 1, .enable_on_exec = 1, .pinned = 1, .exclusive = 1, .cloexec = 1);
	size_t end = offsetof(PERFGEN_TEST_STRUCT perfgen_open_opts, read_format) + 8 + 4;

	return set(&o, end, sizeof(o)) || o.cpuid != id || !o.cloexec || o.sz != sizeof(o);
}
static __attribute__((noinline)) int event_opts(const char *id)
{
	PERFGEN_OPTS(perfgen_event_opts, o, .cpuid = id, .pid = 1, .cpus = id, .all_cpus = 1,
		     .exclude_user = 1, .exclude_kernel = 1, .exclude_hv = 1, .disabled = 1,
		     .inherit = 1, .enable_on_exec = 1, .no_rdpmc = 1, .reserved = 0, .process = 1);
	size_t end = offsetof(PERFGEN_TEST_STRUCT perfgen_event_opts, process) + sizeof(int);

	return set(&o, end, sizeof(o)) || o.process != 1 || o.sz != sizeof(o);
}
int main(void)
{
	int bad;

	dirty();
	bad = open_opts("x");
	dirty();
	bad |= event_opts("y") << 1;
	if (bad)
		printf("padding or fields wrong: %d\n", bad);
	return bad;
}
EOF
for std in c99 c11 c17 c2x; do
	for opt in -O0 -O2; do
		"$CC" -std=$std $opt -Wall -Wextra -pedantic -Werror $INC "$tmp/pad.c" -o "$tmp/pad" \
			2>"$tmp/err" && "$tmp/pad" >>"$tmp/err" 2>&1 &&
			ok "PERFGEN_OPTS with every field zeroes the padding ($std $opt)" ||
			bad "PERFGEN_OPTS padding, $std $opt" "$(cat "$tmp/err")"
	done
done
cp "$tmp/pad.c" "$tmp/pad.cc"
for std in c++11 c++17; do
	"$CXX" -std=$std -O2 -Wall -Wextra -pedantic -Werror $INC "$tmp/pad.cc" -o "$tmp/pad" \
		2>"$tmp/err" && "$tmp/pad" >>"$tmp/err" 2>&1 &&
		ok "PERFGEN_OPTS with every field zeroes the padding ($std -O2)" ||
		bad "PERFGEN_OPTS padding, $std" "$(cat "$tmp/err")"
done

# A program built against 0.1 or 0.2 (their structs, their PERFGEN_OPTS)
# runs on this library.  A sanitizer build's library wants its runtime
# first in the program: the program is built with the same sanitizers.
san=""
case $(readelf -d "$LIB") in
*libasan*) san="-fsanitize=address,undefined" ;;
*libtsan*) san="-fsanitize=thread" ;;
esac
for opt in -O0 -O2; do
	if "$CC" -std=gnu11 $opt $san $INC -I"$SRC/tests/abi" "$SRC/tests/abi/old_caller.c" "$LIB" \
		-o "$tmp/old" 2>"$tmp/err" &&
		LD_LIBRARY_PATH=$(dirname "$LIB") "$tmp/old" 2>>"$tmp/err"; then
		ok "a caller built against the 0.1 and 0.2 structs and PERFGEN_OPTS runs ($opt)"
	else
		bad "0.1/0.2 caller ($opt)" "$(cat "$tmp/err")"
	fi
done
finish

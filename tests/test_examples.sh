#!/bin/sh
# SPDX-License-Identifier: MIT
# examples/ built as a user would: against the INSTALLED library, found by
# pkg-config, then run (software events always count; remote DRAM either
# counts or says why, in the library's words).
set -u
BUILD=${1:?usage: test_examples.sh BUILDDIR SRCDIR}
SRC=${2:?}
CC=${CC:-cc}
. "$(dirname "$0")/check.sh"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if meson install -C "$BUILD" --no-rebuild --quiet --destdir "$tmp/root" >"$tmp/install.log" 2>&1; then
	ok "meson install --destdir"
else
	bad "meson install --destdir"; sed 's/^/# /' "$tmp/install.log"
	finish; exit 1
fi
prefix=$(meson introspect "$BUILD" --buildoptions |
	python3 -c 'import json,sys; print(next(o["value"] for o in json.load(sys.stdin) if o["name"] == "prefix"))')
sanitize=$(meson introspect "$BUILD" --buildoptions |
	python3 -c 'import json,sys; print(next((o["value"] for o in json.load(sys.stdin) if o["name"] == "b_sanitize"), "none"))')
root=$tmp/root$prefix
pc=$(find "$root" -name libperfgen.pc | head -1)
[ -n "$pc" ] && ok "libperfgen.pc installed (${pc#"$root"/})" || bad "no libperfgen.pc under $root"

# The .pc says prefix=$prefix; point it at the staged copy.
PKG_CONFIG_PATH=$(dirname "$pc")
export PKG_CONFIG_PATH
flags=$(pkg-config --define-variable=prefix="$root" --cflags --libs libperfgen) ||
	bad "pkg-config --cflags --libs libperfgen"
libdir=$(pkg-config --define-variable=prefix="$root" --variable=libdir libperfgen)
case $flags in *"$root"*) ok "pkg-config flags point into the install: $flags" ;;
	*) bad "pkg-config flags do not point into $root: $flags" ;; esac
extra=""
[ "$sanitize" != none ] && extra="-fsanitize=$sanitize"

for ex in remote_dram group; do
	# shellcheck disable=SC2086
	if $CC -std=c99 -Wall -Wextra -Werror $extra -o "$tmp/$ex" "$SRC/examples/$ex.c" $flags \
		2>"$tmp/cc.log"; then
		ok "$ex builds against the installed library"
	else
		bad "$ex does not build"; sed 's/^/# /' "$tmp/cc.log"
		continue
	fi
	ldd "$tmp/$ex" 2>/dev/null | grep -q "$libdir/libperfgen.so" ||
		LD_LIBRARY_PATH=$libdir ldd "$tmp/$ex" | grep -q "$libdir/libperfgen.so" &&
		ok "$ex loads the installed libperfgen.so" || bad "$ex does not load $libdir/libperfgen.so"
done

out=$(LD_LIBRARY_PATH=$libdir "$tmp/group" 2>&1); rc=$?
printf '%s\n' "$out" | sed 's/^/# /'
if [ $rc -eq 0 ] && printf '%s\n' "$out" | grep -Eq '^page-faults +[1-9][0-9]*$' &&
	printf '%s\n' "$out" | grep -Eq '^task-clock +[1-9][0-9]*$'; then
	ok "group: software group counts task-clock and page-faults"
	printf '%s\n' "$out" | grep -Eq '^unit 0 \((software|cpu|cpu_core|cpu_atom)\): task-clock [0-9]+ page-faults [0-9]+' &&
		ok "group: read unit by unit" || bad "group: no per-unit line"
else
	bad "group: exit $rc, want 0 and non-zero counts"
fi
out=$(LD_LIBRARY_PATH=$libdir "$tmp/group" no-such-event 2>&1); rc=$?
if [ $rc -eq 1 ] && printf '%s\n' "$out" | grep -q "group of 4: unknown event 'no-such-event'"; then
	ok "group: a bad member fails the group with the library's reason"
else
	bad "group: bad member: exit $rc, output: $out"
fi

out=$(LD_LIBRARY_PATH=$libdir "$tmp/remote_dram" 2>&1); rc=$?
printf '%s\n' "$out" | sed 's/^/# /'
[ $rc -eq 0 ] && ok "remote_dram exits 0" || bad "remote_dram exit $rc"
printf '%s\n' "$out" | grep -Eq '^walk\(\): [0-9.]+ ms task-clock' && ok "remote_dram times walk()" ||
	bad "remote_dram: no task-clock line"
# Whether dram-remote can count here decides which output is right.
cat >"$tmp/probe.c" <<'PROBE'
#include <perfgen/perfgen.h>
#include <stdio.h>
int main(void)
{
	const char *ev[] = { "dram-local", "dram-remote" };
	PERFGEN_OPTS(perfgen_counter_opts, o, .group = true);
	struct perfgen_counter *g;

	if (perfgen_counter_open(ev, 2, &o, &g)) {
		printf("%s\n", perfgen_errmsg());
		return 1;
	}
	return 0;
}
PROBE
# shellcheck disable=SC2086
$CC $extra -o "$tmp/probe" "$tmp/probe.c" $flags && reason=$(LD_LIBRARY_PATH=$libdir "$tmp/probe")
if [ $? -eq 0 ]; then
	printf '%s\n' "$out" | grep -Eq '^remote share: [0-9.]+%$' &&
		ok "remote_dram reports the remote share (dram-remote counts here)" ||
		bad "remote_dram: dram-remote counts here but no share was printed"
else
	printf '%s\n' "$out" | grep -qF "remote DRAM: not counted here: $reason" &&
		ok "remote_dram degrades with the library's reason" ||
		bad "remote_dram: want 'not counted here: $reason'"
	printf '%s\n' "$out" | grep -q 'remote share' && bad "remote_dram printed a share it could not count"
fi
finish

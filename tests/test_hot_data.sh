#!/bin/sh
# SPDX-License-Identifier: MIT
# The state every first call writes lives in .data (PG_HOT_DATA), not .bss:
# on the page the loader's relocations already copied, it costs the first
# call no page fault (docs/PERFORMANCE.md, "Table size").  Reads the
# shared library's symbol types: 'd' is .data, 'b' is .bss.
#   test_hot_data.sh LIBPERFGEN.so [SYMBOL...]
set -u
lib=$1
shift
[ $# -gt 0 ] || set -- host types types_once host_mask no_offcore_mask arm_found arm_mask
syms=$(nm "$lib") || { echo "test_hot_data: FAIL: nm $lib"; exit 1; }
bad=0
for s in "$@"; do
	t=$(printf '%s\n' "$syms" | awk -v s="$s" '$3 == s { print $2; exit }')
	if [ "$t" = d ]; then
		echo "test_hot_data: $s in .data"
	else
		echo "test_hot_data: FAIL: $s is '${t:-missing}', not in .data (PG_HOT_DATA)"
		bad=1
	fi
done
exit $bad

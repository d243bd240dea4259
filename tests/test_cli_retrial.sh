#!/bin/sh
# SPDX-License-Identifier: MIT
# A hostile tester's second look at what the other scripts leave out:
# perf's -a with -C counts the CPUs -C names.
PERFGEN=${1:?usage: test_cli_retrial.sh PATH/TO/perfgen}
. "$(dirname "$0")/check.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# --- -a with -C: the CPUs -C names, as perf stat ------------------------------
# The command counts the perf_event fds its parent (perfgen stat) holds:
# one per CPU counted.  No clock is read.
fds='ls -l /proc/$PPID/fd | grep -c "anon_inode:\[perf_event\]"'
if [ "$(nproc)" -ge 2 ]; then
	n=$(nproc)
	for opts in "-a -C 0" "-C 0 -a" "-a -C 1 -A"; do
		check "stat $opts: one CPU counted (one fd), not every CPU" 0 '^1$' \
			sh -c "'$PERFGEN' stat $opts -x, -e task-clock -- sh -c '$fds' 2>/dev/null"
	done
	check "stat -a: every online CPU counted ($n fds)" 0 "^$n\$" \
		sh -c "'$PERFGEN' stat -a -x, -e task-clock -- sh -c '$fds' 2>/dev/null"
	check "stat -a -C 0-1: two CPUs counted (two fds)" 0 '^2$' \
		sh -c "'$PERFGEN' stat -a -C 0-1 -x, -e task-clock -- sh -c '$fds' 2>/dev/null"
else
	ok "# SKIP -a with -C: one CPU online"
fi

finish

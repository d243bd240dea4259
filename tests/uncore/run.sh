#!/bin/sh
# SPDX-License-Identifier: MIT
# run.sh TEST STAGE.PY MACHINE [agent]: stage MACHINE's sysfs in a fresh
# directory and run TEST on it (test-uncore MACHINE DIR; with "agent",
# test-uncore-agent DIR).
set -eu
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
python3 "$2" "$3" "$dir"
if [ "${4:-}" = agent ]; then
	"$1" "$dir"
else
	"$1" "$3" "$dir"
fi

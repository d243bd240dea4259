#!/bin/sh
# SPDX-License-Identifier: MIT
# The main job: install what is needed, build, and show libperfgen at work
# on this machine: what CPU it is, what the concepts encode to here and on
# the seed's Nehalem-EP, and a command counted with `perfgen stat`.
set -eu
cd "$(dirname "$0")/.."
scripts/install-deps.sh
[ -f build/build.ninja ] || meson setup build >/dev/null
ninja -C build >/dev/null
P=build/src/cli/perfgen
set -x
$P cpu || true
$P list
$P resolve --cpu GenuineIntel-6-1A dram dram-local dram-remote llc-load-misses
$P resolve dram-remote cycles task-clock || true
$P stat -e task-clock,page-faults,context-switches,cycles,dram-remote -- ls -R /usr/include/linux >/dev/null
$P validate || [ $? -eq 3 ]	# 3: no hardware concept could be counted (no PMU)

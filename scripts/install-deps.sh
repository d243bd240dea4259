#!/bin/sh
# SPDX-License-Identifier: MIT
# Install the Debian 12 packages libperfgen needs, only when missing.
#   install-deps.sh          build + run: compiler, meson, libpfm4, cmocka
#   install-deps.sh --tests  also what all tests need (QEMU, kernel source,
#                            clang for fuzzers/sanitizers, valgrind, PAPI,
#                            promtool and an OpenMetrics parser)
set -eu

pkgs="gcc g++ meson ninja-build pkg-config python3 libpfm4-dev libcmocka-dev"
if [ "${1:-}" = "--tests" ]; then
	pkgs="$pkgs clang libclang-rt-14-dev valgrind libpapi-dev linux-source-6.12 \
qemu-system-x86 busybox-static ccache bc bison flex libelf-dev libssl-dev cpio \
xz-utils make linux-perf groff-base binutils prometheus python3-prometheus-client"
fi

missing=""
for p in $pkgs; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
		missing="$missing $p"
done
[ -z "$missing" ] && exit 0

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO=sudo
echo "install-deps: installing$missing" >&2
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing >/dev/null

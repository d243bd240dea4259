#!/bin/sh
# SPDX-License-Identifier: MIT
# Install the Debian 12 packages libperfgen needs, only when missing.
#   install-deps.sh          build + run: compiler, meson, libpfm4, cmocka
#   install-deps.sh --tests  also what all tests need (QEMU, kernel source,
#                            clang for fuzzers/sanitizers, valgrind, PAPI,
#                            PCP for the pmdaperfgen agent, pytest,
#                            promtool and an OpenMetrics parser, the
#                            aarch64 cross compiler, arm64 cmocka and
#                            libpfm4, QEMU's user mode and Arm system)
set -eu

pkgs="gcc g++ meson ninja-build pkg-config python3 libpfm4-dev libcmocka-dev"
if [ "${1:-}" = "--tests" ]; then
	pkgs="$pkgs clang libclang-rt-14-dev valgrind libpapi-dev linux-source-6.12 \
qemu-system-x86 busybox-static ccache bc bison flex libelf-dev libssl-dev cpio \
xz-utils make linux-perf groff-base binutils \
pcp libpcp3-dev libpcp-pmda3-dev python3-pytest prometheus python3-prometheus-client \
gcc-aarch64-linux-gnu g++-aarch64-linux-gnu qemu-user-static qemu-system-arm \
libcmocka-dev:arm64 libpfm4-dev:arm64"
fi

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO=sudo

# Debian's pcp enables its services with systemctl in its postinst, which
# fails where systemd is not PID 1 (containers, this project's VMs and CI)
# and leaves the package half-configured.  Finish the configuration with a
# systemctl that does nothing; the PCP test starts pmcd with its init
# script when it needs it.  Only then, and only for a package in that state.
finish_pcp() {
	dpkg-query -W -f='${Status}' pcp 2>/dev/null | grep -Eq 'half-configured|unpacked' ||
		return 0
	shim=$(mktemp -d)
	printf '#!/bin/sh\nexit 0\n' >"$shim/systemctl"
	chmod +x "$shim/systemctl"
	echo "install-deps: finishing pcp's configuration without systemd" >&2
	$SUDO env PATH="$shim:$PATH" DEBIAN_FRONTEND=noninteractive dpkg --configure -a >/dev/null
	rm -rf "$shim"
}

missing_pkgs() {
	missing=""
	for p in $pkgs; do
		dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
			missing="$missing $p"
	done
}

finish_pcp
missing_pkgs
[ -z "$missing" ] && exit 0

# The aarch64 cross build (cross/aarch64-linux-gnu.ini) links the arm64
# builds of cmocka and libpfm4: arm64 packages beside the native ones.
case "$missing" in
*:arm64*)
	dpkg --print-foreign-architectures | grep -qx arm64 ||
		$SUDO dpkg --add-architecture arm64 ;;
esac

echo "install-deps: installing$missing" >&2
$SUDO apt-get update -qq
# pcp's postinst fails without systemd (above): apt-get's status alone
# does not tell, so what is installed is checked after finishing pcp.
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing \
	>/dev/null || true
finish_pcp
missing_pkgs
if [ -n "$missing" ]; then
	echo "install-deps: could not install$missing" >&2
	exit 1
fi

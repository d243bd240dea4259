#!/bin/bash
# SPDX-License-Identifier: MIT
# libperfgen on arm64 guests: QEMU's TCG emulates the Arm PMUv3 and, with
# -icount shift=0, counts retired instructions exactly, so counts are
# checked here against known values (no x86 guest has a PMU to check).
#
# Boots Debian's arm64 cloud kernel (the versioned package that
# linux-image-cloud-arm64:arm64 depends on, downloaded once) with an
# initramfs of busybox-static:arm64, perfgen cross-built statically
# (cross/aarch64-linux-gnu.ini) and vm-scripts/arm64/loop.S, under
#   qemu-system-aarch64 -M virt -cpu MODEL -smp 2 -m 512 -nographic -icount shift=0
# for every model (a64fx with -M virt,gic-version=3), and checks: perfgen cpu identifies the guest's MIDR
# (its core table, or the arm64 fallback for -cpu max), perfgen stat -e instructions:u
# on the loop equals its count, as armv8_pmuv3/event=0x08/u, its sysfs
# name armv8_pmuv3/inst_retired/u and r08:u do, Debian's own perf stat
# (linux-perf:arm64, downloaded once with its libraries) counts the same
# instructions:u and cycles:u on the loop,
# cycles:u counts, the group {instructions:u,cycles:u} gives the count
# twice, ten instructions:u multiplexed over fewer counters
# each scaled within 1% of a 600,000,005 count, an event the table or
# fallback refuses is refused, a table concept whose common event QEMU
# does not implement (branch-misses: BR_MIS_PRED_RETIRED or BR_MIS_PRED;
# QEMU's PMCEID has INST_RETIRED, CPU_CYCLES and the STALL events only) is
# refused with that reason, so is an IMPLEMENTATION DEFINED event of the
# table (llc-loads: L2D_CACHE_RD) on a PMU lacking the core's common
# events, perfgen validate --cpu-hz 1e9 passes instructions
# and cycles exactly and refuses what the guest's PMU cannot count
# (arm64/check-validate.py), the library's user-space reads (MRS of
# PMEVCNTR<n>_EL0/PMCCNTR_EL0 with perf_user_access=1) give read(2)'s
# counts and fall back to read(2) when access is off, bench/insn_bench.c's
# instruction counts keep their budgets, a counter's two per-CPU units
# (-smp 2) add up to its total (arm64/check-api.py), and the console is
# clean.  Prints "ok - ..." /
# "not ok - ..." per check, then exactly one line "N passed, M failed";
# exits non-zero when M > 0.
#
# Environment:
#   PERFGEN_CACHE          cache root (default $HOME/.cache/perfgen); the
#                          kernel, busybox, linux-perf and the build live
#                          in arm64/
#   PERFGEN_ARM64_MODELS   space separated QEMU CPU models (default below)
#   PERFGEN_BOOT_TIMEOUT   seconds per guest (default 120)
set -uo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(dirname "$HERE")
CACHE=${PERFGEN_CACHE:-$HOME/.cache/perfgen}/arm64
MODELS=${PERFGEN_ARM64_MODELS:-"neoverse-n1 cortex-a76 cortex-a72 cortex-a57 cortex-a53 max a64fx"}
TIMEOUT=${PERFGEN_BOOT_TIMEOUT:-120}
# 1,000,000 subs/b.ne iterations, 2 instructions before, 3 after (loop.S).
LOOP_INSNS=2000005
MUX_INSNS=600000005	# loop600: 300,000,000 iterations

# MIDR_EL1 of QEMU 7.2's models (target/arm/cpu64.c, cpu_tcg.c): the guest
# must report it, and perfgen must identify it.
declare -A MIDR=(
	[neoverse-n1]=0x00000000414fd0c1 [cortex-a76]=0x00000000414fd0b1
	[cortex-a72]=0x00000000410fd083 [cortex-a57]=0x00000000411fd070
	[cortex-a53]=0x00000000410fd034 [max]=0x00000000000f0510
	[a64fx]=0x00000000461f0010
)
# The table perfgen must pick for each (data/cpus.txt: implementer, part).
declare -A UARCH=(
	[neoverse-n1]=neoverse-n1 [cortex-a76]=cortex-a76 [cortex-a72]=cortex-a57-a72
	[cortex-a57]=cortex-a57-a72 [cortex-a53]=cortex-a53 [max]=arm64-arch-fallback
	[a64fx]=a64fx
)
# The machine options a model needs: A64FX's ID registers announce the GIC
# system registers, which the kernel then reads (an undefined instruction
# under -M virt's default GICv2, a panic before user space).
declare -A MACHINE=([a64fx]=",gic-version=3")
# What the console may show for a model, and the taint it leaves: Debian's
# 6.1 kernel warns once per DMA device that its ARCH_DMA_MINALIGN (128) is
# below A64FX's 256-byte cache line (CTR_EL0.CWG), tainting it 'S' (4,
# TAINT_CPU_OUT_OF_SPEC): the kernel's limit on this CPU, not libperfgen's.
declare -A KNOWN_WARN=([a64fx]='ARCH_DMA_MINALIGN smaller than CTR_EL0.CWG (128 < 256)')
declare -A KNOWN_TAINT=([a64fx]=4)

mkdir -p "$CACHE/logs"
LOGDIR="$CACHE/logs/$(date +%Y%m%d-%H%M%S)-$$"
mkdir -p "$LOGDIR"
RESULTS="$LOGDIR/results.txt"
: >"$RESULTS"

record() { echo "$1 - $2" | tee -a "$RESULTS"; }
summary() {
	local pass fail
	pass=$(grep -c '^ok - ' "$RESULTS")
	fail=$(grep -c '^not ok - ' "$RESULTS")
	[ "$fail" -eq 0 ] || echo "# logs: $LOGDIR"
	echo "$pass passed, $fail failed"
	[ "$fail" -eq 0 ]
}
die_summary() { summary; exit 1; }

# ------------------------------------------------------------ the kernel
kernel_pkg=$(apt-cache depends linux-image-cloud-arm64:arm64 2>/dev/null |
	awk '/Depends: linux-image-/ { sub(":arm64", "", $2); print $2; exit }')
if [ -z "$kernel_pkg" ]; then
	record "not ok" "host: no arm64 cloud kernel package (dpkg --add-architecture arm64; apt-get update)"
	die_summary
fi
KDIR="$CACHE/$kernel_pkg"
if [ ! -s "$KDIR/vmlinuz" ]; then
	rm -rf "$KDIR.tmp" && mkdir -p "$KDIR.tmp" &&
		(cd "$KDIR.tmp" && apt-get download "$kernel_pkg:arm64" >/dev/null 2>&1) &&
		dpkg-deb -x "$KDIR.tmp"/*.deb "$KDIR.tmp/x" &&
		cp "$KDIR.tmp"/x/boot/vmlinuz-* "$KDIR.tmp/vmlinuz" &&
		rm -rf "$KDIR.tmp/x" "$KDIR.tmp"/*.deb && rm -rf "$KDIR" && mv "$KDIR.tmp" "$KDIR" || {
		record "not ok" "host: $kernel_pkg:arm64 downloaded and unpacked"
		die_summary
	}
fi
record ok "host: arm64 kernel $kernel_pkg"
BUSYBOX="$CACHE/busybox"
if [ ! -x "$BUSYBOX" ]; then
	t=$(mktemp -d) &&
		(cd "$t" && apt-get download busybox-static:arm64 >/dev/null 2>&1) &&
		dpkg-deb -x "$t"/*.deb "$t/x" && cp "$t/x/bin/busybox" "$BUSYBOX.tmp" &&
		mv "$BUSYBOX.tmp" "$BUSYBOX"
	rm -rf "$t"
	[ -x "$BUSYBOX" ] || { record "not ok" "host: busybox-static:arm64"; die_summary; }
fi

# ------------------------------------------- Debian's perf, for comparison
# linux-perf:arm64 and the shared libraries it needs (its lib* Depends,
# followed down), unpacked once; only perf and the libraries its ELF
# NEEDED entries reach go into the guest.
PERFDIR="$CACHE/linux-perf"
if [ ! -x "$PERFDIR/usr/bin/perf" ]; then
	t=$(mktemp -d)
	queue=linux-perf seen=" "
	while [ -n "$queue" ]; do
		set -- $queue
		pkg=$1
		shift
		queue="$*"
		case $seen in *" $pkg "*) continue ;; esac
		seen="$seen$pkg "
		(cd "$t" && apt-get download "$pkg:arm64" >/dev/null 2>&1) || continue
		queue="$queue $(apt-cache depends "$pkg:arm64" 2>/dev/null |
			awk '$1 == "Depends:" && $2 ~ /^(lib|zlib)/ { sub(":arm64", "", $2); print $2 }')"
	done
	mkdir -p "$t/x" && for deb in "$t"/*.deb; do dpkg-deb -x "$deb" "$t/x"; done
	[ -x "$t/x/usr/bin/perf" ] && rm -rf "$PERFDIR" && mv "$t/x" "$PERFDIR"
	rm -rf "$t"
fi
if [ -x "$PERFDIR/usr/bin/perf" ]; then
	record ok "host: Debian's linux-perf:arm64 unpacked"
else
	record "not ok" "host: linux-perf:arm64 and its libraries downloaded and unpacked"
fi

# ------------------------------------------------ perfgen, statically
BDIR="$CACHE/perfgen-static-$(echo "$REPO" | sha256sum | cut -c1-8)"
if [ ! -f "$BDIR/build.ninja" ]; then
	(cd "$REPO" && meson setup "$BDIR" --cross-file cross/aarch64-linux-gnu.ini \
		--default-library=static -Dc_link_args=-static -Dtests=false -Dbench=false \
		-Dpmda=disabled -Dpython=disabled) >"$LOGDIR/setup.log" 2>&1 || {
		record "not ok" "host: aarch64 static build configured (see $LOGDIR/setup.log)"
		die_summary
	}
fi
if ! ninja -C "$BDIR" src/cli/perfgen src/libperfgen.a src/libperfgen_internal.a \
	>"$LOGDIR/build.log" 2>&1; then
	record "not ok" "host: aarch64 static perfgen built (see $LOGDIR/build.log)"
	die_summary
fi
record ok "host: perfgen cross-built statically for aarch64"

# -------------------------------------------------------------- initramfs
ROOT="$LOGDIR/initramfs"
mkdir -p "$ROOT/bin" "$ROOT/proc" "$ROOT/sys" "$ROOT/dev"
cp "$BUSYBOX" "$ROOT/bin/busybox"
cp "$BDIR/src/cli/perfgen" "$ROOT/bin/perfgen"
cp "$HERE/arm64/init" "$ROOT/init"
# perf and the closure of its NEEDED libraries, where the loader looks.
perf_libs() { # perf_libs ELF...: the libraries they need, transitively
	local todo=("$@") seen=" " f n p d
	while [ "${#todo[@]}" -gt 0 ]; do
		f=${todo[0]}
		todo=("${todo[@]:1}")
		for n in $(readelf -d "$f" 2>/dev/null | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'); do
			case $seen in *" $n "*) continue ;; esac
			seen="$seen$n "
			for d in lib/aarch64-linux-gnu usr/lib/aarch64-linux-gnu; do
				p="$PERFDIR/$d/$n"
				[ -e "$p" ] && { echo "$p"; todo+=("$p"); break; }
			done
		done
	done
}
if [ -x "$PERFDIR/usr/bin/perf" ]; then
	mkdir -p "$ROOT/lib/aarch64-linux-gnu" "$ROOT/usr/bin"
	cp "$PERFDIR/usr/bin/perf" "$ROOT/usr/bin/perf"
	for lib in $(perf_libs "$PERFDIR/usr/bin/perf"); do
		cp -L "$lib" "$ROOT/lib/aarch64-linux-gnu/"
	done
	cp -L "$PERFDIR/lib/aarch64-linux-gnu/ld-linux-aarch64.so.1" "$ROOT/lib/"
fi
if ! aarch64-linux-gnu-gcc -nostdlib -static -o "$ROOT/bin/loop" "$HERE/arm64/loop.S" ||
	! aarch64-linux-gnu-gcc -nostdlib -static -DITER_HI=0x11e1 -DITER_LO=0xa300 \
		-o "$ROOT/bin/loop600" "$HERE/arm64/loop.S"; then
	record "not ok" "host: loop.S assembled"
	die_summary
fi
# The library's API in C (guestcheck.c) and the instruction bench, linked
# statically against the cross-built libperfgen.a.
for prog in "$HERE/arm64/guestcheck.c:guestcheck" "$REPO/bench/insn_bench.c:insn-bench"; do
	if ! aarch64-linux-gnu-gcc -O2 -static -I "$REPO/include" -I "$BDIR/include" \
		-o "$ROOT/bin/${prog##*:}" "${prog%%:*}" "$BDIR/src/libperfgen.a" \
		"$BDIR/src/libperfgen_internal.a" -pthread -lm 2>"$LOGDIR/${prog##*:}.log"; then
		record "not ok" "host: ${prog##*/} built for aarch64 (see $LOGDIR/${prog##*:}.log)"
		die_summary
	fi
done
if ! aarch64-linux-gnu-gcc -nostdlib -static -o "$ROOT/bin/loop2" "$HERE/arm64/loop2.S"; then
	record "not ok" "host: loop2.S assembled"
	die_summary
fi
INITRD="$LOGDIR/initramfs.cpio.gz"
(cd "$ROOT" && find . | LC_ALL=C sort | cpio -o -H newc 2>/dev/null | gzip -1) >"$INITRD"

# ------------------------------------------------------------ the guests
field() { # field LOG KEY: the rest of the first "@@KEY " line
	sed -n "s/^@@$2 //p" "$1" | tr -d '\r' | head -1
}

for model in $MODELS; do
	log="$LOGDIR/$model.log"
	timeout "$TIMEOUT" qemu-system-aarch64 -M "virt${MACHINE[$model]:-}" -cpu "$model" \
		-smp 2 -m 512 -nographic -icount shift=0 -no-reboot -kernel "$KDIR/vmlinuz" \
		-initrd "$INITRD" -append "console=ttyAMA0 panic=-1" >"$log" 2>&1 </dev/null
	if ! grep -q '^@@done' "$log"; then
		record "not ok" "$model: guest ran its checks (no end marker within ${TIMEOUT}s)"
		continue
	fi
	midr=$(field "$log" midr)
	want=${MIDR[$model]:-}
	cpu=$(field "$log" cpu)
	uarch=${UARCH[$model]:-}
	arch=0
	[ "$uarch" = arm64-arch-fallback ] && arch=1
	if [ -n "$want" ] && [ "$midr" = "$want" ] && [ -n "$uarch" ] &&
		[[ "$cpu" == "cpu=$want vendor=arm64 "*" uarch=$uarch "*"architectural=$arch" ]] &&
		[ "$(field "$log" cpu-rc)" = 0 ]; then
		record ok "$model: perfgen cpu identifies MIDR $midr ($uarch)"
	else
		record "not ok" "$model: perfgen cpu: '$cpu' for MIDR '$midr' (want $want)"
	fi
	line=$(sed -n 's/^@@stat instructions:u //p' "$log" | tr -d '\r')
	if [[ "$line" == "rc=0 $LOOP_INSNS,,instructions:u,"* ]]; then
		record ok "$model: perfgen stat -e instructions:u on the loop: exactly $LOOP_INSNS"
	else
		record "not ok" "$model: perfgen stat -e instructions:u: '$line', want $LOOP_INSNS"
	fi
	# The same event as the core PMU's form and perf's raw form (INST_RETIRED).
	for ev in 'armv8_pmuv3/event=0x08/u' 'armv8_pmuv3/inst_retired/u' 'r08:u'; do
		line=$(grep -F "@@stat $ev " "$log" | tr -d '\r')
		line=${line#"@@stat $ev "}
		if [[ "$line" == "rc=0 $LOOP_INSNS,,$ev,"* ]]; then
			record ok "$model: perfgen stat -e $ev on the loop: exactly $LOOP_INSNS"
		else
			record "not ok" "$model: perfgen stat -e $ev: '$line', want $LOOP_INSNS"
		fi
	done
	line=$(sed -n 's/^@@stat cycles:u //p' "$log" | tr -d '\r')
	n=${line#rc=0 }
	n=${n%%,*}
	if [[ "$line" == "rc=0 "* ]] && [[ "$n" =~ ^[0-9]+$ ]] && [ "$n" -ge "$LOOP_INSNS" ]; then
		record ok "$model: perfgen stat -e cycles:u counts ($n)"
	else
		record "not ok" "$model: perfgen stat -e cycles:u: '$line'"
	fi
	# Debian's perf stat and perfgen stat on the same loop: the same counts.
	for ev in instructions:u cycles:u; do
		line=$(sed -n "s/^@@perf $ev //p" "$log" | tr -d '\r')
		mine=$(sed -n "s/^@@stat $ev //p" "$log" | tr -d '\r')
		n=${line#rc=0 }
		n=${n%%,*}
		if [[ "$line" == "rc=0 $LOOP_INSNS,,$ev,"* ]] && [[ "$mine" == "rc=0 $n,,$ev,"* ]]; then
			record ok "$model: Debian's perf stat -e $ev and perfgen stat: both $n"
		else
			record "not ok" "$model: perf stat -e $ev: '$line'; perfgen: '$mine'"
		fi
	done
	line=$(sed -n 's/^@@stat branches:u //p' "$log" | tr -d '\r')
	# perf's convention: <not supported> and the reason, exit status 0.
	if [[ "$line" == "rc=0 <not supported>,,branches:u,"*"cannot be counted"* ]]; then
		record ok "$model: branches refused with the reason (<not supported>), not opened"
	else
		record "not ok" "$model: branches: '$line'"
	fi
	line=$(sed -n 's/^@@stat branch-misses:u //p' "$log" | tr -d '\r')
	if [ "$uarch" = arm64-arch-fallback ]; then
		# No core table: the fallback refuses it whatever the PMU has.
		why="has no table in libperfgen"
	else
		why="does not list this architected common event in sysfs events/: PMCEID0/1_EL0"
	fi
	if [[ "$line" == "rc=0 <not supported>,,branch-misses:u,"*"$why"* ]]; then
		record ok "$model: branch-misses refused ($why), not opened to count 0"
	else
		record "not ok" "$model: branch-misses: '$line', want the reason '$why'"
	fi
	# llc-loads: L2D_CACHE_RD (0x50) where the core's table has it, which an
	# emulated PMU lacking the core's common events must not open.
	line=$(sed -n 's/^@@stat llc-loads:u //p' "$log" | tr -d '\r')
	case $uarch in
	arm64-arch-fallback) why="has no table in libperfgen" ;;
	cortex-a53 | a64fx) why="no read event of its L2" ;;
	*) why="an IMPLEMENTATION DEFINED event, which PMCEID does not enumerate" ;;
	esac
	if [[ "$line" == "rc=0 <not supported>,,llc-loads:u,"*"$why"* ]]; then
		record ok "$model: llc-loads refused ($why), not opened to count 0"
	else
		record "not ok" "$model: llc-loads: '$line', want the reason '$why'"
	fi
	# A group: both members counted all the time, both the loop's count.
	group=$(sed -n 's/^@@group //p' "$log" | tr -d '\r' | awk -F, '
		{ printf "%s%s=%s/%s", n++ ? " " : "", $3, $1, $5 }')
	if [ "$group" = "instructions:u=$LOOP_INSNS/100.00 cycles:u=$LOOP_INSNS/100.00" ]; then
		record ok "$model: group {instructions:u,cycles:u}: both $LOOP_INSNS, never multiplexed"
	else
		record "not ok" "$model: group {instructions:u,cycles:u}: '$group'"
	fi
	# Multiplexed: ten counters, none running all the time, every scaled
	# estimate within 1% of the known count (the issue's run: 0.04%).
	mux=$(sed -n 's/^@@mux //p' "$log" | tr -d '\r' | awk -F, -v want="$MUX_INSNS" '
		$3 == "instructions:u" && $1 ~ /^[0-9]+$/ {
			n++; d = ($1 - want) / want; if (d < 0) d = -d
			if (d > 0.01) bad = bad " " $1
			if ($5 + 0 < 100) shared++
			if (d > worst) worst = d
		}
		END { printf "%d %d %.5f%s", n, shared, worst * 100, bad ? " off:" bad : "" }')
	set -- $mux
	if [ "${1:-0}" = 10 ] && [ "${2:-0}" = 10 ] && [ "$#" = 3 ]; then
		record ok "$model: 10 instructions:u multiplexed, each scaled within $3% of $MUX_INSNS"
	else
		record "not ok" "$model: multiplexing: '$mux' (events, multiplexed, worst %, off)"
	fi
	# perfgen validate with the A64 microkernels (check-validate.py says how);
	# user-space reads, the instruction bench's budgets and per-CPU units
	# (check-api.py).
	{
		python3 "$HERE/arm64/check-validate.py" "$model" "$log"
		python3 "$HERE/arm64/check-api.py" "$model" "$log"
	} | while read -r line; do
		case $line in
		"ok - "*) record ok "${line#ok - }" ;;
		*) record "not ok" "${line#not ok - }" ;;
		esac
	done
	# Every WARNING must follow its model's known message (the line before).
	known=${KNOWN_WARN[$model]:-}
	bad=$(grep -E -B1 'WARNING:|BUG:|Oops|Kernel panic' "$log" |
		awk -v known="$known" '/WARNING:|BUG:|Oops|Kernel panic/ {
			if (!(known != "" && /WARNING:/ && index(prev, known))) { print; exit } }
			{ prev = $0 }')
	if [ -z "$bad" ] && [ "$(field "$log" tainted)" = "${KNOWN_TAINT[$model]:-0}" ]; then
		record ok "$model: console clean, kernel not tainted${known:+ (but for its known warning)}"
	else
		record "not ok" "$model: console: '$bad', tainted $(field "$log" tainted)"
	fi
done
summary

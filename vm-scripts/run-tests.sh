#!/bin/bash
# libperfgen VM test suite: builds the kernel/ series into a minimal test
# kernel and boots it under QEMU TCG on the CPU models of models.txt.
#
#   vm-scripts/run-tests.sh              default run: the series kernel (KUnit,
#                                        perfgen without a PMU) on the first
#                                        model, the series + TEST-ONLY kernel
#                                        (core PMU registered, events opened
#                                        disabled) on every model with a pmu
#   vm-scripts/run-tests.sh --baseline   optional: the unpatched kernel +
#                                        TEST-ONLY on the same models; the
#                                        expectations are the unpatched ones
#   vm-scripts/run-tests.sh --mutations  optional: a default run, then one
#                                        per mutation of vm-scripts/inject/
#                                        that breaks a behaviour of the series
#                                        (raw-config1, config2, snb-fix,
#                                        knl-fix, cache-config1); each must
#                                        make checks fail
#                                        that pass without it
#
# Does everything from a fresh Debian 12 machine (as root): apt packages,
# extraction of /usr/src/linux-source-6.12.tar.xz into the cache, patching,
# tinyconfig + kernel/test.config, bzImage (ccache), a static perfgen CLI,
# the initramfs, and the boots.  Prints "ok - ..." / "not ok - ..." per
# check and ends with exactly one line "N passed, M failed"; exits non-zero
# when M > 0.
#
# Environment:
#   PERFGEN_CACHE         cache root (default $HOME/.cache/perfgen); the
#                         kernels live in $PERFGEN_CACHE/kernel/<version>-<hash>
#   PERFGEN_VM_INJECT     NAME: add vm-scripts/inject/NAME.patch to both
#                         kernels (fail-kunit, warn: a failing KUnit case, a
#                         WARN_ON(1); raw-config1, config2, snb-fix, knl-fix,
#                         cache-config1: the mutations) to check that the suite reports it
#   PERFGEN_MODELS        space separated subset of the models.txt CPUs
#   PERFGEN_BOOT_TIMEOUT  seconds per guest (default 180)
#   PERFGEN_BOOT_JOBS     guests booted at once (default 2)
#   PERFGEN_JOBS          make -j (default 2)
set -uo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(dirname "$HERE")
KERNEL="$REPO/kernel"
CACHE=${PERFGEN_CACHE:-$HOME/.cache/perfgen}
JOBS=${PERFGEN_JOBS:-2}
BOOT_TIMEOUT=${PERFGEN_BOOT_TIMEOUT:-180}
INJECT=${PERFGEN_VM_INJECT:-}
BOOT_JOBS=${PERFGEN_BOOT_JOBS:-2}
MODE=default
MUTATIONS="raw-config1 config2 snb-fix knl-fix cache-config1"

for arg in "$@"; do
	case "$arg" in
	--baseline) MODE=baseline ;;
	--mutations) MODE=mutations ;;
	-h | --help) sed -n '2,/^set -uo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
	*) echo "run-tests.sh: unknown argument '$arg'" >&2; exit 2 ;;
	esac
done

mkdir -p "$CACHE/logs"
LOGDIR="$CACHE/logs/$(date +%Y%m%d-%H%M%S)-$MODE-$$"
mkdir -p "$LOGDIR"
RESULTS="$LOGDIR/results.txt"
: >"$RESULTS"

note() { echo "# $*"; }
record() { # record "ok"|"not ok" DESCRIPTION
	echo "$1 - $2" | tee -a "$RESULTS"
}
die_summary() {
	summary
	exit 1
}
summary() {
	local pass fail
	pass=$(grep -c '^ok - ' "$RESULTS")
	fail=$(grep -c '^not ok - ' "$RESULTS")
	if [ "$fail" -gt 0 ]; then
		note "logs: $LOGDIR"
	fi
	echo "$pass passed, $fail failed"
	[ "$fail" -eq 0 ]
}
now() { date +%s; }

# ---------------------------------------------------------------- packages
PKGS="linux-source-6.12 qemu-system-x86 busybox-static ccache gcc make libc6-dev
      flex bison bc libelf-dev libssl-dev cpio xz-utils gzip patch perl python3
      meson ninja-build pkg-config libpfm4-dev"
install_packages() {
	local missing=() p
	for p in $PKGS; do
		dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' ||
			missing+=("$p")
	done
	[ ${#missing[@]} -eq 0 ] && return 0
	note "installing: ${missing[*]}"
	if ! apt-get install -y -q --no-install-recommends "${missing[@]}" >>"$LOGDIR/apt.log" 2>&1; then
		apt-get update -q >>"$LOGDIR/apt.log" 2>&1
		DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
			"${missing[@]}" >>"$LOGDIR/apt.log" 2>&1
	fi
}
export DEBIAN_FRONTEND=noninteractive
if install_packages; then
	record ok "host: packages installed"
else
	record "not ok" "host: apt-get install failed (see $LOGDIR/apt.log)"
	die_summary
fi

# ------------------------------------------------------------- the base tree
# shellcheck disable=SC1091
VERSION=$(sed -n 's/^version=//p' "$KERNEL/BASE")
WANT_SHA=$(sed -n 's/^sha256=//p' "$KERNEL/BASE")
TARBALL=$(sed -n 's/^tarball=//p' "$KERNEL/BASE")
[ -f "$TARBALL" ] || { record "not ok" "host: $TARBALL missing"; die_summary; }
# sha256 of the tarball, cached by size and mtime
sha_cache="$CACHE/kernel/.tarball-sha256"
mkdir -p "$CACHE/kernel"
stat_key=$(stat -c '%s-%Y' "$TARBALL")
if [ -f "$sha_cache" ] && [ "$(cut -d' ' -f1 "$sha_cache")" = "$stat_key" ]; then
	TAR_SHA=$(cut -d' ' -f2 "$sha_cache")
else
	TAR_SHA=$(sha256sum "$TARBALL" | cut -d' ' -f1)
	echo "$stat_key $TAR_SHA" >"$sha_cache"
fi
if [ "$TAR_SHA" = "$WANT_SHA" ]; then
	record ok "host: $TARBALL is the series base ($VERSION, sha256 ${TAR_SHA:0:12})"
else
	note "WARNING: $TARBALL sha256 $TAR_SHA differs from kernel/BASE ($WANT_SHA);"
	note "trying the series on it anyway (the cache key includes the tarball hash)"
fi

# kernel/0001 against the mainline file set, where there is one (fetches
# nothing: "# SKIP" and why otherwise)
mainline=$("$HERE/mainline-check.sh" 2>&1)
echo "$mainline"
echo "$mainline" | grep -E '^(not )?ok - ' >>"$RESULTS"

mapfile -t SERIES < <(grep -v '^\s*\(#\|$\)' "$KERNEL/series")
SERIES_FILES=()
for p in "${SERIES[@]}"; do SERIES_FILES+=("$KERNEL/$p"); done
TESTONLY=("$KERNEL"/test-only/*.patch)
INJECT_PATCH=
if [ -n "$INJECT" ]; then
	INJECT_PATCH="$HERE/inject/$INJECT.patch"
	[ -f "$INJECT_PATCH" ] || { echo "PERFGEN_VM_INJECT: no $INJECT_PATCH" >&2; exit 2; }
	note "PERFGEN_VM_INJECT=$INJECT: adding $INJECT_PATCH to the kernel"
fi

hash_of() { # hash_of STRING FILE... -> 12 hex digits
	local s=$1
	shift
	{ echo "$s"; cat "$@"; } | sha256sum | cut -c1-12
}

KEY=$(hash_of "$TAR_SHA ${SERIES[*]}" "$KERNEL/series" "${SERIES_FILES[@]}" \
	"$KERNEL/test.config")
SERIES_DIR="$CACHE/kernel/$VERSION-$KEY"

# Verify that .config has every value of the fragment.
check_config() { # DIR -> 0 if every CONFIG_x=y/n of test.config made it
	local dir=$1 bad=0 line opt val
	while read -r line; do
		case "$line" in CONFIG_*=*) ;; *) continue ;; esac
		opt=${line%%=*}
		val=${line#*=}
		if [ "$val" = n ]; then
			grep -q "^$opt=" "$dir/.config" && { echo "$opt: wanted n" >&2; bad=1; }
		else
			grep -qx "$line" "$dir/.config" || { echo "$opt: wanted $val" >&2; bad=1; }
		fi
	done <"$KERNEL/test.config"
	return $bad
}

make_kernel() { # SRC LOG
	make -C "$1" -j"$JOBS" CC="ccache gcc" bzImage >>"$2" 2>&1
}

# build_series: extract, patch, configure and build; skipped when the stamp
# matches.
build_series() {
	local src="$SERIES_DIR/linux" log="$LOGDIR/build-series.log" t0 p
	if [ -f "$SERIES_DIR/.stamp-built" ] && [ -f "$src/arch/x86/boot/bzImage" ]; then
		record ok "kernel: series build cached ($SERIES_DIR)"
		return 0
	fi
	rm -rf "$SERIES_DIR"
	mkdir -p "$src"
	t0=$(now)
	if ! tar -xJf "$TARBALL" -C "$src" --strip-components=1 2>>"$log"; then
		record "not ok" "kernel: extract $TARBALL (see $log)"
		return 1
	fi
	touch "$SERIES_DIR/.stamp-extracted"
	note "extract: $(($(now) - t0)) s"
	for p in "${SERIES_FILES[@]}"; do
		if ! patch -d "$src" -p1 --forward --batch <"$p" >>"$log" 2>&1; then
			record "not ok" "kernel: $(basename "$p") applies to $VERSION (see $log)"
			return 1
		fi
	done
	record ok "kernel: ${#SERIES_FILES[@]} series patches apply"
	touch "$SERIES_DIR/.stamp-patched"
	t0=$(now)
	{
		make -C "$src" tinyconfig &&
			(cd "$src" && scripts/kconfig/merge_config.sh -m .config "$KERNEL/test.config") &&
			make -C "$src" olddefconfig
	} >>"$log" 2>&1
	if ! check_config "$src" 2>>"$log"; then
		record "not ok" "kernel: test.config values in .config (see $log)"
		return 1
	fi
	if ! make_kernel "$src" "$log"; then
		record "not ok" "kernel: series bzImage builds (see $log)"
		return 1
	fi
	note "build series: $(($(now) - t0)) s"
	record ok "kernel: series bzImage builds"
	echo "$KEY" >"$SERIES_DIR/.stamp-built"
	# drop the trees of other (older) series: 1.7 GB each
	for old in "$CACHE/kernel/$VERSION"-*; do
		case "$old" in "$SERIES_DIR" | "$SERIES_DIR"-*) continue ;; esac
		[ -f "$old/.stamp-built" ] || [ -f "$old/.stamp-extracted" ] || continue
		note "removing the stale kernel tree $old"
		rm -rf "$old"
	done
}

# derive NAME OP...: copy the built series tree and apply OPs (+PATCH to
# apply, -PATCH to reverse), then an incremental make.  Sets DERIVED_DIR.
derive() {
	local name=$1 key dir src log t0 op f
	shift
	local files=()
	for op in "$@"; do files+=("${op:1}"); done
	key=$(hash_of "$KEY $name $*" "${files[@]}")
	dir="$CACHE/kernel/$VERSION-$KEY-$name-$key"
	src="$dir/linux"
	log="$LOGDIR/build-$name.log"
	DERIVED_DIR=$dir
	if [ -f "$dir/.stamp-built" ] && [ -f "$src/arch/x86/boot/bzImage" ]; then
		record ok "kernel: $name build cached ($dir)"
		return 0
	fi
	# trees of this name for other patches (an older TEST-ONLY patch): 1.7 GB each
	for old in "$CACHE/kernel/$VERSION-$KEY-$name-"????????????; do
		[ "$old" = "$dir" ] || [ ! -d "$old" ] || rm -rf "$old"
	done
	rm -rf "$dir"
	mkdir -p "$dir"
	t0=$(now)
	cp -a "$SERIES_DIR/linux" "$src"
	for op in "$@"; do
		f=${op:1}
		if [ "${op:0:1}" = - ]; then
			patch -d "$src" -p1 -R --batch <"$f" >>"$log" 2>&1
		else
			patch -d "$src" -p1 --forward --batch <"$f" >>"$log" 2>&1
		fi || {
			record "not ok" "kernel: $name: ${op:0:1}$(basename "$f") (see $log)"
			return 1
		}
	done
	if ! make -C "$src" olddefconfig >>"$log" 2>&1 || ! make_kernel "$src" "$log"; then
		record "not ok" "kernel: $name bzImage builds (see $log)"
		return 1
	fi
	note "build $name (copy + incremental): $(($(now) - t0)) s"
	record ok "kernel: $name bzImage builds"
	echo "$key" >"$dir/.stamp-built"
}

# ------------------------------------------------------------ perfgen CLI
PERFGEN_BIN=
PERFGEN_BUILD=
build_perfgen() {
	# one build directory per source tree: meson remembers its source
	local bdir log="$LOGDIR/perfgen-build.log"
	bdir="$CACHE/perfgen-static-$(echo "$REPO" | sha256sum | cut -c1-8)"
	if [ ! -f "$REPO/meson.build" ]; then
		record "not ok" "perfgen CLI not built: no meson.build in $REPO"
		return 1
	fi
	if [ ! -f "$bdir/build.ninja" ]; then
		rm -rf "$bdir"
		(cd "$REPO" && meson setup "$bdir" --default-library=static \
			-Dc_link_args=-static -Dtests=false) >>"$log" 2>&1 || {
			record "not ok" "perfgen CLI not built: meson setup failed (see $log)"
			return 1
		}
	fi
	if ! ninja -C "$bdir" src/cli/perfgen src/libperfgen.a >>"$log" 2>&1; then
		record "not ok" "perfgen CLI not built: ninja failed (see $log)"
		return 1
	fi
	if readelf -l "$bdir/src/cli/perfgen" 2>/dev/null | grep -q INTERP; then
		record "not ok" "perfgen CLI not built statically ($bdir/src/cli/perfgen is dynamic)"
		return 1
	fi
	PERFGEN_BIN="$bdir/src/cli/perfgen"
	PERFGEN_BUILD=$bdir
	record ok "host: static perfgen CLI built ($PERFGEN_BIN)"
}

# -------------------------------------------------------------- initramfs
INITRD="$LOGDIR/initramfs.cpio.gz"
build_initramfs() {
	local root="$LOGDIR/initramfs" log="$LOGDIR/initramfs.log"
	rm -rf "$root"
	mkdir -p "$root/bin" "$root/etc/perfgen" "$root/proc" "$root/sys" "$root/dev" "$root/tmp"
	cp /bin/busybox "$root/bin/busybox"
	if ! gcc -static -O2 -Wall -Wextra -Werror -o "$root/bin/perfcheck" \
		"$HERE/guest/perfcheck.c" >>"$log" 2>&1; then
		record "not ok" "host: guest/perfcheck.c builds (see $log)"
		return 1
	fi
	if [ -n "$PERFGEN_BIN" ]; then
		cp "$PERFGEN_BIN" "$root/bin/perfgen"
		# the library's own open path, disabled and closed (guest/perfgen-open.c)
		if ! gcc -static -O2 -Wall -Wextra -Werror -o "$root/bin/perfgen-open" \
			-I "$REPO/include" -I "$PERFGEN_BUILD/include" "$HERE/guest/perfgen-open.c" \
			"$PERFGEN_BUILD/src/libperfgen.a" -lpthread -ldl >>"$log" 2>&1; then
			record "not ok" "host: guest/perfgen-open.c builds (see $log)"
			return 1
		fi
	fi
	cp "$HERE/models.txt" "$root/etc/perfgen/models.txt"
	cp "$HERE/guest/init" "$root/init"
	chmod +x "$root/init"
	(cd "$root" && find . | LC_ALL=C sort | cpio -o -H newc 2>>"$log" | gzip -1) >"$INITRD"
	record ok "host: initramfs built (busybox, perfcheck${PERFGEN_BIN:+, perfgen, perfgen-open})"
}

# ------------------------------------------------------------------ boots
# boot LABEL BZIMAGE QEMU_CPU MODE [scan-console.py options]: one guest, in
# the background; at most BOOT_JOBS at once.  The checks land in
# $LOGDIR/console-LABEL.log.checks; boots_done collects them in order.
BOOT_LOGS=()
boot() {
	local label=$1 kernel=$2 cpu=$3 gmode=$4 log
	shift 4
	log="$LOGDIR/console-${label//[\/,=]/-}.log"
	BOOT_LOGS+=("$log")
	while [ "$(jobs -rp | wc -l)" -ge "$BOOT_JOBS" ]; do
		wait -n
	done
	(
		t0=$(now)
		timeout "$BOOT_TIMEOUT" qemu-system-x86_64 -accel tcg -cpu "$cpu" -m 256 \
			-nographic -no-reboot -net none -kernel "$kernel" -initrd "$INITRD" \
			-append "console=ttyS0 panic=-1 perfgen.model=$cpu perfgen.mode=$gmode" \
			</dev/null >"$log" 2>&1
		rc=$?
		{
			echo "# boot $label: $(($(now) - t0)) s (qemu rc=$rc, console: $log)"
			python3 "$HERE/scan-console.py" "$label" "$log" "$rc" "$@" 2>&1 ||
				echo "not ok - $label console: scan-console.py failed"
		} >"$log.checks"
	) &
}
boots_done() {
	local log
	wait
	for log in "${BOOT_LOGS[@]}"; do
		grep -v '^#' "$log.checks" >>"$RESULTS"
		cat "$log.checks"
	done
	BOOT_LOGS=()
}

# models.txt: qemu_cpu uarch dram_remote llc_load_misses pmu cache cache_unpatched
MODELS=()
PMU_MODELS=()
while read -r cpu _uarch _dram _llc pmu _rest; do
	case "$cpu" in '' | '#'*) continue ;; esac
	if [ -n "${PERFGEN_MODELS:-}" ] && ! [[ " $PERFGEN_MODELS " == *" $cpu "* ]]; then
		continue
	fi
	MODELS+=("$cpu")
	case "$pmu" in intel | amd) PMU_MODELS+=("$cpu") ;; esac
done <"$HERE/models.txt"
[ ${#MODELS[@]} -gt 0 ] || { echo "no model of models.txt selected" >&2; exit 2; }

# --mutations: one default run without a mutation, then one per mutation,
# each in its own log; a mutation passes if its run fails checks that the
# run without it passes (and its kernels built).
if [ "$MODE" = mutations ]; then
	ref="$LOGDIR/unmutated.log"
	note "without a mutation: $0 (log: $ref)"
	env -u PERFGEN_VM_INJECT "$0" >"$ref" 2>&1
	grep '^not ok - ' "$ref" | sort -u >"$ref.not-ok"
	note "$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$ref" | tail -n1) without a mutation"
	for m in $MUTATIONS; do
		sub="$LOGDIR/mutation-$m.log"
		note "mutation $m: PERFGEN_VM_INJECT=$m $0 (log: $sub)"
		PERFGEN_VM_INJECT=$m "$0" >"$sub" 2>&1
		last=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$sub" | tail -n1)
		grep '^not ok - ' "$sub" | sed "s|+inject-$m||" | sort -u >"$sub.not-ok"
		new=$(comm -13 "$ref.not-ok" "$sub.not-ok")
		if grep -q '^not ok - \(host\|kernel\): ' "$sub"; then
			record "not ok" "mutation $m: a kernel did not build (see $sub)"
		elif [ -n "$new" ]; then
			record ok "mutation $m makes $(echo "$new" | wc -l) check(s) fail that pass without it ($last)"
			echo "$new" | head -n 8 | sed 's/^/#   /'
		else
			record "not ok" "mutation $m: no check fails that passes without it ($last)"
		fi
		# the derived trees of a mutation are evidence only: 1.7 GB each
		rm -rf "$CACHE/kernel/$VERSION-$KEY-inject-$m-"* \
			"$CACHE/kernel/$VERSION-$KEY-testonly-inject-$m-"*
	done
	summary
	exit
fi

T_START=$(now)
build_series || die_summary
build_perfgen
build_initramfs || die_summary

TESTONLY_OPS=()
for p in "${TESTONLY[@]}"; do TESTONLY_OPS+=("+$p"); done

if [ "$MODE" = default ]; then
	SERIES_IMG="$SERIES_DIR/linux/arch/x86/boot/bzImage"
	tag=series
	INJECT_OPS=()
	if [ -n "$INJECT_PATCH" ]; then
		tag="series+inject-$INJECT"
		INJECT_OPS=("+$INJECT_PATCH")
		# the deliberately broken kernel: series + inject/<x>.patch
		derive "inject-$INJECT" "${INJECT_OPS[@]}" || die_summary
		SERIES_IMG="$DERIVED_DIR/linux/arch/x86/boot/bzImage"
	fi
	TESTONLY_IMG=
	if [ ${#PMU_MODELS[@]} -gt 0 ]; then
		name=testonly
		[ -n "$INJECT" ] && name="testonly-inject-$INJECT"
		derive "$name" "${INJECT_OPS[@]}" "${TESTONLY_OPS[@]}" &&
			TESTONLY_IMG="$DERIVED_DIR/linux/arch/x86/boot/bzImage"
	fi
	boot "${MODELS[0]}/$tag" "$SERIES_IMG" "${MODELS[0]}" series
	if [ -n "$TESTONLY_IMG" ]; then
		for cpu in "${PMU_MODELS[@]}"; do
			boot "$cpu/${tag/series/testonly}" "$TESTONLY_IMG" "$cpu" testonly
		done
	fi
	boots_done
else
	# the unpatched kernel + TEST-ONLY PMU patch: config words accepted,
	# the SNB client's generic cache events refused
	ops=()
	for ((i = ${#SERIES_FILES[@]} - 1; i >= 0; i--)); do ops+=("-${SERIES_FILES[i]}"); done
	if derive unpatched-testonly "${ops[@]}" "${TESTONLY_OPS[@]}"; then
		for cpu in "${PMU_MODELS[@]}"; do
			boot "$cpu/baseline" "$DERIVED_DIR/linux/arch/x86/boot/bzImage" "$cpu" baseline \
				--allow-empty-ktap
		done
		boots_done
	fi
fi

note "total: $(($(now) - T_START)) s; logs: $LOGDIR"
summary

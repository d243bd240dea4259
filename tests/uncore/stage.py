#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Stage a machine's sysfs for the uncore tests: `stage.py MACHINE DIR`
writes DIR/sys/... as Linux 6.12 registers it there (the tests read it
through mock-sys.c's root).

What each file holds, and where the 6.12 driver writes it:
- /sys/bus/event_source/devices/<pmu>/type: the dynamic type
  perf_pmu_register() gives the PMU (kernel/events/core.c).
- <pmu>/cpumask: one CPU per socket (die) the PMU counts for:
  arch/x86/events/intel/uncore.c uncore_get_attr_cpumask() (the
  uncore_cpu_mask); arch/x86/events/rapl.c rapl_get_attr_cpumask().
- <pmu>/format/<term>: "config:0-7" etc.: uncore_snbep.c
  snbep_uncore_formats_attr (skx's IMC: event config:0-7, umask
  config:8-15); uncore_snb.c snb_uncore_imc_formats_attr (event
  config:0-7); rapl.c rapl_formats_attr (event config:0-7).
- <pmu>/events/<name>, .scale, .unit: uncore_snbep.c
  skx_uncore_imc_events[] (cas_count_read "event=0x04,umask=0x03",
  cas_count_write "event=0x04,umask=0x0c", scale "6.103515625e-5", unit
  "MiB"); uncore_snb.c snb_uncore_imc_events[] (data_reads
  "event=0x01", data_writes "event=0x02", same scale and unit); rapl.c
  (energy-cores "event=0x01", energy-pkg "event=0x02", energy-ram
  "event=0x03", energy-gpu "event=0x04", energy-psys "event=0x05", scale
  "2.3283064365386962890625e-10", unit "Joules"); a model's domains are
  its rapl_model's .events, less those perf_msr_probe() hides because
  their register reads 0.
- PMU names: uncore.c uncore_pmu_register(): "uncore_<type>" for a type
  of one box, "uncore_<type>_<box>" for more (SKX: 6 IMC channels).
- /sys/devices/system/cpu/cpuN/topology/{physical_package_id,die_id},
  /sys/devices/system/cpu/online.
"""
import os
import shutil
import sys

DEV = "sys/bus/event_source/devices"
IMC_SCALE = ("6.103515625e-5", "MiB")
RAPL_SCALE = ("2.3283064365386962890625e-10", "Joules")


def put(root, path, text):
    full = os.path.join(root, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w", encoding="ascii") as f:
        f.write(text + "\n")


def pmu(root, name, typ, cpumask, formats, events):
    put(root, f"{DEV}/{name}/type", str(typ))
    put(root, f"{DEV}/{name}/cpumask", cpumask)
    for term, bits in formats.items():
        put(root, f"{DEV}/{name}/format/{term}", bits)
    for ev, (text, scale) in events.items():
        put(root, f"{DEV}/{name}/events/{ev}", text)
        if scale:
            put(root, f"{DEV}/{name}/events/{ev}.scale", scale[0])
            put(root, f"{DEV}/{name}/events/{ev}.unit", scale[1])


def cpus(root, sockets, per_socket):
    n = sockets * per_socket
    put(root, "sys/devices/system/cpu/online", f"0-{n - 1}")
    for c in range(n):
        put(root, f"sys/devices/system/cpu/cpu{c}/topology/physical_package_id",
            str(c // per_socket))
        put(root, f"sys/devices/system/cpu/cpu{c}/topology/die_id", "0")
    # The first CPU of each socket: where the drivers put the cpumask.
    return ",".join(str(s * per_socket) for s in range(sockets))


def rapl(root, mask, domains):
    ev = {"energy-cores": "event=0x01", "energy-pkg": "event=0x02",
          "energy-ram": "event=0x03", "energy-gpu": "event=0x04", "energy-psys": "event=0x05"}
    pmu(root, "power", 40, mask, {"event": "config:0-7"},
        {d: (ev[d], RAPL_SCALE) for d in domains})
    # The core PMU, so that the machine has one (pmu.c reads its type).
    put(root, f"{DEV}/cpu/type", "4")


def skx(root, read="event=0x04,umask=0x03", scale=IMC_SCALE):
    """Skylake-SP, two sockets of two CPUs, 6 IMC channels a socket."""
    mask = cpus(root, 2, 2)
    for i in range(6):
        pmu(root, f"uncore_imc_{i}", 50 + i, mask,
            {"event": "config:0-7", "umask": "config:8-15", "edge": "config:18",
             "inv": "config:23", "thresh8": "config:24-31"},
            {"clockticks": ("event=0x00,umask=0x00", None),
             "cas_count_read": (read, scale),
             "cas_count_write": ("event=0x04,umask=0x0c", IMC_SCALE)})
    # Not an instance of uncore_imc: another PMU whose name starts so.
    pmu(root, "uncore_imc_free_running_0", 70, mask, {"event": "config:0-7"}, {})
    rapl(root, mask, ["energy-pkg", "energy-ram"])


def snb(root):
    """Sandy Bridge client, one socket of four CPUs: the client IMC, one
    box, "uncore_imc" (uncore_snb.c snb_uncore_imc, snb_uncore_imc_events
    data_reads/data_writes; its format event config:0-7); RAPL model_snb:
    cores, pkg, the graphics plane, no ram."""
    mask = cpus(root, 1, 4)
    pmu(root, "uncore_imc", 50, mask, {"event": "config:0-7"},
        {"data_reads": ("event=0x01", IMC_SCALE), "data_writes": ("event=0x02", IMC_SCALE)})
    rapl(root, mask, ["energy-cores", "energy-pkg", "energy-gpu"])


def tgl(root):
    """Tiger Lake: two free-running IMC boxes, "uncore_imc_free_running_0"
    and "_1" (uncore_snb.c tgl_uncore_imc_free_running, tgl_uncore_imc_events
    data_read "event=0xff,umask=0x20", data_write umask 0x30; format event
    config:0-7, umask config:8-15).  RAPL model_skl, its graphics plane
    hidden (its register reads 0, as where a discrete card does the
    graphics)."""
    mask = cpus(root, 1, 4)
    for i in range(2):
        pmu(root, f"uncore_imc_free_running_{i}", 50 + i, mask,
            {"event": "config:0-7", "umask": "config:8-15"},
            {"data_read": ("event=0xff,umask=0x20", IMC_SCALE),
             "data_write": ("event=0xff,umask=0x30", IMC_SCALE),
             "data_total": ("event=0xff,umask=0x10", IMC_SCALE)})
    rapl(root, mask, ["energy-cores", "energy-pkg", "energy-ram", "energy-psys"])


def gnr(root):
    """Granite Rapids, two sockets: IMC boxes named by the discovery
    table's box IDs (uncore.c uncore_get_pmu_name), here 0, 2, 4, 6 a
    socket; gnr_uncore_imc_events name each scheduler's CAS counts
    (cas_count_read_sch0 "event=0x05,umask=0xcf", _sch1 event 0x06)."""
    mask = cpus(root, 2, 2)
    for i in (0, 2, 4, 6):
        pmu(root, f"uncore_imc_{i}", 50 + i, mask,
            {"event": "config:0-7", "umask": "config:8-15"},
            {"cas_count_read_sch0": ("event=0x05,umask=0xcf", IMC_SCALE),
             "cas_count_read_sch1": ("event=0x06,umask=0xcf", IMC_SCALE),
             "cas_count_write_sch0": ("event=0x05,umask=0xf0", IMC_SCALE),
             "cas_count_write_sch1": ("event=0x06,umask=0xf0", IMC_SCALE)})


def nhm(root):
    """Nehalem-EP, one socket: the global uncore, "uncore" (uncore_snb.c
    nhm_uncore, its name "": one box; nhm_uncore_events qmc_normal_reads_any
    "event=0x2c,umask=0x0f", no scale)."""
    mask = cpus(root, 1, 4)
    pmu(root, "uncore", 50, mask, {"event": "config:0-7", "umask": "config:8-15"},
        {"qmc_normal_reads_any": ("event=0x2c,umask=0x0f", None),
         "qmc_writes_full_any": ("event=0x2f,umask=0x0f", None)})


def zen4(root):
    """Zen 4, two sockets: a PMU "amd_umc_<n>" per active memory controller
    of each node, numbered across nodes (amd/uncore.c
    amd_uncore_umc_ctx_init), cpumask one CPU of its node; format event
    config:0-7, rdwrmask config:8-9; no named events.  RAPL: pkg only."""
    cpus(root, 2, 2)
    for i in range(8):
        pmu(root, f"amd_umc_{i}", 60 + i, "0" if i < 4 else "2",
            {"event": "config:0-7", "rdwrmask": "config:8-9"}, {})
    rapl(root, "0,2", ["energy-pkg"])


def zen2(root):
    """Zen 2, two sockets: the data fabric, one PMU "amd_df" whose cpumask
    has a CPU a node (amd/uncore.c; F17h format event config:0-7,32-35,59-60,
    umask config:8-15)."""
    mask = cpus(root, 2, 2)
    pmu(root, "amd_df", 60, mask,
        {"event": "config:0-7,32-35,59-60", "umask": "config:8-15"}, {})
    rapl(root, mask, ["energy-pkg"])


def main():
    machine, root = sys.argv[1], sys.argv[2]
    # Staged again from nothing (a build regenerates it in place).
    shutil.rmtree(root, ignore_errors=True)
    if machine == "skx2":
        skx(root)
    elif machine == "skx2-other-umask":
        skx(root, read="event=0x04,umask=0x0f")
    elif machine == "skx2-other-scale":
        skx(root, scale=("1", "MiB"))
    elif machine == "skx2-no-alias":
        # A kernel whose IMC does not name the event: another model's PMU.
        skx(root)
        for i in range(6):
            for f in ("", ".scale", ".unit"):
                os.remove(os.path.join(root, f"{DEV}/uncore_imc_{i}/events/cas_count_read{f}"))
    elif machine in ("snb", "tgl", "gnr2", "nhm", "zen4-2", "zen2-2"):
        {"snb": snb, "tgl": tgl, "gnr2": gnr, "nhm": nhm, "zen4-2": zen4,
         "zen2-2": zen2}[machine](root)
    elif machine == "none":
        cpus(root, 1, 2)
        put(root, f"{DEV}/cpu/type", "4")
    else:
        sys.exit(f"stage.py: no machine {machine}")
    # --stamp FILE: written last, for the build system (tests/meson.build).
    if len(sys.argv) == 5 and sys.argv[3] == "--stamp":
        put(os.path.dirname(sys.argv[4]) or ".", os.path.basename(sys.argv[4]), machine)


if __name__ == "__main__":
    main()

# SPDX-License-Identifier: MIT
"""The perfgen package over the real library (PERFGEN_LIBRARY, set by
meson test to the build tree's libperfgen.so)."""

import copy
import errno
import os
import pathlib
import pickle
import subprocess
import sys

import pytest

import perfgen

NEHALEM_EP = "GenuineIntel-6-1A"
SANDY_BRIDGE = "GenuineIntel-6-2A"


def burn(n=200_000):
    x = 0
    for i in range(n):
        x += i * i
    return x


def test_resolve_dram_remote_on_nehalem_ep():
    r = perfgen.resolve("dram-remote", cpu=NEHALEM_EP)
    assert (r.type, r.config, r.config1) == (4, 0x1B7, 0x20FF)
    assert r.concept == "dram-remote"
    assert r.exact and r.avail is perfgen.Avail.EXACT and r.approx == ""
    assert (r.cpuid, r.uarch, r.pmu) == (NEHALEM_EP, "nehalem-ep", "cpu")
    assert r.json == "OFFCORE_RESPONSE.ANY_REQUEST.REMOTE_DRAM"
    assert r.perf == "cpu/event=0xb7,umask=0x1,offcore_rsp=0x20ff/"
    assert r.whitelist == "intel_nehalem_extra_regs" and r.wl_msr == 0x1A6
    assert r.parts == ()


def test_resolve_modifiers_and_raw_forms():
    r = perfgen.resolve("dram-remote:u", cpu=NEHALEM_EP)
    assert r.exclude_kernel and r.exclude_hv and not r.exclude_user
    assert r.perf.endswith("/u")
    raw = perfgen.resolve("r1b7:20ff", cpu=NEHALEM_EP)
    assert (raw.config, raw.config1, raw.concept) == (0x1B7, 0x20FF, None)


def test_resolve_a_sum_lists_its_parts():
    r = perfgen.resolve("dram", cpu="GenuineIntel-6-8F")  # Sapphire Rapids
    assert len(r.parts) >= 2
    assert (r.parts[0].config, r.parts[0].config1) == (r.config, r.config1)
    assert all(p.weight == 1 for p in r.parts)


def test_resolve_a_weighted_sum_gives_weights_and_formula():
    r = perfgen.resolve("fp-ops", cpu="GenuineIntel-6-8F")  # Sapphire Rapids
    assert [(p.config, p.weight) for p in r.parts] == [
        (0x3C7, 1), (0x4C7, 2), (0x18C7, 4), (0x60C7, 8), (0x80C7, 16)]
    assert r.formula.startswith("FP_ARITH_INST_RETIRED.SCALAR + 2 * ")
    assert perfgen.resolve("cycles", cpu="GenuineIntel-6-8F").formula == ""


def test_unknown_name_raises_with_the_librarys_message():
    with pytest.raises(perfgen.PerfgenError) as e:
        perfgen.resolve("drma-remote", cpu=NEHALEM_EP)
    assert e.value.errno == errno.ENOENT
    assert "unknown event 'drma-remote'" in e.value.strerror
    assert "did you mean: dram-remote?" in e.value.strerror
    assert isinstance(e.value, OSError)
    assert e.value.reason is perfgen.Reason.UNKNOWN_NAME and e.value.suggested


def test_concept_the_cpu_cannot_count():
    with pytest.raises(perfgen.PerfgenError) as e:
        perfgen.resolve("dram-remote", cpu=SANDY_BRIDGE)
    assert e.value.errno == errno.EOPNOTSUPP
    assert "single-socket" in e.value.strerror


def test_papi_preset_resolves_as_its_concept():
    papi = perfgen.resolve("PAPI_TOT_INS:u", cpu=NEHALEM_EP)
    ours = perfgen.resolve("instructions:u", cpu=NEHALEM_EP)
    assert papi.concept == "instructions"
    assert (papi.type, papi.config, papi.config1, papi.exclude_kernel) == \
        (ours.type, ours.config, ours.config1, ours.exclude_kernel)
    # PAPI's reading of its names: "PAPI_" as written, the rest in any case.
    assert perfgen.resolve("PAPI_dp_ops", cpu="GenuineIntel-6-8F").formula == \
        perfgen.resolve("fp-ops-dp", cpu="GenuineIntel-6-8F").formula != ""


def test_papi_preset_without_a_concept_raises_with_the_reason():
    with pytest.raises(perfgen.PerfgenError) as e:
        perfgen.resolve("PAPI_FML_INS", cpu=NEHALEM_EP)
    assert e.value.errno == errno.EOPNOTSUPP
    assert e.value.reason is perfgen.Reason.NO_EQUIVALENT
    assert "FM ins" in e.value.strerror
    assert "no concept of floating-point multiply instructions" in e.value.strerror
    with pytest.raises(perfgen.PerfgenError) as e:
        perfgen.resolve("papi_tot_ins", cpu=NEHALEM_EP)
    assert e.value.reason is perfgen.Reason.UNKNOWN_NAME


def test_papi_presets_list_aliases_and_refusals():
    presets = {p.name: p for p in perfgen.papi_presets(cpu=SANDY_BRIDGE)}
    assert len(presets) >= 105
    tot = presets["PAPI_TOT_INS"]
    assert (tot.concept, tot.avail, tot.refused) == ("instructions", perfgen.Avail.EXACT, "")
    assert presets["PAPI_DP_OPS"].avail is perfgen.Avail.UNSUPPORTED
    assert presets["PAPI_DP_OPS"].note  # Sandy Bridge's reason
    l3 = presets["PAPI_L3_TCH"]
    assert l3.concept is None and l3.avail is perfgen.Avail.UNSUPPORTED
    assert "l3-misses" in l3.refused and l3.note == l3.refused
    # Every name the list gives resolves, or raises, as the list says.
    for p in presets.values():
        if p.concept is None:
            with pytest.raises(perfgen.PerfgenError) as e:
                perfgen.resolve(p.name, cpu=SANDY_BRIDGE)
            assert e.value.reason is perfgen.Reason.NO_EQUIVALENT
        elif p.avail is not perfgen.Avail.UNSUPPORTED:
            assert perfgen.resolve(p.name, cpu=SANDY_BRIDGE).concept == p.concept


def test_config1_outside_the_kernel_whitelist():
    with pytest.raises(perfgen.PerfgenError) as e:
        perfgen.resolve("r1b7:120ff", cpu=NEHALEM_EP)
    assert e.value.errno == errno.EINVAL
    assert "outside the mask 0xffff" in e.value.strerror
    assert e.value.reason is perfgen.Reason.WHITELIST
    assert (e.value.config1, e.value.bad_bits, e.value.mask, e.value.msr) == \
        (0x120ff, 0x10000, 0xffff, 0x1a6)


def test_a_malformed_string_names_the_byte():
    with pytest.raises(perfgen.PerfgenError) as e:
        perfgen.resolve("task-clock ", cpu=NEHALEM_EP)
    assert e.value.errno == errno.EINVAL
    assert (e.value.reason, e.value.offset) == (perfgen.Reason.SYNTAX, 10)


def test_reasons_mirror_the_header():
    import re
    hdr = os.path.join(os.path.dirname(__file__), "..", "..", "include", "perfgen", "perfgen.h")
    with open(hdr) as f:
        codes = dict(re.findall(r"PERFGEN_ERR_([A-Z_]+) = (\d+),", f.read()))
    assert {k: int(v) for k, v in codes.items()} == {r.name: r.value for r in perfgen.Reason}


def test_concepts():
    cs = {c.name: c for c in perfgen.concepts(cpu=NEHALEM_EP)}
    assert cs["dram-remote"].avail is perfgen.Avail.EXACT
    assert cs["task-clock"].software and not cs["cycles"].software
    assert cs["page-faults"].definition == "Page faults, minor and major."
    assert list(cs) == sorted(cs)
    snb = {c.name: c for c in perfgen.concepts(cpu=SANDY_BRIDGE)}
    assert snb["dram-remote"].avail is perfgen.Avail.UNSUPPORTED
    assert "single-socket" in snb["dram-remote"].note


def test_concepts_of_an_unknown_vendor_raise():
    with pytest.raises(perfgen.PerfgenError) as e:
        perfgen.concepts(cpu="Bogus-1-1")
    assert e.value.errno == errno.ENOENT and "Bogus" in e.value.strerror


def test_identify():
    c = perfgen.identify(NEHALEM_EP)
    assert (c.vendor, c.family, c.model, c.uarch) == ("GenuineIntel", 6, 0x1A, "nehalem-ep")
    assert not c.detected
    assert perfgen.identify().detected or os.environ.get("PERFGEN_CPU")


def test_version():
    assert perfgen.version().count(".") == 2


def test_software_event_counts():
    with perfgen.Event("task-clock") as ev:
        burn()
        c = ev.read()
    assert c.value > 0 and c.scaled >= c.value
    assert c.enabled >= c.running > 0
    assert ev.closed


def test_page_faults_count_touched_memory():
    with perfgen.Event("page-faults") as ev:
        before = ev.read().value
        block = bytearray(16 << 20)  # 4096 pages, zero-filled by the kernel
        block[::4096] = b"\1" * len(block[::4096])
        after = ev.read().value
    assert after - before >= 1000


def test_enable_disable_reset():
    with perfgen.Event("task-clock", disabled=True) as ev:
        burn(20_000)
        assert ev.read().value == 0
        ev.enable()
        burn()
        ev.disable()
        stopped = ev.read().value
        burn()
        assert ev.read().value == stopped > 0
        ev.reset()
        assert ev.read().value == 0
        assert len(ev.fds) >= 1


def test_group_reads_every_member():
    with perfgen.Group(["task-clock", "page-faults"]) as g:
        burn()
        counts = g.read()
    assert len(counts) == len(g) == 2
    assert counts[0].value > 0
    assert all(c.enabled > 0 for c in counts)


def test_closed_handle_refuses_every_call():
    ev = perfgen.Event("task-clock")
    ev.close()
    ev.close()
    g = perfgen.Group(["task-clock"])
    g.close()
    for call in (ev.read, ev.enable, ev.disable, ev.reset, lambda: ev.fds,
                 g.read, g.enable, g.disable, g.reset):
        with pytest.raises(ValueError, match="is closed"):
            call()


def test_close_racing_calls_never_crashes():
    # In a child process: the old failure was a SIGSEGV, which must fail
    # this test, not end the test run.
    package_root = os.path.dirname(os.path.dirname(perfgen.__file__))
    script = os.path.join(os.path.dirname(__file__), "close_race.py")
    p = subprocess.run([sys.executable, script, "50"], capture_output=True, text=True,
                       env=dict(os.environ, PYTHONPATH=package_root))
    assert p.returncode == 0, p.stdout + p.stderr
    assert "Event: 50 rounds" in p.stdout and "Group: 50 rounds" in p.stdout
    assert "Counter: 50 rounds" in p.stdout


OPENERS = {
    "Counter": lambda **kw: perfgen.Counter(["task-clock", "page-faults"], **kw),
    "Event": lambda **kw: perfgen.Event("task-clock", **kw),
    "Group": lambda **kw: perfgen.Group(["task-clock", "page-faults"], **kw),
}


@pytest.mark.parametrize("kind", sorted(OPENERS))
@pytest.mark.parametrize("how", ["copy", "deepcopy", "pickle"])
def test_a_handle_is_not_copied(kind, how):
    # A copy shared the C handle: closing one left the other reading freed
    # memory, and both closed it.
    how = {"copy": copy.copy, "deepcopy": copy.deepcopy, "pickle": pickle.dumps}[how]
    with OPENERS[kind]() as h:
        with pytest.raises(TypeError, match="cannot copy or pickle a perfgen"):
            how(h)
        h.read()


@pytest.mark.parametrize("kind", sorted(OPENERS))
@pytest.mark.parametrize("pid", [2**32 + os.getpid(), 2**32, 2**31, -2**31 - 1, 2**64 + 1],
                         ids=["2**32+getpid", "2**32", "2**31", "-2**31-1", "2**64+1"])
def test_pid_outside_pid_t_raises_overflow_error(kind, pid):
    # ctypes kept the low 32 bits: 2**32 + getpid() counted the caller.
    with pytest.raises(OverflowError, match="pid"):
        OPENERS[kind](pid=pid)


@pytest.mark.parametrize("kind", sorted(OPENERS))
@pytest.mark.parametrize("pid", [-2, -5, -2**31])
def test_negative_pid_other_than_minus_one_raises_value_error(kind, pid):
    with pytest.raises(ValueError, match=f"pid {pid}") as e:
        OPENERS[kind](pid=pid)
    assert not isinstance(e.value, perfgen.PerfgenError)


@pytest.mark.parametrize("kind", sorted(OPENERS))
@pytest.mark.parametrize("cpus, error", [
    ([-1], ValueError),
    ([0, -3], ValueError),
    ([2**31], OverflowError),
    ([2**32], OverflowError),  # would print as a number C reads, not wrap
    ([0.5], TypeError),  # int(0.5) counted CPU 0
    ([True], TypeError),  # bool is no CPU number
    (b"0-1", TypeError),  # bytes iterate as ints: CPUs 48, 45, 49
])
def test_bad_cpu_numbers_raise_before_opening(kind, cpus, error):
    with pytest.raises(error) as e:
        OPENERS[kind](pid=-1, cpus=cpus)
    assert not isinstance(e.value, perfgen.PerfgenError)


@pytest.mark.parametrize("kind", sorted(OPENERS))
def test_bool_is_not_a_pid(kind):
    # pid=True was pid 1: init's count, silently.
    with pytest.raises(TypeError, match="pid must be an int, not bool"):
        OPENERS[kind](pid=True)
    with pytest.raises(TypeError, match="pid must be an int, not float"):
        OPENERS[kind](pid=0.0)


FLAGS = ["all_cpus", "exclude_user", "exclude_kernel", "exclude_hv", "disabled", "inherit",
         "process"]


@pytest.mark.parametrize("kind", sorted(OPENERS))
@pytest.mark.parametrize("flag", FLAGS)
def test_flags_are_true_or_false(kind, flag):
    # A one-bit field kept the low bit: exclude_kernel=2 counted the kernel.
    for bad in (2, -1, 2**32):
        with pytest.raises(ValueError, match=f"{flag} must be True or False, not {bad}"):
            OPENERS[kind](**{flag: bad})
    for bad in ("yes", None, 1.0):
        with pytest.raises(TypeError, match=f"{flag} must be True or False"):
            OPENERS[kind](**{flag: bad})


def test_flags_take_zero_and_one_as_false_and_true():
    with perfgen.Event("task-clock", disabled=1) as ev:
        burn(20_000)
        assert ev.read().value == 0
    with perfgen.Event("task-clock", disabled=0) as ev:
        burn(20_000)
        assert ev.read().value > 0


NUL_CALLS = {
    "resolve event": lambda: perfgen.resolve("task-clock\0garbage"),
    "resolve cpu": lambda: perfgen.resolve("task-clock", cpu=NEHALEM_EP + "\0x"),
    "concepts cpu": lambda: perfgen.concepts(cpu=NEHALEM_EP + "\0x"),
    "identify cpu": lambda: perfgen.identify(NEHALEM_EP + "\0x"),
    "Event event": lambda: perfgen.Event("task-clock\0garbage"),
    "Event cpu": lambda: perfgen.Event("task-clock", cpu="\0"),
    "Event cpus": lambda: perfgen.Event("task-clock", pid=-1, cpus="0\0,1"),
    "Group events": lambda: perfgen.Group(["task-clock", "page-faults\0x"]),
    "Group cpu": lambda: perfgen.Group(["task-clock"], cpu=NEHALEM_EP + "\0x"),
    "Group cpus": lambda: perfgen.Group(["task-clock"], pid=-1, cpus="0\0"),
}


@pytest.mark.parametrize("name", sorted(NUL_CALLS))
def test_nul_in_a_string_raises_value_error(name):
    # C reads up to the NUL: "task-clock\0garbage" resolved as task-clock.
    with pytest.raises(ValueError, match="contains a NUL character") as e:
        NUL_CALLS[name]()
    assert not isinstance(e.value, perfgen.PerfgenError)


NOT_STR_CALLS = {
    "resolve bytes": lambda: perfgen.resolve(b"task-clock"),
    "resolve path": lambda: perfgen.resolve(pathlib.Path("task-clock")),
    "resolve cpu bytes": lambda: perfgen.resolve("task-clock", cpu=NEHALEM_EP.encode()),
    "concepts cpu bytes": lambda: perfgen.concepts(cpu=NEHALEM_EP.encode()),
    "identify bytes": lambda: perfgen.identify(NEHALEM_EP.encode()),
    "Event bytes": lambda: perfgen.Event(b"task-clock"),
    "Group bytes member": lambda: perfgen.Group(["task-clock", b"page-faults"]),
    "Group one bytes": lambda: perfgen.Group(b"task-clock"),
}


@pytest.mark.parametrize("name", sorted(NOT_STR_CALLS))
def test_strings_must_be_str(name):
    with pytest.raises(TypeError, match="str|sequence"):
        NOT_STR_CALLS[name]()


def test_open_errors_raise():
    with pytest.raises(perfgen.PerfgenError) as e:
        perfgen.Event("nosuch-event")
    assert e.value.errno == errno.ENOENT and "nosuch-event" in e.value.strerror
    with pytest.raises(perfgen.PerfgenError) as e:
        perfgen.Group(["task-clock", "drma-remote"])
    assert "drma-remote" in e.value.strerror
    with pytest.raises(TypeError):
        perfgen.Group("task-clock")


@pytest.mark.skipif(os.geteuid() != 0, reason="counting every task of a CPU needs root "
                    "or perf_event_paranoid <= 0")
def test_system_wide_on_a_cpu_list():
    with perfgen.Event("cpu-clock", pid=-1, cpus=[0]) as ev:
        burn()
        assert ev.read().value > 0
        assert len(ev.fds) == 1
    with perfgen.Event("context-switches", pid=-1, all_cpus=True) as ev:
        assert len(ev.fds) == len(online_cpus())


def online_cpus():
    with open("/sys/devices/system/cpu/online") as f:
        cpus = []
        for r in f.read().strip().split(","):
            lo, _, hi = r.partition("-")
            cpus += range(int(lo), int(hi or lo) + 1)
        return cpus


def test_library_path_that_does_not_load():
    package_root = os.path.dirname(os.path.dirname(perfgen.__file__))
    env = dict(os.environ, PERFGEN_LIBRARY="/nonexistent/libperfgen.so",
               PYTHONPATH=package_root)
    p = subprocess.run([sys.executable, "-c", "import perfgen"], env=env,
                       capture_output=True, text=True)
    assert p.returncode != 0
    assert "cannot load libperfgen" in p.stderr
    assert "/nonexistent/libperfgen.so" in p.stderr


def test_package_version_is_the_librarys():
    tomllib = pytest.importorskip("tomllib")
    pyproject = os.path.join(os.path.dirname(__file__), os.pardir, "pyproject.toml")
    with open(pyproject, "rb") as f:
        assert tomllib.load(f)["project"]["version"] == perfgen.version()


def test_counter_reads_its_events_summed():
    with perfgen.Counter(["task-clock", "page-faults"]) as c:
        burn()
        counts = c.read()
    assert len(counts) == len(c) == 2
    assert counts[0].value > 0 and counts[0].enabled > 0


def test_counter_one_event_as_a_str():
    with perfgen.Counter("task-clock", disabled=True) as c:
        burn()
        assert c.read()[0].value == 0
        c.enable()
        burn()
        c.disable()
        assert c.read()[0].value > 0
        c.reset()
        assert c.read()[0].value == 0


def test_counter_group_read_per_unit():
    with perfgen.Counter(["task-clock", "page-faults"], group=True) as c:
        burn()
        units = c.units
        assert len(units) >= 1
        assert units[0].pid == 0 and units[0].nr_fds == 2
        per = [c.read_unit(u) for u in range(len(units))]
    assert all(len(p) == 2 for p in per)
    assert sum(p[0].value for p in per) > 0


def test_counter_refuses_a_unit_outside_it_and_bad_cpus():
    with perfgen.Counter("task-clock") as c:
        with pytest.raises(perfgen.PerfgenError) as e:
            c.read_unit(len(c.units))
        assert e.value.errno == errno.ERANGE
    with pytest.raises(TypeError):
        perfgen.Counter("task-clock", pid=-1, cpus="0-1")
    with pytest.raises(ValueError, match="empty"):
        perfgen.Counter("task-clock", pid=-1, cpus=[])
    with pytest.raises(perfgen.PerfgenError, match="given twice") as e:
        perfgen.Counter("task-clock", pid=-1, cpus=[0, 0])
    assert e.value.errno == errno.EINVAL


def test_closed_counter_refuses_every_call():
    c = perfgen.Counter("task-clock")
    c.close()
    c.close()
    for call in (c.read, c.enable, c.disable, c.reset, lambda: c.units,
                 lambda: c.read_unit(0)):
        with pytest.raises(ValueError, match="is closed"):
            call()


@pytest.mark.skipif(os.geteuid() != 0, reason="counting every task of a CPU needs root "
                    "or perf_event_paranoid <= 0")
def test_counter_per_cpu_units():
    cpus = online_cpus()
    with perfgen.Counter("cpu-clock", pid=-1, all_cpus=True) as c:
        burn()
        units = c.units
        assert [u.cpu for u in units] == cpus
        assert all(u.pid == -1 and u.pmu == "software" for u in units)
        per = [c.read_unit(i)[0] for i in range(len(units))]
        assert all(p.value > 0 for p in per)
    with perfgen.Counter("cpu-clock", pid=-1, cpus=[cpus[-1]]) as c:
        assert [u.cpu for u in c.units] == [cpus[-1]]


# The library ignores the exclude flags for an event written with u, k or
# h modifiers: task-clock:u with exclude_user=True counted user space.
@pytest.mark.parametrize("event, flag", [
    ("task-clock:u", "exclude_user"),
    ("page-faults:k", "exclude_kernel"),
    ("task-clock:uk", "exclude_hv"),
    ("task-clock:ukh", "exclude_kernel"),  # resolves as no modifier at all
    ("task-clock:pku", "exclude_user"),
])
@pytest.mark.parametrize("kind", ["Event", "Group", "Counter"])
def test_exclude_flags_with_privilege_modifiers_raise(kind, event, flag):
    with pytest.raises(ValueError, match="would be ignored") as e:
        if kind == "Event":
            perfgen.Event(event, **{flag: True})
        elif kind == "Group":
            perfgen.Group(["task-clock", event], **{flag: True})
        else:
            perfgen.Counter(["task-clock", event], **{flag: True})
    assert not isinstance(e.value, perfgen.PerfgenError)


@pytest.mark.parametrize("event", ["task-clock", "task-clock:p"])
def test_exclude_flags_without_privilege_modifiers_apply(event):
    with perfgen.Event(event, exclude_kernel=True, exclude_hv=True) as ev:
        assert ev.read().enabled >= 0
    with perfgen.Event(event + ":u" if event == "task-clock" else event + "u") as ev:
        ev.read()


# The library's all_cpus overrides cpus: cpus=[0] with all_cpus=True
# opened every online CPU.
@pytest.mark.parametrize("kind", sorted(OPENERS))
@pytest.mark.parametrize("cpus", [[0], [0, 1]])
def test_cpus_with_all_cpus_raise(kind, cpus):
    with pytest.raises(ValueError, match="all_cpus") as e:
        OPENERS[kind](pid=-1, cpus=cpus, all_cpus=True)
    assert not isinstance(e.value, perfgen.PerfgenError)



def test_counter_scale_of_events_is_one_and_no_unit():
    with perfgen.Counter(["task-clock", "page-faults"]) as c:
        assert c.scale(0) == (1.0, "")
        assert c.scale(1) == (1.0, "")
        with pytest.raises(perfgen.PerfgenError):
            c.scale(2)


def test_units_give_the_socket_of_their_cpu():
    with perfgen.Counter("cpu-clock", pid=-1, cpus=[0]) as c:
        (u,) = c.units
    socket = open("/sys/devices/system/cpu/cpu0/topology/physical_package_id").read()
    assert u.cpu == 0 and u.socket == int(socket)


def test_uncore_concept_names_its_unit_and_refuses_a_task():
    concepts = {c.name: c for c in perfgen.concepts()}
    assert "dram-read-bytes" in concepts and "energy-pkg" in concepts
    try:
        r = perfgen.resolve("dram-read-bytes")
    except perfgen.PerfgenError as e:
        # No memory-controller PMU here (a virtual machine has none): said so.
        assert e.reason in (perfgen.Reason.NO_PMU, perfgen.Reason.NOT_ON_CPU)
        return
    assert r.system_wide and r.unit == "bytes" and r.scale > 0
    with pytest.raises(perfgen.PerfgenError) as e:
        perfgen.Counter("dram-read-bytes")
    assert e.value.reason is perfgen.Reason.SYSTEM_WIDE

# SPDX-License-Identifier: MIT
"""libperfgen from Python: name the event you mean, count it on any CPU.

    import perfgen

    r = perfgen.resolve("dram-remote", cpu="GenuineIntel-6-1A")
    hex(r.config), hex(r.config1)           # ('0x1b7', '0x20ff')

    with perfgen.Counter(["task-clock", "page-faults"]) as c:
        work()
        clock, faults = c.read()             # summed over the units
        print(clock.scaled, faults.scaled)

    with perfgen.Counter("cpu-clock", pid=-1, all_cpus=True) as c:
        work()
        for u, unit in enumerate(c.units):   # one unit per CPU
            print(unit.cpu, unit.pmu, c.read_unit(u)[0].scaled)

The library is found through PERFGEN_LIBRARY (a path) or the normal
library search (ldconfig's cache, LD_LIBRARY_PATH).  Every failure raises
PerfgenError, an OSError carrying the errno the library returned and its
message (perfgen_errmsg()).

Arguments are checked before they reach C, so that none is silently
changed on the way: strings must be str without NUL characters (bytes and
paths raise TypeError, a NUL raises ValueError: C would read the string
only up to it); integers must be int, not bool (TypeError), within the C
type's range (OverflowError) and valid (ValueError, e.g. a pid below -1);
flags must be True or False (0 and 1 are taken as such; anything else is
a ValueError or TypeError).  exclude_user, exclude_kernel and exclude_hv
with an event written with u, k or h modifiers raise ValueError: the
library would ignore them (the modifiers decide).

Threads: the module's functions may be called from any thread at once.
A Counter (or the older Event and Group) may be shared between threads: its calls take turns,
close() waits for the call in progress, and any call after close() raises
ValueError.  See the README's "Threads".
"""

from __future__ import annotations

import ctypes
import enum
import operator
import os
import re
import threading
from dataclasses import dataclass
from typing import Callable, NamedTuple, Sequence, TypeVar

from . import _native
from ._native import LibraryNotFound

__all__ = [
    "Avail",
    "Concept",
    "Count",
    "Counter",
    "CpuInfo",
    "Event",
    "Group",
    "LibraryNotFound",
    "PapiPreset",
    "Part",
    "PerfgenError",
    "Reason",
    "Resolution",
    "Unit",
    "concepts",
    "identify",
    "papi_presets",
    "resolve",
    "version",
]

_lib = _native.declare(_native.load())


class Reason(enum.IntEnum):
    """Why a call failed (enum perfgen_reason, perfgen_errinfo(3)): branch
    on this, never on the message's words."""

    NONE = 0
    UNKNOWN_NAME = 1
    NOT_ON_CPU = 2
    UNKNOWN_CPU = 3
    SYNTAX = 4
    WHITELIST = 5
    FOREIGN_CPU = 6
    NO_PMU = 7
    PRIVILEGE = 8
    BAD_ARGUMENT = 9
    NO_MEMORY = 10
    NO_SPACE = 11
    SYSTEM = 12
    NO_EQUIVALENT = 13
    SYSTEM_WIDE = 14
    KERNEL_MISMATCH = 15


class PerfgenError(OSError):
    """A libperfgen failure: ``errno`` (ENOENT unknown name or CPU,
    EOPNOTSUPP not countable on that CPU, EINVAL bad string or encoding, or
    perf_event_open's own) and ``strerror``, the library's message; and
    what perfgen_errinfo(3) says of it: ``reason`` (a Reason, or the int
    of a code newer than this package), ``offset`` (SYNTAX: the byte to
    blame, or -1), ``config1``, ``bad_bits``, ``mask`` and ``msr``
    (WHITELIST), ``suggested`` (UNKNOWN_NAME: the message offers close
    spellings)."""

    reason: Reason | int = Reason.NONE
    offset: int = -1
    config1: int = 0
    bad_bits: int = 0
    mask: int = 0
    msr: int = 0
    suggested: bool = False


def _text(b: bytes | None) -> str:
    return b.decode("utf-8", "replace") if b else ""


def _arg(s: str | None, what: str) -> bytes | None:
    """A str argument as the C string the library reads: refuses what C
    would read differently (a NUL ends the string there) or not at all."""
    if s is None:
        return None
    if not isinstance(s, str):
        raise TypeError(f"{what} must be a str, not {type(s).__name__}")
    if "\0" in s:
        raise ValueError(f"{what} {s!r} contains a NUL character")
    return os.fsencode(s)


_INT_BITS = 8 * ctypes.sizeof(ctypes.c_int)
_INT_MIN, _INT_MAX = -(1 << (_INT_BITS - 1)), (1 << (_INT_BITS - 1)) - 1


def _int(v: int, what: str) -> int:
    """An integer argument for a C int (pid_t is one on Linux): ctypes
    would silently keep the low bits of a larger one."""
    if isinstance(v, bool):
        raise TypeError(f"{what} must be an int, not bool")
    try:
        v = operator.index(v)
    except TypeError:
        raise TypeError(f"{what} must be an int, not {type(v).__name__}") from None
    if not _INT_MIN <= v <= _INT_MAX:
        raise OverflowError(f"{what} {v} is out of range for a C int "
                            f"({_INT_MIN}..{_INT_MAX})")
    return v


def _flag(v: bool, what: str) -> bool:
    """A flag for a one-bit field: ctypes would keep only the low bit of 2."""
    if isinstance(v, bool):
        return v
    try:
        i = operator.index(v)
    except TypeError:
        raise TypeError(f"{what} must be True or False, not {type(v).__name__}") from None
    if i not in (0, 1):
        raise ValueError(f"{what} must be True or False, not {i}")
    return bool(i)


def _check(rc: int) -> int:
    if rc < 0:
        e = PerfgenError(-rc, _text(_lib.perfgen_errmsg()))
        info = _native.Error(sz=ctypes.sizeof(_native.Error))
        if _lib.perfgen_errinfo(ctypes.byref(info)) == 0:
            try:
                e.reason = Reason(info.reason)
            except ValueError:
                e.reason = info.reason
            e.offset, e.msr, e.suggested = info.offset, info.msr, bool(info.suggested)
            e.config1, e.bad_bits, e.mask = info.config1, info.bad_bits, info.mask
        raise e
    return rc


class Avail(enum.IntEnum):
    """What a CPU's table says of a concept (enum perfgen_avail)."""

    EXACT = 0
    APPROX = 1
    UNSUPPORTED = 2
    ARCHITECTURAL = 3


@dataclass(frozen=True)
class Part:
    """One event of a concept the CPU counts as a sum, weighted sum or
    difference of events, and what its count is multiplied by."""

    config: int
    config1: int
    json: str
    pfm: str
    weight: int = 1  # lanes x operations; -1: subtracted


@dataclass(frozen=True)
class Resolution:
    """What an event string encodes to on a CPU, and where that came from."""

    event: str
    type: int
    config: int
    config1: int
    config2: int
    exclude_user: bool
    exclude_kernel: bool
    exclude_hv: bool
    cpuid: str
    concept: str | None  # None for raw and native forms
    uarch: str
    pmu: str
    json: str  # perf JSON event name, "" if none
    pfm: str  # libpfm4 event string, "" if none
    ref: str  # manual section, "" if none
    exact: bool
    avail: Avail
    approx: str  # what differs, "" when exact
    note: str
    whitelist: str  # the kernel's extra-register array, "" if none applies
    wl_valid: int
    wl_msr: int
    parts: tuple[Part, ...]  # every event of a sum (weighted, difference), () otherwise
    formula: str  # how the parts' counts combine, "" for one encoding
    perf: str | None  # the perf event string (perfgen_format), None if none
    unit: str = ""  # what a count turns into: "bytes", "joules" (uncore concepts)
    scale: float = 1.0  # one count in unit
    system_wide: bool = False  # an uncore concept: counted per socket, system-wide


def resolve(event: str, cpu: str | None = None) -> Resolution:
    """Resolve an event string (a concept such as "dram-remote:u", "r1b7:20ff",
    "cpu/event=0xb7,umask=0x1,offcore_rsp=0x20ff/", a libpfm4 name) for cpu,
    perf's mapfile form "GenuineIntel-6-1A[-stepping]", or this machine."""
    attr = _native.Attr()
    info = _native.sized(_native.Info)
    cevent, ccpu = _arg(event, "event"), _arg(cpu, "cpu")
    _check(_lib.perfgen_resolve_info(cevent, ccpu, attr, info))
    parts = tuple(
        Part(t.part.config, t.part.config1, _text(t.part.json), _text(t.part.pfm), t.weight)
        for t in info.terms[: info.nr_terms]
    )
    buf = ctypes.create_string_buffer(512)
    # Software events live on no core PMU: perf's own names need none.
    pmu = None if attr.type == 1 else info.pmu  # PERF_TYPE_SOFTWARE
    n = _lib.perfgen_format(attr, ccpu, pmu, buf, len(buf))
    return Resolution(
        event=event,
        type=attr.type,
        config=attr.config,
        config1=attr.config1,
        config2=attr.config2,
        exclude_user=bool(attr.flags & _native.ATTR_EXCLUDE_USER),
        exclude_kernel=bool(attr.flags & _native.ATTR_EXCLUDE_KERNEL),
        exclude_hv=bool(attr.flags & _native.ATTR_EXCLUDE_HV),
        cpuid=_text(info.cpuid),
        concept=_text(info.concept_name) if info.concept_name else None,
        uarch=_text(info.uarch),
        pmu=_text(info.pmu),
        json=_text(info.json),
        pfm=_text(info.pfm),
        ref=_text(info.ref),
        exact=bool(info.exact),
        avail=Avail(info.avail),
        approx=_text(info.approx),
        note=_text(info.note),
        whitelist=_text(info.whitelist),
        wl_valid=info.wl_valid,
        wl_msr=info.wl_msr,
        parts=parts,
        formula=_text(info.formula),
        perf=buf.value.decode() if n >= 0 else None,
        unit=_text(info.unit) if info.unit else "",
        scale=info.scale,
        system_wide=bool(info.system_wide),
    )


@dataclass(frozen=True)
class Concept:
    """A concept and its availability on the CPU asked about."""

    name: str
    definition: str
    software: bool
    avail: Avail
    note: str  # why approx or unsupported, "" otherwise


def concepts(cpu: str | None = None) -> list[Concept]:
    """Every concept, sorted by name, with its availability on cpu (None:
    this machine)."""
    out = []
    ccpu = _arg(cpu, "cpu")
    for idx in range(_check(_lib.perfgen_concept_count())):
        c = _native.sized(_native.Concept)
        _check(_lib.perfgen_concept_get(idx, ccpu, c))
        out.append(
            Concept(_text(c.name), _text(c.definition), bool(c.software), Avail(c.avail),
                    _text(c.note))
        )
    return out


@dataclass(frozen=True)
class PapiPreset:
    """A PAPI preset name: the concept of the same meaning that resolve()
    takes it for, with that concept's availability on the CPU asked about;
    or, when no concept has its meaning, why (resolve() raises then)."""

    name: str  # as PAPI spells it, "PAPI_TOT_INS"
    description: str  # PAPI's own
    concept: str | None  # None when refused
    refused: str  # why no concept has its meaning, "" when mapped
    avail: Avail
    note: str  # the concept's note on the CPU, or the refusal's reason


def papi_presets(cpu: str | None = None) -> list[PapiPreset]:
    """Every PAPI preset name, sorted, with the concept it resolves to and
    that concept's availability on cpu (None: this machine)."""
    out = []
    ccpu = _arg(cpu, "cpu")
    for idx in range(_check(_lib.perfgen_papi_count())):
        p = _native.sized(_native.Papi)
        _check(_lib.perfgen_papi_get(idx, ccpu, p))
        out.append(
            PapiPreset(_text(p.name), _text(p.description),
                       _text(p.concept_name) if p.concept_name else None, _text(p.refused),
                       Avail(p.avail), _text(p.note))
        )
    return out


@dataclass(frozen=True)
class CpuInfo:
    """A CPU as the tables know it (struct perfgen_cpu)."""

    id: str
    vendor: str
    family: int
    model: int
    stepping: int
    uarch: str | None
    description: str | None
    hybrid: bool
    hypervisor: bool
    detected: bool
    architectural: bool


def identify(cpu: str | None = None) -> CpuInfo:
    """This machine's CPU (PERFGEN_CPU overrides), or the CPU string given."""
    c = _native.sized(_native.Cpu)
    _check(_lib.perfgen_cpu_identify(_arg(cpu, "cpu"), c))
    return CpuInfo(
        _text(c.id), _text(c.vendor), c.family, c.model, c.stepping,
        _text(c.uarch) or None, _text(c.description) or None, bool(c.hybrid),
        bool(c.hypervisor), bool(c.detected), bool(c.architectural),
    )


def version() -> str:
    """The library's version, "MAJOR.MINOR.PATCH"."""
    return _text(_lib.perfgen_version())


class Count(NamedTuple):
    """A reading: the raw value, the nanoseconds the counter was enabled and
    running, and the value scaled to the whole enabled time (multiplexing)."""

    value: int
    enabled: int
    running: int
    scaled: int


def _count(c: _native.Count) -> Count:
    return Count(c.value, c.time_enabled, c.time_running, c.scaled)


def _opts(cpu: str | None, pid: int, cpus: str | Sequence[int] | None, all_cpus: bool,
          exclude_user: bool, exclude_kernel: bool, exclude_hv: bool, disabled: bool,
          inherit: bool, process: bool) -> tuple[_native.EventOpts, list[bytes | None]]:
    pid = _int(pid, "pid")
    if pid < -1:
        raise ValueError(f"pid {pid}: want 0 (the calling thread), a thread or process id, "
                         "or -1 (every task, with cpus or all_cpus)")
    if cpus is not None and not isinstance(cpus, str):
        if isinstance(cpus, (bytes, bytearray)):
            raise TypeError("cpus must be a str such as '0-3,8' or a sequence of int, "
                            f"not {type(cpus).__name__}")
        numbers = [_int(c, "CPU number") for c in cpus]
        for c in numbers:
            if c < 0:
                raise ValueError(f"CPU number {c} is negative")
        cpus = ",".join(map(str, numbers))
    all_cpus = _flag(all_cpus, "all_cpus")
    if all_cpus and cpus is not None:
        # The library's all_cpus overrides cpus: the list would be ignored.
        raise ValueError("cpus and all_cpus=True: all_cpus counts every online CPU and "
                         "the list would be ignored; give one of them")
    keep = [_arg(cpu, "cpu"), _arg(cpus, "cpus")]  # the struct points into these
    o = _native.sized(_native.EventOpts)
    o.cpuid, o.pid, o.cpus = keep[0], pid, keep[1]
    o.all_cpus = all_cpus
    o.exclude_user = _flag(exclude_user, "exclude_user")
    o.exclude_kernel = _flag(exclude_kernel, "exclude_kernel")
    o.exclude_hv = _flag(exclude_hv, "exclude_hv")
    o.disabled = _flag(disabled, "disabled")
    o.inherit = _flag(inherit, "inherit")
    o.process = _flag(process, "process")
    return o, keep


def _counter_opts(cpu: str | None, pid: int, cpus: Sequence[int] | None, all_cpus: bool,
                  group: bool, exclude_user: bool, exclude_kernel: bool, exclude_hv: bool,
                  disabled: bool, inherit: bool, enable_on_exec: bool,
                  process: bool) -> tuple[_native.CounterOpts, list[object]]:
    pid = _int(pid, "pid")
    if pid < -1:
        raise ValueError(f"pid {pid}: want 0 (the calling thread), a thread or process id, "
                         "or -1 (every task, with cpus or all_cpus)")
    o = _native.sized(_native.CounterOpts)
    keep: list[object] = [_arg(cpu, "cpu")]  # the struct points into these
    if cpus is not None:
        if isinstance(cpus, (str, bytes, bytearray)):
            raise TypeError("cpus must be a sequence of int CPU numbers, not "
                            f"{type(cpus).__name__}")
        numbers = [_int(c, "CPU number") for c in cpus]
        for c in numbers:
            if c < 0:
                raise ValueError(f"CPU number {c} is negative")
        if not numbers:
            raise ValueError("cpus is empty: give CPU numbers, or None for any CPU")
        arr = (ctypes.c_int * len(numbers))(*numbers)
        keep.append(arr)
        o.cpus = ctypes.cast(arr, ctypes.POINTER(ctypes.c_int))
        o.nr_cpus = _int(len(numbers), "the number of CPUs")
    o.cpuid, o.pid = keep[0], pid
    o.all_cpus = _flag(all_cpus, "all_cpus")
    if o.all_cpus and cpus is not None:
        raise ValueError("cpus and all_cpus=True: all_cpus counts every online CPU and "
                         "the list would be ignored; give one of them")
    o.group = _flag(group, "group")
    o.exclude_user = _flag(exclude_user, "exclude_user")
    o.exclude_kernel = _flag(exclude_kernel, "exclude_kernel")
    o.exclude_hv = _flag(exclude_hv, "exclude_hv")
    o.disabled = _flag(disabled, "disabled")
    o.inherit = _flag(inherit, "inherit")
    o.enable_on_exec = _flag(enable_on_exec, "enable_on_exec")
    o.process = _flag(process, "process")
    return o, keep


class Unit(NamedTuple):
    """One unit of a Counter: its CPU (-1: wherever the task runs), the
    thread it counts (0: the one that opened it; -1: every task), its core
    PMU ("cpu", "cpu_core", "cpu_atom"; "software"), and its fds."""

    cpu: int
    pid: int
    pmu: str
    nr_fds: int
    socket: int = -1  # the CPU's socket (physical_package_id), -1 unknown
    die: int = -1


def _no_ignored_excludes(events: Sequence[str], cpu: str | None, excludes: tuple[bool, ...],
                         what: str) -> None:
    """The library ignores exclude_user/kernel/hv for an event written with
    u, k or h modifiers (perfgen_event_open(3)): refused here rather than
    counting other than the flags say."""
    if not any(excludes):
        return
    for e in events:
        try:
            r = resolve(e, cpu)
        except PerfgenError:
            continue  # the open says why
        tail = set(re.split("[:/]", e)[-1])
        # :ukh resolves like no modifier at all (every bit counted).
        if (r.exclude_user or r.exclude_kernel or r.exclude_hv or
                (set("ukh") <= tail and tail <= set("ukhp"))):
            raise ValueError(f"{what} {e!r} has u, k or h modifiers, which decide what is "
                             "counted: exclude_user, exclude_kernel and exclude_hv would be "
                             "ignored; give the modifiers or the flags, not both")


_H = TypeVar("_H", bound="_Handle")


class _Handle:
    """An open perfgen_event or perfgen_group: the calls both have.

    The C library lets several threads read one handle at once, but no
    call may race with enable, disable, reset or close.  Here every call
    that uses the handle holds the object's lock, so calls from different
    threads take turns, close() waits for the call in progress, and a
    call after close() raises ValueError instead of using freed memory.
    The lock is reentrant so that a signal handler of the thread inside a
    call may still close the handle (the call in progress has finished in
    C by then)."""

    _kind = "event"

    def __init__(self) -> None:
        self._h: int | None = None
        self._lock = threading.RLock()

    def _native(self, fn: Callable[..., int], *args: object) -> int:
        """fn(handle, *args) with the lock held, or ValueError if closed."""
        with self._lock:
            if self._h is None:
                raise ValueError(f"{type(self).__name__} is closed")
            return fn(self._h, *args)

    def _call(self, what: str) -> None:
        _check(self._native(getattr(_lib, f"perfgen_{self._kind}_{what}")))

    def enable(self) -> None:
        """Start counting (every fd)."""
        self._call("enable")

    def disable(self) -> None:
        """Stop counting; the counts stay readable."""
        self._call("disable")

    def reset(self) -> None:
        """Zero the counts."""
        self._call("reset")

    def close(self) -> None:
        """Close every fd of the handle; closing twice does nothing.  A call
        in progress in another thread finishes first; later calls raise
        ValueError."""
        with self._lock:
            h, self._h = self._h, None
            if h is not None:
                getattr(_lib, f"perfgen_{self._kind}_close")(h)

    @property
    def closed(self) -> bool:
        return self._h is None

    def __reduce_ex__(self, protocol: object) -> object:
        # A copy would share the C handle and close it a second time (and a
        # pickle would carry a pointer into this process): neither is made.
        raise TypeError(f"cannot copy or pickle a perfgen.{type(self).__name__}: it owns "
                        "the C handle and its fds; open another one")

    def __enter__(self: _H) -> _H:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:  # interpreter shutdown, or __init__ failed early
            pass


class Counter(_Handle):
    """Events counted over explicit units (perfgen_counter_open()), read
    summed or unit by unit.  events: one event string or a sequence of
    them.  A unit is a task (pid: 0 the calling thread, a thread id, -1
    every task; process=True: each thread of a process) on one CPU (cpus:
    CPU numbers; all_cpus: every online CPU; neither: wherever the task
    runs) on one core PMU.  group=True reads each unit's events at once,
    so that their counts cover the same time.  cpu resolves for another CPU
    than this machine's.  Use it as a context manager; the rules for
    threads are Event's."""

    _kind = "counter"

    def __init__(self, events: str | Sequence[str], *, cpu: str | None = None, pid: int = 0,
                 cpus: Sequence[int] | None = None, all_cpus: bool = False,
                 group: bool = False, exclude_user: bool = False,
                 exclude_kernel: bool = False, exclude_hv: bool = False,
                 disabled: bool = False, inherit: bool = False,
                 enable_on_exec: bool = False, process: bool = False) -> None:
        super().__init__()
        if isinstance(events, (bytes, bytearray)):
            raise TypeError("events must be a str or a sequence of str, not bytes")
        self.events = [events] if isinstance(events, str) else list(events)
        cevents = [_arg(e, f"events[{i}]") for i, e in enumerate(self.events)]
        nr = _int(len(cevents), "the number of events")
        o, keep = _counter_opts(cpu, pid, cpus, all_cpus, group, exclude_user,
                                exclude_kernel, exclude_hv, disabled, inherit,
                                enable_on_exec, process)
        _no_ignored_excludes(self.events, cpu, (o.exclude_user, o.exclude_kernel, o.exclude_hv),
                             "event")
        names = (ctypes.c_char_p * max(nr, 1))(*cevents)
        h = ctypes.c_void_p()
        _check(_lib.perfgen_counter_open(names, nr, o, ctypes.byref(h)))
        del keep
        self._h = h.value

    def _counts(self) -> ctypes.Array[_native.Count]:
        counts = (_native.Count * len(self.events))()
        for c in counts:
            c.sz = ctypes.sizeof(_native.Count)
        return counts

    def read(self) -> list[Count]:
        """One Count per event, summed over every unit, scaled for
        multiplexing."""
        counts = self._counts()
        _check(self._native(_lib.perfgen_counter_read, counts, len(self.events)))
        return [_count(c) for c in counts]

    def read_unit(self, unit: int) -> list[Count]:
        """One Count per event on unit number `unit` alone (see units),
        with its own times and scaling."""
        unit = _int(unit, "unit")
        counts = self._counts()
        _check(self._native(_lib.perfgen_counter_read_unit, unit, counts, len(self.events)))
        return [_count(c) for c in counts]

    def scale(self, event: int) -> tuple[float, str]:
        """What one count of event number `event` is worth: (bytes or
        joules per count, "bytes" / "joules") for an uncore concept (a
        socket's DRAM traffic, energy), (1.0, "") for a count of events."""
        event = _int(event, "event")
        scale, unit = ctypes.c_double(), ctypes.c_char_p()
        _check(self._native(_lib.perfgen_counter_scale, event, ctypes.byref(scale),
                            ctypes.byref(unit)))
        return scale.value, _text(unit.value) if unit.value else ""

    @property
    def units(self) -> list[Unit]:
        """What each unit is, in the order read_unit() numbers them."""
        with self._lock:
            out = []
            for i in range(_check(self._native(_lib.perfgen_counter_nr_units))):
                u = _native.sized(_native.Unit)
                _check(self._native(_lib.perfgen_counter_unit, i, u))
                out.append(Unit(u.cpu, u.pid, _text(u.pmu), u.nr_fds, u.socket, u.die))
            return out

    def __len__(self) -> int:
        return len(self.events)

    def __repr__(self) -> str:
        return f"<perfgen.Counter {self.events!r}{' closed' if self.closed else ''}>"


class Event(_Handle):
    """Deprecated: Counter does all of it and reads per unit.  One event
    counted wherever it must live (perfgen_event_open()): the
    calling thread by default; pid and cpus/all_cpus as perf_event_open(2),
    process=True for every thread of a process.  cpu resolves the event for
    another CPU than this machine's.  Use it as a context manager.

    pid=0 counts the thread that opens the Event, whichever thread reads
    it.  The Event may be shared between threads: calls on it take turns,
    close() waits for a call in progress in another thread, and later
    calls raise ValueError.  It cannot be copied or pickled."""

    def __init__(self, event: str, *, cpu: str | None = None, pid: int = 0,
                 cpus: str | Sequence[int] | None = None, all_cpus: bool = False,
                 exclude_user: bool = False, exclude_kernel: bool = False,
                 exclude_hv: bool = False, disabled: bool = False, inherit: bool = False,
                 process: bool = False) -> None:
        super().__init__()
        self.event = event
        cevent = _arg(event, "event")
        o, keep = _opts(cpu, pid, cpus, all_cpus, exclude_user, exclude_kernel, exclude_hv,
                        disabled, inherit, process)
        _no_ignored_excludes([event], cpu, (o.exclude_user, o.exclude_kernel, o.exclude_hv),
                             "event")
        h = ctypes.c_void_p()
        _check(_lib.perfgen_event_open(cevent, o, ctypes.byref(h)))
        del keep
        self._h = h.value

    def read(self) -> Count:
        """The sum over the handle's fds, scaled for multiplexing."""
        c = _native.sized(_native.Count)
        _check(self._native(_lib.perfgen_event_read, c))
        return _count(c)

    @property
    def fds(self) -> list[int]:
        """The perf_event fds behind the handle (owned by it: they are
        closed by close(), and their numbers may then be reused)."""
        with self._lock:
            return [_check(self._native(_lib.perfgen_event_fd, i))
                    for i in range(_check(self._native(_lib.perfgen_event_nr_fds)))]

    def __repr__(self) -> str:
        return f"<perfgen.Event {self.event!r}{' closed' if self.closed else ''}>"


class Group(_Handle):
    """Deprecated: Counter(events, group=True).  Several events counted together and read at once (perfgen_group_open()),
    so that their counts cover the same time.  Same options as Event, and
    the same rules for threads."""

    _kind = "group"

    def __init__(self, events: Sequence[str], *, cpu: str | None = None, pid: int = 0,
                 cpus: str | Sequence[int] | None = None, all_cpus: bool = False,
                 exclude_user: bool = False, exclude_kernel: bool = False,
                 exclude_hv: bool = False, disabled: bool = False, inherit: bool = False,
                 process: bool = False) -> None:
        super().__init__()
        if isinstance(events, (str, bytes, bytearray)):
            raise TypeError("events must be a sequence of event strings, not one "
                            f"{type(events).__name__}")
        self.events = list(events)
        cevents = [_arg(e, f"events[{i}]") for i, e in enumerate(self.events)]
        nr = _int(len(cevents), "the number of events")
        o, keep = _opts(cpu, pid, cpus, all_cpus, exclude_user, exclude_kernel, exclude_hv,
                        disabled, inherit, process)
        _no_ignored_excludes(self.events, cpu, (o.exclude_user, o.exclude_kernel, o.exclude_hv),
                             "event")
        names = (ctypes.c_char_p * max(nr, 1))(*cevents)
        h = ctypes.c_void_p()
        _check(_lib.perfgen_group_open(names, nr, o, ctypes.byref(h)))
        del keep
        self._h = h.value

    def read(self) -> list[Count]:
        """One Count per event, in the order given."""
        n = len(self.events)
        counts = (_native.Count * n)()
        for c in counts:
            c.sz = ctypes.sizeof(_native.Count)
        _check(self._native(_lib.perfgen_group_read, counts, n))
        return [_count(c) for c in counts]

    def __len__(self) -> int:
        return len(self.events)

    def __repr__(self) -> str:
        return f"<perfgen.Group {self.events!r}{' closed' if self.closed else ''}>"

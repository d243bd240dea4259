# SPDX-License-Identifier: MIT
"""The C side: libperfgen loaded with ctypes, its structs and prototypes.

The structs mirror include/perfgen/perfgen.h field by field.  Each is
passed with ``sz`` set to its ctypes size: the library fills what that
size covers, so this module keeps working with a newer library whose
structs have grown (python/tests checks the layouts against the C
compiler's).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
from ctypes import (
    c_double,
    POINTER,
    Structure,
    c_bool,
    c_char,
    c_char_p,
    c_int,
    c_int64,
    c_size_t,
    c_uint,
    c_uint32,
    c_uint64,
    c_void_p,
)

CPUID_MAX = 40  # PERFGEN_CPUID_MAX
PARTS_MAX = 4  # PERFGEN_PARTS_MAX
TERMS_MAX = 8  # PERFGEN_TERMS_MAX
# The library writes its own struct perf_event_attr (PERF_ATTR_SIZE_VER8 is
# 136 bytes in Linux 6.12); the buffer leaves room for later kernels' growth.
ATTR_BUFFER = 512

SONAME = "libperfgen.so.0"


class Cpu(Structure):
    _fields_ = [
        ("sz", c_size_t),
        ("id", c_char * CPUID_MAX),
        ("vendor", c_char_p),
        ("family", c_uint),
        ("model", c_uint),
        ("stepping", c_uint),
        ("uarch", c_char_p),
        ("description", c_char_p),
        ("hybrid", c_int),
        ("hypervisor", c_int),
        ("detected", c_int),
        ("architectural", c_int),
    ]


class Part(Structure):
    _fields_ = [
        ("config", c_uint64),
        ("config1", c_uint64),
        ("json", c_char_p),
        ("pfm", c_char_p),
        ("wl_valid", c_uint64),
        ("wl_msr", c_uint),
    ]


class Term(Structure):
    _fields_ = [
        ("part", Part),
        ("weight", c_int64),
    ]


class Info(Structure):
    _fields_ = [
        ("sz", c_size_t),
        ("cpuid", c_char * CPUID_MAX),
        ("concept_name", c_char_p),
        ("uarch", c_char_p),
        ("pmu", c_char_p),
        ("json", c_char_p),
        ("pfm", c_char_p),
        ("ref", c_char_p),
        ("approx", c_char_p),
        ("exact", c_int),
        ("whitelist_checked", c_int),
        ("whitelist", c_char_p),
        ("wl_valid", c_uint64),
        ("wl_msr", c_uint),
        ("nr_parts", c_int),
        ("parts", Part * PARTS_MAX),
        ("avail", c_int),
        ("note", c_char_p),
        ("combine", c_int),
        ("formula", c_char_p),
        ("nr_terms", c_int),
        ("terms", Term * TERMS_MAX),
        ("unit", c_char_p),
        ("scale", c_double),
        ("system_wide", c_int),
    ]


class Attr(Structure):
    """The head of struct perf_event_attr (linux/perf_event.h), in a buffer
    large enough for the whole struct the library writes."""

    _fields_ = [
        ("type", c_uint32),
        ("size", c_uint32),
        ("config", c_uint64),
        ("sample_period", c_uint64),
        ("sample_type", c_uint64),
        ("read_format", c_uint64),
        ("flags", c_uint64),  # the bitfield word: disabled, inherit, ...
        ("wakeup_events", c_uint32),
        ("bp_type", c_uint32),
        ("config1", c_uint64),
        ("config2", c_uint64),
        ("_rest", c_char * (ATTR_BUFFER - 72)),
    ]


# Bits of perf_event_attr's flag word (linux/perf_event.h, in order).
ATTR_EXCLUDE_USER = 1 << 4
ATTR_EXCLUDE_KERNEL = 1 << 5
ATTR_EXCLUDE_HV = 1 << 6


class Count(Structure):
    _fields_ = [
        ("sz", c_size_t),
        ("value", c_uint64),
        ("time_enabled", c_uint64),
        ("time_running", c_uint64),
        ("scaled", c_uint64),
    ]


class Error(Structure):
    _fields_ = [
        ("sz", c_size_t),
        ("reason", c_int),
        ("err", c_int),
        ("offset", c_int),
        ("msr", c_uint),
        ("config1", c_uint64),
        ("bad_bits", c_uint64),
        ("mask", c_uint64),
        ("suggested", c_int),
    ]


class Concept(Structure):
    _fields_ = [
        ("sz", c_size_t),
        ("name", c_char_p),
        ("definition", c_char_p),
        ("software", c_int),
        ("avail", c_int),
        ("note", c_char_p),
    ]


class Papi(Structure):
    _fields_ = [
        ("sz", c_size_t),
        ("name", c_char_p),
        ("description", c_char_p),
        ("concept_name", c_char_p),
        ("refused", c_char_p),
        ("avail", c_int),
        ("note", c_char_p),
    ]


class EventOpts(Structure):
    _fields_ = [
        ("sz", c_size_t),
        ("cpuid", c_char_p),
        ("pid", c_int),  # pid_t
        ("cpus", c_char_p),
        ("all_cpus", c_uint, 1),
        ("exclude_user", c_uint, 1),
        ("exclude_kernel", c_uint, 1),
        ("exclude_hv", c_uint, 1),
        ("disabled", c_uint, 1),
        ("inherit", c_uint, 1),
        ("enable_on_exec", c_uint, 1),
        ("no_rdpmc", c_uint, 1),
        ("reserved", c_uint),  # zero: the first release's size ends here
        ("process", c_int),
    ]


class CounterOpts(Structure):
    _fields_ = [
        ("sz", c_size_t),
        ("cpuid", c_char_p),
        ("cpus", POINTER(c_int)),
        ("nr_cpus", c_int),
        ("pid", c_int),  # pid_t
        ("process", c_bool),
        ("cgroup", c_bool),
        ("all_cpus", c_bool),
        ("group", c_bool),
        ("exclude_user", c_bool),
        ("exclude_kernel", c_bool),
        ("exclude_hv", c_bool),
        ("disabled", c_bool),
        ("inherit", c_bool),
        ("enable_on_exec", c_bool),
        ("no_rdpmc", c_bool),
    ]


class Unit(Structure):
    _fields_ = [
        ("sz", c_size_t),
        ("cpu", c_int),
        ("pid", c_int),  # pid_t
        ("pmu", c_char_p),
        ("nr_fds", c_int),
        ("socket", c_int),
        ("die", c_int),
    ]


def sized(cls: type[Structure]) -> Structure:
    """A zeroed struct with sz set to its size, as PERFGEN_OPTS() does."""
    s = cls()
    s.sz = ctypes.sizeof(cls)
    return s


class LibraryNotFound(ImportError):
    """libperfgen could not be loaded."""


def _candidates() -> list[str]:
    path = os.environ.get("PERFGEN_LIBRARY")
    if path:
        return [path]
    found = ctypes.util.find_library("perfgen")
    # find_library consults ldconfig's cache; the plain soname also goes
    # through LD_LIBRARY_PATH and the binary's own search path.
    return [found, SONAME] if found and found != SONAME else [SONAME]


def load() -> ctypes.CDLL:
    errors = []
    for name in _candidates():
        try:
            return ctypes.CDLL(name)
        except OSError as e:
            errors.append(str(e))
    hint = (
        "PERFGEN_LIBRARY is set to a path that does not load"
        if os.environ.get("PERFGEN_LIBRARY")
        else "install it (meson install -C build, then ldconfig) or set "
        "PERFGEN_LIBRARY to the path of libperfgen.so"
    )
    raise LibraryNotFound(f"cannot load libperfgen: {'; '.join(errors)}; {hint}")


def declare(lib: ctypes.CDLL) -> ctypes.CDLL:
    """Prototypes of every function the package calls."""
    proto = {
        "perfgen_version": (c_char_p, []),
        "perfgen_errmsg": (c_char_p, []),
        "perfgen_errinfo": (c_int, [POINTER(Error)]),
        "perfgen_cpu_identify": (c_int, [c_char_p, POINTER(Cpu)]),
        "perfgen_resolve_info": (c_int, [c_char_p, c_char_p, POINTER(Attr), POINTER(Info)]),
        "perfgen_format": (c_int, [POINTER(Attr), c_char_p, c_char_p, c_char_p, c_size_t]),
        "perfgen_concept_count": (c_int, []),
        "perfgen_concept_get": (c_int, [c_int, c_char_p, POINTER(Concept)]),
        "perfgen_papi_count": (c_int, []),
        "perfgen_papi_get": (c_int, [c_int, c_char_p, POINTER(Papi)]),
        "perfgen_counter_open": (
            c_int,
            [POINTER(c_char_p), c_int, POINTER(CounterOpts), POINTER(c_void_p)],
        ),
        "perfgen_counter_read": (c_int, [c_void_p, POINTER(Count), c_int]),
        "perfgen_counter_read_unit": (c_int, [c_void_p, c_int, POINTER(Count), c_int]),
        "perfgen_counter_nr_units": (c_int, [c_void_p]),
        "perfgen_counter_nr_events": (c_int, [c_void_p]),
        "perfgen_counter_unit": (c_int, [c_void_p, c_int, POINTER(Unit)]),
        "perfgen_counter_fd": (c_int, [c_void_p, c_int, c_int]),
        "perfgen_counter_scale": (
            c_int,
            [c_void_p, c_int, POINTER(c_double), POINTER(c_char_p)],
        ),
        "perfgen_counter_enable": (c_int, [c_void_p]),
        "perfgen_counter_disable": (c_int, [c_void_p]),
        "perfgen_counter_reset": (c_int, [c_void_p]),
        "perfgen_counter_close": (None, [c_void_p]),
        "perfgen_event_open": (c_int, [c_char_p, POINTER(EventOpts), POINTER(c_void_p)]),
        "perfgen_event_read": (c_int, [c_void_p, POINTER(Count)]),
        "perfgen_event_enable": (c_int, [c_void_p]),
        "perfgen_event_disable": (c_int, [c_void_p]),
        "perfgen_event_reset": (c_int, [c_void_p]),
        "perfgen_event_nr_fds": (c_int, [c_void_p]),
        "perfgen_event_fd": (c_int, [c_void_p, c_int]),
        "perfgen_event_close": (None, [c_void_p]),
        "perfgen_group_open": (
            c_int,
            [POINTER(c_char_p), c_int, POINTER(EventOpts), POINTER(c_void_p)],
        ),
        "perfgen_group_read": (c_int, [c_void_p, POINTER(Count), c_int]),
        "perfgen_group_enable": (c_int, [c_void_p]),
        "perfgen_group_disable": (c_int, [c_void_p]),
        "perfgen_group_reset": (c_int, [c_void_p]),
        "perfgen_group_nr_events": (c_int, [c_void_p]),
        "perfgen_group_close": (None, [c_void_p]),
    }
    for name, (restype, argtypes) in proto.items():
        fn = getattr(lib, name)
        fn.restype = restype
        fn.argtypes = argtypes
    return lib

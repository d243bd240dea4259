# SPDX-License-Identifier: MIT
"""The ctypes mirrors of the public structs against the C compiler's layout
(layout_probe.c, built by meson; its path in PERFGEN_LAYOUT_PROBE).  A
field the header adds, moves or retypes fails here rather than corrupting
memory at run time."""

import ctypes
import json
import os
import subprocess

import pytest

from perfgen import _native

MIRRORS = {
    "perfgen_cpu": _native.Cpu,
    "perfgen_part": _native.Part,
    "perfgen_term": _native.Term,
    "perfgen_info": _native.Info,
    "perfgen_count": _native.Count,
    "perfgen_concept": _native.Concept,
    "perfgen_papi": _native.Papi,
    "perfgen_event_opts": _native.EventOpts,
    "perfgen_counter_opts": _native.CounterOpts,
    "perfgen_unit": _native.Unit,
    "perfgen_error": _native.Error,
    "perf_event_attr": _native.Attr,
}


@pytest.fixture(scope="module")
def layout():
    probe = os.environ.get("PERFGEN_LAYOUT_PROBE")
    if not probe:
        pytest.skip("PERFGEN_LAYOUT_PROBE not set (meson test sets it)")
    return json.loads(subprocess.run([probe], check=True, capture_output=True,
                                     text=True).stdout)


def bitfield_byte(cls, name):
    """[byte, mask] of a ctypes bitfield set alone in a zeroed struct."""
    s = cls()
    setattr(s, name, 1)
    raw = bytes(s)
    i = next(i for i, b in enumerate(raw) if b)
    return [i, raw[i]]


@pytest.mark.parametrize("name", sorted(MIRRORS))
def test_field_offsets(layout, name):
    cls, c = MIRRORS[name], layout[name]
    for field, offset in c["fields"].items():
        assert getattr(cls, field).offset == offset, f"{name}.{field}"


@pytest.mark.parametrize("name", sorted(set(MIRRORS) - {"perf_event_attr"}))
def test_sizes_and_no_extra_fields(layout, name):
    cls, c = MIRRORS[name], layout[name]
    assert ctypes.sizeof(cls) == c["size"], name
    mirrored = {f[0] for f in cls._fields_ if len(f) == 2}
    assert mirrored == set(c["fields"]), name
    assert {f[0] for f in cls._fields_ if len(f) == 3} == set(c.get("bits", {})), name


def test_event_opts_bits(layout):
    for field, where in layout["perfgen_event_opts"]["bits"].items():
        assert bitfield_byte(_native.EventOpts, field) == where, field


def test_attr_buffer_and_exclude_bits(layout):
    c = layout["perf_event_attr"]
    # The library writes its whole struct: the buffer must hold it.
    assert ctypes.sizeof(_native.Attr) >= c["size"]
    flags = _native.Attr.flags.offset
    for field, mask in [("exclude_user", _native.ATTR_EXCLUDE_USER),
                        ("exclude_kernel", _native.ATTR_EXCLUDE_KERNEL),
                        ("exclude_hv", _native.ATTR_EXCLUDE_HV)]:
        bit = mask.bit_length() - 1
        assert c["bits"][field] == [flags + bit // 8, 1 << (bit % 8)], field

# SPDX-License-Identifier: MIT
"""Threads that call a Counter's, an Event's or a Group's methods while others
close it.

Every call must either work or raise ValueError (the handle is closed);
nothing may crash or use freed memory.  Each round opens a handle, starts
the workers, lets each make one call, then closes the handle from two
threads at once.  Loops are bounded by counts (no clock is read): a worker
stops at ValueError, or after CALLS calls.  Exit status 0 when every
round passed and at least one worker was cut off by a close in the middle
of its loop (the race was run, not just the calls).

test_perfgen.py runs it in a child process (a crash there fails one test
instead of ending the test run); the sanitizer build runs it under
AddressSanitizer (python/meson.build).

    python3 close_race.py [ROUNDS]
"""

import sys
import threading

import perfgen

CALLS = 100_000


def event_ops(ev):
    return [
        lambda: ev.read(),
        lambda: (ev.disable(), ev.enable(), ev.reset()),
        lambda: ev.fds,
        lambda: ev.read(),
    ]


def group_ops(g):
    return [
        lambda: g.read(),
        lambda: (g.disable(), g.enable(), g.reset()),
        lambda: g.read(),
    ]


def counter_ops(c):
    return [
        lambda: c.read(),
        lambda: (c.disable(), c.enable(), c.reset()),
        lambda: c.units,
        lambda: c.read_unit(0),
    ]


def one_round(handle, ops):
    """Returns (workers cut off by the close, unexpected exceptions)."""
    started = threading.Semaphore(0)
    cut_off, errors = [], []

    def worker(op):
        signalled = False
        try:
            for _ in range(CALLS):
                op()
                if not signalled:
                    started.release()
                    signalled = True
        except ValueError as e:
            if "closed" not in str(e):
                errors.append(repr(e))
            cut_off.append(1)
        except BaseException as e:  # noqa: B902 - anything else is a failure
            errors.append(repr(e))
        finally:
            if not signalled:
                started.release()

    threads = [threading.Thread(target=worker, args=(op,)) for op in ops]
    for t in threads:
        t.start()
    for _ in threads:
        started.acquire()
    closer = threading.Thread(target=handle.close)
    closer.start()
    handle.close()
    closer.join()
    for t in threads:
        t.join()
    if not handle.closed:
        errors.append("close() left the handle open")
    return len(cut_off), errors


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    cut_off = 0
    for kind, open_, ops in (
        ("Counter", lambda: perfgen.Counter(["task-clock", "page-faults"]), counter_ops),
        ("Event", lambda: perfgen.Event("task-clock"), event_ops),
        ("Group", lambda: perfgen.Group(["task-clock", "page-faults"]), group_ops),
    ):
        for r in range(rounds):
            h = open_()
            n, errors = one_round(h, ops(h))
            cut_off += n
            if errors:
                print(f"{kind} round {r}: {errors}", file=sys.stderr)
                return 1
        print(f"{kind}: {rounds} rounds")
    print(f"{cut_off} workers cut off by a close")
    if not cut_off:
        print("no worker was running when its handle closed: the race was not run",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

# SPDX-License-Identifier: MIT
"""TAP for the Python tests (meson reads them with protocol 'tap')."""

import sys


class TAP:
    def __init__(self):
        self.n = 0
        self.failed = 0

    def report(self, ok, name, detail=""):
        self.n += 1
        print(f"{'ok' if ok else 'not ok'} {self.n} - {name}")
        if not ok:
            self.failed += 1
            for line in str(detail).splitlines():
                print(f"#   {line}")
        sys.stdout.flush()

    def finish(self):
        """Print the plan; the exit status: 0 when nothing failed."""
        print(f"1..{self.n}")
        return 1 if self.failed else 0

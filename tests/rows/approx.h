/* SPDX-License-Identifier: MIT */
/*
 * tests/test_tables.c approx_rows[]: rows that count, but not exactly the
 * concept, and must say so (perfgen_info.exact 0 with a note): each was
 * marked exact once, and the comment says what its event counts besides.
 */
	/* AMD PMCx0C3: far transfers, exceptions and interrupts count as mispredicted (perf amdzen1/2). */
	APPROX("AuthenticAMD-23-0-0", "branch-misses"),  /* zen1 */
	APPROX("AuthenticAMD-23-30-0", "branch-misses"), /* zen2 */
	APPROX("HygonGenuine-24-0-0", "branch-misses"),  /* dhyana */
	/* The fallback cannot tell the family's event apart: PMCx0C2 counts exceptions and interrupts. */
	APPROX("AuthenticAMD-30-1", "branches"),
	APPROX("AuthenticAMD-30-1", "branch-misses"),

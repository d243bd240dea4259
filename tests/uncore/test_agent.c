// SPDX-License-Identifier: MIT
/*
 * The PCP agent's counters (pmda/counters.c) on a staged two-socket
 * Skylake-SP (tests/uncore/stage.py skx2): an uncore concept is exported
 * per socket, in bytes or joules, each socket the sum of its PMU
 * instances; never as one instance's count under a CPU's name.
 * `test-uncore-agent DIR`, DIR the staged sysfs tree.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "agent.h"
#include "mock-sys.h"

static const char *root;

static void quiet(const char *fmt, ...)
{
	(void)fmt;
}

static const struct pga_concept *find(const struct pga_host *h, const char *name)
{
	for (int i = 0; i < h->nr_concepts; i++)
		if (!strcmp(h->concepts[i].name, name))
			return &h->concepts[i];
	return NULL;
}

static void per_socket(void **state)
{
	static const int cpus[] = { 0, 1, 2, 3 };
	struct pga_host h;
	struct pga_concept *rd, *pkg;

	(void)state;
	mock_reset();
	mock.root = root;
	mock_cpu("GenuineIntel", 0x20, 0x5 << 16 | 6 << 8 | 0x5 << 4 | 4, 0);
	mock.open_ret = 100;
	mock.read_value[0] = 1000;
	mock.read_value[1] = mock.read_value[2] = 10;
	mock.read_len = 3;
	assert_int_equal(pga_host_open_on(&h, cpus, 4, quiet), 0);
	assert_int_equal(h.nr_sockets, 2);
	assert_int_equal(h.sockets[0], 0);
	assert_int_equal(h.sockets[1], 1);
	rd = (struct pga_concept *)find(&h, "dram-read-bytes");
	pkg = (struct pga_concept *)find(&h, "energy-pkg");
	assert_non_null(rd);
	assert_non_null(pkg);
	assert_true(rd->uncore && pkg->uncore);
	assert_string_equal(rd->unit_name, "bytes");
	assert_string_equal(pkg->unit_name, "joules");
	assert_non_null(strstr(rd->labels, "\"units\":\"bytes\""));
	pga_concept_refresh(rd, &h, quiet);
	pga_concept_refresh(pkg, &h, quiet);
	/* Six channels a socket, 1000 CAS commands each, 64 bytes a command. */
	for (int s = 0; s < 2; s++) {
		assert_true(rd->socket_valid[s]);
		assert_true(rd->amount[s] == 6 * 1000 * 64.0);
		assert_true(pkg->amount[s] == 1000 * 0x1p-32);
	}
	assert_true(rd->total_valid);
	assert_true(rd->total_amount == 2 * 6 * 1000 * 64.0);
	/* A core concept keeps its CPUs. */
	assert_non_null(find(&h, "task-clock"));
	assert_false(find(&h, "task-clock")->uncore);
	pga_host_close(&h);
}

int main(int argc, char **argv)
{
	const struct CMUnitTest tests[] = { cmocka_unit_test(per_socket) };

	if (argc != 2) {
		fprintf(stderr, "usage: test-uncore-agent SYSFS-ROOT\n");
		return 2;
	}
	root = argv[1];
	return cmocka_run_group_tests_name("uncore-agent", tests, NULL, NULL);
}

// SPDX-License-Identifier: MIT
/*
 * Uncore concepts on a staged machine: `test-uncore MACHINE DIR`, DIR a
 * sysfs tree tests/uncore/stage.py wrote for MACHINE (as Linux 6.12
 * registers the PMUs; the script says where each file comes from), the
 * CPU a Skylake-SP (GenuineIntel-6-55-4).  Resolve, open system-wide on
 * every instance, read, sum per socket, scale into bytes and joules; and
 * every refusal: a task, a modifier, a mix with core events, one fd, a
 * kernel whose sysfs encodes or scales the event otherwise.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include <errno.h>

#include "mock-sys.h"

static const char *machine, *root;

static int setup(void **state)
{
	(void)state;
	mock_reset();
	mock.root = root;
	/* Skylake-SP: family 6, model 0x55, stepping 4. */
	mock_cpu("GenuineIntel", 0x20, 0x5 << 16 | 6 << 8 | 0x5 << 4 | 4, 0);
	return 0;
}

static int reason(void)
{
	PERFGEN_OPTS(perfgen_error, e);

	assert_int_equal(perfgen_errinfo(&e), 0);
	return e.reason;
}

/* Every open was system-wide, on the CPU of its unit, with that unit's PMU type. */
static void assert_system_wide_on(const struct perfgen_counter *ctr)
{
	for (int i = 0; i < mock.open_calls; i++) {
		int found = 0;

		assert_int_equal(mock.pid[i], -1);
		for (int u = 0; u < perfgen_counter_nr_units(ctr); u++) {
			PERFGEN_OPTS(perfgen_unit, un);

			assert_int_equal(perfgen_counter_unit(ctr, u, &un), 0);
			found |= un.cpu == mock.cpu[i];
		}
		assert_true(found);
	}
}

/* Every open call the counter made: pid -1, on a CPU of the cpumask (0, 2). */
static void assert_system_wide(void)
{
	for (int i = 0; i < mock.open_calls; i++) {
		assert_int_equal(mock.pid[i], -1);
		assert_true(mock.cpu[i] == 0 || mock.cpu[i] == 2);
		assert_int_equal(mock.attr[i].exclude_user | mock.attr[i].exclude_kernel |
				 mock.attr[i].inherit | mock.attr[i].enable_on_exec, 0);
	}
}

static void test_resolve(void **state)
{
	PERFGEN_OPTS(perfgen_info, info);
	struct perf_event_attr attr;

	(void)state;
	assert_int_equal(perfgen_resolve_info("dram-read-bytes", NULL, &attr, &info), 0);
	assert_int_equal(attr.type, 50);	/* uncore_imc_0's */
	assert_int_equal(attr.config, 0x0304);
	assert_string_equal(info.unit, "bytes");
	assert_true(info.scale == 64.0);
	assert_int_equal(info.system_wide, 1);
	assert_int_equal(perfgen_resolve_info("energy-pkg", NULL, &attr, &info), 0);
	assert_int_equal(attr.type, 40);
	assert_int_equal(attr.config, 2);
	assert_string_equal(info.unit, "joules");
	assert_true(info.scale == 0x1p-32);
}

static void test_read_sum_scale(void **state)
{
	const char *ev[] = { "dram-read-bytes", "energy-pkg", "dram-bytes" };
	PERFGEN_OPTS(perfgen_counter_opts, o, .pid = -1, .all_cpus = true);
	PERFGEN_OPTS(perfgen_unit, u);
	struct perfgen_count c[3] = { { .sz = sizeof(c[0]) }, { .sz = sizeof(c[0]) },
				      { .sz = sizeof(c[0]) } };
	struct perfgen_counter *ctr;
	uint64_t want_read = 0, want_rw = 0, want_pkg = 0, sock1 = 0;
	const char *unit;
	double scale;
	int n;

	(void)state;
	mock.pipe_fds = true;
	/*
	 * Instances in order: uncore_imc_0 on CPU 0 (socket 0) and CPU 2
	 * (socket 1), ... _5, then power on 0 and 2.  Each reads as its
	 * open call's index times a distinct weight, running all the time.
	 */
	for (int i = 0; i < MOCK_CALLS; i++) {
		uint64_t v[3] = { 1000u * (uint64_t)(i + 1), 500, 500 };

		mock_reply(i, 3, v);
	}
	assert_int_equal(perfgen_counter_open(ev, 3, &o, &ctr), 0);
	assert_system_wide();
	/* 6 IMC PMUs x 2 sockets, each read + write(+ read again for dram-bytes) ... */
	n = perfgen_counter_nr_units(ctr);
	assert_int_equal(n, 6 * 2 + 2);
	/* Never the PMU whose name only starts like uncore_imc's. */
	for (int i = 0; i < mock.open_calls; i++)
		assert_int_not_equal(mock.attr[i].type, 70);
	for (int i = 0; i < mock.open_calls; i++) {
		uint64_t v = 1000u * (uint64_t)(i + 1);
		const struct perf_event_attr *a = &mock.attr[i];

		if (a->type == 40) {
			assert_int_equal(a->config, 2);
			want_pkg += v;
		} else if (a->config == 0x0304) {
			want_rw += v;
			/* dram-read-bytes and dram-bytes both open cas_count_read. */
		} else {
			assert_int_equal(a->config, 0x0c04);
			want_rw += v;
		}
	}
	/* The read fds: dram-read-bytes's are each instance's first cell. */
	for (int unit_i = 0; unit_i < n; unit_i++) {
		assert_int_equal(perfgen_counter_unit(ctr, unit_i, &u), 0);
		assert_int_equal(u.pid, -1);
		assert_int_equal(u.socket, u.cpu == 0 ? 0 : 1);
		assert_int_equal(u.die, 0);
		if (!strncmp(u.pmu, "uncore_imc_", 11)) {
			assert_int_equal(u.nr_fds, 3);	/* read; read + write */
		} else {
			assert_string_equal(u.pmu, "power");
			assert_int_equal(u.nr_fds, 1);
		}
	}
	for (int i = 0; i < mock.open_calls; i++) {
		/* Each IMC instance opens read, then dram-bytes's read, write. */
		if (mock.attr[i].type >= 50 && mock.attr[i].type < 56 &&
		    mock.attr[i].config == 0x0304 &&
		    (i == 0 || mock.attr[i - 1].type != mock.attr[i].type ||
		     mock.cpu[i - 1] != mock.cpu[i])) {
			want_read += 1000u * (uint64_t)(i + 1);
			if (mock.cpu[i] == 2)
				sock1 += 1000u * (uint64_t)(i + 1);
		}
	}
	want_rw -= want_read;	/* each read cell counted once in dram-bytes */
	assert_int_equal(perfgen_counter_read(ctr, c, 3), 0);
	assert_int_equal(c[0].value, want_read);
	assert_int_equal(c[1].value, want_pkg);
	assert_int_equal(c[2].value, want_rw);
	assert_int_equal(perfgen_counter_scale(ctr, 0, &scale, &unit), 0);
	assert_true(scale == 64.0);
	assert_string_equal(unit, "bytes");
	assert_int_equal(perfgen_counter_scale(ctr, 1, &scale, &unit), 0);
	assert_true(scale == 0x1p-32);
	assert_string_equal(unit, "joules");
	assert_true(sock1 > 0 && sock1 < want_read);
	assert_int_equal(perfgen_counter_scale(ctr, 3, &scale, &unit), -ERANGE);
	perfgen_counter_close(ctr);
}

/* Each unit read alone: a socket's count is the sum of its units'. */
static void test_per_socket(void **state)
{
	const char *ev[] = { "dram-write-bytes", "energy-pkg" };
	PERFGEN_OPTS(perfgen_counter_opts, o, .pid = -1, .all_cpus = true);
	PERFGEN_OPTS(perfgen_unit, u);
	struct perfgen_counter *ctr;
	uint64_t sock[2][2] = { { 0 } };

	(void)state;
	mock.open_ret = 100;
	mock.read_value[0] = 7;
	mock.read_value[1] = mock.read_value[2] = 10;
	mock.read_len = 3;
	assert_int_equal(perfgen_counter_open(ev, 2, &o, &ctr), 0);
	for (int i = 0; i < perfgen_counter_nr_units(ctr); i++) {
		struct perfgen_count c[2] = { { .sz = sizeof(c[0]) }, { .sz = sizeof(c[0]) } };

		assert_int_equal(perfgen_counter_unit(ctr, i, &u), 0);
		assert_int_equal(perfgen_counter_read_unit(ctr, i, c, 2), 0);
		assert_true(u.socket == 0 || u.socket == 1);
		/* A unit counts only the events of its PMU. */
		sock[u.socket][0] += c[0].value;
		sock[u.socket][1] += c[1].value;
	}
	for (int k = 0; k < 2; k++) {
		assert_int_equal(sock[k][0], 6 * 7);	/* six channels */
		assert_int_equal(sock[k][1], 7);	/* one package */
	}
	perfgen_counter_close(ctr);
}

/* A socket's count never goes to a task, a privilege level or one fd. */
static void test_refused(void **state)
{
	const char *dram[] = { "dram-read-bytes" };
	const char *mix[] = { "dram-read-bytes", "task-clock" };
	const char *mod[] = { "dram-read-bytes:u" };
	struct perfgen_counter *ctr = NULL;
	struct perf_event_attr attr;

	(void)state;
	{
		PERFGEN_OPTS(perfgen_counter_opts, o);	/* the calling thread */

		assert_int_equal(perfgen_counter_open(dram, 1, &o, &ctr), -EINVAL);
		assert_int_equal(reason(), PERFGEN_ERR_SYSTEM_WIDE);
		assert_non_null(strstr(perfgen_errmsg(), "whole socket"));
	}
	{
		/* A whole process, pid -1 with process: still not a socket. */
		PERFGEN_OPTS(perfgen_counter_opts, o, .pid = -1, .all_cpus = true, .process = true);

		assert_int_equal(perfgen_counter_open(dram, 1, &o, &ctr), -EINVAL);
		assert_int_equal(reason(), PERFGEN_ERR_SYSTEM_WIDE);
	}
	{
		PERFGEN_OPTS(perfgen_counter_opts, o, .pid = -1, .all_cpus = true,
			     .exclude_kernel = true);

		assert_int_equal(perfgen_counter_open(dram, 1, &o, &ctr), -EINVAL);
		assert_int_equal(reason(), PERFGEN_ERR_SYSTEM_WIDE);
	}
	{
		PERFGEN_OPTS(perfgen_counter_opts, o, .pid = -1, .all_cpus = true);

		assert_int_equal(perfgen_counter_open(mix, 2, &o, &ctr), -EINVAL);
		assert_int_equal(reason(), PERFGEN_ERR_SYSTEM_WIDE);
		assert_int_equal(perfgen_counter_open(mod, 1, &o, &ctr), -EINVAL);
		assert_int_equal(reason(), PERFGEN_ERR_SYSTEM_WIDE);
	}
	{
		/* CPU 1 is in no cpumask: it counts no socket's IMC. */
		const int one[] = { 1 };
		PERFGEN_OPTS(perfgen_counter_opts, o, .pid = -1, .cpus = one, .nr_cpus = 1);

		assert_int_equal(perfgen_counter_open(dram, 1, &o, &ctr), -ENODEV);
	}
	assert_null(ctr);
	assert_int_equal(perfgen_open("dram-read-bytes"), -EOPNOTSUPP);
	assert_int_equal(perfgen_open_ext("dram-read-bytes", -1, 0, -1, 0, NULL), -EOPNOTSUPP);
	assert_int_equal(perfgen_resolve("cpu/dram-read-bytes/", NULL, &attr), -EINVAL);
	assert_int_equal(mock.open_calls, 0);	/* nothing reached the kernel */
}

/* sysfs says another encoding or scale: nothing is counted. */
static void test_kernel_mismatch(void **state)
{
	const char *dram[] = { "dram-read-bytes" };
	PERFGEN_OPTS(perfgen_counter_opts, o, .pid = -1, .all_cpus = true);
	struct perfgen_counter *ctr = NULL;
	struct perf_event_attr attr;

	(void)state;
	assert_int_equal(perfgen_resolve("dram-read-bytes", NULL, &attr), -EPROTO);
	assert_int_equal(reason(), PERFGEN_ERR_KERNEL_MISMATCH);
	assert_non_null(strstr(perfgen_errmsg(), "cas_count_read"));
	assert_int_equal(perfgen_counter_open(dram, 1, &o, &ctr), -EPROTO);
	assert_null(ctr);
	assert_int_equal(mock.open_calls, 0);
	/* The write event is as the table says. */
	assert_int_equal(perfgen_resolve("dram-write-bytes", NULL, &attr), 0);
}

static void test_no_pmu(void **state)
{
	PERFGEN_OPTS(perfgen_concept, c);
	struct perf_event_attr attr;

	(void)state;
	assert_int_equal(perfgen_resolve("dram-read-bytes", NULL, &attr), -ENODEV);
	assert_int_equal(reason(), PERFGEN_ERR_NO_PMU);
	assert_non_null(strstr(perfgen_errmsg(), "uncore_imc"));
	for (int i = 0; i < perfgen_concept_count(); i++) {
		assert_int_equal(perfgen_concept_get(i, NULL, &c), 0);
		if (!strcmp(c.name, "dram-read-bytes"))
			assert_int_equal(c.avail, PERFGEN_AVAIL_UNSUPPORTED);
	}
}

/*
 * Each driver's kind of PMU, counted: a concept on the staged machine of
 * its CPU, every fd reading 1000, sums to units x encodings x 1000, the
 * units on the CPUs of the cpumasks, each PMU instance its own type.
 */
static const struct family {
	const char *machine, *vendor;
	uint32_t eax1;			/* CPUID leaf 1 EAX */
	const char *concept;
	int units, encodings;
	double scale;
} families[] = {
	/* Sandy Bridge 6-2A: uncore_imc, one box, on CPU 0. */
	{ "snb", "GenuineIntel", 2 << 16 | 6 << 8 | 0xa << 4, "dram-read-bytes", 1, 1, 64 },
	{ "snb", "GenuineIntel", 2 << 16 | 6 << 8 | 0xa << 4, "energy-cores", 1, 1, 0x1p-32 },
	{ "snb", "GenuineIntel", 2 << 16 | 6 << 8 | 0xa << 4, "energy-gpu", 1, 1, 0x1p-32 },
	/* Tiger Lake 6-8C: two free-running boxes; RAPL with the platform. */
	{ "tgl", "GenuineIntel", 8 << 16 | 6 << 8 | 0xc << 4, "dram-write-bytes", 2, 1, 64 },
	{ "tgl", "GenuineIntel", 8 << 16 | 6 << 8 | 0xc << 4, "energy-psys", 1, 1, 0x1p-32 },
	{ "tgl", "GenuineIntel", 8 << 16 | 6 << 8 | 0xc << 4, "dram-bytes", 2, 2, 64 },
	/* Granite Rapids 6-AD: 4 boxes x 2 sockets, two schedulers each. */
	{ "gnr2", "GenuineIntel", 0xa << 16 | 6 << 8 | 0xd << 4, "dram-read-bytes", 8, 2, 64 },
	/* Nehalem-EP 6-1A: the global uncore. */
	{ "nhm", "GenuineIntel", 1 << 16 | 6 << 8 | 0xa << 4, "dram-read-bytes", 1, 1, 64 },
	/* Zen 4, family 19h model 11h: 8 UMCs over 2 nodes; RAPL per node. */
	{ "zen4-2", "AuthenticAMD", 0xa << 20 | 1 << 16 | 0xf << 8 | 1 << 4, "dram-read-bytes",
	  8, 1, 64 },
	{ "zen4-2", "AuthenticAMD", 0xa << 20 | 1 << 16 | 0xf << 8 | 1 << 4, "energy-pkg", 2, 1,
	  0x1p-32 },
	/* Zen 2, family 17h model 31h: dram-bytes, eight channel events a node. */
	{ "zen2-2", "AuthenticAMD", 8 << 20 | 3 << 16 | 0xf << 8 | 1 << 4, "dram-bytes", 2, 8,
	  64 },
};

/*
 * And what a family's CPU cannot count, refused before anything opens:
 * a domain its RAPL model lacks (the table's reason names the model), or
 * one its model has but the running kernel hid (perf_msr_probe(): the
 * domain's register reads 0), so that the PMU lists no such event.
 */
static const struct refusal {
	const char *machine, *vendor;
	uint32_t eax1;
	const char *concept;
	int err, reason;
	const char *says;
} refusals[] = {
	{ "snb", "GenuineIntel", 2 << 16 | 6 << 8 | 0xa << 4, "energy-psys", -EOPNOTSUPP,
	  PERFGEN_ERR_NOT_ON_CPU, "model_snb" },
	{ "snb", "GenuineIntel", 2 << 16 | 6 << 8 | 0xa << 4, "energy-dram", -EOPNOTSUPP,
	  PERFGEN_ERR_NOT_ON_CPU, "model_snb" },
	{ "tgl", "GenuineIntel", 8 << 16 | 6 << 8 | 0xc << 4, "energy-gpu", -EPROTO,
	  PERFGEN_ERR_KERNEL_MISMATCH, "energy-gpu" },
	{ "zen4-2", "AuthenticAMD", 0xa << 20 | 1 << 16 | 0xf << 8 | 1 << 4, "energy-gpu",
	  -EOPNOTSUPP, PERFGEN_ERR_NOT_ON_CPU, "model_amd_hygon" },
};

static const char *family_machine;

/* The staged machine of a family's CPU, every open succeeding. */
static void family_stage(const char *vendor, uint32_t eax1)
{
	mock_reset();
	mock.root = root;
	mock_cpu(vendor, 0x20, eax1, 0);
	mock.open_ret = 100;
}

static void test_family(void **state)
{
	int tested = 0;

	(void)state;
	for (size_t i = 0; i < sizeof(families) / sizeof(families[0]); i++) {
		const struct family *f = &families[i];
		const char *ev[] = { f->concept };
		PERFGEN_OPTS(perfgen_counter_opts, o, .pid = -1, .all_cpus = true);
		PERFGEN_OPTS(perfgen_count, c);
		struct perfgen_counter *ctr = NULL;
		double scale;

		if (strcmp(f->machine, family_machine))
			continue;
		family_stage(f->vendor, f->eax1);
		mock.read_value[0] = 1000;
		mock.read_value[1] = mock.read_value[2] = 10;
		mock.read_len = 3;
		if (perfgen_counter_open(ev, 1, &o, &ctr))
			fail_msg("%s on %s: %s", f->concept, f->machine, perfgen_errmsg());
		assert_int_equal(perfgen_counter_nr_units(ctr), f->units);
		assert_int_equal(mock.open_calls, f->units * f->encodings);
		assert_system_wide_on(ctr);
		assert_int_equal(perfgen_counter_read(ctr, &c, 1), 0);
		assert_int_equal(c.value, (uint64_t)(f->units * f->encodings) * 1000);
		assert_int_equal(perfgen_counter_scale(ctr, 0, &scale, NULL), 0);
		assert_true(scale == f->scale);
		perfgen_counter_close(ctr);
		tested++;
	}
	assert_true(tested > 0);
}

static void test_family_refused(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(refusals) / sizeof(refusals[0]); i++) {
		const struct refusal *f = &refusals[i];
		const char *ev[] = { f->concept };
		PERFGEN_OPTS(perfgen_counter_opts, o, .pid = -1, .all_cpus = true);
		struct perfgen_counter *ctr = NULL;

		if (strcmp(f->machine, family_machine))
			continue;
		family_stage(f->vendor, f->eax1);
		assert_int_equal(perfgen_counter_open(ev, 1, &o, &ctr), f->err);
		assert_int_equal(reason(), f->reason);
		if (!strstr(perfgen_errmsg(), f->says))
			fail_msg("%s on %s: \"%s\" does not name %s", f->concept, f->machine,
				 perfgen_errmsg(), f->says);
		assert_null(ctr);
		assert_int_equal(mock.open_calls, 0);
	}
}

int main(int argc, char **argv)
{
	const struct CMUnitTest good[] = {
		cmocka_unit_test_setup(test_resolve, setup),
		cmocka_unit_test_setup(test_read_sum_scale, setup),
		cmocka_unit_test_setup(test_per_socket, setup),
		cmocka_unit_test_setup(test_refused, setup),
	};
	const struct CMUnitTest mismatch[] = {
		cmocka_unit_test_setup(test_kernel_mismatch, setup),
	};
	const struct CMUnitTest family[] = {
		cmocka_unit_test(test_family),
		cmocka_unit_test(test_family_refused),
	};
	const struct CMUnitTest none[] = {
		cmocka_unit_test_setup(test_no_pmu, setup),
	};

	if (argc != 3) {
		fprintf(stderr, "usage: test-uncore MACHINE SYSFS-ROOT\n");
		return 2;
	}
	machine = argv[1];
	root = argv[2];
	if (!strcmp(machine, "skx2"))
		return cmocka_run_group_tests_name("uncore-skx2", good, NULL, NULL);
	if (!strncmp(machine, "skx2-other-", 11) || !strcmp(machine, "skx2-no-alias"))
		return cmocka_run_group_tests_name(machine, mismatch, NULL, NULL);
	for (size_t i = 0; i < sizeof(families) / sizeof(families[0]); i++)
		if (!strcmp(machine, families[i].machine)) {
			family_machine = machine;
			return cmocka_run_group_tests_name(machine, family, NULL, NULL);
		}
	if (!strcmp(machine, "none"))
		return cmocka_run_group_tests_name("uncore-none", none, NULL, NULL);
	fprintf(stderr, "test-uncore: no machine %s\n", machine);
	return 2;
}

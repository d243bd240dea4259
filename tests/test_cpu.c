// SPDX-License-Identifier: MIT
/*
 * CPU identification: recorded CPUID registers and /proc/cpuinfo fixtures
 * decode to the same CPU and the expected table; id strings parse strictly.
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

#include "cpu.h"
#include "host.h"

#define INTEL 0x756e6547, 0x6c65746e, 0x49656e69 /* ebx ecx edx: GenuineIntel */
#define AMD 0x68747541, 0x444d4163, 0x69746e65	 /* AuthenticAMD */

struct rcase {
	const char *what;
	uint32_t b, c, d;	/* leaf 0 vendor registers */
	uint32_t eax1, ecx1;	/* leaf 1 */
	const char *id;
	const char *uarch;	/* NULL: not in the tables */
	const char *fixture;	/* cpuinfo of the same machine, or NULL */
	int line;
};

/* Signatures: Intel SDM Vol.4 table 2-1 / intel-family.h; AMD PPRs. */
static const struct rcase rcases[] = {
	{ "this CI machine (KVM guest, EPYC Milan)", AMD, 0x00a00f11, 0xfffa3203,
	  "AuthenticAMD-25-1-1", "zen3", "cpuinfo-epyc-milan-kvm.txt", __LINE__ },
	{ "Xeon X5570", INTEL, 0x000106a5, 0, "GenuineIntel-6-1A-5", "nehalem-ep",
	  "cpuinfo-nehalem-ep-x5570.txt", __LINE__ },
	{ "Xeon 8180", INTEL, 0x00050654, 0, "GenuineIntel-6-55-4", "skylake-x",
	  "cpuinfo-skylake-x-8180.txt", __LINE__ },
	{ "Xeon 8280", INTEL, 0x00050657, 0, "GenuineIntel-6-55-7", "cascadelake-x",
	  "cpuinfo-cascadelake-x-8280.txt", __LINE__ },
	{ "Core i9-12900K", INTEL, 0x00090672, 0, "GenuineIntel-6-97-2", "alderlake",
	  "cpuinfo-alderlake-12900k.txt", __LINE__ },
	{ "EPYC 7601", AMD, 0x00800f12, 0, "AuthenticAMD-23-1-2", "zen1",
	  "cpuinfo-zen1-epyc-7601.txt", __LINE__ },
	{ "EPYC 7742", AMD, 0x00830f10, 0, "AuthenticAMD-23-31-0", "zen2", NULL, __LINE__ },
	{ "EPYC 9654", AMD, 0x00a10f11, 0, "AuthenticAMD-25-11-1", "zen4", NULL, __LINE__ },
	{ "EPYC 9755", AMD, 0x00b00f21, 0, "AuthenticAMD-26-2-1", "zen5", NULL, __LINE__ },
	/* Synthetic family-1Ah signatures: Zen 6 by amd.c (50h) and by AMD's
	 * later amd.c patch (D0h, data/cpus.txt); B0h is in no Zen range. */
	{ "Zen 6 model 50h", AMD, 0x00b50f00, 0, "AuthenticAMD-26-50-0", "zen6", NULL, __LINE__ },
	{ "Zen 6 model D0h", AMD, 0x00bd0f01, 0, "AuthenticAMD-26-D0-1", "zen6", NULL, __LINE__ },
	{ "family 1Ah model B0h", AMD, 0x00bb0f00, 0, "AuthenticAMD-26-B0-0",
	  "amd-generic-fallback", NULL, __LINE__ },
	{ "Xeon 8480+", INTEL, 0x000806f8, 0, "GenuineIntel-6-8F-8", "sapphirerapids", NULL,
	  __LINE__ },
	{ "Core 2 Duo E8400 (no model table)", INTEL, 0x0001067a, 0, "GenuineIntel-6-17-A",
	  "intel-arch-fallback", NULL, __LINE__ },
	{ "Pentium 4 (family 15)", INTEL, 0x00000f29, 0, "GenuineIntel-15-2-9", NULL, NULL,
	  __LINE__ },
};

static char *read_fixture(const char *name)
{
	char path[512];
	static char buf[16384];
	FILE *f;
	size_t n;

	snprintf(path, sizeof(path), "%s/fixtures/%s", getenv("TEST_SRCDIR") ? getenv("TEST_SRCDIR")
								     : ".", name);
	f = fopen(path, "r");
	if (!f)
		fail_msg("cannot open fixture %s", path);
	n = fread(buf, 1, sizeof(buf) - 1, f);
	fclose(f);
	buf[n] = '\0';
	return buf;
}

static void test_from_regs(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(rcases) / sizeof(rcases[0]); i++) {
		const struct rcase *c = &rcases[i];
		struct pg_cpuid_regs r = {
			.leaf0 = { 0x10, c->b, c->c, c->d },
			.leaf1 = { c->eax1, 0, c->ecx1, 0 },
		};
		struct pg_cpu cpu;
		int err = pg_cpu_from_regs(&r, &cpu);

		if (err)
			fail_msg("line %d %s: %s", c->line, c->what, perfgen_errmsg());
		if (strcmp(cpu.id, c->id))
			fail_msg("line %d %s: id %s, want %s", c->line, c->what, cpu.id, c->id);
		assert_int_equal(cpu.hypervisor, (c->ecx1 >> 31) & 1);
		err = pg_cpu_lookup(&cpu);
		if (c->uarch) {
			if (err || strcmp(pg_str(cpu.uarch->name), c->uarch))
				fail_msg("line %d %s: uarch %s (%s), want %s", c->line, c->what,
					 cpu.uarch ? pg_str(cpu.uarch->name) : "none",
					 perfgen_errmsg(), c->uarch);
		} else {
			assert_int_equal(err, -ENOENT);
			if (!strstr(perfgen_errmsg(), c->id))
				fail_msg("line %d: message '%s' does not name %s", c->line,
					 perfgen_errmsg(), c->id);
		}
		if (c->fixture) {
			struct pg_cpu ci;

			err = pg_cpu_from_cpuinfo(read_fixture(c->fixture), &ci);
			if (err || strcmp(ci.id, cpu.id) || ci.hypervisor != cpu.hypervisor)
				fail_msg("line %d %s: cpuinfo says %s (hv %d), CPUID %s (hv %d)",
					 c->line, c->what, ci.id, ci.hypervisor, cpu.id,
					 cpu.hypervisor);
		}
	}
}

static void test_unknown_vendor(void **state)
{
	struct pg_cpuid_regs r = { .leaf0 = { 1, 0x746e6543, 0x736c7561, 0x48727561 },
				   .leaf1 = { 0x6f6, 0, 0, 0 } }; /* CentaurHauls */
	struct pg_cpu cpu;

	(void)state;
	assert_int_equal(pg_cpu_from_regs(&r, &cpu), -ENOENT);
	assert_non_null(strstr(perfgen_errmsg(), "CentaurHauls"));
}

struct scase {
	const char *in;
	int err;		/* of parse + lookup */
	const char *uarch;
	const char *msg;
	int line;
};

static const struct scase scases[] = {
	{ "GenuineIntel-6-1A", 0, "nehalem-ep", NULL, __LINE__ },
	{ "GenuineIntel-6-1a-5", 0, "nehalem-ep", NULL, __LINE__ },
	{ "GenuineIntel-6-55-4", 0, "skylake-x", NULL, __LINE__ },
	{ "GenuineIntel-6-55-5", 0, "cascadelake-x", NULL, __LINE__ },
	{ "GenuineIntel-6-55", -EINVAL, NULL, "ambiguous", __LINE__ },
	{ "AuthenticAMD-25-1", 0, "zen3", NULL, __LINE__ },
	{ "AuthenticAMD-25-11", 0, "zen4", NULL, __LINE__ },
	{ "AuthenticAMD-23-31", 0, "zen2", NULL, __LINE__ },
	{ "GenuineIntel-6-17", 0, "intel-arch-fallback", NULL, __LINE__ },
	{ "GenuineIntel-6-C5", 0, "arrowlake-h", NULL, __LINE__ },
	{ "GenuineIntel-6-E5", 0, "intel-arch-fallback", NULL, __LINE__ },
	{ "GenuineIntel-19-1", 0, "intel-arch-fallback", NULL, __LINE__ },
	{ "GenuineIntel-18-1", 0, "intel-arch-fallback", NULL, __LINE__ },
	{ "AuthenticAMD-30-1", 0, "amd-generic-fallback", NULL, __LINE__ },
	{ "AuthenticAMD-16-2", 0, "amd-generic-fallback", NULL, __LINE__ },
	{ "HygonGenuine-25-1", 0, "amd-generic-fallback", NULL, __LINE__ },
	/* No architectural performance monitoring: Pentium, Knights Corner, NetBurst. */
	{ "GenuineIntel-5-9", -ENOENT, NULL, "unknown CPU GenuineIntel-5-9", __LINE__ },
	{ "GenuineIntel-11-1", -ENOENT, NULL, "unknown CPU GenuineIntel-11-1", __LINE__ },
	{ "GenuineIntel-15-2", -ENOENT, NULL, "unknown CPU GenuineIntel-15-2", __LINE__ },
	{ "FooBarVendor-6-1A", -ENOENT, NULL, "unknown CPU vendor 'FooBarVendor'", __LINE__ },
	{ "", -EINVAL, NULL, "empty CPU id", __LINE__ },
	{ "GenuineIntel", -EINVAL, NULL, "malformed", __LINE__ },
	{ "GenuineIntel-6", -EINVAL, NULL, "malformed", __LINE__ },
	{ "GenuineIntel-x-1A", -EINVAL, NULL, "family 'x'", __LINE__ },
	{ "GenuineIntel-0-1A", -EINVAL, NULL, "family must be", __LINE__ },
	{ "GenuineIntel-1000-1A", -EINVAL, NULL, "family '1000'", __LINE__ },
	{ "GenuineIntel-6-1AA", -EINVAL, NULL, "model '1AA'", __LINE__ },
	{ "GenuineIntel-6-", -EINVAL, NULL, "model ''", __LINE__ },
	{ "GenuineIntel-6-1G", -EINVAL, NULL, "model '1G'", __LINE__ },
	{ "GenuineIntel-6-1A-10", -EINVAL, NULL, "stepping '10'", __LINE__ },
	{ "GenuineIntel-6-1A-5-0", -EINVAL, NULL, "too many fields", __LINE__ },
	{ "GenuineIntel-6-1A-", -EINVAL, NULL, "stepping ''", __LINE__ },
	{ "GenuineIntel-6-1A-5xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", -EINVAL, NULL,
	  "longer than", __LINE__ },
	/*
	 * arm64: MIDR_EL1 as perf's mapfile and sysfs write it, keyed by
	 * implementer, part and revision (any variant); a part no table has
	 * (Cortex-A715, HiSilicon hip09, QEMU's max) gets the fallback.
	 */
	{ "0x00000000410fd0c0", 0, "neoverse-n1", NULL, __LINE__ },
	{ "0x00000000414FD0C1", 0, "neoverse-n1", NULL, __LINE__ },
	{ "0x411fd070", 0, "cortex-a57-a72", NULL, __LINE__ },
	{ "0x410fd080", 0, "cortex-a57-a72", NULL, __LINE__ },
	{ "0x410fd4f0", 0, "neoverse-v2", NULL, __LINE__ },
	{ "0x410fd490", 0, "neoverse-n2", NULL, __LINE__ },
	{ "0x460f0010", 0, "a64fx", NULL, __LINE__ },
	{ "0xc00fac30", 0, "ampereone", NULL, __LINE__ },
	{ "0x430f0af1", 0, "thunderx2", NULL, __LINE__ },
	{ "0x420f5160", 0, "thunderx2", NULL, __LINE__ },
	{ "0x410fd4d0", 0, "arm64-arch-fallback", NULL, __LINE__ },
	{ "0x480fd020", 0, "arm64-arch-fallback", NULL, __LINE__ },
	{ "0x00000000000f0510", 0, "arm64-arch-fallback", NULL, __LINE__ },
	{ "0x", -EINVAL, NULL, "no hex digits", __LINE__ },
	{ "0x00000000410fd0c0-1", -EINVAL, NULL, "at offset 18 is not a hex digit", __LINE__ },
	{ "0x000000000410fd0c0", -EINVAL, NULL, "more than 16 hex digits", __LINE__ },
	{ "0x00000001410fd0c0", -EINVAL, NULL, "bits 63:32 are RES0", __LINE__ },
	{ "0x410fd0c0 ", -EINVAL, NULL, "at offset 10 is not a hex digit", __LINE__ },
};

static void test_strings(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(scases) / sizeof(scases[0]); i++) {
		const struct scase *c = &scases[i];
		struct pg_cpu buf;
		const struct pg_cpu *cpu;
		int err = pg_cpu_get(c->in, &buf, &cpu);

		if (err != c->err)
			fail_msg("line %d: '%s': got %d (%s), want %d", c->line, c->in, err,
				 perfgen_errmsg(), c->err);
		if (err && !strstr(perfgen_errmsg(), c->msg))
			fail_msg("line %d: '%s': message '%s' lacks '%s'", c->line, c->in,
				 perfgen_errmsg(), c->msg);
		if (!err && strcmp(pg_str(cpu->uarch->name), c->uarch))
			fail_msg("line %d: '%s': %s, want %s", c->line, c->in,
				 pg_str(cpu->uarch->name), c->uarch);
	}
}

static void test_public_identify(void **state)
{
	PERFGEN_OPTS(perfgen_cpu, cpu);
	struct perfgen_cpu small = { .sz = 4 }, old;

	(void)state;
	assert_int_equal(perfgen_cpu_identify("GenuineIntel-6-1A-5", &cpu), 0);
	assert_string_equal(cpu.id, "GenuineIntel-6-1A-5");
	assert_string_equal(cpu.uarch, "nehalem-ep");
	assert_int_equal(cpu.family, 6);
	assert_int_equal(cpu.model, 0x1a);
	assert_int_equal(cpu.detected, 0);
	assert_int_equal(cpu.architectural, 0);
	assert_int_equal(perfgen_cpu_identify("GenuineIntel-6-17", &cpu), 0);
	assert_string_equal(cpu.uarch, "intel-arch-fallback");
	assert_int_equal(cpu.architectural, 1);
	assert_int_equal(cpu.model, 0x17);
	assert_int_equal(perfgen_cpu_identify("GenuineIntel-15-2", &cpu), -ENOENT);
	assert_null(cpu.uarch);
	assert_int_equal(cpu.architectural, 0);
	assert_int_equal(cpu.family, 15);
	/* A caller built against the first struct, without architectural: */
	old.sz = offsetof(struct perfgen_cpu, architectural);
	memset(&old.architectural, 0x5a, sizeof(old.architectural));
	assert_int_equal(perfgen_cpu_identify("GenuineIntel-6-17", &old), 0);
	assert_string_equal(old.uarch, "intel-arch-fallback");
	assert_int_equal(old.architectural, 0x5a5a5a5a);
	/* An arm64 CPU by its MIDR: the fields of MIDR_EL1, perf's 16-digit id. */
	assert_int_equal(perfgen_cpu_identify("0x414fd0c1", &cpu), 0);
	assert_string_equal(cpu.id, "0x00000000414fd0c1");
	assert_string_equal(cpu.vendor, "arm64");
	assert_int_equal(cpu.family, 0x41);	/* implementer: Arm */
	assert_int_equal(cpu.model, 0xd0c);	/* part: Neoverse N1 */
	assert_int_equal(cpu.stepping, 1);	/* revision; variant 4 */
	/* Its core table, whatever the variant and revision. */
	assert_string_equal(cpu.uarch, "neoverse-n1");
	assert_int_equal(cpu.architectural, 0);
	/* A part no table has (Cortex-A715): the architected common events only. */
	assert_int_equal(perfgen_cpu_identify("0x410fd4d0", &cpu), 0);
	assert_string_equal(cpu.uarch, "arm64-arch-fallback");
	assert_int_equal(cpu.architectural, 1);
	assert_int_equal(perfgen_cpu_identify("junk", &cpu), -EINVAL);
	assert_int_equal(perfgen_cpu_identify(NULL, &small), -EINVAL);
	assert_int_equal(perfgen_cpu_identify(NULL, NULL), -EINVAL);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_from_regs),
		cmocka_unit_test(test_unknown_vendor),
		cmocka_unit_test(test_strings),
		cmocka_unit_test(test_public_identify),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}

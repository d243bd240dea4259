// SPDX-License-Identifier: MIT
/*
 * A CPU from /proc/cpuinfo text: for fixtures recorded from machines
 * whose CPUID is not at hand (tests, the fuzzer), never on the resolve
 * path.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cpu.h"

/* Value of the first "key<TAB>: value" line of /proc/cpuinfo text. */
static int cpuinfo_field(const char *text, const char *key, char *buf, size_t sz)
{
	size_t klen = strlen(key);

	for (const char *line = text; line && *line;) {
		const char *nl = strchr(line, '\n');
		size_t len = nl ? (size_t)(nl - line) : strlen(line);

		if (len > klen && !strncmp(line, key, klen) &&
		    (line[klen] == '\t' || line[klen] == ' ' || line[klen] == ':')) {
			const char *colon = memchr(line, ':', len);

			if (!colon)
				return -1;
			colon++;
			while (*colon == ' ')
				colon++;
			len -= (size_t)(colon - line);
			if (len >= sz)
				return -1;
			memcpy(buf, colon, len);
			buf[len] = '\0';
			return 0;
		}
		line = nl ? nl + 1 : NULL;
	}
	return -1;
}

int pg_cpu_from_cpuinfo(const char *text, struct pg_cpu *cpu)
{
	char vendor[32], fam[16], model[16], step[16];
	char id[PERFGEN_CPUID_MAX + 32];
	unsigned long f, m, s;
	char *end;

	memset(cpu, 0, sizeof(*cpu));
	cpu->vendor = PG_VENDOR_NR;
	if (cpuinfo_field(text, "vendor_id", vendor, sizeof(vendor)) ||
	    cpuinfo_field(text, "cpu family", fam, sizeof(fam)) ||
	    cpuinfo_field(text, "model", model, sizeof(model)) ||
	    cpuinfo_field(text, "stepping", step, sizeof(step)))
		return pg_err(-EINVAL, "cpuinfo text lacks vendor_id, cpu family, model or "
			      "stepping");
	/* /proc/cpuinfo prints family, model and stepping in decimal. */
	f = strtoul(fam, &end, 10);
	if (*end || f == 0 || f > 999)
		return pg_err(-EINVAL, "cpuinfo: bad cpu family '%s'", fam);
	m = strtoul(model, &end, 10);
	if (*end || m > 0xff)
		return pg_err(-EINVAL, "cpuinfo: bad model '%s'", model);
	s = strtoul(step, &end, 10);
	if (*end || s > 0xf)
		return pg_err(-EINVAL, "cpuinfo: bad stepping '%s'", step);
	snprintf(id, sizeof(id), "%s-%lu-%lX-%lX", vendor, f, m, s);
	cpu->hypervisor = strstr(text, " hypervisor") != NULL;
	{
		int hv = cpu->hypervisor;
		int err = pg_cpu_parse(id, cpu);

		cpu->hypervisor = (uint8_t)hv;
		return err;
	}
}

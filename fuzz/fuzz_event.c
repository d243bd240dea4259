// SPDX-License-Identifier: MIT
/*
 * libFuzzer target: event strings through the parser and the resolver,
 * for a CPU chosen by the first input byte (so PMU terms are parsed for
 * every vendor's core PMU and concepts resolve against several tables).
 */
#include <linux/perf_event.h>
#include <perfgen/perfgen.h>
#include <stdint.h>
#include <string.h>

#include "parse.h"
#include "tables.h"
#include "terms.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *const cpus[] = {
	"GenuineIntel-6-1A", "GenuineIntel-6-2A", "GenuineIntel-6-55-4", "GenuineIntel-6-97",
	"AuthenticAMD-25-1", "AuthenticAMD-23-1", "GenuineIntel-6-17", "AuthenticAMD-26-2",
	"0x00000000414fd0c1", "0x00000000000f0510",
};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char buf[PG_EVENT_MAX + 8];
	struct perf_event_attr attr;
	struct pg_spec spec;
	const char *cpu;

	if (size < 1 || size > PG_EVENT_MAX + 4)
		return 0;
	cpu = cpus[data[0] % (sizeof(cpus) / sizeof(cpus[0]))];
	memcpy(buf, data + 1, size - 1);
	buf[size - 1] = '\0';
	pg_parse(buf, data[0] & 0x80 ? PG_VENDOR_AMD : data[0] & 0x40 ? PG_VENDOR_ARM
								    : PG_VENDOR_INTEL, &spec);
	/* The message must always be a terminated string. */
	if (perfgen_resolve(buf, cpu, &attr) < 0 && strlen(perfgen_errmsg()) == 0)
		__builtin_trap();
	return 0;
}

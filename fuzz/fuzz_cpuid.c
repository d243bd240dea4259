// SPDX-License-Identifier: MIT
/* libFuzzer target: CPU id strings (PERFGEN_CPU) and /proc/cpuinfo text. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cpu.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct pg_cpu cpu;
	char *s = malloc(size + 1);

	if (!s)
		return 0;
	memcpy(s, data, size);
	s[size] = '\0';
	if (pg_cpu_parse(s, &cpu) == 0) {
		/* A parsed id prints back to the same CPU. */
		struct pg_cpu again;

		if (pg_cpu_parse(cpu.id, &again) || again.family != cpu.family ||
		    again.model != cpu.model || again.stepping != cpu.stepping)
			__builtin_trap();
		pg_cpu_lookup(&cpu);
	}
	if (pg_cpu_from_cpuinfo(s, &cpu) == 0)
		pg_cpu_lookup(&cpu);
	free(s);
	return 0;
}

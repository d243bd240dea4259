// SPDX-License-Identifier: MIT
/*
 * The kernel's extra-register rule, as Linux 6.12 applies it to a raw
 * event's config1 (and as the patched kernel does for events no entry
 * takes), with the message that says which bits and which table.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>

#include "table.h"
#include "whitelist.h"

int pg_whitelist_check(const struct pg_whitelist *wl, uint64_t config, uint64_t config1,
		       const struct pg_cpu *cpu, const char *pmu)
{
	const struct pg_wl_entry *e;

	if (config1 == 0)
		return 0;
	e = pg_wl_find(wl, config);
	if (e) {
		uint64_t bad = config1 & ~e->valid;

		if (!bad)
			return 0;
		pg_err(-EINVAL, "config1 0x%" PRIx64 " has bits 0x%" PRIx64 " outside the "
		       "mask 0x%" PRIx64 " that %s (%s, %s) allows for event 0x%04x "
		       "(extra register MSR 0x%x, %s in Linux 6.12); the kernel "
		       "refuses it with EINVAL", config1, bad, e->valid, cpu->id,
		       pg_str(cpu->uarch->name), pmu, e->event, e->msr, pg_str(wl->kernel));
		return pg_err_config1(-EINVAL, config1, e->valid, e->msr);
	}
	if (wl->nr == 0) {
		pg_err(-EINVAL, "config1 0x%" PRIx64 " given, but %s (%s) has no extra "
		       "registers: no event of this PMU takes config1, and an "
		       "unpatched kernel would silently ignore it", config1, cpu->id,
		       pg_str(cpu->uarch->name));
		return pg_err_config1(-EINVAL, config1, 0, 0);
	}
	{
		char list[160];
		size_t used = 0;

		list[0] = '\0';
		for (unsigned int i = 0; i < wl->nr && used < sizeof(list); i++) {
			int n = snprintf(list + used, sizeof(list) - used, "%s0x%04x",
					 i ? ", " : "", pg_wl_entry_at(wl, i)->event);
			if (n < 0)
				break;
			used += (size_t)n;
		}
		pg_err(-EINVAL, "config1 0x%" PRIx64 " given with event 0x%04" PRIx64
		       ", which takes no config1 on %s (%s, %s): only events %s have "
		       "an extra register there, and an unpatched kernel would "
		       "silently ignore it", config1, config & 0xffff, cpu->id,
		       pg_str(cpu->uarch->name), pmu, list);
		return pg_err_config1(-EINVAL, config1, 0, 0);
	}
}

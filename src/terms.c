// SPDX-License-Identifier: MIT
/*
 * The terms of the core PMUs' event strings and their formats: the
 * kernel's own format strings (/sys/bus/event_source/devices/cpu/format/
 * on Linux 6.12: arch/x86/events/intel/core.c and amd/core.c
 * PMU_FORMAT_ATTR lines), parsed by the same code that parses a sysfs
 * format file.  The parser and the formatter both read these tables.
 */
#include <errno.h>
#include <string.h>

#include "tables.h"
#include "terms.h"

/*
 * config1 terms name the extra register their value goes to (msr-index.h
 * of Linux 6.12: MSR_OFFCORE_RSP_0/1 0x1a6/0x1a7, MSR_PEBS_LD_LAT_THRESHOLD
 * 0x3f6, MSR_PEBS_FRONTEND 0x3f7, MSR_SNOOP_RSP_0/1 0x1328/0x1329), which
 * is how the formatter picks one for a whitelist entry.
 */
static const struct pg_term intel_terms[] = {
	{ "event", "config:0-7", { 0, 0 } },
	{ "umask", "config:8-15", { 0, 0 } },
	{ "edge", "config:18", { 0, 0 } },
	{ "pc", "config:19", { 0, 0 } },
	{ "any", "config:21", { 0, 0 } },
	{ "inv", "config:23", { 0, 0 } },
	{ "cmask", "config:24-31", { 0, 0 } },
	{ "in_tx", "config:32", { 0, 0 } },
	{ "in_tx_cp", "config:33", { 0, 0 } },
	{ "eq", "config:36", { 0, 0 } },
	{ "offcore_rsp", "config1:0-63", { 0x1a6, 0x1a7 } },
	{ "ldlat", "config1:0-15", { 0x3f6, 0 } },
	{ "frontend", "config1:0-23", { 0x3f7, 0 } },
	{ "snoop_rsp", "config1:0-63", { 0x1328, 0x1329 } },
	{ "config", "config:0-63", { 0, 0 } },
	{ "config1", "config1:0-63", { 0, 0 } },
	{ "config2", "config2:0-63", { 0, 0 } },
};

static const struct pg_term amd_terms[] = {
	{ "event", "config:0-7,32-35", { 0, 0 } },
	{ "umask", "config:8-15", { 0, 0 } },
	{ "edge", "config:18", { 0, 0 } },
	{ "inv", "config:23", { 0, 0 } },
	{ "cmask", "config:24-31", { 0, 0 } },
	{ "config", "config:0-63", { 0, 0 } },
	{ "config1", "config1:0-63", { 0, 0 } },
	{ "config2", "config2:0-63", { 0, 0 } },
};

int pg_format_parse(const char *s, struct pg_format *f)
{
	static const char *const fields[] = { "config", "config1", "config2" };
	const char *colon = strchr(s, ':');
	const char *p;
	size_t flen;
	int field = -1;

	memset(f, 0, sizeof(*f));
	if (!colon)
		return -EINVAL;
	flen = (size_t)(colon - s);
	for (int i = 0; i < 3; i++)
		if (strlen(fields[i]) == flen && !memcmp(s, fields[i], flen))
			field = i;
	if (field < 0)
		return -EINVAL;
	f->field = (uint8_t)field;
	p = colon + 1;
	for (;;) {
		unsigned int lo = 0, hi;
		int digits = 0;

		if (f->nr == 4)
			return -EINVAL;
		while (*p >= '0' && *p <= '9' && digits < 3) {
			lo = lo * 10 + (unsigned int)(*p++ - '0');
			digits++;
		}
		if (!digits || lo > 63)
			return -EINVAL;
		hi = lo;
		if (*p == '-') {
			p++;
			hi = 0;
			digits = 0;
			while (*p >= '0' && *p <= '9' && digits < 3) {
				hi = hi * 10 + (unsigned int)(*p++ - '0');
				digits++;
			}
			if (!digits || hi > 63 || hi < lo)
				return -EINVAL;
		}
		f->lo[f->nr] = (uint8_t)lo;
		f->hi[f->nr] = (uint8_t)hi;
		f->nr++;
		if (*p == '\0' || *p == '\n')
			break;
		if (*p++ != ',')
			return -EINVAL;
	}
	return 0;
}

int pg_format_apply(const struct pg_format *f, uint64_t value, uint64_t cfg[3])
{
	unsigned int shift = 0;

	for (unsigned int i = 0; i < f->nr; i++) {
		unsigned int width = f->hi[i] - f->lo[i] + 1u;
		uint64_t mask = width == 64 ? ~0ULL : (1ULL << width) - 1;
		uint64_t part = shift < 64 ? (value >> shift) & mask : 0;

		cfg[f->field] |= part << f->lo[i];
		shift += width;
	}
	if (shift < 64 && (value >> shift))
		return -EINVAL;
	return 0;
}

uint64_t pg_format_value(const struct pg_format *f, const uint64_t cfg[3])
{
	uint64_t value = 0;
	unsigned int shift = 0;

	for (unsigned int i = 0; i < f->nr; i++) {
		unsigned int width = f->hi[i] - f->lo[i] + 1u;
		uint64_t mask = width == 64 ? ~0ULL : (1ULL << width) - 1;

		if (shift < 64)
			value |= ((cfg[f->field] >> f->lo[i]) & mask) << shift;
		shift += width;
	}
	return value;
}

/*
 * arm64 PMUv3 (drivers/perf/arm_pmuv3.c of Linux 6.12: format/event is
 * config:0-15 on every PMUv3; the config1 bits (long, rdpmc, threshold)
 * reach no event through a whitelist libperfgen has, so none is named).
 */
static const struct pg_term arm_terms[] = {
	{ "event", "config:0-15", { 0, 0 } },
	{ "config", "config:0-63", { 0, 0 } },
	{ "config1", "config1:0-63", { 0, 0 } },
	{ "config2", "config2:0-63", { 0, 0 } },
};

const struct pg_term *pg_terms(int vendor, size_t *n)
{
	if (vendor == PG_VENDOR_ARM) {
		*n = sizeof(arm_terms) / sizeof(arm_terms[0]);
		return arm_terms;
	}
	if (vendor == PG_VENDOR_INTEL) {
		*n = sizeof(intel_terms) / sizeof(intel_terms[0]);
		return intel_terms;
	}
	*n = sizeof(amd_terms) / sizeof(amd_terms[0]);
	return amd_terms;
}

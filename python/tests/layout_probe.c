// SPDX-License-Identifier: MIT
/*
 * The layouts of the public structs as the C compiler lays them out, as
 * JSON, for python/tests/test_layout.py to hold the ctypes mirrors to:
 * {"struct": {"size": N, "fields": {"name": offset}, "bits": {"name":
 * [byte, mask]}}}.  A bitfield member is found by setting it alone in a
 * zeroed struct and looking for the byte that changed.
 */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <perfgen/perfgen.h>

static const char *sep;

static void begin(const char *name, size_t size)
{
	printf("%s\"%s\": {\"size\": %zu, \"fields\": {", sep, name, size);
	sep = "";
}

#define FIELD(type, f)                                                                             \
	do {                                                                                       \
		printf("%s\"%s\": %zu", sep, #f, offsetof(struct type, f));                        \
		sep = ", ";                                                                        \
	} while (0)

static void bit(const char *name, const void *s, size_t size)
{
	const unsigned char *p = s;

	for (size_t i = 0; i < size; i++)
		if (p[i]) {
			printf("%s\"%s\": [%zu, %u]", sep, name, i, p[i]);
			sep = ", ";
			return;
		}
}

#define BIT(type, f)                                                                               \
	do {                                                                                       \
		struct type s;                                                                     \
		memset(&s, 0, sizeof(s));                                                          \
		s.f = 1;                                                                           \
		bit(#f, &s, sizeof(s));                                                            \
	} while (0)

static void bits(void)
{
	printf("}, \"bits\": {");
	sep = "";
}

static void end(void)
{
	printf("}}");
	sep = ", ";
}

int main(void)
{
	sep = "";
	printf("{");
	begin("perfgen_cpu", sizeof(struct perfgen_cpu));
	FIELD(perfgen_cpu, sz);
	FIELD(perfgen_cpu, id);
	FIELD(perfgen_cpu, vendor);
	FIELD(perfgen_cpu, family);
	FIELD(perfgen_cpu, model);
	FIELD(perfgen_cpu, stepping);
	FIELD(perfgen_cpu, uarch);
	FIELD(perfgen_cpu, description);
	FIELD(perfgen_cpu, hybrid);
	FIELD(perfgen_cpu, hypervisor);
	FIELD(perfgen_cpu, detected);
	FIELD(perfgen_cpu, architectural);
	end();

	begin("perfgen_part", sizeof(struct perfgen_part));
	FIELD(perfgen_part, config);
	FIELD(perfgen_part, config1);
	FIELD(perfgen_part, json);
	FIELD(perfgen_part, pfm);
	FIELD(perfgen_part, wl_valid);
	FIELD(perfgen_part, wl_msr);
	end();

	begin("perfgen_info", sizeof(struct perfgen_info));
	FIELD(perfgen_info, sz);
	FIELD(perfgen_info, cpuid);
	FIELD(perfgen_info, concept_name);
	FIELD(perfgen_info, uarch);
	FIELD(perfgen_info, pmu);
	FIELD(perfgen_info, json);
	FIELD(perfgen_info, pfm);
	FIELD(perfgen_info, ref);
	FIELD(perfgen_info, approx);
	FIELD(perfgen_info, exact);
	FIELD(perfgen_info, whitelist_checked);
	FIELD(perfgen_info, whitelist);
	FIELD(perfgen_info, wl_valid);
	FIELD(perfgen_info, wl_msr);
	FIELD(perfgen_info, nr_parts);
	FIELD(perfgen_info, parts);
	FIELD(perfgen_info, avail);
	FIELD(perfgen_info, note);
	FIELD(perfgen_info, combine);
	FIELD(perfgen_info, formula);
	FIELD(perfgen_info, nr_terms);
	FIELD(perfgen_info, terms);
	FIELD(perfgen_info, unit);
	FIELD(perfgen_info, scale);
	FIELD(perfgen_info, system_wide);
	end();

	begin("perfgen_term", sizeof(struct perfgen_term));
	FIELD(perfgen_term, part);
	FIELD(perfgen_term, weight);
	end();

	begin("perfgen_count", sizeof(struct perfgen_count));
	FIELD(perfgen_count, sz);
	FIELD(perfgen_count, value);
	FIELD(perfgen_count, time_enabled);
	FIELD(perfgen_count, time_running);
	FIELD(perfgen_count, scaled);
	end();

	begin("perfgen_concept", sizeof(struct perfgen_concept));
	FIELD(perfgen_concept, sz);
	FIELD(perfgen_concept, name);
	FIELD(perfgen_concept, definition);
	FIELD(perfgen_concept, software);
	FIELD(perfgen_concept, avail);
	FIELD(perfgen_concept, note);
	end();

	begin("perfgen_papi", sizeof(struct perfgen_papi));
	FIELD(perfgen_papi, sz);
	FIELD(perfgen_papi, name);
	FIELD(perfgen_papi, description);
	FIELD(perfgen_papi, concept_name);
	FIELD(perfgen_papi, refused);
	FIELD(perfgen_papi, avail);
	FIELD(perfgen_papi, note);
	end();

	begin("perfgen_error", sizeof(struct perfgen_error));
	FIELD(perfgen_error, sz);
	FIELD(perfgen_error, reason);
	FIELD(perfgen_error, err);
	FIELD(perfgen_error, offset);
	FIELD(perfgen_error, msr);
	FIELD(perfgen_error, config1);
	FIELD(perfgen_error, bad_bits);
	FIELD(perfgen_error, mask);
	FIELD(perfgen_error, suggested);
	end();

	begin("perfgen_event_opts", sizeof(struct perfgen_event_opts));
	FIELD(perfgen_event_opts, sz);
	FIELD(perfgen_event_opts, cpuid);
	FIELD(perfgen_event_opts, pid);
	FIELD(perfgen_event_opts, cpus);
	FIELD(perfgen_event_opts, reserved);
	FIELD(perfgen_event_opts, process);
	bits();
	BIT(perfgen_event_opts, all_cpus);
	BIT(perfgen_event_opts, exclude_user);
	BIT(perfgen_event_opts, exclude_kernel);
	BIT(perfgen_event_opts, exclude_hv);
	BIT(perfgen_event_opts, disabled);
	BIT(perfgen_event_opts, inherit);
	BIT(perfgen_event_opts, enable_on_exec);
	BIT(perfgen_event_opts, no_rdpmc);
	end();

	begin("perfgen_counter_opts", sizeof(struct perfgen_counter_opts));
	FIELD(perfgen_counter_opts, sz);
	FIELD(perfgen_counter_opts, cpuid);
	FIELD(perfgen_counter_opts, cpus);
	FIELD(perfgen_counter_opts, nr_cpus);
	FIELD(perfgen_counter_opts, pid);
	FIELD(perfgen_counter_opts, process);
	FIELD(perfgen_counter_opts, cgroup);
	FIELD(perfgen_counter_opts, all_cpus);
	FIELD(perfgen_counter_opts, group);
	FIELD(perfgen_counter_opts, exclude_user);
	FIELD(perfgen_counter_opts, exclude_kernel);
	FIELD(perfgen_counter_opts, exclude_hv);
	FIELD(perfgen_counter_opts, disabled);
	FIELD(perfgen_counter_opts, inherit);
	FIELD(perfgen_counter_opts, enable_on_exec);
	FIELD(perfgen_counter_opts, no_rdpmc);
	end();

	begin("perfgen_unit", sizeof(struct perfgen_unit));
	FIELD(perfgen_unit, sz);
	FIELD(perfgen_unit, cpu);
	FIELD(perfgen_unit, pid);
	FIELD(perfgen_unit, pmu);
	FIELD(perfgen_unit, nr_fds);
	FIELD(perfgen_unit, socket);
	FIELD(perfgen_unit, die);
	end();

	begin("perf_event_attr", sizeof(struct perf_event_attr));
	FIELD(perf_event_attr, type);
	FIELD(perf_event_attr, size);
	FIELD(perf_event_attr, config);
	FIELD(perf_event_attr, sample_period);
	FIELD(perf_event_attr, sample_type);
	FIELD(perf_event_attr, read_format);
	FIELD(perf_event_attr, wakeup_events);
	FIELD(perf_event_attr, bp_type);
	FIELD(perf_event_attr, config1);
	FIELD(perf_event_attr, config2);
	bits();
	BIT(perf_event_attr, exclude_user);
	BIT(perf_event_attr, exclude_kernel);
	BIT(perf_event_attr, exclude_hv);
	end();
	printf("}\n");
	return 0;
}

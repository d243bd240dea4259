/* SPDX-License-Identifier: MIT */
/*
 * libperfgen: generalized hardware performance events for Linux.
 *
 * Conceptual event names ("dram-remote", "llc-load-misses", "cycles") are
 * resolved to the perf_event_attr that counts them on the CPU at hand,
 * from tables keyed by CPUID vendor/family/model/stepping, and opened with
 * perf_event_open(2).
 *
 * Conventions:
 *  - Functions return 0 (or a non-negative count/fd) on success and a
 *    negative errno on failure: -ENOENT unknown name or CPU, -EOPNOTSUPP a
 *    name known but not countable on this CPU, -EINVAL a malformed string
 *    or an encoding the CPU's kernel would refuse or ignore; errors of
 *    perf_event_open(2) itself are passed through.
 *  - After a failure, perfgen_errmsg() returns one sentence saying why,
 *    per thread, and perfgen_errinfo() its reason code (enum
 *    perfgen_reason) and fields, for a program to branch on.  The library
 *    never prints.
 *  - Every struct that starts with `size_t sz`, the options the library
 *    reads and the results it fills alike, follows one rule: initialise it
 *    with PERFGEN_OPTS(), which sets sz to the size this header knows.  The
 *    library accepts any sz from the first release's size up, reads and
 *    writes only the fields inside sz, and refuses (-EINVAL) a struct
 *    with a non-zero byte after the last field it knows, up to sz: the
 *    tail padding after that field included (a newer header's field there
 *    leaves sizeof, and so sz, as it was), and every byte past its own
 *    size (a newer header's fields it cannot honour); a bit set in a flags
 *    word that is no flag of its own likewise.  New fields are added at the
 *    end, never inside an existing bitfield word; and, as libraries 0.1
 *    and 0.2 did not check the padding, never in the tail padding of a
 *    struct of theirs: such a field starts at its 0.2 sizeof.
 *  - Thread safety: every function may be called from any thread at any
 *    time; the tables are read-only and CPU detection runs once
 *    (pthread_once).
 */
#ifndef PERFGEN_PERFGEN_H
#define PERFGEN_PERFGEN_H

#include <linux/perf_event.h>
#ifndef __cplusplus
#include <stdbool.h>
#endif
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__) && __GNUC__ >= 4
#define PERFGEN_API __attribute__((visibility("default")))
#else
#define PERFGEN_API
#endif

/*
 * The 0.1 handles (perfgen_event_*, perfgen_group_*) are deprecated in
 * favour of perfgen_counter_*: a compiler warns at their use unless
 * PERFGEN_ALLOW_DEPRECATED is defined.  They keep working.
 */
#if !defined(PERFGEN_ALLOW_DEPRECATED) && defined(__GNUC__) && \
	(__GNUC__ > 4 || (__GNUC__ == 4 && __GNUC_MINOR__ >= 5))
#define PERFGEN_DEPRECATED __attribute__((deprecated("use perfgen_counter_*")))
#else
#define PERFGEN_DEPRECATED
#endif

/*
 * PERFGEN_VERSION_MAJOR, _MINOR, _PATCH and PERFGEN_VERSION_STRING: the
 * version of this header, written by the build from the project's version
 * (the library's is perfgen_version()).
 */
#include <perfgen/version.h>

/*
 * Declare a struct that starts with sz, zeroed, padding included, with sz
 * set, then named fields (none, or any):
 *   PERFGEN_OPTS(perfgen_count, c);
 *   PERFGEN_OPTS(perfgen_open_opts, o, .exclude_kernel = 1, .cpuid = id);
 * The library refuses a struct with a non-zero padding byte after its last
 * field, and an initializer alone does not zero padding (gcc and clang
 * leave it as the stack was when every field is named), so in C the
 * object is cleared with memset() first (libbpf's LIBBPF_OPTS) and then
 * given the initializer's values: a declaration, in a block (not static,
 * not const).  In C++ (before C++20 designators exist) the object is
 * value-initialized, which zeroes padding, and the fields are assigned in
 * a lambda in that order; a field's value must not hold a comma outside
 * parentheses there, and at namespace scope only constants can be used.
 */
#ifndef __cplusplus
#include <string.h>
#define PERFGEN_OPTS(TYPE, ...) PERFGEN_OPTS_C_(TYPE, __VA_ARGS__, )
#define PERFGEN_OPTS_C_(TYPE, NAME, ...)                                  \
	struct TYPE NAME = (memset(&NAME, 0, sizeof(struct TYPE)),        \
			    (struct TYPE){ .sz = sizeof(struct TYPE), __VA_ARGS__ })
#else
#define PERFGEN_OPTS(TYPE, ...) PERFGEN_OPTS_CXX_(TYPE, __VA_ARGS__, )
#define PERFGEN_OPTS_CXX_(TYPE, NAME, ...)                          \
	TYPE NAME = [&]() {                                          \
		TYPE perfgen_opts_ = TYPE();                         \
		perfgen_opts_.sz = sizeof(TYPE);                     \
		PERFGEN_OPTS_SET_(perfgen_opts_, __VA_ARGS__)        \
		return perfgen_opts_;                                \
	}()
/* `o .field = value` for each argument; an empty one assigns nothing. */
#define PERFGEN_OPTS_SET_(O, ...) \
	PERFGEN_OPTS_CAT_(PERFGEN_OPTS_SET, PERFGEN_OPTS_N_(__VA_ARGS__))(O, __VA_ARGS__)
#define PERFGEN_OPTS_CAT_(A, B) PERFGEN_OPTS_CAT2_(A, B)
#define PERFGEN_OPTS_CAT2_(A, B) A##B
#define PERFGEN_OPTS_N_(...) \
	PERFGEN_OPTS_NTH_(__VA_ARGS__, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0)
#define PERFGEN_OPTS_NTH_(_1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11, _12, _13, _14, \
			  _15, _16, N, ...) N
#define PERFGEN_OPTS_SET1(O, A) static_cast<void>(O A);
#define PERFGEN_OPTS_SET2(O, A, ...) static_cast<void>(O A); PERFGEN_OPTS_SET1(O, __VA_ARGS__)
#define PERFGEN_OPTS_SET3(O, A, ...) static_cast<void>(O A); PERFGEN_OPTS_SET2(O, __VA_ARGS__)
#define PERFGEN_OPTS_SET4(O, A, ...) static_cast<void>(O A); PERFGEN_OPTS_SET3(O, __VA_ARGS__)
#define PERFGEN_OPTS_SET5(O, A, ...) static_cast<void>(O A); PERFGEN_OPTS_SET4(O, __VA_ARGS__)
#define PERFGEN_OPTS_SET6(O, A, ...) static_cast<void>(O A); PERFGEN_OPTS_SET5(O, __VA_ARGS__)
#define PERFGEN_OPTS_SET7(O, A, ...) static_cast<void>(O A); PERFGEN_OPTS_SET6(O, __VA_ARGS__)
#define PERFGEN_OPTS_SET8(O, A, ...) static_cast<void>(O A); PERFGEN_OPTS_SET7(O, __VA_ARGS__)
#define PERFGEN_OPTS_SET9(O, A, ...) static_cast<void>(O A); PERFGEN_OPTS_SET8(O, __VA_ARGS__)
#define PERFGEN_OPTS_SET10(O, A, ...) static_cast<void>(O A); PERFGEN_OPTS_SET9(O, __VA_ARGS__)
#define PERFGEN_OPTS_SET11(O, A, ...) static_cast<void>(O A); PERFGEN_OPTS_SET10(O, __VA_ARGS__)
#define PERFGEN_OPTS_SET12(O, A, ...) static_cast<void>(O A); PERFGEN_OPTS_SET11(O, __VA_ARGS__)
#define PERFGEN_OPTS_SET13(O, A, ...) static_cast<void>(O A); PERFGEN_OPTS_SET12(O, __VA_ARGS__)
#define PERFGEN_OPTS_SET14(O, A, ...) static_cast<void>(O A); PERFGEN_OPTS_SET13(O, __VA_ARGS__)
#define PERFGEN_OPTS_SET15(O, A, ...) static_cast<void>(O A); PERFGEN_OPTS_SET14(O, __VA_ARGS__)
#define PERFGEN_OPTS_SET16(O, A, ...) static_cast<void>(O A); PERFGEN_OPTS_SET15(O, __VA_ARGS__)
#endif

/* Length of a CPU identifier string, "GenuineIntel-6-1A-5" and NUL. */
#define PERFGEN_CPUID_MAX 40

/* One identified CPU. */
struct perfgen_cpu {
	size_t sz;
	/*
	 * perf's mapfile form: vendor-family(decimal)-model(hex)-stepping(hex);
	 * arm64: MIDR_EL1 as 0x and 16 hex digits (0x00000000414fd0c1)
	 */
	char id[PERFGEN_CPUID_MAX];
	const char *vendor;	/* "GenuineIntel", "AuthenticAMD", ..., "arm64" */
	unsigned int family;	/* display family; arm64: MIDR implementer */
	unsigned int model;	/* display model; arm64: MIDR part number */
	unsigned int stepping;	/* arm64: MIDR revision */
	const char *uarch;	/* "nehalem-ep", ... ; NULL if unknown */
	const char *description; /* human name of the uarch; NULL if unknown */
	int hybrid;		/* 1: several core PMUs (cpu_core and cpu_atom;
				 * this arm64 machine's big.LITTLE ones) */
	int hypervisor;		/* 1: CPUID says we run under a hypervisor */
	int detected;		/* 1: read from this machine, 0: from a string */
	/*
	 * Newer field, filled only when sz covers it:
	 * 1 when no model table maps the CPU and uarch names its vendor's
	 * fallback table: Intel's architectural events (CPUID leaf 0AH), or
	 * the kernel's family-independent generic events on AMD and Hygon.
	 */
	int architectural;
};

/*
 * Identify a CPU.  With cpuid NULL: this machine (the PERFGEN_CPU
 * environment variable, when set, overrides CPUID); otherwise the string
 * "GenuineIntel-6-1A" or "GenuineIntel-6-1A-5" (family decimal, model and
 * stepping hex).  A CPU of a known vendor that no model table maps gets
 * its vendor's fallback table (architectural = 1) and returns 0; this
 * machine of an unknown vendor (CPUID) still fills vendor, family, model
 * and stepping, sets uarch to NULL and returns -ENOENT.  A CPU id string
 * (cpuid, or PERFGEN_CPU) that does not parse, malformed (-EINVAL) or of
 * an unknown vendor (-ENOENT; vendors are case-sensitive, as CPUID spells
 * them), fills nothing: every call resolving for it fails with the same
 * errno and message, software events included.
 */
PERFGEN_API int perfgen_cpu_identify(const char *cpuid, struct perfgen_cpu *cpu);

/* A core PMU's name as the kernel registered it, with its NUL. */
#define PERFGEN_PMU_NAME_MAX 64

/* One core PMU of this machine (perfgen_cpu_pmu()). */
struct perfgen_pmu {
	size_t sz;
	/* "cpu"; "cpu_core", "cpu_atom"; arm64: "armv8_pmuv3", "armv8_cortex_a53" */
	char name[PERFGEN_PMU_NAME_MAX];
	int type;		/* its attr.type from sysfs; -1 when sysfs gives none */
	int nr_cpus;		/* CPUs its sysfs cpus list has; 0: no list */
	/*
	 * The CPU its events are encoded for, as perfgen_cpu_identify()
	 * writes ids: arm64 big.LITTLE, the MIDR of the CPUs it owns; else
	 * this machine's.  "" when its CPUs cannot be identified.
	 */
	char id[PERFGEN_CPUID_MAX];
	const char *uarch;	/* the table of id; NULL when not known */
};

/*
 * The i-th (from 0) core PMU this machine counts on, as events that name
 * no PMU are opened on every one of them and their counts added: one
 * "cpu" (or the one arm64 PMU), Intel hybrid's cpu_core, cpu_atom, ...,
 * or arm64 big.LITTLE's armv8_cortex_a53, armv8_cortex_a72, ..., each
 * with the identity of its own CPUs.  Returns how many core PMUs there
 * are (>= 1), or -ENOENT when i is not below that, or the error of
 * identifying this machine; -EINVAL for a bad pmu.  PERFGEN_CPU, when
 * set, names the CPU of every core PMU.  Its CPUs: perfgen_cpuset_pmu()
 * of its name.  Thread-safe.
 */
PERFGEN_API int perfgen_cpu_pmu(int i, struct perfgen_pmu *pmu);

/* Most encodings a concept's sum has (perfgen_info.parts). */
#define PERFGEN_PARTS_MAX 4

/* One encoding of a concept that the tables define as a sum. */
struct perfgen_part {
	uint64_t config;	/* with attr.type: the perf_event_attr of this part */
	uint64_t config1;
	const char *json;	/* perf JSON event name, "" if none */
	const char *pfm;	/* libpfm4 event string, "" if none */
	uint64_t wl_valid;	/* as perfgen_info.wl_valid, for this part's event */
	unsigned int wl_msr;	/* as perfgen_info.wl_msr, for this part's event */
};

/* How the counts of a concept's parts make its count (perfgen_info.combine). */
enum perfgen_combine {
	PERFGEN_COMBINE_NONE = 0,	/* one encoding: attr is the whole of it */
	PERFGEN_COMBINE_SUM = 1,	/* the parts' counts add */
	PERFGEN_COMBINE_WEIGHTED = 2,	/* each part's count times its weight, added
					 * (a weight of -1: the part subtracted) */
	PERFGEN_COMBINE_DIFFERENCE = 3,	/* two parts: part 0's count minus part 1's */
};

/* Most parts a derived concept has (perfgen_info.terms). */
#define PERFGEN_TERMS_MAX 8

/* A part of a derived concept and what its count is multiplied by. */
struct perfgen_term {
	struct perfgen_part part;
	int64_t weight;		/* 1 in a sum; lanes x operations in a weighted sum;
				 * -1 for the subtracted part of a difference, and
				 * for each subtracted part of a weighted sum that
				 * adds and subtracts (l2-data-misses on Sandy
				 * Bridge: all demand data reads + RFO misses -
				 * demand data-read hits) */
};

/* Where a resolved encoding came from. */
struct perfgen_info {
	size_t sz;
	char cpuid[PERFGEN_CPUID_MAX]; /* the CPU it was resolved for */
	const char *concept_name; /* NULL for raw/native forms */
	const char *uarch;	/* table used */
	const char *pmu;	/* "cpu", "cpu_core", "cpu_atom"; "software" */
	const char *json;	/* perf JSON event name, "" if none */
	const char *pfm;	/* libpfm4 event string, "" if none */
	const char *ref;	/* manual section, "" if none */
	const char *approx;	/* "" when exact, else what differs */
	int exact;		/* 1 when the row counts exactly the concept */
	int whitelist_checked;	/* 1 when config1 was checked (raw forms) */
	/* The kernel's extra-register whitelist for raw encodings (Linux 6.12): */
	const char *whitelist;	/* its array, "intel_nehalem_extra_regs"; "" none */
	uint64_t wl_valid;	/* config1 bits the entry for this event allows */
	unsigned int wl_msr;	/* that entry's MSR; 0 when no entry takes the event */
	/*
	 * Newer fields, filled only when sz covers them (a caller built
	 * against the shorter struct perfgen_info still works):
	 * 0 when attr is the whole encoding; 2..PERFGEN_PARTS_MAX when the
	 * CPU counts the concept only as the sum of that many events: attr
	 * (and json, pfm, wl_*) is then parts[0], and parts[] lists every
	 * part (same attr.type, each its own config/config1).  Such a concept
	 * opens with perfgen_counter_open(), not with perfgen_open().
	 */
	int nr_parts;
	struct perfgen_part parts[PERFGEN_PARTS_MAX];
	/*
	 * Newer fields, filled only when sz covers them: the availability
	 * (enum perfgen_avail) of a concept's row on this CPU, and why it is
	 * approximate or architectural ("" when exact, and for raw forms).
	 */
	int avail;
	const char *note;
	/*
	 * Newer fields, filled only when sz covers them: how the count is
	 * made of its parts' counts (enum perfgen_combine), that formula in
	 * the parts' event names ("FP_ARITH_INST_RETIRED.SCALAR_DOUBLE + 2 *
	 * FP_ARITH_INST_RETIRED.128B_PACKED_DOUBLE"; "" for one encoding),
	 * and every part with its weight (nr_terms = nr_parts for a sum).
	 * A weighted sum or a difference also sets nr_parts (>= 1, at most
	 * PERFGEN_PARTS_MAX: parts[] then holds the first terms), so that
	 * nr_parts != 0 keeps saying that attr is not the whole encoding;
	 * a caller whose sz ends before terms[] gets -EOPNOTSUPP for such a
	 * concept rather than parts it would add unweighted.
	 */
	int combine;
	const char *formula;
	int nr_terms;
	struct perfgen_term terms[PERFGEN_TERMS_MAX];
	/*
	 * Newer fields, filled only when sz covers them: an uncore concept
	 * (system_wide = 1: a socket's memory traffic or energy, counted by
	 * every instance of the uncore PMU named in pmu, "uncore_imc",
	 * "power"; attr.type is this machine's type of its first instance)
	 * turns its count into unit ("bytes", "joules") by multiplying it by
	 * scale; a count of events has unit "" and scale 1.  An uncore
	 * concept whose row sums several encodings on each instance lists
	 * them in parts[] and terms[] (combine PERFGEN_COMBINE_SUM).
	 */
	const char *unit;
	double scale;
	int system_wide;
};

/*
 * Resolve an event string to the attr that counts it.
 *
 * event: a concept ("dram-remote"), optionally with modifiers ":u", ":k",
 *   ":h" (combinable: ":uk"); perf's name of a kernel generic or software
 *   event no concept has ("cs", "bus-cycles", "L1-dcache-load-misses"),
 *   with the same modifiers; a raw form "r1b7" or "r1b7:20ff"
 *   (config:config1, hex); perf's PMU form
 *   "cpu/event=0xb7,umask=0x1,offcore_rsp=0x20ff/" (also "cpu_core/...",
 *   "cpu_atom/dram-remote/"); a PAPI preset name ("PAPI_TOT_INS",
 *   "PAPI_DP_OPS:u"; "PAPI_" as written, the rest in any case, as PAPI
 *   reads it), which resolves to the concept of the same meaning
 *   (perfgen_papi_get()), or, for a preset no concept has the meaning of,
 *   fails with -EOPNOTSUPP, PERFGEN_ERR_NO_EQUIVALENT and the reason; or
 *   a native libpfm4 name ("OFFCORE_RESPONSE_0:ANY_REQUEST:REMOTE_DRAM")
 *   when libpfm4 knows the CPU.
 * cpuid: NULL for this machine, or a CPU string as perfgen_cpu_identify().
 * attr: zeroed and filled (size = sizeof(struct perf_event_attr) of the
 * kernel headers the library was built with);
 *   untouched on failure.
 * info: optional (NULL), filled on success.
 *
 * A concept the CPU can only count as the sum of several events (the
 * tables say which; e.g. dram on Sapphire Rapids: the reads to the core
 * plus the prefetches that only fill the L3) resolves to its FIRST part:
 * attr alone counts part of the concept.  info->nr_parts (>= 2) says so
 * and info->parts[] gives every part; perfgen_counter_open() opens them
 * all and sums them.  A concept the tables define as a weighted sum (FLOPs:
 * each width's instruction count times its lanes) or a difference of
 * events also resolves to its first part; info->combine, formula and
 * terms[] say how the parts combine, and perfgen_counter_open() combines
 * them so (each part scaled by its own times first).
 *
 * No allocation and no file I/O (after the first detection of this
 * machine's CPU). Thread-safe.
 */
PERFGEN_API int perfgen_resolve(const char *event, const char *cpuid,
				struct perf_event_attr *attr);
PERFGEN_API int perfgen_resolve_info(const char *event, const char *cpuid,
				     struct perf_event_attr *attr,
				     struct perfgen_info *info);

/* The grammar an event string is written in (perfgen_classify()). */
enum perfgen_form {
	PERFGEN_FORM_CONCEPT = 1,	/* "dram-remote", "cycles:u" */
	PERFGEN_FORM_PERF_NAME = 2,	/* perf's name no concept has: "cs", "bus-cycles" */
	PERFGEN_FORM_RAW = 3,		/* "r1b7", "r1b7:20ff" */
	PERFGEN_FORM_PMU = 4,		/* "cpu/event=0x3c/", "cpu_atom/dram-remote/" */
	PERFGEN_FORM_NATIVE = 5,	/* a libpfm4 name: "OFFCORE_RESPONSE_0:..." */
	PERFGEN_FORM_PAPI = 6,		/* a PAPI preset name: "PAPI_TOT_INS", "PAPI_L2_DCM" */
};

/*
 * Which of the forms perfgen_resolve() takes event is written in (enum
 * perfgen_form, > 0), by the library's one grammar, whatever the CPU: a
 * PMU form's terms and a native name's existence are the CPU's and left
 * to perfgen_resolve().  A negative errno and the reason when event is
 * no form of it: -ENOENT (PERFGEN_ERR_UNKNOWN_NAME: another PMU, a
 * tracepoint, a misspelt name), -EINVAL (PERFGEN_ERR_SYNTAX).  No
 * allocation, no I/O.  Thread-safe.
 */
PERFGEN_API int perfgen_classify(const char *event);

/*
 * The perf(1) event string that counts attr on cpuid's CPU (NULL: this
 * machine), into buf: the names perf and perfgen_resolve() both know for
 * generic and software events ("cycles", "task-clock:u",
 * "cpu_atom/cycles/"); for a raw encoding the core PMU's terms
 * ("cpu/event=0xb7,umask=0x1,offcore_rsp=0x20ff/"), the config1 term
 * named by the extra register the kernel's whitelist entry of the event
 * uses (offcore_rsp, ldlat, frontend, snoop_rsp), and "config=0x..." for
 * bits no term names; the exclude bits as perf reads the modifiers u, k,
 * h.  pmu: "cpu", "cpu_core" or "cpu_atom" (perfgen_info.pmu), or NULL for
 * the one attr.type names (the CPU's first core PMU for PERF_TYPE_RAW).
 * Resolving the string gives attr back.
 *
 * Returns the string's length (without the NUL); -ENOSPC when sz is too
 * small, -EINVAL for an attr no perf string expresses, buf untouched then.
 * Thread-safe.
 */
PERFGEN_API int perfgen_format(const struct perf_event_attr *attr, const char *cpuid,
			       const char *pmu, char *buf, size_t sz);

/*
 * Options for perfgen_open_ext().  Zero means the kernel's default, but
 * for read_format (the library's: value and both times).
 */
struct perfgen_open_opts {
	size_t sz;
	const char *cpuid;	/* resolve for this CPU instead of the host */
	uint64_t sample_period;
	uint64_t read_format;	/* 0: TOTAL_TIME_ENABLED | TOTAL_TIME_RUNNING */
	unsigned int exclude_user : 1;
	unsigned int exclude_kernel : 1;
	unsigned int exclude_hv : 1;
	unsigned int disabled : 1;
	unsigned int inherit : 1;
	unsigned int enable_on_exec : 1;
	unsigned int pinned : 1;
	unsigned int exclusive : 1;
	unsigned int cloexec : 1;	/* PERF_FLAG_FD_CLOEXEC (on by default in
					 * perfgen_open()) */
	/*
	 * 4 bytes of tail padding: zero (PERFGEN_OPTS() zeroes them).  A
	 * newer field starts after them, at offset 40.
	 */
};

/*
 * Open the event counting the calling thread on any CPU, user and kernel
 * (subject to perf_event_paranoid), enabled.  Returns the fd or -errno.
 * A concept that is a sum of several events (perfgen_info.nr_parts) needs
 * one fd per part: -EOPNOTSUPP, use perfgen_counter_open().
 */
PERFGEN_API int perfgen_open(const char *event);

/*
 * Full form: pid, cpu, group_fd and flags as perf_event_open(2); opts may
 * be NULL.  Modifiers in the event string win over the opts' exclude bits.
 *
 * A hardware event resolved for another CPU than this machine's (opts->
 * cpuid or PERFGEN_CPU naming a CPU whose table is not this machine's, or
 * any CPU when this machine cannot be identified) is not opened: -EXDEV,
 * the message naming both CPUs, since another CPU's encoding counts
 * something unrelated here.  Another stepping or model of this machine's
 * own table is this machine's.  Software events open for any CPU.  The
 * environment variable PERFGEN_ALLOW_FOREIGN_CPU=1 opens them anyway.
 * The same holds for perfgen_counter_open().
 */
PERFGEN_API int perfgen_open_ext(const char *event, pid_t pid, int cpu,
				 int group_fd, unsigned long flags,
				 const struct perfgen_open_opts *opts);

/*
 * Whether event, resolved for cpuid (NULL: this machine, or PERFGEN_CPU),
 * may count on this machine, as perfgen_open_ext() decides before it
 * opens: 0 for a software event, or when cpuid's table is this machine's
 * (or PERFGEN_ALLOW_FOREIGN_CPU=1); -EXDEV with PERFGEN_ERR_FOREIGN_CPU
 * and the message naming both CPUs otherwise; resolve's error for a
 * string that does not resolve.  Opens nothing: for a tool that hands
 * the encoding to another program (perfgen perf runs perf with it).
 * Thread-safe.
 */
PERFGEN_API int perfgen_cpu_check(const char *cpuid, const char *event);

/* A counter reading. */
struct perfgen_count {
	size_t sz;
	uint64_t value;		/* raw count */
	uint64_t time_enabled;	/* ns, 0 if read_format lacks it */
	uint64_t time_running;	/* ns, 0 if read_format lacks it */
	uint64_t scaled;	/* value * enabled / running, or value */
};

/*
 * Read an fd opened by perfgen_open*() (default read_format); -EIO for
 * an fd opened with another read_format, -EINVAL for one that is not a
 * perf event.  Every call checks that with the PERF_EVENT_IOC_ID ioctl
 * before it reads (one system call): the caller may have closed the fd
 * and its number been reused, and a pipe would block or give its bytes.
 * A counter (perfgen_counter_read()) owns its fds and has no such check.
 */
PERFGEN_API int perfgen_read(int fd, struct perfgen_count *count);

/* Availability of a concept on a CPU. */
enum perfgen_avail {
	PERFGEN_AVAIL_EXACT = 0,
	PERFGEN_AVAIL_APPROX = 1,
	PERFGEN_AVAIL_UNSUPPORTED = 2,
	/*
	 * No model table maps the CPU: counted with an event every CPU of its
	 * vendor has (Intel's architectural events of CPUID leaf 0AH, the
	 * kernel's family-independent generic events on AMD/Hygon).
	 */
	PERFGEN_AVAIL_ARCHITECTURAL = 3,
};

struct perfgen_concept {
	size_t sz;
	const char *name;
	const char *definition;
	int software;		/* 1: a kernel software event */
	int avail;		/* enum perfgen_avail on the CPU asked */
	const char *note;	/* approx/unsupported reason, "" otherwise */
};

/* Number of concepts (for iteration), >= 1. */
PERFGEN_API int perfgen_concept_count(void);

/*
 * Concept number idx (0 .. count-1, sorted by name) with its availability
 * on cpuid (NULL: this machine).  -ERANGE past the end; -ENOENT when the
 * CPU's vendor is unknown, -EINVAL for a malformed cpuid, -EOPNOTSUPP
 * when this machine cannot be identified (name and definition are still
 * filled in all three).  On a
 * CPU without a model table the concepts its vendor's architectural or
 * generic events count are PERFGEN_AVAIL_ARCHITECTURAL, the model-specific
 * ones PERFGEN_AVAIL_UNSUPPORTED.
 */
PERFGEN_API int perfgen_concept_get(int idx, const char *cpuid,
				    struct perfgen_concept *out);

/* A PAPI preset name and the concept of the same meaning, if any. */
struct perfgen_papi {
	size_t sz;
	const char *name;	/* as PAPI spells it: "PAPI_TOT_INS" */
	const char *description; /* PAPI's own (papiStdEventDefs.h, PAPI 7.0) */
	const char *concept_name; /* the concept it resolves to; NULL when refused */
	const char *refused;	/* why no concept has its meaning; "" when mapped */
	int avail;		/* enum perfgen_avail of concept on the CPU asked;
				 * PERFGEN_AVAIL_UNSUPPORTED when refused */
	const char *note;	/* as perfgen_concept.note of concept there; the
				 * reason when refused */
};

/* Number of PAPI preset names (for iteration), >= 1. */
PERFGEN_API int perfgen_papi_count(void);

/*
 * PAPI preset number idx (0 .. count-1, sorted by name): the concept of the
 * same meaning that perfgen_resolve() resolves the name to, and its
 * availability on cpuid (NULL: this machine) as perfgen_concept_get() gives
 * it; or, for a preset no concept has the meaning of, why (the name is
 * refused on every CPU).  -ERANGE past the end; a mapped preset's CPU errors
 * as perfgen_concept_get() (every name and reason still filled).
 * Thread-safe.
 */
PERFGEN_API int perfgen_papi_get(int idx, const char *cpuid, struct perfgen_papi *out);

/* The reason for this thread's last failure ("" if none yet). */
PERFGEN_API const char *perfgen_errmsg(void);

/*
 * Why the last failure happened, as a program branches on it: stable
 * values (new ones are added at the end; treat an unknown one as
 * PERFGEN_ERR_SYSTEM).  The message says the same in words; never parse it.
 */
enum perfgen_reason {
	PERFGEN_ERR_NONE = 0,		/* no failure yet on this thread */
	PERFGEN_ERR_UNKNOWN_NAME = 1,	/* no concept, perf name, PMU or native name */
	PERFGEN_ERR_NOT_ON_CPU = 2,	/* a name known, but this CPU cannot count it */
	PERFGEN_ERR_UNKNOWN_CPU = 3,	/* no table knows the CPU (its vendor, or model) */
	PERFGEN_ERR_SYNTAX = 4,		/* a malformed event string or CPU id: offset */
	PERFGEN_ERR_WHITELIST = 5,	/* config1 the kernel would refuse or ignore:
					 * config1, bad_bits, mask, msr */
	PERFGEN_ERR_FOREIGN_CPU = 6,	/* another CPU's hardware encoding, not opened here */
	PERFGEN_ERR_NO_PMU = 7,		/* the machine has no PMU that counts it */
	PERFGEN_ERR_PRIVILEGE = 8,	/* perf_event_paranoid or permissions refused it */
	PERFGEN_ERR_BAD_ARGUMENT = 9,	/* NULL, out of range, a struct's sz or bytes */
	PERFGEN_ERR_NO_MEMORY = 10,
	PERFGEN_ERR_NO_SPACE = 11,	/* the caller's buffer is too small */
	PERFGEN_ERR_SYSTEM = 12,	/* a system call failed: err is its errno */
	PERFGEN_ERR_NO_EQUIVALENT = 13,	/* a PAPI preset no concept has the meaning of
					 * (-EOPNOTSUPP on every CPU) */
	PERFGEN_ERR_SYSTEM_WIDE = 14,	/* an uncore concept (a socket's memory
					 * traffic, energy) asked for a task, a
					 * cgroup or a privilege level: it counts
					 * only system-wide (-EINVAL) */
	PERFGEN_ERR_KERNEL_MISMATCH = 15, /* the running kernel's sysfs encodes or
					   * scales the event otherwise than the
					   * table: not counted (-EPROTO) */
};

/* The last failure of this thread, for perfgen_errinfo(). */
struct perfgen_error {
	size_t sz;
	int reason;		/* enum perfgen_reason */
	int err;		/* the negative errno that was returned */
	int offset;		/* SYNTAX: byte offset of the error in the string
				 * when one byte is to blame; -1 otherwise */
	unsigned int msr;	/* WHITELIST: the extra register's MSR; 0 none */
	uint64_t config1;	/* WHITELIST: the config1 asked for */
	uint64_t bad_bits;	/* WHITELIST: its bits the kernel refuses or ignores */
	uint64_t mask;		/* WHITELIST: the bits allowed (0: none) */
	int suggested;		/* UNKNOWN_NAME: 1 when the message offers close
				 * spellings ("did you mean"), a likely typo */
	/*
	 * 4 bytes of tail padding: zero (PERFGEN_OPTS() zeroes them).  A
	 * newer field starts after them, at offset 56.
	 */
};

/*
 * Fill out (sz set, PERFGEN_OPTS()) with the reason and fields of this
 * thread's last failure, the one perfgen_errmsg() describes: 0, or -EINVAL
 * for a NULL or malformed out, which leaves the last failure as it was.
 * Fields that do not apply to the reason are zero (offset -1).  Thread-safe.
 */
PERFGEN_API int perfgen_errinfo(struct perfgen_error *out);

/* Library version, "MAJOR.MINOR.PATCH". */
PERFGEN_API const char *perfgen_version(void);

/* ---- Counters: N events over explicit units, one set of verbs ---- */

/*
 * An open counter: nr events counted on every unit asked for.  A unit is
 * one place a counter lives: a task (the calling thread, a thread, each
 * thread of a process, every task, or a cgroup) on one CPU (or wherever
 * the task runs) on one core PMU (the one owning that CPU; on a hybrid CPU
 * without CPUs, cpu_core and cpu_atom are two units of one thread).  Each
 * unit has one fd per part of each event (a sum concept has several).
 * The counter owns its fds: nothing is keyed by a bare fd number.
 * Opaque; allocated by perfgen_counter_open(), freed by
 * perfgen_counter_close().
 *
 * Thread safety: a counter may be read (perfgen_counter_read*(), and the
 * queries) from several threads at once; enable, disable, reset and close
 * must not race with other calls on the same counter.
 */
struct perfgen_counter;

/* Options for perfgen_counter_open(); PERFGEN_OPTS() initialises them. */
struct perfgen_counter_opts {
	size_t sz;
	const char *cpuid;	/* resolve for this CPU instead of the host */
	const int *cpus;	/* count on each of these nr_cpus CPUs (any
				 * order, no duplicates; units are in ascending
				 * CPU order); NULL: wherever the task runs */
	int nr_cpus;
	pid_t pid;		/* 0: the calling thread; > 0: that thread (or,
				 * with process, every thread of that process);
				 * -1: every task, with CPUs; with cgroup: the fd
				 * of a cgroup directory */
	bool process;		/* pid names a process (0: the caller's): one
				 * unit per thread, each with inherit */
	bool cgroup;		/* pid is a cgroup directory's fd: count its
				 * tasks (PERF_FLAG_PID_CGROUP; needs CPUs) */
	bool all_cpus;		/* every online CPU (not with cpus: -EINVAL) */
	bool group;		/* the events form one group on each unit,
				 * read at once (PERF_FORMAT_GROUP), events[0]
				 * leading: counts covering the same time */
	bool exclude_user;
	bool exclude_kernel;
	bool exclude_hv;
	bool disabled;		/* start disabled: perfgen_counter_enable() */
	bool inherit;		/* and the tasks created later */
	bool enable_on_exec;
	bool no_rdpmc;		/* never use the rdpmc fast path */
	/* 5 bytes of tail padding: zero (PERFGEN_OPTS() zeroes them). */
};

/* One unit of a counter (perfgen_counter_unit()). */
struct perfgen_unit {
	size_t sz;
	int cpu;		/* -1: wherever the task runs */
	pid_t pid;		/* the thread counted; 0 the opening thread; -1
				 * every task, or a cgroup's */
	const char *pmu;	/* "cpu", "cpu_core", "cpu_atom"; "software"
				 * when every event is a software event; an
				 * uncore PMU instance's name, "uncore_imc_0" */
	int nr_fds;		/* its fds: one per part of each event */
	/*
	 * Newer fields, filled only when sz covers them: the socket
	 * (physical_package_id) and die (die_id) of cpu, as sysfs gives
	 * them; -1 when cpu is -1 or sysfs does not say.  An uncore unit
	 * counts for the whole of its socket (or die).
	 */
	int socket;
	int die;
};

/*
 * Open nr events (1..64; any string perfgen_resolve() takes) on the units
 * opts ask for (NULL: the calling thread on any CPU, enabled, user and
 * kernel).  On a hybrid CPU each event is opened on every core PMU that
 * can count all of them (a PMU whose rows say unsupported is left out; if
 * none can, -EOPNOTSUPP), on the CPUs that PMU owns.  A concept the tables
 * define as a sum of several events gets one fd per part on each unit.
 * A whole process (process): the threads in /proc/PID/task, one unit per
 * thread (times CPUs and PMUs), each with inherit; a thread that exits
 * before its open is left out (every one: -ESRCH); a thread created by a
 * thread not yet open is missed, as with perf stat -p.  A cgroup needs
 * CPUs.  With group, each unit's events form one group led by events[0];
 * if one event cannot count the group fails and the message names it.
 * Returns 0 and sets *c, or a negative errno with the message set; *c is
 * untouched and nothing stays open on failure.
 *
 * A counter of one event on the calling thread alone on a non-hybrid CPU
 * maps the event's page so that reads use the rdpmc instruction (arm64:
 * MRS of PMEVCNTR<n>_EL0/PMCCNTR_EL0, the event opened with config1:1,
 * which perf_user_access=1 honours) when the kernel allows it
 * (perf_event_mmap_page.cap_user_rdpmc).  Thread-safe.
 */
PERFGEN_API int perfgen_counter_open(const char *const *events, int nr,
				     const struct perfgen_counter_opts *opts,
				     struct perfgen_counter **c);

/*
 * Read every event summed over all units: counts is an array of nr (the
 * number of events) struct perfgen_count, each with sz set.  Units on
 * different CPUs or threads add; the units of one thread and CPU on the
 * PMUs of a hybrid CPU (only one of which runs at a time) count as one
 * counter enabled for the longest of their enabled times; a sum concept's
 * parts are each scaled by their own times before scaled adds them, and
 * count as one counter enabled for the longest and running for the
 * shortest of their times.  A weighted sum's or a difference's parts
 * (perfgen_info.combine) are each scaled by their own times, then
 * multiplied by their weight (-1: subtracted), value and scaled alike; a
 * difference that comes out below zero over all units (its parts
 * multiplexed over different times, or read at different instants) reads
 * as 0: the count cannot be negative, and time_running < time_enabled
 * then says the parts were estimated.  Reentrant.
 */
PERFGEN_API int perfgen_counter_read(struct perfgen_counter *c, struct perfgen_count *counts,
				     int nr);

/*
 * Read every event on unit `unit` (0 .. perfgen_counter_nr_units() - 1)
 * alone: counts[k] for event k, its own times and its own scaling (a sum
 * concept's parts each scaled by their times, then added).  All events of
 * the unit are read together (one read(2) for a group).  -ERANGE for a
 * unit outside the counter.  Reentrant.
 */
PERFGEN_API int perfgen_counter_read_unit(struct perfgen_counter *c, int unit,
					  struct perfgen_count *counts, int nr);

/* Number of units (>= 1) and of events (>= 1) of the counter. */
PERFGEN_API int perfgen_counter_nr_units(const struct perfgen_counter *c);
PERFGEN_API int perfgen_counter_nr_events(const struct perfgen_counter *c);

/* Describe unit `unit` into *u (sz set): 0, or -ERANGE. */
PERFGEN_API int perfgen_counter_unit(const struct perfgen_counter *c, int unit,
				     struct perfgen_unit *u);

/*
 * The fd of event `event` (its first part) on unit `unit`, for poll(2) or
 * mmap(2); the counter still owns it (do not close it).  -ERANGE outside.
 */
PERFGEN_API int perfgen_counter_fd(const struct perfgen_counter *c, int unit, int event);

/*
 * What one count of event `event` is worth: *scale in *unit ("bytes",
 * "joules" for an uncore concept, from sysfs's .scale and .unit where the
 * driver gives them, cross-checked against the table), or 1 and "" for a
 * count of events.  Either pointer may be NULL.  0, or -ERANGE.
 */
PERFGEN_API int perfgen_counter_scale(const struct perfgen_counter *c, int event,
				      double *scale, const char **unit);

/* Start, stop (ioctl ENABLE/DISABLE, whole groups) and zero the counts. */
PERFGEN_API int perfgen_counter_enable(struct perfgen_counter *c);
PERFGEN_API int perfgen_counter_disable(struct perfgen_counter *c);
PERFGEN_API int perfgen_counter_reset(struct perfgen_counter *c);

/* Close every fd, unmap, free.  NULL is accepted. */
PERFGEN_API void perfgen_counter_close(struct perfgen_counter *c);

/*
 * ---- Deprecated: handles and groups ----
 *
 * perfgen_event_* and perfgen_group_* are perfgen_counter_*() with one
 * event, or with group set, kept so that programs built against 0.1 and
 * 0.2 still run and build; new code uses perfgen_counter_open().
 */

/*
 * An open concept: one or more fds whose counts are summed.  It may hold
 * one fd per CPU (system-wide or a CPU list), one per core-type PMU on a
 * hybrid CPU (cpu_core and cpu_atom, each only on its own CPUs), or both.
 * Opaque; allocated by perfgen_event_open(), freed by perfgen_event_close().
 *
 * Thread safety: a handle may be read from several threads at once;
 * enable, disable and close must not race with other calls on the same
 * handle.
 */
struct perfgen_event;

/* Several concepts counted together (PERF_FORMAT_GROUP), read at once. */
struct perfgen_group;

/* Options for perfgen_event_open() and perfgen_group_open(). */
struct perfgen_event_opts {
	size_t sz;
	const char *cpuid;	/* resolve for this CPU instead of the host */
	pid_t pid;		/* 0: the calling thread; > 0: that thread (with
				 * inherit: and the children it creates later),
				 * or with process: every thread of that
				 * process; -1: every task, with cpus or
				 * all_cpus */
	const char *cpus;	/* count on each CPU of this list, "0-3,8" (as
				 * perfgen_cpuset_parse() reads it); NULL:
				 * wherever the task runs */
	unsigned int all_cpus : 1;	/* every online CPU (not with cpus: -EINVAL) */
	unsigned int exclude_user : 1;
	unsigned int exclude_kernel : 1;
	unsigned int exclude_hv : 1;
	unsigned int disabled : 1;	/* start disabled: see *_enable() */
	unsigned int inherit : 1;
	unsigned int enable_on_exec : 1;
	unsigned int no_rdpmc : 1;	/* never use the rdpmc fast path */
	unsigned int reserved;	/* zero: the first release's size ends here */
	/*
	 * Newer fields, each of its own (sz tells a caller that has them from
	 * one that has not):
	 */
	int process;		/* pid names a process (0: the caller's): count
				 * every thread it has, each with inherit; see
				 * perfgen_event_open() */
	/*
	 * 4 bytes of tail padding: zero (PERFGEN_OPTS() zeroes them).  A
	 * newer field starts after them, at offset 48.
	 */
};

/*
 * Open event (any string perfgen_resolve() takes) as a handle; opts may be
 * NULL (the calling thread, any CPU, enabled).  On a hybrid CPU a concept
 * is opened on every core-type PMU that can count it (a PMU whose table
 * row says unsupported is left out; if none can, -EOPNOTSUPP).  With CPUs,
 * one fd per CPU (per PMU owning that CPU).  A concept the tables define as
 * a sum of several events (perfgen_info.nr_parts) gets one fd per part on
 * each of those, and the parts' counts are added.  Returns 0 and sets *ev, or a
 * negative errno with the message set; *ev is untouched on failure.
 *
 * A whole process (opts->process; pid > 0, or 0 for the caller's own):
 * perf_event_open(2) with a pid counts one thread, so the handle lists the
 * threads in /proc/PID/task and opens one fd per thread (times each CPU
 * and PMU, as above), every one with inherit so that the threads and
 * processes they create later are counted too; reads add the threads'
 * fds like those of different CPUs.  A thread that exits between the
 * listing and its open (ESRCH) is left out; if every one did, -ESRCH.  A
 * process that is gone (no /proc/PID/task) gives -ESRCH, another failure
 * to list its threads that errno, each with the message.  Race: a thread
 * created after the listing by a thread whose fd was not open yet (the
 * main thread before its own open, say) is not counted; perf stat -p has
 * the same gap.  pid -1 with process is -EINVAL.  Without process, pid > 0
 * counts that one thread, as perf_event_open(2) does: a multi-threaded
 * process's other threads are not counted.
 *
 * A handle counting the calling thread alone on a non-hybrid CPU maps the
 * event's page so that perfgen_event_read() can use the rdpmc instruction
 * when the kernel allows it (perf_event_mmap_page.cap_user_rdpmc); it
 * falls back to read(2) otherwise.  Thread-safe.
 */
PERFGEN_API PERFGEN_DEPRECATED int perfgen_event_open(const char *event, const struct perfgen_event_opts *opts,
				   struct perfgen_event **ev);

/*
 * Read the sum over the handle's fds: value and scaled are summed, as are
 * time_enabled and time_running, except that the fds of one CPU on
 * different PMUs of a hybrid CPU (only one of which runs at a time) count
 * as one counter enabled for the longest of their enabled times.  The
 * parts of a sum concept on one CPU are different counters running side
 * by side: each part is scaled by its own enabled/running before scaled
 * adds them, and they count as one counter enabled for the longest of
 * their enabled times and running for the shortest of their running
 * times (time_running < time_enabled when any part was multiplexed).
 * Reentrant: several threads may read one handle at once.
 */
PERFGEN_API PERFGEN_DEPRECATED int perfgen_event_read(struct perfgen_event *ev, struct perfgen_count *count);

/* Start, stop (ioctl ENABLE/DISABLE on every fd) and zero the counts. */
PERFGEN_API PERFGEN_DEPRECATED int perfgen_event_enable(struct perfgen_event *ev);
PERFGEN_API PERFGEN_DEPRECATED int perfgen_event_disable(struct perfgen_event *ev);
PERFGEN_API PERFGEN_DEPRECATED int perfgen_event_reset(struct perfgen_event *ev);

/* Number of fds behind the handle (>= 1), and fd number idx (or -ERANGE). */
PERFGEN_API PERFGEN_DEPRECATED int perfgen_event_nr_fds(const struct perfgen_event *ev);
PERFGEN_API PERFGEN_DEPRECATED int perfgen_event_fd(const struct perfgen_event *ev, int idx);

/* Close every fd, unmap, free.  NULL is accepted. */
PERFGEN_API PERFGEN_DEPRECATED void perfgen_event_close(struct perfgen_event *ev);

/*
 * Open nr concepts (1..64) as groups: each CPU (and each core-type PMU of
 * a hybrid CPU that can count all of them) gets a group led by events[0],
 * read in one read(2) with PERF_FORMAT_GROUP, so that the counts cover
 * the same time (use it for ratios such as dram-local : dram-remote).
 * If one concept cannot count, the group fails and the message names it.
 * Same opts as perfgen_event_open(), rdpmc not used.  Thread-safe.
 */
PERFGEN_API PERFGEN_DEPRECATED int perfgen_group_open(const char *const *events, int nr,
				   const struct perfgen_event_opts *opts,
				   struct perfgen_group **grp);

/*
 * Read every member: counts is an array of nr (the number opened)
 * struct perfgen_count, each with sz set; counts[i] sums events[i] as
 * perfgen_event_read() does (a sum concept's parts are group members of
 * their own, added back into counts[i]).  Reentrant.
 */
PERFGEN_API PERFGEN_DEPRECATED int perfgen_group_read(struct perfgen_group *grp, struct perfgen_count *counts,
				   int nr);
PERFGEN_API PERFGEN_DEPRECATED int perfgen_group_enable(struct perfgen_group *grp);
PERFGEN_API PERFGEN_DEPRECATED int perfgen_group_disable(struct perfgen_group *grp);
PERFGEN_API PERFGEN_DEPRECATED int perfgen_group_reset(struct perfgen_group *grp);
/* Number of events in the group. */
PERFGEN_API PERFGEN_DEPRECATED int perfgen_group_nr_events(const struct perfgen_group *grp);
PERFGEN_API PERFGEN_DEPRECATED void perfgen_group_close(struct perfgen_group *grp);

/* ---- CPU sets: perf's CPU lists, sysfs's, the online CPUs, a PMU's ---- */

/*
 * A set of CPU numbers 0..8191, opaque.  perfgen_cpuset_parse() is the
 * library's one reader of CPU lists, "0-3,8": by default strictly as a
 * person writes them for perf stat -C (decimal numbers and ascending
 * ranges joined by ',', each CPU once; no blanks, no empty entries, no
 * leading zeros), with PERFGEN_CPUSET_SYSFS as the kernel writes them
 * (ascending, one trailing newline, an empty mask as ""); see
 * perfgen_cpuset_parse(3).  Each returns the number of CPUs and sets *set
 * (free it with perfgen_cpuset_free()), or a negative errno, *set
 * untouched, the message naming the byte at fault: -EINVAL malformed,
 * -E2BIG a CPU over 8191.  Thread-safe.
 */
struct perfgen_cpuset;
#define PERFGEN_CPUSET_SYSFS 0x1u	/* the text is a sysfs CPU-list file's */
PERFGEN_API int perfgen_cpuset_parse(const char *list, unsigned int flags,
				     struct perfgen_cpuset **set);
/* The online CPUs (/sys/devices/system/cpu/online).  Thread-safe. */
PERFGEN_API int perfgen_cpuset_online(struct perfgen_cpuset **set);
/*
 * The CPUs PMU pmu ("cpu", "cpu_core", "uncore_imc_0") counts on: its
 * cpus or cpumask file, or every online CPU when it has neither; -ENOENT
 * when there is no such PMU.  Thread-safe.
 */
PERFGEN_API int perfgen_cpuset_pmu(const char *pmu, struct perfgen_cpuset **set);
/* Number of CPUs in set.  Reentrant. */
PERFGEN_API int perfgen_cpuset_nr_cpus(const struct perfgen_cpuset *set);
/* The first CPU of set after cpu (-1: the first), or -ENOENT.  Reentrant. */
PERFGEN_API int perfgen_cpuset_next(const struct perfgen_cpuset *set, int cpu);
/* 1 if cpu is in set, else 0.  Reentrant. */
PERFGEN_API int perfgen_cpuset_has(const struct perfgen_cpuset *set, int cpu);
/* NULL is accepted. */
PERFGEN_API void perfgen_cpuset_free(struct perfgen_cpuset *set);

#ifdef __cplusplus
}
#endif

#endif /* PERFGEN_PERFGEN_H */

// SPDX-License-Identifier: MIT
/*
 * Native vendor event names go through libpfm4, which keeps the vendor
 * tables (we do not re-implement them).  libpfm4 picks its PMU once per
 * process, at pfm_initialize(), from the running CPU or LIBPFM_FORCE_PMU.
 *
 * libpfm4 is loaded with dlopen() on the first native name, not linked:
 * its tables carry some 40 000 relocations that the dynamic loader would
 * otherwise process at the start of every program linking libperfgen,
 * most of which never use a native name.
 */
#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <perfmon/pfmlib_perf_event.h>
#include <stdio.h>
#include <string.h>

#include "bounds.h"
#include "pfm.h"


#define PFM_SONAME "libpfm.so.4"

static pthread_once_t pfm_once = PTHREAD_ONCE_INIT;
static int pfm_status;
static char pfm_dlerr[256];	/* why dlopen failed, "" if it did not */
/* pfm_get_os_event_encoding() is not documented as thread-safe. */
static pthread_mutex_t pfm_lock = PTHREAD_MUTEX_INITIALIZER;

/* The libpfm4 functions used, resolved from the dlopen()ed library. */
static struct {
	__typeof__(pfm_initialize) *initialize;
	__typeof__(pfm_strerror) *strerror;
	__typeof__(pfm_get_pmu_info) *get_pmu_info;
	__typeof__(pfm_get_os_event_encoding) *get_os_event_encoding;
} pfm;

static void pfm_init(void)
{
	void *h = dlopen(PFM_SONAME, RTLD_NOW | RTLD_LOCAL);

	if (h) {
		pfm.initialize = (__typeof__(pfm.initialize))dlsym(h, "pfm_initialize");
		pfm.strerror = (__typeof__(pfm.strerror))dlsym(h, "pfm_strerror");
		pfm.get_pmu_info = (__typeof__(pfm.get_pmu_info))dlsym(h, "pfm_get_pmu_info");
		pfm.get_os_event_encoding = (__typeof__(pfm.get_os_event_encoding))
			dlsym(h, "pfm_get_os_event_encoding");
	}
	if (!h || !pfm.initialize || !pfm.strerror || !pfm.get_pmu_info ||
	    !pfm.get_os_event_encoding) {
		const char *e = dlerror();

		snprintf(pfm_dlerr, sizeof(pfm_dlerr), "%s", e ? e : "symbols missing");
		pfm_status = PFM_ERR_NOINIT;
		return;
	}
	pfm_status = pfm.initialize();
}

/* Is libpfm4's PMU `name` active in this process? */
static int pfm_pmu_active(const char *name)
{
	pfm_pmu_t p;

	pfm_for_all_pmus(p) {
		pfm_pmu_info_t info;

		memset(&info, 0, sizeof(info));
		info.size = sizeof(info);
		if (pfm.get_pmu_info(p, &info) != PFM_SUCCESS || !info.name)
			continue;
		if (!strcmp(info.name, name))
			return info.is_present ? 1 : 0;
	}
	return -1;
}

int pg_pfm_encode(const char *name, const char *pmu, const char *cpuid, const char *uarch,
		  struct pg_pfm_out *out)
{
	struct perf_event_attr a;
	pfm_perf_encode_arg_t arg;
	char full[PG_EVENT_MAX + 64];
	int ret, active;

	pthread_once(&pfm_once, pfm_init);
	if (pfm_dlerr[0])
		return pg_err(-EOPNOTSUPP, "native event '%s': native names need libpfm4 "
			      "(%s, Debian package libpfm4), which cannot be loaded: %s", name,
			      PFM_SONAME, pfm_dlerr);
	if (pfm_status != PFM_SUCCESS)
		return pg_err(-EOPNOTSUPP, "native event '%s': libpfm4 failed to initialise: %s",
			      name, pfm.strerror(pfm_status));
	if (!pmu || !*pmu)
		return pg_err(-EOPNOTSUPP, "native event '%s': libpfm4 has no tables for %s "
			      "(%s); use a concept or the raw form", name,
			      cpuid, uarch);
	pthread_mutex_lock(&pfm_lock);
	active = pfm_pmu_active(pmu);
	pthread_mutex_unlock(&pfm_lock);
	if (active <= 0)
		return pg_err(-EOPNOTSUPP, "native event '%s' for %s: libpfm4 knows this CPU as "
			      "PMU '%s', which is %s in this process; libpfm4 chooses its PMU "
			      "once, from the running CPU or LIBPFM_FORCE_PMU=%s set before "
			      "first use", name, cpuid, pmu,
			      active < 0 ? "not built into this libpfm4" : "not active", pmu);
	if (strstr(name, "::"))
		snprintf(full, sizeof(full), "%s", name);
	else
		snprintf(full, sizeof(full), "%s::%s", pmu, name);

	memset(&a, 0, sizeof(a));
	memset(&arg, 0, sizeof(arg));
	arg.attr = &a;
	arg.size = sizeof(arg);
	pthread_mutex_lock(&pfm_lock);
	ret = pfm.get_os_event_encoding(full, PFM_PLM0 | PFM_PLM3, PFM_OS_PERF_EVENT, &arg);
	pthread_mutex_unlock(&pfm_lock);
	if (ret == PFM_ERR_NOTFOUND)
		return pg_err(-ENOENT, "native event '%s' on %s (libpfm4 PMU %s): %s", name, cpuid,
			      pmu, pfm.strerror(ret));
	if (ret != PFM_SUCCESS)	/* known, but not with these attributes: malformed */
		return pg_err_syntax("native event '%s' on %s (libpfm4 PMU %s): %s", name, cpuid,
				     pmu, pfm.strerror(ret));
	out->type = a.type;
	out->config = a.config;
	out->config1 = a.config1;
	out->exclude_user = a.exclude_user;
	out->exclude_kernel = a.exclude_kernel;
	out->exclude_hv = a.exclude_hv;
	return 0;
}

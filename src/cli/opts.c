// SPDX-License-Identifier: MIT
/* perf's option syntax: bundles, attached values, --name=value, starts of names. */
#include <string.h>

#include "opts.h"

/* perf's exit status for a command line it refuses (usage_with_options). */
#define OPTS_USAGE 129

/*
 * A long option by its name or, as perf, an unambiguous start of one;
 * *n: how many it could be.
 */
static const struct cli_opt *long_opt(const struct cli_opt *opts, int nopts, const char *name,
				      size_t len, int *n)
{
	const struct cli_opt *found = NULL;

	*n = 0;
	for (int i = 0; i < nopts && len; i++) {
		if (!opts[i].long_name || strncmp(opts[i].long_name, name, len))
			continue;
		if (!opts[i].long_name[len])
			return *n = 1, &opts[i];	/* exact */
		found = &opts[i], ++*n;
	}
	return *n == 1 ? found : NULL;
}

static int refuse(const char *prog, const char *what, const char *arg, const char *why)
{
	fprintf(stderr, "%s: %s '%s': %s\n", prog, what, arg, why);
	return OPTS_USAGE;
}

int cli_opts_read(const char *prog, const struct cli_opt *opts, int nopts, int argc,
		  char **argv, cli_opt_fn fn, void *ctx, int *cmd)
{
	int err;

	for (int i = 0; i < argc; i++) {
		const char *a = argv[i];

		*cmd = i;
		if (!strcmp(a, "--")) {
			*cmd = i + 1;
			return 0;
		}
		if (a[0] != '-' || !a[1])
			return 0;	/* options end at the command: its own stay its own */
		if (a[1] == '-') {
			const char *eq = strchr(a + 2, '='), *val = NULL;
			size_t len = eq ? (size_t)(eq - a - 2) : strlen(a + 2);
			int n;
			const struct cli_opt *o = long_opt(opts, nopts, a + 2, len, &n);

			if (n > 1)
				return refuse(prog, "ambiguous option", a, "the start of more than "
					      "one long option; see --help");
			if (!o)
				return refuse(prog, "unknown option", a, "see --help");
			if (!o->arg && eq)
				return refuse(prog, "option", a, "takes no value");
			if (o->arg)
				val = eq ? eq + 1 : i + 1 < argc ? argv[++i] : NULL;
			if (o->arg && !val)
				return refuse(prog, "option", a, "needs a value");
			if ((err = fn(ctx, o, val)))
				return err;
			continue;
		}
		for (const char *p = a + 1; *p; p++) {
			const struct cli_opt *o = NULL;
			const char *val = NULL;
			char sw[3] = { '-', *p, '\0' };

			for (int k = 0; k < nopts && !o; k++)
				if (opts[k].short_name == *p)
					o = &opts[k];
			if (!o)
				return refuse(prog, "unknown switch", sw, "see --help");
			if (o->arg) {
				val = p[1] ? p + 1 : i + 1 < argc ? argv[++i] : NULL;
				if (!val)
					return refuse(prog, "switch", sw, "needs a value");
			}
			if ((err = fn(ctx, o, val)))
				return err;
			if (o->arg)
				break;	/* the rest of the word was its value */
		}
	}
	*cmd = argc;
	return 0;
}

void cli_opts_usage(FILE *f, const char *usage, const struct cli_opt *opts, int nopts)
{
	fprintf(f, "\n usage: %s\n\n", usage);
	for (int i = 0; i < nopts; i++) {
		const struct cli_opt *o = &opts[i];
		char left[64];

		snprintf(left, sizeof(left), "%s%c%s%s%s%s%s", o->short_name ? "-" : " ",
			 o->short_name ? o->short_name : ' ',
			 o->short_name && o->long_name ? ", " : o->long_name ? "  " : "",
			 o->long_name ? "--" : "", o->long_name ? o->long_name : "",
			 o->arg ? " " : "", o->arg ? o->arg : "");
		fprintf(f, "    %-32s %s\n", left, o->help);
	}
	fputc('\n', f);
}

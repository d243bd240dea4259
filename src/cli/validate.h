/* SPDX-License-Identifier: MIT */
/* perfgen validate: does each concept count what it promises on this CPU? */
#ifndef PERFGEN_CLI_VALIDATE_H
#define PERFGEN_CLI_VALIDATE_H

/*
 * The subcommand: argv holds the arguments after "validate"; cpuid is
 * --cpu's value (NULL: this machine).  Returns the exit status
 * (verdict.h: PV_EXIT_*).
 */
int cmd_validate(const char *cpuid, int argc, char **argv);

#endif /* PERFGEN_CLI_VALIDATE_H */

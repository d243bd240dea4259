/* SPDX-License-Identifier: MIT */
/*
 * A file the user named, written whole: a temporary beside it, renamed
 * only over a regular file or over nothing.  A device, FIFO, socket or
 * directory at the path (or a symbolic link to one) is refused and left
 * as it was.  Every file a perfgen command writes goes through here.
 */
#ifndef PERFGEN_CLI_OUTFILE_H
#define PERFGEN_CLI_OUTFILE_H

#include <stddef.h>
#include <stdio.h>
#include <sys/types.h>

/* What outfile_check() and outfile_write() found wrong. */
enum outfile_err {
	OUTFILE_OK = 0,
	OUTFILE_NOT_REGULAR = -1,	/* something other than a regular file is there */
	OUTFILE_NO_DIR = -2,		/* its directory is missing or not writable */
	OUTFILE_IO = -3,		/* the write or the rename failed (errno) */
};

/*
 * Can path be written by outfile_write()?  OUTFILE_OK, or an error with a
 * sentence in why ("is a character device").  Called before a command
 * runs, so that nothing is counted for a file that will be refused.
 */
int outfile_check(const char *path, char *why, size_t n);

/*
 * fill(f, arg) into a temporary beside path (beside the file a symbolic
 * link names), given mode, synced, then renamed over path when, just
 * before the rename, path is a regular file or nothing.  fill returns 0,
 * or -1 when what it wrote is incomplete.  OUTFILE_OK, or an error with
 * why; the temporary never outlives the call.
 */
int outfile_write(const char *path, mode_t mode, int (*fill)(FILE *f, void *arg), void *arg,
		  char *why, size_t n);

#endif

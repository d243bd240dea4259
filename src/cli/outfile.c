// SPDX-License-Identifier: MIT
/*
 * A file the user named, written whole (outfile.h): what is at the path is
 * looked at before the command runs and again just before each rename, so
 * that a device node, a FIFO, a socket or a directory there (or a symbolic
 * link to one) is never renamed over.  A symbolic link to a regular file
 * is followed: the file it names is replaced, the link stays.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "outfile.h"

/* What a file that is not a regular one is, in words. */
static const char *kind(mode_t m)
{
	if (S_ISCHR(m))
		return "a character device";
	if (S_ISBLK(m))
		return "a block device";
	if (S_ISFIFO(m))
		return "a FIFO";
	if (S_ISSOCK(m))
		return "a socket";
	if (S_ISDIR(m))
		return "a directory";
	return "not a regular file";
}

/* Can a file be created in the directory of path? */
static int dir_writable(const char *path)
{
	char dir[PATH_MAX];
	const char *slash = strrchr(path, '/');

	if (!slash)
		return access(".", W_OK | X_OK);
	if (slash == path)
		return access("/", W_OK | X_OK);
	if ((size_t)(slash - path) >= sizeof(dir))
		return -1;
	memcpy(dir, path, (size_t)(slash - path));
	dir[slash - path] = '\0';
	return access(dir, W_OK | X_OK);
}

/*
 * The file that writing path replaces, into real (size PATH_MAX): path
 * itself, or what its symbolic links name; *exists says whether it is
 * there.  OUTFILE_OK when it is a regular file or nothing.
 */
static int target(const char *path, char *real, int *exists, char *why, size_t n)
{
	struct stat st;
	char *r;

	if (strlen(path) >= PATH_MAX) {
		snprintf(why, n, "%s", strerror(ENAMETOOLONG));
		return OUTFILE_NO_DIR;
	}
	if (lstat(path, &st)) {
		if (errno != ENOENT || dir_writable(path)) {
			snprintf(why, n, "its directory is missing or not writable");
			return OUTFILE_NO_DIR;
		}
		strcpy(real, path);
		*exists = 0;
		return OUTFILE_OK;
	}
	if (!S_ISLNK(st.st_mode)) {
		if (!S_ISREG(st.st_mode)) {
			snprintf(why, n, "is %s", kind(st.st_mode));
			return OUTFILE_NOT_REGULAR;
		}
		strcpy(real, path);
	} else {
		r = realpath(path, NULL);
		if (!r || stat(r, &st)) {
			if (errno == ENOENT)
				snprintf(why, n, "is a symbolic link to nothing (a missing file)");
			else
				snprintf(why, n, "is a symbolic link that cannot be followed: %s",
					 strerror(errno));
			free(r);
			return OUTFILE_NOT_REGULAR;
		}
		if (!S_ISREG(st.st_mode)) {
			snprintf(why, n, "is a symbolic link to %s", kind(st.st_mode));
			free(r);
			return OUTFILE_NOT_REGULAR;
		}
		snprintf(real, PATH_MAX, "%s", r);
		free(r);
	}
	*exists = 1;
	if (dir_writable(real)) {	/* the temporary is made beside it */
		snprintf(why, n, "its directory is not writable");
		return OUTFILE_NO_DIR;
	}
	return OUTFILE_OK;
}

int outfile_check(const char *path, char *why, size_t n)
{
	char real[PATH_MAX];
	int exists;

	if (!*path) {
		snprintf(why, n, "an empty path");
		return OUTFILE_NO_DIR;
	}
	return target(path, real, &exists, why, n);
}

/*
 * tmp renamed over real, which was a regular file (exists) or nothing.
 * Nothing stays nothing until the rename: RENAME_NOREPLACE fails rather
 * than replace what appeared meanwhile.
 */
static int put(const char *tmp, const char *real, int exists)
{
	if (exists)
		return rename(tmp, real);
	if (!renameat2(AT_FDCWD, tmp, AT_FDCWD, real, RENAME_NOREPLACE))
		return 0;
	/* A file system without RENAME_NOREPLACE: the look just taken must do. */
	return errno == EINVAL ? rename(tmp, real) : -1;
}

int outfile_write(const char *path, mode_t mode, int (*fill)(FILE *f, void *arg), void *arg,
		  char *why, size_t n)
{
	char real[PATH_MAX], now[PATH_MAX], tmp[PATH_MAX + 8];
	int exists, err, fd;
	FILE *f;

	if (!*path) {
		snprintf(why, n, "an empty path");
		return OUTFILE_NO_DIR;
	}
	if ((err = target(path, real, &exists, why, n)))
		return err;
	snprintf(tmp, sizeof(tmp), "%s.XXXXXX", real);
	fd = mkostemp(tmp, O_CLOEXEC);
	if (fd < 0 || !(f = fdopen(fd, "w"))) {
		snprintf(why, n, "%s", strerror(errno));
		if (fd >= 0) {
			close(fd);
			unlink(tmp);
		}
		return OUTFILE_IO;
	}
	err = fill(f, arg);
	/* Collectors read it as another user: the usual file mode. */
	if (fchmod(fd, mode) || err || fflush(f) || ferror(f) || fsync(fd)) {
		snprintf(why, n, "%s", err ? "the text is incomplete" : strerror(errno));
		fclose(f);
		unlink(tmp);
		return OUTFILE_IO;
	}
	if (fclose(f)) {
		snprintf(why, n, "%s", strerror(errno));
		unlink(tmp);
		return OUTFILE_IO;
	}
	/*
	 * The path may have changed while the text was written (a long -I
	 * run): look again.  What is left is the instant between this look
	 * and the rename, which no rename(2) flag closes for an existing file.
	 */
	for (int again = 0;; again++) {
		if ((err = target(path, now, &exists, why, n)))
			break;
		if (strcmp(now, real)) {
			snprintf(why, n, "its symbolic link was changed while it was written");
			err = OUTFILE_IO;
			break;
		}
		if (!put(tmp, real, exists))
			return OUTFILE_OK;
		if (!exists && errno == EEXIST && !again)
			continue;	/* something appeared there: look at it */
		snprintf(why, n, "%s", strerror(errno));
		err = OUTFILE_IO;
		break;
	}
	unlink(tmp);
	return err;
}

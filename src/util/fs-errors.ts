// Errors from the machine rather than the site (permissions, a full disk, a busy mount point):
// a DocgenError naming the path and what to do, instead of an internal error with a stack trace.
import path from 'node:path';
import { DocgenError } from '../errors.ts';

const HINTS: Record<string, string> = {
  EACCES:
    'Check the permissions (ls -l): docgen reads the whole site and writes the output folder and a staging folder beside it.',
  EPERM:
    'docgen is not allowed to change this. Check the permissions and that no other program holds the folder.',
  ENOSPC:
    'The disk is full. Free some space (or choose an output folder on another disk with --out) and build again.',
  EDQUOT: 'The disk quota is used up. Free some space and build again.',
  EBUSY:
    'The folder is in use or is a mount point, and docgen replaces the output folder as a whole. Build into a folder inside it (e.g. --out build/site), or stop what holds it.',
  EXDEV:
    'The output folder is a mount point, and docgen replaces it as a whole. Build into a folder inside it (e.g. --out build/site).',
  EROFS: 'The file system is read-only. Choose an output folder on a writable disk with --out.',
  EMFILE: 'Too many open files. Raise the limit (ulimit -n) and build again.',
  ENOTDIR:
    'A file stands where docgen needs a folder. Move it away, or choose another output folder with --out.',
  EISDIR: 'A folder stands where docgen needs a file. Move it away and build again.',
  EEXIST:
    'docgen writes a new file here and does not replace one it did not write. Move the file away, or choose another folder, and run again.',
};

const DESCRIPTIONS: Record<string, string> = {
  EACCES: 'Permission denied',
  EPERM: 'Operation not permitted',
  ENOSPC: 'No space left on the disk',
  EDQUOT: 'Disk quota exceeded',
  EBUSY: 'The folder is busy',
  EXDEV: 'Cannot move the folder across file systems',
  EROFS: 'Read-only file system',
  EMFILE: 'Too many open files',
  ENOTDIR: 'Not a folder',
  EISDIR: 'Is a folder',
  EEXIST: 'A file of that name is already there',
};

/** True for an errno error docgen can explain. */
export function isEnvironmentError(error: unknown): error is NodeJS.ErrnoException {
  return (
    error instanceof Error &&
    typeof (error as NodeJS.ErrnoException).code === 'string' &&
    (error as NodeJS.ErrnoException).code! in HINTS
  );
}

/** A DocgenError for an errno error on `file` (or, without one, the error's own path); other errors unchanged. */
export function environmentError(error: unknown, file?: string): unknown {
  if (!isEnvironmentError(error)) return error;
  const code = error.code!;
  const where = file ?? error.path;
  const shown = where ? path.relative(process.cwd(), where) || where : undefined;
  return new DocgenError(`${DESCRIPTIONS[code]} (${code}).`, {
    file: shown,
    hint: HINTS[code],
    cause: error,
  });
}

// What a build wrote into its output folder, file by file (content hash, size, modification
// time, inode), kept in the build cache for the next build of the same folder. A file the next build
// would write again with the same bytes is hard-linked from the output it replaces instead, when
// that file is still the one recorded (same inode, size and modification time, as git's index
// tells an untouched file: nobody has written or replaced it since). A warm build writes each unchanged file this way in a third of the time (this site's
// 579 files: 45 ms against 134 ms); the old output is removed after the swap as before, so the
// new output is the only one left holding them. The record only ever saves a write: a file that
// is missing, changed, or cannot be linked (another file system, no hard links) is written.
import { createHash } from 'node:crypto';
import { linkSync, lstatSync, writeFileSync } from 'node:fs';

/** One file as written: the hash of its bytes, its size, its modification time and its inode. */
export type FileRecord = [hash: string, size: number, mtimeMs: number, ino: number];

/** The files of one output folder (`target`, absolute) by their path in it. */
export interface OutputRecord {
  target: string;
  files: Map<string, FileRecord>;
}

/** The bytes of a file's contents (a string as UTF-8). */
export function bytesOf(contents: string | Uint8Array): Uint8Array {
  return typeof contents === 'string' ? Buffer.from(contents) : contents;
}

/**
 * Puts `bytes` at `dest`: a hard link to `previous` (the same path in the output being replaced)
 * when `before`, its record, says it holds these bytes and it is unchanged since, else a new
 * file. Returns the record of the file now at `dest`.
 */
export function writeOrLink(
  dest: string,
  bytes: Uint8Array,
  previous: string | undefined,
  before: FileRecord | undefined,
): FileRecord {
  const hash = createHash('sha256').update(bytes).digest('base64');
  if (previous && before && before[0] === hash && before[1] === bytes.byteLength) {
    const info = lstatSync(previous, { throwIfNoEntry: false });
    if (info?.isFile() && info.size === before[1] && info.mtimeMs === before[2] && info.ino === before[3]) {
      try {
        linkSync(previous, dest);
        return before;
      } catch {
        // no hard links here (another file system, or one without them): written below
      }
    }
  }
  writeFileSync(dest, bytes);
  const info = lstatSync(dest);
  return [hash, bytes.byteLength, info.mtimeMs, info.ino];
}

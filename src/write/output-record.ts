// What a build wrote into its output folder, file by file (content hash, size, modification
// time, inode), kept in the build cache for the next build of the same folder. That build leaves
// in place each file it would write again with the same bytes, when the file is still the one
// recorded (same inode, size and modification time, as git's index tells an untouched file:
// nobody has written or replaced it since), and puts in only what changed (write-site.ts: the
// update). When the folder was replaced since the record (its marker file is another), unchanged
// files are hard-linked from the old output into the new one instead. The record only ever saves
// a write: a file that is missing, changed, or cannot be linked (another file system, no hard
// links) is written.
import { createHash } from 'node:crypto';
import { linkSync, lstatSync, statSync, writeFileSync } from 'node:fs';

/** One file as written: the hash of its bytes, its size, its modification time and its inode. */
export type FileRecord = [hash: string, size: number, mtimeMs: number, ino: number];

/** A file as the build would write it, known without its bytes: its path, their hash (`hashOf`) and size. */
export type FileDigest = [path: string, hash: string, size: number];

/** The files of one output folder (`target`, absolute) by their path in it. */
export interface OutputRecord {
  target: string;
  files: Map<string, FileRecord>;
  /**
   * The inode and modification time of the folder's marker file (out-dir-guard.ts) as this build
   * left it. A build that replaced the folder since (`--no-cache`, another cache) made a new
   * marker: the record then no longer tells what the folder holds, and is used for links only.
   */
  marker?: [ino: number, mtimeMs: number];
}

/** The record of a copied file: its source's size and time stand for its bytes (not read to hash them). */
export function copyKey(from: string): string {
  const info = statSync(from);
  return `copy:${info.size}:${info.mtimeMs}`;
}

/** The record of the file now at `at` (written with bytes hashing to `hash`, or copied: `copyKey`). */
export function recordOf(at: string, hash: string): FileRecord {
  const info = lstatSync(at);
  return [hash, info.size, info.mtimeMs, info.ino];
}

/** The SHA-256 of a file's bytes (base64; a string as UTF-8), as records hold it. */
export function hashOf(contents: string | Uint8Array): string {
  return createHash('sha256').update(contents).digest('base64');
}

/** A file's size in bytes (a string as UTF-8), without encoding it. */
export function sizeOf(contents: string | Uint8Array): number {
  return typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength;
}

/**
 * Whether the file at `at` is still the one `before` records: same inode, size and modification
 * time (as git's index tells an untouched file: nobody has written or replaced it since).
 */
export function unchangedOnDisk(at: string, before: FileRecord): boolean {
  const info = lstatSync(at, { throwIfNoEntry: false });
  return !!info?.isFile() && info.size === before[1] && info.mtimeMs === before[2] && info.ino === before[3];
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
  const hash = hashOf(bytes);
  if (previous && before && before[0] === hash && before[1] === bytes.byteLength) {
    if (unchangedOnDisk(previous, before)) {
      try {
        linkSync(previous, dest);
        return before;
      } catch {
        // no hard links here (another file system, or one without them): written below
      }
    }
  }
  writeFileSync(dest, bytes);
  return recordOf(dest, hash);
}

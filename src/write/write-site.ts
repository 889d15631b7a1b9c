// Writes the site into a fresh temporary folder next to the output folder, then swaps it in. A
// build that fails before the swap leaves the previous output untouched. Files are written as the
// build produces them (with their .gz/.br siblings), so memory does not grow with the site.
//
// A rebuild of a folder this build cache's record describes (output-record.ts) updates it
// instead: unchanged files stay where they are, changed and new ones are staged the same way and
// moved in by `commit`, and files the previous build wrote and this one did not are removed.
// Replacing the folder meant a new directory entry for every file and removing the old folder's:
// on this machine's disk about 0.03 ms a file when idle and 0.5 ms for a minute after many files
// were deleted, a second or more for a warm rebuild of a thousand pages that changed one.
import {
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compressedSiblings, isCompressible } from './compress.ts';
import type { CopiedFile, OutputFile, OutputSource } from '../types.ts';
import { environmentError } from '../util/fs-errors.ts';
import { OUTPUT_MARKER, OUTPUT_MARKER_TEXT } from './out-dir-guard.ts';
import { OutputClaims } from './output-claims.ts';
import {
  bytesOf,
  copyKey,
  hashOf,
  recordOf,
  sizeOf,
  unchangedOnDisk,
  writeOrLink,
  type FileDigest,
  type FileRecord,
  type OutputRecord,
} from './output-record.ts';
import { previousSiblings } from './reuse-compressed.ts';
import { insideOutDir } from './output-paths.ts';
import { WritePool } from './write-pool.ts';
import { removeStaleSiblings, stagingName, writeThroughTarget } from './staging.ts';

/** Writes in flight at once: one at a time, a large site waits on each write in turn. */
const CONCURRENCY = 32;

export class StagedOutput {
  bytes = 0;
  /** The folders made so far. */
  private dirs = new Set<string>();
  private inFlight = new Set<Promise<void>>();
  private failure: unknown;
  /** Every path written, with what wrote it: a second claim is an error naming both. */
  private claims = new OutputClaims();
  /** What is written, for the next build (output-record.ts). */
  private written = new Map<string, FileRecord>();
  /** Whether `written` holds a file not linked from `previous`. */
  private changed = false;
  /** Staged files that `commit` moves into the output folder (when updating it). */
  private moves: string[] = [];
  /** The output folder's marker file after the commit (output-record.ts). */
  private marker: OutputRecord['marker'];

  private constructor(
    readonly target: string,
    readonly staging: string,
    private compress: boolean,
    /** Writer threads (write-pool.ts), for sites large enough to be worth them. */
    private pool: WritePool | undefined,
    /** What the build that wrote the output wrote: its unchanged files are kept or linked, not written. */
    private previous: ReadonlyMap<string, FileRecord> | undefined,
    /** The output folder is updated in place, not replaced: `previous` tells what it holds. */
    private update: boolean,
  ) {}

  /**
   * Opens a staging folder beside `outDir` (beside its target, when `outDir` is a symbolic link:
   * the build writes through it), after removing what killed builds left there; `compress` adds
   * .gz/.br siblings to text files, on `threads` writer threads if given (else on this thread and
   * libuv's pool). `previous`: the record of the build that wrote the output (output-record.ts).
   * The staged folder carries docgen's marker file.
   */
  static async open(
    outDir: string,
    {
      compress = false,
      threads = 0,
      previous,
    }: { compress?: boolean; threads?: number; previous?: OutputRecord } = {},
  ): Promise<StagedOutput> {
    const target = await writeThroughTarget(path.resolve(outDir));
    await removeStaleSiblings(target);
    const staging = stagingName(target, 'tmp');
    try {
      await mkdir(staging, { recursive: true });
      await writeFile(path.join(staging, OUTPUT_MARKER), OUTPUT_MARKER_TEXT);
    } catch (error) {
      await rm(staging, { recursive: true, force: true }).catch(() => {});
      throw environmentError(error, path.dirname(target));
    }
    const known = previous?.target === target ? previous : undefined;
    return new StagedOutput(
      target,
      staging,
      compress,
      compress && threads > 0 ? new WritePool(threads) : undefined,
      known?.files,
      !!known && describesFolder(known),
    );
  }

  /** Whether the output folder is being updated (files it holds can be kept: `keep`). */
  get updating(): boolean {
    return this.update;
  }

  /**
   * Whether a build of this folder has been recorded but the folder is not as it left it: a CI
   * run that restores the build cache but not the output, or a folder removed since.
   */
  get lost(): boolean {
    return this.previous !== undefined && !this.update;
  }

  /** What this build wrote (complete once `commit` is done), for the next build of the folder. */
  record(): OutputRecord {
    return { target: this.target, files: this.written, marker: this.marker };
  }

  /** Whether the record differs from the previous build's (a file not linked from it, or one gone). */
  recordChanged(): boolean {
    return this.changed || this.written.size !== (this.previous?.size ?? -1);
  }

  /**
   * Writes `file` with its compressed siblings (when compressing): those it came with
   * (`file.compressed`, from the build cache), else made here, and then told to `made`.
   */
  write(
    file: OutputFile,
    made?: (compressed: OutputFile[]) => void,
    recorded?: (digests: FileDigest[]) => void,
  ): Promise<void> {
    this.claims.claim(file.path, file.source);
    const pool = this.pool;
    const given = this.compress ? file.compressed : undefined;
    const kept = this.keptAsIs(file);
    if (kept) {
      for (const sibling of kept.slice(1)) this.claims.claim(sibling, file.source);
      if (this.compress && !given && made) made(this.siblingsOnDisk(kept.slice(1)));
      recorded?.(this.digestsOf(kept));
      return Promise.resolve();
    }
    if (pool && !given)
      return this.enqueue(async () => {
        const done = await pool.run({
          kind: 'write',
          staging: this.staging,
          rel: file.path,
          contents: file.contents,
          previous: this.target,
          report: made !== undefined,
        });
        for (const sibling of done.siblings) this.claims.claim(sibling.path, file.source);
        for (const [rel, record] of done.records) this.written.set(rel, record);
        if (done.records.length) this.changed = true;
        if (this.update) this.moves.push(...done.records.map(([rel]) => rel));
        this.bytes += done.bytes;
        made?.(done.siblings.map((sibling) => ({ path: sibling.path, contents: sibling.contents! })));
        recorded?.(this.digestsOf(done.records.map(([rel]) => rel)));
      });
    return this.enqueue(async () => {
      const siblings = !this.compress
        ? []
        : (given ??
          previousSiblings(this.target, file.path, file.contents) ??
          (await compressedSiblings(file.path, file.contents)));
      if (this.compress && !given) made?.(siblings);
      for (const sibling of siblings) this.claims.claim(sibling.path, file.source);
      for (const f of [file, ...siblings]) {
        const bytes = bytesOf(f.contents);
        const before = this.previous?.get(f.path);
        this.bytes += bytes.byteLength;
        if (this.update && before && this.unchanged(f.path, hashOf(bytes), bytes.byteLength)) {
          this.written.set(f.path, before);
          continue;
        }
        // Replacing the folder, an unchanged file is linked from the old one (output-record.ts).
        const previous = !this.update && this.previous ? insideOutDir(this.target, f.path) : undefined;
        const now = writeOrLink(this.destination(f.path), bytes, previous, before);
        this.written.set(f.path, now);
        if (now !== before) this.changed = true;
        if (this.update) this.moves.push(f.path);
      }
      recorded?.(this.digestsOf([file, ...siblings].map((f) => f.path)));
    });
  }

  /** The digests of files this run wrote or kept, from their records. */
  private digestsOf(paths: string[]): FileDigest[] {
    return paths.map((rel) => {
      const [hash, size] = this.written.get(rel)!;
      return [rel, hash, size];
    });
  }

  /**
   * Keeps files the output already holds, known by their digests (a page the build cache kept,
   * without reading its bytes): when the folder is being updated and every one of them is there
   * as recorded, untouched since, they count as written and the result is true. Else nothing is
   * kept (false): the caller writes them.
   */
  keep(files: readonly FileDigest[], source?: OutputSource): boolean {
    if (!this.update || this.failure) return false;
    const records = files.map(([rel, hash, size]) => {
      const before = this.previous!.get(rel);
      return before && before[0] === hash && before[1] === size && !this.written.has(rel)
        ? before
        : undefined;
    });
    if (records.some((record, i) => !record || !this.onDisk(files[i][0], record))) return false;
    for (const [i, [rel]] of files.entries()) {
      this.claims.claim(rel, source);
      this.written.set(rel, records[i]!);
      this.bytes += records[i]![1];
    }
    return true;
  }

  /**
   * When updating the folder: the paths of `file` and its compressed siblings if all of them are
   * in the output as this build would write them (recorded, untouched since), now recorded as
   * kept; else undefined. Its siblings are known from the record (the same bytes compress the
   * same way): a page the cache did not have is not compressed again to find it unchanged.
   */
  private keptAsIs(file: OutputFile): string[] | undefined {
    if (!this.update) return undefined;
    // Sized and hashed as it is: a page's HTML is not encoded into a new buffer just to be checked.
    const size = sizeOf(file.contents);
    const before = this.previous!.get(file.path);
    if (before?.[1] !== size || !this.unchanged(file.path, hashOf(file.contents), size)) return undefined;
    const siblings = !this.compress
      ? []
      : (file.compressed?.map((f) => f.path) ??
        [`${file.path}.gz`, `${file.path}.br`].filter((rel) => this.previous!.has(rel)));
    const paths = [file.path, ...siblings];
    const records = paths.map((rel) => this.previous!.get(rel));
    if (records.some((record, i) => !record || (i > 0 && !this.onDisk(paths[i], record)))) return undefined;
    for (const [i, rel] of paths.entries()) {
      this.written.set(rel, records[i]!);
      this.bytes += records[i]![1];
    }
    return paths;
  }

  /** Whether the output holds `rel` as recorded with this hash and size, untouched since. */
  private unchanged(rel: string, hash: string, size: number): boolean {
    const before = this.previous?.get(rel);
    return !!before && before[0] === hash && before[1] === size && this.onDisk(rel, before);
  }

  /**
   * Whether the output's `rel` is still the file `before` records. A path that is not one (it
   * would leave the folder, or holds a NUL) is never kept: the write reports it as for any build.
   */
  private onDisk(rel: string, before: FileRecord): boolean {
    try {
      return unchangedOnDisk(insideOutDir(this.target, rel), before);
    } catch {
      return false;
    }
  }

  /** Kept siblings' bytes, for a caller that stores what was made (the build cache). */
  private siblingsOnDisk(paths: string[]): OutputFile[] {
    return paths.map((rel) => ({ path: rel, contents: readFileSync(insideOutDir(this.target, rel)) }));
  }

  /**
   * Copies a file (with compressed siblings for text). Recorded by its source's size and time:
   * an update keeps a copy whose source has not changed since and that is untouched in the output.
   */
  copy(copy: CopiedFile): Promise<void> {
    const source = copy.source ?? { what: 'the copied file', file: path.relative(process.cwd(), copy.from) };
    this.claims.claim(copy.path, source);
    const pool = this.pool;
    return this.enqueue(async () => {
      const key = copyKey(copy.from);
      if (this.update) {
        const paths = [copy.path, `${copy.path}.gz`, `${copy.path}.br`].filter(
          (rel, i) => i === 0 || this.previous!.has(rel),
        );
        const records = paths.map((rel) => this.previous!.get(rel));
        if (records.every((record, i) => record?.[0] === key && this.onDisk(paths[i], record))) {
          for (const [i, rel] of paths.entries()) this.written.set(rel, records[i]!);
          for (const sibling of paths.slice(1)) this.claims.claim(sibling, source);
          return;
        }
      }
      let siblings: string[];
      if (pool) {
        const done = await pool.run({
          kind: 'copy',
          staging: this.staging,
          rel: copy.path,
          from: copy.from,
          compress: copy.compress !== false,
        });
        siblings = done.siblings.map((sibling) => sibling.path);
      } else {
        copyFileSync(copy.from, this.destination(copy.path));
        siblings = [];
        if (this.compress && copy.compress !== false && isCompressible(copy.path))
          for (const f of await compressedSiblings(copy.path, readFileSync(copy.from))) {
            writeFileSync(this.destination(f.path), f.contents);
            siblings.push(f.path);
          }
      }
      for (const sibling of siblings) this.claims.claim(sibling, source);
      for (const rel of [copy.path, ...siblings]) {
        this.written.set(rel, recordOf(insideOutDir(this.staging, rel), key));
        if (this.update) this.moves.push(rel);
      }
      this.changed = true;
    });
  }

  /** Waits for every write, then puts the staged site in place of the old output (or updates it). */
  async commit(): Promise<void> {
    await Promise.all(this.inFlight);
    await this.pool?.close();
    if (this.failure) throw this.failure;
    try {
      if (!this.update || !this.updateInPlace()) {
        await swap(this.staging, this.target);
        this.changed = true;
      }
      const marker = lstatSync(path.join(this.target, OUTPUT_MARKER));
      this.marker = [marker.ino, marker.mtimeMs];
    } catch (error) {
      throw environmentError(error, this.target);
    }
  }

  /**
   * Removes from the output the files the previous build wrote and this one did not (and the
   * folders that leaves empty), then moves the staged files in. Returns false if a move failed (a
   * folder where a file goes, or the other way round): the staged folder is then made whole again
   * (the files kept are linked or copied into it) so that `commit` can swap it in after all.
   */
  private updateInPlace(): boolean {
    const target = this.target;
    const gone = [...this.previous!.keys()].filter((rel) => !this.written.has(rel));
    if (gone.length === 0 && this.moves.length === 0) {
      rmSync(this.staging, { recursive: true, force: true });
      return true; // nothing changed: the folder, its marker and its record stay as they are
    }
    // The marker's time changes first: an update stopped half-way (the process killed) leaves a
    // folder its record no longer describes, so the next build replaces it instead of trusting it.
    // This build's record, kept once it is done, has the new time.
    const marker = path.join(target, OUTPUT_MARKER);
    const now = new Date();
    if (lstatSync(marker).mtimeMs === now.getTime()) now.setTime(now.getTime() + 1);
    utimesSync(marker, now, now);
    this.changed = true;
    const folders = new Set<string>();
    for (const rel of gone) {
      try {
        unlinkSync(insideOutDir(target, rel));
      } catch {
        // gone already, or not a file: a folder left for the swap below if a move needs its place
      }
      for (let dir = path.dirname(rel); dir !== '.' && dir !== '/'; dir = path.dirname(dir)) folders.add(dir);
    }
    // Deepest first, so that a folder emptied of folders goes too; one with other files stays.
    for (const dir of [...folders].sort((a, b) => b.length - a.length))
      try {
        rmdirSync(insideOutDir(target, dir));
      } catch {
        // not empty: it still holds this build's files (or someone else's)
      }
    const made = new Set<string>();
    try {
      for (const rel of this.moves) {
        const to = insideOutDir(target, rel);
        const dir = path.dirname(to);
        if (!made.has(dir)) {
          mkdirSync(dir, { recursive: true });
          made.add(dir);
        }
        renameSync(insideOutDir(this.staging, rel), to);
      }
    } catch {
      for (const rel of this.written.keys()) {
        const staged = insideOutDir(this.staging, rel);
        if (existsSync(staged)) continue;
        mkdirSync(path.dirname(staged), { recursive: true });
        const kept = insideOutDir(target, rel);
        try {
          linkSync(kept, staged);
        } catch {
          copyFileSync(kept, staged);
        }
      }
      return false;
    }
    rmSync(this.staging, { recursive: true, force: true });
    return true;
  }

  /** Drops the staged files; the old output stays as it was. */
  async abort(): Promise<void> {
    await Promise.allSettled(this.inFlight);
    await this.pool?.close();
    await rm(this.staging, { recursive: true, force: true });
  }

  private async enqueue(run: () => Promise<void>): Promise<void> {
    while (this.inFlight.size >= CONCURRENCY) await Promise.race(this.inFlight);
    if (this.failure) throw this.failure;
    const task: Promise<void> = run()
      .catch((error: unknown) => {
        // A source that cannot be read is named; a write that fails names the output folder.
        const source = (error as NodeJS.ErrnoException).path;
        this.failure ??= environmentError(
          error,
          source && !source.startsWith(this.staging) ? source : this.target,
        );
      })
      .finally(() => this.inFlight.delete(task));
    this.inFlight.add(task);
  }

  /**
   * The staged path of `rel`, its folder made. Files are written synchronously: through
   * fs/promises each small file costs three trips through libuv's pool (open, write, close),
   * which took twice the CPU of writing it in place (this site's 579 files: about 0.35 s against
   * 0.15 s); what takes time, compressing, still runs off this thread.
   */
  private destination(rel: string): string {
    const dest = insideOutDir(this.staging, rel);
    const dir = path.dirname(dest);
    if (!this.dirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      this.dirs.add(dir);
    }
    return dest;
  }
}

/**
 * Whether a record tells what its output folder holds: the folder's marker file is the one the
 * recorded build left (a build without the cache, or with another, replaced the folder since).
 */
function describesFolder(record: OutputRecord): boolean {
  const marker = lstatSync(path.join(record.target, OUTPUT_MARKER), { throwIfNoEntry: false });
  return !!record.marker && marker?.ino === record.marker[0] && marker.mtimeMs === record.marker[1];
}

/** Writes a whole site in one go (`docgen dev` keeps its pages in memory and uses this). */
export async function writeSite(
  outDir: string,
  files: OutputFile[],
  copies: CopiedFile[],
): Promise<{ bytes: number }> {
  const out = await StagedOutput.open(outDir);
  try {
    for (const copy of copies) await out.copy(copy);
    for (const file of files) await out.write(file);
    await out.commit();
  } catch (error) {
    await out.abort();
    throw error;
  }
  return { bytes: out.bytes };
}

async function swap(staging: string, target: string): Promise<void> {
  const old = stagingName(target, 'old');
  let moved = false;
  try {
    await rename(target, old);
    moved = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  try {
    await rename(staging, target);
  } catch (error) {
    if (moved) await rename(old, target);
    throw error;
  }
  if (moved) await rm(old, { recursive: true, force: true });
}

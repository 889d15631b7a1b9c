// Writes the site into a fresh temporary folder next to the output folder, then swaps it in. A
// build that fails before the swap leaves the previous output untouched. Files are written as the
// build produces them (with their .gz/.br siblings), so memory does not grow with the site.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compressedSiblings, isCompressible } from './compress.ts';
import type { CopiedFile, OutputFile } from '../types.ts';
import { environmentError } from '../util/fs-errors.ts';
import { OUTPUT_MARKER, OUTPUT_MARKER_TEXT } from './out-dir-guard.ts';
import { OutputClaims } from './output-claims.ts';
import { bytesOf, writeOrLink, type FileRecord, type OutputRecord } from './output-record.ts';
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

  private constructor(
    readonly target: string,
    readonly staging: string,
    private compress: boolean,
    /** Writer threads (write-pool.ts), for sites large enough to be worth them. */
    private pool: WritePool | undefined,
    /** What the build that wrote the output wrote: its unchanged files are linked, not written. */
    private previous: ReadonlyMap<string, FileRecord> | undefined,
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
    return new StagedOutput(
      target,
      staging,
      compress,
      compress && threads > 0 ? new WritePool(threads) : undefined,
      previous?.target === target ? previous.files : undefined,
    );
  }

  /** What this build wrote (complete once `commit` is done), for the next build of the folder. */
  record(): OutputRecord {
    return { target: this.target, files: this.written };
  }

  /** Whether the record differs from the previous build's (a file not linked from it, or one gone). */
  recordChanged(): boolean {
    return this.changed || this.written.size !== (this.previous?.size ?? -1);
  }

  /**
   * Writes `file` with its compressed siblings (when compressing): those it came with
   * (`file.compressed`, from the build cache), else made here, and then told to `made`.
   */
  write(file: OutputFile, made?: (compressed: OutputFile[]) => void): Promise<void> {
    this.claims.claim(file.path, file.source);
    const pool = this.pool;
    const given = this.compress ? file.compressed : undefined;
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
        this.bytes += done.bytes;
        made?.(done.siblings.map((sibling) => ({ path: sibling.path, contents: sibling.contents! })));
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
        const previous = this.previous && insideOutDir(this.target, f.path);
        const before = this.previous?.get(f.path);
        const now = writeOrLink(this.destination(f.path), bytes, previous, before);
        this.written.set(f.path, now);
        if (now !== before) this.changed = true;
        this.bytes += bytes.byteLength;
      }
    });
  }

  copy(copy: CopiedFile): Promise<void> {
    const source = copy.source ?? { what: 'the copied file', file: path.relative(process.cwd(), copy.from) };
    this.claims.claim(copy.path, source);
    const pool = this.pool;
    if (pool)
      return this.enqueue(async () => {
        const done = await pool.run({
          kind: 'copy',
          staging: this.staging,
          rel: copy.path,
          from: copy.from,
          compress: copy.compress !== false,
        });
        for (const sibling of done.siblings) this.claims.claim(sibling.path, source);
      });
    return this.enqueue(async () => {
      copyFileSync(copy.from, this.destination(copy.path));
      if (this.compress && copy.compress !== false && isCompressible(copy.path)) {
        for (const f of await compressedSiblings(copy.path, readFileSync(copy.from))) {
          this.claims.claim(f.path, source);
          writeFileSync(this.destination(f.path), f.contents);
        }
      }
    });
  }

  /** Waits for every write, then puts the staged site in place of the old output. */
  async commit(): Promise<void> {
    await Promise.all(this.inFlight);
    await this.pool?.close();
    if (this.failure) throw this.failure;
    try {
      await swap(this.staging, this.target);
    } catch (error) {
      throw environmentError(error, this.target);
    }
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

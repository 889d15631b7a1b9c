// The persistent build cache (`node_modules/.cache/docgen/` by default; the config's `cacheDir`,
// `--no-cache` to go without): what is expensive to make and depends only on files docgen can
// hash, kept between runs: each page's rendered Markdown, each spec's read document and its
// checked verdict, the spec work (code samples, example check, console modules), the compiled
// templates and the browser assets (cached-work.ts says what goes in each key).
//
// An entry is one file named by the hash of its key. Every key holds docgen's version (and, for
// a development copy, a fingerprint of its code); an entry also lists the files it was made from
// with their hashes, and is used only while every one of them still hashes the same. A file is
// written to a temporary name and renamed into place, so two builds sharing the cache never see
// half an entry; one that is truncated or corrupt anyway is dropped with one warning, and made anew.
//
// An entry a build uses has its time set to the build's (when it is more than a day old: a
// rebuild within the day rewrites nothing); once a day a build removes the entries
// no build has used for `maxAgeMs` (a week by default): pages and specs that have gone, or
// changed, and what an older docgen made.
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, fstatSync, openSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import v8 from 'node:v8';
import zlib from 'node:zlib';
import { DocgenError } from '../errors.ts';
import { packageRoot, packageVersion, RUNNING_FROM_SOURCE } from '../util/package-root.ts';
import { noteRead } from '../util/read-tracker.ts';
import type { Warnings } from '../warnings.ts';

/**
 * An entry file: this line, the checksum of the rest (hex) on a line, the files it was made from
 * with their hashes (JSON, one line), and the value as `v8.serialize` wrote it. The value is
 * written and read where it lies: wrapped in a serialized envelope it was copied twice more on
 * the way in and once on the way out (a first build of 10,000 pages stores 170 MB).
 */
const MAGIC = 'docgen-cache 3\n';
/** The default folder, relative to the site root. */
export const DEFAULT_CACHE_DIR = 'node_modules/.cache/docgen';
/** How long an entry that no build uses is kept. */
export const DEFAULT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** How often a build looks for entries to remove: the time of the last look is this file's. */
const SWEEP_EVERY_MS = 24 * 60 * 60 * 1000;
const SWEEP_FILE = 'last-sweep';

interface Entry {
  /** The files the value was made from (absolute), and their hashes (null: the file was missing). */
  deps: [string, string | null][];
  /** The value, serialized. */
  value: Buffer;
}

export interface BuildCacheOptions {
  /** The cache folder (absolute). */
  dir: string;
  /** Where a broken entry is reported (once per run). */
  warnings: Warnings;
  /** docgen's version as keys hold it (tests); by default its package version and code fingerprint. */
  version?: string;
  /** How long an entry no build uses is kept (default: a week). */
  maxAgeMs?: number;
  /** The clock (tests). */
  now?: () => number;
}

export class BuildCache {
  readonly dir: string;
  readonly version: string;
  private warnings: Warnings;
  private hashes = new Map<string, Promise<string | null>>();
  private writes = new Set<Promise<void>>();
  private warnedRead = false;
  private warnedWrite = false;
  /** The entry files this run used or made (their times are set once). */
  private used = new Set<string>();
  /** The folders this cache has made or found while writing. */
  private folders = new Set<string>();
  private swept = false;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(options: BuildCacheOptions) {
    this.dir = options.dir;
    this.version = options.version ?? docgenVersion();
    this.warnings = options.warnings;
    this.maxAgeMs = options.maxAgeMs ?? DEFAULT_MAX_AGE_MS;
    this.now = options.now ?? Date.now;
  }

  /** A run starts: files may have changed since the last (dev), so their hashes are taken anew. */
  nextRun(warnings: Warnings): void {
    this.hashes.clear();
    this.warnings = warnings;
    this.warnedRead = false;
    this.warnedWrite = false;
    this.used.clear();
  }

  /** The key of an entry of `area` made from `parts` (anything JSON can say), with docgen's version. */
  key(area: string, ...parts: unknown[]): string {
    return `${area}/${hashText(JSON.stringify([this.version, area, ...parts]))}`;
  }

  /** The content hash of a file (null when it is missing), taken once per run. */
  fileHash(file: string): Promise<string | null> {
    let hash = this.hashes.get(file);
    if (!hash) {
      let read: Buffer | undefined;
      try {
        read = readFileSync(file);
      } catch {
        read = undefined;
      }
      hash = Promise.resolve(read ? hashBytes(read) : null);
      this.hashes.set(file, hash);
    }
    return hash;
  }

  /** The value stored under `key`, if it is there, whole, and its files are as they were. */
  async get<T>(key: string): Promise<T | undefined> {
    const file = this.fileOf(key);
    let bytes: Buffer;
    let mtimeMs: number;
    // Read synchronously: through fs/promises each entry took four trips through libuv's pool
    // (open, stat, read, close), and a warm build of 1,000 pages spent half its render stage
    // waiting on them (1.36 s against 0.9 s in all, whole process).
    // A miss (every entry of a first build) is a stat, not a thrown error: 10,000 of those took
    // 0.6 s of a first build.
    if (!statSync(file, { throwIfNoEntry: false })) return undefined;
    try {
      const fd = openSync(file, 'r');
      try {
        mtimeMs = fstatSync(fd).mtimeMs;
        bytes = readFileSync(fd);
      } finally {
        closeSync(fd);
      }
    } catch {
      return undefined;
    }
    const entry = decode(bytes);
    if (!entry) {
      this.warnRead(file);
      await rm(file, { force: true });
      return undefined;
    }
    const current = await Promise.all(entry.deps.map(([dep]) => this.fileHash(dep)));
    if (entry.deps.some(([, hash], i) => current[i] !== hash)) return undefined;
    let value: T;
    try {
      value = v8.deserialize(entry.value) as T;
    } catch {
      this.warnRead(file);
      return undefined;
    }
    this.markUsed(file, mtimeMs);
    // What is made from this value depends on its files too (an entry holding several pages' work).
    for (const [dep] of entry.deps) noteRead(dep);
    return value;
  }

  /**
   * Stores `value` under `key`, made from `deps` (absolute paths, hashed now: a file that changes
   * during the run makes a stale entry only if it changed before docgen read it, as a rerun heals).
   * Written in the background; `flush` waits for every write. A failed write is one warning.
   */
  set(key: string, value: unknown, deps: Iterable<string> = []): void {
    // Serialized at once: what is stored is the value as it is now.
    this.track(this.write(key, v8.serialize(value), deps));
  }

  /**
   * `set`, once `ready` resolves (nothing is stored if it rejects): for a value that is kept only
   * if later work approves it (a spec, once validated). `flush` waits for it like a write, so a
   * failed run does not store it after its caller has heard of the failure (and maybe removed
   * the site).
   */
  setWhen(ready: Promise<unknown>, key: string, value: unknown, deps: Iterable<string> = []): void {
    const bytes = v8.serialize(value);
    this.track(
      ready.then(
        () => this.write(key, bytes, deps),
        () => {},
      ),
    );
  }

  /** Writes an entry (its files hashed now); a failed write is one warning. */
  private write(key: string, bytes: Uint8Array, deps: Iterable<string>): Promise<void> {
    return (async () => {
      const files = [...new Set(deps)].sort();
      const hashes = await Promise.all(files.map((f) => this.fileHash(f)));
      const depsLine = Buffer.from(`${JSON.stringify(files.map((f, i) => [f, hashes[i]]))}\n`);
      const head = Buffer.from(`${MAGIC}${checksum(depsLine, bytes)}\n`);
      const file = this.fileOf(key);
      this.used.add(file); // written now: its time is the build's
      const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await this.writeIn(path.dirname(file), temp, [head, depsLine, bytes]);
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    })().catch((error: unknown) => this.warnWrite(error));
  }

  /**
   * Waits until everything stored is on disk; then, once a day, removes the entries that no
   * build has used for `maxAgeMs`.
   */
  async flush(): Promise<void> {
    while (this.writes.size) await Promise.all(this.writes);
    if (this.swept) return;
    this.swept = true; // once per process: a dev session's later runs leave it to the next build
    await this.sweep().catch(() => {}); // upkeep: a folder that cannot be read is cleaned another time
  }

  /** Sets a used entry's time to now if it is older than a day (or half the age bound), so that the sweep keeps it. */
  private markUsed(file: string, mtimeMs: number): void {
    if (this.used.has(file)) return;
    this.used.add(file);
    const now = this.now();
    if (now - mtimeMs < Math.min(SWEEP_EVERY_MS, this.maxAgeMs / 2)) return;
    const at = now / 1000;
    this.track(utimes(file, at, at).catch(() => {})); // a read-only cache is still read
  }

  private track(work: Promise<void>): void {
    this.writes.add(work);
    void work.then(() => this.writes.delete(work));
  }

  /** Removes the entries (and a crashed build's temporary files) older than `maxAgeMs`, if due. */
  private async sweep(): Promise<void> {
    const now = this.now();
    const marker = path.join(this.dir, SWEEP_FILE);
    const last = await stat(marker).then(
      (s) => s.mtimeMs,
      () => undefined,
    );
    if (last !== undefined && now - last < SWEEP_EVERY_MS) return;
    await mkdir(this.dir, { recursive: true });
    await writeFile(marker, '');
    await utimes(marker, now / 1000, now / 1000);
    const cutoff = now - this.maxAgeMs;
    const walk = async (dir: string, depth: number): Promise<void> => {
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (depth < 2) await walk(full, depth + 1);
        } else if (depth === 2 && /\.(bin|tmp)$/.test(entry.name) && !this.used.has(full)) {
          const info = await stat(full).catch(() => undefined);
          if (info && info.mtimeMs < cutoff) await rm(full, { force: true });
        }
      }
    };
    await walk(this.dir, 0);
  }

  /**
   * Writes `file` in `dir`, making the folder the first time this cache writes there (a first
   * build of 10,000 pages spent 0.25 s making folders that were there), or again if it has gone.
   */
  private async writeIn(dir: string, file: string, bytes: Uint8Array[]): Promise<void> {
    if (!this.folders.has(dir)) {
      await mkdir(dir, { recursive: true });
      this.folders.add(dir);
    }
    try {
      await writeFile(file, bytes);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      await mkdir(dir, { recursive: true });
      await writeFile(file, bytes);
    }
  }

  private fileOf(key: string): string {
    const slash = key.indexOf('/');
    const hash = key.slice(slash + 1);
    return path.join(this.dir, key.slice(0, slash), hash.slice(0, 2), `${hash.slice(2)}.bin`);
  }

  private warnRead(file: string): void {
    if (this.warnedRead) return;
    this.warnedRead = true;
    this.warnings.add(
      new DocgenError('A build cache entry is truncated or corrupt: it was ignored and made anew.', {
        file: shown(file),
        hint: 'Nothing to do. If this comes back, delete the cache folder or build with `--no-cache`.',
      }),
    );
  }

  private warnWrite(error: unknown): void {
    if (this.warnedWrite) return;
    this.warnedWrite = true;
    this.warnings.add(
      new DocgenError(`Cannot write the build cache: ${(error as Error).message}.`, {
        file: shown(this.dir),
        hint: 'The build is complete; the next one cannot reuse its work. Check that the folder is writable, set `cacheDir` in docgen.config.ts, or build with `--no-cache`.',
      }),
    );
  }
}

/** An entry's files and value (not yet deserialized), or undefined when its bytes are not a whole entry. */
function decode(bytes: Buffer): Entry | undefined {
  const head = MAGIC.length + CHECKSUM_LENGTH + 1;
  if (bytes.length < head || bytes.toString('latin1', 0, MAGIC.length) !== MAGIC) return undefined;
  const rest = bytes.subarray(head);
  if (bytes.toString('latin1', MAGIC.length, head - 1) !== checksum(rest)) return undefined;
  const end = rest.indexOf(10); // the files' line
  if (end === -1) return undefined;
  try {
    const deps: unknown = JSON.parse(rest.toString('utf8', 0, end));
    return Array.isArray(deps) ? { deps: deps as Entry['deps'], value: rest.subarray(end + 1) } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An entry's checksum, which tells a truncated or damaged file (the folder is the user's own: no
 * one forges entries): CRC-32 where Node has it (20.15 on), three times as fast as SHA-256 (a warm
 * build of 1,000 pages checks 52 MB of entries); else SHA-256's first 8 hex digits.
 */
const CHECKSUM_LENGTH = 8;
const crc32 = (zlib as { crc32?: (data: Uint8Array, value?: number) => number }).crc32;
/** The checksum of `parts` one after the other (as they lie in the file). */
function checksum(...parts: Uint8Array[]): string {
  if (crc32)
    return parts
      .reduce((crc, part) => crc32(part, crc), 0)
      .toString(16)
      .padStart(CHECKSUM_LENGTH, '0');
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex').slice(0, CHECKSUM_LENGTH);
}

export function hashText(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function hashBytes(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function shown(file: string): string {
  return path.relative(process.cwd(), file) || file;
}

let ownVersion: string | undefined;

/**
 * docgen's version as cache keys hold it: the package version and a fingerprint of the code that
 * runs, by content (a fresh clone or a reinstall of the same code reads the same entries; a copy
 * built from changed sources reads none of them). The dist bundle's fingerprint is the build id
 * that scripts/build-cli.mjs writes (a hash of the bundle); from the TypeScript sources (tests),
 * the sources' own hash. What docgen bundles for the browser and the templates are inputs of their
 * entries, hashed with them.
 */
export function docgenVersion(): string {
  ownVersion ??= `${packageVersion()}+${codeFingerprint(packageRoot(), RUNNING_FROM_SOURCE)}`;
  return ownVersion;
}

/** The build id of `root`'s dist/ (or, without one, its files' hash); from source, src/'s hash. */
export function codeFingerprint(root: string, fromSource: boolean): string {
  if (!fromSource) {
    try {
      const id = readFileSync(path.join(root, 'dist', BUILD_ID_FILE), 'utf8').trim();
      if (/^[0-9a-f]{16,64}$/.test(id)) return id;
    } catch {
      // an older bundle, or one built another way: hashed below
    }
  }
  return contentHash(path.join(root, fromSource ? 'src' : 'dist')).slice(0, 32);
}

/** The file, in dist/, that holds the bundle's build id (scripts/build-cli.mjs). */
export const BUILD_ID_FILE = 'build-id';

/** A hash of every file under `dir` (names and bytes; source maps left out), in name order. */
function contentHash(dir: string): string {
  const hash = createHash('sha256');
  const walk = (at: string, rel: string) => {
    let entries;
    try {
      entries = readdirSync(at, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const name = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(at, entry.name), name);
      else if (!entry.name.endsWith('.map') && entry.name !== BUILD_ID_FILE)
        hash
          .update(`${name}\0`)
          .update(readFileSync(path.join(at, entry.name)))
          .update('\0');
    }
  };
  walk(dir, '');
  return hash.digest('hex');
}

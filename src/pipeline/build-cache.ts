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
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import v8 from 'node:v8';
import { DocgenError } from '../errors.ts';
import { packageRoot, packageVersion } from '../util/package-root.ts';
import type { Warnings } from '../warnings.ts';

const MAGIC = 'docgen-cache 1\n';
/** The default folder, relative to the site root. */
export const DEFAULT_CACHE_DIR = 'node_modules/.cache/docgen';

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
}

export class BuildCache {
  readonly dir: string;
  readonly version: string;
  private warnings: Warnings;
  private hashes = new Map<string, Promise<string | null>>();
  private writes = new Set<Promise<void>>();
  private warnedRead = false;
  private warnedWrite = false;

  constructor(options: BuildCacheOptions) {
    this.dir = options.dir;
    this.version = options.version ?? docgenVersion();
    this.warnings = options.warnings;
  }

  /** A run starts: files may have changed since the last (dev), so their hashes are taken anew. */
  nextRun(warnings: Warnings): void {
    this.hashes.clear();
    this.warnings = warnings;
    this.warnedRead = false;
    this.warnedWrite = false;
  }

  /** The key of an entry of `area` made from `parts` (anything JSON can say), with docgen's version. */
  key(area: string, ...parts: unknown[]): string {
    return `${area}/${hashText(JSON.stringify([this.version, area, ...parts]))}`;
  }

  /** The content hash of a file (null when it is missing), taken once per run. */
  fileHash(file: string): Promise<string | null> {
    let hash = this.hashes.get(file);
    if (!hash) {
      hash = readFile(file).then(
        (bytes) => hashBytes(bytes),
        () => null,
      );
      this.hashes.set(file, hash);
    }
    return hash;
  }

  /** The value stored under `key`, if it is there, whole, and its files are as they were. */
  async get<T>(key: string): Promise<T | undefined> {
    const file = this.fileOf(key);
    let bytes: Buffer;
    try {
      bytes = await readFile(file);
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
    try {
      return v8.deserialize(entry.value) as T;
    } catch {
      this.warnRead(file);
      return undefined;
    }
  }

  /**
   * Stores `value` under `key`, made from `deps` (absolute paths, hashed now: a file that changes
   * during the run makes a stale entry only if it changed before docgen read it, as a rerun heals).
   * Written in the background; `flush` waits for every write. A failed write is one warning.
   */
  set(key: string, value: unknown, deps: Iterable<string> = []): void {
    // Serialized at once: what is stored is the value as it is now.
    const bytes = v8.serialize(value);
    const write = (async () => {
      const files = [...new Set(deps)].sort();
      const hashes = await Promise.all(files.map((f) => this.fileHash(f)));
      const entry: Entry = { deps: files.map((f, i) => [f, hashes[i]]), value: bytes };
      const payload = v8.serialize(entry);
      const file = this.fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temp, Buffer.concat([Buffer.from(`${MAGIC}${hashBytes(payload)}\n`), payload]));
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    })().catch((error: unknown) => this.warnWrite(error));
    this.writes.add(write);
    void write.then(() => this.writes.delete(write));
  }

  /** Waits until everything stored is on disk. */
  async flush(): Promise<void> {
    while (this.writes.size) await Promise.all(this.writes);
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

/** An entry's value, or undefined when its bytes are not a whole entry. */
function decode(bytes: Buffer): Entry | undefined {
  const head = MAGIC.length + 65;
  if (bytes.length < head || bytes.toString('latin1', 0, MAGIC.length) !== MAGIC) return undefined;
  const payload = bytes.subarray(head);
  if (bytes.toString('latin1', MAGIC.length, head - 1) !== hashBytes(payload)) return undefined;
  try {
    const entry = v8.deserialize(payload) as Entry;
    return Array.isArray(entry?.deps) && entry.value instanceof Uint8Array ? entry : undefined;
  } catch {
    return undefined;
  }
}

export function hashText(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function hashBytes(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function shown(file: string): string {
  return path.relative(process.cwd(), file) || file;
}

let ownVersion: string | undefined;

/**
 * docgen's version as cache keys hold it: the package version, and a fingerprint of the code it
 * runs and bundles (names, sizes and times of dist/, src/ and templates/), so that a copy of
 * docgen built from changed sources never reads what another one made.
 */
export function docgenVersion(): string {
  if (ownVersion) return ownVersion;
  const root = packageRoot();
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir).sort();
    } catch {
      return;
    }
    for (const name of names) {
      const file = path.join(dir, name);
      const stat = statSync(file, { throwIfNoEntry: false });
      if (stat?.isDirectory()) walk(file);
      else if (stat) hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  };
  for (const dir of ['dist', 'src', 'templates']) walk(path.join(root, dir));
  ownVersion = `${packageVersion()}+${hash.digest('hex').slice(0, 16)}`;
  return ownVersion;
}

// The output files through the build cache (build-cache.ts): a group of files (one page's, the
// search index's, the Try-it modules', the site's shared files) is made once for as long as what
// it is made from is unchanged, and kept with its `.gz`/`.br` copies, so that a warm build neither
// renders nor compresses it again. Each group's key says what it is made from:
//
// - a page: the page's data (with its code samples) and the site's render inputs (`renderKey`:
//   the config, the sidebar, the asset manifest, the search manifest's URL, the docs version, the
//   announcement bar, the compiled templates, the spec descriptions' Markdown, the shared schemas);
// - the files every page shares (not-found page, sidebar, sitemap, llms.txt): the same, and
//   every page's data;
// - the compressed copies of the files made elsewhere (assets, search index, Try-it modules):
//   those files' bytes (`writeMade`).
//
// A page's files name every file it shows that other pages show too (deep schema rows, shared
// schemas: `common`); each path is written once per run, by whichever page comes first, and kept
// once, in an entry of its own (by its path and bytes) that the pages' entries name: a large
// spec's shared schema files are shown by hundreds of pages (Stripe's: 4 MB on each of 455
// pages; kept with every page, they made a 2 GB cache and doubled the cold build's time).
//
// Each group also has a small entry of digests (path, hash and size of each file and copy): a
// rebuild that updates its output folder keeps a group whose files the folder still holds as
// recorded without reading its files' bytes (a warm build of 10,000 pages read, hashed and
// compared 460 MB to find them unchanged).
import { createHash } from 'node:crypto';
import type { PageFiles } from '../render/page-files.ts';
import type { OutputFile, SiteData } from '../types.ts';
import type { BuildCache } from './build-cache.ts';
import { keyText, type LazyTemplates } from './cached-work.ts';
import type { SiteOutput } from './site-state.ts';
import { hashOf, sizeOf, type FileDigest } from '../write/output-record.ts';

/** A common file as a page's entry names it: its path and the hash of its bytes. */
type CommonRef = [path: string, hash: string];

/**
 * A group as the cache keeps it: its own files, and the common files it shows by reference;
 * `compressed`: its files hold their compressed copies.
 */
interface StoredFiles {
  own: OutputFile[];
  common: CommonRef[];
  compressed: boolean;
}

/**
 * A group's digests: its own files' and their copies', and each common file's it names (with its
 * hash as the page's entry names it, and its files' digests); `source`: what writes the group.
 */
interface StoredDigests {
  own: FileDigest[];
  common: [path: string, hash: string, files: FileDigest[]][];
  source?: OutputFile['source'];
}

/** A common file as the cache keeps it (with its compressed copies when `compressed`). */
interface StoredCommon {
  file: OutputFile;
  compressed: boolean;
}

export class CachedWrites {
  /**
   * The common files written or kept this run, by path: the hash of their bytes, and the file with
   * its copies once made (or, kept, its files' digests) for the digests of the groups naming it.
   */
  private common = new Map<string, { hash: string; file?: Promise<OutputFile>; digests?: FileDigest[] }>();

  constructor(
    private cache: BuildCache | undefined,
    private output: SiteOutput,
  ) {}

  /**
   * Writes the group of files kept under `key` (undefined: nothing to key it on), or made by
   * `make` and then kept, with their compressed copies once the output has made them.
   */
  async write(key: string | undefined, make: () => PageFiles | Promise<PageFiles>): Promise<void> {
    const cache = key === undefined ? undefined : this.cache;
    const compresses = this.output.compresses === true;
    const digestsKey = cache && compresses && this.output.keep ? cache.key('digests', key) : undefined;
    const digests =
      digestsKey && this.output.canKeep?.() ? await cache!.get<StoredDigests>(digestsKey) : undefined;
    if (digests && this.keepAll(digests)) return;
    const hit = cache && (await cache.get<StoredFiles>(key!));
    if (hit && (hit.compressed || !compresses)) {
      // Every common file it names that this run has not written yet, read before anything is
      // written: one missing (removed, corrupt) makes the page again instead.
      const missing = hit.common.filter(([path]) => !this.common.has(path));
      const stored = await Promise.all(
        missing.map(([path, hash]) => cache.get<StoredCommon>(commonKey(cache, path, hash))),
      );
      if (stored.every((entry) => entry && (entry.compressed || !compresses))) {
        for (const file of hit.own) await this.output.write(compresses ? file : plain(file));
        for (const [i, entry] of stored.entries()) {
          const { file } = entry!;
          if (this.common.has(file.path)) continue; // named twice in the entry
          this.common.set(file.path, { hash: missing[i][1], file: Promise.resolve(file) });
          await this.output.write(compresses ? file : plain(file));
        }
        // Kept before digests were (an older docgen's entry): the next build needs only these.
        if (digestsKey && !digests && this.output.canKeep?.())
          void this.storeDigests(digestsKey, hit.own, hit.common);
        return;
      }
    }
    const made = await make();
    // Queued one at a time, as the output asks: a failed write stops the next one.
    const own: Promise<OutputFile>[] = [];
    for (const file of made.own) own.push((await this.writeOne(file, compresses)).done);
    const common: CommonRef[] = [];
    for (const file of made.common) {
      const written = this.common.get(file.path);
      if (written) {
        common.push([file.path, written.hash]);
        continue;
      }
      const hash = bytesHash(file.contents);
      const one = (await this.writeOne(file, compresses)).done;
      this.common.set(file.path, { hash, file: one });
      common.push([file.path, hash]);
      // Kept once its copies are made (whichever page's entry comes to name it).
      if (cache)
        void one.then((f) =>
          cache.set(commonKey(cache, file.path, hash), {
            file: f,
            compressed: compresses,
          } satisfies StoredCommon),
        );
    }
    if (!cache) return;
    // Kept once the output has made every copy (a failed write never gets there: nothing is kept).
    void Promise.all(own).then((ownFiles) => {
      cache.set(key!, { own: ownFiles, common, compressed: compresses } satisfies StoredFiles);
      // Only for a folder being updated: a build that writes a new one (CI) does not hash its files twice.
      if (digestsKey && this.output.canKeep?.()) void this.storeDigests(digestsKey, ownFiles, common);
    });
  }

  /**
   * Keeps a group the output already holds (known by its digests, with the common files it names
   * that this run has not written yet): true when the output kept every file.
   */
  private keepAll(digests: StoredDigests): boolean {
    const fresh = digests.common.filter(
      ([path], i) => !this.common.has(path) && digests.common.findIndex(([other]) => other === path) === i,
    );
    if (!this.output.keep!([...digests.own, ...fresh.flatMap(([, , files]) => files)], digests.source))
      return false;
    for (const [path, hash, files] of fresh) this.common.set(path, { hash, digests: files });
    return true;
  }

  /** Keeps a group's digests, from its own files (with their copies) and the common files it names. */
  private async storeDigests(key: string, own: OutputFile[], common: CommonRef[]): Promise<void> {
    const files = await Promise.all(
      common.map(async ([path]) => {
        const written = this.common.get(path)!;
        return written.digests ?? digestsOf(await written.file!);
      }),
    );
    this.cache!.set(key, {
      own: own.flatMap(digestsOf),
      common: common.map(([path, hash], i) => [path, hash, files[i]]),
      source: own[0]?.source,
    } satisfies StoredDigests);
  }

  /**
   * Writes files made by another stage (assets, search index, Try-it modules) with the compressed
   * copies kept for exactly these bytes, or made now and kept.
   */
  async writeMade(files: readonly OutputFile[]): Promise<void> {
    const cache = this.output.compresses ? this.cache : undefined;
    if (!cache) {
      for (const file of files) await this.output.write(file);
      return;
    }
    const key = cache.key('compressed', filesHash(files));
    const hit = await cache.get<OutputFile[][]>(key);
    if (hit?.length === files.length) {
      for (const [i, file] of files.entries()) await this.output.write({ ...file, compressed: hit[i] });
      return;
    }
    const made: Promise<OutputFile>[] = [];
    for (const file of files) made.push((await this.writeOne(file, true)).done);
    void Promise.all(made).then((written) =>
      cache.set(
        key,
        written.map((file) => file.compressed ?? []),
      ),
    );
  }

  /**
   * Queues `file`; resolves once it is queued, with `done`: the file with the compressed copies
   * the output made (none when it does not compress), once they are made.
   */
  private async writeOne(file: OutputFile, compresses: boolean): Promise<{ done: Promise<OutputFile> }> {
    if (!compresses) {
      await this.output.write(file);
      return { done: Promise.resolve(file) };
    }
    let told!: (compressed: OutputFile[]) => void;
    const compressed = new Promise<OutputFile[]>((resolve) => (told = resolve));
    await this.output.write(file, told);
    return { done: compressed.then((c) => withCopies(file, c)) };
  }
}

/**
 * The key part that every page's files depend on besides its own data: the site as the templates
 * see it, the templates themselves (undefined when they are not known by their code: no caching),
 * the spec descriptions' Markdown and the shared schemas.
 */
export function renderKey(
  site: SiteData,
  templates: LazyTemplates,
  descriptionCopies: ReadonlyMap<string, string>,
  sharedSchemas: ReadonlyMap<string, unknown>,
): string | undefined {
  if (templates.id === undefined) return undefined;
  // The assets by their bytes' hash: the bundles are large, and their URLs hold it anyway.
  const assets = { ...site.assets, files: filesHash(site.assets.files) };
  return createHash('sha256')
    .update(keyText([{ ...site, assets }, templates.id, sorted(descriptionCopies), sorted(sharedSchemas)]))
    .digest('hex');
}

/** A map's entries in the order of their keys (the pages fill these maps in the order they finish). */
function sorted<T>(map: ReadonlyMap<string, T>): [string, T][] {
  return [...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The digests of a file and of its compressed copies. */
function digestsOf(file: OutputFile): FileDigest[] {
  return [file, ...(file.compressed ?? [])].map((f) => [f.path, hashOf(f.contents), sizeOf(f.contents)]);
}

function withCopies(file: OutputFile, compressed: OutputFile[]): OutputFile {
  return { ...file, compressed };
}

function plain({ path, contents, source }: OutputFile): OutputFile {
  return source ? { path, contents, source } : { path, contents };
}

/** The entry of one common file: its path and bytes. */
function commonKey(cache: BuildCache, path: string, hash: string): string {
  return cache.key('common-file', path, hash);
}

function bytesHash(contents: string | Uint8Array): string {
  return createHash('sha256').update(contents).digest('base64url');
}

/** The hash of files' paths and bytes. */
function filesHash(files: readonly OutputFile[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.path}\0`).update(file.contents).update('\0');
  return hash.digest('hex');
}

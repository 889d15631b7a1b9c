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
// The groups' digests (path, hash and size of each file and copy, as the output reports them
// once written) are kept together, in one entry per render run (keyed by `renderKey`): a
// rebuild that updates its output folder keeps a group whose files the folder still holds as
// recorded without reading its entry (a warm build of 10,000 pages read, hashed and compared
// 460 MB to find them unchanged, and then read 11,000 small entries of digests).
//
// A group's bytes are kept only when the output says a later build will not find them in its
// folder (`SiteOutput.cachesPages`: once a recorded output folder has been lost, as in CI runs
// that restore the cache and not the output); its digests always are.
import { createHash } from 'node:crypto';
import type { PageFiles } from '../render/page-files.ts';
import type { OutputFile, SiteData } from '../types.ts';
import type { BuildCache } from './build-cache.ts';
import { keyText, type LazyTemplates } from './cached-work.ts';
import type { SiteOutput } from './site-state.ts';
import type { FileDigest } from '../write/output-record.ts';

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
interface GroupDigests {
  own: FileDigest[];
  common: [path: string, hash: string, files: FileDigest[]][];
  source?: OutputFile['source'];
}

/** The digests of a render run's groups, by the groups' keys, as they are kept and made. */
interface RunDigests {
  key: string;
  /** As the previous run with the same key left them (read when the output can keep files). */
  before?: Promise<Map<string, GroupDigests> | undefined>;
  now: Map<string, GroupDigests>;
  /** Groups whose files are not all written yet; `sealed`: no group will start. */
  pending: number;
  sealed: boolean;
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
  private common = new Map<string, { hash: string; digests: Promise<FileDigest[]> }>();
  private digests: RunDigests | undefined;

  /** `digestsKey`: where the run's digests are kept (none: not kept, as for dev's output). */
  constructor(
    private cache: BuildCache | undefined,
    private output: SiteOutput,
    digestsKey?: string,
  ) {
    if (cache && digestsKey && output.compresses && output.keep)
      this.digests = { key: digestsKey, now: new Map(), pending: 0, sealed: false };
  }

  /**
   * No more groups come: the run's digests are kept once the last group's files are written
   * (unless nothing changed; a failed write leaves them unkept).
   */
  finish(): void {
    if (!this.digests) return;
    this.digests.sealed = true;
    void this.settle();
  }

  /**
   * Writes the group of files kept under `key` (undefined: nothing to key it on), or made by
   * `make` and then kept, with their compressed copies once the output has made them.
   */
  async write(key: string | undefined, make: () => PageFiles | Promise<PageFiles>): Promise<void> {
    const cache = key === undefined ? undefined : this.cache;
    const compresses = this.output.compresses === true;
    const run = cache ? this.digests : undefined;
    if (run && this.output.canKeep!()) {
      run.before ??= cache!
        .get<Map<string, GroupDigests>>(run.key)
        .then((v) => (v instanceof Map ? v : undefined));
      const known = (await run.before)?.get(key!);
      if (known && this.keepAll(known)) {
        run.now.set(key!, known);
        return;
      }
    }
    const group = run && this.startGroup(run, key!);
    const hit = cache && (await cache.get<StoredFiles>(key!));
    if (hit && (hit.compressed || !compresses)) {
      // Every common file it names that this run has not written yet, read before anything is
      // written: one missing (removed, corrupt) makes the page again instead.
      const missing = hit.common.filter(([path]) => !this.common.has(path));
      const stored = await Promise.all(
        missing.map(([path, hash]) => cache.get<StoredCommon>(commonKey(cache, path, hash))),
      );
      if (stored.every((entry) => entry && (entry.compressed || !compresses))) {
        for (const file of hit.own)
          await this.output.write(compresses ? file : plain(file), undefined, group?.own());
        for (const [i, entry] of stored.entries()) {
          const { file } = entry!;
          if (this.common.has(file.path)) continue; // named twice in the entry
          const reported = reporter();
          this.common.set(file.path, { hash: missing[i][1], digests: reported.digests });
          await this.output.write(compresses ? file : plain(file), undefined, reported.tell);
        }
        group?.close(hit.common, hit.own[0]?.source);
        return;
      }
    }
    const made = await make();
    // The bytes are kept for a build that will not find them in the output folder (SiteOutput).
    const store = cache && this.output.cachesPages?.() !== false ? cache : undefined;
    // Queued one at a time, as the output asks: a failed write stops the next one.
    const own: Promise<OutputFile>[] = [];
    for (const file of made.own) own.push((await this.writeOne(file, compresses, group?.own())).done);
    const common: CommonRef[] = [];
    for (const file of made.common) {
      const written = this.common.get(file.path);
      if (written) {
        common.push([file.path, written.hash]);
        continue;
      }
      const hash = bytesHash(file.contents);
      const reported = reporter();
      const one = (await this.writeOne(file, compresses, reported.tell)).done;
      this.common.set(file.path, { hash, digests: reported.digests });
      common.push([file.path, hash]);
      // Kept once its copies are made (whichever page's entry comes to name it).
      if (store)
        void one.then((f) =>
          store.set(commonKey(store, file.path, hash), {
            file: f,
            compressed: compresses,
          } satisfies StoredCommon),
        );
    }
    group?.close(common, made.own[0]?.source);
    if (!store) return;
    // Kept once the output has made every copy (a failed write never gets there: nothing is kept).
    void Promise.all(own).then((ownFiles) =>
      store.set(key!, { own: ownFiles, common, compressed: compresses } satisfies StoredFiles),
    );
  }

  /**
   * A group being written: `own()` gives the callback for each of its own files (the output
   * tells it the file's digests once written), `close` names its common files once all are
   * queued. Its digests join the run's when every file has been reported.
   */
  private startGroup(run: RunDigests, key: string) {
    run.pending++;
    const own: Promise<FileDigest[]>[] = [];
    return {
      own: () => {
        const reported = reporter();
        own.push(reported.digests);
        return reported.tell;
      },
      close: (common: CommonRef[], source: OutputFile['source']) => {
        const named = common.map(([path]) => this.common.get(path)?.digests ?? Promise.resolve([]));
        void Promise.all([Promise.all(own), Promise.all(named)]).then(([ownDigests, commonDigests]) => {
          run.now.set(key, {
            own: ownDigests.flat(),
            common: common.map(([path, hash], i) => [path, hash, commonDigests[i]]),
            source,
          });
          run.pending--;
          void this.settle();
        });
      },
    };
  }

  /** Keeps the run's digests once it is sealed and every group's are in, if any differ from before. */
  private async settle(): Promise<void> {
    const run = this.digests!;
    if (!run.sealed || run.pending > 0) return;
    run.before ??= this.cache!.get<Map<string, GroupDigests>>(run.key).then((v) =>
      v instanceof Map ? v : undefined,
    );
    const before = await run.before;
    const same =
      before?.size === run.now.size &&
      [...run.now].every(([key, digests]) => sameGroup(before.get(key), digests));
    if (!same) this.cache!.set(run.key, run.now);
  }

  /**
   * Keeps a group the output already holds (known by its digests, with the common files it names
   * that this run has not written yet): true when the output kept every file.
   */
  private keepAll(digests: GroupDigests): boolean {
    const fresh = digests.common.filter(
      ([path], i) => !this.common.has(path) && digests.common.findIndex(([other]) => other === path) === i,
    );
    if (!this.output.keep!([...digests.own, ...fresh.flatMap(([, , files]) => files)], digests.source))
      return false;
    for (const [path, hash, files] of fresh) this.common.set(path, { hash, digests: Promise.resolve(files) });
    return true;
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
  private async writeOne(
    file: OutputFile,
    compresses: boolean,
    recorded?: (digests: FileDigest[]) => void,
  ): Promise<{ done: Promise<OutputFile> }> {
    if (!compresses) {
      await this.output.write(file, undefined, recorded);
      return { done: Promise.resolve(file) };
    }
    let told!: (compressed: OutputFile[]) => void;
    const compressed = new Promise<OutputFile[]>((resolve) => (told = resolve));
    await this.output.write(file, told, recorded);
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

/** Whether two groups' digests are the same (the same object when kept by them). */
function sameGroup(a: GroupDigests | undefined, b: GroupDigests): boolean {
  if (a === b) return true;
  const files = (x: FileDigest[], y: FileDigest[]) =>
    x.length === y.length && x.every((d, i) => d[0] === y[i][0] && d[1] === y[i][1] && d[2] === y[i][2]);
  return (
    !!a &&
    files(a.own, b.own) &&
    a.common.length === b.common.length &&
    a.common.every(([path, hash, digests], i) => {
      const [otherPath, otherHash, other] = b.common[i];
      return path === otherPath && hash === otherHash && files(digests, other);
    })
  );
}

/** A promise of a written file's digests, and the callback the output tells them to. */
function reporter(): { digests: Promise<FileDigest[]>; tell: (digests: FileDigest[]) => void } {
  let tell!: (digests: FileDigest[]) => void;
  const digests = new Promise<FileDigest[]>((resolve) => (tell = resolve));
  return { digests, tell };
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

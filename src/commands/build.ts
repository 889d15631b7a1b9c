// `docgen build`: runs the whole stage list (src/pipeline/stages.ts) once, streaming the files
// into a staging folder beside the output folder, which replaces the output only when every
// stage succeeded: a failed build leaves the previous output untouched.
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  docsRootIsFree,
  latestDocs,
  readDocsVersions,
  versionConfig,
  VERSIONS_FILE,
  type DocsVersions,
  type LatestDocs,
} from '../config/docs-versions.ts';
import type { LoadedConfig } from '../config/load-config.ts';
import type { ResolvedConfig } from '../config/schema.ts';
import { normalizeRoute } from '../content/doc-route.ts';
import { DocgenErrorList, isDocgenError, type DocgenError } from '../errors.ts';
import { runStages, type RunStagesOptions } from '../pipeline/run-stages.ts';
import { checkLinks } from '../routes/check-links.ts';
import type { SourcedLink } from '../routes/route-data.ts';
import type { BuildCache } from '../pipeline/build-cache.ts';
import type { SiteOutput } from '../pipeline/site-state.ts';
import type { OutputFile, VersionFolder } from '../types.ts';
import { Warnings } from '../warnings.ts';
import { removeDeadProcessesTempDirs } from '../util/temp-dir.ts';
import { rootStaticCopies } from '../write/collect-copies.ts';
import { assertOutDirSafe } from '../write/out-dir-guard.ts';
import type { OutputRecord } from '../write/output-record.ts';
import { writerThreads } from '../write/write-pool.ts';
import { StagedOutput } from '../write/write-site.ts';

export interface BuildOptions {
  /** Site root (holds docgen.config.ts). Defaults to the current folder. */
  root?: string;
  config?: string;
  outDir?: string;
  /** Called after each stage with its name and duration. */
  onStage?: (name: string, ms: number) => void;
  /** Called as each stage starts (done = total = 0) and after each page it renders. */
  onProgress?: (progress: { stage: string; done: number; total: number }) => void;
  /** Collects what the build could not render as written; the CLI prints them. */
  warnings?: Warnings;
  /** Build without the build cache (`--no-cache`), whatever the config's `cacheDir` says. */
  noCache?: boolean;
  /** The build cache's folder (`--cache-dir`), over the config's `cacheDir`. */
  cacheDir?: string;
  /** docgen's version as the build cache's keys hold it (tests); its own by default. */
  cacheVersion?: string;
}

export interface BuildResult {
  outDir: string;
  pages: number;
  bytes: number;
  ms: number;
  warnings: DocgenError[];
}

export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const swept = removeDeadProcessesTempDirs().catch(() => {}); // upkeep: another build retries
  const warnings = options.warnings ?? new Warnings();
  const output = new StagingOutput(options.outDir);
  const root = path.resolve(options.root ?? '.');
  const run: Omit<RunStagesOptions, 'output'> = {
    root,
    configFile: options.config,
    warnings,
    onStage: options.onStage,
    onProgress: options.onProgress,
    noCache: options.noCache,
    cacheDir: options.cacheDir && path.resolve(options.cacheDir),
    cacheVersion: options.cacheVersion,
  };
  try {
    const versions = existsSync(path.join(root, VERSIONS_FILE))
      ? await readDocsVersions(
          await (await import('../config/load-config.ts')).loadConfig(root, options.config),
        )
      : undefined;
    const pages = versions
      ? await buildVersions(run, versions, output)
      : (await runStages({ ...run, output })).routeData.size;
    await swept;
    return {
      outDir: output.outDir,
      pages,
      bytes: output.bytes,
      ms: performance.now() - started,
      warnings: warnings.list,
    };
  } catch (error) {
    await Promise.all([output.abort(), swept]);
    throw error;
  }
}

/**
 * A site with docs versions: each version is built as a site of its own below its base URL, into
 * the one staging folder, the latest first (the others' banners link to its pages); the output
 * is swapped in once all of them are built. Returns the number of pages.
 */
async function buildVersions(
  run: Omit<RunStagesOptions, 'output'>,
  versions: DocsVersions,
  output: StagingOutput,
): Promise<number> {
  output.deferCommit = true;
  let latest: LatestDocs = { routes: new Set() };
  let pages = 0;
  // Links from one version's pages to another's (or to the latest's from an older one) are checked
  // once every version is built, against all of their routes, as site routes.
  const outside: SourcedLink[] = [];
  const anchors = new Map<string, ReadonlySet<string>>();
  const files = new Set<string>();
  // The site's own config (the first run's, before a version changes it): link policy, root page.
  let siteConfig: ResolvedConfig | undefined;
  const ordered = [versions.latest, ...versions.versions.filter((v) => !v.latest)];
  const rootIsFree = docsRootIsFree(versions.versions);
  // A version that stops on errors does not stop the others: their errors are reported together
  // (two copies of one page, in docs/ and in a version, were otherwise fixed one build at a time).
  const failed: DocgenError[] = [];
  for (const version of ordered) {
    let prefix = '';
    const state = await runStages({
      ...run,
      configure: (loaded) => {
        prefix = version.baseUrl.slice(loaded.config.baseUrl.length);
        siteConfig ??= loaded.config;
        const configured = versionConfig(loaded, versions, version, latest);
        const outsideLinks = {
          baseUrl: loaded.config.baseUrl,
          prefix: `/${prefix.replace(/\/$/, '')}`,
          folders: versionFolders(loaded, versions, configured),
        };
        return { ...configured, outsideLinks };
      },
      output:
        version.latest && rootIsFree ? withRootNotFound(output, () => prefix) : output.below(() => prefix),
    }).catch((error: unknown) => {
      if (!isDocgenError(error)) throw error;
      if (!failed.some((seen) => seen.format() === error.format())) failed.push(error);
      return undefined;
    });
    if (!state) continue;
    pages += state.routeData.size;
    const siteRoute = (route: string) =>
      prefix === '' ? route : `/${prefix}${route.slice(1)}`.replace(/\/$/, '');
    for (const route of state.routeData.values()) anchors.set(siteRoute(route.route), new Set(route.anchors));
    for (const copy of state.copies) files.add(`/${prefix}${copy.path}`);
    for (const links of state.links.values()) outside.push(...links.filter((link) => link.outside));
    if (version.latest)
      latest = latestDocs(
        state.routeData.keys(),
        state.table.sidebar,
        state.loaded.config.docs.routeBasePath,
      );
  }
  if (failed.length === 1) throw failed[0]!;
  if (failed.length > 1) throw new DocgenErrorList(`${failed.length} docs versions cannot be built:`, failed);
  checkLinks({
    links: outside,
    anchors,
    files,
    existingAssets: new Set(),
    policy: siteConfig,
    warnings: run.warnings,
  });
  // The latest has a path of its own: nothing else is at the site's root, so a page there sends
  // the reader on to it (Docusaurus has a React page there).
  if (rootIsFree && siteConfig) {
    const { versionRootPage } = await import('../render/version-redirect.ts');
    await output.write(versionRootPage(siteConfig, versions.latest, latest, siteConfig.baseUrl));
  }
  await output.commit();
  return pages;
}

/** Each version's docs folder and the site route its docs start at (the view's `docsBase`). */
function versionFolders(
  loaded: LoadedConfig,
  versions: DocsVersions,
  configured: LoadedConfig,
): VersionFolder[] {
  const { baseUrl } = loaded.config;
  return versions.versions.map((v) => {
    const docsBase =
      configured.docsVersion?.versions.find((view) => view.name === v.name)?.docsBase ?? v.baseUrl;
    return {
      contentDir: v.contentDir,
      dir: path.resolve(loaded.root, v.contentDir),
      docsRoute: normalizeRoute(docsBase.startsWith(baseUrl) ? docsBase.slice(baseUrl.length) : docsBase),
    };
  });
}

/**
 * The latest version's output when it has a path of its own: its not-found page is also the
 * site's (hosts serve the root's 404.html for every unknown path; its links are absolute).
 */
function withRootNotFound(output: StagingOutput, prefix: () => string): SiteOutput {
  const below = output.below(prefix);
  return {
    ...below,
    write: async (file, made, recorded) => {
      await below.write(file, made, recorded);
      if (file.path === '404.html') await output.write(file);
    },
    // The not-found page goes to two places: written, not kept.
    keep: (files, source) => !files.some(([rel]) => rel === '404.html') && below.keep!(files, source),
    canKeep: () => below.canKeep!(),
    // The static folder is also the root's, as Docusaurus serves it (collect-copies.ts).
    finish: async (copies, recopied) => {
      await below.finish(copies, recopied);
      await output.finish(rootStaticCopies(copies));
    },
  };
}

/** The build's output: files stream into a staging folder, swapped in by the "write" stage. */
class StagingOutput implements SiteOutput {
  outDir = '';
  /** Several runs write into it (docs versions): `commit` swaps it in after the last. */
  deferCommit = false;
  private staged: StagedOutput | undefined;
  /** Where the record of what this build wrote is kept for the next (write/output-record.ts). */
  private kept: { cache: BuildCache; key: string } | undefined;

  constructor(private requested: string | undefined) {}

  get bytes(): number {
    return this.staged?.bytes ?? 0;
  }

  prepare({ config, root, file }: Parameters<NonNullable<SiteOutput['prepare']>>[0]): void {
    this.outDir = path.resolve(root, this.requested ?? config.outDir);
    assertOutDirSafe(this.outDir, { root, config, configFile: file });
  }

  async begin({ pages, cache }: { pages: number; cache?: BuildCache }): Promise<void> {
    if (this.staged) return;
    this.kept = cache && { cache, key: cache.key('output-record', this.outDir) };
    this.staged = await StagedOutput.open(this.outDir, {
      compress: true,
      threads: writerThreadsFor(pages),
      previous: this.kept && recordOrNothing(await this.kept.cache.get(this.kept.key)),
    });
  }

  readonly compresses = true;

  write: SiteOutput['write'] = (file, made, recorded) => this.staged!.write(file, made, recorded);

  keep: NonNullable<SiteOutput['keep']> = (files, source) => this.staged!.keep(files, source);

  canKeep = (): boolean => this.staged?.updating === true;

  /**
   * The pages' bytes are kept in the build cache only once an output folder of this cache has
   * been lost: a build that updates its folder keeps unchanged pages by their digests, and the
   * first build with a cache does not know yet whether its folder will stay (storing every page
   * made a first build of 1,000 pages 1.27 times as slow as one without the cache). A CI run that
   * restores the cache and not the output stores them from its second run on.
   */
  cachesPages = (): boolean => this.staged?.lost === true;

  async finish(copies: Parameters<SiteOutput['finish']>[0]): Promise<void> {
    for (const copy of copies) await this.staged!.copy(copy);
    if (!this.deferCommit) await this.commit();
  }

  async commit(): Promise<void> {
    await this.staged!.commit();
    if (!this.kept || !this.staged!.recordChanged()) return;
    this.kept.cache.set(this.kept.key, this.staged!.record());
    await this.kept.cache.flush();
  }

  /** The same output with every path below a folder (`prefix()`: 'docs/1.0/', known once the config is). */
  below(prefix: () => string): SiteOutput {
    return {
      prepare: (loaded) => this.prepare(loaded),
      begin: (info) => this.begin(info),
      compresses: this.compresses,
      // The compressed copies' paths as the stages know them: below the folder, not in it.
      write: (file, made, recorded) => {
        const at = prefix();
        const within = (f: OutputFile) => ({ ...f, path: at + f.path });
        return this.write(
          { ...within(file), ...(file.compressed && { compressed: file.compressed.map(within) }) },
          made && ((compressed) => made(compressed.map((f) => ({ ...f, path: f.path.slice(at.length) })))),
          recorded &&
            ((digests) => recorded(digests.map(([rel, hash, size]) => [rel.slice(at.length), hash, size]))),
        );
      },
      canKeep: () => this.canKeep(),
      cachesPages: () => this.cachesPages(),
      keep: (files, source) => {
        const at = prefix();
        return this.keep(
          files.map(([rel, hash, size]) => [at + rel, hash, size]),
          source,
        );
      },
      finish: (copies) => this.finish(copies.map((copy) => ({ ...copy, path: prefix() + copy.path }))),
    };
  }

  async abort(): Promise<void> {
    await this.staged?.abort();
  }
}

/** A kept output record, if it has the shape of one (an older docgen's may not). */
function recordOrNothing(kept: unknown): OutputRecord | undefined {
  const record = kept as Partial<OutputRecord> | undefined;
  return typeof record?.target === 'string' && record.files instanceof Map
    ? (record as OutputRecord)
    : undefined;
}

/**
 * Writer threads pay off once compression is a large part of the build: starting them costs
 * ~50 ms, and a small site's pages compress on libuv's pool while the next ones render.
 */
function writerThreadsFor(pages: number): number {
  const forced = process.env.DOCGEN_WRITER_THREADS;
  if (forced !== undefined) return Number(forced) || 0;
  return pages >= 200 ? writerThreads() : 0;
}

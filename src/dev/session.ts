// A dev session: the current good site, the changes not yet built, and one rebuild at a time.
// Changes that arrive during a rebuild wait for it and are built together next; changes whose
// rebuild failed stay pending, so fixing any file retries them all. A site with docs versions
// (versions.json) is served as `docgen build` writes it: one lane per version, each a run of the
// stages below its path, and a change rebuilds the versions whose files it touches.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DocgenError } from '../errors.ts';
import {
  docsRootIsFree,
  latestDocs,
  readDocsVersions,
  versionConfig,
  VERSIONS_FILE,
  type DocsVersion,
  type DocsVersions,
  type LatestDocs,
} from '../config/docs-versions.ts';
import { findConfigFile, loadConfig, type LoadedConfig } from '../config/load-config.ts';
import { templatesDirFor } from '../render/load-templates.ts';
import { versionRootPage } from '../render/version-redirect.ts';
import { writeSite } from '../write/write-site.ts';
import { rootStaticCopies } from '../write/collect-copies.ts';
import {
  classifyChanges,
  emptyPlan,
  fullPlan,
  isEmptyPlan,
  mergePlans,
  type FileChange,
  type RebuildPlan,
  type SitePaths,
} from './classify-change.ts';
import { withDevScript, writeFilesInPlace } from './dev-output.ts';
import { refreshSearchIndex, runStages } from '../pipeline/run-stages.ts';
import type { State } from '../pipeline/site-state.ts';
import type { CopiedFile, OutputFile } from '../types.ts';
import { Warnings } from '../warnings.ts';
import { DevOutput } from './dev-site.ts';
import { SIDEBARS_FILES } from '../content/load-sidebars.ts';

/** How long after the last page edit the search index is rebuilt (see refreshSearchSoon). */
const SEARCH_REFRESH_DELAY_MS = 500;

export type RebuildOutcome =
  | { ok: true; ms: number; files: string[]; changed: string[] | 'all'; warnings: DocgenError[] }
  | { ok: false; ms: number; files: string[]; error: unknown };

export interface DevSession {
  /** Where the site is read from (defaults while the config does not load). */
  paths(): SitePaths;
  baseUrl(): string;
  /** Queues the changes; resolves with the outcome of the rebuild that includes them. */
  change(changes: readonly FileChange[]): Promise<RebuildOutcome | undefined>;
  /** Builds everything again (the first build, or after the config changed). */
  rebuildAll(): Promise<RebuildOutcome | undefined>;
}

export interface DevSessionOptions {
  root: string;
  configFile?: string;
  /** The dev output folder the server reads from. */
  outDir: string;
  /** Called after each stage of a rebuild with its name and duration (`--debug`). */
  onStage?: (name: string, ms: number) => void;
  /** No build cache (`--no-cache`). */
  noCache?: boolean;
  /** The build cache's folder (absolute; `--cache-dir`). */
  cacheDir?: string;
}

export function createDevSession({
  root,
  configFile,
  outDir,
  onStage,
  noCache,
  cacheDir,
}: DevSessionOptions): DevSession {
  const resolvedConfig = configFile ? path.resolve(configFile) : undefined;
  /** One lane per docs version (the latest first), or one for a site without versions. */
  let lanes: Lane[] = [newLane()];
  /** A full rebuild is due: the lanes are made again from versions.json first. */
  let relane = true;

  const sitePaths = (lane: Lane): SitePaths => {
    const base = lane.state?.loaded.root ?? root;
    const config = lane.state?.loaded.config;
    // The sidebars file the lane reads: the config's `docs.sidebarPath` (an older version's is its
    // versioned_sidebars/ file), else the first of the default names found; none if false.
    const sidebarPath = config ? config.docs.sidebarPath : lane.version?.sidebarPath;
    return {
      root: base,
      configFile: lane.state?.loaded.file ?? resolvedConfig ?? findConfigFile(root),
      contentDir: path.resolve(base, config?.contentDir ?? lane.version?.contentDir ?? 'content'),
      staticDir: path.resolve(base, config?.staticDir ?? 'static'),
      templatesDir: templatesDirFor(base, config?.templatesDir),
      specs: new Map((config?.openapi ?? []).map((source) => [path.resolve(base, source.spec), source.spec])),
      sidebars:
        sidebarPath === false
          ? []
          : [
              ...(typeof sidebarPath === 'string'
                ? [path.join(base, sidebarPath)]
                : SIDEBARS_FILES.map((name) => path.join(base, name))),
              // The files it requires (a sidebar of its own in each): an edit there changes it too.
              ...(lane.state?.content.sidebars?.reads ?? []),
            ],
    };
  };

  const paths = (): SitePaths => {
    const first = sitePaths(lanes[0]);
    // A versions.json appearing (`docgen version 1.0`) makes the site a versioned one.
    if (!lanes[0].version) return { ...first, watchAlso: [path.join(first.root, VERSIONS_FILE)] };
    // Every version's folder and sidebars, versions.json and the versions' folders (a new
    // version's sidebars appear there).
    const versioned = lanes.slice(1).flatMap((lane) => {
      const own = sitePaths(lane);
      return [own.contentDir, ...(own.sidebars ?? [])];
    });
    const base = first.root;
    return {
      ...first,
      watchAlso: [
        ...versioned,
        path.join(base, VERSIONS_FILE),
        path.join(base, 'versioned_sidebars'),
        path.join(base, 'versioned_docs'),
      ],
    };
  };

  /** The lanes of the site as it now is: one per docs version, or one. */
  const makeLanes = async (): Promise<void> => {
    if (!existsSync(path.join(root, VERSIONS_FILE))) {
      lanes = [newLane(undefined, lanes.length === 1 && !lanes[0].version ? lanes[0] : undefined)];
      return;
    }
    const loaded = await loadConfig(root, resolvedConfig);
    const versions = (await readDocsVersions(loaded))!;
    const ordered = [versions.latest, ...versions.versions.filter((v) => !v.latest)];
    lanes = ordered.map((version) => newLane({ version, all: versions, siteBase: loaded.config.baseUrl }));
  };

  /** Every lane's files, below its path, as the output folder holds them. */
  const allFiles = (): { files: OutputFile[]; copies: CopiedFile[] } => {
    const files: OutputFile[] = [];
    const copies: CopiedFile[] = [];
    for (const lane of lanes) {
      for (const [p, contents] of lane.outputs ?? []) files.push({ path: lane.prefix + p, contents });
      for (const copy of lane.copies) copies.push({ ...copy, path: lane.prefix + copy.path });
    }
    const atRoot = rootFiles();
    files.push(...atRoot);
    // As the build: the static folder is also the root's when nothing else is there.
    if (atRoot.length > 0) copies.push(...rootStaticCopies(lanes[0].copies));
    return { files, copies };
  };
  /**
   * The site's root when the latest version has a path of its own, as `docgen build` writes it:
   * a page sending the reader on to the latest's main doc, and the latest's not-found page.
   */
  const rootFiles = (): OutputFile[] => {
    const latest = lanes[0];
    if (!latest.version || !latest.state || !docsRootIsFree(lanes.map((lane) => lane.version!))) return [];
    const files: OutputFile[] = [
      versionRootPage(latest.state.loaded.config, latest.version, latestOf(latest), siteBase()),
    ];
    const notFound = latest.outputs?.get('404.html');
    if (notFound !== undefined) files.push({ path: '404.html', contents: notFound });
    return files;
  };
  // The site's base, not the latest version's (which may have a path of its own).
  const siteBase = () => lanes[0].siteBase ?? lanes[0].state?.loaded.config.baseUrl ?? '/';

  const runLane = async (lane: Lane, plan: RebuildPlan, warnings: Warnings) => {
    const output = new DevOutput(lane.outputs);
    const latest = lanes[0];
    const next = await runStages({
      root,
      configFile: resolvedConfig,
      ...(lane.version ? { configure: (loaded: LoadedConfig) => lane.configure(loaded, latest) } : {}),
      plan,
      prev: lane.state,
      incremental: true,
      noCache,
      cacheDir,
      warnings,
      output,
      onStage,
    });
    lane.state = next;
    lane.outputs = output.files;
    lane.copies = output.copies;
    return { output, next };
  };

  const runOnce = async (): Promise<RebuildOutcome | undefined> => {
    // This run's plans; changes arriving meanwhile collect in the lanes' `pending` for the next.
    let work = lanes.map((lane) => lane.pending);
    for (const lane of lanes) lane.pending = emptyPlan();
    if (!relane && work.every(isEmptyPlan)) return undefined;
    const started = performance.now();
    const files = [...new Set(work.flatMap((plan) => [...plan.files]))];
    const before = lanes.map((lane) => ({ state: lane.state, outputs: lane.outputs, copies: lane.copies }));
    const relaned = relane;
    try {
      if (relane) {
        await makeLanes();
        work = lanes.map(() => fullPlan());
        relane = false;
      }
      const warnings = new Warnings();
      let full = false;
      const written: OutputFile[] = [];
      const changed: string[] = [];
      for (const [i, lane] of lanes.entries()) {
        if (isEmptyPlan(work[i])) continue;
        const docsBefore = i === 0 ? latestKey(lane) : undefined;
        const { output, next } = await runLane(lane, work[i], warnings);
        if (output.full) full = true;
        else for (const file of output.written) written.push({ ...file, path: lane.prefix + file.path });
        changed.push(...next.routes.map((r) => lane.siteRoute(r.route)));
        // The older versions' banners link to the latest's pages: when its pages come or go,
        // those versions are built again.
        if (i === 0 && lane.version && docsBefore !== latestKey(lane))
          for (let j = 1; j < lanes.length; j++) work[j] = mergePlans(work[j], fullPlan());
        if (next.searchStale) refreshSearchSoon();
      }
      const base = siteBase();
      if (!full && !isEmptyPlan(work[0])) written.push(...rootFiles());
      if (full) {
        const site = allFiles();
        await writeSite(outDir, withDevScript(site.files, base), site.copies);
      } else await writeFilesInPlace(outDir, withDevScript(written, base));
      return {
        ok: true,
        ms: performance.now() - started,
        files,
        changed: full ? 'all' : changed,
        warnings: warnings.list,
      };
    } catch (error) {
      if (relaned || lanes.length !== before.length) relane = true;
      else
        // Every lane back to its last good run (nothing of this run was written), its plan pending.
        lanes.forEach((lane, i) => {
          Object.assign(lane, before[i]);
          lane.pending = mergePlans(work[i], lane.pending);
        });
      return { ok: false, ms: performance.now() - started, files, error };
    }
  };

  // After a page edit has been written and reloaded: bring the search index up to date (old
  // shard files stay on disk until the next full write; they are content-hashed and unlinked).
  const refreshSearchNow = async (): Promise<undefined> => {
    if (relane || !lanes.every((lane) => isEmptyPlan(lane.pending))) return undefined; // a queued rebuild comes first
    for (const lane of lanes) {
      const state = lane.state;
      if (!state?.searchStale) continue;
      try {
        const stale = state.search.files;
        const refreshed = await refreshSearchIndex(state);
        await writeFilesInPlace(
          outDir,
          refreshed.write.map((file) => ({ ...file, path: lane.prefix + file.path })),
        );
        lane.state = refreshed.state;
        const next = new Map(lane.outputs);
        for (const file of stale) next.delete(file.path);
        for (const file of refreshed.write) next.set(file.path, file.contents);
        lane.outputs = next;
      } catch {
        // Best effort: the index stays as it was until the next rebuild of the structure.
      }
    }
    return undefined;
  };

  // Half a second after the last page edit, once the browser has reloaded: building the index
  // takes the event loop for a while (on a large site, seconds), and the reload must not wait.
  let refreshTimer: NodeJS.Timeout | undefined;
  const refreshSearchSoon = () => {
    clearTimeout(refreshTimer);
    refreshTimer = setTimeout(() => void schedule(refreshSearchNow), SEARCH_REFRESH_DELAY_MS).unref();
  };

  // One task at a time: a caller arriving mid-rebuild waits, then builds what is pending
  // (an empty plan when an earlier rebuild already took its changes).
  let queue: Promise<unknown> = Promise.resolve();
  const schedule = (
    task: () => Promise<RebuildOutcome | undefined> = runOnce,
  ): Promise<RebuildOutcome | undefined> => {
    const next = queue.then(task);
    queue = next.catch(() => undefined);
    return next;
  };

  return {
    paths,
    baseUrl: siteBase,
    change(changes) {
      const { root: base, configFile: config } = paths();
      // The config, versions.json, or a version's folder or sidebars appearing or going: the
      // versions may have changed, and everything is built again.
      const versionsFile = path.join(base, VERSIONS_FILE);
      if (
        changes.some(
          (c) =>
            c.path === config ||
            c.path === versionsFile ||
            (c.event !== 'change' && isVersionedPath(base, c.path)),
        )
      )
        relane = true;
      for (const lane of lanes) lane.pending = classifyChanges(changes, sitePaths(lane), lane.pending);
      return schedule();
    },
    rebuildAll() {
      relane = true;
      return schedule();
    },
  };
}

/** One run of the stages the session keeps: the whole site, or one docs version below its path. */
interface Lane {
  version?: DocsVersion;
  /** Its files' place in the output folder ('' or 'docs/1.0/'). */
  prefix: string;
  /** A docs version's: the site's base URL, above the version's own. */
  siteBase?: string;
  state?: State;
  /** The files of its last good run, by path (see DevOutput), and the files it copies. */
  outputs?: ReadonlyMap<string, string | Uint8Array>;
  copies: CopiedFile[];
  pending: RebuildPlan;
  /** The config its runs build with (a docs version's; see versionConfig). */
  configure(loaded: LoadedConfig, latest: Lane): LoadedConfig;
  /** A route of its build → the route of the site (below its path). */
  siteRoute(route: string): string;
}

function newLane(
  versioned?: { version: DocsVersion; all: DocsVersions; siteBase: string },
  keep?: Lane,
): Lane {
  if (keep) return keep;
  const prefix = versioned ? versioned.version.baseUrl.slice(versioned.siteBase.length) : '';
  return {
    version: versioned?.version,
    prefix,
    siteBase: versioned?.siteBase,
    copies: [],
    pending: emptyPlan(),
    configure(loaded, latest) {
      if (!versioned) return loaded;
      const docs = versioned.version.latest ? { routes: new Set<string>() } : latestOf(latest);
      return versionConfig(loaded, versioned.all, versioned.version, docs);
    },
    siteRoute: (route) => (prefix === '' ? route : `/${prefix}${route.slice(1)}`.replace(/\/$/, '')),
  };
}

/** The latest version's pages and main doc (the banners' and dropdowns' links). */
function latestOf(latest: Lane): LatestDocs {
  const state = latest.state;
  if (!state) return { routes: new Set() };
  return latestDocs(state.routeData.keys(), state.table.sidebar, state.loaded.config.docs.routeBasePath);
}

/** The latest version's pages and main doc as one string, to see whether they changed. */
function latestKey(lane: Lane): string {
  const { routes, main } = latestOf(lane);
  return `${main}\n${[...routes].sort().join('\n')}`;
}

function isVersionedPath(root: string, file: string): boolean {
  const rel = path.relative(root, file).split(path.sep);
  return (rel[0] === 'versioned_docs' || rel[0] === 'versioned_sidebars') && rel.length <= 2;
}

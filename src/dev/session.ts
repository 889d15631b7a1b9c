// A dev session: the current good site, the changes not yet built, and one rebuild at a time.
// Changes that arrive during a rebuild wait for it and are built together next; changes whose
// rebuild failed stay pending, so fixing any file retries them all.
import path from 'node:path';
import type { DocgenError } from '../errors.ts';
import { findConfigFile } from '../config/load-config.ts';
import { templatesDirFor } from '../render/load-templates.ts';
import { writeSite } from '../write/write-site.ts';
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
  let state: State | undefined;
  /** The files of the last good run, by path (see DevOutput). */
  let outputs: ReadonlyMap<string, string | Uint8Array> | undefined;
  let pending: RebuildPlan = emptyPlan();
  const resolvedConfig = configFile ? path.resolve(configFile) : undefined;

  const paths = (): SitePaths => {
    const base = state?.loaded.root ?? root;
    const config = state?.loaded.config;
    return {
      root: base,
      configFile: state?.loaded.file ?? resolvedConfig ?? findConfigFile(root),
      contentDir: path.resolve(base, config?.contentDir ?? 'content'),
      staticDir: path.resolve(base, config?.staticDir ?? 'static'),
      templatesDir: templatesDirFor(base, config?.templatesDir),
      specs: new Map((config?.openapi ?? []).map((source) => [path.resolve(base, source.spec), source.spec])),
      sidebars: SIDEBARS_FILES.map((name) => path.join(base, name)),
    };
  };

  const runOnce = async (): Promise<RebuildOutcome | undefined> => {
    const plan = pending;
    pending = emptyPlan();
    if (isEmptyPlan(plan)) return undefined;
    const started = performance.now();
    const files = [...plan.files];
    try {
      const warnings = new Warnings();
      const output = new DevOutput(outputs);
      const next = await runStages({
        root,
        configFile: resolvedConfig,
        plan,
        prev: state,
        incremental: true,
        noCache,
        cacheDir,
        warnings,
        output,
        onStage,
      });
      const base = next.loaded.config.baseUrl;
      if (output.full) {
        const all = [...output.files].map(([p, contents]) => ({ path: p, contents }));
        await writeSite(outDir, withDevScript(all, base), output.copies);
      } else await writeFilesInPlace(outDir, withDevScript(output.written, base));
      state = next;
      outputs = output.files;
      if (state.searchStale) refreshSearchSoon();
      return {
        ok: true,
        ms: performance.now() - started,
        files,
        changed: output.full ? 'all' : next.routes.map((r) => r.route),
        warnings: warnings.list,
      };
    } catch (error) {
      pending = mergePlans(plan, pending);
      return { ok: false, ms: performance.now() - started, files, error };
    }
  };

  // After a page edit has been written and reloaded: bring the search index up to date (old
  // shard files stay on disk until the next full write; they are content-hashed and unlinked).
  const refreshSearchNow = async (): Promise<undefined> => {
    if (!state?.searchStale || !isEmptyPlan(pending)) return undefined; // a queued rebuild comes first
    try {
      const stale = state.search.files;
      const refreshed = await refreshSearchIndex(state);
      await writeFilesInPlace(outDir, refreshed.write);
      state = refreshed.state;
      const next = new Map(outputs);
      for (const file of stale) next.delete(file.path);
      for (const file of refreshed.write) next.set(file.path, file.contents);
      outputs = next;
    } catch {
      // Best effort: the index stays as it was until the next rebuild of the structure.
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
    baseUrl: () => state?.loaded.config.baseUrl ?? '/',
    change(changes) {
      pending = classifyChanges(changes, paths(), pending);
      return schedule();
    },
    rebuildAll() {
      pending = mergePlans(pending, fullPlan());
      return schedule();
    },
  };
}

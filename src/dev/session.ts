// A dev session: the current good site, the changes not yet built, and one rebuild at a time.
// Changes that arrive during a rebuild wait for it and are built together next; changes whose
// rebuild failed stay pending, so fixing any file retries them all.
import path from 'node:path';
import type { DocgenError } from '../errors.ts';
import { findConfigFile } from '../config/load-config.ts';
import { createHighlighter, type Highlighter } from '../content/markdown/highlighter.ts';
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
import { refreshSearch, updateSite, type SiteState } from './site-state.ts';
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
}

export function createDevSession({ root, configFile, outDir }: DevSessionOptions): DevSession {
  let state: SiteState | undefined;
  let pending: RebuildPlan = emptyPlan();
  let highlighter: Promise<Highlighter> | undefined;
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
      highlighter ??= createHighlighter();
      const update = await updateSite(state, plan, {
        root,
        configFile: resolvedConfig,
        highlighter: await highlighter,
      });
      const base = update.state.loaded.config.baseUrl;
      if (update.write === 'all') {
        const files = [...update.state.outputs].map(([p, contents]) => ({ path: p, contents }));
        await writeSite(outDir, withDevScript(files, base), update.state.copies);
      } else await writeFilesInPlace(outDir, withDevScript(update.write, base));
      state = update.state;
      if (state.searchStale) refreshSearchSoon();
      return {
        ok: true,
        ms: performance.now() - started,
        files,
        changed: update.changed,
        warnings: update.warnings,
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
      const refreshed = refreshSearch(state);
      await writeFilesInPlace(outDir, refreshed.write);
      state = refreshed.state;
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

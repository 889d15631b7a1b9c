// Runs the stage list (stages.ts): all of it for `docgen build` and for dev's first run; for a
// dev rebuild, the stages whose inputs changed. Each stage is timed (`onStage`, printed by
// `--debug`), its warnings go to one list, and the first error stops the run: the caller drops
// what was written (build) or keeps the last good state (dev).
import type { LoadedConfig } from '../config/load-config.ts';
import type { OutputFile } from '../types.ts';
import type { Warnings } from '../warnings.ts';
import { fullPlan, type RebuildPlan } from './plan.ts';
import { RUN_DEFAULTS, type SiteOutput, type Stage, type State, type StateKey } from './site-state.ts';
import { STAGES } from './stages.ts';

export interface RunStagesOptions {
  root: string;
  configFile?: string;
  /** Changes the config as loaded: one docs version's build (src/config/docs-versions.ts). */
  configure?: (loaded: LoadedConfig) => LoadedConfig;
  /** What changed (dev); the full plan by default. */
  plan?: RebuildPlan;
  /** The last good state (dev). */
  prev?: State;
  /** Dev: remember rendered Markdown across runs. */
  incremental?: boolean;
  /** `--no-cache`: no build cache, whatever the config says. */
  noCache?: boolean;
  /** The build cache's folder (absolute; `--cache-dir`), over the config's `cacheDir`. */
  cacheDir?: string;
  /** docgen's version as the build cache's keys hold it (tests); its own by default. */
  cacheVersion?: string;
  warnings: Warnings;
  output: SiteOutput;
  /** Called after each stage that ran, with its name and duration. */
  onStage?: (name: string, ms: number) => void;
  /** Called as each stage starts (done = total = 0), and by a stage as it goes (pages rendered). */
  onProgress?: (progress: { stage: string; done: number; total: number }) => void;
  /** The stage list (tests); docgen's own by default. */
  stages?: readonly Stage[];
}

export async function runStages(options: RunStagesOptions): Promise<State> {
  const { prev, warnings, output } = options;
  const plan = options.plan ?? fullPlan();
  const ctx = {
    root: options.root,
    configFile: options.configFile,
    configure: options.configure,
    plan,
    prev,
    incremental: options.incremental ?? false,
    noCache: options.noCache,
    cacheDir: options.cacheDir,
    cacheVersion: options.cacheVersion,
    warnings,
    output,
    progress: (stage: string, done: number, total: number) => options.onProgress?.({ stage, done, total }),
  };
  // Built up stage by stage; the previous state's keys stand until a stage makes them anew.
  const state = { ...prev, ...RUN_DEFAULTS } as State;
  prev?.cache?.nextRun(warnings);
  const initial: Partial<State> = { ...state };
  const changed = new Set<StateKey>();
  /** The keys a background stage is still making, and its end. */
  const pending = new Map<StateKey, Promise<void>>();

  const apply = (stage: Stage, made: Partial<State>, started: number) => {
    for (const key of Object.keys(made) as StateKey[]) {
      // A stage writing what it did not declare would escape the skip rules: docgen's bug.
      if (!stage.writes.includes(key))
        throw new Error(`Stage "${stage.name}" wrote "${key}", which it does not declare.`);
      if (made[key] !== initial[key]) changed.add(key);
    }
    Object.assign(state, made);
    options.onStage?.(stage.name, performance.now() - started);
  };

  try {
    for (const stage of options.stages ?? STAGES) {
      await Promise.all(stage.reads.map((key) => pending.get(key)));
      if (prev && !stage.watches?.(plan) && !stage.reads.some((key) => changed.has(key))) continue;
      const started = performance.now();
      ctx.progress(stage.name, 0, 0);
      if (stage.background) {
        const done = Promise.resolve(stage.run(state, ctx)).then((made) => apply(stage, made, started));
        done.catch(() => {}); // awaited by the stages that read it; a failure before then wins
        for (const key of stage.writes) pending.set(key, done);
        continue;
      }
      apply(stage, await stage.run(state, ctx), started);
    }
    await Promise.all(pending.values());
  } catch (error) {
    // A failed run ends when its background work has: nothing of it goes on after the caller
    // hears of the failure (and removes, say, the site it was building).
    await Promise.allSettled(pending.values());
    // And what it stored before failing is on disk too (entries stay valid; a caller that removes
    // the site's folder next must not race their writes).
    await state.cache?.flush().catch(() => {});
    throw error;
  }
  // What the run stored is on disk before the next run (or process) looks for it.
  await state.cache?.flush();
  return state;
}

/**
 * Rebuilds the search index after dev's single-page edits, which leave it stale (the "search
 * index" stage). It runs after the edit's reload, so the reload does not wait on the whole index;
 * the manifest URL stays the same.
 */
export async function refreshSearchIndex(state: State): Promise<{ state: State; write: OutputFile[] }> {
  const { buildSearchIndex } = await import('../search/build-search-index.ts');
  const search = buildSearchIndex({ routes: [...state.routeData.values()], config: state.loaded.config });
  return { state: { ...state, search, searchStale: false }, write: search.files };
}

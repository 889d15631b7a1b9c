// What the stages make, in one object: each stage reads some of its keys and writes others
// (src/pipeline/stages.ts). `docgen build` starts from nothing; `docgen dev` starts from its last
// good state, and a stage whose inputs did not change leaves its keys as they were. The previous
// state is never modified: a failed run leaves it, and what it describes, exactly as it was.
import type { LoadedConfig } from '../config/load-config.ts';
import type { LoadedContent } from '../content/load-content.ts';
import type { HighlighterLoader } from '../content/markdown/lazy-highlighter.ts';
import type { MarkdownRenderer } from '../content/markdown/processor.ts';
import type { LoadedApi } from '../openapi/load/load-openapi.ts';
import type { SchemaWorkInput } from '../openapi/outputs/spec-work.ts';
import type { SharedSchemaView } from '../openapi/views/types.ts';
import type { schemaWorkInBackground } from '../openapi/outputs/spec-work-in-worker.ts';
import type { PagePlan, RouteTable } from '../routes/create-routes.ts';
import type { AssetRef, SourcedLink } from '../routes/route-data.ts';
import type { SearchIndexOutput } from '../search/build-search-index.ts';
import type { AssetManifest, CopiedFile, OutputFile, OutputSource, RouteData } from '../types.ts';
import type { FileDigest } from '../write/output-record.ts';
import type { Warnings } from '../warnings.ts';
import type { BuildCache } from './build-cache.ts';
import type { LazyTemplates } from './cached-work.ts';
import type { RebuildPlan } from './plan.ts';

export interface SiteState {
  loaded: LoadedConfig;
  /** The persistent build cache (build-cache.ts), unless the config or `--no-cache` turns it off. */
  cache: BuildCache | undefined;
  templatesDir: string;
  highlighter: HighlighterLoader;
  content: LoadedContent;
  /** The specs as loaded; `validated` settles when the worker has checked them. */
  specs: { api: LoadedApi; validated: Promise<void> }[];
  apis: LoadedApi[];
  table: RouteTable;
  /** Sidebar, routes and card texts: when this is unchanged, an edit affects its own page only. */
  structure: string;
  /** Keyed by its link options, so dev renders unchanged Markdown once per session. */
  markdown: { key?: string; render: MarkdownRenderer };
  /** Some page has a mermaid diagram (its island is in the bundle). */
  mermaid: boolean;
  templates: LazyTemplates;
  assets: AssetManifest;
  /** What the OpenAPI worker makes from the specs alone (code samples, example check, consoles). */
  work: SchemaWorkInput;
  schemas: ReturnType<typeof schemaWorkInBackground>;
  /** Every page's data by route (with its code samples once the "code samples" stage has run). */
  routeData: Map<string, RouteData>;
  links: Map<string, SourcedLink[]>;
  assetRefs: AssetRef[];
  /** Spec descriptions' HTML → their Markdown source, for the API pages' Markdown copies. */
  descriptionCopies: Map<string, string>;
  /** The shared components' views (API pages link to them), kept like the description copies. */
  sharedSchemas: Map<string, SharedSchemaView>;
  search: SearchIndexOutput;
  /** A page's text changed since the index was built (see `refreshSearchIndex`). */
  searchStale: boolean;
  /** The operation pages' Try-it modules and their shared chunks. */
  consoles: OutputFile[];
  copies: CopiedFile[];
}

/** What one run decides and makes for itself: never carried over from the previous state. */
export interface RunState {
  /** Something every page shows changed (routes, sidebar, cards, specs): all pages' data is made again. */
  structural: boolean;
  /** The pages whose data this run makes. */
  edited: PagePlan[];
  /** Their data, as made (before code samples), and then with code samples. */
  made: RouteData[];
  routes: RouteData[];
  /** Every page is written again (the bundle, the search manifest or the structure changed). */
  renderAll: boolean;
  /** The copied files were collected again: they are written again too. */
  recopied: boolean;
}

export type State = SiteState & RunState;
export type StateKey = keyof State;

export const RUN_DEFAULTS: RunState = {
  structural: false,
  edited: [],
  made: [],
  routes: [],
  renderAll: false,
  recopied: false,
};

/**
 * Where a run's files go. The build streams them into a staging folder that replaces the output
 * at the end (commands/build.ts); dev keeps them to write into the folder it serves (dev/session.ts).
 */
export interface SiteOutput {
  /** The config is loaded: a build checks its output folder here, before any work. */
  prepare?(loaded: LoadedConfig): void;
  /**
   * Writing starts; `all`: every page is written (else only the changed pages follow). `cache`:
   * the build cache, where a build keeps the record of what it wrote (write/output-record.ts).
   */
  begin(info: { pages: number; all: boolean; cache?: BuildCache }): Promise<void>;
  /** The output writes `.gz`/`.br` copies beside its files (the build; dev's output does not). */
  readonly compresses?: boolean;
  /**
   * Writes `file` (resolves once it is queued). An output that compresses tells `made` the file's
   * compressed copies (none for a small or binary file) once they are made, unless the file
   * came with them (`compressed`); one that keeps files tells `recorded` the digests of the file
   * and its copies once written.
   */
  write(
    file: OutputFile,
    made?: (compressed: OutputFile[]) => void,
    recorded?: (digests: FileDigest[]) => void,
  ): Promise<void>;
  /**
   * Keeps files (with their compressed copies) that the output already holds as this build would
   * write them, known by their digests: true when it holds every one (they count as written),
   * false when the caller must write them (write/write-site.ts). An output that never keeps
   * files leaves it out.
   */
  keep?(files: readonly FileDigest[], source?: OutputSource): boolean;
  /** Whether `keep` can keep anything this run (the output folder is being updated). */
  canKeep?(): boolean;
  /**
   * Whether the build cache keeps the bytes of the pages' files (true when left out): false when
   * the next build is expected to find them in the output folder (cached-writes.ts).
   */
  cachesPages?(): boolean;
  /** Everything is made and checked: `copies` are the files copied as they are. */
  finish(copies: CopiedFile[], recopied: boolean): Promise<void>;
}

export interface StageContext {
  /** The site root and config file as given on the command line. */
  root: string;
  configFile?: string;
  /** Changes the config as loaded: one docs version's build (src/config/docs-versions.ts). */
  configure?: (loaded: LoadedConfig) => LoadedConfig;
  plan: RebuildPlan;
  /** The last good state (dev), or nothing (build, or dev's first run). */
  prev?: State;
  /** Dev keeps rendered Markdown across runs (see dev/memo-markdown.ts). */
  incremental: boolean;
  /** `--no-cache`: no build cache, whatever the config says. */
  noCache?: boolean;
  /** The build cache's folder (absolute; `--cache-dir`), over the config's `cacheDir`. */
  cacheDir?: string;
  /** docgen's version as the cache's keys hold it (tests); its own by default. */
  cacheVersion?: string;
  warnings: Warnings;
  output: SiteOutput;
  /** How far a long stage has got (pages rendered of all), for the CLI's progress display. */
  progress: (stage: string, done: number, total: number) => void;
}

/**
 * One step of the pipeline. `reads`: the keys it depends on; `writes`: the keys it makes;
 * `watches`: the parts of a rebuild plan that concern it directly. With a previous state, a stage
 * whose reads did not change and whose part of the plan is empty is skipped, and its keys keep
 * their values. A `background` stage runs while the next ones do; a stage that reads what it
 * writes waits for it.
 */
export interface Stage {
  name: string;
  reads: readonly StateKey[];
  writes: readonly StateKey[];
  background?: boolean;
  watches?: (plan: RebuildPlan) => boolean;
  run(state: Readonly<State>, ctx: StageContext): Promise<Partial<State>> | Partial<State>;
}

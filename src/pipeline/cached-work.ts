// The stages' expensive work through the build cache (build-cache.ts). Each function does the
// work as before when there is no cache, or when the cache has no entry for exactly its inputs;
// what it then makes is stored, keyed by docgen's version and by every input the work read:
//
// - a Markdown render: the text and where it is (the input), the link options (routes by file,
//   base URL, islands, the site's origin; for MDX, the pages' titles), and the partials, data
//   modules and components it read, by their files' hashes;
// - a spec as read: its config entry, and its file and every file it `$ref`s, by their hashes
//   (only a spec that validated is kept: its verdict is skipped with the parse), with the spec as
//   loaded from it (dereferenced, its pages named: known-api.ts), so a hit does neither again;
// - the spec work (code samples, example check, console modules): the specs' files and entries,
//   which pages it is for, and the config's console settings;
// - the compiled templates: the template files and what they import;
// - the browser assets: the whole config, whether there are diagrams,
//   and the files the bundles read (styles, islands, components, logo, favicon);
// - the API pages' data: the specs' files, the config, the route table as pages show it, the
//   Markdown options, and the files their descriptions read;
// - the other pages' data: the same, every content page's source, and the files their Markdown
//   read (with both entries, route-data.ts is not loaded);
// - the search index: every page's data (`routeHash`), the base URL and the search settings;
// - the compiled config: the config file and what it imports.
// (The output files themselves go through the cache in cached-writes.ts.)
//
// The work's modules load when it is first needed (the OpenAPI parser with the first spec,
// esbuild's with the first bundle): a cache hit, or a site without specs, never loads them.
import v8 from 'node:v8';
import path from 'node:path';
import type { CompiledConfig, CompiledConfigs } from '../config/load-config.ts';
import type { ResolvedConfig } from '../config/schema.ts';
import type { HighlighterLoader } from '../content/markdown/lazy-highlighter.ts';
import type { MarkdownOptions, MarkdownRenderer } from '../content/markdown/processor.ts';
import { usesMdx } from '../content/markdown/detect-mdx.ts';
import { linkOptionsKey, pageTitlesKey } from '../content/markdown/memo-renderer.ts';
import { DocgenError } from '../errors.ts';
import type { LoadedApi, OpenApiLoad, OpenApiSource, ReadSpec } from '../openapi/load/load-openapi.ts';
import type { ApiData } from '../openapi/load/known-api.ts';
import type { ExampleProblem } from '../openapi/outputs/check-examples.ts';
import type { SchemaWorkInput } from '../openapi/outputs/spec-work.ts';
import type { SchemaWork } from '../openapi/outputs/spec-work-in-worker.ts';
import type { ApiChange, CodeSampleView } from '../openapi/views/types.ts';
import type { BundleInput } from '../bundle/bundle-assets.ts';
import type { Templates } from '../render/load-templates.ts';
import type { PagePlan } from '../routes/create-routes.ts';
import type { BuildRouteDataInput, RouteDataResult } from '../routes/route-data.ts';
import type { BuildSearchIndexInput, SearchIndexOutput } from '../search/build-search-index.ts';
import type { AssetManifest, OutputFile, RouteData } from '../types.ts';
import { trackReads } from '../util/read-tracker.ts';
import { allSettled } from '../util/all-settled.ts';
import { DEFAULT_CACHE_DIR, hashBytes, hashText, type BuildCache } from './build-cache.ts';

/** A warning as stored: a DocgenError's fields. */
type StoredWarning = Pick<DocgenError, 'message' | 'file' | 'line' | 'column' | 'pointer' | 'hint'>;

/** The warnings as plain fields, or undefined if one is of a kind of its own (not stored then). */
function storeWarnings(warnings: readonly DocgenError[]): StoredWarning[] | undefined {
  if (warnings.some((w) => w.constructor !== DocgenError)) return undefined;
  return warnings.map(({ message, file, line, column, pointer, hint }) => ({
    message,
    file,
    line,
    column,
    pointer,
    hint,
  }));
}

function reviveWarnings(stored: readonly StoredWarning[]): DocgenError[] {
  return stored.map(({ message, ...where }) => new DocgenError(message, where));
}

type Rendered = Awaited<ReturnType<MarkdownRenderer>>;

/** `render` through the cache: a page renders once for as long as it and what it reads are unchanged. */
export function cachedMarkdown(
  render: MarkdownRenderer,
  cache: BuildCache | undefined,
  options: MarkdownOptions,
): MarkdownRenderer {
  if (!cache) return render;
  // Hashed once: they name every page of the site, and taken whole into each page's key they
  // made the keys cost O(pages²) (a first build of 10,000 pages hashed 20 GB, 30 s of its 84).
  const { links, docs } = markdownKey(options);
  const [linksHash, docsHash] = [hashText(links), hashText(docs)];
  return async (input) => {
    const mdx = input.mdx !== false && usesMdx(input.markdown, input.relPath);
    const key = cache.key('markdown', linksHash, mdx ? docsHash : null, input);
    const hit = await cache.get<Omit<Rendered, 'warnings'> & { warnings: StoredWarning[] }>(key);
    if (hit) return { ...hit, warnings: reviveWarnings(hit.warnings) };
    const { value, reads } = await trackReads(() => render(input));
    const warnings = storeWarnings(value.warnings);
    if (warnings) cache.set(key, { ...value, warnings }, reads);
    return value;
  };
}

/** The compiled config through a build cache, and which cache it used (`compiledConfigs`). */
export interface EarlyConfigs extends CompiledConfigs {
  /** The cache read, whether it had the config, and `keep` to store what was compiled. */
  used?: { cache: BuildCache; hit: boolean; keep(): void };
}

/**
 * The compiled config (load-config.ts) through the build cache of `--cache-dir`, or of the
 * default folder beside the config file: the config, which may name another, is not loaded yet.
 * Keyed by the config file, used while it and what it imports are unchanged. The caller keeps
 * what was compiled (`used.keep`) only once the config names the same folder.
 */
export function compiledConfigs(
  cacheDir: string | undefined,
  cacheAt: (dir: string) => BuildCache,
): EarlyConfigs {
  const made: { file: string; compiled: CompiledConfig }[] = [];
  const configs: EarlyConfigs = {
    async get(file) {
      const cache = cacheAt(cacheDir ?? path.resolve(path.dirname(file), DEFAULT_CACHE_DIR));
      const hit = await cache.get<CompiledConfig>(cache.key('config', file));
      configs.used = {
        cache,
        hit: hit !== undefined,
        keep: () => {
          for (const one of made) cache.set(cache.key('config', one.file), one.compiled, one.compiled.inputs);
        },
      };
      return hit;
    },
    set(file, compiled) {
      made.push({ file, compiled });
    },
  };
  return configs;
}

/** The Markdown options as key parts: what every page's links depend on, and the pages' titles (MDX pages show them). */
function markdownKey(options: MarkdownOptions): { links: string; docs: string } {
  // Only MDX pages show other pages' titles (a category's cards): the others do not depend on them.
  return { links: linkOptionsKey(options), docs: pageTitlesKey(options) };
}

/** What the API pages' data depends on besides the route data input and the specs' files. */
export interface RouteDataContext {
  root: string;
  /** The route table as other pages show it (sidebar, routes, titles: `structureOf` in stages.ts). */
  structure: string;
  docsVersion: unknown;
  markdown: MarkdownOptions;
}

/** Route data as the cache keeps it, with each page's hash (`routeHash`): not taken again when read back. */
type StoredRouteData = Omit<RouteDataResult, 'warnings'> & { warnings: StoredWarning[]; hashes: string[] };

/** The route data as stored, or undefined when it holds what cannot be (a warning of its own kind, a link whose line is a function only). */
function storeRouteData(data: RouteDataResult): StoredRouteData | undefined {
  const warnings = storeWarnings(data.warnings);
  if (!warnings || data.links.some((l) => l.locate && (l.lineInText === undefined || !l.pointer)))
    return undefined;
  const links = data.links.map(({ locate: _locate, ...link }) => link);
  return { ...data, links, warnings, hashes: data.routes.map(routeHash) };
}

/** Stored route data as made: a spec link's line is looked up in its spec (`apis` by file) when a message needs it. */
function reviveRouteData(stored: StoredRouteData, apis: ReadonlyMap<string, LoadedApi>): RouteDataResult {
  const links = stored.links.map((link) => {
    const api = apis.get(link.source);
    if (link.lineInText === undefined || !link.pointer || !api) return link;
    const at = link.pointer;
    const n = link.lineInText;
    return { ...link, locate: () => api.textPlace(at, n) };
  });
  const { hashes, ...data } = stored;
  if (hashes?.length === data.routes.length)
    for (const [i, route] of data.routes.entries()) routeHashes.set(route, hashes[i]);
  return { ...data, links, warnings: reviveWarnings(stored.warnings) };
}

/** What route-data.ts takes, with the highlighter loaded only when some page's data is made. */
export type CachedRouteDataInput = Omit<BuildRouteDataInput, 'highlighter'> & {
  highlighter: HighlighterLoader;
};

/**
 * The pages' data (route-data.ts), in two entries. The API pages' (overviews, operations,
 * changelogs) is made once for as long as the specs' files, the config, the route table as pages
 * show it and what their descriptions read are unchanged. The other pages' likewise, for as long
 * as every content page's source, the config, the route table, the specs' files and the files
 * their Markdown read (partials, components, data modules) are unchanged: after a page edit it is
 * made again, each page's Markdown but the edited one's from the cache. With both in the cache,
 * route-data.ts (and what it imports) is not even loaded. Without the cache, or with "Last
 * updated" (git's history is no file), all of it is made as before.
 */
export async function cachedRouteData(
  cache: BuildCache | undefined,
  input: CachedRouteDataInput,
  context: RouteDataContext,
): Promise<RouteDataResult> {
  const build = async (part: CachedRouteDataInput) =>
    (await import('../routes/route-data.ts')).buildRouteData({
      ...part,
      highlighter: await part.highlighter(),
    });
  const plans = input.pages ?? input.table.pages;
  const apiPages = plans.filter((p) => p.kind.startsWith('api-'));
  const specs = input.table.pages.flatMap((p) => (p.kind === 'api-info' ? [specFiles.get(p.api)] : []));
  const { config } = input;
  if (
    !cache ||
    specs.some((s) => s === undefined) ||
    config.docs.showLastUpdateTime ||
    config.docs.showLastUpdateAuthor
  )
    return build(input);
  let done = 0;
  const progress = () => input.progress?.(++done, plans.length);
  const others = plans.filter((p) => !p.kind.startsWith('api-'));
  const { links, docs } = markdownKey(context.markdown);
  const common = [context.root, configKey(config), context.structure, keyText(context.docsVersion ?? null)];
  /** Made once for as long as its key and the files it read are unchanged. */
  const through = async (key: string, pages: PagePlan[], apis: ReadonlyMap<string, LoadedApi>) => {
    const hit = await cache.get<StoredRouteData>(key);
    if (hit) {
      done += pages.length;
      input.progress?.(done, plans.length);
      return reviveRouteData(hit, apis);
    }
    const { value, reads } = await trackReads(() => build({ ...input, pages, progress }));
    const stored = storeRouteData(value);
    if (stored) cache.set(key, stored, reads);
    return value;
  };
  const api = () =>
    through(
      cache.key(
        'api-pages',
        ...common,
        links,
        docs,
        specs,
        apiPages.map((p) => [p.kind, p.route, p.source, p.kind === 'api-operation' ? p.operation : null]),
        [...(input.consoles ?? [])].sort(),
      ),
      apiPages,
      new Map(
        input.table.pages.flatMap((p) => (p.kind === 'api-info' ? [[p.api.file, p.api] as const] : [])),
      ),
    );
  // A content page shows the others' titles, descriptions and lead text (cards, prev/next): every
  // content page's source is in the key, not only the pages made.
  const own = () =>
    through(
      cache.key(
        'doc-pages',
        ...common,
        links,
        docs,
        specs,
        others.map((p) => p.route),
        input.table.pages.filter((p) => !p.kind.startsWith('api-')),
      ),
      others,
      new Map(),
    );
  const [made, shown] = await allSettled([
    others.length ? own() : undefined,
    apiPages.length ? api() : undefined,
  ]);
  if (!made || !shown) return made ?? shown ?? build(input);
  const byRoute = new Map([...made.routes, ...shown.routes].map((r) => [r.route, r]));
  return {
    routes: plans.map((p) => byRoute.get(p.route)!),
    links: [...made.links, ...shown.links],
    assets: [...made.assets, ...shown.assets],
    descriptionCopies: shown.descriptionCopies,
    warnings: [...made.warnings, ...shown.warnings],
    sharedSchemas: shown.sharedSchemas,
  };
}

/** Per loaded spec, the hash of the files it was read from (for the spec work's key). */
const specFiles = new WeakMap<LoadedApi, string>();

interface StoredSpec extends Omit<ReadSpec, 'warnings'> {
  warnings: StoredWarning[];
  files: string[];
  /** The spec as loaded (known-api.ts), serialized as it was then, its warnings as stored. */
  loaded?: Uint8Array;
}

/** Loads a spec (load-openapi.ts), reusing the one read and validated before if its files are unchanged. */
export async function loadSpec(
  cache: BuildCache | undefined,
  root: string,
  source: OpenApiSource,
): Promise<OpenApiLoad> {
  if (!cache) {
    const { startOpenApiLoad } = await import('../openapi/load/load-openapi.ts');
    return startOpenApiLoad(root, source);
  }
  const key = cache.key('spec', root, source);
  const hit = await cache.get<StoredSpec>(key);
  const known = hit?.loaded && readLoaded(hit.loaded);
  if (hit && known) {
    // Loaded before: neither parsed nor dereferenced again, the parser not even imported.
    const { knownApi } = await import('../openapi/load/known-api.ts');
    const api = await knownApi(root, { ...known, warnings: reviveWarnings(known.warnings) }, hit);
    specFiles.set(api, await filesHash(cache, hit.files));
    return { api, validated: Promise.resolve() };
  }
  const { startOpenApiLoad } = await import('../openapi/load/load-openapi.ts');
  if (hit) {
    const spec = await startOpenApiLoad(root, source, { ...hit, warnings: reviveWarnings(hit.warnings) });
    specFiles.set(spec.api, await filesHash(cache, hit.files));
    return spec;
  }
  const { value: spec, reads } = await trackReads(() => startOpenApiLoad(root, source));
  const warnings = spec.read && storeWarnings(spec.read.warnings);
  if (spec.read && warnings) {
    specFiles.set(spec.api, await filesHash(cache, reads));
    // Serialized now, before the stages that read the document run.
    const stored: StoredSpec = { ...spec.read, warnings, files: reads, loaded: await storeLoaded(spec.api) };
    // An invalid spec is not kept: its error comes from the validator each time.
    cache.setWhen(spec.validated, key, stored, reads);
  }
  return spec;
}

type StoredApiData = Omit<ApiData, 'warnings'> & { warnings: StoredWarning[] };

/** The loaded spec as bytes, or undefined when it holds what cannot be stored (a warning of its own kind, a function). */
async function storeLoaded(api: LoadedApi): Promise<Uint8Array | undefined> {
  const { apiData } = await import('../openapi/load/known-api.ts');
  const data = apiData(api);
  const warnings = storeWarnings(data.warnings);
  if (!warnings) return undefined;
  try {
    return v8.serialize({ ...data, warnings } satisfies StoredApiData);
  } catch {
    return undefined;
  }
}

function readLoaded(bytes: Uint8Array): StoredApiData | undefined {
  try {
    return v8.deserialize(bytes) as StoredApiData;
  } catch {
    return undefined; // the entry as a whole was checked: this is an older layout, made anew
  }
}

async function filesHash(cache: BuildCache, files: readonly string[]): Promise<string> {
  const sorted = [...files].sort();
  const hashes = await Promise.all(sorted.map((file) => cache.fileHash(file)));
  return hashText(JSON.stringify(sorted.map((file, i) => [file, hashes[i]])));
}

interface StoredSpecWork {
  samples: [string, CodeSampleView[]][];
  examples: ExampleProblem[][];
  files: OutputFile[];
}

/** Spec work that came whole from the cache: its samples are all there, none is made on this thread. */
const whole = new WeakSet<SchemaWork>();

/** Whether `work` came whole from the cache (`specWork`): the code-sample generator need not load. */
export function madeBefore(work: SchemaWork): boolean {
  return whole.has(work);
}

/** The spec work (spec-work-in-worker.ts), or what it made before for the same specs and pages. */
export async function specWork(
  cache: BuildCache | undefined,
  apis: readonly LoadedApi[],
  work: SchemaWorkInput,
): Promise<SchemaWork> {
  const { schemaWorkInBackground } = await import('../openapi/outputs/spec-work-in-worker.ts');
  const specs = apis.map((api) => specFiles.get(api));
  if (!cache || specs.some((s) => s === undefined)) return schemaWorkInBackground(work);
  const key = cache.key('spec-work', specs, {
    specs: work.specs.map((s) => [s.file, s.checkExamples, s.samples]),
    operations: work.operations,
    consoles: work.consoles,
    corsProxy: work.corsProxy,
  });
  const hit = await cache.get<StoredSpecWork>(key);
  if (hit) {
    const samples = new Map(hit.samples);
    const work = {
      samples: { all: () => Promise.resolve(samples) },
      examples: Promise.resolve(hit.examples),
      files: Promise.resolve(hit.files),
    };
    whole.add(work);
    return work;
  }
  const made = schemaWorkInBackground(work);
  let samples: Promise<Map<string, CodeSampleView[]>> | undefined;
  const feed = {
    all(make: Parameters<typeof made.samples.all>[0]) {
      if (samples) return samples;
      samples = made.samples.all(make);
      // Kept once all three are made (the samples when the "code samples" stage asks for them).
      Promise.all([samples, made.examples, made.files]).then(
        ([all, examples, files]) =>
          cache.set(key, { samples: [...all], examples, files } satisfies StoredSpecWork),
        () => {}, // the stages report the failure
      );
      return samples;
    },
  };
  return { samples: feed, examples: made.examples, files: made.files };
}

/**
 * The changes between two versions of an API (api-changes.ts), made once for as long as the two
 * specs' files are unchanged (the documents as written depend on those alone).
 */
export function cachedApiChanges(
  cache: BuildCache | undefined,
): ((older: LoadedApi, newer: LoadedApi) => Promise<ApiChange[]>) | undefined {
  if (!cache) return undefined;
  return async (older, newer) => {
    const { apiChanges } = await import('../openapi/views/api-changes.ts');
    const files = [specFiles.get(older), specFiles.get(newer)];
    if (files.some((f) => f === undefined)) return apiChanges(older.raw!, newer.raw!);
    const key = cache.key('api-changes', files);
    const hit = await cache.get<ApiChange[]>(key);
    if (hit) return hit;
    const changes = apiChanges(older.raw!, newer.raw!);
    cache.set(key, changes);
    return changes;
  };
}

/**
 * `route`'s hash when it is `base` with `added` (an operation page with its code samples), from
 * `base`'s: the samples alone are hashed, not the page's data again (most of a warm build's hashing).
 */
export function derivedRouteHash(route: RouteData, base: RouteData, added: unknown): void {
  routeHashes.set(route, hashText(`${routeHash(base)}\0${JSON.stringify(added ?? null)}`));
}

/** Each page's data by its hash (see `routeHash`). */
const routeHashes = new WeakMap<RouteData, string>();

/** The hash of a page's data as JSON, taken once per object: what its search entry and its files are made from. */
export function routeHash(route: RouteData): string {
  let hash = routeHashes.get(route);
  if (hash === undefined) {
    hash = hashText(JSON.stringify(route));
    routeHashes.set(route, hash);
  }
  return hash;
}

/** The search index (build-search-index.ts), made once for as long as the pages' data and its settings are unchanged. */
export async function cachedSearchIndex(
  cache: BuildCache | undefined,
  input: BuildSearchIndexInput,
): Promise<SearchIndexOutput> {
  const make = async () => (await import('../search/build-search-index.ts')).buildSearchIndex(input);
  if (!cache) return make();
  const key = cache.key(
    'search',
    input.config.baseUrl,
    input.config.search,
    input.limits ?? null,
    input.routes.map(routeHash),
  );
  const hit = await cache.get<SearchIndexOutput>(key);
  if (hit) return hit;
  const made = await make();
  cache.set(key, made);
  return made;
}

/** The templates, imported when a page is first rendered: a build whose pages all come from the cache never loads them (nor React). */
export interface LazyTemplates {
  /** The hash of their compiled code, for the keys of what they render (undefined without the cache). */
  readonly id: string | undefined;
  load(): Promise<Templates>;
}

/**
 * The templates, compiled once for as long as their files are unchanged. Compiled now, they are
 * imported now too (a template that throws while loading fails the build here); taken from the
 * cache, they are imported when first needed.
 */
export async function cachedTemplates(cache: BuildCache | undefined, dir: string): Promise<LazyTemplates> {
  const { compileTemplates, importTemplates } = await import('../render/load-templates.ts');
  const loaded = (templates: Templates, id?: string) => ({ id, load: () => Promise.resolve(templates) });
  if (!cache) return loaded(await importTemplates(dir, await compileTemplates(dir)));
  const key = cache.key('templates', dir);
  const hit = await cache.get<Awaited<ReturnType<typeof compileTemplates>>>(key);
  if (hit) {
    let loading: Promise<Templates> | undefined;
    return { id: hashText(hit.js), load: () => (loading ??= importTemplates(dir, hit)) };
  }
  const compiled = await compileTemplates(dir);
  cache.set(key, compiled, compiled.inputs);
  return loaded(await importTemplates(dir, compiled), hashText(compiled.js));
}

/** The browser assets (bundle-assets.ts), bundled once for as long as the config and their files are unchanged. */
export async function cachedAssets(
  cache: BuildCache | undefined,
  input: BundleInput,
): Promise<AssetManifest> {
  // Loaded (with esbuild) only to bundle: assets from the cache need neither.
  const bundle = async () => (await import('../bundle/bundle-assets.ts')).bundleAssets(input);
  if (!cache) return bundle();
  const key = cache.key(
    'assets',
    input.root,
    input.templatesDir,
    configKey(input.config),
    input.extraCss ?? '',
    Boolean(input.mermaid),
  );
  const hit = await cache.get<AssetManifest>(key);
  if (hit) return hit;
  const { value, reads } = await trackReads(bundle);
  cache.set(key, value, reads);
  return value;
}

/** The config as one string: functions by their source, regular expressions as written. */
export function configKey(config: ResolvedConfig): string {
  return keyText(config);
}

/**
 * A value as one string for a key (what JSON says, and functions by their source, regular
 * expressions as written, maps and sets by their entries, bytes by their hash).
 */
export function keyText(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'function' || v instanceof RegExp
      ? String(v)
      : v instanceof Map
        ? [...v]
        : v instanceof Set
          ? [...v]
          : v instanceof Uint8Array
            ? `bytes:${hashBytes(v)}`
            : v,
  );
}

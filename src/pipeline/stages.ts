// The stages of docgen, in the order they run: the one list `docgen build` runs whole and
// `docgen dev` runs for each change, skipping the stages whose inputs did not change
// (run-stages.ts). Data flows one way:
//
//   load config → load content (Markdown, OpenAPI) → routes → bundle client (in the background)
//   → spec work (in the OpenAPI worker) → route data → search index → code samples → render
//   → check examples → console modules → collect files → check links → write
//
// Two stages work in the background while the main thread goes on: esbuild compiles the
// templates and the browser assets (its own process), and the OpenAPI worker validates the specs
// and makes what depends on them alone (code samples, the example check, the Try-it modules).
// The stages that need their results wait for them; nothing is written before the specs pass.
//
// Each stage imports what it runs when it starts (`await import`): the process reaches the first
// stage after loading little more than the config's code, and a site loads only what it uses (a
// site without specs never loads the OpenAPI parser, Ajv or the code-sample generator).
import { existsSync } from 'node:fs';
import { DocgenError } from '../errors.ts';
import path from 'node:path';
import type { LoadContentOptions, LoadedContent } from '../content/load-content.ts';
import { usesMermaid } from '../content/markdown/mermaid.ts';
import { withOwnMainDoc } from '../config/docs-versions.ts';
import { siteUrls } from '../render/site-urls.ts';
import { checkSiteLinks } from '../routes/check-links.ts';
import { createRoutes, type RouteTable } from '../routes/create-routes.ts';
import { resolveSidebarLinks } from '../routes/navbar-sidebars.ts';
import type { ResolvedConfig, ShownNavbarItem } from '../types.ts';
import type { AssetRef } from '../routes/route-data.ts';
import { collectCopies, isFile } from '../write/collect-copies.ts';
import { BuildCache } from './build-cache.ts';
import type { Warnings } from '../warnings.ts';
import {
  cachedApiChanges,
  cachedAssets,
  cachedMarkdown,
  cachedRouteData,
  cachedSearchIndex,
  cachedTemplates,
  compiledConfigs,
  derivedRouteHash,
  loadSpec,
  madeBefore,
  routeHash,
  specWork,
} from './cached-work.ts';
import { CachedWrites, renderKey } from './cached-writes.ts';
import type { PageRenderer } from '../render/page-files.ts';
import type { Stage, StageContext, State } from './site-state.ts';
import { allSettled } from '../util/all-settled.ts';

export const STAGES: readonly Stage[] = [
  {
    name: 'load config',
    reads: [],
    writes: ['loaded', 'templatesDir', 'cache'],
    watches: (plan) => plan.config,
    async run(s, ctx) {
      // The config's schema (zod) is the largest module the first stage needs: loaded here.
      const { loadConfig } = await import('../config/load-config.ts');
      const { templatesDirFor } = await import('../render/load-templates.ts');
      const cacheAt = (dir: string) =>
        s.cache?.dir === dir
          ? s.cache
          : new BuildCache({ dir, warnings: ctx.warnings, version: ctx.cacheVersion });
      // The compiled config comes from the cache the command line names, or the default one: the
      // config is not known yet. What is read is used, and what is made kept, only if the config
      // names that folder too (else it is loaded again without the cache).
      const early = ctx.noCache ? undefined : compiledConfigs(ctx.cacheDir, cacheAt);
      let read = await loadConfig(path.resolve(ctx.root), ctx.configFile, early);
      const dir = ctx.noCache ? false : (ctx.cacheDir ?? read.config.cacheDir);
      const at = dir === false ? undefined : path.resolve(read.root, dir);
      const same = early?.used !== undefined && early.used.cache.dir === at;
      if (early?.used?.hit && !same) read = await loadConfig(path.resolve(ctx.root), ctx.configFile);
      const loaded = ctx.configure ? ctx.configure(read) : read;
      ctx.output.prepare?.(loaded);
      const { search } = loaded.config;
      if (!loaded.docsVersion && typeof search === 'object' && search.versions === 'first')
        ctx.warnings.add(
          new DocgenError("`search.versions: 'first'` has no effect: the site has no docs versions.", {
            ...(loaded.file && { file: path.relative(process.cwd(), loaded.file) }),
            pointer: 'search.versions',
            hint: 'It searches the other docs versions after the one being read; a site gets versions from versions.json (`docgen version <name>`). Remove the setting otherwise.',
          }),
        );
      const cache = at === undefined ? undefined : same ? early!.used!.cache : cacheAt(at);
      if (same) early!.used!.keep();
      return { loaded, templatesDir: templatesDirFor(loaded.root, loaded.config.templatesDir), cache };
    },
  },
  {
    name: 'load content',
    reads: ['loaded'],
    writes: ['content', 'specs', 'apis', 'highlighter'],
    watches: (plan) => plan.content || plan.pages.size > 0 || plan.specs.size > 0,
    async run(s, ctx) {
      const { config, root } = s.loaded;
      const everything = isNew(s, ctx, 'loaded') || ctx.plan.content;
      const { loadContent } = await import('../content/load-content.ts');
      const { lazyHighlighter } = await import('../content/markdown/lazy-highlighter.ts');
      const contentOptions = {
        root,
        contentDir: config.contentDir,
        routeBasePath: config.docs.routeBasePath,
        sidebarPath: config.docs.sidebarPath,
        generatedHome: s.loaded.docsVersion ? !s.loaded.docsVersion.atSiteRoot : false,
        exclude: config.docs.exclude,
        warn: (warning: DocgenError) => ctx.warnings.add(warning),
      };
      const [content, specs] = await allSettled([
        everything
          ? loadContent(contentOptions).then(async (loaded) => {
              // A build's Markdown threads load the chain while the specs load (route data takes them).
              if (!ctx.incremental)
                await (
                  await import('../content/markdown/markdown-options.ts')
                ).prestartMarkdownThreads(loaded.docs);
              return loaded;
            })
          : reparsePages(s.content, ctx.plan.pages, contentOptions),
        // A spec loads while the worker validates it: `validated` is awaited before route data is done.
        allSettled(
          config.openapi.map((source, i) =>
            isNew(s, ctx, 'loaded') || ctx.plan.specs.has(source.spec)
              ? loadSpec(s.cache, root, source)
              : { api: s.apis[i], validated: Promise.resolve() },
          ),
        ),
      ]);
      for (const [i, spec] of specs.entries())
        if (spec.api !== s.apis?.[i]) for (const warning of spec.api.warnings) ctx.warnings.add(warning);
      const highlighter = ctx.prev?.highlighter ?? lazyHighlighter();
      return { content, specs, apis: specs.map((spec) => spec.api), highlighter };
    },
  },
  {
    name: 'routes',
    reads: ['content', 'apis'],
    writes: ['table', 'structure', 'structural', 'edited'],
    run(s, ctx) {
      const { config } = s.loaded;
      const table = createRoutes({
        ...s.content,
        apis: s.apis,
        contentDir: config.contentDir,
        sidebarCollapsed: config.docs.sidebarCollapsed,
        // A site's own generated home shows its title and tagline, as a Docusaurus home does.
        ...(s.content.generatedHome ? {} : { home: { title: config.title, description: config.tagline } }),
      });
      // A navbar `docSidebar` item naming no sidebar stops the build here, before any page renders.
      sidebarLinks(s.loaded, table, s.content.sidebars?.file);
      const structure = structureOf(table);
      const structural =
        !ctx.prev ||
        isNew(s, ctx, 'loaded') ||
        ctx.plan.content ||
        ctx.plan.specs.size > 0 ||
        structure !== ctx.prev.structure;
      const edited = structural
        ? table.pages
        : table.pages.filter((p) => p.kind === 'doc' && ctx.plan.pages.has(p.doc.relPath));
      return { table, structure, structural, edited };
    },
  },
  {
    // esbuild (its own process) compiles the templates and the browser assets while this thread
    // works on the content: they depend on the config, the templates and the static files only
    // (and on whether a page has a diagram). The bundle hashes the logo and favicon.
    name: 'bundle client',
    reads: ['loaded', 'content'],
    writes: ['mermaid', 'templates', 'assets'],
    background: true,
    watches: (plan) => plan.templates || plan.static,
    async run(s, ctx) {
      const { config, root } = s.loaded;
      const mermaid = usesMermaid(s.content.docs);
      const configured = isNew(s, ctx, 'loaded');
      const rebundle = configured || ctx.plan.templates || ctx.plan.static || mermaid !== s.mermaid;
      if (!rebundle) return { mermaid };
      const [templates, assets] = await allSettled([
        configured || ctx.plan.templates ? cachedTemplates(s.cache, s.templatesDir) : s.templates,
        cachedAssets(s.cache, {
          config,
          root,
          templatesDir: s.templatesDir,
          mermaid,
          versions: Boolean(s.loaded.docsVersion),
        }),
      ]);
      return { mermaid, templates, assets };
    },
  },
  {
    // The code samples, the example check and the Try-it consoles depend on the specs alone: the
    // OpenAPI worker makes them (generating, highlighting, Ajv compiling, esbuild bundling) while
    // this thread makes the pages' data. Examples are checked for new or changed specs only.
    name: 'spec work',
    reads: ['edited'],
    writes: ['work', 'schemas'],
    async run(s, ctx) {
      // Without specs there is nothing to plan: the code-sample generator is not even loaded.
      if (s.apis.length === 0) {
        const work = {
          specs: [],
          operations: [],
          consoles: [],
          corsProxy: s.loaded.config.apiConsole.corsProxy,
        };
        return { work, schemas: await specWork(s.cache, s.apis, work) };
      }
      const { schemaWorkFor } = await import('../openapi/outputs/plan-spec-work.ts');
      const checked = new Set(
        ctx.prev && !isNew(s, ctx, 'loaded') ? ctx.plan.specs : s.apis.map((a) => a.file),
      );
      const work = schemaWorkFor(s.apis, s.loaded.config, {
        pages: s.edited,
        check: (api) => checked.has(api.file),
      });
      return { work, schemas: await specWork(s.cache, s.apis, work) };
    },
  },
  {
    name: 'route data',
    reads: ['edited'],
    writes: ['markdown', 'made', 'routeData', 'links', 'assetRefs', 'descriptionCopies', 'sharedSchemas'],
    async run(s, ctx) {
      const { config, root } = s.loaded;
      // The Markdown chain itself loads with the first page not in the build cache: on Markdown
      // threads when a build has many pages to render.
      const { siteMarkdownRenderer, markdownOptions } =
        await import('../content/markdown/markdown-options.ts');
      const { memoRenderer } = await import('../content/markdown/memo-renderer.ts');
      const outside = s.loaded.outsideLinks;
      const options = {
        ...markdownOptions(config, s.content.docs, root, s.table.sidebar),
        ...(outside
          ? { outside: { baseUrl: outside.baseUrl, prefix: outside.prefix, folders: outside.folders } }
          : {}),
      };
      const renderer = await siteMarkdownRenderer(options, s.highlighter, s.content.docs, !ctx.incremental);
      // Through the build cache; dev also remembers each render for the session.
      const cached = () => cachedMarkdown(renderer.render, s.cache, options);
      const markdown = ctx.incremental ? memoRenderer(options, cached, s.markdown) : { render: cached() };
      // The specs finish validating in the worker meanwhile; an invalid one's error wins.
      const data = await afterValidation(s.specs, () =>
        cachedRouteData(
          s.cache,
          {
            table: s.table,
            pages: s.edited,
            consoles: new Set(s.work.consoles.map((page) => page.route)),
            config,
            renderMarkdown: markdown.render,
            highlighter: s.highlighter,
            root,
            progress: (done, total) => ctx.progress('route data', done, total),
            apiChanges: cachedApiChanges(s.cache),
            markdownElsewhere: renderer.elsewhere,
          },
          { root, structure: s.structure, docsVersion: s.loaded.docsVersion, markdown: options },
        ),
      ).finally(renderer.close);
      for (const warning of data.warnings) ctx.warnings.add(warning);
      const keep = !s.structural && ctx.prev;
      const routeData = new Map(keep ? ctx.prev!.routeData : []);
      const links = new Map(keep ? ctx.prev!.links : []);
      for (const route of data.routes) {
        routeData.set(route.route, route);
        links.set(route.route, []);
      }
      for (const link of data.links) links.get(link.from)?.push(link);
      return {
        markdown,
        made: data.routes,
        routeData,
        links,
        assetRefs: dedupe([...(keep ? ctx.prev!.assetRefs : []), ...data.assets]),
        descriptionCopies: new Map([...(keep ? ctx.prev!.descriptionCopies : []), ...data.descriptionCopies]),
        sharedSchemas: new Map([...(keep ? ctx.prev!.sharedSchemas : []), ...data.sharedSchemas]),
      };
    },
  },
  {
    // The index reads the pages' text, which holds no code samples: it need not wait for them.
    // After an edit that changes no other page, dev rebuilds it later (refreshSearchIndex), so
    // the reload does not wait on it.
    name: 'search index',
    reads: ['routeData'],
    writes: ['search', 'searchStale'],
    async run(s, ctx) {
      if (ctx.prev && !s.structural) return { searchStale: true };
      const search = await cachedSearchIndex(s.cache, {
        routes: [...s.routeData.values()],
        config: s.loaded.config,
      });
      return { search, searchStale: false };
    },
  },
  {
    // Made in the OpenAPI worker while the pages' data was made; what it had not got to is made
    // here (see SampleFeed).
    name: 'code samples',
    reads: ['made'],
    writes: ['routes', 'routeData'],
    async run(s) {
      // No operation page was made (no specs, or a dev edit of doc pages): nothing to add.
      if (s.work.operations.length === 0) return { routes: s.made, routeData: s.routeData };
      const { withCodeSamples } = await import('../openapi/outputs/plan-spec-work.ts');
      // Samples from the build cache are all there: the generator is loaded only to make some.
      const samples = await s.schemas.samples.all(
        madeBefore(s.schemas)
          ? () => {
              throw new Error('The cached spec work has no code samples for an operation.');
            }
          : (await import('../openapi/outputs/sample-maker.ts')).sampleMaker(s.work, await s.highlighter()),
      );
      const routes = withCodeSamples(s.made, samples);
      const routeData = new Map(s.routeData);
      for (const [i, route] of routes.entries()) {
        routeData.set(route.route, route);
        if (route !== s.made[i]) derivedRouteHash(route, s.made[i], samples.get(route.route));
      }
      return { routes, routeData };
    },
  },
  {
    // Every page shows the sidebar and links the hashed assets: a change to either writes every
    // page again. The search index's manifest has a fixed URL, so the index changes no page.
    name: 'render',
    reads: ['routes', 'templates', 'assets', 'search'],
    writes: ['renderAll'],
    async run(s, ctx) {
      const prev = ctx.prev;
      const renderAll =
        !prev || s.structural || s.assets !== prev.assets || s.search.manifestUrl !== prev.search.manifestUrl;
      const site = {
        config: {
          ...s.loaded.config,
          navbar: {
            ...s.loaded.config.navbar,
            items: sidebarLinks(s.loaded, s.table, s.content.sidebars?.file),
          },
        },
        sidebar: s.table.sidebar,
        sidebars: s.table.sidebars,
        assets: s.assets,
        searchIndex: s.search.manifestUrl,
        urls: siteUrls(
          s.loaded.config.baseUrl,
          s.loaded.docsVersion && { view: s.loaded.docsVersion, routes: new Set(s.routeData.keys()) },
        ),
        ...(s.loaded.docsVersion
          ? { docsVersion: withOwnMainDoc(s.loaded.docsVersion, s.routeData.keys(), s.table.sidebar) }
          : {}),
        ...(s.loaded.config.announcementBar
          ? {
              announcementHtml: await announcement(
                s.loaded.config.announcementBar.content,
                s.loaded.config.baseUrl,
                ctx.warnings,
              ),
            }
          : {}),
      };
      // Through the build cache (cached-writes.ts): the renderer loads with the first page not in it.
      let renderer: Promise<PageRenderer> | undefined;
      const pages = () =>
        (renderer ??= Promise.all([import('../render/page-files.ts'), s.templates.load()]).then(
          ([{ createPageRenderer }, templates]) =>
            createPageRenderer(site, templates, s.descriptionCopies, s.sharedSchemas),
        ));
      const cache = s.cache;
      const key = cache && renderKey(site, s.templates, s.descriptionCopies, s.sharedSchemas);
      const writes = new CachedWrites(cache, ctx.output, key && cache.key('digests', key));
      const routes = renderAll ? [...s.routeData.values()] : s.routes;
      await ctx.output.begin({ pages: s.routeData.size, all: renderAll, cache });
      // Compressed copies kept apart: a page's text changes the index, never the assets.
      if (renderAll) for (const made of [s.assets.files, s.search.files]) await writes.writeMade(made);
      for (const [i, route] of routes.entries()) {
        await writes.write(key && cache.key('page', key, routeHash(route)), async () =>
          (await pages()).page(route),
        );
        ctx.progress('render', i + 1, routes.length);
      }
      if (renderAll)
        await writes.write(key && cache.key('site-files', key, routes.map(routeHash)), async () => ({
          own: (await pages()).shared(routes),
          common: [],
        }));
      writes.finish();
      return { renderAll };
    },
  },
  {
    // Checked in the OpenAPI worker meanwhile: the pages did not wait for it.
    name: 'check examples',
    reads: ['schemas'],
    writes: [],
    async run(s, ctx) {
      const problems = await s.schemas.examples;
      // Nothing to report (the usual case): the reporter and what it imports are not loaded.
      if (problems.every((found) => found.length === 0)) return {};
      const { reportExamples } = await import('../openapi/outputs/check-examples.ts');
      s.apis.forEach((api, i) =>
        reportExamples(problems[i], {
          ...api,
          policy: s.loaded.config.onInvalidExamples,
          warnings: ctx.warnings,
        }),
      );
      return {};
    },
  },
  {
    // Console modules change with the API pages, which change only when the structure does (and
    // then every page was edited); written with every page.
    name: 'console modules',
    reads: ['schemas', 'renderAll'],
    writes: ['consoles'],
    async run(s, ctx) {
      const consoles = s.structural || !ctx.prev ? await s.schemas.files : s.consoles;
      if (s.renderAll) await new CachedWrites(s.cache, ctx.output).writeMade(consoles);
      return { consoles };
    },
  },
  {
    name: 'collect files',
    reads: ['assetRefs', 'structural'],
    writes: ['copies', 'recopied'],
    watches: (plan) => plan.static || plan.specs.size > 0,
    async run(s, ctx) {
      const prev = ctx.prev;
      const recopy =
        !prev ||
        isNew(s, ctx, 'loaded') ||
        ctx.plan.static ||
        ctx.plan.specs.size > 0 ||
        s.structural ||
        s.assetRefs.some((a) => !prev.assetRefs.some((b) => b.from === a.from));
      if (!recopy) return {};
      const { config, root } = s.loaded;
      const copies = await collectCopies({
        root,
        staticDir: config.staticDir,
        apis: s.apis,
        assets: s.assetRefs,
      });
      return { copies, recopied: true };
    },
  },
  {
    name: 'check links',
    reads: ['links', 'copies'],
    writes: [],
    run(s, ctx) {
      const root = s.loaded.root;
      checkSiteLinks({
        links: [...s.links.values()].flat(),
        routes: s.routeData.values(),
        copies: s.copies,
        assets: s.assetRefs,
        assetExists: (from) => isFile(path.resolve(root, from)),
        policy: s.loaded.config,
        warnings: ctx.warnings,
      });
      return {};
    },
  },
  {
    name: 'write',
    reads: [],
    writes: [],
    watches: () => true,
    async run(s, ctx) {
      await ctx.output.finish(s.copies, s.recopied);
      return {};
    },
  },
];

/** Whether this run made `key` anew (always, without a previous state). */
function isNew(s: Readonly<State>, ctx: StageContext, key: keyof State): boolean {
  return !ctx.prev || s[key] !== ctx.prev[key];
}

/**
 * Runs `work` while the specs validate, then waits for them. An invalid spec's error wins over
 * whatever `work` tripped on: it is the cause, and it names the file and line.
 */
async function afterValidation<T>(specs: { validated: Promise<void> }[], work: () => Promise<T>): Promise<T> {
  const validated = Promise.all(specs.map((spec) => spec.validated));
  validated.catch(() => {}); // awaited below; this keeps Node from calling it unhandled meanwhile
  let result: T;
  try {
    result = await work();
  } catch (error) {
    await validated;
    throw error;
  }
  await validated;
  return result;
}

/** Re-reads edited pages; a page that has gone since (renamed, deleted) means a full reload. */
async function reparsePages(
  content: LoadedContent,
  pages: ReadonlySet<string>,
  options: LoadContentOptions,
): Promise<LoadedContent> {
  const { root, contentDir } = options;
  if (pages.size === 0) return content;
  const { loadContent, readText, toSourceDoc } = await import('../content/load-content.ts');
  const base = path.resolve(root, contentDir);
  if (
    [...pages].some(
      (rel) => !existsSync(path.join(base, rel)) || !content.docs.some((d) => d.relPath === rel),
    )
  )
    return loadContent(options);
  const docs = await Promise.all(
    content.docs.map(async (doc) =>
      pages.has(doc.relPath)
        ? toSourceDoc(
            await readText(path.join(base, doc.relPath), doc.file),
            doc.file,
            doc.relPath,
            content.routeBasePath,
          )
        : doc,
    ),
  );
  return { ...content, docs };
}

/** The navbar's items, `docSidebar` ones as links to their sidebar's first page (the same items when none). */
function sidebarLinks(
  loaded: { config: ResolvedConfig; file?: string },
  table: RouteTable,
  sidebarsFile: string | undefined,
): ShownNavbarItem[] {
  return resolveSidebarLinks(loaded.config.navbar.items, table.sidebars, {
    config: loaded.file && path.relative(process.cwd(), loaded.file),
    sidebars: sidebarsFile,
  });
}

/** Everything about the route table that other pages show: routes, sidebar, card texts. */
function structureOf(table: RouteTable): string {
  return JSON.stringify({
    sidebars: table.sidebars,
    pages: table.pages.map((p) =>
      p.kind === 'doc' ? [p.route, p.doc.title, p.doc.description ?? ''] : p.route,
    ),
  });
}

function dedupe(refs: AssetRef[]): AssetRef[] {
  return [...new Map(refs.map((r) => [`${r.from}\0${r.url}`, r])).values()];
}

/** The announcement bar's HTML; what it leaves out is a warning. */
async function announcement(content: string, baseUrl: string, warnings: Warnings): Promise<string> {
  const { announcementHtml } = await import('../render/announcement-html.ts');
  const made = announcementHtml(content, baseUrl);
  for (const warning of made.warnings) warnings.add(warning);
  return made.html;
}

// `docgen build`: the site pipeline's stages in order, each named and timed:
// load config → load content (markdown, openapi) → routes → pages (each page's route data, then
// at once its render: HTML, navigation JSON, Markdown copy) → search index → site files (sitemap,
// llms.txt, not-found page) → console modules → collect files → check links → write.
// `docgen dev` runs the same stage functions (src/dev/site-state.ts), each only when a change
// affects it. Output files (with .gz/.br siblings) stream into a staging folder as they are made
// and replace the old output only at the end.
import path from 'node:path';
import { loadConfig } from '../config/load-config.ts';
import { loadContent } from '../content/load-docs.ts';
import { createHighlighter } from '../content/markdown/highlighter.ts';
import { createMarkdownRenderer, markdownOptions } from '../content/markdown/processor.ts';
import { checkExamples } from '../content/openapi/check-examples.ts';
import { startOpenApiLoad } from '../content/openapi/load-openapi.ts';
import { forgetSpecSchemas } from '../content/openapi/spec-schemas.ts';
import { DocgenError } from '../errors.ts';
import { Warnings } from '../warnings.ts';
import { bundleAssets } from '../bundle/bundle-assets.ts';
import { bundleConsoleModules, consoleSources } from '../bundle/console-modules.ts';
import { usesMermaid } from '../content/markdown/mermaid.ts';
import { buildSearchIndex, searchManifestUrl } from '../search/build-search-index.ts';
import { loadTemplates, templatesDirFor, type Templates } from '../render/load-templates.ts';
import { createPageRenderer, type PageRenderer } from '../render/page-files.ts';
import { checkSiteLinks } from '../routes/check-links.ts';
import { createRoutes } from '../routes/create-routes.ts';
import { buildRouteData, consoleEntries } from '../routes/route-data.ts';
import type { SiteData } from '../types.ts';
import { collectCopies, isFile } from '../write/collect-copies.ts';
import { assertOutDirSafe } from '../write/out-dir-guard.ts';
import { writerThreads } from '../write/write-pool.ts';
import { StagedOutput } from '../write/write-site.ts';

export interface BuildOptions {
  /** Site root (holds docgen.config.ts). Defaults to the current folder. */
  root?: string;
  config?: string;
  outDir?: string;
  /** Called after each stage with its name and duration. */
  onStage?: (name: string, ms: number) => void;
  /** Collects what the build could not render as written; the CLI prints them. */
  warnings?: Warnings;
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
  const warnings = options.warnings ?? new Warnings();
  const task = async <T>(name: string, run: () => T | Promise<T>): Promise<T> => {
    const t = performance.now();
    const result = await run();
    options.onStage?.(name, performance.now() - t);
    return result;
  };

  const {
    config,
    root,
    file: configFile,
  } = await task('load config', () => loadConfig(path.resolve(options.root ?? '.'), options.config));
  const outDir = path.resolve(root, options.outDir ?? config.outDir);
  assertOutDirSafe(outDir, { root, config, configFile });

  const [content, specs, highlighter] = await task('load content', () =>
    Promise.all([
      loadContent({ root, contentDir: config.contentDir, routeBasePath: config.docs.routeBasePath }),
      Promise.all(config.openapi.map((source) => startOpenApiLoad(root, source))),
      createHighlighter(),
    ]),
  );
  const apis = specs.map((spec) => spec.api);
  for (const api of apis) for (const warning of api.warnings) warnings.add(warning);
  const examples = Promise.all(
    apis.map((api) =>
      checkExamples({
        file: api.file,
        lineOf: api.lineOf,
        document: api.document,
        policy: config.onInvalidExamples,
        warnings,
      }),
    ),
  );
  examples.catch(() => {}); // reported where it is awaited, with the specs' validation
  const table = await task('routes', () => createRoutes({ ...content, apis, contentDir: config.contentDir }));

  const renderMarkdown = createMarkdownRenderer(markdownOptions(config, content.docs, root), highlighter);
  // esbuild (its own process) compiles the templates and the browser assets while this thread
  // works on the content; they depend on config and templates only. The catch marks the
  // rejection handled until the first page's render reports it.
  const templatesDir = templatesDirFor(root, config.templatesDir);
  const bundling = Promise.all([
    loadTemplates(templatesDir),
    bundleAssets({
      config,
      root,
      templatesDir,
      extraCss: highlighter.css(),
      mermaid: usesMermaid(content.docs),
    }),
  ]);
  bundling.catch(() => {});

  // The Try-it consoles depend on the specs alone: esbuild bundles their modules in its own
  // process while this thread makes the pages.
  const consoles = await task('consoles', () => consoleEntries(table, config));
  const consoleBundle = bundleConsoleModules(consoleSources(consoles));
  consoleBundle.catch(() => {}); // awaited below

  // Files go to a staging folder as they are made; any error below drops it, old output intact.
  const out = await StagedOutput.open(outDir, {
    compress: true,
    threads: writerThreadsFor(table.pages.length),
  });
  let pageCount: number;
  try {
    // Each page is rendered and written as soon as its data is ready: its compressed copies are
    // made on the writer threads while this thread computes the next pages. The search index
    // (every page's text) comes after; the pages name its manifest by a URL known now.
    let ready: Promise<{ site: SiteData; templates: Templates }> | undefined;
    const siteReady = () =>
      (ready ??= bundling.then(async ([templates, assets]) => {
        for (const file of assets.files) await out.write(file);
        const site: SiteData = {
          config,
          sidebar: table.sidebar,
          assets,
          searchIndex: searchManifestUrl(config),
        };
        return { site, templates };
      }));
    let pages: PageRenderer | undefined;
    // The specs finish validating in a worker meanwhile; nothing is committed unless they pass.
    const data = await task('pages', () =>
      afterValidation(specs, () =>
        buildRouteData({
          table,
          config,
          renderMarkdown,
          highlighter,
          root,
          consoles,
          onPage: async (route, descriptionCopies) => {
            const { site, templates } = await siteReady();
            pages ??= createPageRenderer(site, templates, descriptionCopies);
            for (const file of pages.page(route)) await out.write(file);
          },
        }),
      ),
    );
    await task('check examples', () => examples);
    for (const api of apis) forgetSpecSchemas(api.document); // the console's sources have the validators
    for (const warning of data.warnings) warnings.add(warning);
    pageCount = data.routes.length;
    const { site, templates } = await siteReady();
    pages ??= createPageRenderer(site, templates, data.descriptionCopies);
    await task('search index', async () => {
      for (const file of buildSearchIndex({ routes: data.routes, config }).files) await out.write(file);
    });
    await task('site files', async () => {
      for (const file of pages!.shared(data.routes)) await out.write(file);
    });
    await task('console modules', async () => {
      for (const file of await consoleBundle) await out.write(file);
    });
    const copies = await task('collect files', () =>
      collectCopies({ root, staticDir: config.staticDir, apis, assets: data.assets }),
    );
    await task('check links', () =>
      checkSiteLinks({
        links: data.links,
        routes: data.routes,
        copies,
        assets: data.assets,
        assetExists: (from) => isFile(path.resolve(root, from)),
        policy: config,
        warnings,
      }),
    );
    await task('write', async () => {
      for (const copy of copies) await out.copy(copy);
      await out.commit();
    });
  } catch (error) {
    await out.abort();
    throw error;
  }
  return {
    outDir,
    pages: pageCount,
    bytes: out.bytes,
    ms: performance.now() - started,
    warnings: warnings.list,
  };
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

// `docgen build`: the site pipeline's stages in order, each named and timed:
// load config → load content (markdown, openapi) → routes → route data → search index →
// code samples → bundle client → render (pages, navigation JSON, Markdown copies, sitemap,
// llms.txt) → check examples → console modules → collect files → check links → write. The specs'
// validation and the work that depends on the specs alone (code samples, the example check, the
// Try-it console modules) run in a worker thread meanwhile; the stages that need their results
// wait for them.
// `docgen dev` runs the same stage functions (src/dev/site-state.ts), each only when a change
// affects it. Output files (with .gz/.br siblings) stream into a staging folder as they are made
// and replace the old output only at the end.
import path from 'node:path';
import { loadConfig } from '../config/load-config.ts';
import { loadContent } from '../content/load-docs.ts';
import { createHighlighter } from '../content/markdown/highlighter.ts';
import { createMarkdownRenderer, markdownOptions } from '../content/markdown/processor.ts';
import { reportExamples } from '../openapi/outputs/check-examples.ts';
import { startOpenApiLoad } from '../openapi/load/load-openapi.ts';
import { schemaWorkInBackground } from '../openapi/outputs/spec-work-in-worker.ts';
import { DocgenError } from '../errors.ts';
import { Warnings } from '../warnings.ts';
import { bundleAssets } from '../bundle/bundle-assets.ts';
import { usesMermaid } from '../content/markdown/mermaid.ts';
import { buildSearchIndex } from '../search/build-search-index.ts';
import { loadTemplates, templatesDirFor } from '../render/load-templates.ts';
import { createPageRenderer } from '../render/page-files.ts';
import { checkSiteLinks } from '../routes/check-links.ts';
import { createRoutes } from '../routes/create-routes.ts';
import { buildRouteData } from '../routes/route-data.ts';
import { sampleMaker, schemaWorkFor, withCodeSamples } from '../openapi/outputs/plan-spec-work.ts';
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
  const table = await task('routes', () => createRoutes({ ...content, apis, contentDir: config.contentDir }));

  const renderMarkdown = createMarkdownRenderer(markdownOptions(config, content.docs, root), highlighter);
  // esbuild (its own process) compiles the templates and the browser assets while this thread
  // works on the content; they depend on config and templates only. The catch marks the
  // rejection handled until the await below reports it.
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

  // The code samples, the example check and the Try-it consoles depend on the specs alone: the
  // OpenAPI worker makes them (generating, highlighting, Ajv compiling, esbuild bundling) while
  // this thread makes the pages' data.
  const work = schemaWorkFor(apis, config, { pages: table.pages });
  const schemas = schemaWorkInBackground(work);

  // The specs finish validating in the worker meanwhile; nothing is written before they pass.
  const data = await task('route data', () =>
    afterValidation(specs, () =>
      buildRouteData({
        table,
        config,
        renderMarkdown,
        highlighter,
        root,
        consoles: new Set(work.consoles.map((page) => page.route)),
      }),
    ),
  );
  // The search index reads the pages' text, which holds no code samples: it need not wait for them.
  const search = await task('search index', () => buildSearchIndex({ routes: data.routes, config }));
  const routes = await task('code samples', async () =>
    withCodeSamples(data.routes, await schemas.samples.all(sampleMaker(work, highlighter))),
  );
  const [templates, assets] = await task('bundle client', () => bundling);
  const site: SiteData = { config, sidebar: table.sidebar, assets, searchIndex: search.manifestUrl };

  // Files go to a staging folder as they are made; any error below drops it, old output intact.
  const out = await StagedOutput.open(outDir, {
    compress: true,
    threads: writerThreadsFor(data.routes.length),
  });
  try {
    const pages = createPageRenderer(site, templates, data.descriptionCopies, data.sharedSchemas);
    await task('render', async () => {
      for (const file of [...assets.files, ...search.files]) await out.write(file);
      for (const route of routes) for (const file of pages.page(route)) await out.write(file);
      for (const file of pages.shared(routes)) await out.write(file);
    });
    // Checked and bundled in the OpenAPI worker meanwhile: the pages did not wait for them.
    const problems = await task('check examples', () => schemas.examples);
    apis.forEach((api, i) =>
      reportExamples(problems[i], { ...api, policy: config.onInvalidExamples, warnings }),
    );
    for (const warning of data.warnings) warnings.add(warning);
    await task('console modules', async () => {
      for (const file of await schemas.files) await out.write(file);
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
    pages: data.routes.length,
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

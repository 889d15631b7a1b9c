// `docgen build`: a list of named, timed stages.
// load config → load content (markdown, openapi) → routes → route data → bundle client →
// render → check links → md, sitemap (Markdown copies, sitemap.xml, robots.txt, llms.txt) →
// write. Output files (with .gz/.br siblings) stream into a staging folder as they are made and
// replace the old output only at the end.
import { statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config/load-config.ts';
import { loadContent } from '../content/load-docs.ts';
import { createHighlighter } from '../content/markdown/highlighter.ts';
import { createMarkdownRenderer } from '../content/markdown/processor.ts';
import { startOpenApiLoad } from '../content/openapi/load-openapi.ts';
import { DocgenError } from '../errors.ts';
import { Warnings } from '../warnings.ts';
import { bundleAssets } from '../bundle/bundle-assets.ts';
import { buildSearchIndex } from '../search/build-search-index.ts';
import { loadTemplates, templatesDirFor } from '../render/load-templates.ts';
import { renderRoute, renderSidebarFragment, SIDEBAR_FRAGMENT_PATH, type RenderedRoute } from '../render/render-route.tsx';
import { checkLinks } from '../routes/check-links.ts';
import { createRoutes } from '../routes/create-routes.ts';
import { buildRouteData } from '../routes/route-data.ts';
import type { NotFoundRoute, SiteData } from '../types.ts';
import { htmlPathFor, jsonPathFor, panelsPathFor } from '../write/output-paths.ts';
import { productionFiles } from '../write/production-files.ts';
import { StagedOutput, type CopiedFile } from '../write/write-site.ts';

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

  const { config, root } = await task('load config', () => loadConfig(path.resolve(options.root ?? '.'), options.config));
  const outDir = path.resolve(root, options.outDir ?? config.outDir);
  const contentDir = path.resolve(root, config.contentDir);
  assertOutDirSafe(root, outDir, contentDir);

  const [content, specs, highlighter] = await task('load content', () =>
    Promise.all([loadContent({ root, contentDir: config.contentDir, routeBasePath: config.docs.routeBasePath }), Promise.all(config.openapi.map((source) => startOpenApiLoad(root, source))), createHighlighter()]),
  );
  const apis = specs.map((spec) => spec.api);
  const table = await task('routes', () => createRoutes({ ...content, apis, contentDir: config.contentDir }));

  const renderMarkdown = createMarkdownRenderer(
    { routeByFile: new Map(content.docs.map((d) => [d.relPath, d.route])), baseUrl: config.baseUrl, contentDir: config.contentDir, staticDir: config.staticDir, islands: Object.keys(config.islands), origin: config.url, docs: content.docs, componentFiles: { root, files: config.components } },
    highlighter,
  );
  // esbuild (its own process) compiles the templates and the browser assets while this thread
  // works on the content; they depend on config and templates only. The catch marks the
  // rejection handled until the await below reports it.
  const templatesDir = templatesDirFor(root, config.templatesDir);
  const bundling = Promise.all([loadTemplates(templatesDir), bundleAssets({ config, root, templatesDir, extraCss: highlighter.css() })]);
  bundling.catch(() => {});

  // The specs finish validating in a worker meanwhile; nothing is written before they pass.
  const data = await task('route data', () => afterValidation(specs, () => buildRouteData({ table, config, renderMarkdown, highlighter })));
  const search = await task('search index', () => buildSearchIndex({ routes: data.routes, config }));
  const [templates, assets] = await task('bundle client', () => bundling);
  const site: SiteData = { config, sidebar: table.sidebar, assets, searchIndex: search.manifestUrl };

  // Files go to a staging folder as they are made; any error below drops it, old output intact.
  const out = await StagedOutput.open(outDir, { compress: true });
  try {
    const anchors = new Map<string, Set<string>>();
    await task('render', async () => {
      for (const file of [...assets.files, ...search.files]) await out.write(file);
      for (const route of data.routes) {
        const rendered = renderRoute(route, site, templates);
        await out.write({ path: htmlPathFor(route.route), contents: rendered.html });
        await out.write({ path: jsonPathFor(route.route), contents: JSON.stringify(rendered.json) });
        if (rendered.panels) await out.write({ path: panelsPathFor(route.route), contents: JSON.stringify(rendered.panels) });
        anchors.set(route.route, anchorsOf(rendered));
      }
      await out.write({ path: '404.html', contents: renderRoute(NOT_FOUND_ROUTE, site, templates).html });
      await out.write({ path: SIDEBAR_FRAGMENT_PATH, contents: JSON.stringify({ html: renderSidebarFragment(site, templates) }) });
    });

    const copies = await task('collect files', () => collectCopies(root, config.staticDir, apis, data.assets));
    await task('check links', () =>
      checkLinks({
        links: data.links,
        anchors,
        files: new Set(copies.map((c) => `/${c.path}`)),
        existingAssets: new Set(data.assets.filter((a) => isFile(path.resolve(root, a.from))).map((a) => a.from)),
        policy: config,
        warnings,
      }),
    );
    await task('md, sitemap', async () => {
      for (const file of productionFiles(data.routes, site, data.descriptionCopies)) await out.write(file);
    });
    await task('write', async () => {
      for (const copy of copies) await out.copy(copy);
      await out.commit();
    });
  } catch (error) {
    await out.abort();
    throw error;
  }
  const bytes = out.bytes;
  return { outDir, pages: data.routes.length, bytes, ms: performance.now() - started, warnings: warnings.list };
}

// The helpers below are exported for `docgen dev`, which re-runs single stages on a change.

export const NOT_FOUND_ROUTE: NotFoundRoute = { kind: 'not-found', route: '/404', title: 'Page not found', source: '(generated)', toc: [], hideToc: true, breadcrumbs: [] };

/** Ids on a rendered page body: the targets `#anchor` links may point at. */
export function anchorsOf(rendered: RenderedRoute): Set<string> {
  const bodies = [rendered.json.main, ...Object.values(rendered.panels ?? {})];
  return new Set(bodies.flatMap((html) => [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => unescapeHtml(m[1]))));
}

/**
 * Runs `work` while the specs validate, then waits for them. An invalid spec's error wins over
 * whatever `work` tripped on: it is the cause, and it names the file and line.
 */
async function afterValidation<T>(specs: { validated: Promise<void> }[], work: () => Promise<T>): Promise<T> {
  const validated = Promise.all(specs.map((spec) => spec.validated));
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

/** Building into the content folder would feed the output back in as content on the next build. */
function assertOutDirSafe(root: string, outDir: string, contentDir: string): void {
  const inside = (child: string, parent: string) => child === parent || child.startsWith(parent + path.sep);
  if (inside(outDir, contentDir)) {
    throw new DocgenError(`The output folder (${path.relative(root, outDir)}) is inside the content folder (${path.relative(root, contentDir)}).`, { pointer: 'outDir', hint: 'Set `outDir` in docgen.config.ts (or --out) to a folder outside the content folder, e.g. "build".' });
  }
  if (inside(contentDir, outDir) || outDir === root || inside(root, outDir)) {
    throw new DocgenError(`The output folder (${outDir}) would replace the site's own files.`, { pointer: 'outDir', hint: 'Choose an output folder of its own, e.g. "build".' });
  }
}

export async function collectCopies(root: string, staticDir: string, apis: { file: string; route: string }[], assets: { from: string; url: string }[]): Promise<CopiedFile[]> {
  const copies: CopiedFile[] = [];
  const walk = async (dir: string, rel: string) => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const child = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(child, `${rel}${entry.name}/`);
      else copies.push({ from: child, path: `${rel}${entry.name}` });
    }
  };
  await walk(path.resolve(root, staticDir), '');
  for (const api of apis) copies.push({ from: path.resolve(root, api.file), path: `${api.route.slice(1)}/${path.basename(api.file)}` });
  for (const asset of assets) {
    if (!asset.from.startsWith(staticDir + '/') && isFile(path.resolve(root, asset.from))) copies.push({ from: path.resolve(root, asset.from), path: asset.url.slice(1) });
  }
  return copies;
}

/** An image must be a file: `![](#x)` or `![](./)` resolves to a folder, which is not an asset. */
export function isFile(file: string): boolean {
  return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}

function unescapeHtml(text: string): string {
  return text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}


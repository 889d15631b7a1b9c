// One dev rebuild: the stage functions `docgen build` runs (config → content → routes → route
// data → code samples → search index → bundle → render → collect files → check links; the
// OpenAPI worker's part as in the build), each re-run only when the plan says its input
// changed, so dev serves the same files a build writes.
// The previous state is never modified: a failed rebuild leaves it, and the pages on disk,
// exactly as they were.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { bundleAssets } from '../bundle/bundle-assets.ts';
import { usesMermaid } from '../content/markdown/mermaid.ts';
import { loadConfig, type LoadedConfig } from '../config/load-config.ts';
import { loadContent, readText, toSourceDoc, type LoadedContent } from '../content/load-docs.ts';
import type { Highlighter } from '../content/markdown/highlighter.ts';
import { loadOpenApi, type LoadedApi } from '../openapi/load/load-openapi.ts';
import { loadTemplates, templatesDirFor, type Templates } from '../render/load-templates.ts';
import { createPageRenderer } from '../render/page-files.ts';
import type { SharedSchemaView } from '../openapi/views/types.ts';
import { checkSiteLinks } from '../routes/check-links.ts';
import { createRoutes, type RouteTable } from '../routes/create-routes.ts';
import { buildRouteData, type AssetRef, type SourcedLink } from '../routes/route-data.ts';
import { sampleMaker, schemaWorkFor, withCodeSamples } from '../openapi/outputs/plan-spec-work.ts';
import { buildSearchIndex, type SearchIndexOutput } from '../search/build-search-index.ts';
import type { AssetManifest, CopiedFile, OutputFile, RouteData, SiteData } from '../types.ts';
import { collectCopies, isFile } from '../write/collect-copies.ts';
import type { RebuildPlan } from './classify-change.ts';
import { markdownOptions } from '../content/markdown/processor.ts';
import { reportExamples } from '../openapi/outputs/check-examples.ts';
import { schemaWorkInBackground } from '../openapi/outputs/spec-work-in-worker.ts';
import type { DocgenError } from '../errors.ts';
import { Warnings } from '../warnings.ts';
import { memoRenderer, type MemoRenderer } from './memo-markdown.ts';

export interface SiteState {
  loaded: LoadedConfig;
  templatesDir: string;
  content: LoadedContent;
  apis: LoadedApi[];
  table: RouteTable;
  /** Sidebar, routes and card texts: when this is unchanged, an edit affects its own page only. */
  structure: string;
  markdown: MemoRenderer;
  routeData: Map<string, RouteData>;
  links: Map<string, SourcedLink[]>;
  assetRefs: AssetRef[];
  /** Spec descriptions' HTML → their Markdown source, for the API pages' Markdown copies. */
  descriptionCopies: Map<string, string>;
  /** The shared components' views (API pages link to them), kept like the description copies. */
  sharedSchemas: Map<string, SharedSchemaView>;
  /** The operation pages' Try-it modules and their shared chunks. */
  consoles: OutputFile[];
  templates: Templates;
  /** Rebuilt with the structure; after a single-page edit, `refreshSearch` brings it up to date. */
  search: SearchIndexOutput;
  /** A page's text changed since the index was built (see `refreshSearch`). */
  searchStale: boolean;
  assets: AssetManifest;
  /** Some page has a mermaid diagram (its island is in the bundle). */
  mermaid: boolean;
  copies: CopiedFile[];
  /** Every output file by path, for full writes (the dev script is added as HTML is written). */
  outputs: Map<string, string | Uint8Array>;
}

export interface SiteUpdate {
  state: SiteState;
  /** Routes whose page changed, or 'all'. */
  changed: string[] | 'all';
  /** What this rebuild could not render as written (printed by `docgen dev`). */
  warnings: DocgenError[];
  /** 'all': write `state.outputs` and copies afresh; otherwise just these files. */
  write: 'all' | OutputFile[];
}

export interface UpdateContext {
  root: string;
  configFile?: string;
  highlighter: Highlighter;
}

export async function updateSite(
  prev: SiteState | undefined,
  plan: RebuildPlan,
  ctx: UpdateContext,
): Promise<SiteUpdate> {
  const everything = !prev || plan.config;
  const loaded = everything ? await loadConfig(ctx.root, ctx.configFile) : prev.loaded;
  const { config, root } = loaded;
  const templatesDir = templatesDirFor(root, config.templatesDir);

  const content =
    everything || plan.content
      ? await loadContent({ root, contentDir: config.contentDir, routeBasePath: config.docs.routeBasePath })
      : await reparsePages(prev.content, plan.pages, root, config.contentDir);
  const apis = everything
    ? await Promise.all(config.openapi.map((source) => loadOpenApi(root, source)))
    : await Promise.all(
        prev.apis.map((api, i) => (plan.specs.has(api.file) ? loadOpenApi(root, config.openapi[i]) : api)),
      );
  const table = createRoutes({ ...content, apis, contentDir: config.contentDir });
  const structure = structureOf(table);
  const structural = everything || plan.content || plan.specs.size > 0 || structure !== prev.structure;

  const markdown = memoRenderer(markdownOptions(config, content.docs, root), ctx.highlighter, prev?.markdown);
  const edited = structural
    ? table.pages
    : table.pages.filter((p) => p.kind === 'doc' && plan.pages.has(p.doc.relPath));
  // The examples of new or edited specs; the samples and consoles of the edited pages (all of
  // them, or doc pages only).
  const work = schemaWorkFor(apis, config, {
    pages: edited,
    check: (api) => everything || plan.specs.has(api.file),
  });
  const schemas = schemaWorkInBackground(work);
  const data = await buildRouteData({
    table,
    pages: edited,
    consoles: new Set(work.consoles.map((page) => page.route)),
    config,
    renderMarkdown: markdown.render,
    highlighter: ctx.highlighter,
    root,
  });
  const routes = withCodeSamples(data.routes, await schemas.samples.all(sampleMaker(work, ctx.highlighter)));
  const warnings = new Warnings();
  const problems = await schemas.examples;
  apis.forEach((api, i) =>
    reportExamples(problems[i], { ...api, policy: config.onInvalidExamples, warnings }),
  );
  const routeData = new Map(structural ? [] : prev.routeData);
  const links = new Map(structural ? [] : prev.links);
  for (const route of routes) {
    routeData.set(route.route, route);
    links.set(route.route, []);
  }
  for (const link of data.links) links.get(link.from)?.push(link);
  const assetRefs = dedupe([...(structural ? [] : prev.assetRefs), ...data.assets]);
  const descriptionCopies = new Map([
    ...(structural ? [] : prev.descriptionCopies),
    ...data.descriptionCopies,
  ]);
  const sharedSchemas = new Map([...(structural ? [] : prev.sharedSchemas), ...data.sharedSchemas]);

  const templates = everything || plan.templates ? await loadTemplates(templatesDir) : prev.templates;
  const search = structural
    ? buildSearchIndex({ routes: [...routeData.values()], config, stableManifest: true })
    : prev.search;
  // The bundle hashes the logo and favicon (static files); everything else it holds comes from
  // templates and config.
  const mermaid = usesMermaid(content.docs);
  const rebundle = everything || plan.templates || plan.static || mermaid !== prev.mermaid;
  const assets = rebundle
    ? await bundleAssets({ config, root, templatesDir, extraCss: ctx.highlighter.css(), mermaid })
    : prev.assets;

  // Every page shows the sidebar, links the hashed assets and names the search index: a change
  // to any of them re-renders all.
  const renderAll = structural || rebundle || search.manifestUrl !== prev.search.manifestUrl;
  const site: SiteData = { config, sidebar: table.sidebar, assets, searchIndex: search.manifestUrl };
  // Console modules change with the API pages, which change only with a structural rebuild (and
  // then `edited` holds every page).
  const consoles = structural ? await schemas.files : prev.consoles;
  const pages = createPageRenderer(site, templates, descriptionCopies, sharedSchemas);
  const pageFiles = [...(renderAll ? routeData.values() : routes)].flatMap((route) => pages.page(route));
  if (renderAll) pageFiles.push(...pages.shared([...routeData.values()]), ...consoles);

  const newAssetRefs = !prev || assetRefs.some((a) => !prev.assetRefs.some((b) => b.from === a.from));
  const recopy = everything || plan.static || plan.specs.size > 0 || structural || newAssetRefs;
  const copies = recopy
    ? await collectCopies({ root, staticDir: config.staticDir, apis, assets: assetRefs })
    : prev.copies;
  checkSiteLinks({
    links: [...links.values()].flat(),
    routes: routeData.values(),
    copies,
    assets: assetRefs,
    assetExists: (from) => isFile(path.resolve(root, from)),
    policy: config,
    warnings,
  });

  const outputs = new Map(
    renderAll ? [...assets.files, ...search.files].map((f) => [f.path, f.contents]) : prev.outputs,
  );
  for (const file of pageFiles) outputs.set(file.path, file.contents);
  const state: SiteState = {
    loaded,
    templatesDir,
    content,
    apis,
    table,
    structure,
    markdown,
    routeData,
    links,
    assetRefs,
    descriptionCopies,
    sharedSchemas,
    consoles,
    templates,
    search,
    searchStale: !structural,
    assets,
    mermaid,
    copies,
    outputs,
  };
  const fullWrite = renderAll || recopy;
  return {
    state,
    changed: fullWrite ? 'all' : routes.map((r) => r.route),
    write: fullWrite ? 'all' : pageFiles,
    warnings: warnings.list,
  };
}

/**
 * Rebuilds the search index after single-page edits. It runs after the edit's reload, so the
 * reload does not wait on the whole index; the manifest URL stays the same (`stableManifest`).
 */
export function refreshSearch(state: SiteState): {
  state: SiteState;
  write: { path: string; contents: string }[];
} {
  const search = buildSearchIndex({
    routes: [...state.routeData.values()],
    config: state.loaded.config,
    stableManifest: true,
  });
  const outputs = new Map(state.outputs);
  for (const file of state.search.files) outputs.delete(file.path);
  for (const file of search.files) outputs.set(file.path, file.contents);
  return { state: { ...state, search, searchStale: false, outputs }, write: search.files };
}

/** Re-reads edited pages; a page that has gone since (renamed, deleted) means a full reload. */
async function reparsePages(
  content: LoadedContent,
  pages: ReadonlySet<string>,
  root: string,
  contentDir: string,
): Promise<LoadedContent> {
  if (pages.size === 0) return content;
  const base = path.resolve(root, contentDir);
  if (
    [...pages].some(
      (rel) => !existsSync(path.join(base, rel)) || !content.docs.some((d) => d.relPath === rel),
    )
  )
    return loadContent({ root, contentDir, routeBasePath: content.routeBasePath });
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

/** Everything about the route table that other pages show: routes, sidebar, card texts. */
function structureOf(table: RouteTable): string {
  return JSON.stringify({
    sidebar: table.sidebar,
    pages: table.pages.map((p) =>
      p.kind === 'doc' ? [p.route, p.doc.title, p.doc.description ?? ''] : p.route,
    ),
  });
}

function dedupe(refs: AssetRef[]): AssetRef[] {
  return [...new Map(refs.map((r) => [`${r.from}\0${r.url}`, r])).values()];
}

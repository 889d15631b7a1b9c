// The page-data stage: the route table → RouteData, everything a template reads, computed before
// rendering (body HTML, TOC, anchors, breadcrumbs, prev/next, cards). Each page's function
// returns its data with the links it holds (for the link check) and the files it references;
// Markdown is rendered by the content stage's renderer, API views by the OpenAPI views.
import type { ResolvedConfig } from '../config/schema.ts';
import type { Highlighter } from '../content/markdown/highlighter.ts';
import type { MarkdownRenderer } from '../content/markdown/processor.ts';
import { createDescriber, type Describer } from '../openapi/views/describe.ts';
import { toApiInfo, toApiOperation, toSharedSchemaViews } from '../openapi/views/to-views.ts';
import { createSharedSchemaRegistry, type SharedSchemaRegistry } from '../openapi/views/shared-schemas.ts';
import type { ApiChange, SharedSchemaView } from '../openapi/views/types.ts';
import type { LoadedApi } from '../openapi/load/load-openapi.ts';
import { infoToc } from '../openapi/views/view-toc.ts';
import { apiOperationToc } from '../openapi/views/operation-toc.ts';
import { hasCodeSamples } from '../openapi/views/own-samples.ts';
import { DocgenError, DocgenErrorList } from '../errors.ts';
import type { PageLink, RouteData } from '../types.ts';
import { mapLimited } from '../util/limit.ts';
import { editUrlFor, lastUpdates, type LastUpdate } from '../content/page-meta.ts';
import type { SourceDoc } from '../types.ts';
import type { PagePlan, RouteTable } from './create-routes.ts';
import { descriptionParts } from './description-links.ts';
import { breadcrumbsFor, cardsFor, prevNextFor, type PageSummary } from './navigation.ts';
import { pageSummaries } from './page-summaries.ts';
import { sidebarFor } from './page-sidebar.ts';
import { stylesheetPath } from '../content/markdown/html-embeds.ts';
import { withBase } from '../shared/output-layout.ts';
import { changelogPage } from '../openapi/views/changelog.ts';
import { versionMenu } from '../openapi/views/version-menu.ts';

export interface SourcedLink extends PageLink {
  source: string;
  /** The route of the page holding the link. */
  from: string;
}

/** A file a page references (site-root relative) and its public path. */
export interface AssetRef {
  from: string;
  url: string;
}

export interface RouteDataResult {
  routes: RouteData[];
  links: SourcedLink[];
  assets: AssetRef[];
  /** Each rendered spec description's HTML → its Markdown copy, for the API pages' copies. */
  descriptionCopies: Map<string, string>;
  /** What the API pages could not show as written (once per place in a spec). */
  warnings: DocgenError[];
  /** The large reused components the API pages link to, each shown in full once (by key). */
  sharedSchemas: Map<string, SharedSchemaView>;
}

export interface BuildRouteDataInput {
  table: RouteTable;
  /** The pages to make (default: all of the table's); navigation always reads the whole table. */
  pages?: PagePlan[];
  config: ResolvedConfig;
  renderMarkdown: MarkdownRenderer;
  highlighter: Highlighter;
  /** Site root, where `git log` runs for "Last updated" (default: the current folder). */
  root?: string;
  /** The routes of the operation pages with a Try-it console (`schemaWorkFor`); none if absent. */
  consoles?: ReadonlySet<string>;
  /** Told after each page's data is made: pages done of all (the CLI's progress display). */
  progress?: (done: number, total: number) => void;
  /** The changes between two versions of an API (`apiChanges` of their documents), if kept (the build cache). */
  apiChanges?: (older: LoadedApi, newer: LoadedApi) => Promise<ApiChange[]>;
  /**
   * `renderMarkdown` runs on other threads (render-pool.ts): every content page's render is
   * started at once, in page order, so the API pages made here meanwhile do not wait behind them.
   */
  markdownElsewhere?: boolean;
}

interface PageDataContext {
  table: RouteTable;
  consoles?: ReadonlySet<string>;
  summaries: ReadonlyMap<string, PageSummary>;
  config: ResolvedConfig;
  renderMarkdown: MarkdownRenderer;
  highlighter: Highlighter;
  describer: Describer;
  lastUpdates?: Map<string, LastUpdate>;
  warn: (warning: DocgenError) => void;
  shared: SharedSchemaRegistry;
  /** Every API of the site, for the version menus of versioned APIs. */
  apis: LoadedApi[];
  apiChanges?: BuildRouteDataInput['apiChanges'];
  /** The content pages' renders, started at once (`markdownElsewhere`), by route. */
  bodies?: Map<string, ReturnType<MarkdownRenderer>>;
  /** The page's place in the build (descriptions' warnings come in page order). */
  order: number;
}

type CommonData = Pick<
  RouteData,
  'route' | 'title' | 'description' | 'source' | 'breadcrumbs' | 'prev' | 'next' | 'sidebar'
>;

interface PageDataResult {
  route: RouteData;
  links: SourcedLink[];
  assets: AssetRef[];
}

export async function buildRouteData(input: BuildRouteDataInput): Promise<RouteDataResult> {
  const { table, config, renderMarkdown, highlighter } = input;
  const describer = createDescriber(renderMarkdown, config.docs.toc);
  const warnings = new Map<string, DocgenError>();
  const warn = (w: DocgenError) => void (warnings.has(w.format()) || warnings.set(w.format(), w));
  const ctx: PageDataContext = {
    table,
    consoles: input.consoles,
    summaries: pageSummaries(table.pages),
    config,
    renderMarkdown,
    highlighter,
    describer,
    warn,
    shared: createSharedSchemaRegistry(),
    apis: table.pages.flatMap((p) => (p.kind === 'api-info' ? [p.api] : [])),
    apiChanges: input.apiChanges,
    lastUpdates:
      config.docs.showLastUpdateTime || config.docs.showLastUpdateAuthor
        ? await lastUpdates(input.root ?? '.', config.contentDir, warn)
        : undefined,
    order: 0,
  };
  const plans = input.pages ?? table.pages;
  if (input.markdownElsewhere) {
    ctx.bodies = new Map();
    for (const page of plans) {
      if (page.kind !== 'doc') continue;
      const body = renderDoc(ctx, page.doc);
      body.catch(() => {}); // awaited with its page; one that fails after another page failed is moot
      ctx.bodies.set(page.route, body);
    }
  }
  // A few pages at a time: Markdown is CPU work, and starting every page at once would hold every
  // page's syntax trees in memory together (10,000 pages ran out of heap that way). Each page's
  // warnings are kept in page order, whichever page is done first.
  const pageWarnings = plans.map((): DocgenError[] => []);
  // With the Markdown elsewhere, the other pages are made first, here, while the content pages
  // render: a content page waiting for its render must not hold a place the API pages need.
  const order = plans.map((_, i) => i);
  if (ctx.bodies)
    order.sort((a, b) => Number(plans[a].kind === 'doc') - Number(plans[b].kind === 'doc') || a - b);
  const pages = new Array<PageDataResult>(plans.length);
  // A page docgen cannot make (an unknown component, MDX that does not parse…) does not stop the
  // others: every such page is reported at once, in page order (a site moved from Docusaurus
  // meets them all in its first build, not one a build). Anything else is a bug: it stops here.
  const failures = new Array<DocgenError | undefined>(plans.length);
  let done = 0;
  await mapLimited(order, 8, async (i) => {
    try {
      pages[i] = await pageData(plans[i], { ...ctx, order: i, warn: (w) => pageWarnings[i].push(w) });
    } catch (error) {
      if (!(error instanceof DocgenError)) throw error;
      failures[i] = error;
    }
    input.progress?.(++done, plans.length);
  });
  const failed = failures.filter((f): f is DocgenError => f !== undefined);
  if (failed.length === 1) throw failed[0];
  if (failed.length > 1)
    throw new DocgenErrorList(
      `${failed.length} pages cannot be built:`,
      oncePerPlace(failed.flatMap(errorsOf)),
    );
  for (const warning of pageWarnings.flat()) warn(warning);
  // The shared components' descriptions belong to no one page: their links are checked as the
  // spec overview's, where relative links resolve the same way.
  const described = new Map<LoadedApi, ReturnType<Describer['forPage']>>();
  const describedFor = (api: LoadedApi) => {
    let page = described.get(api);
    if (!page)
      described.set(api, (page = describer.forPage(api.infoRoute, api, plans.length + described.size)));
    return page;
  };
  const sharedSchemas = await toSharedSchemaViews(ctx.shared, {
    describeFor: (api) => describedFor(api).describe,
    warn,
  });
  const sharedLinks = [...described].flatMap(([api, page]) =>
    page.links.map((link) => ({ ...link, source: api.file, from: api.infoRoute })),
  );
  return {
    routes: pages.map((p) => p.route),
    links: [...pages.flatMap((p) => p.links), ...sharedLinks],
    assets: pages.flatMap((p) => p.assets),
    descriptionCopies: describer.copies,
    warnings: [...warnings.values(), ...describer.warnings],
    sharedSchemas,
  };
}

/** An API reference page's API route (its current version's), for the sidebar that lists the API. */
function apiHome(page: PagePlan): string | undefined {
  const api = page.kind === 'api-changelog' ? page.newer : 'api' in page ? page.api : undefined;
  return api && (api.apiVersion?.base ?? api.route);
}

/** An error, or each of a list's. */
function errorsOf(error: DocgenError): DocgenError[] {
  return error instanceof DocgenErrorList ? error.errors : [error];
}

async function pageData(page: PagePlan, ctx: PageDataContext): Promise<PageDataResult> {
  const { title, description } = ctx.summaries.get(page.route)!;
  // Breadcrumbs and prev/next stay inside the page's own sidebar, as Docusaurus keeps them.
  const own = sidebarFor(ctx.table.sidebars, page.route, apiHome(page));
  const common: CommonData = {
    route: page.route,
    title,
    description,
    source: page.source,
    breadcrumbs: breadcrumbsFor(own?.items ?? [], page.route, title),
    ...prevNextFor(own?.items ?? [], page.route),
    ...(own && { sidebar: own.name }),
  };
  switch (page.kind) {
    case 'api-changelog': {
      // The comparison (api-smart-diff) loads only for a site with versions of an API.
      const changes =
        (await ctx.apiChanges?.(page.older, page.newer)) ??
        (await import('../openapi/views/api-changes.ts')).apiChanges(page.older.raw!, page.newer.raw!);
      return changelogData(page, ctx, common, changes);
    }
    case 'doc': {
      const { doc } = page;
      const body = await (ctx.bodies?.get(page.route) ?? renderDoc(ctx, doc));
      for (const warning of body.warnings) ctx.warn(warning);
      const hasOwnH1 = doc.titleFromBody || /^<h1[\s>]/.test(body.html.trimStart());
      // The page's safe inline styles, as classes in a stylesheet of its own (html-embeds.ts),
      // linked from the body: a page reached by client-side navigation loads it too.
      const stylesheet = body.styles ? { path: stylesheetPath(body.styles), css: body.styles } : undefined;
      const link = stylesheet
        ? `<link rel="stylesheet" href="${withBase(ctx.config.baseUrl, stylesheet.path)}">`
        : '';
      return {
        route: {
          kind: 'doc',
          ...common,
          toc: body.toc,
          anchors: body.anchors,
          hideToc: doc.hideToc,
          html: `${link}${body.html}`,
          ...(stylesheet && { stylesheet }),
          markdown: body.markdown,
          ...(body.head && { head: body.head }),
          hasOwnH1,
          ...pageMeta(ctx, doc),
        },
        links: body.links.map((link) => ({ ...link, source: doc.file, from: doc.route })),
        assets: body.assets,
      };
    }
    case 'generated-index': {
      // The generated home (in no sidebar) lists the first sidebar's sections.
      const cards = cardsFor((own ?? ctx.table.sidebars[0]!).items, page.route, ctx.summaries);
      const { description: written, descriptionAt } = page;
      const lead =
        written === undefined ? undefined : descriptionAt ? descriptionParts(written) : [{ text: written }];
      return {
        route: { kind: 'generated-index', ...common, toc: [], anchors: [], hideToc: true, cards, lead },
        // Checked as any page's links, reported at the description's key.
        links: (lead ?? [])
          .filter((part) => part.href !== undefined)
          .map((part) => ({
            target: part.href!,
            raw: `[${part.text}](${part.href})`,
            line: 0,
            pointer: descriptionAt,
            source: page.source,
            from: page.route,
          })),
        assets: [],
      };
    }
    case 'api-info': {
      const described = ctx.describer.forPage(page.route, page.api, ctx.order);
      const api = await toApiInfo(page.api, { describe: described.describe, baseUrl: ctx.config.baseUrl });
      const toc = infoToc(api.descriptionToc, api);
      const apiVersions = versionMenu(page.api, ctx.apis);
      return apiPage(
        {
          kind: 'api-info',
          ...common,
          toc,
          anchors: anchorsOf(toc, [...described.anchors, ...api.operations.flatMap((op) => op.anchors)]),
          hideToc: false,
          api,
          ...(apiVersions && { apiVersions }),
        },
        described.links,
        page.api.file,
      );
    }
    case 'api-operation': {
      const described = ctx.describer.forPage(page.route, page.api, ctx.order);
      const api = await toApiOperation(page.api, page.operation, {
        describe: described.describe,
        highlighter: ctx.highlighter,
        warn: ctx.warn,
        shared: ctx.shared,
        baseUrl: ctx.config.baseUrl,
      });
      const toc = apiOperationToc(api, hasCodeSamples(page.api, page.operation));
      const apiVersions = versionMenu(page.api, ctx.apis, page.operation);
      return apiPage(
        {
          kind: 'api-operation',
          ...common,
          toc,
          anchors: anchorsOf(toc, described.anchors),
          hideToc: false,
          api,
          console: ctx.consoles?.has(page.route) ?? false,
          ...(apiVersions && { apiVersions }),
        },
        described.links,
        page.api.file,
      );
    }
  }
}

/** A content page's Markdown, rendered. */
function renderDoc(ctx: PageDataContext, doc: SourceDoc): ReturnType<MarkdownRenderer> {
  return ctx.renderMarkdown({
    markdown: doc.body,
    sourceFile: doc.file,
    relPath: doc.relPath,
    route: doc.route,
    // Docusaurus' trailing slash on a folder's page, unless the site drops every trailing slash.
    ...(doc.folderUrl && ctx.config.trailingSlash !== false && { folderUrl: true }),
    ...(doc.frontMatter && { frontMatter: doc.frontMatter }),
    lineOffset: doc.bodyLine - 1,
    tocMin: doc.tocMin ?? ctx.config.docs.toc.minHeadingLevel,
    tocMax: doc.tocMax ?? ctx.config.docs.toc.maxHeadingLevel,
  });
}

/** A changelog page: Markdown-free HTML made from the two specs, every spec string escaped. */
function changelogData(
  page: Extract<PagePlan, { kind: 'api-changelog' }>,
  ctx: PageDataContext,
  common: CommonData,
  changes: ApiChange[],
): PageDataResult {
  const options = { baseUrl: ctx.config.baseUrl, origin: ctx.config.url };
  const made = changelogPage(page.older, page.newer, options, changes);
  return {
    route: {
      kind: 'doc',
      ...common,
      description: made.description,
      toc: made.toc,
      anchors: made.anchors,
      hideToc: false,
      html: made.html,
      markdown: made.markdown,
      hasOwnH1: false,
      apiChangelog: { base: page.newer.apiVersion!.base, markdown: made.markdown, data: made.changelog },
    },
    links: made.links.map((link) => ({ ...link, source: 'docgen.config.ts', from: page.route })),
    assets: [],
  };
}

function apiPage(route: RouteData, links: PageLink[], specFile: string): PageDataResult {
  return {
    route,
    links: links.map((link) => ({ ...link, source: specFile, from: route.route })),
    assets: [],
  };
}

/** An API page's link targets: its sections (the TOC) and the ids inside its descriptions. */
function anchorsOf(toc: { id: string }[], descriptionAnchors: string[]): string[] {
  return [...new Set([...toc.map((item) => item.id), ...descriptionAnchors])];
}

/** "Edit this page" and "Last updated" of a doc page (each only when the config asks for it). */
function pageMeta(
  ctx: PageDataContext,
  doc: SourceDoc,
): { editUrl?: string; lastUpdate?: { time?: number; author?: string } } {
  const editUrl = editUrlFor(ctx.config, doc);
  const update = ctx.lastUpdates?.get(doc.file);
  const lastUpdate = update && {
    ...(ctx.config.docs.showLastUpdateTime ? { time: update.time } : {}),
    ...(ctx.config.docs.showLastUpdateAuthor ? { author: update.author } : {}),
  };
  return { ...(editUrl ? { editUrl } : {}), ...(lastUpdate ? { lastUpdate } : {}) };
}

/**
 * One report per place: a partial's error is met by every page that includes it, and is fixed in
 * one file. The report says on how many pages it was met.
 */
function oncePerPlace(errors: DocgenError[]): DocgenError[] {
  const seen = new Map<string, { error: DocgenError; pages: number }>();
  for (const error of errors) {
    const key = error.format();
    const known = seen.get(key);
    if (known) known.pages++;
    else seen.set(key, { error, pages: 1 });
  }
  return [...seen.values()].map(({ error, pages }) =>
    pages === 1
      ? error
      : new DocgenError(`${error.message} (met on ${pages} pages)`, {
          file: error.file,
          line: error.line,
          column: error.column,
          pointer: error.pointer,
          hint: error.hint,
        }),
  );
}

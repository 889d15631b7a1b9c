// Turns the route table into RouteData: everything a template reads, computed before rendering
// (body HTML, TOC, breadcrumbs, prev/next, cards). Also returns every internal link with its
// source position, for the link check after rendering.
import type { ResolvedConfig } from '../config/schema.ts';
import type { MarkdownRenderer } from '../content/markdown/processor.ts';
import { toApiInfo, toApiOperation, type DescriptionRenderer } from '../content/openapi/to-views.ts';
import type { Highlighter } from '../content/markdown/highlighter.ts';
import type { PageLink, RouteData, TocItem } from '../types.ts';
import type { RouteTable } from './create-routes.ts';
import { breadcrumbsFor, cardsFor, prevNextFor, type PageSummary } from './navigation.ts';
import { plainParagraphHtml } from '../content/markdown/plain-text.ts';
import { mapLimited } from '../util/limit.ts';

export interface SourcedLink extends PageLink {
  source: string;
  /** The route of the page holding the link. */
  from: string;
}

export interface RouteDataResult {
  routes: RouteData[];
  links: SourcedLink[];
  /** Files the pages reference (site-root relative) and their public paths. */
  assets: { from: string; url: string }[];
  /** Each rendered spec description's HTML → its Markdown copy, for the API pages' copies. */
  descriptionCopies: Map<string, string>;
}

export interface BuildRouteDataInput {
  table: RouteTable;
  config: ResolvedConfig;
  renderMarkdown: MarkdownRenderer;
  highlighter: Highlighter;
}

export async function buildRouteData({ table, config, renderMarkdown, highlighter }: BuildRouteDataInput): Promise<RouteDataResult> {
  const links: SourcedLink[] = [];
  const assets: RouteDataResult['assets'] = [];
  const siteToc = config.docs.toc;
  const descriptions = new Map<string, ReturnType<MarkdownRenderer>>();
  const descriptionCopies = new Map<string, string>();

  const summaries = new Map<string, PageSummary>();
  for (const page of table.pages) {
    if (page.kind === 'doc') summaries.set(page.route, { title: page.doc.title, description: page.doc.description });
    else if (page.kind === 'generated-index') summaries.set(page.route, { title: page.title, description: page.description });
    else if (page.kind === 'api-info') summaries.set(page.route, { title: page.api.info.title, description: page.api.info.summary ?? firstSentence(page.api.document.info.description) });
    else {
      const op = page.api.operations[page.operation];
      const raw = page.api.document.paths[op.path][op.method];
      summaries.set(page.route, { title: op.summary, description: firstSentence(raw.description), method: op.method });
    }
  }

  // A few pages at a time: Markdown is CPU work, and starting every page at once would hold every
  // page's syntax trees in memory together (10,000 pages ran out of heap that way).
  const routes = await mapLimited(
    table.pages,
    8,
    async (page): Promise<RouteData> => {
      const title = summaries.get(page.route)!.title;
      const nav = { breadcrumbs: breadcrumbsFor(table.sidebar, page.route, title), ...prevNextFor(table.sidebar, page.route) };
      if (page.kind === 'doc') {
        const { doc } = page;
        const tocMin = doc.tocMin ?? siteToc.minHeadingLevel;
        const tocMax = doc.tocMax ?? siteToc.maxHeadingLevel;
        const rendered = await renderMarkdown({ markdown: doc.body, sourceFile: doc.file, relPath: doc.relPath, route: doc.route, lineOffset: doc.bodyLine - 1, tocMin, tocMax });
        links.push(...rendered.links.map((l) => ({ ...l, source: doc.file, from: doc.route })));
        assets.push(...rendered.assets);
        return { kind: 'doc', route: doc.route, title, description: doc.description, source: doc.file, toc: rendered.toc, hideToc: doc.hideToc, html: rendered.html, markdown: rendered.markdown, hasOwnH1: doc.titleFromBody || /^<h1[\s>]/.test(rendered.html.trimStart()), ...nav };
      }
      if (page.kind === 'generated-index') {
        return { kind: 'generated-index', route: page.route, title, description: page.description, source: page.source, toc: [], hideToc: true, cards: cardsFor(table.sidebar, page.route, summaries), ...nav };
      }
      const describe: DescriptionRenderer = async (markdown, toc = false) => {
        const plain = plainParagraphHtml(markdown);
        if (plain !== null) {
          descriptionCopies.set(plain, markdown.trim()); // no Markdown syntax: the text is its own copy
          return { html: plain, toc: [] };
        }
        // Specs repeat descriptions (shared schemas, error responses): render each text once.
        // Same-page `#anchor` links would resolve per page, so those texts are not shared.
        const key = `${toc}\0${markdown.includes('](#') ? page.route : ''}\0${markdown}`;
        let pending = descriptions.get(key);
        if (!pending) {
          pending = renderMarkdown({ markdown, sourceFile: page.api.file, relPath: '', route: page.route, tocMin: toc ? siteToc.minHeadingLevel : 7, tocMax: toc ? siteToc.maxHeadingLevel : 0 });
          descriptions.set(key, pending);
        }
        const rendered = await pending;
        if (rendered.markdown !== undefined) descriptionCopies.set(rendered.html, rendered.markdown);
        links.push(...rendered.links.map((l) => ({ ...l, line: 0, source: page.api.file, from: page.route })));
        return { html: rendered.html, toc: rendered.toc };
      };
      if (page.kind === 'api-info') {
        const api = await toApiInfo(page.api, { describe, baseUrl: config.baseUrl });
        return { kind: 'api-info', route: page.route, title, description: summaries.get(page.route)!.description, source: page.source, toc: infoToc(api.descriptionToc), hideToc: false, api, ...nav };
      }
      const api = await toApiOperation(page.api, page.operation, { describe, highlighter });
      return { kind: 'api-operation', route: page.route, title, description: summaries.get(page.route)!.description, source: page.source, toc: operationToc(api), hideToc: false, api, ...nav };
    },
  );
  return { routes, links, assets, descriptionCopies };
}

function firstSentence(markdown: unknown): string | undefined {
  if (typeof markdown !== 'string') return undefined;
  const plain = markdown.replace(/`([^`]*)`/g, '$1').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_#>]/g, '').replace(/\s+/g, ' ').trim();
  const match = /^(.+?[.!?])(\s|$)/.exec(plain);
  return (match ? match[1] : plain).slice(0, 200) || undefined;
}

function infoToc(descriptionToc: TocItem[]): TocItem[] {
  return [...descriptionToc, { id: 'servers', text: 'Servers', level: 2 }, { id: 'authentication', text: 'Authentication', level: 2 }, { id: 'operations', text: 'Operations', level: 2 }, { id: 'download', text: 'Download the specification', level: 2 }];
}

function operationToc(api: Awaited<ReturnType<typeof toApiOperation>>): TocItem[] {
  const toc: TocItem[] = [{ id: 'request', text: 'Request', level: 2 }];
  if (api.security.length > 0) toc.push({ id: 'authorization', text: 'Authorization', level: 3 });
  for (const where of ['path', 'query', 'header', 'cookie'] as const) {
    if (api.parameters.some((p) => p.in === where)) toc.push({ id: `${where}-parameters`, text: `${where[0].toUpperCase()}${where.slice(1)} parameters`, level: 3 });
  }
  if (api.requestBody) toc.push({ id: 'request-body', text: 'Request body', level: 3 });
  toc.push({ id: 'responses', text: 'Responses', level: 2 });
  for (const r of api.responses) toc.push({ id: `response-${r.status}`, text: `${r.status} ${r.statusText}`.trim(), level: 3 });
  if (api.codeSamples.length > 0) toc.push({ id: 'code-samples', text: 'Code samples', level: 2 });
  return toc;
}


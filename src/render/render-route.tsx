// One route → its HTML document and its navigation JSON. The page body and the TOC are rendered
// on their own first: the same strings go into the document and into the JSON that the browser
// runtime swaps in on client-side navigation, so the two can never disagree.
// renderToStaticMarkup rather than renderToString: React never hydrates these pages in the
// browser, so hydration markers would be dead bytes.
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import type { RouteJson } from '../shared/route-json.ts';
import { DocgenError } from '../errors.ts';
import { namesSidebars } from '../routes/page-sidebar.ts';
import type { RouteData, SiteData } from '../types.ts';
import { panelsPathFor, withBase } from '../shared/output-layout.ts';
import { deferInactivePanels } from './defer-panels.ts';
import { BODY_BUDGET_BYTES, deferDeepSchemas, NAVIGATION_BUDGET_BYTES } from './defer-schemas.ts';
import { templateErrorLocation, type Templates } from './load-templates.ts';
import type { SharedSchemaFiles } from './shared-schemas.ts';

export interface RenderedRoute {
  html: string;
  /** Everything the client router needs to show this route without reloading. */
  json: RouteJson;
  /** Inactive code-tab panels left out of `json` (and the page), by id, for `panelsPathFor(route)`; absent when none. */
  panels?: Record<string, string>;
  /** Deep schema rows left out of the page or `json`: output path → contents, shared with other pages. */
  fragments: Map<string, string>;
  /** The shared component files its rows point at (`<key>-row|tree`, src/render/shared-schemas.ts). */
  sharedSchemas: Set<string>;
}

export type { RouteJson };

export function pageTitle(route: RouteData, site: SiteData): string {
  return route.route === '/'
    ? `${site.config.title} | ${site.config.tagline || route.title}`
    : `${route.title} | ${site.config.title}`;
}

/** `shared`: points the rows of shared components at their files (without it they stay unlinked). */
export function renderRoute(
  route: RouteData,
  site: SiteData,
  templates: Templates,
  shared?: Pick<SharedSchemaFiles, 'link'>,
): RenderedRoute {
  const Page = {
    doc: templates.DocPage,
    'generated-index': templates.IndexPage,
    'api-info': templates.ApiInfoPage,
    'api-operation': templates.ApiOperationPage,
    'api-webhook': templates.ApiWebhookPage,
    'not-found': templates.NotFoundPage,
  }[route.kind === 'api-operation' && route.api.webhook ? 'api-webhook' : route.kind];
  const { Document, Layout, Toc } = templates;
  try {
    const panelsUrl = withBase(site.config.baseUrl, panelsPathFor(route.route));
    // Deep schema rows past the size budget leave the page (defer-schemas.ts), and past a smaller
    // one its navigation JSON; inactive code tabs leave the JSON (defer-panels.ts), and the page
    // too if the template marks them lazy or it is still over the budget (five 30 KB examples of
    // one response). Tabs go to the panels file, schema rows to fragments pages share.
    const { baseUrl } = site.config;
    const sharedSchemas = new Set<string>();
    const rendered = renderToStaticMarkup(<Page route={route} site={site} />);
    const schemas = deferDeepSchemas(shared ? shared.link(rendered, sharedSchemas) : rendered, baseUrl);
    const deferred = deferInactivePanels(schemas.main, panelsUrl);
    const main = schemas.main.length > BODY_BUDGET_BYTES ? deferred.main : deferred.page;
    const navigation = deferDeepSchemas(deferred.main, baseUrl, NAVIGATION_BUDGET_BYTES);
    const toc = route.hideToc ? '' : renderToStaticMarkup(<Toc items={route.toc} />);
    const title = pageTitle(route, site);
    const body = renderToStaticMarkup(
      <Document route={route} site={site} title={title}>
        <Layout route={route} site={site} mainHtml={main} tocHtml={toc} />
      </Document>,
    );
    const panels = Object.keys(deferred.panels).length > 0 ? deferred.panels : undefined;
    const fragments = new Map([...schemas.fragments, ...navigation.fragments]);
    // In the JSON the TOC goes before the body: the body opens with the same list (the mobile
    // TOC), which gzip then sends once.
    return {
      html: `<!doctype html>${body}`,
      json: {
        route: route.route,
        // The document title: the page's own `<title>` when its <head> block has one (Document.tsx).
        title: (route.kind === 'doc' && route.head?.title) || title,
        description: route.description,
        sidebarRoute: route.route,
        // Only a site with a sidebars file says which (the folder tree's is on every page).
        ...(namesSidebars(site.sidebars) && { sidebar: route.sidebar ?? '' }),
        // The page's own meta tags and links, which the runtime puts in while it is shown.
        ...(route.kind === 'doc' &&
          route.head &&
          route.head.meta.length + route.head.links.length > 0 && {
            head: { meta: route.head.meta, links: route.head.links },
          }),
        toc,
        main: navigation.main,
      },
      panels,
      fragments,
      sharedSchemas,
    };
  } catch (error) {
    if (error instanceof DocgenError) throw error;
    // Name the template line that threw when the stack shows it, and the page being rendered.
    const at = templateErrorLocation(templates, error);
    const page = at ? ` (${route.source})` : '';
    throw new DocgenError(
      `A template threw while rendering the route "${route.route}"${page}: ${(error as Error).message}`,
      {
        file: at ? path.relative(process.cwd(), at.file) || at.file : route.source,
        line: at?.line,
        column: at?.column,
        hint: 'Fix the template (see the message); run with --debug for the stack trace.',
        cause: error,
      },
    );
  }
}

/**
 * A whole sidebar, collapsed categories' entries included and no entry active: pages carry only
 * their expanded part, and the runtime fetches this once when a reader opens the rest, or when
 * it moves to a page of another sidebar.
 */
export function renderSidebarFragment(site: SiteData, templates: Templates, items = site.sidebar): string {
  return renderToStaticMarkup(<templates.Sidebar items={items} active="" site={site} full />);
}

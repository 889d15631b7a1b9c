// The render stage's output: every file a route has (its HTML page, navigation JSON, hidden
// code-tab panels, deep schema rows (once for every page that shows them) and plain Markdown
// copy; an operation's Try-it module is bundled with the others, src/openapi/outputs/console-modules.ts),
// and the files every page shares (the not-found page, the full sidebar, sitemap, robots.txt,
// llms.txt). `docgen build` and `docgen dev` both write exactly these.
import {
  createMarkdownCopier,
  createSharedSchemaMarkdown,
  type MarkdownCopier,
} from '../markdown-export/markdown-copy.ts';
import { NOT_FOUND_ROUTE } from '../routes/not-found.ts';
import { namesSidebars } from '../routes/page-sidebar.ts';
import {
  htmlPathFor,
  jsonPathFor,
  markdownPathFor,
  NOT_FOUND_PATH,
  panelsPathFor,
  SIDEBAR_FRAGMENT_PATH,
  sidebarFragmentPath,
} from '../shared/output-layout.ts';
import type { OutputFile, RouteData, SiteData } from '../types.ts';
import { siteIndexFiles } from './site-files.ts';
import type { Templates } from './load-templates.ts';
import { renderRoute, renderSidebarFragment } from './render-route.tsx';
import { createSharedSchemaFiles } from './shared-schemas.ts';
import type { SharedSchemaView } from '../openapi/views/types.ts';

/** The files of one route. */
export interface PageFiles {
  /** Its own: the HTML page, navigation JSON, hidden panels and Markdown copy. */
  own: OutputFile[];
  /**
   * The files it shows that other pages may show too (its inline styles' classes, deep schema
   * rows, shared schemas): a path holds the same bytes whichever page names it, written once.
   */
  common: OutputFile[];
}

export interface PageRenderer {
  /** The files of one route, all of them (the build cache keeps a page's files whole). */
  page(route: RouteData): PageFiles;
  /** The files made from every route at once (`routes`: all of the site's). */
  shared(routes: RouteData[]): OutputFile[];
}

/**
 * `descriptionCopies`: spec descriptions' HTML → their Markdown source (see route-data.ts);
 * `sharedSchemas`: the views of the components the API pages link to (shared-schemas.ts).
 */
export function createPageRenderer(
  site: SiteData,
  templates: Templates,
  descriptionCopies?: ReadonlyMap<string, string>,
  sharedSchemas: ReadonlyMap<string, SharedSchemaView> = new Map(),
): PageRenderer {
  const markdownCopy: MarkdownCopier = createMarkdownCopier(site, descriptionCopies);
  const shared = createSharedSchemaFiles({
    views: sharedSchemas,
    templates,
    baseUrl: site.config.baseUrl,
    markdown: createSharedSchemaMarkdown(site, descriptionCopies),
  });
  return {
    page(route) {
      const rendered = renderRoute(route, site, templates, shared);
      // Named in the message if another output claims the same path (src/write/output-claims.ts).
      const source = { what: `the page "${route.route}"`, file: route.source };
      const own: OutputFile[] = [
        { path: htmlPathFor(route.route, site.config.trailingSlash), contents: rendered.html, source },
        { path: jsonPathFor(route.route), contents: JSON.stringify(rendered.json), source },
      ];
      const common: OutputFile[] = [];
      // Named by its content: pages with the same inline styles share one.
      if (route.kind === 'doc' && route.stylesheet)
        common.push({
          path: route.stylesheet.path,
          contents: route.stylesheet.css,
          source: { what: 'the classes made of the inline styles of pages' },
        });
      if (rendered.panels)
        own.push({ path: panelsPathFor(route.route), contents: JSON.stringify(rendered.panels), source });
      for (const [file, contents] of rendered.fragments)
        common.push({ path: file, contents, source: { what: 'a part of an API schema several pages show' } });
      common.push(...shared.files(rendered.sharedSchemas));
      own.push({
        path: markdownPathFor(route.route),
        contents: markdownCopy(route),
        source: { what: `the Markdown copy of "${route.route}"`, file: route.source },
      });
      return { own, common };
    },
    shared(routes) {
      return [
        {
          path: NOT_FOUND_PATH,
          contents: renderRoute(NOT_FOUND_ROUTE, site, templates).html,
          source: { what: 'the not-found page' },
        },
        // The folder tree's sidebar: `sidebar.json`; a sidebars file's: one file each, fetched
        // only for the sidebar shown (a page names it: it may show none).
        ...(namesSidebars(site.sidebars)
          ? site.sidebars.map((sidebar) => ({
              path: sidebarFragmentPath(sidebar.name),
              contents: JSON.stringify({ html: renderSidebarFragment(site, templates, sidebar.items) }),
              source: { what: `the full sidebar "${sidebar.name}"` },
            }))
          : [
              {
                path: SIDEBAR_FRAGMENT_PATH,
                contents: JSON.stringify({ html: renderSidebarFragment(site, templates) }),
                source: { what: 'the full sidebar' },
              },
            ]),
        ...siteIndexFiles(routes, site, sharedSchemas),
        ...shared.markdownFiles(),
      ];
    },
  };
}

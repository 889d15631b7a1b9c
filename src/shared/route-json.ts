// The contract between the build and the browser runtime: the per-route navigation JSON
// (`_docgen/routes/<route>.json`), written by src/render/render-route.tsx and read by
// src/client/router/.
export interface RouteJson {
  route: string;
  /** The document title, as in <title>. */
  title: string;
  description?: string;
  /** Server-rendered HTML of the main slot (breadcrumbs, article, prev/next). */
  main: string;
  /** Server-rendered HTML of the TOC slot; empty when the page hides its TOC. */
  toc: string;
  /** Sidebar entry to mark active. */
  sidebarRoute: string;
  /**
   * On a site with a sidebars file only: the name of the one the page shows ('' for none), whose
   * full menu (`sidebarFragmentPath`) replaces the current one when it differs.
   */
  sidebar?: string;
  /**
   * The page's own meta tags and links (a Docusaurus page's `<head>` block: src/content/page-head.ts),
   * which replace the defaults of their name while the page is shown. Absent for most pages.
   */
  head?: RouteHead;
}

export interface RouteHead {
  meta: { attribute: 'name' | 'property'; key: string; content: string }[];
  links: { rel: 'canonical' | 'alternate'; href: string; hreflang?: string; type?: string; title?: string }[];
}

/** Data from the network is checked before it touches the page: a bad file is a page crash. */
export function assertRouteJson(value: unknown, route: string): asserts value is RouteJson {
  const json = value as Partial<RouteJson> | null;
  if (
    !json ||
    typeof json.main !== 'string' ||
    typeof json.toc !== 'string' ||
    typeof json.title !== 'string' ||
    typeof json.sidebarRoute !== 'string' ||
    (json.sidebar !== undefined && typeof json.sidebar !== 'string') ||
    (json.head !== undefined && !(Array.isArray(json.head.meta) && Array.isArray(json.head.links)))
  ) {
    throw new Error(`The page data of ${route} is malformed; rebuilding the site should fix it.`);
  }
}

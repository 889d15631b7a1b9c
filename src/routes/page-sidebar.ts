// Which sidebar a page shows. A site without a sidebars file has one, the folder tree's (named
// ""), shown on every page. A site with one shows, as Docusaurus does, the first sidebar that
// holds the page (a link to it, or a category whose own page it is), none if no sidebar does,
// whether it has one sidebar or several. Pure.
import type { NamedSidebar } from '../types.ts';
import { flattenSidebar } from './sidebar.ts';

/**
 * Whether pages name the sidebar they show, and a page may show none: a site with a sidebars
 * file. The folder tree's sidebar is the one named "" (a sidebars file's key cannot be "").
 */
export function namesSidebars(sidebars: readonly NamedSidebar[]): boolean {
  return sidebars.some((sidebar) => sidebar.name !== '');
}

/** Every route's sidebar, from one walk of each (every page asks). */
const owners = new WeakMap<readonly NamedSidebar[], Map<string, NamedSidebar>>();

/**
 * `apiHome`: for a page of an API reference, the route of its API (its current version's). Its
 * pages the sidebar does not list (an older version's, the changelogs) show the sidebar that
 * lists the API, else the first (where the API reference is added: explicit-sidebar.ts).
 */
export function sidebarFor(
  sidebars: readonly NamedSidebar[],
  route: string,
  apiHome?: string,
): NamedSidebar | undefined {
  if (!namesSidebars(sidebars)) return sidebars[0];
  let index = owners.get(sidebars);
  if (!index) {
    index = new Map();
    for (const sidebar of sidebars)
      for (const entry of flattenSidebar(sidebar.items))
        if (!index.has(entry.route)) index.set(entry.route, sidebar);
    owners.set(sidebars, index);
  }
  const own = index.get(route);
  if (own || apiHome === undefined) return own;
  return index.get(apiHome) ?? sidebars[0];
}

/** The first page of a sidebar (what a navbar's `docSidebar` item links to), if it has one. */
export function firstPageOf(sidebar: NamedSidebar): string | undefined {
  return flattenSidebar(sidebar.items)[0]?.route;
}

// Which sidebar a page shows. As Docusaurus: the first sidebar that holds the page (a link to it,
// or a category whose own page it is), none if no sidebar does. A site with one sidebar shows it
// on every page, as before several existed (its API changelogs, listed in none, keep it). Pure.
import type { NamedSidebar } from '../types.ts';
import { flattenSidebar } from './sidebar.ts';

/** Every route's sidebar, from one walk of each (every page asks). */
const owners = new WeakMap<readonly NamedSidebar[], Map<string, NamedSidebar>>();

export function sidebarFor(sidebars: readonly NamedSidebar[], route: string): NamedSidebar | undefined {
  if (sidebars.length === 1) return sidebars[0];
  let index = owners.get(sidebars);
  if (!index) {
    index = new Map();
    for (const sidebar of sidebars)
      for (const entry of flattenSidebar(sidebar.items))
        if (!index.has(entry.route)) index.set(entry.route, sidebar);
    owners.set(sidebars, index);
  }
  return index.get(route);
}

/** The first page of a sidebar (what a navbar's `docSidebar` item links to), if it has one. */
export function firstPageOf(sidebar: NamedSidebar): string | undefined {
  return flattenSidebar(sidebar.items)[0]?.route;
}

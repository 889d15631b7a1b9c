// Shows a route's server-rendered fragments in the current document: the main and TOC slots, the
// title and meta tags, the active sidebar entry and navbar item. Nothing here re-implements a template.
import { routeUrl } from '../../shared/output-layout.ts';
import type { RouteJson } from '../../shared/route-json.ts';
import { markNavbarSidebar } from '../navbar-sidebar.ts';
import { options } from '../options.ts';
import { expandCategory, loadFullSidebar, sidebarIsPruned, sidebarName } from '../sidebar-full.ts';
import { showSidebar } from '../sidebar-swap.ts';

export function swapPage(json: RouteJson): void {
  const main = document.querySelector<HTMLElement>('[data-slot="main"]');
  const toc = document.querySelector<HTMLElement>('[data-slot="toc"]');
  if (!main || !toc) throw new Error('This page has no [data-slot="main"] to show the next page in.');
  main.innerHTML = json.main;
  toc.innerHTML = json.toc;
  document.title = json.title;
  updateHead(json);
  // A site with a sidebars file: the navbar's item of the page's sidebar is marked; a page of
  // another sidebar has its menu put in first, then its entry marked.
  if (json.sidebar !== undefined) markNavbarSidebar(json.sidebar);
  if (json.sidebar !== undefined && json.sidebar !== sidebarName())
    void showSidebar(json.sidebar).then((shown) => shown && markActiveSidebarEntry(json.sidebarRoute));
  else markActiveSidebarEntry(json.sidebarRoute);
}

function updateHead(json: RouteJson): void {
  setMeta('name', 'description', json.description);
  setMeta('property', 'og:description', json.description);
  setMeta('property', 'og:title', json.title);
  setMeta('name', 'docgen:route', json.route);
  const url = new URL(
    location.pathname,
    document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? location.href,
  ).href;
  document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.setAttribute('href', url);
  setMeta('property', 'og:url', url);
}

function setMeta(attr: 'name' | 'property', key: string, content: string | undefined): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (content === undefined) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attr, key);
    document.head.append(meta);
  }
  meta.content = content;
}

/** The sidebar's menu: not the drawer's main menu beside it, whose items mark themselves. */
const MENU = '[data-sidebar] [data-drawer-secondary]';

/** Moves `is-active`/`aria-current` to the new page's entry and expands the categories above it. */
export function markActiveSidebarEntry(route: string): void {
  for (const link of document.querySelectorAll(`${MENU} .is-active`)) {
    link.classList.remove('is-active');
    link.removeAttribute('aria-current');
  }
  const target = routeUrl(route, options.baseUrl); // as the sidebar writes its hrefs
  const links = [...document.querySelectorAll<HTMLElement>(`${MENU} a[href]`)].filter(
    (link) => link.getAttribute('href') === target,
  );
  if (links.length === 0 && sidebarIsPruned()) {
    // The entry is inside a category this page left out: fetch the full menu, then mark it.
    void loadFullSidebar().then((loaded) => loaded && markActiveSidebarEntry(route));
    return;
  }
  for (const link of links) {
    link.classList.add('is-active');
    link.setAttribute('aria-current', 'page');
    for (
      let category = link.closest<HTMLElement>('.menu__category');
      category;
      category = category.parentElement!.closest<HTMLElement>('.menu__category')
    )
      expandCategory(category);
  }
}

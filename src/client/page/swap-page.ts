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

/**
 * The site's origin, as the server wrote it in the first page's default canonical link or og:url
 * (a page's own canonical link may name another host): the next pages' canonical URLs are on it.
 */
let siteOrigin: string | undefined;

function updateHead(json: RouteJson): void {
  siteOrigin ??= new URL(
    document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]:not([data-page-head])')?.href ??
      document.head.querySelector<HTMLMetaElement>('meta[property="og:url"]:not([data-page-head])')
        ?.content ??
      location.href,
  ).origin;
  // The last page's own tags go; the defaults of their names come back below.
  for (const own of document.head.querySelectorAll('[data-page-head]')) own.remove();
  setMeta('name', 'description', json.description);
  setMeta('property', 'og:description', json.description);
  setMeta('property', 'og:title', json.title);
  setMeta('name', 'docgen:route', json.route);
  const url = new URL(location.pathname, siteOrigin).href;
  setCanonical(url);
  setMeta('property', 'og:url', url);
  // This page's own tags (its <head> block) replace the defaults of their name, as on the server.
  for (const meta of json.head?.meta ?? [])
    setMeta(meta.attribute, meta.key, meta.content)!.dataset.pageHead = '';
  for (const link of json.head?.links ?? []) {
    if (link.rel === 'canonical') {
      setCanonical(link.href).dataset.pageHead = '';
      continue;
    }
    const element = document.createElement('link');
    element.rel = link.rel;
    element.href = link.href;
    if (link.hreflang) element.hreflang = link.hreflang;
    if (link.type) element.type = link.type;
    if (link.title) element.title = link.title;
    element.dataset.pageHead = '';
    document.head.append(element);
  }
}

function setCanonical(href: string): HTMLLinkElement {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.setAttribute('href', href);
  return link;
}

function setMeta(
  attr: 'name' | 'property',
  key: string,
  content: string | undefined,
): HTMLMetaElement | undefined {
  const found = [...document.head.querySelectorAll<HTMLMetaElement>(`meta[${attr}]`)].find(
    (meta) => meta.getAttribute(attr) === key,
  );
  if (content === undefined) {
    found?.remove();
    return undefined;
  }
  const meta = found ?? document.createElement('meta');
  if (!found) {
    meta.setAttribute(attr, key);
    document.head.append(meta);
  }
  meta.content = content;
  return meta;
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

// Client-side navigation: internal link clicks load the next route's JSON, swap the page's
// fragments in, and scroll to the hash target or the top; back/forward restore the position.
// Anything unexpected falls back to the browser: a failed load is a full page load.
import { options } from '../options.ts';
import { showPageCrash } from '../page/page-crash.ts';
import { swapPage } from '../page/swap-page.ts';
import { doneProgress, startProgress } from './progress-bar.ts';
import { createPrefetcher } from './prefetch.ts';
import { assertRouteJson, type RouteJson } from '../../shared/route-json.ts';
import { routeUrl } from '../../shared/output-layout.ts';
import { forgetRoute, loadRouteJson } from './route-loader.ts';
import { historyKey, RouteMatcher } from './route-path.ts';
import { restoreScroll, saveScroll } from './scroll-memory.ts';

interface HistoryState {
  key: string;
}

/** What the page needs after new content is shown (code tabs, islands, ...). */
export type Hydrate = (root: HTMLElement) => void;

export function setupRouter(hydrate: Hydrate): void {
  const matcher = new RouteMatcher(options.baseUrl);
  let current = matcher.match(location.pathname) ?? '/';
  let currentKey = (history.state as HistoryState | null)?.key ?? historyKey();
  let pending = 0;
  const prefetcher = createPrefetcher(matcher, () => current);
  const main = () => document.querySelector<HTMLElement>('[data-slot="main"]')!;

  history.scrollRestoration = 'manual';
  // `/page.html` and `/page/index.html` show as the route's canonical URL.
  const path =
    matcher.match(location.pathname) === null ? location.pathname : routeUrl(current, options.baseUrl);
  history.replaceState(
    { key: currentKey } satisfies HistoryState,
    '',
    path + location.search + location.hash,
  );
  addEventListener('pagehide', () => saveScroll(currentKey));
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (entry?.type === 'reload' || entry?.type === 'back_forward') restoreScroll(currentKey);
  prefetcher.observe(main());

  const show = (json: RouteJson) => {
    swapPage(json);
    hydrate(main());
    prefetcher.observe(main());
  };

  async function navigate(url: URL, route: string, push: boolean, key: string): Promise<void> {
    const token = ++pending;
    const samePath = route === current;
    if (!samePath) startProgress();
    let json: unknown;
    try {
      json = await loadRouteJson(route);
    } catch {
      // The next page's data could not be loaded: let the browser load the page itself.
      doneProgress();
      location.assign(url.href);
      return;
    }
    if (token !== pending) return; // a later navigation won
    saveScroll(currentKey);
    if (push)
      history.pushState(
        { key } satisfies HistoryState,
        '',
        routeUrl(route, options.baseUrl) + url.search + url.hash,
      );
    current = route;
    currentKey = key;
    try {
      assertRouteJson(json, route);
      show(json);
    } catch (error) {
      // 'Try again' loads the page's data afresh and shows it again.
      forgetRoute(route);
      showPageCrash(error, () => void navigate(url, route, false, key));
    }
    doneProgress();
    if (push || !restoreScroll(key)) scrollToHash(url.hash);
    if (!samePath) afterPageChange();
  }

  document.addEventListener('click', (event) => {
    const link = internalLink(event);
    if (!link) return;
    const url = new URL(link.href);
    const route = matcher.match(url.pathname);
    if (route === null) return;
    if (route === current && url.hash && url.search === location.search) return; // same page anchor: the browser's job
    event.preventDefault();
    void navigate(url, route, true, historyKey());
  });

  addEventListener('popstate', (event) => {
    const url = new URL(location.href);
    const route = matcher.match(url.pathname);
    if (route === null) return location.reload();
    let key = (event.state as HistoryState | null)?.key;
    if (!key) {
      // A same-page #anchor jump the browser made itself (it has scrolled already): give the new
      // entry a key so its position can be restored later.
      key = historyKey();
      history.replaceState({ key } satisfies HistoryState, '', location.href);
      currentKey = key;
      return;
    }
    if (route === current) {
      saveScroll(currentKey);
      currentKey = key;
      if (!restoreScroll(key)) scrollToHash(url.hash);
      return;
    }
    void navigate(url, route, false, key);
  });
}

/** The click's link, when it is one the router should handle (plain left click, same site). */
function internalLink(event: MouseEvent): HTMLAnchorElement | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return null;
  const link = (event.target as Element).closest?.('a');
  if (!(link instanceof HTMLAnchorElement) || !link.href) return null;
  if (
    (link.target && link.target !== '_self') ||
    link.hasAttribute('download') ||
    link.origin !== location.origin
  )
    return null;
  if (link.closest('[data-island]')) return null; // islands own their links
  return link;
}

function scrollToHash(hash: string): void {
  const id = hash ? decodeURIComponent(hash.slice(1)) : '';
  const target = id ? document.getElementById(id) : null;
  if (target) target.scrollIntoView();
  else scrollTo(0, 0);
}

/** Keyboard and screen-reader users land at the top of the new page, and hear its title. */
function afterPageChange(): void {
  document.querySelector<HTMLElement>('#main-content')?.focus({ preventScroll: true });
  let announcer = document.getElementById('route-announcer');
  if (!announcer) {
    announcer = document.createElement('div');
    announcer.id = 'route-announcer';
    announcer.className = 'visually-hidden';
    announcer.setAttribute('aria-live', 'assertive');
    announcer.setAttribute('aria-atomic', 'true');
    document.body.append(announcer);
  }
  announcer.textContent = document.querySelector('[data-slot="main"] h1')?.textContent ?? document.title;
}

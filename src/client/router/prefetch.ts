// Prefetches the data of likely next pages: links in the page body as they scroll into
// view (idle time, low priority), and any internal link on hover or focus. Skipped on 2g
// connections and when the reader asked to save data.
import { prefetchAllowed, type NetworkInformation } from './connection.ts';
import { isRouteLoaded, loadRouteJson } from './route-loader.ts';
import type { RouteMatcher } from './route-path.ts';

export function createPrefetcher(matcher: RouteMatcher, currentRoute: () => string) {
  const allowed = () =>
    prefetchAllowed((navigator as Navigator & { connection?: NetworkInformation }).connection);
  const prefetch = (link: HTMLAnchorElement) => {
    if (!allowed() || link.origin !== location.origin) return;
    const route = matcher.match(link.pathname);
    if (route && route !== currentRoute() && !isRouteLoaded(route))
      loadRouteJson(route, 'low').catch(() => undefined);
  };
  const idle = (run: () => void) =>
    'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer!.unobserve(entry.target);
            idle(() => prefetch(entry.target as HTMLAnchorElement));
          }
        })
      : null;

  const onIntent = (event: Event) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href]');
    if (link) prefetch(link);
  };
  document.addEventListener('mouseover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  document.addEventListener('touchstart', onIntent, { passive: true });

  return {
    /** Watches the links of freshly shown content (the sidebar is prefetched on hover only: it links everywhere). */
    observe(root: ParentNode) {
      if (!observer || !allowed()) return;
      observer.disconnect();
      for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]:not([href^="#"])'))
        observer.observe(link);
    },
  };
}

// What every page template receives. Templates are pure functions of these props.
import type { RouteData, SiteData } from '../src/types.ts';

export interface PageProps<R extends RouteData = RouteData> {
  route: R;
  site: SiteData;
}

/** Prefixes the site's base URL to a route or static path. */
export function href(site: SiteData, path: string): string {
  if (/^[a-z][a-z0-9+.-]*:|^\/\/|^#/i.test(path)) return path;
  const base = site.config.baseUrl.replace(/\/$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}` || '/';
}

/** A static image the config names (logo, favicon): its content-hashed copy when the build made one. */
export function imageHref(site: SiteData, path: string): string {
  return site.assets.images?.[path] ?? href(site, path);
}

/** The page's plain Markdown copy; the build writes it where src/write/output-paths.ts `markdownPathFor` says. */
export function markdownHref(site: SiteData, route: string): string {
  return href(site, route === '/' ? '/index.md' : `${route}.md`);
}

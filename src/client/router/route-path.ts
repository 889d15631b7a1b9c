// Which URLs are routes of this site, and where each route's data lives. Pure functions, so the
// rules can be unit-tested without a browser.

/**
 * The route a pathname points at, or null when it is outside the site's base URL or names a file
 * (`/openapi/spec.yaml`) rather than a page. `.html`, `/index.html` and trailing slashes are
 * normalised the same way `docgen serve` normalises them with a 301.
 */
export function routeOf(pathname: string, baseUrl: string): string | null {
  let path: string;
  try {
    path = decodeURI(pathname);
  } catch {
    return null;
  }
  const base = baseUrl.replace(/\/$/, '');
  if (path !== base && !path.startsWith(base + '/')) return null;
  path = path.slice(base.length) || '/';
  path = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  // A last segment with an extension is a file (spec download, image, Markdown copy): not a page.
  if (/\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1))) return null;
  return path || '/';
}

/**
 * Remembers pathname → route answers. Capped (10,000 entries) so that a long session on
 * a huge site cannot grow it without bound; the oldest answer goes first.
 */
export class RouteMatcher {
  private cache = new Map<string, string | null>();
  constructor(
    private baseUrl: string,
    readonly cap = 10_000,
  ) {}

  match(pathname: string): string | null {
    if (this.cache.has(pathname)) return this.cache.get(pathname)!;
    const route = routeOf(pathname, this.baseUrl);
    if (this.cache.size >= this.cap) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(pathname, route);
    return route;
  }

  get size(): number {
    return this.cache.size;
  }
}

/** A history entry key: 6 characters, enough to tell entries of one tab apart. */
export function historyKey(random: () => number = Math.random): string {
  let key = '';
  while (key.length < 6) key += Math.floor(random() * 36).toString(36);
  return key;
}

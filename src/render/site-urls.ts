// The URLs templates link to, made by the output layout (src/shared/output-layout.ts) under the
// site's base URL: templates spell no output path and join no base URL themselves.
import { docsRelative } from '../config/docs-versions.ts';
import { consolePathFor, markdownPathFor, withBase } from '../shared/output-layout.ts';
import type { DocsVersionView, SiteUrls } from '../types.ts';

/**
 * `version`: a docs version built below the site's base (its own base URL `/docs/1.3.0/`), with
 * its build's routes: the config's navbar and footer routes are the site's (`/docs/intro`), which
 * joined to the version's base named no page (`/docs/1.3.0/docs/intro`).
 */
export function siteUrls(
  baseUrl: string,
  version?: { view: DocsVersionView; routes: ReadonlySet<string> },
): SiteUrls {
  const to = (path: string) => withBase(baseUrl, path);
  return {
    to,
    link:
      version && !version.view.atSiteRoot
        ? (path) => versionLink(path, version.view, version.routes, to)
        : to,
    markdown: (route) => withBase(baseUrl, markdownPathFor(route)),
    console: (route) => withBase(baseUrl, consolePathFor(route)),
  };
}

/** A site route in a version's build: its page of the docs, else the latest's, else the site's. */
function versionLink(
  path: string,
  view: DocsVersionView,
  routes: ReadonlySet<string>,
  to: (path: string) => string,
): string {
  if (!path.startsWith('/')) return to(path);
  const at = path.search(/[?#]/);
  const route = at === -1 ? path : path.slice(0, at);
  const rest = at === -1 ? '' : path.slice(at);
  const docsRoot = view.site.docsRoot.replace(/\/+$/, '') || '/';
  // A page of a version at a path of its own, named so (`/docs/v4/faq`): that page.
  const full = withBase(view.site.baseUrl, route);
  const docsBase = withBase(view.site.baseUrl, docsRoot === '/' ? '' : `${docsRoot.slice(1)}/`);
  if (view.versions.some((v) => v.docsBase !== docsBase && `${full}/`.startsWith(v.docsBase)))
    return full + rest;
  const rel = docsRelative(route.replace(/(.)\/+$/, '$1'), docsRoot);
  if (rel === null) return withBase(view.site.baseUrl, route) + rest;
  return (routes.has(rel) ? to(rel) : withBase(view.latest.docsBase, rel)) + rest;
}

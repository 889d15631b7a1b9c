// The layout of a built site: where each route's files go, and the URLs the browser fetches
// them from. The build writes these paths and the runtime, `docgen serve` and `docgen dev` read
// them, so they are spelled here once. Pure: imported by Node code and browser code alike.

/** Everything docgen itself adds to a site lives under this folder. */
export const DOCGEN_DIR = '_docgen';

/** The full sidebar menu, as `{ "html": … }` (JSON rather than .html, which servers redirect to a route). */
export const SIDEBAR_FRAGMENT_PATH = `${DOCGEN_DIR}/sidebar.json`;

/**
 * A site with a sidebars file has one full menu per sidebar (a page shows only its own, or none),
 * named by its key: letters, digits, `_` and `-` as they are, any other character as `~` and its code
 * point in hex, so that two keys never share a file and no key leaves the folder.
 */
export function sidebarFragmentPath(name: string): string {
  const safe = name.replace(/[^A-Za-z0-9_-]/g, (c) => `~${c.codePointAt(0)!.toString(16)}`);
  return `${DOCGEN_DIR}/sidebars/${safe}.json`;
}

/** The not-found page, served with status 404. */
export const NOT_FOUND_PATH = '404.html';

/** The dev session's live-reload channel (server-sent events) and its browser script. */
export const DEV_EVENTS_PATH = `${DOCGEN_DIR}/events`;
export const DEV_SCRIPT_PATH = `${DOCGEN_DIR}/dev.js`;

/** `/` → `index`; `/a/b` → `a/b`: a route as a file name stem. */
function stem(route: string): string {
  return route === '/' ? 'index' : route.slice(1);
}

/**
 * `/` → `index.html`; `/a/b` → `a/b/index.html`, or `a/b.html` with `trailingSlash: false` (the
 * file GitHub Pages, Netlify and Cloudflare Pages serve at `/a/b` without redirecting to `/a/b/`).
 */
export function htmlPathFor(route: string, trailingSlash?: false): string {
  if (route === '/') return 'index.html';
  return trailingSlash === false ? `${route.slice(1)}.html` : `${route.slice(1)}/index.html`;
}

/** Per-route navigation JSON: `/` → `_docgen/routes/index.json`; `/a/b` → `_docgen/routes/a/b.json`. */
export function jsonPathFor(route: string): string {
  return `${DOCGEN_DIR}/routes/${stem(route)}.json`;
}

/** A route's hidden code-tab panels (loaded on first use): `/a/b` → `_docgen/panels/a/b.json`. */
export function panelsPathFor(route: string): string {
  return `${DOCGEN_DIR}/panels/${stem(route)}.json`;
}

/**
 * Deep schema rows a page left out (src/render/defer-schemas.ts), one JSON string each, named by
 * content and shared by every page that shows them: `_docgen/schemas/s.<hash>.json`.
 */
export function schemaFragmentPathFor(hash: string): string {
  return `${DOCGEN_DIR}/schemas/s.${hash}.json`;
}

/**
 * A large component schema reused across an API (src/openapi/views/shared-schemas.ts), shown in
 * full once: `_docgen/schemas/<key>-row.json` / `-tree.json` (the contents of a property row or of
 * an option, a JSON string of HTML) and `<key>.md` (its Markdown, linked from the pages' copies).
 * Named by the component, its spec and direction rather than content: components refer to each
 * other in cycles (`customer` → `card` → `customer`), which no content hash can name.
 */
export function sharedSchemaPathFor(key: string, part: 'row' | 'tree' | 'md'): string {
  return part === 'md' ? `${DOCGEN_DIR}/schemas/${key}.md` : `${DOCGEN_DIR}/schemas/${key}-${part}.json`;
}

/** An operation page's Try-it console data and validators (an ES module): `/a/b` → `_docgen/console/a/b.js`. */
export function consolePathFor(route: string): string {
  return `${DOCGEN_DIR}/console/${stem(route)}.js`;
}

/** The page's plain Markdown copy: `/` → `index.md`; `/a/b` → `a/b.md`. */
export function markdownPathFor(route: string): string {
  return `${stem(route)}.md`;
}

/**
 * An output path (or a route) under the site's base URL: `withBase('/docs/', 'a/b.json')` →
 * `/docs/a/b.json`. A leading slash on the path is the site root, not the host's.
 */
export function withBase(baseUrl: string, path: string): string {
  return `${baseUrl}${urlPath(path.startsWith('/') ? path.slice(1) : path)}`;
}

/**
 * A path as a URL writes it: the characters no URL may hold as they are (space, `"`, `<`, `>`,
 * `` ` ``, `{`, `}`, `|`, `\`, `^`, controls) percent-encoded, anything else kept (`%`, `?`, `#`,
 * letters of any script). RocketMQ's `02RocketMQ Streams Concept.md` is the route
 * `/docs/streams/02RocketMQ Streams Concept`, served from that folder; its links were
 * `href="…/02RocketMQ Streams Concept"`, which HTML does not allow.
 */
export function urlPath(path: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < path.length; i++) {
    const code = path.charCodeAt(i);
    if (code > 0x20 && code !== 0x7f && !UNSAFE_IN_URLS.includes(path[i]!)) continue;
    out += `${path.slice(from, i)}%${code.toString(16).toUpperCase().padStart(2, '0')}`;
    from = i + 1;
  }
  return from === 0 ? path : out + path.slice(from);
}

const UNSAFE_IN_URLS = '"<>`{}|\\^';

/** The public URL of a route under the base URL: `/` → the base URL itself. */
export function routeUrl(route: string, baseUrl: string): string {
  return withBase(baseUrl, route === '/' ? '' : route);
}

/** The URL of a route's navigation JSON. */
export function routeJsonUrl(route: string, baseUrl: string): string {
  return withBase(baseUrl, jsonPathFor(route));
}

/** A search index shard: content-hashed (cached for a year), named by the manifest. */
export function searchFilePath(name: string, hash: string): string {
  return `${DOCGEN_DIR}/search/${name}.${hash}.json`;
}

/**
 * The search manifest (the shards' table): at a fixed path below the site's (or docs version's)
 * base URL, which every page names, served for revalidation. Named by its contents instead, it
 * would change with any page's text, and every page with it: a one-page edit would rewrite every
 * page. Other docs versions' pages name it too (config `search: { versions: 'first' }`). Not under
 * `_docgen/search/`, whose files hosts cache for a year.
 */
export const SEARCH_MANIFEST_PATH = `${DOCGEN_DIR}/search-manifest.json`;

/**
 * Files whose URL stays the same while their contents change with every build: route data,
 * hidden panels, console modules, shared component schemas, the full sidebar and the search
 * manifest. Servers make browsers revalidate them (deploy/nginx.conf says the same).
 * `relPath` is relative to the output folder, with forward slashes; an older docs version's files
 * are below its path (`docs/1.0/_docgen/routes/…`) and follow the same rules.
 */
export function mustRevalidate(path: string): boolean {
  const relPath = /(?:^|\/)(_docgen\/.*)$/.exec(path)?.[1] ?? path;
  return (
    relPath.startsWith(`${DOCGEN_DIR}/routes/`) ||
    relPath.startsWith(`${DOCGEN_DIR}/panels/`) ||
    relPath.startsWith(`${DOCGEN_DIR}/console/`) ||
    relPath.startsWith(`${DOCGEN_DIR}/schemas/`) ||
    relPath === SIDEBAR_FRAGMENT_PATH ||
    relPath.startsWith(`${DOCGEN_DIR}/sidebars/`) ||
    relPath === SEARCH_MANIFEST_PATH
  );
}

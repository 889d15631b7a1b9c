// `_headers` and `_redirects` for Netlify and Cloudflare Pages (config `hostFiles`), made from the
// serving rules deploy/nginx.conf and `docgen serve` follow (src/shared/serving-rules.ts): the
// security headers on everything, content-hashed files cached for a year, docgen's unhashed data
// revalidated, and `/x/` and `/x/index.html` sent (301) to `/x`. Both hosts serve 404.html for
// unknown paths with status 404, and `/x` from `x.html` with `trailingSlash: false`.
import {
  DOCGEN_DIR,
  SIDEBAR_FRAGMENT_PATH,
  SEARCH_MANIFEST_PATH,
  withBase,
} from '../shared/output-layout.ts';
import { namesSidebars } from '../routes/page-sidebar.ts';
import { IMMUTABLE, SECURITY_HEADERS } from '../shared/serving-rules.ts';
import type { OutputFile, SiteData } from '../types.ts';

/**
 * Folders whose files are all docgen's and content-hashed. Not `assets/`: a site's own
 * `static/assets/` lands there too, unhashed, so its hashed files get a rule each (a few).
 */
const HASHED_FOLDERS = [`${DOCGEN_DIR}/search`];
/** docgen's files whose names stay while their contents change with every build. */
const REVALIDATED = [
  `${DOCGEN_DIR}/routes/*`,
  `${DOCGEN_DIR}/panels/*`,
  `${DOCGEN_DIR}/console/*`,
  `${DOCGEN_DIR}/schemas/*`,
  SIDEBAR_FRAGMENT_PATH,
  SEARCH_MANIFEST_PATH,
];

export function hostFiles(routes: string[], site: SiteData): OutputFile[] {
  const base = site.config.baseUrl;
  const rule = (path: string, headers: Record<string, string>) =>
    [withBase(base, path), ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join(
      '\n',
    );
  const headers = [
    [
      '# Made by docgen (config `hostFiles`): the headers deploy/nginx.conf and `docgen serve` send,',
      '# for Netlify and Cloudflare Pages. Each path gets Cache-Control from one rule only (hosts join',
      '# the values of several); pages keep the host default, which revalidates.',
    ].join('\n'),
    rule('*', SECURITY_HEADERS),
    ...HASHED_FOLDERS.map((folder) => rule(`${folder}/*`, { 'Cache-Control': IMMUTABLE })),
    ...site.assets.files.map((file) => rule(redirectTarget(file.path), { 'Cache-Control': IMMUTABLE })),
    // A sidebars file's sidebars have a full menu each (the folder tree's, `sidebar.json` only).
    ...[...REVALIDATED, ...(namesSidebars(site.sidebars) ? [`${DOCGEN_DIR}/sidebars/*`] : [])].map((path) =>
      rule(path, { 'Cache-Control': 'no-cache' }),
    ),
    '',
  ].join('\n\n');
  const pages = routes.filter((route) => route !== '/').sort();
  const redirects = [
    '# Made by docgen (config `hostFiles`): the redirects of deploy/nginx.conf, for Netlify and',
    "# Cloudflare Pages. `/x.html` → `/x` and the 404 page are the hosts' own behaviour.",
    ...(site.config.trailingSlash === false
      ? pages.flatMap((route) => {
          // Joined as written: redirectTarget encodes it once (withBase would encode a space first).
          const under = (path: string) => `${base}${path.slice(1)}`;
          const to = redirectTarget(under(route));
          return [
            `${redirectTarget(under(`${route}/`))} ${to} 301`,
            `${redirectTarget(under(`${route}/index.html`))} ${to} 301`,
          ];
        })
      : [
          '# Pages are x/index.html (`trailingSlash` unset): these hosts answer /x with a redirect to /x/,',
          '# which docgen cannot undo here; set `trailingSlash: false` to serve pages at /x.',
        ]),
    '',
  ];
  return [
    { path: '_headers', contents: headers, source: { what: 'the generated _headers (config `hostFiles`)' } },
    {
      path: '_redirects',
      contents: redirects.join('\n'),
      source: { what: 'the generated _redirects (config `hostFiles`)' },
    },
  ];
}

/** A path as a `_redirects` field: percent-encoded, so no space, `#`, `:` or `*` of a route is read as syntax. */
function redirectTarget(path: string): string {
  return path
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(
        /[!'()*]/g,
        (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join('/');
}

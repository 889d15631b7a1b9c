// src/render/host-files.ts and `trailingSlash: false`: the `_headers` and `_redirects` of Netlify and
// Cloudflare Pages say what deploy/nginx.conf says; pages are written as x.html while links, the
// canonical URL, the sitemap and the route data keep `/x`; hostile route names stay one field.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { select, selectAll } from 'hast-util-select';
import { build } from '../../src/commands/build.ts';
import { hostFiles } from '../../src/render/host-files.ts';
import { IMMUTABLE, SECURITY_HEADERS } from '../../src/shared/serving-rules.ts';
import type { SiteData } from '../../src/types.ts';
import { copyFixture, readHtml, repoRoot, rewriteFile } from '../helpers/fixtures.ts';

const ASSETS = ['assets/site.AbC123xYz0.css', 'assets/chunks/console.QWERTY12.js'];
const siteWith = (config: { baseUrl: string; trailingSlash?: false }) =>
  ({
    config,
    sidebars: [],
    assets: { files: ASSETS.map((p) => ({ path: p, contents: '' })) },
  }) as unknown as SiteData;
const files = (routes: string[], config: { baseUrl: string; trailingSlash?: false }) =>
  Object.fromEntries(hostFiles(routes, siteWith(config)).map((f) => [f.path, String(f.contents)]));

/** `_headers` as path → header lines. */
function parseHeaders(text: string): Map<string, string[]> {
  const rules = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!line.startsWith(' ')) rules.set(line, (current = []));
    else current!.push(line.trim());
  }
  return rules;
}

describe('src/render/host-files.ts', () => {
  test('_headers: the security headers of nginx and `docgen serve` on everything; one Cache-Control per path', () => {
    const rules = parseHeaders(files(['/', '/guide'], { baseUrl: '/' })._headers!);
    assert.deepEqual(
      rules.get('/*'),
      Object.entries(SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}`),
    );
    const nginx = readFileSync(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8');
    assert.ok(
      nginx.includes(
        `add_header Content-Security-Policy "${SECURITY_HEADERS['Content-Security-Policy']}" always;`,
      ),
      'deploy/nginx.conf sends the same policy',
    );
    // A rule per hashed asset, none for the folder: a site's own static/assets/ files land there,
    // unhashed, and must not be cached for a year.
    assert.equal(rules.get('/assets/*'), undefined);
    for (const asset of ASSETS)
      assert.deepEqual(rules.get(`/${asset}`), [`Cache-Control: ${IMMUTABLE}`], asset);
    assert.deepEqual(rules.get('/_docgen/search/*'), [`Cache-Control: ${IMMUTABLE}`]);
    for (const p of [
      '/_docgen/routes/*',
      '/_docgen/panels/*',
      '/_docgen/console/*',
      '/_docgen/sidebar.json',
      '/_docgen/search-manifest.json',
    ])
      assert.deepEqual(rules.get(p), ['Cache-Control: no-cache'], p);
    const withCache = [...rules].filter(([, lines]) => lines.some((l) => l.startsWith('Cache-Control')));
    assert.ok(
      !withCache.some(([p]) => p === '/*'),
      'no Cache-Control on /*: hosts would join it with the others',
    );
  });

  test('under a base URL every rule is under it', () => {
    const { _headers, _redirects } = files(['/', '/a'], { baseUrl: '/docs/', trailingSlash: false });
    assert.deepEqual(
      [...parseHeaders(_headers!).keys()].filter((p) => !p.startsWith('/docs/')),
      [],
    );
    assert.match(_redirects!, /^\/docs\/a\/ \/docs\/a 301$/m);
    assert.match(_redirects!, /^\/docs\/a\/index\.html \/docs\/a 301$/m);
  });

  test('_redirects: `/x/` and `/x/index.html` → `/x` with trailingSlash false; none (and why) without', () => {
    const strict = files(['/', '/guide', '/guide/intro'], { baseUrl: '/', trailingSlash: false })._redirects!;
    const rules = strict.split('\n').filter((l) => l && !l.startsWith('#'));
    assert.deepEqual(rules, [
      '/guide/ /guide 301',
      '/guide/index.html /guide 301',
      '/guide/intro/ /guide/intro 301',
      '/guide/intro/index.html /guide/intro 301',
    ]);
    const loose = files(['/', '/guide'], { baseUrl: '/' })._redirects!;
    assert.deepEqual(
      loose.split('\n').filter((l) => l && !l.startsWith('#')),
      [],
    );
    assert.match(loose, /set `trailingSlash: false`/);
  });

  test('hostile route names stay one field each and decode back to the route (fixed seed)', () => {
    const segment = fc.oneof(
      fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }),
      fc.constantFrom(' x', '#y', ':splat', '*', '!', '%20', '\n/evil 200', '\t', 'é'),
    );
    const routes = fc.sample(
      fc.array(
        segment.filter((s) => !s.includes('/')),
        { minLength: 1, maxLength: 3 },
      ),
      {
        seed: 38,
        numRuns: 150,
      },
    );
    for (const parts of routes) {
      const route = `/${parts.join('/')}`;
      const lines = files([route], { baseUrl: '/', trailingSlash: false })
        ._redirects!.split('\n')
        .filter((l) => l && !l.startsWith('#'));
      assert.equal(lines.length, 2, JSON.stringify(route));
      for (const line of lines) {
        const fields = line.split(' ');
        assert.equal(fields.length, 3, JSON.stringify(line));
        assert.match(fields[0]!, /^\/[A-Za-z0-9\-._~%/]*$/, JSON.stringify(line));
        assert.equal(fields[2], '301');
        const decode = (p: string) => p.split('/').map(decodeURIComponent).join('/');
        assert.equal(decode(fields[1]!), route);
        assert.ok([`${route}/`, `${route}/index.html`].includes(decode(fields[0]!)), JSON.stringify(line));
      }
    }
  });
});

describe('trailingSlash: false in a build', () => {
  const fixture = copyFixture('basic');
  let out = '';
  before(async () => {
    const file = path.join(fixture.dir, 'docgen.config.ts');
    rewriteFile(file, 'defineConfig({', 'defineConfig({ trailingSlash: false, hostFiles: true,');
    out = (await build({ root: fixture.dir })).outDir;
  });
  after(() => fixture.cleanup());

  test('pages are x.html (the home index.html); links, canonical, sitemap and route data say /x', () => {
    assert.ok(existsSync(path.join(out, 'guide/intro.html')));
    assert.ok(!existsSync(path.join(out, 'guide/intro/index.html')));
    assert.ok(existsSync(path.join(out, 'index.html')));
    const page = readHtml(path.join(out, 'guide/intro.html'));
    assert.equal(
      select('link[rel="canonical"]', page)?.properties.href,
      'https://fixture.example/guide/intro',
    );
    const hrefs = selectAll('nav a, article a', page).map((a) => String(a.properties.href));
    assert.ok(hrefs.includes('/guide/advanced'), hrefs.join(' '));
    assert.ok(!hrefs.some((h) => /\.html$|\/$/.test(h) && h !== '/'), hrefs.join(' '));
    const sitemap = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
    assert.match(sitemap, /<loc>https:\/\/fixture\.example\/guide\/intro<\/loc>/);
    assert.ok(
      existsSync(path.join(out, '_docgen/routes/guide/intro.json')),
      'the client router fetches the same data',
    );
    assert.match(
      readFileSync(path.join(out, '_redirects'), 'utf8'),
      /^\/guide\/intro\/ \/guide\/intro 301$/m,
    );
  });
});

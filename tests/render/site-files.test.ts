// src/render/site-files.ts, src/render/page-files.ts, compress.ts and the head metadata: builds the `basic` fixture and
// checks llms.txt, sitemap.xml, robots.txt, the Markdown copies and their links, the .gz/.br
// siblings, and the CSP / OpenGraph / Twitter meta.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { select } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { build } from '../../src/commands/build.ts';
import { markdownPathFor } from '../../src/shared/output-layout.ts';
import { copyFixture, readHtml } from '../helpers/fixtures.ts';

const ROUTES = [
  '/',
  '/guide',
  '/guide/intro',
  '/guide/advanced',
  '/reference',
  '/reference/pet-store',
  '/reference/list-pets',
  '/reference/create-a-pet',
];

describe('src/render/site-files.ts, src/write/compress.ts', () => {
  const fixture = copyFixture('basic');
  let out = '';
  before(async () => {
    out = (await build({ root: fixture.dir })).outDir;
  });
  after(() => fixture.cleanup());
  const read = (rel: string) => readFileSync(path.join(out, rel), 'utf8');

  test('llms.txt follows llmstxt.org: H1 title, tagline quote, sections of Markdown-copy links with descriptions', () => {
    const llms = read('llms.txt');
    assert.match(llms, /^# Fixture Docs\n\n> Testing docgen\n\n## /);
    assert.match(llms, /^- \[Introduction\]\(https:\/\/fixture\.example\/guide\/intro\.md\): Start here\.$/m);
    assert.match(llms, /^## Guide$/m);
    for (const route of ROUTES)
      assert.ok(llms.includes(`(https://fixture.example/${markdownPathFor(route)})`), route);
  });

  test('sitemap.xml lists every route at config.url; robots.txt points at it', () => {
    const sitemap = read('sitemap.xml');
    assert.match(
      sitemap,
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
    assert.deepEqual(locs, ROUTES.map((r) => `https://fixture.example${r}`).sort());
    assert.equal(
      read('robots.txt'),
      'User-agent: *\nAllow: /\n\nSitemap: https://fixture.example/sitemap.xml\n',
    );
  });

  test('every page has a Markdown copy, linked from the page as "View as Markdown"', () => {
    for (const route of ROUTES) {
      const md = read(markdownPathFor(route));
      assert.match(md, /^# .+\n/, route);
      assert.ok(md.includes(`Source: <https://fixture.example${route}>`), route);
      const link = select(
        'a.page-meta__markdown',
        readHtml(path.join(out, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`)),
      );
      assert.equal(toString(link!), 'View as Markdown', route);
      assert.equal(link!.properties.href, `/${markdownPathFor(route)}`, route);
    }
  });

  test('doc copies are clean Markdown: code fences with languages, absolute links, no UI text', () => {
    const md = read('guide/intro.md');
    assert.doesNotMatch(md, /Copy code|<span|<div|class=/);
    assert.match(md, /```\w+\n/);
    assert.doesNotMatch(md, /\]\(\/[^/]/, 'root-relative links are made absolute');
  });

  test('API copies have the operation, parameters, schemas, examples and code samples', () => {
    const md = read('reference/list-pets.md');
    assert.match(md, /^# List pets$/m);
    assert.match(md, /`GET \/pets`/);
    assert.match(md, /^### Query parameters$/m);
    assert.match(md, /^\| Name \| Type \| Description \| Example \|$/m);
    assert.match(md, /^## Responses$/m);
    assert.match(md, /^### 200 OK$/m);
    assert.match(md, /^## Code samples$/m);
    assert.match(md, /```curl\ncurl --request GET /);
    const create = read('reference/create-a-pet.md');
    assert.match(create, /^### Request body$/m);
    assert.match(create, /^ {2}- `name` string, required/m);
    assert.match(create, /```json\n\{/);
    const info = read('reference/pet-store.md');
    assert.match(info, /^## Operations$/m);
    assert.match(info, /\[pets\.yaml\]\(https:\/\/fixture\.example\/reference\/pets\.yaml\)/);
  });

  test('text files of 1 KB or more get .gz and .br siblings with the same content; small ones do not', () => {
    for (const rel of [
      'index.html',
      'guide/intro/index.html',
      '_docgen/routes/guide/intro.json',
      'reference/list-pets.md',
    ]) {
      const raw = readFileSync(path.join(out, rel));
      assert.ok(raw.byteLength >= 1024, rel);
      assert.deepEqual(gunzipSync(readFileSync(path.join(out, `${rel}.gz`))), raw, rel);
      assert.deepEqual(brotliDecompressSync(readFileSync(path.join(out, `${rel}.br`))), raw, rel);
    }
    assert.ok(statSync(path.join(out, 'robots.txt')).size < 1024);
    assert.ok(!existsSync(path.join(out, 'robots.txt.gz')));
    assert.ok(!existsSync(path.join(out, 'img/logo.svg.br')), 'a small SVG stays uncompressed');
  });

  test('head: CSP meta pins the inline script by hash (no unsafe-eval); OpenGraph and the Twitter card', () => {
    const tree = readHtml(path.join(out, 'guide/intro/index.html'));
    const csp = String(select('meta[http-equiv="Content-Security-Policy"]', tree)?.properties.content);
    const inline = select('head script:not([src])', tree)!;
    const hash = createHash('sha256').update(toString(inline)).digest('base64');
    assert.ok(csp.includes(`'sha256-${hash}'`), csp);
    assert.doesNotMatch(csp, /unsafe-eval|unsafe-inline/);
    const meta = (key: string) =>
      select(`meta[property="${key}"], meta[name="${key}"]`, tree)?.properties.content;
    assert.equal(meta('og:site_name'), 'Fixture Docs');
    assert.equal(meta('og:url'), 'https://fixture.example/guide/intro');
    assert.equal(meta('og:title'), 'Introduction | Fixture Docs');
    assert.equal(meta('og:description'), 'Start here.');
    assert.equal(meta('twitter:card'), 'summary');
    // X falls back to og:title and og:description: no twitter: copies of them.
    assert.equal(meta('twitter:title'), undefined);
    assert.equal(meta('twitter:description'), undefined);
    assert.ok(select('meta[name="theme-color"]', tree));
  });
});

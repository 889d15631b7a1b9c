// src/commands/build.ts: builds the `basic` fixture and checks the HTML it produces (parsed).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { build } from '../../src/commands/build.ts';
import { DocgenError, DocgenErrorList } from '../../src/errors.ts';
import { copyFixture, readHtml } from '../helpers/fixtures.ts';
import { throwawaySite } from '../helpers/throwaway-site.ts';

describe('src/commands/build.ts', () => {
  const fixture = copyFixture('basic');
  let out = '';
  before(async () => {
    out = (await build({ root: fixture.dir })).outDir;
  });
  after(() => fixture.cleanup());
  const page = (route: string) =>
    readHtml(path.join(out, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`));

  test('writes every route as <route>/index.html, route JSON, site JSON, 404.html', () => {
    for (const route of [
      '/',
      '/guide',
      '/guide/intro',
      '/guide/advanced',
      '/reference',
      '/reference/pet-store',
      '/reference/list-pets',
      '/reference/create-a-pet',
    ]) {
      assert.ok(
        existsSync(path.join(out, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`)),
        route,
      );
      const json = JSON.parse(
        readFileSync(
          path.join(out, `_docgen/routes/${route === '/' ? 'index' : route.slice(1)}.json`),
          'utf8',
        ),
      );
      assert.equal(json.route, route);
      assert.match(json.main, /<article/);
    }
    assert.ok(existsSync(path.join(out, '404.html')));
    assert.ok(existsSync(path.join(out, 'reference/pets.yaml')), 'spec copied for download');
    assert.ok(existsSync(path.join(out, 'img/logo.svg')), 'static files copied');
  });

  test('document shell: lang, title, description, canonical, skip link first', () => {
    const tree = page('/guide/intro');
    assert.equal(select('html', tree)?.properties.lang, 'en');
    assert.equal(toString(select('title', tree)!), 'Introduction | Fixture Docs');
    assert.equal(select('meta[name="description"]', tree)?.properties.content, 'Start here.');
    assert.equal(
      select('link[rel="canonical"]', tree)?.properties.href,
      'https://fixture.example/guide/intro',
    );
    const firstFocusable = select('body a, body button', tree);
    assert.equal(firstFocusable?.properties.href, '#main-content');
    assert.ok(select('main#main-content', tree));
  });

  test('layout: navbar with title and theme toggle, sidebar, breadcrumbs, TOC, prev/next, dark footer, announcement', () => {
    const tree = page('/guide/intro');
    assert.equal(toString(select('.navbar__title', tree)!), 'Fixture Docs');
    assert.ok(select('button[data-theme-toggle]', tree));
    const active = select('.sidebar a[aria-current="page"]', tree);
    assert.equal(active?.properties.href, '/guide/intro');
    assert.deepEqual(
      selectAll('.breadcrumbs li', tree).map((n) => toString(n)),
      ['Home', 'The Guide', 'Introduction'].map((s, i) => (i === 1 ? 'Guide' : s)),
    );
    assert.deepEqual(
      selectAll('.toc .toc__link', tree).map((n) => n.properties.href),
      ['#set-up', '#set-up-1'],
    );
    assert.equal(select('a[rel="prev"]', tree)?.properties.href, '/guide');
    assert.equal(select('a[rel="next"]', tree)?.properties.href, '/guide/advanced');
    assert.ok(select('footer.footer--dark', tree));
    assert.match(toString(select('.footer__copyright', tree)!), /Copyright © 2025/);
    assert.ok(select('[data-announcement="v1"]', tree));
    assert.match(toString(select('.version-badge', tree)!), /Next/);
  });

  test('markdown: admonitions, tabs, cards, sanitised HTML, unsafe links removed, duplicate ids suffixed', () => {
    const home = page('/');
    assert.equal(toString(select('aside.admonition-warning .admonition-title', home)!), 'Careful');
    assert.equal(selectAll('.cards .card', home).length, 2);
    assert.equal(toString(select('article b', home)!), 'html', 'raw HTML is rendered');
    assert.equal(
      select('article img[alt="x"]', home)?.properties.onError,
      undefined,
      'through the sanitiser',
    );
    assert.ok(!selectAll('a', home).some((a) => String(a.properties.href).startsWith('javascript:')));
    assert.equal(
      select('a[href="/guide/intro"]', home) !== null,
      true,
      'relative .md link resolved to route',
    );
    const intro = page('/guide/intro');
    assert.deepEqual(
      selectAll('[role="tab"]', intro).map((n) => toString(n)),
      ['cURL', 'JavaScript'],
    );
    assert.ok(select('#set-up', intro) && select('#set-up-1', intro));
    assert.ok(select('pre.code span[class^="hl-"]', intro), 'code highlighted at build time');
    assert.ok(!select('.toc a[href="#deep-heading"]', intro), 'h4 not in the TOC');
  });

  test('hide_table_of_contents hides the TOC', () => {
    assert.ok(!select('.toc', page('/guide/advanced')));
  });

  test('generated category index lists children as cards', () => {
    const tree = page('/guide');
    assert.equal(toString(select('h1', tree)!), 'The Guide');
    assert.deepEqual(
      selectAll('.card__link', tree).map((a) => a.properties.href),
      ['/guide/intro', '/guide/advanced'],
    );
    assert.match(toString(select('.card', tree)!), /Start here\./);
  });

  test('API pages: info, operations with method, path, params, schema, samples; sanitized descriptions', () => {
    const info = page('/reference/pet-store');
    assert.equal(toString(select('h1', info)!), 'Pet Store');
    assert.match(toString(info), /https:\/\/api\.fixture\.example\/v2/);
    assert.ok(select('a[download="pets.yaml"]', info));
    assert.ok(!select('script:not([type])', select('article', info)!), 'no script from the description');
    const op = page('/reference/list-pets');
    assert.equal(toString(select('.api-endpoint .badge', op)!), 'GET');
    assert.equal(toString(select('.api-endpoint__path', op)!), '/pets');
    // Parameters are field rows, as bodies are (ParamList.tsx).
    assert.match(toString(select('.api-params', op)!), /limit/);
    assert.match(toString(select('.api-params', op)!), /1–100/);
    assert.deepEqual(
      selectAll('#samples-tab-0, #samples-tab-1, #samples-tab-2', op).map((n) => toString(n)),
      ['cURL', 'JavaScript', 'Python'],
    );
    assert.ok(!selectAll('a', op).some((a) => String(a.properties.href).startsWith('javascript:')));
    const sidebarApi = selectAll('.sidebar [class^="badge--"]', op).map((n) => toString(n));
    assert.deepEqual(sidebarApi, ['GET', 'POST']);
    const create = page('/reference/create-a-pet');
    assert.match(toString(create), /A dog/);
    assert.ok(select('#response-422', create));
  });

  test('API index page: the overview, then a card per tag category (leading to its first operation)', () => {
    const tree = page('/reference');
    assert.deepEqual(
      selectAll('.card__link', tree).map((a) => a.properties.href),
      ['/reference/pet-store', '/reference/list-pets'],
    );
    assert.match(toString(selectAll('.card__link', tree)[1]), /Pets/);
  });

  test('writer threads (a large site, forced here) write the same files, byte for byte', async () => {
    const listing = (dir: string): string[] =>
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
        .sort();
    const threaded = path.join(fixture.dir, 'build-threaded');
    process.env.DOCGEN_WRITER_THREADS = '2';
    try {
      await build({ root: fixture.dir, outDir: threaded });
    } finally {
      delete process.env.DOCGEN_WRITER_THREADS;
    }
    assert.deepEqual(listing(threaded), listing(out));
    for (const file of listing(out))
      assert.ok(readFileSync(path.join(threaded, file)).equals(readFileSync(path.join(out, file))), file);
  });
});

test('every page docgen cannot make is reported at once, in page order, and the last output stays', async () => {
  const site = throwawaySite({ 'content/index.md': '# Home\n', 'content/b.md': '# B\n\nFine.\n' });
  try {
    const outDir = path.join(site.dir, 'build');
    await build({ root: site.dir, outDir });
    const before = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    writeFileSync(path.join(site.dir, 'content/a.mdx'), '# A\n\n<Foo />\n');
    writeFileSync(path.join(site.dir, 'content/c.mdx'), '# C\n\n{1 +}\n');
    writeFileSync(path.join(site.dir, 'content/d.mdx'), '# D\n\n<Bar x="1" />\n');
    await assert.rejects(build({ root: site.dir, outDir }), (error: unknown) => {
      assert.ok(error instanceof DocgenErrorList, String(error));
      assert.match(error.message, /^3 pages cannot be built/);
      assert.deepEqual(
        error.errors.map((e) => [e.file, e.line]),
        [
          ['content/a.mdx', 3],
          ['content/c.mdx', 3],
          ['content/d.mdx', 3],
        ],
      );
      return true;
    });
    assert.equal(readFileSync(path.join(outDir, 'index.html'), 'utf8'), before);
    // A partial's error, met by two pages: one report, which says so.
    writeFileSync(path.join(site.dir, 'content/_part.mdx'), 'Text.\n\n<Chart />\n');
    writeFileSync(path.join(site.dir, 'content/e.mdx'), "import Part from './_part.mdx';\n\n<Part />\n");
    writeFileSync(path.join(site.dir, 'content/f.mdx'), "import Part from './_part.mdx';\n\n<Part />\n");
    await assert.rejects(build({ root: site.dir, outDir }), (error: unknown) => {
      assert.ok(error instanceof DocgenErrorList, String(error));
      assert.match(error.message, /^5 pages cannot be built/);
      const part = error.errors.filter((e) => e.file === 'content/_part.mdx');
      assert.equal(part.length, 1, error.format());
      assert.match(
        part[0]!.format(),
        /^content\/_part\.mdx:3: Unknown component <Chart>.*\(met on 2 pages\)/,
      );
      return true;
    });
    rmSync(path.join(site.dir, 'content/e.mdx'));
    rmSync(path.join(site.dir, 'content/f.mdx'));
    // One page: its own error, as before.
    rmSync(path.join(site.dir, 'content/c.mdx'));
    rmSync(path.join(site.dir, 'content/d.mdx'));
    await assert.rejects(
      build({ root: site.dir, outDir }),
      (error: unknown) =>
        error instanceof DocgenError && !(error instanceof DocgenErrorList) && error.file === 'content/a.mdx',
    );
  } finally {
    site.cleanup();
  }
});

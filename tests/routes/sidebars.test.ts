// Several sidebars (tests/fixtures/sidebars: `docs`, `api`, `community`, and a changelog in none),
// built with the real CLI: each page shows the sidebar that holds it, or none, as Docusaurus does;
// breadcrumbs and prev/next stay inside it; navbar `docSidebar` items link to a sidebar's first
// page, and one that names no sidebar stops the build at its key.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { copyFixture, readHtml, runDocgen, rewriteFile } from '../helpers/fixtures.ts';

describe('a site of three sidebars and a page in none', () => {
  let site: { dir: string; cleanup: () => void };
  before(() => {
    site = copyFixture('sidebars');
    const result = runDocgen(['build'], site.dir);
    assert.equal(result.code, 0, result.stderr);
  });
  after(() => site.cleanup());

  const page = (route: string) =>
    readHtml(path.join(site.dir, 'build', route === '/' ? 'index.html' : `${route.slice(1)}/index.html`));
  const menuLinks = (route: string) =>
    selectAll('[data-sidebar] .menu a', page(route)).map((a) => String(a.properties.href));

  test('each page shows the sidebar that holds it, its active entry marked; a page in none shows none', () => {
    const shown = (route: string) => {
      const aside = select('aside[data-sidebar]', page(route))!;
      return String(aside.properties.dataSidebarName);
    };
    assert.equal(shown('/'), 'docs');
    assert.equal(shown('/guides/install'), 'docs');
    assert.equal(shown('/api/overview'), 'api');
    assert.equal(shown('/api/orders'), 'api');
    assert.equal(shown('/community/contributing'), 'community');
    assert.equal(shown('/changelog'), '');

    assert.deepEqual(menuLinks('/guides/install'), ['/', '/guides/install', '/guides/configure']);
    // `collapsed: false` keeps Endpoints open on the overview; nothing of another sidebar is there.
    assert.deepEqual(menuLinks('/api/overview'), ['/api/overview', '/api/users', '/api/orders']);
    // Contribute is collapsed: its entries are left out of the support page, as in a site of one.
    assert.deepEqual(menuLinks('/community/support'), ['/community/support']);
    assert.deepEqual(menuLinks('/community/contributing'), ['/community/support', '/community/contributing']);
    assert.equal(
      String(select('[data-sidebar] [aria-current="page"]', page('/api/users'))?.properties.href),
      '/api/users',
    );

    const none = page('/changelog');
    assert.deepEqual(menuLinks('/changelog'), []);
    assert.ok(select('aside.sidebar--none', none), 'the aside says it holds no sidebar');
    assert.ok(select('.layout.layout--full', none), 'the content takes the column');
    // The mobile drawer keeps the main menu (the navbar's items).
    assert.deepEqual(
      selectAll('[data-drawer-primary] .navbar__link', none).map((a) => toString(a)),
      ['API', 'Community', 'Guides', 'Changelog'],
    );
  });

  test('prev/next and breadcrumbs stay inside the page’s own sidebar', () => {
    const pagination = (route: string) =>
      ['prev', 'next'].map((rel) => {
        const link = select(`.pagination a[rel="${rel}"]`, page(route));
        return link ? String(link.properties.href) : null;
      });
    assert.deepEqual(pagination('/'), [null, '/guides/install']);
    assert.deepEqual(pagination('/guides/configure'), ['/guides/install', null]);
    assert.deepEqual(pagination('/api/overview'), [null, '/api/users']);
    assert.deepEqual(pagination('/api/orders'), ['/api/users', null]);
    assert.deepEqual(pagination('/community/support'), [null, '/community/contributing']);
    assert.deepEqual(pagination('/changelog'), [null, null]);

    const crumbs = (route: string) =>
      selectAll('.breadcrumbs__item', page(route)).map((li) => toString(li).trim());
    assert.deepEqual(crumbs('/api/users'), ['Home', 'Endpoints', 'Users']);
    assert.deepEqual(crumbs('/community/contributing'), ['Home', 'Contribute', 'Contributing']);
    assert.deepEqual(crumbs('/changelog'), ['Home', 'Changelog']);
  });

  test('navbar `docSidebar` items link to the first page of their sidebar', () => {
    assert.deepEqual(
      selectAll('.navbar__items > a.navbar__link', page('/')).map((a) => [toString(a), a.properties.href]),
      [
        ['API', '/api/overview'],
        ['Community', '/community/support'],
        ['Guides', '/guides/install'],
        ['Changelog', '/changelog'],
      ],
    );
  });

  test("a `docSidebar` item, and a `doc` item by its page's sidebar, is marked while a page of that sidebar is shown, in the navbar and the drawer", () => {
    /** Each item's label, and its mark: `aria-current` when it has the class `is-active`, else '-'. */
    const marks = (route: string, within: string) =>
      selectAll(`${within} a[data-navbar-sidebar]`, page(route)).map((a) => {
        const active = (a.properties.className as string[]).includes('is-active');
        assert.equal(
          active,
          a.properties.ariaCurrent !== undefined,
          `${route}: class and aria-current agree`,
        );
        return `${toString(a)}:${active ? String(a.properties.ariaCurrent) : '-'}`;
      });
    for (const within of ['.navbar__items', '[data-drawer-primary]']) {
      // The page the item links to is "page"; another page of its sidebar, "true".
      assert.deepEqual(marks('/api/overview', within), ['API:page', 'Community:-', 'Guides:-'], within);
      assert.deepEqual(marks('/api/orders', within), ['API:true', 'Community:-', 'Guides:-'], within);
      assert.deepEqual(
        marks('/community/contributing', within),
        ['API:-', 'Community:true', 'Guides:-'],
        within,
      );
      // A `doc` item is marked as its page's sidebar is: "page" on its page, "true" on the others.
      assert.deepEqual(marks('/guides/install', within), ['API:-', 'Community:-', 'Guides:page'], within);
      assert.deepEqual(marks('/guides/configure', within), ['API:-', 'Community:-', 'Guides:true'], within);
      assert.deepEqual(marks('/changelog', within), ['API:-', 'Community:-', 'Guides:-'], within);
      // The changelog's own item: its page is in no sidebar, so it is never marked.
      const changelog = selectAll(`${within} a`, page('/changelog')).find((a) => toString(a) === 'Changelog');
      assert.ok(changelog, `${within}: the Changelog item`);
      assert.equal(changelog.properties.dataNavbarSidebar, undefined);
      assert.equal(changelog.properties.ariaCurrent, undefined);
    }
  });

  test('one full menu per sidebar, and each route’s data names its sidebar', () => {
    const out = path.join(site.dir, 'build/_docgen');
    assert.equal(existsSync(path.join(out, 'sidebar.json')), false);
    const full = (name: string) =>
      selectAll(
        '.menu a',
        fromHtml(JSON.parse(readFileSync(path.join(out, `sidebars/${name}.json`), 'utf8')).html, {
          fragment: true,
        }),
      ).map((a) => String(a.properties.href));
    assert.deepEqual(full('docs'), ['/', '/guides/install', '/guides/configure']);
    assert.deepEqual(full('api'), ['/api/overview', '/api/users', '/api/orders']);
    assert.deepEqual(full('community'), ['/community/support', '/community/contributing']);
    const json = (route: string) =>
      JSON.parse(readFileSync(path.join(out, `routes${route}.json`), 'utf8')) as { sidebar?: string };
    assert.equal(json('/api/users').sidebar, 'api');
    assert.equal(json('/changelog').sidebar, '');
  });
});

test('a navbar `docSidebar` item naming no sidebar stops the build at its key', () => {
  const site = copyFixture('sidebars');
  try {
    const file = path.join(site.dir, 'docgen.config.ts');
    rewriteFile(file, "sidebarId: 'community'", "sidebarId: 'comunity'");
    const result = runDocgen(['build'], site.dir);
    assert.notEqual(result.code, 0);
    assert.match(result.stderr, /links to the sidebar "comunity", which sidebars\.js does not define/);
    assert.match(result.stderr, /docgen\.config\.ts/);
    assert.match(result.stderr, /navbar\.items\[1\]\.sidebarId/);
    assert.match(result.stderr, /"docs", "api", "community"/);
  } finally {
    site.cleanup();
  }
});

test('hostile sidebar keys: each menu file stays in its folder, the names are escaped in HTML and JSON', () => {
  const site = copyFixture('sidebars');
  try {
    const keys = ['docs', '"><script>alert(1)</script>', '../../outside $(id)\n'];
    writeFileSync(
      path.join(site.dir, 'sidebars.js'),
      `module.exports = ${JSON.stringify({
        [keys[0]]: ['index', 'guides/install', 'guides/configure'],
        [keys[1]]: ['api/overview', 'api/users', 'api/orders'],
        [keys[2]]: ['community/support', 'community/contributing'],
      })};\n`,
    );
    const config = path.join(site.dir, 'docgen.config.ts');
    rewriteFile(
      config,
      /items: \[[\s\S]*?\],\n {2}\},/,
      `items: [{ type: 'docSidebar', sidebarId: ${JSON.stringify(keys[1])}, label: 'API' }, { type: 'doc', route: '/community/contributing', label: 'Contributing' }],\n  },`,
    );
    const result = runDocgen(['build'], site.dir);
    assert.equal(result.code, 0, result.stderr);
    const out = path.join(site.dir, 'build');
    assert.ok(!existsSync(path.join(site.dir, 'outside $(id)\n.json')), 'nothing written outside');
    const menus = readdirSync(path.join(out, '_docgen/sidebars'));
    assert.equal(menus.filter((f) => f.endsWith('.json')).length, 3, menus.join(', '));
    const html = readFileSync(path.join(out, 'api/users/index.html'), 'utf8');
    assert.ok(!html.includes('<script>alert(1)'), 'the key is escaped in the page');
    assert.equal(String(select('aside[data-sidebar]', fromHtml(html))!.properties.dataSidebarName), keys[1]);
    // The navbar's item of that sidebar names it, escaped, and is marked on its pages.
    const item = select('.navbar__items a[data-navbar-sidebar]', fromHtml(html))!;
    assert.equal(String(item.properties.dataNavbarSidebar), keys[1]);
    assert.equal(item.properties.ariaCurrent, 'true');
    // A `doc` item takes its page's sidebar key (the one with `$(id)` and a newline) as written.
    const community = fromHtml(readFileSync(path.join(out, 'community/support/index.html'), 'utf8'));
    const doc = selectAll('.navbar__items a[data-navbar-sidebar]', community).find(
      (a) => String(a.properties.href) === '/community/contributing',
    );
    assert.ok(doc, 'the doc item names its sidebar');
    assert.equal(String(doc.properties.dataNavbarSidebar), keys[2]);
    assert.equal(doc.properties.ariaCurrent, 'true');
    const json = JSON.parse(readFileSync(path.join(out, '_docgen/routes/community/support.json'), 'utf8'));
    assert.equal(json.sidebar, keys[2]);
  } finally {
    site.cleanup();
  }
});

// tests/fixtures/one-sidebar: a sidebars file of one sidebar, two pages it does not list, and an API
// in two versions. As in Docusaurus, a page the sidebar does not list shows none and takes the
// width; the API's pages (its older version's and the changelog too) show the sidebar it is in.
describe('a site of one sidebar (a sidebars file) and pages it does not list', () => {
  let site: { dir: string; cleanup: () => void };
  before(() => {
    site = copyFixture('one-sidebar');
    const result = runDocgen(['build'], site.dir);
    assert.equal(result.code, 0, result.stderr);
  });
  after(() => site.cleanup());

  const page = (route: string) =>
    readHtml(path.join(site.dir, 'build', route === '/' ? 'index.html' : `${route.slice(1)}/index.html`));
  const shown = (route: string) =>
    String(select('aside[data-sidebar]', page(route))!.properties.dataSidebarName);
  const json = (route: string) =>
    JSON.parse(readFileSync(path.join(site.dir, 'build/_docgen/routes', `${route}.json`), 'utf8')) as {
      sidebar?: string;
    };

  test('a page the sidebar lists shows it; one it does not list shows none and takes the width', () => {
    for (const route of ['/', '/guides/install', '/guides/configure']) {
      assert.equal(shown(route), 'docs', route);
      assert.ok(select('.layout:not(.layout--full)', page(route)), `${route}: the sidebar's column`);
    }
    assert.deepEqual(
      selectAll('[data-sidebar] .menu a', page('/guides/install')).map((a) => String(a.properties.href)),
      ['/', '/guides/install', '/guides/configure', '/api'],
    );
    for (const route of ['/changelog', '/legal/terms']) {
      const none = page(route);
      assert.equal(shown(route), '', route);
      assert.ok(select('aside.sidebar--none', none), `${route}: the aside holds no sidebar`);
      assert.ok(select('.layout.layout--full', none), `${route}: the content takes the column`);
      assert.deepEqual(selectAll('[data-sidebar] .menu a', none), [], `${route}: no menu entry`);
      assert.equal(select('.pagination', none), undefined, `${route}: no prev/next`);
      // The mobile drawer keeps the site's navigation: the title and the navbar's items.
      assert.deepEqual(
        selectAll('[data-drawer-primary] a', none).map((a) => toString(a)),
        ['One Sidebar Fixture', 'Docs', 'Changelog', 'GitHub'],
      );
      assert.equal(json(route).sidebar, '');
    }
  });

  test("the API's pages show the sidebar the API is in, its older version's and the changelog too", () => {
    for (const route of [
      '/api',
      '/api/bookshop',
      '/api/list-books',
      '/api/v1/list-shelves',
      '/api/changelog/v1-to-v2',
    ]) {
      assert.equal(shown(route), 'docs', route);
      assert.equal(json(route).sidebar, 'docs', route);
      assert.ok(select('.layout:not(.layout--full)', page(route)), route);
    }
  });

  test('the navbar item of the sidebar is marked on its pages and the API’s, not on a page in none', () => {
    const mark = (route: string) =>
      select('.navbar__items a[data-navbar-sidebar="docs"]', page(route))!.properties.ariaCurrent;
    assert.equal(mark('/'), 'page');
    assert.equal(mark('/guides/install'), 'true');
    assert.equal(mark('/api/v1/list-shelves'), 'true');
    assert.equal(mark('/changelog'), undefined);
  });

  test('the sidebar has a full menu of its own, as each of several has', () => {
    const out = path.join(site.dir, 'build/_docgen');
    assert.equal(existsSync(path.join(out, 'sidebar.json')), false);
    const html = JSON.parse(readFileSync(path.join(out, 'sidebars/docs.json'), 'utf8')).html as string;
    assert.deepEqual(
      selectAll('.menu a', fromHtml(html, { fragment: true }))
        .map((a) => String(a.properties.href))
        .slice(0, 4),
      ['/', '/guides/install', '/guides/configure', '/api'],
    );
  });
});

test('a sidebars file’s sidebar named "" stops the build at its key: "" is a page’s in none', () => {
  const site = copyFixture('one-sidebar');
  try {
    writeFileSync(path.join(site.dir, 'sidebars.js'), "module.exports = { '': ['index'] };\n");
    const result = runDocgen(['build'], site.dir);
    assert.notEqual(result.code, 0);
    assert.match(result.stderr, /sidebars\.js/);
    assert.match(result.stderr, /A sidebar of the sidebars file has an empty name/);
  } finally {
    site.cleanup();
  }
});

test('a sidebars file of no sidebar (`{}`): a warning, the docs pages show none, the API reference its own', () => {
  const site = copyFixture('basic');
  try {
    writeFileSync(path.join(site.dir, 'sidebars.js'), 'module.exports = {};\n');
    // The folder's generated index (/guide) is a sidebar's category: with none, its links are broken.
    const config = path.join(site.dir, 'docgen.config.ts');
    rewriteFile(config, "title: 'Fixture Docs',", "title: 'Fixture Docs', onBrokenLinks: 'warn',");
    const result = runDocgen(['build'], site.dir);
    assert.equal(result.code, 0, result.stderr);
    assert.match(
      result.stderr,
      /sidebars\.js.*\n?.*The sidebars file defines no sidebar: the docs pages show none/,
    );
    const page = (route: string) => readHtml(path.join(site.dir, 'build', route.slice(1), 'index.html'));
    const doc = page('/guide/intro');
    assert.ok(select('.layout.layout--full', doc), 'the content takes the column');
    assert.ok(select('aside.sidebar--none', doc), 'the aside holds no sidebar');
    assert.deepEqual(selectAll('[data-sidebar] .menu a', doc), []);
    const api = page('/reference');
    assert.ok(select('.layout:not(.layout--full)', api), "the API reference's sidebar column");
    assert.ok(selectAll('[data-sidebar] .menu a', api).length > 0, 'its operations are listed');
  } finally {
    site.cleanup();
  }
});

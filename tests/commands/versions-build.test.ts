// Docs versions end to end: the versioned-docs fixture (a real Docusaurus site's versions.json,
// versioned_docs and versioned_sidebars, trimmed) builds with every version, its dropdown and
// banners; links are checked per version; `docgen version` snapshots the docs like Docusaurus.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { build } from '../../src/commands/build.ts';
import { builtBase } from '../../src/commands/serve.ts';
import { version } from '../../src/commands/version.ts';
import { DocgenError } from '../../src/errors.ts';
import { copyFixture, readHtml, runDocgen, rewriteFile } from '../helpers/fixtures.ts';
import { throwawaySite } from '../helpers/throwaway-site.ts';
import { Warnings } from '../../src/warnings.ts';

const HOSTILE = `<script>alert(1)</script>"' & <img src=x onerror=alert(1)> \u202e ../\\`;

const pageFile = (out: string, route: string) =>
  path.join(out, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

describe('docs versions: the versioned-docs fixture', () => {
  const fixture = copyFixture('versioned-docs');
  let out = '';
  before(async () => {
    out = (await build({ root: fixture.dir, outDir: path.join(fixture.dir, 'build') })).outDir;
  });
  after(() => fixture.cleanup());
  const page = (route: string) => readHtml(pageFile(out, route));

  test('every version is built: the latest at the docs path, Next at /docs/next, 1.3.0 at /docs/1.3.0', () => {
    for (const route of [
      '/docs/intro',
      '/docs/intro/getting-started',
      '/docs/webpack-plugin',
      '/docs/v2-to-v3',
      '/docs/next/intro',
      '/docs/next/webpack-plugin',
      '/docs/next/v3-to-v4',
      '/docs/1.3.0/intro/getting-started',
      '/docs/1.3.0/cli',
    ])
      assert.ok(existsSync(pageFile(out, route)), route);
    assert.ok(!existsSync(pageFile(out, '/docs/v3-to-v4')), 'a page of Next only is not in the latest');
    assert.ok(!existsSync(pageFile(out, '/docs/cli')));
  });

  test('each page shows the version it belongs to, in the pill and the dropdown', () => {
    for (const [route, label] of [
      ['/docs/intro/getting-started', '3.0.0'],
      ['/docs/next/intro/getting-started', 'Next'],
      ['/docs/1.3.0/intro/getting-started', '1.3.0'],
    ]) {
      const tree = page(route);
      assert.equal(toString(select('.version-badge', tree)!), `Version: ${label}`, route);
      const dropdown = select('[data-docs-version-dropdown]', tree)!;
      assert.equal(toString(select('summary', dropdown)!), label);
      assert.deepEqual(
        selectAll('a', dropdown).map((a) => [toString(a), a.properties.href]),
        [
          ['Next', '/docs/next/'],
          ['3.0.0', '/docs/intro'], // its main doc (no page at /docs)
          ['1.3.0', '/docs/1.3.0/'],
        ],
      );
      assert.equal(toString(select('a[aria-current]', dropdown)!), label);
    }
  });

  test('banners: unmaintained and unreleased, linking the same page in the latest version, else its main doc', () => {
    assert.ok(!select('[data-version-banner]', page('/docs/intro/getting-started')));
    const cases = [
      ['/docs/1.3.0/intro/getting-started', 'unmaintained', '/docs/intro/getting-started'],
      ['/docs/1.3.0/cli', 'unmaintained', '/docs/intro'],
      ['/docs/next/webpack-plugin', 'unreleased', '/docs/webpack-plugin'],
      ['/docs/next/v3-to-v4', 'unreleased', '/docs/intro'],
    ];
    for (const [route, kind, target] of cases) {
      const banner = select('[data-version-banner]', page(route))!;
      assert.equal(banner.properties.dataVersionBanner, kind, route);
      assert.equal(select('a', banner)!.properties.href, target, route);
      assert.ok(existsSync(pageFile(out, target)), target);
    }
  });

  test('each version has its own sidebar: 3.0.0 from its versioned sidebars, 1.3.0 from its folders', () => {
    const labels = (route: string) => selectAll('nav.menu a', page(route)).map((a) => toString(a));
    assert.ok(labels('/docs/webpack-plugin').includes('V2 to V3'));
    assert.ok(!labels('/docs/webpack-plugin').includes('V3 to V4'));
    assert.ok(labels('/docs/next/webpack-plugin').includes('V3 to V4'));
    assert.ok(labels('/docs/1.3.0/cli').includes('CLI'));
    for (const href of selectAll('nav.menu a', page('/docs/1.3.0/cli')).map((a) => String(a.properties.href)))
      assert.ok(href.startsWith('/docs/1.3.0/'), href);
  });

  test('each version has its own search index and the version script', () => {
    for (const base of ['', 'docs/next/', 'docs/1.3.0/']) {
      const button = select('[data-search-open]', readHtml(path.join(out, base, 'index.html')));
      assert.ok(button, base);
      assert.equal(String(button.properties.dataSearchOpen), `/${base}_docgen/search-manifest.json`, base);
    }
    const scripts = selectAll('script[src]', page('/docs/1.3.0/cli')).map((s) => String(s.properties.src));
    assert.ok(
      scripts.some((src) => /^\/docs\/1\.3\.0\/assets\/versions\.[\w]+\.js$/.test(src)),
      scripts.join(),
    );
  });
});

describe('docs versions: checks and `docgen version`', () => {
  test('a broken link in an old version fails the build, naming its file', async () => {
    const fixture = copyFixture('versioned-docs');
    try {
      const file = path.join(fixture.dir, 'versioned_docs/version-1.3.0/cli.md');
      writeFileSync(file, `${readFileSync(file, 'utf8')}\n[gone](/nowhere)\n`);
      const error = await build({ root: fixture.dir, outDir: path.join(fixture.dir, 'build') }).then(
        () => assert.fail('built'),
        (e: unknown) => e,
      );
      assert.ok(error instanceof DocgenError, String(error));
      assert.match(error.format(), /versioned_docs\/version-1\.3\.0\/cli\.md/);
      assert.ok(!existsSync(path.join(fixture.dir, 'build')), 'nothing is written');
    } finally {
      fixture.cleanup();
    }
  });

  test('links between versions are site routes, as in Docusaurus, checked once all are built', async () => {
    const fixture = copyFixture('versioned-docs');
    try {
      const old = path.join(fixture.dir, 'versioned_docs/version-1.3.0/cli.md');
      const links = [
        '[latest](/docs/webpack-plugin#usage)',
        '[own](/docs/1.3.0/intro/getting-started)',
        '[own as written](/cli)',
        '[next](/docs/next/intro)',
      ];
      writeFileSync(old, `${readFileSync(old, 'utf8')}\n${links.join(' ')}\n`);
      const latest = path.join(fixture.dir, 'versioned_docs/version-3.0.0/webpack-plugin.mdx');
      writeFileSync(latest, `${readFileSync(latest, 'utf8')}\n[the old CLI](/docs/1.3.0/cli)\n`);
      const built = await build({ root: fixture.dir, outDir: path.join(fixture.dir, 'build') });
      const hrefs = (route: string) =>
        selectAll('article a', readHtml(pageFile(built.outDir, route))).map((a) => String(a.properties.href));
      for (const href of [
        '/docs/webpack-plugin#usage',
        '/docs/1.3.0/intro/getting-started',
        '/docs/1.3.0/cli',
        '/docs/next/intro',
      ])
        assert.ok(
          hrefs('/docs/1.3.0/cli').includes(href),
          `${href} in ${hrefs('/docs/1.3.0/cli').join(' ')}`,
        );
      assert.ok(
        hrefs('/docs/webpack-plugin').includes('/docs/1.3.0/cli'),
        'the latest links an older version',
      );

      // Another version's pages and anchors are checked like the version's own: a page that is not
      // there stops the build (the last output stays), an anchor warns (`onBrokenAnchors` default).
      writeFileSync(old, `${readFileSync(old, 'utf8')}\n[bad anchor](/docs/webpack-plugin#nope)\n`);
      const warned = await build({ root: fixture.dir, outDir: path.join(fixture.dir, 'build') });
      assert.ok(
        warned.warnings.some(
          (w) => /#nope/.test(w.message) && /versioned_docs\/version-1\.3\.0\/cli\.md/.test(w.format()),
        ),
        warned.warnings.map((w) => w.message).join('\n'),
      );
      writeFileSync(old, `${readFileSync(old, 'utf8')}\n[gone](/docs/next/nowhere)\n`);
      const error = await build({ root: fixture.dir, outDir: path.join(fixture.dir, 'build') }).then(
        () => assert.fail('built'),
        (e: unknown) => e,
      );
      assert.ok(error instanceof DocgenError, String(error));
      assert.match(error.format(), /\/docs\/next\/nowhere: no page has this route/);
      assert.match(error.format(), /versioned_docs\/version-1\.3\.0\/cli\.md/);
      assert.ok(existsSync(pageFile(built.outDir, '/docs/1.3.0/cli')), 'the last build stays');
    } finally {
      fixture.cleanup();
    }
  });

  test('onlyIncludeVersions builds only the versions named', async () => {
    const fixture = versionedDocs(
      `onlyIncludeVersions: ['3.0.0'], versions: { '3.0.0': { label: ${JSON.stringify(HOSTILE)} } },`,
    );
    try {
      const { outDir } = await build({ root: fixture.dir, outDir: path.join(fixture.dir, 'build') });
      assert.ok(existsSync(pageFile(outDir, '/docs/intro')));
      assert.ok(!existsSync(path.join(outDir, 'docs/next')));
      assert.ok(!existsSync(path.join(outDir, 'docs/1.3.0')));
      const dropdown = select('[data-docs-version-dropdown]', readHtml(pageFile(outDir, '/docs/intro')))!;
      // A hostile label is text wherever it lands: the dropdown, its summary and the pill.
      assert.deepEqual(
        selectAll('a', dropdown).map((a) => toString(a)),
        [HOSTILE],
      );
      const tree = readHtml(pageFile(outDir, '/docs/intro'));
      assert.equal(toString(select('summary', dropdown)!), HOSTILE);
      assert.equal(toString(select('.version-badge', tree)!), `Version: ${HOSTILE}`);
      assert.ok(selectAll('script', tree).every((s) => !toString(s).includes('alert(1)')));
      assert.ok(!selectAll('img', tree).some((i) => i.properties.onError !== undefined));
    } finally {
      fixture.cleanup();
    }
  });

  test('`docgen version 4.0.0` snapshots the docs and sidebars, and the site builds with it as the latest', async () => {
    const fixture = copyFixture('versioned-docs');
    try {
      const result = await version({ name: '4.0.0', root: fixture.dir });
      assert.deepEqual(result.versions, ['4.0.0', '3.0.0', '1.3.0']);
      assert.deepEqual(
        JSON.parse(readFileSync(path.join(fixture.dir, 'versions.json'), 'utf8')),
        result.versions,
      );
      assert.equal(
        readFileSync(path.join(fixture.dir, 'versioned_docs/version-4.0.0/v3-to-v4.mdx'), 'utf8'),
        readFileSync(path.join(fixture.dir, 'docs/v3-to-v4.mdx'), 'utf8'),
      );
      const sidebars = JSON.parse(
        readFileSync(path.join(fixture.dir, 'versioned_sidebars/version-4.0.0-sidebars.json'), 'utf8'),
      );
      assert.equal(sidebars.docs[2].items[0].id, 'v3-to-v4');
      const { outDir } = await build({ root: fixture.dir, outDir: path.join(fixture.dir, 'build') });
      assert.ok(existsSync(pageFile(outDir, '/docs/v3-to-v4')), 'the new latest at the docs path');
      assert.ok(existsSync(pageFile(outDir, '/docs/3.0.0/v2-to-v3')), '3.0.0 moved below its own path');
      assert.equal(
        select('[data-version-banner]', readHtml(pageFile(outDir, '/docs/3.0.0/v2-to-v3')))!.properties
          .dataVersionBanner,
        'unmaintained',
      );
    } finally {
      fixture.cleanup();
    }
  });

  test('`docgen version` refuses a name taken or one no folder can hold', async () => {
    const fixture = copyFixture('versioned-docs');
    try {
      for (const [name, pattern] of [
        ['3.0.0', /exists already/],
        ['../escape', /cannot be a folder name/],
        ['current', /"current" is the docs folder/],
      ] as const) {
        await assert.rejects(
          version({ name, root: fixture.dir }),
          (e: unknown) => e instanceof DocgenError && pattern.test(e.message),
          name,
        );
      }
      assert.ok(!existsSync(path.join(fixture.dir, 'escape')));
      assert.deepEqual(JSON.parse(readFileSync(path.join(fixture.dir, 'versions.json'), 'utf8')), [
        '3.0.0',
        '1.3.0',
      ]);
    } finally {
      fixture.cleanup();
    }
  });

  test('the CLI: a bad versions.json is one message naming the file, no stack trace, exit 1', () => {
    const fixture = copyFixture('versioned-docs');
    try {
      writeFileSync(path.join(fixture.dir, 'versions.json'), '["3.0.0", "../../x"]');
      const result = runDocgen(['build', '--out', 'build'], fixture.dir);
      assert.equal(result.code, 1);
      assert.match(result.stderr, /versions\.json/);
      assert.match(result.stderr, /cannot be a folder name/);
      assert.doesNotMatch(result.stderr, /^\s+at /m);
      writeFileSync(path.join(fixture.dir, 'versions.json'), '["3.0.0", "1.3.0"]');
      const made = runDocgen(['version', '3.0.0'], fixture.dir);
      assert.equal(made.code, 1);
      assert.match(made.stderr, /exists already/);
    } finally {
      fixture.cleanup();
    }
  });
});

test("search.versions: 'first' on a site without docs versions is a warning naming the key, not silence", async () => {
  const site = throwawaySite({ 'content/index.md': '# Home\n' }, { search: { versions: 'first' } });
  try {
    const warnings = new Warnings();
    await build({ root: site.dir, outDir: path.join(site.dir, 'build'), warnings });
    const warning = warnings.list.find((w) => w.pointer === 'search.versions');
    assert.ok(warning, warnings.list.map((w) => w.format()).join('\n'));
    assert.match(warning.message, /has no effect: the site has no docs versions/);
    assert.match(warning.file ?? '', /docgen\.config\.ts$/);
    // With versions, no such warning.
    const versioned = copyFixture('versioned-docs');
    try {
      const configFile = path.join(versioned.dir, 'docgen.config.ts');
      rewriteFile(configFile, 'navbar:', "search: { versions: 'first' },\n  navbar:");
      const none = new Warnings();
      await build({ root: versioned.dir, outDir: path.join(versioned.dir, 'build'), warnings: none });
      assert.ok(!none.list.some((w) => w.pointer === 'search.versions'));
    } finally {
      versioned.cleanup();
    }
  } finally {
    site.cleanup();
  }
});

test('a latest version with a path of its own is built there, whole, and the site root sends the reader on to it', async () => {
  const fixture = versionedDocs(`versions: { '3.0.0': { path: 'v3' } },`);
  try {
    const out = (await build({ root: fixture.dir, outDir: path.join(fixture.dir, 'build') })).outDir;
    // The latest's pages, assets and links are all below its path.
    const latest = readHtml(pageFile(out, '/docs/v3/intro/getting-started'));
    const stylesheet = String(select('link[rel="stylesheet"]', latest)!.properties.href);
    assert.match(stylesheet, /^\/docs\/v3\/assets\/site\./);
    assert.ok(existsSync(path.join(out, stylesheet)), stylesheet);
    for (const a of selectAll('nav.menu a', latest))
      assert.match(String(a.properties.href), /^\/docs\/v3\//, String(a.properties.href));
    assert.ok(!existsSync(pageFile(out, '/docs/intro/getting-started')));
    // Its home (generated, as for any version below the docs path): older versions' banners lead there.
    assert.ok(existsSync(pageFile(out, '/docs/v3')));
    const banner = select('[data-version-banner] a', readHtml(pageFile(out, '/docs/1.3.0/cli')))!;
    assert.equal(banner.properties.href, '/docs/v3/');
    // The root: a page that goes there at once, and links it.
    const root = readHtml(path.join(out, 'index.html'));
    assert.equal(select('meta[http-equiv="refresh"]', root)!.properties.content, '0; url=/docs/v3/');
    assert.equal(select('main a', root)!.properties.href, '/docs/v3/');
    assert.equal(toString(select('title', root)!), 'Generate License File');
    // The latest's not-found page is the site's too (its links are absolute).
    assert.equal(
      readFileSync(path.join(out, '404.html'), 'utf8'),
      readFileSync(path.join(out, 'docs/v3/404.html'), 'utf8'),
    );
  } finally {
    fixture.cleanup();
  }
});

test("Socket.IO's layout (`lastVersion: 'current'` at `path: 'v4'`): the static folder is also the root's, `docgen serve` finds the site's base, a Docusaurus 1 versioned sidebar's ids are the version's docs", async () => {
  // socketio/socket.io-website: raw `<img src="/images/chat-1.png">` in the tutorial, `ThemedImage`
  // of `useBaseUrl('/images/…')` on 30 pages, and `versioned_sidebars/version-3.x-sidebars.json`
  // naming `version-3.x/server-api`. The first build stopped on the last two ("file not found",
  // "doc id that does not exist"); the images were missing (the static folder was only below
  // each version's path); `docgen serve` read the latest's base from the root's not-found page and
  // served every page as not found.
  const site = throwawaySite(
    {
      'versions.json': JSON.stringify(['3.x']),
      'docs/index.mdx': [
        "import useBaseUrl from '@docusaurus/useBaseUrl';",
        "import ThemedImage from '@theme/ThemedImage';",
        '',
        '# Socket.IO',
        '',
        '<img src="/images/chat.png" alt="chat" />',
        '',
        "<ThemedImage alt=\"rooms\" sources={{ light: useBaseUrl('/images/rooms.png'), dark: useBaseUrl('/images/rooms-dark.png') }} />",
        '',
      ].join('\n'),
      'docs/server-api.md': '# Server API 4\n',
      'docs/only-latest.md': '# New in 4\n',
      'static/images/chat.png': 'PNG',
      'static/images/rooms.png': 'PNG',
      'static/images/rooms-dark.png': 'PNG',
      'versioned_docs/version-3.x/index.md': '# Socket.IO 3\n',
      'versioned_docs/version-3.x/server-api.md': '# Server API\n',
      'versioned_sidebars/version-3.x-sidebars.json': JSON.stringify({
        'version-3.x/sidebar': ['version-3.x/index'],
        'version-3.x/serverSidebar': ['version-3.x/server-api'],
      }),
    },
    {
      contentDir: 'docs',
      onBrokenLinks: 'throw',
      navbar: {
        items: [
          { type: 'doc', label: 'Server API', route: '/docs/server-api' },
          { type: 'doc', label: 'New', route: '/docs/only-latest#top' },
          { type: 'doc', label: 'Old', route: '/docs/v3/server-api' },
        ],
      },
      footer: { links: [{ title: 'More', items: [{ label: 'Blog', href: '/blog' }] }] },
      docs: {
        routeBasePath: '/docs',
        lastVersion: 'current',
        versions: { current: { label: '4.x', path: 'v4' }, '3.x': { path: 'v3' } },
      },
    },
  );
  try {
    const out = (await build({ root: site.dir, outDir: path.join(site.dir, 'build') })).outDir;
    assert.equal(readFileSync(path.join(out, 'images/chat.png'), 'utf8'), 'PNG');
    const home = readHtml(pageFile(out, '/docs/v4'));
    assert.equal(select('img[alt="chat"]', home)!.properties.src, '/images/chat.png');
    const themed = selectAll('img.themed-image', home).map((img) => String(img.properties.src));
    assert.deepEqual(themed, ['/docs/v4/images/rooms.png', '/docs/v4/images/rooms-dark.png']);
    for (const src of themed) assert.ok(existsSync(path.join(out, src)), src);
    const v3 = selectAll('nav.menu a', readHtml(pageFile(out, '/docs/v3/server-api')));
    assert.ok(
      v3.some((a) => a.properties.href === '/docs/v3/server-api'),
      v3.map((a) => String(a.properties.href)).join(', '),
    );
    assert.equal(builtBase(out), '/');
    // The navbar's and footer's routes are the site's: each version's page of a doc, else the
    // latest's; another route at the site's base (they were joined to the version's base:
    // `/docs/v4/docs/server-api`).
    const links = (route: string) =>
      selectAll('.navbar a.navbar__link, footer a', readHtml(pageFile(out, route))).map((a) =>
        String(a.properties.href),
      );
    for (const [route, expected] of [
      ['/docs/v4', ['/docs/v4/server-api', '/docs/v4/only-latest#top', '/docs/v3/server-api', '/blog']],
      ['/docs/v3/server-api', ['/docs/v3/server-api', '/docs/v4/only-latest#top', '/blog']],
    ] as const)
      for (const href of expected)
        assert.ok(links(route).includes(href), `${route}: ${links(route).join(', ')}`);
  } finally {
    site.cleanup();
  }
});

test('the next version at the docs root and the latest at a path of its own (as Shopify flash-list has them): each where it says, one not-found page', async () => {
  const fixture = versionedDocs(`versions: { current: { path: '' }, '3.0.0': { path: 'v3' } },`);
  try {
    const out = (await build({ root: fixture.dir, outDir: path.join(fixture.dir, 'build') })).outDir;
    assert.match(toString(readHtml(pageFile(out, '/docs/intro/getting-started'))), /Version: Next/);
    assert.match(toString(readHtml(pageFile(out, '/docs/v3/intro/getting-started'))), /Version: 3\.0\.0/);
    // No page sends the reader on from the root: Next is there, with its own not-found page.
    const root404 = readFileSync(path.join(out, '404.html'), 'utf8');
    assert.notEqual(root404, readFileSync(path.join(out, 'docs/v3/404.html'), 'utf8'));
    assert.ok(!select('meta[http-equiv="refresh"]', readHtml(path.join(out, 'index.html'))));
    assert.match(toString(readHtml(path.join(out, '404.html'))), /Page not found/);
  } finally {
    fixture.cleanup();
  }
});

/** The versioned-docs fixture, copied, with these options after its `routeBasePath`. */
function versionedDocs(options: string): { dir: string; cleanup: () => void } {
  const fixture = copyFixture('versioned-docs');
  const config = path.join(fixture.dir, 'docgen.config.ts');
  rewriteFile(config, "routeBasePath: '/docs',", `routeBasePath: '/docs',\n    ${options}`);
  return fixture;
}

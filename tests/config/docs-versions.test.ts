// src/config/docs-versions.ts: which versions a site has, their paths, labels, banners and
// folders, and the errors for a versions.json or a config that cannot be built.
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { fromHtml } from 'hast-util-from-html';
import { select } from 'hast-util-select';
import { renderToStaticMarkup } from 'react-dom/server';
import SearchButton from '../../templates/components/SearchButton.tsx';
import {
  latestDocs,
  parseVersionsFile,
  readDocsVersions,
  versionConfig,
  versionNameProblem,
} from '../../src/config/docs-versions.ts';
import { validateConfig, type LoadedConfig } from '../../src/config/load-config.ts';
import { DocgenError } from '../../src/errors.ts';
import type { SidebarItem } from '../../src/types.ts';
import { throwawaySite } from '../helpers/throwaway-site.ts';

const sites: { cleanup(): void }[] = [];
after(() => sites.forEach((s) => s.cleanup()));

function site(versions: unknown, docs: object = {}, extra: Record<string, string> = {}): LoadedConfig {
  const names = Array.isArray(versions) ? versions.filter((v) => typeof v === 'string') : [];
  const files: Record<string, string> = {
    'versions.json': JSON.stringify(versions),
    'content/index.md': '# Home\n',
    ...Object.fromEntries(names.map((n) => [`versioned_docs/version-${n}/index.md`, `# ${n}\n`])),
    ...extra,
  };
  const made = throwawaySite(files);
  sites.push(made);
  const config = validateConfig({ title: 'Site', url: 'https://site.example', docs });
  return { config, root: made.dir };
}

async function fails(loaded: LoadedConfig, pattern: RegExp): Promise<DocgenError> {
  const error = await readDocsVersions(loaded).then(
    () => assert.fail('no error'),
    (e: unknown) => e,
  );
  assert.ok(error instanceof DocgenError, String(error));
  assert.match(error.message, pattern);
  return error;
}

describe('src/config/docs-versions.ts', () => {
  test('Docusaurus defaults: current is "Next" at /next, the newest version at the unversioned path', async () => {
    const v = (await readDocsVersions(site(['2.0', '1.0'])))!;
    assert.deepEqual(
      v.versions.map((x) => [x.name, x.label, x.path, x.banner, x.baseUrl, x.contentDir, x.latest]),
      [
        ['current', 'Next', 'next', 'unreleased', '/next/', 'content', false],
        ['2.0', '2.0', '', null, '/', 'versioned_docs/version-2.0', true],
        ['1.0', '1.0', '1.0', 'unmaintained', '/1.0/', 'versioned_docs/version-1.0', false],
      ],
    );
    assert.equal(v.latest.name, '2.0');
  });

  test('versions live below routeBasePath and the base URL; labels, paths and banners from `docs.versions`', async () => {
    const loaded = site(['2.0', '1.0'], {
      routeBasePath: '/docs',
      versions: { current: { label: 'Canary', path: 'canary' }, '1.0': { banner: 'none', label: 'v1' } },
    });
    loaded.config.baseUrl = '/site/';
    const v = (await readDocsVersions(loaded))!;
    assert.deepEqual(
      v.versions.map((x) => [x.label, x.baseUrl, x.banner]),
      [
        ['Canary', '/site/docs/canary/', 'unreleased'],
        ['2.0', '/site/', null],
        ['v1', '/site/docs/1.0/', null],
      ],
    );
  });

  test('the docs label `versionLabel` names the current version when `versions.current.label` does not', async () => {
    const v = (await readDocsVersions(site(['1.0'], { versionLabel: 'Main' })))!;
    assert.equal(v.versions[0].label, 'Main');
  });

  test('"current" listed in versions.json places the docs folder among the versions, as Docusaurus (tRPC\'s)', async () => {
    // ["current", "10.x", "9.x"]: the first version listed is still the latest by default.
    const first = (await readDocsVersions(site(['current', '10.x', '9.x'])))!;
    assert.deepEqual(
      first.versions.map((v) => [v.name, v.path, v.latest]),
      [
        ['current', 'next', false],
        ['10.x', '', true],
        ['9.x', '9.x', false],
      ],
    );
    // In the middle: the dropdown's order is the file's.
    const middle = (await readDocsVersions(site(['2.0', 'current', '1.0'], { lastVersion: 'current' })))!;
    assert.deepEqual(
      middle.versions.map((v) => [v.name, v.latest]),
      [
        ['2.0', false],
        ['current', true],
        ['1.0', false],
      ],
    );
    assert.equal(middle.latest.contentDir, 'content');
    // Without the current version, "current" in the file is only its place: nothing to build.
    const without = (await readDocsVersions(site(['current', '1.0'], { includeCurrentVersion: false })))!;
    assert.deepEqual(
      without.versions.map((v) => v.name),
      ['1.0'],
    );
    await fails(site(['current', 'current']), /twice/);
  });

  test('lastVersion "current": the docs folder at the unversioned path, every version unmaintained', async () => {
    const v = (await readDocsVersions(site(['2.0', '1.0'], { lastVersion: 'current' })))!;
    assert.deepEqual(
      v.versions.map((x) => [x.name, x.baseUrl, x.banner]),
      [
        ['current', '/', null],
        ['2.0', '/2.0/', 'unmaintained'],
        ['1.0', '/1.0/', 'unmaintained'],
      ],
    );
  });

  test('onlyIncludeVersions and includeCurrentVersion leave versions out', async () => {
    const only = (await readDocsVersions(site(['2.0', '1.0'], { onlyIncludeVersions: ['2.0'] })))!;
    assert.deepEqual(
      only.versions.map((x) => x.name),
      ['2.0'],
    );
    const noCurrent = (await readDocsVersions(site(['2.0', '1.0'], { includeCurrentVersion: false })))!;
    assert.deepEqual(
      noCurrent.versions.map((x) => x.name),
      ['2.0', '1.0'],
    );
  });

  test('no versions.json: no versions (the unversioned build)', async () => {
    const made = throwawaySite({ 'content/index.md': '# Home\n' });
    sites.push(made);
    const config = validateConfig({ title: 'Site', url: 'https://site.example' });
    assert.equal(await readDocsVersions({ config, root: made.dir }), undefined);
  });

  test('a versioned sidebars file is used when it exists, else the folder tree', async () => {
    const v = (await readDocsVersions(
      site(['2.0', '1.0'], {}, { 'versioned_sidebars/version-2.0-sidebars.json': '{"docs":[]}' }),
    ))!;
    assert.deepEqual(
      v.versions.map((x) => x.sidebarPath),
      [undefined, 'versioned_sidebars/version-2.0-sidebars.json', false],
    );
  });

  test('the bad inputs: each a DocgenError naming the file or key', async () => {
    const e1 = await fails(site(['2.0', '1.0'], { lastVersion: '3.0' }), /lastVersion.*"3\.0"/);
    assert.equal(e1.pointer, 'docs.lastVersion');
    const e2 = await fails(site(['2.0', '1.0'], { onlyIncludeVersions: ['1.0'] }), /leaves out "2\.0"/);
    assert.equal(e2.pointer, 'docs.onlyIncludeVersions');
    await fails(site(['2.0'], { onlyIncludeVersions: ['9'] }), /names "9"/);
    await fails(site(['2.0'], { versions: { '9.9': { label: 'x' } } }), /docs\.versions.*"9\.9"/);
    await fails(site([], { includeCurrentVersion: false }), /lists no version/);
    const missing = site(['2.0']);
    const { rmSync } = await import('node:fs');
    rmSync(`${missing.root}/versioned_docs`, { recursive: true });
    const e3 = await fails(missing, /version "2\.0" are missing: versioned_docs\/version-2\.0\//);
    assert.equal(e3.file, 'versions.json');
    await fails(site(['2.0', '1.0'], { versions: { '1.0': { path: 'next' } } }), /same path "next"/);
    await fails(site(['2.0', 'a b']), /cannot be a path segment/);
  });

  test('versions.json: an array of names a folder can hold, each once', () => {
    assert.deepEqual(parseVersionsFile('["2.0", "1.0"]'), ['2.0', '1.0']);
    assert.deepEqual(parseVersionsFile('["current", "1.0"]'), ['current', '1.0']);
    for (const [source, pattern] of [
      ['{', /not valid JSON/],
      ['{"a":1}', /must be an array/],
      ['["1.0", "1.0"]', /twice/],
      ['[1]', /not a version name/],
    ] as const) {
      assert.throws(
        () => parseVersionsFile(source),
        (e: unknown) => e instanceof DocgenError && pattern.test(e.message) && e.file === 'versions.json',
        source,
      );
    }
  });

  test('hostile version names never become folders or paths (fixed cases)', () => {
    const hostile = [
      '../../etc',
      '..',
      '.',
      'a/b',
      'a\\b',
      'x\u0000y',
      'tab\tname',
      '<script>',
      'C:',
      'a|b',
      'x'.repeat(101),
      ' ',
    ];
    for (const name of hostile) assert.ok(versionNameProblem(name), JSON.stringify(name));
    for (const name of ['1.0', 'v2', '2.0.0-beta.1', 'next-gen', '1.x', 'é'])
      assert.equal(versionNameProblem(name), undefined, name);
  });

  test('versionConfig: a version below the docs path is its own site, with its own folder, label and no APIs', async () => {
    const loaded = site(['2.0', '1.0'], { routeBasePath: '/docs' });
    loaded.config.openapi = [{ spec: 'a.yaml' } as never];
    const all = (await readDocsVersions(loaded))!;
    const old = versionConfig(loaded, all, all.versions[2], { routes: new Set(['/intro']) });
    assert.equal(old.config.baseUrl, '/docs/1.0/');
    assert.equal(old.config.contentDir, 'versioned_docs/version-1.0');
    assert.equal(old.config.docs.routeBasePath, '/');
    assert.equal(old.config.docs.versionLabel, '1.0');
    assert.deepEqual(old.config.openapi, []);
    assert.equal(old.docsVersion!.banner, 'unmaintained');
    assert.deepEqual(old.docsVersion!.latest, {
      label: '2.0',
      docsBase: '/docs/',
      home: '/',
      routes: ['/intro'],
    });
    const latest = versionConfig(loaded, all, all.latest, { routes: new Set() });
    assert.equal(latest.config.baseUrl, '/');
    assert.equal(latest.config.docs.routeBasePath, '/docs');
    assert.equal(latest.config.openapi.length, 1);
    assert.equal(latest.docsVersion!.docsRoot, '/docs');
  });

  test("an older version's links to the latest go to its main doc, as in Docusaurus, not to the site's home", async () => {
    const loaded = site(['2.0', '1.0'], { routeBasePath: '/docs' });
    const all = (await readDocsVersions(loaded))!;
    const sidebar: SidebarItem[] = [
      { type: 'link', label: 'Blog', route: '/blog' }, // not a docs page
      {
        type: 'category',
        label: 'Start',
        collapsed: false,
        items: [
          { type: 'link', label: 'Gone', route: '/docs/gone' }, // in the sidebar, not built
          { type: 'link', label: 'Install', route: '/docs/start/install' },
        ],
      },
      { type: 'link', label: 'Intro', route: '/docs/intro' },
    ];
    const routes = ['/', '/blog', '/docs/intro', '/docs/start/install'];
    const noRoot = latestDocs(routes, sidebar, '/docs');
    assert.deepEqual(noRoot, { routes: new Set(['/intro', '/start/install']), main: '/start/install' });
    const old = versionConfig(loaded, all, all.versions[2], noRoot).docsVersion!;
    assert.equal(old.latest.home, '/docs/start/install');
    assert.equal(old.versions.find((v) => v.name === '2.0')!.home, '/docs/start/install');
    assert.equal(old.versions.find((v) => v.name === '1.0')!.home, '/docs/1.0/');
    // A docs root page is the main doc, wherever the sidebar starts.
    assert.equal(latestDocs([...routes, '/docs'], sidebar, '/docs').main, '/');
    assert.equal(
      versionConfig(loaded, all, all.versions[2], latestDocs([...routes, '/docs'], sidebar, '/docs'))
        .docsVersion!.latest.home,
      '/docs/',
    );
    // No doc page at all: the site's home.
    const none = latestDocs(['/'], [], '/docs');
    assert.equal(none.main, undefined);
    assert.equal(versionConfig(loaded, all, all.versions[2], none).docsVersion!.latest.home, '/');
    // Docs at the site's root.
    assert.equal(latestDocs(['/', '/a'], [{ type: 'link', label: 'A', route: '/a' }], '/').main, '/');
    assert.equal(latestDocs(['/a'], [{ type: 'link', label: 'A', route: '/a' }], '/').main, '/a');
  });

  test("search: { versions: 'first' } gives each version the others' indexes; 'only' gives none", async () => {
    const loaded = site(['2.0', '1.0'], { routeBasePath: '/docs' });
    const all = (await readDocsVersions(loaded))!;
    assert.equal(
      versionConfig(loaded, all, all.versions[2], { routes: new Set() }).docsVersion!.otherSearches,
      undefined,
    );
    loaded.config.search = { versions: 'first' };
    const old = versionConfig(loaded, all, all.versions[2], { routes: new Set() }).docsVersion!;
    assert.deepEqual(old.otherSearches, [
      { label: 'Next', manifest: '/docs/next/_docgen/search-manifest.json', home: '/docs/next/' },
      { label: '2.0', manifest: '/_docgen/search-manifest.json', home: '/' },
    ]);
    const latest = versionConfig(loaded, all, all.latest, { routes: new Set() }).docsVersion!;
    assert.deepEqual(
      latest.otherSearches!.map((v) => v.label),
      ['Next', '1.0'],
    );
    assert.throws(() =>
      validateConfig({ title: 'S', url: 'https://s.example', search: { versions: 'all' } }),
    );
  });

  test('hostile version labels reach the search button as data, never markup (fixed seed)', () => {
    let seed = 39;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pieces = [
      '"',
      "'",
      '<',
      '>',
      '&',
      '</button>',
      '<script>alert(1)</script>',
      '&quot;',
      '\\',
      '\u2028',
      '{{x}}',
      ' ',
    ];
    for (let i = 0; i < 50; i++) {
      const label = Array.from(
        { length: 1 + Math.floor(random() * 6) },
        () => pieces[Math.floor(random() * pieces.length)],
      ).join('');
      const versions = [{ label, manifest: '/docs/1.0/_docgen/search-manifest.json', home: '/docs/1.0/' }];
      const html = renderToStaticMarkup(
        SearchButton({ indexUrl: '/_docgen/search/manifest.x.json', versions }),
      );
      const tree = fromHtml(html, { fragment: true });
      const button = select('button', tree)!;
      assert.equal(select('script', tree), undefined, label);
      assert.deepEqual(JSON.parse(String(button.properties.dataSearchVersions)), versions, label);
    }
  });
});

// src/openapi/views/changelog.ts and src/config/api-versions.ts on a whole build: the fixture
// api-versions (one API in v1 and v2) builds the changelog page, changelog.md/.json and the
// version menus that keep the operation; bad combinations of `openapi[].version` name the key;
// hostile spec strings stay text in the page's HTML and Markdown (a fixed-seed fuzz).
import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { selectAll } from 'hast-util-select';
import { build } from '../../../src/commands/build.ts';
import { validateConfig } from '../../../src/config/load-config.ts';
import { DocgenError } from '../../../src/errors.ts';
import { fixturesDir, readHtml } from '../../helpers/fixtures.ts';
import { throwawaySite } from '../../helpers/throwaway-site.ts';

const out = path.join(tmpdir(), `docgen-api-versions-${process.pid}`);
const page = (route: string) => readHtml(path.join(out, route.slice(1), 'index.html'));
const hrefs = (route: string, selector: string) =>
  selectAll(selector, page(route)).map((a) => String(a.properties.href));

describe('API versions and their changelog (tests/fixtures/api-versions)', () => {
  before(async () => {
    await build({ root: path.join(fixturesDir, 'api-versions'), outDir: out, noCache: true });
  });
  after(() => rmSync(out, { recursive: true, force: true }));

  test('the changelog page links both versions of each operation and the migration guide', () => {
    const links = hrefs('/api/changelog/v1-to-v2', 'main a');
    for (const href of [
      '/api/v1/list-books',
      '/api/list-books',
      '/api/v1/get-book',
      '/api/get-book',
      '/guide#migrating-from-v1',
    ])
      assert.ok(links.includes(href), `${href} in ${links.join(' ')}`);
    const badges = selectAll('.changelog__badge--breaking', page('/api/changelog/v1-to-v2'));
    assert.ok(badges.length >= 5, `${badges.length} breaking`);
  });

  test('the version menu keeps the operation: by operationId, else the overview', () => {
    assert.deepEqual(hrefs('/api/list-books', '[data-api-version-menu] a'), [
      '/api/v1/list-books',
      '/api/list-books',
    ]);
    // /books/{id} became /books/{bookId}: the same operationId
    assert.deepEqual(hrefs('/api/v1/get-book', '[data-api-version-menu] a'), [
      '/api/v1/get-book',
      '/api/get-book',
    ]);
    // gone in v2
    assert.deepEqual(hrefs('/api/v1/list-shelves', '[data-api-version-menu] a'), [
      '/api/v1/list-shelves',
      '/api/bookshop',
    ]);
    assert.ok(hrefs('/api/v1/bookshop', '.api-version-menu__changelog').includes('/api/changelog/v1-to-v2'));
  });

  test('the older version is out of the sidebar; changelog.md (in llms.txt) and changelog.json', () => {
    assert.ok(!hrefs('/api/list-books', '.sidebar a').some((h) => h.startsWith('/api/v1/')));
    const json = JSON.parse(readFileSync(path.join(out, 'api/changelog.json'), 'utf8'));
    assert.equal(json.changelogs[0].older.version, 'v1');
    assert.ok(json.changelogs[0].breaking > 0);
    assert.match(readFileSync(path.join(out, 'api/changelog.md'), 'utf8'), /^## v1 to v2$/m);
    assert.match(
      readFileSync(path.join(out, 'llms.txt'), 'utf8'),
      /\(https:\/\/books\.example\/api\/changelog\.md\)/,
    );
  });
});

describe('openapi[].version: config errors name the key', () => {
  const entry = (extra: object) => ({ spec: 'a.yaml', route: '/api', ...extra });
  const pointerOf = (openapi: object[]) => {
    try {
      validateConfig({ title: 'T', url: 'https://t.example', openapi });
    } catch (error) {
      assert.ok(error instanceof DocgenError);
      return { pointer: error.pointer, message: error.message };
    }
    return undefined;
  };
  test('two entries on one route without versions', () => {
    assert.equal(pointerOf([entry({}), entry({ version: 'v2' })])?.pointer, 'openapi[0].version');
  });
  test('one version twice', () => {
    assert.equal(
      pointerOf([entry({ version: 'v1' }), entry({ version: 'V1' })])?.pointer,
      'openapi[1].version',
    );
  });
  test('a migration guide on the oldest version, or without a version', () => {
    assert.equal(
      pointerOf([entry({ version: 'v1', migrationGuide: '/g' }), entry({ version: 'v2' })])?.pointer,
      'openapi[0].migrationGuide',
    );
    assert.equal(pointerOf([entry({ migrationGuide: '/g' })])?.pointer, 'openapi[0].migrationGuide');
  });
  test('a version that is no path segment', () => {
    assert.equal(
      pointerOf([entry({ version: '../x' }), entry({ version: 'v2' })])?.pointer,
      'openapi[0].version',
    );
  });
});

describe('a migration guide that names no page', () => {
  test('fails the build naming the config key', async () => {
    const spec = `openapi: 3.1.0\ninfo: { title: A, version: '1' }\npaths:\n  /a:\n    get:\n      responses: { '204': { description: ok } }\n`;
    const site = throwawaySite(
      { 'content/index.md': '# Home\n', 'openapi/v1.yaml': spec, 'openapi/v2.yaml': spec },
      {
        onBrokenLinks: 'throw',
        openapi: [
          { spec: 'openapi/v1.yaml', route: '/api', version: 'v1' },
          { spec: 'openapi/v2.yaml', route: '/api', version: 'v2', migrationGuide: '/guide#from-v1' },
        ],
      },
    );
    try {
      await assert.rejects(
        build({ root: site.dir, outDir: path.join(site.dir, 'build'), noCache: true }),
        (error: Error) => {
          assert.match(
            String((error as DocgenError).format?.() ?? error.message),
            /openapi\[1\]\.migrationGuide/,
          );
          return true;
        },
      );
    } finally {
      site.cleanup();
    }
  });
});

// A small fixed-seed generator: the same hostile strings on every run.
function hostile(seed: number): string[] {
  const parts = [
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    '[x](javascript:alert(1))',
    '`',
    '``',
    '*',
    '_',
    '\n# h\n',
    '|',
    '&amp;',
    '\u2028',
    'https://evil.example',
    '{{x}}',
    "'",
    '\\',
  ];
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31);
  return Array.from({ length: 6 }, () =>
    Array.from({ length: 3 }, () => parts[next() % parts.length]).join(''),
  );
}

describe('hostile spec strings in the changelog', () => {
  const strings = hostile(16);
  const spec = (v: 1 | 2) => `openapi: 3.1.0
info: { title: ${JSON.stringify(strings[0])}, version: '${v}' }
paths:
  ${JSON.stringify(`/p/${strings[1]}`)}:
    get:
      operationId: op
      summary: ${JSON.stringify(strings[2])}
      parameters:
        - { name: ${JSON.stringify(strings[3])}, in: query, schema: { type: string, enum: ${JSON.stringify(v === 1 ? [strings[4]] : [strings[5]])} } }
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { type: object, properties: { ${JSON.stringify(v === 1 ? strings[5] : strings[4])}: { type: string } } }
`;
  let site: ReturnType<typeof throwawaySite>;
  const dir = () => path.join(site.dir, 'build');
  before(async () => {
    site = throwawaySite(
      { 'content/index.md': '# Home\n', 'openapi/v1.yaml': spec(1), 'openapi/v2.yaml': spec(2) },
      {
        openapi: [
          { spec: 'openapi/v1.yaml', route: '/api', version: 'v1' },
          { spec: 'openapi/v2.yaml', route: '/api', version: 'v2' },
        ],
      },
    );
    await build({ root: site.dir, outDir: dir(), noCache: true });
  });
  after(() => site.cleanup());

  test('the page holds no markup of theirs: no script, no event handler, no link but ours', () => {
    const html = readFileSync(path.join(dir(), 'api/changelog/v1-to-v2/index.html'), 'utf8');
    const tree = readHtml(path.join(dir(), 'api/changelog/v1-to-v2/index.html'));
    assert.equal(selectAll('main script, main img', tree).length, 0);
    assert.doesNotMatch(html, /<img src=x/);
    for (const a of selectAll('main a', tree)) assert.match(String(a.properties.href), /^(\/|#)/);
  });

  test('the Markdown holds their text escaped: no link, heading or code span of theirs', () => {
    const md = readFileSync(path.join(dir(), 'api/changelog.md'), 'utf8');
    assert.doesNotMatch(md, /(?<!\\)\]\(javascript:/);
    assert.doesNotMatch(md, /^# h$/m);
    assert.doesNotMatch(md, /<script>/);
    for (const line of md.split('\n').filter((l) => l.startsWith('- ')))
      assert.match(line, /^- (\*\*Breaking\*\*|Compatible): /);
    const links = [...md.matchAll(/(?<!\\)\]\(([^)]*)\)/g)].map((m) => m[1]);
    for (const link of links) assert.match(link, /^https:\/\/site\.example\//);
  });
});

// `docgen dev` on a site with docs versions (the versioned-docs fixture: 3.0.0 at /docs, Next at
// /docs/next, 1.3.0 at /docs/1.3.0): every version is served as `docgen build` writes it, with
// its dropdown and banner, and an edit of one version's page rebuilds that version only.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { dev, type DevHandle } from '../../src/commands/dev.ts';
import { copyFixture, rewriteFile } from '../helpers/fixtures.ts';
import { openEvents, type EventStream } from '../helpers/sse.ts';

describe('docgen dev with docs versions', () => {
  const fixture = copyFixture('versioned-docs');
  const file = (rel: string) => path.join(fixture.dir, rel);
  const lines: string[] = [];
  let session: DevHandle;
  let events: EventStream;
  before(async () => {
    session = await dev({
      root: fixture.dir,
      port: 0,
      log: { info: (l) => lines.push(l), error: (l) => lines.push(l) },
    });
    await session.watching;
    events = openEvents(new URL('_docgen/events', session.url).href);
    await events.ready;
  });
  after(async () => {
    events?.close();
    await session?.close();
    fixture.cleanup();
  });
  const get = async (route: string) => {
    const res = await fetch(new URL(route.slice(1), session.url));
    return { status: res.status, body: await res.text() };
  };

  test('serves every version with its dropdown and banner, as a build does', async () => {
    assert.equal(session.firstBuild?.ok, true, lines.join('\n'));
    for (const [route, version, banner] of [
      ['/docs/intro/getting-started', '3.0.0', null],
      ['/docs/next/intro/getting-started', 'Next', 'unreleased'],
      ['/docs/1.3.0/intro/getting-started', '1.3.0', 'unmaintained'],
    ] as const) {
      const page = await get(route);
      assert.equal(page.status, 200, route);
      assert.match(page.body, new RegExp(`Version: ${version.replace(/\./g, '\\.')}`), route);
      assert.match(page.body, /data-docs-version-dropdown/, route);
      if (banner) assert.match(page.body, new RegExp(`data-version-banner="${banner}"`), route);
      else assert.doesNotMatch(page.body, /data-version-banner/, route);
      // The live-reload script names the site's base: the session's one event channel.
      assert.match(page.body, /<script src="\/_docgen\/dev\.js" data-base="\/" defer><\/script>/, route);
    }
    const banner = (await get('/docs/1.3.0/intro/getting-started')).body;
    assert.match(banner, /data-version-banner="unmaintained"[\s\S]*?href="\/docs\/intro\/getting-started"/);
  });

  test("an edit of an older version's page rebuilds that page of that version only", async () => {
    const latestBefore = (await get('/docs/intro/getting-started')).body;
    const nextBefore = (await get('/docs/next/intro/getting-started')).body;
    const reloaded = events.next((e) => e.type === 'reload');
    const page = file('versioned_docs/version-1.3.0/intro/getting-started.md');
    writeFileSync(page, readFileSync(page, 'utf8') + '\nA paragraph only 1.3.0 has.\n');
    const event = await reloaded;
    assert.deepEqual(event.routes, ['/docs/1.3.0/intro/getting-started']);
    assert.match((await get('/docs/1.3.0/intro/getting-started')).body, /A paragraph only 1\.3\.0 has\./);
    assert.equal((await get('/docs/intro/getting-started')).body, latestBefore, 'the latest is untouched');
    assert.equal((await get('/docs/next/intro/getting-started')).body, nextBefore, 'Next is untouched');
    assert.match(
      lines.at(-1)!,
      /versioned_docs\/version-1\.3\.0\/intro\/getting-started\.md → \/docs\/1\.3\.0\/intro\/getting-started/,
    );
  });

  test("an edit of the current docs rebuilds Next's page; the versions are untouched", async () => {
    const oldBefore = (await get('/docs/1.3.0/intro/getting-started')).body;
    const reloaded = events.next((e) => e.type === 'reload');
    const page = file('docs/intro/getting-started.md');
    writeFileSync(page, readFileSync(page, 'utf8') + '\nA paragraph only Next has.\n');
    assert.deepEqual((await reloaded).routes, ['/docs/next/intro/getting-started']);
    assert.match((await get('/docs/next/intro/getting-started')).body, /A paragraph only Next has\./);
    assert.doesNotMatch((await get('/docs/intro/getting-started')).body, /only Next has/);
    assert.equal((await get('/docs/1.3.0/intro/getting-started')).body, oldBefore);
  });

  test("a version's sidebar edit rebuilds that version; versions.json rebuilds all", async () => {
    const sidebars = file('versioned_sidebars/version-1.3.0-sidebars.json');
    const reloaded = events.next((e) => e.type === 'reload');
    const latestBefore = (await get('/docs/intro')).body;
    writeFileSync(
      sidebars,
      JSON.stringify({
        docs: [
          {
            type: 'category',
            label: 'Everything of 1.3.0',
            items: [{ type: 'autogenerated', dirName: '.' }],
          },
        ],
      }),
    );
    await reloaded;
    assert.match((await get('/docs/1.3.0/intro')).body, /Everything of 1\.3\.0/);
    assert.equal((await get('/docs/intro')).body, latestBefore);
    // 1.3.0 dropped from versions.json: it is no longer served, and no dropdown lists it.
    const again = events.next((e) => e.type === 'reload');
    writeFileSync(file('versions.json'), '["3.0.0"]\n');
    assert.equal((await again).routes, 'all');
    assert.equal((await get('/docs/1.3.0/intro')).status, 404);
    assert.doesNotMatch((await get('/docs/intro')).body, /1\.3\.0/);
  });
});

describe('docgen dev with the latest version at a path of its own', () => {
  const fixture = copyFixture('versioned-docs');
  let session: DevHandle;
  const lines: string[] = [];
  before(async () => {
    const configFile = path.join(fixture.dir, 'docgen.config.ts');
    rewriteFile(
      configFile,
      "routeBasePath: '/docs',",
      `routeBasePath: '/docs',\n    versions: { '3.0.0': { path: 'v3' } },`,
    );
    session = await dev({
      root: fixture.dir,
      port: 0,
      log: { info: (l) => lines.push(l), error: (l) => lines.push(l) },
    });
    await session.watching;
  });
  after(async () => {
    await session?.close();
    fixture.cleanup();
  });

  test('the site root sends the reader on to it and unknown paths get its not-found page, as a build writes them', async () => {
    assert.equal(session.firstBuild?.ok, true, lines.join('\n'));
    const root = await fetch(session.url);
    assert.equal(root.status, 200);
    const html = await root.text();
    assert.match(html, /<meta http-equiv="refresh" content="0; url=\/docs\/v3\/">/);
    assert.match(html, /<script src="\/_docgen\/dev\.js" data-base="\/" defer><\/script>/);
    const missing = await fetch(new URL('no-such-page', session.url));
    assert.equal(missing.status, 404);
    const notFound = await missing.text();
    const own = await (await fetch(new URL('docs/v3/404.html', session.url))).text();
    assert.equal(notFound, own);
    assert.match(notFound, /href="\/docs\/v3\//);
  });
});

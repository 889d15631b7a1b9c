// src/dev/dev-server.ts: requests that arrive while `docgen dev` runs its first build wait for it
// and get the built page, never the not-found page; after a failed first build, pages get the
// waiting page (503, it reloads itself on the next good build), never a 404.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { dev, type DevHandle } from '../../src/commands/dev.ts';
import { copyFixture } from '../helpers/fixtures.ts';

const quiet = { info() {}, error() {} };

test('a request sent as soon as the server listens waits for the first build and gets the page', async () => {
  const fixture = copyFixture('basic');
  let session: DevHandle | undefined;
  try {
    const early: Promise<Response>[] = [];
    session = await dev({
      root: fixture.dir,
      port: 0,
      log: quiet,
      // Sent before the first build has started: the output folder holds no site yet.
      onListening: (url) => early.push(fetch(url), fetch(new URL('guide/intro', url))),
    });
    assert.equal(early.length, 2);
    const [home, intro] = await Promise.all(early);
    assert.equal(home.status, 200);
    assert.doesNotMatch(await home.text(), /Waiting for the first successful build/);
    assert.equal(intro.status, 200);
    assert.match(await intro.text(), /<h1[^>]*>/);
  } finally {
    await session?.close();
    fixture.cleanup();
  }
});

test('after a failed first build, pages get the self-reloading waiting page (503), not a 404', async () => {
  const fixture = copyFixture('basic');
  writeFileSync(path.join(fixture.dir, 'content/guide/intro.md'), '---\ntitle: [unclosed\n---\n\nBody\n');
  let session: DevHandle | undefined;
  try {
    session = await dev({ root: fixture.dir, port: 0, log: quiet });
    assert.equal(session.firstBuild?.ok, false);
    const page = await fetch(session.url);
    assert.equal(page.status, 503);
    const html = await page.text();
    assert.match(html, /Waiting for the first successful build/);
    assert.match(html, /_docgen\/dev\.js/, 'it listens for the next build');
  } finally {
    await session?.close();
    fixture.cleanup();
  }
});

// src/commands/serve.ts: `docgen serve` serves a build under the base URL it was built for.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { build } from '../../src/commands/build.ts';
import { builtBase, serve } from '../../src/commands/serve.ts';
import { copyFixture, rewriteFile } from '../helpers/fixtures.ts';

describe('src/commands/serve.ts', () => {
  const temp = mkdtempSync(path.join(tmpdir(), 'docgen-serve-'));
  after(() => rmSync(temp, { recursive: true, force: true }));

  test('without --base, a site built for /my-docs/ is served there (as `npm run serve` after a build)', async () => {
    const fixture = copyFixture('basic');
    try {
      const config = path.join(fixture.dir, 'docgen.config.ts');
      rewriteFile(
        config,
        "url: 'https://fixture.example',",
        "url: 'https://fixture.example', baseUrl: '/my-docs/',",
      );
      const { outDir } = await build({ root: fixture.dir });
      assert.equal(builtBase(outDir), '/my-docs/');
      const running = await serve({ dir: outDir, port: 0 });
      try {
        assert.equal(new URL(running.url).pathname, '/my-docs/');
        const home = await fetch(running.url);
        assert.equal(home.status, 200);
        const css = /href="(\/my-docs\/assets\/site\.[^"]+\.css)"/.exec(await home.text())?.[1];
        assert.ok(css);
        assert.equal((await fetch(new URL(css, running.url))).status, 200);
        assert.equal((await fetch(new URL('/', running.url))).status, 404);
      } finally {
        await running.close();
      }
      // --base still wins.
      const elsewhere = await serve({ dir: outDir, port: 0, baseUrl: '/' });
      try {
        assert.equal((await fetch(elsewhere.url)).status, 200);
      } finally {
        await elsewhere.close();
      }
    } finally {
      fixture.cleanup();
    }
  });

  test('the base is read back as the pages wrote it (entities decoded), and anything that is not a URL path is ignored', () => {
    const cases: [string, string | undefined][] = [
      ['/', '/'],
      ['/a&amp;b/', '/a&b/'],
      ['/docs', '/docs/'],
      ['javascript:alert(1)', undefined],
      ['/../etc/', undefined],
      ['//evil.example/', undefined],
      ['/a&quot; onload=&quot;x/', undefined],
      ['/a%2e%2e/', undefined],
      ['/a\nb/', undefined],
      ['', undefined],
    ];
    for (const [content, expected] of cases) {
      const dir = mkdtempSync(path.join(temp, 'site-'));
      writeFileSync(
        path.join(dir, 'index.html'),
        `<!doctype html><meta name="docgen:base" content="${content}"/>`,
      );
      assert.equal(builtBase(dir), expected, JSON.stringify(content));
    }
    // A root page without it (a redirect to the latest docs version): the not-found page says it.
    const dir = mkdtempSync(path.join(temp, 'site-'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><meta http-equiv="refresh" content="0; url=/x/v3/">',
    );
    writeFileSync(path.join(dir, '404.html'), '<!doctype html><meta name="docgen:base" content="/x/"/>');
    assert.equal(builtBase(dir), '/x/');
    assert.equal(builtBase(path.join(temp, 'none')), undefined);
  });
});

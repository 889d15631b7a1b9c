// src/server/static-handler.ts over real HTTP: routes, redirects, 404, types, ETag, caching,
// traversal attempts in every encoding.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { build } from '../../src/commands/build.ts';
import { serve, type RunningServer } from '../../src/commands/serve.ts';
import { copyFixture } from '../helpers/fixtures.ts';

/** A raw request (fetch would normalise `..` and encodings away before sending). */
function get(server: RunningServer, path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  const url = new URL(server.url);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method: init.method ?? 'GET', headers: init.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('src/server/static-handler.ts', () => {
  const fixture = copyFixture('basic');
  let server: RunningServer;
  before(async () => {
    const { outDir } = await build({ root: fixture.dir });
    server = await serve({ dir: outDir, port: 0 });
  });
  after(async () => {
    await server.close();
    fixture.cleanup();
  });

  test('exact routes answer 200 with HTML', async () => {
    for (const path of ['/', '/guide', '/guide/intro', '/reference/list-pets']) {
      const res = await get(server, path);
      assert.equal(res.status, 200, path);
      assert.equal(res.headers['content-type'], 'text/html; charset=utf-8');
      assert.equal(res.headers['cache-control'], 'no-cache');
    }
  });

  test('.html, /index.html and trailing slashes redirect (301) to the clean route, keeping the query', async () => {
    const cases: [string, string][] = [['/guide/intro.html', '/guide/intro'], ['/guide/intro/index.html', '/guide/intro'], ['/guide/intro/', '/guide/intro'], ['/index.html', '/'], ['/guide/?q=1', '/guide?q=1']];
    for (const [from, to] of cases) {
      const res = await get(server, from);
      assert.equal(res.status, 301, from);
      assert.equal(res.headers.location, to, from);
    }
  });

  test('unknown paths get the not-found page with status 404', async () => {
    const res = await get(server, '/does/not/exist');
    assert.equal(res.status, 404);
    assert.match(res.body, /Page not found/);
  });

  test('assets: content types and immutable caching for hashed names; ETag and 304', async () => {
    const html = (await get(server, '/')).body;
    const css = /href="(\/assets\/site\.[^"]+\.css)"/.exec(html)![1];
    const res = await get(server, css);
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-type'], 'text/css; charset=utf-8');
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    const again = await get(server, css, { headers: { 'If-None-Match': String(res.headers.etag) } });
    assert.equal(again.status, 304);
    const spec = await get(server, '/reference/pets.yaml');
    assert.equal(spec.headers['content-type'], 'application/yaml; charset=utf-8');
    const json = await get(server, '/_docgen/routes/guide/intro.json');
    assert.equal(json.headers['content-type'], 'application/json; charset=utf-8');
  });

  test('HEAD has headers and no body; other methods get 405', async () => {
    const head = await get(server, '/', { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(head.body, '');
    const post = await get(server, '/', { method: 'POST' });
    assert.equal(post.status, 405);
    assert.equal(post.headers.allow, 'GET, HEAD');
  });

  test('no request reads outside the output folder', async () => {
    for (const path of ['/../docgen.config.ts', '/%2e%2e/docgen.config.ts', '/guide/%2e%2e/%2e%2e/docgen.config.ts', '/%2e%2e%2fdocgen.config.ts', '/..%5cdocgen.config.ts', '/%252e%252e/docgen.config.ts', '/guide%00/intro', '/..\\docgen.config.ts']) {
      const res = await get(server, path);
      assert.ok(res.status === 400 || res.status === 404, `${path} → ${res.status}`);
      assert.doesNotMatch(res.body, /defineConfig/, path);
    }
  });
});

// One HTTP behaviour suite for every way docgen output is served: `docgen serve`
// (tests/server/static-handler.test.ts) and deploy/nginx.conf (tests/deploy/nginx.test.ts).
// Routes, redirects, 404, types, caching, ETag/304, precompressed files, security headers,
// methods and traversal attempts in every encoding.
import assert from 'node:assert/strict';
import { chmodSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { build } from '../../src/commands/build.ts';
import { copyFixture } from './fixtures.ts';

export interface RunningSite {
  /** Origin, e.g. `http://127.0.0.1:4321`. */
  url: string;
  close(): Promise<void>;
}

export interface HttpResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
}

/** A raw request (fetch would normalise `..` and encodings away before sending). */
export function get(origin: string, path: string, init: { method?: string; headers?: Record<string, string> } = {}): Promise<HttpResponse> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode!, headers: res.headers, body, text: body.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** Builds the `basic` fixture, starts a server on its output with `start`, and runs the suite. */
export function httpSuite(label: string, start: (outDir: string) => Promise<RunningSite>, options: { skip?: string | false } = {}): void {
  describe(label, { skip: options.skip }, () => {
    const fixture = copyFixture('basic');
    let site: RunningSite;
    const fetchPath = (p: string, init?: Parameters<typeof get>[2]) => get(site.url, p, init);
    before(async () => {
      const { outDir } = await build({ root: fixture.dir });
      // Servers that drop privileges (nginx workers) must be able to read the temp folders.
      for (let dir = outDir; dir !== path.dirname(fixture.dir); dir = path.dirname(dir)) chmodSync(dir, 0o755);
      site = await start(outDir);
    });
    after(async () => {
      await site?.close();
      fixture.cleanup();
    });

    test('exact routes answer 200 with HTML that revalidates', async () => {
      for (const p of ['/', '/guide', '/guide/intro', '/reference/list-pets']) {
        const res = await fetchPath(p);
        assert.equal(res.status, 200, p);
        assert.equal(res.headers['content-type'], 'text/html; charset=utf-8', p);
        assert.equal(res.headers['cache-control'], 'no-cache', p);
      }
    });

    test('.html, /index.html and trailing slashes redirect (301) to the clean route, keeping the query', async () => {
      const cases: [string, string][] = [['/guide/intro.html', '/guide/intro'], ['/guide/intro/index.html', '/guide/intro'], ['/guide/intro/', '/guide/intro'], ['/index.html', '/'], ['/guide/?q=1', '/guide?q=1'], ['/guide/index.html?a=b', '/guide?a=b']];
      for (const [from, to] of cases) {
        const res = await fetchPath(from);
        assert.equal(res.status, 301, from);
        assert.equal(res.headers.location, to, from);
      }
    });

    test('unknown paths and folders without a page get the not-found page with status 404', async () => {
      for (const p of ['/does/not/exist', '/_docgen', '/assets', '/guide/intro/nope']) {
        const res = await fetchPath(p);
        assert.equal(res.status, 404, p);
        assert.match(res.text, /Page not found/, p);
        assert.equal(res.headers['content-type'], 'text/html; charset=utf-8', p);
      }
    });

    test('assets: content types, immutable caching for hashed names, ETag and 304', async () => {
      const html = (await fetchPath('/')).text;
      const css = /href="(\/assets\/site\.[^"]+\.css)"/.exec(html)![1];
      const res = await fetchPath(css);
      assert.equal(res.status, 200);
      assert.equal(res.headers['content-type'], 'text/css; charset=utf-8');
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
      const again = await fetchPath(css, { headers: { 'If-None-Match': String(res.headers.etag) } });
      assert.equal(again.status, 304);
      const types: [string, string][] = [
        ['/reference/pets.yaml', 'application/yaml; charset=utf-8'],
        ['/_docgen/routes/guide/intro.json', 'application/json; charset=utf-8'],
        ['/guide/intro.md', 'text/markdown; charset=utf-8'],
        ['/index.md', 'text/markdown; charset=utf-8'],
        ['/sitemap.xml', 'application/xml; charset=utf-8'],
        ['/robots.txt', 'text/plain; charset=utf-8'],
        ['/llms.txt', 'text/plain; charset=utf-8'],
        ['/img/logo.svg', 'image/svg+xml'],
      ];
      for (const [p, type] of types) {
        const r = await fetchPath(p);
        assert.equal(r.status, 200, p);
        assert.equal(r.headers['content-type'], type, p);
      }
      assert.equal((await fetchPath('/_docgen/routes/guide/intro.json')).headers['cache-control'], 'no-cache');
      const panels = await fetchPath('/_docgen/panels/guide/intro.json');
      assert.equal(panels.status, 200);
      assert.equal(panels.headers['cache-control'], 'no-cache', 'hidden code-tab panels change in place, like route data');
      assert.equal((await fetchPath('/robots.txt')).headers['cache-control'], 'public, max-age=3600');
    });

    test('precompressed .br / .gz files are sent when accepted, with Vary: Accept-Encoding', async () => {
      const plain = await fetchPath('/guide/intro');
      const br = await fetchPath('/guide/intro', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      assert.equal(br.headers['content-encoding'], 'br');
      assert.match(String(br.headers.vary), /Accept-Encoding/i);
      assert.equal(brotliDecompressSync(br.body).toString('utf8'), plain.text);
      const gz = await fetchPath('/guide/intro', { headers: { 'Accept-Encoding': 'gzip' } });
      assert.equal(gz.headers['content-encoding'], 'gzip');
      assert.equal(gunzipSync(gz.body).toString('utf8'), plain.text);
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.equal(gz.headers['content-type'], 'text/html; charset=utf-8');
    });

    test('security headers on every answer; the CSP never allows eval', async () => {
      for (const p of ['/', '/does/not/exist', '/guide/']) {
        const res = await fetchPath(p);
        const csp = String(res.headers['content-security-policy']);
        assert.match(csp, /default-src 'self'/, p);
        assert.doesNotMatch(csp, /unsafe-eval/, p);
        assert.equal(res.headers['x-content-type-options'], 'nosniff', p);
        assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', p);
      }
    });

    test('HEAD has headers and no body; other methods get 405', async () => {
      const head = await fetchPath('/', { method: 'HEAD' });
      assert.equal(head.status, 200);
      assert.equal(head.text, '');
      for (const method of ['POST', 'PUT', 'DELETE']) {
        const res = await fetchPath('/', { method });
        assert.equal(res.status, 405, method);
        assert.equal(res.headers.allow, 'GET, HEAD', method);
      }
    });

    test('no request reads outside the output folder', async () => {
      for (const p of ['/../docgen.config.ts', '/%2e%2e/docgen.config.ts', '/guide/%2e%2e/%2e%2e/docgen.config.ts', '/%2e%2e%2fdocgen.config.ts', '/..%5cdocgen.config.ts', '/%252e%252e/docgen.config.ts', '/guide%00/intro', '/..\\docgen.config.ts']) {
        const res = await fetchPath(p);
        assert.ok(res.status === 400 || res.status === 404, `${p} → ${res.status}`);
        assert.doesNotMatch(res.text, /defineConfig/, p);
      }
    });
  });
}

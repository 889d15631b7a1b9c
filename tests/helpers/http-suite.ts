// One HTTP behaviour suite for every way docgen output is served: `docgen serve`
// (tests/server/static-handler.test.ts) and deploy/nginx.conf (tests/deploy/nginx.test.ts).
// Routes, redirects, 404, types, caching, ETag/304, precompressed files, security headers,
// methods and traversal attempts in every encoding.
import assert from 'node:assert/strict';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import fc from 'fast-check';
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
export function get(
  origin: string,
  path: string,
  init: { method?: string; headers?: Record<string, string> } = {},
): Promise<HttpResponse> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path, method: init.method ?? 'GET', headers: init.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode!, headers: res.headers, body, text: body.toString('utf8') });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** A raw request line and headers over a socket (for methods like CONNECT); the status line answered. */
export function rawStatusLine(origin: string, head: string): Promise<string> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => socket.write(head));
    let data = '';
    socket.on('data', (c: Buffer) => (data += c.toString('latin1')));
    socket.on('end', () => resolve(data.split('\r\n')[0]));
    socket.on('error', reject);
  });
}

/** What must never be served: a secret beside the output folder, reached through links and dotfiles inside it. */
const SECRET = 'TOP-SECRET-OUTSIDE-THE-SITE';

/** A redirect that a browser would follow to another host (it drops tabs and newlines, reads `\` as `/`). */
function leavesOrigin(origin: string, location: string | undefined): boolean {
  if (location === undefined) return false;
  try {
    return new URL(location, `${origin}/some/page`).origin !== origin;
  } catch {
    return true;
  }
}

/**
 * What a static host does its own way, where the suite accepts it (the rest must match): its
 * clean-URL redirect status, the Cache-Control it gives files `_headers` leaves to it (one that
 * revalidates), and compression on the fly instead of the build's .br / .gz files.
 */
export interface HostProfile {
  name: string;
  /** Statuses of its own redirects from `/x.html` and `/index.html`. */
  htmlRedirect: number;
  /** Cache-Control of pages and of plain files (robots.txt). */
  defaultCacheControl: string;
  /** Its own Content-Type for some paths (`text/yaml` for .yaml). */
  contentTypes: Record<string, string>;
  /** Whether its 405 answers name the allowed methods. */
  allowHeader: boolean;
  /**
   * Its answer to a NUL byte in the path or a path below a file (`/index.html/x`), besides 400 and
   * 404: the emulator's file reader fails there with 502 (ENOTDIR), which the host's CDN never sees.
   */
  faultStatus: number;
  /** Its answer to a CONNECT request, besides 400 and 405 (the emulator's proxy: 500). */
  connectStatus: number;
  /**
   * A host serves every file uploaded, dotfiles included, and uploading follows symbolic links:
   * the suite plants neither (docgen writes no dotfile and no link; a build folder holding one
   * must not be deployed), and checks that such paths still leak nothing.
   */
  servesEveryUploadedFile: boolean;
}

export interface HttpSuiteOptions {
  skip?: string | false;
  /** Config keys the fixture is built with, e.g. `{ trailingSlash: false, hostFiles: true }`. */
  config?: Record<string, unknown>;
  /** Served by a static host's emulator rather than `docgen serve` or nginx. */
  host?: HostProfile;
}

/** A NUL byte in the path, or a path that goes on below a file of the build: where an emulator's file reader fails. */
function emulatorFault(outDir: string, p: string): boolean {
  // A backslash is a slash to URL parsers.
  const pathname = p.split(/[?#]/)[0]!.replace(/\\/g, '/');
  if (/%00/.test(pathname)) return true;
  const stack: string[] = [];
  // As URLs resolve: `/a/b/..` is `/a/`, a folder, so its last segment is looked below too.
  let folder = pathname.endsWith('/');
  for (const raw of pathname.split('/').filter(Boolean)) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      segment = raw;
    }
    folder = segment === '..' || segment === '.';
    if (segment === '..') stack.pop();
    else if (segment !== '.') stack.push(segment);
  }
  if (pathname.endsWith('/')) folder = true;
  // `/index.html/` too: the reader looks for index.html/index.html.
  const below = folder ? stack.length : stack.length - 1;
  for (let i = 1; i <= below; i++) {
    const file = path.join(outDir, ...stack.slice(0, i));
    if (existsSync(file) && statSync(file).isFile()) return true;
  }
  return false;
}

/** Builds the `basic` fixture, starts a server on its output with `start`, and runs the suite. */
export function httpSuite(
  label: string,
  start: (outDir: string) => Promise<RunningSite>,
  options: HttpSuiteOptions = {},
): void {
  const host = options.host;
  describe(label, { skip: options.skip }, () => {
    const fixture = copyFixture('basic');
    let site: RunningSite;
    let outDir = '';
    const fetchPath = (p: string, init?: Parameters<typeof get>[2]) => get(site.url, p, init);
    before(async () => {
      if (options.config) {
        const file = path.join(fixture.dir, 'docgen.config.ts');
        const source = readFileSync(file, 'utf8');
        writeFileSync(
          file,
          source.replace('defineConfig({', `defineConfig({ ...${JSON.stringify(options.config)},`),
        );
      }
      outDir = (await build({ root: fixture.dir })).outDir;
      // Servers that drop privileges (nginx workers) must be able to read the temp folders.
      for (let dir = outDir; dir !== path.dirname(fixture.dir); dir = path.dirname(dir))
        chmodSync(dir, 0o755);
      // Hostile neighbours: a secret outside the folder, links to it and to /etc, dotfiles.
      mkdirSync(path.join(fixture.dir, 'outside'));
      writeFileSync(path.join(fixture.dir, 'outside/secret.txt'), SECRET);
      if (!host?.servesEveryUploadedFile) {
        symlinkSync('/etc', path.join(outDir, 'etc'));
        symlinkSync(path.join(fixture.dir, 'outside/secret.txt'), path.join(outDir, 'secret.txt'));
        symlinkSync(path.join(fixture.dir, 'outside'), path.join(outDir, 'guide/outside'));
        symlinkSync(path.join(outDir, 'robots.txt'), path.join(outDir, 'robots-link.txt'));
        writeFileSync(path.join(outDir, '.env'), SECRET);
        mkdirSync(path.join(outDir, '.git'));
        writeFileSync(path.join(outDir, '.git/config'), SECRET);
      }
      // A shared component schema's file, named as a build names them (the basic site's schemas
      // are too small to be shared): its URL stays while its contents change with the spec.
      mkdirSync(path.join(outDir, '_docgen/schemas'), { recursive: true });
      writeFileSync(path.join(outDir, '_docgen/schemas/c-pet-0123456789-row.json'), '{}');
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
        assert.equal(res.headers['cache-control'], host?.defaultCacheControl ?? 'no-cache', p);
      }
    });

    test('.html, /index.html and trailing slashes redirect (301) to the clean route, keeping the query', async () => {
      const cases: [string, string][] = [
        ['/guide/intro.html', '/guide/intro'],
        ['/guide/intro/index.html', '/guide/intro'],
        ['/guide/intro/', '/guide/intro'],
        ['/index.html', '/'],
        ['/guide/?q=1', '/guide?q=1'],
        ['/guide/index.html?a=b', '/guide?a=b'],
      ];
      for (const [from, to] of cases) {
        const res = await fetchPath(from);
        // Cloudflare strips `.html` itself; `/x/index.html` is docgen's `_redirects` rule.
        const hostOwn =
          host && (from === '/index.html' || (/\.html(\?|$)/.test(from) && !/\/index\.html/.test(from)));
        assert.equal(res.status, hostOwn ? host.htmlRedirect : 301, from);
        // Hosts answer with an absolute URL on the same origin.
        assert.equal(String(res.headers.location).replace(site.url, ''), to, from);
      }
    });

    test('unknown paths and folders without a page get the not-found page with status 404', async () => {
      for (const p of [
        '/does/not/exist',
        '/_docgen',
        '/assets',
        '/guide/intro/nope',
        ...(host ? [] : ['/404']),
      ]) {
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
        assert.equal(r.headers['content-type'], host?.contentTypes[p] ?? type, p);
      }
      assert.equal(
        (await fetchPath('/_docgen/routes/guide/intro.json')).headers['cache-control'],
        'no-cache',
      );
      const panels = await fetchPath('/_docgen/panels/guide/intro.json');
      assert.equal(panels.status, 200);
      assert.equal(
        panels.headers['cache-control'],
        'no-cache',
        'hidden code-tab panels change in place, like route data',
      );
      // Every file whose URL stays while its contents change with the build revalidates.
      for (const p of [
        '/_docgen/console/reference/list-pets.js',
        '/_docgen/sidebar.json',
        '/_docgen/schemas/c-pet-0123456789-row.json',
        '/_docgen/search-manifest.json',
      ]) {
        const r = await fetchPath(p);
        assert.equal(r.status, 200, p);
        assert.equal(r.headers['cache-control'], 'no-cache', p);
      }
      // The search shards the manifest names are content-hashed: cached for good.
      const manifest = JSON.parse((await fetchPath('/_docgen/search-manifest.json')).text) as {
        terms: { url: string }[];
      };
      const shard = await fetchPath(manifest.terms[0].url);
      assert.equal(shard.status, 200);
      assert.equal(shard.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(
        (await fetchPath('/robots.txt')).headers['cache-control'],
        host?.defaultCacheControl ?? 'public, max-age=3600',
      );
    });

    test(
      'precompressed .br / .gz files are sent when accepted, with Vary: Accept-Encoding',
      { skip: host ? `${host?.name} compresses on the fly` : false },
      async () => {
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
      },
    );

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
        if (!host || host.allowHeader) assert.equal(res.headers.allow, 'GET, HEAD', method);
      }
    });

    test('no request reads outside the output folder', async () => {
      for (const p of [
        '/../docgen.config.ts',
        '/%2e%2e/docgen.config.ts',
        '/guide/%2e%2e/%2e%2e/docgen.config.ts',
        '/%2e%2e%2fdocgen.config.ts',
        '/..%5cdocgen.config.ts',
        '/%252e%252e/docgen.config.ts',
        '/guide%00/intro',
        '/..\\docgen.config.ts',
      ]) {
        const res = await fetchPath(p);
        const nul = host && emulatorFault(outDir, p) ? [host.faultStatus] : [];
        assert.ok([400, 404, ...nul].includes(res.status), `${p} → ${res.status}`);
        assert.doesNotMatch(res.text, /defineConfig/, p);
      }
    });

    test('open redirect: no redirect leaves the origin, whatever the decoded path holds', async () => {
      const hostile = [
        '/%09/evil.example/',
        '/%5Cevil.example/',
        '/%5C%5Cevil.example/',
        '/%2F%2Fevil.example/',
        '/%0a/evil.example/',
        '/%0d%0a/evil.example/',
        '/%20/evil.example/',
        '/%09%09evil.example/index.html',
        '/\\evil.example/',
        '//evil.example/',
        '///evil.example/',
        '/%2f/evil.example.html',
        '/%E2%80%AE/evil.example/',
      ];
      for (const p of hostile) {
        const res = await fetchPath(p);
        assert.ok(
          !leavesOrigin(site.url, res.headers.location as string | undefined),
          `${p} → ${res.status} ${res.headers.location}`,
        );
        assert.ok(res.status < 500, `${p} → ${res.status}`);
      }
    });

    test('symlinks and dotfiles in the served folder are not served', async () => {
      for (const p of [
        '/etc/passwd',
        '/etc/hostname',
        '/secret.txt',
        '/guide/outside/secret.txt',
        '/robots-link.txt',
        '/.env',
        '/.git/config',
        '/%2eenv',
        '/guide/../.env',
      ]) {
        const res = await fetchPath(p);
        assert.ok(res.status === 404 || res.status === 400, `${p} → ${res.status}`);
        assert.doesNotMatch(res.text, /TOP-SECRET|root:x:0:0/, p);
      }
      for (const encoding of ['br', 'gzip']) {
        const res = await fetchPath('/secret.txt', { headers: { 'Accept-Encoding': encoding } });
        assert.equal(res.status, 404, encoding);
      }
    });

    test('control characters in a path, Accept-Encoding q=0 and CONNECT get a proper answer', async () => {
      for (const p of [
        '/guide%0a',
        '/guide%0d/',
        '/guide%0a/index.html',
        '/%0d%0aSet-Cookie:%20x=1/',
        '/guide%7f/',
      ]) {
        const res = await fetchPath(p);
        assert.ok(res.status === 400 || res.status === 404, `${p} → ${res.status}`);
        assert.equal(res.headers['set-cookie'], undefined, p);
      }
      for (const header of [
        'br;q=0',
        'BR;Q=0',
        'br; q=0.000, gzip;q=0',
        'br;level=5;q=0',
        'gzip;q=0, br ; q = 0',
      ]) {
        const res = await fetchPath('/guide/intro', { headers: { 'Accept-Encoding': header } });
        assert.equal(res.status, 200, header);
        assert.equal(res.headers['content-encoding'], undefined, header);
      }
      if (!host)
        assert.equal(
          (await fetchPath('/guide/intro', { headers: { 'Accept-Encoding': 'GZIP;Q=0.5' } })).headers[
            'content-encoding'
          ],
          'gzip',
        );
      const status = await rawStatusLine(
        site.url,
        'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n',
      );
      assert.match(status, new RegExp(`^HTTP/1\\.1 (400|405${host ? `|${host.connectStatus}` : ''}) `));
    });

    test('fuzz: no encoded path gets a redirect off the origin or a body from outside the folder', async () => {
      const pieces = [
        '..',
        '.',
        '%2e%2e',
        '%2E',
        '%2f',
        '%2F',
        '%5c',
        '\\',
        '%09',
        '%0a',
        '%0d',
        '%00',
        '%20',
        '%7f',
        '%25',
        '%252e',
        '%ff',
        '%c0%ae',
        '',
        'guide',
        'intro',
        'index.html',
        'x.html',
        'etc',
        'passwd',
        'secret.txt',
        'outside',
        '.env',
        '.git',
        'evil.example',
        '@evil.example',
        'http:',
        '%3A',
      ];
      const paths = fc
        .tuple(
          fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 6 }),
          fc.boolean(),
          fc.constantFrom('', '?q=1', '?%0a', '#x'),
        )
        .map(([parts, slash, query]) => `/${parts.join('/')}${slash ? '/' : ''}${query}`);
      await fc.assert(
        fc.asyncProperty(paths, async (p) => {
          const res = await fetchPath(p);
          const nul = host && emulatorFault(outDir, p) ? host.faultStatus : 0;
          assert.ok(res.status < 500 || res.status === nul, `${p} → ${res.status}`);
          assert.ok(
            !leavesOrigin(site.url, res.headers.location as string | undefined),
            `${p} → ${res.headers.location}`,
          );
          assert.doesNotMatch(res.text, /TOP-SECRET|root:x:0:0/, p);
        }),
        // An emulator's own faults are named in its profile; its run is the same every time.
        { numRuns: 400, ...(host ? { seed: 38 } : {}) },
      );
    });
  });
}

// Quality gate: a crawler over the served Evolve site. From `/`, it follows every href, src,
// srcset and CSS url() (plus the sitemap, llms.txt and each page's navigation JSON) and asserts
// that every internal URL answers 200, or 301 to a URL that answers 200, and that every
// #fragment exists on its page. All broken links are reported at once.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { serve, type RunningServer } from '../../src/commands/serve.ts';
import { jsonPathFor } from '../../src/shared/output-layout.ts';
import { buildEvolveSite, type BuiltSite } from '../helpers/evolve-site.ts';
import { get } from '../helpers/http-suite.ts';
import { repoRoot } from '../helpers/fixtures.ts';

/** The public origin in config.url: absolute links to it are internal. */
const PUBLIC_ORIGIN = 'https://docs.evolve.example';

describe('quality: every internal link and asset resolves over HTTP', () => {
  let site: BuiltSite;
  let server: RunningServer;
  before(async () => {
    site = await buildEvolveSite();
    server = await serve({ dir: site.outDir, port: 0 });
  });
  after(async () => {
    await server?.close();
    site?.cleanup();
  });

  test('crawl from / finds no broken link, asset or anchor', async () => {
    const origin = new URL(server.url).origin;
    const seen = new Map<string, string>(); // path → first page linking to it
    const ids = new Map<string, Set<string>>(); // HTML page path → its ids
    const fragments: { path: string; hash: string; from: string }[] = [];
    const broken: string[] = [];
    const queue: string[] = [];
    const enqueue = (raw: string, from: string) => {
      const url = new URL(raw.replace(/&amp;/g, '&'), `${origin}${from.startsWith('/') ? from : '/'}`);
      const internal = url.origin === origin || url.origin === PUBLIC_ORIGIN;
      if (!internal || !/^https?:$/.test(url.protocol)) return;
      if (url.hash) fragments.push({ path: url.pathname, hash: decodeURIComponent(url.hash.slice(1)), from });
      if (!seen.has(url.pathname)) {
        seen.set(url.pathname, from);
        queue.push(url.pathname);
      }
    };
    enqueue('/', '/');
    for (const extra of ['/sitemap.xml', '/llms.txt', '/robots.txt', '/404.html'])
      enqueue(extra, '(site root)');
    for (const route of site.routes) enqueue(`/${jsonPathFor(route)}`, `(navigation data of ${route})`);

    while (queue.length > 0) {
      const path = queue.shift()!;
      let res = await get(origin, path);
      if (res.status === 301) res = await get(origin, String(res.headers.location));
      if (res.status !== 200) {
        broken.push(`${path} → ${res.status} (linked from ${seen.get(path)})`);
        continue;
      }
      const type = String(res.headers['content-type']);
      if (type.startsWith('text/html')) {
        ids.set(
          path,
          new Set([...res.text.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'))),
        );
        for (const m of res.text.matchAll(/\s(?:href|src)="([^"]*)"/g)) enqueue(m[1], path);
        for (const m of res.text.matchAll(/\ssrcset="([^"]*)"/g))
          for (const candidate of m[1].split(',')) enqueue(candidate.trim().split(/\s+/)[0], path);
      } else if (type.startsWith('text/css')) {
        for (const m of res.text.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g))
          if (!m[1].startsWith('data:')) enqueue(m[1], path);
      } else if (/xml|text\/plain|markdown/.test(type)) {
        for (const m of res.text.matchAll(/https?:\/\/[^\s<>)"]+/g)) enqueue(m[0], path);
      } else if (type.startsWith('application/json') && path.startsWith('/_docgen/routes/')) {
        const data = JSON.parse(res.text) as { main: string };
        for (const m of data.main.matchAll(/\s(?:href|src)="([^"]*)"/g)) enqueue(m[1], path);
      }
    }
    for (const { path, hash, from } of fragments) {
      const page = ids.get(path);
      if (page && !page.has(hash)) broken.push(`${path}#${hash} → no such id (linked from ${from})`);
    }
    assert.ok(seen.size > site.routes.length * 3, `crawled only ${seen.size} URLs`);
    assert.deepEqual(broken, [], `broken links under ${repoRoot}:\n${broken.join('\n')}`);
  });
});

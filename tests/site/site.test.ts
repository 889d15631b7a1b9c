// The real site: its route set equals spec.md's route table exactly, it builds with zero broken
// links, and every API path and api.evolve.example URL the pages mention exists in a spec.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import YAML from 'yaml';
import { buildEvolveSite, type BuiltSite } from '../helpers/evolve-site.ts';
import { fixturesDir, repoRoot } from '../helpers/fixtures.ts';
import { createSearchEngine } from '../../src/client/search/engine.ts';

describe('the Evolve site', () => {
  let site: BuiltSite | undefined;
  let out = '';
  let built: string[] = [];
  before(async () => {
    site = await buildEvolveSite();
    out = site.outDir;
    built = site.routes;
  });
  after(() => site?.cleanup());

  test('search: an operation named by the query comes first, before guide sections that use its words', async () => {
    const engine = createSearchEngine('/_docgen/search-manifest.json', async (url) =>
      JSON.parse(readFileSync(path.join(out, url), 'utf8')),
    );
    const first = async (query: string) => (await engine.search(query))[0]?.doc.route;
    assert.equal(await first('search image'), '/image-search/api/perform-image-search');
    assert.equal(await first('image search'), '/image-search/api/perform-image-search');
    assert.equal(await first('generate access token'), '/platform-api/generate-access-token');
    assert.equal(await first('bulk import status'), '/image-search/api/get-status-of-a-bulk-import-job');
  });

  test("Image Search's generated pages say what they are and link to each other and to the Overview guide", () => {
    const leadLinks = (route: string, selector: RegExp) => {
      const html = readFileSync(path.join(out, route, 'index.html'), 'utf8');
      const part = selector.exec(html)?.[0] ?? '';
      return [...part.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    };
    // The cards page's lead (its `_category_.json` description, links kept) and the info page's introduction.
    const cards = leadLinks('image-search/api', /<p class="lead">[\s\S]*?<\/p>/);
    assert.deepEqual(cards, ['/image-search/api/evolve-image-search', '/image-search']);
    const info = leadLinks('image-search/api/evolve-image-search', /<article[\s\S]*?<h2/);
    for (const target of ['/image-search/api', '/image-search'])
      assert.ok(info.includes(target), `the info page links to ${target}`);
    const meta = readFileSync(path.join(out, 'image-search/api/index.html'), 'utf8');
    assert.match(
      meta,
      /<meta name="description" content="[^"]*on Evolve Image Search;[^"]*in the Image Search overview\."/,
    );
  });

  test('routes equal spec.md route table', () => {
    const expected = readFileSync(path.join(fixturesDir, 'spec-routes.txt'), 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    // Besides them, only Image Search v0 (an older API version, config `openapi[].version`) and
    // its changelog to v1: spec.md's routes stay exactly where they are.
    const versions = built.filter((r) => /^\/image-search\/api\/(v0|changelog)\//.test(r));
    assert.deepEqual(versions.sort(), [
      '/image-search/api/changelog/v0-to-v1',
      '/image-search/api/v0/add-update-a-product-in-the-index',
      '/image-search/api/v0/delete-a-product-from-the-index',
      '/image-search/api/v0/evolve-image-search',
      '/image-search/api/v0/get-product-data-from-index',
      '/image-search/api/v0/perform-image-search',
    ]);
    assert.deepEqual(built.filter((r) => !versions.includes(r)).sort(), [...expected].sort());
  });

  test('every page has a description (meta and cards), a logo and a favicon, both content-hashed copies', () => {
    for (const route of built) {
      const html = readFileSync(
        path.join(out, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`),
        'utf8',
      );
      assert.match(html, /<meta name="description" content="[^"]{20,}"/, route);
      const icon = /<link rel="icon" href="\/(assets\/favicon\.\w{10}\.svg)"/.exec(html);
      const logo = /<img class="navbar__logo" src="\/(assets\/logo\.\w{10}\.svg)"/.exec(html);
      assert.ok(icon && logo, route);
      // Same bytes as the static files, which stay at their own paths too.
      assert.deepEqual(
        readFileSync(path.join(out, icon[1])),
        readFileSync(path.join(repoRoot, 'static/img/favicon.svg')),
      );
      assert.deepEqual(readFileSync(path.join(out, logo[1])), readFileSync(path.join(out, 'img/logo.svg')));
    }
  });

  test('every API path and https://api… URL in content/ exists in an OpenAPI spec', () => {
    const specs = ['platform', 'image-search', 'image-search-v0', 'image-optimization'].map((name) =>
      YAML.parse(readFileSync(path.join(repoRoot, 'openapi', `${name}.yaml`), 'utf8')),
    );
    // Full URLs an operation answers at: server URL + path template, as regular expressions.
    const operations = specs.flatMap((spec) =>
      spec.servers.flatMap((server: { url: string }) =>
        Object.keys(spec.paths).map((p) => ({
          url: `${server.url}${p}`,
          re: new RegExp(`^${escape(server.url)}${escape(p).replace(/\\\{[^}]+\\\}/g, '[^/?#\\s]+')}$`),
        })),
      ),
    );
    const apiBases = specs
      .flatMap((s) => s.servers.map((x: { url: string }) => x.url))
      .filter((u: string) => u.startsWith('https://api.'));
    const files = listMarkdown(path.join(repoRoot, 'content'));
    const problems: string[] = [];
    let checked = 0;
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/https:\/\/api\.evolve\.example[^\s"'`)<>\]]*/g)) {
        const url = match[0]
          .replace(/[.,;:]+$/, '')
          .split(/[?#]/)[0]
          .replace(/\$\{[^}]+\}/g, 'x')
          .replace(/\/$/, '');
        checked++;
        if (apiBases.includes(url)) continue;
        if (!operations.some((op) => op.re.test(url) || op.re.test(url.replace(/\{[^}]+\}/g, 'x'))))
          problems.push(`${path.relative(repoRoot, file)}: ${match[0]}`);
      }
      // Method + path mentions such as `POST /imports` or `GET /products/{product_id}`.
      for (const match of text.matchAll(/\b(GET|PUT|POST|DELETE|PATCH)\s+`?(\/[A-Za-z0-9_{}/.-]*)/g)) {
        const [, method, p] = match;
        checked++;
        const clean = p.replace(/\.$/, '');
        const known = specs.some((spec) =>
          Object.entries(spec.paths).some(
            ([sp, item]) =>
              (sp === clean ||
                new RegExp(`^${escape(sp).replace(/\\\{[^}]+\\\}/g, '[^/]+')}$`).test(clean)) &&
              (item as Record<string, unknown>)[method.toLowerCase()],
          ),
        );
        if (!known) problems.push(`${path.relative(repoRoot, file)}: ${method} ${p}`);
      }
    }
    assert.ok(checked > 20, `expected many API references, found ${checked}`);
    assert.deepEqual(problems, []);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function listMarkdown(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? listMarkdown(path.join(dir, e.name))
      : e.name.endsWith('.md')
        ? [path.join(dir, e.name)]
        : [],
  );
}

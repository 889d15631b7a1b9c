// src/search/build-search-index.ts and src/search/shard-index.ts, read back with the browser's
// engine (src/client/search/engine.ts) as the format's round-trip test.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createSearchEngine } from '../../src/client/search/engine.ts';
import { buildSearchIndex, writeIndex } from '../../src/search/build-search-index.ts';
import { SEARCH_MANIFEST_PATH } from '../../src/shared/output-layout.ts';
import type { SearchDoc, SearchManifest } from '../../src/shared/search-format.ts';

const docs: SearchDoc[] = [
  { route: '/import', title: 'Bulk import', text: 'Start a bulk import of your catalog.' },
  {
    route: '/import',
    title: 'Bulk import',
    heading: 'Follow the job',
    anchor: 'follow',
    text: 'Poll the import job status.',
  },
  {
    route: '/api/images',
    title: 'Get image',
    method: 'get',
    path: '/v1/images/{id}',
    api: 'get /v1/images/{id} getImage id',
    text: 'Returns one image.',
  },
  { route: '/zebra', title: 'Zebra stripes', text: 'Unrelated words: quartz, xylophone, yak.' },
];

function engineOver(files: { path: string; contents: string }[], manifestUrl: string) {
  const requested: string[] = [];
  const byUrl = new Map(files.map((f) => [`/${f.path}`, f.contents]));
  const engine = createSearchEngine(manifestUrl, async (url) => {
    requested.push(url);
    return JSON.parse(byUrl.get(url)!);
  });
  return { engine, requested };
}

describe('src/search/build-search-index.ts', () => {
  test('content-hashed shards under _docgen/search/, the manifest at a fixed URL with the base URL', () => {
    const { manifestUrl, files } = writeIndex(docs, '/docs/');
    assert.equal(manifestUrl, '/docs/_docgen/search-manifest.json');
    assert.equal(files.filter((f) => f.path === '_docgen/search-manifest.json').length, 1);
    const shards = files.filter((f) => f.path !== SEARCH_MANIFEST_PATH);
    assert.ok(shards.length >= 2);
    for (const f of shards)
      assert.match(f.path, /^_docgen\/search\/(terms-\d+|docs-\d+)\.[A-Za-z0-9]{10}\.json$/);
  });

  test("one document's text changes the manifest and its shards, never the manifest's URL", () => {
    const before = writeIndex(docs, '/');
    const after = writeIndex(
      docs.map((d, i) => (i === 0 ? { ...d, text: `${d.text} quokka` } : d)),
      '/',
    );
    assert.equal(after.manifestUrl, before.manifestUrl);
    const contents = (out: typeof before) => out.files.find((f) => f.path === SEARCH_MANIFEST_PATH)!.contents;
    assert.notEqual(contents(after), contents(before));
    const paths = (out: typeof before) =>
      out.files.map((f) => f.path).filter((p) => p !== SEARCH_MANIFEST_PATH);
    assert.ok(
      paths(after).some((p) => !paths(before).includes(p)),
      'a changed shard has a new name',
    );
  });

  test('search off: no files, no manifest', () => {
    assert.deepEqual(buildSearchIndex({ routes: [], config: { baseUrl: '/', search: false } }), {
      manifestUrl: null,
      files: [],
    });
  });

  test('queries find titles, headings with anchors, API paths, prefixes and typos', async () => {
    const { manifestUrl, files } = writeIndex(docs, '/');
    const { engine } = engineOver(files, manifestUrl!);
    const top = async (q: string) =>
      (await engine.search(q)).map((h) => (h.doc.anchor ? `${h.doc.route}#${h.doc.anchor}` : h.doc.route));
    assert.deepEqual((await top('bulk import')).sort(), ['/import', '/import#follow']);
    assert.equal((await top('follow the job'))[0], '/import#follow');
    assert.deepEqual(await top('/v1/images'), ['/api/images']);
    assert.deepEqual(await top('xylo'), ['/zebra']);
    assert.deepEqual(await top('catalgo'), ['/import']);
    assert.deepEqual(await top('the'), []);
  });

  test('small shard limits: a query loads only the term shards of its first letters and the document shards of its results', async () => {
    const { manifestUrl, files } = writeIndex(docs, '/', { termShardBytes: 60, docShardBytes: 120 });
    const manifest: SearchManifest = JSON.parse(files.find((f) => f.path.includes('manifest'))!.contents);
    assert.ok(manifest.terms.length >= 4, `${manifest.terms.length} term shards`);
    assert.ok(manifest.docs.length >= 2, `${manifest.docs.length} doc shards`);
    const { engine, requested } = engineOver(files, manifestUrl!);
    const hits = await engine.search('xylophone');
    assert.deepEqual(
      hits.map((h) => h.doc.route),
      ['/zebra'],
    );
    const termShards = requested.filter((u) => u.includes('/terms-'));
    const xShards = manifest.terms.filter((s) => s.first[0] <= 'x' && 'x' <= s.last[0]).map((s) => s.url);
    assert.deepEqual(termShards.sort(), xShards.sort());
    assert.ok(termShards.length < manifest.terms.length);
    assert.equal(requested.filter((u) => u.includes('/docs-')).length, 1);
  });
});

// src/client/search/engine.ts over a served index that a deploy replaces: the manifest has one URL
// (revalidated), the shards it names are content-hashed and gone after the deploy. A tab open
// across it finds the new pages at once when a shard is gone, and after the manifest's age
// otherwise; a manifest that could not load is asked for again.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createSearchEngine } from '../../../src/client/search/engine.ts';
import { writeIndex } from '../../../src/search/build-search-index.ts';
import type { SearchDoc } from '../../../src/shared/search-format.ts';

const FIRST: SearchDoc[] = [
  { route: '/import', title: 'Bulk import', text: 'Start a bulk import of your catalog.' },
  { route: '/zebra', title: 'Zebra stripes', text: 'Unrelated words: quartz, xylophone, yak.' },
];
const SECOND: SearchDoc[] = [
  ...FIRST,
  { route: '/quokka', title: 'Quokka care', text: 'Feeding the quokka, a xylophone player.' },
];

/** A host serving one deploy at a time: only that deploy's files exist. */
function host(docs: SearchDoc[]) {
  let served = new Map<string, string>();
  const requested: { url: string; revalidate: boolean }[] = [];
  const deploy = (next: SearchDoc[]) => {
    // Small shards: a query loads only some of them.
    const index = writeIndex(next, '/', { termShardBytes: 60, docShardBytes: 120 });
    served = new Map(index.files.map((f) => [`/${f.path}`, f.contents]));
    return index.manifestUrl!;
  };
  const manifestUrl = deploy(docs);
  let offline = false;
  const fetchJson = async (url: string, revalidate = false) => {
    requested.push({ url, revalidate });
    const contents = served.get(url);
    if (offline || contents === undefined) throw new Error(`${url}: HTTP ${offline ? 'offline' : 404}`);
    return JSON.parse(contents) as unknown;
  };
  return {
    manifestUrl,
    fetchJson,
    requested,
    deploy,
    setOffline: (value: boolean) => (offline = value),
    manifests: () => requested.filter((r) => r.url === manifestUrl),
  };
}

const routes = (hits: { doc: { route: string } }[]) => hits.map((h) => h.doc.route).sort();

describe('src/client/search/engine.ts', () => {
  test('the manifest is fetched once while young, always asking the server (a conditional request)', async () => {
    const site = host(FIRST);
    let clock = 0;
    const engine = createSearchEngine(site.manifestUrl, site.fetchJson, { maxAge: 1000, now: () => clock });
    await engine.preload();
    assert.deepEqual(routes(await engine.search('xylophone')), ['/zebra']);
    clock = 999;
    assert.deepEqual(routes(await engine.search('import')), ['/import']);
    assert.deepEqual(site.manifests(), [{ url: site.manifestUrl, revalidate: true }]);
    assert.ok(
      site.requested.filter((r) => r.url !== site.manifestUrl).every((r) => !r.revalidate),
      'shards are content-hashed: the browser cache may answer',
    );
  });

  test('a shard gone after a deploy: the new manifest at once, and the new pages are found', async () => {
    const site = host(FIRST);
    const engine = createSearchEngine(site.manifestUrl, site.fetchJson, { now: () => 0 });
    assert.deepEqual(routes(await engine.search('stripes')), ['/zebra']);
    assert.equal(site.deploy(SECOND), site.manifestUrl, 'the same manifest URL');
    // "xylophone" needs a term shard the old manifest names and the host no longer has.
    assert.deepEqual(routes(await engine.search('xylophone')), ['/quokka', '/zebra']);
    assert.equal(site.manifests().length, 2);
    assert.deepEqual(routes(await engine.search('quokka')), ['/quokka']);
    assert.equal(site.manifests().length, 2, 'the new manifest is kept');
  });

  test('after its age the manifest is asked for again: unchanged, the loaded shards are kept', async () => {
    const site = host(FIRST);
    let clock = 0;
    const engine = createSearchEngine(site.manifestUrl, site.fetchJson, { maxAge: 1000, now: () => clock });
    assert.deepEqual(routes(await engine.search('xylophone')), ['/zebra']);
    const shardsBefore = site.requested.length - site.manifests().length;
    clock = 1000;
    assert.deepEqual(routes(await engine.search('xylophone')), ['/zebra']);
    assert.equal(site.manifests().length, 2);
    assert.equal(site.requested.length - site.manifests().length, shardsBefore, 'no shard fetched again');
    // A deploy that changes every shard the loaded ones could answer from: found after the age.
    site.deploy(SECOND);
    clock = 2000;
    assert.deepEqual(routes(await engine.search('quokka')), ['/quokka']);
  });

  test('offline when the manifest is old: the loaded index goes on; a first manifest that failed is asked for again', async () => {
    const site = host(FIRST);
    let clock = 0;
    const engine = createSearchEngine(site.manifestUrl, site.fetchJson, { maxAge: 1000, now: () => clock });
    assert.deepEqual(routes(await engine.search('xylophone')), ['/zebra']);
    site.setOffline(true);
    clock = 5000;
    assert.deepEqual(routes(await engine.search('xylophone')), ['/zebra']);

    const cold = createSearchEngine(site.manifestUrl, site.fetchJson, { now: () => 0 });
    await assert.rejects(cold.preload(), /offline/);
    await assert.rejects(cold.search('import'), /offline/);
    site.setOffline(false);
    assert.deepEqual(routes(await cold.search('import')), ['/import']);
  });

  test('two queries at once while the manifest is old ask for it once', async () => {
    const site = host(FIRST);
    let clock = 0;
    const engine = createSearchEngine(site.manifestUrl, site.fetchJson, { maxAge: 1000, now: () => clock });
    await engine.preload();
    clock = 1000;
    const [a, b] = await Promise.all([engine.search('import'), engine.search('zebra')]);
    assert.deepEqual([routes(a), routes(b)], [['/import'], ['/zebra']]);
    assert.equal(site.manifests().length, 2);
  });
});

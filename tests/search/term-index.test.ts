// src/search/term-index.ts: the index it makes is MiniSearch's own (`toJSON`, with the options
// build-search-index.ts used to give MiniSearch), number for number, on documents drawn from a
// vocabulary of hostile words: prototype names, case variants, digits, non-Latin scripts, emoji,
// stop words, overlong ids, punctuation-only and empty fields.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import MiniSearch from 'minisearch';
import { termIndex } from '../../src/search/term-index.ts';
import { processTerm, SEARCH_FIELDS, tokenize, type SearchDoc } from '../../src/shared/search-format.ts';
import { seededRandom } from '../helpers/seeded-random.ts';

const WORDS = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'Image',
  'image',
  'IMAGE',
  'images',
  'v1',
  '42',
  '0x1f',
  'the',
  'and',
  'a',
  'ÉCLAIR',
  'éclair',
  'straße',
  'İstanbul',
  'картинка',
  'صورة',
  '画像検索',
  '😀',
  'x'.repeat(24),
  'y'.repeat(25),
  'img_8f3a9c2b7d4e1f0a6b5c3d2e1f0a9b8c',
  '{id}',
  '/v1/images/{image_id}',
  '--',
  '...',
  '<script>alert(1)</script>',
  '"quoted"',
  "it's",
  'e-commerce',
  'U+2028\u2028here',
  'tab\there',
  'new\nline',
];

function corpus(seed: number, count: number): SearchDoc[] {
  const next = seededRandom(seed);
  const pick = () => WORDS[Math.floor(next() * WORDS.length)];
  const text = (max: number) =>
    Array.from({ length: Math.floor(next() * max) }, pick).join(next() < 0.5 ? ' ' : ', ');
  return Array.from({ length: count }, (_, i) => ({
    route: `/page-${i}`,
    title: text(6),
    ...(next() < 0.5 && { heading: text(5), anchor: `a${i}` }),
    ...(next() < 0.3 && { api: text(8), method: 'get', path: '/x' }),
    ...(next() < 0.2 && { name: text(3) }),
    text: text(80),
  }));
}

/** MiniSearch's index of `docs`, as build-search-index.ts made it before term-index.ts. */
function miniSearchIndex(docs: SearchDoc[]) {
  const index = new MiniSearch<SearchDoc & { id: number }>({
    fields: [...SEARCH_FIELDS],
    storeFields: [],
    processTerm,
    tokenize,
  });
  index.addAll(docs.map((doc, id) => ({ ...doc, id })));
  return index.toJSON();
}

const byTerm = (entries: [string, unknown][]) =>
  [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

describe('src/search/term-index.ts', () => {
  for (const [seed, count] of [
    [1, 1],
    [7, 40],
    [2024, 600],
  ] as const) {
    test(`the same index as MiniSearch's: ${count} documents (seed ${seed})`, () => {
      const docs = corpus(seed, count);
      const ours = termIndex(docs);
      const theirs = miniSearchIndex(docs);
      assert.equal(ours.documentCount, theirs.documentCount);
      assert.equal(ours.nextId, theirs.nextId);
      assert.deepEqual(ours.fieldIds, theirs.fieldIds);
      assert.equal(ours.dirtCount, theirs.dirtCount);
      assert.equal(ours.serializationVersion, theirs.serializationVersion);
      // As the files hold them: JSON, holes and number formatting included.
      assert.equal(JSON.stringify(ours.averageFieldLength), JSON.stringify(theirs.averageFieldLength));
      assert.equal(JSON.stringify(ours.fieldLength), JSON.stringify(theirs.fieldLength));
      assert.equal(
        JSON.stringify(byTerm(ours.index)),
        JSON.stringify(byTerm(theirs.index as [string, unknown][])),
      );
      // Prototype names are terms like any other (a Map's keys, not an object's).
      const terms = new Set(ours.index.map(([term]) => term));
      for (const name of ['constructor', 'tostring', 'hasownproperty', 'proto'])
        assert.equal(terms.has(name), JSON.stringify(docs).toLowerCase().includes(name), name);
    });
  }

  test('no documents: an empty index', () => {
    const ours = termIndex([]);
    assert.equal(ours.documentCount, 0);
    assert.deepEqual(ours.index, []);
    assert.deepEqual(ours.averageFieldLength, []);
  });
});

// src/client/search/results.ts
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { groupHits, highlight, snippet } from '../../../src/client/search/results.ts';

describe('src/client/search/results.ts', () => {
  test('highlight marks whole words only, ignoring case', () => {
    assert.deepEqual(highlight('Import imports; reimport IMPORT', ['import']), [
      { text: 'Import', mark: true },
      { text: ' imports; reimport ', mark: false },
      { text: 'IMPORT', mark: true },
    ]);
  });

  test('snippet: a window around the first match, cut at words, with ellipses', () => {
    const text = `${'lorem '.repeat(40)}the bulk import starts here ${'ipsum '.repeat(40)}`;
    const parts = snippet(text, ['bulk'], 60);
    const joined = parts.map((p) => p.text).join('');
    assert.ok(joined.startsWith('…') && joined.endsWith('…'), joined);
    assert.ok(joined.length <= 64, joined);
    assert.deepEqual(
      parts.filter((p) => p.mark),
      [{ text: 'bulk', mark: true }],
    );
  });

  test('groupHits: pages in order of their best hit, sections linked by anchor, capped per page', () => {
    const hit = (id: number, route: string, heading?: string) => ({
      id,
      score: 10 - id,
      terms: ['job'],
      doc: { route, title: `T${route}`, heading, anchor: heading?.toLowerCase(), text: 'a job' },
    });
    const groups = groupHits(
      [
        hit(0, '/b', 'Job'),
        hit(1, '/a'),
        hit(2, '/b'),
        hit(3, '/b', 'X'),
        hit(4, '/b', 'Y'),
        hit(5, '/b', 'Z'),
      ],
      4,
    );
    assert.deepEqual(
      groups.map((g) => g.route),
      ['/b', '/a'],
    );
    assert.deepEqual(
      groups[0].items.map((i) => i.target),
      ['/b#job', '/b', '/b#x', '/b#y'],
    );
    assert.deepEqual(groups[0].items[0].label, [{ text: 'Job', mark: true }]);
    // The page's own hit is not labelled with the page title again: the group shows it.
    assert.deepEqual(groups[0].items[1].label, []);
    assert.deepEqual(
      groupHits([{ ...hit(0, '/c'), doc: { route: '/c', title: 'Job board', text: '' } }])[0]
        .items[0].label.map((s) => s.text)
        .join(''),
      'Job board',
    );
  });

  test("groupHits: another docs version's hits carry its label and base; the reader's own carry none", () => {
    const hits = [
      { id: 0, score: 2, terms: ['setup'], doc: { route: '/intro', title: 'Intro', text: 'setup' } },
      { id: 1, score: 1, terms: ['setup'], doc: { route: '/guide', title: 'Guide', text: 'setup' } },
    ];
    const version = { label: '1.0', home: '/docs/1.0/' };
    const other = groupHits(hits, undefined, version);
    assert.deepEqual(
      other.map((g) => [g.route, g.version]),
      [
        ['/intro', version],
        ['/guide', version],
      ],
    );
    assert.ok(groupHits(hits).every((g) => !('version' in g)));
  });
});

// src/content/markdown/memo-renderer.ts: dev's memory of rendered Markdown is kept exactly while
// nothing a render depends on besides its input changed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { memoRenderer } from '../../../src/content/markdown/memo-renderer.ts';
import type { MarkdownOptions, MarkdownRenderer } from '../../../src/content/markdown/processor.ts';

const base: MarkdownOptions = {
  routeByFile: new Map([['a.md', '/a']]),
  baseUrl: '/',
  contentDir: 'content',
  staticDir: 'static',
  islands: [],
  docs: [{ relPath: 'a.md', route: '/a', title: 'A' }],
};

test('the memo is kept for equal options, and made again when anything a render reads changes', () => {
  let made = 0;
  const create = (): MarkdownRenderer => {
    made++;
    return async () => ({ html: '', toc: [], anchors: [], links: [], assets: [], warnings: [] });
  };
  let memo = memoRenderer(base, create);
  assert.equal(memoRenderer({ ...base, routeByFile: new Map(base.routeByFile) }, create, memo), memo);
  assert.equal(made, 1);
  const changes: Partial<MarkdownOptions>[] = [
    { baseUrl: '/sub/' },
    { routeByFile: new Map([['a.md', '/b']]) },
    { islands: ['Chart'] },
    { onMissingPartial: 'throw' },
    { onUnknownComponent: 'warn' },
    { iframeHosts: ['example.com'] },
    { origin: 'https://other.example' },
    { components: ['Card'] },
    { componentFiles: { root: '/r', files: { Card: './Card.tsx' } } },
    // A page's title: a folder's <DocCardList /> shows it.
    { docs: [{ relPath: 'a.md', route: '/a', title: 'A, renamed' }] },
  ];
  for (const change of changes) {
    const next = memoRenderer({ ...base, ...change }, create, memo);
    assert.notEqual(next, memo, JSON.stringify(change));
    memo = memoRenderer(base, create, next);
  }
});

// src/content/markdown/preprocess.ts: fences inside list items are indented by the item
// (Babel's v8 migration guide: a second fence opened with four spaces in an item of two). The
// rewrite took its closing line for an opening one, and the heading id after it stayed an MDX
// expression: "Could not parse expression with acorn" stopped the first build.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { createHighlighter } from '../../../src/content/markdown/highlighter.ts';
import { createMarkdownRenderer } from '../../../src/content/markdown/processor.ts';
import { preprocessMarkdown } from '../../../src/content/markdown/preprocess.ts';

const PAGE = [
  "import Link from '@docusaurus/Link';",
  '',
  '- Remove `sourceSelf`',
  '',
  '  ```diff title="a.json"',
  '  - a',
  '  ```',
  '    ```diff title="b.json"',
  '    {#not-an-id}',
  '  ```',
  '',
  '### `@babel/preset-typescript` {#babel-preset-typescript}',
  '',
  '<!-- a comment -->',
  '',
].join('\n');

test('a fence indented inside a list item is a fence: the heading id and comment after it are rewritten', async () => {
  const out = preprocessMarkdown(PAGE, true).split('\n');
  assert.equal(out[8], '    {#not-an-id}', 'code stays as written');
  assert.equal(out[11], '### `@babel/preset-typescript` \\{#babel-preset-typescript\\}');
  assert.equal(out[13], '{/* a comment */}');
  const page = await createMarkdownRenderer(
    { routeByFile: new Map(), baseUrl: '/', contentDir: 'docs', staticDir: 'static' },
    await createHighlighter(),
  )({ markdown: PAGE, sourceFile: 'docs/v8.md', relPath: 'v8.md', route: '/v8', tocMin: 2, tocMax: 3 });
  const tree = fromHtml(page.html, { fragment: true });
  assert.equal(select('h3', tree)?.properties.id, 'babel-preset-typescript');
  assert.equal(selectAll('pre', tree).length, 2);
  assert.match(toString(tree), /\{#not-an-id\}/);
});

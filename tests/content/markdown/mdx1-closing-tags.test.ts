// src/content/markdown/mdx1-closing-tags.ts: Socket.IO's tutorial (Docusaurus 2) closes a
// `<TabItem>` on a line indented under the list it holds. MDX 3 stops there ("Expected the closing
// tag `</TabItem>` either after the end of `listItem`"), which stopped the first build on 8 pages;
// the page is now read as MDX 1 read it, with a warning naming the lines. RocketMQ's admin-tool
// reference opens `<details><summary>…</summary>` on one line before a blank one: MDX 3 reads the
// tag inline and stops ("Expected a closing tag for `<details>` … before the end of `paragraph`").
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { createHighlighter } from '../../../src/content/markdown/highlighter.ts';
import { createMarkdownRenderer } from '../../../src/content/markdown/processor.ts';
import { splitOpeningTag, unindentClosingTag } from '../../../src/content/markdown/mdx1-closing-tags.ts';

const highlighter = await createHighlighter();
const render = (markdown: string) =>
  createMarkdownRenderer(
    { routeByFile: new Map(), baseUrl: '/', contentDir: 'docs', staticDir: 'static' },
    highlighter,
  )({
    markdown,
    sourceFile: 'docs/step-1.md',
    relPath: 'step-1.md',
    route: '/step-1',
    tocMin: 2,
    tocMax: 3,
    lineOffset: 4,
  });

const PAGE = [
  "import Tabs from '@theme/Tabs';",
  "import TabItem from '@theme/TabItem';",
  '',
  '<Tabs groupId="lang">',
  '  <TabItem value="cjs" label="CommonJS" default>',
  '',
  '- [CodeSandbox](https://codesandbox.io/cjs)',
  '- [StackBlitz](https://stackblitz.com/cjs)',
  '',
  '',
  '  </TabItem>',
  '  <TabItem value="mjs" label="ES modules">',
  '',
  '- [CodeSandbox](https://codesandbox.io/mjs)',
  '',
  '  </TabItem>',
  '</Tabs>',
  '',
  'After the tabs.',
  '',
].join('\n');

test('a closing tag indented under a list closes its element, as MDX 1 read it, with one warning naming the lines', async () => {
  const page = await render(PAGE);
  const tree = fromHtml(page.html, { fragment: true });
  const panels = selectAll('[role="tabpanel"]', tree);
  assert.deepEqual(
    panels.map((panel) => selectAll('a', panel).map((a) => a.properties.href)),
    [['https://codesandbox.io/cjs', 'https://stackblitz.com/cjs'], ['https://codesandbox.io/mjs']],
  );
  assert.match(toString(tree), /After the tabs\./);
  assert.equal(page.warnings.length, 1);
  const [warning] = page.warnings;
  assert.equal(warning!.file, 'docs/step-1.md');
  assert.equal(warning!.line, 15, 'the page line, below its front matter');
  assert.match(warning!.message, /`<\/TabItem>`, `<\/TabItem>` are indented under a list/);
  assert.match(warning!.hint ?? '', /lines 15, 20/);
});

test('other parse errors stay errors; only a line holding the named closing tag alone is unindented', async () => {
  await assert.rejects(render('# T\n\n<Tabs>\n\n- a\n'), /MDX syntax/);
  const error = {
    reason: 'Expected the closing tag `</TabItem>` either after the end of `listItem` (1:1)',
    line: 2,
  };
  assert.equal(unindentClosingTag('- a\n  </Other>\n', error), undefined, 'another tag on the line');
  assert.equal(unindentClosingTag('- a\n', error), undefined, 'no such line');
  // A hostile tag name in the message is no pattern: it matches itself only.
  const hostile = {
    ...error,
    reason: 'Expected the closing tag `</a.*>` either after the end of `listItem`',
  };
  assert.equal(unindentClosingTag('- a\n  </abc>\n', hostile), undefined);
  assert.deepEqual(unindentClosingTag('- a\n  </a.*>\n', hostile)?.source, '- a\n</a.*>\n');
});

test('an opening tag sharing its line before a blank line is read on its own line, as MDX 1 read it, with a warning', async () => {
  const page = await render(
    [
      '## Topic',
      '<details><summary>Topic parameters</summary>',
      '',
      '<table border={0}><tbody><tr><td>name</td></tr></tbody></table>',
      '',
      '</details>',
      '',
      '<details><summary>Cluster parameters</summary>',
      '',
      'Some **text**.',
      '',
      '</details>',
      '',
    ].join('\n'),
  );
  const tree = fromHtml(page.html, { fragment: true });
  const details = selectAll('details', tree);
  assert.deepEqual(
    details.map((d) => toString(selectAll('summary', d)[0]!)),
    ['Topic parameters', 'Cluster parameters'],
  );
  assert.equal(selectAll('details td', tree).length, 1);
  assert.equal(page.warnings.length, 1);
  const [warning] = page.warnings;
  assert.equal(warning!.line, 6, 'the page line, below its front matter');
  assert.match(warning!.message, /^`<details>` \(2 places\) share their lines with more/);
  assert.match(warning!.hint ?? '', /lines 6, 12/);
});

test('an opening tag is moved only at the start of its line, before a blank line; a hostile name matches itself', () => {
  const error = (tag: string, span = '1:1-1:10') => ({
    reason: `Expected a closing tag for \`<${tag}>\` (${span}) before the end of \`paragraph\``,
  });
  assert.deepEqual(
    splitOpeningTag('<details><summary>S</summary>\n\nx\n', error('details'))?.source,
    '<details>\n<summary>S</summary>\nx\n',
  );
  assert.equal(
    splitOpeningTag('<details><summary>S</summary>\nx\n', error('details')),
    undefined,
    'no blank line below',
  );
  assert.equal(
    splitOpeningTag('Text <details>\n\n', error('details', '1:6-1:15')),
    undefined,
    'not first on its line',
  );
  assert.equal(splitOpeningTag('<details>\n\n', error('details')), undefined, 'nothing after it');
  assert.equal(splitOpeningTag('<abc>x\n\n', error('a.*', '1:1-1:6')), undefined);
  // Every line of the page that opens the same way, at once; a code block's example stays as written.
  const page = [
    '<details><summary>A</summary>',
    '',
    'a',
    '',
    '</details>',
    '',
    '```mdx',
    '<details><summary>Code</summary>',
    '',
    '```',
    '<details><summary>B</summary>',
    '',
    'b',
    '</details>',
    '',
  ].join('\n');
  const moved = splitOpeningTag(page, error('details'));
  assert.deepEqual(moved?.lines, [1, 11]);
  assert.deepEqual(moved?.source.split('\n').slice(6, 12), [
    '```mdx',
    '<details><summary>Code</summary>',
    '',
    '```',
    '<details>',
    '<summary>B</summary>',
  ]);
  assert.equal(
    splitOpeningTag('<details>x\n\n', { reason: 'Could not parse expression with acorn' }),
    undefined,
  );
});

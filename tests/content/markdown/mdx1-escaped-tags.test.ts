// src/content/markdown/mdx1-escaped-tags.ts: Detox's API reference (Docusaurus 2) writes
// `Partial<Detox.DetoxConfig\>` and `\[Promise<RuntimeConfig\>]` in prose. MDX 1 showed the text;
// MDX 3 reads a JSX tag and stops at the backslash. The rewrite escapes the `<` outside code; a
// build of the page as written stops with the line and the rewrite to make.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fromHtml } from 'hast-util-from-html';
import { select } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { createHighlighter } from '../../../src/content/markdown/highlighter.ts';
import { escapeMdx1TypeTags } from '../../../src/content/markdown/mdx1-escaped-tags.ts';
import { createMarkdownRenderer } from '../../../src/content/markdown/processor.ts';
import { DocgenError } from '../../../src/errors.ts';

const highlighter = await createHighlighter();
const render = (markdown: string) =>
  createMarkdownRenderer(
    { routeByFile: new Map(), baseUrl: '/', contentDir: 'docs', staticDir: 'static' },
    highlighter,
  )({
    markdown,
    sourceFile: 'docs/api/internals.mdx',
    relPath: 'api/internals.mdx',
    route: '/api/internals',
    tocMin: 2,
    tocMax: 3,
    lineOffset: 2,
  });

const PAGE = [
  '# Internals',
  '',
  '### `resolveConfig([options])` \\[Promise<RuntimeConfig\\>]',
  '',
  '* `override` (Partial<Detox.DetoxConfig\\>) – adjustments, also `Partial<Detox.DetoxConfig\\>` in code.',
  '',
  '```ts',
  'const c: Partial<Detox.DetoxConfig\\> = {};',
  '```',
  '',
].join('\n');

test('the page as written stops the build with its line, and the rewrite to make', async () => {
  const error = await render(PAGE).then(
    () => assert.fail('MDX 3 reads a tag'),
    (e: unknown) => e,
  );
  assert.ok(error instanceof DocgenError);
  assert.equal(error.file, 'docs/api/internals.mdx');
  assert.equal(error.line, 5, 'the page line, below its front matter');
  assert.match(error.hint ?? '', /showed `<RuntimeConfig\\>` as text/);
  assert.match(error.hint ?? '', /write `\\<RuntimeConfig\\>`/);
});

test('escaped, the page shows the text MDX 1 showed; code keeps what it says', async () => {
  const { source, escaped } = escapeMdx1TypeTags(PAGE);
  assert.deepEqual(escaped, [
    { line: 3, written: '<RuntimeConfig\\>' },
    { line: 5, written: '<Detox.DetoxConfig\\>' },
  ]);
  const tree = fromHtml((await render(source)).html, { fragment: true });
  assert.match(toString(select('h3', tree)!), /^resolveConfig\(\[options\]\) \[Promise<RuntimeConfig>\]#?$/);
  assert.match(
    toString(select('li', tree)!),
    /^override \(Partial<Detox\.DetoxConfig>\) – adjustments, also Partial<Detox\.DetoxConfig\\> in code\.$/,
  );
  assert.equal(toString(select('pre', tree)!).trim(), 'const c: Partial<Detox.DetoxConfig\\> = {};');
});

test('left as written: front matter, fences, code spans, attribute values, a `<` already escaped, no backslash', () => {
  const untouched = [
    '---',
    'title: Partial<A\\>',
    '---',
    '~~~',
    'Promise<B\\>',
    '~~~',
    'In `Promise<C\\>` code, and <Note title="Promise<D\\>" /> and \\<E\\> and <F> and a < b\\>c.',
  ].join('\n');
  assert.deepEqual(escapeMdx1TypeTags(untouched), { source: untouched, escaped: [] });
  // Nested: each `<` that a name and a backslash follow.
  assert.equal(escapeMdx1TypeTags('Promise<Array\\<Foo\\>\\>').source, 'Promise\\<Array\\<Foo\\>\\>');
  assert.equal(escapeMdx1TypeTags('a <x-y:z.w\\> b').source, 'a \\<x-y:z.w\\> b');
});

test('hostile lines: long runs stay linear, and what is written comes back as written', () => {
  const long = `${'<a'.repeat(50_000)}\\>`;
  const started = performance.now();
  const { escaped } = escapeMdx1TypeTags(`${long}\n${'="'.repeat(50_001)}<b\\>`);
  assert.ok(performance.now() - started < 2000);
  assert.deepEqual(escaped, [{ line: 1, written: '<a\\>' }]);
  const weird = 'x <$$__.$\\>\r\n<a.b\\`';
  assert.equal(escapeMdx1TypeTags(weird).source, 'x \\<$$__.$\\>\r\n\\<a.b\\`');
});

// src/content/markdown/mdx1-text-tags.ts and mdx1-pre-blocks.ts, and their rewrites in
// `init --from-docusaurus` (src/commands/from-docusaurus/mdx1-idioms.ts): Excalidraw's dev-docs
// (Docusaurus 2) stopped the build on four pages. Two table cells write a `<` that starts no tag
// (`<code>Map<string, <a …>Collaborator></a></code>`, `<code>Promise<object &#124; null></code>`)
// and two signatures in `<pre>` close a link at the start of a line of text (`</a>) => JSX | null`).
// MDX 1 read both; MDX 3 stops. The build now reads them as MDX 1 did, with a warning at their
// line, and init writes copies Docusaurus 3 reads too.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { mdx1Idioms } from '../../../src/commands/from-docusaurus/mdx1-idioms.ts';
import { createHighlighter } from '../../../src/content/markdown/highlighter.ts';
import { joinPreBlockAt, jsxJoin } from '../../../src/content/markdown/mdx1-pre-blocks.ts';
import { escapeMdx1TextTags, textTagHint } from '../../../src/content/markdown/mdx1-text-tags.ts';
import { createMarkdownRenderer } from '../../../src/content/markdown/processor.ts';

const highlighter = await createHighlighter();
const render = (markdown: string) =>
  createMarkdownRenderer(
    { routeByFile: new Map(), baseUrl: '/', contentDir: 'docs', staticDir: 'static' },
    highlighter,
  )({
    markdown,
    sourceFile: 'docs/api/props.mdx',
    relPath: 'api/props.mdx',
    route: '/api/props',
    tocMin: 2,
    tocMax: 3,
    lineOffset: 3,
  });

const TABLE = [
  '# Props', // 1 (+3 front matter lines)
  '',
  '| Name | Type | Description |',
  '| --- | --- | --- |',
  '| `collaborators` | <code>Map<string, <a href="https://github.com/excalidraw/excalidraw/blob/master/packages/excalidraw/types.ts#L37">Collaborator></a></code> | The collaborators. |', // 5
  '| `initialData` | `object` &#124; `null` &#124; <code>Promise<object &#124; null></code> | The initial data. |', // 6
  '',
  'A `Map<K, V>` in a code span stays as it is.',
  '',
].join('\n');

const SIGNATURE = [
  '## renderTopRightUI', // 1
  '',
  '<pre>', // 3
  '  (isMobile: boolean, appState:',
  '  <a href="https://github.com/excalidraw/excalidraw/blob/master/packages/excalidraw/types.ts#L95">',
  '    AppState',
  '  </a>) => JSX | null',
  '</pre>', // 8
  '',
  'A function returning `JSX`.',
  '',
].join('\n');

describe('MDX 1 idioms in Excalidraw’s API reference', () => {
  test('a `<` that starts no tag is text, as MDX 1 read it, with one warning naming the lines', async () => {
    const page = await render(TABLE);
    const cells = selectAll('td code', fromHtml(page.html, { fragment: true })).map((code) => toString(code));
    assert.deepEqual(cells, [
      'collaborators',
      'Map<string, Collaborator>',
      'initialData',
      'object',
      'null',
      'Promise<object | null>',
    ]);
    const link = select('td code a', fromHtml(page.html, { fragment: true }));
    assert.equal(
      link?.properties.href,
      'https://github.com/excalidraw/excalidraw/blob/master/packages/excalidraw/types.ts#L37',
    );
    assert.match(page.html, /<code>Map&#x3C;K, V><\/code>/);
    assert.equal(page.warnings.length, 1);
    const [warning] = page.warnings;
    assert.equal(warning!.line, 8, 'the file line, below the front matter');
    assert.match(warning!.message, /^`<string,`, `<object &` are text to MDX 1/);
    assert.match(warning!.hint ?? '', /lines 8, 9\): write `\\<string,`/);
  });

  test('a <pre> signature with a link on lines of its own is joined as MDX 1 joined it, with a warning', async () => {
    const page = await render(SIGNATURE);
    const pre = select('pre', fromHtml(page.html, { fragment: true }))!;
    assert.equal(toString(pre).trim(), '(isMobile: boolean, appState:AppState) => JSX | null');
    assert.equal(select('pre p', fromHtml(page.html, { fragment: true })), undefined);
    assert.equal(
      select('pre a', pre)?.properties.href,
      'https://github.com/excalidraw/excalidraw/blob/master/packages/excalidraw/types.ts#L95',
    );
    assert.equal(page.warnings.length, 1);
    assert.equal(page.warnings[0]!.line, 6);
    assert.match(page.warnings[0]!.message, /^The `<pre>` block \(lines 6–11\)/);
    assert.match(
      page.warnings[0]!.hint ?? '',
      /\(isMobile: boolean, appState:<a href="[^"]+">AppState<\/a>\) => JSX \| null/,
    );
  });

  test('hostile variants stay text or lose what the sanitiser drops', async () => {
    const page = await render(
      [
        '| a | <code>Promise<script, alert(1)></code> |',
        '| --- | --- |',
        '| b | <code>T<img src=x onerror=alert(2) ,></code> |',
        '',
        '<pre>',
        '  run:',
        '  <a href="javascript:alert(3)" onclick="alert(4)">',
        '    Go',
        '  </a>) => <b>x</b>',
        '</pre>',
        '',
      ].join('\n'),
    ).catch((error: Error) => error);
    // The second cell is a tag with an unquoted attribute: no MDX 1 text, MDX 3's error stands.
    assert.ok(page instanceof Error);
    assert.match(page.message, /MDX syntax/);
    const safe = await render(
      [
        '| a | <code>Promise<script, alert(1)></code> |',
        '| --- | --- |',
        '',
        '<pre>',
        '  run:',
        '  <a href="javascript:alert(3)" onclick="alert(4)">',
        '    Go',
        '  </a>) => <b>x</b>',
        '</pre>',
        '',
      ].join('\n'),
    );
    // Text everywhere (the table's label too, an attribute value): no element, no handler, no link.
    assert.equal(selectAll('script', fromHtml(safe.html, { fragment: true })).length, 0);
    // The table's label repeats the cell's text in an attribute value, where `<` is text.
    assert.doesNotMatch(safe.html.replace(/aria-label="[^"]*"/g, ''), /<script|javascript:|onclick/i);
    assert.match(toString(fromHtml(safe.html, { fragment: true })), /Promise<script, alert\(1\)>/);
    assert.equal(toString(select('pre', fromHtml(safe.html, { fragment: true }))!).trim(), 'run:Go) => x');
  });

  test('what is escaped: only a `<` no tag follows, outside code and quoted values', () => {
    const { source, escaped } = escapeMdx1TextTags(
      [
        '<a href="x">ok</a> <Tabs groupId="a"> <br/> <T | null> <img src={a} /> <x.y:z-w/>',
        '<div title="Map<string, x>"> `Map<string, x>` \\<b, c',
        '```ts',
        'const a: Map<string, number> = new Map();',
        '```',
      ].join('\n'),
    );
    assert.deepEqual(escaped, [{ line: 1, written: '<T |' }]);
    assert.match(source, /<br\/> \\<T \| null>/);
    assert.match(source, /const a: Map<string, number>/);
    assert.equal(
      textTagHint(
        'Unexpected character `,` (U+002C) in name, expected …',
        'a\n<code>Map<string, V></code>',
        2,
      ),
      'MDX 1 (Docusaurus 2) showed `<string,` as text; MDX 3 (Docusaurus 3 too) reads a JSX tag there. Escape the `<`: write `\\<string,` (`docgen init --from-docusaurus` does this in the pages it copies).',
    );
  });

  test('JSX joins lines: a space between text lines, none next to a tag; other errors are left alone', () => {
    assert.equal(
      jsxJoin(['  a:', '  <a href="x">', '    B', '  </a>) => C', '   ']),
      'a:<a href="x">B</a>) => C',
    );
    assert.equal(jsxJoin(['(a) =>', 'b']), '(a) => b');
    const error = { reason: 'Expected the closing tag `</a>` either after the end of `paragraph`', line: 4 };
    assert.equal(joinPreBlockAt('<div>\n a\n <a href="x">\n</a>) b\n</div>\n', error), undefined, 'no <pre>');
    assert.equal(joinPreBlockAt('<pre>\n a\n b\n</pre>\n', error), undefined, 'no tag inside');
    assert.equal(joinPreBlockAt('<pre>\n</pre>\n<pre>\n</a>) b\n</pre>', { ...error, line: 2 }), undefined);
  });

  test('init writes copies MDX 3 reads, and reports each rewrite at its line', () => {
    const source = `---\ntitle: Props\n---\n${TABLE}\n${SIGNATURE}`;
    const { source: copied, leftOut } = mdx1Idioms({
      file: 'docs/api/props.mdx',
      absolute: '/x/props.mdx',
      source,
    });
    const parse = (text: string) =>
      unified()
        .use(remarkParse)
        .use(remarkMdx)
        .parse(text.replace(/^---[\s\S]*?---\n/, ''));
    assert.throws(() => parse(source));
    assert.doesNotThrow(() => parse(copied));
    assert.equal(copied.split('\n').length, source.split('\n').length, 'no line moves');
    assert.match(copied, /<code>Map\\<string, <a href/);
    assert.match(copied, /^\(isMobile: boolean, appState:<a href="[^"]+">AppState<\/a>\) => JSX \| null$/m);
    assert.deepEqual(
      leftOut.map((l) => l.what),
      ['docs/api/props.mdx:8', 'docs/api/props.mdx:15'],
    );
  });
});

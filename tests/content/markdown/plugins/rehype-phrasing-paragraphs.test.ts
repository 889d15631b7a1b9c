// src/content/markdown/plugins/rehype-phrasing-paragraphs.ts: no <p> where HTML allows phrasing only.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { createHighlighter } from '../../../../src/content/markdown/highlighter.ts';
import { createMarkdownRenderer } from '../../../../src/content/markdown/processor.ts';

const renderer = createMarkdownRenderer(
  { routeByFile: new Map(), baseUrl: '/', contentDir: 'content', staticDir: 'static' },
  await createHighlighter(),
);
const render = async (markdown: string, relPath = 'a.mdx') =>
  fromHtml(
    (
      await renderer({
        markdown,
        sourceFile: `content/${relPath}`,
        relPath,
        route: '/a',
        tocMin: 2,
        tocMax: 3,
      })
    ).html,
    { fragment: true },
  );

test("a signature in <pre> written over several lines (Excalidraw's) keeps its words and links, without paragraphs", async () => {
  const tree = await render(
    [
      'Signature:',
      '',
      '<pre>',
      '  (activeTool: <a href="https://example.com/types.ts#L115">',
      '    AppState["activeTool"]',
      '  </a>, pointerDownState: <a href="https://example.com/types.ts#L424">',
      '    PointerDownState',
      '  </a>) => void',
      '</pre>',
      '',
      'After.',
      '',
    ].join('\n'),
  );
  const pre = select('pre', tree)!;
  assert.equal(selectAll('p', pre).length, 0);
  assert.deepEqual(
    selectAll('a', pre).map((a) => [a.properties.href, toString(a).trim()]),
    [
      ['https://example.com/types.ts#L115', 'AppState["activeTool"]'],
      ['https://example.com/types.ts#L424', 'PointerDownState'],
    ],
  );
  assert.equal(
    toString(pre).replace(/\s+/g, ' ').trim(),
    '(activeTool: AppState["activeTool"] , pointerDownState: PointerDownState ) => void',
  );
  // Paragraphs elsewhere stay paragraphs.
  assert.deepEqual(
    tree.children.flatMap((node) =>
      node.type === 'element' && node.tagName === 'p' ? [toString(node)] : [],
    ),
    ['Signature:', 'After.'],
  );
});

test('a link or <span> of several lines inside a heading or paragraph holds no <p>; in a <div> it may', async () => {
  const tree = await render(
    [
      '<div>',
      '  <a href="https://example.com/a">',
      '    Block link',
      '  </a>',
      '</div>',
      '',
      '<h3>',
      '  <span>',
      '    Title',
      '  </span>',
      '</h3>',
      '',
    ].join('\n'),
  );
  assert.equal(selectAll('h3 p', tree).length, 0);
  assert.match(toString(select('h3', tree)!), /^\s*Title\s*#?$/);
  assert.equal(selectAll('div > a > p', tree).length, 1, 'a link in a <div> may hold a paragraph');
});

test('raw HTML in a .md page gets the same', async () => {
  const tree = await render('<pre><p>one</p>\n<p>two</p></pre>\n', 'b.md');
  assert.equal(selectAll('pre p', tree).length, 0);
  assert.equal(toString(select('pre', tree)!), 'one\ntwo');
});

test("a <div> badge in a heading (Metro's option headings) becomes a <span> with its attributes; a div elsewhere stays", async () => {
  for (const relPath of ['a.md', 'a.mdx']) {
    const tree = await render(
      [
        '#### `unstable_conditionNames` <div class="label experimental">Experimental</div>',
        '',
        'Text with <span>a <div class="x">nested</div> div</span>.',
        '',
        '<div class="note">A block.</div>',
        '',
      ].join('\n'),
      relPath,
    );
    const heading = select('h4', tree)!;
    assert.equal(selectAll('div', heading).length, 0, relPath);
    const badge = select('span.label.experimental', heading);
    assert.equal(badge && toString(badge), 'Experimental', relPath);
    assert.equal(heading.properties.id, 'unstable_conditionnames-experimental', relPath);
    // Raw HTML in a .md page is read as a browser reads it (a <div> closes the paragraph); MDX
    // keeps the element where it was written.
    if (relPath === 'a.mdx') {
      assert.equal(select('p div', tree), undefined, relPath);
      assert.equal(toString(select('p span.x', tree)!), 'nested', relPath);
    }
    assert.equal(toString(select('div.note', tree)!), 'A block.', relPath);
  }
});

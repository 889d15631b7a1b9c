// src/content/markdown/plugins/rehype-heading-anchors.ts: heading ids the page can hold.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import { createHighlighter } from '../../../../src/content/markdown/highlighter.ts';
import { createMarkdownRenderer } from '../../../../src/content/markdown/processor.ts';

const renderer = createMarkdownRenderer(
  {
    routeByFile: new Map(),
    baseUrl: '/',
    contentDir: 'content',
    staticDir: 'static',
    onUnknownComponent: 'warn',
  },
  await createHighlighter(),
);
const render = (markdown: string) =>
  renderer({ markdown, sourceFile: 'content/a.mdx', relPath: 'a.mdx', route: '/a', tocMin: 2, tocMax: 3 });

test("a heading named like the page's own markup (Excalidraw's # Sidebar) gets an id of its own", async () => {
  const page = await render('# Sidebar\n\n## Sidebar-1\n\n## Main content\n\n## Props\n');
  const ids = selectAll('h1, h2', fromHtml(page.html, { fragment: true })).map((h) => h.properties.id);
  assert.deepEqual(ids, ['sidebar-2', 'sidebar-1', 'main-content-1', 'props']);
  assert.deepEqual(
    page.toc.map((t) => t.id),
    ['sidebar-1', 'main-content-1', 'props'],
  );
  assert.ok(page.anchors.includes('sidebar-2') && !page.anchors.includes('sidebar'));
});

test('a heading with no words (its component left out, as `## <WelcomeScreen/>`) has no id, anchor or TOC entry', async () => {
  const page = await render('# Title\n\n## <WelcomeScreen/>\n\nText.\n\n## Next\n');
  const h2 = selectAll('h2', fromHtml(page.html, { fragment: true }));
  assert.equal(h2[0]!.properties.id, undefined);
  assert.equal(selectAll('a', h2[0]!).length, 0);
  assert.deepEqual(
    page.toc.map((t) => t.id),
    ['next'],
  );
  assert.ok(!page.anchors.includes(''));
});

test('an HTML 4 anchor, <a name="x"></a> (Metro\'s), becomes an id that links are checked against; a link, a taken id or a template id keeps its name', async () => {
  for (const relPath of ['a.md', 'a.mdx']) {
    const page = await renderer({
      markdown: [
        '<a name="asyncrequiremodulepath"></a>',
        '',
        '## Options',
        '',
        'Text <a name="options"></a> and <a name="sidebar"></a> and <a href="#x" name="linked">x</a>.',
        '',
      ].join('\n'),
      sourceFile: `content/${relPath}`,
      relPath,
      route: '/a',
      tocMin: 2,
      tocMax: 3,
    });
    const anchors = selectAll('a:not(.hash-link)', fromHtml(page.html, { fragment: true }));
    assert.deepEqual(
      anchors.map((a) => [a.properties.id ?? null, a.properties.name ?? null]),
      [
        ['asyncrequiremodulepath', null],
        [null, 'options'],
        [null, 'sidebar'],
        [null, 'linked'],
      ],
      relPath,
    );
    assert.ok(page.anchors.includes('asyncrequiremodulepath'), relPath);
    assert.ok(!page.anchors.includes('sidebar'), relPath);
  }
});

test('a hostile <a name> becomes an attribute value and nothing else: quotes, markup, $(), newlines and NUL stay inside the id', async () => {
  for (const name of [
    'x" onclick="alert(1)',
    "'><script>alert(2)</script>",
    '$(rm -rf ~)',
    'a\nb',
    'n\u0000ul',
    '`x`',
  ]) {
    const attribute = name.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    const page = await renderer({
      markdown: `<a name="${attribute}"></a>\n\nText.\n`,
      sourceFile: 'content/a.md',
      relPath: 'a.md',
      route: '/a',
      tocMin: 2,
      tocMax: 3,
    });
    const tree = fromHtml(page.html, { fragment: true });
    assert.equal(selectAll('script', tree).length, 0, name);
    const anchors = selectAll('a', tree);
    assert.equal(anchors.length, 1, name);
    assert.equal(anchors[0]!.properties.onClick, undefined, name);
    const id = anchors[0]!.properties.id;
    // The HTML parser reads NUL as U+FFFD, as browsers do; every other name is the id as written.
    assert.equal(id, name.replaceAll('\u0000', '\uFFFD'), name);
    assert.ok(page.anchors.includes(String(id)), name);
  }
});

// HTML that writers rely on, in MDX (lowercase JSX) and as raw HTML: classes and presentational
// attributes kept, void elements written once, and what the sanitiser leaves out (embeds, inline
// styles, event handlers) a warning at its line, never silence (src/content/markdown/html-drops.ts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { createHighlighter } from '../../../src/content/markdown/highlighter.ts';
import { createMarkdownRenderer } from '../../../src/content/markdown/processor.ts';

const renderer = createMarkdownRenderer(
  { routeByFile: new Map(), baseUrl: '/', contentDir: 'content', staticDir: 'static', islands: [], docs: [] },
  await createHighlighter(),
);
const render = (markdown: string, relPath: string) =>
  renderer({ markdown, sourceFile: `content/${relPath}`, relPath, route: '/guide', tocMin: 2, tocMax: 3 });

const MDX = `import Tabs from '@theme/Tabs';

<div className="hero shadow--lw">Hero</div>

<img src="https://cdn.example/logo.svg" alt="logo" style={{maxHeight: 200}} align="right" />

<details>
  <summary>More</summary>

  Line one<br />line two
</details>

<iframe width="560" height="315" src="https://www.youtube.com/embed/abc" title="A talk"></iframe>

<button onClick="steal()">Go</button> and <span onClick="steal()">this</span>
`;

test('MDX: className and align kept, <img /> and <br /> written once, embeds and styles a warning each', async () => {
  const { html, warnings } = await render(MDX, 'guide/page.mdx');
  const tree = fromHtml(html, { fragment: true });
  assert.deepEqual(select('div', tree)?.properties.className, ['hero', 'shadow--lw']);
  const img = select('img', tree)!;
  assert.equal(img.properties.align, 'right');
  assert.equal(img.properties.style, undefined);
  assert.doesNotMatch(html, /<\/img>|<\/br>/);
  assert.equal(selectAll('details br', tree).length, 1);
  assert.equal(selectAll('iframe', tree).length, 0);
  assert.deepEqual(
    warnings.map((w) => [w.file, w.line, w.message]),
    [
      ['content/guide/page.mdx', 5, 'HTML the page writes is left out: the `style` attribute of <img>.'],
      ['content/guide/page.mdx', 13, 'HTML the page writes is left out: <iframe>.'],
      ['content/guide/page.mdx', 15, 'HTML the page writes is left out: <button>.'],
      ['content/guide/page.mdx', 15, 'HTML the page writes is left out: the `onclick` attribute of <span>.'],
    ],
  );
  assert.match(warnings[0]!.hint!, /CSP.*className/);
});

test('raw HTML in Markdown: the same, with the lines of the file and a count per kind', async () => {
  const markdown = [
    '# Raw',
    '',
    '<p align="center"><img src="/a.png" style="max-height: 200px" alt="a"></p>',
    '',
    '<span style="color: red">one</span> and <span style="color: blue">two</span>',
    '',
    '<iframe src="https://player.vimeo.com/video/1"></iframe>',
    '',
    '<a href="javascript:alert(1)">x</a>',
    '',
  ].join('\n');
  const { html, warnings } = await render(markdown, 'guide/raw.md');
  assert.doesNotMatch(html, /style=|<iframe|javascript:/);
  assert.match(html, /<p align="center">/);
  assert.deepEqual(
    warnings.map((w) => [w.line, w.message]),
    [
      [3, 'HTML the page writes is left out: the `style` attribute of <img>.'],
      [5, 'HTML the page writes is left out: the `style` attribute of <span> (2 times).'],
      [7, 'HTML the page writes is left out: <iframe>.'],
      [9, 'HTML the page writes is left out: the `href` attribute of <a>.'],
    ],
  );
});

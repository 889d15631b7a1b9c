// Raw HTML in Markdown: rendered through the sanitiser, never able to run script or set a style
// (the CSP allows neither inline), and never able to disturb what docgen's own plugins made.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { createHighlighter } from '../../../src/content/markdown/highlighter.ts';
import { createMarkdownRenderer } from '../../../src/content/markdown/processor.ts';

const renderer = createMarkdownRenderer(
  { routeByFile: new Map(), baseUrl: '/', contentDir: 'content', staticDir: 'static', islands: ['demo'] },
  await createHighlighter(),
);
/** A page `content/a.md` of this Markdown, rendered (`mdx: false`: read as CommonMark, as a spec's text is). */
const renderPage = (markdown: string, options: { mdx?: boolean } = {}) =>
  renderer({
    markdown,
    sourceFile: 'content/a.md',
    relPath: 'a.md',
    route: '/a',
    tocMin: 2,
    tocMax: 3,
    ...options,
  });
const render = async (markdown: string) => (await renderPage(markdown)).html;

test('scripts, styles, event handlers and javascript: URLs are removed; safe markup stays', async () => {
  const html = await render(
    '<img src="x.png" onerror="alert(1)" alt="x">\n\n<script>alert(2)</script>\n\n<style>p{}</style>\n\n' +
      '<a href="javascript:alert(4)" onclick="alert(5)">l</a> <a href="JaVaScRiPt:alert(7)">m</a>\n\n' +
      '<p style="color:red" onmouseover="alert(6)" class="kept" id="kept">S</p>\n\n<iframe src="https://x.example"></iframe>\n\n' +
      '<svg onload="alert(8)"><a href="javascript:alert(9)">s</a></svg>\n\nPress <kbd>K</kbd>.',
  );
  const tree = fromHtml(html, { fragment: true });
  assert.doesNotMatch(
    html,
    /alert|<script|<style|<iframe|<svg|style=|onerror|onclick|onmouseover|onload|javascript:/i,
  );
  assert.equal(select('img', tree)?.properties.src, 'x.png');
  assert.equal(select('p.kept', tree)?.properties.id, 'kept');
  assert.equal(selectAll('a', tree).filter((a) => a.properties.href !== undefined).length, 0);
  assert.ok(select('kbd', tree));
});

test('details, summary, br, sup, sub, tables, ids and classes are kept', async () => {
  const html = await render(
    '<details open>\n<summary>More</summary>\n\nBody with **bold**.\n\n</details>\n\nH<sub>2</sub>O x<sup>2</sup><br>\n\n<table class="t"><tr><td id="c">1</td></tr></table>',
  );
  const tree = fromHtml(html, { fragment: true });
  assert.equal(select('details > summary', tree)?.children[0]?.type, 'text');
  assert.ok(select('details > p > strong', tree), 'Markdown between the HTML tags is still Markdown');
  assert.ok(select('sub', tree) && select('sup', tree) && select('br', tree));
  assert.ok(select('div.table-wrap > table.t td#c', tree), 'an HTML table is wrapped like a Markdown one');
});

test('a page with raw HTML renders everything else exactly as a page without it', async () => {
  const body =
    ':::note[Title]\nA note.\n:::\n\n:::tabs\n```bash title="cURL"\ncurl x\n```\n```js\nx()\n```\n:::\n\n::island{name="demo" a="1"}\n\n- [x] done\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n## Heading\n\nText[^1].\n\n[^1]: Note.\n';
  const plain = await render(body);
  const withHtml = await render(`<kbd>K</kbd>\n\n${body}`);
  assert.equal(withHtml.replace(/^<p><kbd>K<\/kbd><\/p>\n/, ''), plain);
});

test('HTML comments (and `<!-- truncate -->`) are dropped', async () => {
  assert.equal(await render('A <!-- hidden --> b.'), '<p>A  b.</p>');
  assert.doesNotMatch(await render('Intro.\n\n<!-- truncate -->\n\nMore.'), /truncate|<!--/);
});

test('a lone tag no HTML element has is a placeholder to fill in: shown as written, no warning', async () => {
  const rendered = await renderPage(
    'Send <key> as <api-token/>, then </value>.\n\n<kbd>K</kbd> <script>alert(1)</script> <key onclick="x">',
  );
  const tree = fromHtml(rendered.html, { fragment: true });
  const text = selectAll('p', tree).map((p) => toString(p));
  assert.equal(text[0], 'Send <key> as <api-token/>, then </value>.');
  assert.ok(select('kbd', tree), 'an HTML element stays one');
  assert.doesNotMatch(rendered.html, /<script|alert|onclick/);
  // Only the tag with an attribute is HTML the sanitiser left out, and says so.
  assert.deepEqual(
    rendered.warnings.map((w) => w.message).filter((m) => /<key>|<api-token>|<value>/.test(m)),
    ['HTML the page writes is left out: <key>.'],
  );
});

test("AWS's <note> and <important> in a description become the callouts their docs show, with no warning; what is inside is sanitised as ever", async () => {
  const result = await renderer({
    markdown:
      '<p>Creates a cluster.</p> <note> <p>Only in <code>us-east-1</code>.</p> </note> <important> <p onclick="alert(1)">Costs <b>money</b>.</p><script>alert(2)</script> </important>',
    sourceFile: 'specs/aws.json',
    relPath: 'aws.json',
    route: '/a',
    tocMin: 2,
    tocMax: 3,
    mdx: false,
  });
  const tree = fromHtml(result.html, { fragment: true });
  assert.deepEqual(
    selectAll('aside.admonition', tree).map((a) => [
      String(a.properties.className),
      toString(select('.admonition-title', a)!),
      toString(a).replace(/\s+/g, ' ').trim(),
    ]),
    [
      ['admonition,admonition-note', 'Note', 'Note Only in us-east-1.'],
      ['admonition,admonition-info', 'Important', 'Important Costs money.'],
    ],
  );
  assert.doesNotMatch(result.html, /alert|onclick|<script|<note|<important/);
  assert.deepEqual(
    result.warnings.map((w) => w.message),
    [
      'HTML the page writes is left out: the `onclick` attribute of <p>.',
      'HTML the page writes is left out: <script>.',
    ],
  );
});

test("a table with HTML in one cell (`<br/>`, Stencil's option tables, many specs) stays one table, its rows in order", async () => {
  for (const mdx of [false, undefined]) {
    const result = await renderer({
      markdown:
        '| Option | Description |\n| :--- | ---: |\n| `default` | No re-export.<br/><br/>Used if unset. |\n| `bundle` | A `defineCustomElements()` function. <img src="x.png" onerror="alert(1)"> |\n',
      sourceFile: 'content/a.md',
      relPath: 'a.md',
      route: '/a',
      tocMin: 2,
      tocMax: 3,
      mdx,
    });
    const tree = fromHtml(result.html, { fragment: true });
    assert.equal(selectAll('table', tree).length, 1, result.html);
    assert.equal(
      tree.children.filter((c) => c.type === 'element').length,
      1,
      'nothing outside the table wrapper',
    );
    assert.deepEqual(
      selectAll('tbody tr', tree).map((tr) => selectAll('td', tr).map((td) => toString(td))),
      [
        ['default', 'No re-export.Used if unset.'],
        ['bundle', 'A defineCustomElements() function. '],
      ],
    );
    assert.equal(selectAll('tbody tr:first-child td:last-child br', tree).length, 2);
    // Column alignments are classes (`align` is obsolete HTML; rehype-wrap-tables.ts).
    assert.deepEqual(
      selectAll('th, td', tree).map((cell) => [cell.properties.align, cell.properties.className]),
      Array.from({ length: 3 }, () => [
        [undefined, ['align-left']],
        [undefined, ['align-right']],
      ]).flat(),
    );
    assert.doesNotMatch(result.html, /onerror|alert/);
  }
});

test('video and audio (a demo clip) are kept with how they play; script hooks and script URLs are not', async () => {
  const markdown =
    '<video width="480" autoPlay loop muted playsInline onplay="alert(1)" poster="javascript:alert(2)">\n  <source src="https://cdn.example/demo.mp4" type="video/mp4" />\n  <source src="javascript:alert(3)" />\n</video>\n\n<audio controls src="/sounds/a.mp3"></audio>\n';
  for (const relPath of ['a.md', 'a.mdx']) {
    const result = await renderer({
      markdown,
      sourceFile: `content/${relPath}`,
      relPath,
      route: '/a',
      tocMin: 2,
      tocMax: 3,
    });
    const tree = fromHtml(result.html, { fragment: true });
    const video = select('video', tree)!;
    assert.deepEqual(
      Object.keys(video.properties).sort(),
      ['autoPlay', 'loop', 'muted', 'playsInline', 'width'],
      relPath,
    );
    assert.deepEqual(
      selectAll('source', video).map((s) => s.properties.src ?? null),
      ['https://cdn.example/demo.mp4', null],
    );
    assert.equal(select('audio', tree)?.properties.src, '/sounds/a.mp3');
    assert.doesNotMatch(result.html, /alert|onplay/);
    assert.equal(result.warnings.length, 3, result.warnings.map((w) => w.message).join('\n'));
  }
});

test('a tag that another of its paragraph opens or closes is HTML, not a placeholder: no closing tag shown as text', async () => {
  const rendered = await renderPage(
    'With <x-widget></x-widget> inline, <my-el id="a">its content</my-el> here and <key> to fill in.',
  );
  const tree = fromHtml(rendered.html, { fragment: true });
  assert.equal(toString(select('p', tree)!), 'With  inline, its content here and <key> to fill in.');
  // The element with an attribute is reported, as ever, and the empty one (a script drew it).
  assert.deepEqual(
    rendered.warnings.map((w) => w.message),
    ['HTML the page writes is left out: <x-widget>.', 'HTML the page writes is left out: <my-el>.'],
  );
});

test("a lone tag of an XML element's name, in any case, is a placeholder too; an HTML tag in capitals is HTML", async () => {
  const rendered = await renderPage(
    'Send just a <TrackingCategory> element, or a <roleName/>, then <BR> and <Kbd>K</Kbd>.',
    { mdx: false },
  );
  const tree = fromHtml(rendered.html, { fragment: true });
  assert.equal(
    toString(select('p', tree)!),
    'Send just a <TrackingCategory> element, or a <roleName/>, then  and K.',
  );
  assert.ok(select('p br', tree), '<BR> is a line break');
  assert.ok(select('p kbd', tree), '<Kbd> is an HTML element');
  assert.deepEqual(rendered.warnings, []);
});

test('paired and lone tags of hostile text: quotes, $(), a newline, NUL, a long run of attributes; nothing runs', async () => {
  const markdown = [
    'A <x-a title="&quot;$(id)">b</x-a> c <y-b\u0000> d </y-b> e <z-c onclick="alert(1)">f</z-c>',
    'g <w-d\ndata-x="1">h</w-d> <Key> $(rm -rf /) </Key> <v-e ' + 'x="1" '.repeat(20000) + '>i</v-e>',
  ].join('\n');
  const { html } = await renderPage(markdown, { mdx: false });
  assert.doesNotMatch(html, /onclick|alert\(1\)|<x-a|<z-c|<v-e/);
  const text = toString(fromHtml(html, { fragment: true }));
  for (const part of ['A ', 'b', 'f', 'h', '$(rm -rf /)', 'i'])
    assert.ok(text.includes(part), `${part} in ${text.slice(0, 200)}`);
});

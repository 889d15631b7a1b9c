// HTML that writers rely on, in MDX (lowercase JSX) and as raw HTML: classes and presentational
// attributes kept, safe inline styles kept as generated classes (the page's stylesheet), void
// elements written once, iframes from the configured hosts kept (sandboxed, lazy), and what the
// sanitiser leaves out (other embeds, unsafe styles, event handlers) a warning at its line, never
// silence (src/content/markdown/html-drops.ts, html-embeds.ts).
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

<iframe src="https://evil.example/embed"></iframe>

<button onClick="steal()">Go</button> and <span onClick="steal()">this</span>
`;

test('MDX: className, align and safe styles kept, <img /> and <br /> written once, YouTube kept, the rest a warning each', async () => {
  const { html, warnings, styles } = await render(MDX, 'guide/page.mdx');
  const tree = fromHtml(html, { fragment: true });
  assert.deepEqual(select('div', tree)?.properties.className, ['hero', 'shadow--lw']);
  const img = select('img', tree)!;
  assert.equal(img.properties.align, 'right');
  assert.equal(img.properties.style, undefined);
  const [generated] = img.properties.className as string[];
  assert.match(generated, /^docgen-style-[0-9a-f]{10}$/);
  assert.equal(styles, `.${generated}{max-height:200px}`);
  assert.doesNotMatch(html, /<\/img>|<\/br>/);
  assert.equal(selectAll('details br', tree).length, 1);
  const frames = selectAll('iframe', tree);
  assert.equal(frames.length, 1);
  assert.equal(frames[0].properties.src, 'https://www.youtube.com/embed/abc');
  assert.deepEqual(frames[0].properties.sandbox, [
    'allow-scripts',
    'allow-same-origin',
    'allow-popups',
    'allow-presentation',
  ]);
  assert.equal(frames[0].properties.loading, 'lazy');
  assert.deepEqual(
    warnings.map((w) => [w.file, w.line, w.message]),
    [
      ['content/guide/page.mdx', 15, 'HTML the page writes is left out: <iframe>.'],
      ['content/guide/page.mdx', 17, 'HTML the page writes is left out: <button>.'],
      ['content/guide/page.mdx', 17, 'HTML the page writes is left out: the `onclick` attribute of <span>.'],
    ],
  );
  assert.match(warnings[0]!.hint!, /docs\.iframeHosts/);
});

test('raw HTML in Markdown: the same, with the lines of the file and a count per kind', async () => {
  const markdown = [
    '# Raw',
    '',
    '<p align="center"><img src="/a.png" style="max-height: 200px" alt="a"></p>',
    '',
    '<span style="color: red">one</span> and <span style="color: blue; float: left">two</span>',
    '',
    '<iframe src="https://player.vimeo.com/video/1"></iframe><iframe src="http://player.vimeo.com/video/1"></iframe>',
    '',
    '<a href="javascript:alert(1)">x</a>',
    '',
  ].join('\n');
  const { html, warnings, styles } = await render(markdown, 'guide/raw.md');
  assert.doesNotMatch(html, /style=|javascript:|http:\/\/player/);
  assert.match(html, /<p align="center">/);
  assert.equal(selectAll('iframe', fromHtml(html, { fragment: true })).length, 1);
  assert.match(
    styles!,
    /^\.docgen-style-[0-9a-f]{10}\{max-height:200px\}\n\.docgen-style-[0-9a-f]{10}\{float:left\}$/,
  );
  assert.deepEqual(
    warnings.map((w) => [w.line, w.message]),
    [
      [5, 'HTML the page writes is left out: the `style` attribute of <span>.'],
      [5, 'HTML the page writes is left out: the `color` style of <span>.'],
      [7, 'HTML the page writes is left out: <iframe>.'],
      [9, 'HTML the page writes is left out: the `href` attribute of <a>.'],
    ],
  );
});

test('spec descriptions (never MDX) keep no inline style: it is left out with a warning', async () => {
  const { html, warnings, styles } = await renderer({
    markdown: '<p style="text-align: center">x</p>\n',
    sourceFile: 'openapi/api.yaml',
    relPath: '',
    route: '/api',
    tocMin: 2,
    tocMax: 3,
    mdx: false,
  });
  assert.equal(html, '<p>x</p>');
  assert.equal(styles, undefined);
  assert.deepEqual(
    warnings.map((w) => w.message),
    ['HTML the page writes is left out: the `style` attribute of <p>.'],
  );
});

// YouTube's "Share → Embed" code, as writers paste it (pnpm.io's docs hold a dozen), in both paths.
const EMBED =
  '<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/PuRUk4mV2jc" title="A demo" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen" allowfullscreen></iframe>';

for (const [relPath, markdown] of [
  ['guide/embed.md', `# Embed\n\n${EMBED}\n`],
  [
    'guide/embed.mdx',
    `# Embed\n\n${EMBED.replace('frameborder', 'frameBorder').replace('allowfullscreen', 'allowFullScreen')}\n`,
  ],
] as const) {
  test(`an embed code (${relPath}): kept whole, its player features allowed, no warning`, async () => {
    const { html, warnings } = await render(markdown, relPath);
    const frame = select('iframe', fromHtml(html, { fragment: true }))!;
    assert.equal(
      frame.properties.allow,
      'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen',
    );
    assert.equal(frame.properties.allowFullScreen, true);
    assert.equal(frame.properties.frameBorder, undefined);
    assert.deepEqual(warnings, []);
  });
}

test("an iframe's allow list keeps the players' features only, whatever else it holds", async () => {
  const hostile = [
    'camera; microphone',
    'geolocation *; payment',
    'fullscreen "><script>alert(1)</script>',
    'autoplay https://evil.example; usb',
    "FULLSCREEN;;; ;picture-in-picture 'none'",
    'display-capture; fullscreen; fullscreen',
  ];
  for (const allow of hostile) {
    const markdown = `<iframe src="https://www.youtube.com/embed/x" allow="${allow.replace(/"/g, '&quot;')}"></iframe>\n`;
    const { html, warnings } = await render(markdown, 'guide/allow.md');
    const frame = select('iframe', fromHtml(html, { fragment: true }))!;
    const kept = String(frame.properties.allow ?? '')
      .split('; ')
      .filter(Boolean);
    for (const feature of kept)
      assert.match(
        feature,
        /^(accelerometer|autoplay|clipboard-write|encrypted-media|fullscreen|gyroscope|picture-in-picture|web-share)$/,
        allow,
      );
    assert.equal(new Set(kept).size, kept.length, allow);
    assert.doesNotMatch(html, /<script|evil\.example|camera|microphone|payment|usb/, allow);
    const dropped = allow
      .split(';')
      .map((d) => d.trim())
      .filter((d) => d && !/^(fullscreen|picture-in-picture|autoplay)\b/i.test(d));
    assert.equal(warnings.length, dropped.length > 0 ? 1 : 0, allow);
  }
});

test("a custom element's wrapper with no attributes (Capacitor's generated `<docgen-api>` sections) is no warning; its content renders; an empty or attributed one still is", async () => {
  const md = [
    '# Plugin',
    '',
    '<docgen-index>',
    '',
    '* [`showActions(...)`](#showactions)',
    '',
    '</docgen-index>',
    '',
    '<docgen-api>',
    '<!--Update the source file JSDoc comments and rerun docgen to update the docs below-->',
    '',
    '### showActions(...)',
    '',
    'Shows the sheet.',
    '',
    '</docgen-api>',
    '',
    '<my-box><p>In a box.</p></my-box>',
    '',
    '<plugin-platforms platforms="pwa,ios,android"></plugin-platforms>',
    '',
    '<x-widget>',
    '</x-widget>',
    '',
  ].join('\n');
  const { html, warnings } = await render(md, 'apis/action-sheet.md');
  const tree = fromHtml(html, { fragment: true });
  assert.ok(select('h3#showactions', tree));
  assert.equal(
    select('p', tree) && selectAll('p', tree).some((p) => /In a box\./.test(JSON.stringify(p))),
    true,
  );
  assert.equal(select('docgen-api, docgen-index, my-box', tree), undefined);
  assert.deepEqual(
    warnings.map((w) => [w.line, w.message]),
    [
      [20, 'HTML the page writes is left out: <plugin-platforms>.'],
      [22, 'HTML the page writes is left out: <x-widget>.'],
    ],
  );
});

test('MDX: the same wrapper written as JSX is no warning; an empty or attributed custom element is', async () => {
  const md = [
    '# Plugin',
    '',
    '<docgen-api>',
    '',
    '### showActions(...)',
    '',
    'Shows the sheet.',
    '',
    '</docgen-api>',
    '',
    '<plugin-platforms platforms="pwa,ios,android"></plugin-platforms>',
    '',
    '<x-widget />',
    '',
  ].join('\n');
  const { html, warnings } = await render(md, 'apis/action-sheet.mdx');
  const tree = fromHtml(html, { fragment: true });
  assert.ok(select('h3#showactions', tree));
  assert.equal(select('docgen-api', tree), undefined);
  assert.deepEqual(
    warnings.map((w) => [w.line, w.message]),
    [
      [11, 'HTML the page writes is left out: <plugin-platforms>.'],
      [13, 'HTML the page writes is left out: <x-widget>.'],
    ],
  );
});

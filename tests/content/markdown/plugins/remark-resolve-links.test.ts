// Links in pages: Docusaurus's `pathname://` escape becomes the path under the base URL (no route
// check), and a link whose scheme docgen never writes is dropped with a warning at its line.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import { createHighlighter } from '../../../../src/content/markdown/highlighter.ts';
import { createMarkdownRenderer } from '../../../../src/content/markdown/processor.ts';

const highlighter = await createHighlighter();
const render = (markdown: string, baseUrl = '/') =>
  createMarkdownRenderer(
    { routeByFile: new Map(), baseUrl, contentDir: 'content', staticDir: 'static' },
    highlighter,
  )({
    markdown,
    sourceFile: 'content/a.md',
    relPath: 'a.md',
    route: '/a',
    tocMin: 2,
    tocMax: 3,
  });
const hrefs = (html: string) =>
  selectAll('a', fromHtml(html, { fragment: true })).map((a) => a.properties.href);

test('pathname:// links are the path under the base URL, not routes to check', async () => {
  const page = await render(
    '[a](pathname:///playground/) [b](pathname://files/x.zip?v=1#top) [c](pathname:////evil.example)',
    '/docs/',
  );
  assert.deepEqual(hrefs(page.html), [
    '/docs/playground/',
    '/docs/files/x.zip?v=1#top',
    '/docs/evil.example',
  ]);
  assert.deepEqual(page.links, []);
  assert.deepEqual(page.warnings, []);
});

test('a link of another scheme keeps its words, loses its target and warns at its line', async () => {
  for (const url of [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:x',
    'file:///etc/passwd',
  ]) {
    const page = await render(`# T\n\nSee [the words](${url}).`);
    assert.deepEqual(hrefs(page.html), [], url);
    assert.match(page.html, /the words/, url);
    assert.equal(page.warnings.length, 1, url);
    const warning = page.warnings[0]!;
    assert.equal(warning.file, 'content/a.md');
    assert.equal(warning.line, 3);
    assert.match(warning.message, /dropped/);
  }
  const safe = await render(
    '[w](https://x.example) [m](mailto:a@x.example) [t](tel:+1) [p](//cdn.example/x)',
  );
  assert.equal(hrefs(safe.html).length, 4);
  assert.deepEqual(safe.warnings, []);
});

test('hostile pathname:// targets stay one path under the base URL', async () => {
  const pieces = [
    `"`,
    `'`,
    '<script>alert(1)</script>',
    '$(id)',
    '`id`',
    'javascript:alert(1)',
    '\0',
    '//evil.example',
    '%0a',
    '\\',
    ' ',
    '#x',
    '?a=b&c',
  ];
  for (const [i, a] of pieces.entries())
    for (const b of pieces.slice(i)) {
      const url = `pathname:///${a}${b}`;
      const page = await render(`[x](<${url.replace(/[<>\n]/g, '')}>)`, '/docs/');
      const links = hrefs(page.html);
      assert.doesNotMatch(page.html, /<script|onerror=/, url);
      for (const href of links) {
        assert.ok(String(href).startsWith('/docs/'), `${JSON.stringify(url)} → ${String(href)}`);
        assert.ok(!String(href).startsWith('/docs//'), `${JSON.stringify(url)} → ${String(href)}`);
      }
    }
});

test('a path written with the base URL in front names the route below it, as Docusaurus reads it', async () => {
  const page = await render(
    '[a](/docs/guide/) [b](/docs) [c](/docs#top) [d](/docsx/y) [e](/guide) [f](/docs/docs/x)',
    '/docs/',
  );
  assert.deepEqual(hrefs(page.html), [
    '/docs/guide',
    '/docs/',
    '/docs/#top',
    '/docs/docsx/y',
    '/docs/guide',
    '/docs/docs/x',
  ]);
  assert.deepEqual(
    page.links.map((l) => [l.raw, l.target]),
    [
      ['/docs/guide/', '/guide'],
      ['/docs', '/'],
      ['/docs#top', '/#top'],
      ['/docsx/y', '/docsx/y'],
      ['/guide', '/guide'],
      ['/docs/docs/x', '/docs/x'],
    ],
  );
  // At the root, nothing is taken off.
  const root = await render('[a](/docs/guide)');
  assert.deepEqual(hrefs(root.html), ['/docs/guide']);
});

test("a link's query (React Native's `?platforms=ios`, read by `<Tabs queryString>`) is kept before its hash, and is no part of the route checked", async () => {
  const page = createMarkdownRenderer(
    {
      routeByFile: new Map([
        ['a.md', '/a'],
        ['guide/b.md', '/guide/b'],
      ]),
      baseUrl: '/docs/',
      contentDir: 'content',
      staticDir: 'static',
    },
    highlighter,
  )({
    markdown: [
      '[a](/docs/guide/b?platforms=ios&language=typescript#3-write) [b](./guide/b.md?platforms=android)',
      '[c](guide/b?x=%22%3E%3Cscript%3E#top) [d](?tab=2) [e](/guide/b/?q=1)',
      '[f](https://x.example/p?q=1#h) [g](./missing.md?q=1)',
    ].join(' '),
    sourceFile: 'content/a.md',
    relPath: 'a.md',
    route: '/a',
    tocMin: 2,
    tocMax: 3,
  });
  const rendered = await page;
  assert.deepEqual(hrefs(rendered.html), [
    '/docs/guide/b?platforms=ios&language=typescript#3-write',
    '/docs/guide/b?platforms=android',
    '/docs/guide/b?x=%22%3E%3Cscript%3E#top',
    '/docs/a?tab=2',
    '/docs/guide/b?q=1',
    'https://x.example/p?q=1#h',
    './missing.md',
  ]);
  assert.deepEqual(
    rendered.links.map((l) => l.target),
    ['/guide/b#3-write', '/guide/b', '/guide/b#top', '/a', '/guide/b', './missing.md'],
  );
  assert.doesNotMatch(rendered.html, /<script/);
});

test('an image named from the page into the static folder (../../../static/img/a.png, as Docusaurus sites do) is served from there', async () => {
  const renderer = createMarkdownRenderer(
    { routeByFile: new Map(), baseUrl: '/base/', contentDir: 'docs', staticDir: 'static' },
    highlighter,
  );
  const page = await renderer({
    markdown: '![Running](../../../static/img/run.png)\n\n![Here](./here.png)\n',
    sourceFile: 'docs/main/android/index.md',
    relPath: 'main/android/index.md',
    route: '/main/android',
    tocMin: 2,
    tocMax: 3,
  });
  assert.deepEqual(
    selectAll('img', fromHtml(page.html, { fragment: true })).map((img) => img.properties.src),
    ['/base/img/run.png', '/base/main/android/here.png'],
  );
  assert.deepEqual(
    page.assets.map((a) => [a.from, a.url]),
    [
      ['static/img/run.png', '/img/run.png'],
      ['docs/main/android/here.png', '/main/android/here.png'],
    ],
  );
  // Anywhere else outside the content folder stays an error.
  await assert.rejects(
    renderer({
      markdown: '![x](../../../../src/secret.png)\n',
      sourceFile: 'docs/main/android/index.md',
      relPath: 'main/android/index.md',
      route: '/main/android',
      tocMin: 2,
      tocMax: 3,
    }),
    /points outside the content folder/,
  );
});

test("an image named with Docusaurus' site alias (Reselect's `@site/static/img/a.png`) is the file of the static or content folder", async () => {
  const renderer = createMarkdownRenderer(
    { routeByFile: new Map(), baseUrl: '/base/', contentDir: 'docs', staticDir: 'static' },
    highlighter,
  );
  const page = (markdown: string) =>
    renderer({
      markdown,
      sourceFile: 'docs/intro/how.mdx',
      relPath: 'intro/how.mdx',
      route: '/intro/how',
      tocMin: 2,
      tocMax: 3,
    });
  const made = await page(
    '![a](@site/static/img/memo.png)\n\n![b](@site/docs/intro/b.png)\n\n![c](@site/docs/shared/c.png)\n',
  );
  assert.deepEqual(
    selectAll('img', fromHtml(made.html, { fragment: true })).map((img) => img.properties.src),
    ['/base/img/memo.png', '/base/intro/b.png', '/base/shared/c.png'],
  );
  assert.deepEqual(
    made.assets.map((a) => [a.from, a.url]),
    [
      ['static/img/memo.png', '/img/memo.png'],
      ['docs/intro/b.png', '/intro/b.png'],
      ['docs/shared/c.png', '/shared/c.png'],
    ],
  );
  // A file of the site docgen does not serve, or a path climbing out, is an error at its line.
  for (const url of [
    '@site/src/secret.png',
    '@site/../outside.png',
    '@site/static/../../etc/passwd',
    '@site/static',
    '@site/',
  ])
    await assert.rejects(page(`# T\n\n![x](${url})\n`), (error: Error & { line?: number }) => {
      assert.match(
        error.message,
        /outside the static folder \(static\) and the content folder \(docs\)/,
        url,
      );
      assert.equal(error.line, 3, url);
      return true;
    });
});

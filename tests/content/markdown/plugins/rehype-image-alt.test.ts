// src/content/markdown/plugins/rehype-image-alt.ts: an HTML image without alt text is a warning.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createHighlighter } from '../../../../src/content/markdown/highlighter.ts';
import { createMarkdownRenderer } from '../../../../src/content/markdown/processor.ts';

const renderer = createMarkdownRenderer(
  { routeByFile: new Map(), baseUrl: '/', contentDir: 'content', staticDir: 'static' },
  await createHighlighter(),
);
const render = (markdown: string, relPath = 'a.mdx') =>
  renderer({ markdown, sourceFile: `content/${relPath}`, relPath, route: '/a', tocMin: 2, tocMax: 3 });

test('one warning a page, at the first image without alt, with how many; alt="" and Markdown images are fine', async () => {
  const page = await render(
    [
      '# Title',
      '',
      '![](https://example.com/md.png)',
      '',
      '<img src="https://example.com/decor.png" alt="" />',
      '',
      '<img src="https://example.com/shot.png" width="250" />',
      '',
      '<img src="https://example.com/two.png" />',
      '',
    ].join('\n'),
  );
  assert.deepEqual(
    page.warnings.map((w) => [w.file, w.line, w.message]),
    [
      [
        'content/a.mdx',
        7,
        'HTML images without alt text: 2 (the first: <img src="https://example.com/shot.png">).',
      ],
    ],
  );
  // The image is written as it was: docgen does not guess what it shows.
  assert.match(page.html, /<img src="https:\/\/example\.com\/shot\.png" width="250">/);
  const md = await render('Text.\n\n<img src="/img/x.png">\n', 'b.md');
  assert.deepEqual(
    md.warnings.map((w) => [w.line, w.message]),
    [[3, 'HTML images without alt text: 1 (the first: <img src="/img/x.png">).']],
  );
  assert.deepEqual((await render('<img src="a.png" alt="A chart" />\n')).warnings, []);
});

test('a hostile src is quoted in the message: no control characters reach the terminal', async () => {
  const page = await render('<img src={"https://x.example/\\u001b[31mred\\u0007"} />\n');
  assert.equal(page.warnings.length, 1);
  assert.match(page.warnings[0]!.message, /\\u001b\[31mred\\u0007/);
  // eslint-disable-next-line no-control-regex -- control characters are what must not be there
  for (const w of page.warnings) assert.doesNotMatch(w.message, /[\u0000-\u001f]/);
});

// The Markdown copy of a content page: the author's text, with links made absolute and docgen's
// directives turned into plain Markdown.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createHighlighter } from '../../../../src/content/markdown/highlighter.ts';
import { createMarkdownRenderer } from '../../../../src/content/markdown/processor.ts';
import { applyEdits } from '../../../../src/content/markdown/plugins/remark-markdown-copy.ts';

const copyOf = async (markdown: string, relPath = 'guide/a.md') => {
  const renderer = createMarkdownRenderer(
    {
      routeByFile: new Map([
        ['guide/a.md', '/guide/a'],
        ['guide/b.md', '/guide/b'],
      ]),
      baseUrl: '/docs/',
      contentDir: 'content',
      staticDir: 'static',
      islands: ['demo'],
      origin: 'https://example.com',
    },
    await createHighlighter(),
  );
  return (
    await renderer({
      markdown,
      sourceFile: `content/${relPath}`,
      relPath,
      route: '/guide/a',
      tocMin: 2,
      tocMax: 3,
    })
  ).markdown;
};

test('the copy keeps the source as written, with internal links and images made absolute', async () => {
  const md = await copyOf(
    '# A\n\nSee [b](./b.md#x "More"), [root](/guide/b), [ext](https://x.org/a) and [ref][r].\n\n[r]: b.md\n\n```js title="x.js"\nconst a = [1](2);\n```\n',
  );
  assert.equal(
    md,
    '# A\n\nSee [b](https://example.com/docs/guide/b#x "More"), [root](https://example.com/docs/guide/b), [ext](https://x.org/a) and [ref][r].\n\n[r]: https://example.com/docs/guide/b\n\n```js title="x.js"\nconst a = [1](2);\n```',
  );
});

test('admonitions become titled block quotes; tabs and cards lose their fences; islands are dropped', async () => {
  const md = await copyOf(
    ':::note\nFirst line.\n\nSecond [b](b.md).\n:::\n\n:::warning[Mind **this**]\nCareful.\n:::\n\n::island{name="demo"}\n\n:::tabs\n```sh title="cURL"\ncurl x\n```\n:::\n\n:::cards\n- [B](b.md): next.\n:::\n',
  );
  assert.equal(
    md,
    '> **Note**\n>\n> First line.\n>\n> Second [b](https://example.com/docs/guide/b).\n\n> Mind **this**\n>\n> Careful.\n\n\n```sh title="cURL"\ncurl x\n```\n\n- [B](https://example.com/docs/guide/b): next.',
  );
});

test('unsafe links keep only their words', async () => {
  assert.equal(await copyOf('Click [here](javascript:alert(1)) now.'), 'Click here now.');
});

test("spec descriptions (no content file) get a copy too, for the API pages' copies", async () => {
  assert.equal(await copyOf('Text [b](/guide/b).', ''), 'Text [b](https://example.com/docs/guide/b).');
});

test('edits apply in order; an insertion where a deletion starts is dropped', () => {
  assert.equal(
    applyEdits('abcdef', [
      { start: 4, end: 4, text: 'X' },
      { start: 1, end: 3, text: '' },
      { start: 1, end: 1, text: 'Y' },
    ]),
    'adXef',
  );
});

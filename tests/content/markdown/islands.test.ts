// `::island{name="…"}` in Markdown: a placeholder for declared islands, a clear error otherwise.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createHighlighter } from '../../../src/content/markdown/highlighter.ts';
import { createMarkdownRenderer } from '../../../src/content/markdown/processor.ts';
import { isDocgenError } from '../../../src/errors.ts';

const render = async (markdown: string, islands: string[]) => {
  const renderer = createMarkdownRenderer(
    { routeByFile: new Map(), baseUrl: '/', contentDir: 'content', staticDir: 'static', islands },
    await createHighlighter(),
  );
  return renderer({
    markdown,
    sourceFile: 'content/a.md',
    relPath: 'a.md',
    route: '/a',
    lineOffset: 4,
    tocMin: 2,
    tocMax: 3,
  });
};

test('a declared island becomes a placeholder with its props and a no-JS fallback', async () => {
  const { html } = await render('Text\n\n::island{name="demo" mode="dark"}\n', ['demo']);
  assert.match(
    html,
    /<div class="island" data-island="demo" data-island-props="\{&#x22;mode&#x22;:&#x22;dark&#x22;\}"><p class="island__fallback">This part of the page needs JavaScript\.<\/p><\/div>/,
  );
});

test('an unknown island names the file and line', async () => {
  await assert.rejects(render('Text\n\n::island{name="demoo"}\n', ['demo']), (error) => {
    assert.ok(isDocgenError(error));
    assert.match(error.format(), /content\/a\.md:7.*Unknown island "demoo"[\s\S]*Declared islands: demo/);
    return true;
  });
});

test('other leaf directives stay plain text', async () => {
  const { html } = await render('::unknown[x]\n', []);
  assert.match(html, /<p>::unknown\[x\]<\/p>/);
});

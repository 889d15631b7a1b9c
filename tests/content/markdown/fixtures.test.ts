// Fixture folders for the Markdown chain: `fixtures/<case>/input.md` renders to
// `fixtures/<case>/output.html` (the page's HTML, one block per line as the chain writes it).
// `UPDATE=1 node tests/run.mjs markdown/fixtures` rewrites the expectations; review them in the diff.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { test } from 'node:test';
import { createHighlighter } from '../../../src/content/markdown/highlighter.ts';
import { createMarkdownRenderer } from '../../../src/content/markdown/processor.ts';

const root = new URL('./fixtures/', import.meta.url);
const render = createMarkdownRenderer(
  { routeByFile: new Map([['guide/a.md', '/guide/a']]), baseUrl: '/', contentDir: 'content', staticDir: 'static', islands: ['demo'] },
  await createHighlighter(),
);

for (const name of readdirSync(root).sort()) {
  test(`fixture ${name}`, async () => {
    const markdown = readFileSync(new URL(`${name}/input.md`, root), 'utf8');
    const { html } = await render({ markdown, sourceFile: `content/guide/${name}.md`, relPath: 'guide/a.md', route: '/guide/a', tocMin: 2, tocMax: 3 });
    const expected = new URL(`${name}/output.html`, root);
    if (process.env.UPDATE || !existsSync(expected)) writeFileSync(expected, `${html}\n`);
    assert.equal(`${html}\n`, readFileSync(expected, 'utf8'));
  });
}

// Fixture folders for the Markdown chain and its plugins: each folder under fixtures/ holds an
// `input.md` and the `output.html` the chain must make of it (with the page's TOC, anchors, links and
// warnings as HTML comments, so a change to those shows in the same diff). `UPDATE=1 node tests/run.mjs
// markdown/fixtures` rewrites the outputs; review them in the diff before committing.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import { createHighlighter } from '../../../src/content/markdown/highlighter.ts';
import { createMarkdownRenderer } from '../../../src/content/markdown/processor.ts';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const render = createMarkdownRenderer(
  {
    // A small site for links to resolve against: this page, a sibling and an index.
    routeByFile: new Map([
      ['guide/page.md', '/guide/page'],
      ['guide/other.md', '/guide/other'],
      ['index.md', '/'],
      ['guide/a.md', '/guide/a'],
    ]),
    baseUrl: '/',
    contentDir: 'content',
    staticDir: 'static',
    islands: ['demo'],
    origin: 'https://docs.example',
  },
  await createHighlighter(),
);

describe('src/content/markdown: fixture folders (input.md → output.html)', () => {
  for (const name of readdirSync(dir).sort()) {
    test(name, async () => {
      const input = readFileSync(path.join(dir, name, 'input.md'), 'utf8');
      const result = await render({
        markdown: input,
        sourceFile: `content/guide/page.md`,
        relPath: 'guide/page.md',
        route: '/guide/page',
        tocMin: 2,
        tocMax: 3,
      });
      const actual = [
        result.html.trim(),
        `<!-- toc: ${result.toc.map((t) => `${t.level}:${t.id}`).join(' ')} -->`,
        `<!-- anchors: ${result.anchors.join(' ')} -->`,
        `<!-- links: ${result.links.map((l) => `${l.line}:${l.target}`).join(' ')} -->`,
        ...result.warnings.map((w) => `<!-- warning: ${w.format().replace(/--/g, '- -')} -->`),
        '',
      ].join('\n');
      const expectedFile = path.join(dir, name, 'output.html');
      if (process.env.UPDATE || !existsSync(expectedFile)) writeFileSync(expectedFile, actual);
      assert.equal(actual, readFileSync(expectedFile, 'utf8'));
    });
  }
});

// src/content/markdown/plugins/rehype-wrap-tables.ts: a GFM column alignment (Flow's interface
// table, `| :---: |`) came out as `align="center"` on every cell, which HTML has made obsolete
// (html-validate: "Attribute "align" is deprecated on <td> element"). It is a class the stylesheet
// aligns; an HTML cell's `align` too, and a value HTML never had is dropped.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import { HtmlValidate } from 'html-validate';
import { createHighlighter } from '../../../../src/content/markdown/highlighter.ts';
import { createMarkdownRenderer } from '../../../../src/content/markdown/processor.ts';

const highlighter = await createHighlighter();
const render = (markdown: string, relPath = 'types/interfaces.md') =>
  createMarkdownRenderer(
    { routeByFile: new Map(), baseUrl: '/', contentDir: 'docs', staticDir: 'static' },
    highlighter,
  )({
    markdown,
    sourceFile: `docs/${relPath}`,
    relPath,
    route: '/types/interfaces',
    tocMin: 2,
    tocMax: 3,
  });

const TABLE = [
  '| value | to object type | to interface |',
  '| ----- | :------------: | -----------: |',
  '| object literal | ✓ | ✓ |',
  '| class instance |   | ✓ |',
  '',
].join('\n');

test('GFM column alignments are classes, not the obsolete `align`; the cells are valid HTML', async () => {
  const { html } = await render(TABLE);
  const tree = fromHtml(html, { fragment: true });
  const cells = selectAll('th, td', tree);
  assert.equal(cells.length, 9);
  for (const cell of cells) assert.equal(cell.properties.align, undefined);
  const classes = (row: number) =>
    cells
      .slice(row * 3, row * 3 + 3)
      .map((cell) => (cell.properties.className as string[] | undefined) ?? []);
  assert.deepEqual(classes(0), [[], ['align-center'], ['align-right']]);
  assert.deepEqual(classes(2), [[], ['align-center'], ['align-right']]);
  const report = await new HtmlValidate({ extends: ['html-validate:standard'] }).validateString(
    `<!doctype html><html lang="en"><head><title>t</title></head><body>${html}</body></html>`,
  );
  assert.deepEqual(
    report.results.flatMap((r) => r.messages.map((m) => m.message)),
    [],
  );
});

test('an HTML cell keeps its alignment as a class, its own classes too; an unknown value is dropped', async () => {
  const { html } = await render(
    '<table><tbody><tr><td align="RIGHT" class="n">1</td><td align="char">2</td><td align="javascript:x">3</td></tr></tbody></table>\n',
  );
  const cells = selectAll('td', fromHtml(html, { fragment: true }));
  assert.deepEqual(
    cells.map((cell) => [cell.properties.align, cell.properties.className]),
    [
      [undefined, ['n', 'align-right']],
      [undefined, undefined],
      [undefined, undefined],
    ],
  );
});

test('the stylesheet aligns the classes, above the cells’ own `text-align: left`', () => {
  const css = readFileSync(new URL('../../../../templates/styles.css', import.meta.url), 'utf8');
  assert.match(css, /\.markdown \.align-center \{\s*text-align: center;/);
  assert.match(css, /\.markdown \.align-right \{\s*text-align: right;/);
});

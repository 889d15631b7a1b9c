// src/content/markdown/plugins/remark-unknown-directives.ts: a `:::type` docgen does not know stops
// the build at its line, or (onUnknownComponents: 'warn') is a warning and its content without a
// box, as Docusaurus shows it; text and leaf directives stay the text they were written as.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fromHtml } from 'hast-util-from-html';
import { select } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { isDocgenError } from '../../../../src/errors.ts';
import { createHighlighter } from '../../../../src/content/markdown/highlighter.ts';
import { createMarkdownRenderer } from '../../../../src/content/markdown/processor.ts';

const highlighter = await createHighlighter();
const renderer = (onUnknownComponent: 'throw' | 'warn') =>
  createMarkdownRenderer(
    { routeByFile: new Map(), baseUrl: '/', contentDir: 'content', staticDir: 'static', onUnknownComponent },
    highlighter,
  );
const page = [
  '# Vue',
  '',
  '::::cautions',
  'Use **Vue 3**.',
  '',
  ':::tip',
  'Nested and known.',
  ':::',
  '',
  '::::',
  '',
  'At 10:30 the :meeting starts.',
  '',
].join('\n');
const input = (relPath: string) => ({
  markdown: page,
  sourceFile: `content/${relPath}`,
  relPath,
  route: '/vue',
  tocMin: 2,
  tocMax: 3,
});

test('an unknown :::type stops the build at its line by default, naming the near known type', async () => {
  for (const relPath of ['vue.md', 'vue.mdx'])
    await assert.rejects(renderer('throw')(input(relPath)), (error) => {
      assert.ok(isDocgenError(error));
      assert.match(error.format(), /content\/vue\.mdx?:3: Unknown admonition or block type `:::cautions`\./);
      assert.match(error.format(), /Did you mean `:::caution`\?/);
      return true;
    });
});

test("with onUnknownComponents: 'warn', its content is shown without a box, with one warning", async () => {
  for (const relPath of ['vue.md', 'vue.mdx']) {
    const result = await renderer('warn')(input(relPath));
    const tree = fromHtml(result.html, { fragment: true });
    assert.equal(toString(select('div > p > strong', tree)!), 'Vue 3', relPath);
    const block = select('div:has(> p > strong)', tree)!;
    assert.match(toString(block), /Nested and known/, 'the known block inside stays inside');
    assert.equal(block.properties.className, undefined, 'a plain <div>');
    assert.match(toString(tree), /At 10:30 the :meeting starts\./);
    assert.deepEqual(
      result.warnings.map((w) => [w.message, w.line]),
      [['Unknown admonition or block type `:::cautions`: its content is shown without a box.', 3]],
      relPath,
    );
  }
});

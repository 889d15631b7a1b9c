// The description fast path must give exactly the full Markdown chain's HTML whenever it answers.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import fc from 'fast-check';
import { load } from 'js-yaml';
import { createHighlighter } from '../../../src/content/markdown/highlighter.ts';
import { plainParagraphHtml } from '../../../src/content/markdown/plain-text.ts';
import { createMarkdownRenderer } from '../../../src/content/markdown/processor.ts';

const render = createMarkdownRenderer(
  { routeByFile: new Map(), baseUrl: '/', contentDir: 'content', staticDir: 'static', islands: [] },
  await createHighlighter(),
);
const fullChain = async (markdown: string) =>
  (await render({ markdown, sourceFile: 'spec.yaml', relPath: '', route: '/api', tocMin: 7, tocMax: 0 }))
    .html;

/** Every `description` string in the site's own specs. */
function specDescriptions(): string[] {
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value)) {
        if (key === 'description' && typeof child === 'string') found.push(child);
        else walk(child);
      }
  };
  for (const name of ['platform', 'image-search', 'image-optimization'])
    walk(load(readFileSync(new URL(`../../../openapi/${name}.yaml`, import.meta.url), 'utf8')));
  return found;
}

test('the fast path answers for plain text and code spans, with the full chain’s HTML', async () => {
  const cases = [
    'The product’s id.',
    'Use `GET /products/{id}` to read it.',
    'Sizes: `w`, `h` and "fit" (10:30, 50%).',
    'A `<b>` tag',
    "It's `a\\` b.",
    '1 product per call.',
    'HTTP status of the error.',
  ];
  for (const text of cases) {
    const fast = plainParagraphHtml(text);
    if (fast !== null) assert.equal(fast, await fullChain(text), text);
  }
  assert.equal(
    plainParagraphHtml('Use `GET /products/{id}` to read it.'),
    '<p>Use <code>GET /products/{id}</code> to read it.</p>',
  );
  assert.equal(plainParagraphHtml('HTTP status of the error.'), '<p>HTTP status of the error.</p>');
});

test('anything with other syntax takes the full chain', () => {
  for (const text of [
    '*a*',
    'a_b',
    '[x](/y)',
    'see https://x.example',
    'www.x.example',
    'a@b.example',
    '1. one',
    '- item',
    '> quote',
    '# h',
    'a :abbr[x]',
    'mailto:x',
    'two\nlines',
    '&amp;',
    '`a` `b',
    '``a``',
    '` a `',
    'a\\*',
    '    `code` ',
    '\n\n    indented',
    '\tindented',
  ]) {
    assert.equal(plainParagraphHtml(text), null, text);
  }
});

test('on every description in the site’s specs, the fast path agrees with the full chain', async () => {
  let answered = 0;
  for (const text of specDescriptions()) {
    const fast = plainParagraphHtml(text);
    if (fast === null) continue;
    answered++;
    assert.equal(fast, await fullChain(text), text);
  }
  assert.ok(answered > 50, `the fast path took only ${answered} descriptions`);
});

test('on generated text, the fast path never differs from the full chain', async () => {
  // Mostly letters, spaces and code spans (what the fast path takes), salted with syntax.
  const part = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.constantFrom(
        'a',
        'b',
        ' ',
        '.',
        ',',
        "'",
        '"',
        '(',
        ')',
        '/',
        'é',
        ' `code` ',
        '`x_y`',
        '`<a>`',
        ' 10:30',
        ': ',
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom(...'1:`-_*&<>{}[]!@#\\'.split(''), 'http://', 'www.', '\n') },
  );
  let answered = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.array(part, { maxLength: 16 }).map((parts) => parts.join('')),
      async (text) => {
        const fast = plainParagraphHtml(text);
        if (fast === null) return;
        answered++;
        assert.equal(fast, await fullChain(text), JSON.stringify(text));
      },
    ),
    { numRuns: 400 },
  );
  assert.ok(answered > 40, `the fast path took only ${answered} generated texts`);
});

// Property-based: random Markdown and front matter through the real pipeline (front matter
// parser, Markdown renderer, and for a few runs a whole-site build). Every input either
// succeeds or fails with a DocgenError; nothing else may escape.
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import fc from 'fast-check';
import { build } from '../../src/commands/build.ts';
import { toSourceDoc } from '../../src/content/load-content.ts';
import { createHighlighter } from '../../src/content/markdown/highlighter.ts';
import { createMarkdownRenderer } from '../../src/content/markdown/processor.ts';
import { isDocgenError } from '../../src/errors.ts';
import { copyFixture } from '../helpers/fixtures.ts';

const word = fc.constantFrom(
  'note',
  'tip',
  'tabs',
  'cards',
  'warning',
  'caveat',
  'x',
  'Set up',
  'ünïcødé',
  '漢字',
  '',
  ' ',
  '#',
  ':',
  '`',
  '[',
  ']',
  '(',
  ')',
  '<b>',
  '&amp;',
  '\\',
  '|',
  '*',
  '_',
  '~',
  '\u0000',
  '\t',
  '\r',
);
const text = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.array(word, { maxLength: 6 }).map((w) => w.join(' ')),
);
const target = fc.constantFrom(
  '/guide/intro',
  '/guide/intro#set-up',
  '/nowhere',
  '#set-up',
  '#nope',
  './advanced.md',
  '../index.md',
  'missing.md',
  'javascript:alert(1)',
  'https://example.com',
  '/img/logo.svg',
  './pic.png',
  '%zz',
  '../../../etc/passwd',
  '',
);
const lang = fc.constantFrom(
  '',
  'js',
  'bash',
  'python',
  'json',
  'yaml',
  'nope',
  'js title="a.js"',
  'title="x"',
);

/** Markdown blocks, valid and broken, that exercise every plugin in the chain. */
const block = fc.oneof(
  text,
  fc.tuple(fc.integer({ min: 1, max: 7 }), text).map(([n, t]) => `${'#'.repeat(n)} ${t}`),
  fc.tuple(text, target).map(([t, u]) => `[${t}](${u})`),
  fc.tuple(text, target).map(([t, u]) => `![${t}](${u})`),
  fc
    .tuple(
      fc.integer({ min: 2, max: 5 }),
      word,
      fc.option(text),
      fc.array(text, { maxLength: 3 }),
      fc.boolean(),
    )
    .map(
      ([n, name, label, body, closed]) =>
        `${':'.repeat(n)}${name}${label === null ? '' : `[${label}]`}\n${body.join('\n\n')}\n${closed ? ':'.repeat(n) : ''}`,
    ),
  fc
    .tuple(lang, text, fc.boolean())
    .map(([l, code, closed]) => `\`\`\`${l}\n${code}\n${closed ? '```' : ''}`),
  fc
    .array(fc.tuple(text, target), { maxLength: 3 })
    .map((items) => items.map(([t, u]) => `- [${t}](${u}): ${t}`).join('\n')),
  fc
    .array(text, { minLength: 1, maxLength: 3 })
    .map(
      (cells) => `| ${cells.join(' | ')} |\n|${cells.map(() => '---').join('|')}|\n| ${cells.join(' | ')} |`,
    ),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '<!-- c -->',
    '---',
    '***',
    '> quote',
    '1. one',
    '- [ ] task',
    '~~s~~',
    ':tip',
    '::note',
    'a\\',
    '[x]: /guide/intro',
    '[ref][x]',
  ),
);
const markdown = fc.array(block, { maxLength: 12 }).map((blocks) => blocks.join('\n\n'));

const yamlValue = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 2 }),
  fc.constantFrom(
    '[unclosed',
    '{a: 1}',
    '"quoted',
    "'x'",
    '/abs/slug',
    'rel/slug',
    '../..',
    '|',
    '>',
    '*anchor',
    '&a x',
    '!!binary x',
  ),
);
const key = fc.constantFrom(
  'title',
  'description',
  'sidebar_label',
  'sidebar_position',
  'slug',
  'id',
  'hide_table_of_contents',
  'toc_min_heading_level',
  'toc_max_heading_level',
  'custom',
  '',
);
const frontMatter = fc.oneof(
  fc
    .array(fc.tuple(key, yamlValue), { maxLength: 6 })
    .map(
      (pairs) =>
        `---\n${pairs.map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`).join('\n')}\n---\n`,
    ),
  fc.string({ maxLength: 40 }).map((s) => `---\n${s}\n---\n`),
  fc.constantFrom('', '---\n', '---\n---\n', '---\ntitle: a\n', ' ---\ntitle: x\n---\n'),
);

function expectDocgenError(error: unknown, input: string): void {
  if (!isDocgenError(error))
    assert.fail(
      `not a DocgenError for input ${JSON.stringify(input)}: ${(error as Error)?.stack ?? String(error)}`,
    );
}

describe('fuzz: random Markdown and front matter through the pipeline', () => {
  const fixture = copyFixture('basic');
  after(() => fixture.cleanup());

  test('front matter parser and Markdown renderer: success or DocgenError', async () => {
    const highlighter = await createHighlighter();
    const render = createMarkdownRenderer(
      {
        routeByFile: new Map([
          ['guide/intro.md', '/guide/intro'],
          ['guide/advanced.md', '/guide/advanced'],
          ['index.md', '/'],
        ]),
        baseUrl: '/',
        contentDir: 'content',
        staticDir: 'static',
      },
      highlighter,
    );
    await fc.assert(
      fc.asyncProperty(frontMatter, markdown, async (front, body) => {
        const source = front + body;
        try {
          const doc = toSourceDoc(source, 'content/guide/fuzz.md', 'guide/fuzz.md');
          const rendered = await render({
            markdown: doc.body,
            sourceFile: doc.file,
            relPath: doc.relPath,
            route: doc.route,
            lineOffset: doc.bodyLine - 1,
            tocMin: doc.tocMin ?? 2,
            tocMax: doc.tocMax ?? 3,
          });
          assert.equal(typeof rendered.html, 'string');
          assert.doesNotMatch(rendered.html, /<script/);
        } catch (error) {
          expectDocgenError(error, source);
        }
      }),
      { numRuns: 400 },
    );
  });

  test('whole-site builds with a random page: success or DocgenError', async () => {
    const page = path.join(fixture.dir, 'content/guide/fuzz.md');
    await fc.assert(
      fc.asyncProperty(frontMatter, markdown, async (front, body) => {
        writeFileSync(page, front + body);
        try {
          await build({ root: fixture.dir });
        } catch (error) {
          expectDocgenError(error, front + body);
        } finally {
          rmSync(page, { force: true });
        }
      }),
      { numRuns: 12 },
    );
  });
});

// src/content/markdown/jsx-attribute-markup.ts and component-named.ts: Reselect's glossary,
// `<InternalLinks.Selector text={<b>Selector Function</b>} />`. A component held by a registered
// object renders (the first build stopped on "Unknown component <InternalLinks.Selector>"), and
// markup written as an attribute reaches it as elements (it was dropped without a word: the
// component showed its default text). Code in an attribute is a warning; hostile markup is cleaned.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { build } from '../../../src/commands/build.ts';
import { DocgenError } from '../../../src/errors.ts';
import { Warnings } from '../../../src/warnings.ts';
import { readHtml } from '../../helpers/fixtures.ts';
import { throwawaySite } from '../../helpers/throwaway-site.ts';

const LINKS = [
  "import type { ReactNode } from 'react';",
  "import { memo } from 'react';",
  'export const Links = {',
  '  Home: memo(({ text = \'home\' }: { text?: ReactNode }) => <a className="term" href="/">{text}</a>),',
  '  Nested: { Deep: ({ text = \'deep\' }: { text?: ReactNode }) => <span className="deep">{text}</span> },',
  '  count: 3,',
  '};',
  '',
].join('\n');

const site = (page: string, config: object = {}) =>
  throwawaySite(
    { 'content/index.md': '# Home\n', 'content/terms.mdx': page, 'src/Links.tsx': LINKS },
    { components: { Links: './src/Links.tsx' }, ...config },
  );

describe('src/content/markdown/jsx-attribute-markup.ts: components of a registered object, markup as attributes', () => {
  test('`<Links.Home />` renders the component the object holds; markup in an attribute is its prop', async () => {
    const s = site(
      [
        "import { Links } from '@site/src/Links';",
        '',
        '# Terms',
        '',
        '- <Links.Home text={<b>Selector Function</b>} /> : the first.',
        '- <Links.Home />',
        '- <Links.Nested.Deep text={<>Two {"words"} <code className="x">here</code></>} />',
        '- <Links.Home text={<span>',
        '    spread over',
        '    lines',
        '  </span>} />',
        '',
      ].join('\n'),
    );
    try {
      const warnings = new Warnings();
      const { outDir } = await build({ root: s.dir, warnings });
      const page = readHtml(path.join(outDir, 'terms/index.html'));
      const terms = selectAll('a.term', page);
      assert.deepEqual(
        terms.map((a) => toString(a)),
        ['Selector Function', 'home', 'spread over lines'],
      );
      assert.equal(toString(select('a.term > b', page)!), 'Selector Function');
      assert.equal(toString(select('span.deep', page)!), 'Two words here');
      assert.ok(select('span.deep > code', page));
      assert.deepEqual(
        warnings.list.map((w) => w.format()),
        [],
      );
    } finally {
      s.cleanup();
    }
  });

  test('code in an attribute is a warning at its line; the component renders without it', async () => {
    const s = site(
      [
        '# Terms',
        '',
        '<Links.Home text={<Links.Home />} />',
        '',
        '<Links.Home text={() => 1} />',
        '',
        '<Links.Home {...{ text: "spread" }} />',
        '',
      ].join('\n'),
    );
    try {
      const warnings = new Warnings();
      const { outDir } = await build({ root: s.dir, warnings });
      const page = readHtml(path.join(outDir, 'terms/index.html'));
      assert.deepEqual(
        selectAll('a.term', page).map((a) => toString(a)),
        ['home', 'home', 'home'],
      );
      const found = warnings.list.filter((w) => /is code docgen does not run/.test(w.message));
      assert.deepEqual(
        found.map((w) => [w.file, w.line]),
        [
          ['content/terms.mdx', 3],
          ['content/terms.mdx', 5],
          ['content/terms.mdx', 7],
        ],
      );
      assert.match(found[0]!.message, /`text=\{<Links\.Home \/>\}` of <Links\.Home>/);
    } finally {
      s.cleanup();
    }
  });

  test('a member that is not there, or not a component, is an error at its line (a warning with `warn`)', async () => {
    for (const [name, reason] of [
      ['Links.Missing', /Links has no property Missing/],
      ['Links.count', /Links\.count is not a component \(number\)/],
      ['Links.constructor', /Links has no property constructor/],
      ['Links.Home.__proto__', /Links\.Home has no property __proto__/],
    ] as const) {
      const s = site(`# Terms\n\n<${name} />\n`);
      try {
        await assert.rejects(build({ root: s.dir }), (error: DocgenError) => {
          assert.ok(error instanceof DocgenError, String(error));
          assert.match(error.message, new RegExp(`<${name.replace(/\./g, '\\.')}> threw while rendering`));
          assert.match(error.message, reason);
          assert.equal(error.line, 3);
          return true;
        });
      } finally {
        s.cleanup();
      }
    }
    const s = site('# Terms\n\n<Links.Missing>kept text</Links.Missing>\n', { onUnknownComponents: 'warn' });
    try {
      const warnings = new Warnings();
      const { outDir } = await build({ root: s.dir, warnings });
      assert.match(toString(readHtml(path.join(outDir, 'terms/index.html'))), /kept text/);
      assert.ok(
        warnings.list.some((w) => w.line === 3 && /Links has no property Missing/.test(w.message)),
        warnings.list.map((w) => w.format()).join('\n'),
      );
    } finally {
      s.cleanup();
    }
  });

  test('an unregistered object names the object to register', async () => {
    const s = throwawaySite({ 'content/index.md': '# Home\n\n<Terms.Home />\n' });
    try {
      await assert.rejects(build({ root: s.dir }), (error: DocgenError) => {
        assert.match(error.message, /Unknown component <Terms\.Home>/);
        assert.match(error.hint ?? '', /Register Terms in docgen\.config\.ts \(`components: \{ Terms: /);
        return true;
      });
    } finally {
      s.cleanup();
    }
  });

  test('hostile markup and strings in an attribute stay text or are cleaned, with a warning', async () => {
    const hostile = [
      '<a href="javascript:alert(1)" onClick="alert(2)">x</a>',
      '<img src="x" onError="alert(3)" />',
      '<span className={\'x" onmouseover="alert(5)\'}>y</span>',
      '<b>{"</b><script>alert(4)</script>"}</b>',
      '<b>{"$(rm -rf /) `id` \\u0000 ../../etc/passwd"}</b>',
      '<iframe src="https://evil.example" />',
    ];
    const s = site(['# Terms', '', ...hostile.map((h) => `<Links.Home text={${h}} />\n`)].join('\n'));
    try {
      const warnings = new Warnings();
      const { outDir } = await build({ root: s.dir, warnings });
      const page = readHtml(path.join(outDir, 'terms/index.html'));
      const main = select('main', page)!;
      assert.equal(selectAll('script, iframe', main).length, 0);
      for (const element of selectAll('a.term *', main)) {
        for (const key of Object.keys(element.properties))
          assert.ok(!/^on/i.test(key), `${element.tagName} ${key}`);
        assert.ok(!String(element.properties.href ?? '').startsWith('javascript:'));
        for (const name of (element.properties.className ?? []) as string[]) assert.match(name, /^[\w-]+$/);
      }
      const texts = selectAll('a.term', main).map((a) => toString(a));
      assert.ok(texts.includes('</b><script>alert(4)</script>'), texts.join(' | '));
      assert.ok(
        texts.some((t) => t.startsWith('$(rm -rf /) `id`')),
        texts.join(' | '),
      );
      assert.ok(
        warnings.list.some((w) => /Part of the markup of the attribute `text`/.test(w.message)),
        warnings.list.map((w) => w.format()).join('\n'),
      );
    } finally {
      s.cleanup();
    }
  });
});

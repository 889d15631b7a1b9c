// src/routes/description-links.ts: a generated page's description as text and site links.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { build } from '../../src/commands/build.ts';
import { isDocgenError } from '../../src/errors.ts';
import { descriptionParts, descriptionText } from '../../src/routes/description-links.ts';
import { throwawaySite } from '../helpers/throwaway-site.ts';

/** A site whose `guide` category is a generated page with `description`. */
function siteWith(description: string) {
  return throwawaySite(
    {
      'content/index.md': '# Home\n',
      'content/overview.md': '# Overview\n\nText.\n',
      'content/guide/_category_.json': JSON.stringify({ link: { type: 'generated-index', description } }),
      'content/guide/one.md': '# One\n\nText.\n',
    },
    { onBrokenLinks: 'throw' },
  );
}

describe('src/routes/description-links.ts', () => {
  test('a [text](/route) is a link; the text alone is what meta descriptions and search read', () => {
    const written = 'See [the overview](/image-search) and [Errors](/api/info#errors).';
    assert.deepEqual(descriptionParts(written), [
      { text: 'See ' },
      { text: 'the overview', href: '/image-search' },
      { text: ' and ' },
      { text: 'Errors', href: '/api/info#errors' },
      { text: '.' },
    ]);
    assert.equal(descriptionText(written), 'See the overview and Errors.');
  });

  test('only a path of this site is a link: other hosts, schemes and odd targets stay text as written', () => {
    for (const written of [
      '[x](javascript:alert(1))',
      '[x](//evil.example/)',
      '[x](/\\evil.example/)',
      '[x](https://evil.example/)',
      '[x](/a b)',
      '[x](/a(b))',
      '[x]\n(/a)',
      '[](/a)',
      'no link at all',
    ]) {
      assert.deepEqual(descriptionParts(written), [{ text: written }], written);
      assert.equal(descriptionText(written), written);
    }
  });

  test('hostile descriptions: the parts put back are the text, every link a plain site path (fixed seed)', () => {
    const piece = fc.oneof(
      fc.string(),
      fc.constantFrom(
        '[',
        ']',
        '(',
        ')',
        '/',
        '//',
        '\\',
        '\n',
        ' ',
        '<script>',
        '"',
        "'",
        '&amp;',
        'javascript:',
      ),
      fc.tuple(fc.string(), fc.string()).map(([t, h]) => `[${t}](/${h})`),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const written = pieces.join('');
        const parts = descriptionParts(written);
        assert.equal(parts.map((p) => p.text).join(''), descriptionText(written));
        for (const { href, text } of parts)
          if (href !== undefined) {
            assert.match(href, /^\/(?![/\\])[^\s()\\]*$/);
            assert.ok(text.length > 0 && !/[[\]\n]/.test(text));
          }
      }),
      { seed: 37, numRuns: 500 },
    );
  });

  test('in a built site the lead links, the meta description is text, and a broken link names the file and key', async () => {
    const good = siteWith('The guide. Start with the [overview](/overview).');
    try {
      const { outDir } = await build({ root: good.dir });
      const html = readFileSync(path.join(outDir, 'guide/index.html'), 'utf8');
      assert.match(
        html,
        /<p class="lead">The guide\. Start with the <a href="\/overview">overview<\/a>\.<\/p>/,
      );
      assert.match(html, /<meta name="description" content="The guide\. Start with the overview\."/);
    } finally {
      good.cleanup();
    }
    const broken = siteWith('See the [overview](/overveiw).');
    try {
      await assert.rejects(build({ root: broken.dir }), (error) => {
        assert.ok(isDocgenError(error));
        assert.match(
          error.format(),
          /content\/guide\/_category_\.json.*\/link\/description[\s\S]*\[overview\]\(\/overveiw\)/,
        );
        return true;
      });
    } finally {
      broken.cleanup();
    }
  });
});

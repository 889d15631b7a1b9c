// src/render/version-redirect.ts: the site's root page when the latest docs version has a path of
// its own. The site's title, the version's label and the URL (from routes) are text and attribute
// values, never markup, whatever they hold.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { validateConfig } from '../../src/config/load-config.ts';
import { versionRedirectPage } from '../../src/render/version-redirect.ts';

const PIECES = [
  '"',
  "'",
  '<',
  '>',
  '&',
  '</title><script>alert(1)</script>',
  '$(rm -rf /)',
  '`id`',
  '\n',
  '\r',
  '\u0000',
  ';',
  ' url=https://evil.example',
  '\u202e',
  'é',
  '😀',
];

test('hostile titles, labels and paths (fixed seed) stay text and attribute values', () => {
  let seed = 18;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const hostile = () => {
    let text = 'x';
    for (let k = 1 + Math.floor(random() * 6); k > 0; k--)
      text += PIECES[Math.floor(random() * PIECES.length)];
    return text;
  };
  for (let n = 0; n < 200; n++) {
    const title = hostile();
    const label = hostile();
    const url = `/docs/${encodeURIComponent(hostile())}/`;
    const config = validateConfig({ title, url: 'https://site.example' });
    const base = `/${encodeURIComponent(hostile())}/`;
    const tree = fromHtml(versionRedirectPage(config, { url, label }, base));
    assert.equal(selectAll('script', tree).length, 0, title);
    assert.equal(selectAll('meta', tree).length, 5, title);
    // The site's base, which `docgen serve` reads (serve.ts: the not-found page has the latest's).
    assert.equal(select('meta[name="docgen:base"]', tree)!.properties.content, base);
    // The parser reads back what was written (it folds CR LF; a NUL is U+FFFD in a title, dropped in text).
    const lines = (s: string) => s.replace(/\r\n?/g, '\n');
    assert.equal(toString(select('title', tree)!), lines(title).replaceAll('\u0000', '\uFFFD'));
    assert.equal(toString(select('main a', tree)!), lines(`${title}: ${label}`).replaceAll('\u0000', ''));
    assert.equal(select('main a', tree)!.properties.href, url);
    assert.equal(select('meta[http-equiv="refresh"]', tree)!.properties.content, `0; url=${url}`);
    assert.equal(select('link[rel="canonical"]', tree)!.properties.href, `https://site.example${url}`);
  }
});

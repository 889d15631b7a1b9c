// src/content/markdown/highlighter.ts: `html()` writes the highlighted element itself, and must
// write exactly what hast-util-to-html writes for it.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { toHtml } from 'hast-util-to-html';
import { createHighlighter, HIGHLIGHT_LIMIT } from '../../../src/content/markdown/highlighter.ts';

const CODE = [
  'curl -X POST "https://api.example.com/a?b=1&c=<d>" -H \'Accept: */*\' --data \'{"x": "<&>"}\'',
  'const a = b < c && d > e; // "quoted" `tpl ${x}` &amp; &lt;',
  '<?php\n$x = ["a" => 1 & 2];\necho "<b>$x</b>";\n?>\n<p title="a&b">x</p>',
  'using System;\r\nvar s = @"C:\\path" + \'\\t\';\t// tab\u0000nul',
  'emoji 😀 and a lone surrogate \ud800 and NBSP\u00a0 and \u2028 separator',
  '{"key": [1, 2.5e-3, true, null, "<script>alert(1)</script>"]}',
  '',
];
const LANGS = [
  'curl',
  'javascript',
  'python',
  'go',
  'java',
  'ruby',
  'php',
  'csharp',
  'json',
  'yaml',
  'http',
  'markup',
  'text',
  undefined,
  'c#',
  'node.js',
  'unknown-lang',
  'a"b&c<d',
];

describe('src/content/markdown/highlighter.ts', async () => {
  const highlighter = await createHighlighter();

  test('html() is toHtml(highlight()) byte for byte, for every language and awkward text', () => {
    for (const lang of LANGS)
      for (const code of [...CODE, 'x'.repeat(HIGHLIGHT_LIMIT + 1) + '<&'])
        assert.equal(
          highlighter.html(code, lang),
          toHtml(highlighter.highlight(code, lang)),
          `${lang}: ${code.slice(0, 40)}`,
        );
  });

  test('text is escaped where HTML needs it, and a language name that needs quoting is quoted', () => {
    assert.match(highlighter.html('a < b & c', 'text'), /a &#x3C; b &#x26; c/);
    assert.doesNotMatch(highlighter.html('x', 'a"b'), /language-a"b/);
  });
});

test('a language named like an Object property (```valueOf, ```constructor) is plain text, not a crash', async () => {
  const highlighter = await createHighlighter();
  for (const lang of ['valueOf', 'constructor', '__proto__', 'toString', 'hasOwnProperty']) {
    const pre = highlighter.highlight('a < b', lang);
    assert.deepEqual(pre.properties.className, ['code', `language-${lang}`]);
    assert.equal(
      toHtml(pre),
      `<pre class="code language-${lang}" tabindex="0"><code>a &#x3C; b</code></pre>`,
    );
  }
});

// src/content/markdown/token-colours.ts (through the highlighter): Prism's tokens become one span
// per run of one colour, with the colour the stylesheet gave each token kind before.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { toHtml } from 'hast-util-to-html';
import { createHighlighter } from '../../../src/content/markdown/highlighter.ts';
import { colourTokens } from '../../../src/content/markdown/token-colours.ts';

const highlighter = await createHighlighter();
const html = (code: string, lang: string) => toHtml(highlighter.highlight(code, lang));
const inner = (code: string, lang: string) =>
  html(code, lang)
    .replace(/^<pre[^>]*><code>/, '')
    .replace(/<\/code><\/pre>$/, '');

describe('src/content/markdown/token-colours.ts', () => {
  test('punctuation and operators are plain text; a run of one colour is one span, across spaces', () => {
    assert.equal(
      inner('export default function f(a) { return a => 1; }', 'javascript'),
      '<span class="hl-k">export default function</span> <span class="hl-f">f</span>(<span class="hl-r">a</span>) { <span class="hl-k">return</span> <span class="hl-r">a</span> => <span class="hl-n">1</span>; }',
    );
  });

  test('JSON: keys, strings, numbers, literals', () => {
    assert.equal(
      inner('{"id": "a", "n": 1, "ok": true, "x": null}', 'json'),
      '{<span class="hl-p">"id"</span>: <span class="hl-s">"a"</span>, <span class="hl-p">"n"</span>: <span class="hl-n">1</span>, <span class="hl-p">"ok"</span>: <span class="hl-n">true</span>, <span class="hl-p">"x"</span>: <span class="hl-k">null</span>}',
    );
  });

  test('a span never joins across a line end (code-lines.ts cuts lines there)', () => {
    const out = inner('curl -sS \\\n  --data-urlencode "a=b"', 'bash');
    assert.match(out, /<span class="hl-f">curl<\/span>/);
    assert.ok(!/<span[^>]*>[^<]*\n[^<]*<\/span>/.test(out.replace(/"[^"]*"/g, '')), out);
  });

  test('an HTTP request line: the method is drawn as a property, the header names too', () => {
    const out = inner('POST /v1/search HTTP/1.1\nContent-Type: application/json', 'http');
    assert.match(out, /<span class="hl-p">POST<\/span>/);
    assert.match(out, /<span class="hl-p">Content-Type<\/span>/);
  });

  test('PHP runs its language hooks (the HTML around <?php is highlighted as markup)', () => {
    const out = inner('<p><?php echo "hi"; ?></p>', 'php');
    assert.match(out, /<span class="hl-p">p<\/span>/);
    assert.match(out, /<span class="hl-s">"hi"<\/span>/);
    assert.equal(out.replace(/<[^>]+>/g, '').replace(/&#x3C;/g, '<'), '<p><?php echo "hi"; ?></p>');
  });

  test('the later group wins where a token names kinds of two; a kind without colour inherits its parent', () => {
    const nodes = colourTokens([
      {
        type: 'string',
        content: ['a', { type: 'interpolation', content: ['b', { type: 'punctuation', content: '}' }] }],
      },
      { type: 'operator', content: '+', alias: 'keyword' },
    ]);
    assert.equal(toHtml(nodes), '<span class="hl-s">ab</span>}+');
  });

  test('every piece of code comes out as written, in every language of the code samples', () => {
    const code = 'const a = { "x": [1, 2] }; // note\n$b = <<<EOT\n  <a href="#">\nEOT;\n';
    for (const lang of [
      'bash',
      'javascript',
      'python',
      'go',
      'java',
      'ruby',
      'php',
      'csharp',
      'json',
      'http',
      'yaml',
    ]) {
      const text = inner(code, lang)
        .replace(/<[^>]+>/g, '')
        .replace(/&#x3C;/g, '<')
        .replace(/&#x26;/g, '&')
        .replace(/&quot;/g, '"');
      assert.equal(text, code, lang);
    }
  });
});

// src/markdown-export/html-to-markdown.ts: rendered docgen HTML back to plain Markdown.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { htmlToMarkdown } from '../../src/markdown-export/html-to-markdown.ts';

const md = (html: string) => htmlToMarkdown(html, { origin: 'https://docs.example' });

describe('src/markdown-export/html-to-markdown.ts', () => {
  test('takes the <article> only; drops heading anchors; root-relative links become absolute', () => {
    const html =
      '<nav><a href="/">Home</a></nav><article class="markdown"><h2 id="a">Setup<a class="hash-link" href="#a" aria-label="Direct link">#</a></h2><p>See <a href="/guide#x">the guide</a> and <a href="#a">above</a>.</p></article>';
    assert.equal(md(html), '## Setup\n\nSee [the guide](https://docs.example/guide#x) and [above](#a).');
  });

  test('highlighted code becomes a fenced block with its language and plain text', () => {
    const html =
      '<div class="code-block"><pre class="code language-bash" tabindex="0"><code><span class="hl-f">curl</span> -sS &quot;https://x&quot;</code></pre><button type="button" class="copy-button">Copy</button></div>';
    assert.equal(md(html), '```bash\ncurl -sS "https://x"\n```');
  });

  test('code tabs become labelled blocks; admonitions become quotes with their title', () => {
    const tabs =
      '<div class="code-tabs"><div role="tablist"><button role="tab">cURL</button></div><div role="tabpanel" data-label="cURL"><pre class="code language-bash"><code>curl x</code></pre></div></div>';
    assert.equal(md(tabs), '**cURL**\n\n```bash\ncurl x\n```');
    const note =
      '<aside class="admonition admonition-tip"><p class="admonition-title">Tip</p><p>Cache it.</p></aside>';
    assert.equal(md(note), '> **Tip**\n>\n> Cache it.');
  });

  test('inline badges written back to back are spaced; tables stay GFM tables', () => {
    assert.equal(md('<p><span class="badge">POST</span><code>/pets</code></p>'), 'POST `/pets`');
    assert.equal(
      md(
        '<table><thead><tr><th>A</th><th>B</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>',
      ),
      '| A | B |\n| - | - |\n| 1 | 2 |',
    );
  });
});

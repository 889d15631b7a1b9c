// src/search/html-text.ts
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { htmlToText, splitSections } from '../../src/search/html-text.ts';

describe('src/search/html-text.ts', () => {
  test('htmlToText drops tags, anchor links and copy buttons, decodes entities, keeps word breaks between blocks', () => {
    const html =
      '<h2 id="a">Rate limits<a class="hash-link" href="#a" aria-label="Direct link">#</a></h2><p>Use <code>GET /usage</code> &amp; retry&#x27;s</p><ul><li>one</li><li>two</li></ul><div class="code-block"><pre><code>curl</code></pre><button type="button" class="copy-button">Copy</button></div>';
    assert.equal(htmlToText(html), "Rate limits Use GET /usage & retry's one two curl");
  });

  test('splitSections: intro before the first h2/h3, one section per h2/h3 with its id; h4 stays inside', () => {
    const html =
      '<p>Intro.</p><h2 id="setup">Set up</h2><p>A</p><h4 id="deep">Deep</h4><p>B</p><h3 id="keys">Keys &amp; tokens</h3><p>C</p>';
    assert.deepEqual(splitSections(html), {
      intro: 'Intro.',
      sections: [
        { id: 'setup', heading: 'Set up', level: 2, text: 'A Deep B' },
        { id: 'keys', heading: 'Keys & tokens', level: 3, text: 'C' },
      ],
    });
  });
});

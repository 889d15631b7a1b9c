// src/content/markdown/lead-text.ts: a description's first sentence as a reader sees it, for meta
// descriptions and cards.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { leadSentence } from '../../../src/content/markdown/lead-text.ts';

const CASES: [string, string | undefined][] = [
  ["The product's `id`. Unique.", "The product's id."],
  ['Use **bold**, _emphasis_ and [a link](https://x.example). Next.', 'Use bold, emphasis and a link.'],
  // Raw HTML: its text, its entities decoded, never its tags or what scripts and styles hold.
  ['<p>Lists the <b>notes</b> &amp; their <a href="/t">tags</a>. More.</p>', 'Lists the notes & their tags.'],
  ['<script>alert(1)</script><style>p{}</style>\n\nThe text.', 'The text.'],
  ['<img src=x onerror=alert(1)> Hello there.', 'Hello there.'],
  ['Hi<br>there.', 'Hi there.'],
  ['A &amp; B &lt; C. D', 'A & B < C.'],
  // What is not text: headings, code blocks, tables, images, an alert's marker.
  ['# Introduction\n\nWelcome. To the API.', 'Welcome.'],
  ['```\ncode\n```\nAfter the code.', 'After the code.'],
  ['| a | b |\n|---|---|\n| 1 | 2 |\n\nAfter the table.', 'After the table.'],
  ['![logo](x.png) Welcome to the API.', 'Welcome to the API.'],
  ['> [!WARNING]\n> Deprecated. Use v2.', 'Deprecated.'],
  // Markdown's characters that are text where they stand stay.
  ['5 * 3 = 15 for a_b_c. x', '5 * 3 = 15 for a_b_c.'],
  ['The ~~old~~ new way. x', 'The old new way.'],
  ['| a | b |\n| :-- | --: |\n| 1 | 2 |', undefined],
  ['Version 1.2.3 is out. Yes', 'Version 1.2.3 is out.'],
  ['Two\nlines. x', 'Two lines.'],
  ['', undefined],
  ['![only an image](x.png)', undefined],
];

test('the first sentence of the first block with text, as plain text', () => {
  for (const [markdown, expected] of CASES)
    assert.equal(leadSentence(markdown), expected, JSON.stringify(markdown));
});

test('at most 200 characters; non-strings have none', () => {
  const long = leadSentence(`${'word '.repeat(100)}end.`)!;
  assert.ok(long.length <= 200, `${long.length} characters`);
  assert.match(long, /word…$/, 'cut at a word, with an ellipsis');
  assert.equal(leadSentence(`${'x'.repeat(300)}.`)?.length, 200, 'one long word: cut inside it');
  assert.match(leadSentence(`${'x'.repeat(300)}.`)!, /…$/);
  assert.equal(leadSentence(undefined), undefined);
  assert.equal(leadSentence({ text: 'x' }), undefined);
});

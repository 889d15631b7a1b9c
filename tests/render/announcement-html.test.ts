// src/render/announcement-html.ts: the announcement bar's HTML content (as Docusaurus sites write
// it) keeps links, emphasis and code, puts site paths under the base URL, and leaves out anything
// else with a warning naming `announcementBar.content`; a fixed-seed fuzz of hostile content never
// gets a script, an event handler, a style or a javascript: link into the bar.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { announcementHtml } from '../../src/render/announcement-html.ts';

describe('announcementHtml', () => {
  test("pnpm.io's bar: bold link kept, no warning", () => {
    const { html, warnings } = announcementHtml(
      'Learn how to <b><a href="https://pnpm.io/supply-chain-security">Mitigate supply chain attacks with pnpm</a></b>',
      '/',
    );
    assert.equal(
      html,
      'Learn how to <b><a href="https://pnpm.io/supply-chain-security">Mitigate supply chain attacks with pnpm</a></b>',
    );
    assert.deepEqual(warnings, []);
  });

  test('plain text stays text; a site path gets the base URL; the rest is a warning each', () => {
    assert.equal(announcementHtml('Version 2 & more < 3', '/').html, 'Version 2 &#x26; more &#x3C; 3');
    assert.equal(
      announcementHtml('<a href="/docs/intro" title="Intro">read</a>', '/base/').html,
      '<a href="/base/docs/intro" title="Intro">read</a>',
    );
    const { html, warnings } = announcementHtml(
      '<span style="color:red" onclick="x()">Hi</span> <img src=x onerror=alert(1)><a href="javascript:alert(1)">go</a><script>alert(1)</script>',
      '/',
    );
    assert.equal(html, '<span>Hi</span> <a>go</a>');
    assert.deepEqual(
      warnings.map((w) => [w.pointer, w.message]),
      [
        ['announcementBar.content', 'The announcement bar leaves out the `style` attribute of <span>.'],
        ['announcementBar.content', 'The announcement bar leaves out the `onClick` attribute of <span>.'],
        ['announcementBar.content', 'The announcement bar leaves out <img>.'],
        ['announcementBar.content', 'The announcement bar leaves out the `src` attribute of <img>.'],
        ['announcementBar.content', 'The announcement bar leaves out the `onError` attribute of <img>.'],
        ['announcementBar.content', 'The announcement bar leaves out <script>.'],
        ['announcementBar.content', 'The announcement bar leaves out the link "javascript:alert(1)".'],
      ],
    );
  });

  test('hostile content (fixed seed): only the safe subset comes out, whatever goes in', () => {
    const piece = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom(
        '<script>alert(1)</script>',
        '<a href="javascript:alert(1)">x</a>',
        '<a href=" JaVaScRiPt:alert(1)">x</a>',
        '<a href="data:text/html,<script>1</script>">x</a>',
        '<b onmouseover="x()">b</b>',
        '<style>*{}</style>',
        '<iframe src="https://evil.example"></iframe>',
        '<svg><script>1</script></svg>',
        '<a href="/x?a=1&b=<2>">y</a>',
        '"><img src=x onerror=alert(1)>',
        '<!-- c -->',
        '</p><div>',
        '\u2028',
      ),
    );
    for (const parts of fc.sample(fc.array(piece, { maxLength: 6 }), { seed: 72, numRuns: 150 })) {
      const content = parts.join('');
      const { html } = announcementHtml(content, '/docs/');
      const tree = fromHtml(html, { fragment: true });
      for (const element of selectAll('*', tree)) {
        assert.ok(
          [
            'a',
            'b',
            'strong',
            'em',
            'i',
            'code',
            'kbd',
            'br',
            'span',
            's',
            'del',
            'small',
            'sup',
            'sub',
            'u',
            'mark',
          ].includes(element.tagName),
          `${element.tagName} in ${JSON.stringify(content)}`,
        );
        for (const [name, value] of Object.entries(element.properties)) {
          assert.ok(
            element.tagName === 'a' && (name === 'href' || name === 'title'),
            `${name} in ${JSON.stringify(content)}`,
          );
          if (name === 'href')
            assert.match(String(value), /^(https?:|mailto:|\/|[^:]*$)/i, JSON.stringify(content));
        }
      }
      // The text the reader sees is the text that was written (tags aside).
      assert.equal(toString(tree).includes('alert(1)</script>'), false);
    }
  });
});

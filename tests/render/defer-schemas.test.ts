import assert from 'node:assert/strict';
import { test } from 'node:test';
import { deferDeepSchemas } from '../../src/render/defer-schemas.ts';

/** A schema row `id` with `summary` and `inner` as its hidden contents. */
const row = (id: string, summary: string, inner: string, kind = 'nested') =>
  `<li id="${id}"><details class="schema__${kind}"><summary>${summary}</summary>${inner}</details></li>`;

const deep = row(
  'body.a',
  'a',
  `<p>${'x'.repeat(50)}</p><ul>` +
    row(
      'body.a.b',
      'b',
      `<p>${'y'.repeat(200)}</p><ul>` + row('body.a.b.c', 'c', 'z'.repeat(400)) + '</ul>',
    ) +
    '</ul>',
);
const page = `<h1>Op</h1><ul>${deep}${row('body.d', 'd', 'w'.repeat(100), 'option')}</ul>`;
const placeholder = /<div class="schema__deferred" data-fragment="([^"]+)"><\/div>/g;

test('a page under the budget is left exactly as rendered', () => {
  const { main, fragments } = deferDeepSchemas(page, '/', page.length);
  assert.equal(main, page);
  assert.equal(fragments.size, 0);
});

test('the deepest level that fits the budget is moved out to a fragment, rows kept with their summary', () => {
  const { main, fragments } = deferDeepSchemas(page, '/', page.length - 300);
  assert.equal(fragments.size, 1);
  const [[file, contents]] = fragments;
  assert.match(file, /^_docgen\/schemas\/s\.[0-9a-f]{16}\.json$/);
  assert.equal(JSON.parse(contents), 'z'.repeat(400), "c's contents (level 3) are enough");
  assert.ok(
    main.includes(`<summary>c</summary><div class="schema__deferred" data-fragment="/${file}"></div>`),
  );
  assert.ok(main.includes('y'.repeat(200)), 'level 2 stays');
});

test('when nothing deeper fits, every top-level row is deferred, options included; putting them back gives the page', () => {
  const { main, fragments } = deferDeepSchemas(page, '/docs/', 60);
  assert.equal(fragments.size, 2);
  assert.ok(main.includes('<summary>a</summary>'), 'the row itself stays');
  const restored = main.replace(placeholder, (_, url: string, offset: number) => {
    const html = JSON.parse(fragments.get(url.replace(/^\/docs\//, ''))!) as string;
    const rowId = /<li id="([^"]+)">(?!.*<li id=)/s.exec(main.slice(0, offset))![1];
    return html.replace(/( id="|href="#)~/g, `$1${rowId}`);
  });
  assert.equal(restored, page);
});

test('anchors are relative to the row: the same schema in two places is one fragment', () => {
  const user = (at: string) =>
    row(
      at,
      'owner',
      `<ul><li id="${at}.login"><div><code>login</code></div></li></ul><a href="#${at}.login">#</a>`,
    );
  const body = `<ul>${user('response-200.owner')}${user('response-200.repo.owner')}</ul>`;
  const { main, fragments } = deferDeepSchemas(body, '/', 10);
  assert.equal(fragments.size, 1);
  const html = JSON.parse([...fragments.values()][0]) as string;
  assert.equal(html, '<ul><li id="~.login"><div><code>login</code></div></li></ul><a href="#~.login">#</a>');
  assert.equal([...main.matchAll(placeholder)].length, 2);
});

test('a row already left out is not moved again', () => {
  const once = deferDeepSchemas(page, '/', 60);
  const twice = deferDeepSchemas(once.main, '/', 10);
  assert.equal(twice.main, once.main);
  assert.equal(twice.fragments.size, 0);
});

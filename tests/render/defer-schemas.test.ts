import assert from 'node:assert/strict';
import { test } from 'node:test';
import { deferDeepSchemas } from '../../src/render/defer-schemas.ts';

/** A schema row with `summary` and `inner` as its hidden contents. */
const row = (summary: string, inner: string, kind = 'nested') =>
  `<details class="schema__${kind}"><summary>${summary}</summary>${inner}</details>`;

const deep = row(
  'a',
  `<p>${'x'.repeat(50)}</p>` + row('b', `<p>${'y'.repeat(200)}</p>` + row('c', 'z'.repeat(400))),
);
const page = `<h1>Op</h1><ul><li>${deep}</li><li>${row('d', 'w'.repeat(100), 'option')}</li></ul>`;

test('a page under the budget is left exactly as rendered', () => {
  assert.deepEqual(deferDeepSchemas(page, '/p.json', page.length), { main: page, panels: {} });
});

test('the deepest level that fits the budget is moved out, rows kept with their summary', () => {
  const { main, panels } = deferDeepSchemas(page, '/p.json', page.length - 300);
  assert.deepEqual(Object.keys(panels), ['schema-rest-1']);
  assert.equal(panels['schema-rest-1'], 'z'.repeat(400), "c's contents (level 3) are enough");
  assert.match(
    main,
    /<summary>c<\/summary><div class="schema__deferred" id="schema-rest-1" data-deferred="\/p\.json"><\/div><\/details>/,
  );
  assert.ok(main.includes('y'.repeat(200)), 'level 2 stays');
});

test('when nothing deeper fits, every top-level row is deferred, options included', () => {
  const { main, panels } = deferDeepSchemas(page, '/a&b.json', 60);
  assert.equal(Object.keys(panels).length, 2);
  assert.ok(panels['schema-rest-1'].includes('z'.repeat(400)), 'deeper rows go with their ancestor');
  assert.equal(panels['schema-rest-2'], 'w'.repeat(100));
  assert.match(main, /data-deferred="\/a&amp;b\.json"/);
  assert.ok(main.includes('<summary>a</summary>'), 'the row itself stays');
  // Putting the panels back gives the page as rendered.
  const restored = main.replace(
    /<div class="schema__deferred" id="([^"]+)"[^>]*><\/div>/g,
    (_, id) => panels[id],
  );
  assert.equal(restored, page);
});

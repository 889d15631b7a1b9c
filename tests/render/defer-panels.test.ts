import assert from 'node:assert/strict';
import { test } from 'node:test';
import { deferInactivePanels } from '../../src/render/defer-panels.ts';

const panel = (i: number, active: boolean, body: string) =>
  `<div role="tabpanel" class="${active ? 'code-tabs__panel is-active' : 'code-tabs__panel'}" id="tabs-1-panel-${i}" aria-labelledby="tabs-1-tab-${i}" data-label="L${i}">${body}</div>`;
const code = (text: string) =>
  `<div class="code-block"><pre><code>${text}</code></pre><button data-copy>Copy</button></div>`;

test('inactive panels move out, nested divs and all; the active one and the rest stay', () => {
  const html = `<p>Before</p><div class="code-tabs" data-tabs>${panel(0, true, code('curl'))}${panel(1, false, code('js &lt;div&gt;'))}${panel(2, false, code('py'))}</div><p>After</p>`;
  const { main, panels } = deferInactivePanels(html, '/_docgen/panels/a.json');
  assert.deepEqual(panels, { 'tabs-1-panel-1': code('js &lt;div&gt;'), 'tabs-1-panel-2': code('py') });
  assert.equal(
    main,
    `<p>Before</p><div class="code-tabs" data-tabs>${panel(0, true, code('curl'))}` +
      `<div role="tabpanel" class="code-tabs__panel" id="tabs-1-panel-1" aria-labelledby="tabs-1-tab-1" data-label="L1" data-deferred="/_docgen/panels/a.json"></div>` +
      `<div role="tabpanel" class="code-tabs__panel" id="tabs-1-panel-2" aria-labelledby="tabs-1-tab-2" data-label="L2" data-deferred="/_docgen/panels/a.json"></div></div><p>After</p>`,
  );
  // Putting each panel back gives the page body again.
  let restored = main;
  for (const [id, inner] of Object.entries(panels))
    restored = restored.replace(new RegExp(`(id="${id}"[^>]*?) data-deferred="[^"]*">`), `$1>${inner}`);
  assert.equal(restored, html);
});

test('a body without tabs is returned as is; the URL is escaped in the attribute', () => {
  assert.deepEqual(deferInactivePanels('<p>x</p>', '/p.json'), {
    main: '<p>x</p>',
    page: '<p>x</p>',
    panels: {},
  });
  const { main } = deferInactivePanels(panel(1, false, 'x'), '/a&b".json');
  assert.match(main, /data-deferred="\/a&amp;b&quot;\.json"><\/div>$/);
});

test('an unbalanced panel is left in place', () => {
  const html = `${panel(1, false, 'ok')}<div role="tabpanel" class="code-tabs__panel" id="broken">never closed`;
  const { main, panels } = deferInactivePanels(html, '/p.json');
  assert.deepEqual(Object.keys(panels), ['tabs-1-panel-1']);
  assert.ok(main.endsWith('<div role="tabpanel" class="code-tabs__panel" id="broken">never closed'));
});

test('the page body empties only the panels a template marked data-lazy; the JSON body empties all', () => {
  const lazy = (i: number, body: string) =>
    panel(i, false, body).replace('data-label=', 'data-lazy="" data-label=');
  const html = `${panel(0, true, code('curl'))}${lazy(1, code('js'))}${panel(2, false, code('response 404'))}`;
  const { main, page, panels } = deferInactivePanels(html, '/p.json');
  assert.deepEqual(Object.keys(panels), ['tabs-1-panel-1', 'tabs-1-panel-2']);
  assert.ok(page.includes(code('curl')) && page.includes(code('response 404')) && !page.includes(code('js')));
  assert.match(page, /id="tabs-1-panel-1"[^>]*data-lazy=""[^>]*data-deferred="\/p\.json"><\/div>/);
  assert.ok(!main.includes(code('js')) && !main.includes(code('response 404')));
  assert.equal(
    deferInactivePanels(panel(1, false, 'x'), '/p.json').page,
    panel(1, false, 'x'),
    'nothing lazy: the page as it was',
  );
});

// Large components reused across an API (src/openapi/views/shared-schemas.ts) in Chromium: a
// shared row loads its fields from the component's one file when opened (option and property
// rows alike), an anchor through two shared components opens its path, and "Expand all" fills
// the tree without following a component into itself.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { servedGeneratedSite } from '../helpers/served-fixture.ts';
import { reusedSchemasSite } from '../helpers/reused-schemas-spec.ts';

const ROUTE = '/api/get-thing3';
// obj_3's owner is obj_4 (its second option); obj_4's `related` lists obj_6.
const OWNER = '#response-200\\.owner\\.option-2';

describe('browser: shared component schemas', () => {
  const site = servedGeneratedSite(() => reusedSchemasSite(12, 8));

  test('opening a shared row loads its fields, with their anchors and "#" links', async () => {
    const page = await site.browser.newPage();
    await page.goto(site.url(ROUTE));
    assert.equal(await page.locator(`${OWNER}\\.field_0`).count(), 0, 'not in the page');
    await page.click('#response-200\\.owner > details > summary');
    await page.click(`${OWNER} > details > summary`);
    await page.locator(`${OWNER}\\.field_0`).waitFor({ state: 'visible' });
    assert.match(await page.locator(`${OWNER}\\.field_0`).innerText(), /Field 0 of object 4\./);
    assert.equal(
      await page.locator(`${OWNER}\\.field_0 > a.schema__anchor`).getAttribute('href'),
      '#response-200.owner.option-2.field_0',
    );
    // A property row of a shared component (obj_4's list of obj_6) loads the same way.
    await page.click(`${OWNER}\\.related > details > summary`);
    await page.locator(`${OWNER}\\.related\\.field_9`).waitFor({ state: 'visible' });
    assert.match(await page.locator(`${OWNER}\\.related\\.field_9`).innerText(), /Field 9 of object 6\./);
    await page.close();
  });

  test('an anchor through two shared components opens its path', async () => {
    const page = await site.browser.newPage();
    const id = 'response-200.owner.option-2.related.address.city';
    await page.goto(site.url(`${ROUTE}#${id}`));
    await page.locator(`#${id.replace(/\./g, '\\.')}`).waitFor({ state: 'visible' });
    await page.close();
  });

  test('"Expand all" fills the tree but not a component inside itself', async () => {
    const page = await site.browser.newPage();
    await page.goto(site.url(ROUTE));
    await page.click('.api-op__ref [data-schema-toggle]');
    await page.locator('.api-op__ref [data-schema-toggle][aria-expanded="true"]').first().waitFor();
    const tree = page.locator('.api-op__ref .api-schema').last();
    await tree.locator(`${OWNER}\\.field_0`).waitFor({ state: 'visible' });
    // obj_3 → obj_4 → obj_5 … → obj_3 again: that row stays closed, its file not loaded twice.
    const { filled, cycles } = await tree.evaluate((root) => {
      const urls = [...root.querySelectorAll('[data-filled]')].map((row) => row.getAttribute('data-filled'));
      const left = [...root.querySelectorAll<HTMLElement>('.schema__deferred[data-fragment]')];
      return {
        filled: urls.length,
        cycles: left.every((p) => {
          for (let row = p.closest('[data-filled]'); row; row = row.parentElement!.closest('[data-filled]'))
            if (row.getAttribute('data-filled') === p.dataset.fragment) return true;
          return root.querySelectorAll('li').length > 5_000;
        }),
      };
    });
    assert.ok(filled > 8, `${filled} rows filled`);
    assert.ok(cycles, 'only rows that would repeat a component around them are left closed');
    await page.close();
  });
});

// A response schema that renders to megabytes (tests/fixtures/deep-schema): the page keeps every
// row's name and type but leaves the deep rows' contents to the panels file, and the browser
// loads them when a row opens, for "Expand all", and for an anchor into them.
import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { servedFixture } from '../helpers/served-fixture.ts';

const ROUTE = '/api/get-catalog';
const LEAF = '#response-200\\.branch_03\\.leaf_07';

describe('browser: deep schemas load on demand', () => {
  const site = servedFixture('deep-schema');

  test('the page stays small; opening a deep row loads its fields', async () => {
    assert.ok(
      statSync(path.join(site.outDir, 'api/get-catalog/index.html')).size < 250_000,
      'page under 250 KB',
    );
    const page = await site.browser.newPage();
    await page.goto(site.url(ROUTE));
    assert.equal(
      await page.locator(`${LEAF} [id] > div > code`, { hasText: 'field_00' }).count(),
      0,
      'not in the page',
    );
    await page.click('#response-200\\.branch_03 > details > summary');
    await page.click(`${LEAF} > details > summary`);
    await page.locator(`${LEAF} [id] > div > code`, { hasText: 'field_29' }).waitFor();
    assert.match(await page.locator(`${LEAF}\\.field_29`).innerText(), /Leaf field 29/);
    await page.close();
  });

  test('an anchor into a deep row opens its path once the row has loaded', async () => {
    const page = await site.browser.newPage();
    await page.goto(site.url(`${ROUTE}#response-200.branch_09.leaf_29.field_05`));
    await page.locator('#response-200\\.branch_09\\.leaf_29\\.field_05').waitFor({ state: 'visible' });
    await page.close();
  });

  test('"Expand all" loads and opens every row', async () => {
    const page = await site.browser.newPage();
    await page.goto(site.url(ROUTE));
    await page.click('[data-schema-toggle]');
    await page.locator('#response-200\\.branch_00\\.leaf_00\\.field_00').waitFor({ state: 'visible' });
    assert.equal(await page.locator('.schema__deferred').count(), 0);
    await page.close();
  });

  test('after a client-side navigation, rows its smaller JSON left out load when opened', async () => {
    const page = await site.browser.newPage();
    await page.goto(site.url('/'));
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.click(`a[href="${ROUTE}"]`);
    await page.locator('h1', { hasText: /catalog/i }).waitFor();
    assert.ok(
      await page.evaluate(() => (window as unknown as { marker?: number }).marker === 42),
      'no full reload',
    );
    // The JSON defers from the top level down, so a top-level row's fields load on opening it.
    assert.equal(await page.locator('#response-200\\.branch_03\\.leaf_00').count(), 0, 'not in the JSON');
    await page.click('#response-200\\.branch_03 > details > summary');
    await page.locator('#response-200\\.branch_03\\.leaf_00').waitFor();
    await page.click(`${LEAF} > details > summary`);
    await page.locator(`${LEAF}\\.field_29`).waitFor({ state: 'visible' });
    await page.close();
  });
});

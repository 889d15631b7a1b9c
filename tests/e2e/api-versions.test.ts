// API versions in the browser, on the api-versions fixture: the version menu on an operation page
// takes the reader to the same operation in the chosen version (matched by operationId even where
// its path changed), through the client-side router; the changelog link follows.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { servedFixture } from '../helpers/served-fixture.ts';

async function chooseApiVersion(page: Page, name: string, expected: string): Promise<void> {
  await page.click('[data-api-version-menu] summary');
  await Promise.all([
    page.waitForURL(`**${expected}`),
    page.click(`[data-api-version-menu] a[data-api-version="${name}"]`),
  ]);
}

const current = (page: Page) => page.textContent('[data-api-version-menu] summary');

describe('API versions in the browser', () => {
  const site = servedFixture('api-versions');

  test('the version menu keeps the operation page', async () => {
    const page = await site.browser.newPage();
    await page.goto(site.url('/api/list-books'));
    assert.equal(await current(page), 'API version v2');
    await chooseApiVersion(page, 'v1', '/api/v1/list-books');
    assert.equal(await page.textContent('main h1'), 'List books');
    assert.equal(await current(page), 'API version v1');
    // GET /books/{id} in v1 is GET /books/{bookId} in v2: the same operationId.
    await page.goto(site.url('/api/v1/get-book'));
    await chooseApiVersion(page, 'v2', '/api/get-book');
    assert.equal(await current(page), 'API version v2');
    await page.close();
  });

  test('the changelog link opens the changelog, which links back to both versions', async () => {
    const page = await site.browser.newPage();
    await page.goto(site.url('/api/list-books'));
    await Promise.all([
      page.waitForURL('**/api/changelog/v1-to-v2'),
      page.click('.api-version-menu__changelog'),
    ]);
    assert.match((await page.textContent('main h1')) ?? '', /changes from v1 to v2/);
    await Promise.all([
      page.waitForURL('**/api/v1/list-books'),
      page.click('main a[href="/api/v1/list-books"]'),
    ]);
    assert.equal(await current(page), 'API version v1');
    await page.close();
  });
});

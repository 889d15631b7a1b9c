// Client-side navigation across sidebars (tests/fixtures/sidebars): the runtime swaps in the next
// page's sidebar (its full menu, fetched once), empties the column for a page in none and brings
// it back, all without a full page load; the mobile drawer shows the page's sidebar, or the main
// menu alone on a page in none.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { servedFixture } from '../helpers/served-fixture.ts';

/** Marks the window: the mark survives client-side navigation but not a full page load. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker === 42);
const menu = (page: Page) =>
  page.$$eval('[data-sidebar] .menu a', (links) => links.map((a) => a.getAttribute('href')));
const current = (route: string) => `[data-sidebar] .menu a[href="${route}"][aria-current="page"]`;

describe('browser: navigation across sidebars', () => {
  const site = servedFixture('sidebars');

  test('each page of another sidebar swaps it in; a page in none hides the column; no full load', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/_docgen/sidebar')) fetched.push(new URL(request.url()).pathname);
    });
    await page.goto(site.url('/guides/install'));
    await mark(page);

    await page.click('.navbar__items a:text-is("API")');
    await page.waitForSelector(current('/api/overview'));
    assert.deepEqual(await menu(page), ['/api/overview', '/api/users', '/api/orders']);
    assert.equal(await page.getAttribute('[data-sidebar]', 'data-sidebar-name'), 'api');

    // Inside one sidebar nothing is fetched for it.
    await page.click('[data-sidebar] .menu a[href="/api/users"]');
    await page.waitForSelector(current('/api/users'));

    await page.click('[data-slot="main"] a[href="/community/support"]');
    await page.waitForSelector(current('/community/support'));
    assert.deepEqual(await menu(page), ['/community/support', '/community/contributing']);
    assert.equal(await page.textContent('.pagination a[rel="next"] .pagination__label'), 'Contributing »');

    await page.click('[data-slot="main"] a[href="/changelog"]');
    await page.waitForSelector('[data-slot="main"] h1:text("Changelog")');
    await page.waitForSelector('aside.sidebar--none', { state: 'attached' });
    assert.equal(await page.isVisible('[data-sidebar]'), false, 'no sidebar column');
    assert.equal(await page.locator('.layout.layout--full').count(), 1);
    assert.deepEqual(await menu(page), []);

    await page.click('[data-slot="main"] a[href="/"]');
    await page.waitForSelector(current('/'));
    assert.equal(await page.isVisible('[data-sidebar]'), true);
    assert.equal(await page.locator('.layout.layout--full').count(), 0);
    assert.deepEqual(await menu(page), ['/', '/guides/install', '/guides/configure']);

    await page.goBack();
    await page.waitForSelector('aside.sidebar--none', { state: 'attached' });
    await page.goBack();
    await page.waitForSelector(current('/community/support'));

    assert.ok(await marked(page), 'every move was client-side');
    // One file per sidebar, each fetched once: the page's own was in it (docs), the others when first shown.
    assert.deepEqual(fetched.sort(), [
      '/_docgen/sidebars/api.json',
      '/_docgen/sidebars/community.json',
      '/_docgen/sidebars/docs.json',
    ]);
    await page.close();
  });

  test('the mobile drawer shows the page’s sidebar, and on a page in none the main menu alone', async () => {
    const page = await site.browser.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(site.url('/api/users'));
    await page.click('[data-drawer-open]');
    await page.waitForSelector('[data-drawer-secondary] a[href="/api/users"]', { state: 'visible' });
    assert.deepEqual(await menu(page), ['/api/overview', '/api/users', '/api/orders']);
    await page.click('[data-sidebar] .menu a[href="/api/orders"]');
    await page.waitForSelector(current('/api/orders'), { state: 'attached' });

    await page.goto(site.url('/changelog'));
    await page.click('[data-drawer-open]');
    const primary = page.locator('[data-drawer-primary]');
    await primary.waitFor({ state: 'visible' });
    assert.equal(await primary.locator('a:text-is("API")').getAttribute('href'), '/api/overview');
    assert.equal(await page.isVisible('[data-drawer-docs]'), false, 'no way into a docs menu there is not');
    assert.equal(await page.isVisible('[data-drawer-back]'), false);
    await primary.locator('a:text-is("API")').click();
    await page.waitForSelector(current('/api/overview'), { state: 'attached' });
    await page.click('[data-drawer-open]');
    await page.waitForSelector('[data-drawer-secondary] a[href="/api/overview"]', { state: 'visible' });
    await page.close();
  });
});

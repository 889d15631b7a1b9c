// Client-side navigation across sidebars (tests/fixtures/sidebars): the runtime swaps in the next
// page's sidebar (its full menu, fetched once), empties the column for a page in none and brings
// it back, and moves the mark of the navbar's `docSidebar` items, all without a full page load;
// the mobile drawer shows the page's sidebar, or the main menu alone on a page in none. A site of
// one sidebar (tests/fixtures/one-sidebar) does the same for the pages it does not list.
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
/** The navbar's and the drawer's `docSidebar` items: label, and `aria-current` if marked (with `is-active`), else '-'. */
const navbarMarks = (page: Page) =>
  page.$$eval('a[data-navbar-sidebar]', (links) =>
    links.map((a) => {
      const mark = a.getAttribute('aria-current');
      if (a.classList.contains('is-active') !== (mark !== null))
        return `${a.textContent}: class and aria-current differ`;
      return `${a.textContent}:${mark ?? '-'}`;
    }),
  );
/** The same marks in the navbar and in the drawer's copy of its items. */
const twice = (marks: string[]) => [...marks, ...marks];

/** A desktop page at `route`, marked (see `mark`), with the sidebar files it fetches from then on. */
async function openMarked(site: ReturnType<typeof servedFixture>, route: string) {
  const page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_docgen/sidebar')) fetched.push(new URL(request.url()).pathname);
  });
  await page.goto(site.url(route));
  await mark(page);
  return { page, fetched };
}

describe('browser: navigation across sidebars', () => {
  const site = servedFixture('sidebars');

  test('each page of another sidebar swaps it in; a page in none hides the column; no full load', async () => {
    const { page, fetched } = await openMarked(site, '/guides/install');
    assert.deepEqual(await navbarMarks(page), twice(['API:-', 'Community:-', 'Guides:page']));

    await page.click('.navbar__items a:text-is("API")');
    await page.waitForSelector(current('/api/overview'));
    assert.deepEqual(await menu(page), ['/api/overview', '/api/users', '/api/orders']);
    assert.equal(await page.getAttribute('[data-sidebar]', 'data-sidebar-name'), 'api');
    assert.deepEqual(await navbarMarks(page), twice(['API:page', 'Community:-', 'Guides:-']));

    // Inside one sidebar nothing is fetched for it.
    await page.click('[data-sidebar] .menu a[href="/api/users"]');
    await page.waitForSelector(current('/api/users'));
    assert.deepEqual(await navbarMarks(page), twice(['API:true', 'Community:-', 'Guides:-']));

    await page.click('[data-slot="main"] a[href="/community/support"]');
    await page.waitForSelector(current('/community/support'));
    assert.deepEqual(await menu(page), ['/community/support', '/community/contributing']);
    assert.equal(await page.textContent('.pagination a[rel="next"] .pagination__label'), 'Contributing »');
    assert.deepEqual(await navbarMarks(page), twice(['API:-', 'Community:page', 'Guides:-']));

    await page.click('[data-slot="main"] a[href="/changelog"]');
    await page.waitForSelector('[data-slot="main"] h1:text("Changelog")');
    await page.waitForSelector('aside.sidebar--none', { state: 'attached' });
    assert.equal(await page.isVisible('[data-sidebar]'), false, 'no sidebar column');
    assert.equal(await page.locator('.layout.layout--full').count(), 1);
    assert.deepEqual(await menu(page), []);
    assert.deepEqual(await navbarMarks(page), twice(['API:-', 'Community:-', 'Guides:-']));

    await page.click('[data-slot="main"] a[href="/"]');
    await page.waitForSelector(current('/'));
    assert.equal(await page.isVisible('[data-sidebar]'), true);
    assert.equal(await page.locator('.layout.layout--full').count(), 0);
    assert.deepEqual(await menu(page), ['/', '/guides/install', '/guides/configure']);
    assert.deepEqual(await navbarMarks(page), twice(['API:-', 'Community:-', 'Guides:true']));

    await page.goBack();
    await page.waitForSelector('aside.sidebar--none', { state: 'attached' });
    await page.goBack();
    await page.waitForSelector(current('/community/support'));
    // Back and forward move the mark too.
    assert.deepEqual(await navbarMarks(page), twice(['API:-', 'Community:page', 'Guides:-']));

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

describe('browser: a site of one sidebar and pages it does not list', () => {
  const site = servedFixture('one-sidebar');

  test('a page it does not list hides the column, a page it lists brings it back; no full load', async () => {
    const { page, fetched } = await openMarked(site, '/guides/install');
    assert.deepEqual(await navbarMarks(page), twice(['Docs:true']));

    await page.click('.navbar__items a:text-is("Changelog")');
    await page.waitForSelector('[data-slot="main"] h1:text("Changelog")');
    await page.waitForSelector('aside.sidebar--none', { state: 'attached' });
    assert.equal(await page.isVisible('[data-sidebar]'), false, 'no sidebar column');
    assert.equal(await page.locator('.layout.layout--full').count(), 1);
    assert.deepEqual(await navbarMarks(page), twice(['Docs:-']));

    await page.click('.navbar__items a:text-is("Docs")');
    await page.waitForSelector(current('/'));
    assert.equal(await page.isVisible('[data-sidebar]'), true);
    assert.equal(await page.locator('.layout.layout--full').count(), 0);
    assert.deepEqual((await menu(page)).slice(0, 4), ['/', '/guides/install', '/guides/configure', '/api']);
    assert.deepEqual(await navbarMarks(page), twice(['Docs:page']));

    // An older version's API page, which the sidebar does not list: the sidebar stays.
    await page.goto(site.url('/api/v1/list-shelves'));
    assert.equal(await page.isVisible('[data-sidebar]'), true);
    assert.deepEqual(await navbarMarks(page), twice(['Docs:true']));
    assert.deepEqual(fetched, ['/_docgen/sidebars/docs.json']);
    await page.close();
  });

  test('the mobile drawer of a page it does not list offers the site’s navigation', async () => {
    const page = await site.browser.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(site.url('/legal/terms'));
    await page.click('[data-drawer-open]');
    const primary = page.locator('[data-drawer-primary]');
    await primary.waitFor({ state: 'visible' });
    assert.deepEqual(await primary.locator('a').allTextContents(), [
      'One Sidebar Fixture',
      'Docs',
      'Changelog',
      'GitHub',
    ]);
    await primary.locator('a:text-is("Docs")').click();
    await page.waitForSelector(current('/'), { state: 'attached' });
    await page.click('[data-drawer-open]');
    await page.waitForSelector('[data-drawer-secondary] a[href="/"]', { state: 'visible' });
    await page.close();
  });
});

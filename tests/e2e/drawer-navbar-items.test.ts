// templates/components/Navbar.tsx and Sidebar.tsx on a narrow screen: a navbar with several items
// (links, a doc link, the version and locale dropdowns) has no room at 375 px, so they move into
// the drawer's main menu, as in Docusaurus; search and the colour-mode toggle stay in the bar.
// Without the runtime the drawer cannot open, and the items stay in the navbar.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { copyFixture } from '../helpers/fixtures.ts';
import { servedGeneratedSite } from '../helpers/served-fixture.ts';

describe('browser: navbar items in the drawer at 375 px', () => {
  const site = servedGeneratedSite(() => {
    const fixture = copyFixture('versioned-docs');
    const file = path.join(fixture.dir, 'docgen.config.ts');
    const items = [
      "{ type: 'docsVersionDropdown', position: 'left' }",
      "{ type: 'link', label: 'Changelog', href: 'https://example.com/changelog', position: 'left' }",
      "{ type: 'doc', route: '/docs/webpack-plugin', label: 'Webpack plugin' }",
      "{ type: 'localeDropdown' }",
      "{ type: 'search' }",
    ];
    const config = readFileSync(file, 'utf8')
      .replace(/navbar: \{ items: \[.*\] \},/, `navbar: { items: [${items.join(', ')}] },`)
      .replace(
        "title: 'Generate License File',",
        "title: 'Generate License File', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },",
      );
    writeFileSync(file, config);
    return fixture;
  });

  const navbarItems = '.navbar__items > .navbar__link, .navbar__items > .dropdown';

  test('the items leave the bar and are in the main menu; a version chosen there keeps the page', async () => {
    const page = await site.browser.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(site.url('/docs/intro/getting-started'));
    assert.equal(await page.locator(navbarItems).count(), 4);
    for (const item of await page.locator(navbarItems).all()) assert.equal(await item.isVisible(), false);
    assert.equal(await page.isVisible('.navbar [data-search-slot] button'), true);
    assert.equal(await page.isVisible('.navbar [data-theme-toggle]'), true);
    // The bar's contents fit: nothing sticks out past the viewport.
    const widest = await page.evaluate(() =>
      Math.max(...[...document.querySelectorAll('.navbar *')].map((el) => el.getBoundingClientRect().right)),
    );
    assert.ok(widest <= 375, `the navbar reaches ${widest}px`);

    await page.click('[data-drawer-open]');
    await page.click('[data-drawer-back]');
    const menu = page.locator('[data-drawer-primary]');
    await menu.waitFor({ state: 'visible' });
    assert.equal(
      await menu.locator('a:text-is("Changelog")').getAttribute('href'),
      'https://example.com/changelog',
    );
    assert.equal(
      await menu.locator('a:text-is("Webpack plugin")').getAttribute('href'),
      '/docs/webpack-plugin',
    );
    assert.equal(await menu.locator('summary:text-is("English")').isVisible(), true);
    await menu.locator('[data-docs-version-dropdown] summary').click();
    await Promise.all([
      page.waitForEvent('load'),
      menu.locator('[data-docs-version-dropdown] a:text-is("1.3.0")').click(),
    ]);
    assert.equal(new URL(page.url()).pathname, '/docs/1.3.0/intro/getting-started');
    await page.close();
  });

  test('at desktop width the items are in the bar and the main menu stays closed', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(site.url('/docs/intro/getting-started'));
    for (const item of await page.locator(navbarItems).all()) assert.equal(await item.isVisible(), true);
    assert.equal(await page.isVisible('[data-drawer-primary]'), false);
    await page.close();
  });

  test('without the runtime the drawer cannot open: the items stay in the bar', async () => {
    const context = await site.browser.newContext({
      viewport: { width: 375, height: 800 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(site.url('/docs/intro/getting-started'));
    assert.equal(await page.locator('.navbar__items > .navbar__link:text-is("Changelog")').isVisible(), true);
    await context.close();
  });

  // The not-found page has no drawer (no docs menu to open): the items left in its bar pushed the
  // brand, search and colour toggle off a 375 px screen and the page scrolled sideways.
  test('the not-found page has no drawer: its bar keeps the brand, search and toggle, and fits', async () => {
    const page = await site.browser.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(site.url('/no-such-page'));
    assert.equal(await page.locator('[data-drawer-open]').count(), 0, 'no drawer to open');
    for (const item of await page.locator(navbarItems).all()) assert.equal(await item.isVisible(), false);
    for (const part of [
      '.navbar__brand',
      '.navbar [data-search-slot] button',
      '.navbar [data-theme-toggle]',
    ]) {
      const box = await page.locator(part).boundingBox();
      assert.ok(
        box && box.x >= 0 && box.x + box.width <= 375,
        `${part} is on the screen: ${JSON.stringify(box)}`,
      );
    }
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 375, `the page is ${width}px wide`);
    // The way on is the page's own: the docs home and search.
    assert.equal(await page.locator('.not-found__actions a').first().isVisible(), true);
    await page.close();
  });
});

// src/client/navbar-overflow.ts and navbar-dropdowns.ts: a navbar with more items than fit at a desktop width (ten, as
// migrated Docusaurus sites have, and a long title) keeps the search box and the colour-mode
// toggle on screen and every label on one line; the items that do not fit are in "More", in
// their order, and come back when the window grows. Below 997 px they are in the drawer.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { copyFixture } from '../helpers/fixtures.ts';
import { servedGeneratedSite } from '../helpers/served-fixture.ts';

const LEFT = ['API', 'Guides', 'Changelog', 'Tutorials', 'Integrations', 'Community'];
const RIGHT = ['Resources', 'Blog', 'Showcase', 'Enterprise', 'Support', 'GitHub'];

describe('browser: a navbar with more items than fit', () => {
  const site = servedGeneratedSite(() => {
    const fixture = copyFixture('sidebars');
    const file = path.join(fixture.dir, 'docgen.config.ts');
    const link = (label: string) =>
      `{ type: 'link', label: '${label}', href: 'https://example.com/${label.toLowerCase()}', position: 'right' }`;
    const items = [
      "{ type: 'docSidebar', sidebarId: 'api', label: 'API', position: 'left' }",
      "{ type: 'doc', label: 'Guides', route: '/guides/install', position: 'left' }",
      "{ type: 'doc', label: 'Changelog', route: '/changelog', position: 'left' }",
      "{ type: 'link', label: 'Tutorials', href: '/guides/configure', position: 'left' }",
      "{ type: 'link', label: 'Integrations', href: 'https://example.com/integrations', position: 'left' }",
      "{ type: 'docSidebar', sidebarId: 'community', label: 'Community', position: 'left' }",
      "{ type: 'dropdown', label: 'Resources', position: 'right', items: [{ label: 'Forum', href: 'https://example.com/forum' }, { label: 'Discord', href: 'https://example.com/discord' }] }",
      ...RIGHT.slice(1).map(link),
    ];
    const config = readFileSync(file, 'utf8')
      .replace(/items: \[[\s\S]*?\n {4}\],/, `items: [${items.join(', ')}],`)
      .replace(
        "title: 'Sidebars Fixture'",
        "title: 'Sidebars Fixture, the Documentation of a Long Product Name'",
      );
    assert.notEqual(config, readFileSync(file, 'utf8'));
    writeFileSync(file, config);
    return fixture;
  });

  /** The labels of the bar's items as shown: in the bar (left, right) and in "More". */
  const labels = (page: Page): Promise<{ left: string[]; right: string[]; more?: string[] }> =>
    // A function's source, not a function: the test runner's transform would name its inner ones.
    page.evaluate(`(() => {
      const text = (el) => (el.matches('.dropdown') ? el.querySelector('summary') : el).textContent.trim();
      const shown = (group) =>
        [...document.querySelectorAll('.navbar__inner > ' + group + ' > :is(.navbar__link, .dropdown)')]
          .filter((el) => !el.matches('.navbar__more') && getComputedStyle(el).display !== 'none')
          .map(text);
      const more = [...document.querySelectorAll('.navbar__more > .dropdown__menu > li > *')].map(text);
      return {
        left: shown('.navbar__items:not(.navbar__items--right)'),
        right: shown('.navbar__items--right'),
        more: document.querySelector('.navbar__more') ? more : undefined,
      };
    })()`);

  /** What sticks out of the bar or the window, and the height of the tallest item (one line each). */
  const fit = (page: Page) =>
    page.evaluate(() => {
      const inner = document.querySelector<HTMLElement>('.navbar__inner')!;
      const visible = [...document.querySelectorAll<HTMLElement>('.navbar__inner *')].filter(
        (el) => el.getClientRects().length > 0 && !el.closest('.dropdown__menu'),
      );
      return {
        overflow: inner.scrollWidth - inner.clientWidth,
        right: Math.max(...visible.map((el) => el.getBoundingClientRect().right)),
        tallest: Math.max(
          ...[...document.querySelectorAll('.navbar__items > :is(.navbar__link, .dropdown)')]
            .filter((el) => el.getClientRects().length > 0)
            .map((el) => el.getBoundingClientRect().height),
        ),
        title: document.querySelector<HTMLElement>('.navbar__title')!.clientWidth,
      };
    });

  test('at 1024 px the items that do not fit are in "More", in order; search and toggle stay on screen', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1024, height: 700 } });
    await page.goto(site.url('/guides/install'));
    const shown = await labels(page);
    assert.ok(shown.more && shown.more.length > 0, 'a "More" menu holds some items');
    assert.deepEqual(
      [...shown.left, ...shown.right, ...shown.more],
      [...LEFT, ...RIGHT],
      'their order is kept',
    );
    assert.ok(
      shown.more.includes('Community'),
      `the left-hand items' last moved too: ${JSON.stringify(shown)}`,
    );
    const { overflow, right, tallest, title } = await fit(page);
    assert.ok(overflow <= 0, `the bar overflows by ${overflow}px`);
    assert.ok(right <= 1024, `the bar reaches ${right}px`);
    assert.ok(tallest < 48, `an item is ${tallest}px tall (a label on two lines)`);
    assert.ok(title >= 200, `the title has ${title}px`);
    assert.equal(await page.isVisible('.navbar [data-search-slot] button'), true);
    assert.equal(await page.isVisible('.navbar [data-theme-toggle]'), true);

    // The menu opens, its links and dropdowns work.
    await page.click('.navbar__more > summary');
    const menu = page.locator('.navbar__more > .dropdown__menu');
    await menu.waitFor({ state: 'visible' });
    assert.equal(
      await menu.locator('a:text-is("GitHub")').getAttribute('href'),
      'https://example.com/github',
    );
    await menu.locator('summary:text-is("Resources")').click();
    assert.equal(await menu.locator('a:text-is("Discord")').isVisible(), true);
    const box = await menu.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 1024, 'the menu is inside the window');
    await page.close();
  });

  test('"More" takes the place of the first item it holds: among the right-hand items while only they moved', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1024, height: 700 } });
    await page.goto(site.url('/guides/install'));
    const group = () =>
      page.evaluate(() => document.querySelector('.navbar__more')?.parentElement?.className ?? null);
    assert.equal(await group(), 'navbar__items', 'at 1024 px left-hand items moved too');
    // Wider, until only right-hand items are in "More".
    let found = false;
    for (let width = 1100; width <= 2400 && !found; width += 50) {
      await page.setViewportSize({ width, height: 700 });
      await page.waitForFunction(
        () =>
          document.querySelector('.navbar__inner')!.scrollWidth <=
          document.querySelector('.navbar__inner')!.clientWidth,
      );
      const shown = await labels(page);
      if (!shown.more || shown.more.some((label) => LEFT.includes(label))) continue;
      found = true;
      assert.equal(
        await group(),
        'navbar__items navbar__items--right',
        `${width} px: ${shown.more.join(', ')}`,
      );
      const next = await page.evaluate(
        () => document.querySelector('.navbar__more')!.previousElementSibling?.textContent ?? null,
      );
      assert.equal(
        next,
        RIGHT[RIGHT.length - shown.more.length - 1] ?? null,
        'right after the last item shown',
      );
    }
    assert.ok(found, 'some width moves right-hand items only');
    await page.close();
  });

  test('"More" is marked while it holds the marked docSidebar item, also after client-side navigation', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1024, height: 700 } });
    await page.goto(site.url('/community/support'));
    const summary = page.locator('.navbar__more > summary');
    assert.equal(await summary.getAttribute('class'), 'navbar__link is-active');
    assert.equal(
      await page.locator('.navbar__more a:text-is("Community")').getAttribute('aria-current'),
      'page',
    );
    // To a page of the `api` sidebar, whose item is in the bar: the mark leaves "More".
    await page.click('.navbar__more > summary');
    await page.evaluate(() =>
      document.querySelector<HTMLAnchorElement>('.navbar a[data-navbar-sidebar="api"]')!.click(),
    );
    await page.waitForURL(/\/api\/overview$/);
    await page.waitForFunction(() => !document.querySelector('.navbar__more > summary.is-active'));
    assert.equal(await page.locator('.navbar__inner a:text-is("API")').getAttribute('aria-current'), 'page');
    await page.close();
  });

  test('a dropdown closes on a click outside, on Escape (the focus back on its summary) and on a click on its link', async () => {
    const page = await site.browser.newPage({ viewport: { width: 2200, height: 700 } });
    await page.goto(site.url('/guides/install'));
    const resources = page.locator('.navbar details.dropdown:has(> summary:text-is("Resources"))');
    await resources.locator('summary').click();
    assert.equal(await resources.getAttribute('open'), '');
    await page.click('main h1');
    assert.equal(await resources.getAttribute('open'), null, 'a click outside closes it');
    await resources.locator('summary').click();
    await resources.locator('a:text-is("Forum")').focus();
    await page.keyboard.press('Escape');
    assert.equal(await resources.getAttribute('open'), null, 'Escape closes it');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Resources');

    // In "More": a dropdown inside opens without closing it; a page's link closes both.
    await page.setViewportSize({ width: 1024, height: 700 });
    const more = page.locator('.navbar__more');
    await more.waitFor({ state: 'attached' });
    await more.locator('> summary').click();
    await more.locator('summary:text-is("Resources")').click();
    assert.equal(await more.getAttribute('open'), '');
    assert.equal(await more.locator('a:text-is("Discord")').isVisible(), true);
    const community = more.locator('a:text-is("Community")');
    assert.equal(await community.count(), 1, 'Community is in "More" at 1024 px');
    await community.click();
    await page.waitForURL(/\/community\/support$/);
    assert.equal(await more.getAttribute('open'), null, 'the menu is closed on the next page');
    assert.equal(await page.locator('.navbar details[open]').count(), 0);
    await page.close();
  });

  test('the items come back as the window grows, and go into the drawer on a phone', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1024, height: 700 } });
    await page.goto(site.url('/guides/install'));
    await page.locator('.navbar__more').waitFor({ state: 'attached' });
    await page.setViewportSize({ width: 2200, height: 700 });
    await page.waitForFunction(() => !document.querySelector('.navbar__more'));
    assert.deepEqual(await labels(page), { left: LEFT, right: RIGHT, more: undefined });
    assert.ok((await fit(page)).overflow <= 0);

    await page.setViewportSize({ width: 1024, height: 700 });
    await page.locator('.navbar__more').waitFor({ state: 'attached' });
    await page.setViewportSize({ width: 375, height: 700 });
    await page.waitForFunction(() => !document.querySelector('.navbar__more'));
    const phone = await labels(page);
    assert.deepEqual(phone, { left: [], right: [], more: undefined }, 'the items are in the drawer');
    assert.ok((await fit(page)).right <= 375);
    await page.close();
  });
});

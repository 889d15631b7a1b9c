// Docs versions in the browser, on the versioned-docs fixture: choosing a version in the navbar's
// dropdown keeps the reader on the page they read when that version has it (else its home), also
// after client-side navigation; the banner of an old version links to the latest version's page.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { servedFixture } from '../helpers/served-fixture.ts';

async function chooseVersion(page: Page, label: string): Promise<void> {
  await page.click('[data-docs-version-dropdown] summary');
  await Promise.all([
    page.waitForEvent('load'),
    page.click(`[data-docs-version-dropdown] a:text-is("${label}")`),
  ]);
}

const pill = (page: Page) => page.textContent('.version-badge');

describe('docs versions in the browser', () => {
  const site = servedFixture('versioned-docs');

  test('switching versions keeps the page, and falls back to the version home when it has no such page', async () => {
    const page = await site.browser.newPage();
    await page.goto(site.url('/docs/intro/getting-started'));
    assert.equal(await pill(page), 'Version: 3.0.0');
    await chooseVersion(page, '1.3.0');
    assert.equal(new URL(page.url()).pathname, '/docs/1.3.0/intro/getting-started');
    assert.equal(await pill(page), 'Version: 1.3.0');
    await chooseVersion(page, 'Next');
    assert.equal(new URL(page.url()).pathname, '/docs/next/intro/getting-started');
    assert.equal(await pill(page), 'Version: Next');
    // A page Next has and 1.3.0 has not: 1.3.0's home.
    await page.goto(site.url('/docs/next/v3-to-v4'));
    await chooseVersion(page, '1.3.0');
    assert.equal(new URL(page.url()).pathname, '/docs/1.3.0/');
    await page.close();
  });

  test('after client-side navigation the dropdown follows the page now shown', async () => {
    const page = await site.browser.newPage();
    await page.goto(site.url('/docs/next/intro'));
    // The sidebar link is followed by the router (no page load): the URL changes in place.
    await page.click('nav.menu a[href="/docs/next/webpack-plugin"]');
    await page.waitForURL('**/docs/next/webpack-plugin');
    await chooseVersion(page, '3.0.0');
    assert.equal(new URL(page.url()).pathname, '/docs/webpack-plugin');
    assert.equal(await pill(page), 'Version: 3.0.0');
    await page.close();
  });

  test("an old version's banner links to the latest version's page", async () => {
    const page = await site.browser.newPage();
    await page.goto(site.url('/docs/1.3.0/intro/getting-started'));
    const banner = page.locator('[data-version-banner="unmaintained"]');
    assert.match((await banner.textContent()) ?? '', /no longer actively maintained/);
    await Promise.all([page.waitForURL('**/docs/intro/getting-started'), banner.locator('a').click()]);
    assert.equal(await pill(page), 'Version: 3.0.0');
    assert.equal(await page.locator('[data-version-banner]').count(), 0);
    await page.close();
  });

  test('search results follow the version being read: its own index, its own pages', async () => {
    const page = await site.browser.newPage();
    const results = async (route: string, query: string) => {
      await page.goto(site.url(route));
      await page.click('[data-search-open]');
      await page.fill('[role="combobox"]', query);
      await page.waitForSelector('[role="listbox"]:not([aria-busy])', { state: 'attached' });
      return page.$$eval('[role="listbox"] a[role="option"]', (els) =>
        els.map((e) => e.getAttribute('href')!),
      );
    };
    const paths = (hrefs: string[]) => [...new Set(hrefs.map((h) => h.replace(/#.*/, '')))];
    // "getting started" is in every version: each finds its own page.
    for (const [route, expected] of [
      ['/docs/intro', '/docs/intro/getting-started'],
      ['/docs/next/intro', '/docs/next/intro/getting-started'],
      ['/docs/1.3.0/intro', '/docs/1.3.0/intro/getting-started'],
    ]) {
      const found = paths(await results(route, 'getting started'));
      assert.ok(found.includes(expected), `${route}: ${found.join(', ')}`);
      const base = route.replace(/intro$/, '');
      for (const href of found)
        if (base === '/docs/') assert.ok(!/^\/docs\/(next|1\.3\.0)\//.test(href), href);
        else assert.ok(href.startsWith(base), href);
    }
    // Only Next has the v4 migration guide.
    assert.ok(paths(await results('/docs/next/intro', 'Node.js 18')).includes('/docs/next/v3-to-v4'));
    assert.ok(!paths(await results('/docs/intro', 'Node.js 18')).some((h) => h.includes('v3-to-v4')));
    await page.close();
  });
});

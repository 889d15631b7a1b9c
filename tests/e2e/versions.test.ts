// Docs versions in the browser, on the versioned-docs fixture: choosing a version in the navbar's
// dropdown keeps the reader on the page they read when that version has it (else its home), also
// after client-side navigation; the banner of an old version links to the latest version's page.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { copyFixture } from '../helpers/fixtures.ts';
import { servedFixture, servedGeneratedSite } from '../helpers/served-fixture.ts';

async function chooseVersion(page: Page, label: string): Promise<void> {
  await page.click('[data-docs-version-dropdown] summary');
  await Promise.all([
    page.waitForEvent('load'),
    page.click(`[data-docs-version-dropdown] a:text-is("${label}")`),
  ]);
}

const pill = (page: Page) => page.textContent('.version-badge');

interface Result {
  href: string;
  /** The version label of another version's result; null for the version being read. */
  version: string | null;
}

/** Opens search on `route`, types `query` and waits for the results of every version searched. */
async function searchFrom(page: Page, route: string, query: string, settled: (r: Result[]) => boolean) {
  await page.goto(route);
  await page.click('[data-search-open]');
  await page.fill('[role="combobox"]', query);
  const read = () =>
    page.$$eval('[role="listbox"] a[role="option"]', (els) =>
      els.map((e) => ({
        href: e.getAttribute('href')!,
        version: e.closest('[role="group"]')?.querySelector('.search-group__version')?.textContent ?? null,
      })),
    );
  await page.waitForSelector('[role="listbox"]:not([aria-busy])', { state: 'attached' });
  // Other versions' results are added once their indexes have answered: wait for what the test needs.
  await page.waitForFunction(() => document.querySelectorAll('[role="listbox"] a[role="option"]').length > 0);
  let results = await read();
  while (!settled(results)) {
    await page.waitForFunction(
      (n) => document.querySelectorAll('[role="listbox"] a[role="option"]').length !== n,
      results.length,
    );
    results = await read();
  }
  return results;
}

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

  test("the unreleased banner links to the latest version's same page, else to its main doc", async () => {
    const page = await site.browser.newPage();
    await page.goto(site.url('/docs/next/webpack-plugin'));
    const banner = page.locator('[data-version-banner="unreleased"]');
    assert.match((await banner.textContent()) ?? '', /unreleased/);
    await Promise.all([page.waitForURL('**/docs/webpack-plugin'), banner.locator('a').click()]);
    assert.equal(await pill(page), 'Version: 3.0.0');
    // The migration guide is Next's alone: the banner leads to the latest version's main doc (its
    // sidebar's first page: it has no page at /docs), as Docusaurus's does.
    await page.goto(site.url('/docs/next/v3-to-v4'));
    assert.equal(await banner.locator('a').getAttribute('href'), '/docs/intro');
    await Promise.all([page.waitForURL('**/docs/intro'), banner.locator('a').click()]);
    assert.equal(await page.locator('[data-version-banner]').count(), 0);
    assert.equal(await pill(page), 'Version: 3.0.0');
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

describe("search in 'first' mode: the version being read first, then the others, labelled", () => {
  const site = servedGeneratedSite(() => {
    const fixture = copyFixture('versioned-docs');
    const config = path.join(fixture.dir, 'docgen.config.ts');
    const source = readFileSync(config, 'utf8');
    writeFileSync(config, source.replace('  navbar:', "  search: { versions: 'first' },\n  navbar:"));
    return fixture;
  });
  const page = () => site.browser.newPage();
  const paths = (results: Result[]) => [...new Set(results.map((r) => r.href.replace(/#.*/, '')))];

  test("an old version's reader sees its own results first, then the others' under their labels", async () => {
    const tab = await page();
    const all = (r: Result[]) => r.some((x) => x.version === '3.0.0') && r.some((x) => x.version === 'Next');
    const results = await searchFrom(tab, site.url('/docs/1.3.0/intro'), 'getting started', all);
    const firstOther = results.findIndex((r) => r.version !== null);
    assert.ok(firstOther > 0, 'the version being read has results, and they come first');
    assert.ok(
      results.slice(firstOther).every((r) => r.version !== null),
      'no own result after another version',
    );
    for (const r of results.slice(0, firstOther)) assert.match(r.href, /^\/docs\/1\.3\.0\//);
    const of = (label: string) => paths(results.filter((r) => r.version === label));
    assert.ok(of('3.0.0').includes('/docs/intro/getting-started'), of('3.0.0').join(', '));
    assert.ok(of('Next').includes('/docs/next/intro/getting-started'), of('Next').join(', '));
    for (const href of of('3.0.0')) assert.ok(!/^\/docs\/(next|1\.3\.0)\//.test(href), href);
    for (const href of of('Next')) assert.match(href, /^\/docs\/next\//);
    // The order of the others is the dropdown's, newest first: Next, then 3.0.0.
    const labels = [...new Set(results.slice(firstOther).map((r) => r.version))];
    assert.deepEqual(labels, ['Next', '3.0.0']);
    await tab.close();
  });

  test("a page only another version has is found, labelled, and opens that version's page", async () => {
    const tab = await page();
    const results = await searchFrom(tab, site.url('/docs/intro'), 'Node.js 18', (r) =>
      r.some((x) => x.version === 'Next'),
    );
    const guide = results.find((r) => r.href.replace(/#.*/, '') === '/docs/next/v3-to-v4');
    assert.ok(guide, JSON.stringify(results));
    assert.equal(guide.version, 'Next');
    // Only the latest's own (none here has the guide) and Next's results: 1.3.0 has no match.
    assert.ok(!results.some((r) => r.version === null && r.href.includes('v3-to-v4')));
    await Promise.all([
      tab.waitForURL('**/docs/next/v3-to-v4**'),
      tab.click(`[role="listbox"] a[href="${guide.href}"]`),
    ]);
    assert.equal(await pill(tab), 'Version: Next');
    await tab.close();
  });

  test("the other versions' indexes load only after a query, and only what it needs", async () => {
    const tab = await page();
    const requested: string[] = [];
    tab.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await tab.goto(site.url('/docs/1.3.0/intro'));
    await tab.click('[data-search-open]');
    await tab.waitForSelector('[role="combobox"]');
    await tab.waitForLoadState('networkidle');
    const manifests = () => requested.filter((p) => p.endsWith('/_docgen/search-manifest.json'));
    assert.deepEqual(manifests(), ['/docs/1.3.0/_docgen/search-manifest.json'], 'opening loads its own only');
    await searchFrom(tab, site.url('/docs/1.3.0/intro'), 'webpack', (r) => r.some((x) => x.version !== null));
    assert.ok(manifests().includes('/_docgen/search-manifest.json'), manifests().join(', '));
    assert.ok(manifests().includes('/docs/next/_docgen/search-manifest.json'), manifests().join(', '));
    await tab.close();
  });
});

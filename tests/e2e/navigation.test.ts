// Browser tests of the runtime's navigation and its loading and error states (client-side
// navigation, progress bar, prefetch, page crash), in real Chromium against the built fixture site.
import assert from 'node:assert/strict';

import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { build } from '../../src/commands/build.ts';
import { serve, type RunningServer } from '../../src/commands/serve.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { servedFixture } from '../helpers/served-fixture.ts';
import { copyFixture, rewriteFile } from '../helpers/fixtures.ts';

const ROUTE_JSON = /\/_docgen\/routes\//;

/** Records every request the page makes, for "did it (not) fetch X" assertions. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** Polls a Node-side condition for up to 3 s. */
async function eventually(page: Page, condition: () => boolean): Promise<boolean> {
  for (let i = 0; i < 30 && !condition(); i++) await page.waitForTimeout(100);
  return condition();
}

/** Marks the window: the mark survives client-side navigation but not a full page load. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker === 42);

describe('browser: client-side navigation, prefetch, loading and error states', () => {
  const site = servedFixture('basic');
  const url = site.url;

  test('a sidebar click swaps the page without a full load; title, meta, active entry follow; back/forward work', async () => {
    const page = await site.browser.newPage();
    const requests = recordRequests(page);
    await page.goto(url('/guide/intro'));
    await mark(page);
    await page.click('[data-sidebar] a[href="/guide/advanced"]');
    await page.waitForURL(url('/guide/advanced'));
    await page.waitForSelector('[data-slot="main"] h1:text("Advanced")');
    assert.ok(await marked(page), 'the window survived: no full page load');
    assert.equal(await page.title(), 'Advanced | Fixture Docs');
    assert.equal(await page.getAttribute('meta[name="description"]', 'content'), 'For experts.');
    assert.equal(
      await page.getAttribute('link[rel="canonical"]', 'href'),
      'https://fixture.example/guide/advanced',
    );
    assert.equal(await page.getAttribute('[data-sidebar] [aria-current="page"]', 'href'), '/guide/advanced');
    assert.equal(await page.locator('[data-sidebar] [aria-current="page"]').count(), 1);
    assert.equal(await page.textContent('[data-slot="toc"]'), '', 'this page hides its TOC');
    assert.ok(requests.some((u) => u.endsWith('/_docgen/routes/guide/advanced.json')));
    assert.ok(
      !requests.some((u) => u.endsWith('/guide/advanced') && !u.includes('_docgen')),
      'the HTML of the next page was not requested',
    );

    await page.goBack();
    await page.waitForSelector('[data-slot="main"] h1:text("Introduction")');
    assert.equal(await page.title(), 'Introduction | Fixture Docs');
    await page.goForward();
    await page.waitForSelector('[data-slot="main"] h1:text("Advanced")');
    assert.ok(await marked(page));
    await page.close();
  });

  test('collapsed categories are left out of the page and fetched once when opened or navigated into', async () => {
    const page = await site.browser.newPage();
    const requests = recordRequests(page);
    await page.goto(url('/guide/intro'));
    await mark(page);
    const caret = page.locator('[data-sidebar] .menu__category:has(a[href="/reference"]) .menu__caret');
    assert.equal(await caret.getAttribute('aria-controls'), null, 'the caret controls no list on this page');
    assert.equal(
      await page.locator('[data-sidebar] .menu__category:has(a[href="/reference"]) > ul').count(),
      0,
      'the collapsed category is not in the page',
    );
    assert.equal(await page.locator('[data-sidebar] a[href="/reference/list-pets"]').count(), 0);
    await caret.click();
    // The spec tags its operations: they sit in a collapsed category per tag, inside the API's.
    const tag = page.locator('[data-sidebar] button.menu__toggle', { hasText: 'Pets' });
    await tag.waitFor({ state: 'visible' });
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
      'Toggle the Reference category',
      'focus stays on the caret, though the full menu replaced it',
    );
    await tag.click();
    await page.waitForSelector('[data-sidebar] a[href="/reference/list-pets"]', { state: 'visible' });
    const listId = (await caret.getAttribute('aria-controls'))!;
    assert.ok(listId, 'the full menu names the list the caret opens');
    assert.ok(await page.locator(`#${listId}`).isVisible());
    assert.equal(await caret.getAttribute('aria-expanded'), 'true');
    assert.equal(await tag.getAttribute('aria-expanded'), 'true');
    assert.equal(
      await page.getAttribute('[data-sidebar] [aria-current="page"]', 'href'),
      '/guide/intro',
      'the current page stays marked',
    );
    assert.equal(requests.filter((u) => u.endsWith('/_docgen/sidebar.json')).length, 1);

    // Into a page whose entry another page left out: the sidebar follows.
    const fresh = await site.browser.newPage();
    await fresh.goto(url('/guide/advanced'));
    await fresh.click('[data-slot="main"] a[href="/reference/list-pets"]');
    await fresh.waitForSelector('[data-sidebar] a[href="/reference/list-pets"][aria-current="page"]', {
      state: 'visible',
    });
    assert.ok(await marked(page));
    await fresh.close();
    await page.close();
  });

  test('hash links scroll to their target; back restores the scroll position', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 500 } });
    await page.goto(url('/guide/advanced'));
    await mark(page);
    await page.click('[data-slot="main"] a[href="/guide/intro#set-up-1"]');
    await page.waitForURL(url('/guide/intro#set-up-1'));
    await page.waitForFunction(() => {
      const top = document.getElementById('set-up-1')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 200;
    });
    const y = await page.evaluate(() => scrollY);
    assert.ok(y > 0, 'scrolled down to the heading');
    // A scripted click: Playwright's own would first scroll the link into view.
    await page.evaluate(() =>
      document.querySelector<HTMLElement>('[data-slot="main"] a[href="/guide/advanced"]')!.click(),
    );
    await page.waitForSelector('[data-slot="main"] h1:text("Advanced")');
    assert.equal(await page.evaluate(() => scrollY), 0, 'a new page starts at the top');
    await page.goBack();
    await page.waitForSelector('[data-slot="main"] h1:text("Introduction")');
    await page.waitForFunction((expected) => Math.abs(scrollY - expected) < 2, y);
    assert.ok(await marked(page));
    await page.close();
  });

  test('links to .html and /index.html are normalised on the client', async () => {
    const page = await site.browser.newPage();
    await page.goto(url('/guide/intro'));
    await mark(page);
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/guide/advanced.html';
      a.id = 'html-link';
      a.textContent = 'html link';
      document.querySelector('[data-slot="main"]')!.prepend(a);
    });
    await page.click('#html-link');
    await page.waitForSelector('[data-slot="main"] h1:text("Advanced")');
    assert.equal(page.url(), url('/guide/advanced'));
    assert.ok(await marked(page));
    await page.close();
  });

  test('progress bar: shown when the next page takes 500 ms, never for a fast one', async () => {
    const page = await site.browser.newPage();
    // Installed first: prefetching may ask for the slow page's data at any time. Every answer is
    // held until the click and then for 500 ms, so a prefetch that started early (a busy machine
    // is slow to reach the click) cannot have the data ready before the navigation asks for it.
    let clicked!: () => void;
    const click = new Promise<void>((resolve) => (clicked = resolve));
    await page.route(/\/_docgen\/routes\/reference\.json$/, async (route) => {
      await click;
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue().catch(() => undefined); // its page may be gone by then
    });
    // Every document of this page records whether a progress bar was ever shown (a flag, not a
    // timed wait, so a busy machine cannot make the check flaky).
    await page.addInitScript(() => {
      const w = window as unknown as { sawProgress: boolean };
      w.sawProgress = false;
      addEventListener('DOMContentLoaded', () =>
        new MutationObserver(() => {
          if (document.querySelector('.nav-progress')) w.sawProgress = true;
        }).observe(document.body, { childList: true }),
      );
    });
    const sawProgress = () =>
      page.evaluate(() => (window as unknown as { sawProgress: boolean }).sawProgress);
    // The fast case: the next page's data is already here (prefetched on hover), so the click
    // waits for no network; a busy machine's slow fetch cannot pass for a slow page.
    let prefetched!: () => void;
    const ready = new Promise<void>((resolve) => (prefetched = resolve));
    page.on('requestfinished', (request) => {
      if (request.url().endsWith('/_docgen/routes/guide/advanced.json')) prefetched();
    });
    await page.goto(url('/guide/intro'));
    await page.hover('[data-sidebar] a[href="/guide/advanced"]');
    await ready;
    await page.click('[data-sidebar] a[href="/guide/advanced"]');
    await page.waitForSelector('[data-slot="main"] h1:text("Advanced")');
    await page.waitForTimeout(300);
    assert.equal(await sawProgress(), false, 'no progress bar on a fast navigation');

    await page.goto(url('/'));
    await mark(page);
    await page.click('[data-sidebar] a[href="/reference"]');
    clicked();
    await page.waitForFunction(
      () => document.querySelector('meta[name="docgen:route"]')?.getAttribute('content') === '/reference',
    );
    assert.ok(await marked(page), 'a client-side navigation');
    assert.equal(await sawProgress(), true, 'the bar showed while the slow data loaded');
    await page.waitForSelector('.nav-progress', { state: 'detached' });
    await page.close();
  });

  test('after a client navigation, hidden code tabs load on first use, and the remembered language loads at once', async () => {
    const page = await site.browser.newPage();
    const requests = recordRequests(page);
    await page.goto(url('/guide/advanced'));
    await page.evaluate(() => localStorage.removeItem('docgen-code-tab'));
    await mark(page);
    await page.click('[data-sidebar] a[href="/guide/intro"]');
    await page.waitForSelector('[data-slot="main"] h1:text("Introduction")');
    assert.ok(await marked(page), 'a client-side navigation');
    // The navigation JSON carried only the visible tab; the JavaScript sample is not on the page yet.
    assert.equal(
      await page.getAttribute('#tabs-1-panel-1', 'data-deferred'),
      '/_docgen/panels/guide/intro.json',
    );
    assert.equal(await page.textContent('#tabs-1-panel-1'), '');
    assert.ok(
      !requests.some((u) => u.includes('/_docgen/panels/')),
      'nothing loaded before the reader reached for a tab',
    );

    await page.click('#tabs-1-tab-1');
    await page.waitForSelector('#tabs-1-panel-1 pre:visible');
    assert.match((await page.textContent('#tabs-1-panel-1')) ?? '', /const res = await fetch/);
    assert.equal(await page.getAttribute('#tabs-1-panel-1', 'data-deferred'), null);
    assert.equal(await page.isVisible('#tabs-1-panel-0'), false);
    assert.equal(requests.filter((u) => u.includes('/_docgen/panels/')).length, 1);

    // JavaScript is now the remembered language: coming back to the page shows it straight away.
    await page.click('[data-sidebar] a[href="/guide/advanced"]');
    await page.waitForSelector('[data-slot="main"] h1:text("Advanced")');
    await page.click('[data-sidebar] a[href="/guide/intro"]');
    await page.waitForSelector('#tabs-1-panel-1 pre:visible');
    assert.equal(await page.getAttribute('#tabs-1-tab-1', 'aria-selected'), 'true');
    assert.ok(await marked(page));
    await page.close();
  });

  test('a hidden code tab whose panels fail to load says so, and the next try loads them', async () => {
    const page = await site.browser.newPage();
    let fail = true;
    await page.route(/\/_docgen\/panels\//, (route) =>
      fail ? route.fulfill({ status: 500, body: 'down' }) : route.continue(),
    );
    await page.goto(url('/guide/advanced'));
    await page.evaluate(() => localStorage.removeItem('docgen-code-tab'));
    await page.click('[data-sidebar] a[href="/guide/intro"]');
    await page.waitForSelector('[data-slot="main"] h1:text("Introduction")');
    await page.click('#tabs-1-tab-1');
    await page.waitForSelector('#tabs-1-panel-1 .deferred-error:visible');
    assert.match((await page.textContent('#tabs-1-panel-1')) ?? '', /could not be loaded/);
    fail = false;
    await page.click('#tabs-1-tab-0');
    await page.click('#tabs-1-tab-1');
    await page.waitForSelector('#tabs-1-panel-1 pre:visible');
    await page.close();
  });

  test('a next page whose data fails to load is loaded fully by the browser', async () => {
    const page = await site.browser.newPage();
    await page.route(ROUTE_JSON, (route) => route.abort());
    await page.goto(url('/guide/intro'));
    await mark(page);
    await page.click('[data-sidebar] a[href="/guide/advanced"]');
    await page.waitForURL(url('/guide/advanced'));
    await page.waitForSelector('[data-slot="main"] h1:text("Advanced")');
    assert.equal(await marked(page), false, 'a full page load');
    await page.close();
  });

  test("a page that crashes while rendering shows 'This page crashed.' and 'Try again' recovers", async () => {
    const page = await site.browser.newPage();
    await page.route(ROUTE_JSON, (route) =>
      route.fulfill({ contentType: 'application/json', body: '{"route":"/guide/advanced","main":42}' }),
    );
    await page.goto(url('/guide/intro'));
    await page.click('[data-sidebar] a[href="/guide/advanced"]');
    await page.waitForSelector('h1:text("This page crashed.")');
    assert.match((await page.textContent('.page-crash'))!, /malformed/);
    await page.unroute(ROUTE_JSON);
    await page.click('.page-crash button:text("Try again")');
    await page.waitForSelector('[data-slot="main"] h1:text("Advanced")');
    await page.close();
  });

  test("island chunk: spinner after 200 ms, 'Page Error' with 'Retry' when it fails, error boundary with 'Try again'", async () => {
    const page = await site.browser.newPage();
    const CHUNK = /\/assets\/chunks\/flaky[^/]*\.js$/;
    await page.route(CHUNK, (route) => route.abort());
    await page.goto(url('/guide/intro'));
    await page.waitForSelector('.page-error :text("Page Error")');
    await page.unroute(CHUNK);
    await page.route(CHUNK, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.evaluate(() => {
      const w = window as unknown as { sawSpinner: boolean };
      new MutationObserver(() => {
        if (document.querySelector('[data-island] .spinner')) w.sawSpinner = true;
      }).observe(document.querySelector('[data-island]')!, { childList: true, subtree: true });
    });
    await page.click('.page-error button:text("Retry")');
    await page.waitForSelector('.island-ok:text("Island mounted: intro")');
    assert.equal(
      await page.evaluate(() => (window as unknown as { sawSpinner?: boolean }).sawSpinner),
      true,
      'a spinner while the chunk took 500 ms',
    );

    // The island on the next page throws on its first mount: its boundary shows the message.
    await page.click('[data-sidebar] a[href="/guide/advanced"]');
    await page.waitForSelector('.error-boundary:has-text("The flaky island failed on purpose.")');
    await page.click('.error-boundary button:text("Try again")');
    await page.waitForSelector('.island-ok:text("Island mounted: first")');
    await page.close();
  });

  test('prefetch of links in view and on hover, and none at all when the reader saves data', async () => {
    const page = await site.browser.newPage();
    const seen = recordRequests(page);
    await page.goto(url('/'));
    // The home page's body links to /guide: fetched in idle time without any interaction.
    assert.ok(
      await eventually(page, () => seen.some((u) => u.endsWith('/_docgen/routes/guide.json'))),
      'a link in view was prefetched',
    );
    await page.close();

    const hovering = await site.browser.newContext();
    // Without IntersectionObserver only hover (or focus) can prefetch.
    await hovering.addInitScript(() => delete (window as Partial<typeof window>).IntersectionObserver);
    const page2 = await hovering.newPage();
    const requests = recordRequests(page2);
    await page2.goto(url('/'));
    await page2.waitForTimeout(500);
    assert.deepEqual(
      requests.filter((u) => ROUTE_JSON.test(u)),
      [],
    );
    await page2.hover('[data-sidebar] a[href="/reference"]');
    assert.ok(
      await eventually(page2, () => requests.some((u) => u.endsWith('/_docgen/routes/reference.json'))),
      'the hovered link was prefetched',
    );
    await hovering.close();

    const context = await site.browser.newContext();
    await context.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
    );
    const saving = await context.newPage();
    const saved = recordRequests(saving);
    await saving.goto(url('/'));
    await saving.hover('[data-sidebar] a[href="/reference"]');
    await saving.mouse.wheel(0, 2000);
    await saving.waitForTimeout(1000);
    assert.deepEqual(
      saved.filter((u) => ROUTE_JSON.test(u)),
      [],
      'no prefetch with save-data',
    );
    await context.close();
  });
});

describe('browser: base URL', () => {
  const fixture = copyFixture('basic');
  let served: RunningServer;
  let wrong: RunningServer;
  let browser: Browser;
  before(async () => {
    const config = path.join(fixture.dir, 'docgen.config.ts');
    rewriteFile(
      config,
      "url: 'https://fixture.example',",
      "url: 'https://fixture.example', baseUrl: '/docs/', navbar: { hideOnScroll: true },",
    );
    const { outDir } = await build({ root: fixture.dir });
    served = await serve({ dir: outDir, port: 0, baseUrl: '/docs/' });
    wrong = await serve({ dir: outDir, port: 0, baseUrl: '/' });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await served?.close();
    await wrong?.close();
    fixture.cleanup();
  });

  test('under its base URL: navigation stays under it; the navbar hides on scroll down', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 400 } });
    await page.goto(new URL('guide/intro', served.url).href);
    await mark(page);
    await page.click('[data-sidebar] a[href="/docs/guide/advanced"]');
    await page.waitForSelector('[data-slot="main"] h1:text("Advanced")');
    assert.equal(new URL(page.url()).pathname, '/docs/guide/advanced');
    assert.ok(await marked(page));
    assert.equal(await page.locator('#base-url-banner').count(), 0);
    await page.mouse.wheel(0, 400);
    await page.waitForSelector('.navbar.is-hidden');
    await page.mouse.wheel(0, -100);
    await page.waitForSelector('.navbar:not(.is-hidden)');
    await page.close();
  });

  test("served under the wrong base URL: 'Your site did not load properly'", async () => {
    const page = await browser.newPage();
    await page.goto(wrong.url);
    await page.waitForSelector('#base-url-banner:has-text("Your site did not load properly")');
    assert.match((await page.textContent('#base-url-banner'))!, /\/docs\//);
    await page.close();
  });
});

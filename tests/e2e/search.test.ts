// Search in real Chromium against the real Evolve site (built and served in-process): nothing
// loads before first use, shortcuts, results, typos, API paths, keyboard, recent searches, 375 px.
// Also the index budget (≤ 100 KB gzip for this site), the server-rendered button, and a tab open
// across a deploy (the manifest keeps its URL, the shards it named are gone).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { serve, type RunningServer } from '../../src/commands/serve.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { buildEvolveSite, type BuiltSite } from '../helpers/evolve-site.ts';
import { writeIndex } from '../../src/search/build-search-index.ts';

const SEARCH_FILES = /\/_docgen\/search[/-]|\/assets\/chunks\/search-dialog\./;

describe('browser: search on the Evolve site', () => {
  let site: BuiltSite | undefined;
  let out = '';
  let server: RunningServer;
  let browser: Browser;
  before(async () => {
    site = await buildEvolveSite();
    out = site.outDir;
    server = await serve({ dir: out, port: 0 });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    site?.cleanup();
  });
  const url = (route: string) => new URL(route.slice(1), server.url).href;

  const openPage = async (route: string, width = 1280): Promise<{ page: Page; requests: string[] }> => {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(url(route), { waitUntil: 'networkidle' });
    return { page, requests };
  };
  const search = async (page: Page, query: string) => {
    await page.fill('[role="combobox"]', query);
    await page.waitForSelector('[role="listbox"]:not([aria-busy])', { state: 'attached' });
  };
  const optionHrefs = (page: Page) =>
    page.$$eval('[role="listbox"] a[role="option"]', (els) => els.map((e) => e.getAttribute('href')));

  test("this site's index is at most 100 KB gzip", () => {
    const dir = path.join(out, '_docgen/search');
    // The index files themselves (the shards and the manifest), not the build's .gz/.br copies.
    const files = [
      ...readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => path.join(dir, f)),
      path.join(out, '_docgen/search-manifest.json'),
    ];
    const gzip = files.reduce((sum, f) => sum + gzipSync(readFileSync(f)).length, 0);
    assert.ok(gzip <= 100 * 1024, `${gzip} bytes gzip`);
  });

  test('one server-rendered search button in the navbar, hidden without JavaScript', async () => {
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    assert.equal(html.match(/data-search-open/g)?.length, 1);
    assert.match(html, /<header class="navbar"[\s\S]*data-search-slot[\s\S]*<\/header>/);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url('/'));
    assert.equal(await page.isVisible('[data-search-open]'), false);
    await context.close();
  });

  test('no request for the search code or index before first use; Ctrl+K opens; "bulk import" reaches the bulk-import pages', async () => {
    const { page, requests } = await openPage('/image-search');
    await page.mouse.move(5, 700);
    await page.waitForTimeout(200);
    assert.deepEqual(
      requests.filter((u) => SEARCH_FILES.test(u)),
      [],
    );
    await page.keyboard.press('Control+k');
    const dialog = page.locator('dialog[role="dialog"][aria-modal="true"]');
    await dialog.waitFor();
    assert.equal(await dialog.getAttribute('aria-label'), 'Search the docs');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'combobox');
    assert.ok(requests.some((u) => /search-dialog\./.test(u)));
    await search(page, 'bulk import');
    assert.ok(requests.some((u) => u.endsWith('/_docgen/search-manifest.json')));
    const hrefs = await optionHrefs(page);
    assert.deepEqual(hrefs.slice(0, 2).sort(), [
      '/image-search/api/get-status-of-a-bulk-import-job',
      '/image-search/api/start-a-bulk-import-process',
    ]);
    assert.ok(
      hrefs.some((h) => h?.startsWith('/image-search/getting-started/index-data#')),
      'a section result with its anchor',
    );
    assert.ok(
      (
        await page.$$eval('[role="option"] mark', (els) => els.map((e) => e.textContent!.toLowerCase()))
      ).includes('import'),
    );
    assert.deepEqual(
      await page.$$eval('.search-group .badge', (els) =>
        els
          .slice(0, 2)
          .map((e) => e.textContent)
          .sort(),
      ),
      ['GET', 'POST'],
    );
    await page.click('[role="option"][href="/image-search/api/start-a-bulk-import-process"]');
    await page.waitForURL(/start-a-bulk-import-process$/);
    assert.equal(await page.textContent('h1'), 'Start a bulk import process');
    await page.close();
  });

  // Ctrl+K and straight on with the words: the dialog's code is still on its way (held here until
  // the words are typed), and what was typed before it showed is in its field, the caret after it.
  test('what is typed while the dialog loads is in its field', async () => {
    const { page } = await openPage('/image-search');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let wasAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => (wasAsked = resolve));
    // Awaited: a route the browser does not know yet lets the request through (a machine under
    // load once pressed Ctrl+K first, and `asked` was never told).
    await page.route(/\/assets\/chunks\/search-dialog\./, async (route) => {
      wasAsked();
      await held;
      await route.continue();
    });
    await page.keyboard.press('Control+k');
    await asked;
    await page.keyboard.type('bulk imx');
    await page.keyboard.press('Backspace');
    release();
    const input = page.locator('[role="combobox"]');
    await input.waitFor();
    assert.equal(await input.inputValue(), 'bulk im');
    await page.keyboard.type('port');
    assert.equal(await input.inputValue(), 'bulk import');
    await page.waitForSelector('[role="listbox"]:not([aria-busy])', { state: 'attached' });
    assert.ok((await optionHrefs(page)).includes('/image-search/api/start-a-bulk-import-process'));
    await page.close();
  });

  test('an API path fragment finds its operations', async () => {
    const { page } = await openPage('/');
    await page.keyboard.press('/');
    await search(page, '/products/{product_id}');
    assert.deepEqual((await optionHrefs(page)).slice(0, 3).sort(), [
      '/image-search/api/add-update-a-product-in-the-index',
      '/image-search/api/delete-a-product-from-the-index',
      '/image-search/api/get-product-data-from-index',
    ]);
    await search(page, '/imports');
    assert.ok(
      (await optionHrefs(page)).slice(0, 2).includes('/image-search/api/start-a-bulk-import-process'),
    );
    await page.close();
  });

  test('typos and prefixes still match', async () => {
    const { page } = await openPage('/');
    await page.click('[data-search-open]');
    await search(page, 'acess tokn');
    assert.equal((await optionHrefs(page))[0], '/platform-api/generate-access-token');
    await search(page, 'thumbn');
    assert.ok((await optionHrefs(page)).length > 0);
    await search(page, 'qqqzzzxx');
    assert.match((await page.textContent('.search-dialog__status'))!, /No results/);
    await page.close();
  });

  test('keyboard: ↓ ↑ move the active option, Enter opens it, Esc closes and returns focus to the button; recent searches', async () => {
    const { page } = await openPage('/');
    await page.evaluate(() => localStorage.removeItem('docgen-search-recent'));
    await page.keyboard.press('Control+k');
    await search(page, 'bulk import');
    const active = () =>
      page.evaluate(() => {
        const input = document.querySelector('[role="combobox"]')!;
        const option = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
        return option?.getAttribute('aria-selected') === 'true' ? option.getAttribute('href') : null;
      });
    const hrefs = await optionHrefs(page);
    assert.equal(await active(), hrefs[0]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    assert.equal(await active(), hrefs[2]);
    await page.keyboard.press('ArrowUp');
    assert.equal(await active(), hrefs[1]);
    assert.equal(await page.getAttribute('[role="combobox"]', 'aria-expanded'), 'true');
    assert.equal(
      await page.getAttribute('[role="combobox"]', 'aria-controls'),
      await page.getAttribute('[role="listbox"]', 'id'),
    );
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname + u.hash === hrefs[1]);
    assert.equal(await page.evaluate(() => localStorage.getItem('docgen-search-recent')), '["bulk import"]');

    await page.keyboard.press('Control+k');
    await page.locator('dialog[open]').waitFor();
    assert.equal(await page.textContent('[role="option"]'), 'bulk import');
    await page.keyboard.press('Escape');
    await page
      .locator('dialog[open]')
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    assert.equal(await page.isVisible('dialog'), false);
    // Focus returns to the button once the dialog has closed (an event, not a moment: waited for).
    await page.waitForFunction(() => document.activeElement?.hasAttribute('data-search-open') === true);
    await page.close();
  });

  test('a deploy while the tab is open: a shard the old manifest names is gone, the new manifest is fetched and its pages found', async () => {
    const { page, requests } = await openPage('/image-search');
    await page.keyboard.press('Control+k');
    await search(page, 'bulk import');
    assert.ok((await optionHrefs(page)).length > 0);
    // The deploy: a new index (one page more), at the same manifest URL; the old shards are gone.
    const next = writeIndex(
      [
        { route: '/quokka-care', title: 'Quokka care', text: 'Feeding the quokka in the zoo.' },
        { route: '/image-search', title: 'Image search', text: 'Search images by image.' },
      ],
      '/',
    );
    const served = new Map(next.files.map((f) => [`/${f.path}`, f.contents]));
    await page.route(SEARCH_FILES, (route) => {
      const contents = served.get(new URL(route.request().url()).pathname);
      return contents === undefined
        ? route.fulfill({ status: 404, body: 'gone' })
        : route.fulfill({ status: 200, contentType: 'application/json', body: contents });
    });
    const manifests = () => requests.filter((u) => u.endsWith('/_docgen/search-manifest.json')).length;
    const before = manifests();
    await search(page, 'quokka');
    assert.deepEqual(await optionHrefs(page), ['/quokka-care']);
    assert.equal(manifests(), before + 1, 'the manifest was asked for once more');
    await page.close();
  });

  test('375 px: icon-only button, full-screen dialog', async () => {
    const { page } = await openPage('/image-search', 375);
    assert.equal(await page.isVisible('[data-search-open]'), true);
    // The word is visually hidden (it stays the button's accessible name).
    assert.ok((await page.locator('.search-button__label').boundingBox())!.width <= 1);
    assert.equal(await page.getByRole('button', { name: 'Search', exact: true }).count(), 1);
    await page.click('[data-search-open]');
    await search(page, 'bulk import');
    const box = (await page.locator('dialog[open]').boundingBox())!;
    assert.deepEqual([box.x, box.y, box.width], [0, 0, 375]);
    await page.click('[role="option"] >> nth=0');
    await page.waitForURL(/bulk-import/);
    assert.equal(await page.isVisible('dialog'), false);
    await page.close();
  });
});

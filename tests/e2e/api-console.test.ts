// The Try-it console in real Chromium on the real Evolve site (built and served in-process, with
// the site's CSP): nothing of it loads before the reader reaches for "Try it"; with the
// in-browser mock, a client-credentials token, a search answered 200 that matches the spec; a
// required field removed is caught at the field, and sent anyway the mock answers 422 with the
// JSON pointer; an empty path parameter is its placeholder in the cURL and stops Send; snippets
// mask secrets; axe finds nothing with the console open, light and dark; the chunk stays within
// its budget.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolations } from '../helpers/axe.ts';
import { servedEvolveSite } from '../helpers/served-fixture.ts';

const ROUTE = '/image-search/api/perform-image-search';
const CONSOLE_FILES = /\/assets\/chunks\/console\.|\/_docgen\/console\//;

describe('browser: the Try-it console on the Evolve site', () => {
  const site = servedEvolveSite();
  const url = (route: string) => site.url(route);

  /** Opens the page's console and points it at the in-browser mock. */
  const openOnMock = async (page: Page) => {
    await page.click('button[data-api-console]');
    const console = page.locator('.api-console section');
    await console.waitFor();
    await console.getByLabel('Send to').selectOption({ label: 'Mock (in this browser)' });
    return console;
  };

  /** Opens the console on the mock, with a token from the client-credentials flow. */
  const openConsole = async (page: Page) => {
    const console = await openOnMock(page);
    await console.getByLabel('Client ID').fill('evc_8fK2pQ9xL4mT7vB1');
    await console.getByLabel('Client secret').fill('evs_top_secret_value');
    await console.getByRole('button', { name: 'Get token' }).click();
    await console.getByText(/Got a token valid until/).waitFor();
    return console;
  };

  test('the Try it button is server-rendered in its slot, hidden without JavaScript', async () => {
    const html = readFileSync(
      path.join(site.outDir, 'image-search/api/perform-image-search/index.html'),
      'utf8',
    );
    assert.match(
      html,
      /<div class="api-console-slot" data-api-console-slot="[^"]*"><button type="button" class="button api-console__open" data-api-console="\/_docgen\/console\/image-search\/api\/perform-image-search\.js">Try it<\/button><\/div>/,
    );
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url(ROUTE));
    assert.equal(await page.isVisible('button[data-api-console]'), false);
    await context.close();
  });

  test('the console chunk is at most 90 KB gzip, React included', () => {
    const dir = path.join(site.outDir, 'assets/chunks');
    const chunk = readdirSync(dir).find((f) => /^console\..*\.js$/.test(f));
    assert.ok(chunk, 'a console chunk is built');
    const gzip = gzipSync(readFileSync(path.join(dir, chunk))).length;
    assert.ok(gzip <= 90 * 1024, `${gzip} bytes gzip`);
  });

  test('nothing of the console loads before the button is touched; hovering preloads it', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(url(ROUTE), { waitUntil: 'networkidle' });
    await page.mouse.move(5, 5);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    assert.deepEqual(
      requests.filter((u) => CONSOLE_FILES.test(u)),
      [],
    );
    const chunk = page.waitForRequest((r) => /\/assets\/chunks\/console\./.test(r.url()));
    const data = page.waitForRequest((r) =>
      r.url().endsWith('/_docgen/console/image-search/api/perform-image-search.js'),
    );
    await page.hover('button[data-api-console]');
    await Promise.all([chunk, data]);
    await page.close();
  });

  test('mock: a token by client credentials, a search answered 200 that matches the spec; secrets masked', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url(ROUTE), { waitUntil: 'networkidle' });
    const console = await openConsole(page);
    await console.getByRole('button', { name: 'Send', exact: true }).click();
    const status = console.locator('.api-console__status-line');
    await status.waitFor();
    assert.match(await status.innerText(), /^200 OK/);
    assert.match(await console.locator('.api-console__verdict').innerText(), /matches the spec/);
    const body = JSON.parse(await console.locator('pre[aria-label="Response body"]').innerText());
    assert.ok(Array.isArray(body.results) && body.results.length > 0);
    const curl = await console.locator('[role="tabpanel"]').innerText();
    assert.match(curl, /curl -X POST 'https:\/\/api\.evolve\.example\/image-search\/v1\/search'/);
    assert.match(curl, /Authorization: Bearer <secret>/);
    assert.doesNotMatch(curl, /mock_[0-9a-f]{10}/);
    await page.close();
  });

  test('a required field removed: the error at the body field; sent anyway, the mock answers 422 with the pointer', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url(ROUTE), { waitUntil: 'networkidle' });
    const console = await openConsole(page);
    const editor = console.getByLabel(/Request body/);
    const value = JSON.parse(await editor.inputValue());
    delete value.image;
    await editor.fill(JSON.stringify(value, null, 2));
    await console.getByRole('button', { name: 'Send', exact: true }).click();
    assert.equal(await editor.getAttribute('aria-invalid'), 'true');
    const errorsId = (await editor.getAttribute('aria-describedby'))!;
    assert.match(await page.locator(`#${errorsId}`).innerText(), /\/image is required/);
    assert.equal(await console.locator('.api-console__status-line').count(), 0);
    await console.getByRole('button', { name: 'Send anyway' }).click();
    const status = console.locator('.api-console__status-line');
    await status.waitFor();
    assert.match(await status.innerText(), /^422/);
    const problem = JSON.parse(await console.locator('pre[aria-label="Response body"]').innerText());
    assert.ok(
      JSON.stringify(problem.errors).includes('/image'),
      `the 422 names /image: ${JSON.stringify(problem)}`,
    );
    assert.match(await console.locator('.api-console__verdict').innerText(), /matches the spec/);
    await page.close();
  });

  test('the token serves the next operation of the same scheme (client-side navigation, no second Get token)', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url(ROUTE), { waitUntil: 'networkidle' });
    let console = await openOnMock(page);
    await console.getByLabel('Client ID').fill('evc_8fK2pQ9xL4mT7vB1');
    await console.getByLabel('Client secret').fill('evs_top_secret_value');
    await console.getByLabel('products:read').check();
    await console.getByRole('button', { name: 'Get token' }).click();
    await console.getByText(/Got a token valid until/).waitFor();
    await page.keyboard.press('Escape'); // the console is a modal layer: the page is inert under it
    await page.click('nav a[href$="/image-search/api/get-product-data-from-index"]');
    await page.waitForURL(/get-product-data-from-index$/);
    await page.click('button[data-api-console]');
    console = page.locator('.api-console section');
    await console.waitFor();
    await console.getByText(/A token is ready: \d+ min left/).waitFor();
    await console.getByLabel('Send to').selectOption({ label: 'Mock (in this browser)' });
    await console.getByRole('button', { name: 'Send', exact: true }).click();
    const status = console.locator('.api-console__status-line');
    await status.waitFor();
    assert.match(await status.innerText(), /^200 OK/);
    await page.close();
  });

  test('get-image on the mock: parameter errors at their fields, then the image shown', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url('/image-optimization/api/get-image'), { waitUntil: 'networkidle' });
    const console = await openOnMock(page);
    const source = console.getByLabel(/^source path/);
    await source.fill('');
    const width = console.getByLabel(/^w query/);
    await width.fill('wide');
    // While the path parameter is empty the cURL keeps its placeholder, as the page's sample does.
    const curl = console.locator('[role="tabpanel"]');
    assert.match(await curl.innerText(), /'https:\/\/img\.evolve\.example\/\{source\}\//);
    assert.doesNotMatch(await curl.innerText(), /evolve\.example\/\//);
    await console.getByRole('button', { name: 'Send', exact: true }).click();
    for (const [field, message] of [
      [source, /source is required/],
      [width, /w must be integer/],
    ] as const) {
      assert.equal(await field.getAttribute('aria-invalid'), 'true');
      const ids = (await field.getAttribute('aria-describedby'))!.split(' ');
      assert.match(await page.locator(`#${ids.at(-1)}`).innerText(), message);
    }
    assert.equal(await console.locator('.api-console__status-line').count(), 0, 'not sent');
    await source.fill('acme');
    await width.fill('600');
    assert.match(await curl.innerText(), /'https:\/\/img\.evolve\.example\/acme\//);
    await console.getByRole('button', { name: 'Send', exact: true }).click();
    await console.locator('.api-console__status-line').waitFor();
    assert.match(await console.locator('.api-console__status-line').innerText(), /^200 OK/);
    const image = console.locator('img.api-console__image');
    await image.waitFor();
    assert.ok(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0));
    await page.close();
  });

  test('generate-access-token on the mock: form fields from the example, HTTP Basic, a token that matches the spec', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url('/platform-api/generate-access-token'), { waitUntil: 'networkidle' });
    const console = await openOnMock(page);
    assert.equal(await console.getByLabel(/^grant_type/).inputValue(), 'client_credentials');
    await console.getByLabel('User name').fill('evc_8fK2pQ9xL4mT7vB1');
    await console.getByLabel('Password').fill('evs_top_secret_value');
    await console.getByLabel(/^grant_type/).fill('');
    await console.getByRole('button', { name: 'Send', exact: true }).click();
    assert.equal(await console.getByLabel(/^grant_type/).getAttribute('aria-invalid'), 'true');
    await console.getByLabel(/^grant_type/).fill('client_credentials');
    await console.getByRole('button', { name: 'Send', exact: true }).click();
    await console.locator('.api-console__status-line').waitFor();
    assert.match(await console.locator('.api-console__status-line').innerText(), /^200 OK/);
    assert.match(await console.locator('.api-console__verdict').innerText(), /matches the spec/);
    const curl = await console.locator('[role="tabpanel"]').innerText();
    assert.match(curl, /--data-raw 'grant_type=client_credentials&scope=products%3Aread\+products%3Awrite'/);
    assert.doesNotMatch(curl, /ZXZj|evs_top_secret_value/);
    await page.close();
  });

  test("the documented server, blocked by the site's CSP: plain words and the cURL command, for the token and the call", async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url(ROUTE), { waitUntil: 'networkidle' });
    await page.click('button[data-api-console]');
    const console = page.locator('.api-console section');
    await console.waitFor();
    await console.getByLabel('Client ID').fill('evc_8fK2pQ9xL4mT7vB1');
    await console.getByLabel('Client secret').fill('evs_top_secret_value');
    await console.getByRole('button', { name: 'Get token' }).click();
    const tokenAlert = console.locator('.api-console__scheme-box [role="alert"]');
    await tokenAlert.waitFor();
    const tokenText = await tokenAlert.innerText();
    assert.match(
      tokenText,
      /Content Security Policy does not allow its pages to call https:\/\/auth\.evolve\.example/,
    );
    assert.match(tokenText, /curl -X POST 'https:\/\/auth\.evolve\.example\/oauth\/token'/);
    assert.doesNotMatch(tokenText, /evs_top_secret_value/);
    await console.getByLabel('Or paste an access token').fill('a_token_from_the_terminal');
    await console.getByRole('button', { name: 'Send', exact: true }).click();
    const alert = console.locator('.api-console__result [role="alert"]');
    await alert.waitFor();
    const text = await alert.innerText();
    assert.match(text, /does not allow its pages to call https:\/\/api\.evolve\.example/);
    assert.match(text, /curl -X POST 'https:\/\/api\.evolve\.example\/image-search\/v1\/search'/);
    assert.doesNotMatch(text, /a_token_from_the_terminal|Failed to fetch/);
    await page.close();
  });

  for (const theme of ['light', 'dark'] as const)
    test(`axe: 0 violations with the console open and answered (${theme})`, async () => {
      // axe is injected as a script: the pages' own CSP would (rightly) refuse it.
      const context = await site.browser.newContext({
        bypassCSP: true,
        viewport: { width: 1280, height: 900 },
      });
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const page = await context.newPage();
      await page.goto(url(ROUTE), { waitUntil: 'networkidle' });
      const console = await openConsole(page);
      await console.getByRole('button', { name: 'Send', exact: true }).click();
      await console.locator('.api-console__status-line').waitFor();
      const violations = (await axeViolations(page)).map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      );
      assert.deepEqual(violations, []);
      await context.close();
    });

  test('keyboard only at 375 px: focus reaches Try it, the console opens and fits the width', async () => {
    const page = await site.browser.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(url(ROUTE), { waitUntil: 'networkidle' });
    await page.focus('button[data-api-console]');
    await page.keyboard.press('Enter');
    await page.locator('.api-console section').waitFor();
    assert.equal(await page.getAttribute('button[data-api-console]', 'aria-expanded'), 'true');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.closest('.api-console') !== null), true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`);
    await page.close();
  });
});

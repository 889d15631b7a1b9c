// The operation page's tab strips, folded error responses, generated response examples and the
// Try-it console as a layer of its own, in Chromium: on the real Evolve site and on the basic
// fixture (whose spec documents a response without an example, and whose samples come in every
// language). Tab strips stay one row at 1,440 and 375 px with every tab reachable by keyboard;
// an error response is one row until a click, its anchor or "Expand all" opens it; the console
// is a modal dialog with one scroll area that Escape closes, focus back on "Try it".
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { axeViolations } from '../helpers/axe.ts';
import { servedEvolveSite, servedFixture, type ServedFixture } from '../helpers/served-fixture.ts';

const SEARCH = '/image-search/api/perform-image-search';
const CREATE_PET = '/reference/create-a-pet';

/** Waits until the element's attribute reads `value` (a state the page sets when it gets to it). */
async function attributeBecomes(
  locator: Locator,
  name: string,
  value: string,
  message: string,
): Promise<void> {
  const element = await locator.elementHandle();
  await locator
    .page()
    .waitForFunction(([e, n, v]) => (e as Element).getAttribute(n as string) === v, [element, name, value], {
      timeout: 15_000,
    })
    .catch(() => assert.fail(message));
}

/** Every tab of each strip on one row; each reached by the arrow keys and then shown whole. */
async function checkStrips(page: Page, strips: Locator, minimum: number): Promise<void> {
  const count = await strips.count();
  assert.ok(count >= minimum, `${count} tab strips`);
  for (let i = 0; i < count; i++) {
    const strip = strips.nth(i);
    if (!(await strip.isVisible())) continue;
    const tabs = strip.locator('[role="tab"]');
    const label = await strip.getAttribute('aria-label');
    const tops = await tabs.evaluateAll((all) => all.map((t) => Math.round(t.getBoundingClientRect().top)));
    assert.equal(new Set(tops).size, 1, `${label}: one row (${tops.join(', ')})`);
    await tabs.first().focus();
    for (let t = 0; t < tops.length; t++) {
      if (t > 0) await page.keyboard.press('ArrowRight');
      const tab = tabs.nth(t);
      await attributeBecomes(tab, 'aria-selected', 'true', `${label}: tab ${t + 1} chosen`);
      // The strip scrolls to the chosen tab with the next frame's boxes (src/client/measure.ts).
      await page
        .waitForFunction(
          (e) => {
            const inner = e.getBoundingClientRect();
            const outer = e.parentElement!.getBoundingClientRect();
            return inner.left >= outer.left - 1 && inner.right <= outer.right + 1;
          },
          await tab.elementHandle(),
          { timeout: 15_000 },
        )
        .catch(() => assert.fail(`${label}: tab ${t + 1} shown whole in its strip`));
    }
  }
}

/** The elements of the open console that scroll vertically (their content taller than their box). */
function verticalScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [document.querySelector('dialog.api-console')!, ...document.querySelectorAll('dialog.api-console *')]
      .filter((element) => {
        const overflow = getComputedStyle(element).overflowY;
        return element.scrollHeight > element.clientHeight + 1 && /auto|scroll/.test(overflow);
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  );
}

async function openConsole(page: Page): Promise<Locator> {
  await page.click('button[data-api-console]');
  const dialog = page.locator('dialog.api-console');
  await dialog.locator('form select').first().waitFor();
  return dialog;
}

describe('browser: operation page tabs, responses and console layer (Evolve)', () => {
  const site: ServedFixture = servedEvolveSite();

  for (const width of [1440, 375])
    test(`${width} px: the samples, status and example tab strips stay one row, every tab reachable`, async () => {
      const page = await site.browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(site.url(SEARCH), { waitUntil: 'networkidle' });
      const statuses = page.locator('.api-panel__statuses > [role="tablist"]');
      assert.ok((await statuses.locator('[role="tab"]').count()) >= 10, 'ten statuses');
      if (width === 375)
        assert.ok(
          await statuses.evaluate((strip) => strip.scrollWidth > strip.clientWidth),
          'at 375 px the statuses scroll sideways rather than wrap',
        );
      await checkStrips(
        page,
        page.locator('.api-panel [role="tablist"], .api-media__examples [role="tablist"]'),
        3,
      );
      await page.close();
    });

  test('error responses are one row each, success responses open; an anchor opens its response', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(site.url(SEARCH), { waitUntil: 'networkidle' });
    const folded = page.locator('details.api-response--folded');
    const statuses = await folded.locator('summary h3').allInnerTexts();
    assert.deepEqual(
      statuses.map((s) => s.split(/\s/)[0]),
      ['400', '401', '403', '413', '415', '422', '429', '500', '503'],
    );
    assert.equal(await page.locator('details.api-response--folded[open]').count(), 0);
    assert.ok(await page.locator('section.api-response #response-200').isVisible(), '200 is open');
    for (const row of await folded.locator('summary').all()) {
      const box = (await row.boundingBox())!;
      assert.ok(box.height < 60, `one row (${box.height} px)`);
    }
    assert.equal(await page.locator('[id="response-400.code"]').isVisible(), false);

    await page.goto(site.url(`${SEARCH}#response-400.errors.pointer`));
    await page.locator('[id="response-400.errors.pointer"]').waitFor({ state: 'visible' });
    assert.equal(await page.locator('details.api-response--folded[open]').count(), 1);

    await page.evaluate(() => {
      location.hash = '#response-503';
    });
    await page.locator('details.api-response--folded:has(#response-503)[open]').waitFor();

    await page.locator('#response-415').click();
    await page.locator('details.api-response--folded:has(#response-415)[open]').waitFor();

    await page.locator('.api-responses > [data-schema-toggle]').click();
    await page.locator('.api-responses > [data-schema-toggle][aria-expanded="true"]').waitFor();
    assert.equal(await page.locator('details.api-response--folded:not([open])').count(), 0);
    assert.ok(await page.locator('[id="response-400.code"]').isVisible());
    await page.close();
  });

  for (const width of [1440, 375])
    test(`${width} px: the console is a modal layer with one scroll area; Escape closes it, focus back on Try it`, async () => {
      const page = await site.browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(site.url(SEARCH), { waitUntil: 'networkidle' });
      const dialog = await openConsole(page);
      assert.ok(await dialog.evaluate((d) => d.matches(':modal')), 'a modal dialog');
      await attributeBecomes(
        page.locator('button[data-api-console]'),
        'aria-expanded',
        'true',
        'Try it: expanded',
      );
      await page
        .waitForFunction(() => document.querySelector('dialog.api-console')!.contains(document.activeElement))
        .catch(() => assert.fail('focus inside'));
      const labelled = await dialog.getAttribute('aria-labelledby');
      assert.match(await page.locator(`#${labelled}`).innerText(), /Try it\s+POST\s+\/search/);

      // One scroll area: the layer's, not the page's, not the body editor's.
      assert.deepEqual(await verticalScrollers(page), ['div.api-console__scroll']);
      const editor = dialog.getByLabel(/Request body/);
      assert.ok(await editor.evaluate((e) => e.scrollHeight <= e.clientHeight + 1), 'the editor grows');
      assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY), 'hidden');

      const request = (await dialog.locator('.api-console__request').boundingBox())!;
      const response = (await dialog.locator('.api-console__response').boundingBox())!;
      if (width >= 1200)
        assert.ok(response.x >= request.x + request.width, 'the response beside the request');
      else assert.ok(response.y >= request.y + request.height, 'the response below the request');

      // Tab and Shift+Tab stay inside.
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press(i < 25 ? 'Tab' : 'Shift+Tab');
        assert.ok(
          await dialog.evaluate((d) => d.contains(document.activeElement)),
          `focus inside after ${i + 1}`,
        );
      }

      await dialog.getByLabel('Client ID').fill('evc_kept');
      await page.keyboard.press('Escape');
      await page.waitForFunction(
        () => !document.querySelector<HTMLDialogElement>('dialog.api-console')!.open,
      );
      assert.equal(await page.evaluate(() => document.activeElement?.hasAttribute('data-api-console')), true);
      await attributeBecomes(
        page.locator('button[data-api-console]'),
        'aria-expanded',
        'false',
        'Try it: collapsed',
      );

      // Opened again, it is as it was left; "Close" closes it too.
      await openConsole(page);
      assert.equal(await dialog.getByLabel('Client ID').inputValue(), 'evc_kept');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await page.waitForFunction(
        () => !document.querySelector<HTMLDialogElement>('dialog.api-console')!.open,
      );
      await page.close();
    });

  for (const theme of ['light', 'dark'] as const)
    test(`axe: 0 violations with every response opened (${theme})`, async () => {
      const context = await site.browser.newContext({
        bypassCSP: true,
        viewport: { width: 1440, height: 900 },
      });
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const page = await context.newPage();
      await page.goto(site.url(SEARCH), { waitUntil: 'networkidle' });
      assert.deepEqual(await axeViolations(page), [], 'folded');
      await page.locator('.api-responses > [data-schema-toggle]').click();
      await page.locator('.api-responses > [data-schema-toggle][aria-expanded="true"]').waitFor();
      assert.deepEqual(await axeViolations(page), [], 'opened');
      await context.close();
    });
});

describe('browser: generated response examples and many sample languages (basic fixture)', () => {
  const site: ServedFixture = servedFixture('basic');

  test('a response the spec gives no example of shows one made from its schema, marked "generated"', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(site.url(CREATE_PET), { waitUntil: 'networkidle' });
    const statuses = page.locator('.api-panel__statuses [role="tab"]');
    assert.deepEqual(await statuses.allInnerTexts(), ['422']);
    const shown = page.locator('.api-panel__statuses .code-tabs__panel.is-active');
    assert.match(await shown.locator('.api-example__generated').innerText(), /generated/i);
    assert.deepEqual(JSON.parse(await shown.locator('pre').innerText()), { title: 'string' });
    // The request body's example is the spec's own: not marked.
    assert.equal(await page.locator('.api-media__examples .api-example__generated').count(), 0);
    await page.close();
  });

  for (const width of [1440, 375])
    test(`${width} px: every sample language on one row, each reachable`, async () => {
      const page = await site.browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(site.url(CREATE_PET), { waitUntil: 'networkidle' });
      const samples = page.locator('.api-panel__request [role="tablist"]');
      assert.ok((await samples.locator('[role="tab"]').count()) >= 6, 'many languages');
      await checkStrips(page, samples, 1);
      await page.close();
    });
});

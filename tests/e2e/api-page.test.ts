// The API operation page in Chromium on the real Evolve site: samples beside the reference at
// 1,440 px and sticky while reading, carets operable by keyboard, property anchors that open
// their path, form-encoded token examples, and no route that scrolls sideways at 375 px.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { servedEvolveSite } from '../helpers/served-fixture.ts';

const SEARCH = '/image-search/api/perform-image-search';

describe('browser: the API operation page', () => {
  const site = servedEvolveSite();
  const url = (route: string) => site.url(route);

  const box = async (page: Page, selector: string) => {
    const found = await page.locator(selector).first().boundingBox();
    assert.ok(found, `${selector} is shown`);
    return found;
  };

  test('1,440 px: request sample and response example beside the parameters, and still there at the responses', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(url(SEARCH));
    const params = await box(page, '.api-op__ref .api-schema');
    const request = await box(page, '[data-api-panel] #samples-panel-0 pre');
    const response = await box(page, '[data-api-panel] .api-panel__statuses .code-tabs__panel.is-active pre');
    for (const [name, sample] of [
      ['request sample', request],
      ['response example', response],
    ] as const) {
      assert.ok(sample.x >= params.x + params.width, `${name} is right of the reference`);
      assert.ok(sample.width >= 300, `${name} is wide enough to read (${sample.width} px)`);
    }
    assert.ok(
      request.y < params.y + params.height && params.y < response.y + response.height,
      'side by side',
    );
    assert.equal(
      await page.locator('[data-api-panel] > [data-api-console-slot]').count(),
      1,
      'the console slot',
    );
    assert.equal(await page.isVisible('.main__toc'), false, 'the panel takes the TOC column…');
    await page.click('.toc-mobile > summary');
    assert.equal(
      await page.isVisible('.toc-mobile a[href="#response-429"]'),
      true,
      '…the compact menu keeps it',
    );
    await page.keyboard.press('Escape');

    await page.evaluate(() => document.getElementById('response-429')!.scrollIntoView());
    const panel = await box(page, '[data-api-panel] .api-panel__response');
    assert.ok(panel.y >= 0 && panel.y < 900, `the panel stays in view (y = ${panel.y})`);
    const heading = await box(page, '#response-429');
    assert.ok(heading.x + heading.width <= panel.x, 'the responses are left of it');
    await page.close();
  });

  test('a status tab shows that response and is not remembered as the code language', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(url(SEARCH));
    await page.click('#samples-tab-2');
    // The choice is made (and remembered) once its hidden panel has loaded: a busy machine's slow
    // fetch must not pass for a choice not kept.
    await page.waitForSelector('#samples-tab-2[aria-selected="true"]');
    await page.click('.api-panel__statuses [role="tab"][data-label="429"]');
    assert.match(
      (await page.textContent('.api-panel__statuses > .code-tabs__panel.is-active')) ?? '',
      /rate_limited|Too Many|429/,
    );
    assert.equal(await page.evaluate(() => localStorage.getItem('docgen-code-tab')), 'Python');
    assert.equal(await page.getAttribute('#samples-tab-2', 'aria-selected'), 'true');
    await page.close();
  });

  test('every expandable property shows a caret and opens with the keyboard; "Expand all" opens the tree', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(url(SEARCH));
    const summaries = page.locator('.schema__nested > summary');
    const count = await summaries.count();
    assert.ok(count > 3, `${count} expandable properties`);
    const carets = await summaries.evaluateAll((list) =>
      list.map((s) => {
        const caret = getComputedStyle(s, '::before');
        return (
          (s as HTMLElement).offsetParent === null ||
          (caret.content !== 'none' && parseFloat(caret.borderLeftWidth) > 0)
        );
      }),
    );
    assert.ok(carets.every(Boolean), 'a caret on each shown summary');
    const first = summaries.first();
    await first.focus();
    assert.equal(await first.evaluate((s) => (s.parentElement as HTMLDetailsElement).open), false);
    await page.keyboard.press('Enter');
    assert.equal(
      await first.evaluate((s) => (s.parentElement as HTMLDetailsElement).open),
      true,
      'Enter opens',
    );
    await page.keyboard.press(' ');
    assert.equal(
      await first.evaluate((s) => (s.parentElement as HTMLDetailsElement).open),
      false,
      'Space closes',
    );

    const toggle = page.locator('[data-schema-toggle]').first();
    await toggle.click();
    assert.equal(await toggle.textContent(), 'Collapse all');
    const closed = await toggle.evaluate(
      (b) => [...b.parentElement!.querySelectorAll('details')].filter((d) => !d.open).length,
    );
    assert.equal(closed, 0);
    await page.close();
  });

  test('a property anchor opens its path: on load, on hashchange, and has a "#" link', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(url(`${SEARCH}#response-200.results.score`));
    const target = page.locator('[id="response-200.results.score"]');
    await target.waitFor({ state: 'visible' });
    assert.equal(await target.evaluate((el) => el.closest('details')!.open), true);
    const inView = await target.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight;
    });
    assert.ok(inView, 'scrolled into view');
    assert.equal(
      await page.getAttribute('[id="response-200.results.score"] > a.schema__anchor', 'href'),
      '#response-200.results.score',
    );

    const nested = await page.evaluate(() => {
      const inner = [...document.querySelectorAll<HTMLElement>('.schema__props > li[id^="body."]')].find(
        (el) => el.parentElement!.closest<HTMLDetailsElement>('details.schema__nested')?.open === false,
      );
      return inner?.id;
    });
    assert.ok(nested, 'a request body property inside a closed parent');
    await page.evaluate((id) => (location.hash = id), nested);
    await page.locator(`[id="${nested}"]`).waitFor({ state: 'visible' });
    assert.equal(await page.evaluate(() => location.hash.includes('body.')), true);

    // A client-side navigation from another page to a property opens its path too.
    await page.goto(url('/platform-api/generate-access-token'));
    await page.evaluate((href) => {
      const link = Object.assign(document.createElement('a'), { href, textContent: 'score', id: 'to-score' });
      document.querySelector('[data-slot="main"]')!.prepend(link);
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    }, `${SEARCH}#response-200.results.score`);
    await page.click('#to-score');
    await page.waitForURL(/perform-image-search#response-200\.results\.score$/);
    await page.locator('[id="response-200.results.score"]').waitFor({ state: 'visible' });
    assert.equal(
      await page.evaluate(() => performance.getEntriesByType('navigation').length),
      1,
      'no reload',
    );
    await page.close();
  });

  test('the token endpoint: request examples form-encoded, with their summary and description', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(url('/platform-api/generate-access-token'));
    const examples = page.locator('.api-media__examples');
    assert.match((await examples.textContent()) ?? '', /application\/x-www-form-urlencoded/);
    const bodies = await examples
      .locator('.code-tabs__panel > .api-example > .code-block pre')
      .allTextContents();
    assert.deepEqual(bodies, [
      'grant_type=client_credentials&scope=products%3Aread%20products%3Awrite',
      'grant_type=client_credentials&client_id=evc_8fK2pQ9xL4mT7vB1&client_secret=evs_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX&scope=products%3Aread%20products%3Awrite',
    ]);
    assert.deepEqual(await examples.locator('[role="tab"]').allTextContents(), [
      'Credentials in the Authorization header (recommended)',
      'Credentials as form fields',
    ]);
    assert.match(
      (await examples.locator('.api-example__desc').first().textContent()) ?? '',
      /The raw\s+request looks like this/,
    );
    await page.close();
  });

  test('375 px: no route scrolls sideways', async () => {
    const page = await site.browser.newPage({ viewport: { width: 375, height: 800 } });
    const wide: string[] = [];
    for (const route of site.routes) {
      await page.goto(url(route));
      const [scrollWidth, viewport] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        window.innerWidth,
      ]);
      if (scrollWidth > viewport) wide.push(`${route}: ${scrollWidth} px`);
    }
    assert.deepEqual(wide, []);
    await page.close();
  });
});

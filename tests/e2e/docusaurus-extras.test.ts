// Docusaurus extras in the browser: ```mermaid diagrams drawn by their island (loaded only by pages
// that have one, under the served CSP, following the colour mode, the source kept when a diagram
// cannot be drawn and without JavaScript), code-block line numbers that are never copied, and
// `<Tabs queryString>`: the chosen tab read from and written to the URL's query; the tabs a site's
// component draws with `@theme/Tabs` switch by click and keyboard as the page's own.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { servedFixture } from '../helpers/served-fixture.ts';

const MERMAID_CHUNK = /\/assets\/chunks\/mermaid[^/]*\.js$/;

function scripts(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') seen.push(request.url());
  });
  return seen;
}

describe('mermaid diagrams and code lines in the browser', () => {
  const site = servedFixture('docusaurus-extras');

  test('a page without a diagram loads no mermaid; its numbered code copies without the numbers', async () => {
    const context = await site.browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    const seen = scripts(page);
    await page.goto(site.url('/code'));
    await page.waitForLoadState('networkidle');
    assert.deepEqual(
      seen.filter((u) => MERMAID_CHUNK.test(u)),
      [],
    );
    const expected = "const greeting = 'hello';\nconsole.log(greeting);";
    // What a reader selects and copies by hand: the numbers are generated content, not text.
    const selected = await page.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.querySelector('pre code')!);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
      return getSelection()!.toString();
    });
    assert.equal(selected, expected);
    await page.click('.code-block [data-copy]');
    await page.waitForSelector('.code-block [data-copy]:text("Copied")');
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), expected);
    // The line number is shown, and has no text for assistive technology.
    const before = await page.evaluate(
      () => getComputedStyle(document.querySelector('.code-line')!, '::before').content,
    );
    assert.match(before, /^"1"/);
    await context.close();
  });

  test('a diagram is drawn as SVG under the CSP, redrawn in dark mode; one that cannot be drawn keeps its source', async () => {
    const page = await site.browser.newPage();
    const seen = scripts(page);
    await page.goto(site.url('/code'));
    // Client-side navigation to the diagram page mounts its island.
    await page.click('main a[href$="/diagram"]');
    const diagrams = page.locator('.mermaid-diagram');
    await diagrams.first().locator('.mermaid-diagram__svg svg').waitFor();
    assert.ok(
      seen.some((u) => MERMAID_CHUNK.test(u)),
      'the mermaid island was loaded',
    );
    const first = diagrams.first();
    assert.equal(await first.locator('.code-block').isHidden(), true, 'the source is hidden once drawn');
    assert.ok(
      (await first.locator('svg text, svg .nodeLabel').allTextContents()).join(' ').includes('Is it?'),
    );
    // The diagram's own styles (moved into CSSOM) apply: nodes are filled with the theme colour.
    // (mermaid's own measuring render trips the CSP in the console; the drawn diagram does not need it)
    const fill = () =>
      first
        .locator('svg .node rect')
        .first()
        .evaluate((el) => getComputedStyle(el).fill);
    const lightFill = await fill();
    assert.notEqual(lightFill, 'rgb(0, 0, 0)');

    const broken = diagrams.nth(1);
    await broken.locator('.mermaid-diagram__error').waitFor();
    assert.equal(await broken.locator('.code-block').isVisible(), true);
    assert.equal(await broken.locator('pre').textContent(), 'this is not a diagram');

    await page.click('[data-theme-toggle]');
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await page.waitForFunction((light) => {
      const rect = document.querySelector('.mermaid-diagram svg .node rect');
      return rect && getComputedStyle(rect).fill !== light;
    }, lightFill);
    await page.close();
  });

  test('without JavaScript the diagram is its source as a code block', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.url('/diagram'));
    assert.equal(await page.locator('.mermaid-diagram svg').count(), 0);
    assert.match((await page.locator('.mermaid-diagram pre').first().textContent()) ?? '', /^graph TD;/);
    assert.equal(await page.locator('.mermaid-diagram .code-block').first().isVisible(), true);
    await context.close();
  });

  test('<Tabs queryString>: the URL names the tab on load, and a choice is written back to it', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const selected = (group: number) =>
      page.locator('[data-tabs]').nth(group).locator('[role="tab"][aria-selected="true"]').textContent();
    await page.goto(site.url('/tabs?lang=kotlin&os=win'));
    await page.waitForFunction(
      () =>
        document.querySelector('[data-query-key="lang"] [aria-selected="true"]')?.textContent === 'Kotlin',
    );
    assert.equal(await selected(1), 'Windows', 'queryString alone reads the groupId parameter');
    const shown = page.locator('[data-query-key="lang"] [role="tabpanel"]:visible');
    assert.equal(await shown.getAttribute('data-label'), 'Kotlin');

    const entries = await page.evaluate(() => history.length);
    await page.click('[data-query-key="lang"] [role="tab"]:text("Java")');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('lang') === 'java');
    assert.equal(new URL(page.url()).searchParams.get('os'), 'win', 'other parameters are kept');
    // Keyboard choices are written too; a group without queryString never touches the URL.
    await page.focus('[data-query-key="os"] [role="tab"][aria-selected="true"]');
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('os') === 'mac');
    await page.click('[data-tabs]:not([data-query-key]) [role="tab"]:text("Other")');
    assert.equal(await selected(2), 'Other');
    assert.deepEqual([...new URL(page.url()).searchParams.keys()].sort(), ['lang', 'os']);
    // replaceState: no history entries were added.
    assert.equal(await page.evaluate(() => history.length), entries);

    // Reloaded from the written URL, the same tabs show.
    await page.reload();
    await page.waitForFunction(
      () => document.querySelector('[data-query-key="lang"] [aria-selected="true"]')?.textContent === 'Java',
    );
    assert.equal(await selected(1), 'macOS');
    await context.close();
  });

  test("a component's @theme/Tabs switch as the page's own: click, arrow keys, Home/End", async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.goto(site.url('/tabs'));
    const group = page.locator('[data-tabs]').nth(3);
    const shown = () => group.locator('[role="tabpanel"]:visible pre').textContent();
    await page.waitForFunction(() => document.documentElement.classList.contains('js'));
    assert.equal(await group.locator('[role="tab"][aria-selected="true"]').textContent(), 'yarn');
    assert.equal(await shown(), 'yarn add docgen');
    await group.locator('[role="tab"][data-label="npm"]').click();
    assert.equal(await shown(), 'npm install docgen');
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'yarn');
    assert.equal(await shown(), 'yarn add docgen');
    await page.keyboard.press('End');
    assert.equal(await group.locator('[role="tab"][aria-selected="true"]').textContent(), 'pnpm');
    assert.equal(await shown(), 'pnpm add docgen');
    await context.close();
  });
});

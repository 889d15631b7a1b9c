// Browser tests in real Chromium against the built fixture site served over HTTP.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { servedFixture } from '../helpers/served-fixture.ts';

describe('browser: layout, colour mode, drawer, tabs', () => {
  const site = servedFixture('basic');
  const url = site.url;

  test('light by default, OS dark preference ignored; toggle persists across reload and tabs', async () => {
    const context = await site.browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(url('/guide/intro'));
    assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
    await page.click('[data-theme-toggle]');
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
    const other = await context.newPage();
    await other.goto(url('/'));
    assert.equal(await other.getAttribute('html', 'data-theme'), 'dark');
    await page.click('[data-theme-toggle]');
    await other.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    await page.reload();
    assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
    await context.close();
  });

  test('"On this page" marks the section being read, and follows the scroll', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 420 } });
    await page.goto(url('/guide/intro'));
    // The runtime marks the section with the first frame's boxes (src/client/measure.ts).
    await page.locator('[data-toc] a[aria-current="location"]').waitFor({ state: 'attached' });
    assert.equal(await page.getAttribute('[data-toc] a[aria-current="location"]', 'href'), '#set-up');
    await page.evaluate(() => document.getElementById('set-up-1')!.scrollIntoView());
    await page.waitForFunction(
      () =>
        document.querySelector('[data-toc] a[aria-current="location"]')?.getAttribute('href') === '#set-up-1',
    );
    assert.equal(await page.locator('[data-toc] a.is-active').count(), 1);
    await page.close();
  });

  test('the not-found page searches for the words of the missing path', async () => {
    const page = await site.browser.newPage();
    await page.goto(url('/guide/set_up-pets.html'));
    await page.click('button[data-search-query="path"]');
    await page.waitForSelector('dialog.search-dialog[open]');
    assert.equal(await page.inputValue('.search-dialog__input'), 'guide set up pets');
    await page.close();
  });

  test('in forced colours the icons (CSS masks) stay painted: navbar buttons and admonition titles', async () => {
    const page = await site.browser.newPage();
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto(url('/'));
    for (const selector of ['.theme-toggle', '.admonition-title']) {
      const icon = await page.$eval(selector, (el) => {
        const style = getComputedStyle(el, '::before');
        return {
          adjust: style.forcedColorAdjust,
          background: style.backgroundColor,
          color: getComputedStyle(el).color,
        };
      });
      // A forced background is the page's own colour: the mask would cut a hole of nothing.
      assert.equal(icon.adjust, 'none', selector);
      assert.notEqual(icon.background, 'rgba(0, 0, 0, 0)', selector);
      assert.notEqual(
        icon.background,
        await page.evaluate(() => getComputedStyle(document.body).backgroundColor),
        selector,
      );
    }
    await page.close();
  });

  test('narrow desktops keep a readable text column beside the sidebar and the TOC', async () => {
    for (const [width, minimum] of [
      [1024, 460],
      [1199, 600],
      [1440, 700],
    ]) {
      const page = await site.browser.newPage({ viewport: { width, height: 800 } });
      await page.goto(url('/guide/intro'));
      const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
      const [sidebar, content, toc] = [
        await box('.sidebar'),
        await box('.main__content'),
        await box('.main__toc'),
      ];
      assert.ok(content.width >= minimum, `${width} px: the text column is ${content.width} px wide`);
      assert.ok(toc.width >= 180, `${width} px: the TOC column is ${toc.width} px wide`);
      // Side by side, in this order, inside the window.
      assert.ok(sidebar.x + sidebar.width <= content.x && content.x + content.width <= toc.x, `${width} px`);
      assert.ok(toc.x + toc.width <= width, `${width} px: the TOC ends inside the window`);
      await page.close();
    }
  });

  test('skip link is the first focusable element and targets main', async () => {
    const page = await site.browser.newPage();
    await page.goto(url('/guide/intro'));
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to main content');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => location.hash), '#main-content');
    await page.close();
  });

  test('mobile drawer at 375 px: opens, Escape closes, forced closed at desktop width', async () => {
    const page = await site.browser.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(url('/guide/intro'));
    assert.equal(await page.isVisible('[data-sidebar]'), false);
    await page.click('[data-drawer-open]');
    await page.waitForSelector('[data-sidebar] a[aria-current="page"]', { state: 'visible' });
    assert.equal(await page.getAttribute('[data-drawer-open]', 'aria-expanded'), 'true');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-sidebar]', { state: 'hidden' });
    await page.click('[data-drawer-open]');
    await page.waitForSelector('[data-sidebar]', { state: 'visible' });
    await page.click('[data-drawer-back]');
    assert.equal(await page.isVisible('[data-drawer-primary]'), true);
    // The main menu is never a dead end: it leads back into the docs menu.
    await page.click('[data-drawer-docs]');
    await page.waitForSelector('[data-sidebar] a[aria-current="page"]', { state: 'visible' });
    assert.equal(await page.isVisible('[data-drawer-primary]'), false);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForFunction(() => !document.documentElement.classList.contains('drawer-open'));
    await page.close();
  });

  test("on a touch screen the copy button, always shown, covers none of the code's first line", async () => {
    const context = await site.browser.newContext({
      viewport: { width: 375, height: 800 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(url('/guide/intro'));
    assert.equal(await page.evaluate(() => matchMedia('(hover: none)').matches), true);
    const block = page.locator('.code-block:visible').first();
    const button = block.locator('.copy-button');
    await button.waitFor({ state: 'visible' });
    assert.equal(await button.evaluate((el) => getComputedStyle(el).opacity), '1');
    const overlap = await block.evaluate((el) => {
      const copy = el.querySelector('.copy-button')!.getBoundingClientRect();
      // The first line of the code: a range over its first character.
      const range = document.createRange();
      const text = document.createTreeWalker(el.querySelector('pre code')!, NodeFilter.SHOW_TEXT).nextNode()!;
      range.setStart(text, 0);
      range.setEnd(text, 1);
      const line = range.getBoundingClientRect();
      return copy.bottom > line.top && copy.top < line.bottom;
    });
    assert.equal(overlap, false, 'the button is above the first line, not over it');
    await context.close();
  });

  test('code tabs switch with click and arrow keys', async () => {
    const page = await site.browser.newPage();
    await page.goto(url('/guide/intro'));
    assert.equal(await page.isVisible('#tabs-1-panel-1'), false);
    await page.click('#tabs-1-tab-1');
    assert.equal(await page.isVisible('#tabs-1-panel-1'), true);
    assert.equal(await page.isVisible('#tabs-1-panel-0'), false);
    await page.keyboard.press('ArrowLeft');
    assert.equal(await page.getAttribute('#tabs-1-tab-0', 'aria-selected'), 'true');
    await page.close();
  });

  test('without JavaScript every tab panel is readable', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url('/guide/intro'));
    assert.equal(await page.isVisible('#tabs-1-panel-1'), true);
    await context.close();
  });
});

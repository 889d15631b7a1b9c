// The navigation chrome of the real Evolve site, measured in Chromium: the sidebar's chevrons
// line up whether a category has a page of its own (a link and a caret button) or not (one
// toggle button); a breadcrumb that wraps never starts a line with "›"; the navbar hides what
// scrolls under it (a solid fill, or a blur behind a nearly solid one), light and dark.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { servedEvolveSite } from '../helpers/served-fixture.ts';

/**
 * The horizontal centre of the ink in each box (page coordinates): the box is screenshot and its
 * pixels read in the page (a canvas decodes the PNG), so a CSS-drawn chevron is measured as shown.
 */
async function inkCentres(page: Page, boxes: { x: number; y: number; width: number; height: number }[]) {
  const centres: number[] = [];
  for (const box of boxes) {
    const png = (await page.screenshot({ clip: box })).toString('base64');
    const inkColumns = await page.evaluate(async (data) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data: pixels, width, height } = context.getImageData(0, 0, image.width, image.height);
      const background = pixels.slice(0, 3);
      const columns: number[] = [];
      for (let x = 0; x < width; x++)
        for (let y = 0; y < height; y++) {
          const i = (y * width + x) * 4;
          if (Math.abs(pixels[i] - background[0]) + Math.abs(pixels[i + 1] - background[1]) > 60) {
            columns.push(x);
            break;
          }
        }
      return columns;
    }, png);
    assert.ok(inkColumns.length > 0, 'a chevron is drawn');
    centres.push(box.x + (inkColumns[0] + inkColumns[inkColumns.length - 1] + 1) / 2);
  }
  return centres;
}

describe('browser: navigation chrome (Evolve)', () => {
  const site = servedEvolveSite();

  test('1,440 px: the chevrons of categories with and without a page of their own line up', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(site.url('/image-search/api/perform-image-search'));
    const rows = await page.locator('[data-sidebar] .menu__category').evaluateAll((categories) =>
      categories
        .filter((c) => c.checkVisibility())
        .map((c) => {
          const control = c.querySelector(':scope > .menu__caret, :scope > .menu__toggle')!;
          const row = control.getBoundingClientRect();
          return {
            kind: control.className,
            label: c.firstElementChild!.textContent!,
            row: row.toJSON() as DOMRect,
          };
        }),
    );
    const kinds = new Set(rows.map((r) => r.kind));
    assert.ok(
      kinds.has('menu__caret') && kinds.has('menu__toggle'),
      `both kinds of category (${[...kinds]})`,
    );
    // The chevron sits in the last 32 px of its row (the caret button's width).
    const centres = await inkCentres(
      page,
      rows.map(({ row }) => ({ x: row.right - 32, y: row.top + 4, width: 32, height: row.height - 8 })),
    );
    const spread = Math.max(...centres) - Math.min(...centres);
    assert.ok(
      spread <= 1,
      `chevrons within 1 px: ${rows.map((r, i) => `${r.label} ${centres[i].toFixed(1)}`).join(', ')}`,
    );
    await page.close();
  });

  test('375 px: a breadcrumb that wraps starts its next line with a name, never "›"', async () => {
    const page = await site.browser.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(site.url('/image-optimization/integration/automatic'));
    const items = await page.locator('.breadcrumbs__item').evaluateAll((list) =>
      list.map((li) => ({
        top: Math.round(li.getBoundingClientRect().top),
        before: getComputedStyle(li, '::before').content,
        after: getComputedStyle(li, '::after').content,
      })),
    );
    assert.ok(new Set(items.map((i) => i.top)).size > 1, 'the breadcrumb wraps at 375 px');
    // The separator is drawn after an item, inside it: a line can only start with an item's name.
    for (const [i, item] of items.entries()) {
      assert.equal(item.before, 'none', `item ${i + 1} draws nothing before its name`);
      assert.equal(item.after, i < items.length - 1 ? '"›"' : 'none', `item ${i + 1}'s separator`);
    }
    await page.close();
  });

  for (const scheme of ['light', 'dark'] as const)
    test(`${scheme}: the navbar hides the text scrolling under it`, async () => {
      const context = await site.browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addInitScript((mode) => localStorage.setItem('theme', mode), scheme);
      const page = await context.newPage();
      await page.goto(site.url('/image-search'));
      await page.mouse.wheel(0, 600);
      await page.waitForFunction(() => scrollY > 0);
      const style = await page.locator('[data-navbar]').evaluate((navbar) => {
        const s = getComputedStyle(navbar);
        return { background: s.backgroundColor, filter: s.backdropFilter, position: s.position };
      });
      assert.ok(/sticky|fixed/.test(style.position), `the navbar stays (${style.position})`);
      const channels = style.background.match(/[\d.]+/g) ?? [];
      const alpha = channels.length === 4 ? Number(channels[3]) : 1;
      const blurred = /blur\((?!0px)/.test(style.filter);
      assert.ok(alpha === 1 || (alpha >= 0.85 && blurred), `${style.background}, ${style.filter}`);
      await context.close();
    });
});

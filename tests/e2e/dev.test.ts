// `docgen dev` in real Chromium: an edit updates the open tab and keeps its scroll position; a
// broken edit shows the error overlay (same message as the terminal), and fixing it clears it.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { dev, type DevHandle } from '../../src/commands/dev.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { copyFixture } from '../helpers/fixtures.ts';

describe('browser: docgen dev live reload and error overlay', () => {
  const fixture = copyFixture('basic');
  const advanced = path.join(fixture.dir, 'content/guide/advanced.md');
  // A long page, so there is a scroll position to keep.
  const original = `${readFileSync(advanced, 'utf8')}\n${Array.from({ length: 80 }, (_, i) => `Paragraph number ${i}.\n`).join('\n')}`;
  let session: DevHandle;
  let browser: Browser;
  let page: Page;
  before(async () => {
    writeFileSync(advanced, original);
    session = await dev({ root: fixture.dir, port: 0, log: { info() {}, error() {} } });
    await session.watching;
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 700 } });
    await page.goto(new URL('guide/advanced', session.url).href);
    // Connected to the live-reload channel before the first edit.
    await page.waitForSelector('html[data-docgen-dev="connected"]', { state: 'attached' });
  });
  after(async () => {
    await browser?.close();
    await session?.close();
    fixture.cleanup();
  });

  test('an edit updates the page and keeps the scroll position', async () => {
    await page.evaluate(() => window.scrollTo(0, 1200));
    const before = await page.evaluate(() => window.scrollY);
    assert.ok(before > 1000, `scrolled (${before})`);
    writeFileSync(advanced, original.replace('Paragraph number 79.', 'Paragraph number 79, edited live.'));
    await page.waitForFunction(() => document.body.textContent!.includes('edited live'));
    await page.waitForSelector('html[data-docgen-dev="connected"]', { state: 'attached' });
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, before);
  });

  test('a broken edit shows the overlay with the terminal message; the fix clears it', async () => {
    writeFileSync(advanced, original.replace('title:', 'title: [unclosed\nx:'));
    const overlay = page.getByRole('alertdialog');
    await overlay.waitFor();
    const text = await overlay.textContent();
    assert.match(text!, /content\/guide\/advanced\.md:\d+:\d+: Malformed front matter/);
    assert.match(text!, /hint: Front matter is YAML/);
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('role')),
      'alertdialog',
      'focus moves to the dialog',
    );
    assert.match(
      (await page.textContent('main')) ?? '',
      /Paragraph number 79, edited live\./,
      'the last good page stays',
    );

    writeFileSync(advanced, original.replace('Paragraph number 3.', 'Paragraph number 3, fixed.'));
    await overlay.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.body.textContent!.includes('Paragraph number 3, fixed.'));
  });
});

// Quality gate: axe-core in Chromium on every route of the Evolve site (and the 404 page), in
// light and in dark mode, and at mobile width: 0 violations of WCAG 2.x A/AA and axe's best
// practices.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolations } from '../helpers/axe.ts';
import { servedEvolveSite } from '../helpers/served-fixture.ts';

describe('quality: accessibility (axe-core) on every route, light and dark, desktop and mobile', () => {
  const site = servedEvolveSite();
  const url = (route: string) => site.url(route);

  /** Every route in `theme` at `width` px, checked by `check` once it has loaded. */
  async function everyRoute(
    theme: 'light' | 'dark',
    width: number,
    check: (page: Page, route: string, problems: string[]) => Promise<void>,
  ): Promise<string[]> {
    // axe is injected as a script: the pages' own CSP would (rightly) refuse it.
    const context = await site.browser.newContext({ bypassCSP: true, viewport: { width, height: 900 } });
    // The toggle (dark and light pass) stores 'light'; Chromium may deliver that write to the
    // next page as a `storage` event after this script has stored the theme, and the runtime
    // follows such events (to keep tabs in step): on a loaded machine a dark page turned light.
    // Each page is one tab here, so the events stop before the runtime's listener.
    await context.addInitScript((t) => {
      localStorage.setItem('theme', t);
      window.addEventListener('storage', (event) => event.stopImmediatePropagation(), true);
    }, theme);
    const page = await context.newPage();
    const problems: string[] = [];
    for (const route of [...site.routes, '/does-not-exist']) {
      await page.goto(url(route), { waitUntil: 'load' });
      assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), theme, route);
      await check(page, route, problems);
    }
    await context.close();
    return problems;
  }

  async function axe(page: Page, route: string, label: string, problems: string[]): Promise<void> {
    for (const v of await axeViolations(page))
      problems.push(
        `${route} [${label}] ${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`).join('\n    ')}`,
      );
  }

  // Desktop in both modes: each page is loaded once, in dark mode (the stored choice), checked,
  // switched to light mode by its own toggle (the handler a reader's click runs, without moving
  // the mouse onto it) and checked again: one load and one injection of axe serve both. (Light
  // mode on load is the mobile pass's.)
  test('dark and light, 1280 px: 0 violations', async () => {
    const problems = await everyRoute('dark', 1280, async (page, route, found) => {
      await axe(page, route, 'dark, 1280 px', found);
      const theme = await page.evaluate(() => {
        document.querySelector<HTMLButtonElement>('[data-theme-toggle]')?.click();
        return document.documentElement.dataset.theme;
      });
      assert.equal(theme, 'light', `${route}: the toggle switches to light mode`);
      // The colours' transitions (e.g. a card's border) end before axe reads them.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a instanceof CSSTransition)
            .map((a) =>
              a.finished.then(
                () => undefined,
                () => undefined,
              ),
            ),
        ).then(() => undefined),
      );
      await axe(page, route, 'light, 1280 px', found);
    });
    assert.deepEqual(problems, [], `\n${problems.join('\n')}`);
  });

  // The mobile layout (drawer, TOC as <details>) in the default mode.
  test('light, 375 px: 0 violations', async () => {
    const problems = await everyRoute('light', 375, (page, route, found) =>
      axe(page, route, 'light, 375 px', found),
    );
    assert.deepEqual(problems, [], `\n${problems.join('\n')}`);
  });
});

// The browser runtime's first pass over a page lays nothing out on the spot: no script reads a
// box (getBoundingClientRect, scrollWidth…) after the page changed, which would make Chromium
// do the layout inside the script task (a forced reflow, Lighthouse's "forced reflow" insight).
// A performance trace of each load tells: Chromium records the script's stack with a Layout or
// style recalculation only when a script forced it. Loaded with a remembered sample language,
// so choosing the tab in every group (and scrolling it into its strip) runs too.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { servedEvolveSite } from '../helpers/served-fixture.ts';

const ROUTES = ['/', '/image-search/getting-started/index-data', '/image-search/api/perform-image-search'];
const REMEMBERED = 'JavaScript';

interface TraceEvent {
  name: string;
  args?: { beginData?: { stackTrace?: { functionName: string; url: string; lineNumber: number }[] } };
}

/**
 * The layouts and style recalculations a script of the site (at `origin`) forced while `load`
 * ran, each as its stack (the test's own probes run as scripts without a URL).
 */
async function forcedLayouts(page: Page, origin: string, load: () => Promise<void>): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline.stack',
    transferMode: 'ReportEvents',
  });
  await load();
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  return events
    .filter(
      (e) =>
        (e.name === 'Layout' || e.name === 'UpdateLayoutTree') &&
        e.args?.beginData?.stackTrace?.some((frame) => frame.url.startsWith(origin)),
    )
    .map(
      (e) =>
        `${e.name} from ${e
          .args!.beginData!.stackTrace!.slice(0, 3)
          .map((f) => `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber}`)
          .join(' < ')}`,
    );
}

describe('browser: the runtime forces no layout on page load (Evolve)', () => {
  const site = servedEvolveSite();

  for (const width of [1440, 375])
    test(`${width} px: home, a tutorial and an operation page load without a forced reflow`, async () => {
      const context = await site.browser.newContext({ viewport: { width, height: 800 } });
      await context.addInitScript((label) => localStorage.setItem('docgen-code-tab', label), REMEMBERED);
      for (const route of ROUTES) {
        const page = await context.newPage();
        const forced = await forcedLayouts(page, new URL(site.url('/')).origin, async () => {
          await page.goto(site.url(route), { waitUntil: 'load' });
          // The runtime's first pass is done: the TOC marks a section, the remembered tab is chosen.
          if (await page.locator('[data-toc] a.toc__link').count())
            await page
              .locator('[data-toc] a[aria-current="location"]')
              .first()
              .waitFor({ state: 'attached' });
          const tabs = page.locator(
            `[data-tabs]:not([data-tabs="local"]) [role="tab"][data-label="${REMEMBERED}"]`,
          );
          if (await tabs.count())
            await tabs.first().and(page.locator('[aria-selected="true"]')).waitFor({ state: 'attached' });
          await page.evaluate(
            () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          );
        });
        assert.deepEqual(forced, [], `${route} at ${width} px`);
        await page.close();
      }
      await context.close();
    });
});

// Quality gate: axe-core in Chromium on every route of the Evolve site (and the 404 page), in
// light and in dark mode, and at mobile width: 0 violations of WCAG 2.x A/AA and axe's best
// practices.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { axeViolations } from '../helpers/axe.ts';
import { servedEvolveSite } from '../helpers/served-fixture.ts';

describe('quality: accessibility (axe-core) on every route, light and dark, desktop and mobile', () => {
  const site = servedEvolveSite();
  const url = (route: string) => site.url(route);

  // Desktop in both modes, and the mobile layout (drawer, TOC as <details>) in the default mode.
  const passes = [
    { theme: 'light', width: 1280 },
    { theme: 'dark', width: 1280 },
    { theme: 'light', width: 375 },
  ] as const;
  for (const { theme, width } of passes) {
    test(`${theme}, ${width} px: 0 violations`, async () => {
      // axe is injected as a script: the pages' own CSP would (rightly) refuse it.
      const context = await site.browser.newContext({ bypassCSP: true, viewport: { width, height: 900 } });
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const page = await context.newPage();
      const problems: string[] = [];
      for (const route of [...site.routes, '/does-not-exist']) {
        await page.goto(url(route), { waitUntil: 'load' });
        assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), theme, route);
        const violations = await axeViolations(page);
        for (const v of violations)
          problems.push(
            `${route} [${theme}, ${width} px] ${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`).join('\n    ')}`,
          );
      }
      await context.close();
      assert.deepEqual(problems, [], `\n${problems.join('\n')}`);
    });
  }
});

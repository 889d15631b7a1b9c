// deploy/nginx.conf must serve a docgen build exactly as `docgen serve` does: the same HTTP
// suite, against Debian's nginx running the config on 127.0.0.1; and the real site must work in
// Chromium under the Content-Security-Policy it sends.
import assert from 'node:assert/strict';
import { chmodSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { buildEvolveSite, type BuiltSite } from '../helpers/evolve-site.ts';
import { httpSuite, type RunningSite } from '../helpers/http-suite.ts';
import { nginxSkipReason, startNginx } from '../helpers/nginx.ts';

httpSuite('deploy/nginx.conf', (outDir) => startNginx(outDir), { skip: nginxSkipReason() });
httpSuite('deploy/nginx.conf (trailingSlash: false)', (outDir) => startNginx(outDir), {
  skip: nginxSkipReason(),
  config: { trailingSlash: false },
});

describe(
  'deploy/nginx.conf: the Evolve site works under its Content-Security-Policy',
  { skip: nginxSkipReason() },
  () => {
    let site: BuiltSite;
    let nginx: RunningSite;
    let browser: Browser;
    before(async () => {
      site = await buildEvolveSite();
      chmodSync(path.dirname(site.outDir), 0o755); // nginx workers drop privileges
      nginx = await startNginx(site.outDir);
      browser = await launchBrowser();
    });
    after(async () => {
      await browser?.close();
      await nginx?.close();
      site?.cleanup();
    });

    test('no CSP violation; the inline colour-mode script and the runtime run', async () => {
      const page = await browser.newPage();
      const violations: string[] = [];
      page.on('console', (msg) => {
        if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) =>
          console.error(`Refused to (CSP) ${e.violatedDirective} ${e.blockedURI}`),
        );
      });
      for (const route of [
        '/',
        '/image-search/getting-started/index-data',
        '/image-search/api/perform-image-search',
      ]) {
        await page.goto(`${nginx.url}${route}`, { waitUntil: 'load' });
        // The inline script (allowed by hash) swaps no-js for js before first paint.
        assert.equal(await page.evaluate(() => document.documentElement.className), 'js', route);
        await page.click('[data-theme-toggle]');
        assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark', route);
        await page.click('[data-theme-toggle]');
        const unselected = page.locator('[role="tab"][aria-selected="false"]');
        if (await unselected.count()) {
          const id = (await unselected.first().getAttribute('id'))!;
          await page.click(`#${id}`);
          assert.equal(await page.getAttribute(`#${id}`, 'aria-selected'), 'true', route);
        }
      }
      // An injected inline script must be refused: the page's own policy pins scripts by hash.
      await page.evaluate(() => {
        const s = document.createElement('script');
        s.textContent = 'window.__injected = true';
        document.head.append(s);
      });
      assert.equal(
        await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
        undefined,
      );
      assert.ok(violations.length >= 1, 'the injected script was reported');
      assert.deepEqual(
        violations.filter((v) => !/script-src/.test(v) || !/inline/.test(v)),
        [],
        violations.join('\n'),
      );
      // Images and clips hosted elsewhere over https (badges, a CDN's pictures) are allowed; plain http is not.
      violations.length = 0;
      const refused = page.waitForEvent('console', (msg) => /Refused to \(CSP\) media-src/.test(msg.text()));
      await page.evaluate(() => {
        for (const [tag, src] of [
          ['img', 'https://img.shields.example/badge/docs-yes-green.svg'],
          ['img', 'http://insecure.example/a.png'],
          ['video', 'https://cdn.example/demo.mp4'],
          ['video', 'http://insecure.example/demo.mp4'],
        ] as const) {
          const element = document.createElement(tag);
          element.src = src;
          document.body.append(element);
        }
      });
      await refused;
      assert.deepEqual(
        violations
          .filter((v) => v.startsWith('Refused to (CSP) '))
          .map((v) => v.split(' ').slice(-2).join(' '))
          .sort(),
        ['img-src http://insecure.example/a.png', 'media-src http://insecure.example/demo.mp4'],
      );
      await page.close();
    });
  },
);

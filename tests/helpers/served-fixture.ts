// A whole-site fixture, built and served over HTTP with a Chromium to drive it, for one describe()
// block: registers its own before/after hooks.
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { build } from '../../src/commands/build.ts';
import { serve, type RunningServer } from '../../src/commands/serve.ts';
import { launchBrowser } from './browser.ts';
import { copyFixture } from './fixtures.ts';

export interface ServedFixture {
  /** The launched browser (available inside tests). */
  readonly browser: Browser;
  /** Absolute URL of a route on the served site. */
  url(route: string): string;
  /** The built site's folder (available inside tests). */
  readonly outDir: string;
}

export function servedFixture(name: string): ServedFixture {
  const fixture = copyFixture(name);
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let outDir = '';
  before(async () => {
    ({ outDir } = await build({ root: fixture.dir }));
    server = await serve({ dir: outDir, port: 0 });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    fixture.cleanup();
  });
  return {
    get browser() {
      return browser!;
    },
    url: (route) => new URL(route.slice(1), server!.url).href,
    get outDir() {
      return outDir;
    },
  };
}

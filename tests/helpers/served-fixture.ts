// A whole site, built and served over HTTP with a Chromium to drive it, for one describe() block:
// a fixture folder (servedFixture) or the real Evolve site (servedEvolveSite). Registers its own
// before/after hooks.
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { build } from '../../src/commands/build.ts';
import { serve, type RunningServer } from '../../src/commands/serve.ts';
import { launchBrowser } from './browser.ts';
import { buildEvolveSite } from './evolve-site.ts';
import { builtRoutes, copyFixture } from './fixtures.ts';

export interface ServedFixture {
  /** The launched browser (available inside tests). */
  readonly browser: Browser;
  /** Absolute URL of a route on the served site. */
  url(route: string): string;
  /** The built site's folder (available inside tests). */
  readonly outDir: string;
  /** Every route the build wrote (available inside tests). */
  readonly routes: string[];
}

export function servedFixture(name: string): ServedFixture {
  const fixture = copyFixture(name);
  return servedSite(async () => (await build({ root: fixture.dir })).outDir, fixture.cleanup);
}

/** A site written by a test helper (e.g. around a generated spec), built and served. */
export function servedGeneratedSite(make: () => { dir: string; cleanup: () => void }): ServedFixture {
  let cleanup = () => {};
  return servedSite(
    async () => {
      const site = make();
      cleanup = site.cleanup;
      return (await build({ root: site.dir })).outDir;
    },
    () => cleanup(),
  );
}

export function servedEvolveSite(): ServedFixture {
  let cleanup = () => {};
  return servedSite(
    async () => {
      const site = await buildEvolveSite();
      cleanup = site.cleanup;
      return site.outDir;
    },
    () => cleanup(),
  );
}

function servedSite(buildSite: () => Promise<string>, cleanup: () => void): ServedFixture {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let outDir = '';
  let routes: string[] = [];
  before(async () => {
    outDir = await buildSite();
    routes = builtRoutes(outDir);
    server = await serve({ dir: outDir, port: 0 });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    cleanup();
  });
  return {
    get browser() {
      return browser!;
    },
    url: (route) => new URL(route.slice(1), server!.url).href,
    get outDir() {
      return outDir;
    },
    get routes() {
      return routes;
    },
  };
}

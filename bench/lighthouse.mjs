// Lighthouse (mobile, its default simulated throttling) on the home page, a tutorial page and
// an API operation page of this site, served by `docgen serve` (precompressed files, the same
// headers as deploy/nginx.conf) and loaded in Debian's Chromium. Prints the four category scores,
// Total Blocking Time and Cumulative Layout Shift.
//   node bench/lighthouse.mjs [builtDir] [--json]
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serve } from '../dist/index.mjs';
import { buildThisSite } from './weight.mjs';

export const LIGHTHOUSE_ROUTES = [
  '/',
  '/image-search/getting-started/index-data',
  '/image-search/api/perform-image-search',
];
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export async function runLighthouse(dir, routes = LIGHTHOUSE_ROUTES) {
  const server = await serve({ dir, port: 0 });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
  });
  const rows = [];
  try {
    for (const route of routes) {
      const result = await lighthouse(new URL(route.slice(1), server.url).href, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      const { categories, audits } = result.lhr;
      rows.push({
        route,
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])),
        tbtMs: Math.round(audits['total-blocking-time'].numericValue),
        cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
        // What kept a category below 100, for the notes.
        failing: Object.values(audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 0.9 &&
              a.scoreDisplayMode !== 'informative' &&
              a.scoreDisplayMode !== 'manual' &&
              a.scoreDisplayMode !== 'notApplicable',
          )
          .map((a) => a.id),
        // The elements behind a failing accessibility audit (e.g. which targets are too small).
        items: Object.fromEntries(
          Object.values(audits)
            .filter((a) => a.score !== null && a.score < 0.9 && a.details?.items?.length)
            .map((a) => [
              a.id,
              a.details.items.slice(0, 5).map((i) => i.node?.snippet ?? i.node?.selector ?? i.url),
            ])
            .filter(([, items]) => items.some(Boolean)),
        ),
      });
    }
  } finally {
    chrome.kill();
    await server.close();
  }
  return rows;
}

export function lighthouseTable(rows) {
  const lines = [
    '| page | performance | accessibility | best practices | SEO | TBT | CLS | LCP |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of rows)
    lines.push(
      `| ${r.route} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${r.tbtMs} ms | ${r.cls} | ${(r.lcpMs / 1000).toFixed(1)} s |`,
    );
  const failing = rows.filter((r) => r.failing.length > 0).map((r) => `${r.route}: ${r.failing.join(', ')}`);
  return failing.length ? `${lines.join('\n')}\n\nAudits below 0.9: ${failing.join('; ')}` : lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const given = process.argv.slice(2).find((a) => !a.startsWith('--'));
  const site = given ? { dir: path.resolve(given), cleanup: () => {} } : buildThisSite();
  try {
    const rows = await runLighthouse(site.dir);
    console.log(process.argv.includes('--json') ? JSON.stringify(rows, null, 2) : lighthouseTable(rows));
  } finally {
    site.cleanup();
  }
}

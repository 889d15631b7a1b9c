// axe-core in a Playwright page: WCAG 2.x A/AA (2.2 AA included) and axe's best practices. The
// page's context must be created with `bypassCSP: true`: axe is injected as a script, which the
// site's own CSP would (rightly) refuse. It is loaded from a URL of its own, served from this
// process with a year's caching, so that Chromium compiles its 0.5 MB once and reuses the code
// on every later page of the context instead of parsing it again each time.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let axeUrl: Promise<string> | undefined;
/** The URL of axe-core's script (a server started on first use, which does not keep Node alive). */
function servedAxe(): Promise<string> {
  axeUrl ??= new Promise((resolve, reject) => {
    const server = createServer((_request, response) => {
      response.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=31536000, immutable',
        connection: 'close',
      });
      response.end(axeSource);
    });
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.unref();
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/axe.min.js`);
    });
  });
  return axeUrl;
}

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  /** The first three elements at fault. */
  nodes: { target: string[]; failureSummary?: string }[];
}

/** The violations axe finds on the page as it is now (axe is injected once a document). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    // The <script> element goes again once it has run: axe checks the page as it was.
    const script = await page.addScriptTag({ url: await servedAxe() });
    await script.evaluate((element) => (element as HTMLScriptElement).remove());
  }
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
}

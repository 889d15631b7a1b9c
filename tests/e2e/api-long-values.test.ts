// API pages of specs shaped like real ones found in the wild: enums of a hundred long values (time
// zones with their cities), unbroken identifiers, empty defaults, an overview description with an
// "Authentication" section of its own, several security schemes, form and binary bodies, a long
// schema title before its type pill (FastAPI's union responses), a heading in a field's description. At 375 px nothing scrolls the
// page sideways, no enum value is a box that scrolls on its own (a keyboard cannot reach it), no
// type pill is cut across two lines, and axe finds nothing, light and dark, narrow and wide.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolations } from '../helpers/axe.ts';
import { servedGeneratedSite } from '../helpers/served-fixture.ts';
import { throwawaySite } from '../helpers/throwaway-site.ts';

const ZONES = Array.from(
  { length: 60 },
  (_, i) =>
    `Zone ${String(i).padStart(2, '0')} Standard Time - (UTC+${String(i % 14).padStart(2, '0')}:00) Alpha City, Beta Town, Gamma Village, Delta Port, Epsilon Bay`,
);
const UNBROKEN = `urn:example:${'segment-'.repeat(24)}end`;

const spec = {
  openapi: '3.0.3',
  info: {
    title: 'Clock',
    version: '1.0',
    description: '# Authentication\n\nSend a key.\n\n# Servers\n\nOne per region.\n',
  },
  servers: [{ url: `https://clock.example/${'very-long-path-segment/'.repeat(6)}v1` }],
  components: {
    securitySchemes: {
      apiKey: { type: 'apiKey', in: 'header', name: 'X-Clock-Key' },
      bearer: { type: 'http', scheme: 'bearer' },
      oauth: {
        type: 'oauth2',
        flows: {
          authorizationCode: {
            authorizationUrl: 'https://clock.example/oauth/authorize',
            tokenUrl: 'https://clock.example/oauth/token',
            scopes: { 'clock:read': 'Read clocks.', [UNBROKEN]: 'A scope with a very long name.' },
          },
        },
      },
    },
  },
  security: [{ apiKey: [] }, { bearer: [] }, { oauth: ['clock:read'] }],
  paths: {
    '/world-time': {
      post: {
        operationId: 'worldTime',
        summary: 'Convert a time between zones',
        parameters: [
          {
            name: 'platform',
            in: 'query',
            schema: { type: 'string', default: '' },
            // DocuSign's form: a heading inside a field's description.
            description: 'The platform.\n\n###### Note: one of `platform` or `format` is required.',
          },
          { name: 'format', in: 'query', schema: { type: 'string', enum: [UNBROKEN, 'short'] } },
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['source'],
                properties: {
                  source: { type: 'string', enum: ZONES, default: ZONES[0] },
                  [UNBROKEN.replace(/[:-]/g, '_')]: { type: 'string', example: UNBROKEN },
                },
              },
            },
          },
        },
        responses: {
          '200': {
            description: 'The time.',
            content: { 'application/json': { schema: { type: 'string' } } },
          },
        },
      },
    },
    // FastAPI names a union response after its route: a long title before the `one of` pill.
    '/v1/models/{model_id}': {
      get: {
        operationId: 'retrieveModel',
        parameters: [{ name: 'model_id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          '200': {
            description: 'Successful Response',
            content: {
              'application/json': {
                schema: {
                  title: 'Response Retrieve Model V1 Models  Model Id  Get',
                  oneOf: [
                    { title: 'BaseModelCard', type: 'object', properties: { id: { type: 'string' } } },
                    { title: 'FTModelCard', type: 'object', properties: { job: { type: 'string' } } },
                  ],
                },
              },
            },
          },
        },
      },
    },
    '/uploads': {
      post: {
        operationId: 'upload',
        requestBody: {
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: {
                  file: { type: 'string', format: 'binary' },
                  zone: { type: 'string', enum: ZONES.slice(0, 5) },
                },
              },
            },
          },
        },
        responses: { '204': { description: 'Stored.' } },
      },
    },
  },
};

const ROUTES = ['/api', '/api/world-time', '/api/upload', '/api/retrieve-model'];

describe('browser: API pages with long values (enums, identifiers, URLs)', () => {
  const site = servedGeneratedSite(() =>
    throwawaySite(
      { 'content/index.md': '# Home\n', 'openapi/clock.json': JSON.stringify(spec) },
      { openapi: [{ spec: 'openapi/clock.json', route: '/api' }] },
    ),
  );

  async function pageAt(width: number, theme: 'light' | 'dark'): Promise<Page> {
    const context = await site.browser.newContext({ bypassCSP: true, viewport: { width, height: 900 } });
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    return context.newPage();
  }

  test('375 px: no sideways scrolling of the page, no enum value that scrolls on its own', async () => {
    const page = await pageAt(375, 'light');
    for (const route of ROUTES) {
      await page.goto(site.url(route), { waitUntil: 'load' });
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: document.documentElement.clientWidth,
      }));
      assert.ok(widths.page <= widths.viewport, `${route}: ${widths.page} px wide in ${widths.viewport} px`);
    }
    await page.goto(site.url('/api/world-time'), { waitUntil: 'load' });
    const values = page.locator('.schema__enum code');
    assert.ok((await values.count()) >= 60, 'the enum values are on the page');
    // Sixty values: the first ten, and the other fifty one click away.
    const source = page.locator('[id="body.source"] .schema__enum');
    assert.equal(await source.locator('code:visible').count(), 10);
    await source.locator('summary', { hasText: '50 more values' }).click();
    assert.equal(await source.locator('code:visible').count(), 60);
    // Each value is an item of a list (read apart, counted), not <code>s run together.
    assert.equal(await source.getByRole('listitem').count(), 60);
    const scrolling = await values.evaluateAll((codes) =>
      codes
        .filter((c) => c.getClientRects().length && c.scrollWidth > c.clientWidth + 1)
        .map((c) => c.textContent),
    );
    assert.deepEqual(scrolling, [], 'every value fits its box (wrapped)');
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= 375, `open, the list keeps the page ${wide}px wide`);
    await page.context().close();
  });

  test("a schema's type pill after a long title is never cut across two lines (1440 and 375 px)", async () => {
    for (const width of [1440, 375]) {
      const page = await pageAt(width, 'light');
      await page.goto(site.url('/api/retrieve-model'), { waitUntil: 'load' });
      const pill = page.locator('.schema__type > code', { hasText: 'one of' });
      assert.equal(await pill.count(), 1);
      const lines = await pill.evaluate((code) => code.getClientRects().length);
      assert.equal(lines, 1, `${width} px: the pill "one of" is drawn on ${lines} lines`);
      await page.context().close();
    }
  });

  test("a heading in a field's description (`###### Note:`) is the size of that text, not a section's", async () => {
    const page = await pageAt(1440, 'light');
    await page.goto(site.url('/api/world-time'), { waitUntil: 'load' });
    const sizes = await page
      .locator('li[id="query.platform"] .schema__facts')
      .evaluate((facts) =>
        [facts.querySelector('p'), facts.querySelector('h4, h5, h6')].map(
          (el) => el && getComputedStyle(el).fontSize,
        ),
      );
    assert.ok(sizes[1], 'the description has its heading');
    assert.equal(sizes[1], sizes[0]);
    await page.context().close();
  });

  for (const [width, theme] of [
    [375, 'light'],
    [1440, 'dark'],
    [1024, 'light'],
  ] as const) {
    test(`axe: 0 violations at ${width} px, ${theme}`, async () => {
      const page = await pageAt(width, theme);
      const problems: string[] = [];
      for (const route of ROUTES) {
        await page.goto(site.url(route), { waitUntil: 'load' });
        for (const v of await axeViolations(page))
          problems.push(
            `${route} ${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          );
      }
      await page.context().close();
      assert.deepEqual(problems, [], problems.join('\n'));
    });
  }
});

// The Try-it console against a real server over the network (a local stand-in for an API and its
// OAuth 2.0 authorization server, CORS open): sign-in by authorization code with PKCE in a
// pop-up, the token sent as Bearer, the answer checked against the spec. The page runs with the
// CSP bypassed: `connect-src 'self'` of `docgen serve` would (rightly) block the other origin.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { build } from '../../src/commands/build.ts';
import { serve, type RunningServer } from '../../src/commands/serve.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { copyFixture, rewriteFile } from '../helpers/fixtures.ts';

describe('browser: the console signs in with PKCE and calls a real server', () => {
  const fixture = copyFixture('basic');
  let api: Server;
  let server: RunningServer;
  let browser: Browser;
  const seen: string[] = [];
  before(async () => {
    let challenge = '';
    api = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://api');
      const cors = {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'authorization, content-type',
      };
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen.push(`${req.method} ${url.pathname}`);
        if (req.method === 'OPTIONS') return res.writeHead(204, cors).end();
        if (url.pathname === '/authorize') {
          challenge = url.searchParams.get('code_challenge') ?? '';
          const back = new URL(url.searchParams.get('redirect_uri')!);
          back.search = new URLSearchParams({
            code: 'the-code',
            state: url.searchParams.get('state')!,
          }).toString();
          return res.writeHead(302, { location: back.href }).end();
        }
        if (url.pathname === '/token') {
          const form = new URLSearchParams(body);
          const verified =
            form.get('code') === 'the-code' &&
            createHash('sha256').update(form.get('code_verifier')!).digest('base64url') === challenge;
          if (!verified) return res.writeHead(400, cors).end('{"error":"invalid_grant"}');
          return res
            .writeHead(200, { ...cors, 'content-type': 'application/json' })
            .end('{"access_token":"pkce-token","token_type":"Bearer","expires_in":600}');
        }
        if (url.pathname === '/api/pets') {
          if (req.headers.authorization !== 'Bearer pkce-token') return res.writeHead(401, cors).end();
          return res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end('[{"name":"Rex"}]');
        }
        res.writeHead(404, cors).end();
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    writeFileSync(
      path.join(fixture.dir, 'openapi/login.yaml'),
      `openapi: 3.1.0
info: { title: Login, version: '1' }
servers: [{ url: '${origin}/api' }]
components:
  securitySchemes:
    login:
      type: oauth2
      flows:
        authorizationCode:
          authorizationUrl: ${origin}/authorize
          tokenUrl: ${origin}/token
          scopes: { 'pets:read': Read pets }
paths:
  /pets:
    get:
      operationId: listPets
      security: [{ login: ['pets:read'] }]
      responses:
        '200':
          description: The pets.
          content:
            application/json:
              schema: { type: array, items: { type: object, required: [name], properties: { name: { type: string } } } }
`,
    );
    const config = path.join(fixture.dir, 'docgen.config.ts');
    rewriteFile(config, 'openapi: [', "openapi: [{ spec: 'openapi/login.yaml', route: '/login-api' }, ");
    const out = path.join(fixture.dir, 'build');
    await build({ root: fixture.dir, outDir: out });
    server = await serve({ dir: out, port: 0 });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    await new Promise((resolve) => api?.close(resolve));
    fixture.cleanup();
  });

  test('Sign in (PKCE) → token; Send → 200 from the server, matching the spec', async () => {
    const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(new URL('login-api/list-pets', server.url).href, { waitUntil: 'networkidle' });
    await page.click('button[data-api-console]');
    const console = page.locator('.api-console section');
    await console.waitFor();
    await console.getByLabel('Client ID').fill('docs-client');
    await console.getByRole('button', { name: 'Sign in (PKCE)' }).click();
    await console.getByText(/Got a token valid until/).waitFor();
    await console.getByRole('button', { name: 'Send', exact: true }).click();
    await console.locator('.api-console__status-line').waitFor();
    assert.match(await console.locator('.api-console__status-line').innerText(), /^200 OK/);
    assert.match(await console.locator('.api-console__verdict').innerText(), /matches the spec/);
    assert.ok(
      seen.includes('GET /authorize') && seen.includes('POST /token') && seen.includes('GET /api/pets'),
    );
    await context.close();
  });
});

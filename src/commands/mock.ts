// `docgen mock`: serves every operation of the configured OpenAPI documents on localhost, from
// the specs alone (src/shared/mock/). Each API answers under its server URL without the scheme:
// `https://api.evolve.example/image-search/v1/search` → `http://127.0.0.1:4010/api.evolve.example/image-search/v1/search`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { loadConfig } from '../config/load-config.ts';
import { loadOpenApi } from '../openapi/load/load-openapi.ts';
import { DocgenError } from '../errors.ts';
import { sampler, specValidator } from '../openapi/outputs/json-schema.ts';
import { createSiteServer, listen, type RunningServer } from '../server/site-server.ts';
import { SECURITY_HEADERS } from '../server/static-handler.ts';
import { createMock, type Mock } from '../shared/mock/mock.ts';
import { mountsOf } from '../shared/mock/mount-points.ts';
import type { MockApi, SchemaValidator } from '../shared/mock/types.ts';

export interface MockOptions {
  root?: string;
  config?: string;
  port?: number;
  host?: string;
  /** One line per request (tests capture them). */
  log?: (line: string) => void;
  /** Request bodies larger than this get `413` (default 10 MB; `--max-body <MB>`). */
  maxBodyBytes?: number;
}

export interface RunningMock extends RunningServer {
  /** `spec file → mock base URLs`, as printed at start. */
  mounts: { spec: string; urls: string[] }[];
}

/** Bodies larger than this are refused (413): a mock has no use for them. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;
/**
 * What is read (and dropped) of a refused body before the connection is closed: the client gets
 * to read its 413 instead of a reset while it is still sending.
 */
const DRAIN_BYTES = 64 * 1024 * 1024;
/**
 * The site's security headers on every answer (an example may be HTML, served from this origin);
 * a document that could run script is sandboxed too: a spec's HTML never runs as this origin.
 */
const ACTIVE_TYPES = /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml)\b/i;
function securityHeaders(contentType: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': SECURITY_HEADERS['X-Content-Type-Options'],
    'content-security-policy': SECURITY_HEADERS['Content-Security-Policy'],
    'referrer-policy': SECURITY_HEADERS['Referrer-Policy'],
  };
  if (ACTIVE_TYPES.test(contentType ?? '')) headers['content-security-policy'] += '; sandbox';
  return headers;
}

export async function mock(options: MockOptions = {}): Promise<RunningMock> {
  const { config, root } = await loadConfig(path.resolve(options.root ?? '.'), options.config);
  if (config.openapi.length === 0)
    throw new DocgenError('There is nothing to mock: the config lists no OpenAPI documents.', {
      file: 'docgen.config.ts',
      pointer: 'openapi',
      hint: 'Add `openapi: [{ spec: "openapi/api.yaml", route: "/api" }]` to the config.',
    });
  const loaded = await Promise.all(
    config.openapi.map((source) => loadOpenApi(root, { ...source, maxExampleSize: Infinity })),
  );
  const apis: MockApi[] = loaded.map((api) => ({ name: api.file, document: api.document }));
  const validators = new Map<MockApi, SchemaValidator>(apis.map((api) => [api, specValidator(api.document)]));
  const core = createMock({ apis, validatorFor: (api) => validators.get(api)!, sample: sampler });
  const log = options.log ?? ((line: string) => console.log(line));
  // The docs site (its configured origin, or any local preview) may call the mock from a page.
  const allowedOrigin = (origin: string) =>
    origin === config.url || /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin);
  const running = await listen(
    createSiteServer((req, res) =>
      answer(core, req, res, allowedOrigin, log, options.maxBodyBytes ?? MAX_BODY_BYTES),
    ),
    options.port ?? 4010,
    options.host ?? '127.0.0.1',
    '/',
  );
  const base = running.url.replace(/\/$/, '');
  const mounts = apis.map((api) => ({
    spec: api.name,
    urls: mountsOf(api.document, path.basename(api.name).replace(/\.[a-z]+$/i, '')).map((m) => base + m),
  }));
  return { ...running, mounts };
}

async function answer(
  core: Mock,
  req: IncomingMessage,
  res: ServerResponse,
  allowedOrigin: (origin: string) => boolean,
  log: (line: string) => void,
  maxBodyBytes: number,
): Promise<void> {
  const started = performance.now();
  const origin = req.headers.origin;
  const cors: Record<string, string> =
    origin && allowedOrigin(origin)
      ? { 'access-control-allow-origin': origin, vary: 'Origin', 'access-control-expose-headers': '*' }
      : {};
  const url = new URL(req.url ?? '/', 'http://mock');
  const done = (status: number, headers: Record<string, string>, body: string | Uint8Array = '') => {
    try {
      res.writeHead(status, { ...securityHeaders(headers['content-type']), ...headers, ...cors });
    } catch (error) {
      // A header Node refuses: said in the answer and the log line, never an empty 500.
      const detail = `The mock could not send its answer: ${(error as Error).message}`;
      status = 500;
      body = JSON.stringify({ type: 'about:blank', title: 'Internal Server Error', status, detail });
      res.writeHead(status, { 'content-type': 'application/problem+json', ...cors });
      log(`  ${detail}`);
    }
    res.end(req.method === 'HEAD' ? undefined : body);
    log(
      `${req.method} ${url.pathname}${url.search} → ${status} (${Math.round(performance.now() - started)} ms)`,
    );
  };
  if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
    return done(
      204,
      origin && allowedOrigin(origin)
        ? {
            'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, HEAD',
            'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
            'access-control-max-age': '600',
          }
        : {},
    );
  }
  const body = await readBody(req, maxBodyBytes);
  if (body === undefined) {
    // Answered at once; the rest is read and dropped, so the connection stays usable.
    return done(
      413,
      { 'content-type': 'application/problem+json' },
      JSON.stringify({
        type: 'about:blank',
        title: 'Content Too Large',
        status: 413,
        detail: `The mock takes request bodies up to ${formatBytes(maxBodyBytes)} (docgen mock --max-body <MB>).`,
      }),
    );
  }
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.headers))
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  const response = core.handle({
    method: req.method ?? 'GET',
    path: url.pathname,
    query: url.search.slice(1),
    headers,
    body,
  });
  done(response.status, response.headers, response.body);
}

/**
 * The request body, or undefined when it is larger than `limit`: then what follows is read and
 * dropped (up to DRAIN_BYTES, then the connection is cut), so the client can read the 413.
 */
function readBody(req: IncomingMessage, limit: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    const refuse = () => {
      refused = true;
      chunks.length = 0;
      resolve(undefined);
    };
    if (declared > limit) refuse();
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (refused) {
        if (size > limit + DRAIN_BYTES) req.destroy();
      } else if (size > limit) refuse();
      else chunks.push(chunk);
    });
    req.on('end', () => {
      if (!refused) resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', (error) => (refused ? undefined : reject(error)));
  });
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${+(bytes / 1024 / 1024).toFixed(2)} MB`
    : bytes >= 1024
      ? `${+(bytes / 1024).toFixed(2)} KB`
      : `${bytes} bytes`;
}

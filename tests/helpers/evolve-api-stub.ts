// A small stand-in for the Evolve APIs, for running the guides' samples (tests only). Fixed
// responses come from the specs' own examples; the Image Search index keeps the products that the
// samples import and write, so each step sees what the previous one did. Requests arrive as
// /<host>.evolve.example/<path> (see tests/site/tutorial-samples.test.ts).
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import YAML from 'yaml';
import { repoRoot } from './fixtures.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- spec documents read loosely

const spec = (file: string): Json => YAML.parse(readFileSync(path.join(repoRoot, 'openapi', file), 'utf8'));

function operation(doc: Json, operationId: string): Json {
  for (const item of Object.values<Json>(doc.paths)) {
    for (const op of Object.values<Json>(item)) if (op?.operationId === operationId) return op;
  }
  throw new Error(`no operation ${operationId}`);
}

function example(file: string, operationId: string, name: string): Json {
  return operation(spec(file), operationId).responses['200'].content['application/json'].examples[name].value;
}

/** The documented headers of an operation's 200 response, each with its spec example as value. */
function exampleHeaders(file: string, operationId: string): Record<string, string> {
  const doc = spec(file);
  const headers: Record<string, string> = {};
  for (const [name, header] of Object.entries<Json>(
    operation(doc, operationId).responses['200'].headers ?? {},
  )) {
    const resolved = header.$ref ? doc.components.headers[header.$ref.split('/').pop()] : header;
    if (resolved.example !== undefined) headers[name.toLowerCase()] = String(resolved.example);
  }
  return headers;
}

const IMPORT_ID = 'imp_01J0C7B8N2V4X6Z8Q1S3T5W7Y9';
/** Image URLs that answer 404 (the tutorial hasn't uploaded SKU-10482's side view). */
const MISSING = new Set(['https://img.evolve.example/acme/products/sku-10482/side.jpg']);

export function evolveApiStub() {
  const token = example('platform.yaml', 'generateAccessToken', 'token');
  const search = example('image-search.yaml', 'performImageSearch', 'results');
  const searchHeaders = exampleHeaders('image-search.yaml', 'performImageSearch');
  const usage = example('image-search.yaml', 'getApiUsageStatistics', 'daily');
  const products = new Map<string, Json>();
  let job: Json | null = null;

  const stored = (id: string, input: Json, at: string, indexed: boolean): Json => ({
    product_id: id,
    category: null,
    price: null,
    currency: null,
    product_url: null,
    attributes: {},
    ...input,
    index_status: !indexed
      ? 'pending'
      : input.image_urls.every((u: string) => MISSING.has(u))
        ? 'failed'
        : 'indexed',
    images: input.image_urls.map((url: string) => {
      const failed = indexed && MISSING.has(url);
      return {
        url,
        status: !indexed ? 'pending' : failed ? 'failed' : 'indexed',
        width: indexed && !failed ? 2000 : null,
        height: indexed && !failed ? 2667 : null,
        indexed_at: indexed && !failed ? '2025-06-18T10:00:44Z' : null,
        error: failed ? { code: 'image_unreachable', detail: 'The image URL returned HTTP 404.' } : null,
      };
    }),
    created_at: at,
    updated_at: at,
  });

  return async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url!, 'http://stub');
    const send = (status: number, value?: Json, headers: Record<string, string> = {}) => {
      res
        .writeHead(status, { 'content-type': 'application/json', ...headers })
        .end(value ? JSON.stringify(value) : undefined);
    };
    const route = `${req.method} ${url.pathname}`;
    if (url.pathname.startsWith('/img.evolve.example/')) {
      const image = `https://img.evolve.example${url.pathname.slice('/img.evolve.example'.length)}`;
      if (MISSING.has(image)) return res.writeHead(404, { 'content-type': 'application/problem+json' }).end();
      return res.writeHead(200, { 'content-type': 'image/jpeg' }).end();
    }
    if (route === 'POST /auth.evolve.example/oauth/token') return send(200, token);
    const api = url.pathname.replace(/^\/api\.evolve\.example\/image-search\/v1/, '');
    if (!req.headers.authorization?.startsWith('Bearer ey'))
      return send(401, { code: 'unauthorized', detail: 'No token' });
    if (req.method === 'POST' && api === '/imports') {
      // The multipart file part: JSON Lines, one product per non-blank line.
      const text = body.toString('utf8');
      const file = /filename="([^"]+)"[^]*?\r\n\r\n([^]*?)\r\n--/.exec(text)!;
      const rows = file[2]
        .split('\n')
        .filter((l) => l.trim())
        .map((l) => JSON.parse(l));
      for (const row of rows)
        products.set(row.product_id, stored(row.product_id, row, '2025-06-18T10:00:06Z', true));
      job = {
        id: IMPORT_ID,
        status: 'queued',
        mode: 'upsert',
        format: 'jsonl',
        source: { type: 'upload', filename: file[1], url: null, size_bytes: Buffer.byteLength(file[2]) },
        created_at: '2025-06-18T10:00:02Z',
        started_at: null,
        finished_at: null,
        counts: {
          rows_total: null,
          rows_processed: 0,
          rows_succeeded: 0,
          rows_failed: 0,
          products_created: 0,
          products_updated: 0,
          products_deleted: 0,
        },
        errors_preview: [],
        error_report_url: null,
        error_report_expires_at: null,
        failure: null,
      };
      const queued = { ...job };
      const n = rows.length;
      Object.assign(job, {
        status: 'succeeded',
        started_at: '2025-06-18T10:00:05Z',
        finished_at: '2025-06-18T10:00:07Z',
        counts: {
          rows_total: n,
          rows_processed: n,
          rows_succeeded: n,
          rows_failed: 0,
          products_created: n,
          products_updated: 0,
          products_deleted: 0,
        },
      });
      return send(202, queued);
    }
    if (req.method === 'GET' && api === `/imports/${IMPORT_ID}` && job) return send(200, job);
    const product = /^\/products\/([A-Za-z0-9._~-]+)$/.exec(api);
    if (product && req.method === 'GET' && products.has(product[1]))
      return send(200, products.get(product[1]));
    if (product && req.method === 'PUT') {
      const created = !products.has(product[1]);
      products.set(
        product[1],
        stored(product[1], JSON.parse(body.toString('utf8')), '2025-06-18T10:02:10Z', false),
      );
      return send(created ? 201 : 200, products.get(product[1]));
    }
    if (product && req.method === 'DELETE' && products.delete(product[1])) return send(204);
    if (req.method === 'POST' && api === '/search') {
      const query = JSON.parse(body.toString('utf8'));
      const sizes: string[] | undefined = query.filters?.attributes?.sizes;
      const results = search.results.filter(
        (r: Json) =>
          products.has(r.product_id) &&
          !(query.exclude_product_ids ?? []).includes(r.product_id) &&
          r.score >= (query.min_score ?? 0) &&
          (!sizes || (r.product.attributes.sizes ?? []).some((s: string) => sizes.includes(s))),
      );
      return send(200, { ...search, results: results.slice(0, query.top_k ?? 10) }, searchHeaders);
    }
    if (req.method === 'GET' && api === '/usage') return send(200, usage);
    return send(404, { code: 'not_found', detail: route });
  };
}

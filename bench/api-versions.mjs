// API versions benchmark: `docgen build` of a site whose one API has 1, 3 and 5 versions
// (openapi[].version), generated from one spec with small changes between neighbours (an
// operation added, one removed, a property and an enum value added, a parameter made required),
// so each pair has a changelog. Median of the runs (fresh processes through bin/docgen), with
// peak memory (max RSS).
//   node bench/api-versions.mjs [--operations 40] [--runs 1] [--versions 1,3,5]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { median, runBuild } from './build.mjs';

function arg(name, fallback) {
  const i = process.argv.indexOf(name);
  return i === -1 ? fallback : process.argv[i + 1];
}

const operations = Number(arg('--operations', 40));
const runs = Number(arg('--runs', 1));
const counts = arg('--versions', '1,3,5').split(',').map(Number);

/** Version `v` (1-based) of the API: version 1 has `operations` operations; each later one changes a few. */
function spec(v) {
  const paths = {};
  const statuses = ['active', 'archived', ...Array.from({ length: v - 1 }, (_, i) => `state${i + 2}`)];
  const item = {
    type: 'object',
    required: ['id', 'name'],
    properties: {
      id: { type: 'string', description: 'The id of the item.' },
      name: { type: 'string', maxLength: 200 },
      status: { type: 'string', enum: statuses },
      tags: { type: 'array', items: { type: 'string' } },
      ...Object.fromEntries(Array.from({ length: v - 1 }, (_, i) => [`field${i + 2}`, { type: 'integer' }])),
    },
  };
  // Version v drops the first v-1 resources and adds v-1 new ones at the end.
  for (let i = v - 1; i < operations / 2 + v - 1; i++) {
    const name = `resource${i}`;
    paths[`/${name}`] = {
      get: {
        operationId: `list${i}`,
        summary: `List ${name}`,
        tags: [`group${i % 5}`],
        parameters: [
          { name: 'limit', in: 'query', required: v > 2, schema: { type: 'integer', minimum: 1 } },
          { name: 'cursor', in: 'query', schema: { type: 'string' } },
        ],
        responses: {
          200: {
            description: 'The items.',
            content: {
              'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Item' } } },
            },
          },
          ...(v > 1 ? { 429: { description: 'Too many requests.' } } : {}),
        },
      },
      post: {
        operationId: `create${i}`,
        summary: `Create one of ${name}`,
        tags: [`group${i % 5}`],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } },
        },
        responses: {
          201: {
            description: 'Created.',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } },
          },
        },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Bench API', version: `${v}.0.0`, description: `Version ${v} of the bench API.` },
    servers: [{ url: 'https://api.example.com' }],
    paths,
    components: { schemas: { Item: item } },
  };
}

function makeSite(root, count) {
  mkdirSync(path.join(root, 'content'), { recursive: true });
  mkdirSync(path.join(root, 'openapi'), { recursive: true });
  writeFileSync(path.join(root, 'content/index.md'), '# Bench\n\nThe API reference is under /api.\n');
  const entries = [];
  for (let v = 1; v <= count; v++) {
    writeFileSync(path.join(root, `openapi/v${v}.json`), JSON.stringify(spec(v), null, 2));
    entries.push(
      count === 1
        ? `{ spec: 'openapi/v${v}.json', route: '/api' }`
        : `{ spec: 'openapi/v${v}.json', route: '/api', version: 'v${v}' }`,
    );
  }
  writeFileSync(
    path.join(root, 'docgen.config.ts'),
    `export default {\n  title: 'Bench',\n  url: 'https://bench.example',\n  openapi: [\n    ${entries.join(',\n    ')},\n  ],\n};\n`,
  );
}

const work = mkdtempSync(path.join(tmpdir(), 'docgen-bench-api-versions-'));
const rows = [];
try {
  for (const count of counts) {
    const root = path.join(work, `site-${count}`);
    makeSite(root, count);
    const results = [];
    for (let i = 0; i < runs; i++) {
      const result = runBuild(root, path.join(work, `out-${count}`));
      if (!result.ok) throw new Error(`${count} versions: ${result.error}\n${result.stderr}`);
      results.push(result);
    }
    rows.push({
      versions: count,
      pages: results[0].pages,
      ms: median(results.map((r) => r.ms)),
      maxRssMb: median(results.map((r) => r.maxRssMb)),
      runs: results.map((r) => Math.round(r.ms)),
    });
    console.error(`${count} API versions done`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log('| API versions | pages built | build (median) | per version | max RSS (median) | runs (ms) |');
console.log('|---:|---:|---:|---:|---:|---|');
for (const r of rows)
  console.log(
    `| ${r.versions} | ${r.pages} | ${(r.ms / 1000).toFixed(1)} s | ${(r.ms / 1000 / r.versions).toFixed(1)} s | ${Math.round(r.maxRssMb)} MB | ${r.runs.join(', ')} |`,
  );

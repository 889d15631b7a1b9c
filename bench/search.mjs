// Search benchmark: index size and query latency on the Evolve site, and load + query on a
// generated 10,000-page corpus. Run: npm run bench:search (TypeScript through tsx).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createSearchEngine } from '../src/client/search/engine.ts';
import { build } from '../src/commands/build.ts';
import { writeIndex } from '../src/search/build-search-index.ts';

const root = path.resolve(import.meta.dirname, '..');
const QUERIES = [
  'bulk import',
  'access token',
  '/products/{product_id}',
  '/imports',
  'thumbnail',
  'webp',
  'rate limit',
  'acess tokn',
  'bulk imprt',
  'imag',
  'product_id',
  'error report',
  'oauth',
  'csv',
  'similar products',
  'retry',
];

/** An engine over files in memory; counts the bytes (gzip) a cold query downloads. */
function engineOver(files, manifestUrl, baseUrl = '/') {
  const byUrl = new Map(files.map((f) => [`${baseUrl}${f.path}`, f.contents]));
  const fetched = { raw: 0, gzip: 0, requests: 0 };
  const engine = createSearchEngine(manifestUrl, async (url) => {
    const text = byUrl.get(url);
    fetched.raw += text.length;
    fetched.gzip += gzipSync(text).length;
    fetched.requests++;
    return JSON.parse(text);
  });
  return { engine, fetched };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${value.toFixed(2)} ms`;

async function measure(files, manifestUrl, queries, rounds) {
  const total = { raw: 0, gzip: 0 };
  for (const f of files) {
    total.raw += f.contents.length;
    total.gzip += gzipSync(f.contents).length;
  }
  // Cold: what the first query downloads, and how long load + query takes (no network time).
  const cold = engineOver(files, manifestUrl);
  let t = performance.now();
  await cold.engine.search(queries[0]);
  const coldMs = performance.now() - t;
  // Warm: every query's shards loaded, then the median over many runs.
  const warm = engineOver(files, manifestUrl).engine;
  for (const q of queries) await warm.search(q);
  const times = [];
  for (let i = 0; i < rounds; i++) {
    for (const q of queries) {
      t = performance.now();
      await warm.search(q);
      times.push(performance.now() - t);
    }
  }
  return {
    files: files.length,
    total,
    first: cold.fetched,
    coldMs,
    median: median(times),
    p95: [...times].sort((a, b) => a - b)[Math.floor(times.length * 0.95)],
    runs: times.length,
  };
}

/** 10,000 pages of plausible docs text: a 6,000-word vocabulary, Zipf-like, 4 sections a page. */
function generatedCorpus(pages) {
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const syllables = [
    'im',
    'port',
    'ex',
    'ta',
    'lo',
    'gra',
    'ver',
    'sion',
    'pro',
    'duct',
    'cat',
    'al',
    'og',
    'ser',
    'vice',
    'to',
    'ken',
    'in',
    'dex',
    'que',
    'ry',
    'ca',
    'che',
    'mi',
    'de',
    'sa',
    'ne',
    'ro',
    'la',
  ];
  const vocabulary = Array.from(
    { length: 6000 },
    (_, i) => syllables[i % 29] + syllables[(i * 7) % 29] + (i > 800 ? syllables[(i * 13) % 29] : ''),
  );
  const word = () => vocabulary[Math.floor(vocabulary.length * random() ** 3)];
  const sentence = (n) => Array.from({ length: n }, word).join(' ');
  const docs = [];
  for (let p = 0; p < pages; p++) {
    const route = `/section-${p % 50}/page-${p}`;
    const title = sentence(4);
    const api =
      p % 10 === 0
        ? { method: 'get', path: `/v1/${word()}/{id}`, api: `get /v1/${word()}/{id} ${sentence(3)}` }
        : {};
    docs.push({ route, title, ...api, text: sentence(60) });
    for (let s = 0; s < 4; s++)
      docs.push({ route, title, heading: sentence(3), anchor: `s${s}`, text: sentence(120) });
  }
  return {
    docs,
    queries: Array.from({ length: 40 }, (_, i) => (i % 3 === 0 ? word().slice(0, 4) : `${word()} ${word()}`)),
  };
}

function table(rows) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => String(r[c]).length)));
  for (const [i, row] of rows.entries()) {
    console.log(row.map((cell, c) => String(cell).padEnd(widths[c])).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

const out = mkdtempSync(path.join(tmpdir(), 'docgen-bench-'));
try {
  await build({ root, outDir: out });
  const html = readFileSync(path.join(out, 'index.html'), 'utf8');
  const manifestUrl = /data-search-open="([^"]+)"/.exec(html)[1];
  const siteFiles = readdirSync(path.join(out, '_docgen/search')).map((f) => ({
    path: `_docgen/search/${f}`,
    contents: readFileSync(path.join(out, '_docgen/search', f), 'utf8'),
  }));
  const site = await measure(siteFiles, manifestUrl, QUERIES, 50);

  const corpus = generatedCorpus(10_000);
  let t = performance.now();
  const big = writeIndex(corpus.docs, '/');
  const indexMs = performance.now() - t;
  const large = await measure(big.files, big.manifestUrl, corpus.queries, 5);

  table([
    [
      'corpus',
      'files',
      'index raw',
      'index gzip',
      'first query downloads (gzip)',
      'first query (load + search)',
      'query median',
      'query p95',
    ],
    [
      'Evolve site',
      site.files,
      kb(site.total.raw),
      kb(site.total.gzip),
      `${kb(site.first.gzip)} in ${site.first.requests} requests`,
      ms(site.coldMs),
      ms(site.median),
      ms(site.p95),
    ],
    [
      '10,000 generated pages',
      large.files,
      kb(large.total.raw),
      kb(large.total.gzip),
      `${kb(large.first.gzip)} in ${large.first.requests} requests`,
      ms(large.coldMs),
      ms(large.median),
      ms(large.p95),
    ],
  ]);
  console.log(
    `\nEvolve: ${site.runs} warm queries over ${QUERIES.length} distinct ones. 10,000 pages: ${corpus.docs.length} documents indexed in ${ms(indexMs)}.`,
  );
  if (site.median >= 20) process.exitCode = 1;
} finally {
  rmSync(out, { recursive: true, force: true });
}

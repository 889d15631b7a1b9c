// Build-time benchmark: `docgen build` of this site (median of 5 cold builds, each a fresh
// process through bin/docgen), and of generated sites of 1,000 and 10,000 pages, with peak
// memory (max RSS from /usr/bin/time). Prints a table; `--json` prints the rows as JSON.
//   node bench/build.mjs [--runs 5] [--sizes 1000,10000] [--json]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSite } from './generate-site.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docgen = path.join(repo, 'bin/docgen');
/** Generated sites stop here rather than take the shared machine down: the ceiling is the result. */
const HEAP_CEILING_MB = 3072;
const TIMEOUT_MS = Number(process.env.DOCGEN_BENCH_TIMEOUT_S ?? 600) * 1000;

/**
 * One `docgen build` of `root` into `outDir`. Cold by default: the site's build cache (the default
 * folder, `node_modules/.cache/docgen`) is emptied first, so each run is a first build (which
 * fills the cache, as a user's first build does); `{ warm: true }` keeps it.
 */
export function runBuild(root, outDir, { warm = false } = {}) {
  if (!warm) rmSync(path.join(root, 'node_modules/.cache/docgen'), { recursive: true, force: true });
  const stats = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-bench-')), 'time.txt');
  const started = performance.now();
  const result = spawnSync(
    '/usr/bin/time',
    [
      '-f',
      '%M',
      '-o',
      stats,
      // GNU timeout ends the build's whole process group past the limit: spawnSync's own timeout
      // ended only /usr/bin/time, and the build went on in the background, taking a core.
      'timeout',
      '--kill-after=10',
      String(TIMEOUT_MS / 1000),
      process.execPath,
      `--max-old-space-size=${HEAP_CEILING_MB}`,
      docgen,
      'build',
      '--root',
      root,
      '--out',
      outDir,
      '--debug',
    ],
    { encoding: 'utf8', timeout: TIMEOUT_MS + 30_000, env: { ...process.env, NO_COLOR: '1' } },
  );
  const ms = performance.now() - started;
  const maxRssKb = existsSync(stats) ? Number(readFileSync(stats, 'utf8').trim().split('\n').pop()) : NaN;
  rmSync(path.dirname(stats), { recursive: true, force: true });
  const stages = Object.fromEntries(
    [...result.stderr.matchAll(/^ {2}(.+?)\s+(\d+) ms$/gm)].map((m) => [m[1].trim(), Number(m[2])]),
  );
  const pages = Number(/Built (\d+) pages/.exec(result.stdout)?.[1] ?? NaN);
  const ok = result.status === 0;
  return {
    ok,
    ms,
    maxRssMb: maxRssKb / 1024,
    pages,
    stages,
    stderr: result.stderr,
    error: ok
      ? undefined
      : (result.error?.message ??
        result.stderr.split('\n').find((l) => /error|heap|memory/i.test(l)) ??
        `exit ${result.status}`),
  };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function benchBuilds({ runs = 5, sizes = [1000, 10000], log = () => {} } = {}) {
  const rows = [];
  const out = mkdtempSync(path.join(tmpdir(), 'docgen-bench-out-'));
  try {
    const measure = (label, root, count) => {
      const results = [];
      for (let i = 0; i < count; i++) {
        rmSync(path.join(out, 'site'), { recursive: true, force: true });
        const r = runBuild(root, path.join(out, 'site'));
        log(
          `${label}: run ${i + 1}/${count} ${r.ok ? `${Math.round(r.ms)} ms, ${Math.round(r.maxRssMb)} MB` : `failed: ${r.error}`}`,
        );
        results.push(r);
        if (!r.ok) break;
      }
      const ok = results.filter((r) => r.ok);
      const slowest = Object.entries(ok.at(-1)?.stages ?? results.at(-1)?.stages ?? {})
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3);
      rows.push({
        site: label,
        pages: ok[0]?.pages ?? NaN,
        runs: results.length,
        medianMs: ok.length === results.length ? median(ok.map((r) => r.ms)) : NaN,
        peakRssMb: Math.max(...results.map((r) => r.maxRssMb)),
        slowestStages: slowest.map(([name, ms]) => `${name} ${ms} ms`).join(', '),
        error: results.find((r) => !r.ok)?.error,
      });
    };
    measure('this site', repo, runs);
    for (const size of sizes) {
      const root = path.join(tmpdir(), `docgen-bench-site-${size}`);
      generateSite(size, root);
      // Bigger sites are run fewer times: a 10,000-page build is minutes of a shared machine.
      measure(`generated ${size}`, root, size >= 10000 ? 1 : Math.min(runs, 3));
      rmSync(root, { recursive: true, force: true });
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  return rows;
}

export function buildTable(rows) {
  const lines = [
    '| site | pages | runs | median build | peak RSS | slowest stages |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const r of rows) {
    const time = Number.isNaN(r.medianMs) ? `failed: ${r.error}` : `${(r.medianMs / 1000).toFixed(2)} s`;
    lines.push(
      `| ${r.site} | ${Number.isNaN(r.pages) ? '—' : r.pages} | ${r.runs} | ${time} | ${Math.round(r.peakRssMb)} MB | ${r.slowestStages} |`,
    );
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(name);
    return i === -1 ? fallback : process.argv[i + 1];
  };
  const rows = benchBuilds({
    runs: Number(arg('--runs', '5')),
    sizes: arg('--sizes', '1000,10000').split(',').filter(Boolean).map(Number),
    log: (m) => console.error(m),
  });
  console.log(process.argv.includes('--json') ? JSON.stringify(rows, null, 2) : buildTable(rows));
}

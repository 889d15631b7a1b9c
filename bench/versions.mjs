// Docs versions benchmark: `docgen build` of a generated 200-page site with 1, 3 and 5 docs
// versions (the current docs, plus 0, 2 or 4 snapshots made by `docgen version`), the median of
// 3 cold builds each (fresh processes through bin/docgen), with peak memory (max RSS).
//   node bench/versions.mjs [--pages 200] [--runs 3] [--versions 1,3,5]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, runBuild } from './build.mjs';
import { generateSite } from './generate-site.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function arg(name, fallback) {
  const i = process.argv.indexOf(name);
  return i === -1 ? fallback : process.argv[i + 1];
}

const pages = Number(arg('--pages', 200));
const runs = Number(arg('--runs', 3));
const counts = arg('--versions', '1,3,5').split(',').map(Number);
const work = mkdtempSync(path.join(tmpdir(), 'docgen-bench-versions-'));
const rows = [];
try {
  for (const count of counts) {
    const root = path.join(work, `site-${count}`);
    generateSite(pages, root);
    for (let v = 1; v < count; v++) {
      const made = spawnSync(
        process.execPath,
        [path.join(repo, 'bin/docgen'), 'version', `${v}.0`, '--root', root],
        {
          encoding: 'utf8',
        },
      );
      if (made.status !== 0) throw new Error(made.stderr);
    }
    const results = [];
    for (let i = 0; i < runs; i++) {
      const result = runBuild(root, path.join(work, `out-${count}`));
      if (!result.ok) throw new Error(`${count} versions: ${result.error}`);
      results.push(result);
    }
    rows.push({
      versions: count,
      pages: results[0].pages,
      ms: median(results.map((r) => r.ms)),
      maxRssMb: median(results.map((r) => r.maxRssMb)),
      runs: results.map((r) => Math.round(r.ms)),
    });
    console.error(`${count} versions done`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log('| versions | pages built | build (median) | per version | max RSS (median) | runs (ms) |');
console.log('|---:|---:|---:|---:|---:|---|');
for (const r of rows)
  console.log(
    `| ${r.versions} | ${r.pages} | ${(r.ms / 1000).toFixed(1)} s | ${(r.ms / 1000 / r.versions).toFixed(1)} s | ${Math.round(r.maxRssMb)} MB | ${r.runs.join(', ')} |`,
  );

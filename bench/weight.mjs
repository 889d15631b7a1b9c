// Page weight per route of this site, from the built files: the HTML, CSS and JS bytes a first
// visit loads (raw and gzip; JS includes the chunks the entry imports statically), and the bytes
// one client-side navigation to the route fetches (its `_docgen/routes/<route>.json`), and,
// apart, the hidden code-tab panels that load only when a reader picks another tab.
//   node bench/weight.mjs [builtDir] [--json]     (builds this site into a temp folder without builtDir)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sizes(dir, url) {
  const file = path.join(dir, url.replace(/^\//, '').split(/[?#]/)[0]);
  const raw = readFileSync(file);
  const gz = existsSync(`${file}.gz`)
    ? readFileSync(`${file}.gz`).byteLength
    : gzipSync(raw, { level: 9 }).byteLength;
  return { raw: raw.byteLength, gz, text: raw.toString('utf8') };
}

/** The entry module and every chunk it imports statically (dynamic imports load on demand). */
function moduleGraph(dir, entry) {
  const seen = new Set();
  const visit = (url) => {
    if (seen.has(url)) return;
    seen.add(url);
    const { text } = sizes(dir, url);
    for (const m of text.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[^"'()]*?from\s*)?["']([^"']+)["']/g))
      visit(new URL(m[1], `http://x${url}`).pathname);
  };
  visit(entry);
  return [...seen];
}

export function measureWeights(dir) {
  // One navigation JSON per route: `_docgen/routes/index.json` is `/`, `a/b.json` is `/a/b`.
  const routes = readdirSync(path.join(dir, '_docgen/routes'), { recursive: true })
    .filter((f) => f.endsWith('.json'))
    .map((f) => (f === 'index.json' ? '/' : `/${f.replace(/\.json$/, '')}`));
  return routes.map((route) => {
    const html = sizes(dir, route === '/' ? '/index.html' : `${route}/index.html`);
    const css = [...html.text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) =>
      sizes(dir, m[1]),
    );
    const js = [...html.text.matchAll(/<script type="module" src="([^"]+)"/g)]
      .flatMap((m) => moduleGraph(dir, m[1]))
      .map((u) => sizes(dir, u));
    const nav = sizes(dir, `/_docgen/routes/${route === '/' ? 'index' : route.slice(1)}.json`);
    const panelsFile = `/_docgen/panels/${route === '/' ? 'index' : route.slice(1)}.json`;
    const panels = existsSync(path.join(dir, panelsFile)) ? sizes(dir, panelsFile) : { raw: 0, gz: 0 };
    const sum = (list, key) => list.reduce((a, s) => a + s[key], 0);
    return {
      route,
      html: { raw: html.raw, gz: html.gz },
      css: { raw: sum(css, 'raw'), gz: sum(css, 'gz') },
      js: { raw: sum(js, 'raw'), gz: sum(js, 'gz') },
      firstVisitGz: html.gz + sum(css, 'gz') + sum(js, 'gz'),
      navigation: { raw: nav.raw, gz: nav.gz },
      tabPanels: { raw: panels.raw, gz: panels.gz },
    };
  });
}

const kb = (n) => `${(n / 1024).toFixed(1)}`;

export function weightTable(rows) {
  const lines = [
    '| route | HTML raw / gz (KB) | CSS raw / gz | JS raw / gz | first visit gz | navigation JSON raw / gz | hidden tabs, on use, gz |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of rows)
    lines.push(
      `| ${r.route} | ${kb(r.html.raw)} / ${kb(r.html.gz)} | ${kb(r.css.raw)} / ${kb(r.css.gz)} | ${kb(r.js.raw)} / ${kb(r.js.gz)} | ${kb(r.firstVisitGz)} | ${kb(r.navigation.raw)} / ${kb(r.navigation.gz)} | ${r.tabPanels.gz ? kb(r.tabPanels.gz) : '–'} |`,
    );
  return lines.join('\n');
}

/** Builds this site into a temp folder (removed by `cleanup`). */
export function buildThisSite() {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-weight-')), 'build');
  const result = spawnSync(
    process.execPath,
    [path.join(repo, 'bin/docgen'), 'build', '--root', repo, '--out', out],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`build failed:\n${result.stderr}`);
  return { dir: out, cleanup: () => rmSync(path.dirname(out), { recursive: true, force: true }) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const given = process.argv.slice(2).find((a) => !a.startsWith('--'));
  const site = given ? { dir: path.resolve(given), cleanup: () => {} } : buildThisSite();
  try {
    const rows = measureWeights(site.dir);
    console.log(process.argv.includes('--json') ? JSON.stringify(rows, null, 2) : weightTable(rows));
  } finally {
    site.cleanup();
  }
}

// The build cache and cold-build benchmark of issue 36, in one command: this checkout against a
// baseline commit (built in a temporary git worktree) and against Hugo (Debian's `hugo`, same
// generated pages, a minimal theme), run alternately A B A B so each sees the same machine load.
// Prints medians (wall time, CPU time, peak RSS) and the ratio of each pair's wall times, as a
// Markdown table.
//
//   node bench/cache.mjs [--baseline f59898f] [--runs 5] [--sizes 1000,3000] [--size-runs 3]
//                        [--parts site,cold,warm] [--no-hugo] [--baseline-dir <dir>] [--baseline-cache]
//                        [--baseline-own-site]
//
// `--baseline-dir` takes a baseline already built (a copy of a commit with its dist/, e.g. from
// `git archive`) instead of adding a git worktree. `--baseline-cache`: the baseline has the build
// cache too (issue 36's own commits): its cold builds get `--no-cache`, and the warm rows compare
// with its warm builds (a cache folder of its own). `--baseline-own-site`: the baseline builds its
// own copy of this site (the site as it was at that commit) in this site's rows, for a baseline
// older than today's config (issue 36's `ad50203`: `git worktree add --detach <dir> ad50203`,
// `npm ci` and `node scripts/build-cli.mjs` in it, then `--baseline-dir <dir> --baseline ad50203`).
//
// This site's rows build a copy of it in a temporary folder: cold (`--no-cache`), warm with
// nothing changed (without the output, as in CI, and with it, as a maintainer rebuilds), and warm
// after one page changed (a different line each run). The baseline has
// no cache: every one of its builds is cold. Generated sites (bench/generate-site.mjs) are built
// cold by all three, and warm (nothing changed; without the output, and with it) by this checkout.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './build.mjs';
import { generateSite } from './generate-site.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const baselineRef = option('--baseline', 'f59898f');
const runs = Number(option('--runs', '5'));
const sizeRuns = Number(option('--size-runs', '3'));
const sizes = option('--sizes', '1000,3000').split(',').filter(Boolean).map(Number);
/** Which rows: `site` (this site's three), `cold` and `warm` (the generated sites'). */
const parts = new Set(option('--parts', 'site,cold,warm').split(','));
const hugo = !args.includes('--no-hugo') && spawnSync('hugo', ['version']).status === 0;
const baselineDir = option('--baseline-dir', undefined);
const baselineCache = args.includes('--baseline-cache');
const baselineOwnSite = args.includes('--baseline-own-site');

const work = mkdtempSync(path.join(tmpdir(), 'docgen-cache-bench-'));
const baselineTree = baselineDir ? path.resolve(baselineDir) : path.join(work, 'baseline');

/** Runs a command under /usr/bin/time; wall time (ms), CPU time (user + system, ms) and peak RSS (MB). */
function timed(command, commandArgs, cwd = repo) {
  const stats = path.join(work, 'time.txt');
  const started = performance.now();
  const result = spawnSync('/usr/bin/time', ['-f', '%M %U %S', '-o', stats, command, ...commandArgs], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  const ms = performance.now() - started;
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed:\n${result.stderr}`);
  const [rss, user, system] = readFileSync(stats, 'utf8').trim().split('\n').pop().split(' ').map(Number);
  return { ms, rss: rss / 1024, cpu: (user + system) * 1000 };
}

const docgen = (bin, root, out, extra = []) =>
  timed(process.execPath, [bin, 'build', '--root', root, '--out', out, ...extra]);

/** A Hugo site of the same Markdown pages, with a minimal theme (one layout per kind). */
function hugoSite(docgenSite, dir) {
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(docgenSite, 'content'), path.join(dir, 'content'), { recursive: true });
  writeFileSync(
    path.join(dir, 'hugo.toml'),
    "baseURL = 'https://bench.example/'\ntitle = 'Bench'\ndisableKinds = ['taxonomy', 'term', 'RSS']\n[markup.goldmark.renderer]\nunsafe = true\n",
  );
  const layouts = path.join(dir, 'layouts/_default');
  mkdirSync(layouts, { recursive: true });
  const frame = (body) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{{ .Title }} | {{ .Site.Title }}</title><meta name="description" content="{{ .Description }}"></head><body><nav><ul>{{ range .Site.Sections }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul></nav><main>${body}</main></body></html>`;
  writeFileSync(
    path.join(layouts, 'single.html'),
    frame('<article>{{ .Content }}</article><aside>{{ .TableOfContents }}</aside>'),
  );
  writeFileSync(
    path.join(layouts, 'list.html'),
    frame(
      '<h1>{{ .Title }}</h1>{{ .Content }}<ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>',
    ),
  );
  writeFileSync(path.join(dir, 'layouts/index.html'), frame('{{ .Content }}'));
}

/** Runs each variant in turn, `count` times; per variant its times and peaks, and per pair the ratio. */
function alternate(count, variants) {
  const times = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
  const rss = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
  const cpu = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
  for (let i = 0; i < count; i++)
    for (const [name, run] of Object.entries(variants)) {
      const result = run(i);
      times[name].push(result.ms);
      rss[name].push(result.rss);
      cpu[name].push(result.cpu);
    }
  return { times, rss, cpu };
}

const rows = [];
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
function report(label, { times, rss, cpu }, against) {
  const names = Object.keys(times);
  const cells = names.map(
    (n) => `${n}: **${s(median(times[n]))}** (CPU ${s(median(cpu[n]))}), ${Math.round(median(rss[n]))} MB`,
  );
  const ratios = against
    .filter(([a, b]) => times[a] && times[b])
    .map(([a, b]) => `${a}/${b} ${median(times[a].map((t, i) => t / times[b][i])).toFixed(2)}×`);
  const row = `| ${label} | ${cells.join('; ')} | ${ratios.join('; ')} |`;
  rows.push(row);
  console.log(row);
}

try {
  if (!baselineDir) {
    execFileSync('git', ['-C', repo, 'worktree', 'add', '--detach', '-q', baselineTree, baselineRef]);
    symlinkSync(path.join(repo, 'node_modules'), path.join(baselineTree, 'node_modules'));
    execFileSync(process.execPath, ['scripts/build-cli.mjs'], { cwd: baselineTree, stdio: 'inherit' });
  }
  execFileSync(process.execPath, ['scripts/build-cli.mjs'], { cwd: repo, stdio: 'inherit' });
  const current = path.join(repo, 'bin/docgen');
  const baseline = path.join(baselineTree, 'bin/docgen');
  const out = path.join(work, 'out');
  const cache = path.join(work, 'cache');
  // The previous output is moved aside, not deleted, before a build that starts without one: on
  // some disks (ext4 with `discard` in a VM, here) creating files is 10 to 25 times slower for a
  // minute after many were deleted, which would time the deletion rather than the build. The
  // folders moved aside are deleted at the end.
  let moved = 0;
  const fresh = () => existsSync(out) && renameSync(out, path.join(work, `gone-${moved++}`));
  const baseCache = path.join(work, 'cache-baseline');
  /** The baseline's cold build, and its warm one (cold too when it has no cache). */
  const baseCold = baselineCache ? ['--no-cache'] : [];
  const baseWarm = baselineCache ? ['--cache-dir', baseCache] : [];
  console.log(`| build | medians (wall, CPU, peak RSS) | ratio of the pairs (median) |\n| --- | --- | --- |`);

  // This site, copied: the one-page change edits the copy.
  if (parts.has('site')) {
    const site = path.join(work, 'site');
    for (const part of ['content', 'openapi', 'static', 'templates', 'docgen.config.ts'])
      cpSync(path.join(repo, part), path.join(site, part), { recursive: true });
    const pageFile = path.join(site, 'content/index.md');
    const page = readFileSync(pageFile, 'utf8');
    // The site the baseline builds: the same copy, or its own tree's site as it was then.
    const baseSite = baselineOwnSite ? baselineTree : site;
    report(
      'this site, cold',
      alternate(runs, {
        current: () => (fresh(), docgen(current, site, out, ['--no-cache'])),
        [baselineRef]: () => (fresh(), docgen(baseline, baseSite, out, baseCold)),
      }),
      [['current', baselineRef]],
    );
    fresh();
    docgen(current, site, out, ['--cache-dir', cache]);
    if (baselineCache) docgen(baseline, baseSite, out, baseWarm);
    // Without the output (a CI run that restored the cache), and with it (a maintainer's rebuild:
    // each side keeps an output folder of its own, which the next build replaces).
    report(
      'this site, warm cache, nothing changed, no output (CI)',
      alternate(runs, {
        current: () => (fresh(), docgen(current, site, out, ['--cache-dir', cache])),
        [baselineRef]: () => (fresh(), docgen(baseline, baseSite, out, baseWarm)),
      }),
      [['current', baselineRef]],
    );
    const kept = { current: path.join(work, 'out-current'), baseline: path.join(work, 'out-baseline') };
    docgen(current, site, kept.current, ['--cache-dir', cache]);
    if (baselineCache) docgen(baseline, baseSite, kept.baseline, baseWarm);
    report(
      'this site, warm cache, nothing changed, output kept',
      alternate(runs, {
        current: () => docgen(current, site, kept.current, ['--cache-dir', cache]),
        [baselineRef]: () => docgen(baseline, baseSite, kept.baseline, baseWarm),
      }),
      [['current', baselineRef]],
    );
    report(
      'this site, warm cache, one page changed, output kept',
      alternate(runs, {
        current: (i) => {
          writeFileSync(pageFile, `${page}\nChanged for run ${i}.\n`);
          return docgen(current, site, kept.current, ['--cache-dir', cache]);
        },
        [baselineRef]: () => docgen(baseline, baseSite, kept.baseline, baseWarm),
      }),
      [['current', baselineRef]],
    );
  }

  for (const size of sizes) {
    const generated = path.join(work, `gen-${size}`);
    generateSite(size, generated);
    const hugoDir = path.join(work, `hugo-${size}`);
    if (hugo) hugoSite(generated, hugoDir);
    const sizeCache = path.join(work, `cache-${size}`);
    if (parts.has('cold'))
      report(
        `${size.toLocaleString('en')} generated pages, cold`,
        alternate(sizeRuns, {
          current: () => (fresh(), docgen(current, generated, out, ['--no-cache'])),
          [baselineRef]: () => (fresh(), docgen(baseline, generated, out, baseCold)),
          ...(hugo && { hugo: () => (fresh(), timed('hugo', ['--quiet', '-s', hugoDir, '-d', out])) }),
        }),
        [
          ['current', baselineRef],
          ['current', 'hugo'],
        ],
      );
    if (parts.has('warm')) {
      fresh();
      docgen(current, generated, out, ['--cache-dir', sizeCache]);
      report(
        `${size.toLocaleString('en')} generated pages, warm cache, nothing changed`,
        alternate(sizeRuns, {
          current: () => (fresh(), docgen(current, generated, out, ['--cache-dir', sizeCache])),
          ...(hugo && { hugo: () => (fresh(), timed('hugo', ['--quiet', '-s', hugoDir, '-d', out])) }),
        }),
        [['current', 'hugo']],
      );
      // Each keeps its output folder (Hugo writes over its own; docgen links what is unchanged).
      const kept = { current: path.join(work, `out-${size}`), hugo: path.join(work, `out-hugo-${size}`) };
      docgen(current, generated, kept.current, ['--cache-dir', sizeCache]);
      report(
        `${size.toLocaleString('en')} generated pages, warm cache, nothing changed, output kept`,
        alternate(sizeRuns, {
          current: () => docgen(current, generated, kept.current, ['--cache-dir', sizeCache]),
          ...(hugo && { hugo: () => timed('hugo', ['--quiet', '-s', hugoDir, '-d', kept.hugo]) }),
        }),
        [['current', 'hugo']],
      );
    }
    rmSync(generated, { recursive: true, force: true });
  }
} finally {
  if (!baselineDir && existsSync(baselineTree))
    execFileSync('git', ['-C', repo, 'worktree', 'remove', '--force', baselineTree]);
  rmSync(work, { recursive: true, force: true });
}

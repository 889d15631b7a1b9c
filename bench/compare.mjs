// Same-session A/B of build time: the current working tree against a baseline commit, run
// alternately so both see the same machine load. Prints medians and the ratio.
//   node bench/compare.mjs [baseline-ref=HEAD~1] [--runs 5] [--root <site>]
// The baseline is checked out into a temporary git worktree and its CLI compiled there; both
// builds use this checkout's node_modules and templates.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './build.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const baseline = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? 'HEAD~1';
const runs = Number(option('--runs', '5'));
const root = path.resolve(option('--root', repo));

const work = mkdtempSync(path.join(tmpdir(), 'docgen-compare-'));
const tree = path.join(work, 'baseline');
try {
  execFileSync('git', ['-C', repo, 'worktree', 'add', '--detach', '-q', tree, baseline]);
  symlinkSync(path.join(repo, 'node_modules'), path.join(tree, 'node_modules'));
  execFileSync(process.execPath, ['scripts/build-cli.mjs'], { cwd: tree, stdio: 'inherit' });
  execFileSync(process.execPath, ['scripts/build-cli.mjs'], { cwd: repo, stdio: 'inherit' });
  const variants = { [baseline]: path.join(tree, 'bin/docgen'), current: path.join(repo, 'bin/docgen') };
  const times = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
  for (let i = 0; i < runs; i++) {
    for (const [name, bin] of Object.entries(variants)) {
      const out = path.join(work, 'out');
      rmSync(out, { recursive: true, force: true });
      const started = performance.now();
      const result = spawnSync(process.execPath, [bin, 'build', '--root', root, '--out', out], {
        encoding: 'utf8',
      });
      if (result.status !== 0) throw new Error(`${name} failed: ${result.stderr}`);
      times[name].push(performance.now() - started);
    }
  }
  const [base, now] = Object.values(times).map(median);
  console.log(`| build of ${path.relative(repo, root) || 'this site'} | median of ${runs} | runs |`);
  console.log('| --- | ---: | --- |');
  for (const [name, list] of Object.entries(times))
    console.log(
      `| ${name} | ${(median(list) / 1000).toFixed(2)} s | ${list.map((t) => Math.round(t)).join(', ')} ms |`,
    );
  console.log(`\ncurrent / ${baseline} = ${(now / base).toFixed(2)}`);
} finally {
  spawnSync('git', ['-C', repo, 'worktree', 'remove', '--force', tree]);
  rmSync(work, { recursive: true, force: true });
}

// Runs every *.test.ts(x) under tests/ with Node's test runner (TypeScript through tsx).
// Node 20's runner does not expand globs, so the files are listed here.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const only = process.argv.slice(2);
const files = [];
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'fixtures' && entry.name !== 'node_modules') walk(full);
    else if (/\.test\.tsx?$/.test(entry.name) && (only.length === 0 || only.some((o) => full.includes(o))))
      files.push(full);
  }
};
walk('tests');
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=1', ...files.sort()],
  { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
);
process.exit(result.status ?? 1);

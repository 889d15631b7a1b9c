// Test helpers: copy a fixture site to a temp folder (tests may break it), build it, parse HTML.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const fixturesDir = path.join(repoRoot, 'tests/fixtures');

/** A fresh copy of `tests/fixtures/<name>` in a temp folder; remove it with `cleanup`. */
export function copyFixture(name: string): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), `docgen-${name}-`));
  cpSync(path.join(fixturesDir, name), dir, { recursive: true });
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Edits a file of a copied fixture: `from` (its first occurrence, or every match of a global
 * RegExp) becomes `to`. Throws when `from` is not there, so that a test never runs on the fixture
 * as it was (a changed fixture would make such a test pass without testing anything).
 */
export function rewriteFile(file: string, from: string | RegExp, to: string): void {
  const text = readFileSync(file, 'utf8');
  const found =
    typeof from === 'string'
      ? text.includes(from)
      : new RegExp(from.source, from.flags.replace('g', '')).test(text);
  if (!found) throw new Error(`${file} has no ${String(from)} to rewrite: has the fixture changed?`);
  writeFileSync(file, text.replace(from, to));
}

/** Runs the real CLI (bin/docgen, the compiled dist) and captures its output. */
export function runDocgen(args: string[], cwd: string): { code: number; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'bin/docgen'), ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { code: result.status ?? 1, stdout: result.stdout, stderr: result.stderr };
}

export function readHtml(file: string): Root {
  return fromHtml(readFileSync(file, 'utf8'));
}

/** Every route of a built site, read off its navigation JSON (`_docgen/routes/…`, one per route). */
export function builtRoutes(outDir: string): string[] {
  const base = path.join(outDir, '_docgen/routes');
  return (readdirSync(base, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.json'))
    .map((f) => (f === 'index.json' ? '/' : `/${f.replace(/\\/g, '/').replace(/\.json$/, '')}`))
    .sort();
}

// The real Evolve site built once into a temp folder, for the quality gates.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from '../../src/commands/build.ts';
import { repoRoot } from './fixtures.ts';

export interface BuiltSite {
  outDir: string;
  /** Every route, from the site JSON the build wrote. */
  routes: string[];
  cleanup(): void;
}

export async function buildEvolveSite(): Promise<BuiltSite> {
  const outDir = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-evolve-')), 'build');
  await build({ root: repoRoot, outDir });
  const siteJson = readdirSync(path.join(outDir, '_docgen')).find((f) => /^site\..*\.json$/.test(f))!;
  const routes: string[] = JSON.parse(readFileSync(path.join(outDir, '_docgen', siteJson), 'utf8')).routes;
  return { outDir, routes, cleanup: () => rmSync(path.dirname(outDir), { recursive: true, force: true }) };
}

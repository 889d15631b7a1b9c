// The real Evolve site, built once: by tests/run.mjs for the whole run (DOCGEN_TEST_EVOLVE_BUILD,
// shared by every file that reads it, so no test may change it), or into a temp folder when a
// file runs alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from '../../src/commands/build.ts';
import { builtRoutes, repoRoot } from './fixtures.ts';

export interface BuiltSite {
  outDir: string;
  /** Every route, from the navigation JSON the build wrote. */
  routes: string[];
  cleanup(): void;
}

export async function buildEvolveSite(): Promise<BuiltSite> {
  const shared = process.env.DOCGEN_TEST_EVOLVE_BUILD;
  if (shared) return { outDir: shared, routes: builtRoutes(shared), cleanup: () => {} };
  const outDir = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-evolve-')), 'build');
  await build({ root: repoRoot, outDir });
  const routes = builtRoutes(outDir);
  return { outDir, routes, cleanup: () => rmSync(path.dirname(outDir), { recursive: true, force: true }) };
}

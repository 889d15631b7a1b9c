// docgen's own folder (holds templates/, src/client/ and dist/), found from this module's
// location: the same code runs from src/ (tests, through tsx) and from the dist/ bundle.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function packageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json')) || !existsSync(path.join(dir, 'templates'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('docgen: cannot find its own package folder');
    dir = parent;
  }
  return dir;
}

/** Whether this code runs from TypeScript sources (tests) rather than the dist bundle. */
export const RUNNING_FROM_SOURCE = import.meta.url.endsWith('.ts');

/** docgen's own version, from its package.json (the CLI's --version, the `docgen init` dependency). */
export function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(packageRoot(), 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

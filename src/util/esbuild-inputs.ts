// The files an esbuild build read (its metafile's inputs), as absolute paths: what a cached
// result of the build depends on (src/pipeline/build-cache.ts). Modules of a plugin's own
// namespace (`islands:…`, `docgen-shim:…`) are not files and are left out.
import path from 'node:path';
import type { Metafile } from 'esbuild';

export function esbuildInputs(metafile: Metafile | undefined, workingDir = process.cwd()): string[] {
  return Object.keys(metafile?.inputs ?? {})
    .filter((input) => !/^[\w-]+:/.test(input) || path.isAbsolute(input))
    .map((input) => path.resolve(workingDir, input));
}

// Output paths on disk. The site's file layout itself (route → file) is in
// src/shared/output-layout.ts, shared with the browser runtime and the servers.
import path from 'node:path';

/** Resolves a relative output path inside `outDir`, refusing anything that would escape it. */
export function insideOutDir(outDir: string, rel: string): string {
  const target = path.resolve(outDir, rel);
  if (target !== outDir && !target.startsWith(outDir + path.sep))
    throw new Error(`refusing to write outside the output folder: ${rel}`);
  return target;
}

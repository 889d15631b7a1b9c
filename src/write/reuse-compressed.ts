// The `.gz` and `.br` copies of the assets (assets/…: compressed at the maximum levels, see
// compress.ts) taken from the previous build's output when the file there is byte-identical, instead
// of compressing again: the mermaid island's 5.7 MB of chunks alone cost ~5 s of CPU at brotli 11,
// paid by every build of a site with a diagram although they change only when docgen does.
// The previous output is only read (the swap replaces it as before); a copy missing there, one that
// does not decompress to the file (checked: ~50 ms for the 5.7 MB), or a file that changed, is
// compressed anew.
import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { OutputFile } from '../types.ts';
import { isCompressible } from './compress.ts';
import { insideOutDir } from './output-paths.ts';

/**
 * The previous output's compressed siblings of `rel`, when they are still right; else undefined.
 * Synchronous: it reads a few assets once per build, on a writer thread for large sites.
 */
export function previousSiblings(
  previousOutDir: string,
  rel: string,
  contents: string | Uint8Array,
): OutputFile[] | undefined {
  if (!rel.startsWith('assets/') || !isCompressible(rel)) return undefined;
  const bytes = typeof contents === 'string' ? Buffer.from(contents) : contents;
  const read = (p: string) => {
    try {
      return readFileSync(insideOutDir(previousOutDir, p));
    } catch {
      return undefined;
    }
  };
  const before = read(rel);
  if (!before?.equals(bytes)) return undefined;
  const [gz, br] = [read(`${rel}.gz`), read(`${rel}.br`)];
  if (!gz || !br) return undefined;
  try {
    if (!gunzipSync(gz).equals(bytes) || !brotliDecompressSync(br).equals(bytes)) return undefined;
  } catch {
    return undefined; // not a valid compressed copy
  }
  return [
    { path: `${rel}.gz`, contents: gz },
    { path: `${rel}.br`, contents: br },
  ];
}

// The `.gz` and `.br` copies of the assets (assets/…: compressed at the maximum levels, see
// compress.ts) taken from the previous build's output when the file there is byte-identical, instead
// of compressing again: the mermaid island's 5.7 MB of chunks alone cost ~5 s of CPU at brotli 11,
// paid by every build of a site with a diagram although they change only when docgen does.
// The previous output is only read (the swap replaces it as before); a copy missing there, one that
// does not decompress to the file (checked: ~50 ms for the 5.7 MB), or a file that changed, is
// compressed anew.
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';
import type { OutputFile } from '../types.ts';
import { isCompressible } from './compress.ts';
import { insideOutDir } from './output-paths.ts';

const gunzipAsync = promisify(gunzip);
const brotliDecompressAsync = promisify(brotliDecompress);

/** The previous output's compressed siblings of `rel`, when they are still right; else undefined. */
export async function previousSiblings(
  previousOutDir: string,
  rel: string,
  contents: string | Uint8Array,
): Promise<OutputFile[] | undefined> {
  if (!rel.startsWith('assets/') || !isCompressible(rel)) return undefined;
  const bytes = typeof contents === 'string' ? Buffer.from(contents) : contents;
  const read = (p: string) => readFile(insideOutDir(previousOutDir, p)).catch(() => undefined);
  const [before, gz, br] = await Promise.all([read(rel), read(`${rel}.gz`), read(`${rel}.br`)]);
  if (!before || !gz || !br || !before.equals(bytes)) return undefined;
  const decompressed = await Promise.all([gunzipAsync(gz), brotliDecompressAsync(br)]).catch(() => undefined);
  if (!decompressed?.every((copy) => copy.equals(bytes))) return undefined;
  return [
    { path: `${rel}.gz`, contents: gz },
    { path: `${rel}.br`, contents: br },
  ];
}

// Precompressed `.gz` and `.br` siblings of every text file, written at build time so any
// static host (nginx gzip_static / brotli_static, `docgen serve`, CDNs) can send them without
// compressing per request. Two ways to run the same compression: `compressedSiblings` on libuv's
// thread pool (the caller bounds how many run at once: hundreds in flight took 5 times longer,
// each holding its own compressor window), and `compressedSiblingsSync` in the build's writer
// threads (write-worker.ts), for large sites.
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions } from 'node:zlib';
import type { OutputFile } from '../types.ts';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Formats worth compressing; images other than SVG, fonts and archives are compressed already. */
const COMPRESSIBLE = /\.(html|css|js|mjs|json|md|txt|xml|svg|yaml|yml|map|webmanifest)$/i;
/** Below this, headers and framing cost more than compression saves. */
const MIN_BYTES = 1024;

/**
 * Brotli 11 is 50 times slower than 8 (measured on this site: 3.9 s against 77 ms) for 10 % fewer
 * bytes, brotli 8 1.6 times slower than 5 for 2 %, and gzip 9 twice as slow as 6 for 1 %. The
 * hashed assets are few, loaded by every first visit and cached for a year: they get the maximum.
 * Pages, route data and Markdown copies are many and change with every build: fast levels.
 * Large assets are the chunks loaded on demand (the diagram island's 3.5 MB, the Try-it console):
 * brotli 10 makes them 2.5 times faster than 11 for about 1 % more bytes (the diagram chunks:
 * 2.4 s less CPU in every build without a cache or a previous output, 863 KB against 854 KB).
 */
const LARGE_ASSET = 64 * 1024;
function levels(path: string, size: number): { gzip: number; brotli: number } {
  if (!path.startsWith('assets/')) return { gzip: 6, brotli: 5 };
  return { gzip: 9, brotli: size < LARGE_ASSET ? 11 : 10 };
}

/** The `.gz` and `.br` siblings worth writing for one output file (none for small or binary files). */
export async function compressedSiblings(path: string, contents: string | Uint8Array): Promise<OutputFile[]> {
  const job = compressionJob(path, contents);
  if (!job) return [];
  const [gz, br] = await Promise.all([
    gzipAsync(job.bytes, { level: job.gzip }),
    brotliAsync(job.bytes, job.brotli),
  ]);
  return worthSending(path, job.bytes, gz, br);
}

/** `compressedSiblings` on the calling thread (a writer thread's: it has nothing else to do). */
export function compressedSiblingsSync(path: string, contents: string | Uint8Array): OutputFile[] {
  const job = compressionJob(path, contents);
  if (!job) return [];
  return worthSending(
    path,
    job.bytes,
    gzipSync(job.bytes, { level: job.gzip }),
    brotliCompressSync(job.bytes, job.brotli),
  );
}

function compressionJob(path: string, contents: string | Uint8Array) {
  if (!COMPRESSIBLE.test(path)) return undefined;
  const bytes = typeof contents === 'string' ? Buffer.from(contents) : contents;
  if (bytes.byteLength < MIN_BYTES) return undefined;
  const level = levels(path, bytes.byteLength);
  const brotli: BrotliOptions = {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: level.brotli,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  };
  return { bytes, gzip: level.gzip, brotli };
}

/** A compressed copy that is not smaller is never worth sending. */
function worthSending(path: string, bytes: Uint8Array, gz: Uint8Array, br: Uint8Array): OutputFile[] {
  const out: OutputFile[] = [];
  if (gz.byteLength < bytes.byteLength) out.push({ path: `${path}.gz`, contents: gz });
  if (br.byteLength < bytes.byteLength) out.push({ path: `${path}.br`, contents: br });
  return out;
}

/** Whether a copied file (static asset, spec) gets compressed siblings: read it only then. */
export function isCompressible(path: string): boolean {
  return COMPRESSIBLE.test(path);
}

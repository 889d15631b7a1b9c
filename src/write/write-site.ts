// Writes the whole site into a fresh temporary folder next to the output folder, then swaps it
// in. A build that fails before the swap leaves the previous output untouched.
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { mapLimited } from '../util/limit.ts';
import { insideOutDir } from './output-paths.ts';

export interface OutputFile {
  path: string;
  contents: string | Uint8Array;
}

export interface CopiedFile {
  /** Absolute source path. */
  from: string;
  path: string;
}

export async function writeSite(outDir: string, files: OutputFile[], copies: CopiedFile[]): Promise<{ bytes: number }> {
  const target = path.resolve(outDir);
  const staging = `${target}.tmp-${randomBytes(4).toString('hex')}`;
  let bytes = 0;
  try {
    const dirs = new Set<string>();
    const ensure = async (file: string) => {
      const dir = path.dirname(file);
      if (!dirs.has(dir)) {
        await mkdir(dir, { recursive: true });
        dirs.add(dir);
      }
    };
    await mkdir(staging, { recursive: true });
    // Folders first (in order, so parents exist), then the files many at a time: one by one, a
    // large site spends most of this stage waiting on each write in turn.
    for (const item of [...copies, ...files]) await ensure(insideOutDir(staging, item.path));
    await mapLimited(copies, WRITE_CONCURRENCY, (copy) => copyFile(copy.from, insideOutDir(staging, copy.path)));
    await mapLimited(files, WRITE_CONCURRENCY, async (file) => {
      await writeFile(insideOutDir(staging, file.path), file.contents);
      bytes += typeof file.contents === 'string' ? Buffer.byteLength(file.contents) : file.contents.byteLength;
    });
    await swap(staging, target);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  return { bytes };
}

const WRITE_CONCURRENCY = 32;

async function swap(staging: string, target: string): Promise<void> {
  const old = `${target}.old-${randomBytes(4).toString('hex')}`;
  let moved = false;
  try {
    await rename(target, old);
    moved = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  try {
    await rename(staging, target);
  } catch (error) {
    if (moved) await rename(old, target);
    throw error;
  }
  if (moved) await rm(old, { recursive: true, force: true });
}

// A writer thread of a large build (write-pool.ts): writes one output file at a time, with its
// `.gz`/`.br` siblings (compressed here, synchronously: this thread has nothing else to do, and
// the compressors' buffers are garbage of this thread's heap, not the page work's).
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import { compressedSiblingsSync, isCompressible } from './compress.ts';
import { insideOutDir } from './output-paths.ts';
import { previousSiblings } from './reuse-compressed.ts';
import { bytesOf, writeOrLink } from './output-record.ts';
import type { WriteDone, WriteJob, Written } from './write-pool.ts';

const made = new Set<string>();

function destination(staging: string, rel: string): string {
  const dest = insideOutDir(staging, rel);
  const dir = path.dirname(dest);
  if (!made.has(dir)) {
    mkdirSync(dir, { recursive: true });
    made.add(dir);
  }
  return dest;
}

/** Writes the job's file and its compressed siblings; `bytes`: what a page write adds to the build's total. */
function run(job: WriteJob): Written {
  const dest = destination(job.staging, job.rel);
  if (job.kind === 'copy') {
    copyFileSync(job.from, dest);
    if (!job.compress || !isCompressible(job.rel)) return { bytes: 0, siblings: [], records: [] };
    const siblings = compressedSiblingsSync(job.rel, readFileSync(job.from));
    for (const sibling of siblings) writeFileSync(destination(job.staging, sibling.path), sibling.contents);
    return { bytes: 0, siblings: siblings.map((s) => ({ path: s.path })), records: [] };
  }
  const siblings =
    previousSiblings(job.previous, job.rel, job.contents) ?? compressedSiblingsSync(job.rel, job.contents);
  // Recorded for the next build, which may link them (output-record.ts); made here, they are new.
  const records: Written['records'] = [];
  let bytes = 0;
  for (const file of [{ path: job.rel, contents: job.contents }, ...siblings]) {
    const written = bytesOf(file.contents);
    const at = file.path === job.rel ? dest : destination(job.staging, file.path);
    records.push([file.path, writeOrLink(at, written, undefined, undefined)]);
    bytes += written.byteLength;
  }
  return {
    bytes,
    siblings: siblings.map((s) =>
      job.report ? { path: s.path, contents: s.contents as Uint8Array } : { path: s.path },
    ),
    records,
  };
}

parentPort!.on('message', (job: WriteJob) => {
  let done: WriteDone;
  try {
    done = { id: job.id, ...run(job) };
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    done = {
      id: job.id,
      error: { message: e.message, code: e.code, errno: e.errno, syscall: e.syscall, path: e.path },
    };
  }
  parentPort!.postMessage(done);
});

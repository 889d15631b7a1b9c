// Writer threads for a large build. Writing a page means compressing it twice (.gz, .br) and
// three file writes; on libuv's pool those compete with the main thread for the CPU, and their
// buffers and file-handle promises are the main heap's garbage. On GitHub's REST description
// (1,226 pages, 225 MB) the render stage took 17.5 s, 6.8 s of it without the compressed copies.
// Here each file goes to the least busy of a few worker threads (write-worker.ts), which writes
// it with its siblings synchronously and reports what it wrote; the main thread only renders.
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { collectGarbageSoon } from '../util/collect-garbage.ts';
import type { FileRecord } from './output-record.ts';
import { startWorker } from '../util/worker-file.ts';

/** One file for a writer thread: a page's contents to write, or a file to copy (`from`). */
export type JobInput = { staging: string; rel: string } & (
  | {
      kind: 'write';
      contents: string | Uint8Array;
      /** The previous output: assets' compressed copies may come from there. */
      previous: string;
      /** Send the compressed copies back (the build cache keeps them), not just their paths. */
      report?: boolean;
    }
  | { kind: 'copy'; from: string; compress: boolean }
);

export type WriteJob = JobInput & { id: number };

/**
 * What a writer thread wrote: the bytes a page write adds to the build's total, and the siblings
 * (their contents only when the job asked for them: `report`).
 */
export interface Written {
  bytes: number;
  siblings: { path: string; contents?: Uint8Array }[];
  /** What was written, for the next build (output-record.ts). */
  records: [string, FileRecord][];
}

export type WriteDone =
  | ({ id: number; error?: undefined } & Written)
  | {
      id: number;
      error: { message: string; code?: string; errno?: number; syscall?: string; path?: string };
    };

/** About what V8 lets external memory grow by between collections. */
const GC_EVERY_BYTES = 64 * 1024 * 1024;

interface Thread {
  worker: Worker;
  /** Bytes sent and not yet written: the next job goes to the thread with the fewest. */
  load: number;
}

/** Writer threads worth starting on this machine: two even on one or two cores (the main thread renders meanwhile). */
export function writerThreads(): number {
  return Math.min(4, Math.max(2, availableParallelism()));
}

export class WritePool {
  private threads: Thread[] = [];
  private pending = new Map<
    number,
    { thread: Thread; weight: number; resolve: (done: WriteDone) => void; reject: (error: Error) => void }
  >();
  private nextId = 0;
  /** Bytes handed to the threads since the last nudge to the collector (the first job nudges: what the page data left). */
  private handed = GC_EVERY_BYTES;

  constructor(private size: number) {}

  /** Runs one job; resolves with what was written, rejects with the thread's error (errno fields kept). */
  run(input: JobInput): Promise<Written> {
    const thread = this.pick();
    const id = this.nextId++;
    const weight =
      input.kind === 'write'
        ? typeof input.contents === 'string'
          ? input.contents.length
          : input.contents.byteLength
        : 0;
    thread.load += weight;
    // Handed over, the contents are garbage here: see collect-garbage.ts.
    this.handed += weight;
    if (this.handed >= GC_EVERY_BYTES) {
      this.handed = 0;
      collectGarbageSoon();
    }
    return new Promise((resolve, reject) => {
      this.pending.set(id, {
        thread,
        weight,
        resolve: (done) => {
          if (done.error) reject(Object.assign(new Error(done.error.message), done.error));
          else resolve({ bytes: done.bytes, siblings: done.siblings, records: done.records });
        },
        reject,
      });
      const { job, transfer } = encoded({ ...input, id } as WriteJob);
      thread.worker.postMessage(job, transfer);
    });
  }

  /** Stops the threads (after the last job: callers wait for their writes first). */
  async close(): Promise<void> {
    const threads = this.threads;
    this.threads = [];
    await Promise.all(threads.map((t) => t.worker.terminate()));
  }

  private pick(): Thread {
    if (this.threads.length < this.size) return this.spawn();
    return this.threads.reduce((a, b) => (b.load < a.load ? b : a));
  }

  private spawn(): Thread {
    const worker = startWorker(new URL('./write-worker.ts', import.meta.url), 'write-worker');
    const thread: Thread = { worker, load: 0 };
    worker.on('message', (done: WriteDone) => {
      const job = this.pending.get(done.id);
      if (!job) return;
      this.pending.delete(done.id);
      job.thread.load -= job.weight;
      job.resolve(done);
    });
    // A thread that dies is docgen's fault, not the site's: fail its jobs with what happened.
    const fail = (message: string) => {
      for (const [id, job] of this.pending)
        if (job.thread === thread) {
          this.pending.delete(id);
          job.reject(new Error(message));
        }
      this.threads = this.threads.filter((t) => t !== thread);
    };
    worker.on('error', (error) => fail(`A writer thread stopped: ${error.message}`));
    worker.on('exit', (code) => fail(`A writer thread exited (code ${code}).`));
    this.threads.push(thread);
    return thread;
  }
}

/**
 * A page's text handed over as its UTF-8 bytes, moved rather than copied: posting a string clones
 * it (two bytes a character for pages holding an arrow or a dash), which took the main thread
 * 4 s for 848 pages of 160 KB, against 1.3 s to encode and move them; the writer thread then needs
 * the bytes anyway (its file write and both compressors). Buffers from Node's shared pool (small
 * ones) are copied, never moved: moving would take the pool from every other buffer in it.
 */
function encoded(job: WriteJob): { job: WriteJob; transfer: ArrayBuffer[] } {
  if (job.kind !== 'write' || typeof job.contents !== 'string') return { job, transfer: [] };
  const bytes = Buffer.from(job.contents);
  const own = bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.byteLength;
  return { job: { ...job, contents: bytes }, transfer: own ? [bytes.buffer as ArrayBuffer] : [] };
}

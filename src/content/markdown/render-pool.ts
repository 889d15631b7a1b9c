// Markdown threads for a build. Rendering Markdown (micromark, the plugins, Prism) is most of a
// cold build's CPU: on the main thread it kept the second core idle while the API pages, the
// search index and the pages' HTML waited. Here the content pages go to worker threads
// (render-worker.ts), each with the site's Markdown chain, while the main thread makes the API
// pages; what a render read (partials, components, data modules) comes back with it for the
// build cache's keys, and its warnings and errors come back as DocgenErrors.
import { availableParallelism, loadavg } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { DocgenError } from '../../errors.ts';
import { noteRead } from '../../util/read-tracker.ts';
import { startWorker } from '../../util/worker-file.ts';
import type { MarkdownOptions, MarkdownRenderer, RenderMarkdownInput } from './processor.ts';

type Rendered = Awaited<ReturnType<MarkdownRenderer>>;

/** A DocgenError's fields, as they cross threads. */
export type WireDocgenError = { docgen: true } & Pick<
  DocgenError,
  'message' | 'file' | 'line' | 'column' | 'pointer' | 'hint'
>;

/** An error as it crosses threads: a DocgenError's fields, or another error's message and stack. */
export type WireError = WireDocgenError | { docgen: false; message: string; stack?: string };

/** What a thread is sent: the site's options first, then the texts to render. */
export type RenderMessage = { kind: 'options'; options: MarkdownOptions } | RenderJob;

export interface RenderJob {
  kind: 'render';
  id: number;
  input: RenderMarkdownInput;
}

export type RenderReply =
  | {
      id: number;
      ok: true;
      value: Omit<Rendered, 'warnings'> & { warnings: WireDocgenError[] };
      reads: string[];
    }
  | { id: number; ok: false; error: WireError };

/** Below this much Markdown to render, starting a thread costs more than it saves. */
const MIN_BYTES = 64 * 1024;
/** From this much Markdown on (some 3,000 pages), a build renders it on threads by default. */
const LARGE_BYTES = 4 * 1024 * 1024;

/**
 * How many Markdown threads a build starts. Each is a new isolate that loads and warms the whole
 * chain again, which a small site never earns back: on a 2-core machine one thread cost 1.10× the
 * wall time of this site and 1.24× of a generated 1,000-page site. A large site does: 10,000
 * generated pages (16 MB of Markdown) built in 0.91× the time with two threads (3 pairs), 1,000
 * pages in 0.99× (5 pairs). So by default a site with `LARGE_BYTES` of Markdown gets one thread a
 * core (at most 4; none on one core), the main thread making the API pages and the pages' data
 * meanwhile. `DOCGEN_MARKDOWN_THREADS=<n>` starts n; `auto` one per core but the main thread's,
 * for at least 64 KB of Markdown and while the machine has an idle core (`load`: the last
 * minute's average).
 */
export function markdownThreads(
  bytes: number,
  env = process.env.DOCGEN_MARKDOWN_THREADS,
  load = loadavg()[0],
  cores = availableParallelism(),
): number {
  if (env !== undefined && /^\d+$/.test(env)) return Math.min(Number(env), 16);
  if (env === 'auto') return bytes < MIN_BYTES || cores - load < 1 ? 0 : Math.max(1, cores - 1);
  return bytes >= LARGE_BYTES && cores > 1 ? Math.min(cores, 4) : 0;
}

export interface MarkdownPool {
  render: MarkdownRenderer;
  /** Stops the threads; renders not yet done fail. */
  close(): Promise<void>;
}

/** A render as a thread made it, and the files it read. */
interface Done {
  value: Rendered;
  reads: string[];
}

interface Waiting {
  job: RenderJob;
  resolve: (done: Done) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  /** The jobs it was sent and has not answered, in the order sent (it renders them in that order). */
  busy: Waiting[];
}

/**
 * Jobs a thread holds at once: the one it renders and the next, so that it starts the next page
 * while the main thread takes the last one's reply (with one, it waited for the main thread).
 */
const DEPTH = 2;

/** Threads started before their pool (`prestartMarkdownThreads`): they load the chain meanwhile. */
const spare: Worker[] = [];

function spawnThread(): Worker {
  return startWorker(new URL('./render-worker.ts', import.meta.url), 'markdown-worker');
}

/**
 * Starts `count` threads for the next pool, so that they load the Markdown chain while the main
 * thread still reads the specs. They do not hold the process open; the pool that takes them
 * stops the ones it does not take (a build whose pages all come from the build cache).
 */
export function prestartMarkdownThreads(count: number): void {
  while (spare.length < count) {
    const worker = spawnThread();
    worker.unref();
    worker.on('error', () => {}); // a spare that fails is not taken: its pool starts another
    worker.on('exit', () => spare.includes(worker) && spare.splice(spare.indexOf(worker), 1));
    spare.push(worker);
  }
}

/** Stops the prestarted threads no pool took (the run renders on the main thread after all). */
export async function stopSpareThreads(): Promise<void> {
  await Promise.all(spare.splice(0).map((worker) => worker.terminate()));
}

/**
 * Starts `size` threads with the site's Markdown chain (taking those prestarted). Each renders one text at a time; a spec
 * description (text that is no content page) goes before the pages still waiting, since an API
 * page being made waits for it.
 */
export function startMarkdownPool(options: MarkdownOptions, size: number): MarkdownPool {
  const threads: Thread[] = [];
  const queue: Waiting[] = [];
  let nextId = 0;
  /** Why no render can be done any more: the pool was closed, or a thread stopped. */
  let stopped: Error | undefined;

  const dispatch = () => {
    for (const thread of threads)
      while (thread.busy.length < DEPTH && queue.length > 0) {
        const next = queue.shift()!;
        thread.busy.push(next);
        thread.worker.postMessage(next.job);
      }
  };
  const stop = (error: Error) => {
    stopped ??= error;
    for (const waiting of [...threads.flatMap((t) => t.busy.splice(0)), ...queue.splice(0)])
      waiting.reject(error);
  };

  // The threads start with the first render: a build whose pages all come from the build cache starts none.
  const start = () => {
    for (let i = 0; i < size; i++) threads.push(startThread());
  };
  const startThread = (): Thread => {
    const worker = spare.pop() ?? spawnThread();
    worker.ref();
    worker.postMessage({ kind: 'options', options } satisfies RenderMessage);
    const thread: Thread = { worker, busy: [] };
    worker.on('message', (reply: RenderReply) => {
      const waiting = thread.busy.shift();
      dispatch();
      if (!waiting || waiting.job.id !== reply.id) return;
      if (!reply.ok) return waiting.reject(fromWire(reply.error));
      const value = { ...reply.value, warnings: reply.value.warnings.map(docgenError) };
      waiting.resolve({ value, reads: reply.reads });
    });
    // A thread that stops is docgen's fault, not the page's: every render fails from then on.
    worker.on('error', (error) => stop(new Error(`A Markdown thread stopped: ${error.message}`)));
    worker.on('exit', (code) => stop(new Error(`A Markdown thread exited (code ${code}).`)));
    return thread;
  };

  return {
    async render(input) {
      const { value, reads } = await new Promise<Done>((resolve, reject) => {
        if (stopped) return reject(stopped);
        if (threads.length === 0) start();
        const waiting = { job: { kind: 'render' as const, id: nextId++, input }, resolve, reject };
        if (input.relPath === '') {
          const pages = queue.findIndex((w) => w.job.input.relPath !== '');
          queue.splice(pages < 0 ? queue.length : pages, 0, waiting);
        } else queue.push(waiting);
        dispatch();
      });
      // The files it read are this render's inputs (the build cache's key): noted in the caller's context.
      for (const file of reads) noteRead(file);
      return value;
    },
    async close() {
      stop(new Error('The Markdown threads have stopped.'));
      const workers = [...threads.map((thread) => thread.worker), ...spare.splice(0)];
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

function docgenError({ message, file, line, column, pointer, hint }: WireDocgenError): DocgenError {
  return new DocgenError(message, { file, line, column, pointer, hint });
}

function fromWire(error: WireError): Error {
  if (error.docgen) return docgenError(error);
  const made = new Error(error.message);
  if (error.stack) made.stack = error.stack;
  return made;
}

// The OpenAPI worker thread (openapi-worker.ts), one shared by every spec of a build: it validates
// the specs as they load, then does the work that depends on the specs alone (code samples, the
// example check, the Try-it consoles: src/bundle/schema-work.ts). It takes one request at a
// time, in the order sent, and holds the process open only while a request is pending.
import type { Worker } from 'node:worker_threads';
import type { SchemaWorkInput } from '../../bundle/schema-work.ts';
import type { OutputFile } from '../../types.ts';
import { startWorker } from '../../util/worker-file.ts';
import type { ExampleProblem } from './check-examples.ts';
import type { CodeSampleView } from './types.ts';

export type ValidationVerdict = { valid: true } | { valid: false; message: string };

/** What the main thread asks; `id` and friends name the replies (each answers one promise). */
export type OpenApiRequest =
  | { kind: 'validate'; id: number; document: unknown }
  | { kind: 'schemas'; samples: number; examples: number; files: number; input: SchemaWorkInput }
  /** The main thread makes the samples of operations `from` on itself: the worker stops there. */
  | { kind: 'samples-from'; samples: number; from: number };

/**
 * One answer: the value of the promise `id`, or why it failed; or a part of it (the samples come
 * in parts, in order, so the main thread knows how far the worker has got).
 */
export type OpenApiReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; message: string }
  | { id: number; part: unknown[] };

/** How many operations' samples the worker makes between two looks at its messages. */
export const SAMPLES_PER_PART = 32;

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<
  number,
  { resolve: (value: never) => void; reject: (error: Error) => void; part?: (items: unknown[]) => void }
>();

/**
 * The operation pages' code samples, made by the worker from the first operation on. `all` asks
 * for every one: whatever the worker has not reached is made by `make` (on this thread), from the
 * last operation back, until the two meet. On GitHub's description the worker is done first; on
 * Microsoft Graph's 11,422 operations the main thread would otherwise wait a minute for it.
 */
export interface SampleFeed {
  all(make: (index: number) => CodeSampleView[]): Promise<Map<string, CodeSampleView[]>>;
}

/** Validates `document` (plain JSON data) in the worker; resolves with the first error's message, if any. */
export function validateInBackground(document: unknown): Promise<ValidationVerdict> {
  const [id, verdict] = expect<ValidationVerdict>();
  send({ kind: 'validate', id, document });
  return verdict;
}

/**
 * Makes the code samples of `input.operations`, checks the examples of the specs that ask for it
 * and bundles the consoles of `input.consoles`, in the worker, in that order (the samples are
 * needed first, by the pages). The documents travel by structured clone, which keeps the objects
 * they share: the worker numbers the component schemas by them as this thread would. Nothing is
 * sent when there is nothing to do (an edit to a doc page in `docgen dev`).
 */
export function schemaWorkInBackground(input: SchemaWorkInput): {
  samples: SampleFeed;
  examples: Promise<ExampleProblem[][]>;
  files: Promise<OutputFile[]>;
} {
  if (input.operations.length === 0 && input.consoles.length === 0 && !input.specs.some((spec) => spec.checkExamples))
    return {
      samples: { all: async () => new Map() },
      examples: Promise.resolve(input.specs.map(() => [])),
      files: Promise.resolve([]),
    };
  const made = new Map<string, CodeSampleView[]>();
  let reached = 0; // the worker has sent the samples of operations 0 to `reached` - 1
  const [samplesId] = expect<null>((items) => {
    for (const [route, views] of items as [string, CodeSampleView[]][]) made.set(route, views);
    reached += items.length;
  });
  const samples: SampleFeed = {
    async all(make) {
      const { operations } = input;
      let from = operations.length; // this thread has made operations `from` to the end
      while (reached < from) {
        const next = Math.max(reached, from - SAMPLES_PER_PART);
        // Said first: the worker stops before the part this thread makes now. No answer comes,
        // so it does not hold the process open; a worker that has stopped needs no telling.
        worker?.postMessage({ kind: 'samples-from', samples: samplesId, from: next } satisfies OpenApiRequest);
        for (let i = from - 1; i >= next; i--) made.set(operations[i].route, make(i));
        from = next;
        await new Promise((resolve) => setImmediate(resolve)); // lets the worker's next part in
      }
      return made;
    },
  };
  const [examplesId, examples] = expect<ExampleProblem[][]>();
  const [filesId, files] = expect<OutputFile[]>();
  // Only what the work reads: a LoadedApi also holds functions, which do not clone.
  const specs = input.specs.map(({ file, document, operations, samples, checkExamples }) => ({
    file,
    document,
    operations: operations.map(({ method, path, webhook }) => ({ method, path, ...(webhook && { webhook }) })),
    samples,
    checkExamples,
  }));
  send({
    kind: 'schemas',
    samples: samplesId,
    examples: examplesId,
    files: filesId,
    input: { ...input, specs },
  });
  return { samples, examples, files };
}

/** A promise the worker answers (`part`: what to do with each part of the answer). */
function expect<T>(part?: (items: unknown[]) => void): [number, Promise<T>] {
  const id = nextId++;
  const promise = new Promise<T>((resolve, reject) => pending.set(id, { resolve, reject, part }));
  promise.catch(() => {}); // the caller awaits it, maybe later than the rejection comes
  return [id, promise];
}

function send(request: OpenApiRequest): void {
  const thread = worker ?? spawnWorker();
  thread.ref();
  thread.postMessage(request);
}

function spawnWorker(): Worker {
  const thread = startWorker(new URL('./openapi-worker.ts', import.meta.url), 'openapi-worker');
  thread.on('message', (reply: OpenApiReply) => {
    const waiting = pending.get(reply.id);
    if ('part' in reply) {
      waiting?.part?.(reply.part);
      return;
    }
    pending.delete(reply.id);
    if (reply.ok) waiting?.resolve(reply.value as never);
    else waiting?.reject(new Error(reply.message));
    if (pending.size === 0) thread.unref();
  });
  // A crashed worker is docgen's fault, not the spec's: reject, do not report the spec invalid.
  const fail = (message: string) => {
    for (const { reject } of pending.values()) reject(new Error(message));
    pending.clear();
    worker = undefined;
  };
  thread.on('error', (error) => fail(`The OpenAPI worker stopped: ${error.message}`));
  thread.on('exit', (code) => fail(`The OpenAPI worker exited (code ${code}).`));
  worker = thread;
  return thread;
}

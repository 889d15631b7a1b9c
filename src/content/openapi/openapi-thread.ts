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
  | { kind: 'schemas'; samples: number; examples: number; files: number; input: SchemaWorkInput };

/** One answer: the value of the promise `id`, or why it failed. */
export type OpenApiReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string };

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();

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
  samples: Promise<Map<string, CodeSampleView[]>>;
  examples: Promise<ExampleProblem[][]>;
  files: Promise<OutputFile[]>;
} {
  if (input.operations.length === 0 && input.consoles.length === 0 && !input.specs.some((spec) => spec.checkExamples))
    return {
      samples: Promise.resolve(new Map()),
      examples: Promise.resolve(input.specs.map(() => [])),
      files: Promise.resolve([]),
    };
  const [samplesId, samples] = expect<[string, CodeSampleView[]][]>();
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
  return { samples: samples.then((pairs) => new Map(pairs)), examples, files };
}

function expect<T>(): [number, Promise<T>] {
  const id = nextId++;
  const promise = new Promise<T>((resolve, reject) => pending.set(id, { resolve, reject }));
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

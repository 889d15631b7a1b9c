// The OpenAPI worker thread (openapi-worker.ts), one shared by every spec of a build: it validates
// the specs as they load (load/validate-in-worker.ts), then does the work that depends on the
// specs alone (code samples, the example check, the Try-it consoles: outputs/spec-work.ts,
// asked for by outputs/spec-work-in-worker.ts). It takes one request at a time, in the order
// sent, and holds the process open only while a request is pending. This module only carries
// messages: what they hold is typed by the modules that send them.
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../util/worker-file.ts';

/** What the main thread asks; `id` and friends name the replies (each answers one promise). */
export type OpenApiRequest =
  | { kind: 'validate'; id: number; document: unknown }
  | { kind: 'schemas'; samples: number; examples: number; files: number; input: unknown }
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

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<
  number,
  { resolve: (value: never) => void; reject: (error: Error) => void; part?: (items: unknown[]) => void }
>();

/** A promise the worker answers (`part`: what to do with each part of the answer). */
export function expect<T>(part?: (items: unknown[]) => void): [number, Promise<T>] {
  const id = nextId++;
  const promise = new Promise<T>((resolve, reject) => pending.set(id, { resolve, reject, part }));
  promise.catch(() => {}); // the caller awaits it, maybe later than the rejection comes
  return [id, promise];
}

/** Sends a request that is answered: starts the worker if needed and holds the process open. */
export function send(request: OpenApiRequest): void {
  const thread = worker ?? spawnWorker();
  thread.ref();
  thread.postMessage(request);
}

/**
 * Sends a request that is not answered, to a worker that is running: it does not hold the
 * process open, and a worker that has stopped needs no telling.
 */
export function tell(request: OpenApiRequest): void {
  worker?.postMessage(request);
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

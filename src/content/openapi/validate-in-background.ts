// Runs OpenAPI validation in one worker thread shared by every spec of a build (see
// validate-worker.ts). The worker holds the process open only while a validation is pending.
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../../util/worker-file.ts';

export interface ValidationRequest {
  id: number;
  document: unknown;
}

export type ValidationVerdict = { id: number; valid: true } | { id: number; valid: false; message: string };

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, { resolve: (verdict: ValidationVerdict) => void; reject: (error: Error) => void }>();

/** Validates `document` (plain JSON data) in the worker; resolves with the first error's message, if any. */
export function validateInBackground(document: unknown): Promise<ValidationVerdict> {
  const id = nextId++;
  const thread = worker ?? spawnValidator();
  if (pending.size === 0) thread.ref();
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    thread.postMessage({ id, document } satisfies ValidationRequest);
  });
}

function spawnValidator(): Worker {
  const thread = startWorker(new URL('./validate-worker.ts', import.meta.url), 'openapi-validate-worker');
  thread.on('message', (verdict: ValidationVerdict) => {
    pending.get(verdict.id)?.resolve(verdict);
    pending.delete(verdict.id);
    if (pending.size === 0) thread.unref();
  });
  // A crashed validator is docgen's fault, not the spec's: reject, do not report the spec invalid.
  const fail = (message: string) => {
    for (const { reject } of pending.values()) reject(new Error(message));
    pending.clear();
    worker = undefined;
  };
  thread.on('error', (error) => fail(`The OpenAPI validator stopped: ${error.message}`));
  thread.on('exit', (code) => fail(`The OpenAPI validator exited (code ${code}).`));
  worker = thread;
  return thread;
}

// Worker thread (see openapi-thread.ts): validates OpenAPI documents with @readme/openapi-parser
// and does the work that depends on the specs alone (src/openapi/outputs/spec-work.ts), off the main
// thread. Run here, both overlap with the Markdown work of the build instead of adding to it; the
// OpenAPI meta-schema is compiled once per worker, not once per spec (reuse-compiled-schemas.ts).
import { parentPort } from 'node:worker_threads';
import { validate } from '@readme/openapi-parser';
import { createHighlighter, type Highlighter } from '../content/markdown/highlighter.ts';
import { reuseCompiledSchemas } from './load/reuse-compiled-schemas.ts';
import type { ValidationVerdict } from './load/validate-in-worker.ts';
import type { OpenApiReply, OpenApiRequest } from './openapi-thread.ts';
import { codeSamples, consoleFiles, specExamples, type SchemaWorkInput } from './outputs/spec-work.ts';
import { SAMPLES_PER_PART } from './outputs/spec-work-in-worker.ts';

reuseCompiledSchemas();
/** Made on the first request that needs it; it remembers what it highlighted. */
let highlighter: Promise<Highlighter> | undefined;

// One request at a time, in the order sent: a spec's validation (which the build waits on) is
// never held up by the schema work sent after it.
let queue = Promise.resolve();
/**
 * Per samples request not yet done: the operation the main thread has made the samples from (it
 * may say so before the request's turn comes). Requests are done in the order of their ids.
 */
const samplesFrom = new Map<number, number>();
let lastSamplesDone = -1;

parentPort!.on('message', (request: OpenApiRequest) => {
  // Not queued: it concerns the request under way.
  if (request.kind === 'samples-from') {
    if (request.samples > lastSamplesDone) samplesFrom.set(request.samples, request.from);
    return;
  }
  // `handle` answers its own failures; anything else is a bug that would stall every later
  // request: thrown outside the queue, it stops the worker and the main thread hears of it.
  queue = queue
    .then(() => handle(request))
    .catch((error: unknown) => {
      setImmediate(() => {
        throw error;
      });
    });
});

async function handle(request: Exclude<OpenApiRequest, { kind: 'samples-from' }>): Promise<void> {
  if (request.kind === 'validate') {
    await reply(request.id, () => verdictOf(request.document));
    return;
  }
  // Each part answers on its own: a failure in one (docgen's bug) leaves the others' answers.
  const input = request.input as SchemaWorkInput;
  await reply(request.samples, () => samplesInParts(request.samples, input));
  await reply(request.examples, () => specExamples(input));
  await reply(request.files, () => consoleFiles(input));
}

/**
 * The samples from the first operation on, a part at a time, until they reach those the main
 * thread has made (`samples-from`): between two parts, its messages come in.
 */
async function samplesInParts(id: number, input: SchemaWorkInput): Promise<null> {
  const prism = await (highlighter ??= createHighlighter());
  if (!samplesFrom.has(id)) samplesFrom.set(id, input.operations.length);
  try {
    for (let at = 0; at < samplesFrom.get(id)!; at += SAMPLES_PER_PART) {
      const part = codeSamples(input, prism, at, Math.min(at + SAMPLES_PER_PART, samplesFrom.get(id)!));
      parentPort!.postMessage({ id, part } satisfies OpenApiReply);
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    samplesFrom.delete(id);
    lastSamplesDone = id;
  }
  return null;
}

async function verdictOf(document: unknown): Promise<ValidationVerdict> {
  try {
    const result = await validate(document as never, { validate: { errors: { colorize: false } } });
    return result.valid
      ? { valid: true }
      : {
          valid: false,
          messages: result.errors.map((e) => e.message),
          more: 'additionalErrors' in result ? (result.additionalErrors ?? 0) : 0,
        };
  } catch (error) {
    return { valid: false, messages: [(error as Error).message], more: 0 };
  }
}

/** Answers promise `id` with what `work` gives, or with its error. */
async function reply(id: number, work: () => unknown): Promise<void> {
  let answer: OpenApiReply;
  try {
    answer = { id, ok: true, value: await work() };
  } catch (error) {
    answer = { id, ok: false, message: (error as Error).stack ?? String(error) };
  }
  parentPort!.postMessage(answer);
}

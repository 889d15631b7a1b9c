// Worker thread (see openapi-thread.ts): validates OpenAPI documents with @readme/openapi-parser
// and does the work that depends on the specs alone (src/bundle/schema-work.ts), off the main
// thread. Run here, both overlap with the Markdown work of the build instead of adding to it; the
// OpenAPI meta-schema is compiled once per worker, not once per spec (reuse-compiled-schemas.ts).
import { parentPort } from 'node:worker_threads';
import { validate } from '@readme/openapi-parser';
import { codeSamples, consoleFiles, specExamples } from '../../bundle/schema-work.ts';
import { createHighlighter, type Highlighter } from '../markdown/highlighter.ts';
import type { OpenApiReply, OpenApiRequest, ValidationVerdict } from './openapi-thread.ts';
import { reuseCompiledSchemas } from './reuse-compiled-schemas.ts';

reuseCompiledSchemas();
/** Made on the first request that needs it; it remembers what it highlighted. */
let highlighter: Promise<Highlighter> | undefined;

// One request at a time, in the order sent: a spec's validation (which the build waits on) is
// never held up by the schema work sent after it.
let queue = Promise.resolve();
parentPort!.on('message', (request: OpenApiRequest) => {
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

async function handle(request: OpenApiRequest): Promise<void> {
  if (request.kind === 'validate') {
    await reply(request.id, () => verdictOf(request.document));
    return;
  }
  // Each part answers on its own: a failure in one (docgen's bug) leaves the others' answers.
  const { input } = request;
  await reply(request.samples, async () => codeSamples(input, await (highlighter ??= createHighlighter())));
  await reply(request.examples, () => specExamples(input));
  await reply(request.files, () => consoleFiles(input));
}

async function verdictOf(document: unknown): Promise<ValidationVerdict> {
  try {
    const result = await validate(document as never, { validate: { errors: { colorize: false } } });
    return result.valid ? { valid: true } : { valid: false, message: result.errors[0].message };
  } catch (error) {
    return { valid: false, message: (error as Error).message };
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

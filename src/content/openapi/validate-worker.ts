// Worker thread: validates OpenAPI documents with @readme/openapi-parser, off the main thread.
// Run here, validation overlaps with the Markdown work of the build instead of adding to it; the
// OpenAPI meta-schema is compiled once per worker, not once per spec (reuse-compiled-schemas.ts).
import { parentPort } from 'node:worker_threads';
import { validate } from '@readme/openapi-parser';
import { reuseCompiledSchemas } from './reuse-compiled-schemas.ts';
import type { ValidationRequest, ValidationVerdict } from './validate-in-background.ts';

reuseCompiledSchemas();

parentPort!.on('message', async ({ id, document }: ValidationRequest) => {
  let verdict: ValidationVerdict;
  try {
    const result = await validate(document as never, { validate: { errors: { colorize: false } } });
    verdict = result.valid ? { id, valid: true } : { id, valid: false, message: result.errors[0].message };
  } catch (error) {
    verdict = { id, valid: false, message: (error as Error).message };
  }
  parentPort!.postMessage(verdict);
});

// Worker thread: validates OpenAPI documents with @readme/openapi-parser, off the main thread.
// Validation compiles the OpenAPI JSON Schema with ajv on every call (60–160 ms a spec); run here,
// it overlaps with the Markdown work of the build instead of adding to it.
import { parentPort } from 'node:worker_threads';
import { validate } from '@readme/openapi-parser';
import type { ValidationRequest, ValidationVerdict } from './validate-in-background.ts';

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

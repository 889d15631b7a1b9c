// A spec's validation (@readme/openapi-parser) runs in the OpenAPI worker while the build works
// on the spec; the worker answers with the first error's message (openapi-worker.ts).
import { expect, send } from '../openapi-thread.ts';

export type ValidationVerdict = { valid: true } | { valid: false; message: string };

/** Validates `document` (plain JSON data) in the worker; resolves with the first error's message, if any. */
export function validateInBackground(document: unknown): Promise<ValidationVerdict> {
  const [id, verdict] = expect<ValidationVerdict>();
  send({ kind: 'validate', id, document });
  return verdict;
}

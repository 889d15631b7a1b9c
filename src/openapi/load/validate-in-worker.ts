// A spec's validation (@readme/openapi-parser) runs in the OpenAPI worker while the build works
// on the spec; the worker answers with the errors' messages (openapi-worker.ts).
import { expect, send } from '../openapi-thread.ts';

/** `messages`: the validator's, first first; `more`: how many further errors it left undescribed. */
export type ValidationVerdict = { valid: true } | { valid: false; messages: string[]; more: number };

/** Validates `document` (plain JSON data) in the worker; resolves with the errors' messages, if any. */
export function validateInBackground(document: unknown): Promise<ValidationVerdict> {
  const [id, verdict] = expect<ValidationVerdict>();
  send({ kind: 'validate', id, document });
  return verdict;
}

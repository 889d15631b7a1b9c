// Ajv's errors as the mock and the console report them: a JSON pointer into the value, a short
// message and the failed keyword. Shared by Node's Ajv (src/openapi/outputs/json-schema.ts) and
// the build-time compiled validators the Try-it console runs in the browser.
import type { SchemaError } from './types.ts';
import { escapePointer } from '../json-pointer.ts';

/** The fields of an Ajv `ErrorObject` read here (no Ajv types: the browser has no Ajv). */
export interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

export function toSchemaError(error: AjvError): SchemaError {
  const missing =
    error.keyword === 'required' ? `/${escapePointer(String(error.params.missingProperty))}` : '';
  const extra = error.keyword === 'additionalProperties' ? `/${String(error.params.additionalProperty)}` : '';
  const message =
    error.keyword === 'required'
      ? 'is required'
      : error.keyword === 'additionalProperties'
        ? 'is not an allowed property'
        : (error.message ?? 'is invalid');
  return { pointer: `${error.instancePath}${missing}${extra}`, message, keyword: error.keyword };
}

// What the OpenAPI rooms share (load/, views/, outputs/): the document's type, the HTTP methods
// an operation can have, JSON pointers (escaping, local `$ref`s) and the remote-`$ref` error. A leaf: it imports
// nothing of docgen but the error type and the shared pointer and decoding helpers.
import { DocgenError } from '../errors.ts';

/** A dereferenced OpenAPI 3.x document (Swagger 2.0 converted); typed loosely on purpose, views are built in views/to-views.ts. */
export type OpenApiDocument = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch' | 'head' | 'options' | 'trace';

export const HTTP_METHODS: HttpMethod[] = [
  'get',
  'put',
  'post',
  'delete',
  'patch',
  'head',
  'options',
  'trace',
];

export { escapePointer, unescapePointer } from '../shared/json-pointer.ts';
import { unescapePointer } from '../shared/json-pointer.ts';
import { safeDecode } from '../shared/decode.ts';

/** The object a local `$ref` (`#/components/schemas/A~1B`, percent-encoded or not) points at, if any. */
export function resolveLocalRef(document: OpenApiDocument, ref: string): OpenApiDocument | undefined {
  if (!ref.startsWith('#')) return undefined;
  let value: unknown = document;
  for (const key of ref.slice(1).split('/').slice(1)) {
    const name = unescapePointer(safeDecode(key));
    if (!value || typeof value !== 'object' || !Object.hasOwn(value, name)) return undefined;
    value = (value as OpenApiDocument)[name];
  }
  return value && typeof value === 'object' ? (value as OpenApiDocument) : undefined;
}

export function remoteRefError(
  ref: string,
  file: string,
  pointer: string,
  line: number | undefined,
): DocgenError {
  return new DocgenError(`Remote $ref "${ref}": docgen does not fetch parts of a spec over the network.`, {
    file,
    line,
    pointer: `#${pointer}`,
    hint: 'Save the referenced document next to the spec and point the `$ref` at that file (e.g. `./schemas.yaml#/Pet`).',
  });
}

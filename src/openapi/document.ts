// What the OpenAPI rooms share (load/, views/, outputs/): the document's type, the HTTP methods
// an operation can have, JSON pointer escaping and the remote-`$ref` error. A leaf: it imports
// nothing of docgen but the error type.
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

export { escapePointer } from '../shared/json-pointer.ts';

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

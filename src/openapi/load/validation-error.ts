// The validator's verdict on an invalid spec, made into one DocgenError at the right place.
//
// @readme/openapi-parser validates the *dereferenced* document and shows each error as a code
// frame over `JSON.stringify(dereferenced, null, 2)` ("> 45 |   "schema": null"). Read against
// the document as written, that line number names some other place (a `$ref` earlier in the file
// adds the lines of its target): so the frame's line is read against the dereferenced layout,
// and the pointer found there is walked back through the `$ref`s it crossed to the place it is
// written. The message then names that key, its value and the rule, with a hint for the version.
import { dereference } from '@readme/openapi-parser';
import { DocgenError } from '../../errors.ts';
import { escapePointer, resolveLocalRef, unescapePointer, type OpenApiDocument } from '../document.ts';
import type { SpecVersion } from './normalize-document.ts';
import { placeIn, type SpecPlaces } from './spec-lines.ts';

export interface ValidationFailure {
  /** The validator's messages, first first. */
  messages: string[];
  /** How many more it found and did not describe. */
  more: number;
}

/** What was validated (the spec as written, or its 3.1 form for a 3.2 spec) and how to place lines. */
export interface ValidationContext {
  checked: OpenApiDocument;
  file: string;
  lineOf: (pointer: string) => number | undefined;
  /** The pointer as the file has it (a Swagger 2.0 file's own). */
  filePointer: (pointer: string) => string;
  /** Where a pointer is written (a multi-file spec's part). */
  placeOf?: SpecPlaces['placeOf'];
  version: SpecVersion;
  /** A Swagger 2.0 file's data as parsed: its `$ref`s as written (`#/definitions/…`). */
  swagger?: object;
}

export async function validationError(
  { messages, more }: ValidationFailure,
  context: ValidationContext,
): Promise<DocgenError> {
  const { checked, file, version } = context;
  const at = (pointer: string | undefined) => (pointer === undefined ? { file } : placeIn(context, pointer));
  const message = messages[0] ?? 'the validator gave no reason';
  const ref = /Missing \$ref pointer "([^"]+)"/.exec(message);
  if (ref) return unresolvedRefs(ref[1], context);
  // The parser's own words name an option of its API, which a docgen user cannot set.
  const depth = /Maximum dereference depth \((\d+)\) exceeded at [^#]*(#\S*?)\.? /.exec(message);
  if (depth) {
    return new DocgenError(
      `\`$ref\`s lead more than ${depth[1]} deep: "${depth[2]}" is reached through ${depth[1]} of them.`,
      {
        ...at(depth[2].slice(1)),
        hint: 'Point each `$ref` straight at the schema it ends at (a `$ref` to a `$ref` adds nothing), or flatten the nesting: no reader follows 500 levels.',
      },
    );
  }
  const pointers = await writtenPointers(checked, messages);
  const pointer = pointers[0];
  const rule = ruleOf(message);
  const key = pointer === undefined ? undefined : unescapePointer(pointer.split('/').at(-1) ?? '');
  const value = pointer === undefined ? undefined : valueAt(checked, pointer);
  // One mistake in a shared component fails at every place that uses it: count places as written.
  const others = new Set(pointers.slice(1).filter((p) => p !== pointer)).size + more;
  const nullType = key === 'type' && (value === 'null' || (Array.isArray(value) && value.includes('null')));
  const extra = /^ADDITIONAL PROPERTY/.test(message) && key !== undefined;
  const what =
    key === undefined || pointer === '' || extra || /^REQUIRED/.test(message)
      ? ''
      : `\`${key}\` is ${shown(value)}: `;
  const hint = nullType
    ? version === '3.0' || version === '2.0'
      ? `OpenAPI ${version} has no \`null\` type: keep the other type and add \`nullable: true\` beside it (\`type: string, nullable: true\`), or declare \`openapi: 3.1.0\`, where \`type: [string, 'null']\` says the same.`
      : "In OpenAPI 3.1 `null` is one of the types in a list: `type: [string, 'null']`."
    : value === null && key !== undefined
      ? `Give \`${key}\` a value, or leave the key out (\`schema: {}\` allows any value).`
      : extra
        ? (misplaced(pointer, key, version) ??
          'Remove the key or fix its spelling; a key of your own must start with `x-`.')
        : `Compare the document with the ${version === '2.0' ? 'Swagger 2.0' : `OpenAPI ${version}`} specification; a linter such as \`npx @redocly/cli lint\` explains each rule.`;
  const said = extra ? `\`${key}\` is not a key this object may have` : `${what}${rule}`;
  return new DocgenError(`Invalid OpenAPI document: ${said}.`, {
    ...at(pointer),
    hint:
      others > 0 ? `${hint} (The validator found ${others} more problem${others === 1 ? '' : 's'}.)` : hint,
  });
}

/**
 * The parser stops at the first `$ref` that names nothing; a large spec often has several (DocuSign's
 * eSignature spec: two), so every one is named at once, each as the file writes it.
 */
function unresolvedRefs(first: string, context: ValidationContext): DocgenError {
  const { checked, file, filePointer, swagger } = context;
  const found = danglingRefs(checked);
  const all = found.some((d) => d.ref === first) ? found : [{ ref: first, at: findRef(checked, first) }];
  const written = (d: { ref: string; at?: string }) => {
    if (!swagger || d.at === undefined) return d.ref;
    const asWritten = valueAt(swagger as OpenApiDocument, filePointer(d.at).replace(/^#/, ''));
    return typeof asWritten === 'string' ? asWritten : d.ref;
  };
  const [head, ...rest] = all;
  const place = (pointer: string | undefined): { file: string; line?: number } =>
    pointer === undefined ? { file } : placeIn(context, pointer);
  const target = written(head!);
  const parent = /^#(.*)\/[^/]+$/.exec(target)?.[1];
  const others = rest.slice(0, 5).map((d) => {
    const where = place(d.at);
    return `"${written(d)}"${where.line ? ` (line ${where.line})` : ''}`;
  });
  const more = rest.length > others.length ? ` and ${rest.length - others.length} more` : '';
  return new DocgenError(`Unresolved $ref "${target}": it names nothing in the document.`, {
    ...place(head!.at),
    hint:
      (parent ? `Define it under \`${parent || '/'}\`, or fix the reference.` : 'Fix the reference.') +
      (rest.length > 0
        ? ` ${rest.length} more $ref${rest.length === 1 ? ' names' : 's name'} nothing: ${others.join(', ')}${more}.`
        : ''),
  });
}

/** Each `$ref` into this document that names nothing, first as written, once per target. */
function danglingRefs(document: OpenApiDocument): { ref: string; at: string }[] {
  const found = new Map<string, string>();
  const walk = (value: unknown, at: string) => {
    if (!value || typeof value !== 'object') return;
    const ref = (value as { $ref?: unknown }).$ref;
    if (
      typeof ref === 'string' &&
      ref.startsWith('#') &&
      !found.has(ref) &&
      !resolveLocalRef(document, ref) &&
      valueAt(document, ref.slice(1)) === undefined
    )
      found.set(ref, `${at}/$ref`);
    for (const [key, child] of Object.entries(value))
      // Examples are data: a `$ref` key in them refers to nothing.
      if (key !== 'example' && key !== 'examples') walk(child, `${at}/${escapePointer(key)}`);
  };
  walk(document, '');
  return [...found].map(([ref, at]) => ({ ref, at }));
}

/** Keys of `info` that real documents write at the top (DocuSign's Rooms spec: `license`). */
const INFO_KEYS = new Set([
  'title',
  'version',
  'description',
  'summary',
  'termsOfService',
  'contact',
  'license',
]);
/** Swagger 2.0 keys written at the top of an OpenAPI 3 document, and where OpenAPI 3 has them. */
const SWAGGER_KEYS: Record<string, string> = {
  definitions: '`components/schemas` (and its `$ref`s `#/components/schemas/…`)',
  securityDefinitions: '`components/securitySchemes`',
  host: '`servers` (`servers: [{ url: https://host/basePath }]`)',
  basePath: '`servers` (`servers: [{ url: https://host/basePath }]`)',
  schemes: '`servers` (`servers: [{ url: https://host/basePath }]`)',
  produces: "each response's `content`, by media type",
  consumes: "each request body's `content`, by media type",
};

/** Where a top-level key that belongs elsewhere goes, as a hint; undefined for any other key. */
function misplaced(pointer: string | undefined, key: string, version: SpecVersion): string | undefined {
  if (pointer !== `/${escapePointer(key)}`) return undefined;
  if (INFO_KEYS.has(key)) return `\`${key}\` belongs under \`info\`: move it there.`;
  // A converted Swagger 2.0 file has these where they belong: only an OpenAPI 3 file writes them so.
  const place = version === '2.0' ? undefined : SWAGGER_KEYS[key];
  return place && `\`${key}\` is Swagger 2.0; OpenAPI ${version} writes it as ${place}.`;
}

/** `ENUM must be equal to one of the allowed values\n(a, b)` → `must be one of a, b` and the like. */
function ruleOf(message: string): string {
  const [first = '', second = ''] = message.split('\n');
  const words = first.replace(/^[A-Z][A-Z ]*[A-Z] /, '').replace(/\.$/, '');
  const allowed = /^\((.*)\)$/.exec(second.trim());
  if (/^ENUM /.test(first) && allowed) return `it must be one of ${allowed[1]}`;
  return words
    .replace(/^must /, 'it must ')
    .replace(/must be (object|array|integer)\b/, 'must be an $1')
    .replace(/must be (string|boolean|number)\b/, 'must be a $1');
}

function shown(value: unknown): string {
  if (value === undefined) return 'missing';
  const json = JSON.stringify(value);
  return json.length > 60 ? `${json.slice(0, 57)}…` : json;
}

/** For each message, the pointer (in the document as written) of the line its code frame points at. */
async function writtenPointers(
  checked: OpenApiDocument,
  messages: string[],
): Promise<(string | undefined)[]> {
  let laidOut: unknown = checked;
  try {
    laidOut = await dereference(structuredClone(checked) as never, { dereference: { circular: 'ignore' } });
  } catch {
    // A document the dereferencer cannot take is framed as written.
  }
  const lines = frameLines(laidOut);
  return messages.map((message) => {
    const line = /^>\s*(\d+)\s*\|/m.exec(message);
    const pointer = line ? lines[Number(line[1]) - 1] : undefined;
    return pointer === undefined ? undefined : throughRefs(checked, pointer);
  });
}

/**
 * A pointer into the dereferenced document, as a pointer into `written`: each `$ref` met on the
 * way continues at its target (`/paths/~1a/get/responses/200/content` through
 * `$ref: '#/components/responses/Ok'` is `/components/responses/Ok/content`).
 */
function throughRefs(written: OpenApiDocument, pointer: string): string {
  let at = '';
  let node: unknown = written;
  for (const segment of pointer.split('/').slice(1)) {
    for (let hops = 0; hops < 32 && isRef(node); hops++) {
      const ref = (node as { $ref: string }).$ref;
      const target = resolveLocalRef(written, ref);
      if (!target) break;
      node = target;
      at = ref.slice(1);
    }
    const key = unescapePointer(segment);
    node = node && typeof node === 'object' ? (node as OpenApiDocument)[key] : undefined;
    at += `/${escapePointer(key)}`;
  }
  return at;
}

function isRef(node: unknown): boolean {
  return !!node && typeof node === 'object' && typeof (node as { $ref?: unknown }).$ref === 'string';
}

function valueAt(document: OpenApiDocument, pointer: string): unknown {
  let node: unknown = document;
  for (const segment of pointer.split('/').slice(1)) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as OpenApiDocument)[unescapePointer(segment)];
  }
  return node;
}

/** The JSON pointer of the first `$ref` equal to `ref`. */
function findRef(value: unknown, ref: string, at = ''): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  if ((value as { $ref?: unknown }).$ref === ref) return `${at}/$ref`;
  for (const [key, child] of Object.entries(value)) {
    const found = findRef(child, ref, `${at}/${escapePointer(key)}`);
    if (found) return found;
  }
  return undefined;
}

/**
 * The validator reports schema errors as a code frame over `JSON.stringify(doc, null, 2)`
 * ("> 30 | …"). Lay the document out the same way, remembering each line's pointer, to turn
 * a line back into a JSON pointer.
 */
function frameLines(doc: unknown): string[] {
  const pointers: string[] = [];
  const walk = (value: unknown, pointer: string, first: boolean) => {
    if (first) pointers.push(pointer);
    if (value && typeof value === 'object') {
      const entries = Array.isArray(value)
        ? value.map((v, i) => [String(i), v] as const)
        : Object.entries(value);
      if (entries.length === 0) return;
      for (const [key, child] of entries)
        if (child !== undefined) walk(child, `${pointer}/${escapePointer(key)}`, true);
      pointers.push(pointer); // the closing bracket
    }
  };
  walk(doc, '', true);
  return pointers;
}

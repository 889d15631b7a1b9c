// The dereferencer (`circular: 'ignore'`) keeps a `$ref` as written when anything below its target
// leads into a cycle: a response whose schema is recursive stays `{ $ref: '#/components/responses/Tree' }`,
// and its page would say "No body." with no description. Schemas may stay references (the schema
// view follows them and shows the cycle as a named node); every other object a page reads —
// path item, parameter, request body, response, header, example, link, callback — is put in place
// of its `$ref` here, before any view sees the document. A `$ref` that leads nowhere, or only
// through other `$ref`s back to itself, is left out with a warning naming its pointer.
import { DocgenError } from '../../errors.ts';
import { escapePointer, HTTP_METHODS, resolveLocalRef, type OpenApiDocument as Obj } from '../document.ts';
import { placeIn, type SpecPlaces } from './spec-lines.ts';

interface State {
  /** The dereferenced document, changed in place. */
  document: Obj;
  /** The document as written (files bundled): where each `$ref` and its own summary stand. */
  raw: Obj;
  places: SpecPlaces;
  warnings: DocgenError[];
  /** Places of the written document already walked (components are shared by many operations). */
  done: Set<string>;
}

/**
 * Puts in place the `$ref`s of non-schema objects in `document` (in place), read from `raw`, the
 * same document before dereferencing: the dereferencer may have put one reference's own
 * `description` at every place that refers to the same target. Returns what it could not.
 */
export function resolveObjectRefs(document: Obj, raw: Obj, places: SpecPlaces): DocgenError[] {
  const state: State = { document, raw, places, warnings: [], done: new Set() };
  for (const [name] of entries(document.paths))
    pathItem(state, document.paths, name, `/paths/${escapePointer(name)}`);
  for (const [name] of entries(document.webhooks))
    pathItem(state, document.webhooks, name, `/webhooks/${escapePointer(name)}`);
  const components = document.components;
  if (components && typeof components === 'object') {
    const each = (kind: string, walk: Walk) => {
      for (const [name] of entries(components[kind]))
        walk(state, components[kind], name, `/components/${kind}/${escapePointer(name)}`);
    };
    each('pathItems', pathItem);
    each('parameters', parameter);
    each('requestBodies', requestBody);
    each('responses', response);
    each('headers', header);
    each('examples', plain('example'));
    each('links', plain('link'));
    each('callbacks', callback);
  }
  return state.warnings;
}

/** Walks the object at `holder[key]`, which the written document has at `at`. */
type Walk = (state: State, holder: Obj, key: string | number, at: string) => void;

/**
 * Puts what `holder[key]` refers to in its place, as the written document says at `at`: through
 * `$ref`s to `$ref`s, with a 3.1 Reference Object's own `summary` and `description` over the
 * target's. Returns the object and where it is written (the target's pointer), or undefined (the
 * key removed, with a warning) when the chain leads nowhere or in a circle.
 */
function follow(
  state: State,
  holder: Obj,
  key: string | number,
  at: string,
  what: string,
): { value: Obj; at: string } | undefined {
  let written = pointerValue(state.raw, at);
  if (!isRef(written)) {
    const value = holder[key];
    return value && typeof value === 'object' ? { value: value as Obj, at } : undefined;
  }
  const seen = new Set<string>();
  const overrides: Obj = {};
  let target = at;
  while (isRef(written)) {
    const ref: string = written.$ref;
    for (const name of ['summary', 'description'])
      if (typeof written[name] === 'string' && !(name in overrides)) overrides[name] = written[name];
    const next = ref.startsWith('#') && !seen.has(ref) ? pointerValue(state.raw, ref.slice(1)) : undefined;
    if (!next || typeof next !== 'object') {
      state.warnings.push(
        new DocgenError(
          `The ${what} here is a $ref "${ref}" that ${seen.has(ref) ? 'leads back to itself through other $refs' : 'names nothing in the document'}: its page leaves it out.`,
          {
            ...placeIn(state.places, at),
            hint: `Point the $ref at the ${what} itself (under \`components\`).`,
          },
        ),
      );
      // Left out rather than shown as an object with nothing in it ("200 OK — No body.").
      if (!Array.isArray(holder)) delete holder[key];
      return undefined;
    }
    seen.add(ref);
    target = decodePointer(ref.slice(1));
    written = next;
  }
  const value = resolveLocalRef(state.document, `#${target}`);
  if (!value) return undefined;
  holder[key] = Object.keys(overrides).length > 0 ? { ...value, ...overrides } : value;
  return { value, at: target };
}

/** The object to walk, once per place in the written document. */
function once(
  state: State,
  found: { value: Obj; at: string } | undefined,
): found is { value: Obj; at: string } {
  if (!found || state.done.has(found.at)) return false;
  state.done.add(found.at);
  return true;
}

const plain =
  (what: string): Walk =>
  (state, holder, key, at) =>
    void follow(state, holder, key, at, what);

function pathItem(state: State, holder: Obj, key: string | number, at: string): void {
  const item = follow(state, holder, key, at, 'path item');
  if (!once(state, item)) return;
  list(state, item.value, 'parameters', item.at, parameter);
  for (const method of [...HTTP_METHODS, 'query']) {
    const op = item.value[method];
    if (!op || typeof op !== 'object') continue;
    const opAt = `${item.at}/${method}`;
    list(state, op, 'parameters', opAt, parameter);
    if (op.requestBody) requestBody(state, op, 'requestBody', `${opAt}/requestBody`);
    map(state, op.responses, `${opAt}/responses`, response);
    map(state, op.callbacks, `${opAt}/callbacks`, callback);
  }
}

function parameter(state: State, holder: Obj, key: string | number, at: string): void {
  const found = follow(state, holder, key, at, 'parameter');
  if (!once(state, found)) return;
  map(state, found.value.examples, `${found.at}/examples`, plain('example'));
  content(state, found.value.content, `${found.at}/content`);
}

function requestBody(state: State, holder: Obj, key: string | number, at: string): void {
  const found = follow(state, holder, key, at, 'request body');
  if (once(state, found)) content(state, found.value.content, `${found.at}/content`);
}

function response(state: State, holder: Obj, key: string | number, at: string): void {
  const found = follow(state, holder, key, at, 'response');
  if (!once(state, found)) return;
  map(state, found.value.headers, `${found.at}/headers`, header);
  map(state, found.value.links, `${found.at}/links`, plain('link'));
  content(state, found.value.content, `${found.at}/content`);
}

function header(state: State, holder: Obj, key: string | number, at: string): void {
  const found = follow(state, holder, key, at, 'header');
  if (!once(state, found)) return;
  map(state, found.value.examples, `${found.at}/examples`, plain('example'));
  content(state, found.value.content, `${found.at}/content`);
}

function callback(state: State, holder: Obj, key: string | number, at: string): void {
  const found = follow(state, holder, key, at, 'callback');
  if (!once(state, found)) return;
  for (const [expression] of entries(found.value))
    if (!expression.startsWith('x-'))
      pathItem(state, found.value, expression, `${found.at}/${escapePointer(expression)}`);
}

/** Media type objects: their examples, and their encodings' headers. */
function content(state: State, value: Obj | undefined, at: string): void {
  for (const [type, media] of entries(value)) {
    if (!media || typeof media !== 'object') continue;
    const mediaAt = `${at}/${escapePointer(type)}`;
    map(state, media.examples, `${mediaAt}/examples`, plain('example'));
    for (const [name, encoding] of entries(media.encoding))
      if (encoding && typeof encoding === 'object')
        map(state, encoding.headers, `${mediaAt}/encoding/${escapePointer(name)}/headers`, header);
  }
}

function map(state: State, value: Obj | undefined, at: string, walk: Walk): void {
  for (const [name] of entries(value)) walk(state, value!, name, `${at}/${escapePointer(name)}`);
}

function list(state: State, owner: Obj, key: string, at: string, walk: Walk): void {
  const value = owner[key];
  if (!Array.isArray(value)) return;
  for (let i = 0; i < value.length; i++) walk(state, value, i, `${at}/${key}/${i}`);
  // A parameter whose `$ref` could not be followed (warned about) is left out of the list.
  if (value.some(isRef)) owner[key] = value.filter((item) => !isRef(item));
}

function isRef(value: unknown): value is Obj & { $ref: string } {
  return !!value && typeof value === 'object' && typeof (value as Obj).$ref === 'string';
}

/** The value at a JSON pointer (`/paths/~1a/get`, written as in a `$ref` or escaped by us). */
function pointerValue(root: Obj, pointer: string): unknown {
  return pointer === '' ? root : resolveLocalRef(root, `#${pointer}`);
}

/** A `$ref`'s pointer with its percent-escapes read, as the walk writes pointers. */
function decodePointer(pointer: string): string {
  try {
    return decodeURIComponent(pointer);
  } catch {
    return pointer;
  }
}

function entries(value: unknown): [string, Obj][] {
  return value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value as Obj) : [];
}

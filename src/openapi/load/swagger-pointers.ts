// A place in the OpenAPI 3 document converted from a Swagger 2.0 file → the same place in that
// file. swagger2openapi (normalize-document.ts) moves and renames what it converts: definitions
// become `components/schemas` (names made safe), a body parameter becomes the `requestBody`, form
// parameters its properties, a response's schema and examples move under `content/<media type>`,
// a parameter's `type` under its `schema`. A message must name the file the user wrote, so each
// move is read back by one rule of the table below; what no rule maps, or what the file does not
// have, is named by its nearest ancestor the file has: never a pointer the file lacks.
import {
  escapePointer,
  HTTP_METHODS,
  resolveLocalRef,
  unescapePointer,
  type OpenApiDocument,
} from '../document.ts';
import { safeDecode } from '../../shared/decode.ts';

type Obj = OpenApiDocument;
type Keys = string[];

/** What a rule's pattern captured (`:name` segments), and the keys after the pattern. */
interface Match {
  at: Record<string, string>;
  rest: Keys;
}

/**
 * Converted → written, first match wins. A pattern's `:name` segment matches any key (`:method`
 * an HTTP method only); `to` gives the keys in the 2.0 document, which may name something the
 * file does not have: the caller then takes the nearest ancestor it has.
 */
const RULES: { from: string; to: (m: Match, swagger: Obj) => Keys }[] = [
  { from: 'openapi', to: ({ rest }) => ['swagger', ...rest] },
  // The server URLs are made of these three; the first the file has stands for all of them.
  { from: 'servers', to: (_, swagger) => [['host', 'basePath', 'schemes'].find((k) => k in swagger) ?? ''] },
  {
    from: 'components/schemas/:name',
    to: ({ at, rest }, s) => ['definitions', writtenName(s.definitions, at.name, sanitiseAll), ...rest],
  },
  {
    from: 'components/parameters/:name',
    to: ({ at, rest }, s) => [
      'parameters',
      writtenName(s.parameters, at.name, sanitise),
      ...parameterKeys(rest),
    ],
  },
  {
    from: 'components/responses/:name',
    to: ({ at, rest }, s) => [
      'responses',
      writtenName(s.responses, at.name, sanitise),
      ...responseKeys(rest),
    ],
  },
  {
    from: 'components/securitySchemes/:name',
    to: ({ at, rest }, s) => [
      'securityDefinitions',
      writtenName(s.securityDefinitions, at.name, sanitise),
      ...securityKeys(rest),
    ],
  },
  { from: 'components/requestBodies/:name', to: ({ at, rest }, s) => sharedBody(s, at.name, rest) },
  {
    from: 'paths/:path/parameters/:index',
    to: ({ at, rest }, s) => keptParameter(s, ['paths', at.path], at.index, rest),
  },
  {
    from: 'paths/:path/:method/parameters/:index',
    to: ({ at, rest }, s) => keptParameter(s, ['paths', at.path, at.method], at.index, rest),
  },
  {
    from: 'paths/:path/:method/requestBody',
    to: ({ at, rest }, s) => requestBody(s, at.path, at.method, rest),
  },
  {
    from: 'paths/:path/:method/responses/:code',
    to: ({ at, rest }) => ['paths', at.path, at.method, 'responses', at.code, ...responseKeys(rest)],
  },
];

/** `pointer` (escaped, no `#`) in the converted document → its pointer in `swagger`, the 2.0 document as written. */
export function swaggerPointer(pointer: string, swagger: Obj): string {
  const keys = pointer === '' ? [] : pointer.split('/').slice(1).map(unescapePointer);
  for (const rule of RULES) {
    const match = matchRule(rule.from, keys);
    if (match) return existingPointer(swagger, rule.to(match, swagger));
  }
  return existingPointer(swagger, keys);
}

function matchRule(from: string, keys: Keys): Match | undefined {
  const pattern = from.split('/');
  if (keys.length < pattern.length) return undefined;
  const at: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    const key = keys[i]!;
    if (part === ':method' && !(HTTP_METHODS as string[]).includes(key)) return undefined;
    if (part.startsWith(':')) at[part.slice(1)] = key;
    else if (part !== key) return undefined;
  }
  return { at, rest: keys.slice(pattern.length) };
}

/**
 * The keys of the deepest place along `keys` that `document` has, escaped and joined. A `$ref`
 * met on the way is followed, and the pointer goes on from its target: where the value is written.
 */
export function existingPointer(document: Obj, keys: Keys): string {
  let node: unknown = document;
  let at: string[] = [];
  for (const key of keys) {
    for (let hops = 0; hops < 32 && !has(node, key) && isRef(node); hops++) {
      const ref = (node as { $ref: string }).$ref;
      const target = resolveLocalRef(document, ref);
      if (!target) break;
      node = target;
      // Re-escaped from the keys, so that a percent-encoded `$ref` names the key as written.
      at = ref
        .slice(1)
        .split('/')
        .slice(1)
        .map((k) => escapePointer(unescapePointer(safeDecode(k))));
    }
    if (!has(node, key)) break;
    node = (node as Obj)[key];
    at.push(escapePointer(key));
  }
  return at.length === 0 ? '' : `/${at.join('/')}`;
}

function has(node: unknown, key: string): boolean {
  return !!node && typeof node === 'object' && Object.hasOwn(node, key);
}

function isRef(node: unknown): boolean {
  return !!node && typeof node === 'object' && typeof (node as { $ref?: unknown }).$ref === 'string';
}

// swagger2openapi's names for components (oas-kit-common): characters outside `[A-Za-z0-9_.-]`
// become `_`; a schema name's `/` too, and a clash gets a number (`a_b`, then `a_b2`).
function sanitise(name: string): string {
  const parts = name.replace('[]', 'Array').split('/');
  parts[0] = parts[0]!.replace(/[^A-Za-z0-9_\-.]+|\s+/gm, '_');
  return parts.join('/');
}

function sanitiseAll(name: string): string {
  return sanitise(name.split('/').join('_'));
}

/**
 * The key in `section` (the 2.0 `definitions`, `parameters`…) that the converter renamed to `name`:
 * its renaming replayed in the file's order, each clash numbered as it numbers them.
 */
function writtenName(section: unknown, name: string, clean: (name: string) => string): string {
  if (!section || typeof section !== 'object') return name;
  const keys = Object.keys(section);
  const taken = new Set(keys);
  for (const key of keys) {
    const safe = clean(key);
    if (safe === key) continue;
    let suffix = '';
    while (taken.has(safe + suffix)) suffix = String(suffix === '' ? 2 : Number(suffix) + 1);
    taken.delete(key);
    taken.add(safe + suffix);
    if (safe + suffix === name) return key;
  }
  return name;
}

/** Below a (non-body) parameter: its `schema` is the 2.0 parameter's own `type`, `format`, `items`… */
function parameterKeys(rest: Keys): Keys {
  const [first, ...more] = rest;
  if (first === 'schema') return more;
  if (first === 'style' || first === 'explode') return ['collectionFormat'];
  if (first === 'example') return ['x-example', ...more];
  return rest;
}

/** Below a response: `content/<type>/schema` is its `schema`, the example of a type its `examples/<type>`. */
function responseKeys(rest: Keys): Keys {
  const [first, type, part, ...more] = rest;
  if (first === 'headers' && part === 'schema') return ['headers', type!, ...more];
  if (first !== 'content') return rest;
  if (type === undefined || part === undefined) return ['schema'];
  if (part === 'schema') return ['schema', ...more];
  if (part === 'example') return ['examples', type, ...more];
  // The converter names each example `response`: `examples/response/value/…`.
  if (part === 'examples') return ['examples', type, ...more.slice(2)];
  return ['examples', type];
}

/** An OAuth2 flow's keys (`flows/implicit/authorizationUrl`) are the 2.0 scheme's own. */
function securityKeys(rest: Keys): Keys {
  if (rest[0] === 'flows') return rest.slice(2);
  if (rest[0] === 'scheme') return ['type'];
  return rest;
}

/** A parameter: the 2.0 list's, `in: body` and `in: formData` ones left out (they became the body), at `index`. */
function keptParameter(swagger: Obj, holder: Keys, index: string, rest: Keys): Keys {
  const list = valueAt(swagger, [...holder, 'parameters']);
  if (!Array.isArray(list)) return [...holder, 'parameters', index, ...parameterKeys(rest)];
  const kept = list.flatMap((p, i) => {
    const param = resolved(swagger, p);
    return param && param.in !== 'body' && param.in !== 'formData' ? [i] : [];
  });
  const written = kept[Number(index)];
  if (written === undefined) return [...holder, 'parameters'];
  return [...holder, 'parameters', String(written), ...parameterKeys(rest)];
}

/**
 * Below an operation's `requestBody`: the body parameter (its `schema` the content's schema), or
 * the form parameters (each a property of the content's schema), the operation's own before its
 * path's, as the converter takes them.
 */
function requestBody(swagger: Obj, path: string, method: string, rest: Keys): Keys {
  const op = ['paths', path, method];
  const params = [...parameterList(swagger, op), ...parameterList(swagger, ['paths', path])];
  const body = params.find((p) => p.param.in === 'body')?.keys;
  const forms = params.filter((p) => p.param.in === 'formData');
  const [first, , part, sub, name, ...more] = rest;
  if (first !== 'content' || part === undefined) {
    // `description`, `required`: the body parameter's own.
    if (body) return [...body, ...rest];
    return forms[0]?.keys ?? op;
  }
  if (part === 'schema' && sub === 'properties' && name !== undefined) {
    const form = forms.find((p) => p.param.name === name);
    if (form) return [...form.keys, ...more];
  }
  if (body) return part === 'schema' ? [...body, ...rest.slice(2)] : body;
  if (part === 'schema' && sub === 'required') return [...op, 'parameters'];
  return forms[0]?.keys ?? op;
}

/** A request body the converter shared between operations (`components/requestBodies/<name>`). */
function sharedBody(swagger: Obj, name: string, rest: Keys): Keys {
  const bare = name.replace(/\d+$/, '');
  for (const [path, item] of Object.entries<Obj>(swagger.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item?.[method];
      if (!op || typeof op !== 'object') continue;
      const params = [
        ...parameterList(swagger, ['paths', path, method]),
        ...parameterList(swagger, ['paths', path]),
      ];
      const body = params.find((p) => p.param.in === 'body')?.param;
      // The converter names it after the body's schema, or else the operation.
      const names = [
        refName(body?.schema?.$ref),
        refName(body?.schema?.items?.$ref) && `${refName(body?.schema?.items?.$ref)}Array`,
        typeof op.operationId === 'string' ? sanitiseAll(op.operationId) : undefined,
      ].map((n) => n && sanitise(n));
      if (names.includes(name) || names.includes(bare)) return requestBody(swagger, path, method, rest);
    }
  }
  return ['components', 'requestBodies', name, ...rest];
}

function refName(ref: unknown): string | undefined {
  if (typeof ref !== 'string' || !ref.startsWith('#/definitions/')) return undefined;
  return sanitiseAll(unescapePointer(safeDecode(ref.slice('#/definitions/'.length))));
}

/** Each parameter of the list at `holder` with its keys, `$ref`s followed for what it is. */
function parameterList(swagger: Obj, holder: Keys): { keys: Keys; param: Obj }[] {
  const list = valueAt(swagger, [...holder, 'parameters']);
  if (!Array.isArray(list)) return [];
  return list.flatMap((p, i) => {
    const param = resolved(swagger, p);
    return param ? [{ keys: [...holder, 'parameters', String(i)], param }] : [];
  });
}

function resolved(swagger: Obj, value: unknown): Obj | undefined {
  let node = value;
  for (let hops = 0; hops < 32 && isRef(node); hops++)
    node = resolveLocalRef(swagger, (node as { $ref: string }).$ref);
  return node && typeof node === 'object' ? (node as Obj) : undefined;
}

function valueAt(document: Obj, keys: Keys): unknown {
  let node: unknown = document;
  for (const key of keys) node = has(node, key) ? (node as Obj)[key] : undefined;
  return node;
}

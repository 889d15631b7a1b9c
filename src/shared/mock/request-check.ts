// Checks a request against its operation: path, query, header and cookie parameters (strings
// coerced to the schema's type first), and the body by its media type. Each problem says where:
// a parameter's name, or a JSON pointer into the body.
import type { MockOperation } from './operations.ts';
import type { MockRequest, OpenApiDoc, SchemaError, SchemaValidator } from './types.ts';
import { readFormBody } from '../form-brackets.ts';

export interface RequestProblem extends SchemaError {
  /** The parameter at fault (`in` and name), absent for the body. */
  parameter?: { in: string; name: string };
}

export interface CheckedRequest {
  problems: RequestProblem[];
  /** The parsed body (JSON value, form fields), for the token endpoint and for echoes. */
  body?: unknown;
  /** The media type the body was read as. */
  mediaType?: string;
  /** 415: a body of a media type the operation does not take. */
  unsupportedMediaType?: boolean;
}

export function checkRequest(
  entry: MockOperation,
  request: MockRequest,
  params: Record<string, string>,
  validate: SchemaValidator,
): CheckedRequest {
  const problems: RequestProblem[] = [];
  const query = new URLSearchParams(request.query);
  const cookies = parseCookies(request.headers.cookie);
  // Path-level parameters apply unless the operation redefines them (same name and place).
  const byKey = new Map<string, OpenApiDoc>();
  for (const p of [...(entry.pathItem.parameters ?? []), ...(entry.operation.parameters ?? [])])
    byKey.set(`${p.in}\0${p.name}`, p);
  const declared = [...byKey.values()];
  for (const param of declared) {
    const raw =
      param.in === 'path'
        ? params[param.name]
        : param.in === 'query'
          ? query.get(param.name)
          : param.in === 'header'
            ? request.headers[String(param.name).toLowerCase()]
            : param.in === 'cookie'
              ? cookies[param.name]
              : undefined;
    const where = { in: String(param.in), name: String(param.name) };
    if (raw === undefined || raw === null) {
      if (param.required)
        problems.push({
          pointer: '',
          keyword: 'required',
          message: `the ${param.in} parameter ${param.name} is required`,
          parameter: where,
        });
      continue;
    }
    if (!param.schema) continue;
    const value =
      param.schema.type === 'array' ||
      (Array.isArray(param.schema.type) && param.schema.type.includes('array'))
        ? (param.in === 'query' ? query.getAll(param.name) : raw.split(',')).map((item: string) =>
            coerce(item, param.schema.items ?? {}),
          )
        : coerce(raw, param.schema);
    for (const error of validate(param.schema, value))
      problems.push({ ...error, message: `${param.name} ${error.message}`, parameter: where });
  }

  const requestBody: OpenApiDoc | undefined = entry.operation.requestBody;
  if (!requestBody) return { problems };
  const hasBody = request.body !== undefined && request.body !== '';
  if (!hasBody) {
    if (requestBody.required)
      problems.push({ pointer: '', keyword: 'required', message: 'a request body is required' });
    return { problems };
  }
  const contentType = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  const mediaType = pickMediaType(Object.keys(requestBody.content ?? {}), contentType);
  if (!mediaType) return { problems, unsupportedMediaType: true };
  const schema = requestBody.content[mediaType]?.schema;
  let body: unknown = request.body;
  if (/json/.test(mediaType)) {
    try {
      body = JSON.parse(request.body!);
    } catch (error) {
      problems.push({
        pointer: '',
        keyword: 'parse',
        message: `the body is not valid JSON (${(error as Error).message})`,
      });
      return { problems, mediaType };
    }
  } else if (mediaType === 'application/x-www-form-urlencoded') {
    body = readFormBody(request.body!, schema ?? {}, coerce);
  } else {
    return { problems, body, mediaType }; // multipart, binary, text: taken as they are
  }
  if (schema) for (const error of validate(withoutReadOnly(schema), body)) problems.push(error);
  return { problems, body, mediaType };
}

/** The declared media type a Content-Type header matches (`application/*` and `*\/*` too). */
function pickMediaType(declared: string[], contentType: string): string | undefined {
  if (declared.length === 0) return undefined;
  if (!contentType) return declared[0];
  return (
    declared.find((m) => m.toLowerCase() === contentType) ??
    declared.find((m) => m === '*/*' || (m.endsWith('/*') && contentType.startsWith(m.slice(0, -1))))
  );
}

/** A query, path, header or form value arrives as text: read it as the type its schema names. */
export function coerce(text: string, schema: OpenApiDoc): unknown {
  const types: string[] = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (
    (types.includes('integer') || types.includes('number')) &&
    text.trim() !== '' &&
    !Number.isNaN(Number(text))
  )
    return Number(text);
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  if (types.includes('null') && text === 'null') return null;
  return text;
}

/**
 * A request body may leave out `readOnly` properties, even required ones (the server sets them):
 * at every depth, through `allOf`/`oneOf`/`anyOf` branches, properties and items (Redocly's cafe:
 * `oneOf` of `allOf`s whose base item requires its read-only `id`). A copy; shared and cyclic
 * parts are copied once.
 */
export function withoutReadOnly(schema: OpenApiDoc): OpenApiDoc {
  return requestSchema(schema, new Map());
}

const BRANCHES = ['allOf', 'oneOf', 'anyOf', 'prefixItems'] as const;
const NESTED = ['items', 'additionalProperties', 'not'] as const;

function requestSchema(schema: OpenApiDoc, made: Map<object, OpenApiDoc>): OpenApiDoc {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const done = made.get(schema);
  if (done) return done;
  const out: OpenApiDoc = { ...schema };
  made.set(schema, out);
  let changed = false;
  const set = (key: string, value: unknown) => {
    if (value !== schema[key]) changed = true;
    out[key] = value;
  };
  for (const key of BRANCHES) {
    if (!Array.isArray(schema[key])) continue;
    const list: OpenApiDoc[] = schema[key].map((branch: OpenApiDoc) => requestSchema(branch, made));
    if (list.some((item, i) => item !== schema[key][i])) set(key, list);
  }
  for (const key of NESTED)
    if (schema[key] && typeof schema[key] === 'object') set(key, requestSchema(schema[key], made));
  if (schema.properties && typeof schema.properties === 'object') {
    const properties: Record<string, OpenApiDoc> = {};
    let inner = false;
    for (const [name, property] of Object.entries<OpenApiDoc>(schema.properties)) {
      properties[name] = requestSchema(property, made);
      if (properties[name] !== property) inner = true;
    }
    if (inner) set('properties', properties);
    if (Array.isArray(schema.required)) {
      const readOnly = Object.entries<OpenApiDoc>(schema.properties)
        .filter(([, p]) => p?.readOnly)
        .map(([name]) => name);
      const kept = schema.required.filter((name: string) => !readOnly.includes(name));
      if (kept.length < schema.required.length) set('required', kept);
    }
  }
  if (changed) return out;
  made.set(schema, schema);
  return schema;
}

function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return cookies;
}

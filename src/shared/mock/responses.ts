// What the mock answers: a documented response of the operation, its body from the spec's
// examples (or, where there is none, made from the schema), its documented headers. Errors the
// mock finds itself (bad input, missing credentials) use the operation's documented error
// response for that status when it has one, so they look as the API's own would.
import { wireHeader } from '../http-header-value.ts';
import type { RequestProblem } from './request-check.ts';
import type { OpenApiDoc, SchemaSampler, SchemaValidator } from './types.ts';

export interface Preference {
  /** As written: checked by chooseStatus, so a bad one is answered, not ignored. */
  code?: string;
  example?: string;
}

/** `Prefer: code=404, example=not_found` (RFC 7240 syntax, as Prism reads it). */
export function parsePrefer(header: string | undefined): Preference {
  const prefer: Preference = {};
  for (const part of (header ?? '').split(/[,;]/)) {
    const [key, value = ''] = part.split('=').map((s) => s?.trim().replace(/^"|"$/g, ''));
    if (key === 'code') prefer.code = value;
    if (key === 'example') prefer.example = value;
  }
  return prefer;
}

/** An example of its own name in `examples` (never `constructor` or `__proto__` of every object). */
export function ownExample(examples: unknown, name: string): OpenApiDoc | undefined {
  if (!examples || typeof examples !== 'object' || !Object.hasOwn(examples, name)) return undefined;
  const example = (examples as Record<string, unknown>)[name];
  return example && typeof example === 'object' ? (example as OpenApiDoc) : undefined;
}

export function documentedStatuses(operation: OpenApiDoc): string[] {
  return Object.keys(operation.responses ?? {});
}

/** The response to send: the preferred one, else the one holding the named example, else the first 2xx. */
export function chooseStatus(
  operation: OpenApiDoc,
  prefer: Preference,
): { status: number; key: string } | { error: string } {
  const statuses = documentedStatuses(operation);
  if (prefer.code !== undefined) {
    // A status a server can send in answer to a request: 1xx are interim, 600 and above none.
    const code = /^\d{3}$/.test(prefer.code) ? Number(prefer.code) : NaN;
    if (!(code >= 200 && code <= 599))
      return {
        error: `Prefer: code=${JSON.stringify(prefer.code)} is not a response status the mock can send: name a documented status from 200 to 599 (documented: ${statuses.join(', ')}).`,
      };
    const key = responseKey(operation, code);
    return key
      ? { status: code, key }
      : {
          error: `Prefer: code=${code} is not a documented response of this operation (documented: ${statuses.join(', ')}).`,
        };
  }
  if (prefer.example !== undefined) {
    const key = statuses.find((s) =>
      Object.values<OpenApiDoc>(operation.responses[s]?.content ?? {}).some((m) =>
        ownExample(m?.examples, prefer.example!),
      ),
    );
    if (!key)
      return { error: `Prefer: example=${prefer.example} names no example of this operation's responses.` };
    return { status: statusOf(key), key };
  }
  const key = statuses.filter((s) => /^2/.test(s)).sort()[0] ?? statuses.find((s) => s === 'default');
  return key ? { status: statusOf(key), key } : { error: 'This operation documents no successful response.' };
}

/** The documented response for a status: exact, else `4XX`-style, else `default`. */
export function responseKey(operation: OpenApiDoc, status: number): string | undefined {
  const responses = operation.responses ?? {};
  return [String(status), `${String(status)[0]}XX`, `${String(status)[0]}xx`, 'default'].find(
    (k) => responses[k],
  );
}

function statusOf(key: string): number {
  return /^\d{3}$/.test(key) ? Number(key) : /^[1-5]/.test(key) ? Number(key[0]) * 100 : 200;
}

export interface BodyChoice {
  mediaType?: string;
  value?: unknown;
  /** True when no example was documented and the value was made from the schema. */
  generated: boolean;
}

/** The body of a documented response: the named example, the media type's example(s), the schema's examples, or a sample. */
export function bodyOf(
  response: OpenApiDoc,
  sample: SchemaSampler,
  exampleName?: string,
  accept?: string,
): BodyChoice {
  const content: Record<string, OpenApiDoc> = response?.content ?? {};
  const types = Object.keys(content);
  if (types.length === 0) return { generated: false };
  const mediaType =
    (exampleName !== undefined && types.find((t) => ownExample(content[t]?.examples, exampleName))) ||
    pickAccepted(types, accept) ||
    types[0];
  const media = content[mediaType] ?? {};
  const named = exampleName === undefined ? undefined : ownExample(media.examples, exampleName);
  if (named) return { mediaType, value: named.value, generated: false };
  if (media.example !== undefined) return { mediaType, value: media.example, generated: false };
  const first = Object.values<OpenApiDoc>(media.examples ?? {}).find((e) => e && 'value' in e);
  if (first) return { mediaType, value: first.value, generated: false };
  if (Array.isArray(media.schema?.examples) && media.schema.examples.length)
    return { mediaType, value: media.schema.examples[0], generated: false };
  if (media.schema?.example !== undefined)
    return { mediaType, value: media.schema.example, generated: false };
  return { mediaType, value: media.schema ? sample(media.schema, 'response') : undefined, generated: true };
}

function pickAccepted(types: string[], accept: string | undefined): string | undefined {
  if (!accept) return types.find((t) => /json/.test(t));
  for (const wanted of accept.split(',').map((a) => a.split(';')[0].trim().toLowerCase())) {
    const found = types.find(
      (t) =>
        t.toLowerCase() === wanted ||
        wanted === '*/*' ||
        (wanted.endsWith('/*') && t.startsWith(wanted.slice(0, -1))),
    );
    if (found) return found;
  }
  return undefined;
}

/**
 * Documented response headers with their example (or a sample) values, as HTTP can carry them
 * (a parameter beyond Latin-1 in RFC 8187's form, see src/shared/http-header-value.ts).
 */
export function headersOf(response: OpenApiDoc, sample: SchemaSampler): Record<string, string> {
  const headers: Record<string, string> = {};
  const notes: string[] = [];
  for (const [name, header] of Object.entries<OpenApiDoc>(response?.headers ?? {})) {
    // The mock frames its own body: the spec's length, encoding and framing would be false.
    if (/^(content-(type|length|encoding)|transfer-encoding|connection)$/i.test(name) || !header) continue;
    const value =
      header.example ??
      Object.values<OpenApiDoc>(header.examples ?? {})[0]?.value ??
      header.schema?.examples?.[0] ??
      header.schema?.example ??
      (header.schema ? sample(header.schema, 'response') : undefined);
    if (value === undefined || value === null) continue;
    const wire = wireHeader(name, typeof value === 'string' ? value : JSON.stringify(value));
    if (wire.ok) headers[name] = wire.value;
    else notes.push(`${name} left out: ${wire.reason}`);
  }
  // A header the example cannot be sent in is left out, and the answer says so.
  if (notes.length) headers['x-mock-note'] = notes.join('; ').replace(/[^\t\x20-\x7e]/g, '?');
  return headers;
}

/** JSON Schema keyword → the codes APIs commonly give a field error (Evolve's among them). */
const FIELD_CODES: Record<string, string> = {
  required: 'required',
  type: 'invalid_type',
  format: 'invalid_format',
  enum: 'invalid_value',
  const: 'invalid_value',
  pattern: 'invalid_value',
  minimum: 'out_of_range',
  maximum: 'out_of_range',
  exclusiveMinimum: 'out_of_range',
  exclusiveMaximum: 'out_of_range',
  maxLength: 'too_long',
  minLength: 'invalid_value',
  maxItems: 'too_many_items',
  minItems: 'invalid_value',
  additionalProperties: 'unknown_field',
  unevaluatedProperties: 'unknown_field',
};

/**
 * An error the mock raises itself. The operation's documented response for the status is the
 * model: its example with this detail and these field errors (in the example's own shape), if the
 * result still fits the documented schema; otherwise a plain RFC 9457 problem.
 */
export function problemBody(
  documented: OpenApiDoc | undefined,
  status: number,
  title: string,
  detail: string,
  problems: RequestProblem[],
  validate: SchemaValidator,
  sample: SchemaSampler,
  instance?: string,
): { mediaType: string; value: unknown } {
  const plain = {
    type: 'about:blank',
    title,
    status,
    detail,
    ...(problems.length
      ? {
          errors: problems.map((p) =>
            p.parameter
              ? { parameter: p.parameter.name, in: p.parameter.in, message: p.message }
              : { pointer: p.pointer, message: p.message },
          ),
        }
      : {}),
  };
  const model = documented ? problemModel(documented, sample, problems.length > 0) : undefined;
  const schema = model?.mediaType ? documented!.content[model.mediaType]?.schema : undefined;
  if (
    !model?.mediaType ||
    !schema ||
    !model.value ||
    typeof model.value !== 'object' ||
    Array.isArray(model.value)
  )
    return { mediaType: 'application/problem+json', value: plain };
  const value: Record<string, unknown> = { ...(model.value as Record<string, unknown>) };
  if ('status' in value) value.status = status;
  if ('detail' in value) value.detail = detail;
  if ('instance' in value && instance) value.instance = instance;
  if ('message' in value && !('detail' in value)) value.message = detail;
  // OAuth 2.0 token errors (RFC 6749, section 5.2) have their own two fields.
  if ('error_description' in value) value.error_description = detail;
  if (typeof value.error === 'string' && 'error_description' in value)
    value.error = status === 401 ? 'invalid_client' : 'invalid_request';
  if (Array.isArray(value.errors)) {
    const shape = (value.errors[0] ?? {}) as Record<string, unknown>;
    value.errors = problems.map((p) => fieldError(shape, p));
  }
  return validate(schema, value).length === 0
    ? { mediaType: model.mediaType, value }
    : { mediaType: 'application/problem+json', value: plain };
}

/** The documented error body to start from: with field errors, one of the examples that lists some. */
function problemModel(documented: OpenApiDoc, sample: SchemaSampler, withFields: boolean): BodyChoice {
  const first = bodyOf(documented, sample);
  if (!withFields || !first.mediaType) return first;
  const media = documented.content[first.mediaType] ?? {};
  const candidates = [media.example, ...Object.values<OpenApiDoc>(media.examples ?? {}).map((e) => e?.value)];
  const listing = candidates.find(
    (v) => v && typeof v === 'object' && Array.isArray(v.errors) && v.errors.length > 0,
  );
  return listing ? { mediaType: first.mediaType, value: listing, generated: false } : first;
}

function fieldError(shape: Record<string, unknown>, problem: RequestProblem): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  const fragment = typeof shape.pointer === 'string' && shape.pointer.startsWith('#');
  if (problem.parameter) item.parameter = problem.parameter.name;
  else item.pointer = fragment ? `#${problem.pointer}` : problem.pointer;
  if ('code' in shape) item.code = FIELD_CODES[problem.keyword] ?? shape.code;
  if ('detail' in shape || !('message' in shape)) item.detail = problem.message;
  else item.message = problem.message;
  return item;
}

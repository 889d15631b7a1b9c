// What the console sends and what came back: the form's values → one HTTP request (URL,
// headers, body, and which parts are secrets), sent to a server or to the in-browser mock; the
// answer read, timed and checked against the documented response schema.
import { encodeServerUrl, requestPathOf } from '../../shared/url-data.ts';
import type { ConsoleModule } from '../../shared/console-contract.ts';
import { coerce } from '../../shared/mock/request-check.ts';
import { responseKey } from '../../shared/mock/responses.ts';
import type { OpenApiDoc, SchemaError } from '../../shared/mock/types.ts';
import { mockOf, validatorOf, isChecked } from './browser-mock.ts';
import { SECRET } from './secret.ts';
import { wireHeader } from '../../shared/http-header-value.ts';
import { formPairs, isStructured } from '../../shared/form-brackets.ts';

export const MOCK = 'mock';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: OpenApiDoc;
  description?: string;
  example?: unknown;
}

/** The operation as the console reads it from the page's console module. */
export interface Operation {
  method: string;
  path: string;
  document: OpenApiDoc;
  operation: OpenApiDoc;
  parameters: Parameter[];
  servers: { url: string; description?: string; variables?: Record<string, OpenApiDoc> }[];
}

export function operationOf(module: ConsoleModule): Operation {
  const { method, path, apis } = module.data;
  const document = apis[0].document;
  const item = document.paths[path];
  const operation = item[method];
  const byKey = new Map<string, OpenApiDoc>();
  for (const p of [...(item.parameters ?? []), ...(operation.parameters ?? [])])
    byKey.set(`${p.in} ${p.name}`, p);
  const parameters = [...byKey.values()]
    .filter((p) => ['path', 'query', 'header', 'cookie'].includes(p.in))
    .map((p) => ({
      name: p.name,
      in: p.in,
      required: Boolean(p.required) || p.in === 'path',
      schema: p.schema ?? {},
      description: p.description,
      example: p.example ?? Object.values<OpenApiDoc>(p.examples ?? {})[0]?.value ?? p.schema?.example,
    }));
  const servers = operation.servers ?? item.servers ?? document.servers ?? [{ url: '/' }];
  return { method, path, document, operation, parameters, servers };
}

/**
 * `https://{region}.example.com` with `{ region: 'eu' }` → `https://eu.example.com`. Its path is
 * data (`#`, `?`, spaces… percent-encoded), as in the build's code samples: a `#` in a spec's
 * server URL must not turn the rest of every request's URL into a fragment.
 */
export function serverUrl(server: Operation['servers'][number], values: Record<string, string>): string {
  return encodeServerUrl(
    server.url.replace(
      /\{([^}]+)\}/g,
      (_, name: string) => values[name] || String(server.variables?.[name]?.default ?? ''),
    ),
  );
}

export interface CredentialValues {
  headers: Record<string, string>;
  query: Record<string, string>;
  cookies: Record<string, string>;
}

/** What the credentials add to a request, and the same with each secret as `<secret>` (for display). */
export interface Credentials extends CredentialValues {
  shown: CredentialValues;
}

export interface Draft {
  /** The base URL: a server's, a custom one, or the documented one for the mock. */
  base: string;
  mock: boolean;
  /** `in name` → the text typed. */
  params: Record<string, string>;
  mediaType?: string;
  bodyText: string;
  fields: Record<string, string>;
  files: Record<string, File | undefined>;
  credentials: Credentials;
}

export interface BuiltRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  cookies: Record<string, string>;
  body?: string | FormData | File;
  /** The operation's path with its parameters, and the query: what the mock is asked under its mount. */
  pathAndQuery: string;
  /** Why the browser cannot send it (a header value HTTP cannot carry), if so. */
  unsendable?: string;
  /**
   * The same request with each credential as `<secret>` (`Bearer <secret>`, `api_key=<secret>`):
   * the only form the snippets are written from, so no escaping of a secret (URL, shell, JSON,
   * Basic's base64) can slip past a mask.
   */
  shown: ShownRequest;
}

export type ShownRequest = Omit<BuiltRequest, 'shown' | 'pathAndQuery' | 'unsendable'>;

const key = (p: Parameter) => `${p.in} ${p.name}`;
export { key as parameterKey };

function isArraySchema(schema: OpenApiDoc): boolean {
  return schema?.type === 'array' || (Array.isArray(schema?.type) && schema.type.includes('array'));
}

/** Array parameters are typed comma-separated. */
function listOf(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export function buildRequest(op: Operation, draft: Draft): BuiltRequest {
  const sent = assemble(op, draft, draft.credentials);
  // The snippets keep an empty path parameter's placeholder (`/files/{file_key}/nodes`, as the
  // page's own sample writes it), not an empty segment (`/files//nodes`) that reads as a typo.
  const masked = assemble(op, draft, draft.credentials.shown, true);
  const shown: ShownRequest = {
    method: masked.method,
    // URLSearchParams writes the placeholder of a query credential as `%3Csecret%3E`.
    url: masked.url.replaceAll(encodeURIComponent(SECRET), SECRET),
    headers: masked.headers,
    cookies: masked.cookies,
    body: masked.body,
  };
  return { ...sent, shown };
}

function assemble(
  op: Operation,
  draft: Draft,
  credentials: CredentialValues,
  placeholders = false,
): Omit<BuiltRequest, 'shown'> {
  let unsendable: string | undefined;
  let path = requestPathOf(op.path);
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  const cookies: Record<string, string> = { ...credentials.cookies };
  for (const p of op.parameters) {
    const text = draft.params[key(p)] ?? '';
    if (text === '' && p.in !== 'path') continue;
    if (p.in === 'path') {
      if (text !== '' || !placeholders) path = path.replace(`{${p.name}}`, encodeURIComponent(text));
    } else if (p.in === 'query') {
      if (isArraySchema(p.schema)) for (const item of listOf(text)) query.append(p.name, item);
      else query.append(p.name, text);
    } else if (p.in === 'header') {
      // As HTTP can carry it (RFC 8187 for a parameter beyond Latin-1), else not sent at all.
      const wire = wireHeader(p.name, text);
      if (wire.ok) headers[p.name] = wire.value;
      else unsendable ??= wire.reason;
    } else cookies[p.name] = text;
  }
  for (const [name, value] of Object.entries(credentials.query)) query.append(name, value);
  Object.assign(headers, credentials.headers);
  let body: BuiltRequest['body'];
  const type = draft.mediaType;
  if (type) {
    if (/json/.test(type)) body = draft.bodyText;
    else if (type === 'application/x-www-form-urlencoded') {
      const form = new URLSearchParams();
      const properties = op.operation.requestBody?.content?.[type]?.schema?.properties ?? {};
      for (const [name, text] of Object.entries(draft.fields)) {
        if (text === '') continue;
        const typed = isStructured(properties[name]) ? structuredValue(text, properties[name]) : undefined;
        // An object or array typed as JSON goes in bracket notation (`metadata[key]=value`,
        // `expand[]=a`); text that does not read as one is sent as typed (the check says why).
        const pairs: [string, string][] = typed?.ok ? formPairs(name, typed.value) : [[name, text]];
        for (const [key, value] of pairs) form.append(key, value);
      }
      body = form.toString();
    } else if (type.startsWith('multipart/')) {
      const form = new FormData();
      for (const [name, value] of Object.entries(draft.fields)) if (value !== '') form.append(name, value);
      for (const [name, file] of Object.entries(draft.files)) if (file) form.append(name, file);
      body = form;
    } else if (draft.files[''] !== undefined) body = draft.files[''];
    else body = draft.bodyText;
    // The browser writes the multipart boundary itself.
    if (!type.startsWith('multipart/')) headers['Content-Type'] = type;
  }
  const search = query.toString();
  const url = `${draft.base.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
  const pathAndQuery = `${path}${search ? `?${search}` : ''}`;
  return { method: op.method.toUpperCase(), url, headers, cookies, body, pathAndQuery, unsendable };
}

/**
 * A form field whose schema is an object or an array, as typed: JSON (`{"order_id": "6735"}`,
 * `["customer"]`), or for a list of plain values, its items separated by commas.
 */
export function structuredValue(
  text: string,
  schema: OpenApiDoc,
): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const items = isArraySchema(schema) ? (schema.items ?? {}) : undefined;
    if (items && !isStructured(items) && !/^\s*[[{]/.test(text))
      return { ok: true, value: listOf(text).map((item) => coerce(item, items)) };
    return { ok: false, message: `not valid JSON (${(error as Error).message})` };
  }
}

export interface FieldProblem {
  /** `in name` of a parameter, or `body`. */
  field: string;
  message: string;
  pointer?: string;
}

/** The form checked against the schemas before sending: each problem names its field. */
export function checkDraft(module: ConsoleModule, op: Operation, draft: Draft): FieldProblem[] {
  const validate = validatorOf(module);
  const problems: FieldProblem[] = [];
  for (const p of op.parameters) {
    const text = draft.params[key(p)] ?? '';
    if (text === '') {
      if (p.required) problems.push({ field: key(p), message: `${p.name} is required` });
      continue;
    }
    const value = isArraySchema(p.schema)
      ? listOf(text).map((item) => coerce(item, p.schema.items ?? {}))
      : coerce(text, p.schema);
    for (const error of validate(p.schema, value))
      problems.push({ field: key(p), message: `${p.name} ${error.message}` });
  }
  const requestBody = op.operation.requestBody;
  const media = draft.mediaType ? requestBody?.content?.[draft.mediaType] : undefined;
  if (media && draft.mediaType && /json/.test(draft.mediaType)) {
    if (draft.bodyText.trim() === '') {
      if (requestBody.required) problems.push({ field: 'body', message: 'A request body is required' });
    } else {
      let value: unknown;
      try {
        value = JSON.parse(draft.bodyText);
      } catch (error) {
        problems.push({ field: 'body', message: `Not valid JSON: ${(error as Error).message}` });
        return problems;
      }
      if (media.schema) for (const error of validate(media.schema, value)) problems.push(bodyProblem(error));
    }
  } else if (media?.schema && draft.mediaType === 'application/x-www-form-urlencoded') {
    const value: Record<string, unknown> = {};
    for (const [name, text] of Object.entries(draft.fields)) {
      if (text === '') continue;
      const schema = media.schema.properties?.[name] ?? {};
      if (!isStructured(schema)) value[name] = coerce(text, schema);
      else {
        const typed = structuredValue(text, schema);
        if (typed.ok) value[name] = typed.value;
        else problems.push({ field: `field ${name}`, message: `${name}: ${typed.message}` });
      }
    }
    for (const error of validate(media.schema, value))
      problems.push({
        field: `field ${error.pointer.split('/')[1] ?? ''}`,
        message: `${error.pointer.slice(1) || 'The form'} ${error.message}`,
      });
  }
  return problems;
}

function bodyProblem(error: SchemaError): FieldProblem {
  return { field: 'body', pointer: error.pointer || '/', message: error.message };
}

export interface Answer {
  status: number;
  statusText: string;
  ms: number;
  bytes: number;
  headers: [string, string][];
  contentType: string;
  /** Pretty JSON, or the text. */
  text?: string;
  /** A data: URL (the site's CSP allows data: images, not blob:). */
  image?: string;
  /** The check against the documented response: undefined when there is no schema to check. */
  check?: { documented: boolean; errors: SchemaError[]; checked: boolean };
  fromMock: boolean;
}

export type Failure =
  | { kind: 'timeout'; seconds: number }
  | { kind: 'cancelled' }
  | { kind: 'mixed-content' | 'cors' | 'network' | 'csp'; origin: string }
  | { kind: 'unsendable'; reason: string };

export const TIMEOUT_SECONDS = 30;

/**
 * Sends the request to the mock or the network; resolves with the answer or a plain failure,
 * never rejects (the console would stay on "Sending…"), and at once when the reader cancels.
 */
export function send(
  module: ConsoleModule,
  op: Operation,
  request: BuiltRequest,
  draft: Draft,
  signal: AbortSignal,
): Promise<Answer | Failure> {
  if (request.unsendable) return Promise.resolve({ kind: 'unsendable', reason: request.unsendable });
  const cancelled = new Promise<Failure>((resolve) => {
    if (signal.aborted) resolve({ kind: 'cancelled' });
    signal.addEventListener('abort', () => resolve({ kind: 'cancelled' }), { once: true });
  });
  const sent = sendNow(module, op, request, draft, signal).catch((error: unknown): Failure => ({
    kind: 'unsendable',
    reason: (error as Error)?.message ?? String(error),
  }));
  return Promise.race([sent, cancelled]);
}

async function sendNow(
  module: ConsoleModule,
  op: Operation,
  request: BuiltRequest,
  draft: Draft,
  signal: AbortSignal,
): Promise<Answer | Failure> {
  const started = performance.now();
  if (draft.mock) {
    const response = answerFromMock(module, op, request);
    const headers = new Headers(response.headers);
    const bytes = typeof response.body === 'string' ? new TextEncoder().encode(response.body) : response.body;
    return read(module, op, response.status, '', headers, bytes, performance.now() - started, true);
  }
  const fetched = await fetchExplained(
    request.url,
    module.data.corsProxy,
    { method: request.method, headers: request.headers, body: request.body },
    signal,
  );
  if ('kind' in fetched) return fetched;
  const bytes = new Uint8Array(await fetched.arrayBuffer());
  const ms = performance.now() - started;
  return read(module, op, fetched.status, fetched.statusText, fetched.headers, bytes, ms, false);
}

/**
 * `fetch`, with its failures told apart: a timeout, the reader's cancel, mixed content, this
 * site's Content Security Policy, a server that answered but does not allow this origin (CORS),
 * or one that could not be reached.
 */
export async function fetchExplained(
  target: string,
  corsProxy: string | null,
  init: RequestInit,
  signal?: AbortSignal,
): Promise<Response | Failure> {
  const url = corsProxy ? `${corsProxy}${target}` : target;
  const origin = new URL(url, location.href).origin;
  if (location.protocol === 'https:' && url.startsWith('http:') && !/^http:\/\/(localhost|127\.)/.test(url))
    return { kind: 'mixed-content', origin };
  let blockedByPolicy = false;
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    if (event.blockedURI.startsWith(origin) || event.violatedDirective.startsWith('connect-src'))
      blockedByPolicy = true;
  };
  document.addEventListener('securitypolicyviolation', onViolation);
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), TIMEOUT_SECONDS * 1000);
  const both = signal && AbortSignal.any ? AbortSignal.any([signal, timeout.signal]) : timeout.signal;
  try {
    return await fetch(url, { ...init, signal: both, credentials: 'omit' });
  } catch {
    if (signal?.aborted) return { kind: 'cancelled' };
    if (timeout.signal.aborted) return { kind: 'timeout', seconds: TIMEOUT_SECONDS };
    // The security policy event fires after the rejection; give it its turn.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (blockedByPolicy) return { kind: 'csp', origin };
    // A no-cors request reaches a server that does not allow this page: then it was CORS.
    const reachable = await fetch(url, { mode: 'no-cors', signal: timeout.signal }).then(
      () => true,
      () => false,
    );
    return { kind: reachable ? 'cors' : 'network', origin };
  } finally {
    clearTimeout(timer);
    document.removeEventListener('securitypolicyviolation', onViolation);
  }
}

function answerFromMock(module: ConsoleModule, op: Operation, request: BuiltRequest) {
  // Under the operation's mount in the mock (its server's, or the spec's name for a relative one).
  const mock = mockOf(module);
  const entry = mock.operations.find(
    (o) => o.api === module.data.apis[0] && o.method === op.method && o.template === op.path,
  );
  const url = new URL(request.pathAndQuery, 'http://mock');
  const path = entry ? entry.mockPath.slice(0, -op.path.length) + url.pathname : url.pathname;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase()] = value;
  const cookie = Object.entries(request.cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  if (cookie) headers.cookie = cookie;
  const body = typeof request.body === 'string' ? request.body : request.body ? '(file)' : undefined;
  return mock.handle({ method: request.method, path, query: url.search.slice(1), headers, body });
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

function read(
  module: ConsoleModule,
  op: Operation,
  status: number,
  statusText: string,
  headers: Headers,
  bytes: Uint8Array,
  ms: number,
  fromMock: boolean,
): Answer {
  const contentType = headers.get('content-type') ?? '';
  const answer: Answer = {
    status,
    statusText: statusText || STATUS_TEXT[status] || '',
    ms: Math.round(ms),
    bytes: bytes.length,
    headers: [...headers.entries()],
    contentType,
    fromMock,
  };
  if (/^image\//.test(contentType)) {
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    answer.image = `data:${contentType.split(';')[0]};base64,${btoa(binary)}`;
  } else {
    const text = new TextDecoder().decode(bytes);
    let value: unknown;
    let parsed = false;
    if (/json/.test(contentType)) {
      try {
        value = JSON.parse(text);
        parsed = true;
      } catch {
        // shown as text; the check reports it
      }
    }
    answer.text = parsed ? JSON.stringify(value, null, 2) : text;
    answer.check = checkAnswer(module, op, status, contentType, parsed ? value : text, parsed);
  }
  return answer;
}

function checkAnswer(
  module: ConsoleModule,
  op: Operation,
  status: number,
  contentType: string,
  value: unknown,
  parsed: boolean,
): Answer['check'] {
  const documentedKey = responseKey(op.operation, status);
  if (!documentedKey) return { documented: false, errors: [], checked: false };
  const content: Record<string, OpenApiDoc> = op.operation.responses[documentedKey]?.content ?? {};
  const type = contentType.split(';')[0].trim().toLowerCase();
  const media =
    content[type] ??
    Object.entries(content).find(([t]) => t.endsWith('/*') && type.startsWith(t.slice(0, -1)))?.[1];
  if (!media?.schema || !isChecked(module, media.schema))
    return { documented: true, errors: [], checked: false };
  if (/json/.test(type) && !parsed)
    return {
      documented: true,
      checked: true,
      errors: [{ pointer: '', message: 'is not valid JSON', keyword: 'parse' }],
    };
  return { documented: true, checked: true, errors: validatorOf(module)(media.schema, value) };
}

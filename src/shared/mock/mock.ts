// The mock of the configured APIs: request in, response out, from the specs alone. It routes a
// request to its operation, checks credentials and input against the spec, issues OAuth 2.0
// tokens at the specs' token URLs, and answers with a documented response (chosen with
// `Prefer: code=…` / `Prefer: example=…`). `docgen mock` serves it over HTTP; being free of
// Node and DOM APIs, it can run in the browser too.
import { mockPathOfUrl } from './mount-points.ts';
import { matchOperation, operationTable, type MockOperation } from './operations.ts';
import { checkRequest, type RequestProblem } from './request-check.ts';
import { bodyOf, chooseStatus, headersOf, parsePrefer, problemBody, responseKey } from './responses.ts';
import { checkSecurity, tokenUrls, type IssuedToken } from './security.ts';
import type { MockApi, MockRequest, MockResponse, SchemaSampler, SchemaValidator } from './types.ts';

export interface MockOptions {
  apis: MockApi[];
  /** The validator for an API's schemas (its OpenAPI version decides the JSON Schema dialect). */
  validatorFor: (api: MockApi) => SchemaValidator;
  sample: SchemaSampler;
  /** Milliseconds since the epoch (tests pass a clock). */
  now?: () => number;
  /** A new access token (tests pass a predictable one). */
  newToken?: () => string;
  /** The tokens issued so far: the console shares one store between its per-page mocks. */
  tokens?: Map<string, IssuedToken>;
}

export interface Mock {
  operations: MockOperation[];
  handle(request: MockRequest): MockResponse;
}

/** A 1×1 transparent PNG: what an image endpoint answers when its spec has no example image. */
const PIXEL_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

export function createMock({
  apis,
  validatorFor,
  sample,
  now = () => Date.now(),
  newToken = randomToken,
  tokens = new Map<string, IssuedToken>(),
}: MockOptions): Mock {
  const operations = operationTable(apis);
  const tokenPaths = new Set(
    tokenUrls(apis.map((a) => a.document))
      .map(mockPathOfUrl)
      .filter(Boolean),
  );

  const problem = (
    entry: MockOperation | undefined,
    status: number,
    title: string,
    detail: string,
    problems: RequestProblem[] = [],
    instance?: string,
  ): MockResponse => {
    const documented = entry
      ? entry.operation.responses?.[responseKey(entry.operation, status) ?? '']
      : undefined;
    const validate: SchemaValidator = entry ? validatorFor(entry.api) : () => [];
    const body = problemBody(documented, status, title, detail, problems, validate, sample, instance);
    const headers = { ...(documented ? headersOf(documented, sample) : {}), 'content-type': body.mediaType };
    return { status, headers, body: JSON.stringify(body.value, null, 2) };
  };

  return {
    operations,
    handle(request) {
      const match = matchOperation(operations, request.method, request.path);
      const entry = match.operation;
      if (!entry) {
        if (match.allowed.length)
          return {
            ...problem(
              undefined,
              405,
              'Method Not Allowed',
              `${request.path} answers ${match.allowed.join(', ')}.`,
            ),
            headers: { 'content-type': 'application/problem+json', allow: match.allowed.join(', ') },
          };
        return problem(
          undefined,
          404,
          'Not Found',
          `No operation of the mocked APIs answers ${request.method} ${request.path}.`,
        );
      }
      const security = checkSecurity(entry.operation, entry.api.document, request, tokens, now());
      if (!security.ok)
        return problem(
          entry,
          security.status,
          security.status === 401 ? 'Unauthorized' : 'Forbidden',
          `The mock needs credentials: ${security.detail}.`,
          [],
          request.path.slice(entry.hostPrefix.length),
        );

      const checked = checkRequest(entry, request, match.params, validatorFor(entry.api));
      if (checked.unsupportedMediaType) {
        const accepted = Object.keys(entry.operation.requestBody?.content ?? {}).join(', ');
        return problem(
          entry,
          415,
          'Unsupported Media Type',
          `This operation takes ${accepted}, not ${request.headers['content-type'] ?? 'an unlabelled body'}.`,
        );
      }
      if (checked.problems.length) {
        // As APIs answer: a bad parameter or an unreadable body is a 400, a body that breaks its
        // schema a 422 (each when the operation documents it; else 422, the mock's default).
        const documented = (s: number) => entry.operation.responses?.[String(s)] !== undefined;
        const malformed = checked.problems.some((p) => p.parameter || p.keyword === 'parse');
        const status = !malformed && documented(422) ? 422 : documented(400) ? 400 : 422;
        const n = checked.problems.length;
        return problem(
          entry,
          status,
          status === 422 ? 'Unprocessable Content' : 'Bad Request',
          `${n} problem${n === 1 ? '' : 's'} with the request: ${checked.problems.map((p) => (p.parameter ? p.message : `${p.pointer || 'body'} ${p.message}`)).join('; ')}.`,
          checked.problems,
          request.path.slice(entry.hostPrefix.length),
        );
      }

      const prefer = parsePrefer(request.headers.prefer);
      const chosen = chooseStatus(entry.operation, prefer);
      if ('error' in chosen) return problem(undefined, 400, 'Bad Request', chosen.error);
      // `If-None-Match: *` asks "only if there is no current representation" (RFC 9110, 13.1.2):
      // an operation the mock answers with a 2xx has one, so the condition is false.
      if (request.headers['if-none-match']?.trim() === '*' && chosen.status >= 200 && chosen.status < 300) {
        if (request.method === 'GET' || request.method === 'HEAD')
          return { status: 304, headers: {}, body: '' };
        return problem(
          entry,
          412,
          'Precondition Failed',
          'If-None-Match: * is false here: the resource exists (the mock answers this operation with a success).',
        );
      }
      const response = entry.operation.responses[chosen.key];
      // In its document: a schema in a cycle keeps its `$ref`s, which the sampler follows there.
      const sampleIn: SchemaSampler = (schema, purpose) => sample(schema, purpose, entry.api.document);
      const body = bodyOf(response, sampleIn, prefer.example, request.headers.accept);
      const headers: Record<string, string> = headersOf(response, sampleIn);
      if (body.generated) headers['x-mock-generated'] = 'true';

      let value = body.value;
      if (tokenPaths.has(entry.mockPath) && chosen.status < 300 && value && typeof value === 'object')
        value = issueToken(value as Record<string, unknown>, checked.body);
      if (!body.mediaType) return { status: chosen.status, headers, body: '' };
      if (/^image\//.test(body.mediaType))
        return {
          status: chosen.status,
          headers: { ...headers, 'content-type': 'image/png' },
          body: PIXEL_PNG,
        };
      headers['content-type'] = body.mediaType.includes('*') ? 'application/octet-stream' : body.mediaType;
      return {
        status: chosen.status,
        headers,
        body: typeof value === 'string' ? value : JSON.stringify(value, null, 2),
      };
    },
  };

  /** The token response's example, with a token this mock will accept from now on. */
  function issueToken(example: Record<string, unknown>, requestBody: unknown): Record<string, unknown> {
    const token = newToken();
    const seconds = typeof example.expires_in === 'number' ? example.expires_in : 3600;
    const asked =
      requestBody && typeof requestBody === 'object'
        ? (requestBody as Record<string, unknown>).scope
        : undefined;
    const scopes = typeof asked === 'string' && asked.trim() ? new Set(asked.trim().split(/\s+/)) : 'all';
    tokens.set(token, { scopes, expiresAt: now() + seconds * 1000 });
    return {
      ...example,
      access_token: token,
      ...(scopes !== 'all' && 'scope' in example ? { scope: [...scopes].join(' ') } : {}),
    };
  }
}

function randomToken(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return `mock_${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

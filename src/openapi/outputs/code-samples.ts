// Code samples for operations whose spec has no `x-codeSamples`, written by ReadMe's generators:
// @readme/oas-to-har turns the operation (server variables at their defaults, required parameters
// and the body at their examples, else values made from their schemas) into an HTTP request, and
// @readme/httpsnippet writes that request in each configured language, bodies in their wire format
// (JSON, `--data-urlencode` / URLSearchParams / `data=` for forms, multipart fields).
// The cURL sample is written by docgen (curl-sample.ts) from the request httpsnippet prepares:
// httpsnippet's cURL writer does not quote every value it is given.
// What the generators do not write safely or cannot know is put in afterwards, through markers:
// the URL (docgen's: the server's path percent-encoded as data, src/shared/url-data.ts), every
// value beyond plain text (written as a literal of the language by docgen, string-literals.ts:
// httpsnippet leaves `#{}` live in Ruby, `$` in PHP, raw line ends in several), path parameters
// without an example as readable `{name}` placeholders (never `%7Bname%7D`), and each credential
// where its security scheme says (header, query, cookie, Basic, Bearer), read from an environment
// variable named after the scheme (or as configured).
import { HTTPSnippet, type HarRequest } from '@readme/httpsnippet';
import oasToHar from '@readme/oas-to-har';
import Oas from 'oas';
import { curlSample, type PreparedRequest } from './curl-sample.ts';
import { BODY_MARKER, spliceFileBody, type FileBody } from './file-bodies.ts';
import { decodeLiteral } from '../string-literals.ts';
import { sampler } from './json-schema.ts';
import { mergeAllOf } from '../views/merge-all-of.ts';
import { resolveLocalRef } from '../document.ts';
import { formPairs } from '../../shared/form-brackets.ts';
import {
  encodePathData,
  encodeQueryData,
  encodeQueryText,
  encodeServerUrl,
  requestPathOf,
} from '../../shared/url-data.ts';
import {
  SAMPLE_LANGUAGES,
  type LiteralPiece,
  type SampleLanguage,
  type SampleLanguageName,
} from '../sample-languages.ts';
import type { SecurityRequirementView } from '../views/types.ts';

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A spec without servers: a host readers see is a placeholder, never a relative URL. */
export const PLACEHOLDER_SERVER = 'https://api.example.com';

export interface SampleInput {
  document: Obj;
  method: string;
  path: string;
  /** The path item and the operation, as in the (dereferenced) document. */
  item: Obj;
  operation: Obj;
  /** The server the operation is sent to (the operation's, the path's or the document's first). */
  server?: Obj;
  /** Path-level and operation parameters, merged. */
  parameters: Obj[];
  security: SecurityRequirementView[];
  languages: readonly SampleLanguageName[];
  /** One variable for every credential, or one per security scheme name. */
  credentialVariable?: string | Record<string, string>;
}

export interface GeneratedSample {
  lang: SampleLanguageName;
  label: string;
  /** The highlighter's name for the language. */
  highlight: string;
  source: string;
}

const pathMarker = (i: number) => `DOCGENPATH${i}X`;
const credentialMarker = (i: number) => `DOCGENCRED${i}X`;
const MARKERS = /DOCGENPATH(\d+)X|DOCGENCRED(\d+)X/g;
/** The host oas-to-har is given, so the request's path can be told from its server. */
const SERVER_MARKER = 'https://docgen-server-x';

export function generateCodeSamples(input: SampleInput): GeneratedSample[] {
  const { request, url, credentials, fileBody } = toRequest(input);
  return input.languages.map((lang) => {
    const language: SampleLanguage = SAMPLE_LANGUAGES[lang];
    if (lang === 'curl') {
      // One snippet per language: some targets change the prepared request (the fetch target drops a
      // multipart content-type), which would leak into the languages written after it.
      const snippet = new HTTPSnippet(structuredClone(request), { harIsAlreadyEncoded: true });
      snippet.init();
      const prepared = snippet.requests[0] as unknown as PreparedRequest;
      prepared.fullUrl = url;
      if (fileBody?.kind === 'binary' && prepared.postData) prepared.postData.file = fileBody.file;
      const source = curlSample(prepared, { pattern: MARKERS, paths: [], variables: credentials });
      return { lang, label: language.label, highlight: language.highlight, source };
    }
    const marked = markRequest(fileBody ? withBodyMarker(request, fileBody) : request);
    const snippet = new HTTPSnippet(marked.request, { harIsAlreadyEncoded: true });
    const written = snippet.convert(language.target as never, language.client, { indent: '  ' });
    let source = rewriteLiterals(String(Array.isArray(written) ? written[0] : written), language, {
      url,
      values: marked.values,
      credentials,
    });
    if (fileBody) source = spliceFileBody(lang, source, fileBody);
    if (credentials.length && language.prelude) source = language.prelude(source);
    return { lang, label: language.label, highlight: language.highlight, source };
  });
}

/** The operation as one HAR request, with markers where path placeholders and credentials go. */
function toRequest(input: SampleInput): {
  request: HarRequest;
  url: string;
  credentials: string[];
  fileBody?: FileBody;
} {
  // oas-to-har reads the operation through `oas`; it gets a document of this one operation, sent to
  // a marker host (the URL is written by docgen, below), so nothing it resolves or caches touches
  // the document docgen renders.
  const path = requestPathOf(input.path);
  const resolve = (schema: unknown) => followRefs(input.document, schema);
  const document = {
    ...input.document,
    servers: [{ url: SERVER_MARKER }],
    paths: {
      [path]: {
        ...input.item,
        servers: undefined,
        [input.method]: {
          ...input.operation,
          servers: undefined,
          requestBody: shallowBody(input.operation.requestBody, resolve),
        },
      },
    },
  };
  const oas = new Oas(document as never);
  const operation = oas.operation(path, input.method as never);
  const paths: string[] = [];
  const values: Obj = { path: {}, query: {}, header: {}, cookie: {} };
  for (const p of input.parameters) {
    const example = exampleOf(p);
    if (p.in === 'path') {
      if (example !== undefined) values.path[p.name] = example;
      else values.path[p.name] = pathMarker(paths.push(p.name) - 1);
    } else if (values[p.in] && (p.required || (p.in === 'header' && example !== undefined))) {
      values[p.in][p.name] = example ?? sampler(p.schema ?? {}, 'request') ?? '';
    }
  }
  const body = input.operation.requestBody?.content;
  let media: Obj = {};
  let binaryType: string | undefined;
  if (body && Object.keys(body).length) {
    const contentType = operation.getContentType();
    media = body[contentType] ?? {};
    // A schema in a cycle is still a `$ref` (the dereferencer keeps those): read its target.
    if (media.schema) media = { ...media, schema: resolve(media.schema) };
    if (isBinaryBody(contentType, media)) binaryType = contentType;
    let value = binaryType
      ? undefined
      : (exampleOf(media) ?? (media.schema ? sampler(media.schema, 'request', input.document) : undefined));
    if (/multipart\//i.test(contentType)) value = withFiles(value, media.schema);
    if (value !== undefined) values[/x-www-form-urlencoded/i.test(contentType) ? 'formData' : 'body'] = value;
  }
  const request = oasToHar(oas, operation, values as never, {}).log.entries[0]
    .request as unknown as HarRequest;
  // A JSON body is shown as its example is written. oas-to-har's own serialisation drops empty
  // objects unless remove-undefined-objects ≥ 9 (which needs Node 22) keeps them: `{}` would lose
  // the body and `{"filters": {}}` its key. package.json pins the Node 20 version (overrides).
  const json = values.body !== undefined && /^application\/([\w.-]+\+)?json\b/i.test(contentTypeOf(request));
  if (json && request.postData) request.postData.text = JSON.stringify(values.body);
  // A form-encoded body's objects and arrays in bracket notation (`metadata[key]=value`,
  // `expand[]=a`), as Stripe's API and most form parsers read them and as the console sends them
  // (shared/form-brackets.ts); oas-to-har wrote each as one JSON text.
  const form = values.formData;
  if (request.postData?.params && form && typeof form === 'object' && !Array.isArray(form))
    request.postData.params = Object.entries(form as Obj).flatMap(([name, value]) =>
      formPairs(name, value).map(([key, text]) => ({ name: key, value: text })),
    );
  if (request.postData?.params && /^multipart\//i.test(contentTypeOf(request)) && isRecord(values.body))
    request.postData.params = multipartParams(values.body, request.postData.params, media.encoding);
  // A file field shows its file name, not the placeholder content handed to oas-to-har, and is sent
  // as the type its encoding or schema names.
  for (const param of request.postData?.params ?? [])
    if (param.fileName) Object.assign(param, { value: '', contentType: fileType(media, param.name) });
  const fileBody = fileBodyOf(request, binaryType);
  if (fileBody?.kind === 'binary') {
    request.postData = { mimeType: binaryType!, text: BODY_MARKER };
    // (oas-to-har names the type only when it has a value to send.)
    if (!contentTypeOf({ ...request, postData: undefined }))
      request.headers.push({ name: 'content-type', value: binaryType! });
  }
  const credentials = addCredentials(request, input);
  const url = requestUrl(input.server, request, paths);
  request.url = `${/^[a-z][a-z0-9+.-]*:/i.exec(url)![0]}//docgen-url-x`;
  request.queryString = [];
  return { request, url, credentials, fileBody };
}

/**
 * A whole body that is a file: a binary string schema (`format: binary`, or 3.1's
 * `contentMediaType` without a text `contentEncoding`), or no schema for a type that is not text.
 */
function isBinaryBody(contentType: string, media: Obj): boolean {
  if (/^multipart\/|x-www-form-urlencoded|json|^text\/|xml/i.test(contentType)) return false;
  const schema: Obj = isRecord(media.schema) ? media.schema : {};
  if (!Object.keys(schema).length)
    return /^(application\/octet-stream|image|audio|video)\b/i.test(contentType);
  return (
    schema.format === 'binary' || (typeof schema.contentMediaType === 'string' && !schema.contentEncoding)
  );
}

/** The type a file part is sent as: its encoding's `contentType` (the first concrete one), its schema's `contentMediaType`, else the default for binary. */
function fileType(media: Obj, name: string): string {
  const own =
    isRecord(media.encoding) && isRecord(media.encoding[name]) ? media.encoding[name].contentType : undefined;
  const schema = isRecord(media.schema) ? firstOption(media.schema) : {};
  const property: Obj =
    isRecord(schema.properties) && isRecord(schema.properties[name]) ? schema.properties[name] : {};
  const named =
    typeof own === 'string' ? own : (property.contentMediaType ?? property.items?.contentMediaType);
  const concrete =
    typeof named === 'string'
      ? named
          .split(',')
          .map((t) => t.trim())
          .find((t) => /^[\w.+-]+\/[\w.+-]+$/.test(t))
      : undefined;
  return concrete ?? 'application/octet-stream';
}

/** The body docgen writes itself in every language (file-bodies.ts): a multipart body with a file part, or a whole-body file. */
function fileBodyOf(request: HarRequest, binaryType: string | undefined): FileBody | undefined {
  if (binaryType) return { kind: 'binary', file: 'file.bin', contentType: binaryType };
  const params: HarParam[] = request.postData?.params ?? [];
  if (!/^multipart\//i.test(contentTypeOf(request)) || !params.some((p) => p.fileName !== undefined))
    return undefined;
  return {
    kind: 'multipart',
    parts: params.map((p) =>
      p.fileName !== undefined
        ? { name: p.name, file: p.fileName, contentType: p.contentType ?? 'application/octet-stream' }
        : { name: p.name, value: p.value ?? '', ...(p.contentType ? { contentType: p.contentType } : {}) },
    ),
  };
}

/**
 * The request httpsnippet writes a file body's sample from: a marker text body, which the language's
 * writer replaces. A multipart body's Content-Type goes: each client writes it with its boundary.
 */
function withBodyMarker(request: HarRequest, body: FileBody): HarRequest {
  const headers =
    body.kind === 'multipart'
      ? request.headers.filter((h: { name: string }) => !/^content-type$/i.test(h.name))
      : request.headers;
  return {
    ...request,
    headers,
    postData: { mimeType: body.kind === 'binary' ? body.contentType : 'text/plain', text: BODY_MARKER },
  };
}

/**
 * The URL samples send to: the server's (variables at their defaults) with its path made data
 * (a `#`, `?`, space, stray `%` or non-ASCII character there is encoded, url-data.ts), the path as
 * oas-to-har serialised its parameters, `{name}` where a path parameter has no example, then the
 * query (names encoded; values as serialised, anything not URL text encoded).
 */
function requestUrl(server: Obj | undefined, request: HarRequest, paths: string[]): string {
  const chosen = absoluteServer(server);
  const variables: Obj = chosen.variables && typeof chosen.variables === 'object' ? chosen.variables : {};
  const base = String(chosen.url)
    .replace(/{([^}]+)}/g, (all, name: string) =>
      variables[name]?.default !== undefined ? String(variables[name].default) : all,
    )
    .replace(/\/+$/, '');
  const path = encodePathData(request.url.slice(SERVER_MARKER.length)).replace(
    /DOCGENPATH(\d+)X/g,
    // A placeholder's name beyond letters, digits, `_`, `.` and `-` is written URL-encoded.
    (_m, i: string) =>
      `{${/^[\w.-]+$/.test(paths[Number(i)]) ? paths[Number(i)] : encodeURIComponent(paths[Number(i)])}}`,
  );
  // Repeated names together, at the first one's place (as httpsnippet writes them).
  const query = new Map<string, string[]>();
  for (const { name, value } of request.queryString) {
    const encoded = encodeQueryData(name);
    // An exploded array is serialised as one value, `a&name=b`: its repeated name is encoded too.
    const text = String(value).split(`&${name}=`).map(encodeQueryText).join(`&${encoded}=`);
    query.set(encoded, [...(query.get(encoded) ?? []), `${encoded}=${text}`]);
  }
  const search = [...query.values()].flat().join('&');
  return `${encodeServerUrl(base)}${path}${search ? `?${search}` : ''}`;
}

function contentTypeOf(request: HarRequest): string {
  return (
    request.postData?.mimeType ??
    request.headers.find((h: { name: string; value: string }) => /^content-type$/i.test(h.name))?.value ??
    ''
  );
}

/**
 * The request body as oas-to-har is given it: each schema cut to what it reads (the top-level
 * type, each property's type and format, for binary and JSON fields). It would otherwise turn
 * the whole schema into JSON Schema, cloning and merging every nested `allOf`, for every page:
 * most of the build on Microsoft Graph's description, whose entities nest each other.
 */
function shallowBody(requestBody: Obj | undefined, resolve: (schema: unknown) => Obj): Obj | undefined {
  if (!requestBody?.content || typeof requestBody.content !== 'object') return requestBody;
  const content = Object.fromEntries(
    Object.entries<Obj>(requestBody.content).map(([type, media]) => [
      type,
      media && typeof media === 'object' ? { ...media, schema: shallowSchema(media.schema, resolve) } : media,
    ]),
  );
  return { ...requestBody, content };
}

function shallowSchema(given: Obj | undefined, resolve: (schema: unknown) => Obj): Obj | undefined {
  if (!given || typeof given !== 'object') return given;
  const schema = firstOption(resolve(given));
  const merged = Array.isArray(schema.allOf)
    ? (mergeAllOf(schema, (part) => (typeof part?.$ref === 'string' ? undefined : part)).schema ?? schema)
    : schema;
  // A 3.1 file (`contentMediaType`, `contentEncoding`) as oas-to-har knows one: `format: binary`.
  const typeOf = (s: Obj) => ({
    type: s.type,
    format: s.format ?? (s.contentMediaType || s.contentEncoding ? 'binary' : undefined),
  });
  const property = (given: Obj) => {
    const s = resolve(given);
    return s && typeof s === 'object'
      ? {
          ...typeOf(s),
          ...(s.items && typeof s.items === 'object' ? { items: typeOf(resolve(s.items)) } : {}),
        }
      : s;
  };
  return {
    ...typeOf(merged),
    ...(merged.required ? { required: merged.required } : {}),
    ...(merged.properties && typeof merged.properties === 'object'
      ? {
          properties: Object.fromEntries(
            Object.entries<Obj>(merged.properties).map(([k, v]) => [k, property(v)]),
          ),
        }
      : {}),
    ...(merged.items && typeof merged.items === 'object' ? { items: property(merged.items) } : {}),
  };
}

/**
 * A schema the dereferencer left as a `$ref` (it reaches a cycle: Xero's `Invoices`, a tree's
 * `Node`) as its target in `document`, through `$ref`s to `$ref`s; anything else as it is.
 * Without this, a body whose schema is such a `$ref` had no type: oas-to-har wrote no body.
 */
function followRefs(document: Obj, schema: unknown): Obj {
  let value = schema as Obj;
  const seen = new Set<string>();
  while (value && typeof value === 'object' && typeof value.$ref === 'string' && !seen.has(value.$ref)) {
    seen.add(value.$ref);
    const target = resolveLocalRef(document, value.$ref);
    if (!target) break;
    value = target;
  }
  return value;
}

function absoluteServer(server: Obj | undefined): Obj {
  const url = typeof server?.url === 'string' ? server.url : '';
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return server!;
  // A relative server URL (`/v1`) or none: on the placeholder host.
  return { ...server, url: `${PLACEHOLDER_SERVER}${url.startsWith('/') ? url.replace(/\/$/, '') : ''}` };
}

/** A parameter's or media type's example: `example`, the first of `examples`, the schema's. */
function exampleOf(holder: Obj): unknown {
  if (holder.example !== undefined) return holder.example;
  const first =
    holder.examples && typeof holder.examples === 'object'
      ? Object.values<Obj>(holder.examples)[0]
      : undefined;
  if (first && typeof first === 'object' && first.value !== undefined) return first.value;
  const schema = holder.schema ?? {};
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  return undefined;
}

/**
 * A body schema that is a choice (`oneOf`/`anyOf` with no fields of its own) as the sample shows
 * it: its first option, as the sampler picks it. oas-to-har reads a form or multipart body's
 * fields off the schema's own properties, so a choice gave a request without its fields.
 */
function firstOption(schema: Obj): Obj {
  const options = schema.oneOf ?? schema.anyOf;
  if (schema.properties || !Array.isArray(options)) return schema;
  const first: unknown = options[0];
  if (!first || typeof first !== 'object' || Array.isArray(first)) return schema;
  const { oneOf: _oneOf, anyOf: _anyOf, ...rest } = schema;
  return { ...rest, ...(first as Obj) };
}

type HarParam = NonNullable<NonNullable<HarRequest['postData']>['params']>[number];

const isRecord = (value: unknown): value is Obj =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/**
 * A multipart body's parts as OpenAPI sends them, in the body's order: an object (or an array
 * holding objects) is one part of JSON text, the Encoding Object's default content type and what
 * the console sends; a list of plain values is one part per item; every value is written as it is.
 * oas-to-har wrote objects in bracket notation with URL-encoded values
 * (`attributes[name]=Photo%202.0.png`), which a multipart server reads as those characters. An
 * `encoding` entry's `deepObject` or `form` style keeps bracket notation (values as they are), its
 * `contentType` names the part's type. File parts stay as oas-to-har wrote them.
 */
function multipartParams(body: Obj, written: HarParam[], encoding: unknown): HarParam[] {
  return Object.entries(body).flatMap(([name, value]): HarParam[] => {
    const files = written.filter((p) => p.name === name && p.fileName !== undefined);
    if (files.length) return files;
    if (value === undefined) return [];
    const own: Obj = isRecord(encoding) && isRecord(encoding[name]) ? encoding[name] : {};
    const structured =
      value !== null &&
      typeof value === 'object' &&
      (!Array.isArray(value) || value.some((item) => item !== null && typeof item === 'object'));
    if (structured && (own.style === 'deepObject' || own.style === 'form'))
      return formPairs(name, value).map(([key, text]) => ({ name: key, value: text }));
    if (structured) {
      const type = typeof own.contentType === 'string' ? own.contentType.split(',')[0]!.trim() : '';
      return [{ name, value: JSON.stringify(value), contentType: type || 'application/json' }];
    }
    if (Array.isArray(value))
      return value.map((item) => ({ name, value: item === null ? '' : String(item) }));
    return [{ name, value: value === null ? '' : String(value) }];
  });
}

/** Binary fields of a multipart body become file uploads named after the field (`avatar.bin`) unless the example names a file. */
function withFiles(value: unknown, given: Obj | undefined): unknown {
  const schema = given && typeof given === 'object' ? firstOption(given) : given;
  if (!value || typeof value !== 'object' || Array.isArray(value) || !schema?.properties) return value;
  const out: Obj = { ...value };
  for (const [name, property] of Object.entries<Obj>(schema.properties)) {
    const binary =
      property?.format === 'binary' ||
      property?.format === 'base64' ||
      property?.contentMediaType ||
      property?.items?.format === 'binary';
    if (!binary) continue;
    // A file name inside a data URL: plain, or the data URL would end early (`;`, `,`).
    const given =
      typeof out[name] === 'string' && /^[\w.-]+\.\w+$/.test(out[name])
        ? out[name]
        : `${/^[\w.-]+$/.test(name) ? name : 'file'}.bin`;
    out[name] = `data:application/octet-stream;name=${given};base64,AAAA`;
  }
  return out;
}

/** The first security alternative's credentials, each where its scheme says; returns their variables by marker index. */
function addCredentials(request: HarRequest, input: SampleInput): string[] {
  const variables: string[] = [];
  const override = input.credentialVariable;
  for (const requirement of input.security.filter((s) => s.alternative === 0 && s.credential)) {
    const credential = requirement.credential!;
    const variable =
      typeof override === 'string' ? override : (override?.[requirement.scheme] ?? credential.variable);
    const marker = credentialMarker(variables.push(variable) - 1);
    const headers = request.headers.filter(
      (h: { name: string }) => h.name.toLowerCase() !== credential.name.toLowerCase(),
    );
    if (credential.style === 'bearer')
      request.headers = [{ name: 'Authorization', value: `Bearer ${marker}` }, ...headers];
    else if (credential.style === 'basic')
      request.headers = [{ name: 'Authorization', value: `Basic ${marker}` }, ...headers];
    else if (credential.in === 'header')
      request.headers = [{ name: credential.name, value: marker }, ...headers];
    else if (credential.in === 'query') request.queryString.push({ name: credential.name, value: marker });
    else request.cookies.push({ name: credential.name, value: marker });
  }
  return variables;
}

/** A value of the request as a program should read it, and as it is written inside a larger text (a JSON, form or multipart body). */
interface MarkedValue {
  raw: string;
  embedded: string;
}

/**
 * Text every target writes inside its string literals as it is: no quote, backslash, `$`, `#`,
 * brace, control or non-ASCII character. Any other value is handed to httpsnippet as a marker
 * and written by docgen (rewriteLiterals), since httpsnippet's writers do not escape every
 * character for every language (Ruby's and PHP's `#{}`/`$`, raw line ends, NUL, U+2028…).
 */
const TAME = /^[A-Za-z0-9 _.,:;/=+@()*!?~^|<>&%[\]-]*$/;
const VALUE_MARKER = /docgen-v(\d+)-x/gi;
const URL_MARKER = /[a-z][a-z0-9+.-]*:\/\/docgen-url-x\/?/gi;

/** The request with each value beyond tame text replaced by a marker (one that every target writes as it is). */
function markRequest(request: HarRequest): { request: HarRequest; values: MarkedValue[] } {
  const values: MarkedValue[] = [];
  const mark = (raw: string, embedded = raw, always = false): string =>
    TAME.test(raw) && !always ? raw : `docgen-v${values.push({ raw, embedded }) - 1}-x`;
  const out = structuredClone(request);
  out.headers = out.headers.map((h: { name: string; value: string }) => ({
    name: mark(h.name),
    value: mark(h.value),
  }));
  // (httpsnippet's PHP writer URL-encodes a cookie it is given as text, the others write it as it is.)
  out.cookies = out.cookies.map((c: { name: string; value: string }) => ({
    name: mark(c.name, c.name, true),
    value: mark(c.value, c.value, true),
  }));
  const postData = out.postData;
  if (postData?.params) {
    const multipart = /^multipart\//i.test(postData.mimeType ?? '');
    // A form body's text is URL-encoded as qs writes it; a multipart name escaped as browsers do (RFC 7578, WHATWG).
    const form = (t: string) =>
      encodeURIComponent(t).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    const partName = (t: string) =>
      t
        .replace(/\r\n|\r|\n/g, '\r\n')
        .replace(/\n/g, '%0A')
        .replace(/\r/g, '%0D')
        .replace(/"/g, '%22');
    postData.params = postData.params.map((p: { name: string; value?: string; fileName?: string }) => ({
      ...p,
      // (httpsnippet writes a multipart name with JavaScript's `escape()`: `%20` for a space, `%u…`.)
      name: mark(p.name, multipart ? partName(p.name) : form(p.name), multipart),
      ...(p.value !== undefined
        ? { value: mark(p.value, multipart ? p.value.replace(/\r?\n|\r/g, '\r\n') : form(p.value)) }
        : {}),
      ...(p.fileName !== undefined ? { fileName: mark(p.fileName, partName(p.fileName)) } : {}),
    }));
  } else if (postData?.text !== undefined) {
    let json: unknown;
    try {
      json = /json/i.test(postData.mimeType ?? '') ? JSON.parse(postData.text) : undefined;
    } catch {
      // not JSON after all: the text as one value
    }
    const markJson = (value: unknown): unknown => {
      if (typeof value === 'string') return mark(value, JSON.stringify(value).slice(1, -1));
      if (Array.isArray(value)) return value.map(markJson);
      if (value && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [markJson(k), markJson(v)]));
      return value;
    };
    postData.text = json !== undefined ? JSON.stringify(markJson(json)) : mark(postData.text);
  }
  return { request: out, values };
}

/** Every string literal that holds a marker, written again by the language with the text it stands for. */
function rewriteLiterals(
  source: string,
  language: SampleLanguage,
  context: { url: string; values: MarkedValue[]; credentials: string[] },
): string {
  const any = /docgen-v\d+-x|docgen-url-x|DOCGENCRED\d+X/i;
  const lines = source.split('\n').map((line) => {
    if (!any.test(line)) return line;
    let out = '';
    for (const token of literals(line, language)) {
      if (!any.test(token.text)) out += token.text;
      else if (token.quote === undefined)
        out += token.text.replace(new RegExp(CREDENTIAL, 'g'), (_m, i: string) =>
          language.literal('', [{ variable: context.credentials[Number(i)] }]),
        );
      else {
        const body = token.text.slice(1, -1);
        const text = language.decode ? language.decode(token.quote, body) : decodeLiteral(body, false);
        const whole = new RegExp(`^${VALUE_MARKER.source}$`, 'i').exec(text);
        const meant = whole
          ? context.values[Number(whole[1])].raw
          : text
              .replace(URL_MARKER, () => context.url)
              .replace(VALUE_MARKER, (_m, i: string) => context.values[Number(i)].embedded);
        const pieces: LiteralPiece[] = meant
          .split(CREDENTIAL)
          .map((part, i) => (i % 2 ? { variable: context.credentials[Number(part)] } : part));
        out += language.literal(token.quote, pieces);
      }
    }
    return out;
  });
  return lines.join('\n');
}

const CREDENTIAL = /DOCGENCRED(\d+)X/;

/** A line cut into string literals (with their quote) and the code between them. */
function literals(line: string, language: SampleLanguage): { text: string; quote?: string }[] {
  const tokens: { text: string; quote?: string }[] = [];
  let start = 0;
  let i = 0;
  while (i < line.length) {
    const quote = line[i];
    if (quote !== '"' && quote !== "'") {
      i++;
      continue;
    }
    const escapes = language.escapes ? language.escapes(quote) : true;
    let end = i + 1;
    while (end < line.length && line[end] !== quote) end += escapes && line[end] === '\\' ? 2 : 1;
    if (end >= line.length) break; // an unclosed quote (an apostrophe in a comment): the rest is code
    if (i > start) tokens.push({ text: line.slice(start, i) });
    tokens.push({ text: line.slice(i, end + 1), quote });
    i = start = end + 1;
  }
  if (start < line.length) tokens.push({ text: line.slice(start) });
  return tokens;
}

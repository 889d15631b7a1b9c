// A dereferenced OpenAPI document → the plain views the API templates read.
// Descriptions go through the site's Markdown pipeline (raw HTML escaped, unsafe URLs dropped).
import type { HttpMethod, TocItem } from '../../types.ts';
import type { Highlighter } from '../markdown/highlighter.ts';
import { toHtml } from 'hast-util-to-html';
import type { LoadedApi } from './load-openapi.ts';
import { generateCodeSamples } from './code-samples.ts';
import { statusText } from './status-text.ts';
import type { ApiInfo, ApiOperation, ExampleView, HeaderView, MediaView, ParameterView, ResponseView, SchemaView, SecurityRequirementView, SecuritySchemeView } from './types.ts';

import type { DescriptionRenderer } from './describe.ts';

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export async function toApiInfo(api: LoadedApi, { describe, baseUrl }: { describe: DescriptionRenderer; baseUrl: string }): Promise<ApiInfo> {
  const doc = api.document;
  const description = doc.info.description ? await describe(doc.info.description, true) : undefined;
  const specFileName = api.file.split('/').at(-1)!;
  return {
    title: doc.info.title,
    version: doc.info.version,
    summary: doc.info.summary,
    descriptionHtml: description?.html,
    descriptionToc: description?.toc ?? [],
    servers: (doc.servers ?? []).map((s: Obj) => ({ url: s.url, description: s.description })),
    securitySchemes: await Promise.all(Object.entries<Obj>(doc.components?.securitySchemes ?? {}).map(([name, scheme]) => toSchemeView(name, scheme, describe))),
    contact: doc.info.contact,
    license: doc.info.license,
    specUrl: `${baseUrl}${api.route.slice(1)}/${specFileName}`,
    specFileName,
    specFormat: api.format,
    operations: api.operations.map((op) => ({ method: op.method, path: op.path, summary: op.summary, route: op.route })),
  };
}

export async function toApiOperation(api: LoadedApi, index: number, { describe, highlighter }: { describe: DescriptionRenderer; highlighter: Highlighter }): Promise<ApiOperation> {
  const doc = api.document;
  const plan = api.operations[index];
  const item: Obj = doc.paths[plan.path];
  const op: Obj = item[plan.method];
  const md = async (text: unknown) => (typeof text === 'string' && text.trim() ? (await describe(text)).html : undefined);
  const servers: string[] = (op.servers ?? item.servers ?? doc.servers ?? []).map((s: Obj) => s.url);
  const schemes: Obj = doc.components?.securitySchemes ?? {};
  const requirements: Obj[] = op.security ?? doc.security ?? [];
  const security: SecurityRequirementView[] = requirements.flatMap((req) =>
    Object.entries<string[]>(req).map(([scheme, scopes]) => ({ scheme, kind: schemeKind(schemes[scheme]), scopes })),
  );
  // Path-level parameters apply unless the operation overrides them (same name and location).
  const params: Obj[] = [...(item.parameters ?? []), ...(op.parameters ?? [])].filter(
    (p, i, all) => all.findLastIndex((q) => q.name === p.name && q.in === p.in) === i,
  );
  const parameters: ParameterView[] = await Promise.all(
    params.map(async (p) => ({
      name: p.name,
      in: p.in,
      required: Boolean(p.required),
      deprecated: Boolean(p.deprecated),
      descriptionHtml: await md(p.description),
      schema: await toSchemaView(p.schema ?? {}, md),
      example: p.example !== undefined ? show(p.example) : p.schema?.examples?.[0] !== undefined ? show(p.schema.examples[0]) : undefined,
    })),
  );
  const requestBody = op.requestBody
    ? { required: Boolean(op.requestBody.required), descriptionHtml: await md(op.requestBody.description), contents: await toMedia(op.requestBody.content, md, highlighter) }
    : undefined;
  const responses: ResponseView[] = await Promise.all(
    Object.entries<Obj>(op.responses ?? {}).map(async ([status, response]) => ({
      status,
      statusText: statusText(status),
      descriptionHtml: await md(response.description),
      headers: await Promise.all(
        Object.entries<Obj>(response.headers ?? {}).map(async ([name, header]): Promise<HeaderView> => ({ name, descriptionHtml: await md(header.description), schema: header.schema ? await toSchemaView(header.schema, md) : undefined })),
      ),
      contents: await toMedia(response.content, md, highlighter),
    })),
  );
  const samples: { lang: string; label: string; source: string }[] = Array.isArray(op['x-codeSamples'])
    ? op['x-codeSamples'].map((s: Obj) => ({ lang: String(s.lang), label: String(s.label ?? s.lang), source: String(s.source) }))
    : generateCodeSamples({ method: plan.method, path: plan.path, server: servers[0] ?? '', parameters, requestBody, security });
  return {
    specTitle: doc.info.title,
    specRoute: api.route,
    method: plan.method as HttpMethod,
    path: plan.path,
    operationId: op.operationId,
    summary: plan.summary,
    descriptionHtml: await md(op.description),
    deprecated: Boolean(op.deprecated),
    tags: op.tags ?? [],
    servers,
    security,
    securityOptional: requirements.some((req) => Object.keys(req).length === 0),
    parameters,
    requestBody,
    responses,
    codeSamples: samples.map((s) => ({ ...s, html: toHtml(highlighter.highlight(s.source, s.lang === 'curl' ? 'bash' : s.lang)) })),
  };
}

async function toMedia(content: Obj | undefined, md: (t: unknown) => Promise<string | undefined>, highlighter: Highlighter): Promise<MediaView[]> {
  return Promise.all(
    Object.entries<Obj>(content ?? {}).map(async ([mediaType, media]) => {
      const examples: ExampleView[] = media.examples
        ? Object.entries<Obj>(media.examples).map(([name, ex]) => ({ name, summary: ex.summary, value: show(ex.value, true) }))
        : media.example !== undefined
          ? [{ name: 'example', value: show(media.example, true) }]
          : media.schema?.examples?.[0] !== undefined
            ? [{ name: 'example', value: show(media.schema.examples[0], true) }]
            : [];
      const lang = /json/.test(mediaType) ? 'json' : /yaml/.test(mediaType) ? 'yaml' : 'text';
      for (const example of examples) example.html = toHtml(highlighter.highlight(example.value, lang));
      return { mediaType, schema: media.schema ? await toSchemaView(media.schema, md) : undefined, examples };
    }),
  );
}

async function toSchemeView(name: string, scheme: Obj, describe: DescriptionRenderer): Promise<SecuritySchemeView> {
  const flow: Obj | undefined = scheme.flows?.clientCredentials ?? scheme.flows?.authorizationCode ?? scheme.flows?.password ?? scheme.flows?.implicit;
  return {
    name,
    kind: schemeKind(scheme),
    descriptionHtml: scheme.description ? (await describe(scheme.description)).html : undefined,
    tokenUrl: flow?.tokenUrl,
    scopes: Object.entries<string>(flow?.scopes ?? {}).map(([scope, description]) => ({ name: scope, description })),
  };
}

function schemeKind(scheme: Obj | undefined): string {
  if (!scheme) return 'unknown';
  if (scheme.type === 'oauth2') return scheme.flows?.clientCredentials ? 'OAuth 2.0, client credentials (Bearer token)' : 'OAuth 2.0';
  if (scheme.type === 'http') return scheme.scheme === 'basic' ? 'HTTP Basic' : scheme.scheme === 'bearer' ? 'HTTP Bearer' : `HTTP ${scheme.scheme}`;
  if (scheme.type === 'apiKey') return `API key in ${scheme.in} \`${scheme.name}\``;
  return String(scheme.type);
}

/** JSON Schema → SchemaView. `seen` stops at circular references (dereferencing keeps them as cycles). */
export async function toSchemaView(schema: Obj, md: (t: unknown) => Promise<string | undefined>, seen: Set<Obj> = new Set()): Promise<SchemaView> {
  if (seen.has(schema)) return { type: 'object (circular)', constraints: [], nullable: false };
  const next = new Set(seen).add(schema);
  const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const nullable = types.includes('null') || schema.nullable === true;
  const nonNull = types.filter((t) => t !== 'null');
  let type = nonNull.join(' | ') || (schema.properties ? 'object' : schema.items ? 'array' : schema.const !== undefined ? typeof schema.const : schema.oneOf || schema.anyOf || schema.allOf ? '' : 'any');
  const view: SchemaView = { type, constraints: constraintsOf(schema), nullable, format: schema.format, deprecated: schema.deprecated || undefined };
  if (schema.enum) view.enum = schema.enum.map((v: unknown) => show(v));
  if (schema.const !== undefined) view.enum = [show(schema.const)];
  if (schema.default !== undefined) view.default = show(schema.default);
  if (schema.examples?.length) view.examples = schema.examples.map((v: unknown) => show(v));
  else if (schema.example !== undefined) view.examples = [show(schema.example)];
  view.descriptionHtml = await md(schema.description);
  if (schema.properties) view.properties = await propertiesOf(schema, md, next);
  if (typeof schema.additionalProperties === 'object') view.additionalProperties = await toSchemaView(schema.additionalProperties, md, next);
  else if (schema.additionalProperties === false) view.additionalProperties = false;
  if (schema.items && typeof schema.items === 'object') {
    const items = await toSchemaView(schema.items, md, next);
    view.type = `array<${items.type || 'any'}${items.nullable ? ' | null' : ''}>`;
    if (items.properties || items.variants) {
      view.properties = items.properties;
      view.variants = items.variants;
    } else view.items = items;
  }
  for (const kind of ['oneOf', 'anyOf', 'allOf'] as const) {
    if (!Array.isArray(schema[kind])) continue;
    view.variants = {
      kind,
      options: await Promise.all(schema[kind].map(async (option: Obj, i: number) => ({ title: option.title ?? option.type ?? `Option ${i + 1}`, schema: await toSchemaView(option, md, next) }))),
    };
    if (!view.type) view.type = kind === 'allOf' ? 'object' : kind === 'oneOf' ? 'one of' : 'any of';
  }
  return view;
}

async function propertiesOf(schema: Obj, md: (t: unknown) => Promise<string | undefined>, seen: Set<Obj>) {
  const required = new Set<string>(schema.required ?? []);
  return Promise.all(Object.entries<Obj>(schema.properties).map(async ([name, prop]) => ({ name, required: required.has(name), schema: await toSchemaView(prop, md, seen) })));
}

function constraintsOf(s: Obj): string[] {
  const c: string[] = [];
  const range = (min: unknown, max: unknown, unit: string) => {
    if (min !== undefined && max !== undefined) c.push(`${min}–${max}${unit}`);
    else if (min !== undefined) c.push(`≥ ${min}${unit}`);
    else if (max !== undefined) c.push(`≤ ${max}${unit}`);
  };
  range(s.minimum, s.maximum, '');
  if (s.exclusiveMinimum !== undefined) c.push(`> ${s.exclusiveMinimum}`);
  if (s.exclusiveMaximum !== undefined) c.push(`< ${s.exclusiveMaximum}`);
  range(s.minLength, s.maxLength, ' characters');
  range(s.minItems, s.maxItems, ' items');
  range(s.minProperties, s.maxProperties, ' properties');
  if (s.multipleOf !== undefined) c.push(`multiple of ${s.multipleOf}`);
  if (s.uniqueItems) c.push('unique items');
  if (s.pattern) c.push(`pattern: ${s.pattern}`);
  if (s.propertyNames?.pattern) c.push(`keys match ${s.propertyNames.pattern}`);
  if (s.contentMediaType) c.push(`media type ${s.contentMediaType}`);
  return c;
}

/** A value as a reader sees it: strings bare, everything else as JSON. */
function show(value: unknown, pretty = false): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, pretty ? 2 : undefined) ?? String(value);
}

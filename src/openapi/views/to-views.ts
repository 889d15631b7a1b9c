// A dereferenced OpenAPI document → the plain views the API templates read.
// Descriptions go through the site's Markdown pipeline (raw HTML escaped, unsafe URLs dropped).
import type { HttpMethod } from '../../types.ts';
import type { Highlighter } from '../../content/markdown/highlighter.ts';
import { escapePointer } from '../document.ts';
import type { LoadedApi } from '../load/load-openapi.ts';
import { tagAnchor } from './redoc-anchors.ts';
import { INFO_SECTION_IDS } from './view-toc.ts';
import { operationObject, operationParameters } from './operation-object.ts';
import { toCallbacks, toExternalDocs, toLinks } from './operation-extras.ts';
import { tagsOf } from './api-sidebar.ts';
import type { SchemaView, SharedSchemaView, TagView } from './types.ts';
import type { SharedSchemaRegistry } from './shared-schemas.ts';
import { statusText } from './status-text.ts';
import { wireExample } from './wire-example.ts';
import { shownSample } from './sample-schema.ts';
import type {
  ApiInfo,
  ApiOperation,
  ExampleView,
  HeaderView,
  MediaView,
  ParameterView,
  ResponseView,
  SecurityRequirementView,
} from './types.ts';
import { toRequirements, toSchemeView } from './security-view.ts';
import { SCHEMA_ROWS_PER_PAGE, show, showValue, toSchemaView, type SchemaContext } from './schema-view.ts';
import { resolveLocalRef } from '../document.ts';
import { DocgenError } from '../../errors.ts';

import type { DescriptionRenderer } from './describe.ts';
import type { Md } from './types.ts';
import { withBase } from '../../shared/output-layout.ts';
import { CUT_KEY, formatBytes, type CutExample } from '../load/cut-examples.ts';
import { summaryIsText } from '../load/page-names.ts';

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export async function toApiInfo(
  api: LoadedApi,
  { describe, baseUrl }: { describe: DescriptionRenderer; baseUrl: string },
): Promise<ApiInfo> {
  const doc = api.document;
  // The overview's description and external docs sit right under its title; a security scheme's under "Authentication".
  const description = doc.info.description
    ? await describe(doc.info.description, true, '/info/description', 2, INFO_SECTION_IDS)
    : undefined;
  const specFileName = api.file.split('/').at(-1)!;
  return {
    title: doc.info.title,
    version: doc.info.version,
    summary: doc.info.summary,
    descriptionHtml: description?.html,
    descriptionToc: description?.toc ?? [],
    servers: (doc.servers ?? []).map((s: Obj) => ({ url: s.url, description: s.description })),
    securitySchemes: await Promise.all(
      Object.entries<Obj>(doc.components?.securitySchemes ?? {}).map(([name, scheme]) =>
        toSchemeView(
          name,
          scheme,
          describe,
          `/components/securitySchemes/${escapePointer(name)}/description`,
        ),
      ),
    ),
    contact: doc.info.contact,
    license: doc.info.license,
    specUrl: withBase(baseUrl, `${api.route}/${specFileName}`),
    specFileName,
    specFormat: api.format,
    operations: withTagAnchors(api),
    tags: await toTagViews(api, describe),
    externalDocs: doc.externalDocs?.url
      ? {
          url: doc.externalDocs.url,
          descriptionHtml: doc.externalDocs.description
            ? (await describe(doc.externalDocs.description, false, '/externalDocs/description', 2)).html
            : undefined,
        }
      : undefined,
  };
}

/** The tags with operations, each with its description and external docs, for the overview. */
async function toTagViews(api: LoadedApi, describe: DescriptionRenderer): Promise<TagView[]> {
  const byTag = tagsOf(api);
  if (!byTag) return [];
  return Promise.all(
    [...byTag.tagged].map(async ([name, ops]) => {
      const tag: Obj | undefined = byTag.declared.get(name);
      const i = Array.isArray(api.document.tags) ? api.document.tags.indexOf(tag) : -1;
      const md = async (text: unknown, at: string) =>
        typeof text === 'string' && text.trim() ? (await describe(text, false, at)).html : undefined;
      return {
        name,
        label: byTag.labels.get(name) ?? name,
        anchor: tagAnchor(name),
        descriptionHtml: await md(tag?.description, `/tags/${i}/description`),
        externalDocs: tag?.externalDocs?.url
          ? {
              url: tag.externalDocs.url,
              descriptionHtml: await md(tag.externalDocs.description, `/tags/${i}/externalDocs/description`),
            }
          : undefined,
        routes: ops.map((op) => op.route),
      };
    }),
  );
}

export interface OperationViewOptions {
  describe: DescriptionRenderer;
  highlighter: Highlighter;
  /** Receives what the page cannot show as written (a schema keyword, unmergeable allOf parts). */
  warn?: (warning: DocgenError) => void;
  /** Large reused components are linked to their shared view instead of expanded (shared-schemas.ts). */
  shared?: SharedSchemaRegistry;
  /** The site's base URL, for links to the downloads of examples shown cut. */
  baseUrl?: string;
}

/** Renders the description `text` held by `owner` (which locates its links in the spec). */
function describerOf(api: LoadedApi, describe: DescriptionRenderer): Md {
  return async (text, owner, headingBase) => {
    if (typeof text !== 'string' || !text.trim()) return undefined;
    const at = owner && api.pointerOf(owner);
    return (await describe(text, false, at === undefined ? undefined : `${at}/description`, headingBase))
      .html;
  };
}

/** The schema trees' context for one page (or one shared view): its row budget is shared by its trees. */
function schemaContexts(
  api: LoadedApi,
  md: Md,
  { warn, shared, pointer }: Pick<OperationViewOptions, 'warn' | 'shared'> & { pointer: string },
): (direction?: SchemaContext['direction']) => SchemaContext {
  const doc = api.document;
  const budget = { rows: SCHEMA_ROWS_PER_PAGE };
  return (direction) => ({
    md,
    direction,
    budget,
    pointerOf: api.pointerOf,
    resolve: (ref) => resolveLocalRef(doc, ref),
    share: shared && ((schema) => shared.keyFor(api, schema, direction)),
    warn(message, owner, hint) {
      // A schema made while showing (two parts of one property merged) is placed at its last part.
      const at = api.pointerOf(owner) ?? madeFrom(owner, api.pointerOf);
      warn?.(new DocgenError(message, { ...api.placeOf(at ?? pointer), hint }));
    },
  });
}

/** The pointer of the last `allOf` part written in the document, of a schema docgen made of them. */
function madeFrom(schema: object, pointerOf: (value: object) => string | undefined): string | undefined {
  const parts: unknown = (schema as Obj).allOf;
  if (!Array.isArray(parts)) return undefined;
  for (const part of [...parts].reverse()) {
    const at = part && typeof part === 'object' ? pointerOf(part) : undefined;
    if (at !== undefined) return at;
  }
  return undefined;
}

/**
 * The views of the shared components the pages link to (`registry.uses`), each in full once;
 * a view links in turn to the shared components under it, whose views are made in the same loop.
 */
export async function toSharedSchemaViews(
  registry: SharedSchemaRegistry,
  {
    describeFor,
    warn,
  }: { describeFor(api: LoadedApi): DescriptionRenderer; warn?: OperationViewOptions['warn'] },
): Promise<Map<string, SharedSchemaView>> {
  const views = new Map<string, SharedSchemaView>();
  for (let done = 0; done < registry.uses.size;) {
    const pending = [...registry.uses].slice(done);
    done = registry.uses.size;
    for (const [key, use] of pending) {
      const md = describerOf(use.api, describeFor(use.api));
      const ctx = schemaContexts(use.api, md, {
        warn,
        shared: registry,
        pointer: use.api.pointerOf(use.schema) ?? '',
      })(use.direction);
      views.set(key, {
        name: use.name,
        specTitle: use.api.document.info.title,
        ...(use.direction && { direction: use.direction }),
        view: await toSchemaView(use.schema, ctx),
      });
    }
  }
  return views;
}

export async function toApiOperation(
  api: LoadedApi,
  index: number,
  { describe, highlighter, warn, shared, baseUrl = '/' }: OperationViewOptions,
): Promise<ApiOperation> {
  const doc = api.document;
  const plan = api.operations[index];
  const item: Obj = (plan.webhook ? doc.webhooks : doc.paths)[plan.path];
  const op: Obj = item[plan.method];
  const md = describerOf(api, describe);
  const schemas = schemaContexts(api, md, { warn, shared, pointer: plan.pointer });
  const servers: string[] = (op.servers ?? item.servers ?? doc.servers ?? []).map((s: Obj) => s.url);
  const schemes: Obj = doc.components?.securitySchemes ?? {};
  const requirements: Obj[] = op.security ?? doc.security ?? [];
  const security: SecurityRequirementView[] = toRequirements(requirements, schemes);
  // No `security` at the operation or the top: the document does not say (DocuSign's specs),
  // which is not "no authentication" (`security: []`, `- {}`).
  const securityUnstated = op.security === undefined && doc.security === undefined;
  const params: Obj[] = operationParameters(item, op);
  const parameters: ParameterView[] = await Promise.all(
    params.map(async (p) => ({
      name: p.name,
      in: p.in,
      required: Boolean(p.required),
      deprecated: Boolean(p.deprecated),
      descriptionHtml: await md(p.description, p),
      schema: await toSchemaView(p.schema ?? {}, schemas('request')),
      example:
        p.example !== undefined
          ? showValue(p.example)
          : p.schema?.examples?.[0] !== undefined
            ? showValue(p.schema.examples[0])
            : undefined,
    })),
  );
  const requestBodyOf = async (owner: Obj): Promise<ApiOperation['requestBody']> =>
    owner.requestBody
      ? {
          required: Boolean(owner.requestBody.required),
          descriptionHtml: await md(owner.requestBody.description, owner.requestBody),
          contents: await toMedia(owner.requestBody.content, schemas('request'), highlighter, baseUrl),
        }
      : undefined;
  const responsesOf = (owner: Obj): Promise<ResponseView[]> =>
    Promise.all(
      Object.entries<Obj>(owner.responses ?? {}).map(async ([status, response]) => ({
        status,
        statusText: statusText(status),
        descriptionHtml: await md(response.description, response),
        headers: await Promise.all(
          Object.entries<Obj>(response.headers ?? {}).map(async ([name, header]): Promise<HeaderView> => ({
            name,
            descriptionHtml: await md(header.description, header),
            schema: header.schema ? await toSchemaView(header.schema, schemas('response')) : undefined,
          })),
        ),
        contents: await toMedia(response.content, schemas('response'), highlighter, baseUrl, doc),
        links: await toLinks(api, response.links, md),
      })),
    );
  const requestBody = await requestBodyOf(op);
  const responses = await responsesOf(op);
  return {
    specTitle: doc.info.title,
    // An older API version has no index page at its route (it is out of the sidebar): its overview.
    specRoute: api.apiVersion?.latest === false ? api.infoRoute : api.route,
    method: plan.method as HttpMethod,
    path: plan.path,
    ...(plan.webhook && { webhook: true }),
    operationId: op.operationId,
    summary: plan.summary,
    // Right under the page's title, like its external docs; a summary that is text, not a title
    // (page-names.ts), comes first, located at its own key.
    descriptionHtml: joinHtml(
      summaryIsText(op.summary)
        ? (await describe(op.summary, false, `${plan.pointer}/summary`, 2)).html
        : undefined,
      await md(op.description, op, 2),
    ),
    deprecated: Boolean(op.deprecated),
    tags: op.tags ?? [],
    servers,
    security,
    securityOptional: requirements.some((req) => Object.keys(req).length === 0),
    ...(securityUnstated && { securityUnstated }),
    securityOptionalNote: bodyCredentialsNote(op, doc),
    parameters,
    requestBody,
    responses,
    callbacks: await toCallbacks(
      op.callbacks,
      async (callback) => ({
        requestBody: await requestBodyOf(callback),
        responses: await responsesOf(callback),
      }),
      md,
    ),
    externalDocs: await toExternalDocs(op.externalDocs, (text, owner) => md(text, owner, 2)),
    codeSamples: [], // made apart (operation-samples.ts); the route data puts them in
  };
}

function joinHtml(...parts: (string | undefined)[]): string | undefined {
  const given = parts.filter((part): part is string => Boolean(part));
  return given.length ? given.join('\n') : undefined;
}

/**
 * What `{}` among the requirements means on an OAuth token endpoint: a client may send its
 * credentials as the `client_id` and `client_secret` form fields instead of HTTP Basic
 * (RFC 6749 §2.3.1). Read from the form body's schema, so any spec that declares it gets the note.
 */
function bodyCredentialsNote(op: Obj, doc: Obj): string | undefined {
  const deref = (value: Obj | undefined): Obj | undefined =>
    value?.$ref ? (resolveLocalRef(doc, value.$ref) as Obj | undefined) : value;
  const body = deref(op.requestBody);
  const schema = deref(body?.content?.['application/x-www-form-urlencoded']?.schema);
  const properties: Obj = schema?.properties ?? {};
  return 'client_id' in properties && 'client_secret' in properties
    ? 'Or no Authorization header: the client ID and secret as the client_id and client_secret form fields.'
    : undefined;
}

/** The overview's operation list; the first operation of each tag carries the tag's anchor (`#tag/Pets` links). */
function withTagAnchors(api: LoadedApi): ApiInfo['operations'] {
  const seen = new Set<string>();
  return api.operations.map((op) => {
    const tags: unknown[] = operationObject(api, op)?.tags ?? [];
    const anchors = tags.map((t) => tagAnchor(String(t))).filter((id) => !seen.has(id) && seen.add(id));
    const deprecated = operationObject(api, op)?.deprecated === true;
    return {
      method: op.method,
      path: op.path,
      summary: op.summary,
      route: op.route,
      anchors,
      ...(op.webhook && { webhook: true }),
      ...(deprecated && { deprecated }),
    };
  });
}

/**
 * The most characters of a generated response example a page shows (pretty JSON): past it the
 * panel shows none, as the spec did (the schema tree and the console's mock still have it).
 */
export const MAX_GENERATED_EXAMPLE_CHARS = 8 * 1024;

/**
 * `generateIn`: a JSON body the spec gives no example of gets one made from its schema (responses),
 * whose `$ref`s (a schema in a cycle keeps them) lead into this document.
 */
async function toMedia(
  content: Obj | undefined,
  ctx: SchemaContext,
  highlighter: Highlighter,
  baseUrl: string,
  generateIn?: Obj,
): Promise<MediaView[]> {
  // One view per schema object: Kubernetes gives each body as JSON, YAML, protobuf and more, all
  // the same schema; the page shows it once ("as under") and the rest refer to it.
  const views = new Map<Obj, Promise<SchemaView>>();
  const viewOf = (schema: Obj) => {
    let view = views.get(schema);
    if (!view) views.set(schema, (view = toSchemaView(schema, ctx)));
    return view;
  };
  return Promise.all(
    Object.entries<Obj>(content ?? {}).map(async ([mediaType, media]) => {
      const written: [string, Obj][] = media.examples
        ? Object.entries<Obj>(media.examples)
        : media.example !== undefined
          ? [['example', { value: media.example }]]
          : media.schema?.examples?.[0] !== undefined
            ? [['example', { value: media.schema.examples[0] }]]
            : // The body schema's own `example` (OpenAPI 3.0 style) is the spec's example too.
              media.schema?.example !== undefined
              ? [['example', { value: media.schema.example }]]
              : [];
      const made =
        !written.length && generateIn ? generatedExample(mediaType, media.schema, generateIn) : undefined;
      if (made !== undefined) written.push(['generated', { value: made }]);
      const examples: ExampleView[] = await Promise.all(
        written.map(async ([name, ex]) => {
          const cut: CutExample | undefined = ex[CUT_KEY];
          if (cut) {
            // Over `maxExampleSize`: its first bytes, and a link to the whole (cut-examples.ts).
            const note = `<p class="example-cut">This example is ${formatBytes(cut.size)}; the first part is shown. <a href="${withBase(baseUrl, `/${cut.path}`).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)}" download>Download the whole example</a>.</p>`;
            const description = await ctx.md(ex.description, ex);
            return {
              name,
              summary: ex.summary,
              descriptionHtml: `${description ?? ''}${note}`,
              value: cut.text,
              html: highlighter.html(cut.text, 'text'),
            };
          }
          const wire = wireExample(ex.value, mediaType, media.encoding);
          const html = highlighter.html(wire.text, wire.lang);
          return {
            name,
            summary: ex.summary,
            descriptionHtml: await ctx.md(ex.description, ex),
            value: show(ex.value, true),
            html,
            ...(made !== undefined && { generated: true }),
          };
        }),
      );
      return {
        mediaType,
        schema: media.schema ? await viewOf(media.schema) : undefined,
        examples,
      };
    }),
  );
}

/** An example made from a JSON body's schema, if it is short enough to show (MAX_GENERATED_EXAMPLE_CHARS). */
function generatedExample(mediaType: string, schema: Obj | undefined, document: Obj): unknown {
  if (!schema || typeof schema !== 'object' || !/\bjson\b|\+json\b/i.test(mediaType)) return undefined;
  const value = shownSample(schema, document, MAX_GENERATED_EXAMPLE_CHARS);
  if (value === undefined) return undefined;
  return JSON.stringify(value, null, 2).length <= MAX_GENERATED_EXAMPLE_CHARS ? value : undefined;
}

// API pages → Markdown straight from their views (not from the rendered HTML): the schema trees
// and highlighted examples make API pages the largest HTML of the site, and a view is already
// the structure Markdown needs. Description snippets come as Markdown through `describe`.
import type {
  ApiInfo,
  ApiOperation,
  MediaView,
  ParameterView,
  SchemaView,
  SharedSchemaView,
} from '../openapi/views/types.ts';

export interface ApiMarkdownState {
  /** The Markdown of a rendered description snippet (its source's copy, or converted from the HTML). */
  describe: (html: string | undefined) => string;
  /** Absolute URL of a route. */
  url: (route: string) => string;
  /** Absolute URL of a shared component's Markdown (SchemaView.shared). */
  sharedUrl: (key: string) => string;
}

/** A shared component's own Markdown file: its name, where it is used from, then its whole tree. */
export function sharedSchemaToMarkdown(shared: SharedSchemaView, state: ApiMarkdownState): string {
  const where =
    shared.direction === 'request'
      ? ' (as sent in requests)'
      : shared.direction === 'response'
        ? ' (as returned in responses)'
        : '';
  return (
    [
      `# ${shared.name}`,
      `A schema of ${shared.specTitle}${where}.`,
      ...(shared.view.descriptionHtml ? [state.describe(shared.view.descriptionHtml)] : []),
      schemaToMarkdown(shared.view, state, 0),
    ].join('\n\n') + '\n'
  );
}

export function apiOperationToMarkdown(op: ApiOperation, state: ApiMarkdownState): string {
  const out: string[] = [
    `# ${op.summary}`,
    `${op.webhook ? 'Webhook: ' : ''}\`${op.method.toUpperCase()} ${op.path}\`${op.deprecated ? ' (deprecated)' : ''}`,
  ];
  if (op.servers[0]) out.push(`Full URL: \`${op.servers[0].replace(/\/$/, '')}${op.path}\``);
  push(out, state.describe(op.descriptionHtml));
  if (op.externalDocs) out.push(`See also: ${op.externalDocs.url}`);
  out.push('## Request');
  // A document that states no security for the operation gets no section, as on the page.
  if (op.security.length === 0) {
    if (!op.securityUnstated) out.push('### Authorization', 'No authentication required.');
  } else {
    out.push('### Authorization');
    const groups: ApiOperation['security'][] = [];
    for (const s of op.security) (groups[s.alternative] ??= []).push(s);
    const line = (s: ApiOperation['security'][number]) =>
      `${s.kind} (\`${s.scheme}\`)${s.scopes.length ? ` — scopes: ${s.scopes.map((x) => `\`${x}\``).join(', ')}` : ''}`;
    if (groups.filter(Boolean).length > 1) out.push('One of:');
    out.push(
      [
        ...groups.filter(Boolean).map((g) => `- ${g.map(line).join(' and ')}`),
        ...(op.securityOptional ? [`- ${op.securityOptionalNote ?? 'Or no authentication.'}`] : []),
      ].join('\n'),
    );
  }
  for (const where of ['path', 'query', 'header', 'cookie'] as const) {
    const params = op.parameters.filter((p) => p.in === where);
    if (params.length > 0)
      out.push(`### ${where[0].toUpperCase()}${where.slice(1)} parameters`, paramTable(params, state));
  }
  if (op.requestBody) {
    out.push('### Request body', op.requestBody.required ? 'Required.' : 'Optional.');
    push(out, state.describe(op.requestBody.descriptionHtml));
    for (const media of op.requestBody.contents) out.push(...mediaToMarkdown(media, state));
  }
  out.push('## Responses');
  for (const response of op.responses) {
    out.push(`### ${response.status} ${response.statusText}`);
    push(out, state.describe(response.descriptionHtml));
    if (response.headers.length > 0) {
      out.push(
        [
          '| Header | Type | Description |',
          '| --- | --- | --- |',
          ...response.headers.map(
            (h) =>
              `| \`${h.name}\` | ${h.schema ? `\`${h.schema.type}\`` : ''} | ${cell(state.describe(h.descriptionHtml))} |`,
          ),
        ].join('\n'),
      );
    }
    for (const media of response.contents) out.push(...mediaToMarkdown(media, state));
    for (const link of response.links)
      out.push(
        `Link \`${link.name}\`: ${link.target ? `[${link.target.title}](${state.url(link.target.route)})` : `\`${link.reference ?? ''}\``}${link.parameters.map((p) => ` \`${p.name}\` = \`${p.expression}\``).join(',')}`,
      );
  }
  if (op.callbacks.length > 0) {
    out.push('## Callbacks');
    for (const callback of op.callbacks) {
      out.push(
        `### ${callback.summary ?? callback.name}`,
        `\`${callback.method.toUpperCase()} ${callback.expression}\``,
      );
      push(out, state.describe(callback.descriptionHtml));
      for (const media of callback.requestBody?.contents ?? []) out.push(...mediaToMarkdown(media, state));
      for (const response of callback.responses)
        out.push(
          `- ${response.status} ${response.statusText}: ${state.describe(response.descriptionHtml).replace(/\s+/g, ' ')}`,
        );
    }
  }
  if (op.codeSamples.length > 0) {
    out.push('## Code samples');
    for (const sample of op.codeSamples) out.push(`**${sample.label}**`, fence(sample.source, sample.lang));
  }
  out.push(`Part of the [${op.specTitle}](${state.url(op.specRoute)}) API.`);
  return out.join('\n\n');
}

export function apiInfoToMarkdown(api: ApiInfo, state: ApiMarkdownState): string {
  const out: string[] = [`# ${api.title}`, `Version ${api.version} · ${api.specFormat.spec}`];
  push(out, api.summary);
  push(out, state.describe(api.descriptionHtml));
  out.push(
    '## Servers',
    api.servers.map((s) => `- \`${s.url}\`${s.description ? ` — ${s.description}` : ''}`).join('\n'),
  );
  out.push('## Authentication');
  if (api.securitySchemes.length === 0) out.push('No authentication.');
  for (const scheme of api.securitySchemes) {
    out.push(`**${scheme.kind}** (\`${scheme.name}\`)`);
    push(out, state.describe(scheme.descriptionHtml));
    if (scheme.openIdConnectUrl) out.push(`OpenID Connect discovery URL: \`${scheme.openIdConnectUrl}\``);
    for (const flow of scheme.flows) {
      if (scheme.flows.length > 1) out.push(`**${flow.flow[0].toUpperCase()}${flow.flow.slice(1)} flow**`);
      for (const [label, url] of [
        ['Authorization URL', flow.authorizationUrl],
        ['Token URL', flow.tokenUrl],
        ['Refresh URL', flow.refreshUrl],
      ])
        if (url) out.push(`${label}: \`${url}\``);
      if (flow.scopes.length > 0)
        out.push(
          [
            '| Scope | Grants |',
            '| --- | --- |',
            ...flow.scopes.map((s) => `| \`${s.name}\` | ${cell(s.description)} |`),
          ].join('\n'),
        );
    }
  }
  out.push(
    '## Operations',
    api.operations
      .map((op) => `- [${op.method.toUpperCase()} ${op.summary}](${state.url(op.route)}) \`${op.path}\``)
      .join('\n'),
  );
  out.push(
    '## Download the specification',
    `[${api.specFileName}](${state.url(api.specUrl)}) (${api.specFormat.spec}, ${api.specFormat.syntax})`,
  );
  return out.join('\n\n');
}

function mediaToMarkdown(media: MediaView, state: ApiMarkdownState): string[] {
  const out = [`Content type: \`${media.mediaType}\``];
  // A shared component's tree is in its own Markdown: Kubernetes' `Status` is the body of about
  // 2,500 responses, 2–3 KB each.
  if (media.schema?.sharedAs)
    out.push(
      `Schema: \`${typeLabel(media.schema)}\`${sharedLink({ ...media.schema, shared: media.schema.sharedAs }, state)}`,
    );
  else if (media.schema) out.push('Schema:', schemaToMarkdown(media.schema, state, 0));
  // Generated examples are for the page's panel: the schema above says the same.
  for (const example of media.examples.filter((e) => !e.generated))
    out.push(
      `Example${example.summary ? `: ${example.summary}` : ''}`,
      fence(example.value, /json/.test(media.mediaType) ? 'json' : ''),
    );
  return out;
}

/** A schema as a nested list: one item per property with type, required, facts and description. */
function schemaToMarkdown(schema: SchemaView, state: ApiMarkdownState, depth: number): string {
  const lines: string[] = [];
  const indent = '  '.repeat(depth);
  if (depth === 0)
    lines.push(
      `${indent}- ${schema.name && !schema.recursive ? `${schema.name}: ` : ''}\`${typeLabel(schema)}\`${schema.additionalProperties === false ? ' · no other properties allowed' : ''}`,
    );
  const patterns =
    schema.patternProperties?.map((p) => ({ name: `/${p.pattern}/`, required: false, schema: p.schema })) ??
    [];
  const properties = [...(schema.properties ?? schema.items?.properties ?? []), ...patterns];
  for (const prop of properties) {
    const facts = factsOf(prop.schema, state);
    lines.push(
      `${indent}  - \`${prop.name}\` ${typeLabel(prop.schema)}${prop.required ? ', required' : ''}${prop.schema.deprecated ? ', deprecated' : ''}${facts ? `: ${facts}` : ''}${sharedLink(prop.schema, state)}`,
    );
    if (
      prop.schema.properties ||
      prop.schema.variants ||
      prop.schema.items?.properties ||
      prop.schema.patternProperties
    )
      lines.push(schemaToMarkdown(prop.schema, state, depth + 1));
  }
  const variants = schema.variants ?? schema.items?.variants;
  if (variants) {
    const by = schema.discriminator ? `, told apart by \`${schema.discriminator}\`` : '';
    lines.push(
      `${indent}  - ${variants.kind === 'oneOf' ? 'Exactly one of' : variants.kind === 'anyOf' ? 'Any of' : 'All of'}${by}:`,
    );
    for (const option of variants.options) {
      lines.push(
        `${indent}    - \`${option.title}\` (${typeLabel(option.schema)})${sharedLink(option.schema, state)}`,
      );
      if (option.schema.properties || option.schema.variants)
        lines.push(schemaToMarkdown(option.schema, state, depth + 2));
    }
  }
  return lines.join('\n');
}

function paramTable(params: ParameterView[], state: ApiMarkdownState): string {
  const rows = params.map(
    (p) =>
      `| \`${p.name}\`${p.required ? ' (required)' : ''}${p.deprecated ? ' (deprecated)' : ''} | \`${typeLabel(p.schema)}\` | ${cell([state.describe(p.descriptionHtml), factsOf({ ...p.schema, descriptionHtml: undefined }, state)].filter(Boolean).join(' '))} | ${p.example !== undefined ? `\`${p.example}\`` : ''} |`,
  );
  return ['| Name | Type | Description | Example |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/** Where a shared component is shown in full (its own Markdown file). */
function sharedLink(schema: SchemaView, state: ApiMarkdownState): string {
  if (!schema.shared) return '';
  const name = (schema.name ?? 'schema').replace(/[\\[\]`]/g, '\\$&');
  return ` (schema: [${name}](${state.sharedUrl(schema.shared)}))`;
}

/** Description, constraints, allowed values, default: one line. */
function factsOf(schema: SchemaView, state: ApiMarkdownState): string {
  const head = [
    state.describe(schema.descriptionHtml).replace(/\n+/g, ' ').trim(),
    schema.constraints.length ? `(${schema.constraints.join(', ')})` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const facts = [
    schema.recursive ? `Recursive: the same \`${schema.recursive}\` schema as the level above.` : '',
    ...(schema.notes ?? []),
    schema.const !== undefined ? `Always: \`${schema.const}\`.` : '',
    schema.enum && schema.const === undefined
      ? `Allowed values: ${schema.enum.map((v) => `\`${v}\``).join(', ')}.`
      : '',
    !schema.enum && schema.items?.enum && schema.items.const === undefined
      ? `Allowed values of each item: ${schema.items.enum.map((v) => `\`${v}\``).join(', ')}.`
      : '',
    schema.default !== undefined ? `Default: \`${schema.default}\`.` : '',
  ].filter(Boolean);
  // Specs often end a description without a full stop ("Status code"): the facts after it are
  // sentences of their own, not its last words ("Status code Allowed values: `400`.").
  const ended = !head || !facts.length || /[.!?:;…][)\]"'”’*_`]*$/.test(head);
  return [ended ? head : `${head}.`, ...facts].filter(Boolean).join(' ');
}

function typeLabel(schema: SchemaView): string {
  return `${schema.type || 'any'}${schema.format ? ` (${schema.format})` : ''}${schema.nullable ? ' | null' : ''}`;
}

/** A fence longer than any backtick run inside the code. */
function fence(code: string, lang: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}${lang}\n${code.replace(/\n$/, '')}\n${ticks}`;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');
}

function push(out: string[], text: string | undefined): void {
  if (text) out.push(text);
}

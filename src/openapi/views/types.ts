// What the API templates read: a plain, serialisable view of an OpenAPI document.
// Markdown descriptions are already rendered to (escaped, sanitized) HTML.
import type { TocItem } from '../../content/toc-item.ts';
import type { HttpMethod } from '../document.ts';

/** A JSON Schema flattened into what a reader needs, with nesting kept as children. */
export interface SchemaView {
  /** e.g. `string`, `integer`, `object`, `array<object>`, `string | null`. */
  type: string;
  format?: string;
  /** Human-readable constraints: `1–100`, `≤ 255 chars`, `pattern ^req_…$`, `unique items`. */
  constraints: string[];
  enum?: string[];
  default?: string;
  examples?: string[];
  descriptionHtml?: string;
  nullable: boolean;
  deprecated?: boolean;
  /** `object` properties, or the item schema's properties for arrays of objects. */
  properties?: PropertyView[];
  /** `oneOf` / `anyOf` / `allOf` alternatives. */
  variants?: { kind: 'oneOf' | 'anyOf' | 'allOf'; options: { title: string; schema: SchemaView }[] };
  /** Items schema for arrays of non-objects. */
  items?: SchemaView;
  additionalProperties?: SchemaView | boolean;
  patternProperties?: { pattern: string; schema: SchemaView }[];
  /** `const`: the one allowed value. */
  const?: string;
  /** The component name (`Customer`) or title of the schema. */
  name?: string;
  /** Set on a node that repeats an ancestor (recursion): the ancestor's name; `type` reads `Customer ↻`. */
  recursive?: string;
  /** `discriminator.propertyName` of a oneOf/anyOf: the property that tells the options apart. */
  discriminator?: string;
  /** What readers should know that has no field of its own (read-only, unmerged allOf…). */
  notes?: string[];
  /**
   * A component shown in full in one shared place (src/openapi/views/shared-schemas.ts): its key
   * (`c-customer-…`). The node has only what its row's head shows; its description and members
   * are the shared view of that key, loaded when a reader opens the row.
   */
  shared?: string;
  /** A body expanded in its page that is also a shared component (its key): the Markdown copy links to it. */
  sharedAs?: string;
}

/** The shared components' views (SchemaView.shared), by key: each shown in full once. */
export interface SharedSchemaView {
  /** Component name (`customer`). */
  name: string;
  specTitle: string;
  direction?: 'request' | 'response';
  view: SchemaView;
}

export interface PropertyView {
  name: string;
  required: boolean;
  schema: SchemaView;
}

export interface ParameterView {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  deprecated: boolean;
  descriptionHtml?: string;
  schema: SchemaView;
  example?: string;
}

export interface ExampleView {
  name: string;
  summary?: string;
  /** The example's `description`, rendered. */
  descriptionHtml?: string;
  /** Pretty-printed JSON (or the raw string for non-JSON media types). */
  value: string;
  /** Highlighted `<pre>` HTML of the example as sent on the wire (form-encoded, multipart parts…). */
  html?: string;
  /** Made from the schema: the spec gives no example of this body. */
  generated?: boolean;
}

export interface MediaView {
  mediaType: string;
  schema?: SchemaView;
  examples: ExampleView[];
}

export interface HeaderView {
  name: string;
  descriptionHtml?: string;
  schema?: SchemaView;
}

export interface ResponseView {
  status: string;
  /** Reason phrase, e.g. `Too Many Requests`. */
  statusText: string;
  descriptionHtml?: string;
  headers: HeaderView[];
  contents: MediaView[];
  /** `links`: operations a client can call next with values from this response. */
  links: LinkView[];
}

export interface LinkView {
  name: string;
  descriptionHtml?: string;
  /** The linked operation's page and title, when it is in this spec. */
  target?: { route: string; title: string; method: HttpMethod; path: string };
  /** `operationId` or `operationRef` as written (shown when the target is not in this spec). */
  reference?: string;
  /** Parameter name → runtime expression (`$response.body#/id`). */
  parameters: { name: string; expression: string }[];
  requestBody?: string;
}

export interface TagView {
  name: string;
  /** `x-displayName`, else the name. */
  label: string;
  /** The id of the tag's heading on the overview (`#tag/Name` links lead there). */
  anchor: string;
  descriptionHtml?: string;
  externalDocs?: ExternalDocsView;
  routes: string[];
}

export interface ExternalDocsView {
  url: string;
  descriptionHtml?: string;
}

/** One request a callback makes (a callback name, its URL expression and a method). */
export interface CallbackView {
  name: string;
  /** The runtime expression of the URL it calls, e.g. `{$request.body#/callbackUrl}`. */
  expression: string;
  method: HttpMethod;
  summary?: string;
  descriptionHtml?: string;
  deprecated: boolean;
  requestBody?: ApiOperation['requestBody'];
  responses: ResponseView[];
}

export interface SecurityRequirementView {
  scheme: string;
  /** e.g. `OAuth 2.0 (client credentials)`, `HTTP basic`. */
  kind: string;
  scopes: string[];
  /** Which alternative (index into the requirement list) this scheme belongs to: schemes of one alternative go together. */
  alternative: number;
  /** Where the credential goes in a request, for code samples. */
  credential?: CredentialView;
}

export interface CredentialView {
  in: 'header' | 'query' | 'cookie';
  /** Header, query parameter or cookie name. */
  name: string;
  /** `bearer` / `basic` go in `Authorization` with that prefix; `key` is sent as is. */
  style: 'bearer' | 'basic' | 'key';
  /** The shell variable code samples read it from, named after the scheme (`$PETSTORE_AUTH_TOKEN`). */
  variable: string;
}

export interface CodeSampleView {
  lang: string;
  label: string;
  /** Highlighted `<pre>` HTML. */
  html: string;
  source: string;
}

export interface ApiOperation {
  specTitle: string;
  specRoute: string;
  method: HttpMethod;
  /** A webhook's name when `webhook` is set. */
  path: string;
  /** A webhook (3.1): a request the API sends to the reader's endpoint. */
  webhook?: boolean;
  operationId?: string;
  summary: string;
  descriptionHtml?: string;
  deprecated: boolean;
  tags: string[];
  servers: string[];
  /** Empty when the operation needs no authentication; `optional` when `{}` is one alternative. */
  security: SecurityRequirementView[];
  /** The document states no security for the operation (no `security` on it or at the top): the page says nothing. */
  securityUnstated?: boolean;
  securityOptional: boolean;
  /** Shown instead of "Or no authentication." where the `{}` alternative means something else. */
  securityOptionalNote?: string;
  parameters: ParameterView[];
  requestBody?: { required: boolean; descriptionHtml?: string; contents: MediaView[] };
  responses: ResponseView[];
  /** Requests the API makes back to the caller after this operation. */
  callbacks: CallbackView[];
  externalDocs?: ExternalDocsView;
  codeSamples: CodeSampleView[];
}

export interface SecuritySchemeView {
  name: string;
  kind: string;
  descriptionHtml?: string;
  /** OAuth 2.0 flows: token URL and scopes (of the first flow; `flows` has them all). */
  tokenUrl?: string;
  scopes: { name: string; description: string }[];
  /** Every OAuth 2.0 flow with its URLs and scopes. */
  flows: {
    flow: string;
    authorizationUrl?: string;
    tokenUrl?: string;
    refreshUrl?: string;
    scopes: { name: string; description: string }[];
  }[];
  openIdConnectUrl?: string;
  bearerFormat?: string;
}

export interface ApiInfo {
  title: string;
  version: string;
  summary?: string;
  descriptionHtml?: string;
  /** TOC items from the description's own headings. */
  descriptionToc: TocItem[];
  servers: { url: string; description?: string }[];
  securitySchemes: SecuritySchemeView[];
  contact?: { name?: string; email?: string; url?: string };
  license?: { name: string; url?: string };
  /** Public URL of the downloadable spec file. */
  specUrl: string;
  specFileName: string;
  /** e.g. `OpenAPI 3.1`, `Swagger 2.0`, and `YAML` or `JSON`. */
  specFormat: { spec: string; syntax: 'YAML' | 'JSON' };
  /** `anchors`: ids of the tags this operation is the first of (`#tag-pets`). */
  operations: {
    method: HttpMethod;
    path: string;
    summary: string;
    route: string;
    anchors: string[];
    webhook?: boolean;
    deprecated?: boolean;
  }[];
  /** The tags that have operations, in the spec's order (empty when no operation has a tag), and their operations' routes. */
  tags: TagView[];
  externalDocs?: ExternalDocsView;
}

/** Renders the description `text` held by `owner` (whose place in the spec locates its links); `headingBase` as in describe.ts. */
export type Md = (
  text: unknown,
  owner?: Record<string, any>, // eslint-disable-line @typescript-eslint/no-explicit-any
  headingBase?: number,
) => Promise<string | undefined>;

// ---------------------------------------------------------------- API changelog (api-changes.ts, changelog.ts)

export type ChangeKind =
  | 'operation'
  | 'parameter'
  | 'request-body'
  | 'request-property'
  | 'response-property'
  | 'response-header'
  | 'enum-value'
  | 'status-code'
  | 'security';

export interface ApiChange {
  kind: ChangeKind;
  action: 'added' | 'removed' | 'changed';
  breaking: boolean;
  /** The operation, as the older version has it (the newer one's for an added operation). */
  method: HttpMethod;
  path: string;
  /** What changed, in the reader's words: `query parameter "limit"`, `request property "filters.region"`. */
  subject: string;
  /** How, where the action alone does not say: `type: integer → string`, `now required`. */
  detail?: string;
  /** The operation's method and path in the newer version, where it moved. */
  movedTo?: { method: HttpMethod; path: string };
}

export interface ChangelogOperation {
  method: HttpMethod;
  path: string;
  /** The operation's page in the older and the newer version, where it has one. */
  olderRoute?: string;
  newerRoute?: string;
  title: string;
  changes: ApiChange[];
}

export interface Changelog {
  api: string;
  older: { version: string; route: string };
  newer: { version: string; route: string };
  migrationGuide?: string;
  breaking: number;
  operations: ChangelogOperation[];
}

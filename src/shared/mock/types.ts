// The mock's contract: plain requests and responses, and the schema validator it is given. No
// Node and no DOM types here: `docgen mock` runs this core on Node, and the Try-it console can
// run the same core in the browser.

export interface MockRequest {
  method: string;
  /** The URL path, percent-encoded, without the query. */
  path: string;
  /** The query string without `?` (may be empty). */
  query: string;
  /** Header names in lower case. */
  headers: Record<string, string | undefined>;
  body?: string;
}

export interface MockResponse {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array;
}

/** One problem in a request or response: where (JSON pointer or parameter), what, and which rule. */
export interface SchemaError {
  /** JSON pointer into the validated value ('' for the value itself). */
  pointer: string;
  message: string;
  /** The JSON Schema keyword that failed (`required`, `type`, `minimum`, …). */
  keyword: string;
}

/** Validates a value against a schema object of the spec (an object of the dereferenced document). */
export type SchemaValidator = (schema: object, value: unknown) => SchemaError[];

/** Makes an example value for a schema that has none (the spec's own examples are used first). */
/** `document`: the whole document, where the schema's `$ref`s lead (a schema in a cycle keeps them). */
export type SchemaSampler = (schema: object, purpose: 'request' | 'response', document?: object) => unknown;

/** A dereferenced OpenAPI 3.x document: read loosely, the mock checks what it uses. */
export type OpenApiDoc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface MockApi {
  /** Shown in messages, e.g. `openapi/image-search.yaml`. */
  name: string;
  document: OpenApiDoc;
}

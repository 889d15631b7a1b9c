// JSON Schema → SchemaView, the tree the API templates show. Recursion stops at a named node
// ("Customer ↻"), `allOf` is merged into one object (merge-all-of.ts), `oneOf`/`anyOf` options
// are named (title, component name, discriminator value), `readOnly` properties are left out of
// request bodies and `writeOnly` ones out of responses. What the tree cannot show is a warning.
import type { SchemaView } from './types.ts';
import { unsupportedPattern } from '../../shared/linear-regexp.ts';
import { mergeAllOf } from './merge-all-of.ts';
import { unescapePointer } from '../document.ts';

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface SchemaContext {
  /** Renders the description `text` held by `owner`. */
  md(text: unknown, owner?: Obj): Promise<string | undefined>;
  /** 'request' hides `readOnly` properties, 'response' hides `writeOnly` ones. */
  direction?: 'request' | 'response';
  /** The JSON pointer an object of the document was written at. */
  pointerOf(value: object): string | undefined;
  /** The object a local `$ref` (`#/components/schemas/Customer`) points at. */
  resolve(ref: string): Obj | undefined;
  /** Something the tree does not show as written: reported once per place. */
  warn(message: string, owner: object, hint: string): void;
  /**
   * The schema rows the page has left to show, shared by its trees (SCHEMA_ROWS_PER_PAGE):
   * specs whose schemas link to one another without end (Microsoft Graph's entities) would
   * otherwise grow a tree beyond any page and any memory.
   */
  budget?: { rows: number; warned?: boolean };
  /**
   * The key of a component schema shown in one shared place instead of under this row
   * (shared-schemas.ts), if it is one; absent: every schema is expanded where it is used.
   */
  share?(schema: Obj): string | undefined;
}

/**
 * Where a schema is shown: at the top of a body (`root`, always expanded: a page shows its own
 * schema), or as a row under another (`row`: a property, an option), where a shared component
 * is a row that loads its contents when opened.
 */
export type SchemaPlace = 'root' | 'row';

/** The most schema rows one page shows: GitHub's largest page (timeline events) has 4,411, a test fixture 9,310. */
export const SCHEMA_ROWS_PER_PAGE = 10_000;

/** Keywords the tree has no way to show; each is a warning naming the schema's pointer. */
const UNSHOWN = [
  'not',
  'if',
  'dependentSchemas',
  'prefixItems',
  'contains',
  'unevaluatedProperties',
  'dependencies',
];

export async function toSchemaView(
  written: Obj,
  ctx: SchemaContext,
  seen: ReadonlySet<Obj> = new Set(),
  place: SchemaPlace = 'root',
): Promise<SchemaView> {
  if (!written || typeof written !== 'object')
    return { type: written === false ? 'never' : 'any', constraints: [], nullable: false };
  // The dereferencer leaves every `$ref` into a cycle as written: follow it here, and stop where
  // it leads back to a schema this branch is already inside.
  const schema = follow(written, ctx);
  if (!schema) {
    ctx.warn(
      `Unresolved $ref "${written.$ref}".`,
      written,
      'Point the `$ref` at a schema defined in the document.',
    );
    return { type: refName(String(written.$ref)), constraints: [], nullable: false };
  }
  if (seen.has(schema)) return recursiveNode(nameOf(schema, ctx) ?? 'parent');
  const shared = ctx.share?.(schema);
  if (shared && place === 'row') return sharedNode(schema, shared, ctx);
  const next = new Set(seen).add(schema);

  const notes: string[] = [];
  const source = mergedSource(schema, ctx, next, notes);
  warnUnrunnablePatterns(source, schema, ctx);
  // The rows this node would list come out of the page's budget; a node they do not fit in is
  // shown closed (name and type).
  if (ctx.budget) {
    const rows = rowsOf(source);
    if (rows > ctx.budget.rows) return notExpanded(schema, ctx, ctx.budget);
    ctx.budget.rows -= rows;
  }
  for (const keyword of UNSHOWN) {
    if (source[keyword] !== undefined) {
      ctx.warn(
        `The schema keyword \`${keyword}\` is not shown on the API pages.`,
        schema,
        "Describe the rule in the schema's `description` so readers see it.",
      );
    }
  }
  // The steps below are separate functions on purpose: specs give V8 objects of countless
  // shapes, so the optimised code of whatever reads them is thrown away again and again, and
  // recompiling one small function is cheaper than recompiling one large one.
  const view = valueFacts(source);
  view.descriptionHtml = await ctx.md(source.description, descriptionOwner(schema, source));
  if (source.readOnly) notes.push('Read-only: set by the server.');
  if (source.writeOnly) notes.push('Write-only: never returned.');
  await addMembers(view, source, ctx, next, place);
  await addVariants(view, source, ctx, next, place);
  const name = nameOf(schema, ctx);
  if (name) view.name = name;
  if (notes.length) view.notes = notes;
  // A body that is a shared component is expanded on its page; its Markdown copy links to it.
  if (shared) view.sharedAs = shared;
  return view;
}

/** Each pattern's `unsupportedPattern` verdict: a spec repeats its patterns on every page that shows them. */
const verdicts = new Map<string, string | undefined>();

function patternVerdict(pattern: string): string | undefined {
  if (!verdicts.has(pattern)) verdicts.set(pattern, unsupportedPattern(pattern));
  return verdicts.get(pattern);
}

/** Patterns the mock's linear-time engine cannot run (src/shared/linear-regexp.ts) check nothing there. */
function warnUnrunnablePatterns(source: Obj, schema: Obj, ctx: SchemaContext): void {
  const patterns = [
    source.pattern,
    ...(source.patternProperties && typeof source.patternProperties === 'object'
      ? Object.keys(source.patternProperties)
      : []),
  ];
  for (const pattern of patterns) {
    const why = typeof pattern === 'string' ? patternVerdict(pattern) : undefined;
    if (why)
      ctx.warn(
        `The pattern /${pattern}/ cannot be checked in linear time (${why}): the mock and the Try-it console accept any value for it.`,
        schema,
        'Write it without backreferences or lookaround (the RE2 syntax), or state the rule in the description.',
      );
  }
}

/** The schema the tree shows for `schema`: its `allOf` parts merged into it where they agree. */
function mergedSource(schema: Obj, ctx: SchemaContext, next: ReadonlySet<Obj>, notes: string[]): Obj {
  if (!Array.isArray(schema.allOf)) return schema;
  const merged = mergeAllOf(schema, (part) => {
    const target = follow(part, ctx);
    return target && !next.has(target) ? target : undefined;
  });
  if (merged.schema) return merged.schema;
  notes.push(`The allOf parts could not be merged (${merged.conflict}); each is shown.`);
  ctx.warn(
    `allOf parts that cannot be merged into one schema (${merged.conflict}).`,
    schema,
    'The page lists the parts one by one; a value must match every part, so check that they agree.',
  );
  return schema;
}

/** What a schema says of its value: type, nullability, format, constraints, enum, const, default, examples. */
function valueFacts(source: Obj): SchemaView {
  const types: string[] = Array.isArray(source.type) ? source.type : source.type ? [source.type] : [];
  const nullable =
    types.includes('null') ||
    source.nullable === true ||
    (Array.isArray(source.enum) && source.enum.includes(null));
  const nonNull = types.filter((t) => t !== 'null');
  const guessed =
    source.properties || source.additionalProperties || source.patternProperties
      ? 'object'
      : source.items
        ? 'array'
        : undefined;
  const constType =
    source.const === null ? 'null' : source.const !== undefined ? typeof source.const : undefined;
  const type =
    nonNull.join(' | ') ||
    guessed ||
    constType ||
    (source.oneOf || source.anyOf || source.allOf ? '' : 'any');
  const view: SchemaView = {
    type,
    constraints: constraintsOf(source),
    nullable,
    format: source.format,
    deprecated: source.deprecated || undefined,
  };
  if (Array.isArray(source.enum))
    view.enum = source.enum.filter((v: unknown) => v !== null).map((v: unknown) => showValue(v));
  if (source.const !== undefined) view.const = showValue(source.const);
  if (source.default !== undefined) view.default = showValue(source.default);
  if (Array.isArray(source.examples) && source.examples.length)
    view.examples = source.examples.map((v: unknown) => showValue(v));
  else if (source.example !== undefined) view.examples = [showValue(source.example)];
  return view;
}

/** An object's properties (additional and pattern ones too) and an array's items. */
async function addMembers(
  view: SchemaView,
  source: Obj,
  ctx: SchemaContext,
  next: ReadonlySet<Obj>,
  place: SchemaPlace,
): Promise<void> {
  if (source.properties && typeof source.properties === 'object')
    view.properties = await propertiesOf(source, ctx, next);
  if (source.additionalProperties && typeof source.additionalProperties === 'object')
    view.additionalProperties = await toSchemaView(source.additionalProperties, ctx, next, 'row');
  else if (source.additionalProperties === false) view.additionalProperties = false;
  if (source.patternProperties && typeof source.patternProperties === 'object') {
    view.patternProperties = await Promise.all(
      Object.entries<Obj>(source.patternProperties).map(async ([pattern, s]) => ({
        pattern,
        schema: await toSchemaView(s, ctx, next, 'row'),
      })),
    );
  }
  if (source.items && typeof source.items === 'object' && !Array.isArray(source.items)) {
    // An array's items take its place: a body that is a list of customers shows them.
    const items = await toSchemaView(source.items, ctx, next, place);
    view.type = `array<${items.type || 'any'}${items.nullable ? ' | null' : ''}>`;
    if (items.shared) {
      view.shared = items.shared;
      view.name = items.name;
    } else if (items.properties || items.variants) {
      view.properties = items.properties;
      view.variants = items.variants;
      view.discriminator = items.discriminator;
    } else view.items = items;
    if (items.recursive) view.recursive = items.recursive;
  }
}

/** `oneOf`, `anyOf` and unmerged `allOf` options, each named (optionNames). */
async function addVariants(
  view: SchemaView,
  source: Obj,
  ctx: SchemaContext,
  next: ReadonlySet<Obj>,
  place: SchemaPlace,
): Promise<void> {
  for (const kind of ['oneOf', 'anyOf', 'allOf'] as const) {
    if (!Array.isArray(source[kind])) continue;
    // `oneOf: [X, {type: 'null'}]` is "X | null".
    const options = source[kind].filter((option: Obj) => !(kind !== 'allOf' && isNullSchema(option)));
    if (options.length < source[kind].length) view.nullable = true;
    const names = optionNames(
      options.map((option: Obj) => follow(option, ctx) ?? option),
      source.discriminator,
      ctx,
    );
    // The one option left beside `null` is shown in place of the union: where the union is.
    const optionPlace = options.length === 1 && kind !== 'allOf' ? place : 'row';
    view.variants = {
      kind,
      options: await Promise.all(
        options.map(async (option: Obj, i: number) => ({
          title: names[i],
          schema: await toSchemaView(option, ctx, next, optionPlace),
        })),
      ),
    };
    if (typeof source.discriminator?.propertyName === 'string')
      view.discriminator = source.discriminator.propertyName;
    if (options.length === 1 && kind !== 'allOf' && !view.properties) {
      // One option left (the other was `null`): show it in place.
      const only = view.variants.options[0].schema;
      Object.assign(view, {
        ...only,
        nullable: true,
        descriptionHtml: view.descriptionHtml ?? only.descriptionHtml,
        variants: only.variants,
      });
    } else if (!view.type) view.type = kind === 'allOf' ? 'object' : kind === 'oneOf' ? 'one of' : 'any of';
  }
}

/** `schema`, or what its local `$ref` points at (through chains of `$ref`s). */
function follow(schema: Obj, ctx: SchemaContext): Obj | undefined {
  let target: Obj | undefined = schema;
  for (let hops = 0; target && typeof target.$ref === 'string' && hops < 32; hops++)
    target = ctx.resolve(target.$ref);
  return target && typeof target.$ref === 'string' ? undefined : target;
}

/** The rows a schema node lists under it: properties, pattern properties, options, other keys. */
function rowsOf(source: Obj): number {
  const count = (value: unknown) => (value && typeof value === 'object' ? Object.keys(value).length : 0);
  return (
    count(source.properties) +
    count(source.patternProperties) +
    (source.additionalProperties && typeof source.additionalProperties === 'object' ? 1 : 0) +
    ['oneOf', 'anyOf', 'allOf'].reduce(
      (n, kind) => n + (Array.isArray(source[kind]) ? source[kind].length : 0),
      0,
    )
  );
}

/** A node past the page's budget: its name and type, and a note saying the rest is not shown. */
function notExpanded(
  schema: Obj,
  ctx: SchemaContext,
  budget: NonNullable<SchemaContext['budget']>,
): SchemaView {
  if (!budget.warned) {
    budget.warned = true;
    ctx.warn(
      `The operation's schemas are too large to show in full: the page shows their first ${SCHEMA_ROWS_PER_PAGE.toLocaleString('en-US')} properties.`,
      schema,
      'Readers find the rest in the spec download. Fewer nested objects (or a response that links to related resources instead of embedding them) keep the page whole.',
    );
  }
  const types: string[] = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter(
    (t: unknown) => typeof t === 'string' && t !== 'null',
  );
  const type = types.join(' | ') || (schema.properties ? 'object' : schema.items ? 'array' : 'any');
  const name = nameOf(schema, ctx);
  return {
    type,
    ...(name ? { name } : {}),
    constraints: [],
    nullable: false,
    notes: [
      `Not shown: the page's limit of ${SCHEMA_ROWS_PER_PAGE.toLocaleString('en-US')} schema rows was reached.`,
    ],
  };
}

/**
 * A shared component under a row: what the row's head shows (type, constraints, default) and
 * its key; its description and members are in the shared fragment, loaded when the row opens.
 */
function sharedNode(schema: Obj, key: string, ctx: SchemaContext): SchemaView {
  const view = valueFacts(schema);
  if (!view.type) view.type = 'object';
  const name = nameOf(schema, ctx);
  if (name) view.name = name;
  view.shared = key;
  return view;
}

function recursiveNode(name: string): SchemaView {
  return { type: `${name} ↻`, recursive: name, constraints: [], nullable: false };
}

/** The component name of a schema defined under `components/schemas` (or `definitions`). */
function nameOf(schema: Obj, ctx: SchemaContext): string | undefined {
  const pointer = ctx.pointerOf(schema);
  const match = pointer && /^\/(?:components\/schemas|definitions)\/([^/]+)$/.exec(pointer);
  return match ? unescapePointer(match[1]) : typeof schema.title === 'string' ? schema.title : undefined;
}

function refName(ref: string): string {
  return unescapePointer(decodeURIComponent(ref.split('/').at(-1) ?? ref)) || 'parent';
}

/** A merged allOf is a new object: its description is the original's (for the link locations). */
function descriptionOwner(schema: Obj, source: Obj): Obj {
  if (source === schema || schema.description === source.description) return schema;
  return (schema.allOf as Obj[]).find((part) => part?.description === source.description) ?? schema;
}

function isNullSchema(option: Obj): boolean {
  return (
    option &&
    (option.type === 'null' ||
      (Array.isArray(option.type) && option.type.length === 1 && option.type[0] === 'null')) &&
    !option.properties
  );
}

/** Each option's label: its title, else its component name, else its type; with its discriminator value. */
function optionNames(options: Obj[], discriminator: Obj | undefined, ctx: SchemaContext): string[] {
  const mapping = new Map<string, string>();
  for (const [value, target] of Object.entries<string>(discriminator?.mapping ?? {}))
    mapping.set(String(target).replace(/^.*\//, ''), value);
  return options.map((option, i) => {
    const component = ctx.pointerOf(option)?.match(/^\/(?:components\/schemas|definitions)\/([^/]+)$/)?.[1];
    const name =
      typeof option.title === 'string'
        ? option.title
        : component
          ? unescapePointer(component)
          : typeof option.$ref === 'string'
            ? refName(option.$ref)
            : undefined;
    const value = component
      ? (mapping.get(component) ??
        (discriminator?.propertyName && !discriminator.mapping ? unescapePointer(component) : undefined))
      : undefined;
    const label = name ?? (typeof option.type === 'string' ? option.type : `Option ${i + 1}`);
    return value !== undefined && discriminator?.propertyName
      ? `${label} (${discriminator.propertyName}: "${value}")`
      : label;
  });
}

async function propertiesOf(schema: Obj, ctx: SchemaContext, seen: ReadonlySet<Obj>) {
  const required = new Set<string>(Array.isArray(schema.required) ? schema.required : []);
  const shown = Object.entries<Obj>(schema.properties).filter(([, prop]) => {
    if (ctx.direction === 'request' && prop?.readOnly === true) return false;
    if (ctx.direction === 'response' && prop?.writeOnly === true) return false;
    return true;
  });
  return Promise.all(
    shown.map(async ([name, prop]) => ({
      name,
      required: required.has(name),
      schema: await toSchemaView(prop, ctx, seen, 'row'),
    })),
  );
}

function constraintsOf(s: Obj): string[] {
  const c: string[] = [];
  const range = (min: unknown, max: unknown, unit: string) => {
    if (min !== undefined && max !== undefined) c.push(`${min}–${max}${unit}`);
    else if (min !== undefined) c.push(`≥ ${min}${unit}`);
    else if (max !== undefined) c.push(`≤ ${max}${unit}`);
  };
  // OpenAPI 3.0 / draft 4: `exclusiveMinimum: true` makes `minimum` exclusive.
  const exclusiveMin =
    s.exclusiveMinimum === true
      ? s.minimum
      : typeof s.exclusiveMinimum === 'number'
        ? s.exclusiveMinimum
        : undefined;
  const exclusiveMax =
    s.exclusiveMaximum === true
      ? s.maximum
      : typeof s.exclusiveMaximum === 'number'
        ? s.exclusiveMaximum
        : undefined;
  range(
    s.exclusiveMinimum === true ? undefined : s.minimum,
    s.exclusiveMaximum === true ? undefined : s.maximum,
    '',
  );
  if (exclusiveMin !== undefined) c.push(`> ${exclusiveMin}`);
  if (exclusiveMax !== undefined) c.push(`< ${exclusiveMax}`);
  range(s.minLength, s.maxLength, ' characters');
  range(s.minItems, s.maxItems, ' items');
  range(s.minProperties, s.maxProperties, ' properties');
  if (s.multipleOf !== undefined) c.push(`multiple of ${s.multipleOf}`);
  if (s.uniqueItems) c.push('unique items');
  if (s.pattern) c.push(`pattern: ${s.pattern}`);
  if (s.propertyNames?.pattern) c.push(`keys match ${s.propertyNames.pattern}`);
  if (s.contentMediaType) c.push(`media type ${s.contentMediaType}`);
  if (s.contentEncoding) c.push(`encoding ${s.contentEncoding}`);
  return c;
}

/** A value as a reader sees it: strings bare, everything else as JSON. */
/**
 * A schema's value as its facts show it (default, enum, const, example): a string as written, but
 * one with nothing to see (`default: ''`, an enum's `' '`) in quotes, not an empty `<code>` box.
 */
export function showValue(value: unknown): string {
  return typeof value === 'string' && value.trim() === '' ? JSON.stringify(value) : show(value);
}

export function show(value: unknown, pretty = false): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, pretty ? 2 : undefined) ?? String(value);
}

// @readme/openapi-parser's validate() makes a new Ajv instance for every call, so it compiles the
// OpenAPI meta-schema again for every spec: about 100 ms each, most of a validation's time. The
// meta-schema is the same module-level object on every call, and every instance of one Ajv class
// gets the same options, so a validator compiled once serves every later spec. This swaps
// `validate(schema, data)` for a version that keeps the compiled function per (class, schema).
// It runs in the OpenAPI worker only (openapi-worker.ts). The other Ajv there, the spec's own
// (spec-schemas.ts), has other options but compiles by id (`getSchema`), never through
// `validate(schema, data)`, so it never meets a function compiled for the parser.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ajvCore from 'ajv/dist/core.js';
import type { AnySchema, default as AjvClass, ValidateFunction } from 'ajv/dist/core.js';
import { packageRoot } from '../../util/package-root.ts';

// ajv/dist/core.js is CommonJS with only `exports.default`: Node's ESM interop hands us the whole
// exports object, TypeScript's types the class.
const Ajv = ((ajvCore as unknown as { default?: typeof AjvClass }).default ?? ajvCore) as typeof AjvClass;
type Ajv = AjvClass;

// Keyed by the Ajv class (a constructor): 3.0 and 3.1 documents use different ones.
const compiled = new WeakMap<object, Map<object, ValidateFunction>>();
let installed = false;

export function reuseCompiledSchemas(): void {
  if (installed) return;
  installed = true;
  const original = Ajv.prototype.validate;
  Ajv.prototype.validate = function validate(this: Ajv, schema: AnySchema | string, data: unknown) {
    // Ajv calls validate() itself with a meta-schema's id (a string) while compiling: leave that alone.
    if (typeof schema !== 'object' || schema === null)
      return original.call(this, schema as never, data) as boolean;
    let byClass = compiled.get(schema);
    if (!byClass) compiled.set(schema, (byClass = new Map()));
    let check = byClass.get(this.constructor);
    if (!check) byClass.set(this.constructor, (check = precompiled(this, schema) ?? this.compile(schema)));
    const valid = check(data) as boolean;
    this.errors = check.errors;
    return valid;
  } as typeof Ajv.prototype.validate;
}

/**
 * The validator docgen's own build compiled for this schema and these options
 * (scripts/meta-validators.mjs: the OpenAPI meta-schemas, 260 to 320 ms of CPU each to compile
 * here), if there is one: same key, same code as `compile` would make.
 */
function precompiled(ajv: Ajv, schema: object): ValidateFunction | undefined {
  const file = path.join(packageRoot(), 'dist', 'meta-validators', `${metaSchemaKey(ajv.opts, schema)}.cjs`);
  if (!existsSync(file)) return undefined;
  try {
    return createRequire(import.meta.url)(file) as ValidateFunction;
  } catch {
    return undefined; // unreadable: compiled as before
  }
}

/** scripts/meta-validators.mjs' `metaSchemaKey`: the options that change Ajv's code, and the schema. */
export function metaSchemaKey(
  opts: { allErrors?: boolean; strict?: unknown; validateFormats?: boolean },
  schema: object,
): string {
  const { allErrors, strict, validateFormats } = opts;
  return createHash('sha256')
    .update(JSON.stringify({ allErrors, strict, validateFormats, schema }))
    .digest('hex')
    .slice(0, 24);
}

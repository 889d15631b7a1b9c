// The validation worker keeps Ajv's compiled OpenAPI meta-schema between specs, or takes the one
// docgen's build compiled. A spec checked after another must still get its own verdict and its
// own errors.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, test } from 'node:test';
import { validate } from '@readme/openapi-parser';
import ajvCore from 'ajv/dist/core.js';
import { metaSchemaKey, reuseCompiledSchemas } from '../../../src/openapi/load/reuse-compiled-schemas.ts';
import { packageRoot } from '../../../src/util/package-root.ts';

const valid = (title: string) => ({
  openapi: '3.1.0',
  info: { title, version: '1' },
  paths: { '/a': { get: { responses: { '200': { description: 'OK' } } } } },
});
const invalid = () => ({
  openapi: '3.1.0',
  info: { title: 'Broken', version: '1' },
  paths: { '/a': { get: { responses: { '200': { descripton: 'typo' } } } } },
});
const valid30 = () => ({ openapi: '3.0.3', info: { title: 'Old', version: '1' }, paths: {} });
const invalid30 = () => ({ openapi: '3.0.3', info: { version: '1' }, paths: {} });

test('a reused validator gives each spec its own verdict and errors', async () => {
  const before = await validate(invalid() as never);
  assert.equal(before.valid, false);
  reuseCompiledSchemas();
  assert.equal((await validate(valid('One') as never)).valid, true);
  const after = await validate(invalid() as never);
  assert.equal(after.valid, false);
  // The same message as without reuse: the compiled function's errors are the call's own.
  assert.deepEqual(
    after.valid === false && after.errors.map((e) => e.message),
    before.valid === false && before.errors.map((e) => e.message),
  );
  assert.equal((await validate(valid('Two') as never)).valid, true);
});

test('the meta-schema is compiled once, not once per spec', async () => {
  reuseCompiledSchemas();
  await validate(valid('Warm') as never);
  const Ajv = (ajvCore as unknown as { default: { prototype: { compile: (...args: unknown[]) => unknown } } })
    .default;
  const compile = Ajv.prototype.compile;
  let compiles = 0;
  Ajv.prototype.compile = function (...args: unknown[]) {
    compiles++;
    return compile.apply(this, args);
  };
  try {
    for (const title of ['A', 'B', 'C']) assert.equal((await validate(valid(title) as never)).valid, true);
  } finally {
    Ajv.prototype.compile = compile;
  }
  assert.equal(compiles, 0);
});

test('OpenAPI 3.0 specs (a different Ajv class and meta-schema) are not confused with 3.1', async () => {
  reuseCompiledSchemas();
  assert.equal((await validate(valid30() as never)).valid, true);
  const broken = await validate(invalid30() as never);
  assert.equal(broken.valid, false);
  assert.match(broken.valid === false ? broken.errors[0].message : '', /title/);
  assert.equal((await validate(valid('Three') as never)).valid, true);
});

// docgen's build compiles the three meta-schemas ahead (scripts/meta-validators.mjs); the worker
// takes them instead of compiling. Their verdicts and errors must be Ajv's own.
describe('the meta-schema validators compiled with docgen', () => {
  type Validator = ((data: unknown) => boolean) & { errors?: unknown };
  type AjvLike = { opts: object; constructor: new (opts: object) => { compile(schema: object): Validator } };
  /** What the parser validates each version with: its Ajv instance and schema, caught on the way in. */
  async function metaSchemas(): Promise<{ ajv: AjvLike; schema: object }[]> {
    const Ajv = (
      ajvCore as unknown as { default: { prototype: { validate: (...args: unknown[]) => unknown } } }
    ).default;
    const validateAs = Ajv.prototype.validate;
    const seen: { ajv: AjvLike; schema: object }[] = [];
    Ajv.prototype.validate = function (this: AjvLike, ...args: unknown[]) {
      if (typeof args[0] === 'object') seen.push({ ajv: this, schema: args[0] as object });
      return validateAs.apply(this, args);
    };
    try {
      for (const version of ['2.0', '3.0.3', '3.1.0']) await validate(documentOf(version, {}) as never);
    } finally {
      Ajv.prototype.validate = validateAs;
    }
    return seen;
  }
  const documentOf = (version: string, extra: object) => ({
    ...(version === '2.0' ? { swagger: version } : { openapi: version }),
    info: { title: 'T', version: '1' },
    paths: {},
    ...extra,
  });
  // Broken in the ways specs are: a wrong type, a missing field, an unknown key, a bad enum, a
  // wrong reference, a wrong schema inside the document, a path without its slash.
  const broken: object[] = [
    { info: { version: '1' } },
    { info: 'a string' },
    { paths: { '/a': { get: { responses: { '200': { descripton: 'typo' } } } } } },
    { paths: { '/a': { get: { parameters: [{ name: 'q', in: 'body-ish' }], responses: {} } } } },
    { paths: { '/a': { get: { responses: { '200': { $ref: 42 } } } } } },
    { components: { schemas: { A: { type: 'object', properties: 7 } } } },
    { definitions: { A: { type: 'nope' } } },
    {
      paths: {
        '/a': { get: { responses: { default: { description: 'x', content: { 'a/b': { schema: [] } } } } } },
      },
    },
    { 'x-ok': true, servers: [{ url: 5 }] },
    { tags: [{ name: 1 }], security: {} },
  ];

  test('each one is found under the key the worker computes, and is what it uses', async () => {
    const found = (await metaSchemas()).map(({ ajv, schema }) =>
      existsSync(path.join(packageRoot(), 'dist/meta-validators', `${metaSchemaKey(ajv.opts, schema)}.cjs`)),
    );
    assert.deepEqual(found, [true, true, true], 'Swagger 2.0, OpenAPI 3.0 and 3.1: run `npm run build:cli`');
  });

  test('each gives the verdict and the errors of Ajv compiling it, for valid and broken documents', async () => {
    const require = createRequire(import.meta.url);
    const versions = ['2.0', '3.0.3', '3.1.0'];
    for (const [i, { ajv, schema }] of (await metaSchemas()).entries()) {
      const ahead = require(
        path.join(packageRoot(), 'dist/meta-validators', `${metaSchemaKey(ajv.opts, schema)}.cjs`),
      ) as Validator;
      const compiled = new ajv.constructor(ajv.opts).compile(schema);
      let refused = 0;
      for (const extra of [{}, ...broken]) {
        const document = documentOf(versions[i], extra);
        const verdict = compiled(structuredClone(document));
        if (!verdict) refused++;
        assert.equal(ahead(structuredClone(document)), verdict, `${versions[i]} ${JSON.stringify(extra)}`);
        assert.deepEqual(
          ahead.errors,
          compiled.errors,
          `${versions[i]} ${JSON.stringify(extra)}: the same errors`,
        );
      }
      assert.ok(refused >= broken.length - 3, `${versions[i]}: ${refused} of the broken documents refused`);
    }
  });

  test('another schema (another parser version) has no file: it is compiled as before', async () => {
    reuseCompiledSchemas();
    const [{ ajv, schema }] = await metaSchemas();
    const changed = { ...schema, description: 'another version of the meta-schema' };
    assert.equal(
      existsSync(path.join(packageRoot(), 'dist/meta-validators', `${metaSchemaKey(ajv.opts, changed)}.cjs`)),
      false,
    );
    assert.notEqual(
      metaSchemaKey({ ...ajv.opts, allErrors: false }, schema),
      metaSchemaKey(ajv.opts, schema),
    );
  });
});

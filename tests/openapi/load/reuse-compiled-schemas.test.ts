// The validation worker keeps Ajv's compiled OpenAPI meta-schema between specs. A spec checked
// after another must still get its own verdict and its own errors.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { validate } from '@readme/openapi-parser';
import ajvCore from 'ajv/dist/core.js';
import { reuseCompiledSchemas } from '../../../src/openapi/load/reuse-compiled-schemas.ts';

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

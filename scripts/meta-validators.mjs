// The OpenAPI meta-schemas' validators, compiled when docgen is built instead of in every build
// that validates a spec. @readme/openapi-parser validates a document against the meta-schema of
// its version (Swagger 2.0, OpenAPI 3.0, 3.1) with Ajv, and Ajv's compile of one took 260 to
// 320 ms of CPU in each cold build (this site's specs need two of them). Here each is compiled
// once, as Ajv's standalone code (the same code Ajv would generate at run time, so the same
// verdicts and errors), bundled with the Ajv helpers it requires into
// dist/meta-validators/<key>.cjs. The key is a hash of the schema as the parser passes it and the
// Ajv options it uses (src/openapi/load/reuse-compiled-schemas.ts computes it the same way and
// compiles as before when there is no such file: another parser version, another schema).
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The key both sides compute: the options that change the code Ajv generates, and the schema. */
export function metaSchemaKey(opts, schema) {
  const { allErrors, strict, validateFormats } = opts;
  return createHash('sha256')
    .update(JSON.stringify({ allErrors, strict, validateFormats, schema }))
    .digest('hex')
    .slice(0, 24);
}

/** Writes dist/meta-validators/<key>.cjs for each meta-schema the parser validates with. */
export async function writeMetaValidators(dist) {
  const { validate } = await import('@readme/openapi-parser');
  const ajvCore = await import('ajv/dist/core.js');
  const standalone = await import('ajv/dist/standalone/index.js');
  const Ajv = ajvCore.default.default ?? ajvCore.default;
  const standaloneCode = standalone.default.default ?? standalone.default;
  // The parser makes its own Ajv instance (of the class its version needs) and passes it the
  // schema, changed as it changes it (3.1): both are caught on their way in.
  const seen = [];
  const original = Ajv.prototype.validate;
  Ajv.prototype.validate = function capture(schema, data) {
    if (typeof schema === 'object' && schema !== null) seen.push({ instance: this, schema });
    return original.call(this, schema, data);
  };
  try {
    const info = { title: 'x', version: '1' };
    for (const document of [
      { swagger: '2.0', info, paths: {} },
      { openapi: '3.0.3', info, paths: {} },
      { openapi: '3.1.0', info, paths: {} },
    ])
      await validate(document);
  } finally {
    Ajv.prototype.validate = original;
  }
  if (seen.length !== 3)
    throw new Error(`Expected 3 meta-schemas from the OpenAPI parser, saw ${seen.length}.`);
  const dir = path.join(dist, 'meta-validators');
  mkdirSync(dir, { recursive: true });
  for (const { instance, schema } of seen) {
    const Class = instance.constructor;
    const ajv = new Class({ ...instance.opts, code: { ...instance.opts.code, source: true, esm: false } });
    const code = standaloneCode(ajv, ajv.compile(schema));
    const key = metaSchemaKey(instance.opts, schema);
    // Its require()s of Ajv's run-time helpers, bundled in: the file stands alone.
    await build({
      stdin: { contents: code, resolveDir: root, loader: 'js' },
      outfile: path.join(dir, `${key}.cjs`),
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      minify: true,
      logLevel: 'warning',
    });
  }
}

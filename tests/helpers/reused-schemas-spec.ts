// A generated spec shaped like Stripe's: component objects that hold one another as expandable
// fields (`anyOf: [id string, $ref other]`) and lists, in cycles, each used by many operations.
// Expanded under every field, one page would be 2^components rows; shown once each, the site
// grows with components plus operations. Written into a throwaway site with a docgen config.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Component `obj_<k>`: ten described scalars, an address, an expandable owner, a list of others. */
function component(k: number, components: number): object {
  const scalars = Object.fromEntries(
    Array.from({ length: 10 }, (_, i) => [
      `field_${i}`,
      { type: i % 2 ? 'integer' : 'string', description: `Field ${i} of object ${k}.` },
    ]),
  );
  return {
    type: 'object',
    description: `Object number ${k}.`,
    required: ['id', 'object'],
    properties: {
      id: { type: 'string', maxLength: 5000 },
      object: { type: 'string', enum: [`obj_${k}`] },
      ...scalars,
      address: { $ref: '#/components/schemas/address' },
      owner: {
        description: 'The owner: its ID, or the whole object when expanded.',
        anyOf: [{ type: 'string' }, { $ref: `#/components/schemas/obj_${(k + 1) % components}` }],
      },
      related: { type: 'array', items: { $ref: `#/components/schemas/obj_${(k + 2) % components}` } },
      metadata: { type: 'object', additionalProperties: { type: 'string' } },
    },
  };
}

/** The spec: `components` objects, `operations` operations (a GET per object in turn, a POST every other). */
export function reusedSchemasSpec(operations: number, components = 30): object {
  const schemas: Record<string, object> = {
    address: {
      type: 'object',
      properties: Object.fromEntries(
        ['line1', 'line2', 'city', 'postal_code', 'country'].map((n) => [n, { type: 'string' }]),
      ),
    },
  };
  for (let k = 0; k < components; k++) schemas[`obj_${k}`] = component(k, components);
  const paths: Record<string, object> = {};
  for (let i = 0; i < operations; i++) {
    const ref = { $ref: `#/components/schemas/obj_${i % components}` };
    const ok = { description: 'OK', content: { 'application/json': { schema: ref } } };
    paths[`/v1/things_${i}/{id}`] = {
      get: {
        operationId: `getThing${i}`,
        summary: `Get thing ${i}`,
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { 200: ok },
      },
      ...(i % 2 === 0 && {
        post: {
          operationId: `updateThing${i}`,
          summary: `Update thing ${i}`,
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          requestBody: { content: { 'application/json': { schema: ref } } },
          responses: { 200: ok },
        },
      }),
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Reused', version: '1.0.0' },
    servers: [{ url: 'https://api.reused.example' }],
    paths,
    components: { schemas },
  };
}

/** A site around the spec (routes under `/api`); `cleanup` removes it. */
export function reusedSchemasSite(operations: number, components = 30): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-reused-'));
  mkdirSync(path.join(dir, 'content'));
  mkdirSync(path.join(dir, 'openapi'));
  writeFileSync(path.join(dir, 'content/index.md'), '---\ntitle: Home\n---\n\nHome.\n');
  writeFileSync(
    path.join(dir, 'openapi/reused.json'),
    JSON.stringify(reusedSchemasSpec(operations, components)),
  );
  writeFileSync(
    path.join(dir, 'docgen.config.ts'),
    `export default { title: 'Reused', url: 'https://reused.example', openapi: [{ spec: 'openapi/reused.json', route: '/api', label: 'API', codeSamples: ['curl'] }] };\n`,
  );
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

// src/openapi/outputs/check-examples.ts: every example fits its schema, or the build says where.
import assert from 'node:assert/strict';

import path from 'node:path';
import { after, describe, test } from 'node:test';
import { build } from '../../../src/commands/build.ts';
import { invalidExamples } from '../../../src/openapi/outputs/check-examples.ts';
import { specSchemas } from '../../../src/openapi/outputs/spec-schemas.ts';
import { FoldedWarnings } from '../../../src/warnings.ts';
import { copyFixture, runDocgen, rewriteFile } from '../../helpers/fixtures.ts';
import { throwawaySite } from '../../helpers/throwaway-site.ts';

describe('src/openapi/outputs/check-examples.ts', () => {
  const fixture = copyFixture('basic');
  after(() => fixture.cleanup());

  test('parameter, request, response and header examples are checked; readOnly fields may be left out of requests', () => {
    const id = { type: 'string', readOnly: true };
    const pet = { type: 'object', required: ['id', 'name'], properties: { id, name: { type: 'string' } } };
    const problems = invalidExamples({
      openapi: '3.1.0',
      paths: {
        '/pets/{n}': {
          parameters: [{ name: 'n', in: 'path', schema: { type: 'integer' }, example: 'x' }],
          post: {
            requestBody: { content: { 'application/json': { schema: pet, example: { name: 'Rex' } } } },
            responses: {
              '200': {
                description: 'ok',
                headers: { 'X-Count': { schema: { type: 'integer' }, example: 1.5 } },
                content: {
                  'application/json': { schema: pet, examples: { bad: { value: { name: 'Rex' } } } },
                },
              },
            },
          },
        },
      },
    });
    assert.deepEqual(problems, [
      { pointer: '#/paths/~1pets~1{n}/parameters/0/example', message: 'the example must be integer' },
      {
        pointer: '#/paths/~1pets~1{n}/post/responses/200/content/application~1json/examples/bad/value',
        message: '/id is required',
      },
      {
        pointer: '#/paths/~1pets~1{n}/post/responses/200/headers/X-Count/example',
        message: 'the example must be integer',
      },
    ]);
  });

  test("readOnly fields may be left out of requests at any depth: through oneOf, allOf, properties and items (Redocly's cafe)", () => {
    // Redocly's openapi-starter: a menu item is `oneOf` Beverage or Dessert, each an `allOf` of its
    // own fields and a base item that requires its read-only `id`, `createdAt`, `object`; 15
    // request examples were reported ("/id is required", and each oneOf branch's own errors).
    const base = {
      type: 'object',
      required: ['id', 'name'],
      properties: { id: { type: 'string', readOnly: true }, name: { type: 'string' } },
    };
    const drink = {
      allOf: [{ type: 'object', required: ['category'], properties: { category: { const: 'drink' } } }, base],
    };
    const cake = {
      allOf: [{ type: 'object', required: ['category'], properties: { category: { const: 'cake' } } }, base],
    };
    const order = {
      type: 'object',
      required: ['items', 'ref'],
      properties: { ref: { type: 'string', readOnly: true }, items: { type: 'array', items: base } },
    };
    const problems = invalidExamples({
      openapi: '3.1.0',
      paths: {
        '/menu': {
          post: {
            requestBody: {
              content: {
                'multipart/form-data': {
                  schema: { oneOf: [drink, cake] },
                  examples: { drink: { value: { category: 'drink', name: 'Tea' } } },
                },
              },
            },
            responses: {
              '201': {
                description: 'made',
                content: {
                  'application/json': {
                    schema: { oneOf: [drink, cake] },
                    example: { category: 'cake', name: 'Torte' },
                  },
                },
              },
            },
          },
        },
        '/orders': {
          post: {
            requestBody: {
              content: { 'application/json': { schema: order, example: { items: [{ name: 'Tea' }] } } },
            },
            responses: { '204': { description: 'none' } },
          },
        },
      },
    });
    // No request example is reported; a response must hold them (the cake's `id` is missing there).
    const example = '#/paths/~1menu/post/responses/201/content/application~1json/example';
    assert.ok(
      problems.every((p) => p.pointer === example || p.pointer.startsWith(`${example}/`)),
      JSON.stringify(problems),
    );
    assert.ok(
      problems.some((p) => /\/id is required/.test(p.message)),
      JSON.stringify(problems),
    );
  });

  test('only the schemas that have examples get a validator compiled', () => {
    const document = {
      openapi: '3.1.0',
      paths: {
        '/a': {
          get: {
            responses: {
              '200': { description: 'ok', content: { 'application/json': { schema: { type: 'string' } } } },
              '404': {
                description: 'gone',
                content: { 'application/json': { schema: { type: 'integer' }, examples: {} } },
              },
            },
          },
          post: {
            responses: {
              '200': {
                description: 'ok',
                content: { 'application/json': { schema: { type: 'boolean' }, example: 'yes' } },
              },
            },
          },
        },
      },
    };
    assert.deepEqual(invalidExamples(document), [
      {
        pointer: '#/paths/~1a/post/responses/200/content/application~1json/example',
        message: 'the example must be boolean',
      },
    ]);
    // Validators are named by their schema's hash (`v…`, spec-schemas.ts): one for `boolean` alone.
    const compiled = Object.keys(specSchemas(document).ajv.schemas).filter((id) =>
      /^v[0-9a-f]{12}$/.test(id),
    );
    assert.equal(compiled.length, 1);
  });

  test("onInvalidExamples: 'warn' builds, and says where", () => {
    const config = path.join(fixture.dir, 'docgen.config.ts');
    rewriteFile(config, "onInvalidExamples: 'throw',", "onInvalidExamples: 'warn',");
    const spec = path.join(fixture.dir, 'openapi/pets.yaml');
    rewriteFile(spec, 'example: 20', 'example: 200');
    const result = runDocgen(['build'], fixture.dir);
    assert.equal(result.code, 0, result.stderr);
    assert.match(
      result.stderr,
      /warning openapi\/pets\.yaml:45 \(#\/paths\/~1pets\/get\/parameters\/0\/example\): Example does not fit its schema: the example must be <= 100\./,
    );
    assert.match(
      result.stderr,
      /warning openapi\/pets\.yaml:11 \(#\/info\/description\): HTML the page writes is left out: <script>\./,
    );
    assert.match(
      result.stdout,
      /with 5 warnings/,
      "the example, the event handler and the javascript: link content/index.md writes, the script and the javascript: link of the spec's descriptions",
    );
  });

  // Keys a spec may write: a slash and a tilde (escaped in pointers), markup, quotes, a dot.
  const ODD = ['a/b~c', '<img src=x onerror=alert(1)>', `it's "q"`, 'x.y'];

  test('a misfit is placed at the key that fails (escaped as a pointer), a missing key at the object that lacks it', () => {
    const item = {
      type: 'object',
      required: ['id'],
      additionalProperties: false,
      properties: { id: { type: 'string' }, [ODD[0]]: { type: 'integer' }, [ODD[2]]: { type: 'boolean' } },
    };
    const problems = invalidExamples({
      openapi: '3.1.0',
      paths: {
        '/items': {
          get: {
            responses: {
              '200': {
                description: 'ok',
                content: {
                  'application/json': {
                    schema: { type: 'object', properties: { items: { type: 'array', items: item } } },
                    examples: {
                      [ODD[3]]: {
                        value: {
                          items: [
                            { id: 'a', [ODD[0]]: 'ten' },
                            { [ODD[2]]: 1, [ODD[1]]: true },
                          ],
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    });
    const at = '#/paths/~1items/get/responses/200/content/application~1json/examples/x.y/value';
    assert.deepEqual(
      problems.map((p) => p.pointer),
      [`${at}/items/0/a~1b~0c`, `${at}/items/1`, `${at}/items/1/${ODD[1]}`, `${at}/items/1/it's "q"`],
    );
  });

  for (const format of ['yaml', 'json'] as const)
    test(`one ${format.toUpperCase()} file: the warning names the failing key's line and pointer`, async () => {
      const example = { page: 1, pageSize: 'ten', [ODD[0]]: 'x', [ODD[1]]: { deep: [true, 'no'] } };
      const schema = {
        type: 'object',
        properties: {
          page: { type: 'integer' },
          pageSize: { type: 'integer' },
          [ODD[0]]: { type: 'integer' },
          [ODD[1]]: { type: 'object', properties: { deep: { type: 'array', items: { type: 'boolean' } } } },
        },
      };
      const spec = {
        openapi: '3.1.0',
        info: { title: 'Pages', version: '1' },
        paths: {
          '/pages': {
            get: {
              summary: 'Pages',
              responses: {
                '200': {
                  description: 'ok',
                  content: { 'application/json': { schema, examples: { one: { value: example } } } },
                },
              },
            },
          },
        },
      };
      // Block YAML or indented JSON: each key of the example on a line of its own.
      const text = format === 'json' ? JSON.stringify(spec, null, 2) : toBlockYaml(spec);
      const site = throwawaySite(
        { 'content/index.md': '# Home\n', [`openapi/pages.${format}`]: text },
        { openapi: [{ spec: `openapi/pages.${format}`, route: '/api' }] },
      );
      try {
        const { warnings } = await build({ root: site.dir });
        const found = warnings
          .flatMap((w) => (w instanceof FoldedWarnings ? w.errors : [w]))
          .filter((w) => w.message.startsWith('Example does not fit'))
          .map((w) => `${w.file}:${w.line} ${w.pointer}`);
        const lines = text.split('\n');
        const lineOf = (pattern: RegExp) => lines.findIndex((l) => pattern.test(l)) + 1;
        const at = '#/paths/~1pages/get/responses/200/content/application~1json/examples/one/value';
        const file = `openapi/pages.${format}`;
        assert.deepEqual(found, [
          `${file}:${lineOf(/pageSize.*ten/)} ${at}/pageSize`,
          `${file}:${lineOf(/a\/b~c.*x/)} ${at}/a~1b~0c`,
          `${file}:${lineOf(/"?no"?$/)} ${at}/${ODD[1]}/deep/1`,
        ]);
      } finally {
        site.cleanup();
      }
    });
});

/** Block-style YAML, one key a line, every key and string quoted as JSON (which YAML reads). */
function toBlockYaml(value: unknown, indent = ''): string {
  if (Array.isArray(value))
    return value
      .map((v) => `${indent}- ${isPlain(v) ? JSON.stringify(v) : `\n${toBlockYaml(v, `${indent}  `)}`}`)
      .join('\n');
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) =>
      isPlain(v)
        ? `${indent}${JSON.stringify(k)}: ${JSON.stringify(v)}`
        : `${indent}${JSON.stringify(k)}:\n${toBlockYaml(v, `${indent}  `)}`,
    )
    .join('\n');
}
const isPlain = (v: unknown) => v === null || typeof v !== 'object';

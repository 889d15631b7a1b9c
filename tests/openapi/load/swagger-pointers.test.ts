// src/openapi/load/swagger-pointers.ts (through spec-lines.ts and the loader): a place in the
// OpenAPI 3 document swagger2openapi makes of a Swagger 2.0 file is named by the 2.0 file's own
// pointer and line. Real conversions of real files: the petstore fixture, three operations of
// Slack's Web API (form parameters, response examples) and a document of hostile keys.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { escapePointer, unescapePointer, type OpenApiDocument } from '../../../src/openapi/document.ts';
import { locator } from '../../../src/openapi/load/line-finder.ts';
import { loadOpenApi } from '../../../src/openapi/load/load-openapi.ts';
import { normalizeDocument } from '../../../src/openapi/load/normalize-document.ts';
import { parseYaml } from '../../../src/openapi/load/parse-yaml.ts';
import { specLines } from '../../../src/openapi/load/spec-lines.ts';
import { swaggerPointer } from '../../../src/openapi/load/swagger-pointers.ts';
import { fixturesDir } from '../../helpers/fixtures.ts';

const casesDir = path.join(fixturesDir, 'openapi');
const read = (name: string) => readFileSync(path.join(casesDir, name), 'utf8');

async function converted(text: string): Promise<{ swagger: OpenApiDocument; openapi: OpenApiDocument }> {
  const swagger = parseYaml(text, 'spec');
  const { document } = await normalizeDocument(swagger, { root: '/', file: 'spec', lineOf: () => undefined });
  return { swagger, openapi: document };
}

/** Every pointer of a value, depth first. */
function pointersOf(value: unknown, at = ''): string[] {
  if (!value || typeof value !== 'object') return [at];
  return [at, ...Object.entries(value).flatMap(([k, v]) => pointersOf(v, `${at}/${escapePointer(k)}`))];
}

function valueAt(document: unknown, pointer: string): unknown {
  let node = document;
  for (const key of pointer.split('/').slice(1).map(unescapePointer)) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The line of the first line of the file that holds `needle` (a value written once). */
function lineHolding(text: string, needle: string): number {
  const index = text.split('\n').findIndex((line) => line.includes(needle));
  assert.ok(index >= 0, `the file holds ${needle}`);
  return index + 1;
}

// Keys that a pointer must escape (`/`, `~`), a terminal must not run (newline), HTML must not
// run (`<script>`), and swagger2openapi renames (all of them, and `a/b` onto an existing `a_b`).
const HOSTILE = ['a/b', 'a_b', 't~ilde', 'q"uote\'s', 'new\nline', '50%25 off', '<script>alert(1)</script>'];
const hostileSpec = JSON.stringify(
  {
    swagger: '2.0',
    info: { title: 'Hostile', version: '1' },
    host: 'api.example.com',
    basePath: '/v1',
    schemes: ['https'],
    consumes: ['application/json'],
    produces: ['application/json'],
    securityDefinitions: {
      'o/auth': {
        type: 'oauth2',
        flow: 'implicit',
        authorizationUrl: 'https://a.example/auth',
        scopes: { read: 'Read' },
      },
    },
    parameters: { 'shared~q': { name: 'q', in: 'query', type: 'string', description: 'shared query' } },
    responses: {
      'Not/Found': { description: 'none here', schema: { type: 'string', description: 'not-found schema' } },
    },
    definitions: Object.fromEntries(
      HOSTILE.map((key) => [
        key,
        {
          type: 'object',
          description: `definition ${JSON.stringify(key)}`,
          properties: { id: { type: 'string' } },
        },
      ]),
    ),
    paths: Object.fromEntries(
      HOSTILE.map((key, i) => [
        `/things/${key}`,
        {
          post: {
            operationId: `op${i}`,
            parameters: [
              {
                name: 'thing',
                in: 'body',
                description: `body ${i}`,
                // A `$ref` is a URI fragment: `%` and the like percent-encoded.
                schema: { $ref: `#/definitions/${encodeURIComponent(escapePointer(key))}` },
              },
              {
                name: 'page',
                in: 'query',
                type: 'array',
                items: { type: 'integer', description: `page item ${i}` },
                collectionFormat: 'csv',
              },
              { $ref: '#/parameters/shared~0q' },
            ],
            responses: {
              '200': {
                description: 'ok',
                schema: { type: 'array', items: { type: 'string', description: `response item ${i}` } },
                examples: { 'application/json': [`example ${i}`] },
              },
              '404': { $ref: '#/responses/Not~1Found' },
            },
          },
        },
      ]),
    ),
  },
  null,
  2,
);

describe('src/openapi/load/swagger-pointers.ts', () => {
  test('every place of a converted document is named by a pointer the 2.0 file has, at its line', async () => {
    for (const name of ['swagger2/spec.yaml', 'swagger2-slack/spec.json', 'hostile']) {
      const text = name === 'hostile' ? hostileSpec : read(name);
      const { swagger, openapi } = await converted(text);
      const located = locator(text);
      const lines = specLines(text, { converted: true, renamed: new Map() });
      const pointers = pointersOf(openapi);
      assert.ok(pointers.length > 50, `${name}: ${pointers.length} pointers`);
      for (const pointer of pointers) {
        const written = swaggerPointer(pointer, swagger);
        assert.notEqual(valueAt(swagger, written), undefined, `${name}: ${pointer} → ${written}`);
        assert.equal(lines.filePointer(pointer), `#${written}`);
        assert.equal(lines.lineOf(pointer), located.line(written), `${name}: ${pointer}`);
      }
    }
  });

  test("Slack's form parameters, parameters and response examples: the 2.0 file's pointers", async () => {
    const text = read('swagger2-slack/spec.json');
    const { swagger } = await converted(text);
    const form = 'requestBody/content/application~1x-www-form-urlencoded/schema';
    const map = (p: string) => swaggerPointer(p, swagger);
    const ephemeral = '/paths/~1chat.postEphemeral/post';
    assert.equal(
      map(`${ephemeral}/${form}/properties/icon_emoji/description`),
      `${ephemeral}/parameters/5/description`,
    );
    assert.equal(map(`${ephemeral}/${form}/properties/icon_emoji/type`), `${ephemeral}/parameters/5/type`);
    assert.equal(map(`${ephemeral}/${form}/properties/icon_emoji`), `${ephemeral}/parameters/5`);
    assert.equal(map(`${ephemeral}/${form}/required`), `${ephemeral}/parameters`);
    assert.equal(map(`${ephemeral}/${form}`), `${ephemeral}/parameters/1`);
    assert.equal(map(`${ephemeral}/parameters/0/schema/type`), `${ephemeral}/parameters/0/type`);
    const example = 'responses/200/content/application~1json/examples/response/value';
    assert.equal(map(`${ephemeral}/${example}`), `${ephemeral}/responses/200/examples/application~1json`);
    assert.equal(
      map(`${ephemeral}/${example}/ok`),
      `${ephemeral}/responses/200/examples/application~1json/ok`,
    );
    assert.equal(
      map(`${ephemeral}/responses/200/content/application~1json/schema/properties/ok`),
      `${ephemeral}/responses/200/schema/properties/ok`,
    );
    // Through a `$ref` the file has: where the value is written.
    assert.equal(
      map(`${ephemeral}/responses/200/content/application~1json/schema/properties/ok/type`),
      `/definitions/defs_ok_true/type`,
    );
    assert.equal(map('/servers/0/url'), '/host');
    assert.equal(
      map('/components/securitySchemes/slackAuth/flows/authorizationCode/scopes'),
      '/securityDefinitions/slackAuth/scopes',
    );
    assert.equal(map('/openapi'), '/swagger');

    // The line: the parameter's description, not the operation's (Slack's file: 11978, not 11933).
    const lines = specLines(text, { converted: true, renamed: new Map() });
    const emoji = 'Emoji to use as the icon for this message.';
    assert.equal(
      lines.lineOf(`${ephemeral}/${form}/properties/icon_emoji/description`),
      lineHolding(text, emoji),
    );
    assert.equal(
      lines.fileTextLine(lines.filePointer(`${ephemeral}/${form}/properties/icon_emoji/description`), 1),
      lineHolding(text, emoji),
    );
  });

  test('hostile keys: renamed definitions, body parameters, shifted indices and paths round-trip', async () => {
    const { swagger, openapi } = await converted(hostileSpec);
    const map = (p: string) => swaggerPointer(p, swagger);
    // Each converted schema (its name made safe, `a/b` numbered past the existing `a_b`) back to its key.
    const schemas = Object.entries<OpenApiDocument>(openapi.components.schemas);
    assert.equal(schemas.length, HOSTILE.length);
    for (const [name, schema] of schemas) {
      const key = HOSTILE.find((k) => schema.description === `definition ${JSON.stringify(k)}`)!;
      assert.equal(
        map(`/components/schemas/${escapePointer(name)}/properties/id`),
        `/definitions/${escapePointer(key)}/properties/id`,
        `${JSON.stringify(name)} was ${JSON.stringify(key)}`,
      );
    }
    assert.ok(
      schemas.some(([name]) => name === 'a_b2'),
      'the clash is numbered, as swagger2openapi does',
    );
    for (const [i, key] of HOSTILE.entries()) {
      const op = `/paths/${escapePointer(`/things/${key}`)}/post`;
      assert.equal(map(`${op}/requestBody/description`), `${op}/parameters/0/description`);
      assert.equal(map(`${op}/requestBody/content/application~1json/schema`), `${op}/parameters/0/schema`);
      assert.equal(
        map(`${op}/requestBody/content/application~1json/schema/properties/id`),
        `/definitions/${escapePointer(key)}/properties/id`,
      );
      // The body parameter left the list: the query parameter is the first of the converted list.
      assert.equal(openapi.paths[`/things/${key}`].post.parameters[0].name, 'page');
      assert.equal(
        map(`${op}/parameters/0/schema/items/description`),
        `${op}/parameters/1/items/description`,
      );
      assert.equal(map(`${op}/parameters/0/style`), `${op}/parameters/1/collectionFormat`);
      assert.equal(map(`${op}/parameters/1`), `${op}/parameters/2`);
      assert.equal(map(`${op}/parameters/1/schema/type`), '/parameters/shared~0q/type');
      assert.equal(
        map(`${op}/responses/200/content/application~1json/example`),
        `${op}/responses/200/examples/application~1json`,
      );
      assert.equal(
        map(`${op}/responses/404/content/application~1json/schema/description`),
        '/responses/Not~1Found/schema/description',
      );
      assert.equal(valueAt(swagger, `${op}/parameters/0/description`), `body ${i}`);
    }
    // Components under the names the converter gave them (made safe: `~` is not, `/` past the first part is kept).
    const names = ['responses', 'parameters', 'securitySchemes'].map((c) =>
      Object.keys(openapi.components[c]),
    );
    assert.deepEqual(names, [['Not/Found'], ['shared_q'], ['o/auth']]);
    assert.equal(
      map('/components/responses/Not~1Found/content/application~1json/schema'),
      '/responses/Not~1Found/schema',
    );
    assert.equal(map('/components/parameters/shared_q/schema/type'), '/parameters/shared~0q/type');
    assert.equal(
      map('/components/securitySchemes/o~1auth/flows/implicit/authorizationUrl'),
      '/securityDefinitions/o~1auth/authorizationUrl',
    );
    // No rule, nothing the file has: the nearest ancestor it has.
    assert.equal(map('/components/examples/nothing'), '');
    assert.equal(
      map(`/paths/${escapePointer('/things/a/b')}/post/callbacks/x`),
      `/paths/${escapePointer('/things/a/b')}/post`,
    );
  });

  test('a request body shared by two operations is named by the first one’s body parameter', async () => {
    const spec = {
      swagger: '2.0',
      info: { title: 'Shared', version: '1' },
      paths: Object.fromEntries(
        ['/a', '/b'].map((p) => [
          p,
          {
            put: {
              parameters: [{ name: 'pet', in: 'body', schema: { $ref: '#/definitions/Pet' } }],
              responses: { '204': { description: 'done' } },
            },
          },
        ]),
      ),
      definitions: { Pet: { type: 'object' } },
    };
    const { swagger, openapi } = await converted(JSON.stringify(spec));
    const [name] = Object.keys(openapi.components.requestBodies);
    assert.equal(openapi.paths['/b'].put.requestBody.$ref, `#/components/requestBodies/${name}`);
    assert.equal(
      swaggerPointer(`/components/requestBodies/${name}/required`, swagger),
      '/paths/~1a/put/parameters/0',
    );
    assert.equal(
      swaggerPointer(`/components/requestBodies/${name}/content/application~1json/schema`, swagger),
      '/paths/~1a/put/parameters/0/schema',
    );
  });

  test("the loader's warnings on a 2.0 file: its pointer and line (a large response example cut)", async () => {
    const api = await loadOpenApi(casesDir, {
      spec: 'swagger2-slack/spec.json',
      route: '/slack',
      label: 'Slack',
      maxExampleSize: 64,
    });
    const cut = api.warnings.filter((w) => /over the 64 B limit/.test(w.message));
    assert.ok(cut.length > 0);
    const text = read('swagger2-slack/spec.json');
    const swagger = JSON.parse(text) as OpenApiDocument;
    const located = locator(text);
    for (const warning of cut) {
      assert.match(
        warning.pointer!,
        /^#\/paths\/[^/]+\/(get|post)\/responses\/(200|default)\/examples\/application~1json$/,
      );
      assert.notEqual(valueAt(swagger, warning.pointer!.slice(1)), undefined, warning.pointer);
      assert.equal(warning.line, located.line(warning.pointer!.slice(1)));
    }
    assert.equal(api.format.spec, 'Swagger 2.0');
  });
});

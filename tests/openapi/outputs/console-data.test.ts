// src/openapi/outputs/console-data.ts: each operation page's console module. On the three Evolve
// specs, the in-browser mock (the module's build-time compiled validators and samples, run by
// src/client/console/browser-mock.ts) answers exactly as `docgen mock`'s core with Ajv does; the
// token endpoint of another spec comes along; a recursive schema and a shared one are handled, and
// a body whose schema is a `$ref` in a cycle gets its samples.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, describe, test } from 'node:test';
import { isChecked, mockOf, validatorOf } from '../../../src/client/console/browser-mock.ts';
import { bundleConsoleModules, consoleSources } from '../../../src/openapi/outputs/console-modules.ts';
import { consoleEntry } from '../../../src/openapi/outputs/console-data.ts';
import { sampler, specValidator } from '../../../src/openapi/outputs/json-schema.ts';
import { loadOpenApi, type LoadedApi } from '../../../src/openapi/load/load-openapi.ts';
import { specSchemas } from '../../../src/openapi/outputs/spec-schemas.ts';
import { linkConsoleData, type ConsoleModule } from '../../../src/shared/console-contract.ts';
import { createMock } from '../../../src/shared/mock/mock.ts';
import type { MockRequest, OpenApiDoc } from '../../../src/shared/mock/types.ts';
import type { OutputFile } from '../../../src/types.ts';
import { repoRoot } from '../../helpers/fixtures.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'docgen-console-data-'));
after(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;

/** The console modules of these operations (routes `/m<n>`), bundled as the build does (chunks shared). */
async function bundle(ops: [LoadedApi, number, LoadedApi[], string | null][]): Promise<OutputFile[]> {
  const consoles = new Map(
    ops.map(([api, index, all, proxy]) => [`/m${++n}`, consoleEntry(api, index, all, proxy)]),
  );
  return bundleConsoleModules(consoleSources(consoles));
}

const isModule = (file: OutputFile) => file.path.startsWith('_docgen/console/');

/** Writes a bundle where the browser would find it and imports its page modules. */
async function write(files: OutputFile[]): Promise<ConsoleModule[]> {
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file.path)), { recursive: true });
    writeFileSync(path.join(dir, file.path), file.contents);
  }
  const loaded: ConsoleModule[] = [];
  for (const file of files.filter(isModule)) {
    const module = (await import(pathToFileURL(path.join(dir, file.path)).href)) as ConsoleModule;
    linkConsoleData(module.data);
    loaded.push(module);
  }
  return loaded;
}

async function moduleOf(api: LoadedApi, index: number, all: LoadedApi[], proxy: string | null = null) {
  return (await write(await bundle([[api, index, all, proxy]])))[0];
}

const SPECS = [
  { spec: 'openapi/platform.yaml', route: '/platform-api', label: 'API' },
  { spec: 'openapi/image-optimization.yaml', route: '/image-optimization/api', label: 'API' },
  { spec: 'openapi/image-search.yaml', route: '/image-search/api', label: 'API' },
];

describe('console modules of the Evolve specs', async () => {
  const apis: LoadedApi[] = await Promise.all(SPECS.map((s) => loadOpenApi(repoRoot, s)));
  const nodeMock = createMock({
    apis: apis.map((a) => ({ name: a.file, document: a.document })),
    validatorFor: (api) => specValidator(api.document),
    sample: sampler,
    newToken: () => 'token',
  });

  test('perform-image-search: the operation, its servers and scheme, and the platform token endpoint', async () => {
    const api = apis[2];
    const index = api.operations.findIndex((op) => op.route.endsWith('/perform-image-search'));
    const module = await moduleOf(api, index, apis);
    assert.deepEqual(
      module.data.apis.map((a) => a.name),
      ['openapi/image-search.yaml', 'openapi/platform.yaml'],
    );
    assert.deepEqual(Object.keys(module.data.apis[1].document.paths), ['/oauth/token']);
    const doc = module.data.apis[0].document;
    assert.equal(doc.servers[0].url, 'https://api.evolve.example/image-search/v1');
    assert.equal(
      doc.components.securitySchemes.evolveOAuth.flows.clientCredentials.tokenUrl,
      'https://auth.evolve.example/oauth/token',
    );
    const validate = validatorOf(module);
    const schema = doc.paths['/search'].post.requestBody.content['application/json'].schema;
    assert.deepEqual(validate(schema, { image: { url: 'https://x.example/a.jpg' } }), []);
    assert.deepEqual(
      validate(schema, { top_k: 3 }).map((e) => [e.pointer, e.keyword]),
      [['/image', 'required']],
    );
  });

  test('every operation: the browser mock answers as the Node mock does (example request, empty body, no token)', async () => {
    let compared = 0;
    for (const api of apis) {
      for (const [index, op] of api.operations.entries()) {
        const module = await moduleOf(api, index, apis);
        const browserMock = mockOf(module);
        const entry = browserMock.operations.find((o) => o.method === op.method && o.template === op.path)!;
        const operation: OpenApiDoc = entry.operation;
        const path = entry.mockPath.replace(/\{([^}]+)\}/g, (_, name: string) => {
          const p = operation.parameters?.find((x: OpenApiDoc) => x.name === name);
          return encodeURIComponent(String(p?.example ?? p?.schema?.example ?? p?.schema?.enum?.[0] ?? 'x'));
        });
        const media = Object.entries<OpenApiDoc>(operation.requestBody?.content ?? {})[0];
        const example =
          media && (media[1].example ?? Object.values<OpenApiDoc>(media[1].examples ?? {})[0]?.value);
        const requests: MockRequest[] = [
          { method: op.method, path, query: '', headers: { authorization: 'Bearer nope' } },
          {
            method: op.method,
            path,
            query: '',
            headers: { 'content-type': media?.[0] ?? 'application/json', authorization: 'Basic eDp5' },
            body:
              example === undefined ? '' : typeof example === 'string' ? example : JSON.stringify(example),
          },
        ];
        for (const request of requests) {
          const fromBrowser = browserMock.handle(request);
          const fromNode = nodeMock.handle(request);
          const what = `${op.method.toUpperCase()} ${op.path} (${request.headers.authorization})`;
          assert.equal(fromBrowser.status, fromNode.status, what);
          if (typeof fromNode.body === 'string' && !/mock_|token/.test(fromNode.body))
            assert.deepEqual(fromBrowser.body, fromNode.body, what);
          compared++;
        }
      }
    }
    assert.equal(compared, 2 * apis.reduce((sum, api) => sum + api.operations.length, 0));
  });
});

describe('console module of a recursive, shared schema', () => {
  test('a schema that contains itself stops at {}; each use gets its own validator', async () => {
    const node: OpenApiDoc = { type: 'object', required: ['name'], properties: { name: { type: 'string' } } };
    node.properties.children = { type: 'array', items: node };
    const document = {
      openapi: '3.1.0',
      info: { title: 'Tree', version: '1' },
      servers: [{ url: 'https://tree.example' }],
      paths: {
        '/nodes': {
          post: {
            requestBody: { content: { 'application/json': { schema: node } } },
            responses: { '200': { description: 'ok', content: { 'application/json': { schema: node } } } },
          },
        },
      },
    };
    const api = {
      file: 'tree.yaml',
      document,
      operations: [{ route: '/tree/nodes', method: 'post', path: '/nodes', summary: 'x', pointer: '' }],
    } as unknown as LoadedApi;
    const module = await moduleOf(api, 0, [api], 'https://proxy.example/');
    assert.equal(module.data.corsProxy, 'https://proxy.example/');
    const post = module.data.apis[0].document.paths['/nodes'].post;
    const requestSchema = post.requestBody.content['application/json'].schema;
    assert.deepEqual(requestSchema.properties.children.items, {});
    const validate = validatorOf(module);
    assert.deepEqual(validate(requestSchema, { name: 'a', children: [{ name: 'b' }] }), []);
    assert.deepEqual(
      validate(requestSchema, { children: [{}] }).map((e) => e.pointer),
      ['/name'],
    );
    assert.ok(post.responses['200'].content['application/json'].schema['x-docgen-sample-response']);
  });
});

describe('console module of a spec with component schemas', () => {
  test('each component once under components.schemas (only those reached), linked again on load; recursion through $ref is checked', async () => {
    const spec = path.join(dir, 'tree.yaml');
    writeFileSync(
      spec,
      [
        'openapi: 3.1.0',
        'info: { title: Tree, version: "1" }',
        'servers: [{ url: "https://tree.example" }]',
        'paths:',
        '  /nodes:',
        '    post:',
        '      requestBody:',
        '        content:',
        '          application/json:',
        '            schema: { $ref: "#/components/schemas/Node" }',
        '      responses:',
        '        "200":',
        '          description: ok',
        '          content:',
        '            application/json:',
        '              schema: { $ref: "#/components/schemas/Node" }',
        'components:',
        '  schemas:',
        '    Node:',
        '      type: object',
        '      required: [id, name]',
        '      properties:',
        '        id: { type: string, readOnly: true }',
        '        name: { $ref: "#/components/schemas/Name" }',
        '        children: { type: array, items: { $ref: "#/components/schemas/Node" } }',
        '    Name: { type: string, minLength: 1 }',
        '    Unused: { type: object, description: never reached by /nodes }',
        '',
      ].join('\n'),
    );
    const api = await loadOpenApi(dir, { spec: 'tree.yaml', route: '/tree', label: 'Tree' });
    const built = await bundle([[api, 0, [api], null]]);
    assert.match(String(built.find(isModule)!.contents), /#\/components\/schemas\/Node/);
    const [module] = await write(built);
    const doc = module.data.apis[0].document;
    assert.deepEqual(Object.keys(doc.components.schemas).sort(), ['Name', 'Node']);
    const post = doc.paths['/nodes'].post;
    const request = post.requestBody.content['application/json'].schema;
    const response = post.responses['200'].content['application/json'].schema;
    // Linked: the component's own keywords in place, the use's validator beside them.
    assert.equal(request.type, 'object');
    assert.equal(request.properties.name.minLength, 1);
    assert.notEqual(request['x-docgen-validator'], response['x-docgen-validator']);
    assert.equal(
      request.properties.children.items.$ref,
      '#/components/schemas/Node',
      'the cycle stays a $ref',
    );
    // The samples of a body whose schema is in a cycle (a `$ref` in the document), made through it.
    assert.deepEqual(request['x-docgen-sample-request'], { name: 'string', children: [{}] });
    assert.equal(typeof response['x-docgen-sample-response'].id, 'string');
    const validate = validatorOf(module);
    assert.deepEqual(
      validate(request, { name: 'a', children: [{ id: 'x', name: 'b' }] }),
      [],
      'id is read-only',
    );
    assert.deepEqual(
      validate(response, { name: 'a' }).map((e) => e.pointer),
      ['/id'],
    );
    assert.deepEqual(
      validate(request, { name: 'a', children: [{ id: 'x', name: '' }] }).map((e) => [e.pointer, e.keyword]),
      [['/children/0/name', 'minLength']],
      'the nested node is checked through the recursive $ref',
    );
  });
});

describe('console module schemas, lean', () => {
  test('annotations and prose the browser never reads are left out; a property named description, root examples and the checks stay', async () => {
    writeFileSync(
      path.join(dir, 'notes.yaml'),
      [
        'openapi: 3.1.0',
        'info: { title: Notes, version: "1" }',
        'servers: [{ url: "https://notes.example" }]',
        'paths:',
        '  /notes:',
        '    post:',
        '      summary: ANNOTATION-summary',
        '      description: ANNOTATION-operation',
        '      tags: [ANNOTATION-tag]',
        '      x-github: { ANNOTATION: true }',
        '      parameters:',
        '        - name: tag',
        '          in: query',
        '          description: ANNOTATION-parameter',
        '          schema: { type: string, description: ANNOTATION-param, example: root-param-example, x-vendor: VENDOR }',
        '      requestBody:',
        '        content:',
        '          application/json:',
        '            schema: { $ref: "#/components/schemas/Note" }',
        '      responses:',
        '        "201":',
        '          description: ANNOTATION-response',
        '          content:',
        '            application/json:',
        '              schema:',
        '                type: object',
        '                description: ANNOTATION-inline',
        '                example: { id: n1, description: inline-root-example }',
        '                properties:',
        '                  id: { type: string, title: ANNOTATION-title, example: NESTED-EXAMPLE }',
        '                  description: { type: string }',
        'components:',
        '  schemas:',
        '    Note:',
        '      type: object',
        '      title: ANNOTATION-component-title',
        '      description: ANNOTATION-component',
        '      externalDocs: { url: "https://ANNOTATION.example" }',
        '      x-github: { ANNOTATION: true }',
        '      example: { description: component-root-example }',
        '      required: [description]',
        '      properties:',
        '        description: { type: string, description: ANNOTATION-property, minLength: 1, example: NESTED-EXAMPLE }',
        '        title: { type: string, enum: [description, title], default: title }',
        '        kind: { oneOf: [{ type: string, description: ANNOTATION-oneOf }, { type: integer }], $comment: ANNOTATION }',
        '',
      ].join('\n'),
    );
    const api = await loadOpenApi(dir, { spec: 'notes.yaml', route: '/notes', label: 'Notes' });
    const built = await bundle([[api, 0, [api], null]]);
    const [module] = await write(built);
    // The data only: Ajv's code of an `enum` holds its whole schema (the validators are compiled
    // from the spec's schemas as written).
    assert.doesNotMatch(JSON.stringify(module.data), /ANNOTATION|NESTED-EXAMPLE|VENDOR/);
    const post = module.data.apis[0].document.paths['/notes'].post;
    const request = post.requestBody.content['application/json'].schema;
    const response = post.responses['201'].content['application/json'].schema;
    assert.equal(request.description, undefined);
    assert.equal(request.title, undefined);
    assert.deepEqual(
      request.properties.description,
      { type: 'string', minLength: 1 },
      'a property, not an annotation',
    );
    assert.deepEqual(request.properties.title, {
      type: 'string',
      enum: ['description', 'title'],
      default: 'title',
    });
    assert.deepEqual(request.properties.kind, { oneOf: [{ type: 'string' }, { type: 'integer' }] });
    assert.deepEqual(request.example, { description: 'component-root-example' });
    assert.deepEqual(response.example, { id: 'n1', description: 'inline-root-example' });
    assert.deepEqual(response.properties.id, { type: 'string' });
    assert.equal(post.parameters[0].schema.example, 'root-param-example');
    assert.deepEqual(Object.keys(post).sort(), ['parameters', 'requestBody', 'responses']);
    assert.equal(post.parameters[0].name, 'tag');

    // The validators were compiled from the full schemas; the mock answers with the root example.
    const validate = validatorOf(module);
    assert.deepEqual(validate(request, { description: 'a' }), []);
    assert.deepEqual(
      validate(request, { description: '' }).map((e) => [e.pointer, e.keyword]),
      [['/description', 'minLength']],
    );
    const answer = mockOf(module).handle({
      method: 'POST',
      path: '/notes.example/notes',
      query: 'tag=x',
      headers: { 'content-type': 'application/json' },
      body: '{"description":"a"}',
    });
    assert.equal(answer.status, 201);
    assert.deepEqual(JSON.parse(String(answer.body)), { id: 'n1', description: 'inline-root-example' });
  });
});

describe('console modules bundled together', () => {
  test('operations that share a schema share its validator and its data: each written once, in a hashed chunk both modules import', async () => {
    writeFileSync(
      path.join(dir, 'pets.yaml'),
      [
        'openapi: 3.0.3',
        'info: { title: Pets, version: "1" }',
        'servers: [{ url: "https://pets.example" }]',
        'paths:',
        '  /pets:',
        '    post:',
        '      operationId: createPet',
        '      requestBody: { content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } } }',
        '      responses: { "201": { description: created } }',
        '  /pets/{id}:',
        '    put:',
        '      operationId: replacePet',
        '      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]',
        '      requestBody: { content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } } }',
        '      responses: { "200": { description: replaced } }',
        'components:',
        '  schemas:',
        '    Pet:',
        '      type: object',
        '      required: [name]',
        '      description: ANNOTATION-pet',
        '      properties: { name: { type: string, minLength: 1 }, tag: { type: string, format: pet-tag-format } }',
        '',
      ].join('\n'),
    );
    const api = await loadOpenApi(dir, { spec: 'pets.yaml', route: '/pets', label: 'Pets' });
    const built = await bundle([
      [api, 0, [api], null],
      [api, 1, [api], null],
    ]);
    const pages = built.filter(isModule);
    const chunks = built.filter((file) => !isModule(file));
    assert.deepEqual(
      pages.map((file) => file.path).sort(),
      [`_docgen/console/m${n - 1}.js`, `_docgen/console/m${n}.js`].sort(),
    );
    assert.ok(chunks.length > 0);
    for (const chunk of chunks) assert.match(chunk.path, /^_docgen\/validators\/v\.[A-Za-z0-9]{8}\.js$/);
    const occurrences = (text: string) => text.split('must NOT have fewer than 1 characters').length - 1;
    for (const page of pages)
      assert.equal(occurrences(String(page.contents)), 0, 'no validator code in a page module');
    assert.equal(occurrences(chunks.map((c) => String(c.contents)).join('\n')), 1, "Pet's check, once");
    // Pet's data (a format Ajv does not know: no validator code holds it), once, lean.
    const data = (text: string) => text.split('pet-tag-format').length - 1;
    for (const page of pages)
      assert.equal(data(String(page.contents)), 0, "no copy of Pet's data in a page module");
    assert.equal(data(chunks.map((c) => String(c.contents)).join('\n')), 1, "Pet's data, once");
    assert.doesNotMatch(built.map((file) => String(file.contents)).join('\n'), /ANNOTATION/);

    const modules = await write(built);
    const pets = modules.map((module) => module.data.apis[0].document.components.schemas.Pet);
    assert.equal(pets[0], pets[1], 'one object, linked by the first module');
    assert.equal(pets[0].properties.tag.format, 'pet-tag-format');
    for (const module of modules) {
      const operation = Object.values<OpenApiDoc>(module.data.apis[0].document.paths)[0];
      const verb = Object.keys(operation).find((k) => k !== 'parameters')!;
      const schema = operation[verb].requestBody.content['application/json'].schema;
      const validate = validatorOf(module);
      assert.deepEqual(validate(schema, { name: 'Rex' }), []);
      assert.deepEqual(
        validate(schema, { name: '' }).map((e) => [e.pointer, e.keyword]),
        [['/name', 'minLength']],
      );
    }
  });
});

describe('component schemas grouped by the pages that use them', () => {
  test('a module per set of pages: each page imports its groups only, and gets the components it reaches, no more', async () => {
    const schema = (name: string) =>
      `{ content: { application/json: { schema: { $ref: "#/components/schemas/${name}" } } } }`;
    writeFileSync(
      path.join(dir, 'groups.yaml'),
      [
        'openapi: 3.0.3',
        'info: { title: Groups, version: "1" }',
        'paths:',
        ...['a', 'b', 'c'].flatMap((op) => [
          `  /${op}:`,
          '    post:',
          `      requestBody: ${schema(op === 'c' ? 'Owned' : 'Tagged')}`,
          '      responses: { "200": { description: ok } }',
        ]),
        'components:',
        '  schemas:',
        '    Pet: { type: object, properties: { name: { type: string } } }',
        '    Tag: { type: string, format: tag-format }',
        '    Owner: { type: string, format: owner-format }',
        '    Tagged: { allOf: [{ $ref: "#/components/schemas/Pet" }, { properties: { tag: { $ref: "#/components/schemas/Tag" } } }] }',
        '    Owned: { allOf: [{ $ref: "#/components/schemas/Pet" }, { properties: { owner: { $ref: "#/components/schemas/Owner" } } }] }',
        '',
      ].join('\n'),
    );
    const api = await loadOpenApi(dir, { spec: 'groups.yaml', route: '/groups', label: 'Groups' });
    const consoles = new Map([0, 1, 2].map((i) => [`/g${i}`, consoleEntry(api, i, [api])]));
    const { modules } = consoleSources(consoles);
    const groups = [...modules].filter(([id]) => id.startsWith('schema:'));
    // {Pet}: every page; {Tagged, Tag}: /g0 and /g1; {Owned, Owner}: /g2.
    assert.equal(groups.length, 3);
    const holding = (format: string) => groups.filter(([, text]) => text.includes(format)).map(([id]) => id);
    assert.equal(holding('tag-format').length, 1);
    assert.equal(holding('owner-format').length, 1);
    assert.notEqual(holding('tag-format')[0], holding('owner-format')[0]);
    const importsOf = (page: number) =>
      [...modules.get(`page:${page}`)!.matchAll(/from "(schema:[^"]+)"/g)].map((m) => m[1]).sort();
    assert.deepEqual(importsOf(0), importsOf(1));
    assert.equal(importsOf(0).length, 2);
    assert.ok(importsOf(2).includes(holding('owner-format')[0]));
    assert.ok(!importsOf(2).includes(holding('tag-format')[0]));

    const loaded = await write(
      await bundleConsoleModules({
        pages: [...consoles.keys()].map((route, i) => ({ route, path: `_docgen/console/groups-${i}.js` })),
        modules,
      }),
    );
    const names = loaded.map((module) => Object.keys(module.data.apis[0].document.components.schemas).sort());
    assert.deepEqual(names, [
      ['Pet', 'Tag', 'Tagged'],
      ['Pet', 'Tag', 'Tagged'],
      ['Owned', 'Owner', 'Pet'],
    ]);
    const pets = loaded.map((module) => module.data.apis[0].document.components.schemas.Pet);
    assert.equal(pets[0], pets[2], 'one object for every page');
  });
});

describe('a validator Ajv left incomplete', () => {
  test('is left out of the module: the schema goes unchecked, the module still loads and the rest is checked', async () => {
    writeFileSync(
      path.join(dir, 'pets.yaml'),
      [
        'openapi: 3.1.0',
        'info: { title: Pets, version: "1" }',
        'servers: [{ url: "https://pets.example" }]',
        'paths:',
        '  /pets:',
        '    post:',
        '      parameters: [{ name: limit, in: query, schema: { type: integer } }]',
        '      requestBody: { content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } } }',
        '      responses: { "201": { description: created } }',
        'components:',
        '  schemas:',
        '    Pet: { type: object, required: [name], properties: { name: { type: string } } }',
        '',
      ].join('\n'),
    );
    const api = await loadOpenApi(dir, { spec: 'pets.yaml', route: '/pets', label: 'Pets' });
    const entry = consoleEntry(api, 0, [api]);
    // Microsoft Graph's description leaves Ajv with functions that call one never finished: here,
    // the body's validator calls Pet's, which loses its code.
    const { ajv } = specSchemas(api.document);
    const exports = Object.entries(entry.validators[0].exports);
    const body = exports.find(([, id]) =>
      Object.values(ajv.getSchema(id)!.source!.scopeValues).some((names) =>
        [...(names ?? [])].some((name) => name.prefix === 'validate'),
      ),
    )!;
    const validate = ajv.getSchema(body[1])!;
    const callee = Object.values(validate.source!.scopeValues)
      .flatMap((names) => [...(names ?? [])])
      .map((name) => (name.value as { ref?: unknown } | undefined)?.ref)
      .find((ref): ref is { source?: unknown } => typeof ref === 'function')!;
    delete callee.source;

    const [module] = await write(await bundleConsoleModules(consoleSources(new Map([['/broken', entry]]))));
    const post = module.data.apis[0].document.paths['/pets'].post;
    assert.ok(!(body[0] in module.validators()), 'the incomplete validator is not in the module');
    assert.equal(isChecked(module, post.requestBody.content['application/json'].schema), false);
    assert.deepEqual(validatorOf(module)(post.requestBody.content['application/json'].schema, {}), []);
    const limit = post.parameters[0].schema;
    assert.equal(isChecked(module, limit), true, 'the parameter is still checked');
    assert.equal(validatorOf(module)(limit, 'x').length, 1);
  });
});

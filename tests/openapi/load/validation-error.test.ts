// src/openapi/load/validation-error.ts and query-in-paths.ts: an invalid spec's error names the
// place the mistake is written (not the line the validator's dereferenced layout had there), the
// key, its value and a hint for the version; a path key with a query string is a page and a warning.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { DocgenError } from '../../../src/errors.ts';
import { buildCases, loadCase, type BuiltCases } from '../../helpers/openapi-cases.ts';

async function failure(name: string): Promise<DocgenError> {
  try {
    await loadCase(name);
  } catch (error) {
    assert.ok(error instanceof DocgenError, `a DocgenError, not ${(error as Error).stack}`);
    return error;
  }
  assert.fail(`${name} loaded`);
}

describe('src/openapi/load/validation-error.ts', () => {
  test('`schema: null` after a $ref: the null schema is named, not a valid schema the $ref brought in', async () => {
    const error = await failure('bad-schema-null');
    assert.equal(error.line, 20);
    assert.equal(error.pointer, '#/paths/~1broken/get/responses/200/content/application~1json/schema');
    assert.equal(error.message, 'Invalid OpenAPI document: `schema` is null: it must be an object.');
    assert.match(error.hint!, /leave the key out \(`schema: \{\}` allows any value\)/);
  });

  test("`type: 'null'` in a 3.0 schema used by $ref: its own line, the keyword and value, the 3.0 way to say it", async () => {
    const error = await failure('bad-null-type-30');
    assert.equal(error.line, 32);
    assert.equal(error.pointer, '#/components/schemas/User/properties/deletedAt/type');
    assert.equal(
      error.message,
      'Invalid OpenAPI document: `type` is "null": it must be one of array, boolean, integer, number, object, string.',
    );
    assert.match(error.hint!, /^OpenAPI 3\.0 has no `null` type: .*`nullable: true`.*`openapi: 3\.1\.0`/);
    // Three places use User: still one mistake.
    assert.doesNotMatch(error.hint!, /more problem/);
  });
});

describe('src/openapi/load/query-in-paths.ts', () => {
  let site: BuiltCases;
  before(async () => {
    site = await buildCases(['query-in-paths']);
  });
  after(() => site?.cleanup());

  test('`/icons?term={term}`: a page for GET /icons with `term` a query parameter, and a warning with its line', () => {
    const page = site.page('/query-in-paths/search-icons');
    assert.match(
      site.html('/query-in-paths/search-icons'),
      /<code class="api-endpoint__path">\/icons<\/code>[^]*'https:\/\/api\.example\.com\/icons\?term=string'/,
    );
    const query = select('section:has(> #query-parameters)', page);
    assert.ok(query, 'a query parameter table');
    assert.match(toString(query), /term.*required.*Search words\./s);
    assert.equal(select('section:has(> #path-parameters)', page), undefined);
    const warnings = site.warnings.filter((w) => w.file === 'specs/query-in-paths/spec.yaml');
    assert.deepEqual(
      warnings.map((w) => [w.line, w.pointer]),
      [
        // The line of each path key.
        [6, '#/paths/~1icons?term={term}'],
        [13, '#/paths/~1icons?term={term}&limit=10'],
        [26, '#/paths/~1icons~1{id}?beta=true'],
      ],
    );
    assert.match(warnings[0]!.message, /Its page shows it as \/icons, with `term` as query parameter\./);
  });

  test('a second query form of the same path and method keeps its own page, its names as parameters', () => {
    const page = site.page('/query-in-paths/search-icons-with-a-limit');
    const names = selectAll('section:has(> #query-parameters) .params__name', page).map((name) =>
      toString(name),
    );
    assert.deepEqual(names, ['term', 'limit']);
    assert.match(toString(select('.api-response', page)!), /200\s*OK.*Icons\./s);
    assert.ok(site.page('/query-in-paths/get-icons-id'));
  });

  test('`/icons/{id}?beta=true` beside `/icons/{id}`: its own page, `id` still a path parameter, `beta` a query one', () => {
    const page = site.page('/query-in-paths/get-an-icon-beta');
    assert.match(toString(select('.api-endpoint', page)!), /\/icons\/\{id\}\?beta=true/);
    assert.match(
      toString(select('section:has(> #path-parameters)', page)!),
      /id.*required.*The icon's id\./s,
    );
    assert.match(toString(select('section:has(> #query-parameters)', page)!), /beta.*required/s);
    // The code samples send to the path part, the query once (not `/icons/{id}%3Fbeta=true?beta=true`).
    assert.match(
      site.html('/query-in-paths/get-an-icon-beta'),
      /'https:\/\/api\.example\.com\/icons\/\{id\}\?beta=true'/,
    );
    assert.doesNotMatch(site.html('/query-in-paths/get-an-icon-beta'), /%3Fbeta/);
    const warning = site.warnings.find((w) => w.pointer === '#/paths/~1icons~1{id}?beta=true');
    assert.match(
      warning!.message,
      /Its page shows it as \/icons\/\{id\}\?beta=true, with `beta` as query parameter\./,
    );
  });
});

describe('src/openapi/load/validation-error.ts: $refs that name nothing', () => {
  test('Swagger 2.0: each named as the file writes it (`#/definitions/…`), at its line, all at once', async () => {
    const error = await failure('bad-ref-dangling-swagger2');
    assert.equal(error.file, 'specs/bad-ref-dangling-swagger2/spec.json');
    assert.equal(error.line, 18);
    assert.equal(error.pointer, '#/definitions/envelopes/properties/witness/$ref');
    assert.equal(
      error.message,
      'Unresolved $ref "#/definitions/offlineAttributes": it names nothing in the document.',
    );
    assert.equal(
      error.hint,
      'Define it under `/definitions`, or fix the reference. 1 more $ref names nothing: "#/definitions/signHashDocument" (line 20).',
    );
  });

  test('OpenAPI 3.1: the first five others with their lines, then a count; examples and present targets are not named', async () => {
    const error = await failure('bad-ref-dangling-31');
    assert.equal(error.line, 21);
    assert.equal(
      error.message,
      'Unresolved $ref "#/components/schemas/B": it names nothing in the document.',
    );
    assert.equal(
      error.hint,
      'Define it under `/components/schemas`, or fix the reference. 6 more $refs name nothing: "#/components/schemas/C~1D" (line 22), "#/components/schemas/D%20E" (line 23), "#/components/schemas/E" (line 24), "#/components/schemas/F" (line 25), "#/components/schemas/G" (line 26) and 1 more.',
    );
  });
});

describe('src/openapi/load/validation-error.ts: a top-level key that belongs elsewhere', () => {
  test('Swagger 2.0 `license` beside `info` (DocuSign Rooms): named at its line, with where it goes', async () => {
    const error = await failure('bad-root-license-swagger2');
    assert.equal(error.line, 7);
    assert.equal(error.pointer, '#/license');
    assert.equal(error.message, 'Invalid OpenAPI document: `license` is not a key this object may have.');
    assert.equal(error.hint, '`license` belongs under `info`: move it there.');
  });

  test('OpenAPI 3.0 `definitions`: the hint names `components/schemas`', async () => {
    const error = await failure('bad-root-definitions-30');
    assert.equal(error.file, 'specs/bad-root-definitions-30/spec.yaml');
    assert.equal(error.pointer, '#/definitions');
    assert.equal(
      error.hint,
      '`definitions` is Swagger 2.0; OpenAPI 3.0 writes it as `components/schemas` (and its `$ref`s `#/components/schemas/…`).',
    );
  });
});

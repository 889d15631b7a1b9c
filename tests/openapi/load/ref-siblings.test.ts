// src/openapi/load/ref-siblings.ts: keys beside a non-schema `$ref` (ignored by OpenAPI) no longer
// fail validation at the target's line; each is a warning at its own line, the page shows the
// target (with the reference's own `description`), and `$ref` keys in schemas and examples stay.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { select } from 'hast-util-select';
import { visit } from 'unist-util-visit';
import type { Nodes } from 'hast';
import { dropRefSiblings } from '../../../src/openapi/load/ref-siblings.ts';
import { buildCases, casesDir, type BuiltCases } from '../../helpers/openapi-cases.ts';

/** A node's text, its text nodes one space apart (as a reader sees the cells). */
function text(node: Nodes | undefined | null): string {
  const parts: string[] = [];
  if (node) visit(node, 'text', (t) => void parts.push(t.value));
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}
const specLines = readFileSync(path.join(casesDir, 'ref-siblings/spec.yaml'), 'utf8').split('\n');
/** The 1-based line of the first spec line that is exactly `line` once trimmed, after `after`. */
const lineOf = (line: string, after = 0) =>
  specLines.findIndex((l, i) => i >= after && l.trim() === line) + 1;

describe('src/openapi/load/ref-siblings.ts', () => {
  let site: BuiltCases;
  before(async () => {
    site = await buildCases(['ref-siblings']);
  });
  after(() => site?.cleanup());

  test('each reference with ignored keys is one warning at the first key, naming them all', () => {
    const siblings = site.warnings.filter((w) => /beside a \$ref/.test(w.message));
    assert.deepEqual(
      siblings.map((w) => [w.line, w.pointer, w.message.split(':')[0]]),
      [
        [
          lineOf('type: string'),
          '#/paths/~1accounts/parameters/0/type',
          '`type` beside a $ref to a parameter is ignored',
        ],
        [
          lineOf('required: true'),
          '#/paths/~1accounts/get/parameters/0/required',
          '`required`, `in` beside a $ref to a parameter are ignored',
        ],
        [
          lineOf('headers: { X-Extra: { schema: { type: string } } }'),
          '#/paths/~1accounts/get/responses/404/headers',
          '`headers` beside a $ref to a response is ignored',
        ],
      ],
    );
    assert.ok(
      siblings.every(
        (w) => w.file === 'specs/ref-siblings/spec.yaml' && /Move (it|them) into the/.test(w.hint!),
      ),
    );
  });

  test('the page shows each target as written, the reference`s description over the target`s', () => {
    const page = site.page('/ref-siblings/list-accounts');
    assert.match(
      text(select('section:has(> #header-parameters)', page)),
      /xero-tenant-id string required The tenant's id\./,
    );
    const query = text(select('section:has(> #query-parameters)', page));
    assert.match(query, /page integer The page to return\./);
    assert.doesNotMatch(query, /required/);
    assert.equal(select('section:has(> #path-parameters)', page), undefined);
    const html = site.html('/ref-siblings/list-accounts');
    assert.match(html, /The accounts of the tenant\./);
    assert.doesNotMatch(html, /Every account\./);
    assert.doesNotMatch(html, /X-Extra/);
  });

  test('`$ref` keys in schemas, examples and extensions are left as written', () => {
    const example = { accounts: [{ $ref: '#/components/parameters/P', type: 'kept' }] };
    const document = {
      openapi: '3.1.0',
      paths: {
        '/a': {
          get: {
            'x-extra': { $ref: '#/components/parameters/P', note: 'kept' },
            parameters: [
              { name: 'q', in: 'query', schema: { $ref: '#/components/parameters/P', type: 'string' } },
            ],
            responses: { '200': { description: 'ok', content: { 'application/json': { example } } } },
          },
        },
      },
      components: {
        parameters: { P: { name: 'p', in: 'query' } },
        schemas: {
          S: { properties: { a: { $ref: '#/components/parameters/P', description: 'd', type: 'x' } } },
        },
        examples: { E: { value: { $ref: '#/components/parameters/P', type: 'kept' } } },
      },
    };
    const before = structuredClone(document);
    const warnings = dropRefSiblings(document, {
      file: 'spec.yaml',
      lineOf: () => undefined,
      filePointer: (p) => `#${p}`,
    });
    assert.deepEqual(warnings, []);
    assert.deepEqual(document, before);
  });
});

// src/openapi/load/resolve-object-refs.ts: responses, request bodies, parameters, headers,
// examples, links, callbacks and path items that reach a recursive schema through a `$ref` are
// shown in full (the dereferencer keeps those `$ref`s as written); one that cannot be followed is
// a warning naming its pointer.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { select, selectAll } from 'hast-util-select';
import type { Nodes, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { resolveObjectRefs } from '../../../src/openapi/load/resolve-object-refs.ts';
import { buildCases, type BuiltCases } from '../../helpers/openapi-cases.ts';

/** A node's text, its text nodes one word-space apart (as a reader sees the cells and lines). */
function text(node: Nodes | undefined | null): string {
  const parts: string[] = [];
  if (node) visit(node, 'text', (t) => void parts.push(t.value));
  return parts
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/ ([.,:])/g, '$1')
    .trim();
}

/** Each response section's status → its text. */
function responses(page: Root): Map<string, string> {
  return new Map(
    selectAll('.api-response', page).map((section) => [
      String(select('h3', section)?.properties.id).replace('response-', ''),
      text(section),
    ]),
  );
}

describe('src/openapi/load/resolve-object-refs.ts', () => {
  let site: BuiltCases;
  before(async () => {
    site = await buildCases(['recursive-refs']);
  });
  after(() => site?.cleanup());

  test('a response $ref to a recursive schema: description, headers, links and body shown', () => {
    const page = site.page('/recursive-refs/get-tree');
    const byStatus = responses(page);
    const ok = byStatus.get('200')!;
    assert.match(ok, /The tree, root first\./);
    assert.match(ok, /X-Depth integer How deep the tree goes\./);
    assert.match(ok, /Replace: PUT Replace a tree/);
    assert.match(ok, /Body application\/json Node object name string required children array<Node ↻>/);
    assert.doesNotMatch(ok, /No body/);
    // The response that has no content still says so.
    assert.match(byStatus.get('404')!, /No such tree\. No body\./);
    // Parameters by $ref, at the path and at the operation.
    assert.match(
      text(select('section:has(> #path-parameters)', page)),
      /treeId string required The tree's id\./,
    );
    assert.match(
      text(select('section:has(> #query-parameters)', page)),
      /filter \w+ Only the nodes that match, as a node\./,
    );
    assert.deepEqual(site.warnings, []);
  });

  test("a request body, a callback and a Reference Object's own description, each through $refs", () => {
    const page = site.page('/recursive-refs/put-tree');
    const body = text(select('section:has(> #request-body)', page));
    assert.match(body, /The whole tree\. Body application\/json required Node object/);
    assert.match(body, /A root with one leaf/);
    // `description` beside the `$ref` is this place's own, and only this place's.
    assert.match(responses(page).get('200')!, /The tree as stored\./);
    assert.doesNotMatch(responses(site.page('/recursive-refs/get-tree')).get('200')!, /as stored/);
    assert.match(
      text(select('section:has(> #callbacks)', page)),
      /grown # POST \{\$request\.body#\/callbackUrl\} Payload The whole tree\./,
    );
  });

  test('a path item $ref: its operations have pages', () => {
    assert.match(responses(site.page('/recursive-refs/list-forests')).get('200')!, /The tree, root first\./);
  });

  test('a $ref that leads back to itself or to nothing: a warning with its pointer, the object left out', () => {
    const written = {
      openapi: '3.1.0',
      paths: {
        '/a': {
          get: {
            parameters: [{ $ref: '#/components/parameters/Nowhere' }, { name: 'q', in: 'query' }],
            responses: { '200': { $ref: '#/components/responses/A' }, '204': { description: 'Done.' } },
          },
        },
      },
      components: {
        responses: { A: { $ref: '#/components/responses/B' }, B: { $ref: '#/components/responses/A' } },
      },
    };
    const document = structuredClone(written);
    const warnings = resolveObjectRefs(document, written, {
      file: 'spec.yaml',
      lineOf: (pointer) => (pointer.includes('parameters') ? 7 : 9),
      filePointer: (pointer) => `#${pointer}`,
    });
    const at = (w: (typeof warnings)[number]) => [w.line, w.pointer, w.message];
    assert.deepEqual(warnings.map(at).slice(0, 2), [
      [
        7,
        '#/paths/~1a/get/parameters/0',
        'The parameter here is a $ref "#/components/parameters/Nowhere" that names nothing in the document: its page leaves it out.',
      ],
      [
        9,
        '#/paths/~1a/get/responses/200',
        'The response here is a $ref "#/components/responses/A" that leads back to itself through other $refs: its page leaves it out.',
      ],
    ]);
    assert.deepEqual(document.paths['/a'].get.parameters, [{ name: 'q', in: 'query' }]);
    assert.deepEqual(Object.keys(document.paths['/a'].get.responses), ['204']);
  });
});

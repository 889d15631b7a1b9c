// src/shared/console-contract.ts: `linkConsoleData` puts each component schema back where it is
// used. The components are modules of their own, one object shared by every console module that
// imports it: the first module links it, the next ones take it as it is (cycles and all).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { linkConsoleData, type ConsoleData } from '../../src/shared/console-contract.ts';
import type { OpenApiDoc } from '../../src/shared/mock/types.ts';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** A module's data: one POST operation whose request body is `body`, these components. */
function moduleData(body: OpenApiDoc, schemas: Record<string, OpenApiDoc>): ConsoleData {
  return {
    apis: [
      {
        name: 'tree.yaml',
        document: {
          openapi: '3.1.0',
          components: { securitySchemes: {}, schemas: { ...schemas } },
          paths: {
            '/nodes': { post: { requestBody: { content: { 'application/json': { schema: body } } } } },
          },
        },
      },
    ],
    method: 'post',
    path: '/nodes',
    corsProxy: null,
  };
}

const bodyOf = (data: ConsoleData) =>
  data.apis[0].document.paths['/nodes'].post.requestBody.content['application/json'].schema;

describe('linkConsoleData', () => {
  test('components shared between modules: linked once, by the first; a cycle stays a $ref', () => {
    // As the component modules export them: `$ref`s between components, a cycle Node → Children → Node.
    const name = { type: 'string', minLength: 1 };
    const node = { type: 'object', properties: { name: ref('Name'), children: ref('Children') } };
    const children = { type: 'array', items: ref('Node') };
    const first = moduleData(
      { ...ref('Node'), 'x-docgen-validator': 's0v1' },
      {
        Name: name,
        Node: node,
        Children: children,
      },
    );
    const second = moduleData(ref('Children'), { Children: children, Node: node, Name: name });

    linkConsoleData(first);
    const linkedNode = bodyOf(first);
    assert.notEqual(linkedNode, node, "the use's own keys make a copy of the component");
    assert.equal(linkedNode['x-docgen-validator'], 's0v1');
    assert.equal(linkedNode.properties, node.properties);
    assert.equal(node.properties.name, name);
    assert.equal(node.properties.children, children);
    assert.deepEqual(children.items, ref('Node'), 'the $ref that closes the cycle stays');

    linkConsoleData(second); // meets the linked components: neither loops nor links again
    assert.equal(bodyOf(second), children);
    assert.equal(children.items.$ref, '#/components/schemas/Node');
    const schemas = second.apis[0].document.components.schemas;
    assert.equal(schemas.Node, node);
    assert.equal(schemas.Name, name);

    const third = linkConsoleData(moduleData(ref('Node'), { Node: node, Children: children, Name: name }));
    assert.equal(bodyOf(third), node);

    assert.equal(linkConsoleData(first), first, 'idempotent');
    assert.equal(bodyOf(first).properties.children, children);
  });

  test('a module that reaches a linked component through a new one', () => {
    const tag = { type: 'string' };
    const pet = { type: 'object', properties: { tag: ref('Tag') } };
    linkConsoleData(moduleData(ref('Pet'), { Pet: pet, Tag: tag }));
    const owner = { type: 'object', properties: { pets: { type: 'array', items: ref('Pet') } } };
    const data = linkConsoleData(moduleData(ref('Owner'), { Owner: owner, Pet: pet, Tag: tag }));
    assert.equal(bodyOf(data), owner);
    assert.equal(owner.properties.pets.items, pet);
    assert.equal(pet.properties.tag, tag);
  });
});

// A request body whose schema reaches a cycle is still a `$ref` in the dereferenced document (the
// dereferencer keeps those): its generated samples send the body (the example, else one made from
// the target) with its Content-Type, as for any other body. Xero's PUT /Invoices, whose `Invoices`
// reaches itself through credit notes and payments, had samples without a body.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { generateCodeSamples } from '../../../src/openapi/outputs/code-samples.ts';
import { buildCases, type BuiltCases } from '../../helpers/openapi-cases.ts';

type Obj = Record<string, unknown>;

/** A document as the dereferencer leaves one with a cycle: the body's schema and the cycle stay `$ref`s. */
function curlFor(media: Obj, type = 'application/json'): string {
  const node: Obj = {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', example: 'root' },
      children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
      photo: { type: 'string', format: 'binary' },
    },
  };
  const operation = { requestBody: { required: true, content: { [type]: media } }, responses: {} };
  const item = { put: operation };
  const document = {
    openapi: '3.0.3',
    info: { title: 'T', version: '1' },
    servers: [{ url: 'https://api.example.com' }],
    paths: { '/trees': item },
    components: {
      schemas: {
        Tree: { $ref: '#/components/schemas/Node' },
        Node: node,
        Photo: { type: 'string', format: 'binary' },
      },
    },
  };
  const [curl] = generateCodeSamples({
    document,
    method: 'put',
    path: '/trees',
    item,
    operation,
    parameters: [],
    security: [],
    languages: ['curl'],
  });
  return curl!.source;
}

describe('src/openapi/outputs/code-samples.ts: bodies whose schema is a $ref to a cycle', () => {
  test('the example is sent, with its Content-Type', () => {
    const curl = curlFor({
      schema: { $ref: '#/components/schemas/Tree' },
      example: { name: 'oak', children: [] },
    });
    assert.match(curl, /--header 'content-type: application\/json'/);
    assert.deepEqual(JSON.parse(/--data '([\s\S]*?)'\s*$/.exec(curl)![1]!), { name: 'oak', children: [] });
  });

  test('without an example, a body made from the target', () => {
    const curl = curlFor({ schema: { $ref: '#/components/schemas/Node' } });
    assert.match(curl, /--header 'content-type: application\/json'/);
    assert.equal((JSON.parse(/--data '([\s\S]*?)'\s*$/.exec(curl)![1]!) as Obj).name, 'root');
  });

  test('a multipart body: the fields of the target, its file field a file part', () => {
    const curl = curlFor({ schema: { $ref: '#/components/schemas/Node' } }, 'multipart/form-data');
    assert.match(curl, /--form 'name=root'/);
    assert.match(curl, /--form 'photo=@photo.bin'/);
  });

  describe('built: the recursive-refs case', () => {
    let site: BuiltCases;
    before(async () => {
      site = await buildCases(['recursive-refs']);
    });
    after(() => site?.cleanup());

    test("PUT /trees/{treeId}: every language's sample sends the request body's example", () => {
      const html = site.html('/recursive-refs/put-tree');
      const curl = /<pre[^>]*>[\s\S]*?curl[\s\S]*?<\/pre>/.exec(html)![0].replace(/<[^>]+>/g, '');
      assert.match(curl, /content-type: application\/json/);
      assert.match(curl.replace(/&quot;/g, '"'), /"name": "root"/);
    });
  });
});

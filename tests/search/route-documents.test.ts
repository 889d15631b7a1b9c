// src/search/route-documents.ts
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { routeDocuments } from '../../src/search/route-documents.ts';
import type { ApiOperationRoute, DocRoute } from '../../src/types.ts';

const base = { source: 'x.md', toc: [], anchors: [], hideToc: false, breadcrumbs: [] };

describe('src/search/route-documents.ts', () => {
  test('a doc page: one page document (without its own h1) and one per h2/h3 with its anchor', () => {
    const route: DocRoute = {
      ...base,
      kind: 'doc',
      route: '/guide',
      title: 'Guide',
      hasOwnH1: true,
      html: '<h1>Guide</h1><p>Welcome.</p><h2 id="install">Install</h2><p>Run it.</p>',
    };
    assert.deepEqual(routeDocuments(route), [
      { route: '/guide', title: 'Guide', text: 'Welcome.' },
      { route: '/guide', title: 'Guide', heading: 'Install', anchor: 'install', text: 'Run it.' },
    ]);
  });

  test('an API operation: method, path, operationId, summary and parameter names are indexed', () => {
    const route = {
      ...base,
      kind: 'api-operation',
      route: '/api/get-image',
      title: 'Get image',
      description: 'Returns an image.',
      api: {
        method: 'get',
        path: '/images/{image_id}',
        operationId: 'getImage',
        summary: 'Get image',
        descriptionHtml: '<p>Returns the <em>image</em>.</p>',
        tags: ['Images'],
        parameters: [
          {
            name: 'image_id',
            in: 'path',
            required: true,
            deprecated: false,
            descriptionHtml: '<p>The id.</p>',
            schema: { type: 'string', constraints: [], nullable: false },
          },
        ],
        responses: [
          {
            status: '200',
            statusText: 'OK',
            descriptionHtml: '<p>The image.</p>',
            headers: [],
            contents: [],
          },
        ],
      },
    } as unknown as ApiOperationRoute;
    const [doc, ...rest] = routeDocuments(route);
    assert.equal(rest.length, 0);
    assert.equal(doc.method, 'get');
    assert.equal(doc.path, '/images/{image_id}');
    assert.equal(doc.api, 'get /images/{image_id} getImage Get image image_id Images');
    assert.equal(
      doc.name,
      'get Image /images/{image_id}',
      'the operationId in words and the path weigh like the title',
    );
    assert.equal(doc.text, 'Returns an image. Returns the image. image_id The id. 200 OK The image.');
  });
});

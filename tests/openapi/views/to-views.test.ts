// src/openapi/views/to-views.ts: an API overview's description sits above the page's own sections
// (Servers, Authentication, Operations, Download): its headings of the same names take other ids,
// so each id is on the page once and the "On this page" entries lead to both. A body whose only
// example is its schema's own `example` (SendGrid's contact search) shows it as the spec's example,
// not as one "made from the schema". A document that states no `security` (DocuSign's) is not
// said to need no authentication; one whose operation says `security: []` is. A response schema
// in a cycle without an example gets one made from it; one too large to show whole, a shallower one.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { Element } from 'hast';
import { selectAll } from 'hast-util-select';
import { existsSync, readFileSync } from 'node:fs';
import { build } from '../../../src/commands/build.ts';
import { panelsPathFor } from '../../../src/shared/output-layout.ts';
import { readHtml, runDocgen } from '../../helpers/fixtures.ts';
import { throwawaySite } from '../../helpers/throwaway-site.ts';

// The shape of many real overviews: sections named like the template's own.
const SPEC = `openapi: 3.0.3
info:
  title: Engine
  version: '1'
  description: |
    The engine's API.

    # Versioning

    Pick a version with the path prefix.

    # Authentication

    Registries are authenticated by the client.

    ## Servers

    One per region.

    # Operations and webhooks

    See [Authentication](#authentication).
servers:
  - url: https://engine.example/v1
paths:
  /ping:
    get:
      operationId: ping
      responses:
        '204': { description: Pong. }
`;

/** A built operation page's HTML with its panels loaded on open (examples may be there). */
function pageWithPanels(outDir: string, route: string): string {
  const panels = path.join(outDir, panelsPathFor(route));
  return (
    readFileSync(path.join(outDir, route.slice(1), 'index.html'), 'utf8') +
    (existsSync(panels) ? Object.values(JSON.parse(readFileSync(panels, 'utf8')) as object).join('') : '')
  );
}

describe('src/openapi/views/to-views.ts', () => {
  test('an overview description’s "Authentication" and "Servers" headings do not repeat the page’s own ids', () => {
    const site = throwawaySite(
      { 'content/index.md': '# Home\n', 'openapi/engine.yaml': SPEC },
      { openapi: [{ spec: 'openapi/engine.yaml', route: '/api' }] },
    );
    try {
      const result = runDocgen(['build', '--no-cache'], site.dir);
      assert.equal(result.code, 0, result.stderr);
      const tree = readHtml(path.join(site.dir, 'build/api/engine/index.html'));
      const ids = selectAll('[id]', tree).map((e) => String(e.properties.id));
      const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
      assert.deepEqual(repeated, [], `ids on the page more than once: ${repeated.join(', ')}`);
      // The page's own sections keep their ids (links from elsewhere and the TOC name them).
      const h2 = (id: string) => selectAll(`h2#${id}`, tree).length;
      for (const id of ['servers', 'authentication', 'operations', 'download']) assert.equal(h2(id), 1, id);
      // The description's headings take the next free ids.
      const own = selectAll('h2, h3', tree).filter((e) => /^(Authentication|Servers)/.test(text(e)));
      assert.deepEqual(
        own.map((e) => e.properties.id),
        ['authentication-1', 'servers-1', 'servers', 'authentication'],
      );
      // Every "On this page" link leads to an id of the page.
      const toc = selectAll('.main__toc a.toc__link', tree).map((a) => String(a.properties.href).slice(1));
      assert.ok(toc.length >= 6, `TOC: ${toc.join(', ')}`);
      for (const id of toc) assert.ok(ids.includes(id), `TOC link #${id} names no id`);
      assert.equal(new Set(toc).size, toc.length, `TOC: ${toc.join(', ')}`);
    } finally {
      site.cleanup();
    }
  });

  test('a body schema’s own `example` is the spec’s example, in requests and responses alike', async () => {
    const spec = [
      'openapi: 3.1.0',
      "info: { title: Contacts, version: '1' }",
      'paths:',
      '  /contacts/search:',
      '    post:',
      '      operationId: searchContact',
      '      requestBody:',
      '        content:',
      '          application/json:',
      '            schema:',
      '              type: object',
      '              required: [query]',
      '              properties: { query: { type: string } }',
      '              example: { query: "email LIKE \'ZZ-REQUEST%\' AND <b>x</b>" }',
      '      responses:',
      "        '200':",
      '          description: Found.',
      '          content:',
      "            application/json: { schema: { $ref: '#/components/schemas/Result' } }",
      "        '400':",
      '          description: Bad.',
      '          content:',
      '            application/json: { schema: { type: object, properties: { error: { type: string } } } }',
      'components:',
      '  schemas:',
      '    Result:',
      '      type: object',
      '      properties: { count: { type: integer } }',
      '      example: { count: 4242 }',
      '',
    ].join('\n');
    const site = throwawaySite(
      { 'content/index.md': '# Home\n', 'openapi/contacts.yaml': spec },
      { openapi: [{ spec: 'openapi/contacts.yaml', route: '/api' }] },
    );
    try {
      const { outDir } = await build({ root: site.dir, noCache: true });
      const html = pageWithPanels(outDir, '/api/search-contact');
      // Each example box, and whether it says it was made from the schema.
      const boxes = html
        .split('<div class="api-example">')
        .slice(1)
        .map((box) => box.slice(0, box.indexOf('</pre>')));
      const made = boxes.filter((box) => box.includes('api-example__generated'));
      assert.ok(made.length > 0, 'the 400 body, which has no example, is made from its schema');
      for (const box of made)
        assert.doesNotMatch(box, /ZZ-REQUEST|4242/, 'the spec’s example is not "generated"');
      assert.match(html, /ZZ-REQUEST/);
      assert.match(html, /4242/);
      assert.doesNotMatch(html, /<b>x<\/b>/, 'the example is text, not markup');
    } finally {
      site.cleanup();
    }
  });
  test('a response example made from a schema too large to show whole is made shallower, not left out', async () => {
    // Five levels of 50 properties each: some 13 KB as indented JSON, over the 8 KB a page shows.
    const level = (n: number): object => ({
      type: 'object',
      properties: {
        ...Object.fromEntries(
          Array.from({ length: 50 }, (_, i) => [`level${n}_property_${i}`, { type: 'string' }]),
        ),
        ...(n < 5 && { [`level${n + 1}`]: level(n + 1) }),
      },
    });
    const spec = JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Playlists', version: '1' },
      paths: {
        '/playlists': {
          get: {
            operationId: 'getPlaylist',
            responses: {
              '200': { description: 'A playlist.', content: { 'application/json': { schema: level(1) } } },
            },
          },
        },
      },
    });
    const site = throwawaySite(
      { 'content/index.md': '# Home\n', 'openapi/playlists.json': spec },
      { openapi: [{ spec: 'openapi/playlists.json', route: '/api' }] },
    );
    try {
      const { outDir } = await build({ root: site.dir, noCache: true });
      const html = pageWithPanels(outDir, '/api/get-playlist');
      const box = html
        .split('<div class="api-example">')
        .find((part) => part.includes('api-example__generated'));
      assert.ok(box, 'the 200 body has an example made from its schema');
      const code = box.slice(0, box.indexOf('</pre>')).replace(/<[^>]+>/g, '');
      assert.match(code, /level1_property_0/);
      assert.doesNotMatch(code, /level5_property_0/, 'the deepest levels are left out');
      assert.ok(code.length <= 8 * 1024 + 200, `the example is ${code.length} characters`);
    } finally {
      site.cleanup();
    }
  });

  test('no `security` anywhere: no Authorization section; `security: []`: "No authentication required."', async () => {
    const spec = (top: string, open: string) =>
      [
        'openapi: 3.0.3',
        "info: { title: Envelopes, version: '2' }",
        top,
        'components:',
        '  securitySchemes:',
        '    key: { type: apiKey, in: header, name: X-Key }',
        'paths:',
        '  /envelopes:',
        '    get:',
        '      operationId: listEnvelopes',
        "      responses: { '200': { description: Listed. } }",
        '    post:',
        '      operationId: createEnvelope',
        open,
        "      responses: { '201': { description: Created. } }",
        '',
      ].join('\n');
    const site = throwawaySite(
      {
        'content/index.md': '# Home\n',
        'openapi/unstated.yaml': spec('', ''),
        'openapi/stated.yaml': spec('security: [{ key: [] }]', '      security: []'),
      },
      {
        openapi: [
          { spec: 'openapi/unstated.yaml', route: '/unstated' },
          { spec: 'openapi/stated.yaml', route: '/stated' },
        ],
      },
    );
    try {
      const { outDir } = await build({ root: site.dir, noCache: true });
      const page = (route: string) => {
        const html = readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
        const markdown = readFileSync(path.join(outDir, `${route}.md`), 'utf8');
        const says = (text: string) => [html.includes(text), markdown.includes(text)];
        return {
          none: says('No authentication required.'),
          heading: [html.includes('id="authorization"'), markdown.includes('### Authorization')],
          key: says('X-Key'),
        };
      };
      for (const op of ['unstated/list-envelopes', 'unstated/create-envelope'])
        assert.deepEqual(
          page(op),
          { none: [false, false], heading: [false, false], key: [false, false] },
          op,
        );
      assert.deepEqual(page('stated/list-envelopes'), {
        none: [false, false],
        heading: [true, true],
        key: [true, true],
      });
      assert.deepEqual(page('stated/create-envelope'), {
        none: [true, true],
        heading: [false, true],
        key: [false, false],
      });
    } finally {
      site.cleanup();
    }
  });
  test('a response whose schema is in a cycle (a `$ref` in the document) and has no example gets one made from it', async () => {
    const spec = [
      'openapi: 3.0.3',
      "info: { title: Trees, version: '1' }",
      'paths:',
      '  /trees/{id}:',
      '    get:',
      '      operationId: getTree',
      '      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]',
      '      responses:',
      "        '200':",
      '          description: The tree.',
      "          content: { application/json: { schema: { $ref: '#/components/schemas/Node' } } }",
      'components:',
      '  schemas:',
      '    Node:',
      '      type: object',
      '      properties:',
      '        name: { type: string, example: oak }',
      "        children: { type: array, items: { $ref: '#/components/schemas/Node' } }",
      '',
    ].join('\n');
    const site = throwawaySite(
      { 'content/index.md': '# Home\n', 'openapi/trees.yaml': spec },
      { openapi: [{ spec: 'openapi/trees.yaml', route: '/api' }] },
    );
    try {
      const { outDir } = await build({ root: site.dir, noCache: true });
      const html = readFileSync(path.join(outDir, 'api/get-tree/index.html'), 'utf8');
      const box = html.split('<div class="api-example">').find((part) => part.includes('generated'));
      assert.ok(box, 'a generated example');
      assert.match(box.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"'), /"name": "oak",\s*"children": \[/);
    } finally {
      site.cleanup();
    }
  });
});

function text(node: Element): string {
  return node.children
    .map((c) => (c.type === 'text' ? c.value : c.type === 'element' ? text(c) : ''))
    .join('');
}

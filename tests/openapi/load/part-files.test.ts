// src/openapi/load/part-files.ts: a multi-file spec's messages name the file that writes the value
// and the line and pointer there (Decentraland's Catalyst spec: `paths: { /about: { $ref:
// paths/global/about.yaml } }`, examples in `components/examples/*.json`), not the entry file's
// `$ref` line. References that leave the site, loop or name nothing keep the place they are at.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { build } from '../../../src/commands/build.ts';
import { DocgenError } from '../../../src/errors.ts';
import { loadOpenApi } from '../../../src/openapi/load/load-openapi.ts';
import { partPlaces } from '../../../src/openapi/load/part-files.ts';
import { FoldedWarnings, warningForTerminal } from '../../../src/warnings.ts';
import { throwawaySite, type ThrowawaySite } from '../../helpers/throwaway-site.ts';

const ENTRY = [
  'openapi: 3.0.3',
  'info: { title: Catalyst-shaped, version: "1" }',
  'servers: [{ url: "https://peer.example" }]',
  'paths:',
  '  /about:',
  "    $ref: 'paths/global/about.yaml'",
  '  /audit/{entityId}:',
  "    $ref: 'paths/content/content@audit@{entityId}.yaml'",
  '  /status:',
  '    get:',
  '      summary: Status',
  '      responses:',
  '        "200":',
  '          description: OK',
  '          content:',
  '            application/json:',
  '              schema: { type: object, required: [ok], properties: { ok: { type: boolean } } }',
  '              example: { ok: "yes" }',
  '',
].join('\n');

const ABOUT = [
  'get:',
  '  operationId: getAbout',
  '  summary: About',
  '  responses:',
  "    '200':",
  '      description: Health',
  '      content:',
  '        application/json:',
  '          schema:',
  '            $ref: ../../components/schemas/about.yaml',
  '          examples:',
  '            default:',
  '              $ref: ../../components/examples/200-about.json',
  '',
].join('\n');

const AUDIT = [
  'get:',
  '  operationId: getAudit',
  '  summary: Audit',
  '  description: |',
  '    Audit of one entity.',
  '',
  '    See [the log](/audit-log?q="><script>) and <script>alert(1)</script>.',
  '  parameters:',
  '    - { name: entityId, in: path, required: true, schema: { type: string } }',
  '  responses:',
  "    '404':",
  '      description: Not Found',
  '      content:',
  '        application/json:',
  '          schema:',
  '            $ref: ../../components/schemas/error.yaml',
  '          example: Not Found',
  '',
].join('\n');

const files = (extra: Record<string, string> = {}): Record<string, string> => ({
  'content/index.md': '---\ntitle: Home\n---\n\nHome.\n',
  'openapi/catalyst.yaml': ENTRY,
  'openapi/paths/global/about.yaml': ABOUT,
  'openapi/paths/content/content@audit@{entityId}.yaml': AUDIT,
  'openapi/components/schemas/about.yaml':
    'type: object\nrequired: [healthy, acceptingUsers]\nproperties:\n  healthy: { type: boolean }\n  acceptingUsers: { type: boolean }\n  pageSize: { type: number }\n  a/b~c: { type: string }\n',
  'openapi/components/schemas/error.yaml':
    'type: object\nrequired: [error]\nproperties:\n  error: { type: string }\n  a/b~c:\n    type: string\n    description: "Line one.\\n\\nSee [ids](#operation/nope) <iframe src=x></iframe>"\n',
  'openapi/components/examples/200-about.json':
    '{\n  "value": {\n    "healthy": true,\n    "pageSize": "ten",\n    "a/b~c": 1\n  }\n}\n',
  ...extra,
});

const CONFIG = { openapi: [{ spec: 'openapi/catalyst.yaml', route: '/api' }] };

describe('src/openapi/load/part-files.ts', () => {
  let site: ThrowawaySite;
  let warnings: DocgenError[];
  before(async () => {
    site = throwawaySite(files(), CONFIG);
    warnings = (await build({ root: site.dir })).warnings;
  });
  after(() => site.cleanup());

  test('examples that do not fit name the part file, and the line and pointer of the key that fails there', () => {
    const examples = warnings
      .flatMap((w) => (w instanceof FoldedWarnings ? w.errors : [w]))
      .filter((w) => w.message.startsWith('Example does not fit'));
    const places = examples.map((w) => `${w.file}:${w.line} ${w.pointer} ${w.message}`).sort();
    assert.deepEqual(places, [
      'openapi/catalyst.yaml:18 #/paths/~1status/get/responses/200/content/application~1json/example/ok Example does not fit its schema: /ok must be boolean.',
      'openapi/components/examples/200-about.json:2 #/value Example does not fit its schema: /acceptingUsers is required.',
      'openapi/components/examples/200-about.json:4 #/value/pageSize Example does not fit its schema: /pageSize must be number.',
      'openapi/components/examples/200-about.json:5 #/value/a~1b~0c Example does not fit its schema: /a~1b~0c must be string.',
      'openapi/paths/content/content@audit@{entityId}.yaml:17 #/get/responses/404/content/application~1json/example Example does not fit its schema: the example must be object.',
    ]);
  });

  const described = (list: DocgenError[]) =>
    list
      .filter((w) => /^broken|^HTML the page writes/.test(w.message))
      .map((w) => `${w.file}:${w.line} ${w.pointer} ${w.message.split(':')[0]}`)
      .sort();

  test("a description's broken links and HTML left out name the part file, the line in the text and the pointer there", () => {
    const audit = 'openapi/paths/content/content@audit@{entityId}.yaml';
    const error = 'openapi/components/schemas/error.yaml';
    assert.deepEqual(
      described(warnings),
      [
        `${audit}:7 #/get/description HTML the page writes is left out`,
        `${audit}:7 #/get/description broken link /audit-log?q="><script> → /audit-log`,
        `${error}:7 #/properties/a~1b~0c/description HTML the page writes is left out`,
        `${error}:7 #/properties/a~1b~0c/description broken anchor #operation/nope → /api/get-audit#operation/nope`,
      ].sort(),
    );
  });

  test('a warm build (pages from the build cache) names the same places', async () => {
    const warm = await build({ root: site.dir });
    assert.deepEqual(described(warm.warnings), described(warnings));
  });

  test('the terminal line names each file; one in the entry file shows its line only', () => {
    const text = warnings.map((w) => warningForTerminal(w, { stream: {}, verbose: true })).join('\n');
    assert.match(text, /openapi\/components\/examples\/200-about\.json:2 \(#\/value\)/);
    assert.match(text, /openapi\/components\/examples\/200-about\.json:4 \(#\/value\/pageSize\)/);
    assert.match(
      text,
      /openapi\/paths\/content\/content@audit@\{entityId\}\.yaml:17 \(#\/get\/responses\/404/,
    );
    assert.doesNotMatch(text, /openapi\/catalyst\.yaml:6\b/, 'not the `$ref` line of the entry file');
  });

  test('an invalid part stops the build at its own file and line', async () => {
    const broken = throwawaySite(
      files({
        'openapi/paths/global/about.yaml': ABOUT.replace(
          'get:\n',
          'get:\n  parameters:\n    - { name: q, in: body }\n',
        ),
      }),
      CONFIG,
    );
    try {
      const error = await loadOpenApi(broken.dir, {
        spec: 'openapi/catalyst.yaml',
        route: '/api',
        label: 'API',
      }).then(
        () => undefined,
        (e: unknown) => e,
      );
      assert.ok(error instanceof DocgenError, String(error));
      assert.equal(error.file, 'openapi/paths/global/about.yaml');
      assert.equal(error.line, 3);
      assert.match(error.pointer ?? '', /^#\/get\/parameters\/0/);
    } finally {
      broken.cleanup();
    }
  });

  test('a $ref out of the site, in a loop or to nothing keeps the place it is at', () => {
    const loop = throwawaySite({
      'spec.yaml': [
        'paths:',
        '  /a: { $ref: "a.yaml" }',
        '  /out: { $ref: "../../outside.yaml" }',
        '  /none: { $ref: "a.yaml#/nothing" }',
        '  /inner: { $ref: "parts/inner.yaml#/items/one" }',
        '',
      ].join('\n'),
      'a.yaml': '$ref: b.yaml\n',
      'b.yaml': '$ref: a.yaml\n',
      'parts/inner.yaml': 'shared:\n  get: { summary: Shared }\nitems:\n  one:\n    $ref: "#/shared"\n',
    });
    try {
      const place = partPlaces(loop.dir, 'spec.yaml', readFileSync(path.join(loop.dir, 'spec.yaml'), 'utf8'));
      assert.deepEqual(place('/paths/~1a/get'), { file: 'spec.yaml', line: 2, pointer: '#/paths/~1a' });
      assert.deepEqual(place('/paths/~1out/get'), { file: 'spec.yaml', line: 3, pointer: '#/paths/~1out' });
      assert.deepEqual(place('/paths/~1none/get'), { file: 'spec.yaml', line: 4, pointer: '#/paths/~1none' });
      assert.deepEqual(place('/paths/~1inner/get/summary'), {
        file: 'parts/inner.yaml',
        line: 2,
        pointer: '#/shared/get/summary',
      });
    } finally {
      loop.cleanup();
    }
  });
});

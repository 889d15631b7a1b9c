// src/openapi/load/line-finder.ts and json-locator.ts: a JSON pointer's line. For JSON files the
// text is scanned (no syntax tree of the whole file); it must give the lines the YAML model gives,
// for every value of a real, pretty-printed spec, through `$ref`s too.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { locator } from '../../../src/openapi/load/line-finder.ts';
import { jsonLocator } from '../../../src/openapi/load/json-locator.ts';
import YAML from 'yaml';
import { repoRoot } from '../../helpers/fixtures.ts';

/** Every pointer of a JSON value, depth first. */
function pointersOf(value: unknown, at = ''): string[] {
  if (!value || typeof value !== 'object') return [at];
  const escape = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');
  return [at, ...Object.entries(value).flatMap(([k, v]) => pointersOf(v, `${at}/${escape(k)}`))];
}

describe('src/openapi/load/json-locator.ts', () => {
  // A real spec of our own site, written out as pretty-printed JSON (2-space, as generators do).
  const data: unknown = YAML.parse(readFileSync(path.join(repoRoot, 'openapi/image-search.yaml'), 'utf8'));
  const jsonText = JSON.stringify(data, null, 2);

  test('every value: the line of the scan is the line of the YAML model of the same text', () => {
    const viaLocator = locator(jsonText); // JSON: locator() scans
    const scan = jsonLocator(jsonText);
    const pointers = pointersOf(data);
    assert.ok(pointers.length > 500, `${pointers.length} pointers`);
    const yamlModel = yamlOnly(jsonText);
    for (const pointer of pointers) {
      assert.equal(scan.line(`#${pointer}`), yamlModel(`#${pointer}`), pointer);
      assert.equal(viaLocator.line(`#${pointer}`), yamlModel(`#${pointer}`), pointer);
    }
  });

  test('a pointer through a $ref lands where the value is written; a missing key gives its parent', () => {
    const text = [
      '{',
      '  "paths": {',
      '    "/a": { "$ref": "#/components/pathItems/A" }',
      '  },',
      '  "components": {',
      '    "pathItems": {',
      '      "A": {',
      '        "get": { "summary": "a \\"quoted\\" [text] {x}" }',
      '      }',
      '    }',
      '  }',
      '}',
    ].join('\n');
    const scan = jsonLocator(text);
    assert.equal(scan.line('#/paths/~1a/get/summary'), 8);
    assert.equal(scan.line('#/paths/~1a/put'), 3);
    assert.equal(scan.line('#/components/pathItems/A/get/nothing'), 8);
    assert.throws(() => jsonLocator('{ "a": "unterminated').line('#/b'));
  });
});

/** The YAML model alone, as locator() reads a file that is not JSON. */
function yamlOnly(jsonText: string): (pointer: string) => number | undefined {
  // A comment line first keeps locator() off its JSON path, and moves every line down by one.
  const lines = locator(`# json\n${jsonText}`);
  return (pointer) => {
    const line = lines.line(pointer);
    return line === undefined ? undefined : line - 1;
  };
}

describe('src/openapi/load/line-finder.ts, YAML', () => {
  test('a value written on the lines below its key is at its key’s line; a list item at its own', () => {
    const lines = locator(
      [
        'openapi: 3.0.3', // 1
        'definitions:', // 2
        '  Pet:', // 3
        '    type: object', // 4
        'paths:', // 5
        '  /pets:', // 6
        '    get:', // 7
        '      parameters:', // 8
        '        - name: limit', // 9
        '          in: query', // 10
        '      description:', // 11
        '        Lists the pets.', // 12
      ].join('\n'),
    );
    assert.equal(lines.line('#/definitions'), 2);
    assert.equal(lines.line('#/definitions/Pet'), 3);
    assert.equal(lines.line('#/paths/~1pets/get'), 7);
    assert.equal(lines.line('#/paths/~1pets/get/parameters/0'), 9);
    assert.equal(lines.line('#/paths/~1pets/get/parameters/0/in'), 10);
    assert.equal(lines.line('#/paths/~1pets/get/description'), 11);
    assert.equal(lines.textLine('#/paths/~1pets/get/description', 1), 12, 'its text stays on its own line');
    assert.equal(lines.line('#/paths/~1pets/get/nothing'), 7, 'a missing key gives its parent');
  });
});

// src/openapi/load/parse-yaml.ts: what YAML 1.2 allows is read, what it refuses is a clear error.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DocgenError } from '../../../src/errors.ts';
import { parseYaml } from '../../../src/openapi/load/parse-yaml.ts';

describe('src/openapi/load/parse-yaml.ts', () => {
  // A flow mapping that spans lines and closes at its key's indentation (as Docker Engine's spec
  // writes its examples): YAML 1.2 readers take it; js-yaml alone called it "deficient indentation".
  test('a multi-line flow mapping closed at its key’s indentation is read', () => {
    const text = [
      'openapi: 3.0.3',
      'info: { title: T, version: "1" }',
      'paths: {}',
      'components:',
      '  schemas:',
      '    Ports:',
      '      type: object',
      '      example: {',
      '        "80/tcp": {},',
      '        "443/tcp": {}',
      '      }',
      '      description: Exposed ports.',
      '',
    ].join('\n');
    const document = parseYaml(text, 'openapi/ports.yaml') as {
      components: { schemas: { Ports: { example: unknown; description: string } } };
    };
    assert.deepEqual(document.components.schemas.Ports.example, { '80/tcp': {}, '443/tcp': {} });
    assert.equal(document.components.schemas.Ports.description, 'Exposed ports.');
  });

  test('what YAML 1.2 refuses is still an error at its line', () => {
    for (const text of ['a: [1,\nb: 2\n', 'a: 1\na: 2\n', 'a:\n  - 1\n b: 2\n']) {
      assert.throws(
        () => parseYaml(text, 'openapi/bad.yaml'),
        (error: unknown) =>
          error instanceof DocgenError &&
          /not valid YAML/.test(error.message) &&
          typeof error.line === 'number',
        JSON.stringify(text),
      );
    }
  });

  test('an alias bomb read by the fallback reader is still refused', () => {
    const text = [
      'a: &a ["x","x","x","x","x","x","x","x","x","x"]',
      'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a,*a]',
      'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b,*b]',
      'd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c,*c]',
      'e: {',
      '  f: [*d,*d,*d,*d,*d,*d,*d,*d,*d,*d]',
      '}',
      '',
    ].join('\n');
    assert.throws(() => parseYaml(text, 'openapi/bomb.yaml'), /expands too much/);
  });
});

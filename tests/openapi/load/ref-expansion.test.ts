// src/openapi/load/ref-expansion.ts: the values a spec becomes once its `$ref`s are replaced,
// counted as the dereferencer walks (a `$ref` into a cycle stays one value), in linear time; and
// a spec past the limit stops before the parser and the validator walk it for hours.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { isDocgenError, type DocgenError } from '../../../src/errors.ts';
import { loadOpenApi } from '../../../src/openapi/load/load-openapi.ts';
import { assertRefExpansion, refExpansion } from '../../../src/openapi/load/ref-expansion.ts';

/** Schemas Level0 … Level<levels-1>, each holding eight references to the next (no cycle). */
function fanOut(levels: number) {
  const schemas: Record<string, unknown> = {};
  for (let i = 0; i < levels; i++) {
    const next = i + 1 < levels ? { $ref: `#/components/schemas/Level${i + 1}` } : { type: 'string' };
    schemas[`Level${i}`] = {
      type: 'object',
      properties: Object.fromEntries('abcdefgh'.split('').map((k) => [k, structuredClone(next)])),
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Fan-out', version: '1' },
    paths: {
      '/graph': {
        get: {
          responses: {
            '200': {
              description: 'The graph',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Level0' } } },
            },
          },
        },
      },
    },
    components: { schemas },
  };
}

const dir = mkdtempSync(path.join(tmpdir(), 'docgen-ref-expansion-'));
after(() => rmSync(dir, { recursive: true, force: true }));

describe('src/openapi/load/ref-expansion.ts', () => {
  test('shared targets count once per path; a $ref into a cycle counts one value', () => {
    // root 1 + a → X (3) + b → X (3) + defs (1 + X 3)
    assert.equal(
      refExpansion({ a: { $ref: '#/defs/X' }, b: { $ref: '#/defs/X' }, defs: { X: { p: 1, q: 2 } } }).total,
      11,
    );
    // X refers to itself: each $ref to it stays a $ref; X itself is walked once, under defs.
    assert.equal(
      refExpansion({
        a: { $ref: '#/defs/X' },
        b: { $ref: '#/defs/X' },
        defs: { X: { self: { $ref: '#/defs/X' }, p: 1 } },
      }).total,
      7,
    );
    // A $ref to a $ref to the first, and one to nothing: one value each, no endless loop.
    assert.equal(refExpansion({ a: { $ref: '#/b' }, b: { $ref: '#/a' }, c: { $ref: '#/none' } }).total, 4);
  });

  test('each level of a fan-out multiplies the count by eight; the largest component is the top level', () => {
    const counts = [4, 5, 6].map((levels) => refExpansion(fanOut(levels)));
    for (const [i, { total }] of counts.entries())
      if (i > 0)
        assert.ok(total / counts[i - 1].total > 7.5 && total / counts[i - 1].total < 8.5, `${total}`);
    assert.equal(counts[2].largest?.pointer, '#/components/schemas/Level0');
  });

  test('ten thousand levels of nesting and twenty of fan-out are counted at once, without a stack overflow', () => {
    let deep: Record<string, unknown> = { leaf: true };
    for (let i = 0; i < 10_000; i++) deep = { child: deep };
    assert.equal(refExpansion({ deep }).total, 10_003);
    const started = performance.now();
    assert.ok(refExpansion(fanOut(20)).total > 1e17);
    assert.ok(performance.now() - started < 1000);
  });

  test('past the limit: an error naming the largest component and its line, what it costs and what to do', () => {
    const lines = new Map([['/components/schemas/Level0', 12]]);
    let error: DocgenError | undefined;
    try {
      assertRefExpansion(
        fanOut(8),
        { file: 'spec.json', lineOf: (p) => lines.get(p), filePointer: (p) => `#${p}` },
        1_000_000,
      );
    } catch (e) {
      if (isDocgenError(e)) error = e;
    }
    assert.ok(error, 'a DocgenError');
    assert.match(
      error.message,
      /^The spec's \$refs expand to about [\d,]+ values .*more than docgen reads \(1,000,000\)\.$/,
    );
    assert.equal(error.file, 'spec.json');
    assert.equal(error.pointer, '#/components/schemas/Level0');
    assert.equal(error.line, 12);
    assert.match(
      error.hint ?? '',
      /Level0 alone expands to about [\d,]+ values.*refers to itself, or split the spec/,
    );
    assert.doesNotThrow(() =>
      assertRefExpansion(
        fanOut(5),
        { file: 'spec.json', lineOf: () => undefined, filePointer: (p) => `#${p}` },
        1_000_000,
      ),
    );
  });

  test('hostile component names reach the message as escaped JSON pointers, and their $refs resolve', () => {
    const names = [
      'a/b',
      'x~1y',
      '"quoted"',
      'line\nbreak',
      'nul\u0000byte',
      '$(rm -rf /)',
      '%2F',
      '<script>',
    ];
    for (const name of names) {
      const spec = fanOut(5);
      const schemas = spec.components.schemas as Record<string, unknown>;
      schemas[name] = schemas.Level0;
      delete schemas.Level0;
      const escaped = name.replace(/~/g, '~0').replace(/\//g, '~1');
      // The operation refers to it by its escaped (and, for '%', percent-encoded) name.
      const ref = `#/components/schemas/${escaped.replace(/%/g, '%25')}`;
      (
        spec.paths['/graph'].get.responses['200'].content['application/json'].schema as { $ref: string }
      ).$ref = ref;
      const expansion = refExpansion(spec);
      assert.equal(expansion.largest?.pointer, `#/components/schemas/${escaped}`, JSON.stringify(name));
      assert.ok(expansion.total > 2 * 8 ** 4, `${JSON.stringify(name)}: its $ref was followed`);
      const seen: string[] = [];
      assert.throws(
        () =>
          assertRefExpansion(
            spec,
            { file: 'spec.json', lineOf: (p) => (seen.push(p), undefined), filePointer: (p) => `#${p}` },
            1000,
          ),
        (e: unknown) =>
          isDocgenError(e) &&
          e.pointer === `#/components/schemas/${escaped}` &&
          // What the terminal shows holds no control character: a key cannot start a line of its own.
          ![...e.format().replace(/\n {2}hint: /, ' ')].some((c) => c.charCodeAt(0) < 32),
      );
      assert.deepEqual(seen, [`/components/schemas/${escaped}`]);
    }
  });

  test('a hostile spec of a few kilobytes (twelve levels) stops at once, before the parser walks it', async () => {
    writeFileSync(path.join(dir, 'fan.json'), JSON.stringify(fanOut(12)));
    const started = performance.now();
    await assert.rejects(
      loadOpenApi(dir, { spec: 'fan.json', route: '/fan', label: 'Fan' }),
      (e: unknown) => isDocgenError(e) && e.file === 'fan.json' && /more than docgen reads/.test(e.message),
    );
    assert.ok(performance.now() - started < 5000, 'at once');
  });
});

// src/openapi/openapi-thread.ts: the work that depends on the specs alone gives in the
// OpenAPI worker exactly what it gives on this thread. The documents reach the worker by
// structured clone; the console modules and the validators are numbered by the objects the
// dereferenced document shares, so identical files prove the clone kept them shared.
import assert from 'node:assert/strict';
import path from 'node:path';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { after, describe, test } from 'node:test';
import {
  codeSamples,
  consoleFiles,
  specExamples,
  type SchemaWorkInput,
} from '../../../src/openapi/outputs/spec-work.ts';
import { createHighlighter } from '../../../src/content/markdown/highlighter.ts';
import { loadOpenApi, type LoadedApi } from '../../../src/openapi/load/load-openapi.ts';
import { schemaWorkInBackground } from '../../../src/openapi/outputs/spec-work-in-worker.ts';
import { sampleMaker } from '../../../src/openapi/outputs/sample-maker.ts';
import { consolePathFor } from '../../../src/shared/output-layout.ts';
import { repoRoot } from '../../helpers/fixtures.ts';

/** Every operation's samples and console, every spec's examples checked. */
function workOf(apis: LoadedApi[]): SchemaWorkInput {
  const operations = apis.flatMap((api, spec) =>
    api.operations.map((op, operation) => ({ route: op.route, spec, operation })),
  );
  return {
    specs: apis.map((api) => ({ ...api, checkExamples: true })),
    operations,
    consoles: operations.filter((op) => !apis[op.spec].operations[op.operation].webhook),
    corsProxy: null,
  };
}

describe('src/openapi/outputs/spec-work-in-worker.ts', () => {
  test('the Evolve specs and a recursive one (tests/fixtures/openapi-thread): samples, example problems and console files as on this thread', async () => {
    const apis = [
      ...(await Promise.all(
        ['platform', 'image-optimization', 'image-search'].map((name) =>
          loadOpenApi(repoRoot, { spec: `openapi/${name}.yaml`, route: `/${name}`, label: name }),
        ),
      )),
      await loadOpenApi(path.join(repoRoot, 'tests/fixtures/openapi-thread'), {
        spec: 'tree.yaml',
        route: '/trees',
        label: 'Trees',
      }),
    ];
    const input = workOf(apis);
    const there = schemaWorkInBackground(input);
    const [examples, files] = await Promise.all([there.examples, there.files]);
    const highlighter = await createHighlighter();
    // Asked for after the worker is done: it made them all.
    const samples = await there.samples.all(() => assert.fail('the worker made every sample'));

    const here = codeSamples(input, highlighter);
    assert.deepEqual([...samples].sort(), [...here].sort());
    assert.ok(
      here.every(([, views]) => views.length > 0),
      'every operation has samples',
    );
    assert.deepEqual(examples, specExamples(input));
    assert.deepEqual(examples.at(-1), [
      {
        pointer: '#/paths/~1nodes/post/requestBody/content/application~1json/example/name',
        message: '/name must be string',
      },
    ]);
    const sorted = (list: { path: string; contents: string | Uint8Array }[]) =>
      list.map((f) => [f.path, String(f.contents)]).sort();
    assert.deepEqual(sorted(files), sorted(await consoleFiles(input)));
    assert.ok(files.some((f) => f.path === consolePathFor(apis[3].operations[0].route)));
  });

  test('asked at once, this thread makes the samples from the last operation back, the worker from the first, and they meet', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docgen-openapi-thread-'));
    after(() => rmSync(dir, { recursive: true, force: true }));
    const paths = Object.fromEntries(
      Array.from({ length: 150 }, (_, i) => [
        `/items/${i}`,
        { get: { operationId: `getItem${i}`, responses: { '200': { description: 'ok' } } } },
      ]),
    );
    const spec = { openapi: '3.1.0', info: { title: 'Items', version: '1' }, paths };
    writeFileSync(path.join(dir, 'items.json'), JSON.stringify(spec));
    const api = await loadOpenApi(dir, { spec: 'items.json', route: '/items', label: 'Items' });
    const input = { ...workOf([api]), consoles: [] };
    const highlighter = await createHighlighter();
    const made: number[] = [];
    const make = sampleMaker(input, highlighter);
    const samples = await schemaWorkInBackground(input).samples.all((i) => {
      made.push(i);
      return make(i);
    });
    assert.deepEqual([...samples].sort(), codeSamples(input, highlighter).sort());
    // Which of the two makes how many depends on the machine; where this thread starts does not.
    assert.equal(made[0], 149, 'this thread starts from the last operation');
  });

  test('nothing to do: answers at once, with nothing', async () => {
    const input: SchemaWorkInput = { specs: [], operations: [], consoles: [], corsProxy: null };
    const { samples, examples, files } = schemaWorkInBackground(input);
    const all = samples.all(() => assert.fail('there is nothing to make'));
    assert.deepEqual([await all, await examples, await files], [new Map(), [], []]);
  });
});

// onInvalidExamples: a warning by default (a vendor's spec with misfit examples still builds), one
// line per spec past three misfits (`--verbose` lists them all), an error when the config says 'throw'.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { runDocgen } from '../../helpers/fixtures.ts';
import { throwawaySite } from '../../helpers/throwaway-site.ts';

/** A spec whose operation `n` has a query parameter `q<n>` (max 10) with the example 11 + n. */
function spec(misfits: number): string {
  const ops = Array.from(
    { length: misfits },
    (_, n) => `  /op${n}:
    get:
      operationId: op${n}
      parameters:
        - { name: q${n}, in: query, schema: { type: integer, maximum: 10 }, example: ${11 + n} }
      responses:
        '204': { description: Done. }
`,
  );
  return `openapi: 3.1.0\ninfo: { title: Vendor, version: '1' }\npaths:\n${ops.join('')}`;
}

function site(misfits: number, config: object = {}) {
  return throwawaySite(
    { 'content/index.md': '# Home\n', 'openapi/vendor.yaml': spec(misfits) },
    { openapi: [{ spec: 'openapi/vendor.yaml', route: '/api' }], ...config },
  );
}

describe('onInvalidExamples (src/openapi/outputs/check-examples.ts, src/warnings.ts)', () => {
  test('by default, five misfits build, as one line naming the first three by line and pointer', () => {
    const s = site(5);
    try {
      const result = runDocgen(['build'], s.dir);
      assert.equal(result.code, 0, result.stderr);
      const lines = result.stderr.trim().split('\n');
      assert.equal(lines.length, 2, result.stderr);
      assert.equal(
        lines[0],
        'warning openapi/vendor.yaml: 5 examples do not fit their schemas; the first 3: ' +
          ':8 (#/paths/~1op0/get/parameters/0/example): the example must be <= 10; ' +
          ':15 (#/paths/~1op1/get/parameters/0/example): the example must be <= 10; ' +
          ':22 (#/paths/~1op2/get/parameters/0/example): the example must be <= 10.',
      );
      assert.equal(
        lines[1],
        '  hint: `docgen build --verbose` lists all 5; `onInvalidExamples: "throw"` in docgen.config.ts makes them fail the build.',
      );
      assert.match(result.stdout, /with 5 warnings\.$/m);

      const verbose = runDocgen(['build', '--verbose'], s.dir);
      assert.equal(verbose.code, 0, verbose.stderr);
      for (let n = 0; n < 5; n++)
        assert.match(
          verbose.stderr,
          new RegExp(
            `\\n  openapi/vendor\\.yaml:${8 + 7 * n} \\(#/paths/~1op${n}/get/parameters/0/example\\): `,
          ),
        );
    } finally {
      s.cleanup();
    }
  });

  test('three misfits or fewer are each a warning of their own, with the way to make them strict', () => {
    const s = site(2);
    try {
      const result = runDocgen(['build'], s.dir);
      assert.equal(result.code, 0, result.stderr);
      assert.match(
        result.stderr,
        /^warning openapi\/vendor\.yaml:15 \(#\/paths\/~1op1\/get\/parameters\/0\/example\): Example does not fit its schema: the example must be <= 10\.\n {2}hint: .*`onInvalidExamples: "throw"`/m,
      );
      assert.match(result.stdout, /with 2 warnings\.$/m);
    } finally {
      s.cleanup();
    }
  });

  test("'throw' fails the build at the first misfit, naming it", () => {
    const s = site(5, { onInvalidExamples: 'throw' });
    try {
      const result = runDocgen(['build'], s.dir);
      assert.equal(result.code, 1);
      assert.match(
        result.stderr,
        /^error openapi\/vendor\.yaml:8 \(#\/paths\/~1op0\/get\/parameters\/0\/example\): Example does not fit its schema: the example must be <= 10\./,
      );
      assert.doesNotMatch(result.stderr, /internal error|\n\s+at /);
    } finally {
      s.cleanup();
    }
  });
});

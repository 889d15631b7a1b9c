// src/openapi/views/describe.ts: what a spec's descriptions cannot show as written is said, once
// per description, at the spec's line and the description's pointer (it was silent), and a link of
// theirs that names no page warns by default (the spec's own `onBrokenLinks`).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { runDocgen } from '../../helpers/fixtures.ts';
import { throwawaySite } from '../../helpers/throwaway-site.ts';

const SPEC = `openapi: 3.1.0
info:
  title: Vendor
  version: '1'
  description: |
    Our API.

    <iframe src="https://tracker.example/frame"></iframe>

    See [the developer site](/developer/).
paths:
  /a:
    get:
      operationId: getA
      description: &shared |
        Shared text.

        <span onclick="steal()">Click</span>
      responses:
        '204': { description: Done. }
  /b:
    get:
      operationId: getB
      description: *shared
      responses:
        '204': { description: Done. }
`;

function site(config: object = {}) {
  return throwawaySite(
    { 'content/index.md': '# Home\n', 'openapi/vendor.yaml': SPEC },
    { openapi: [{ spec: 'openapi/vendor.yaml', route: '/api', ...config }] },
  );
}

describe('spec descriptions (src/openapi/views/describe.ts)', () => {
  test('HTML left out of a description and its broken links are warnings at the spec line and pointer', () => {
    const s = site();
    try {
      const result = runDocgen(['build', '--verbose'], s.dir);
      assert.equal(result.code, 0, result.stderr);
      assert.match(
        result.stderr,
        /warning openapi\/vendor\.yaml:8 \(#\/info\/description\): HTML the page writes is left out: <iframe>\./,
      );
      // The text shared by two operations: one warning, where it was first met.
      const spans =
        result.stderr.match(/HTML the page writes is left out: the `onclick` attribute of <span>/g) ?? [];
      assert.equal(spans.length, 1, result.stderr);
      assert.match(
        result.stderr,
        /warning openapi\/vendor\.yaml:18 \(#\/paths\/~1a\/get\/description\): HTML the page writes is left out: the `onclick` attribute of <span>/,
      );
      assert.match(
        result.stderr,
        /warning openapi\/vendor\.yaml:10 \(#\/info\/description\): broken link \/developer\/ → \/developer: no page has this route\n {2}hint: .*openapi\[0\]\.onBrokenLinks: 'warn'/,
      );
      assert.doesNotMatch(result.stderr, /internal error|\n\s+at /);
    } finally {
      s.cleanup();
    }
  });

  test("a spec set to onBrokenLinks: 'throw' fails on its broken link, naming line and pointer", () => {
    const s = site({ onBrokenLinks: 'throw' });
    try {
      const result = runDocgen(['build'], s.dir);
      assert.equal(result.code, 1);
      assert.match(
        result.stderr,
        /error 1 broken link:\n {2}openapi\/vendor\.yaml:10 \(#\/info\/description\): \/developer\/ → \/developer: no page has this route/,
      );
    } finally {
      s.cleanup();
    }
  });
});

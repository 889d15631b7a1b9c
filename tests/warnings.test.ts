// src/warnings.ts: the same warning (place, message, hint) is kept once: a site with docs versions
// builds each version in turn, and a problem of the site's own (no git history for "Last updated")
// would otherwise be printed once per version.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DocgenError } from '../src/errors.ts';
import { Warnings } from '../src/warnings.ts';

test('a warning already kept is not kept again; one that differs in any part is', () => {
  const warnings = new Warnings();
  const make = (line: number, message = 'broken link /x: no page has this route') =>
    new DocgenError(message, { file: 'content/a.md', line, hint: 'Fix it.' });
  warnings.add(make(1));
  warnings.add(make(1));
  warnings.add(make(2));
  warnings.add(make(1, 'broken link /y: no page has this route'));
  warnings.add(new DocgenError('No "Last updated" dates.', { pointer: 'docs.showLastUpdateTime' }));
  warnings.add(new DocgenError('No "Last updated" dates.', { pointer: 'docs.showLastUpdateTime' }));
  warnings.report('warn', make(1));
  assert.deepEqual(
    warnings.list.map((w) => [w.line ?? null, w.message]),
    [
      [1, 'broken link /x: no page has this route'],
      [2, 'broken link /x: no page has this route'],
      [1, 'broken link /y: no page has this route'],
      [null, 'No "Last updated" dates.'],
    ],
  );
});

// src/util/fs-errors.ts: an errno error of the machine (not the site) becomes a DocgenError that
// names the path and says what to do; anything else is left as it is (docgen's own bug).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { DocgenError } from '../../src/errors.ts';
import { environmentError } from '../../src/util/fs-errors.ts';

test('a file that is already there (EEXIST, a write that must not replace it) names the file and what to do', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-fs-errors-'));
  try {
    const file = path.join(dir, 'versions.json');
    writeFileSync(file, '[]');
    const error = await writeFile(file, '["1.0"]', { flag: 'wx' }).then(
      () => undefined,
      (e: unknown) => environmentError(e, file),
    );
    assert.ok(error instanceof DocgenError);
    assert.match(error.message, /already there \(EEXIST\)/);
    assert.equal(error.file, path.relative(process.cwd(), file));
    assert.match(error.hint ?? '', /does not replace one it did not write/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('other errors stay as they are', () => {
  const bug = new TypeError('x is not a function');
  assert.equal(environmentError(bug, '/x'), bug);
  const unknown = Object.assign(new Error('odd'), { code: 'EWHATEVER' });
  assert.equal(environmentError(unknown), unknown);
});

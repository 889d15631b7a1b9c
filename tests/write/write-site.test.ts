// The write stage: files stream into a staging folder and replace the output only on commit;
// an abort leaves the previous output as it was.
import assert from 'node:assert/strict';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { StagedOutput } from '../../src/write/write-site.ts';

describe('src/write/write-site.ts', () => {
  const parent = mkdtempSync(path.join(tmpdir(), 'docgen-write-'));
  const outDir = path.join(parent, 'build');
  after(() => rmSync(parent, { recursive: true, force: true }));

  test('commit replaces the output with the staged files (and their compressed copies)', async () => {
    mkdirSync(outDir);
    writeFileSync(path.join(outDir, 'old.html'), 'old');
    const out = await StagedOutput.open(outDir, { compress: true });
    await out.write({ path: 'a/index.html', contents: '<p>' + 'x'.repeat(2000) + '</p>' });
    await out.write({ path: 'small.txt', contents: 'tiny' });
    await out.commit();
    assert.equal(existsSync(path.join(outDir, 'old.html')), false);
    assert.deepEqual(readdirSync(path.join(outDir, 'a')).sort(), [
      'index.html',
      'index.html.br',
      'index.html.gz',
    ]);
    assert.equal(readFileSync(path.join(outDir, 'small.txt'), 'utf8'), 'tiny');
    assert.deepEqual(readdirSync(parent), ['build'], 'no staging folder left beside the output');
  });

  test('abort keeps the previous output byte for byte', async () => {
    const before = readFileSync(path.join(outDir, 'small.txt'));
    const out = await StagedOutput.open(outDir);
    await out.write({ path: 'small.txt', contents: 'changed' });
    await out.abort();
    assert.deepEqual(readFileSync(path.join(outDir, 'small.txt')), before);
    assert.deepEqual(readdirSync(parent), ['build']);
  });

  test('a path that would leave the output folder is refused', async () => {
    const out = await StagedOutput.open(outDir);
    await out.write({ path: '../escape.txt', contents: 'x' });
    await assert.rejects(out.commit(), /outside the output folder/);
    await out.abort();
    assert.equal(existsSync(path.join(parent, 'escape.txt')), false);
  });
});

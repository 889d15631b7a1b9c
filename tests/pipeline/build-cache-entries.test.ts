// src/pipeline/build-cache.ts, its entry files (format 3: checksum line, the files' line, the
// value): an entry made from files with hostile names (quotes, `$()`, backquotes, newlines,
// a backslash, non-ASCII) is read back while they are unchanged and not once one changes; a
// truncated or bit-flipped entry is a miss with one warning; a removed folder is made again.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { BuildCache } from '../../src/pipeline/build-cache.ts';
import { Warnings } from '../../src/warnings.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'docgen-cache-entries-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const NAMES = [
  'plain.md',
  'a "quoted" name.md',
  "it's $(id) `x`.md",
  'new\nline.md',
  'back\\slash.md',
  'é ü 😀.md',
];

function entryFiles(cacheDir: string): string[] {
  return readdirSync(cacheDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.bin'))
    .map((e) => path.join(e.parentPath, e.name));
}

describe('src/pipeline/build-cache.ts: entries', () => {
  test('made from hostile file names: read back while they are unchanged, missed once one changes', async () => {
    const sources = NAMES.map((name) => path.join(dir, name));
    for (const file of sources) writeFileSync(file, `text of ${file}`);
    const cacheDir = path.join(dir, 'cache-1');
    const value = { html: '<p>"x" \n $(id)</p>', list: [1, 2, 3], map: new Map([['k', 'v']]) };
    const first = new BuildCache({ dir: cacheDir, warnings: new Warnings(), version: 't' });
    first.set(first.key('area', 'one'), value, sources);
    await first.flush();
    const next = () => new BuildCache({ dir: cacheDir, warnings: new Warnings(), version: 't' });
    assert.deepEqual(await next().get(next().key('area', 'one')), value);
    writeFileSync(sources[3], 'changed');
    const cache = next();
    assert.equal(await cache.get(cache.key('area', 'one')), undefined);
  });

  test('a truncated or damaged entry is a miss, with one warning', async () => {
    const cacheDir = path.join(dir, 'cache-2');
    const warnings = new Warnings();
    const cache = new BuildCache({ dir: cacheDir, warnings, version: 't' });
    cache.set(cache.key('area', 'a'), 'first value');
    cache.set(cache.key('area', 'b'), 'second value');
    await cache.flush();
    const [a, b] = entryFiles(cacheDir);
    writeFileSync(a, readFileSync(a).subarray(0, 30));
    const bytes = readFileSync(b);
    bytes[bytes.length - 1] ^= 0xff;
    writeFileSync(b, bytes);
    const again = new BuildCache({ dir: cacheDir, warnings, version: 't' });
    assert.equal(await again.get(again.key('area', 'a')), undefined);
    assert.equal(await again.get(again.key('area', 'b')), undefined);
    assert.equal(warnings.list.length, 1, 'one warning for the run');
  });

  test('a folder removed while the cache writes is made again', async () => {
    const cacheDir = path.join(dir, 'cache-3');
    const cache = new BuildCache({ dir: cacheDir, warnings: new Warnings(), version: 't' });
    cache.set(cache.key('area', 'x'), 1);
    await cache.flush();
    rmSync(cacheDir, { recursive: true });
    cache.set(cache.key('area', 'x'), 2);
    await cache.flush();
    const next = new BuildCache({ dir: cacheDir, warnings: new Warnings(), version: 't' });
    assert.equal(await next.get(next.key('area', 'x')), 2);
  });
});

// src/pipeline/build-cache.ts, its upkeep: an entry no build has used for the cache's age bound
// is removed (once a day, by the build that finds the last sweep a day old), one a build used
// is kept; and docgen's version in the keys fingerprints its code by content, so a fresh clone
// of the same code (new file times) reads the entries another copy made.
import assert from 'node:assert/strict';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { BuildCache, codeFingerprint } from '../../src/pipeline/build-cache.ts';
import { Warnings } from '../../src/warnings.ts';

const DAY = 24 * 60 * 60 * 1000;
const made: string[] = [];
after(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-cache-upkeep-'));
  made.push(dir);
  return dir;
}

/** Every entry file of the cache (relative), temporary ones too. */
function entries(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(bin|tmp)$/.test(e.name))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

function cacheAt(dir: string, now: number, maxAgeMs = 7 * DAY): BuildCache {
  return new BuildCache({ dir, warnings: new Warnings(), version: 'test', now: () => now, maxAgeMs });
}

/** Sets every file under `dir` (entries and the sweep's marker) to the time `at`. */
function ageAll(dir: string, at: number): void {
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (e.isFile()) utimesSync(path.join(e.parentPath, e.name), at / 1000, at / 1000);
}

describe('src/pipeline/build-cache.ts, upkeep', () => {
  test('entries no build used for the age bound are removed; those a build used stay', async () => {
    const dir = tempDir();
    const start = Date.now();
    const first = cacheAt(dir, start);
    const keys = ['kept', 'dropped', 'also dropped'].map((name) => first.key('markdown', name));
    keys.forEach((key, i) => first.set(key, { page: i }));
    await first.flush();
    assert.equal(entries(dir).length, 3);

    // Eight days later: the next build uses one entry; the week-old others go.
    const later = start + 8 * DAY;
    ageAll(dir, start);
    const second = cacheAt(dir, later);
    assert.deepEqual(await second.get(keys[0]), { page: 0 });
    await second.flush();
    assert.equal(entries(dir).length, 1);
    assert.deepEqual(await cacheAt(dir, later).get(keys[0]), { page: 0 });
    assert.equal(await cacheAt(dir, later).get(keys[1]), undefined);
    // The entry it used has the build's time: the next sweep keeps it another week.
    const kept = path.join(dir, entries(dir)[0]);
    assert.ok(Math.abs(statSync(kept).mtimeMs - later) < 2000, 'the used entry was given the build time');
  });

  test('a build sweeps at most once a day; a crashed write’s old temporary file goes too', async () => {
    const dir = tempDir();
    const start = Date.now();
    const first = cacheAt(dir, start);
    first.set(first.key('spec', 'a'), 'a');
    await first.flush(); // the first build of an empty cache sweeps and leaves its marker
    assert.ok(existsSync(path.join(dir, 'last-sweep')));

    // An old entry and a temporary file left by a crashed build, both unused for ten days.
    const old = start - 10 * DAY;
    const area = path.dirname(path.join(dir, entries(dir)[0]));
    const stale = path.join(area, 'ffffff.bin');
    const temp = path.join(area, 'ffffff.bin.123.abcdef.tmp');
    writeFileSync(stale, 'old');
    writeFileSync(temp, 'half');
    utimesSync(stale, old / 1000, old / 1000);
    utimesSync(temp, old / 1000, old / 1000);

    // An hour later: the last sweep is recent, nothing is removed.
    await cacheAt(dir, start + 60 * 60 * 1000).flush();
    assert.ok(existsSync(stale) && existsSync(temp));
    // A day and a minute later: swept.
    await cacheAt(dir, start + DAY + 60 * 1000).flush();
    assert.ok(!existsSync(stale) && !existsSync(temp));
    assert.equal(entries(dir).length, 1, 'the recent entry stays');
  });

  test('the age bound is the option: a two-hour-old unused entry stays a week, goes with one hour', async () => {
    const dir = tempDir();
    const start = Date.now();
    const first = cacheAt(dir, start);
    first.set(first.key('assets', 'x'), 'x');
    await first.flush();
    const marker = path.join(dir, 'last-sweep');
    const sweepDue = () => utimesSync(marker, (start - 2 * DAY) / 1000, (start - 2 * DAY) / 1000);
    ageAll(dir, start - 2 * 60 * 60 * 1000);
    sweepDue();
    await cacheAt(dir, start).flush();
    assert.equal(entries(dir).length, 1);
    sweepDue();
    await cacheAt(dir, start, 60 * 60 * 1000).flush();
    assert.deepEqual(entries(dir), []);
  });

  test("docgen's code fingerprint is by content: new file times keep it, a changed byte does not", () => {
    const root = tempDir();
    mkdirSync(path.join(root, 'dist', 'chunks'), { recursive: true });
    mkdirSync(path.join(root, 'src'), { recursive: true });
    writeFileSync(path.join(root, 'dist', 'cli.mjs'), 'export const a = 1;\n');
    writeFileSync(path.join(root, 'dist', 'chunks', 'c.mjs'), 'export const b = 2;\n');
    writeFileSync(path.join(root, 'dist', 'cli.mjs.map'), '{}');
    writeFileSync(path.join(root, 'src', 'cli.ts'), 'export const a: number = 1;\n');

    const bundle = codeFingerprint(root, false);
    const source = codeFingerprint(root, true);
    assert.match(bundle, /^[0-9a-f]{32}$/);
    assert.notEqual(bundle, source);
    // A fresh clone: same bytes, new times (and another source map).
    ageAll(root, Date.now() - 3 * DAY);
    writeFileSync(path.join(root, 'dist', 'cli.mjs.map'), '{"version":3}');
    assert.equal(codeFingerprint(root, false), bundle);
    assert.equal(codeFingerprint(root, true), source);
    // Changed code: another fingerprint.
    writeFileSync(path.join(root, 'dist', 'chunks', 'c.mjs'), 'export const b = 3;\n');
    assert.notEqual(codeFingerprint(root, false), bundle);
    writeFileSync(path.join(root, 'src', 'cli.ts'), 'export const a: number = 2;\n');
    assert.notEqual(codeFingerprint(root, true), source);
    // The build id scripts/build-cli.mjs writes is taken as it is; a malformed one is not.
    writeFileSync(path.join(root, 'dist', 'build-id'), '0123456789abcdef0123456789abcdef\n');
    assert.equal(codeFingerprint(root, false), '0123456789abcdef0123456789abcdef');
    writeFileSync(path.join(root, 'dist', 'build-id'), '../../etc\n');
    assert.match(codeFingerprint(root, false), /^[0-9a-f]{32}$/);
    assert.notEqual(codeFingerprint(root, false), '../../etc');
  });
});

// The build cache's output groups (src/pipeline/cached-writes.ts): a file many pages show is kept
// once, in an entry of its own that the pages' entries name; a warm run writes each page and
// each shared file once; a shared file's entry that is gone makes its page again.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { BuildCache } from '../../src/pipeline/build-cache.ts';
import { CachedWrites } from '../../src/pipeline/cached-writes.ts';
import type { SiteOutput } from '../../src/pipeline/site-state.ts';
import type { OutputFile } from '../../src/types.ts';
import { Warnings } from '../../src/warnings.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'docgen-cached-writes-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** An output that records what it is given and makes a fake compressed copy of each file. */
function recordingOutput() {
  const written: OutputFile[] = [];
  const output: SiteOutput = {
    compresses: true,
    begin: async () => {},
    finish: async () => {},
    async write(file, made) {
      written.push(file);
      if (!file.compressed) made?.([{ path: `${file.path}.gz`, contents: `gz:${file.contents}` }]);
    },
  };
  return { output, written };
}

const shared = (i: number): OutputFile => ({
  path: `_docgen/rows/${i}.html`,
  contents: `<li>row ${i}</li>`.repeat(50),
});
const page = (n: number) => ({
  own: [{ path: `p${n}/index.html`, contents: `<h1>page ${n}</h1>` }],
  common: [shared(1), shared(2), shared(3)],
});

/** The entries' files under one area of the cache. */
const entries = (cacheDir: string, area: string) =>
  readdirSync(path.join(cacheDir, area), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

describe('src/pipeline/cached-writes.ts', () => {
  test('a file shown by every page is kept once; a warm run writes each page and each shared file once', async () => {
    const cacheDir = path.join(dir, 'once');
    const cold = new BuildCache({ dir: cacheDir, warnings: new Warnings(), version: 't' });
    const first = recordingOutput();
    const writes = new CachedWrites(cold, first.output);
    let made = 0;
    for (let n = 0; n < 20; n++)
      await writes.write(cold.key('page', n), () => {
        made++;
        return page(n);
      });
    await cold.flush();
    assert.equal(made, 20);
    assert.equal(first.written.length, 20 + 3);
    assert.equal(entries(cacheDir, 'common-file').length, 3);
    assert.equal(entries(cacheDir, 'page').length, 20);

    const warm = new BuildCache({ dir: cacheDir, warnings: new Warnings(), version: 't' });
    const second = recordingOutput();
    const again = new CachedWrites(warm, second.output);
    for (let n = 0; n < 20; n++)
      await again.write(warm.key('page', n), () => {
        made++;
        return page(n);
      });
    await warm.flush();
    assert.equal(made, 20, 'no page made again');
    assert.deepEqual(second.written.map((f) => f.path).sort(), first.written.map((f) => f.path).sort());
    // With the copies made in the cold run.
    for (const file of second.written)
      assert.deepEqual(file.compressed, [{ path: `${file.path}.gz`, contents: `gz:${file.contents}` }]);
  });

  test("a shared file's entry that is gone makes the page again, and nothing is written twice", async () => {
    const cacheDir = path.join(dir, 'gone');
    const cold = new BuildCache({ dir: cacheDir, warnings: new Warnings(), version: 't' });
    const writes = new CachedWrites(cold, recordingOutput().output);
    await writes.write(cold.key('page', 1), () => page(1));
    await cold.flush();
    rmSync(path.join(cacheDir, 'common-file'), { recursive: true });

    const warm = new BuildCache({ dir: cacheDir, warnings: new Warnings(), version: 't' });
    const output = recordingOutput();
    let made = 0;
    await new CachedWrites(warm, output.output).write(warm.key('page', 1), () => {
      made++;
      return page(1);
    });
    await warm.flush(); // the page made again is stored in the background: on disk before the folder goes
    assert.equal(made, 1);
    assert.deepEqual(output.written.map((f) => f.path).sort(), [
      '_docgen/rows/1.html',
      '_docgen/rows/2.html',
      '_docgen/rows/3.html',
      'p1/index.html',
    ]);
  });
});

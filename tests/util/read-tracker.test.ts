// src/util/read-tracker.ts: the files work reads, across awaits and beside other work, and the
// files of work tracked inside it (an inner entry made on a miss) noted for the outer work too.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { noteRead, noteReads, trackReads } from '../../src/util/read-tracker.ts';

describe('src/util/read-tracker.ts', () => {
  test('reads across awaits, pending reads, and nothing of work running beside it', async () => {
    const [a, b] = await Promise.all([
      trackReads(async () => {
        noteRead('/a/1');
        await new Promise((resolve) => setImmediate(resolve));
        noteReads(Promise.resolve(['/a/2']));
        return 'a';
      }),
      trackReads(async () => {
        await new Promise((resolve) => setImmediate(resolve));
        noteRead('/b/1');
        return 'b';
      }),
    ]);
    assert.deepEqual([a.value, a.reads.sort()], ['a', ['/a/1', '/a/2']]);
    assert.deepEqual([b.value, b.reads], ['b', ['/b/1']]);
  });

  test('work tracked inside tracked work notes its files for the outer work too', async () => {
    const outer = await trackReads(async () => {
      noteRead('/outer');
      const inner = await trackReads(async () => {
        noteRead('/partial.md');
        noteReads(Promise.resolve(['/component.tsx']));
        return 1;
      });
      assert.deepEqual(inner.reads.sort(), ['/component.tsx', '/partial.md']);
      return inner.value;
    });
    assert.deepEqual(outer.reads.sort(), ['/component.tsx', '/outer', '/partial.md']);
  });

  test('outside tracked work, a read is noted nowhere', async () => {
    noteRead('/nowhere');
    const after = await trackReads(async () => 0);
    assert.deepEqual(after.reads, []);
  });
});

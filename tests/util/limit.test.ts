import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { mapLimited } from '../../src/util/limit.ts';

describe('src/util/limit.ts', () => {
  test('mapLimited keeps the input order and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const results = await mapLimited([5, 1, 4, 2, 3], 2, async (n) => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setImmediate(resolve));
      running--;
      return n * 10;
    });
    assert.deepEqual(results, [50, 10, 40, 20, 30]);
    assert.equal(most, 2);
  });

  test('mapLimited starts no new item after one fails, and rejects with its error', async () => {
    const started: number[] = [];
    await assert.rejects(
      mapLimited([0, 1, 2, 3, 4, 5], 2, async (n) => {
        started.push(n);
        if (n === 0) throw new Error('page 0 is bad');
        await new Promise((resolve) => setTimeout(resolve, 5));
        return n;
      }),
      /page 0 is bad/,
    );
    // The other worker finishes the item it holds, and takes no other.
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.deepEqual(started, [0, 1]);
  });
});

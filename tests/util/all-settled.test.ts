// src/util/all-settled.ts: `Promise.all`'s values, but a failure is reported only once every
// promise has settled.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { allSettled } from '../../src/util/all-settled.ts';

test('the values in order, as Promise.all gives them', async () => {
  assert.deepEqual(await allSettled([Promise.resolve(1), 'two', Promise.resolve([3])]), [1, 'two', [3]]);
});

test('a rejection waits for the work still running, then is the first one', async () => {
  let finish!: () => void;
  const running = new Promise<void>((resolve) => (finish = resolve));
  const events: string[] = [];
  const all = allSettled([
    Promise.reject(new Error('first')),
    running,
    Promise.reject(new Error('second')),
  ]).catch((error: Error) => events.push(`rejected: ${error.message}`));
  // Promise.all would have rejected by now: several turns of the microtask queue have passed.
  await new Promise((resolve) => setImmediate(resolve));
  events.push('work finished');
  finish();
  await all;
  assert.deepEqual(events, ['work finished', 'rejected: first']);
});

// src/pipeline/run-stages.ts: a stage runs when it has no previous state, when its part of the
// plan changed, or when a key it reads was made anew; otherwise its keys keep their values. A
// background stage runs beside the next ones, and those that read its keys wait for it.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { BuildCache } from '../../src/pipeline/build-cache.ts';
import { emptyPlan, fullPlan } from '../../src/pipeline/plan.ts';
import { runStages } from '../../src/pipeline/run-stages.ts';
import type { SiteOutput, Stage, State } from '../../src/pipeline/site-state.ts';
import { Warnings } from '../../src/warnings.ts';

const output: SiteOutput = { begin: async () => {}, write: async () => {}, finish: async () => {} };

/** Three stages: config → content (from the plan's pages) → routes (from content). */
function stages(ran: string[]): Stage[] {
  return [
    {
      name: 'config',
      reads: [],
      writes: ['templatesDir'],
      watches: (plan) => plan.config,
      run: () => (ran.push('config'), { templatesDir: 'templates' }),
    },
    {
      name: 'content',
      reads: ['templatesDir'],
      writes: ['structure'],
      watches: (plan) => plan.pages.size > 0,
      run: (s, ctx) => (ran.push('content'), { structure: ctx.plan.pages.size ? 'edited' : 'first' }),
    },
    {
      name: 'routes',
      reads: ['structure'],
      writes: ['searchStale'],
      run: (s) => (ran.push('routes'), { searchStale: s.structure === 'edited' }),
    },
  ];
}

const run = (ran: string[], plan = fullPlan(), prev?: State, list = stages(ran)) =>
  runStages({ root: '.', plan, prev, warnings: new Warnings(), output, stages: list });

describe('src/pipeline/run-stages.ts', () => {
  test('without a previous state, every stage runs in order', async () => {
    const ran: string[] = [];
    const state = await run(ran);
    assert.deepEqual(ran, ['config', 'content', 'routes']);
    assert.equal(state.searchStale, false);
  });

  test('with one, only the stages the plan or a changed input concerns', async () => {
    const first = await run([]);
    const ran: string[] = [];
    const plan = emptyPlan();
    plan.pages.add('guide.md');
    const state = await run(ran, plan, first);
    assert.deepEqual(ran, ['content', 'routes'], 'config is not reloaded for a page edit');
    assert.equal(state.templatesDir, 'templates', 'a skipped stage keeps its keys');
    assert.equal(state.searchStale, true);

    const again: string[] = [];
    await run(again, emptyPlan(), state);
    assert.deepEqual(again, [], 'nothing changed: nothing runs');
  });

  test('a stage that makes an equal value does not make its readers run', async () => {
    const first = await run([]);
    const ran: string[] = [];
    const list = stages(ran);
    list[0].watches = () => true; // config runs, and makes the same value
    await run(ran, emptyPlan(), first, list);
    assert.deepEqual(ran, ['config']);
  });

  test('a background stage runs beside the next, and its readers wait for it', async () => {
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const list: Stage[] = [
      {
        name: 'bundle',
        reads: [],
        writes: ['mermaid'],
        background: true,
        run: async () => (await gate, order.push('bundle done'), { mermaid: true }),
      },
      { name: 'middle', reads: [], writes: [], run: () => (order.push('middle'), release(), {}) },
      {
        name: 'render',
        reads: ['mermaid'],
        writes: ['renderAll'],
        run: (s) => (order.push('render'), { renderAll: s.mermaid }),
      },
    ];
    const state = await run([], fullPlan(), undefined, list);
    assert.deepEqual(order, ['middle', 'bundle done', 'render']);
    assert.equal(state.renderAll, true);
  });

  test('a stage that writes a key it does not declare is a bug, and says so', async () => {
    const list: Stage[] = [{ name: 'sloppy', reads: [], writes: [], run: () => ({ mermaid: true }) }];
    await assert.rejects(run([], fullPlan(), undefined, list), /Stage "sloppy" wrote "mermaid"/);
  });

  test('the first error stops the run; a background failure reaches the stage that reads it', async () => {
    const list: Stage[] = [
      {
        name: 'bundle',
        reads: [],
        writes: ['mermaid'],
        background: true,
        run: async () => Promise.reject(new Error('esbuild failed')),
      },
      { name: 'render', reads: ['mermaid'], writes: [], run: () => assert.fail('render must not run') },
    ];
    await assert.rejects(run([], fullPlan(), undefined, list), /esbuild failed/);
  });

  test('a failed run ends once its background stages have: nothing of it runs on after', async () => {
    const ran: string[] = [];
    let finish!: () => void;
    const background = new Promise<void>((resolve) => (finish = resolve));
    const list: Stage[] = [
      {
        name: 'bundle',
        reads: [],
        writes: ['templatesDir'],
        background: true,
        run: async () => {
          await background;
          ran.push('bundle done');
          return { templatesDir: 'templates' };
        },
      },
      {
        name: 'fails',
        reads: [],
        writes: ['structure'],
        run: () => {
          setImmediate(finish);
          throw new Error('a broken page');
        },
      },
    ];
    await assert.rejects(run(ran, fullPlan(), undefined, list), /a broken page/);
    assert.deepEqual(ran, ['bundle done'], 'the background stage had finished when the run failed');
  });

  test('a failed run ends once what it stored in the build cache is on disk', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docgen-run-stages-'));
    try {
      const cache = new BuildCache({ dir, warnings: new Warnings(), version: 't' });
      const key = cache.key('config', 'compiled');
      const list: Stage[] = [
        {
          name: 'config',
          reads: [],
          writes: ['cache'],
          run: () => {
            cache.set(key, { js: 'x'.repeat(1_000_000) }); // written in the background
            return { cache };
          },
        },
        {
          name: 'fails',
          reads: [],
          writes: ['structure'],
          run: () => {
            throw new Error('a broken page');
          },
        },
      ];
      await assert.rejects(run([], fullPlan(), undefined, list), /a broken page/);
      // Nothing is left writing into the site's folder (dev's test removed it at once: ENOTEMPTY).
      const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
      assert.ok(
        files.some((e) => e.name.endsWith('.bin')),
        'the entry is on disk',
      );
      assert.ok(!files.some((e) => e.name.endsWith('.tmp')), 'no write under way');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

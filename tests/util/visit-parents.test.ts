// src/util/visit-parents.ts walks a tree as `unist-util-visit-parents` does (the CLI bundle uses
// it in the package's place): on generated trees (fixed seed), with tests, reverse order, enter
// and exit visitors, and visitors that skip, stop, jump, remove and insert nodes, both make the
// same calls with the same indexes and parents, leave the same tree, and throw the same errors.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { visitParents as original } from 'unist-util-visit-parents';
import { visitParents as ours, CONTINUE, EXIT, SKIP } from '../../src/util/visit-parents.ts';
import { seededRandom } from '../helpers/seeded-random.ts';

interface Node {
  type: string;
  id: number;
  tagName?: string;
  children?: Node[];
}

const TYPES = ['paragraph', 'text', 'element', 'heading', 'code'];

function makeTree(rand: () => number): Node {
  let id = 0;
  const make = (depth: number): Node => {
    const type = depth === 0 ? 'root' : TYPES[Math.floor(rand() * TYPES.length)];
    const node: Node = { type, id: id++ };
    if (type === 'element') node.tagName = rand() < 0.5 ? 'pre' : 'p';
    if (depth < 4 && (depth === 0 || rand() < 0.6)) {
      node.children = Array.from({ length: Math.floor(rand() * 5) }, () => make(depth + 1));
    }
    return node;
  };
  return make(0);
}

/** One walk: the calls it made and the tree it left. */
function walk(
  visit: typeof ours,
  tree: Node,
  seed: number,
  shape: { test: unknown; reverse: boolean; exit: boolean },
): { calls: string[]; tree: string } {
  const rand = seededRandom(seed);
  const calls: string[] = [];
  let fresh = 10_000;
  const act = (kind: string) => (node: Node, parents: Node[], index: number | undefined) => {
    calls.push(`${kind} ${node.id} @${index} [${parents.map((p) => p.id).join(',')}]`);
    const r = rand();
    const parent = parents[parents.length - 1];
    if (r < 0.05) return EXIT;
    if (r < 0.15 && kind === 'enter') return SKIP;
    if (r < 0.2 && parent?.children && index !== undefined) {
      parent.children.splice(index, 1); // removed: the walk goes on at the same index
      return index;
    }
    if (r < 0.25 && parent?.children && index !== undefined) {
      parent.children.splice(index + 1, 0, { type: 'text', id: fresh++ }); // inserted after
      return [CONTINUE, index + 2];
    }
    if (r < 0.3) return [CONTINUE];
    return undefined;
  };
  const visitors = shape.exit ? { enter: act('enter'), exit: act('exit') } : act('enter');
  if (shape.test === undefined) visit(tree as never, visitors as never, shape.reverse);
  else visit(tree as never, shape.test as never, visitors as never, shape.reverse);
  return { calls, tree: JSON.stringify(tree) };
}

describe('src/util/visit-parents.ts', () => {
  test('walks 600 generated trees exactly as unist-util-visit-parents does', () => {
    const tests: unknown[] = [
      undefined,
      'element',
      ['text', 'code'],
      { type: 'element', tagName: 'pre' },
      (node: Node, index?: number) => node.id % 2 === 0 && index !== 0,
    ];
    const rand = seededRandom(36);
    for (let i = 0; i < 600; i++) {
      const tree = makeTree(rand);
      const shape = { test: tests[i % tests.length], reverse: i % 3 === 0, exit: i % 4 === 1 };
      const a = walk(original as typeof ours, structuredClone(tree), i, shape);
      const b = walk(ours, structuredClone(tree), i, shape);
      assert.deepEqual(b, a, `tree ${i}`);
    }
  });

  test('throws what the package throws for a bad tree, visitor, or exit result', () => {
    const tree: Node = { type: 'root', id: 0, children: [{ type: 'text', id: 1 }] };
    const cases: [string, (visit: typeof ours) => void][] = [
      ['no tree', (visit) => visit(null as never, () => {})],
      ['no visitor', (visit) => visit(tree as never, 'text', 42 as never)],
      ['enter not a function', (visit) => visit(tree as never, { enter: 1, exit: () => {} } as never)],
      ['no exit', (visit) => visit(tree as never, { enter: () => {} } as never)],
      ['SKIP from exit', (visit) => visit(tree as never, { exit: () => SKIP } as never)],
    ];
    for (const [what, run] of cases) {
      let expected: unknown;
      try {
        run(original as typeof ours);
      } catch (error) {
        expected = (error as Error).message;
      }
      assert.ok(expected, what);
      assert.throws(() => run(ours), { message: expected as string }, what);
    }
  });
});

// `unist-util-visit-parents` (6.1), without its per-node cost: the package makes a closure for
// every node it visits and renames it (`Object.defineProperty(visit, 'name', …)`, for stack
// traces), which was a tenth of a Markdown page's render in the profile of a 1,000-page build.
// The CLI bundle uses this module in its place (scripts/build-cli.mjs aliases the package), for
// docgen's plugins and every unified package that visits trees (unist-util-visit, mdast-util-*,
// hast-util-*). The walk is the package's, step for step: the same order, indexes, `parents`
// arrays (one per parent, which a visitor may keep), return values and errors;
// tests/util/visit-parents.test.ts compares the two on generated trees.
import { convert, type Test } from 'unist-util-is';

export const CONTINUE = true;
export const EXIT = false;
export const SKIP = 'skip';

type Action = typeof CONTINUE | typeof EXIT | typeof SKIP;
type Result = [(Action | undefined)?, number?];
interface Node {
  type: string;
  children?: Node[];
}
type Visitor = (node: Node, parents: Node[], index: number | undefined) => unknown;

const EMPTY: Result = [];

export function visitParents(
  tree: Node,
  testOrEnterOrVisitors: unknown,
  enterOrVisitorsOrReverse?: unknown,
  reverse?: boolean,
): void {
  if (!tree || typeof tree !== 'object') {
    throw new Error('Unexpected value `' + String(tree) + '` for `tree`, expected node');
  }
  let preorder = true;
  let check: Test;
  let visitors: unknown;
  if (
    typeof enterOrVisitorsOrReverse === 'function' ||
    (enterOrVisitorsOrReverse && typeof enterOrVisitorsOrReverse === 'object')
  ) {
    check = testOrEnterOrVisitors as Test;
    visitors = enterOrVisitorsOrReverse;
    if (reverse) preorder = false;
  } else {
    visitors = testOrEnterOrVisitors;
    if (enterOrVisitorsOrReverse) preorder = false;
  }
  let enter: Visitor | undefined;
  let exit: Visitor | undefined;
  if (typeof visitors === 'function') {
    enter = visitors as Visitor;
  } else if (visitors && typeof visitors === 'object') {
    const given = visitors as { enter?: unknown; exit?: unknown };
    if (given.enter !== null && given.enter !== undefined) {
      if (typeof given.enter !== 'function')
        throw new Error(
          'Unexpected value `' + String(given.enter) + '` for `visitors.enter`, expected optional visitor',
        );
      enter = given.enter as Visitor;
    }
    if (typeof given.exit !== 'function')
      throw new Error(
        'Unexpected value `' +
          String(given.exit) +
          '` for `visitors.exit`, expected visitor (pass a visitor directly if you only want an enter visitor)',
      );
    exit = given.exit as Visitor;
  } else {
    throw new Error(
      'Unexpected value `' +
        String(visitors) +
        '` for `enter` or `visitors`, expected visitor or object with visitors',
    );
  }

  const is = convert(check);
  const step = preorder ? 1 : -1;

  const visit = (node: Node, index: number | undefined, parents: Node[]): Result => {
    const matches = !check || is(node as never, index, (parents[parents.length - 1] || undefined) as never);
    let result = EMPTY;
    if (enter && matches) {
      result = toResult(enter(node, parents, index));
      if (result[0] === EXIT) return result;
    }
    if ('children' in node && node.children && result[0] !== SKIP) {
      const children = node.children;
      let offset = (preorder ? -1 : children.length) + step;
      const grandparents = [...parents, node];
      while (offset > -1 && offset < node.children.length) {
        const subresult = visit(node.children[offset], offset, grandparents);
        if (subresult[0] === EXIT) return subresult;
        offset = typeof subresult[1] === 'number' ? subresult[1] : offset + step;
      }
    }
    if (exit && matches) {
      const exitResult = toResult(exit(node, parents, index));
      if (exitResult[0] === SKIP)
        throw new Error(
          'Unexpected value `' +
            String(exitResult[0]) +
            '` from `exit`, expected `CONTINUE`, `EXIT`, index, or nothing',
        );
      if (exitResult[0] === EXIT || typeof exitResult[1] === 'number') return exitResult;
    }
    return result;
  };
  visit(tree, undefined, []);
}

function toResult(value: unknown): Result {
  if (Array.isArray(value)) return value as Result;
  if (typeof value === 'number') return [CONTINUE, value];
  return value === null || value === undefined ? EMPTY : [value as Action];
}

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { fromMarkdown } from 'mdast-util-from-markdown';
import {
  deepEmphasisLine,
  deepLine,
  MAX_NESTING,
} from '../../../../src/content/markdown/plugins/remark-nesting-limit.ts';

/** Depth of the parsed tree (a nested list level counts two), as remark-nesting-limit measures it. */
function parsedDepth(markdown: string): number {
  let deepest = 0;
  const stack: [{ children?: unknown[] }, number][] = [[fromMarkdown(markdown), 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    deepest = Math.max(deepest, depth);
    for (const child of node.children ?? []) stack.push([child as { children?: unknown[] }, depth + 1]);
  }
  return deepest;
}

const nestedList = (levels: number, indent = '  ') =>
  Array.from({ length: levels }, (_, i) => `${indent.repeat(i)}- item ${i}`).join('\n');

// Pages the parser reads in time: none may be refused (a false alarm fails a real build).
const fine: [string, string][] = [
  ['a list nested 40 levels', nestedList(40)],
  [
    'ordered lists nested 40 levels',
    Array.from({ length: 40 }, (_, i) => `${'   '.repeat(i)}1. step`).join('\n'),
  ],
  ['tab-indented lists', nestedList(40, '\t')],
  [
    'a list item followed by indented code',
    `- item\n\n${Array.from({ length: 200 }, (_, i) => `${' '.repeat(6 + i)}- not a list`).join('\n')}`,
  ],
  ['deeply indented lines in fenced code', `\`\`\`yaml\n${nestedList(300)}\n\`\`\``],
  ['deeply indented lines in tilde-fenced code', `~~~\n${nestedList(300)}\n~~~`],
  [
    'indented code at the top level',
    Array.from({ length: 300 }, (_, i) => `${' '.repeat(4 + i)}- x`).join('\n'),
  ],
  ['a thematic break of many dashes', '- '.repeat(200)],
  ['many lists one after another', Array.from({ length: 500 }, () => '- a\n  - b\n    - c').join('\n\n')],
  ['Python prose', 'Call `f(*args, **kwargs)` or f(*args, **kwargs). '.repeat(200)],
  ['balanced emphasis', '*a* **b** _c_ __d__ ***e*** '.repeat(500)],
  ['snake_case and arithmetic', 'snake_case_name a*b*c 2 * 3 * 4 '.repeat(500)],
  ['emphasis nested 40 deep', `${'*a **a '.repeat(20)}b${' a** a*'.repeat(20)}`],
  ['escaped markers', '\\*a '.repeat(500)],
  ['openers across paragraphs', Array.from({ length: 300 }, () => '*unclosed').join('\n\n')],
  ['openers in code spans', '`*x` '.repeat(500)],
];

describe('deepLine and deepEmphasisLine', () => {
  for (const [name, markdown] of fine)
    test(`passes ${name}`, () => {
      assert.equal(deepLine(markdown), undefined);
      assert.equal(deepEmphasisLine(markdown), undefined);
    });

  test('finds indented lists a level deeper a line, at the line where they pass the limit', () => {
    // 51 lists hold 51 items: 102 levels, past 100 at the 51st line.
    assert.equal(deepLine(nestedList(1000)), 51);
    assert.equal(deepLine(`Text\n\n${nestedList(1000)}`), 53);
    assert.equal(
      deepLine(Array.from({ length: 1000 }, (_, i) => `${'   '.repeat(i)}1. step`).join('\n')),
      51,
    );
    assert.equal(deepLine(nestedList(1000, '\t')), 51);
    // The parser agrees that the tree is deeper than the limit where it is called.
    assert.ok(parsedDepth(nestedList(51)) > MAX_NESTING);
  });

  test('finds markers in a row on one line', () => {
    assert.equal(deepLine(`a\n\n${'> '.repeat(200)}deep`), 3);
    assert.equal(deepLine(`${'* '.repeat(60)}deep`), 1);
  });

  test('finds emphasis opened more than the limit in one paragraph, at its line', () => {
    const deep = `${'*a **a '.repeat(5000)}b${' a** a*'.repeat(5000)}`;
    assert.equal(deepEmphasisLine(`Text\n\n${deep}`), 3);
    assert.equal(deepEmphasisLine(`Text\n\n${'_a __a '.repeat(60)}\nmore${' b__ b_'.repeat(60)}`), 3);
    const lines = `Para\n${Array.from({ length: 120 }, () => '*a').join('\n')}\n${'b* '.repeat(120)}`;
    assert.equal(deepEmphasisLine(lines), 102);
    // Never closed, they nest nothing.
    assert.equal(deepEmphasisLine(`Para\n${Array.from({ length: 120 }, () => '*a').join('\n')}`), undefined);
  });

  test('linear in the text: a megabyte of each shape in well under a second', () => {
    const started = performance.now();
    deepLine(nestedList(3000));
    deepLine('- '.repeat(500_000));
    deepEmphasisLine('*a '.repeat(300_000));
    deepEmphasisLine(`\`${'x '.repeat(500_000)}`);
    deepEmphasisLine('`` ` '.repeat(200_000));
    assert.ok(performance.now() - started < 5000);
  });
});

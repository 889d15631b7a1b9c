// src/shared/linear-regexp.ts: a spec's ECMAScript patterns run on RE2 as JavaScript would run
// them, including the escapes RE2 spells otherwise (`\u0031`, `\p{ASCII}`, `\cJ`).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inRe2Syntax, linearRegExp, unsupportedPattern } from '../../src/shared/linear-regexp.ts';

// Each pattern from a real spec or the ECMAScript spec, and texts it must (not) match, as
// JavaScript's own engine says.
const CASES: [string, string[]][] = [
  ['^[\\u0031-\\u0039][\\u0030-\\u0039]{2,3}$', ['123', '9999', '012', '12', '1a3']],
  ['^\\u00e9t\\u00E9$', ['été', 'ete']],
  ['^\\u{1F600}+$', ['😀😀', ':)']],
  ['^\\uD83D\\uDE00$', ['😀', 'x']],
  ['^\\p{ASCII}*$', ['plain text', 'naïve']],
  ['^\\P{ASCII}$', ['é', 'e']],
  ['^[\\p{ASCII}é]+$', ['abcé', 'ü']],
  ['^\\p{Script=Greek}+$', ['αβγ', 'abc']],
  ['^\\p{gc=Lu}', ['Abc', 'abc']],
  ['^a\\cJb$', ['a\nb', 'a b']],
  ['^\\\\u0031$', ['\\u0031', '1']],
  ['^[\\]\\u0041]+$', [']A]', 'B']],
  ['^\\d{3}-\\w+$', ['123-abc', '12-abc']],
];

test('ECMAScript escapes RE2 spells otherwise run, and match what JavaScript matches', () => {
  for (const [pattern, texts] of CASES) {
    assert.equal(unsupportedPattern(pattern), undefined, `${pattern} → ${inRe2Syntax(pattern)}`);
    const js = new RegExp(pattern, 'u');
    const re2 = linearRegExp(pattern, 'u');
    for (const text of texts)
      assert.equal(re2.test(text), js.test(text), `${pattern} on ${JSON.stringify(text)}`);
  }
});

test('what RE2 cannot run is still said (lookaround, backreferences), and checks nothing', () => {
  for (const pattern of ['^(?=a)a$', '(a)\\1', '^(?!x)']) {
    assert.ok(unsupportedPattern(pattern), pattern);
    assert.equal(linearRegExp(pattern, 'u').test('anything'), true);
  }
  // `\P{ASCII}` inside a class has no RE2 spelling: left as written, refused.
  assert.ok(unsupportedPattern('[\\P{ASCII}a]'));
});

test('hostile patterns (fixed seed): the rewrite never throws, stays linear, and never changes a pattern without a backslash', () => {
  let seed = 83;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pieces = [
    '\\',
    'u',
    '{',
    '}',
    'D83D',
    '\\uDE00',
    'p{',
    'ASCII',
    'P',
    'c',
    '[',
    ']',
    '^',
    'x',
    '(',
    ')',
    '0',
    'Script=',
    '*',
    '+',
    '\u0000',
    '😀',
  ];
  for (let n = 0; n < 2000; n++) {
    let pattern = '';
    for (let k = Math.floor(random() * 20); k > 0; k--)
      pattern += pieces[Math.floor(random() * pieces.length)];
    const rewritten = inRe2Syntax(pattern);
    if (!pattern.includes('\\')) assert.equal(rewritten, pattern);
    const check = linearRegExp(pattern, 'u');
    assert.equal(typeof check.test('some text 😀'), 'boolean');
  }
  // Long inputs take time in proportion to their length.
  const long = '\\u0041'.repeat(20_000) + '\\'.repeat(50_001);
  const started = performance.now();
  inRe2Syntax(long);
  assert.ok(performance.now() - started < 2000, 'rewrite of 170 KB of escapes');
});

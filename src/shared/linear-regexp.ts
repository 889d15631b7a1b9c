// The regular-expression engine for the patterns of a spec (`pattern`, `patternProperties`), as
// Ajv takes one (`code.regExp`): RE2 (re2js, plain JavaScript, so the browser's mock runs it
// too), whose matching time is linear in the text. JavaScript's own engine backtracks: `^(a+)+$`
// against 30 characters takes seconds, and in `docgen mock` every other request waits for it.
// RE2 has no backreferences or lookaround; a pattern it cannot run checks nothing (accepts every
// value) rather than run on the backtracking engine, and the build warns about it (unsupportedPattern).
import { RE2JS } from 're2js';

export interface PatternTest {
  test(text: string): boolean;
}

/** Why RE2 cannot run `pattern` (its message), or undefined when it can. */
export function unsupportedPattern(pattern: string): string | undefined {
  try {
    RE2JS.compile(pattern);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** Ajv's `code.regExp`: `test` finds the pattern anywhere in the text, as JSON Schema's `pattern` does. */
export function linearRegExp(pattern: string, flags: string): PatternTest {
  let compiled: RE2JS | undefined;
  try {
    compiled = RE2JS.compile(pattern);
  } catch {
    compiled = undefined;
  }
  return {
    test: (text: string) => (compiled ? compiled.matcher(text).find() : true),
    // Ajv keeps one compiled pattern per `toString()`.
    toString: () => `/${pattern}/${flags}`,
  } as PatternTest;
}

/** How Ajv's standalone code asks for the engine (the console's validators get it from their runtime). */
linearRegExp.code = 'require("docgen/linear-regexp").linearRegExp';

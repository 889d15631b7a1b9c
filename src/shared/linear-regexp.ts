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
    RE2JS.compile(inRe2Syntax(pattern));
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** Ajv's `code.regExp`: `test` finds the pattern anywhere in the text, as JSON Schema's `pattern` does. */
export function linearRegExp(pattern: string, flags: string): PatternTest {
  let compiled: RE2JS | undefined;
  try {
    compiled = RE2JS.compile(inRe2Syntax(pattern));
  } catch {
    compiled = undefined;
  }
  return {
    test: (text: string) => (compiled ? compiled.matcher(text).find() : true),
    // Ajv keeps one compiled pattern per `toString()`.
    toString: () => `/${pattern}/${flags}`,
  } as PatternTest;
}

/**
 * A spec's pattern is ECMAScript syntax (JSON Schema says so); RE2 spells a few of the same things
 * otherwise. Rewritten, outside and inside character classes: `\u0031`, `\u{1F600}` and surrogate
 * pairs → `\x{…}`; `\cJ` → its control character; `\p{ASCII}` → `\x00-\x7F`; `\p{Script=Greek}`,
 * `\p{sc=…}`, `\p{General_Category=L}`, `\p{gc=…}` → `\p{Greek}`, `\p{L}`. Everything else is
 * left as written (RE2 reads it alike, or refuses it: a warning, as before).
 */
export function inRe2Syntax(pattern: string): string {
  if (!pattern.includes('\\')) return pattern;
  let out = '';
  let inClass = false;
  const hex = (code: number) => `\\x{${code.toString(16).toUpperCase()}}`;
  // Sticky: each one reads at `lastIndex`, right after the backslash (no copies of the rest).
  const at = (re: RegExp, index: number) => {
    re.lastIndex = index;
    return re.exec(pattern);
  };
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c !== '\\') {
      if (c === '[' && !inClass) inClass = true;
      else if (c === ']' && inClass) inClass = false;
      out += c;
      continue;
    }
    const unit = at(UNIT, i + 1);
    const braced = at(BRACED, i + 1);
    const control = at(CONTROL, i + 1);
    const property = at(PROPERTY, i + 1);
    if (unit) {
      let code = parseInt(unit[1]!, 16);
      let end = i + 1 + unit[0].length;
      const low = code >= 0xd800 && code <= 0xdbff ? at(LOW_SURROGATE, end) : null;
      if (low) {
        code = 0x10000 + ((code - 0xd800) << 10) + (parseInt(low[1]!, 16) - 0xdc00);
        end += low[0].length;
      }
      out += hex(code);
      i = end - 1;
    } else if (braced && parseInt(braced[1]!, 16) <= 0x10ffff) {
      out += hex(parseInt(braced[1]!, 16));
      i += braced[0].length;
    } else if (control) {
      out += hex(control[1]!.charCodeAt(0) % 32);
      i += control[0].length;
    } else if (property && property[2] === 'ASCII' && (property[1] === 'p' || !inClass)) {
      const range = '\\x00-\\x7F';
      out += inClass ? range : property[1] === 'p' ? `[${range}]` : `[^${range}]`;
      i += property[0].length;
    } else if (property) {
      out += `\\${property[1]}{${property[2]}}`;
      i += property[0].length;
    } else {
      // Any other escape, whole: `\\`, `\[`, `\]` never open or close a class.
      out += c + (pattern[i + 1] ?? '');
      i++;
    }
  }
  return out;
}

const UNIT = /u([0-9a-fA-F]{4})/y;
const LOW_SURROGATE = /\\u([dD][c-fC-F][0-9a-fA-F]{2})/y;
const BRACED = /u\{([0-9a-fA-F]{1,6})\}/y;
const CONTROL = /c([a-zA-Z])/y;
const PROPERTY = /([pP])\{(?:(?:Script|sc|Script_Extensions|scx|General_Category|gc)=)?([A-Za-z_]{1,40})\}/y;

/** How Ajv's standalone code asks for the engine (the console's validators get it from their runtime). */
linearRegExp.code = 'require("docgen/linear-regexp").linearRegExp';

// The Ajv runtime helpers the build's compiled validators ask for (`require("ajv/dist/runtime/…")`
// in Ajv's standalone code, rewritten to `runtime(…)` by src/openapi/outputs/console-modules.ts). Bundled
// into the validators' shared chunk, so the console itself carries none of it: small stand-ins for
// Ajv's own, whose dependencies (fast-deep-equal, uri-js) the browser does not need.
import { fullFormats } from 'ajv-formats/dist/formats.js';

/** Deep equality of JSON values (Ajv's `const`, `enum` and `uniqueItems`). */
function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => equal((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** Length in Unicode code points (JSON Schema's string length). */
const ucs2length = (text: string) => [...text].length;

const RUNTIME: Record<string, unknown> = {
  'ajv/dist/runtime/equal': { default: equal },
  'ajv/dist/runtime/ucs2length': { default: ucs2length },
  'ajv-formats/dist/formats': { fullFormats },
};

export function runtime(id: string): unknown {
  const found = RUNTIME[id];
  if (!found) throw new Error(`The console has no ${id} for this page's validators.`);
  return found;
}

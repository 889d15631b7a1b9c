// The docgen config written by `docgen init --from-docusaurus`: plain values as a TypeScript object
// literal. Every string goes through tsString (JSON's escapes), so a hostile title, label or URL
// stays a string; `Code` pieces are docgen's own (an editUrl function it builds from a URL).
import { tsString } from '../init-files.ts';
import type { Code } from './map-config.ts';

export function configSource(config: Record<string, unknown>, header: string[]): string {
  return [
    // A comment line ends at any line terminator: those in a header become spaces.
    ...header.map((line) => `// ${line.replace(/[\r\n\u2028\u2029]/g, ' ')}`),
    "import { defineConfig } from 'docgen';",
    '',
    `export default defineConfig(${tsValue(config, '')});`,
    '',
  ].join('\n');
}

function isCode(value: unknown): value is Code {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.keys(value).length === 1 &&
    typeof (value as Code).code === 'string'
  );
}

function tsValue(value: unknown, indent: string): string {
  if (isCode(value)) return value.code;
  if (typeof value === 'string') return tsString(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => `${inner}${tsValue(v, inner)},`).join('\n')}\n${indent}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : tsString(k));
    return `{\n${entries.map(([k, v]) => `${inner}${key(k)}: ${tsValue(v, inner)},`).join('\n')}\n${indent}}`;
  }
  throw new TypeError(`Cannot write a ${typeof value} into the config.`);
}

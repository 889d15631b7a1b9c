// An OpenAPI file's text → plain data: JSON fast, else strict YAML 1.2 (duplicate keys, alias
// bombs and nesting past the readers' limit are clear errors naming the file and line).
import * as jsYaml from 'js-yaml';
import YAML from 'yaml';
import { DocgenError } from '../../errors.ts';
import type { OpenApiDocument } from '../document.ts';

/** Plain data from YAML (or JSON). Duplicate keys are errors, as in any strict YAML 1.2 reader. */
export function parseYaml(text: string, file: string): OpenApiDocument {
  // Most large specs are JSON, which JSON.parse reads ten times faster than a YAML reader (GitHub's
  // 13 MB: 0.2 s instead of 2 s). Anything it refuses goes to the YAML reader for its message.
  if (text.trimStart().startsWith('{')) {
    try {
      const document: unknown = JSON.parse(text);
      if (document && typeof document === 'object' && !Array.isArray(document))
        return document as OpenApiDocument;
    } catch {
      // not strict JSON (YAML flow style, a comment, a trailing comma): read as YAML below
    }
  }
  try {
    // The core schema reads `2024-01-01` as a string and `yes` as a string, as YAML 1.2 does.
    const document = jsYaml.load(text, { schema: jsYaml.CORE_SCHEMA, filename: file }) as OpenApiDocument;
    // JSON has no aliases; in YAML, only a file whose aliases share a mapping or a list (which is
    // how js-yaml reads an alias to one) can stand for more nodes than it holds.
    if (!text.trimStart().startsWith('{') && /(^|[\s[{,:-])\*[^\s,\]}]+/m.test(text) && sharesNodes(document))
      assertNoAliasBomb(text, file);
    return document;
  } catch (error) {
    if (error instanceof DocgenError) throw error;
    // js-yaml and yaml both stop at 100 levels of nesting: that is a limit, not a syntax error.
    const tooDeep = YAML.parseDocument(text, { uniqueKeys: true }).errors.find((e) =>
      /maxDepth/.test(e.message),
    );
    const depth = /maxDepth \((\d+)\)/.exec(tooDeep?.message ?? (error as Error).message);
    if (depth) {
      throw new DocgenError(`OpenAPI file nests more than ${depth[1]} levels deep, more than docgen reads.`, {
        file,
        line: tooDeep?.linePos?.[0].line,
        hint: 'Name the inner schemas under `components/schemas` and refer to them with `$ref`: each reference starts a new level.',
      });
    }
    // The `yaml` package words syntax errors better; ask it for the message. It also reads what
    // js-yaml refuses and YAML 1.2 allows (Docker Engine's spec closes a flow mapping `}` at its
    // key's indentation, which js-yaml calls "deficient indentation"): then its data is the file's.
    const yaml = YAML.parseDocument(text, { uniqueKeys: true });
    if (yaml.errors.length === 0 && yaml.contents) {
      assertNoAliasBomb(text, file);
      return yaml.toJS({ maxAliasCount: -1 }) as OpenApiDocument;
    }
    const first = yaml.errors[0];
    if (first) {
      throw new DocgenError(
        `OpenAPI file is not valid YAML: ${first.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}.`,
        {
          file,
          line: first.linePos?.[0].line,
          column: first.linePos?.[0].col,
          hint: 'Check the indentation and quoting around that line.',
        },
      );
    }
    const mark = (error as { mark?: { line: number; column: number }; reason?: string }).mark;
    throw new DocgenError(
      `OpenAPI file is not valid YAML: ${(error as { reason?: string }).reason ?? (error as Error).message}.`,
      {
        file,
        line: mark ? mark.line + 1 : undefined,
        column: mark ? mark.column + 1 : undefined,
        hint: 'Check the indentation and quoting around that line.',
      },
    );
  }
}

/** Whether some mapping or list is reached twice in `value` (an alias to it). */
function sharesNodes(value: unknown): boolean {
  const seen = new Set<object>();
  const stack: unknown[] = [value];
  while (stack.length) {
    const node = stack.pop();
    if (!node || typeof node !== 'object') continue;
    if (seen.has(node)) return true;
    seen.add(node);
    for (const child of Object.values(node)) if (child && typeof child === 'object') stack.push(child);
  }
  return false;
}

/**
 * YAML aliases (`*name`) share one node among many places: a few lines can stand for billions
 * of nodes ("billion laughs"), and every later walk of the document would never end. The `yaml`
 * package counts what each alias expands to and stops past a bound no real spec comes near.
 */
function assertNoAliasBomb(text: string, file: string): void {
  try {
    YAML.parseDocument(text, { uniqueKeys: false }).toJS({ maxAliasCount: 1000 });
  } catch (error) {
    if (!/alias/i.test((error as Error).message)) return; // other problems are reported elsewhere
    throw new DocgenError(
      'OpenAPI file expands too much: its YAML aliases (`*name`) stand for more nodes than any API description needs.',
      {
        file,
        hint: 'Write the repeated parts out, or share them with `$ref` instead of YAML aliases.',
      },
    );
  }
}

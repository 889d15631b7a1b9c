// Multi-file specs: `$ref: ./schemas/pet.yaml#/Pet` is resolved against the folder of the file
// that holds it (json-schema-ref-parser's bundler), and the parts are joined into one document
// with internal `$ref`s only. Nothing is fetched: a remote `$ref` in any file is an error.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import { DocgenError } from '../../errors.ts';
import { escapePointer, remoteRefError, type OpenApiDocument } from '../document.ts';
import { parseYaml } from './parse-yaml.ts';
import { lineFinder } from './line-finder.ts';
import { noteRead } from '../../util/read-tracker.ts';

const REMOTE = /^[a-z][a-z0-9+.-]*:\/\//i;

/** The first `$ref` to a URL (http:, https:, ftp:…) and where it is. */
export function findRemoteRef(value: unknown): { ref: string; pointer: string } | undefined {
  return findRef(value, (ref) => REMOTE.test(ref) && !ref.startsWith('file:'));
}

/** Does any `$ref` point outside the document (another file)? */
export function hasFileRefs(value: unknown): boolean {
  return findRef(value, (ref) => !ref.startsWith('#')) !== undefined;
}

function findRef(
  value: unknown,
  match: (ref: string) => boolean,
  at = '',
): { ref: string; pointer: string } | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && match(ref)) return { ref, pointer: `${at}/$ref` };
  for (const [key, child] of Object.entries(value)) {
    const found = findRef(child, match, `${at}/${escapePointer(key)}`);
    if (found) return found;
  }
  return undefined;
}

export async function bundleFiles(
  raw: OpenApiDocument,
  { root, file }: { root: string; file: string },
): Promise<OpenApiDocument> {
  const absolute = path.resolve(root, file);
  const relative = (url: string) =>
    path
      .relative(root, url.startsWith('file:') ? fileURLToPath(url) : url)
      .split(path.sep)
      .join('/');
  const parser = new $RefParser();
  // The bundler tries its next parser when one throws: keep our first error to report it instead.
  let problem: DocgenError | undefined;
  try {
    await parser.bundle(absolute, structuredClone(raw), {
      resolve: { http: false, external: true },
      parse: {
        // Sibling files are read as the spec itself is (YAML 1.2 core schema, duplicate keys refused)
        // and checked for remote `$ref`s, which are reported with their own file and line.
        docgen: {
          order: 0,
          canParse: /\.(ya?ml|json)$/i,
          parse(part: { url: string; data: Buffer | string }) {
            const name = relative(part.url);
            noteRead(path.resolve(root, name));
            const text = typeof part.data === 'string' ? part.data : part.data.toString('utf8');
            try {
              const value = parseYaml(text, name);
              const remote = findRemoteRef(value);
              if (remote)
                throw remoteRefError(remote.ref, name, remote.pointer, lineFinder(text)(remote.pointer));
              return value;
            } catch (error) {
              problem ??= error as DocgenError;
              throw error;
            }
          },
        },
      },
    } as never);
  } catch (error) {
    if (problem) throw problem;
    const missing = /Error (?:opening|reading) file "?([^"\n]+?)"?(?::|$)/.exec((error as Error).message);
    throw new DocgenError(
      `Cannot bundle the spec's files: ${missing ? `cannot read ${relative(missing[1])}` : (error as Error).message}.`,
      {
        file,
        hint: 'A `$ref` to another file is resolved against the folder of the file that holds it; check the path.',
      },
    );
  }
  return parser.schema as OpenApiDocument;
}

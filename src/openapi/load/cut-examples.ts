// Request and response body examples over a size (`openapi[].maxExampleSize`, 256 KB by default)
// are cut where the spec is loaded, so every output made from the document gets the cut: a 50 MB
// example once made a 52 MB page, a 52 MB route JSON and a 52 MB console module, and took 68 s to
// build. The page shows the example's first bytes and links to the whole example, written once
// as a file beside the API's pages; the console, the in-browser mock and the code samples use the
// schema instead (as for a body without an example); the build warns once per example.
import { createHash } from 'node:crypto';
import { DocgenError } from '../../errors.ts';
import type { OutputFile } from '../../types.ts';
import { escapePointer, type OpenApiDocument } from '../document.ts';
import { placeIn, type SpecPlaces } from './spec-lines.ts';

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Where a cut example's part and download are, in place of its `value` (read by the views). */
export const CUT_KEY = 'x-docgen-cut';

export interface CutExample {
  /** The example's first bytes, as the page shows them (pretty-printed JSON, or the text). */
  text: string;
  /** The whole example's size in bytes, as written to its download. */
  size: number;
  /** The download's output path (`reference/examples/<hash>.json`). */
  path: string;
}

/** 256 KB: far above what a reader scrolls through, far below what slows a page. */
export const DEFAULT_MAX_EXAMPLE_SIZE = 256 * 1024;

export interface CutOptions {
  file: string;
  route: string;
  /** Bytes. */
  limit: number;
  /** The config key readers raise (`openapi[0].maxExampleSize`). */
  configKey: string;
  lineOf(pointer: string): number | undefined;
  /** The pointer as the file has it (LoadedApi.filePointer). */
  filePointer(pointer: string): string;
  /** Where a pointer is written (LoadedApi.placeOf). */
  placeOf?: SpecPlaces['placeOf'];
}

/** Cuts the document's large body examples in place; returns their downloads and one warning each. */
export function cutLargeExamples(
  document: OpenApiDocument,
  options: CutOptions,
): { downloads: OutputFile[]; warnings: DocgenError[] } {
  const downloads: OutputFile[] = [];
  const warnings: DocgenError[] = [];
  if (!Number.isFinite(options.limit)) return { downloads, warnings };
  // A media type object reached twice (a shared response) is cut, and reported, once.
  const seen = new WeakSet<object>();
  const cutMedia = (media: Obj, pointer: string) => {
    if (!media || typeof media !== 'object' || seen.has(media)) return;
    seen.add(media);
    if (media.example !== undefined) {
      const cut = cutOne(media.example, `${pointer}/example`, options, downloads, warnings);
      if (cut) {
        delete media.example;
        media.examples = { example: { [CUT_KEY]: cut } };
      }
    }
    for (const [name, example] of Object.entries<Obj>(media.examples ?? {})) {
      if (!example || typeof example !== 'object' || !('value' in example)) continue;
      const cut = cutOne(
        example.value,
        `${pointer}/examples/${escapePointer(name)}/value`,
        options,
        downloads,
        warnings,
      );
      if (cut) {
        delete example.value;
        example[CUT_KEY] = cut;
      }
    }
  };
  const content = (holder: Obj | undefined, pointer: string) => {
    if (!holder || typeof holder !== 'object' || !holder.content || typeof holder.content !== 'object')
      return;
    for (const [type, media] of Object.entries<Obj>(holder.content))
      cutMedia(media, `${pointer}/content/${escapePointer(type)}`);
  };
  for (const group of ['paths', 'webhooks'] as const) {
    for (const [key, item] of Object.entries<Obj>(document[group] ?? {})) {
      if (!item || typeof item !== 'object') continue;
      for (const [verb, operation] of Object.entries<Obj>(item)) {
        if (!operation || typeof operation !== 'object' || Array.isArray(operation)) continue;
        const at = `/${group}/${escapePointer(key)}/${escapePointer(verb)}`;
        content(operation.requestBody, `${at}/requestBody`);
        for (const [status, response] of Object.entries<Obj>(operation.responses ?? {}))
          content(response, `${at}/responses/${escapePointer(status)}`);
      }
    }
  }
  return { downloads, warnings };
}

function cutOne(
  value: unknown,
  pointer: string,
  options: CutOptions,
  downloads: OutputFile[],
  warnings: DocgenError[],
): CutExample | undefined {
  const json = typeof value !== 'string';
  // Measured as written to the download; a value JSON cannot write (a cycle) is left alone.
  let whole: string;
  try {
    whole = json ? JSON.stringify(value, null, 2) : value;
  } catch {
    return undefined;
  }
  if (whole === undefined) return undefined;
  const size = Buffer.byteLength(whole);
  if (size <= options.limit) return undefined;
  const hash = createHash('sha256').update(whole).digest('hex').slice(0, 16);
  const path = `${options.route.slice(1)}/examples/${hash}.${json ? 'json' : 'txt'}`;
  if (!downloads.some((d) => d.path === path))
    downloads.push({
      path,
      contents: whole,
      source: { what: 'a large example of the spec', file: options.file },
    });
  warnings.push(
    new DocgenError(
      `An example of ${formatBytes(size)} is over the ${formatBytes(options.limit)} limit: its page and route data show its first ${formatBytes(options.limit)}, the console and the mock answer with the schema's sample, and the whole example is a download (${path}).`,
      {
        ...placeIn(options, pointer),
        hint: `To show it whole, raise \`${options.configKey}\` (bytes) in the entry of ${options.file} in docgen.config.ts; a shorter example keeps the page quick.`,
      },
    ),
  );
  return { text: head(whole, options.limit), size, path };
}

/** The first `limit` bytes of `text`, ended at a line end where there is one, never inside a character. */
function head(text: string, limit: number): string {
  let cut = Buffer.from(text)
    .subarray(0, limit)
    .toString('utf8')
    .replace(/\uFFFD$/, '');
  const line = cut.lastIndexOf('\n');
  if (line > cut.length / 2) cut = cut.slice(0, line);
  return `${cut}\n…`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}

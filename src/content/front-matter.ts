// Front matter: gray-matter for the split, a schema for the keys (Docusaurus-compatible).
// Errors point at the file's own line numbers.
import matter from 'gray-matter';
import * as z from 'zod';
import { DocgenError } from '../errors.ts';

const headingLevel = z.number().int().min(2).max(6);

const frontMatterSchema = z.looseObject({
  id: z
    .string()
    .regex(/^[^/]+$/, 'must not contain "/"')
    .optional(),
  title: z.string().optional(),
  sidebar_label: z.string().optional(),
  sidebar_position: z.number().optional(),
  slug: z.string().optional(),
  description: z.string().optional(),
  hide_table_of_contents: z.boolean().optional(),
  toc_min_heading_level: headingLevel.optional(),
  toc_max_heading_level: headingLevel.optional(),
});

export type FrontMatter = z.output<typeof frontMatterSchema>;

export interface ParsedFile {
  data: FrontMatter;
  body: string;
  /** 1-based file line of the body's first line. */
  bodyLine: number;
}

/** The message of a page whose front matter is JavaScript (`---js`): it is never run. */
const SCRIPT_FRONT_MATTER = 'front matter written as JavaScript is not run';

/**
 * gray-matter's split, without running code: its `---js` / `---javascript` front matter is
 * evaluated with `eval` (a page could run anything during a build), so those engines refuse.
 */
export function readFrontMatter(source: string): matter.GrayMatterFile<string> {
  const refuse = () => {
    throw new Error(SCRIPT_FRONT_MATTER);
  };
  // An options object also turns gray-matter's cache off, so an error is raised again for the
  // same bad input (watch mode re-parses).
  return matter(source, { engines: { js: refuse, javascript: refuse } });
}

export function parseFrontMatter(source: string, file: string): ParsedFile {
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = readFrontMatter(source);
  } catch (error) {
    if ((error as Error).message === SCRIPT_FRONT_MATTER)
      throw new DocgenError('Front matter written as JavaScript (`---js`) is not run.', {
        file,
        line: 1,
        hint: 'Write it as YAML between two `---` lines (`title: My page`): docgen never runs code from a page.',
      });
    const yamlError = error as { mark?: { line: number; column: number }; reason?: string };
    // js-yaml counts lines from 0 inside the block; the block starts after the `---` on line 1.
    const line = yamlError.mark ? yamlError.mark.line + 2 : 1;
    throw new DocgenError(`Malformed front matter: ${yamlError.reason ?? (error as Error).message}.`, {
      file,
      line,
      column: yamlError.mark ? yamlError.mark.column + 1 : undefined,
      hint: 'Front matter is YAML between two `---` lines; quote values that contain ": " or start with a special character.',
    });
  }
  const data = parsed.data ?? {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new DocgenError('Front matter must be a YAML mapping (key: value lines).', { file, line: 2 });
  }
  const result = frontMatterSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    const key = String(issue.path[0]);
    throw new DocgenError(`Front matter key \`${key}\` ${issue.message.replace(/^Invalid input: /, '')}.`, {
      file,
      line: lineOfKey(source, key),
      hint: expectation(key),
    });
  }
  const body = parsed.content;
  const bodyLine = source.split('\n').length - body.split('\n').length + 1;
  return { data: result.data, body, bodyLine };
}

export function lineOfKey(source: string, key: string): number | undefined {
  const index = source.split('\n').findIndex((line) => line.startsWith(`${key}:`));
  return index === -1 ? undefined : index + 1;
}

function expectation(key: string): string {
  if (key === 'sidebar_position') return '`sidebar_position` is a number, e.g. `sidebar_position: 2`.';
  if (key === 'hide_table_of_contents') return '`hide_table_of_contents` is `true` or `false`.';
  if (key.startsWith('toc_')) return 'TOC heading levels are whole numbers from 2 to 6.';
  return `\`${key}\` is a string; quote it if YAML reads it as something else.`;
}

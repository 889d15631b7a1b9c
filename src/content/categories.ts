// `_category_.json` / `_category_.yml`: a folder's sidebar label, position and index page.
import YAML from 'yaml';
import * as z from 'zod';
import { DocgenError } from '../errors.ts';
import type { CategoryMeta } from '../types.ts';

const categorySchema = z.strictObject({
  label: z.string().optional(),
  position: z.number().optional(),
  collapsed: z.boolean().optional(),
  collapsible: z.boolean().optional(),
  description: z.string().optional(),
  link: z
    .discriminatedUnion('type', [
      z.strictObject({
        type: z.literal('generated-index'),
        title: z.string().optional(),
        description: z.string().optional(),
        slug: z
          .string()
          .regex(
            // eslint-disable-next-line no-control-regex -- control characters are what a slug may not hold
            /^(?!(.*\/)?\.\.?(\/|$))[^\\\u0000-\u001f]*$/,
            'must be plain path segments (no `.` or `..`, backslashes or control characters)',
          )
          .optional(),
      }),
      z.strictObject({ type: z.literal('doc'), id: z.string() }),
    ])
    .nullable()
    .optional(),
});

export function parseCategory(source: string, file: string): CategoryMeta {
  let raw: unknown;
  try {
    raw = file.endsWith('.json') ? JSON.parse(source) : YAML.parse(source);
  } catch (error) {
    const match =
      /line (\d+)/.exec((error as Error).message) ?? /position (\d+)/.exec((error as Error).message);
    const line =
      match && /position/.test(match[0])
        ? source.slice(0, Number(match[1])).split('\n').length
        : match
          ? Number(match[1])
          : undefined;
    throw new DocgenError(
      `Category file is not valid ${file.endsWith('.json') ? 'JSON' : 'YAML'}: ${(error as Error).message}`,
      { file, line },
    );
  }
  const result = categorySchema.safeParse(raw ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new DocgenError(
      `Invalid category key \`${issue.path.join('.') || '(root)'}\`: ${issue.message.replace(/^Invalid input: /, '')}.`,
      {
        file,
        hint: 'Allowed keys: label, position, collapsed, description, link ({ "type": "generated-index", "title", "description" }).',
      },
    );
  }
  const { link, description, collapsible: _collapsible, ...rest } = result.data;
  const resolvedLink =
    link?.type === 'generated-index'
      ? { ...link, description: link.description ?? description }
      : (link ?? undefined);
  return { ...rest, link: resolvedLink };
}

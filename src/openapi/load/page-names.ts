// Names of an API's pages: an operation's title is its `summary`, else its operationId made
// readable, else `METHOD /path`; its slug comes from the operationId, else the title (non-Latin
// scripts transliterated), else `method-path`. A slug never comes out empty, and two operations
// that would share one get stable suffixes (in document order) and a warning naming both.
import transliterate from '@sindresorhus/transliterate';
import { DocgenError } from '../../errors.ts';
import type { HttpMethod } from '../../types.ts';
import { kebabCase } from './kebab-case.ts';

/** `listPets` → `List pets`; `repos/get-content` → `Repos get content`; `GET /pets` without either. */
export function operationTitle(
  op: { summary?: unknown; operationId?: unknown },
  method: HttpMethod,
  apiPath: string,
): string {
  if (typeof op.summary === 'string' && op.summary.trim()) return op.summary.trim();
  if (typeof op.operationId === 'string' && op.operationId.trim()) {
    const words = kebabCase(latin(op.operationId)).split('-').filter(Boolean);
    if (words.length > 0) return [words[0][0].toUpperCase() + words[0].slice(1), ...words.slice(1)].join(' ');
  }
  return `${method.toUpperCase()} ${apiPath}`;
}

/** A slug with Latin letters or digits, from the first source that has some, else from `fallback`. */
export function slugFrom(sources: unknown[], fallback: string): string {
  for (const source of sources) {
    if (typeof source !== 'string') continue;
    const slug = kebabCase(latin(source));
    if (/[a-z]/.test(slug)) return slug;
  }
  return kebabCase(fallback) || 'page';
}

/** Non-Latin scripts transliterated (Cyrillic, Greek…); Latin text keeps its own slugging (é → e). */
function latin(text: string): string {
  return text.replace(
    /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]+/gu,
    (run) => ` ${transliterate(run)} `,
  );
}

export interface NamedOperation {
  slug: string;
  where: string;
  pointer: string;
}

/**
 * Makes each slug unique among `taken` (e.g. the overview page's) and the operations before it:
 * the second `list-pets` becomes `list-pets-2`. Each renamed operation is a warning naming both.
 */
export function uniqueSlugs(
  ops: NamedOperation[],
  taken: Map<string, string>,
  at: { file: string; route: string; lineOf: (pointer: string) => number | undefined },
): { slugs: string[]; warnings: DocgenError[] } {
  const owners = new Map(taken);
  const warnings: DocgenError[] = [];
  const slugs = ops.map((op) => {
    const first = owners.get(op.slug);
    let slug = op.slug;
    for (let n = 2; owners.has(slug); n++) slug = `${op.slug}-${n}`;
    owners.set(slug, op.where);
    if (first) {
      warnings.push(
        new DocgenError(
          `${op.where} and ${first} would both have the route "${at.route}/${op.slug}"; ${op.where} gets "${at.route}/${slug}".`,
          {
            file: at.file,
            line: at.lineOf(op.pointer),
            pointer: `#${op.pointer}`,
            hint: 'Give one of the operations its own `operationId` (or `summary`) to choose its route.',
          },
        ),
      );
    }
    return slug;
  });
  return { slugs, warnings };
}

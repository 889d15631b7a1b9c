// Names of an API's pages: an operation's title is its `summary` (unless that is text, not a
// title), else its operationId made readable, else `METHOD /path`; its slug comes from the
// operationId, else the title (non-Latin scripts transliterated), else `method-path`. A slug never comes out empty, and two operations
// that would share one get stable suffixes (in document order) and a warning naming both.
import transliterate from '@sindresorhus/transliterate';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import { DocgenError } from '../../errors.ts';
import type { HttpMethod } from '../../types.ts';
import { kebabCase } from './kebab-case.ts';
import { placeIn, type SpecPlaces } from './spec-lines.ts';

/**
 * An operationId's words for a title: kebab-case's split (kebab-case.ts), except that version-like
 * tokens stay one word (`V1`, `v1alpha1`, `v2beta3`: lower-cased, as APIs write them) and a few
 * names keep their own spelling (`OAuth2`, `IPv6`): `listCoreV1Namespace` is "List core v1
 * namespace", never "List core v 1 namespace". Slugs keep kebab-case's words (URLs stay put).
 */
const TITLE_WORDS =
  /OAuth[0-9]*|IPv[46]|[vV][0-9]+(?:(?:alpha|beta|rc)[0-9]*)?(?![a-z])|[A-Z]{2,}(?=[A-Z][a-z]+[0-9]*|\b)|[A-Z]?[a-z]+[0-9]*|[A-Z]|[0-9]+/g;
const OWN_SPELLING = /^(?:OAuth[0-9]*|IPv[46])$/;

export function titleWords(id: string): string[] {
  const ascii = id
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['\u2019]/g, '');
  return (ascii.match(TITLE_WORDS) ?? []).map((w) => (OWN_SPELLING.test(w) ? w : w.toLowerCase()));
}

/** The longest summary that is read as a title (sidebar label, heading, breadcrumb, tab name). */
export const SUMMARY_TITLE_MAX = 120;

/**
 * Whether a summary is text rather than a title: written on several lines or longer than a title
 * (OpenAI's spec puts whole paragraphs with Markdown links there). Such a summary is shown above
 * the description (to-views.ts) and the page is titled as if it had none.
 */
export function summaryIsText(summary: unknown): summary is string {
  if (typeof summary !== 'string') return false;
  const text = summary.trim();
  return text.includes('\n') || text.length > SUMMARY_TITLE_MAX;
}

/**
 * `listPets` → `List pets`; `repos/get-content` → `Repos get content`; `GET /pets` without either.
 * A summary that is text (summaryIsText) gives way to the operationId, else gives its first sentence.
 */
export function operationTitle(
  op: { summary?: unknown; operationId?: unknown },
  method: HttpMethod,
  apiPath: string,
): string {
  const text = summaryIsText(op.summary);
  if (!text && typeof op.summary === 'string' && op.summary.trim()) return op.summary.trim();
  if (typeof op.operationId === 'string' && op.operationId.trim()) {
    const words = titleWords(latin(op.operationId));
    if (words.length > 0) return [words[0][0].toUpperCase() + words[0].slice(1), ...words.slice(1)].join(' ');
  }
  if (text) {
    const sentence = firstSentence(op.summary as string);
    if (sentence) return sentence;
  }
  return `${method.toUpperCase()} ${apiPath}`;
}

/** A Markdown text's first sentence (or line) as plain text, at most a title's length. */
function firstSentence(markdown: string): string {
  const plain = toString(fromMarkdown(markdown.trim().split('\n')[0]!)).trim();
  const end = plain.search(/[.!?](\s|$)/);
  // A title ends without its full stop, but keeps a question or exclamation mark.
  const sentence = end === -1 ? plain : plain.slice(0, plain[end] === '.' ? end : end + 1);
  return sentence.length > SUMMARY_TITLE_MAX
    ? `${sentence.slice(0, SUMMARY_TITLE_MAX - 1).trimEnd()}…`
    : sentence;
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
  at: SpecPlaces & { route: string },
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
            ...placeIn(at, op.pointer),
            hint: 'Give one of the operations its own `operationId` (or `summary`) to choose its route.',
          },
        ),
      );
    }
    return slug;
  });
  return { slugs, warnings };
}

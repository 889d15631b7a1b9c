// Redoc-style anchors in spec descriptions (`#operation/listPets`, `#tag/Pets`,
// `#tag/Pets/operation/listPets`, `#section/Authentication`) → the pages docgen made for them; and
// Stoplight's links to an operation, a JSON pointer into the spec after its file name or `#`
// (`openapiv3.json/paths/~1abilities/get`, `../openapi.yaml/paths/~1x/post`, `#/paths/~1x/get`).
// Rewritten in the Markdown before it is rendered, so links, the link check and the Markdown
// copies all see the real target. A link that names no operation is left as written: the link
// check reports it, at its file, line and pointer.
import GithubSlugger from 'github-slugger';
import { kebabCase } from '../load/kebab-case.ts';
import type { LoadedApi } from '../load/load-openapi.ts';
import { operationObject } from './operation-object.ts';
import { safeDecode } from '../../shared/decode.ts';
import { escapePointer, unescapePointer } from '../../shared/json-pointer.ts';

const INLINE = /(\]\(\s*<?)#((?:tag|operation|section)\/[^)\s>]+)/g;
const DEFINITION = /^(\s{0,3}\[[^\]]+\]:\s*<?)#((?:tag|operation|section)\/\S+?)(?=>?\s*$)/gm;
/** A same-page `#anchor` that is another operation's title slug (GitHub's docs link operations so). */
const TITLE_ANCHOR = /(\]\(\s*<?)#([a-z0-9][a-z0-9-]*)(?=>?\s*\))/g;
/**
 * Stoplight's link to an operation: a spec file's name (any folder before it, perhaps `#`) or `#`
 * alone, then a JSON pointer to a path or webhook and its method, perhaps deeper (`…/get/responses`).
 * A site route (`/paths/…`) is none.
 */
const SPEC_FILE = String.raw`(?:[^\s()<>#]*\.(?:json|ya?ml)#?|#)`;
const OPERATION_POINTER = String.raw`(\/(?:paths|webhooks)\/[^\s/()<>]+\/[A-Za-z]+(?:\/[^\s()<>]*)?)`;
const INLINE_POINTER = new RegExp(
  String.raw`(\]\(\s*<?)${SPEC_FILE}${OPERATION_POINTER}(?=>?(?:\s|\)))`,
  'g',
);
const DEFINITION_POINTER = new RegExp(
  String.raw`^(\s{0,3}\[[^\]]+\]:\s*<?)${SPEC_FILE}${OPERATION_POINTER}(?=>?(?:\s|$))`,
  'gm',
);

export function redocAnchorMapper(api: LoadedApi): (markdown: string) => string {
  let targets: Map<string, string> | undefined;
  const target = (hash: string): string | undefined => {
    targets ??= redocTargets(api);
    const decoded = safeDecode(hash);
    const operation = /(?:^|\/)operation\/(.+)$/.exec(decoded);
    if (operation) return targets.get(`operation/${operation[1]}`);
    const tag = /^tag\/([^/]+)$/.exec(decoded);
    if (tag) return targets.get(`tag/${tag[1]}`);
    const section = /^section\/([^/]+)/.exec(decoded);
    if (section) return `${api.infoRoute}#${kebabCase(section[1])}`;
    return undefined;
  };
  const byPointer = (whole: string, before: string, pointer: string) => {
    targets ??= redocTargets(api);
    const to = targets.get(operationKey(pointer));
    return to ? `${before}${to}` : whole;
  };
  return (markdown) => {
    if (/\/(?:paths|webhooks)\//.test(markdown))
      markdown = markdown.replace(INLINE_POINTER, byPointer).replace(DEFINITION_POINTER, byPointer);
    if (!markdown.includes('](#') && !markdown.includes(']: #')) return markdown;
    const swap = (whole: string, before: string, hash: string) => {
      const to = target(hash);
      return to ? `${before}${to}` : whole;
    };
    const byTitle = (whole: string, before: string, slug: string) => {
      targets ??= redocTargets(api);
      const to = targets.get(`title/${slug}`);
      return to ? `${before}${to}` : whole;
    };
    return markdown.replace(INLINE, swap).replace(DEFINITION, swap).replace(TITLE_ANCHOR, byTitle);
  };
}

/**
 * The key of an operation's page for a pointer into it (`/paths/~1things~1{id}/GET/…`), written
 * as docgen writes an operation's pointer: each key read back (percent-decoded, `~1` and `~0`)
 * and escaped again, the method in lower case, anything past the method dropped.
 */
function operationKey(pointer: string): string {
  const [kind, key, method] = pointer
    .split('/')
    .slice(1, 4)
    .map((segment) => unescapePointer(safeDecode(segment)));
  return `pointer//${kind}/${escapePointer(key)}/${method.toLowerCase()}`;
}

/**
 * `operation/<operationId>` → its page; `tag/<name>` → the tag's anchor on the overview page;
 * `title/<heading slug of an operation's title>` → that operation's page; `pointer/<its JSON
 * pointer>` (`pointer//paths/~1things/get`) → its page.
 */
function redocTargets(api: LoadedApi): Map<string, string> {
  const map = new Map<string, string>();
  const slugger = new GithubSlugger();
  for (const op of api.operations) {
    map.set(`pointer/${op.pointer}`, op.route);
    const raw = operationObject(api, op);
    if (typeof raw?.operationId === 'string') map.set(`operation/${raw.operationId}`, op.route);
    const titleSlug = slugger.slug(op.summary);
    slugger.reset();
    if (!map.has(`title/${titleSlug}`)) map.set(`title/${titleSlug}`, op.route);
    for (const tag of Array.isArray(raw?.tags) ? raw.tags : []) {
      const to = `${api.infoRoute}#${tagAnchor(String(tag))}`;
      if (!map.has(`tag/${tag}`)) map.set(`tag/${tag}`, to);
      // Redoc's own id for a tag: its name slugified, spaces as dashes (DigitalOcean's `#tag/Domain-Records`).
      const slug = `tag/${String(tag).trim().replace(/\s+/g, '-')}`;
      if (!map.has(slug)) map.set(slug, to);
    }
  }
  return map;
}

/** The id of a tag's first operation in the overview's list. */
export function tagAnchor(tag: string): string {
  return `tag-${kebabCase(tag) || 'untitled'}`;
}

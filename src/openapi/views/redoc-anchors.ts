// Redoc-style anchors in spec descriptions (`#operation/listPets`, `#tag/Pets`,
// `#tag/Pets/operation/listPets`, `#section/Authentication`) → the pages docgen made for them.
// Rewritten in the Markdown before it is rendered, so links, the link check and the Markdown
// copies all see the real target.
import GithubSlugger from 'github-slugger';
import { kebabCase } from '../load/kebab-case.ts';
import type { LoadedApi } from '../load/load-openapi.ts';
import { operationObject } from './operation-object.ts';
import { safeDecode } from '../../shared/decode.ts';

const INLINE = /(\]\(\s*<?)#((?:tag|operation|section)\/[^)\s>]+)/g;
const DEFINITION = /^(\s{0,3}\[[^\]]+\]:\s*<?)#((?:tag|operation|section)\/\S+?)(?=>?\s*$)/gm;
/** A same-page `#anchor` that is another operation's title slug (GitHub's docs link operations so). */
const TITLE_ANCHOR = /(\]\(\s*<?)#([a-z0-9][a-z0-9-]*)(?=>?\s*\))/g;

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
  return (markdown) => {
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
 * `operation/<operationId>` → its page; `tag/<name>` → the tag's anchor on the overview page;
 * `title/<heading slug of an operation's title>` → that operation's page.
 */
function redocTargets(api: LoadedApi): Map<string, string> {
  const map = new Map<string, string>();
  const slugger = new GithubSlugger();
  for (const op of api.operations) {
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

// Redoc-style anchors in spec descriptions (`#operation/listPets`, `#tag/Pets`,
// `#tag/Pets/operation/listPets`, `#section/Authentication`) → the pages docgen made for them.
// Rewritten in the Markdown before it is rendered, so links, the link check and the Markdown
// copies all see the real target.
import { kebabCase } from './kebab-case.ts';
import type { LoadedApi } from './load-openapi.ts';

const INLINE = /(\]\(\s*<?)#((?:tag|operation|section)\/[^)\s>]+)/g;
const DEFINITION = /^(\s{0,3}\[[^\]]+\]:\s*<?)#((?:tag|operation|section)\/\S+?)(?=>?\s*$)/gm;

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
    if (!markdown.includes('#tag/') && !markdown.includes('#operation/') && !markdown.includes('#section/')) return markdown;
    const swap = (whole: string, before: string, hash: string) => {
      const to = target(hash);
      return to ? `${before}${to}` : whole;
    };
    return markdown.replace(INLINE, swap).replace(DEFINITION, swap);
  };
}

/** `operation/<operationId>` → its page; `tag/<name>` → the tag's anchor on the overview page. */
function redocTargets(api: LoadedApi): Map<string, string> {
  const map = new Map<string, string>();
  for (const op of api.operations) {
    const raw = api.document.paths?.[op.path]?.[op.method];
    if (typeof raw?.operationId === 'string') map.set(`operation/${raw.operationId}`, op.route);
    for (const tag of Array.isArray(raw?.tags) ? raw.tags : []) {
      if (!map.has(`tag/${tag}`)) map.set(`tag/${tag}`, `${api.infoRoute}#${tagAnchor(String(tag))}`);
    }
  }
  return map;
}

/** The id of a tag's first operation in the overview's list. */
export function tagAnchor(tag: string): string {
  return `tag-${kebabCase(tag) || 'untitled'}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

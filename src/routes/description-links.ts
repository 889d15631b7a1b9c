// A generated category page's description (`link.description` in `_category_.json`) may link to
// other pages of the site, as Markdown does: `See the [overview](/image-search).` The page's lead
// shows those links; its meta description, search entry and card show the text alone. Only a
// site path is a link (`/` then no second `/` or `\`, which browsers read as another host, and no
// space or parenthesis): anything else stays text, exactly as written.
import type { LeadPart } from '../types.ts';

const LINK = /\[([^[\]\n]+)\]\((\/(?![/\\])[^\s()\\]*)\)/g;

/** The description as text and links, in order. */
export function descriptionParts(description: string): LeadPart[] {
  const parts: LeadPart[] = [];
  let last = 0;
  for (const match of description.matchAll(LINK)) {
    if (match.index > last) parts.push({ text: description.slice(last, match.index) });
    parts.push({ text: match[1], href: match[2] });
    last = match.index + match[0].length;
  }
  if (last < description.length) parts.push({ text: description.slice(last) });
  return parts;
}

/** The description with each link replaced by its text. */
export function descriptionText(description: string): string {
  return description.replace(LINK, '$1');
}

// ```mermaid blocks: drawn in the browser by docgen's built-in island (src/client/islands/mermaid.ts),
// which the bundle includes only when some page has a diagram.
import type { SourceDoc } from '../../types.ts';

/** The island name a ```mermaid block is rendered with. */
export const MERMAID_ISLAND = 'docgen-mermaid';

/** A fenced block of language `mermaid` anywhere in a page (in lists and quotes too). */
const MERMAID_FENCE = /^[\t >]*(?:`{3,}|~{3,})[\t ]*mermaid(?:[\t ]|$)/m;

export function usesMermaid(docs: readonly SourceDoc[]): boolean {
  return docs.some((doc) => MERMAID_FENCE.test(doc.body));
}

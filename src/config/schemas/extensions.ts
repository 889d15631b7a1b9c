// What a site adds to docgen: islands (browser code for parts of a page, loaded on demand), the
// React components its MDX pages use, and whether it has search.
import * as z from 'zod';

export const extensionKeys = {
  /**
   * Islands: name → module (relative to the site root) exporting `mount(element, props)`; used in
   * Markdown as `::island{name="…"}`.
   */
  islands: z
    .record(
      z.string().regex(/^[a-z][a-z0-9-]*$/, 'island names are lowercase words joined by "-"'),
      z.string(),
    )
    .default({}),
  /** React components MDX pages may use (`<Name … />`), rendered on the server: name → file. */
  components: z
    .record(
      z.string().regex(/^[A-Z][A-Za-z0-9]*$/, 'component names start with a capital letter'),
      z.string(),
    )
    .default({}),
  /**
   * Offline full-text search (navbar button, Ctrl/Cmd+K); `false` builds no index and no button.
   * `{ versions }` on a site with docs versions: `'only'` searches the version being read,
   * `'first'` shows its results first, then the other versions', each marked with its label.
   */
  search: z
    .union([z.boolean(), z.strictObject({ versions: z.enum(['only', 'first']).default('only') })])
    .default(true),
};

// The navbar's search button. Server-rendered; the browser runtime (src/client/search/) loads
// the dialog and the index (whose manifest URL the button carries) on first use. Hidden without
// JavaScript, where it could do nothing. On a site searching every docs version (config
// `search: { versions: 'first' }`) it also carries the other versions' indexes.
import type { DocsVersionSearch } from '../../src/types.ts';

export default function SearchButton({
  indexUrl,
  versions,
}: {
  indexUrl: string;
  versions?: DocsVersionSearch[];
}) {
  return (
    <button
      type="button"
      className="search-button"
      data-search-open={indexUrl}
      data-search-versions={versions?.length ? JSON.stringify(versions) : undefined}
      aria-keyshortcuts="Control+K Meta+K /"
    >
      {/* The magnifier is the stylesheet's (.search-button::before). */}
      {/* The visible word is the accessible name (visually hidden, not removed, at mobile width). */}
      <span className="search-button__label">Search</span>
      <kbd className="search-button__keys" aria-hidden="true">
        <span data-search-mod>Ctrl</span> K
      </kbd>
    </button>
  );
}

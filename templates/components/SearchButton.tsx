// The navbar's search button. Server-rendered; the browser runtime (src/client/search/) loads
// the dialog and the index (whose manifest URL the button carries) on first use. Hidden without
// JavaScript, where it could do nothing.
export default function SearchButton({ indexUrl }: { indexUrl: string }) {
  return (
    <button
      type="button"
      className="search-button"
      data-search-open={indexUrl}
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

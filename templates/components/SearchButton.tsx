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
      <svg className="search-button__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {/* The visible word is the accessible name (visually hidden, not removed, at mobile width). */}
      <span className="search-button__label">Search</span>
      <kbd className="search-button__keys" aria-hidden="true">
        <span data-search-mod>Ctrl</span> K
      </kbd>
    </button>
  );
}

// Optional, dismissible bar above the navbar. The runtime hides it when this id was dismissed
// (the inline head script already does before paint, so it never flashes).
import type { ResolvedConfig } from '../../src/types.ts';

export default function AnnouncementBar({ bar }: { bar: NonNullable<ResolvedConfig['announcementBar']> }) {
  return (
    <div className="announcement" role="region" aria-label="Announcement" data-announcement={bar.id}>
      <p className="announcement__content">{bar.content}</p>
      {bar.isCloseable && (
        <button
          type="button"
          className="announcement__close"
          data-announcement-close
          aria-label="Close announcement"
        >
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
            <path
              fill="currentColor"
              d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z"
            />
          </svg>
        </button>
      )}
    </div>
  );
}

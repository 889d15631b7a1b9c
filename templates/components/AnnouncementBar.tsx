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
        />
      )}
    </div>
  );
}

// Optional, dismissible bar above the navbar. The runtime hides it when this id was dismissed
// (the inline head script already does before paint, so it never flashes).
import type { ResolvedConfig } from '../../src/types.ts';

export default function AnnouncementBar({
  bar,
  html,
}: {
  bar: NonNullable<ResolvedConfig['announcementBar']>;
  /** The content made safe (src/render/announcement-html.ts); the raw text where it was not made. */
  html: string | undefined;
}) {
  return (
    <div className="announcement" role="region" aria-label="Announcement" data-announcement={bar.id}>
      {html === undefined ? (
        <p className="announcement__content">{bar.content}</p>
      ) : (
        <p className="announcement__content" dangerouslySetInnerHTML={{ __html: html }} />
      )}
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

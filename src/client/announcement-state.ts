// The announcement bar's dismissal is remembered per announcement id: a new id shows again.
export const ANNOUNCEMENT_KEY = 'docgen-announcement-dismissed';

export function announcementDismissed(id: string | null): boolean {
  if (!id) return false;
  try {
    return localStorage.getItem(ANNOUNCEMENT_KEY) === id;
  } catch {
    return false;
  }
}

export function dismissAnnouncement(id: string): void {
  try {
    localStorage.setItem(ANNOUNCEMENT_KEY, id);
  } catch {
    // not remembered; the bar is still closed for this page view
  }
}

import { dismissAnnouncement } from './announcement-state.ts';
import { options } from './options.ts';

export function setupAnnouncement(): void {
  document.addEventListener('click', (event) => {
    if (!(event.target as Element).closest?.('[data-announcement-close]') || !options.announcementId) return;
    dismissAnnouncement(options.announcementId);
    document.documentElement.dataset.announcementDismissed = '';
  });
}

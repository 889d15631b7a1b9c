// Inlined into <head>: applies the colour mode (and a remembered announcement dismissal) before
// first paint, so nothing flashes. Also marks the document as scripted (`html.js`) and warns when
// the site is served under the wrong base URL.
import { options } from './options.ts';
import { applyMode, readChoice } from './theme-state.ts';
import { announcementDismissed } from './announcement-state.ts';
import { checkBaseUrl } from './base-url-banner.ts';

const root = document.documentElement;
root.classList.replace('no-js', 'js');
applyMode(readChoice(options.colorMode), options.colorMode);
if (announcementDismissed(options.announcementId)) root.dataset.announcementDismissed = '';
checkBaseUrl(options.baseUrl);

// Inlined into <head>: applies the colour mode (and a remembered announcement dismissal) before
// first paint, so nothing flashes. Also marks the document as scripted (`html.js`).
import { options } from './options.ts';
import { applyMode, readChoice } from './theme-state.ts';
import { announcementDismissed } from './announcement-state.ts';

const root = document.documentElement;
root.classList.replace('no-js', 'js');
applyMode(readChoice(options.colorMode), options.colorMode);
if (announcementDismissed(options.announcementId)) root.dataset.announcementDismissed = '';

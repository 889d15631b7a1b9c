// The embed hosts kept by default (src/content/markdown/html-embeds.ts): video and code
// playgrounds writers use. The `docs.iframeHosts` default (docs.ts).
export const DEFAULT_IFRAME_HOSTS = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
  'player.vimeo.com',
  'codesandbox.io',
  'stackblitz.com',
  'www.loom.com',
  'egghead.io',
];

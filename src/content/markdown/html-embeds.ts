// The HTML Docusaurus writers rely on that a strict page keeps (html-drops.ts says what is still
// left out):
// - `style`: a safe list of layout properties, each value matched whole against a small grammar
//   (lengths, keywords), so no `url()`, `expression()`, escape, comment or `</style>` gets through.
//   Pages keep `style-src 'self'` (no 'unsafe-inline'): each kept set of declarations becomes a
//   generated class (`docgen-style-<hash>`) whose rule is in the page's own stylesheet, a file of
//   the site. (CSP hashes cannot allow a `style` attribute without 'unsafe-hashes', and would
//   need the pages' header policy loosened; a class needs neither.)
// - `class`: names of letters, digits, `-` and `_` (a name that is not a CSS identifier is left out).
// - `<iframe>`: an `https:` URL on one of the configured hosts (`docs.iframeHosts`; YouTube,
//   Vimeo, CodeSandbox, StackBlitz, Loom, egghead by default), which every page's CSP lists in
//   `frame-src`, and nothing else; it is sandboxed, loads lazily and sends no full referrer, and
//   its `allow` list keeps only what players need (fullscreen, autoplay, picture-in-picture…).
import { createHash } from 'node:crypto';
import type { Element } from 'hast';

export { DEFAULT_IFRAME_HOSTS } from '../../config/schemas/iframe-hosts.ts';

/** What an embedded player needs; no top navigation, forms or downloads. */
export const IFRAME_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-presentation';

const NUMBER = String.raw`\d+(?:\.\d+)?`;
const LENGTH = `(?:0|${NUMBER}(?:px|em|rem|%|vh|vw|ch|ex))`;
const one = (pattern: string) => new RegExp(`^(?:${pattern})$`);
const SIZE = one(`${LENGTH}|auto|none|fit-content|max-content|min-content`);
const MARGIN = one(`(?:${LENGTH}|auto)(?: (?:${LENGTH}|auto)){0,3}`);
const PADDING = one(`${LENGTH}(?: ${LENGTH}){0,3}`);

/** Property → the grammar of a value kept for it. */
const SAFE_STYLE: Record<string, RegExp> = {
  width: SIZE,
  height: SIZE,
  'max-width': SIZE,
  'max-height': SIZE,
  'min-width': SIZE,
  'min-height': SIZE,
  margin: MARGIN,
  'margin-top': MARGIN,
  'margin-right': MARGIN,
  'margin-bottom': MARGIN,
  'margin-left': MARGIN,
  padding: PADDING,
  'padding-top': PADDING,
  'padding-right': PADDING,
  'padding-bottom': PADDING,
  'padding-left': PADDING,
  'text-align': one('left|right|center|justify|start|end'),
  float: one('left|right|none'),
  clear: one('left|right|both|none'),
  'vertical-align': one('top|middle|bottom|baseline|text-top|text-bottom'),
  display: one('block|inline|inline-block|flex|inline-flex|grid|none'),
  'object-fit': one('contain|cover|fill|none|scale-down'),
  'aspect-ratio': one(`${NUMBER}(?: ?/ ?${NUMBER})?|auto`),
  'border-radius': PADDING,
  gap: PADDING,
};

/** JSX numbers are pixels for these (React's rule: a number for a length is px). */
const UNITLESS = new Set(['aspect-ratio']);

export interface StyleResult {
  /** Declarations kept, in the order written (`max-height: 200px`). */
  kept: [string, string][];
  /** Properties left out (unknown, or a value beyond the grammar). */
  dropped: string[];
}

/** A `style` attribute (text) or a JSX `style={{…}}` object, read against the safe list. */
export function readStyle(style: unknown): StyleResult {
  const kept: [string, string][] = [];
  const dropped: string[] = [];
  const entries: [string, unknown][] =
    typeof style === 'string'
      ? style
          .split(';')
          .filter((d) => d.trim())
          .map((d) => {
            const colon = d.indexOf(':');
            return colon < 0 ? [d.trim(), undefined] : [d.slice(0, colon).trim(), d.slice(colon + 1).trim()];
          })
      : style && typeof style === 'object' && !Array.isArray(style)
        ? Object.entries(style).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), v])
        : [];
  for (const [name, raw] of entries) {
    const property = name.toLowerCase();
    const value =
      typeof raw === 'number' && Number.isFinite(raw)
        ? raw === 0 || UNITLESS.has(property)
          ? String(raw)
          : `${raw}px`
        : typeof raw === 'string'
          ? raw.trim().toLowerCase().replace(/\s+/g, ' ')
          : undefined;
    const grammar = Object.hasOwn(SAFE_STYLE, property) ? SAFE_STYLE[property] : undefined;
    if (value !== undefined && grammar?.test(value)) kept.push([property, value]);
    else dropped.push(name);
  }
  return { kept, dropped };
}

/** The generated class of a set of declarations, and its rule. */
export function styleClass(kept: [string, string][]): { className: string; rule: string } {
  const body = kept.map(([p, v]) => `${p}:${v}`).join(';');
  const className = `docgen-style-${createHash('sha256').update(body).digest('hex').slice(0, 10)}`;
  return { className, rule: `.${className}{${body}}` };
}

/** A class name kept as written: a CSS identifier (letters, digits, `-`, `_`). */
export const SAFE_CLASS = /^-?[A-Za-z_][\w-]*$/;

/** Whether an `<iframe src>` may stay: `https:` on one of `hosts` (exactly, no credentials, no port). */
export function iframeAllowed(src: unknown, hosts: readonly string[]): boolean {
  if (typeof src !== 'string') return false;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    !url.username &&
    !url.password &&
    !url.port &&
    hosts.some((host) => host.toLowerCase() === url.hostname)
  );
}

/**
 * The features of an iframe's `allow` list (its permissions policy) that a kept embed may have:
 * what video players and code sandboxes ask for in the embed codes they hand out. Camera,
 * microphone, geolocation, payment and the like are left out.
 */
const IFRAME_FEATURES = new Set([
  'accelerometer',
  'autoplay',
  'clipboard-write',
  'encrypted-media',
  'fullscreen',
  'gyroscope',
  'picture-in-picture',
  'web-share',
]);

/**
 * An `allow` value split into the features kept (each as its name alone: its default allowlist is
 * the frame's own origin) and the directives left out, as written.
 */
export function iframeAllow(value: unknown): { kept: string[]; dropped: string[] } {
  const kept: string[] = [];
  const dropped: string[] = [];
  for (const directive of String(value ?? '').split(';')) {
    const text = directive.trim();
    if (!text) continue;
    const feature = text.split(/\s+/)[0]!.toLowerCase();
    if (IFRAME_FEATURES.has(feature)) {
      if (!kept.includes(feature)) kept.push(feature);
    } else dropped.push(text);
  }
  return { kept, dropped };
}

/** The attributes a kept iframe gets whatever the page wrote: sandboxed, lazy, little referrer. */
export function hardenIframe(element: Element): void {
  // As the URL standard writes it: quotes, spaces and `<` in it percent-encoded.
  element.properties.src = new URL(String(element.properties.src)).href;
  const allow = iframeAllow(element.properties.allow).kept;
  if (allow.length > 0) element.properties.allow = allow.join('; ');
  else delete element.properties.allow;
  element.properties.sandbox = IFRAME_SANDBOX.split(' ');
  element.properties.loading = 'lazy';
  element.properties.referrerPolicy = 'strict-origin-when-cross-origin';
}

/** A page's stylesheet of generated classes: named by its content, so pages with the same styles share it. */
export function stylesheetPath(css: string): string {
  return `_docgen/styles/${createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`;
}

// What the sanitiser removes from HTML an author wrote (as raw HTML or as lowercase JSX) is said,
// not silently lost: an `<iframe>` embed, a `style` attribute that sized a logo, an `onclick`.
// One warning per kind of thing and page, at its first line, with how many times it was left out.
import type { Element } from 'hast';
import { sanitize, type Schema } from 'hast-util-sanitize';
import { htmlTagNames } from 'html-tag-names';
import { DocgenError } from '../../errors.ts';
import type { DocFileData } from './file-data.ts';
import { locate } from './partial-location.ts';
import { iframeAllow, iframeAllowed, readStyle, SAFE_CLASS } from './html-embeds.ts';

type At = { position?: { start: { line: number } }; data?: unknown };

/** What the page keeps beyond the sanitiser's schema (html-embeds.ts). */
export interface HtmlPolicy {
  /** Hosts an `<iframe>` may show. */
  iframeHosts: readonly string[];
  /** Whether safe `style` declarations become generated classes (content pages; not spec descriptions). */
  styles: boolean;
}

export interface HtmlDrops {
  tag?: string;
  attributes: string[];
  /** `style` properties left out (the rest of the attribute is kept as a class). */
  styles?: string[];
  /** Class names left out. */
  classes?: string[];
}

/** The tag (if the whole element goes) or the attributes `schema` and `policy` take from `element`. */
export function htmlDrops(element: Element, schema: Schema, policy: HtmlPolicy): HtmlDrops {
  // Alone, a `<tr>` has none of the ancestors the schema asks of it: only tag and attributes count here.
  const probe = sanitize(
    { type: 'root', children: [{ ...element, children: [] }] },
    { ...schema, ancestors: {} },
  );
  const clean = 'children' in probe ? probe.children[0] : undefined;
  if (!clean || clean.type !== 'element' || clean.tagName !== element.tagName)
    return { tag: element.tagName, attributes: [] };
  if (element.tagName === 'iframe' && !iframeAllowed(element.properties.src, policy.iframeHosts))
    return { tag: 'iframe', attributes: [] };
  // `target` and `rel` of links: how a link opens, not what the page shows; writers use
  // `target="_blank"` often, and a warning for each would bury the ones that matter.
  const kept = new Set([...Object.keys(clean.properties), 'target', 'rel']);
  // An iframe's `sandbox`, `loading` and `referrerpolicy` are docgen's own (hardenIframe); the
  // obsolete `frameborder` of every embed code is the stylesheet's `border: 0` for iframes.
  const allowDropped: string[] = [];
  if (element.tagName === 'iframe') {
    for (const name of ['sandbox', 'loading', 'referrerPolicy', 'frameBorder']) kept.add(name);
    const { dropped } = iframeAllow(element.properties.allow);
    if (dropped.length > 0) allowDropped.push(`allow="${dropped.join('; ')}"`);
  }
  const style =
    policy.styles && element.properties.style != null ? readStyle(element.properties.style) : undefined;
  if (style?.kept.length) kept.add('style');
  const classes = (Array.isArray(element.properties.className) ? element.properties.className : [])
    .map(String)
    .filter((name) => !SAFE_CLASS.test(name));
  return {
    attributes: [
      ...Object.keys(element.properties).filter(
        (name) => !kept.has(name) && element.properties[name] != null,
      ),
      ...allowDropped,
    ],
    ...(style?.kept.length && style.dropped.length ? { styles: style.dropped } : {}),
    ...(classes.length ? { classes } : {}),
  };
}

const HTML_TAGS = new Set(htmlTagNames);

/**
 * A custom element's name (a `-` in it, as `<docgen-api>`, no HTML element's): unless a script of
 * the page defines it, a browser shows it as an inline box of its children, nothing more.
 */
export function isCustomElementName(name: string): boolean {
  return name.includes('-') && !HTML_TAGS.has(name);
}

/** Collects what a page loses and reports it as warnings, one per kind. */
export class HtmlDropReport {
  private seen = new Map<string, { at: At; count: number; hint: string }>();

  constructor(private data: DocFileData) {}

  add(drops: HtmlDrops, tagName: string, at: At): void {
    if (drops.tag) this.note(`<${drops.tag}>`, at, hintForTag(drops.tag));
    for (const name of drops.styles ?? [])
      this.note(
        `the \`${name}\` style of <${tagName}>`,
        at,
        "Pages keep a safe list of style properties (sizes, margins, padding, text-align, float, display…) with plain values: give the element a class with a rule in the site's stylesheet for the rest.",
      );
    for (const name of drops.classes ?? [])
      this.note(
        `the class name \`${name}\` of <${tagName}>`,
        at,
        'Class names are kept when they are CSS identifiers (letters, digits, `-` and `_`).',
      );
    for (const name of drops.attributes) {
      const attribute = htmlName(name);
      this.note(`the \`${attribute}\` attribute of <${tagName}>`, at, hintForAttribute(attribute));
    }
  }

  /** Pushes the warnings onto the page's. */
  flush(): void {
    for (const [what, { at, count, hint }] of this.seen)
      this.data.warnings.push(
        new DocgenError(`HTML the page writes is left out: ${what}${count > 1 ? ` (${count} times)` : ''}.`, {
          ...locate(this.data, at),
          hint,
        }),
      );
    this.seen.clear();
  }

  private note(what: string, at: At, hint: string): void {
    const known = this.seen.get(what);
    if (known) known.count++;
    else this.seen.set(what, { at, count: 1, hint });
  }
}

function hintForTag(tag: string): string {
  if (tag === 'iframe')
    return 'An <iframe> is kept when its `src` is an https: URL on a host of `docs.iframeHosts` in docgen.config.ts (YouTube, Vimeo, CodeSandbox, StackBlitz, Loom and egghead by default): add the host there, or link to what it shows.';
  if (tag === 'embed' || tag === 'object')
    return 'Pages keep a strict Content-Security-Policy, which embeds break: link to what it shows instead (e.g. the video page).';
  if (tag === 'script')
    return 'Pages run no inline script (their CSP forbids it): use an island for browser code.';
  if (tag === 'style')
    return "Pages carry no inline styles (their CSP forbids them): put the rules in the site's stylesheet.";
  return 'docgen renders HTML through a sanitiser (GitHub rules): forms, frames and scripts are not content.';
}

function hintForAttribute(name: string): string {
  if (name === 'style')
    return 'Pages carry no inline styles (their CSP forbids them); a safe list of properties (sizes, margins, text-align, float…) with plain values becomes a class, and nothing else: give the element a class (`className="…"`) with a rule in the site\'s stylesheet.';
  if (name.startsWith('on')) return 'Pages run no inline script: event handlers are removed (use an island).';
  return 'docgen renders HTML through a sanitiser (GitHub rules) that allows this attribute nowhere, or not with this value.';
}

/** `className` → `class`, `onClick` → `onclick`, `ariaHidden` → `aria-hidden` (as written in HTML). */
function htmlName(property: string): string {
  if (property === 'className') return 'class';
  if (/^on[A-Z]/.test(property)) return property.toLowerCase();
  return property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

// Broken links fail the build: every internal link must name a route (or a file that exists),
// and every #anchor an id on the target page. All problems are reported at once. As in
// Docusaurus, `onBrokenLinks`, `onBrokenAnchors` and `onBrokenMarkdownLinks` may turn each kind
// into warnings instead, or silence it (for page links, anchors, and `.md` paths that name no file).
import picomatch from 'picomatch';
import { DocgenError, DocgenErrorList } from '../errors.ts';
import type { Severity, Warnings } from '../warnings.ts';
import type { SourcedLink } from './route-data.ts';

export interface LinkPolicy {
  onBrokenLinks: Severity;
  onBrokenAnchors: Severity;
  onBrokenMarkdownLinks: Severity;
  /** Routes served by another program (config `linkCheckExclude`): links to them are not checked. */
  linkCheckExclude?: readonly string[];
  /** Each spec's own `onBrokenLinks`, for the links of its descriptions (config `openapi[]`). */
  openapi?: readonly { spec: string; onBrokenLinks: Severity }[];
}

type Kind = 'link' | 'anchor' | 'markdown';

export interface LinkCheckInput {
  links: SourcedLink[];
  /** Route → the ids a `#hash` may name on it. */
  anchors: ReadonlyMap<string, ReadonlySet<string>>;
  /** Public paths of static files (e.g. `/img/logo.svg`, spec downloads). */
  files: ReadonlySet<string>;
  /** Asset sources (site-root relative) that exist on disk. */
  existingAssets: ReadonlySet<string>;
  /** Which kinds only warn (default: all throw). */
  policy?: Partial<LinkPolicy>;
  /** Where warnings go; without it, a kind set to 'warn' is not reported. */
  warnings?: Warnings;
}

export function checkLinks({
  links,
  anchors,
  files,
  existingAssets,
  policy = {},
  warnings,
}: LinkCheckInput): void {
  const problems: DocgenError[] = [];
  const severity: Record<Kind, Severity> = {
    link: policy.onBrokenLinks ?? 'throw',
    anchor: policy.onBrokenAnchors ?? 'throw',
    markdown: policy.onBrokenMarkdownLinks ?? 'throw',
  };
  const key: Record<Kind, string> = {
    link: 'onBrokenLinks',
    anchor: 'onBrokenAnchors',
    markdown: 'onBrokenMarkdownLinks',
  };
  // A link of a spec's description that names no page (link or Markdown path) follows that spec's
  // own setting; its anchors follow the site's.
  const specs = new Map(
    (policy.openapi ?? []).map((api, i) => [
      api.spec,
      { level: api.onBrokenLinks, key: `openapi[${i}].onBrokenLinks` },
    ]),
  );
  const levelOf = (link: SourcedLink, kind: Kind): { level: Severity; key: string } => {
    const spec = link.pointer !== undefined && kind !== 'anchor' ? specs.get(link.source) : undefined;
    return spec ?? { level: severity[kind], key: key[kind] };
  };
  // A link in a shared schema's description (or a partial) is on every page that shows it: one
  // place to fix, so one report (naming the first page's target) with how many pages it is on.
  const broken = new Map<
    string,
    { link: SourcedLink; found: { kind: Kind; problem: string }; pages: number }
  >();
  // Docusaurus's client router matches routes whatever their letter case; a web server does not.
  const lowerCase = new Map([...anchors.keys()].map((route) => [route.toLowerCase(), route]));
  const excluded = excludedRoutes(policy.linkCheckExclude ?? []);
  for (const link of links) {
    if (excluded(link.target)) continue;
    const found = checkOne(link, anchors, files, existingAssets, lowerCase);
    if (!found) continue;
    const place = [link.source, link.line, link.pointer, link.raw, found.kind].join('\0');
    const seen = broken.get(place);
    if (seen) seen.pages++;
    else broken.set(place, { link, found, pages: 1 });
  }
  for (const { link, found, pages } of broken.values()) {
    // A spec link: its line, and a multi-file spec's part file and pointer there, looked up now.
    const located = link.line ? undefined : link.locate?.();
    const place = {
      file: located?.file || link.source,
      line: link.line || located?.line || undefined,
      pointer: located?.pointer ?? link.pointer,
    };
    // An image names the file it looked for; a page link shows what the writer wrote and where it led.
    const what =
      link.target.startsWith('asset:') || link.raw === link.target
        ? link.raw
        : `${link.raw} → ${link.target}`;
    const on = pages > 1 ? ` (on ${pages} pages)` : '';
    const problem = new DocgenError(`${what}: ${found.problem}${on}`, place);
    const { level, key: setting } = levelOf(link, found.kind);
    if (level === 'throw') problems.push(problem);
    else if (level !== 'ignore')
      warnings?.add(
        new DocgenError(
          `broken ${found.kind === 'markdown' ? 'Markdown link' : found.kind} ${problem.message}`,
          { ...place, hint: `Reported, not fatal: \`${setting}: '${level}'\` in the config.` },
        ),
      );
  }
  if (problems.length > 0) {
    const n = problems.length;
    throw new DocgenErrorList(
      `${n} broken link${n === 1 ? '' : 's'}:`,
      problems,
      `Link to an existing route (${routeExample(anchors)}) or to the Markdown file, relative to the page (./other-page.md), and to a heading id that exists on that page.`,
    );
  }
}

function checkOne(
  link: SourcedLink,
  anchors: LinkCheckInput['anchors'],
  files: ReadonlySet<string>,
  existingAssets: ReadonlySet<string>,
  lowerCase: ReadonlyMap<string, string> = new Map(),
): { kind: Kind; problem: string } | undefined {
  if (link.target.startsWith('asset:')) {
    const file = link.target.slice('asset:'.length);
    return existingAssets.has(file)
      ? undefined
      : { kind: 'link', problem: `file not found (no file ${file})` };
  }
  const [route, ...rest] = link.target.split('#');
  const hash = rest.join('#');
  if (/\.mdx?$/.test(route)) return { kind: 'markdown', problem: 'no Markdown file at this path' };
  const ids = anchors.get(route);
  if (!ids) {
    if (files.has(route)) return undefined;
    // `[me@example.com](me@example.com)` is a relative link to a page named so, in a browser too.
    const email = /^[^\s/@:]+@[^\s/@:]+\.[a-z]{2,}$/i.test(link.raw);
    const otherCase = lowerCase.get(route.toLowerCase());
    return {
      kind: 'link',
      problem: `no page has this route${email ? ` (an e-mail address is written mailto:${link.raw})` : ''}${otherCase ? ` (${otherCase} differs only in letter case: web servers tell them apart, though Docusaurus's router did not)` : ''}`,
    };
  }
  if (hash && !ids.has(decodeHash(hash))) {
    // Heading ids are lower case (`#togglesidebar`); browsers match a #hash in its exact case.
    const wanted = decodeHash(hash).toLowerCase();
    const otherCase = [...ids].find((id) => id.toLowerCase() === wanted);
    return {
      kind: 'anchor',
      problem: `no heading or anchor "#${hash}" on ${route}${otherCase ? ` (its id is "#${otherCase}": browsers match the case)` : ''}`,
    };
  }
  return undefined;
}

/**
 * Whether a link's target (`/help`, `/blog/2024/post#intro`) is a route `patterns` exclude from the
 * check. A trailing slash and the `#hash` do not count; a pattern with no glob matches exactly.
 */
export function excludedRoutes(patterns: readonly string[]): (target: string) => boolean {
  if (patterns.length === 0) return () => false;
  const trim = (route: string) => (route.length > 1 ? route.replace(/\/+$/, '') : route);
  const match = picomatch(patterns.map(trim), { dot: true });
  return (target) => {
    if (target.startsWith('asset:')) return false;
    return match(trim(target.split('#')[0]));
  };
}

/** A malformed escape (`#%zz`) is compared as written: no id matches it, so it is reported. */
function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
}

export interface SiteLinksInput {
  links: SourcedLink[];
  /** Every route's data (its `anchors` are the `#id` targets). */
  routes: Iterable<{ route: string; anchors: string[] }>;
  /** Files the output holds besides the pages (static files, spec downloads), by output path. */
  copies: { path: string }[];
  /** Files the pages reference, and whether each exists. */
  assets: { from: string }[];
  assetExists: (from: string) => boolean;
  policy?: Partial<LinkPolicy>;
  warnings?: Warnings;
}

/** The link check over a whole site, as `docgen build` and `docgen dev` run it. */
export function checkSiteLinks({
  links,
  routes,
  copies,
  assets,
  assetExists,
  policy,
  warnings,
}: SiteLinksInput): void {
  const anchors = new Map<string, Set<string>>();
  for (const route of routes) anchors.set(route.route, new Set(route.anchors));
  checkLinks({
    // A docs version's links to other versions are checked once all are built (commands/build.ts).
    links: links.filter((link) => !link.outside),
    anchors,
    files: new Set(copies.map((c) => `/${c.path}`)),
    existingAssets: new Set(assets.filter((a) => assetExists(a.from)).map((a) => a.from)),
    policy,
    warnings,
  });
}

/** A route of this site to quote in the hint: the first page below the home page, else "/". */
function routeExample(anchors: LinkCheckInput['anchors']): string {
  const routes = [...anchors.keys()];
  const route = routes.find((r) => r !== '/' && !r.startsWith('/_')) ?? routes[0] ?? '/';
  return `e.g. ${route}`;
}

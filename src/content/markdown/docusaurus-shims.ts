// The `@docusaurus/*` modules a Docusaurus site's own components import, as they behave in
// Docusaurus' server render, so that those components compile and render in docgen with React
// alone: Metro's, Stencil's and most sites' components use `Link`, `useBaseUrl` or
// `useDocusaurusContext`. The components render once, on the server (no hydration), so
// `BrowserOnly` shows its fallback and `useIsBrowser` is false, as in Docusaurus' HTML. The
// shims import `react/jsx-runtime`: the build that uses them keeps React external (sharedReact).
import type { Plugin } from 'esbuild';

/** What the shims know of the site (`useDocusaurusContext().siteConfig`, the base URL of links). */
export interface ShimSite {
  baseUrl: string;
  title?: string;
  tagline?: string;
  url?: string;
  /** The docs of the build, as `useDocsVersion().docs` and `useDocById` give them. */
  docs?: readonly { id: string; title: string; description?: string }[];
}

/** The modules shimmed, by import path (exact). */
export const DOCUSAURUS_SHIMS: ReadonlySet<string> = new Set([
  '@docusaurus/ExecutionEnvironment',
  '@docusaurus/Link',
  '@docusaurus/useBaseUrl',
  '@docusaurus/useDocusaurusContext',
  '@docusaurus/BrowserOnly',
  '@docusaurus/useIsBrowser',
  '@docusaurus/Head',
  '@docusaurus/Translate',
  '@docusaurus/router',
  // The docs' ids, titles and descriptions (Home Assistant's quality-scale lists name each rule
  // by its title: `useDocsVersion().docs[id].title`).
  '@docusaurus/plugin-content-docs/client',
  // The theme components a site's own component builds on (tRPC's InstallSnippet: a <Tabs> of
  // <CodeBlock>s; Kysely's getting-started sections), as docgen's tabs, code blocks, admonitions.
  '@theme/Tabs',
  '@theme/TabItem',
  '@theme/CodeBlock',
  '@theme/Admonition',
  '@theme/Heading',
]);

/** Where the page being rendered is (`useLocation().pathname`), set around each render (rehype-mdx-components.ts). */
export const PAGE_LOCATION = Symbol.for('docgen.pageLocation');

export function docusaurusShims(site: ShimSite = { baseUrl: '/' }): Plugin {
  return {
    name: 'docgen-docusaurus-shims',
    setup(b) {
      b.onResolve({ filter: /^@(?:docusaurus|theme)\/[A-Za-z-]+(?:\/client)?$/ }, (args) =>
        DOCUSAURUS_SHIMS.has(args.path) ? { path: args.path, namespace: 'docgen-shim' } : undefined,
      );
      b.onLoad({ filter: /.*/, namespace: 'docgen-shim' }, (args) => ({
        contents: shimSource(args.path, site),
        loader: 'js',
      }));
    },
  };
}

/**
 * The module's code. The site's values enter as JSON literals (JSON.stringify), never as code; the
 * base URL is prepended to root-relative paths as Docusaurus' `Link` and `useBaseUrl` do.
 */
export function shimSource(module: string, site: ShimSite): string {
  const withBase = `const BASE = ${JSON.stringify(site.baseUrl.replace(/\/*$/, '/'))};
function withBase(url, options) {
  if (typeof url !== 'string' || url === '' || !url.startsWith('/') || url.startsWith('//')) return url;
  if (url.startsWith(BASE) && !(options && options.forcePrependBaseUrl)) return url;
  const path = BASE + url.slice(1);
  return options && options.absolute ? ${JSON.stringify((site.url ?? '').replace(/\/+$/, ''))} + path : path;
}`;
  switch (module) {
    case '@docusaurus/ExecutionEnvironment':
      return 'export default { canUseDOM: false, canUseEventListeners: false, canUseIntersectionObserver: false, canUseViewport: false };';
    case '@docusaurus/Link':
      // Docusaurus-only props are dropped: React would print them as unknown attributes.
      return `import { jsx } from 'react/jsx-runtime';
${withBase}
export default function Link({ to, href, autoAddBaseUrl, isNavLink, activeClassName, exact, ...rest }) {
  const target = to ?? href;
  return jsx('a', { ...rest, href: autoAddBaseUrl === false ? target : withBase(target) });
}`;
    case '@docusaurus/useBaseUrl':
      return `${withBase}
export default function useBaseUrl(url, options) { return withBase(url, options); }
export function useBaseUrlUtils() { return { withBaseUrl: withBase }; }`;
    case '@docusaurus/useDocusaurusContext': {
      const siteConfig = {
        title: site.title ?? '',
        tagline: site.tagline ?? '',
        url: site.url ?? '',
        baseUrl: site.baseUrl,
        customFields: {},
        themeConfig: {},
      };
      return `const context = Object.freeze({
  siteConfig: ${JSON.stringify(siteConfig)},
  siteMetadata: {},
  globalData: {},
  i18n: { defaultLocale: 'en', currentLocale: 'en', locales: ['en'], localeConfigs: {} },
  codeTranslations: {},
});
export default function useDocusaurusContext() { return context; }`;
    }
    case '@docusaurus/BrowserOnly':
      return 'export default function BrowserOnly({ fallback }) { return fallback ?? null; }';
    case '@docusaurus/useIsBrowser':
      return 'export default function useIsBrowser() { return false; }';
    case '@docusaurus/Head':
      // The page's <head> is docgen's (title, description, CSP): what a component adds is left out.
      return 'export default function Head() { return null; }';
    case '@docusaurus/Translate':
      return `function fill(message, values) {
  return String(message ?? '').replace(/{(\\w+)}/g, (m, name) => (values && name in values ? String(values[name]) : m));
}
export function translate({ message, values } = {}) { return fill(message, values); }
export default function Translate({ children, values }) { return typeof children === 'string' ? fill(children, values) : (children ?? null); }`;
    // The theme components a site's component renders are marks, made into docgen's code blocks
    // and tabs once the component has rendered (rehype-mdx-components.ts): the same markup, the
    // same highlighting, the same script as the Markdown's.
    case '@theme/CodeBlock':
      return `import { jsx } from 'react/jsx-runtime';
export default function CodeBlock({ children, language, className, title, showLineNumbers, metastring }) {
  const lang = language ?? /(?:^|\\s)language-(\\S+)/.exec(className ?? '')?.[1];
  const text = typeof children === 'string' ? children : Array.isArray(children) && children.every((c) => typeof c === 'string') ? children.join('') : children;
  const props = JSON.stringify({ language: lang, title, showLineNumbers, metastring });
  return jsx('docgen-code-block', { 'data-props': props, children: text });
}`;
    case '@docusaurus/router':
      // The page's location as in Docusaurus' server render: its path, no query, no hash.
      return `${withBase}
export function useLocation() {
  const route = globalThis[Symbol.for('docgen.pageLocation')] ?? '/';
  return { pathname: withBase(route), search: '', hash: '', state: undefined, key: 'default' };
}
export function useHistory() {
  const location = useLocation();
  return { location, length: 1, action: 'POP', push() {}, replace() {}, go() {}, goBack() {}, goForward() {}, listen() { return () => {}; }, block() { return () => {}; }, createHref: (l) => String(l?.pathname ?? l ?? '') };
}`;
    case '@docusaurus/plugin-content-docs/client': {
      // As the docs plugin's version data: each doc's id, title, description (its sidebar is not
      // known here). What else the module has (the active doc, the sidebars) is not shimmed: a
      // component that imports it does not compile, and init says so.
      const docs = Object.fromEntries(
        (site.docs ?? []).map((d) => [
          d.id,
          { id: d.id, title: d.title, description: d.description ?? '', sidebar: undefined },
        ]),
      );
      return `const docs = Object.freeze(${JSON.stringify(docs)});
const version = Object.freeze({ pluginId: 'default', version: 'current', label: 'Next', banner: null, badge: false, noIndex: false, className: '', isLast: true, docsSidebars: {}, docs });
export function useDocsVersion() { return version; }
export function useDocById(id) {
  if (id === undefined) return undefined;
  if (!Object.hasOwn(docs, id)) throw new Error('no doc found with id=' + id);
  return docs[id];
}`;
    }
    case '@theme/Heading':
      // A heading of the component's own: no anchor link (docgen's are for the page's Markdown).
      return `import { jsx } from 'react/jsx-runtime';
export default function Heading({ as, ...props }) { return jsx(as ?? 'h2', props); }`;
    case '@theme/Admonition':
      return `import { jsx, jsxs } from 'react/jsx-runtime';
export default function Admonition({ type, title, icon, children }) {
  return jsxs('docgen-admonition', { 'data-props': JSON.stringify({ type }), children: [
    title === undefined || title === null ? null : jsx('docgen-admonition-title', { children: title }),
    jsx('docgen-admonition-body', { children }),
  ] });
}`;
    case '@theme/TabItem':
      return `import { jsx } from 'react/jsx-runtime';
export default function TabItem({ children }) { return jsx('div', { children }); }`;
    case '@theme/Tabs':
      // Reads its items' props as Docusaurus' Tabs does (the items themselves never render).
      return `import { jsx, jsxs } from 'react/jsx-runtime';
import { Children, isValidElement } from 'react';
const text = (v) => (v === undefined || v === null ? undefined : String(v));
export default function Tabs({ children, values, defaultValue, groupId, queryString }) {
  const listed = (Array.isArray(values) ? values : []).map((v, i) =>
    jsx('docgen-tab-value', { 'data-value': text(v?.value), children: v?.label }, 'value-' + i));
  const items = Children.toArray(children).filter(isValidElement).map((item, i) => {
    const p = item.props ?? {};
    const props = JSON.stringify({ value: p.value, default: p.default === true ? true : undefined });
    return jsxs('docgen-tab-item', { 'data-props': props, children: [
      p.label === undefined || p.label === null ? null : jsx('docgen-tab-label', { children: p.label }),
      jsx('docgen-tab-panel', { children: p.children }),
    ] }, 'item-' + i);
  });
  const props = JSON.stringify({ defaultValue, groupId, queryString });
  return jsxs('docgen-tabs', { 'data-props': props, children: [...listed, ...items] });
}`;
    default:
      throw new Error(`no shim for ${module}`);
  }
}

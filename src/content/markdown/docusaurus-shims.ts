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
]);

export function docusaurusShims(site: ShimSite = { baseUrl: '/' }): Plugin {
  return {
    name: 'docgen-docusaurus-shims',
    setup(b) {
      b.onResolve({ filter: /^@docusaurus\/[A-Za-z]+$/ }, (args) =>
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
    default:
      throw new Error(`no shim for ${module}`);
  }
}

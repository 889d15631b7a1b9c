// The site's root page when no docs version is built there: the latest version has a `path` of
// its own (`versions: { '3.2.0': { path: 'version-3.2.0' } }`), and Docusaurus then has a React
// page at `/`. docgen writes a page that sends the reader on to the latest version's main doc at
// once (a zero-delay refresh, which also works without JavaScript), with a link for the rest.
import type { Element, ElementContent, Properties } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { ResolvedConfig } from '../config/schema.ts';
import type { DocsVersion, LatestDocs } from '../config/docs-versions.ts';
import { withBase } from '../shared/output-layout.ts';

/** The root page for the latest version at its own path, sending the reader to its main doc. */
export function versionRootPage(
  config: ResolvedConfig,
  version: DocsVersion,
  latest: LatestDocs,
  /** The site's base URL (the config a version's build sees has the version's). */
  siteBase: string,
): { path: string; contents: string } {
  const url = withBase(version.baseUrl, latest.main?.slice(1) ?? '');
  return {
    path: 'index.html',
    contents: versionRedirectPage(config, { url, label: version.label }, siteBase),
  };
}

const h = (tagName: string, properties: Properties, children: (ElementContent | string)[] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children: children.map((c) => (typeof c === 'string' ? { type: 'text', value: c } : c)),
});

export function versionRedirectPage(
  config: ResolvedConfig,
  target: { url: string; label: string },
  /** Named in the page as the others name theirs: `docgen serve` serves the folder there (serve.ts). */
  siteBase: string,
): string {
  const locale = config.i18n.defaultLocale;
  const lang = config.i18n.localeConfigs[locale]?.htmlLang ?? locale;
  const tree = {
    type: 'root' as const,
    children: [
      { type: 'doctype' as const },
      h('html', { lang }, [
        h('head', {}, [
          h('meta', { charSet: 'utf-8' }),
          h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
          h('title', {}, [config.title]),
          h('meta', { httpEquiv: ['refresh'], content: `0; url=${target.url}` }),
          h('link', { rel: ['canonical'], href: new URL(target.url, config.url).href }),
          h('meta', { name: 'robots', content: 'noindex' }),
          h('meta', { name: 'docgen:base', content: siteBase }),
        ]),
        h('body', {}, [
          h('main', {}, [h('p', {}, [h('a', { href: target.url }, [`${config.title}: ${target.label}`])])]),
        ]),
      ]),
    ],
  };
  return `${toHtml(tree)}\n`;
}

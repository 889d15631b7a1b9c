// The HTML document shell: <head> metadata and the no-flash colour-mode script.
import type { ReactNode } from 'react';
import { href, htmlLang, imageHref, type PageProps } from './props.ts';

export default function Document({
  route,
  site,
  title,
  children,
}: PageProps & { title: string; children: ReactNode }) {
  const { config, assets } = site;
  const canonical = `${config.url}${href(site, route.route)}`;
  // What the page's own <head> block sets: its title is the document's as written (Docusaurus
  // keeps og:title the page title), its meta tags and links replace the defaults of their name.
  const own = route.kind === 'doc' ? route.head : undefined;
  const ownsLink = (rel: string) => own?.links.some((link) => link.rel === rel) ?? false;
  const meta = (attribute: 'name' | 'property', key: string, content: string | undefined) => {
    if (content === undefined || own?.meta.some((tag) => tag.attribute === attribute && tag.key === key))
      return null;
    return attribute === 'name' ? (
      <meta name={key} content={content} />
    ) : (
      <meta property={key} content={content} />
    );
  };
  return (
    <html
      lang={htmlLang(site, config.i18n.defaultLocale)}
      data-theme={config.colorMode.defaultMode}
      className="no-js"
    >
      <head>
        <meta charSet="utf-8" />
        {/* Before any script: only same-origin scripts and the colour-mode script below (by hash) may run, on any host;
            frames only from the site and the embed hosts of `docs.iframeHosts` (every page lists them all, so a
            page reached by client-side navigation can show its embeds). */}
        <meta
          httpEquiv="Content-Security-Policy"
          content={`script-src 'self' '${assets.themeScriptHash}'; object-src 'none'; base-uri 'self'; frame-src ${["'self'", ...config.docs.iframeHosts.map((host) => `https://${host}`)].join(' ')}`}
        />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{own?.title ?? title}</title>
        {meta('name', 'description', route.description)}
        {!ownsLink('canonical') && route.kind !== 'not-found' && <link rel="canonical" href={canonical} />}
        {meta('property', 'og:title', title)}
        {meta('property', 'og:description', route.description)}
        {meta('property', 'og:type', 'website')}
        {meta('property', 'og:site_name', config.title)}
        {route.kind !== 'not-found' && meta('property', 'og:url', canonical)}
        {/* X (Twitter) reads the title and description from og:title and og:description when it has
            no twitter: ones, so only the card type (which Open Graph has no word for) is its own. */}
        {meta('name', 'twitter:card', 'summary')}
        {/* The page's own <head> tags (src/content/page-head.ts): they replace the defaults above.
            Marked, so that client-side navigation takes them out when it leaves the page. */}
        {own?.meta.map((tag) =>
          tag.attribute === 'name' ? (
            <meta key={`name:${tag.key}`} name={tag.key} content={tag.content} data-page-head="" />
          ) : (
            <meta key={`property:${tag.key}`} property={tag.key} content={tag.content} data-page-head="" />
          ),
        )}
        {own?.links.map((link) => (
          <link
            key={`${link.rel}:${link.href}`}
            data-page-head=""
            rel={link.rel}
            href={link.href}
            hrefLang={link.hreflang}
            type={link.type}
            title={link.title}
          />
        ))}
        <meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#1b1b1d" media="(prefers-color-scheme: dark)" />
        <meta name="docgen:route" content={route.route} />
        <meta name="docgen:base" content={config.baseUrl} />
        {config.favicon ? (
          <link
            rel="icon"
            href={imageHref(site, config.favicon)}
            type={config.favicon.endsWith('.svg') ? 'image/svg+xml' : undefined}
          />
        ) : (
          <link rel="icon" href={DEFAULT_FAVICON} type="image/svg+xml" />
        )}
        <link rel="stylesheet" href={assets.css} />
        <script dangerouslySetInnerHTML={{ __html: assets.themeScript }} />
        <script type="module" src={assets.client} />
        {assets.versionScript && <script type="module" src={assets.versionScript} />}
      </head>
      <body>{children}</body>
    </html>
  );
}

/**
 * A site without a `favicon` still gets one (a page in a rounded square), inline so that it costs
 * no request and no file; without any, browsers ask for /favicon.ico and log a 404.
 */
const DEFAULT_FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#2e6bd9"/><path d="M10 7h9l5 5v13a1 1 0 0 1-1 1H10a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z" fill="#fff"/><path d="M12 16h8M12 19.5h8M12 23h5" stroke="#2e6bd9" stroke-width="1.6" stroke-linecap="round"/></svg>',
)}`;

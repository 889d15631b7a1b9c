// What every page template receives. Templates are pure functions of these props.
import type { RouteData, SiteData } from '../src/types.ts';

export interface PageProps<R extends RouteData = RouteData> {
  route: R;
  site: SiteData;
}

/** A route or static path under the site's base URL; absolute URLs and `#anchors` as they are. */
export function href(site: SiteData, path: string): string {
  // Docusaurus's `pathname:///x`: the path x under the base URL (the config allows no other scheme
  // but http(s), mailto: and tel:, src/config/schemas/link.ts).
  if (/^pathname:\/\//i.test(path))
    return site.urls.to(`/${path.slice('pathname://'.length).replace(/^\/+/, '')}`);
  if (/^[a-z][a-z0-9+.-]*:|^\/\/|^#/i.test(path)) return path;
  return site.urls.to(path);
}

/** A link the config's navbar or footer names: as `href`, a route of the site (see SiteUrls.link). */
export function configHref(site: SiteData, path: string): string {
  if (/^pathname:\/\//i.test(path) || /^[a-z][a-z0-9+.-]*:|^\/\/|^#/i.test(path)) return href(site, path);
  return site.urls.link(path);
}

/** A static image the config names (logo, favicon): its content-hashed copy when the build made one. */
export function imageHref(site: SiteData, path: string): string {
  return site.assets.images?.[path] ?? href(site, path);
}

// Templates are copied into sites and compiled there, so they import nothing of docgen's at run
// time (types only): the output layout reaches them as `site.urls`.

/** The page's plain Markdown copy (`/` → `index.md`, `/a/b` → `a/b.md`). */
export function markdownHref(site: SiteData, route: string): string {
  return site.urls.markdown(route);
}

/** An operation page's Try-it console module (`/a/b` → `_docgen/console/a/b.js`). */
export function consoleUrl(site: SiteData, route: RouteData): string {
  return site.urls.console(route.route);
}

/** A locale's name in the locale dropdown: configured, else the language's own name ("Français"). */
export function localeLabel(site: SiteData, locale: string): string {
  const configured = site.config.i18n.localeConfigs[locale]?.label;
  if (configured) return configured;
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
    return name ? name[0].toLocaleUpperCase(locale) + name.slice(1) : locale;
  } catch {
    return locale; // not a BCP 47 tag Intl knows
  }
}

/** The `lang` of a locale (`localeConfigs[locale].htmlLang`, else the locale itself). */
export function htmlLang(site: SiteData, locale: string): string {
  return site.config.i18n.localeConfigs[locale]?.htmlLang ?? locale;
}

/** The same page in another locale: the default locale at the site's base URL, others under `<locale>/`. */
export function localeHref(site: SiteData, locale: string, route: string): string {
  const prefix = locale === site.config.i18n.defaultLocale ? '' : `/${locale}`;
  return href(site, `${prefix}${route}`.replace(/(.)\/$/, '$1'));
}

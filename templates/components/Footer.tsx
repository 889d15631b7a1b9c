// Footer: copyright line, and (when configured) a logo and link columns or a single row of links.
import type { SiteData } from '../../src/types.ts';
import { configHref, href, imageHref } from '../props.ts';

type Link = { label: string; href: string };

export default function Footer({ site }: { site: SiteData }) {
  const { footer } = site.config;
  const links = footer.links as (Link | { title: string; items: Link[] })[];
  const columns = links.filter((l): l is { title: string; items: Link[] } => 'items' in l);
  const row = links.filter((l): l is Link => 'href' in l);
  // Nothing to show: no empty band under every page of a new site.
  if (!columns.length && !row.length && !footer.logo && !footer.copyright) return null;
  return (
    <footer className={`footer footer--${footer.style}`}>
      <div className="footer__inner">
        {columns.length > 0 && (
          <div className="footer__columns">
            {columns.map((col) => (
              <div className="footer__column" key={col.title}>
                <p className="footer__title">{col.title}</p>
                <ul>
                  {col.items.map((l) => (
                    <li key={l.href}>
                      <FooterLink site={site} link={l} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
        {row.length > 0 && (
          <ul className="footer__row">
            {row.map((l) => (
              <li key={l.href}>
                <FooterLink site={site} link={l} />
              </li>
            ))}
          </ul>
        )}
        {footer.logo && (
          <p className="footer__logo">
            {footer.logo.href ? (
              <a href={href(site, footer.logo.href)}>
                <img src={imageHref(site, footer.logo.src)} alt={footer.logo.alt} height={32} />
              </a>
            ) : (
              <img src={imageHref(site, footer.logo.src)} alt={footer.logo.alt} height={32} />
            )}
          </p>
        )}
        {footer.copyright && <p className="footer__copyright">{footer.copyright}</p>}
      </div>
    </footer>
  );
}

function FooterLink({ site, link }: { site: SiteData; link: Link }) {
  const external = /^https?:/.test(link.href);
  return (
    <a
      className="footer__link"
      href={configHref(site, link.href)}
      {...(external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}
    >
      {link.label}
    </a>
  );
}

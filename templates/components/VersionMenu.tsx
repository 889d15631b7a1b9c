// The markup the version menus share: the navbar's docs version dropdown (VersionDropdown.tsx) and
// the version menu of a versioned API's pages (ApiVersionMenu.tsx). A <details> dropdown, so it
// works without script; the version being shown is marked active (`aria-current`).

export interface VersionMenuLink {
  key: string;
  label: string;
  href: string;
  active: boolean;
  /** The link's data-* attributes, read by the browser scripts. */
  data: Record<`data-${string}`, string>;
}

export default function VersionMenu({
  summary,
  summaryClass,
  data,
  links,
}: {
  summary: string;
  summaryClass: string;
  /** The dropdown's data-* attributes. */
  data: Record<`data-${string}`, string | true | undefined>;
  links: VersionMenuLink[];
}) {
  return (
    <details className="dropdown" data-dropdown {...data}>
      <summary className={summaryClass}>{summary}</summary>
      <ul className="dropdown__menu">
        {links.map((link) => (
          <li key={link.key}>
            <a
              className={link.active ? 'dropdown__link is-active' : 'dropdown__link'}
              href={link.href}
              {...link.data}
              aria-current={link.active ? 'true' : undefined}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

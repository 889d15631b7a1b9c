// The shared docs sidebar. On mobile (≤ 996 px) the same element is a drawer with a "back to main
// menu" button. Categories holding the current page (and those configured open) are rendered
// expanded; a collapsed category's entries are left out of the page (its toggle has no
// `aria-controls`), so a page's size does not grow with the whole site. The build renders the full
// menu once (`full`, into `_docgen/sidebar.json`), which the browser runtime fetches when a reader
// opens a collapsed category. Categories with their own page link to it, so readers without
// JavaScript reach every page through the category pages.
import { renderToStaticMarkup } from 'react-dom/server';
import type { SidebarItem, SiteData } from '../../src/types.ts';
import { href } from '../props.ts';
import { MethodLabel } from './MethodBadge.tsx';
import { Item as NavbarEntry } from './Navbar.tsx';

export default function Sidebar({
  items,
  active,
  site,
  full = false,
  name,
}: {
  items: SidebarItem[];
  active: string;
  site: SiteData;
  full?: boolean;
  /**
   * On a site with a sidebars file, which one this is ('' for none: the page is in no sidebar,
   * and only the mobile drawer's main menu is left). The runtime swaps the menu when a page of
   * another one is shown (src/client/sidebar-swap.ts).
   */
  name?: string;
}) {
  return (
    <aside
      className={name === '' ? 'sidebar sidebar--none' : 'sidebar'}
      id="sidebar"
      data-sidebar
      data-sidebar-name={name}
      aria-label="Docs"
    >
      <div className="sidebar__header">
        <button type="button" className="sidebar__back" data-drawer-back>
          <span aria-hidden="true">←</span> Back to main menu
        </button>
        {/* Its icon is the stylesheet's. */}
        <button type="button" className="sidebar__close" aria-label="Close the docs menu" data-drawer-close />
      </div>
      <div className="sidebar__primary" data-drawer-primary hidden>
        <a className="menu__link" href={href(site, '/')}>
          {site.config.title}
        </a>
        {/* The way back into the docs menu, as Docusaurus' primary menu has: never a dead end. */}
        <button type="button" className="menu__link sidebar__to-docs" data-drawer-docs>
          Docs <span aria-hidden="true">→</span>
        </button>
        {/* The navbar's items, which a narrow navbar has no room for (search stays in the navbar). */}
        {site.config.navbar.items.map((item, i) =>
          item.type === 'search' ? null : (
            <div key={i} className="sidebar__primary-item">
              <NavbarEntry item={item} site={site} path={active} sidebar={name} />
            </div>
          ),
        )}
      </div>
      <nav className="menu" aria-label="Docs sidebar" data-drawer-secondary>
        <MenuList items={items} active={active} site={site} level={1} full={full} />
      </nav>
    </aside>
  );
}

interface ListProps {
  active: string;
  site: SiteData;
  level: number;
  /** Render collapsed categories' entries too (the full menu fragment). */
  full: boolean;
}

/**
 * A list of more entries than this is shown in a page as a window around the current one: an API
 * can have 1,900 tags (Microsoft Graph's), 160 KB of collapsed categories in each of its pages. The rest is one
 * "Show all" away (the full menu, src/client/sidebar.ts); without JavaScript, the API's overview
 * lists every operation. GitHub's largest tag (190) stays whole.
 */
export const SIDEBAR_WINDOW = 250;
const WINDOW_SIDE = 100;

function MenuList({ items, id, ...props }: ListProps & { items: SidebarItem[]; id?: string }) {
  let shown = items;
  let before = 0;
  let after = 0;
  if (!props.full && items.length > SIDEBAR_WINDOW) {
    const at = Math.max(
      0,
      items.findIndex((item) => holds(item, props.active)),
    );
    const start = Math.max(0, Math.min(at - WINDOW_SIDE, items.length - 2 * WINDOW_SIDE - 1));
    shown = items.slice(start, start + 2 * WINDOW_SIDE + 1);
    before = start;
    after = items.length - start - shown.length;
  }
  const entries = shown.map((item) => entryHtml(item, props)).join('');
  const more = (count: number, first: boolean) =>
    count > 0 ? renderToStaticMarkup(<MoreEntries count={count} before={first} />) : '';
  return (
    <ul
      className="menu__list"
      id={id}
      dangerouslySetInnerHTML={{ __html: more(before, true) + entries + more(after, false) }}
    />
  );
}

/**
 * The sidebar is most of every page's chrome, and all of it but the current page's branch is the
 * same in every page: GitHub's description puts up to 190 entries of one tag in each of its 1,226
 * pages. An entry that does not hold the current page is rendered once per build (per `site`: a
 * rebuild starts afresh) and per menu (page or full), and its HTML reused; only the branch down to
 * the current page is rendered for each page. A list is its entries' HTML, so each is rendered on
 * its own (renderToStaticMarkup can run inside a render). GitHub's sidebars: 0.47 → 0.13 s.
 */
const renderedEntries = new WeakMap<SiteData, Map<SidebarItem, string>[]>();

function entryHtml(item: SidebarItem, props: ListProps): string {
  const entry =
    item.type === 'link' ? (
      <MenuLink item={item} active={props.active} site={props.site} />
    ) : (
      <MenuCategory item={item} {...props} />
    );
  if (holds(item, props.active)) return renderToStaticMarkup(entry);
  let menus = renderedEntries.get(props.site);
  if (!menus) renderedEntries.set(props.site, (menus = [new Map(), new Map()]));
  const cache = menus[props.full ? 1 : 0];
  let html = cache.get(item);
  if (html === undefined) cache.set(item, (html = renderToStaticMarkup(entry)));
  return html;
}

/** Whether the current page is `item` or inside it. */
function holds(item: SidebarItem, active: string): boolean {
  return item.route === active || (item.type === 'category' && routesIn(item).has(active));
}

/**
 * Where a long list's window leaves entries out: loads the full menu (hidden without JavaScript).
 * Before the window it says how many it stands for, so that the runtime finds a category of the
 * window at its place in the full menu (src/client/sidebar-full.ts, `categoryPath`).
 */
function MoreEntries({ count, before = false }: { count: number; before?: boolean }) {
  return (
    <li className="menu__more" data-before={before ? count : undefined}>
      <button data-sidebar-more>{`Show ${count.toLocaleString('en-US')} more`}</button>
    </li>
  );
}

function MenuLink({
  item,
  active,
  site,
}: {
  item: Extract<SidebarItem, { type: 'link' }>;
  active: string;
  site: SiteData;
}) {
  const current = item.route === active;
  // Few bytes: an API category can list 200 operations, in every page of it (GitHub's `repos`
  // tag: 190 entries in each of 190 pages). The link has no class of its own (the stylesheet
  // styles `.menu a`), the method badge is one class (styled as a badge inside a menu link), its
  // title only where the label is short for the method, and the label is the link's own text.
  const className = [current && 'is-active', item.deprecated && 'menu__link--deprecated']
    .filter(Boolean)
    .join(' ');
  return (
    <li>
      <a
        className={className || undefined}
        href={href(site, item.route)}
        aria-current={current ? 'page' : undefined}
      >
        {item.method && (
          <span className={`badge--${item.method}`}>
            <MethodLabel method={item.method} />
          </span>
        )}
        {item.label}
        {item.deprecated && <span className="visually-hidden"> (deprecated)</span>}
      </a>
    </li>
  );
}

function MenuCategory({
  item,
  active,
  site,
  level,
  full,
}: ListProps & { item: Extract<SidebarItem, { type: 'category' }> }) {
  const expanded = holds(item, active) || !item.collapsed;
  const listId = categoryIds(site).get(item) ?? baseListId(item, level);
  const current = item.route === active;
  // A collapsed category whose entries this page leaves out has no list at all, and its toggle no
  // `aria-controls`: that absence is what tells the runtime to fetch the full menu, where the same
  // category sits at the same place (src/client/sidebar.ts), and the stylesheet to draw it closed
  // (`is-collapsed` only hides a list, and there is none). GitHub's description has 48 tags, so
  // this markup is in every page 48 times: no element or attribute is spare. The label (or link)
  // and the caret sit straight in the <li>, which the stylesheet lays out as a row. The buttons
  // have no `type="button"`: outside a form, the default type does nothing either.
  const lazy = !expanded && !full;
  const toggle = lazy ? { 'aria-expanded': false } : { 'aria-expanded': expanded, 'aria-controls': listId };
  return (
    <li className={expanded || lazy ? 'menu__category' : 'menu__category is-collapsed'}>
      {item.route ? (
        <a
          className={current ? 'is-active' : undefined}
          href={href(site, item.route)}
          aria-current={current ? 'page' : undefined}
        >
          {item.label}
        </a>
      ) : (
        // No page of its own: the label is the toggle, with the caret drawn after it.
        <button className="menu__toggle" {...toggle}>
          {item.label}
        </button>
      )}
      {/* The caret is CSS: a collapsed category is a few hundred bytes on every page of the site. */}
      {item.route && (
        <button className="menu__caret" {...toggle} aria-label={`Toggle the ${item.label} category`} />
      )}
      {!lazy && (
        <MenuList items={item.items} active={active} site={site} level={level + 1} id={listId} full={full} />
      )}
    </li>
  );
}

/**
 * Every route inside a category, gathered once per category object: every page asks each entry of
 * its sidebar whether it holds the page, and walking the entries' subtrees for each page made the
 * sidebars of a 10,000-page site cost the square of its size.
 */
const categoryRoutes = new WeakMap<SidebarItem, Set<string>>();

function routesIn(category: Extract<SidebarItem, { type: 'category' }>): Set<string> {
  let routes = categoryRoutes.get(category);
  if (routes) return routes;
  routes = new Set();
  for (const item of category.items) {
    if (item.route !== undefined) routes.add(item.route);
    if (item.type === 'category') for (const route of routesIn(item)) routes.add(route);
  }
  categoryRoutes.set(category, routes);
  return routes;
}

type Category = Extract<SidebarItem, { type: 'category' }>;

function baseListId(item: Category, level: number): string {
  return item.key ? `menu-${slug(item.key)}` : `menu-${slug(item.label)}-${level}-${slug(item.route ?? '')}`;
}

/** Each category's list id, unique in the menu, by site (a rebuild starts afresh). */
const listIds = new WeakMap<SiteData, Map<SidebarItem, string>>();

/**
 * The ids of the categories' lists, the same in every page and in the full menu: made once for the
 * whole sidebar, in its order, a second category of one label at one level without a page of its
 * own (Ory's seventeen sidebars each hold a "Guides") taking `-2`; two had one id (invalid HTML,
 * and a toggle controlling the other's list).
 */
function categoryIds(site: SiteData): Map<SidebarItem, string> {
  let ids = listIds.get(site);
  if (ids) return ids;
  ids = new Map();
  const used = new Set<string>();
  const walk = (items: SidebarItem[], level: number) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      const base = baseListId(item, level);
      let id = base;
      for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
      used.add(id);
      ids!.set(item, id);
      walk(item.items, level + 1);
    }
  };
  // Every sidebar's categories, in order: a page and the full menus give a category one id.
  for (const sidebar of site.sidebars) walk(sidebar.items, 1);
  listIds.set(site, ids);
  return ids;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

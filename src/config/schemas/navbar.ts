// The navbar: items by type, each needing only what its type says.
import * as z from 'zod';
import { linkHref } from './link.ts';

const position = z.enum(['left', 'right']).default('right');

/** An entry of a `dropdown`: a link (a path or a URL) or a page of the site (its route). */
const dropdownEntry = z.union([
  z.strictObject({ label: z.string(), href: linkHref }),
  z.strictObject({ label: z.string(), route: z.string() }),
]);

const navbarItem = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('link'), label: z.string(), href: linkHref, position }),
  z.strictObject({ type: z.literal('doc'), label: z.string(), route: z.string(), position }),
  /** The first page of a sidebar of `sidebars.js`, by its key (resolved: src/routes/navbar-sidebars.ts). */
  z.strictObject({
    type: z.literal('docSidebar'),
    sidebarId: z.string().min(1, 'a docSidebar item needs the key of a sidebar (`sidebarId`)'),
    label: z.string(),
    position,
  }),
  /** A menu of links under one label ("Community": Discord, forum, …), as Docusaurus's `dropdown`. */
  z.strictObject({
    type: z.literal('dropdown'),
    label: z.string(),
    items: z.array(dropdownEntry).min(1, 'a dropdown needs at least one item (`{ label, href }`)'),
    position,
  }),
  /** The site's locales (see `i18n`), each linking to the same page in that locale. */
  z.strictObject({ type: z.literal('localeDropdown'), position }),
  z.strictObject({
    type: z.literal('docsVersionDropdown'),
    /** Which docs plugin's version to show; the preferred version is remembered per plugin. */
    // `versions`: the versions listed (default: those of versions.json, src/config/docs-versions.ts).
    docsPluginId: z.string().default('default'),
    versions: z
      .array(
        z.strictObject({
          name: z.string().min(1, 'a docs version item needs a version name'),
          label: z.string().optional(),
          route: z.string().default('/'),
        }),
      )
      .min(1, 'a docs version dropdown needs at least one version')
      .optional(),
    position,
  }),
  z.strictObject({
    type: z.literal('docsVersion'),
    version: z
      .string({ error: 'a docs version item needs a version name (`version`)' })
      .min(1, 'a docs version item needs a version name'),
    label: z.string().optional(),
    route: z.string().default('/'),
    position,
  }),
  z.strictObject({ type: z.literal('search'), position }),
]);

/** The item types, for the message about an unknown one (load-config.ts). */
export const NAVBAR_ITEM_TYPES = navbarItem.options.map((option) => option.shape.type.value);

export const navbarKeys = {
  navbar: z
    .strictObject({
      hideOnScroll: z.boolean().default(false),
      items: z.array(navbarItem).default([]),
    })
    .prefault({}),
};

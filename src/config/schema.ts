// The site configuration: one schema per concern (schemas/), each with its defaults inside and
// its rules as refinements, joined into one strict object here; the types are inferred from it.
// Errors name the key path (see load-config.ts).
import * as z from 'zod';
import { apiKeys } from './schemas/api.ts';
import { docsKeys } from './schemas/docs.ts';
import { extensionKeys } from './schemas/extensions.ts';
import { i18nKeys } from './schemas/i18n.ts';
import { navbarKeys } from './schemas/navbar.ts';
import { siteKeys } from './schemas/site.ts';
import { themeKeys } from './schemas/theme.ts';

export type { EditUrl, EditUrlParams } from './schemas/docs.ts';
export { NAVBAR_ITEM_TYPES } from './schemas/navbar.ts';

export const configSchema = z.strictObject({
  ...siteKeys,
  ...navbarKeys,
  ...themeKeys,
  ...i18nKeys,
  ...docsKeys,
  ...extensionKeys,
  ...apiKeys,
});

/** What a user writes in docgen.config.ts. */
export type UserConfig = z.input<typeof configSchema>;
/** The config with every default applied. */
export type ResolvedConfig = z.output<typeof configSchema>;
export type NavbarItem = ResolvedConfig['navbar']['items'][number];

/** Typed helper for docgen.config.ts. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}

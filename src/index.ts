// The public API: what a program (or a docgen.config.ts) may import.
export { defineConfig } from './config/schema.ts';
export type { UserConfig, ResolvedConfig } from './config/schema.ts';
export type { RouteData, SiteData, SidebarItem, TocItem } from './types.ts';
export { DocgenError } from './errors.ts';
export { build } from './commands/build.ts';
export { serve } from './commands/serve.ts';
export { dev } from './commands/dev.ts';

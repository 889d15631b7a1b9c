// `docgen:islands` is generated at build time (src/bundle/islands-module.ts): one on-demand loader
// per island named in the site config, each compiled into its own script chunk.
declare module 'docgen:islands' {
  import type { IslandModule } from './island-types.ts';
  const islands: Record<string, () => Promise<IslandModule>>;
  export default islands;
}

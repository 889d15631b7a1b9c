import { defineConfig } from 'docgen';

export default defineConfig({
  title: 'Product Documentation',
  tagline: 'Making e-Commerce Easy',
  url: 'https://docs.evolve.example',
  baseUrl: '/',
  favicon: 'img/favicon.svg',
  logo: { src: 'img/logo.svg', alt: 'Evolve logo' },
  navbar: { hideOnScroll: false, items: [] },
  footer: { style: 'dark', copyright: 'Copyright © 2025 Evolve. Built with docgen.', links: [] },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  // Our own pages: every broken link, #anchor and .md link fails the build.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onBrokenMarkdownLinks: 'throw',
  // The site's own specs are ours: an example that does not fit its schema, or a link of theirs
  // that names no page (`onBrokenLinks` of each spec), fails the build.
  onInvalidExamples: 'throw',
  docs: { versionLabel: 'Next', toc: { minHeadingLevel: 2, maxHeadingLevel: 3 } },
  openapi: [
    { spec: 'openapi/platform.yaml', route: '/platform-api', groupByTag: false, onBrokenLinks: 'throw' },
    {
      spec: 'openapi/image-optimization.yaml',
      route: '/image-optimization/api',
      label: 'API',
      position: 4,
      credentialVariable: 'EVOLVE_ACCESS_TOKEN',
      groupByTag: false,
      onBrokenLinks: 'throw',
    },
    // Image Search v0, the preview before v1: its pages below /image-search/api/v0, a version
    // menu on both versions' pages and the changelog at /image-search/api/changelog/v0-to-v1.
    {
      spec: 'openapi/image-search-v0.yaml',
      route: '/image-search/api',
      version: 'v0',
      label: 'API',
      credentialVariable: 'EVOLVE_ACCESS_TOKEN',
      groupByTag: false,
      onBrokenLinks: 'throw',
    },
    {
      spec: 'openapi/image-search.yaml',
      route: '/image-search/api',
      version: 'v1',
      migrationGuide: '/image-search/getting-started/search-image#migrating-from-v0',
      label: 'API',
      position: 4,
      credentialVariable: 'EVOLVE_ACCESS_TOKEN',
      groupByTag: false,
      onBrokenLinks: 'throw',
    },
  ],
});

// docgen's own documentation, built by docgen (`node bin/docgen build --root docs`), with every
// broken link, anchor and Markdown link an error: tests/docs-site.test.ts builds it in `npm test`.
import { defineConfig } from 'docgen';

export default defineConfig({
  title: 'docgen',
  tagline: 'Markdown and OpenAPI in, fast static documentation sites out',
  url: 'https://docgen-dev.github.io',
  baseUrl: '/docgen/',
  // GitHub Pages serves x.html at /x (see Deploying).
  trailingSlash: false,
  navbar: {
    items: [
      { type: 'doc', label: 'Start', route: '/', position: 'left' },
      { type: 'doc', label: 'CLI', route: '/cli', position: 'left' },
      { type: 'doc', label: 'Configuration', route: '/configuration', position: 'left' },
      { type: 'link', label: 'GitHub', href: 'https://github.com/docgen-dev/docgen', position: 'right' },
    ],
  },
  footer: { style: 'light', copyright: 'docgen, MIT licence' },
  colorMode: { respectPrefersColorScheme: true },
  docs: { editUrl: 'https://github.com/docgen-dev/docgen/edit/main/docs/' },
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onBrokenMarkdownLinks: 'throw',
});

// The files `docgen init` writes: a site that builds, previews and deploys as it is. The title is
// the writer's and may hold anything (quotes, newlines, `</script>`, `---`), so it only ever
// enters a file through that format's own serialiser: JSON.stringify for TypeScript and
// package.json, the YAML library for front matter and the OpenAPI document. Markdown bodies never
// hold it (the pages' titles come from their front matter).
import { stringify as yaml } from 'yaml';

export interface SiteFilesOptions {
  title: string;
  /** Whether to add the example OpenAPI document and its API pages. */
  api: boolean;
  /** The `name` of the site's package.json (a valid npm package name). */
  packageName: string;
  /** The docgen version the site's package.json asks for. */
  docgenVersion: string;
}

/** Relative path (POSIX) → contents. */
export function siteFiles(options: SiteFilesOptions): Record<string, string> {
  return {
    'docgen.config.ts': configFile(options),
    'content/index.md': homePage(options),
    'content/getting-started.md': guidePage(options),
    ...(options.api ? { 'openapi/api.yaml': openApiDocument(options) } : {}),
    'static/favicon.svg': FAVICON,
    '.gitignore': 'node_modules/\nbuild/\n',
    'package.json': packageJson(options),
  };
}

function configFile({ title, api }: SiteFilesOptions): string {
  const lines = [
    "import { defineConfig } from 'docgen';",
    '',
    'export default defineConfig({',
    `  title: ${tsString(title)},`,
    "  tagline: 'Documentation',",
    '  // The public address of the site: canonical links, the sitemap and llms.txt use it.',
    "  url: 'https://docs.example.com',",
    "  favicon: 'favicon.svg',",
    `  footer: { style: 'light', copyright: ${tsString(`© ${new Date().getFullYear()} ${title}`)} },`,
    '  colorMode: { respectPrefersColorScheme: true },',
    ...(api
      ? [
          '  // Each OpenAPI document gets an overview page and a page per operation under its route.',
          "  openapi: [{ spec: 'openapi/api.yaml', route: '/api', label: 'API reference' }],",
        ]
      : []),
    '});',
    '',
  ];
  return lines.join('\n');
}

/** A single-quoted TypeScript string literal: JSON's escapes, with the quotes swapped. */
export function tsString(value: string): string {
  const body = JSON.stringify(value).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'");
  return `'${body}'`;
}

function frontMatter(data: Record<string, unknown>): string {
  return `---\n${yaml(data)}---\n`;
}

function homePage({ title }: SiteFilesOptions): string {
  return `${frontMatter({ title, sidebar_label: 'Home', description: 'What this documentation covers and where to start.' })}
Welcome! This is the home page of your documentation, written in \`content/index.md\`. Every
Markdown file in \`content/\` becomes a page, and the sidebar follows the folders.

- [Getting started](./getting-started.md) shows what a page can hold.
- Edit this file while \`npm run dev\` runs: the browser reloads as you save.
`;
}

function guidePage({ api }: SiteFilesOptions): string {
  const apiLine = api
    ? '\nThe [API reference](/api) is generated from `openapi/api.yaml`; `npm run mock` answers its calls on your machine.\n'
    : '';
  return `${frontMatter({ title: 'Getting started', sidebar_position: 1, description: 'Write pages in Markdown, link them and preview them live.' })}
Pages are Markdown with a few additions. Link to another page by its file, as
[the home page](./index.md) here: docgen checks every link when it builds.

:::tip
Admonitions (\`:::note\`, \`:::tip\`, \`:::info\`, \`:::warning\`, \`:::danger\`) call out what readers
should not miss.
:::

## Write a page

Add \`content/guides/first-steps.md\` with a title in its front matter:

\`\`\`md title="content/guides/first-steps.md"
---
title: First steps
---

Text, lists, tables and code blocks, as in any Markdown.
\`\`\`
${apiLine}
## Publish

\`npm run build\` writes the site into \`build/\`: plain files that any static host serves.
\`npm run serve\` shows that build locally.
`;
}

function openApiDocument({ title }: SiteFilesOptions): string {
  const greeting = { type: 'object', required: ['message'], properties: { message: { type: 'string' } } };
  return yaml({
    openapi: '3.1.0',
    info: {
      title: `${title} API`,
      version: '1.0.0',
      description: 'An example API: replace this file with your own OpenAPI document.',
    },
    servers: [{ url: 'https://api.example.com/v1' }],
    security: [{ bearerAuth: [] }],
    paths: {
      '/greetings/{name}': {
        get: {
          operationId: 'getGreeting',
          summary: 'Get a greeting',
          description: 'Greets someone by name. Needs an access token.',
          parameters: [
            {
              name: 'name',
              in: 'path',
              required: true,
              description: 'Who to greet.',
              schema: { type: 'string', maxLength: 64 },
              example: 'Ada',
            },
          ],
          responses: {
            '200': {
              description: 'The greeting.',
              content: {
                'application/json': {
                  schema: { $ref: '#/components/schemas/Greeting' },
                  example: { message: 'Hello, Ada!' },
                },
              },
            },
            '401': { description: 'The access token is missing or not valid.' },
          },
        },
      },
    },
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'An access token, sent as `Authorization: Bearer <token>`.',
        },
      },
      schemas: { Greeting: greeting },
    },
  });
}

function packageJson({ title, packageName, docgenVersion }: SiteFilesOptions): string {
  const pkg = {
    name: packageName,
    private: true,
    description: title,
    type: 'module',
    scripts: {
      dev: 'docgen dev',
      build: 'docgen build',
      serve: 'docgen serve',
      mock: 'docgen mock',
    },
    devDependencies: { docgen: `^${docgenVersion}` },
  };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

/** A folded page in a rounded square, legible at 16 px, in both colour modes. */
const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="7" fill="#2e6bd9"/>
  <path d="M10 7h9l5 5v13a1 1 0 0 1-1 1H10a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z" fill="#fff"/>
  <path d="M19 7v5h5" fill="#c9dafb"/>
  <path d="M12 16h8M12 19.5h8M12 23h5" stroke="#2e6bd9" stroke-width="1.6" stroke-linecap="round"/>
</svg>
`;

/**
 * An npm package name from a folder name: lowercase, URL-safe characters, no leading dot or
 * underscore (npm's rules); "docs" when nothing of the name is left.
 */
export function packageNameFor(folder: string): string {
  const name = folder
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9._~-]+/g, '-')
    .replace(/^[._-]+|-+$/g, '')
    .slice(0, 214);
  return name || 'docs';
}

// Generates a synthetic docgen site of N Markdown pages for the build benchmark:
//   node bench/generate-site.mjs <pages> <dir>
// Pages sit in sections of categories of 10 pages (so sidebars and folders grow like a real
// site), each with front matter, headings for the TOC, prose with links to its neighbours, a
// list, a table, an admonition and a highlighted code block: the work a real page costs.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function generateSite(pages, dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'content'), { recursive: true });
  writeFileSync(
    path.join(dir, 'docgen.config.ts'),
    `export default {\n  title: 'Generated ${pages}',\n  tagline: 'A benchmark site',\n  url: 'https://bench.example',\n  footer: { style: 'dark', copyright: 'Copyright © 2025 Bench.', links: [] },\n};\n`,
  );
  writeFileSync(
    path.join(dir, 'content/index.md'),
    `---\ntitle: Home\ndescription: The home page of a generated benchmark site.\n---\n\n# Home\n\nStart with [the first page](/s0/c0/p0).\n`,
  );
  const perCategory = 10;
  const categoriesPerSection = 10;
  for (let i = 0; i < pages - 1; i++) {
    const section = Math.floor(i / (perCategory * categoriesPerSection));
    const category = Math.floor(i / perCategory) % categoriesPerSection;
    const n = i % perCategory;
    const folder = path.join(dir, 'content', `s${section}`, `c${category}`);
    if (n === 0) {
      mkdirSync(folder, { recursive: true });
      writeFileSync(
        path.join(folder, '_category_.json'),
        JSON.stringify({
          label: `Category ${section}.${category}`,
          position: category,
          link: { type: 'generated-index', description: `Pages of category ${section}.${category}.` },
        }),
      );
    }
    const prev = n > 0 ? `p${n - 1}.md` : null;
    writeFileSync(path.join(folder, `p${n}.md`), page(section, category, n, prev));
  }
}

function page(section, category, n, prev) {
  const link = prev ? `Read [the previous page](./${prev}) first, or go [home](/).` : 'Go [home](/).';
  return `---
title: Page ${section}.${category}.${n}
description: Generated page ${n} of category ${category} in section ${section}, for the build benchmark.
sidebar_position: ${n}
---

# Page ${section}.${category}.${n}

This page explains one part of the product. ${link} It has the mix of content real pages have:
prose with **emphasis** and \`inline code\`, a list, a table, an admonition and code.

## Overview

Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut
labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco.

- First point about the feature.
- Second point, with a [link to home](/).
- Third point.

### Options

| Option | Type | Default |
| --- | --- | --- |
| \`size\` | integer | \`10\` |
| \`mode\` | string | \`"fast"\` |

:::tip
Cache the result; never fetch it per request.
:::

## Example

\`\`\`js
export async function fetchItem(id) {
  const res = await fetch(\`https://api.example.com/items/\${id}\`);
  if (!res.ok) throw new Error(\`Request failed: \${res.status}\`);
  return res.json();
}
\`\`\`

## Next

Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla
pariatur. Excepteur sint occaecat cupidatat non proident.
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [pages, dir] = process.argv.slice(2);
  if (!pages || !dir) {
    console.error('usage: node bench/generate-site.mjs <pages> <dir>');
    process.exit(1);
  }
  generateSite(Number(pages), path.resolve(dir));
  console.log(`Generated ${pages} pages in ${dir}`);
}

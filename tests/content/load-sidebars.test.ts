// src/content/load-sidebars.ts: `sidebars.js` is code and runs at build time with the builder's
// rights (README, "Coming from Docusaurus"), with what it requires; `sidebars.json` is data only.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { loadSidebarsFile } from '../../src/content/load-sidebars.ts';

test('sidebars.js runs in the build process: it can read the environment and write files', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-sidebars-test-'));
  try {
    const marker = path.join(dir, 'ran.txt');
    process.env.DOCGEN_SIDEBARS_TEST = 'from the environment';
    writeFileSync(path.join(dir, 'helper.js'), 'module.exports = { label: "From a helper" };\n');
    writeFileSync(
      path.join(dir, 'sidebars.js'),
      `import { writeFileSync } from 'node:fs';\nimport helper from './helper.js';\nwriteFileSync(${JSON.stringify(marker)}, process.env.DOCGEN_SIDEBARS_TEST);\nexport default { docs: [{ type: 'link', label: helper.label, href: 'https://example.com' }] };\n`,
    );
    const loaded = await loadSidebarsFile(dir);
    assert.equal(readFileSync(marker, 'utf8'), 'from the environment');
    assert.deepEqual(loaded?.sidebars, {
      docs: [{ type: 'link', label: 'From a helper', href: 'https://example.com' }],
    });
  } finally {
    delete process.env.DOCGEN_SIDEBARS_TEST;
    rmSync(dir, { recursive: true, force: true });
  }
});

test('sidebars.json is read as data: nothing in it runs', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-sidebars-test-'));
  try {
    const marker = path.join(dir, 'ran.txt');
    const code = `require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'x')`;
    writeFileSync(path.join(dir, 'sidebars.json'), JSON.stringify({ docs: [code] }));
    const loaded = await loadSidebarsFile(dir);
    assert.deepEqual(loaded?.sidebars, { docs: [code] });
    assert.equal(existsSync(marker), false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("CommonJS and ES module sidebars see their own place: require of Node's modules, __dirname, import.meta.url", async () => {
  // A folder name a string literal or a URL would have to escape.
  const dir = mkdtempSync(path.join(tmpdir(), `docgen-sidebars-test-'"\` $x%20#-`));
  try {
    for (const page of ['b', 'a']) writeFileSync(path.join(dir, `${page}.md`), `# ${page}\n`);
    const pages = "fs.readdirSync(dir).filter((f) => f.endsWith('.md')).map((f) => f.slice(0, -3)).sort()";
    writeFileSync(
      path.join(dir, 'sidebars.js'),
      `const fs = require('fs');\nconst path = require('node:path');\nconst dir = path.join(__dirname);\nmodule.exports = { docs: ${pages}, file: path.basename(__filename) };\n`,
    );
    assert.deepEqual((await loadSidebarsFile(dir))?.sidebars, { docs: ['a', 'b'], file: 'sidebars.js' });
    rmSync(path.join(dir, 'sidebars.js'));
    writeFileSync(
      path.join(dir, 'sidebars.mjs'),
      `import * as fs from 'node:fs';\nimport path from 'node:path';\nimport { fileURLToPath } from 'node:url';\nconst __dirname = path.dirname(fileURLToPath(import.meta.url));\nconst dir = __dirname;\nexport default { docs: ${pages} };\n`,
    );
    assert.deepEqual((await loadSidebarsFile(dir))?.sidebars, { docs: ['a', 'b'] });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("require of a module by path gives what Docusaurus's jiti gives: an ES module's default export, a CommonJS module's exports", async () => {
  // Ory's sidebars.ts: `...require('./docs/elements/reference/typedoc-sidebar.ts').items`, a file
  // TypeDoc writes as `export default { items: [...] }`; the build stopped: "….items is not iterable".
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-sidebars-test-'));
  try {
    writeFileSync(
      path.join(dir, 'typedoc-sidebar.ts'),
      "const sidebar: { items: string[] } = { items: ['api/one', 'api/two'] };\nexport const extra = 'named';\nexport default sidebar;\n",
    );
    writeFileSync(path.join(dir, 'common.js'), "module.exports = { items: ['guide'] };\n");
    writeFileSync(path.join(dir, 'named-only.mjs'), "export const items = ['named'];\n");
    writeFileSync(
      path.join(dir, 'sidebars.ts'),
      [
        "const typedoc = require('./typedoc-sidebar.ts');",
        'export default {',
        "  docs: [...typedoc.items, ...require('./common.js').items, ...require('./named-only.mjs').items, typedoc.extra],",
        '};',
        '',
      ].join('\n'),
    );
    const loaded = await loadSidebarsFile(dir);
    assert.deepEqual(loaded?.sidebars, { docs: ['api/one', 'api/two', 'guide', 'named', 'named'] });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

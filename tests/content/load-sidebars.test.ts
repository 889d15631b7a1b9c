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

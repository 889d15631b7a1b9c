// src/commands/from-docusaurus/load-docusaurus-config.ts: a config runs without its packages; a
// package's value spread or iterated (Ory's theme files: `styles: [...themes.github.styles, …]`)
// reads as empty instead of stopping init, and each place is named for init's report.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { loadDocusaurusConfig } from '../../../src/commands/from-docusaurus/load-docusaurus-config.ts';

const temp = mkdtempSync(path.join(tmpdir(), 'docgen-load-docusaurus-'));
after(() => rmSync(temp, { recursive: true, force: true }));

function site(name: string, files: Record<string, string>): string {
  const root = path.join(temp, name);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  }
  return root;
}

describe('loadDocusaurusConfig: stand-ins spread or iterated', () => {
  test('a spread stand-in is empty, the rest of the value is kept, and the place is named', async () => {
    const root = site('spread', {
      'docusaurus.config.ts': [
        "import theme from './src/utils/prismLight.mjs';",
        "import { items } from 'navbar-package';",
        'export default {',
        "  title: 'Site',",
        '  themeConfig: {',
        '    prism: { theme },',
        "    navbar: { items: [...items, { to: '/docs', label: 'Docs' }] },",
        '  },',
        '};',
        '',
      ].join('\n'),
      'src/utils/prismLight.mjs': [
        "import { themes } from 'prism-react-renderer';",
        'export default {',
        '  ...themes.github,',
        '  styles: [',
        '    ...themes.github.styles,',
        "    { types: ['title'], style: { color: '#0550AE' } },",
        '  ],',
        '};',
        '',
      ].join('\n'),
    });
    const loaded = await loadDocusaurusConfig(root);
    const themeConfig = loaded.config.themeConfig as {
      prism: { theme: { styles: unknown[] } };
      navbar: { items: unknown[] };
    };
    assert.deepEqual(themeConfig.prism.theme.styles, [{ types: ['title'], style: { color: '#0550AE' } }]);
    assert.deepEqual(themeConfig.navbar.items, [{ to: '/docs', label: 'Docs' }]);
    assert.deepEqual(loaded.spreadStandIns, [
      { name: 'prism-react-renderer.themes.github.styles', file: 'src/utils/prismLight.mjs', line: 5 },
      { name: 'navbar-package.items', file: 'docusaurus.config.ts', line: 7 },
    ]);
  });

  test('for…of and Array.from over a stand-in run no iteration; a config without any reports none', async () => {
    const root = site('iterate', {
      'docusaurus.config.js': [
        "const plugins = require('some-plugins');",
        'const names = [];',
        'for (const p of plugins.list) names.push(String(p));',
        "module.exports = { title: 'Site', customFields: { names, copied: Array.from(plugins.other) } };",
        '',
      ].join('\n'),
    });
    const loaded = await loadDocusaurusConfig(root);
    assert.deepEqual(loaded.config.customFields, { names: [], copied: [] });
    assert.deepEqual(
      loaded.spreadStandIns.map((s) => `${s.file}:${s.line} ${s.name}`),
      ['docusaurus.config.js:3 some-plugins.list', 'docusaurus.config.js:4 some-plugins.other'],
    );
    const plain = await loadDocusaurusConfig(
      site('plain', { 'docusaurus.config.js': "module.exports = { title: 'Site' };\n" }),
    );
    assert.deepEqual(plain.spreadStandIns, []);
  });
});

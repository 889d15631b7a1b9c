// src/config/load-config.ts: the forms a hand-written config takes all load: with the import,
// `defineConfig` without its import (what an older hint showed), and a plain object. Without any
// config, the hint shows the whole file to write, import line included.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { loadConfig } from '../../src/config/load-config.ts';
import { DocgenError } from '../../src/errors.ts';

const temp = mkdtempSync(path.join(tmpdir(), 'docgen-config-forms-'));
after(() => rmSync(temp, { recursive: true, force: true }));

function siteWith(name: string, config: string): string {
  const dir = path.join(temp, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'docgen.config.ts'), config);
  return dir;
}

describe('src/config/load-config.ts: config forms', () => {
  const forms = {
    'with the import':
      "import { defineConfig } from 'docgen';\nexport default defineConfig({ title: 'A', url: 'https://a.example' });\n",
    'defineConfig without its import':
      "export default defineConfig({ title: 'A', url: 'https://a.example' });\n",
    'a plain object': "export default { title: 'A', url: 'https://a.example' };\n",
  };
  for (const [name, source] of Object.entries(forms)) {
    test(`${name} loads`, async () => {
      const { config } = await loadConfig(siteWith(name.replace(/\W+/g, '-'), source));
      assert.equal(config.title, 'A');
      assert.equal(config.url, 'https://a.example');
    });
  }

  test('a local defineConfig of the writer’s own is the one used', async () => {
    const source =
      "const defineConfig = (c: object) => ({ ...c, title: 'Own' });\nexport default defineConfig({ title: 'A', url: 'https://a.example' });\n";
    const { config } = await loadConfig(siteWith('own', source));
    assert.equal(config.title, 'Own');
  });

  test('no config: the hint shows the import line and docgen init', async () => {
    await assert.rejects(loadConfig(path.join(temp)), (error: DocgenError) => {
      assert.match(error.message, /^No docgen\.config\.ts found in /);
      assert.match(error.hint!, /docgen init/);
      assert.match(
        error.hint!,
        /import \{ defineConfig \} from 'docgen';\n {4}export default defineConfig\(\{/,
      );
      return true;
    });
  });
});

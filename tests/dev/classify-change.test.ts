// src/dev/classify-change.ts: which rebuild a file change asks for (pure).
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import {
  classifyChanges,
  emptyPlan,
  isEmptyPlan,
  mergePlans,
  type FileChange,
  type SitePaths,
} from '../../src/dev/classify-change.ts';

const root = path.resolve('/site');
const paths: SitePaths = {
  root,
  configFile: path.join(root, 'docgen.config.ts'),
  contentDir: path.join(root, 'content'),
  staticDir: path.join(root, 'static'),
  templatesDir: path.join(root, 'templates'),
  specs: new Map([[path.join(root, 'openapi/pets.yaml'), 'openapi/pets.yaml']]),
  sidebars: [path.join(root, 'sidebars.js'), path.join(root, 'sidebars.json')],
};
const at = (event: FileChange['event'], rel: string): FileChange => ({ event, path: path.join(root, rel) });

describe('src/dev/classify-change.ts', () => {
  test('an edited page is a page rebuild; adding, deleting or a category file is a content reload', () => {
    const edit = classifyChanges([at('change', 'content/guide/intro.md')], paths);
    assert.deepEqual([...edit.pages], ['guide/intro.md']);
    assert.equal(edit.content, false);
    for (const change of [
      at('add', 'content/new.md'),
      at('unlink', 'content/guide/intro.md'),
      at('addDir', 'content/more'),
      at('unlinkDir', 'content/more'),
      at('change', 'content/guide/_category_.json'),
      at('change', 'content/guide/_category_.yml'),
      at('change', 'sidebars.js'),
      at('add', 'sidebars.json'),
      at('unlink', 'sidebars.js'),
    ]) {
      const plan = classifyChanges([change], paths);
      assert.equal(plan.content, true, change.path);
      assert.equal(plan.pages.size, 0, change.path);
    }
  });

  test('config, templates, specs and static files', () => {
    assert.equal(classifyChanges([at('change', 'docgen.config.ts')], paths).config, true);
    assert.equal(classifyChanges([at('change', 'templates/styles.css')], paths).templates, true);
    assert.deepEqual(
      [...classifyChanges([at('change', 'openapi/pets.yaml')], paths).specs],
      ['openapi/pets.yaml'],
    );
    assert.equal(classifyChanges([at('add', 'static/img/x.png')], paths).static, true);
    // The site's own robots.txt takes the place of docgen's (config-files.ts): the config is read again.
    for (const event of ['add', 'unlink'] as const)
      assert.equal(classifyChanges([at(event, 'static/robots.txt')], paths).config, true, event);
    assert.equal(classifyChanges([at('change', 'static/robots.txt')], paths).static, true);
    assert.equal(classifyChanges([at('add', 'static/img/robots.txt')], paths).static, true);
    assert.equal(
      classifyChanges([at('add', 'content/guide/diagram.png')], paths).static,
      true,
      'an image next to a page',
    );
  });

  test('files docgen does not read ask for nothing; plans accumulate', () => {
    assert.ok(
      isEmptyPlan(classifyChanges([at('change', 'README.md'), at('change', 'openapi/unused.yaml')], paths)),
    );
    const merged = mergePlans(
      classifyChanges([at('change', 'content/a.md')], paths),
      classifyChanges([at('change', 'templates/Layout.tsx')], paths),
    );
    assert.deepEqual([...merged.pages], ['a.md']);
    assert.equal(merged.templates, true);
    assert.deepEqual([...merged.files].sort(), ['content/a.md', 'templates/Layout.tsx']);
    assert.ok(isEmptyPlan(emptyPlan()));
  });
});

// src/config/config-files.ts (`withStaticRobots`) and src/render/site-files.ts: a site whose static
// folder has its own robots.txt (TypeORM's Docusaurus site ships one) builds on the first try and
// publishes that file; `robotsTxt` says otherwise when set.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { build } from '../../src/commands/build.ts';
import { loadConfig } from '../../src/config/load-config.ts';
import { DocgenError } from '../../src/errors.ts';
import { throwawaySite } from '../helpers/throwaway-site.ts';

// As TypeORM's static/robots.txt has it.
const OWN = 'User-agent: *\nAllow: /\n\nSitemap: https://typeorm.io/sitemap.xml\n';
const PAGES = { 'content/index.md': '# Home\n' };

describe('src/config/config-files.ts: the static folder’s robots.txt', () => {
  test('a static robots.txt is published in place of the generated one, and the build works', async () => {
    const site = throwawaySite({ ...PAGES, 'static/robots.txt': OWN });
    try {
      assert.equal((await loadConfig(site.dir)).config.robotsTxt, false);
      const { outDir } = await build({ root: site.dir });
      assert.equal(readFileSync(path.join(outDir, 'robots.txt'), 'utf8'), OWN);
      assert.ok(existsSync(path.join(outDir, 'sitemap.xml')), 'the sitemap is still written');
    } finally {
      site.cleanup();
    }
  });

  test('without one, docgen writes its own; robotsTxt: false writes none', async () => {
    const plain = throwawaySite(PAGES);
    const none = throwawaySite(PAGES, { robotsTxt: false });
    try {
      const { outDir } = await build({ root: plain.dir });
      assert.match(
        readFileSync(path.join(outDir, 'robots.txt'), 'utf8'),
        /^Sitemap: https:\/\/site\.example\/sitemap\.xml$/m,
      );
      const { outDir: noneOut } = await build({ root: none.dir });
      assert.equal(existsSync(path.join(noneOut, 'robots.txt')), false);
    } finally {
      plain.cleanup();
      none.cleanup();
    }
  });

  test('robotsTxt: true beside a static robots.txt is an error naming the static file', async () => {
    const site = throwawaySite({ ...PAGES, 'static/robots.txt': OWN }, { robotsTxt: true });
    try {
      await assert.rejects(
        build({ root: site.dir }),
        (error: DocgenError) =>
          error instanceof DocgenError &&
          error.file === 'static/robots.txt' &&
          /Two outputs would be written to "robots\.txt": the generated robots\.txt and a static file/.test(
            error.message,
          ),
      );
    } finally {
      site.cleanup();
    }
  });

  test('a robots.txt deeper in the static folder is copied beside the generated one', async () => {
    const site = throwawaySite({ ...PAGES, 'static/img/robots.txt': 'not at the root\n' });
    try {
      const { outDir } = await build({ root: site.dir });
      assert.equal(readFileSync(path.join(outDir, 'img/robots.txt'), 'utf8'), 'not at the root\n');
      assert.match(readFileSync(path.join(outDir, 'robots.txt'), 'utf8'), /^User-agent: \*$/m);
    } finally {
      site.cleanup();
    }
  });
});

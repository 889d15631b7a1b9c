// src/routes/check-links.ts: broken page links, anchors and `.md` links, each 'throw', 'warn', 'log' or 'ignore'.
import assert from 'node:assert/strict';
import { writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { isDocgenError } from '../../src/errors.ts';
import { checkLinks } from '../../src/routes/check-links.ts';
import type { SourcedLink } from '../../src/routes/route-data.ts';
import { Warnings } from '../../src/warnings.ts';
import { copyFixture, runDocgen, rewriteFile } from '../helpers/fixtures.ts';

const link = (raw: string, target: string, line: number): SourcedLink => ({
  raw,
  target,
  line,
  source: 'content/a.md',
  from: '/a',
});
const links = [
  link('/nope', '/nope', 3),
  link('/b#missing', '/b#missing', 5),
  link('./gone.md', 'gone.md', 7),
  link('/b#here', '/b#here', 9),
];
const input = {
  links,
  anchors: new Map([['/b', new Set(['here'])]]),
  files: new Set<string>(),
  existingAssets: new Set<string>(),
};

describe('src/routes/check-links.ts', () => {
  test('without a policy every broken link, anchor and .md link fails the build, all listed with file:line', () => {
    assert.throws(
      () => checkLinks(input),
      (error) => {
        assert.ok(isDocgenError(error));
        const text = error.format();
        assert.match(text, /3 broken links/);
        assert.match(text, /content\/a\.md:3.*no page has this route/);
        assert.match(text, /content\/a\.md:5.*no heading or anchor "#missing" on \/b/);
        assert.match(text, /content\/a\.md:7.*no Markdown file/);
        return true;
      },
    );
  });

  test('a link written as an e-mail address is named as one, with the mailto: to write', () => {
    assert.throws(
      () =>
        checkLinks({
          ...input,
          links: [link('dev@bank.example', '/api/dev@bank.example', 4), link('/x@y', '/x@y', 5)],
        }),
      (error) => {
        assert.ok(isDocgenError(error));
        const text = error.format();
        assert.match(
          text,
          /dev@bank\.example → \/api\/dev@bank\.example: no page has this route \(an e-mail address is written mailto:dev@bank\.example\)/,
        );
        assert.match(text, /\/x@y: no page has this route\n/);
        return true;
      },
    );
  });

  test('a link or #hash that differs from a route or id only in letter case names it', () => {
    assert.throws(
      () =>
        checkLinks({
          ...input,
          anchors: new Map([['/docs/api/utils', new Set(['togglesidebar'])]]),
          links: [
            link('/docs/API/utils', '/docs/API/utils', 7),
            link('/docs/API/other', '/docs/API/other', 8),
            link('#toggleSidebar', '/docs/api/utils#toggleSidebar', 9),
          ],
        }),
      (error) => {
        assert.ok(isDocgenError(error));
        const text = error.format();
        assert.match(
          text,
          /a\.md:7: \/docs\/API\/utils: no page has this route \(\/docs\/api\/utils differs only in letter case/,
        );
        assert.match(text, /a\.md:8: \/docs\/API\/other: no page has this route\n/);
        assert.match(
          text,
          /a\.md:9: .*no heading or anchor "#toggleSidebar" on \/docs\/api\/utils \(its id is "#togglesidebar"/,
        );
        return true;
      },
    );
  });

  test("each kind set to 'warn' becomes a warning with the same file:line; the others still throw", () => {
    const warnings = new Warnings();
    checkLinks({
      ...input,
      policy: { onBrokenLinks: 'warn', onBrokenAnchors: 'warn', onBrokenMarkdownLinks: 'warn' },
      warnings,
    });
    assert.deepEqual(
      warnings.list.map((w) => `${w.file}:${w.line}`),
      ['content/a.md:3', 'content/a.md:5', 'content/a.md:7'],
    );
    assert.match(warnings.list[1]!.format(), /broken anchor[\s\S]*onBrokenAnchors: 'warn'/);
    const some = new Warnings();
    assert.throws(
      () => checkLinks({ ...input, policy: { onBrokenAnchors: 'warn' }, warnings: some }),
      /2 broken links/,
    );
  });

  test("Docusaurus's other levels: 'log' warns as 'warn' does, 'ignore' says nothing", () => {
    const warnings = new Warnings();
    checkLinks({
      ...input,
      policy: { onBrokenLinks: 'ignore', onBrokenAnchors: 'log', onBrokenMarkdownLinks: 'ignore' },
      warnings,
    });
    assert.deepEqual(
      warnings.list.map((w) => `${w.file}:${w.line}`),
      ['content/a.md:5'],
    );
    assert.match(warnings.list[0]!.format(), /broken anchor[\s\S]*onBrokenAnchors: 'log'/);
  });

  test("a spec's description links follow the spec's own onBrokenLinks ('warn' by default); its anchors the site's", () => {
    const fromSpec = (raw: string, target: string, source: string): SourcedLink => ({
      raw,
      target,
      line: 4,
      pointer: '#/info/description',
      source,
      from: '/api',
    });
    const specLinks = [
      fromSpec('/developer/', '/developer', 'specs/vendor.json'),
      fromSpec('./guide.md', 'guide.md', 'specs/vendor.json'),
      fromSpec('/b#gone', '/b#gone', 'specs/vendor.json'),
      fromSpec('/nope', '/nope', 'openapi/ours.yaml'),
    ];
    const openapi = [
      { spec: 'specs/vendor.json', onBrokenLinks: 'warn' as const },
      { spec: 'openapi/ours.yaml', onBrokenLinks: 'throw' as const },
    ];
    const warnings = new Warnings();
    assert.throws(
      () =>
        checkLinks({
          ...input,
          links: specLinks,
          policy: {
            onBrokenLinks: 'throw',
            onBrokenAnchors: 'warn',
            onBrokenMarkdownLinks: 'throw',
            openapi,
          },
          warnings,
        }),
      (error) => {
        assert.ok(isDocgenError(error));
        assert.match(
          error.format(),
          /1 broken link:[\s\S]*openapi\/ours\.yaml:4 \(#\/info\/description\): \/nope: no page/,
        );
        return true;
      },
    );
    assert.deepEqual(
      warnings.list.map((w) => [w.file, w.message.split(':')[0]]),
      [
        ['specs/vendor.json', 'broken link /developer/ → /developer'],
        ['specs/vendor.json', 'broken Markdown link ./guide.md → guide.md'],
        ['specs/vendor.json', 'broken anchor /b#gone'],
      ],
    );
    assert.match(warnings.list[0]!.format(), /openapi\[0\]\.onBrokenLinks: 'warn'/);
    assert.match(warnings.list[2]!.format(), /onBrokenAnchors: 'warn'/);
    // A page's own link is the site's, whatever the specs say.
    assert.throws(
      () =>
        checkLinks({
          ...input,
          links: [links[0]!],
          policy: { openapi: [{ spec: 'content/a.md', onBrokenLinks: 'ignore' }] },
        }),
      /1 broken link/,
    );
  });

  test("the config's defaults are Docusaurus's: a broken anchor or .md link warns, a broken page link fails", () => {
    const site = copyFixture('docusaurus');
    try {
      const page = path.join(site.dir, 'content/guides/2-write.md');
      const text = readFileSync(page, 'utf8');
      writeFileSync(page, `${text}\nSee [a section](#nowhere) and [old](./old.md).\n`);
      const warned = runDocgen(['build'], site.dir);
      assert.equal(warned.code, 0, warned.stderr);
      assert.match(warned.stderr, /warning content\/guides\/2-write\.md:3: broken anchor #nowhere/);
      assert.match(warned.stderr, /warning content\/guides\/2-write\.md:3: broken Markdown link \.\/old\.md/);
      writeFileSync(page, `${text}\nSee [the blog](/blog/welcome).\n`);
      const failed = runDocgen(['build'], site.dir);
      assert.equal(failed.code, 1);
      assert.match(failed.stderr, /\/blog\/welcome: no page has this route/);
    } finally {
      site.cleanup();
    }
  });

  test('the CLI builds with warnings printed when the config says warn', () => {
    const site = copyFixture('docusaurus');
    try {
      const page = path.join(site.dir, 'content/guides/2-write.md');
      writeFileSync(
        page,
        `${readFileSync(page, 'utf8')}\nSee [the blog](/blog/welcome), [a section](#nowhere) and [old](./old.md).\n`,
      );
      const config = path.join(site.dir, 'docgen.config.ts');
      rewriteFile(
        config,
        'docs: {',
        "onBrokenLinks: 'warn', onBrokenAnchors: 'warn', onBrokenMarkdownLinks: 'warn', docs: {",
      );
      const result = runDocgen(['build'], site.dir);
      assert.equal(result.code, 0, result.stderr);
      assert.match(result.stderr, /warning content\/guides\/2-write\.md:3: broken link \/blog\/welcome/);
      assert.match(result.stderr, /warning content\/guides\/2-write\.md:3: broken anchor #nowhere/);
      assert.match(result.stderr, /warning content\/guides\/2-write\.md:3: broken Markdown link \.\/old\.md/);
    } finally {
      site.cleanup();
    }
  });
});

test('a broken link in a shared description (on many pages) is reported once, with how many pages it is on', () => {
  const shared = (from: string) => ({
    target: '/nowhere',
    raw: '/nowhere',
    line: 0,
    source: 'specs/api.json',
    pointer: '#/components/schemas/Operation/description',
    from,
  });
  assert.throws(
    () => checkLinks({ ...input, links: ['/a', '/b', '/c'].map(shared) }),
    (error) => {
      assert.ok(isDocgenError(error));
      assert.match(error.format(), /1 broken link:/);
      assert.match(error.format(), /\/nowhere: no page has this route \(on 3 pages\)/);
      return true;
    },
  );
});

test('linkCheckExclude: links to routes another program serves are not checked; everything else still is', () => {
  const exclude = ['/help', '/blog', '/blog/**'];
  const targets = ['/help', '/help/', '/help#team', '/blog', '/blog/2024/01/post#intro', '/blog/'];
  checkLinks({
    ...input,
    links: targets.map((t, i) => link(t, t, i + 1)),
    policy: { linkCheckExclude: exclude },
  });
  for (const near of ['/helpx', '/help/more', '/blogs', '/Help', '/b#missing'])
    assert.throws(
      () => checkLinks({ ...input, links: [link(near, near, 1)], policy: { linkCheckExclude: exclude } }),
      /1 broken link/,
      near,
    );
  // An image is a file, never a route: an excluded prefix does not hide a missing one.
  assert.throws(
    () =>
      checkLinks({
        ...input,
        links: [link('/blog/img.png', 'asset:static/blog/img.png', 2)],
        policy: { linkCheckExclude: ['/**'] },
      }),
    (error) => isDocgenError(error) && /file not found/.test(error.format()),
  );
});

test('linkCheckExclude: hostile patterns and targets are matched as routes, never as code, and nothing throws but the check', () => {
  const hostile = ['/(a+)+$', '/[', '/**/..', '/$(rm -rf ~)', '/\u0000', '/<script>', '/{a,b', '/\\'];
  fc.assert(
    fc.property(fc.constantFrom(...hostile), fc.string({ maxLength: 30 }), (pattern, tail) => {
      const target = `/${tail}`;
      try {
        checkLinks({ ...input, links: [link(target, target, 1)], policy: { linkCheckExclude: [pattern] } });
      } catch (error) {
        assert.ok(isDocgenError(error), String(error));
      }
    }),
    { seed: 20, numRuns: 300 },
  );
});

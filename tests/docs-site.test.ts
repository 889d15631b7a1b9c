// docs/: docgen's own documentation, built by docgen with every broken link, anchor and Markdown
// link an error; every config key documented with its default; each deploy recipe's files parse
// and say what docgen serve says.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { parse as parseYaml } from 'yaml';
import { build, type BuildResult } from '../src/commands/build.ts';
import { configSchema } from '../src/config/schema.ts';
import { SECURITY_HEADERS } from '../src/shared/serving-rules.ts';
import { repoRoot } from './helpers/fixtures.ts';

const docs = path.join(repoRoot, 'docs');
const page = (name: string) => readFileSync(path.join(docs, 'content', `${name}.md`), 'utf8');

/** The fenced block whose `title="…"` is `title`. */
function codeBlock(markdown: string, title: string): string {
  const match = new RegExp(
    `^\`\`\`\\w+ title="${title.replace(/\./g, '\\.')}"\\n([\\s\\S]*?)^\`\`\`$`,
    'm',
  ).exec(markdown);
  assert.ok(match, `a code block titled ${title}`);
  return match[1]!;
}

describe('docs/: the documentation site', () => {
  const temp = mkdtempSync(path.join(tmpdir(), 'docgen-docs-'));
  let result: BuildResult;
  before(async () => {
    result = await build({ root: docs, outDir: path.join(temp, 'build') });
  });
  after(() => rmSync(temp, { recursive: true, force: true }));

  test('builds with no warning: links, anchors and Markdown links are errors in its config', () => {
    assert.deepEqual(
      result.warnings.map((w) => w.message),
      [],
    );
    assert.ok(result.pages >= 13, `${result.pages} pages`);
    const config = readFileSync(path.join(docs, 'docgen.config.ts'), 'utf8');
    for (const key of ['onBrokenLinks', 'onBrokenAnchors', 'onBrokenMarkdownLinks'])
      assert.match(config, new RegExp(`${key}: 'throw'`), key);
  });

  test('every config key is in the Configuration page, with its default', () => {
    const table = page('configuration');
    for (const key of Object.keys(configSchema.shape)) {
      const row = table.split('\n').find((line) => line.startsWith('|') && line.includes(`\`${key}`));
      assert.ok(row, `configuration.md documents \`${key}\``);
      assert.ok(row.split('|').length >= 4, `${key}: a row with a default and a meaning`);
    }
  });

  test('GitHub Pages: the workflow builds and uploads build/', () => {
    const workflow = parseYaml(codeBlock(page('deploy'), '.github/workflows/docs.yml'));
    const steps = workflow.jobs.deploy.steps as Record<string, unknown>[];
    assert.ok(steps.some((s) => s.run === 'npx docgen build'));
    assert.deepEqual(steps.find((s) => String(s.uses).startsWith('actions/upload-pages-artifact'))?.with, {
      path: 'build',
    });
    assert.equal(workflow.permissions.pages, 'write');
  });

  test('Netlify: build command and folder', () => {
    const toml = codeBlock(page('deploy'), 'netlify.toml');
    assert.match(toml, /^\s*command = "npx docgen build"$/m);
    assert.match(toml, /^\s*publish = "build"$/m);
  });

  test("Vercel: clean URLs without a trailing slash, and docgen serve's security headers", () => {
    const vercel = JSON.parse(codeBlock(page('deploy'), 'vercel.json'));
    assert.equal(vercel.cleanUrls, true);
    assert.equal(vercel.trailingSlash, false);
    assert.equal(vercel.outputDirectory, 'build');
    const all = vercel.headers.find((h: { source: string }) => h.source === '/(.*)');
    assert.deepEqual(
      Object.fromEntries(all.headers.map((h: { key: string; value: string }) => [h.key, h.value])),
      SECURITY_HEADERS,
    );
  });

  test('S3 + CloudFront: the function maps routes to the files of a trailingSlash: false build', () => {
    const source = codeBlock(page('deploy'), 'cloudfront-route.js');
    const handler = new Function(`${source}\nreturn handler;`)() as (event: { request: { uri: string } }) => {
      uri?: string;
      statusCode?: number;
      headers?: { location: { value: string } };
    };
    const uri = (from: string) => handler({ request: { uri: from } });
    assert.equal(uri('/').uri, '/index.html');
    assert.equal(uri('/guide/intro').uri, '/guide/intro.html');
    assert.equal(uri('/assets/site.AbC123xYz0.css').uri, '/assets/site.AbC123xYz0.css');
    assert.equal(uri('/guide/intro.md').uri, '/guide/intro.md');
    const redirect = uri('/guide/');
    assert.equal(redirect.statusCode, 301);
    assert.equal(redirect.headers?.location.value, '/guide');
  });
});

// src/content/markdown/render-pool.ts: content pages rendered on Markdown threads come back as the
// main thread renders them (HTML, TOC, links, Markdown copy, styles), with their warnings and
// errors as DocgenErrors at the same file and line, and with the files they read (the build
// cache's keys); a site built with threads is byte for byte the site built without, and prints
// the same warnings in the same order.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { DocgenError } from '../../../src/errors.ts';
import { createHighlighter } from '../../../src/content/markdown/highlighter.ts';
import { markdownOptions } from '../../../src/content/markdown/markdown-options.ts';
import {
  createMarkdownRenderer,
  type MarkdownOptions,
  type RenderMarkdownInput,
} from '../../../src/content/markdown/processor.ts';
import {
  markdownThreads,
  startMarkdownPool,
  type MarkdownPool,
} from '../../../src/content/markdown/render-pool.ts';
import { configSchema } from '../../../src/config/schema.ts';
import { trackReads } from '../../../src/util/read-tracker.ts';
import type { SourceDoc } from '../../../src/types.ts';
import { repoRoot } from '../../helpers/fixtures.ts';
import { throwawaySite, type ThrowawaySite } from '../../helpers/throwaway-site.ts';

/** Pages with a little of everything the chain does, and two that warn. */
const PAGES: Record<string, string> = {
  'content/index.md': '# Home\n\n## Start\n\nSee [the guide](./guide.md) and [nowhere](./missing.md).\n',
  'content/guide.md': [
    '# Guide',
    '',
    '## Install <a id="setup"></a>',
    '',
    '```bash title="install.sh"',
    'npm install --save docgen',
    '```',
    '',
    ':::tip Mind the gap',
    'A **tip** with `code`.',
    ':::',
    '',
    '<span style="color: red" onclick="alert(1)">Red</span> and <script>alert(2)</script>',
    '',
    '| a | b |',
    '|---|---|',
    '| 1 | 2 |',
    '',
  ].join('\n'),
  'content/tabs.mdx': [
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    "import Note from './_note.md';",
    '',
    '# Tabs',
    '',
    '<Note />',
    '',
    '<Tabs>',
    '<TabItem value="js" label="JavaScript">',
    '',
    '```js',
    'const a = 1;',
    '```',
    '',
    '</TabItem>',
    '<TabItem value="py" label="Python">',
    '',
    '```python',
    'a = 1',
    '```',
    '',
    '</TabItem>',
    '</Tabs>',
    '',
    '<iframe src="https://evil.example/embed"></iframe>',
    '',
  ].join('\n'),
  'content/_note.md': 'A note from a **partial**, with <marquee>old HTML</marquee>.\n',
};

function sourceDocs(): SourceDoc[] {
  return Object.entries(PAGES)
    .filter(([rel]) => !path.basename(rel).startsWith('_'))
    .map(([rel, body]) => {
      const relPath = rel.slice('content/'.length);
      const route = relPath === 'index.md' ? '/' : `/${relPath.replace(/\.mdx?$/, '')}`;
      return {
        file: rel,
        relPath,
        route,
        id: relPath.replace(/\.mdx?$/, ''),
        title: route,
        titleFromBody: true,
        hideToc: false,
        body,
        bodyLine: 1,
      };
    });
}

function inputs(docs: SourceDoc[]): RenderMarkdownInput[] {
  return [
    ...docs.map((doc) => ({
      markdown: doc.body,
      sourceFile: doc.file,
      relPath: doc.relPath,
      route: doc.route,
      lineOffset: 0,
      tocMin: 2,
      tocMax: 3,
    })),
    // A spec description: CommonMark, not a content page.
    {
      markdown: 'Returns the **pets**; see <b onclick="x()">this</b>.',
      sourceFile: 'openapi/pets.yaml',
      relPath: '',
      route: '/api',
      mdx: false,
      headingBase: 4,
      tocMin: 7,
      tocMax: 0,
    },
  ];
}

const plainWarnings = (warnings: DocgenError[]) => warnings.map((w) => w.format());

describe('Markdown threads', () => {
  let site: ThrowawaySite;
  let options: MarkdownOptions;
  let pool: MarkdownPool;

  before(() => {
    site = throwawaySite(PAGES);
    const config = configSchema.parse({ title: 'Site', url: 'https://site.example' });
    options = markdownOptions(config, sourceDocs(), site.dir);
    pool = startMarkdownPool(options, 2);
  });
  after(async () => {
    await pool.close();
    site.cleanup();
  });

  test('a page renders on a thread as it renders here, warnings and all', async () => {
    const here = createMarkdownRenderer(options, await createHighlighter());
    const docs = inputs(sourceDocs());
    const [threaded, local] = await Promise.all([
      Promise.all(docs.map((input) => pool.render(input))),
      Promise.all(docs.map((input) => here(input))),
    ]);
    let warned = 0;
    for (const [i, made] of threaded.entries()) {
      const { warnings, ...rest } = made;
      const { warnings: localWarnings, ...localRest } = local[i];
      assert.deepEqual(rest, localRest, docs[i].sourceFile);
      assert.ok(warnings.every((w) => w instanceof DocgenError));
      assert.deepEqual(plainWarnings(warnings), plainWarnings(localWarnings), docs[i].sourceFile);
      warned += warnings.length;
    }
    // The sanitiser's drops (onclick, <script>, the iframe, the partial's <marquee>) are warnings.
    assert.ok(warned >= 4, `${warned} warnings`);
    assert.match(threaded[1].html, /<span class="hl-/, 'highlighted on the thread');
    assert.match(threaded[2].html, /A note from a <strong>partial<\/strong>/, 'the partial is placed');
  });

  test('the files a render read are noted where it was asked for', async () => {
    const [, , tabs] = inputs(sourceDocs());
    const { value, reads } = await trackReads(() => pool.render(tabs));
    assert.match(value.html, /partial/);
    assert.ok(
      reads.includes(path.join(site.dir, 'content/_note.md')),
      `the partial is among the reads: ${reads.join(', ')}`,
    );
  });

  test("a page's MDX error is a DocgenError at the file's line", async () => {
    const broken = {
      markdown: '# Broken\n\nText.\n\n<Tabs>\n{oops\n',
      sourceFile: 'content/broken.mdx',
      relPath: 'broken.mdx',
      route: '/broken',
      lineOffset: 3,
      tocMin: 2,
      tocMax: 3,
    };
    const here = createMarkdownRenderer(options, await createHighlighter());
    const local = await here(broken).then(
      () => assert.fail('renders here'),
      (error: unknown) => error as DocgenError,
    );
    await assert.rejects(pool.render(broken), (error: unknown) => {
      assert.ok(error instanceof DocgenError, String(error));
      assert.equal(error.file, 'content/broken.mdx');
      assert.ok(error.line !== undefined && error.line > 3, `line ${error.line}`);
      assert.equal(error.format(), local.format());
      return true;
    });
  });

  test('after close, waiting and new renders fail instead of hanging', async () => {
    const closing = startMarkdownPool(options, 1);
    const [first] = inputs(sourceDocs());
    const waiting = assert.rejects(closing.render(first), /The Markdown threads have stopped/);
    await closing.close();
    await waiting;
    await assert.rejects(closing.render(first), /The Markdown threads have stopped/);
  });

  test('threads: by default one a core for a large site only; as the variable says (auto: none for a small site or a busy machine, else one a core but one)', () => {
    const cores = availableParallelism();
    assert.equal(markdownThreads(500_000, undefined, 0), 0, 'none for a site of 500 KB');
    assert.equal(markdownThreads(4_000_000, undefined, 0, 2), 0, 'none below 4 MiB');
    assert.equal(markdownThreads(16_000_000, undefined, 0, 2), 2, 'one a core for 16 MB');
    assert.equal(markdownThreads(16_000_000, undefined, 0, 8), 4, 'at most four');
    assert.equal(markdownThreads(16_000_000, undefined, 0, 1), 0, 'none on one core');
    assert.equal(markdownThreads(16_000_000, '0', 0, 2), 0, 'the variable turns them off');
    assert.equal(markdownThreads(10_000, 'auto', 0), 0);
    assert.equal(markdownThreads(500_000, 'auto', 0), Math.max(1, cores - 1));
    assert.equal(markdownThreads(500_000, 'auto', cores), 0, 'no idle core');
    assert.equal(markdownThreads(10, '2', cores), 2);
    assert.equal(markdownThreads(500_000, '0', 0), 0);
  });
});

/** Every file of a built site (path → bytes). */
function filesOf(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, full), readFileSync(full));
  }
  return files;
}

describe('a site built with Markdown threads', () => {
  let site: ThrowawaySite;
  const builds: { threads: string; code: number; stderr: string; files: Map<string, Buffer> }[] = [];

  before(() => {
    // More pages than threads, each warning, so that their order could change.
    const pages = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [
        `content/page-${String(i).padStart(2, '0')}.md`,
        `# Page ${i}\n\n## Part\n\n<b onclick="x()">bold ${i}</b> and \`code\`.\n\n\`\`\`js\nconst page = ${i};\n\`\`\`\n`,
      ]),
    );
    site = throwawaySite({ ...PAGES, ...pages });
    for (const threads of ['2', '0']) {
      const out = path.join(site.dir, `out-${threads}`);
      const result = spawnSync(
        process.execPath,
        [path.join(repoRoot, 'bin/docgen'), 'build', '--no-cache', '--verbose', '--out', out],
        {
          cwd: site.dir,
          encoding: 'utf8',
          env: { ...process.env, NO_COLOR: '1', DOCGEN_MARKDOWN_THREADS: threads },
        },
      );
      builds.push({ threads, code: result.status ?? 1, stderr: result.stderr, files: filesOf(out) });
    }
  });
  after(() => site.cleanup());

  test('both builds succeed and warn', () => {
    for (const build of builds) {
      assert.equal(build.code, 0, build.stderr);
      assert.match(build.stderr, /page-11\.md/, `threads=${build.threads}`);
    }
  });

  test('the same warnings, in the same order', () => {
    const warnings = (stderr: string) => stderr.split('\n').filter((line) => !/^Built |^\s*$/.test(line));
    assert.deepEqual(warnings(builds[0].stderr), warnings(builds[1].stderr));
  });

  test('the same files, byte for byte', () => {
    const [threaded, local] = builds.map((b) => b.files);
    assert.deepEqual([...threaded.keys()].sort(), [...local.keys()].sort());
    for (const [file, bytes] of threaded) assert.ok(bytes.equals(local.get(file)!), file);
  });
});

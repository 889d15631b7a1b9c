// Builds real Docusaurus docs folders as they are and checks what a reader would see.
//   node scripts/build-cli.mjs && node bench/docusaurus-corpus.mjs <site> [<site> …]
// Each <site> is a Docusaurus project: a checkout or a bare git directory (e.g. a
// `git clone --depth 1 --bare https://github.com/prettier/prettier`), optionally followed by
// `:<docs folder>:<sidebars file>` when they are not `docs` and `website/sidebars.{js,json,ts}`,
// and `:<Name>=<file>,…` to register the React components its MDX uses (as its own config would:
// a file of the copied site, e.g. `content/components/Note.jsx`, of this repository's bench/, or
// `repo/<path>`: a file of the project's website, copied with its folder, e.g.
// `repo/packages/website/src/components/team/TeamBioList.tsx`).
// A fifth field, `:<file>,…`, leaves those docs files' bodies out (pages that use what docgen cannot
// build, e.g. components imported from a JS module of the docs folder): the table names them.
// The docs folder is copied into a temporary site (outside this repository; the projects' texts
// keep their own licences) as `content/`, with the sidebars file, under `routeBasePath: '/docs'`
// and with broken links reported as warnings (images of the project's website are not copied; its
// `core/` and `src/` folders are, beside the sidebars file, for the data modules pages import).
// Prints one row per site: pages, build time, warnings, and the pages whose text still shows
// Markdown/MDX/HTML source (`import … from`, `<Tabs`, `:::`, `<details>` …). Target: 0 such pages.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  cpSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fromHtml } from 'hast-util-from-html';
import { select } from 'hast-util-select';
import { toText } from 'hast-util-to-text';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SIDEBARS = [
  'website/sidebars.js',
  'website/sidebars.ts',
  'website/sidebars.json',
  'sidebars.js',
  'sidebars.ts',
  'sidebars.json',
];

/** Source that should have been rendered, seen in a page's text (code blocks excluded). */
const LEAKS = [
  ['import', /^\s*import\s+\S+.*\sfrom\s+['"]/m],
  ['export', /^\s*export\s+(const|default|function)\s/m],
  // Not `Mocked<Source>`: a generic type in a heading is text, as written.
  ['<Component', /(?<![\w.])<[A-Z][A-Za-z]+[\s/>]/],
  [
    'HTML tag',
    /<\/?(details|summary|kbd|br|img|div|span|p|a|sup|sub|table|tr|td|code|b|i|em|strong|ul|li|ol|iframe|video|figure|center)\b[^>]*>/i,
  ],
  [':::', /^\s*:::/m],
  ['<!--', /<!--/],
  ['{/* */}', /\{\/\*/],
  ['{#id}', /\{#[\w-]+\}/],
  ['[!NOTE]', /\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]/],
];

/** What the warnings of what docgen does not run say, shortened for the summary. */
const WARNING_KINDS = [
  [/^`[^`]+` imports ".*", which does not exist/, 'missing partial'],
  [/^`[^`]+` \(imported from .*\) is code docgen does not run/, 'attribute reading an import left out'],
  [/^An MDX expression .* cannot be rendered: .*left out/, 'expression reading code left out'],
  [/^<\S+> is defined in the page/, 'component defined in the page left out'],
  [/^Unclosed admonition/, 'admonition left open'],
];

const sites = process.argv.slice(2);
if (sites.length === 0) {
  console.error(
    'usage: node bench/docusaurus-corpus.mjs <docusaurus checkout or bare git dir>[:<docs>:<sidebars>] …',
  );
  process.exit(2);
}

const rows = [];
const details = [];
for (const spec of sites) {
  const [source, docsOption, sidebarsPath, componentList = '', dropList = ''] = spec.split(':');
  const dropped = dropList.split(',').filter(Boolean);
  const docsDir = docsOption || 'docs';
  const components = Object.fromEntries(
    componentList
      .split(',')
      .filter(Boolean)
      .map((pair) => pair.split('='))
      .map(([n, f]) => [
        n,
        f.startsWith('bench/') ? path.join(repoRoot, f) : `./${f.replace(/^repo\//, '')}`,
      ]),
  );
  const websiteFolders = [
    ...new Set(
      componentList
        .split(',')
        .map((pair) => pair.split('=')[1] ?? '')
        .filter((f) => f.startsWith('repo/'))
        .map((f) => path.posix.dirname(f.slice('repo/'.length))),
    ),
  ];
  const name = path.basename(source.replace(/\/(repo|\.git)\/?$/, '')).replace(/\.git$/, '');
  const commit =
    spawnSync('git', ['-C', source, 'log', '-1', '--format=%h %cs'], { encoding: 'utf8' }).stdout.trim() ||
    '—';
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-docusaurus-'));
  try {
    const sidebars = copySite(source, docsDir, sidebarsPath || undefined, dir, websiteFolders);
    // The page stays (the sidebars name it), its front matter kept and its body replaced.
    for (const file of dropped) {
      const full = path.join(dir, 'content', file);
      const front = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(readFileSync(full, 'utf8'))?.[0] ?? '';
      writeFileSync(full, `${front}\nLeft out by the bench.\n`);
    }
    writeFileSync(
      path.join(dir, 'docgen.config.ts'),
      `export default { title: ${JSON.stringify(name)}, url: 'https://example.com', docs: { routeBasePath: '/docs' }, components: ${JSON.stringify(components)}, onBrokenLinks: 'warn', onBrokenAnchors: 'warn', onBrokenMarkdownLinks: 'warn' };\n`,
    );
    const started = performance.now();
    const result = spawnSync(process.execPath, [path.join(repoRoot, 'bin/docgen'), 'build'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    const ms = performance.now() - started;
    const warnings = (result.stderr.match(/^warning /gm) ?? []).length;
    if (result.status !== 0) {
      rows.push({
        name,
        commit,
        dropped,
        sidebars,
        pages: 0,
        ms,
        warnings,
        leaks: [],
        error: (result.stderr.split('\n').find((l) => l.trim()) ?? 'failed').slice(0, 160),
      });
      continue;
    }
    const pages = htmlFiles(path.join(dir, 'build')).filter((f) => !f.endsWith('404.html'));
    const leaks = [];
    for (const file of pages) {
      const found = leaksIn(readFileSync(file, 'utf8'));
      if (found.length > 0) leaks.push({ page: path.relative(path.join(dir, 'build'), file), found });
    }
    rows.push({
      name,
      commit,
      dropped,
      sidebars,
      pages: pages.length,
      ms,
      warnings,
      leaks,
      warningKinds: warningKinds(result.stderr),
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log('| site | commit | sidebars file | pages | build | warnings | pages showing source | left out |');
console.log('|---|---|---|---:|---:|---:|---:|---|');
for (const r of rows) {
  const build = r.error ? `failed: ${r.error}` : `${(r.ms / 1000).toFixed(2)} s`;
  console.log(
    `| ${r.name} | ${r.commit} | ${r.sidebars ?? '—'} | ${r.pages} | ${build} | ${r.warnings} | ${r.error ? '—' : r.leaks.length} | ${r.dropped.join(', ') || '—'} |`,
  );
}
for (const r of rows) {
  if (r.warningKinds && Object.keys(r.warningKinds).length)
    details.push(
      `${r.name} warnings: ${Object.entries(r.warningKinds)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`,
    );
  for (const leak of r.leaks) details.push(`${r.name}/${leak.page}: ${leak.found.join('; ')}`);
}
if (details.length) console.log(`\n${details.join('\n')}`);

/** Copies `<docs>` to `<dir>/content` and the sidebars file to `<dir>`; returns the sidebars file's name. */
function copySite(source, docsDir, sidebarsPath, dir, websiteFolders) {
  const bare = existsSync(path.join(source, 'HEAD')) && existsSync(path.join(source, 'objects'));
  const read = (file) =>
    bare
      ? execFileSync('git', ['--git-dir', source, 'show', `HEAD:${file}`], { maxBuffer: 1 << 26 })
      : readFileSync(path.join(source, file));
  const has = (file) =>
    bare
      ? spawnSync('git', ['--git-dir', source, 'cat-file', '-e', `HEAD:${file}`]).status === 0
      : existsSync(path.join(source, file));
  if (bare) {
    const tar = execFileSync('git', ['--git-dir', source, 'archive', 'HEAD', docsDir], {
      maxBuffer: 1 << 30,
    });
    spawnSync('tar', ['-x', '-C', dir], { input: tar });
    cpSync(path.join(dir, docsDir), path.join(dir, 'content'), { recursive: true });
    rmSync(path.join(dir, docsDir.split('/')[0]), { recursive: true, force: true });
  } else {
    cpSync(path.join(source, docsDir), path.join(dir, 'content'), { recursive: true });
  }
  for (const folder of websiteFolders) {
    if (bare) {
      const tar = execFileSync('git', ['--git-dir', source, 'archive', 'HEAD', folder], {
        maxBuffer: 1 << 30,
      });
      spawnSync('tar', ['-x', '-C', dir], { input: tar });
    } else cpSync(path.join(source, folder), path.join(dir, folder), { recursive: true });
  }
  const sidebars = sidebarsPath ?? SIDEBARS.find(has);
  if (!sidebars) return undefined;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `sidebars${path.extname(sidebars)}`), read(sidebars));
  // The website's own code (`@site/core/…`, `@site/src/…`) at the site root, as a moving site
  // would copy it: modules a page imports data from are read from there.
  const siteDir = path.posix.dirname(sidebars);
  for (const folder of ['core', 'src']) {
    const from = siteDir === '.' ? folder : `${siteDir}/${folder}`;
    if (!has(from)) continue;
    if (bare) {
      const tar = execFileSync('git', ['--git-dir', source, 'archive', 'HEAD', from], { maxBuffer: 1 << 30 });
      const unpacked = mkdtempSync(path.join(tmpdir(), 'docgen-website-'));
      spawnSync('tar', ['-x', '-C', unpacked], { input: tar });
      cpSync(path.join(unpacked, from), path.join(dir, folder), { recursive: true });
      rmSync(unpacked, { recursive: true, force: true });
    } else cpSync(path.join(source, from), path.join(dir, folder), { recursive: true });
  }
  return sidebars;
}

function htmlFiles(root) {
  const out = [];
  for (const entry of readdirSync(root)) {
    const full = path.join(root, entry);
    if (statSync(full).isDirectory()) out.push(...htmlFiles(full));
    else if (entry.endsWith('.html')) out.push(full);
  }
  return out;
}

/** The article's text without its code blocks and inline code (source there is meant to show). */
function leaksIn(html) {
  const tree = fromHtml(html);
  const article = select('article', tree) ?? select('main', tree);
  if (!article) return [];
  const strip = (node) => {
    if (node.children)
      node.children = node.children
        .filter((c) => !(c.type === 'element' && (c.tagName === 'pre' || c.tagName === 'code')))
        .map(strip);
    return node;
  };
  const text = toText(strip(structuredClone(article)));
  return LEAKS.flatMap(([label, pattern]) => {
    const match = pattern.exec(text);
    return match
      ? [
          `${label}: ${JSON.stringify(text.slice(Math.max(0, match.index - 20), match.index + 50).replace(/\s+/g, ' '))}`,
        ]
      : [];
  });
}

function warningKinds(stderr) {
  const kinds = {};
  for (const line of stderr.split('\n')) {
    // Broken links by kind; other warnings by what docgen left out, else by their message's start.
    const message = /^warning \S+: (.*)/.exec(line)?.[1];
    const kind =
      message === undefined
        ? undefined
        : (/^(broken (?:link|anchor|Markdown link))/.exec(message)?.[1] ??
          WARNING_KINDS.find(([pattern]) => pattern.test(message))?.[1] ??
          message.slice(0, 60));
    if (kind) kinds[kind] = (kinds[kind] ?? 0) + 1;
  }
  return kinds;
}

// src/commands/dev.ts with src/dev/*: a real dev session on a copy of the `basic` fixture.
// Edits, additions and deletions (a page, a whole folder) are served after the rebuild and
// announced over server-sent events; a broken edit keeps the last good pages and reports the
// error; fixing it clears the error.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { dev, type DevHandle } from '../../src/commands/dev.ts';
import { build } from '../../src/commands/build.ts';
import { DocgenError } from '../../src/errors.ts';
import { copyFixture, repoRoot, rewriteFile } from '../helpers/fixtures.ts';
import { openEvents, type EventStream } from '../helpers/sse.ts';

describe('src/commands/dev.ts', () => {
  const fixture = copyFixture('basic');
  const file = (rel: string) => path.join(fixture.dir, rel);
  const lines: string[] = [];
  let session: DevHandle;
  let events: EventStream;
  before(async () => {
    // Templates of its own, so that editing one is part of the scenario.
    cpSync(path.resolve('templates'), file('templates'), { recursive: true });
    session = await dev({
      root: fixture.dir,
      port: 0,
      log: { info: (l) => lines.push(l), error: (l) => lines.push(l) },
    });
    await session.watching;
    events = openEvents(new URL('_docgen/events', session.url).href);
    await events.ready;
  });
  after(async () => {
    if (process.env.DEV_TEST_LOG) console.log(lines.join('\n'));
    events?.close();
    await session?.close();
    fixture.cleanup();
  });
  const get = async (route: string) => {
    const res = await fetch(new URL(route.slice(1), session.url));
    return { status: res.status, body: await res.text() };
  };
  /** The sidebar name on a page's aside ('' for none), or null on the folder tree's (it names none). */
  const asideName = async (route: string) => {
    const found =
      /<aside class="sidebar[^"]*" id="sidebar" data-sidebar="true"(?: data-sidebar-name="([^"]*)")?/.exec(
        (await get(route)).body,
      );
    assert.ok(found, `${route} has its aside`);
    return found[1] ?? null;
  };
  const reloadOf = (route: string) =>
    events.next((e) => e.type === 'reload' && (e.routes === 'all' || e.routes!.includes(route)));

  test('serves the built site with the live-reload script; the first build is reported', async () => {
    assert.equal(session.firstBuild?.ok, true);
    const page = await get('/guide/intro');
    assert.equal(page.status, 200);
    assert.match(page.body, /<script src="\/_docgen\/dev\.js" data-base="\/" defer><\/script><\/body>/);
    const script = await fetch(new URL('_docgen/dev.js', session.url));
    assert.equal(script.status, 200);
    assert.match(await script.text(), /EventSource/);
    assert.equal((await get('/guide/intro/')).status, 200, 'static handler rules (301 followed)');
    assert.equal((await get('/nope')).status, 404);
    assert.match(lines.join('\n'), /first build → all pages/);
  });

  test('a page edit rebuilds that page only and announces its route', async () => {
    const reloaded = reloadOf('/guide/intro');
    writeFileSync(
      file('content/guide/intro.md'),
      readFileSync(file('content/guide/intro.md'), 'utf8') + '\nA freshly edited paragraph.\n',
    );
    assert.deepEqual((await reloaded).routes, ['/guide/intro']);
    assert.match((await get('/guide/intro')).body, /A freshly edited paragraph\./);
    assert.match(lines.at(-1)!, /content\/guide\/intro\.md → \/guide\/intro \(\d+ ms\)/);
  });

  test('after a page edit the search index learns the new words, at the same manifest URL', async () => {
    const manifestUrl = '/_docgen/search-manifest.json';
    const before = await fetch(new URL(manifestUrl.slice(1), session.url));
    assert.equal(before.status, 200);
    assert.equal(before.headers.get('cache-control'), 'no-cache');
    const reloaded = reloadOf('/guide/intro');
    writeFileSync(
      file('content/guide/intro.md'),
      readFileSync(file('content/guide/intro.md'), 'utf8') + '\nThe zanzibarite widget.\n',
    );
    await reloaded;
    // The refresh runs right after the reload; the shards the manifest names must hold the word.
    const deadline = Date.now() + 5000;
    let found = false;
    while (!found && Date.now() < deadline) {
      const manifest = (await (await fetch(new URL(manifestUrl.slice(1), session.url))).json()) as {
        terms: { url: string }[];
      };
      const shards = await Promise.all(
        manifest.terms.map(async (t) => (await fetch(new URL(t.url.slice(1), session.url))).text()),
      );
      found = shards.some((text) => text.includes('zanzibarite'));
      if (!found) await new Promise((r) => setTimeout(r, 50));
    }
    assert.ok(found, 'the edited word is in the index');
  });

  test('a new page is served and appears in every sidebar; deleting it removes it', async () => {
    let reloaded = reloadOf('/guide/extra');
    writeFileSync(file('content/guide/extra.md'), '---\ntitle: Extra page\n---\n\nExtra body.\n');
    assert.equal((await reloaded).routes, 'all');
    assert.match((await get('/guide/extra')).body, /Extra body\./);
    // Every page's sidebar: the full menu (pages carry its expanded part only).
    assert.match((await get('/_docgen/sidebar.json')).body, /href=\\"\/guide\/extra\\"/);
    reloaded = reloadOf('/');
    rmSync(file('content/guide/extra.md'));
    await reloaded;
    assert.equal((await get('/guide/extra')).status, 404);
    assert.doesNotMatch((await get('/_docgen/sidebar.json')).body, /\/guide\/extra/);
  });

  test('adding and deleting a whole folder', async () => {
    const folder = path.join(fixture.dir, 'incoming');
    mkdirSync(path.join(folder, 'more'), { recursive: true });
    writeFileSync(
      path.join(folder, 'more/_category_.json'),
      '{ "label": "More", "link": { "type": "generated-index" } }',
    );
    writeFileSync(path.join(folder, 'more/one.md'), '---\ntitle: One\n---\n\nFirst.\n');
    writeFileSync(
      path.join(folder, 'more/two.md'),
      '---\ntitle: Two\n---\n\nSecond, linking [one](./one.md).\n',
    );
    const added = events.next((e) => e.type === 'reload' && e.routes === 'all');
    cpSync(path.join(folder, 'more'), file('content/more'), { recursive: true });
    await added;
    // The copy may land in more than one batch: wait until the last file is served.
    await waitFor(async () => (await get('/more/two')).status === 200);
    assert.match((await get('/more')).body, /href="\/more\/one"/);
    const removed = events.next((e) => e.type === 'reload');
    rmSync(file('content/more'), { recursive: true });
    await removed;
    await waitFor(async () => (await get('/more/one')).status === 404 && (await get('/more')).status === 404);
    assert.doesNotMatch((await get('/')).body, /href="\/more/);
  });

  test('a sidebars.json added, edited and removed rebuilds the sidebar: its menu file and the pages', async () => {
    const sidebars = (label: string, items: unknown[]) =>
      JSON.stringify({ docs: [{ type: 'link', label, href: 'https://example.com/' }, ...items] });
    // A sidebars file's sidebar has a menu file of its own; the folder tree's is sidebar.json.
    const menu = async () => (await get('/_docgen/sidebars/docs.json')).body;
    const tree = async () => (await get('/_docgen/sidebar.json')).body;
    let reloaded = events.next((e) => e.type === 'reload' && e.routes === 'all');
    writeFileSync(
      file('sidebars.json'),
      sidebars('From the sidebars file', [{ type: 'autogenerated', dirName: '.' }]),
    );
    await reloaded;
    await waitFor(async () => /From the sidebars file/.test(await menu()));
    assert.equal(await asideName('/guide/advanced'), 'docs');
    assert.equal(await asideName('/reference/list-pets'), 'docs', 'the API reference joins the sidebar');

    // Edited so that it no longer lists the advanced guide: that page shows no sidebar.
    reloaded = events.next((e) => e.type === 'reload' && e.routes === 'all');
    writeFileSync(
      file('sidebars.json'),
      sidebars('Edited label', [
        'index',
        // The home links /guide: the category keeps its index page.
        {
          type: 'category',
          label: 'Guide',
          link: { type: 'generated-index', slug: 'guide' },
          items: ['guide/intro'],
        },
      ]),
    );
    await reloaded;
    await waitFor(async () => /Edited label/.test(await menu()));
    assert.doesNotMatch(await menu(), /guide\/advanced/);
    await waitFor(async () => (await asideName('/guide/advanced')) === '');
    assert.match((await get('/guide/advanced')).body, /<div class="layout layout--full">/);
    assert.equal(await asideName('/guide/intro'), 'docs');
    assert.equal(await asideName('/reference/list-pets'), 'docs');

    // Removed: the folder tree's sidebar again, on every page, in sidebar.json.
    reloaded = events.next((e) => e.type === 'reload' && e.routes === 'all');
    rmSync(file('sidebars.json'));
    await reloaded;
    await waitFor(async () => (await asideName('/guide/advanced')) === null);
    assert.match(await tree(), /href=\\"\/guide\/advanced\\"/);
    assert.doesNotMatch(await tree(), /Edited label/);
    assert.equal(
      (await get('/_docgen/sidebars/docs.json')).status,
      404,
      'the removed sidebar has no menu file',
    );
  });

  test('a sidebars file the config names (`docs.sidebarPath`) is watched: an edit refreshes the menu and pages', async () => {
    const menu = async () => (await get('/_docgen/sidebars/docs.json')).body;
    const write = (label: string, ids: string[]) =>
      writeFileSync(
        file('nav/sidebars.js'),
        `module.exports = ${JSON.stringify({
          docs: [
            { type: 'link', label, href: 'https://example.com/' },
            ...ids,
            { type: 'category', label: 'Guide', link: { type: 'generated-index', slug: 'guide' }, items: [] },
          ],
        })};\n`,
      );
    const config = readFileSync(file('docgen.config.ts'), 'utf8');
    mkdirSync(file('nav'));
    write('Named by the config', ['index', 'guide/intro', 'guide/advanced']);
    let reloaded = events.next((e) => e.type === 'reload' && e.routes === 'all');
    writeFileSync(
      file('docgen.config.ts'),
      config.replace(
        "docs: { versionLabel: 'Next' }",
        "docs: { versionLabel: 'Next', sidebarPath: 'nav/sidebars.js' }",
      ),
    );
    await reloaded;
    await waitFor(async () => /Named by the config/.test(await menu()));
    assert.equal(await asideName('/guide/advanced'), 'docs');

    reloaded = events.next((e) => e.type === 'reload' && e.routes === 'all');
    write('Edited in nav', ['index', 'guide/intro']);
    await reloaded;
    await waitFor(async () => /Edited in nav/.test(await menu()));
    await waitFor(async () => (await asideName('/guide/advanced')) === '');

    reloaded = events.next((e) => e.type === 'reload' && e.routes === 'all');
    writeFileSync(file('docgen.config.ts'), config);
    await reloaded;
    rmSync(file('nav'), { recursive: true });
    await waitFor(async () => (await asideName('/guide/advanced')) === null);
  });

  test('a file the sidebars file requires is watched: an edit there refreshes the menu and pages', async () => {
    const menu = async () => (await get('/_docgen/sidebars/docs.json')).body;
    const part = (label: string, ids: string[]) =>
      writeFileSync(
        file('sidebar-parts/docs.js'),
        `module.exports = ${JSON.stringify([
          { type: 'link', label, href: 'https://example.com/' },
          ...ids,
          { type: 'category', label: 'Guide', link: { type: 'generated-index', slug: 'guide' }, items: [] },
        ])};\n`,
      );
    mkdirSync(file('sidebar-parts'));
    part('From the part', ['index', 'guide/intro', 'guide/advanced']);
    let reloaded = events.next((e) => e.type === 'reload' && e.routes === 'all');
    writeFileSync(file('sidebars.js'), "module.exports = { docs: require('./sidebar-parts/docs.js') };\n");
    await reloaded;
    await waitFor(async () => /From the part/.test(await menu()));
    assert.equal(await asideName('/guide/advanced'), 'docs');

    reloaded = events.next((e) => e.type === 'reload' && e.routes === 'all');
    part('Edited in the part', ['index', 'guide/intro']);
    await reloaded;
    await waitFor(async () => /Edited in the part/.test(await menu()));
    await waitFor(async () => (await asideName('/guide/advanced')) === '');

    reloaded = events.next((e) => e.type === 'reload' && e.routes === 'all');
    rmSync(file('sidebars.js'));
    await reloaded;
    rmSync(file('sidebar-parts'), { recursive: true });
    await waitFor(async () => (await asideName('/guide/advanced')) === null);
  });

  test('a new static file is served; a page may link it at once', async () => {
    const reloaded = events.next((e) => e.type === 'reload');
    writeFileSync(file('static/img/new.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await reloaded;
    assert.equal((await get('/img/new.svg')).status, 200);
    const linked = reloadOf('/guide/advanced');
    writeFileSync(
      file('content/guide/advanced.md'),
      `${readFileSync(file('content/guide/advanced.md'), 'utf8')}\n![New](/img/new.svg)\n`,
    );
    await linked;
    // The static file's own events may bring a late reload of every page first: wait for the page.
    await waitFor(async () => /<img[^>]* src="\/img\/new\.svg"/.test((await get('/guide/advanced')).body));
  });

  test('a new static file is served as soon as it exists (no 404 race with the rebuild)', async () => {
    const reloaded = events.next((e) => e.type === 'reload');
    writeFileSync(file('static/img/instant.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const res = await get('/img/instant.svg');
    assert.equal(res.status, 200, 'served straight from the static folder before the copy');
    await reloaded;
    assert.equal((await get('/img/instant.svg')).status, 200);
    assert.equal((await get('/img/.hidden.svg')).status, 404);
  });

  test('a deleted and re-created content folder, config and spec are watched again (git checkout, atomic saves)', async () => {
    // The content folder goes away (an error) and comes back with an edit.
    const away = path.join(fixture.dir, 'content-away');
    let failed = events.next((e) => e.type === 'build-error');
    renameSync(file('content'), away);
    assert.match((await failed).message!, /content/);
    writeFileSync(
      path.join(away, 'guide/intro.md'),
      readFileSync(path.join(away, 'guide/intro.md'), 'utf8') + '\nBack from the stash.\n',
    );
    let reloaded = events.next((e) => e.type === 'reload');
    renameSync(away, file('content'));
    await reloaded;
    await waitFor(async () => /Back from the stash\./.test((await get('/guide/intro')).body));
    // …and is still watched: a later edit is picked up.
    reloaded = reloadOf('/guide/intro');
    writeFileSync(
      file('content/guide/intro.md'),
      readFileSync(file('content/guide/intro.md'), 'utf8') + '\nEdited after the return.\n',
    );
    await reloaded;
    assert.match((await get('/guide/intro')).body, /Edited after the return\./);

    // The config saved atomically (write a temporary file, rename it over), twice.
    const config = file('docgen.config.ts');
    const original = /tagline: '([^']*)'/.exec(readFileSync(config, 'utf8'))![1];
    for (const tagline of ['Atomic one', 'Atomic two', original]) {
      reloaded = events.next((e) => e.type === 'reload' && e.routes === 'all');
      writeFileSync(
        `${config}.tmp`,
        readFileSync(config, 'utf8').replace(/tagline: '[^']*'/, `tagline: '${tagline}'`),
      );
      renameSync(`${config}.tmp`, config);
      await reloaded;
      await waitFor(async () => (await get('/')).body.includes(tagline));
    }

    // The spec deleted (an error) and written again.
    const spec = file('openapi/pets.yaml');
    const good = readFileSync(spec, 'utf8');
    failed = events.next((e) => e.type === 'build-error');
    rmSync(spec);
    await failed;
    reloaded = events.next((e) => e.type === 'reload');
    writeFileSync(spec, good.replace('summary: List pets', 'summary: List recreated pets'));
    await reloaded;
    await waitFor(async () => /List recreated pets/.test((await get('/reference/list-pets')).body));
    reloaded = events.next((e) => e.type === 'reload');
    writeFileSync(spec, good);
    await reloaded;
    await waitFor(async () => !/List recreated pets/.test((await get('/reference/list-pets')).body));
  });

  test('a broken edit keeps the last good page and reports the error; fixing the file clears it', async () => {
    const intro = file('content/guide/intro.md');
    const good = readFileSync(intro, 'utf8');
    const before = (await get('/guide/intro')).body;
    const failed = events.next((e) => e.type === 'build-error');
    writeFileSync(intro, good.replace('sidebar_position: 1', 'sidebar_position: [1'));
    const error = await failed;
    assert.match(error.message!, /^content\/guide\/intro\.md:\d+:\d+: Malformed front matter/);
    assert.match(error.message!, /hint: /);
    assert.equal((await get('/guide/intro')).body, before, 'last good page still served');
    assert.match(lines.at(-1)!, /error.*content\/guide\/intro\.md:\d+/s);

    // A tab that connects now is told about the error at once.
    const late = openEvents(new URL('_docgen/events', session.url).href);
    assert.equal((await late.next()).type, 'build-error');
    late.close();

    const fixed = events.next((e) => e.type === 'reload');
    writeFileSync(intro, good.replace('Intro text', 'Fixed intro text'));
    await fixed;
    assert.match((await get('/guide/intro')).body, /Fixed intro text/);
  });

  test('a broken link, a config edit and a template that throws: reported, rebuilt, and the session goes on', async () => {
    const advanced = file('content/guide/advanced.md');
    const good = readFileSync(advanced, 'utf8');
    let failed = events.next((e) => e.type === 'build-error');
    writeFileSync(advanced, `${good}\nSee [gone](/nowhere).\n`);
    assert.match(
      (await failed).message!,
      /content\/guide\/advanced\.md:\d+: \/nowhere: no page has this route/,
    );
    let fixed = events.next((e) => e.type === 'reload');
    writeFileSync(advanced, good);
    await fixed;

    const config = file('docgen.config.ts');
    fixed = events.next((e) => e.type === 'reload' && e.routes === 'all');
    rewriteFile(config, "tagline: 'Testing docgen'", "tagline: 'Testing docgen live'");
    await fixed;
    assert.match((await get('/')).body, /Testing docgen live/);

    const docPage = file('templates/pages/DocPage.tsx');
    const template = readFileSync(docPage, 'utf8');
    failed = events.next((e) => e.type === 'build-error');
    writeFileSync(
      docPage,
      template.replace(
        /export default function (\w+)\(([^)]*)\)\s*(:[^{]+)?\{/,
        'export default function $1($2) $3{ throw new Error("template broke");',
      ),
    );
    assert.match(
      (await failed).message!,
      /templates\/pages\/DocPage\.tsx:\d+:\d+: A template threw while rendering the route "\/[^"]*" \(content\/[^)]+\.md\): template broke/,
    );
    fixed = events.next((e) => e.type === 'reload' && e.routes === 'all');
    writeFileSync(docPage, template);
    await fixed;
    assert.equal((await get('/guide/intro')).status, 200);
  });

  test('an OpenAPI edit rebuilds its pages; an invalid spec is reported until fixed', async () => {
    const spec = file('openapi/pets.yaml');
    const good = readFileSync(spec, 'utf8');
    const failed = events.next((e) => e.type === 'build-error');
    writeFileSync(spec, good.replace('  version: 2.0.0', '  version: [2.0.0'));
    assert.match((await failed).message!, /^openapi\/pets\.yaml:\d+:\d+: OpenAPI file is not valid YAML/);
    const fixed = events.next((e) => e.type === 'reload' && e.routes === 'all');
    writeFileSync(spec, good.replace('summary: List pets', 'summary: List all pets'));
    await fixed;
    assert.match((await get('/reference/list-pets')).body, /<h1[^>]*>List all pets/);
    assert.match(
      (await get('/_docgen/sidebar.json')).body,
      /List all pets/,
      'sidebar updated for every page',
    );
    writeFileSync(spec, good);
    await waitFor(async () => !/List all pets/.test((await get('/guide/intro')).body));
  });

  test('a port already in use is a DocgenError', async () => {
    const port = new URL(session.url).port;
    await assert.rejects(
      dev({ root: fixture.dir, port: Number(port), log: { info() {}, error() {} } }),
      (error: unknown) =>
        error instanceof DocgenError && /Port \d+ on 127\.0\.0\.1 is already in use/.test(error.message),
    );
  });

  test('production builds carry no dev code', async () => {
    const { outDir } = await build({ root: fixture.dir });
    assert.ok(!existsSync(path.join(outDir, '_docgen/dev.js')));
    assert.doesNotMatch(
      readFileSync(path.join(outDir, 'guide/intro/index.html'), 'utf8'),
      /_docgen\/dev\.js|EventSource/,
    );
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('src/commands/dev.ts: a session whose first build fails', () => {
  test('serves a waiting page with the error, and the site once the file is fixed', async () => {
    const fixture = copyFixture('basic');
    const home = path.join(fixture.dir, 'content/index.md');
    const good = readFileSync(home, 'utf8');
    writeFileSync(home, good.replace('title: Welcome', 'title: [Welcome'));
    const session = await dev({ root: fixture.dir, port: 0, log: { info() {}, error() {} } });
    try {
      assert.equal(session.firstBuild?.ok, false);
      await session.watching;
      const waiting = await fetch(session.url);
      assert.equal(waiting.status, 503);
      assert.match(await waiting.text(), /Waiting for the first successful build[\s\S]*_docgen\/dev\.js/);
      const events = openEvents(new URL('_docgen/events', session.url).href);
      assert.match((await events.next()).message!, /^content\/index\.md:\d+:\d+: Malformed front matter/);
      const reloaded = events.next((e) => e.type === 'reload');
      writeFileSync(home, good);
      assert.equal((await reloaded).routes, 'all');
      assert.equal((await fetch(session.url)).status, 200);
      events.close();
    } finally {
      await session.close();
      fixture.cleanup();
    }
  });
});

describe('src/cli.ts dev', () => {
  test('Ctrl+C stops the session cleanly (exit code 0)', async () => {
    const fixture = copyFixture('basic');
    const child = spawn(process.execPath, [path.join(repoRoot, 'bin/docgen'), 'dev', '--port', '0'], {
      cwd: fixture.dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1' },
    });
    try {
      let out = '';
      await new Promise<void>((resolve) =>
        child.stdout.on('data', (chunk) => ((out += chunk), /Serving http/.test(out) && resolve())),
      );
      assert.match(out, /first build → all pages \(\d+ ms\)/);
      const url = /Serving (\S+)/.exec(out)![1];
      assert.equal((await fetch(url)).status, 200);
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      child.kill('SIGINT');
      assert.equal(await exited, 0);
    } finally {
      child.kill();
      fixture.cleanup();
    }
  });
});

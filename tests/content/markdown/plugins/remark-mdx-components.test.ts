// src/content/markdown/plugins/remark-mdx-components.ts: `<ThemedImage>` sources made with
// `useBaseUrl` or `require` on a site below a base URL (Socket.IO's diagrams), which were read as
// files of the static folder below the base ("file not found: static/base/img/a.png"), and the
// hint for an undefined name in braces (MDX 1 text such as `{user} is typing`), and for a component
// docgen renders used without its import (Ory's <CodeBlock>, global through a swizzled MDXComponents).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { createHighlighter } from '../../../../src/content/markdown/highlighter.ts';
import { createMarkdownRenderer } from '../../../../src/content/markdown/processor.ts';
import type { DocgenError } from '../../../../src/errors.ts';

const highlighter = await createHighlighter();
const render = (markdown: string) =>
  createMarkdownRenderer(
    { routeByFile: new Map(), baseUrl: '/base/', contentDir: 'docs', staticDir: 'static' },
    highlighter,
  )({
    markdown,
    sourceFile: 'docs/guide/rooms.mdx',
    relPath: 'guide/rooms.mdx',
    route: '/guide/rooms',
    tocMin: 2,
    tocMax: 3,
  });

test('ThemedImage sources from useBaseUrl and require are the files, given the base URL once', async () => {
  const page = await render(
    [
      "import useBaseUrl from '@docusaurus/useBaseUrl';",
      "import ThemedImage from '@theme/ThemedImage';",
      '',
      "<ThemedImage alt=\"a\" sources={{ light: useBaseUrl('/img/rooms.png'), dark: '/img/rooms-dark.png' }} />",
      '',
      "<ThemedImage alt=\"b\" sources={{ light: require('./rooms.png').default, dark: require('@site/static/img/b.png').default }} />",
      '',
    ].join('\n'),
  );
  assert.deepEqual(
    selectAll('img', fromHtml(page.html, { fragment: true })).map((img) => img.properties.src),
    ['/base/img/rooms.png', '/base/img/rooms-dark.png', '/base/guide/rooms.png', '/base/img/b.png'],
  );
  assert.deepEqual([...new Set(page.assets.map((a) => `${a.from} ${a.url}`))].sort(), [
    'docs/guide/rooms.png /guide/rooms.png',
    'static/img/b.png /img/b.png',
    'static/img/rooms-dark.png /img/rooms-dark.png',
    'static/img/rooms.png /img/rooms.png',
  ]);
});

test('an undefined name in braces: the hint says how to write it as text, for every such name of the page at once', async () => {
  await assert.rejects(
    render('# Homework\n\n- Add “{user} is typing” functionality.\n'),
    (error: DocgenError) => {
      assert.match(error.message, /An MDX expression `\{user\}` cannot be rendered/);
      assert.match(error.hint ?? '', /`user` is not defined on the page/);
      assert.match(error.hint ?? '', /write `\\\{user\}`/);
      return true;
    },
  );
  // Several on the page (RocketMQ's `./mqadmin {command} {args}`): one error names them all, with their lines.
  await assert.rejects(
    render('# mqadmin\n\n1. Run: ./mqadmin {command} {args}\n\n2. Then {command} again.\n'),
    (error: DocgenError) => {
      assert.equal(error.line, 3);
      assert.match(
        error.message,
        /`\{command\}` cannot be rendered: .* \(and 2 more such expressions on the page\)\.$/,
      );
      assert.match(error.hint ?? '', /^`command`, `args` are not defined on the page/);
      assert.match(
        error.hint ?? '',
        /write `\\\{command\}` \(line 3\), `\\\{args\}` \(line 3\), `\\\{command\}` \(line 5\)\.$/,
      );
      return true;
    },
  );
  // A path of names (RocketMQ's log settings: `${user.home}/logs`) is text to MDX 1 too.
  await assert.rejects(render('# Logs\n\nFiles go to ${user.home}/logs.\n'), (error: DocgenError) => {
    assert.match(error.hint ?? '', /`user` is not defined on the page .* write `\\\{user\.home\}`\.$/);
    return true;
  });
  // Code that is no name keeps the general hint.
  await assert.rejects(render('# T\n\n{1 + a}\n'), (error: DocgenError) => {
    assert.match(error.hint ?? '', /Write the value as text/);
    return true;
  });
});

test('`<Link id>` without a target is an anchor of the page, as Docusaurus renders it (Babel\'s `<Link id="ast-bigint"/>`)', async () => {
  const page = await render(
    [
      "import Link from '@docusaurus/Link';",
      '',
      '- <Link id="ast-bigint"/> Use `bigint` for `BigIntLiteral.value`.',
      '- <Link id="named" to="/guide">the guide</Link>',
      "- <Link id={'\"><script>x</script>'}/> hostile",
      '',
      'See [the change](#ast-bigint).',
      '',
    ].join('\n'),
  );
  const tree = fromHtml(page.html, { fragment: true });
  assert.ok(page.anchors.includes('ast-bigint'), page.anchors.join(', '));
  assert.ok(page.anchors.includes('named'), page.anchors.join(', '));
  assert.equal(select('a#ast-bigint', tree)?.properties.href, undefined);
  assert.equal(select('a#named', tree)?.properties.href, '/base/guide');
  assert.equal(selectAll('script', tree).length, 0);
});

test('a component docgen renders, used without its import: the hint names the import, not a registration', async () => {
  await assert.rejects(
    render('# Clients\n\n<CodeBlock language="shell">ory create oauth2-client</CodeBlock>\n'),
    (error: DocgenError) => {
      assert.match(error.message, /^Unknown component <CodeBlock>/);
      assert.match(
        error.hint ?? '',
        /add `import CodeBlock from '@theme\/CodeBlock';` below the front matter/,
      );
      assert.doesNotMatch(error.hint ?? '', /Register it/);
      return true;
    },
  );
  // A name docgen does not render keeps the registration hint.
  await assert.rejects(render('<ConsoleLink route="project.settings" />\n'), (error: DocgenError) => {
    assert.match(error.hint ?? '', /^Register it in docgen\.config\.ts \(`components: \{ ConsoleLink:/);
    return true;
  });
});

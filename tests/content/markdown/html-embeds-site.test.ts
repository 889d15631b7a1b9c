// A built site with Docusaurus HTML (src/content/markdown/html-embeds.ts): a page's safe inline
// styles are classes in a stylesheet of the site that the page links (in its body, so client-side
// navigation loads it too), one file for pages with the same styles; every page's CSP lists
// exactly the configured iframe hosts in `frame-src`, and an iframe from another host is left out
// with a warning.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { select, selectAll } from 'hast-util-select';
import { readHtml, runDocgen } from '../../helpers/fixtures.ts';
import { throwawaySite } from '../../helpers/throwaway-site.ts';
import { htmlPathFor, jsonPathFor } from '../../../src/shared/output-layout.ts';

const PAGE = `import Tabs from '@theme/Tabs';

# Embeds

<img src="https://cdn.example/logo.svg" alt="logo" className="logo" style={{maxHeight: 200, float: 'right'}} />

<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Talk" width="560" height="315" />

<iframe src="https://player.vimeo.com/video/1" />
`;

test('safe styles as a linked stylesheet, iframes from docs.iframeHosts only, and those hosts in every page’s frame-src', () => {
  const s = throwawaySite(
    {
      'content/index.md': '# Home\n',
      'content/a.mdx': PAGE,
      'content/b.mdx': PAGE.replace('# Embeds', '# Again'),
    },
    { docs: { iframeHosts: ['www.youtube-nocookie.com', 'codesandbox.io'] } },
  );
  try {
    const result = runDocgen(['build'], s.dir);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stderr, /content\/a\.mdx:9: HTML the page writes is left out: <iframe>\./);
    const out = path.join(s.dir, 'build');
    const links = ['/a', '/b'].map((route) => {
      const tree = readHtml(path.join(out, htmlPathFor(route)));
      const link = select('main link[rel="stylesheet"]', tree) ?? select('body link[rel="stylesheet"]', tree);
      assert.ok(link, route);
      const img = select('img[alt="logo"]', tree)!;
      const classes = img.properties.className as string[];
      assert.equal(classes[0], 'logo');
      assert.match(classes[1], /^docgen-style-[0-9a-f]{10}$/);
      const css = readFileSync(path.join(out, String(link.properties.href).slice(1)), 'utf8');
      assert.equal(css, `.${classes[1]}{max-height:200px;float:right}`);
      const frames = selectAll('iframe', tree);
      assert.deepEqual(
        frames.map((f) => f.properties.src),
        ['https://www.youtube-nocookie.com/embed/abc'],
      );
      assert.equal(frames[0].properties.loading, 'lazy');
      // The route JSON (client-side navigation) carries the link too.
      const json = JSON.parse(readFileSync(path.join(out, jsonPathFor(route)), 'utf8'));
      assert.ok(json.main.includes(`href="${link.properties.href}"`), route);
      return link.properties.href;
    });
    assert.equal(links[0], links[1], 'pages with the same styles share one stylesheet');
    // Every page, with embeds or not: the site and exactly the configured hosts.
    for (const route of ['/', '/a']) {
      const tree = readHtml(path.join(out, htmlPathFor(route)));
      const csp = String(select('meta[http-equiv="Content-Security-Policy"]', tree)?.properties.content);
      assert.match(
        csp,
        /; frame-src 'self' https:\/\/www\.youtube-nocookie\.com https:\/\/codesandbox\.io$/,
        csp,
      );
      assert.doesNotMatch(csp, /style-src|unsafe-inline/);
    }
    // A page without inline styles links no stylesheet.
    assert.equal(select('body link', readHtml(path.join(out, htmlPathFor('/')))), undefined);
  } finally {
    s.cleanup();
  }
});

test('a host that is not a host name is a config error naming the key', () => {
  const s = throwawaySite(
    { 'content/index.md': '# Home\n' },
    { docs: { iframeHosts: ["evil.example 'unsafe-inline'"] } },
  );
  try {
    const result = runDocgen(['build'], s.dir);
    assert.notEqual(result.code, 0);
    assert.match(result.stderr, /docs\.iframeHosts/);
    assert.match(result.stderr, /must be a host name/);
    assert.doesNotMatch(result.stderr, /\n\s+at /, 'no stack trace');
  } finally {
    s.cleanup();
  }
});

// src/client/page/swap-page.ts with a page's own <head> block (src/content/page-head.ts): after
// client-side navigation the document has the tags the server writes for that page. The block's
// meta tags and links came only with a full load, and stayed on the next pages.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { servedGeneratedSite } from '../helpers/served-fixture.ts';
import { throwawaySite } from '../helpers/throwaway-site.ts';

const OWN = [
  '---',
  'title: Own Head',
  'description: The front matter description',
  '---',
  '',
  '<head>',
  '  <title>Own Head: the Document Title</title>',
  '  <meta name="description" content="The head block description" />',
  '  <meta property="og:image" content="https://img.example/own.png" />',
  // Hostile text: quotes, a shell substitution, markup that would close the title and run, a newline.
  '  <meta name="keywords" content="a &quot;quoted&quot; word, $(id) &lt;/title&gt;&lt;script&gt;window.pwned=1&lt;/script&gt;&#10;next" />',
  '  <link rel="canonical" href="https://elsewhere.example/own-head" />',
  '  <link rel="alternate" hreflang="fr" href="https://site.example/fr/own-head" />',
  '</head>',
  '',
  '# Own Head',
  '',
  'Back to [the plain page](./plain.md).',
].join('\n');

const PLAIN = [
  '---',
  'title: Plain',
  'description: The plain description',
  '---',
  '',
  '# Plain',
  '',
  'To [the page with a head](./own-head.md).',
].join('\n');

interface Head {
  title: string;
  description: string[];
  ogImage: string[];
  keywords: string[];
  ogUrl: string[];
  canonical: string[];
  alternates: string[];
}

/** What the document's <head> says of the page (the same whether loaded or navigated to). */
const headOf = (page: Page): Promise<Head> =>
  // A function's source, not a function: the test runner's transform would name its inner ones.
  page.evaluate<Head>(`(() => {
    const meta = (attr, key) => [...document.head.querySelectorAll('meta[' + attr + ']')]
      .filter((m) => m.getAttribute(attr) === key).map((m) => m.content);
    return {
      title: document.title,
      description: meta('name', 'description'),
      ogImage: meta('property', 'og:image'),
      keywords: meta('name', 'keywords'),
      ogUrl: meta('property', 'og:url'),
      canonical: [...document.head.querySelectorAll('link[rel="canonical"]')].map((l) => l.href),
      alternates: [...document.head.querySelectorAll('link[rel="alternate"]')].map((l) => l.hreflang + ' ' + l.href),
    };
  })()`);

describe('browser: a page’s <head> block and client-side navigation', () => {
  const site = servedGeneratedSite(() =>
    throwawaySite({ 'content/index.md': '# Home\n', 'content/own-head.md': OWN, 'content/plain.md': PLAIN }),
  );

  test('navigating to and from the page puts its own tags in and takes them out, as a full load has them', async () => {
    const page = await site.browser.newPage();
    const loaded = async (route: string) => {
      await page.goto(site.url(route));
      return headOf(page);
    };
    const own = await loaded('/own-head');
    const plain = await loaded('/plain');
    assert.equal(own.title, 'Own Head: the Document Title');
    assert.deepEqual(own.description, ['The head block description']);
    assert.equal(own.keywords.length, 1);
    assert.match(
      own.keywords[0]!,
      /^a "quoted" word, \$\(id\) <\/title><script>window\.pwned=1<\/script>\s+next$/,
    );
    assert.deepEqual(own.canonical, ['https://elsewhere.example/own-head']);
    assert.deepEqual(plain.ogImage, []);
    assert.deepEqual(plain.canonical, ['https://site.example/plain']);

    // From the plain page (loaded) to the page with a head, and back, without a reload.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.click('main a[href="/own-head"]');
    await page.waitForFunction(() => document.title.startsWith('Own Head'));
    assert.deepEqual(await headOf(page), own);
    await page.click('main a[href="/plain"]');
    await page.waitForFunction(() => document.title.startsWith('Plain'));
    assert.deepEqual(await headOf(page), plain);
    assert.equal(
      await page.evaluate(() => (window as unknown as { marker?: number }).marker),
      1,
      'no reload',
    );
    assert.equal(await page.evaluate(() => 'pwned' in window), false, 'the text ran nothing');

    // Loaded on the page with a head, whose canonical link names another host: the next page's is the site's.
    await page.goto(site.url('/own-head'));
    await page.click('main a[href="/plain"]');
    await page.waitForFunction(() => document.title.startsWith('Plain'));
    assert.deepEqual(await headOf(page), plain);
    await page.close();
  });
});

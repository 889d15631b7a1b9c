// templates/styles.css: a `<pre>` a page writes as HTML (Excalidraw's signatures, one line joined
// as MDX 1 joined it: src/content/markdown/mdx1-pre-blocks.ts) scrolls on its own on a phone,
// as code blocks do; it made the whole page 528 px wide at 375.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { servedGeneratedSite } from '../helpers/served-fixture.ts';
import { throwawaySite } from '../helpers/throwaway-site.ts';

const SIGNATURE = [
  '# Render Props',
  '',
  '<pre>',
  '  (isMobile: boolean, appState:',
  '  <a href="https://github.com/excalidraw/excalidraw/blob/master/packages/excalidraw/types.ts#L95">',
  '    AppState',
  '  </a>, elements: readonly NonDeletedExcalidrawElement[]) => JSX | null',
  '</pre>',
  '',
].join('\n');

describe('a raw <pre> on a phone', () => {
  const site = servedGeneratedSite(() =>
    throwawaySite({ 'content/index.md': '# Home\n', 'content/render-props.mdx': SIGNATURE }),
  );

  test('scrolls inside its box; the page stays as wide as the screen', async () => {
    const page = await site.browser.newPage({ viewport: { width: 375, height: 812 } });
    try {
      await page.goto(site.url('/render-props'));
      const box = await page.evaluate(() => {
        const pre = document.querySelector('main pre')!;
        return {
          page: document.documentElement.scrollWidth,
          pre: pre.scrollWidth > pre.clientWidth,
          overflow: getComputedStyle(pre).overflowX,
        };
      });
      assert.equal(box.pre, true, 'the signature is wider than the screen');
      assert.equal(box.overflow, 'auto');
      assert.equal(box.page, 375);
    } finally {
      await page.close();
    }
  });
});

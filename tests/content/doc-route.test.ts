// src/content/doc-route.ts
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  docId,
  docRoute,
  normalizeRoute,
  stripNumberPrefix,
  titleFromFileName,
} from '../../src/content/doc-route.ts';

describe('src/content/doc-route.ts', () => {
  test('file paths map to routes', () => {
    assert.equal(docRoute('index.md'), '/');
    assert.equal(docRoute('guide/index.md'), '/guide');
    assert.equal(docRoute('guide/README.md'), '/guide');
    assert.equal(docRoute('guide/intro.md'), '/guide/intro');
    assert.equal(docRoute('guide/intro.md', 'start'), '/guide/start');
    assert.equal(docRoute('guide/overview.md', undefined, '/guide-home'), '/guide-home');
    assert.equal(docRoute('guide/overview.md', undefined, 'first'), '/guide/first');
  });
  test('a relative slug is resolved against the page folder, never above the docs root', () => {
    assert.equal(docRoute('intro/get-started.mdx', undefined, '../', '/docs'), '/docs');
    assert.equal(docRoute('a/b/page.md', undefined, '../other', '/docs'), '/docs/a/other');
    assert.equal(docRoute('a/b/page.md', undefined, './same/', '/docs'), '/docs/a/b/same');
    assert.equal(docRoute('a/page.md', undefined, '../../../../etc/passwd', '/docs'), '/docs/etc/passwd');
    assert.equal(docRoute('01-a/page.md', undefined, '..'), '/');
  });
  test('Docusaurus rules: a folder page keeps its route whatever its id; number prefixes; routeBasePath', () => {
    assert.equal(docRoute('index.md', 'index'), '/');
    assert.equal(docRoute('guide/index.md', 'overview'), '/guide');
    assert.equal(docRoute('guide/guide.md'), '/guide');
    assert.equal(docRoute('01-guide/02-intro.md'), '/guide/intro');
    assert.equal(docRoute('01-guide/02-intro.mdx', 'start'), '/guide/start');
    assert.equal(docRoute('guide/intro.md', undefined, undefined, '/docs'), '/docs/guide/intro');
    assert.equal(docRoute('index.md', undefined, undefined, '/docs'), '/docs');
    assert.equal(docRoute('guide/x.md', undefined, '/', '/docs'), '/docs');
    assert.equal(docId('01-guide/02-intro.md'), '01-guide/intro');
    assert.equal(docId('guide/a.md', 'b'), 'guide/b');
    assert.deepEqual(stripNumberPrefix('10-deploy'), { name: 'deploy', prefix: 10 });
    assert.deepEqual(stripNumberPrefix('2021-05-10-post'), { name: '2021-05-10-post' });
    assert.deepEqual(stripNumberPrefix('1.2.3-notes'), { name: '1.2.3-notes' });
    assert.deepEqual(stripNumberPrefix('404'), { name: '404' });
    // Docusaurus' rule: a number, a separator and a number is no prefix (Ionic's `updating/4-0.md`
    // and `5-0.md` were both `/updating/0`, and the build stopped on a duplicate route).
    assert.deepEqual(stripNumberPrefix('4-0'), { name: '4-0' });
    assert.deepEqual(stripNumberPrefix('8_0_0'), { name: '8_0_0' });
    assert.deepEqual(stripNumberPrefix('18.2 - Doc'), { name: '18.2 - Doc' });
    assert.deepEqual(stripNumberPrefix('01-2021 - Doc'), { name: '01-2021 - Doc' });
    assert.deepEqual(stripNumberPrefix('001 - My Doc'), { name: 'My Doc', prefix: 1 });
    assert.equal(docRoute('updating/4-0.md'), '/updating/4-0');
    assert.equal(docId('updating/5-0.md'), 'updating/5-0');
  });
  test('normalizeRoute drops .html, /index.html and trailing slashes', () => {
    assert.equal(normalizeRoute('/a/b/'), '/a/b');
    assert.equal(normalizeRoute('/a/b.html'), '/a/b');
    assert.equal(normalizeRoute('/a/index.html'), '/a');
    assert.equal(normalizeRoute('//a//b'), '/a/b');
    assert.equal(normalizeRoute(''), '/');
  });
  test('titleFromFileName', () => {
    assert.equal(titleFromFileName('01-getting-started'), 'Getting Started');
  });
});

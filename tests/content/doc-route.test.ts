// src/content/doc-route.ts
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { docRoute, normalizeRoute, titleFromFileName } from '../../src/content/doc-route.ts';

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

// The runtime's URL rules: which paths are routes, and the route-matcher cache cap.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { historyKey, RouteMatcher, routeOf } from '../../../src/client/router/route-path.ts';
import { routeJsonUrl, routeUrl } from '../../../src/shared/output-layout.ts';
import { prefetchAllowed } from '../../../src/client/router/connection.ts';

test('routeOf normalises .html, /index.html and trailing slashes like the server', () => {
  assert.equal(routeOf('/', '/'), '/');
  assert.equal(routeOf('/index.html', '/'), '/');
  assert.equal(routeOf('/guide/intro', '/'), '/guide/intro');
  assert.equal(routeOf('/guide/intro/', '/'), '/guide/intro');
  assert.equal(routeOf('/guide/intro.html', '/'), '/guide/intro');
  assert.equal(routeOf('/guide/intro/index.html', '/'), '/guide/intro');
  assert.equal(routeOf('/caf%C3%A9', '/'), '/café');
});

test('routeOf: files and paths outside the base URL are not routes', () => {
  assert.equal(routeOf('/platform-api/platform.yaml', '/'), null);
  assert.equal(routeOf('/img/logo.svg', '/'), null);
  assert.equal(routeOf('/other/page', '/docs/'), null);
  assert.equal(routeOf('/docs', '/docs/'), '/');
  assert.equal(routeOf('/docs/guide/', '/docs/'), '/guide');
  assert.equal(routeOf('/%E0%A4%A', '/'), null, 'malformed escapes are not routes');
});

test('route URLs and JSON URLs under a base URL', () => {
  assert.equal(routeUrl('/', '/docs/'), '/docs/');
  assert.equal(routeUrl('/a/b', '/docs/'), '/docs/a/b');
  assert.equal(routeJsonUrl('/', '/'), '/_docgen/routes/index.json');
  assert.equal(routeJsonUrl('/a/b', '/docs/'), '/docs/_docgen/routes/a/b.json');
});

test('the route matcher cache is capped at 10,000 entries', () => {
  const matcher = new RouteMatcher('/');
  assert.equal(matcher.cap, 10_000);
  for (let i = 0; i < 10_050; i++) matcher.match(`/page-${i}`);
  assert.equal(matcher.size, 10_000);
  assert.equal(matcher.match('/page-10049'), '/page-10049');
});

test('history keys are 6 characters', () => {
  for (let i = 0; i < 100; i++) assert.match(historyKey(), /^[a-z0-9]{6}$/);
});

test('prefetch is skipped on 2g and with save-data', () => {
  assert.equal(prefetchAllowed(undefined), true);
  assert.equal(prefetchAllowed({ effectiveType: '4g' }), true);
  assert.equal(prefetchAllowed({ effectiveType: '2g' }), false);
  assert.equal(prefetchAllowed({ effectiveType: 'slow-2g' }), false);
  assert.equal(prefetchAllowed({ saveData: true, effectiveType: '4g' }), false);
});

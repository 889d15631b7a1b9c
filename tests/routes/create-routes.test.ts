// src/routes/create-routes.ts: the title of an API's index page says "API" once (the OpenAPI 3.1
// examples' "My API" read "My API API").
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { apiIndexTitle } from '../../src/routes/create-routes.ts';

describe('apiIndexTitle', () => {
  test('"API" is added to a title that does not say it, never twice', () => {
    assert.equal(apiIndexTitle('Evolve Image Search'), 'Evolve Image Search API');
    assert.equal(apiIndexTitle('My API'), 'My API');
    assert.equal(apiIndexTitle('Discord HTTP API (Preview)'), 'Discord HTTP API (Preview)');
    assert.equal(apiIndexTitle("Netlify's API documentation"), "Netlify's API documentation");
    assert.equal(apiIndexTitle('PagerDuty Events APIs'), 'PagerDuty Events APIs');
    assert.equal(apiIndexTitle('Rapid'), 'Rapid API');
    assert.equal(apiIndexTitle('Capital'), 'Capital API');
  });
});

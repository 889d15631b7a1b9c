// src/openapi/load/kebab-case.ts: the slugs spec.md's routes rely on.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { kebabCase } from '../../../src/openapi/load/kebab-case.ts';

describe('src/openapi/load/kebab-case.ts', () => {
  test('operationIds and summaries slug like lodash kebabCase', () => {
    const cases: [string, string][] = [
      ['addUpdateAProductInTheIndex', 'add-update-a-product-in-the-index'],
      ['Add/update a product in the index', 'add-update-a-product-in-the-index'],
      ['getStatusOfABulkImportJob', 'get-status-of-a-bulk-import-job'],
      ['getApiUsageStatistics', 'get-api-usage-statistics'],
      ['Evolve Image Optimization', 'evolve-image-optimization'],
      ['generateAccessToken', 'generate-access-token'],
    ];
    for (const [input, slug] of cases) assert.equal(kebabCase(input), slug, input);
  });
});

// The three Evolve OpenAPI documents: they validate with @readme/openapi-parser, pass Redocly's
// recommended lint rules, and their code samples call the documented server with the right
// method and path.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { createConfig, lint } from '@redocly/openapi-core';
import { validate } from '@readme/openapi-parser';
import YAML from 'yaml';
import { repoRoot } from '../helpers/fixtures.ts';

const SPECS = ['platform', 'image-search', 'image-optimization'];

describe('openapi/*.yaml', () => {
  for (const name of SPECS) {
    const file = path.join(repoRoot, 'openapi', `${name}.yaml`);
    const doc = YAML.parse(readFileSync(file, 'utf8'));

    test(`${name}.yaml validates (OpenAPI 3.1)`, async () => {
      assert.equal(doc.openapi, '3.1.0');
      const result = await validate(structuredClone(doc));
      assert.ok(result.valid, JSON.stringify(!result.valid && result.errors));
    });

    test(`${name}.yaml passes the Redocly recommended rules with no errors or warnings`, async () => {
      const config = await createConfig({ extends: ['recommended'] });
      const problems = await lint({ ref: file, config });
      assert.deepEqual(
        problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`),
        [],
      );
    });

    test(`${name}.yaml code samples call the documented server, method and path`, () => {
      const server = doc.servers[0].url.replace(/\/$/, '');
      for (const [p, item] of Object.entries<
        Record<string, { summary: string; 'x-codeSamples': { lang: string; source: string }[] }>
      >(doc.paths)) {
        for (const [method, op] of Object.entries(item).filter(([k]) =>
          ['get', 'put', 'post', 'delete', 'patch'].includes(k),
        )) {
          const samples = op['x-codeSamples'];
          assert.deepEqual(
            samples.map((s) => s.lang),
            ['curl', 'javascript', 'python'],
            op.summary,
          );
          // `{param}` placeholders in the path become concrete values in samples.
          const url = new RegExp(
            `${server.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}${p.replace(/\{[^}]+\}/g, '[^"\'\\s?]+').replace(/\//g, '\\/')}`,
          );
          for (const sample of samples) {
            assert.match(sample.source, url, `${op.summary} (${sample.lang}) calls ${server}${p}`);
            if (method !== 'get' || sample.lang !== 'curl') {
              const expectMethod =
                sample.lang === 'curl'
                  ? method === 'get'
                    ? null
                    : method === 'post'
                      ? /-X POST|--data|-d |-F |--form|--data-binary/
                      : new RegExp(`-X ${method.toUpperCase()}`)
                  : new RegExp(`${method}`, 'i');
              if (expectMethod)
                assert.match(
                  sample.source,
                  expectMethod,
                  `${op.summary} (${sample.lang}) uses ${method.toUpperCase()}`,
                );
            }
          }
        }
      }
    });
  }
});

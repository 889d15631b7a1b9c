// Quality gate: every built page of the Evolve site (and the 404 page) is valid HTML: 0 errors
// from html-validate's `standard` rules (conformance to the HTML standard) and `document` rules
// (a complete document: doctype, lang, title). Not `recommended`, which adds style rules
// (uppercase DOCTYPE, `open` vs `open=""`, attribute case) that React's serialiser decides and
// that parse identically; accessibility is the axe gate's job (a11y.test.ts).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { HtmlValidate } from 'html-validate';
import { htmlPathFor } from '../../src/shared/output-layout.ts';
import { buildEvolveSite, type BuiltSite } from '../helpers/evolve-site.ts';

const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  rules: {
    // React writes `<meta charSet>`-style void elements as `<x/>`; both forms are valid HTML.
    'void-style': 'off',
    // Markdown tables and code are content, not layout: long lines and inline <code> in <pre> are normal.
    'no-inline-style': 'error',
  },
});

describe('quality: valid HTML on every page', () => {
  let site: BuiltSite;
  before(async () => {
    site = await buildEvolveSite();
  });
  after(() => site?.cleanup());

  test('0 html-validate errors', async () => {
    const problems: string[] = [];
    for (const file of [...site.routes.map((route) => htmlPathFor(route)), '404.html']) {
      const report = await validator.validateString(readFileSync(path.join(site.outDir, file), 'utf8'), file);
      for (const result of report.results) {
        for (const m of result.messages)
          problems.push(`${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ''})`);
      }
    }
    assert.equal(problems.length, 0, `\n${problems.join('\n')}`);
  });
});

// src/warning-groups.ts: warnings of one kind (the same message but for its places and
// values) print as one line with their count and first places; small kinds print in full.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { groupWarnings, warningKind, warningLines, warningReport } from '../src/warning-groups.ts';
import { DocgenError } from '../src/errors.ts';

const anchor = (line: number, target: string) =>
  new DocgenError(
    `broken anchor ${target}: no heading or anchor "#${target.split('#')[1]}" on ${target.split('#')[0]}`,
    {
      file: 'content/a.md',
      line,
    },
  );
const keyword = (pointer: string) =>
  new DocgenError('The schema keyword `not` is not shown on the pages.', {
    file: 'openapi/api.yaml',
    line: 3,
    pointer,
  });

describe('src/warning-groups.ts', () => {
  test('messages that differ only in routes, anchors, quoted text and numbers are one kind', () => {
    assert.equal(warningKind(anchor(1, '/a#x')), warningKind(anchor(2, '/b/c#long-anchor-2')));
    assert.notEqual(warningKind(anchor(1, '/a#x')), warningKind(keyword('#/paths')));
    assert.equal(warningKind(keyword('#/a')), 'The schema keyword … is not shown on the pages.');
  });

  test('links as the page wrote them (`../a.mdx#x`, `a.mdx#x`, `../b/`) fold as routes do', () => {
    const written = (line: number, link: string, route: string) =>
      new DocgenError(
        `broken anchor ${link} → ${route}: no heading or anchor "#${route.split('#')[1]}" on ${route.split('#')[0]}`,
        {
          file: 'docs/a.mdx',
          line,
        },
      );
    const kinds = new Set([
      warningKind(anchor(1, '/a#x')),
      warningKind(
        written(2, '../reference/api#operation/listIdentities', '/reference/api#operation/listIdentities'),
      ),
      warningKind(written(3, '../../reference/api.mdx#tag/frontend', '/kratos/reference/api#tag/frontend')),
      warningKind(written(4, 'api.mdx#get-flow', '/kratos/api#get-flow')),
      warningKind(written(5, '#running-the-project', '/docs/contributing#running-the-project')),
    ]);
    assert.equal(kinds.size, 2, [...kinds].join('\n'));
    assert.ok(kinds.has('broken anchor … → …: no heading or anchor … on …'), [...kinds].join('\n'));
    const link = (to: string) =>
      new DocgenError(`broken link ${to} → /polis/providers: no page has this route`);
    assert.equal(warningKind(link('../directory-sync/providers/')), warningKind(link('/category/cli')));
  });

  test('a kind with more than three warnings is one line: count, kind, first three places', () => {
    const warnings = [1, 2, 3, 4, 5].map((n) => anchor(n, `/p${n}#h${n}`));
    warnings.splice(2, 0, keyword('#/components/schemas/A'));
    const lines = warningLines(warnings, { stream: {} });
    assert.equal(lines.length, 2);
    assert.equal(
      lines[0],
      'warning 5× broken anchor …: no heading or anchor … on …\n  at content/a.md:1, content/a.md:2, content/a.md:3 and 2 more (--verbose lists them all)',
    );
    assert.equal(
      lines[1],
      'warning openapi/api.yaml:3 (#/components/schemas/A): The schema keyword `not` is not shown on the pages.',
    );
  });

  test('--verbose prints every warning; the report lists each one and the counts per kind', () => {
    const warnings = [1, 2, 3, 4].map((n) => anchor(n, `/p#h${n}`));
    assert.equal(warningLines(warnings, { verbose: true, stream: {} }).length, 4);
    const report = warningReport(warnings);
    assert.equal(report.warnings.length, 4);
    assert.deepEqual(report.warnings[3], {
      kind: 'broken anchor …: no heading or anchor … on …',
      message: 'broken anchor /p#h4: no heading or anchor "#h4" on /p',
      file: 'content/a.md',
      line: 4,
      column: undefined,
      pointer: undefined,
      hint: undefined,
    });
    assert.deepEqual(report.kinds, [{ kind: 'broken anchor …: no heading or anchor … on …', count: 4 }]);
    assert.equal(groupWarnings([]).length, 0);
  });
});

// src/pipeline/: `docgen build` and `docgen dev` run one stage list, so they report the same
// warnings: those of loading a spec (two operations with one route), of making an API page (a
// keyword it cannot show) and of a doc page (an anchor that does not exist), each once.
import assert from 'node:assert/strict';
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { dev, type DevHandle } from '../../src/commands/dev.ts';
import { copyFixture, runDocgen, rewriteFile } from '../helpers/fixtures.ts';

/** The printed warnings: each starts a line with `warning `; its hint lines follow it. */
function warningsOf(text: string): string[] {
  const warnings: string[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('warning ')) warnings.push(line);
    else if (line.startsWith('hint: ') && warnings.length) warnings[warnings.length - 1] += `\n${line}`;
  }
  return warnings.sort();
}

describe('build and dev print the same warnings', () => {
  const fixture = copyFixture('basic');
  const spec = path.join(fixture.dir, 'openapi/pets.yaml');
  let session: DevHandle | undefined;
  const devLines: string[] = [];
  let built: { code: number; stderr: string };

  before(async () => {
    // A second operation with the summary of the first (`listPets` → one slug, suffixed) and a
    // `not` schema, which the pages cannot show.
    rewriteFile(
      spec,
      /\npaths:\n/,
      `\npaths:\n  /pets-again:\n    get:\n      summary: List pets\n      responses:\n        '200':\n          description: Pets.\n          content:\n            application/json:\n              schema: { not: { type: string } }\n`,
    );
    appendFileSync(
      path.join(fixture.dir, 'content/guide/advanced.md'),
      '\n\nSee [nowhere](/guide/intro#no-such-heading).\n',
    );
    built = runDocgen(['build', '--root', fixture.dir], fixture.dir);
    session = await dev({
      root: fixture.dir,
      port: 0,
      log: { info: () => {}, error: (line) => devLines.push(line) },
    });
  });
  after(async () => {
    await session?.close();
    fixture.cleanup();
  });

  test('the build succeeds with warnings of the three kinds', () => {
    assert.equal(built.code, 0, built.stderr);
    const warnings = warningsOf(built.stderr).join('\n');
    assert.match(warnings, /openapi\/pets\.yaml.*List pets|same route|-2/, 'the spec warning');
    assert.match(warnings, /not/, 'the API page warning');
    assert.match(warnings, /no-such-heading/, 'the doc page warning');
  });

  test('dev prints exactly the warnings the build printed', () => {
    assert.equal(session?.firstBuild?.ok, true);
    assert.deepEqual(warningsOf(devLines.join('\n')), warningsOf(built.stderr));
  });
});

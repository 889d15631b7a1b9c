// What `docgen init` prints: the files it wrote (and kept), then the two commands to run next; with
// --from-docusaurus, also what was not carried over.
import path from 'node:path';
import type { InitResult } from '../commands/init.ts';
import { MIGRATION_FILE, type FromDocusaurusResult } from '../commands/init-from-docusaurus.ts';

export function nextSteps(result: InitResult, cwd = process.cwd()): string {
  const where = path.relative(cwd, result.dir);
  const lines = [`Created a docgen site in ${where || 'this folder'}:`];
  for (const file of result.written) lines.push(`  + ${file}`);
  for (const file of result.kept) lines.push(`  = ${file} (already there, left as it was)`);
  // A folder name with spaces or quotes must survive being pasted into a shell.
  const cd = where ? `cd ${shellQuote(where)} && ` : '';
  lines.push('', 'Next:', `  ${cd}npm install`, '  npm run dev');
  return lines.join('\n');
}

function shellQuote(value: string): string {
  return /^[\w./-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}

/** What `docgen init --from-docusaurus` prints: what it made, what it left out and why, and what to run next. */
export function fromDocusaurusReport(result: FromDocusaurusResult, cwd = process.cwd()): string {
  const where = path.relative(cwd, result.dir);
  const lines = [
    `Created a docgen site in ${where || 'this folder'} from ${result.configFile}:`,
    `  ${result.pages} pages in docs/, ${result.staticFiles} files in static/` +
      (result.components.length > 0 ? `, components ${result.components.join(', ')}` : '') +
      (result.versions.length > 0 ? `, versions ${result.versions.join(', ')} (versioned_docs/)` : ''),
    ...result.written.map((file) => `  + ${file}`),
    '',
    result.leftOut.length === 0
      ? 'Everything carried over.'
      : `Not carried over (${result.leftOut.length}; also in ${path.join(where, MIGRATION_FILE)}):`,
    ...result.leftOut.map((item) => `  - ${item.what}: ${item.reason}`),
  ];
  const cd = where ? `cd ${shellQuote(where)} && ` : '';
  lines.push('', 'Next:', `  ${cd}npm install`, '  npm run build');
  return lines.join('\n');
}

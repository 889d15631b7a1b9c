// What `docgen init` prints: the files it wrote (and kept), then the two commands to run next.
import path from 'node:path';
import type { InitResult } from '../commands/init.ts';

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

// A throwaway site written from a map of files (path → text) in a temp folder, for tests that
// need a few pages or specs of their own rather than a whole fixture folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ThrowawaySite {
  dir: string;
  cleanup(): void;
}

/** `config`: the keys of docgen.config.ts besides `title` and `url`. */
export function throwawaySite(files: Record<string, string>, config: object = {}): ThrowawaySite {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-throwaway-'));
  const all = {
    'docgen.config.ts': `export default ${JSON.stringify({ title: 'Site', url: 'https://site.example', ...config }, null, 2)};\n`,
    ...files,
  };
  for (const [rel, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

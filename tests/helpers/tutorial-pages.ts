// Reading the Image Search tutorial's Markdown as a reader copies from it: its fenced code blocks
// and the outputs it shows after a sentence. Used by the samples checks in tests/site/.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './fixtures.ts';

export const tutorialPage = (name: string) =>
  readFileSync(path.join(repoRoot, 'content/image-search/getting-started', `${name}.md`), 'utf8');

const FENCES = /^```([^\n]*)\n([\s\S]*?)^```$/gm;

/** The fenced code block whose info string or first line contains `marker`. */
export function codeBlock(markdown: string, marker: string): string {
  for (const m of markdown.matchAll(FENCES)) {
    if (m[1].includes(marker) || m[2].split('\n')[0].includes(marker)) return m[2];
  }
  throw new Error(`no code block for ${marker}`);
}

/** The fenced `lang` block that contains `text`. */
export function codeBlockWith(markdown: string, lang: string, text: string): string {
  const found = [...markdown.matchAll(FENCES)].find(
    (m) => m[1].split(' ')[0] === lang && m[2].includes(text),
  );
  if (!found) throw new Error(`no ${lang} block with ${text}`);
  return found[2];
}

/** The first ```<lang> block after the sentence that starts with `lead`. */
export function outputAfter(markdown: string, lead: string, lang = 'text'): string {
  const at = markdown.indexOf(lead);
  assert.ok(at >= 0, `no "${lead}" on the page`);
  const found = new RegExp('```' + lang + '\\n([\\s\\S]*?)```').exec(markdown.slice(at));
  assert.ok(found, `no ${lang} block after "${lead}"`);
  return found[1];
}

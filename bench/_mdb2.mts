import fs from 'node:fs';
import { createHighlighter } from '../src/content/markdown/highlighter.ts';
import { createMarkdownRenderer } from '../src/content/markdown/processor.ts';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
const inputs = JSON.parse(fs.readFileSync('/tmp/md-inputs.json', 'utf8'));
const descs = inputs.filter((x: any) => !x.relPath);
const docs = inputs.filter((x: any) => x.relPath);
const hl = await createHighlighter();
const rm = createMarkdownRenderer({ routeByFile: new Map(docs.map((d: any) => [d.relPath, d.route])), baseUrl: '/', contentDir: 'content', staticDir: 'static', islands: [], origin: 'https://x.example' } as any, hl);
const mode = process.argv[2];
const set = process.argv[3] === 'docs' ? docs : descs;
for (let round = 0; round < 3; round++) {
  const t = performance.now();
  if (mode === 'full') for (const d of set) await rm(d);
  if (mode === 'parse') for (const d of set) unified().use(remarkParse).use(remarkGfm).use(remarkDirective).parse(d.markdown);
  if (mode === 'parse1') { const p = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze(); for (const d of set) p.parse(d.markdown); }
  if (mode === 'concat') unified().use(remarkParse).use(remarkGfm).use(remarkDirective).parse(set.map((d: any) => d.markdown).join('\n\n'));
  if (mode === 'fullconcat') await rm({ ...set[0], markdown: set.map((d: any) => d.markdown).join('\n\n') });
  console.log(mode, round, (performance.now() - t).toFixed(0), 'ms');
}

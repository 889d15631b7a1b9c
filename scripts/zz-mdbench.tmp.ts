import { loadContent } from '../src/content/load-content.ts';
import { createHighlighter } from '../src/content/markdown/highlighter.ts';
import { markdownOptions } from '../src/content/markdown/markdown-options.ts';
import { createMarkdownRenderer } from '../src/content/markdown/processor.ts';
import { loadConfig } from '../src/config/load-config.ts';
const root = process.cwd();
const loaded = await loadConfig(root);
const content = await loadContent({ root, contentDir: loaded.config.contentDir });
const hl = await createHighlighter();
const render = createMarkdownRenderer(markdownOptions(loaded.config, content.docs, root), hl);
for (let round = 0; round < Number(process.argv[2] ?? 3); round++) {
  const t0 = performance.now(); const c0 = process.cpuUsage();
  for (const doc of content.docs) await render({ markdown: doc.body, sourceFile: doc.file, relPath: doc.relPath, route: doc.route, lineOffset: doc.bodyLine - 1, tocMin: 2, tocMax: 3 });
  const c = process.cpuUsage(c0);
  console.log(`round ${round}: ${(performance.now() - t0).toFixed(0)} ms wall, ${((c.user + c.system) / 1000).toFixed(0)} ms cpu`);
}

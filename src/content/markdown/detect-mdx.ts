// Which files take the MDX parser. `.mdx` files always; a `.md` file when it uses MDX, as many
// Docusaurus docs do (Docusaurus 3 reads `.md` as MDX): an `import`/`export` line, a component
// tag (`<Tabs>`, `<TabItem value="a">`, `<DocCardList />`), or an HTML tag with a JSX attribute
// (`<img src={require('./a.png').default} />`, `<table style={{ width: '100%' }}>`, as React
// Native Skia's pages write them) or an MDX comment line (`{/* … */}`) outside code. Everything else stays
// CommonMark, where a stray `<` or `{` is text rather than a syntax error.

const FENCE = /^[ \t]{0,3}(`{3,}|~{3,})/;
const ESM = /^(import|export)\s/;
const COMPONENT = /<[A-Z][\w.]*(\s[^>]*)?\/?>/;
const JSX_ATTRIBUTE = /<[a-z][\w-]*\s[^<>]*?[\w-]=\{/;
/** An MDX comment on a line of its own, `{/* screenshots follow *\/}`, which CommonMark would print. */
const MDX_COMMENT = /^\s*\{\s*\/\*[\s\S]*\*\/\s*\}\s*$/;

export function usesMdx(markdown: string, relPath: string): boolean {
  if (relPath.endsWith('.mdx')) return true;
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const opened = FENCE.exec(line)?.[1];
    if (fence) {
      if (opened && opened[0] === fence[0] && opened.length >= fence.length) fence = undefined;
      continue;
    }
    if (opened) {
      if (/^\s*[`~]{3,}\s*mdx-code-block\s*$/.test(line)) return true; // MDX written inside a fence
      fence = opened;
      continue;
    }
    // Code spans may show a component's name: `<Tabs>`.
    const text = line.replace(/(`+)[^`]*?\1/g, '');
    if (ESM.test(text) || COMPONENT.test(text) || JSX_ATTRIBUTE.test(text) || MDX_COMMENT.test(text))
      return true;
  }
  return false;
}

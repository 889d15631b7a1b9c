// The built-in island for ```mermaid diagrams (bundled only into sites that have one; see
// src/bundle/builtin-islands.ts). The page holds the diagram's source as a code block, which stays
// for readers without JavaScript and whenever mermaid cannot draw it; once drawn, the SVG takes
// its place. The diagram follows the colour mode and is redrawn when it changes.
//
// The pages' CSP has `style-src 'self'`: the `<style>` element and `style` attributes of mermaid's
// SVG would be refused. They are moved into CSSOM instead (a constructed stylesheet per diagram
// and `element.style`), which the CSP allows.
import mermaid from 'mermaid';
import type { IslandModule } from './island-types.ts';

interface Diagram {
  el: HTMLElement;
  source: string;
  sheet?: CSSStyleSheet;
}

const diagrams = new Set<Diagram>();
let count = 0;
let themeWatch: MutationObserver | undefined;

const isDark = () => document.documentElement.dataset.theme === 'dark';

export const mount: IslandModule['mount'] = async (el) => {
  const codeBlock = el.closest('.mermaid-diagram')?.querySelector<HTMLElement>('.code-block');
  const source = codeBlock?.querySelector('pre')?.textContent ?? '';
  const diagram: Diagram = { el, source };
  try {
    await draw(diagram);
  } catch (error) {
    // The source stays readable, with what went wrong.
    if (codeBlock) codeBlock.hidden = false;
    const note = document.createElement('p');
    note.className = 'mermaid-diagram__error';
    note.textContent = `This diagram could not be drawn: ${error instanceof Error ? error.message : String(error)}`;
    el.replaceChildren(note);
    return;
  }
  if (codeBlock) codeBlock.hidden = true;
  diagrams.add(diagram);
  themeWatch ??= watchTheme();
};

async function draw(diagram: Diagram): Promise<void> {
  const font = getComputedStyle(document.body).fontFamily;
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: 'strict',
    theme: isDark() ? 'dark' : 'default',
    fontFamily: font,
    themeVariables: { fontFamily: font },
    // SVG text, not HTML in <foreignObject>: its sizes are measured right under the CSP.
    htmlLabels: false,
    flowchart: { htmlLabels: false },
  });
  const id = `docgen-mermaid-${++count}`;
  const { svg } = await mermaid.render(id, diagram.source);
  const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const root = parsed.documentElement;
  if (root.nodeName !== 'svg') throw new Error('mermaid returned no SVG.');
  const css = [...root.querySelectorAll('style')]
    .map((style) => (style.remove(), style.textContent ?? ''))
    .join('\n');
  const styled = [...root.querySelectorAll<SVGElement>('[style]')].map((node) => {
    const value = node.getAttribute('style')!;
    node.removeAttribute('style');
    return [node, value] as const;
  });
  const rootStyle = root.getAttribute('style');
  root.removeAttribute('style');
  const node = document.adoptNode(root) as unknown as SVGSVGElement;
  for (const [element, value] of styled) element.style.cssText = value;
  if (rootStyle) node.style.cssText = rootStyle;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets.filter((s) => s !== diagram.sheet), sheet];
  diagram.sheet = sheet;
  diagram.el.replaceChildren(node);
}

/** Redraws every diagram still on the page when the colour mode changes. */
function watchTheme(): MutationObserver {
  let dark = isDark();
  const observer = new MutationObserver(() => {
    if (isDark() === dark) return;
    dark = isDark();
    for (const diagram of [...diagrams]) {
      if (!diagram.el.isConnected) {
        diagrams.delete(diagram);
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== diagram.sheet);
        continue;
      }
      draw(diagram).catch((error: unknown) => console.error(error));
    }
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return observer;
}

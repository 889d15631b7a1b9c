// Spec descriptions → HTML, through the site's Markdown chain. Specs repeat descriptions
// (shared schemas, error responses), so each distinct text is rendered once per build; the many
// one-line texts skip the chain altogether (plain-text.ts).
import { DocgenError } from '../../errors.ts';
import type { PageLink, TocItem } from '../../types.ts';
import type { MarkdownRenderer } from '../../content/markdown/processor.ts';
import { plainParagraphHtml } from '../../content/markdown/plain-text.ts';
import type { LoadedApi } from '../load/load-openapi.ts';
import { redocAnchorMapper } from './redoc-anchors.ts';

/**
 * Renders a Markdown description; with `toc`, its h2/h3 headings are collected. `at` is the JSON
 * pointer of the description in the spec: its links are reported there (file, line, pointer).
 * `headingBase`: the level its top headings take where the page puts it (2 right under the
 * page's title, 4 inside a section; see rehype-fit-headings.ts).
 */
export type DescriptionRenderer = (
  markdown: string,
  toc?: boolean,
  at?: string,
  headingBase?: number,
) => Promise<{ html: string; toc: TocItem[] }>;

/** Where most descriptions sit: inside an h3 section (a response, the request body, a tag). */
const SECTION_HEADING_BASE = 4;

/** What one page's descriptions hold: the links to check and the ids they define. */
export interface DescribedPage {
  describe: DescriptionRenderer;
  links: PageLink[];
  anchors: string[];
}

export interface Describer {
  /** A renderer for one page's descriptions (relative and `#anchor` links resolve against its route). */
  forPage(route: string, api: LoadedApi): DescribedPage;
  /** Each rendered description's HTML → its Markdown source, for the pages' Markdown copies. */
  copies: Map<string, string>;
  /**
   * What the descriptions could not show as written (HTML the sanitiser left out, …), once per
   * description text and place, at the spec's line and the description's pointer.
   */
  warnings: DocgenError[];
}

export function createDescriber(
  renderMarkdown: MarkdownRenderer,
  toc: { minHeadingLevel: number; maxHeadingLevel: number },
): Describer {
  const rendered = new Map<string, ReturnType<MarkdownRenderer>>();
  const copies = new Map<string, string>();
  const warnings: DocgenError[] = [];
  const mappers = new WeakMap<LoadedApi, (markdown: string) => string>();
  return {
    copies,
    warnings,
    forPage(route, api) {
      const specFile = api.file;
      let mapAnchors = mappers.get(api);
      if (!mapAnchors) mappers.set(api, (mapAnchors = redocAnchorMapper(api)));
      const page: DescribedPage = { links: [], anchors: [], describe: async () => ({ html: '', toc: [] }) };
      page.describe = async (written, withToc = false, at, headingBase = SECTION_HEADING_BASE) => {
        const markdown = mapAnchors(written);
        const plain = plainParagraphHtml(markdown);
        if (plain !== null) {
          copies.set(plain, markdown.trim()); // no Markdown syntax: the text is its own copy
          return { html: plain, toc: [] };
        }
        // Same-page `#anchor` links resolve per page, so those texts are not shared.
        const key = `${withToc}\0${headingBase}\0${markdown.includes('](#') ? route : ''}\0${markdown}`;
        let pending = rendered.get(key);
        if (!pending) {
          const levels = withToc
            ? { tocMin: toc.minHeadingLevel, tocMax: toc.maxHeadingLevel }
            : { tocMin: 7, tocMax: 0 };
          // OpenAPI descriptions are CommonMark: a `<CompanyName>` placeholder is HTML, never MDX.
          pending = renderMarkdown({
            markdown,
            sourceFile: specFile,
            relPath: '',
            route,
            mdx: false,
            headingBase,
            ...levels,
          }).then(
            (result) => {
              // Said once, where the text was first met: a shared description is one place to fix.
              for (const warning of result.warnings) warnings.push(inSpec(warning, api, at) as DocgenError);
              return result;
            },
            (error: unknown) => {
              throw inSpec(error, api, at);
            },
          );
          rendered.set(key, pending);
        }
        const result = await pending;
        if (result.markdown !== undefined) copies.set(result.html, result.markdown);
        page.links.push(
          ...result.links.map((link) => ({
            ...link,
            line: 0,
            locate: at === undefined ? undefined : () => api.lineOfText(at, link.line),
            ...(at !== undefined && { lineInText: link.line }),
            pointer: at && `#${at}`,
          })),
        );
        page.anchors.push(...result.anchors);
        return { html: result.html, toc: result.toc };
      };
      return page;
    },
  };
}

/**
 * An error or warning in a description's Markdown (nested too deeply, HTML left out, …) names a
 * line of the description: the spec's line and the description's JSON pointer say where it is in
 * a file of 10 MB.
 */
function inSpec(error: unknown, api: LoadedApi, at: string | undefined): unknown {
  if (!(error instanceof DocgenError) || error.file !== api.file || at === undefined) return error;
  const line = error.line === undefined ? api.lineOf(at) : api.lineOfText(at, error.line);
  return new DocgenError(error.message, {
    file: api.file,
    line,
    pointer: `#${at}`,
    hint: error.hint,
    cause: error,
  });
}

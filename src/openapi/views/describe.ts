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
 * page's title, 4 inside a section; see rehype-fit-headings.ts). `reservedIds`: the ids of the
 * page's own sections around the text, which its headings must not take.
 */
export type DescriptionRenderer = (
  markdown: string,
  toc?: boolean,
  at?: string,
  headingBase?: number,
  reservedIds?: readonly string[],
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
  /**
   * A renderer for one page's descriptions (relative and `#anchor` links resolve against its
   * route). `order`: the page's place in the build; the warnings come in page order.
   */
  forPage(route: string, api: LoadedApi, order?: number): DescribedPage;
  /** Each rendered description's HTML → its Markdown source, for the pages' Markdown copies. */
  copies: Map<string, string>;
  /**
   * What the descriptions could not show as written (HTML the sanitiser left out, …), once per
   * description text and place, at the spec's line and the description's pointer; in the order
   * of the first page (then the first place on it) that shows the text, however the renders
   * were timed (they may run on other threads).
   */
  readonly warnings: DocgenError[];
}

/**
 * A rendered text's warnings, and where it is first shown: [page order, description on the
 * page], and its spec and pointer there.
 */
interface Said {
  first: [number, number];
  api: LoadedApi;
  at: string | undefined;
  warnings: DocgenError[];
}

const before = (a: [number, number], b: [number, number]) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);

export function createDescriber(
  renderMarkdown: MarkdownRenderer,
  toc: { minHeadingLevel: number; maxHeadingLevel: number },
): Describer {
  const rendered = new Map<string, { result: ReturnType<MarkdownRenderer>; said: Said }>();
  const copies = new Map<string, string>();
  const mappers = new WeakMap<LoadedApi, (markdown: string) => string>();
  return {
    copies,
    get warnings() {
      const said = [...rendered.values()].map((r) => r.said);
      said.sort((a, b) => (before(a.first, b.first) ? -1 : 1));
      // Said once, where the text is first shown: a shared description is one place to fix.
      return said.flatMap((s) => s.warnings.map((warning) => inSpec(warning, s.api, s.at) as DocgenError));
    },
    forPage(route, api, order = 0) {
      let shown = 0;
      const specFile = api.file;
      let mapAnchors = mappers.get(api);
      if (!mapAnchors) mappers.set(api, (mapAnchors = redocAnchorMapper(api)));
      const page: DescribedPage = { links: [], anchors: [], describe: async () => ({ html: '', toc: [] }) };
      page.describe = async (
        written,
        withToc = false,
        at,
        headingBase = SECTION_HEADING_BASE,
        reservedIds = [],
      ) => {
        const markdown = mapAnchors(written);
        const plain = plainParagraphHtml(markdown);
        if (plain !== null) {
          copies.set(plain, markdown.trim()); // no Markdown syntax: the text is its own copy
          return { html: plain, toc: [] };
        }
        // Same-page `#anchor` links resolve per page, so those texts are not shared.
        const key = `${withToc}\0${headingBase}\0${reservedIds.join(' ')}\0${markdown.includes('](#') ? route : ''}\0${markdown}`;
        const here: [number, number] = [order, shown++];
        let pending = rendered.get(key);
        if (pending && before(here, pending.said.first))
          Object.assign(pending.said, { first: here, api, at });
        if (!pending) {
          const said: Said = { first: here, api, at, warnings: [] };
          const levels = withToc
            ? { tocMin: toc.minHeadingLevel, tocMax: toc.maxHeadingLevel }
            : { tocMin: 7, tocMax: 0 };
          // OpenAPI descriptions are CommonMark: a `<CompanyName>` placeholder is HTML, never MDX.
          const result = renderMarkdown({
            markdown,
            sourceFile: specFile,
            relPath: '',
            route,
            mdx: false,
            headingBase,
            reservedIds,
            ...levels,
          }).then(
            (result) => {
              said.warnings.push(...result.warnings);
              return result;
            },
            (error: unknown) => {
              throw inSpec(error, api, at);
            },
          );
          rendered.set(key, (pending = { result, said }));
        }
        const result = await pending.result;
        if (result.markdown !== undefined) copies.set(result.html, result.markdown);
        // The file's own pointer (a Swagger 2.0 file's), found only for a text that has links.
        const shownAt = at === undefined || result.links.length === 0 ? undefined : api.filePointer(at);
        page.links.push(
          ...result.links.map((link) => ({
            ...link,
            line: 0,
            locate: shownAt === undefined ? undefined : () => api.textPlace(shownAt, link.line),
            ...(shownAt !== undefined && { lineInText: link.line }),
            pointer: shownAt,
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
  // A line inside the text: counted in the file that writes it (a multi-file spec's part).
  const place = error.line === undefined ? api.placeOf(at) : api.textPlace(api.filePointer(at), error.line);
  return new DocgenError(error.message, { ...place, hint: error.hint, cause: error });
}

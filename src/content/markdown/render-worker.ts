// A Markdown thread of a build (render-pool.ts): renders the pages it is sent with the site's
// Markdown chain (processor.ts), one at a time, in the order sent. Its modules load as it starts,
// while the main thread still reads the specs; the site's options come with the pool.
import { parentPort } from 'node:worker_threads';
import { isDocgenError, type DocgenError } from '../../errors.ts';
import { trackReads } from '../../util/read-tracker.ts';
import { createHighlighter } from './highlighter.ts';
import { createMarkdownRenderer, type MarkdownOptions } from './processor.ts';
import type { RenderJob, RenderMessage, RenderReply, WireDocgenError, WireError } from './render-pool.ts';

const highlighter = createHighlighter();
/** The site's options come first (the thread may start before they are known). */
let options: (value: MarkdownOptions) => void;
const render = Promise.all([
  new Promise<MarkdownOptions>((resolve) => (options = resolve)),
  highlighter,
]).then(([site, prism]) => createMarkdownRenderer(site, prism));

async function run(job: RenderJob): Promise<RenderReply> {
  try {
    const renderer = await render;
    const { value, reads } = await trackReads(() => renderer(job.input));
    const { warnings, ...rendered } = value;
    return { id: job.id, ok: true, value: { ...rendered, warnings: warnings.map(wireDocgenError) }, reads };
  } catch (error) {
    return { id: job.id, ok: false, error: toWire(error) };
  }
}

function wireDocgenError({ message, file, line, column, pointer, hint }: DocgenError): WireDocgenError {
  return { docgen: true, message, file, line, column, pointer, hint };
}

/** An error as plain fields: a DocgenError's place and hint, or another error's message and stack. */
function toWire(error: unknown): WireError {
  if (isDocgenError(error)) return wireDocgenError(error);
  const { message, stack } = error instanceof Error ? error : new Error(String(error));
  return { docgen: false, message, stack };
}

// One page at a time, in the order sent: the chain's modules are shared, and its memory is one page's.
let queue = Promise.resolve();
parentPort!.on('message', (message: RenderMessage) => {
  if (message.kind === 'options') return options(message.options);
  queue = queue.then(async () => parentPort!.postMessage(await run(message)));
});

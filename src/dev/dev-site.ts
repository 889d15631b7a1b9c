// Where a dev run's files go: kept in memory by path, so that a rebuild that writes every page
// (a structural change, a new bundle) can write the whole site afresh, and one that re-renders a
// few pages writes just those (src/dev/session.ts does the writing).
import type { SiteOutput } from '../pipeline/site-state.ts';
import type { CopiedFile, OutputFile } from '../types.ts';

export class DevOutput implements SiteOutput {
  /** Every output file by path (pages without the live-reload script). */
  readonly files: Map<string, string | Uint8Array>;
  /** What this run wrote, in order. */
  readonly written: OutputFile[] = [];
  /** The whole site is written afresh (with `copies`), not just `written`. */
  full = false;
  copies: CopiedFile[] = [];

  constructor(previous?: ReadonlyMap<string, string | Uint8Array>) {
    this.files = new Map(previous);
  }

  async begin({ all }: { all: boolean }): Promise<void> {
    if (!all) return;
    this.files.clear();
    this.full = true;
  }

  async write(file: OutputFile): Promise<void> {
    this.files.set(file.path, file.contents);
    this.written.push(file);
  }

  async finish(copies: CopiedFile[], recopied: boolean): Promise<void> {
    this.copies = copies;
    if (recopied) this.full = true;
  }
}

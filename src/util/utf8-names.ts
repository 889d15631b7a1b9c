// File and folder names that are not valid UTF-8 (a Latin-1 `caf\xe9.md`, copied from an old
// archive). Node reads such a name with U+FFFD in place of the bad bytes, a name no file has: the
// build would fail later on "no such file" with a stack trace, or blame a symbolic link. Here the
// folder is read again as bytes, and the name is shown with each bad byte escaped.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { DocgenError } from '../errors.ts';

const strict = new TextDecoder('utf-8', { fatal: true });

/** `caf\xe9.md`: each valid UTF-8 character as itself, every other byte as `\xNN`. */
export function escapeName(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length;) {
    const lead = bytes[i];
    const length = lead < 0x80 ? 1 : lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 0;
    const character = length ? decoded(bytes.subarray(i, i + length)) : undefined;
    if (character !== undefined && bytes.length >= i + length) {
      out += character;
      i += length;
    } else {
      out += `\\x${lead.toString(16).padStart(2, '0')}`;
      i += 1;
    }
  }
  return out;
}

function decoded(bytes: Uint8Array): string | undefined {
  try {
    return strict.decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * Throws for the first entry of `dir` whose name is not UTF-8, given the names Node read
 * (`shownDir`: the folder as messages show it). Costs nothing unless a name holds U+FFFD.
 */
export async function assertUtf8Names(dir: string, names: string[], shownDir: string): Promise<void> {
  if (!names.some((name) => name.includes('\uFFFD'))) return;
  for (const bytes of await readdir(dir, { encoding: 'buffer' })) {
    try {
      strict.decode(bytes);
    } catch {
      const shown = path.posix.join(shownDir.split(path.sep).join('/'), escapeName(bytes));
      throw new DocgenError(
        'The name is not valid UTF-8 (each bad byte shown as \\xNN): docgen cannot use it in URLs, links or messages.',
        {
          file: shown,
          hint: `Rename it in UTF-8: \`convmv -f latin1 -t utf8 --notest -r ${shownDir || '.'}\` renames every such name from Latin-1 (or rename it in a file manager).`,
        },
      );
    }
  }
}

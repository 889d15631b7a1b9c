// The two questions `docgen init` asks on a terminal (title, whether to include an API), with
// @clack/prompts. Without a terminal (CI, a pipe) or with --yes nothing is asked: the defaults or
// the flags given stand, so a script never hangs waiting for an answer.
import { cancel, confirm, intro, isCancel, text } from '@clack/prompts';
import { DocgenError } from '../errors.ts';

export interface InitAnswers {
  title?: string;
  api?: boolean;
}

export function canAsk(yes: boolean | undefined, stdin: { isTTY?: boolean } = process.stdin): boolean {
  return !yes && Boolean(stdin.isTTY) && Boolean(process.stdout.isTTY);
}

/** Asks what the flags did not say. Ctrl+C ends init before anything is written. */
export async function askInitQuestions(given: InitAnswers, defaultTitle: string): Promise<InitAnswers> {
  intro('docgen init');
  const title =
    given.title ??
    stopOnCancel(
      await text({ message: 'Title of the site', placeholder: defaultTitle, defaultValue: defaultTitle }),
    );
  const api =
    given.api ??
    stopOnCancel(
      await confirm({
        message: 'Include an example OpenAPI document (API reference pages)?',
        initialValue: true,
      }),
    );
  return { title, api };
}

function stopOnCancel<T>(answer: T): Exclude<T, symbol> {
  if (!isCancel(answer)) return answer as Exclude<T, symbol>;
  cancel('Nothing was written.');
  throw new DocgenError('docgen init was cancelled.', {
    hint: 'Run it again, or pass --yes to take the defaults.',
  });
}

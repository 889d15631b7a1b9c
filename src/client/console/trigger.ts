// The "Try it" buttons of API operation pages. Kept tiny because it ships in the first-load
// bundle: the console (React and all) and the page's console module (spec data and compiled
// validators) load only when the reader reaches for a button (hover or focus preloads, a click
// opens). Delegated, so it works for pages the router swaps in.
import { linkConsoleData, type ConsoleModule } from '../../shared/console-contract.ts';
import { options } from '../options.ts';

type ConsoleUi = typeof import('./console.tsx');

let ui: Promise<ConsoleUi> | undefined;
const modules = new Map<string, Promise<ConsoleModule>>();

function preload(button: HTMLElement): Promise<[ConsoleUi, ConsoleModule]> {
  const url = button.dataset.apiConsole!;
  ui ??= import(/* @vite-ignore */ options.consoleUrl!) as Promise<ConsoleUi>;
  if (!modules.has(url))
    modules.set(
      url,
      (import(/* @vite-ignore */ url) as Promise<ConsoleModule>).then((module) => {
        linkConsoleData(module.data);
        return module;
      }),
    );
  const both = Promise.all([ui, modules.get(url)!]);
  // A failed load is retried on the next attempt.
  both.catch(() => {
    ui = undefined;
    modules.delete(url);
  });
  return both;
}

export function setupApiConsole(): void {
  if (!options.consoleUrl) return;
  const buttonOf = (event: Event) =>
    (event.target as Element).closest?.<HTMLButtonElement>('button[data-api-console]') ?? null;
  const warm = (event: Event) => {
    const button = buttonOf(event);
    if (button) preload(button).catch(() => {});
  };
  document.addEventListener('pointerover', warm);
  document.addEventListener('focusin', warm);
  document.addEventListener('click', (event) => {
    const button = buttonOf(event);
    if (!button) return;
    button.setAttribute('aria-busy', 'true');
    preload(button)
      .then(([consoleUi, module]) => consoleUi.toggleConsole(button, module))
      .catch((error: unknown) => {
        button.insertAdjacentHTML(
          'afterend',
          '<p class="api-console__load-error" role="alert">The console could not be loaded. Check your connection and try again.</p>',
        );
        console.error(error);
      })
      .finally(() => button.removeAttribute('aria-busy'));
  });
}

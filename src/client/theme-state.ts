// Colour mode rules, shared by the inline head script and the runtime.
import type { ClientOptions } from './options.ts';

export type Mode = 'light' | 'dark';
export type Choice = Mode | 'system';
export const THEME_KEY = 'theme';

export function readChoice(opts: ClientOptions['colorMode']): Choice | null {
  try {
    if (opts.disableSwitch) {
      localStorage.removeItem(THEME_KEY);
      return null;
    }
    return validChoice(localStorage.getItem(THEME_KEY), opts);
  } catch {
    return null; // storage blocked: behave as if nothing was stored
  }
}

export function validChoice(value: string | null, opts: ClientOptions['colorMode']): Choice | null {
  if (value === 'light' || value === 'dark') return value;
  if (value === 'system' && opts.respectPrefersColorScheme) return 'system';
  return null;
}

/** The mode to show: the stored choice, else the OS preference when enabled, else the default. */
export function resolveMode(
  choice: Choice | null,
  opts: ClientOptions['colorMode'],
  prefersDark: boolean,
): Mode {
  if (choice === 'light' || choice === 'dark') return choice;
  if (opts.respectPrefersColorScheme) return prefersDark ? 'dark' : 'light';
  return opts.defaultMode;
}

/** The toggle cycles light → dark → system with the OS option on, otherwise light ↔ dark. */
export function nextChoice(current: Choice, opts: ClientOptions['colorMode']): Choice {
  if (opts.respectPrefersColorScheme)
    return current === 'light' ? 'dark' : current === 'dark' ? 'system' : 'light';
  return current === 'dark' ? 'light' : 'dark';
}

export function applyMode(choice: Choice | null, opts: ClientOptions['colorMode']): void {
  const root = document.documentElement;
  const prefersDark = matchMedia('(prefers-color-scheme: dark)').matches;
  root.dataset.theme = resolveMode(choice, opts, prefersDark);
  root.dataset.themeChoice = choice ?? (opts.respectPrefersColorScheme ? 'system' : opts.defaultMode);
}

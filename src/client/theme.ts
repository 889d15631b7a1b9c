// The colour-mode toggle, and keeping every open tab in step (the storage event).
import { options } from './options.ts';
import { applyMode, nextChoice, readChoice, THEME_KEY, validChoice, type Choice } from './theme-state.ts';

const LABELS: Record<Choice, string> = { light: 'light mode', dark: 'dark mode', system: 'system mode' };

export function setupTheme(): void {
  const opts = options.colorMode;
  const current = (): Choice => (document.documentElement.dataset.themeChoice as Choice) ?? opts.defaultMode;
  const label = () => {
    for (const button of document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) {
      const now = current();
      const next = nextChoice(now, opts);
      button.setAttribute('aria-label', `Switch to ${LABELS[next]} (current: ${LABELS[now]})`);
      button.title = button.getAttribute('aria-label')!;
    }
  };
  label();
  document.addEventListener('click', (event) => {
    if (!(event.target as Element).closest?.('[data-theme-toggle]')) return;
    const choice = nextChoice(current(), opts);
    try {
      localStorage.setItem(THEME_KEY, choice);
    } catch {
      // not remembered, but still applied to this page
    }
    applyMode(choice, opts);
    label();
  });
  window.addEventListener('storage', (event) => {
    if (event.key !== THEME_KEY && event.key !== null) return;
    applyMode(opts.disableSwitch ? null : validChoice(event.newValue, opts), opts);
    label();
  });
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
    applyMode(readChoice(opts), opts);
  });
}

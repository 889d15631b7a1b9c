// Code tabs (WAI-ARIA tabs: click, arrow keys, Home/End; the chosen language is kept for every
// tab group on the page and remembered) and copy buttons.
const TAB_KEY = 'docgen-code-tab';

export function setupCodeBlocks(root: ParentNode): void {
  let preferred: string | null = null;
  try {
    preferred = localStorage.getItem(TAB_KEY);
  } catch {
    preferred = null;
  }
  if (preferred) selectLabel(root, preferred, false);
}

function selectLabel(root: ParentNode, label: string, remember: boolean): void {
  for (const group of root.querySelectorAll<HTMLElement>('[data-tabs]')) {
    const tab = [...group.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((t) => t.dataset.label === label);
    if (tab) select(group, tab, false);
  }
  if (remember) {
    try {
      localStorage.setItem(TAB_KEY, label);
    } catch {
      // not remembered
    }
  }
}

function select(group: HTMLElement, tab: HTMLButtonElement, focus: boolean): void {
  for (const t of group.querySelectorAll<HTMLButtonElement>(':scope > [role="tablist"] > [role="tab"]')) {
    const on = t === tab;
    t.setAttribute('aria-selected', String(on));
    t.tabIndex = on ? 0 : -1;
    document.getElementById(t.getAttribute('aria-controls')!)?.classList.toggle('is-active', on);
  }
  if (focus) tab.focus();
}

document.addEventListener('click', (event) => {
  const target = event.target as Element;
  const tab = target.closest?.<HTMLButtonElement>('[data-tabs] [role="tab"]');
  if (tab) {
    const group = tab.closest<HTMLElement>('[data-tabs]')!;
    const before = tab.getBoundingClientRect().top;
    selectLabel(document, tab.dataset.label!, true);
    select(group, tab, false);
    // Switching every group can change the height above; keep the clicked tab where it was.
    window.scrollBy(0, tab.getBoundingClientRect().top - before);
    return;
  }
  const copy = target.closest?.<HTMLButtonElement>('[data-copy]');
  if (copy) {
    const code = copy.closest('.code-block')?.querySelector('pre code, pre');
    if (!code) return;
    navigator.clipboard?.writeText(code.textContent ?? '').then(
      () => flash(copy, 'Copied'),
      () => flash(copy, 'Copy failed'),
    );
  }
});

document.addEventListener('keydown', (event) => {
  const tab = (event.target as Element).closest?.<HTMLButtonElement>('[data-tabs] [role="tab"]');
  if (!tab) return;
  const tabs = [...tab.parentElement!.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const i = tabs.indexOf(tab);
  const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  const target = tabs[(next + tabs.length) % tabs.length];
  select(tab.closest<HTMLElement>('[data-tabs]')!, target, true);
});

function flash(button: HTMLButtonElement, text: string): void {
  button.textContent = text;
  button.classList.add('is-done');
  setTimeout(() => {
    button.textContent = 'Copy';
    button.classList.remove('is-done');
  }, 1500);
}

// The preferred docs version, remembered per docs plugin: chosen in a version dropdown,
// marked as the active item of that dropdown on every page.
const keyFor = (pluginId: string) => `docgen-docs-preferred-version-${pluginId}`;

export function setupDocsVersion(): void {
  for (const dropdown of document.querySelectorAll<HTMLElement>('[data-docs-version-dropdown]')) {
    const preferred = read(keyFor(dropdown.dataset.docsVersionDropdown!));
    if (!preferred) continue;
    for (const link of dropdown.querySelectorAll<HTMLElement>('[data-docs-version]'))
      link.classList.toggle('is-active', link.dataset.docsVersion === preferred);
  }
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.<HTMLElement>('[data-docs-version]');
    const dropdown = link?.closest<HTMLElement>('[data-docs-version-dropdown]');
    if (!link || !dropdown) return;
    try {
      localStorage.setItem(keyFor(dropdown.dataset.docsVersionDropdown!), link.dataset.docsVersion!);
    } catch {
      // not remembered
    }
  });
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

// HTML the build moved out of a page into the route's panels file (src/render/defer-panels.ts:
// inactive code tabs after a client-side navigation, and lazy ones). Each placeholder is an
// empty element with the panel's id and `data-deferred="<panels URL>"`; filling it puts the
// HTML back.

/** One request per file (a route's panels, a shared schema row), shared by every placeholder; a failure is not kept. */
const loads = new Map<string, Promise<unknown>>();

export function loadJson<T>(url: string): Promise<T> {
  let load = loads.get(url);
  if (!load) {
    load = fetch(url, { credentials: 'same-origin' }).then((response) => {
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      return response.json();
    });
    load.catch(() => loads.delete(url));
    loads.set(url, load);
  }
  return load as Promise<T>;
}

export const loadPanels = (url: string) => loadJson<Record<string, string>>(url);

/**
 * Fills `placeholders` from their panels files. One whose HTML could not be loaded keeps its
 * `data-deferred` (the next attempt tries again) and shows `failure` instead.
 */
export async function fillDeferred(placeholders: Iterable<HTMLElement>, failure: string): Promise<void> {
  const byUrl = new Map<string, HTMLElement[]>();
  for (const element of placeholders) {
    const url = element.dataset.deferred;
    if (url) byUrl.set(url, [...(byUrl.get(url) ?? []), element]);
  }
  await Promise.all(
    [...byUrl].map(async ([url, elements]) => {
      const panels = await loadPanels(url).catch(() => null);
      for (const element of elements) {
        const html = panels?.[element.id];
        if (typeof html === 'string') {
          element.innerHTML = html;
          element.removeAttribute('data-deferred');
        } else {
          const note = document.createElement('p');
          note.className = 'deferred-error';
          note.textContent = failure;
          element.replaceChildren(note);
        }
      }
    }),
  );
}

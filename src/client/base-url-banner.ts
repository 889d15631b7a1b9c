// Part of the inline <head> script, because when the site is served under the wrong base URL the
// stylesheet and the runtime (linked under the base URL) do not load at all. It tells the reader
// (most likely the person deploying) what is wrong, with inline styles for the same reason.
export function checkBaseUrl(baseUrl: string): void {
  if (baseUrl === '/' || location.pathname.startsWith(baseUrl) || `${location.pathname}/` === baseUrl) return;
  document.addEventListener('DOMContentLoaded', () => {
    const banner = document.createElement('div');
    banner.id = 'base-url-banner';
    banner.setAttribute('role', 'alert');
    banner.style.cssText =
      'padding:12px 16px;background:#fa383e;color:#fff;font:16px/1.5 system-ui,sans-serif';
    const title = document.createElement('strong');
    title.textContent = 'Your site did not load properly.';
    const text = document.createElement('p');
    text.style.margin = '4px 0 0';
    text.textContent = `It was built for the base URL "${baseUrl}" but is served at "${location.pathname}", so its styles and scripts cannot be found. Serve it under ${baseUrl}, or set baseUrl in docgen.config.ts to the path it is served under and build again.`;
    banner.append(title, text);
    document.body.prepend(banner);
  });
}

// The error overlay of `docgen dev`: a fixed box with the build error, announced to screen
// readers (role="alertdialog", labelled and described), dismissable with its button or Escape.
// Inline styles, because the site's stylesheet may be the thing that is broken.

const ID = 'docgen-dev-overlay';

export function showOverlay(message: string): void {
  hideOverlay();
  const box = document.createElement('div');
  box.id = ID;
  box.setAttribute('role', 'alertdialog');
  box.setAttribute('aria-labelledby', `${ID}-title`);
  box.setAttribute('aria-describedby', `${ID}-message`);
  box.tabIndex = -1;
  box.style.cssText =
    'position:fixed;inset:auto 1rem 1rem 1rem;max-height:60vh;overflow:auto;z-index:2147483647;padding:1rem 1.25rem;border:2px solid #c62828;border-radius:8px;background:#fff5f5;color:#1c1e21;font:14px/1.5 system-ui,sans-serif;box-shadow:0 8px 30px rgba(0,0,0,.3)';

  const title = document.createElement('h2');
  title.id = `${ID}-title`;
  title.textContent = 'docgen: the build failed';
  title.style.cssText = 'margin:0 0 .5rem;font-size:16px;color:#b71c1c';

  const text = document.createElement('pre');
  text.id = `${ID}-message`;
  text.textContent = message;
  text.style.cssText = 'margin:0 0 .75rem;white-space:pre-wrap;font:13px/1.5 ui-monospace,monospace';

  const note = document.createElement('p');
  note.textContent =
    'The last good version of the page stays on screen. Fix the file and save: this box closes by itself.';
  note.style.cssText = 'margin:0 0 .75rem';

  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Dismiss';
  close.addEventListener('click', hideOverlay);

  box.append(title, text, note, close);
  box.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') hideOverlay();
  });
  document.body.append(box);
  box.focus();
}

export function hideOverlay(): void {
  document.getElementById(ID)?.remove();
}

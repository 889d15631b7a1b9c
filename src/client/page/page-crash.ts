// The page-level error boundary: when showing a page fails, the main slot says
// 'This page crashed.' with the error and a 'Try again' button that renders the page again.
export function showPageCrash(error: unknown, tryAgain: () => void): void {
  const main =
    document.querySelector<HTMLElement>('[data-slot="main"]') ??
    document.querySelector<HTMLElement>('main') ??
    document.body;
  const box = document.createElement('div');
  box.className = 'page-crash';
  box.setAttribute('role', 'alert');
  box.innerHTML =
    '<h1>This page crashed.</h1><p class="page-crash__message"></p><button type="button" class="button">Try again</button>';
  box.querySelector('p')!.textContent = error instanceof Error ? error.message : String(error);
  box.querySelector('button')!.addEventListener('click', tryAgain, { once: true });
  main.replaceChildren(box);
  console.error(error);
}
